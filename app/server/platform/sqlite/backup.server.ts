/**
 * `npm run backup` on SQLite: SQLite's online backup API, on a connection of its own that holds
 * one read transaction for the copy and for what the caller reads first (the digest of the
 * manifest), so both see the same rows whatever the server writes meanwhile.
 */
import { rmSync } from "node:fs";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { DB } from "../schema";

/** Copies `source` to `out` (replaced) after `read` has read it, all in one snapshot; returns what `read` returned. */
export async function backupSqlite<T>(source: string, out: string, read: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  const sqlite = new Database(source, { fileMustExist: true });
  try {
    sqlite.pragma("busy_timeout = 5000");
    sqlite.exec("begin");
    sqlite.prepare("select count(*) from sqlite_master").get(); // the snapshot is taken at the first read
    const result = await read(new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) }));
    rmSync(out, { force: true });
    await sqlite.backup(out);
    sqlite.exec("commit");
    return result;
  } finally {
    sqlite.close();
  }
}

/** Opens a file read-only: its integrity_check's answer ("ok") and what `read` reads of it, in one read transaction. */
export async function readSqliteCopy<T>(file: string, read: (db: Kysely<DB>) => Promise<T>): Promise<{ integrity: string; result: T }> {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    sqlite.pragma("busy_timeout = 5000");
    sqlite.exec("begin");
    const integrity = String(sqlite.pragma("integrity_check", { simple: true }));
    const result = await read(new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) }));
    sqlite.exec("commit");
    return { integrity, result };
  } finally {
    sqlite.close();
  }
}
