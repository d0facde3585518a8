/**
 * `npm run backup` on PostgreSQL: `pg_dump --format=custom` of the database, inside the snapshot
 * the caller reads first (the digest of the manifest): a REPEATABLE READ transaction exports its
 * snapshot (pg_export_snapshot) and pg_dump runs with `--snapshot`, so the dump holds exactly the
 * rows the manifest describes, whatever the app writes meanwhile.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { type Kysely, sql } from "kysely";
import type { DB } from "../schema";
import { openPostgres, openPostgresSnapshot } from "./database.server";
import { libpqConnection } from "./url.server";

const run = promisify(execFile);
const DEBIAN = "/usr/lib/postgresql";

/** A PostgreSQL client program (pg_dump, pg_restore): on PATH, else the newest of Debian's; null when missing. */
export function postgresTool(name: string): string | null {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  if (!existsSync(DEBIAN)) return null;
  const versions = readdirSync(DEBIAN)
    .filter((v) => existsSync(path.join(DEBIAN, v, "bin", name)))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(DEBIAN, versions[0], "bin", name) : null;
}

/**
 * Dumps the database of `url` to `out` (replaced) with `pg_dump`, after `read` has read it, both
 * in one snapshot; returns what `read` returned.
 */
export async function backupPostgres<T>(url: string, out: string, pgDump: string, read: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  const database = openPostgres(url, { size: 1 });
  const { db } = database;
  try {
    const snapshot = await openPostgresSnapshot(database, undefined);
    try {
      const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(snapshot.db);
      const result = await read(snapshot.db);
      rmSync(out, { force: true });
      const { dbname, env } = libpqConnection(url);
      await run(pgDump, ["--format=custom", `--snapshot=${rows[0].id}`, `--file=${out}`, `--dbname=${dbname}`], {
        maxBuffer: 16 << 20,
        env: { ...process.env, ...env },
      });
      return result;
    } finally {
      await snapshot.close();
    }
  } finally {
    await db.destroy();
  }
}

/** The tables whose data a dump holds (`pg_restore --list`): it reads as an archive. */
export async function dumpTables(file: string, pgRestore: string): Promise<string[]> {
  const { stdout } = await run(pgRestore, ["--list", file], { maxBuffer: 64 << 20 });
  return [...stdout.matchAll(/^\d+; \d+ \d+ TABLE DATA \S+ (\S+) /gm)].map((m) => m[1]);
}
