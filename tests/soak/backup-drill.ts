/**
 * Part 8, the backup drill: `npm run backup -- FILE --manifest FILE.json` (the built
 * scripts/backup.ts through scripts/launch.mjs, as an operator runs it) while the production
 * server takes a load of answers and imports; then the backup restored into a fresh data
 * directory and the server started on it.
 *
 * "The source at the backup's moment" is known two ways:
 * - the manifest: the row count and SHA-256 of every table, taken by the backup from the source
 *   in the same read transaction as the copy; the restored database must match it table for
 *   table, before the server starts on it and while it runs;
 * - the history: answers and audit events are only ever appended, with increasing ids, so the
 *   restored ones must be exactly the source's (taken after the load stopped) up to the restored
 *   high-water mark, while the source kept growing after the backup's moment.
 * The moment itself must fall inside the backup's run, and writes must have been acknowledged
 * while it ran (the backup really ran under write load).
 *
 * On PostgreSQL (`--postgres`): the backup is a pg_dump (custom format) taken in the manifest's
 * snapshot, restored with pg_restore into a new empty database; integrity_check and
 * foreign_key_check give way to postgres.ts's postgresHealth (audit chains, indexes, foreign keys).
 */
import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import type { Kysely } from "kysely";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { sql } from "kysely";
import { prng } from "../../app/domain/progress";
import { postgresTool } from "../../app/server/platform/postgres/backup.server";
import { openPostgres } from "../../app/server/platform/postgres/database.server";
import type { DB } from "../../app/server/platform/schema";
import { readSqliteCopy } from "../../app/server/platform/sqlite/backup.server";
import {
  type DatabaseDigest,
  databaseDigest,
  digestDifferences,
  tableDigest,
  tableRows,
} from "../../app/server/platform/table-digest.server";
import { type AdminTotals, type LearnerTotals, runImporter, runWriters, Traffic } from "./clients";
import { postgresHealth, type SoakPostgres } from "./postgres";
import { fmt, loadAverage, type PartResult, type Property, say } from "./report";
import type { SoakData } from "./seed";
import { freePort, freshCopy, Server, sleep } from "./server";

export interface BackupOptions {
  template: string;
  data: SoakData;
  dir: string;
  seed: number;
  clients: number;
  secret: string;
  /** Run on this PostgreSQL server: pg_dump and pg_restore. */
  postgres?: SoakPostgres;
}

const APPEND_ONLY = ["answers", "audit_events"] as const;

/** A database of the drill (the source, the restored copy): how the app and the backup find it, and how it is read. */
interface Store {
  env: Record<string, string>;
  /** `fn` on the database; with its integrity ("ok" or what is wrong) and foreign key problems. */
  read<T>(fn: (db: Kysely<DB>) => Promise<T>): Promise<{ integrity: string; fk: number; result: T }>;
}

const sqliteStore = (file: string): Store => ({
  env: { DATABASE_PATH: file },
  async read(fn) {
    const { integrity, result } = await readSqliteCopy(file, async (db) => ({
      fk: (await sql`pragma foreign_key_check`.execute(db)).rows.length,
      result: await fn(db),
    }));
    return { integrity, ...result };
  },
});

const postgresStore = (url: string): Store => ({
  env: { DATABASE_URL: url },
  async read(fn) {
    const { db } = openPostgres(url, { size: 1 });
    try {
      const result = await fn(db);
      const { integrity, foreignKeyProblems } = await postgresHealth(url);
      return { integrity, fk: foreignKeyProblems, result };
    } finally {
      await db.destroy();
    }
  },
});

async function readDigest(store: Store): Promise<{ integrity: string; fk: number; digest: DatabaseDigest }> {
  const { integrity, fk, result } = await store.read(databaseDigest);
  return { integrity, fk, digest: result };
}

async function counts(store: Store): Promise<Record<string, number>> {
  const { result } = await store.read(async (db) => {
    const n = async (t: string) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(t)}`.execute(db)).rows[0].n);
    return Object.fromEntries(await Promise.all(APPEND_ONLY.map(async (t) => [t, await n(t)] as const)));
  });
  return result;
}

/** Restores a pg_dump archive into a new empty database; answers its URL. */
async function restorePostgres(pgServer: SoakPostgres, file: string): Promise<string> {
  const pgRestore = postgresTool("pg_restore");
  if (!pgRestore) throw new Error("pg_restore is needed to restore the backup: install PostgreSQL's client programs");
  const url = await pgServer.empty("backup_restored");
  await promisify(execFile)(pgRestore, ["--no-owner", "--exit-on-error", `--dbname=${url}`, file], { maxBuffer: 16 << 20 });
  return url;
}

/**
 * PostgreSQL takes an id at the insert, not at the commit: at the backup's moment, rows with lower
 * ids than its high-water mark may be uncommitted (committed a moment later). So instead of the
 * source's prefix: every row of the backup is the source's row of that id, unchanged; the source's
 * rows up to the mark that the backup lacks are counted (committed after the moment).
 */
async function sameRows(copy: Kysely<DB>, src: Kysely<DB>, table: string, mark: number) {
  const byId = async (db: Kysely<DB>) => {
    const m = new Map<unknown, string>();
    for await (const rows of tableRows(db, table, { maxId: mark })) for (const r of rows) m.set(r.id, JSON.stringify(r));
    return m;
  };
  const [mine, theirs] = [await byId(copy), await byId(src)];
  const differing = [...mine].filter(([id, row]) => theirs.get(id) !== row).length;
  return { differing, later: [...theirs.keys()].filter((id) => !mine.has(id)).length };
}

function runBackup(store: Store, file: string, manifest: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/launch.mjs", "backup", file, "--manifest", manifest], {
      env: { ...process.env, ...store.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.on("exit", (code) => resolve({ code: code ?? 1, out: out.trim() }));
  });
}

function get(port: number, target: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: target, headers: { Cookie: cookie }, agent: false }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
  });
}

export async function backupPart(o: BackupOptions): Promise<PartResult> {
  const source = `${o.dir}/backup-source.db`;
  const file = `${o.dir}/backup-copy.db`;
  const manifestFile = `${file}.manifest.json`;
  const restoredDir = `${o.dir}/restored-data`;
  const restored = `${restoredDir}/app.db`;
  for (const f of [file, manifestFile]) rmSync(f, { force: true });
  rmSync(restoredDir, { recursive: true, force: true });
  const sourceUrl = await o.postgres?.fresh("backup_source");
  if (!sourceUrl) freshCopy(o.template, source);
  const sourceStore = sourceUrl ? postgresStore(sourceUrl) : sqliteStore(source);
  const env = { SESSION_SECRET: o.secret };
  const port = await freePort();
  let server = await Server.start({ cwd: process.cwd(), db: source, port, log: `${source}.log`, env: { ...env, ...sourceStore.env } });

  const traffic = new Traffic(port);
  const learnerTotals: LearnerTotals = { answers: 0, modules: 0, courses: 0, abandoned: 0 };
  const adminTotals: AdminTotals = { imports: 0, imported: 0, exports: 0, exportedRows: 0 };
  const clients = Promise.all([
    runWriters(
      o.clients,
      [...o.data.learners],
      traffic,
      { wrongRate: 0.2, reads: false, certificate: false, think: () => 0, rampMs: 200 },
      prng(o.seed + 11),
      learnerTotals,
    ),
    runImporter(
      o.data.importer,
      traffic,
      { rows: 50, tag: `backup${o.seed}`, thinkMs: () => 0, pauseMs: (r) => r() * 200 },
      prng(o.seed + 12),
      adminTotals,
    ),
  ]);
  await sleep(3000);
  const before = await counts(sourceStore);
  const sizeMb = sourceUrl
    ? (await sourceStore.read(async (db) => sql<{ n: number }>`select pg_database_size(current_database()) as n`.execute(db))).result
        .rows[0].n /
      2 ** 20
    : (statSync(source).size + (existsSync(`${source}-wal`) ? statSync(`${source}-wal`).size : 0)) / 2 ** 20;
  const acksBefore = learnerTotals.answers + adminTotals.imports;
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  say(
    `Backup under load (${o.clients} learners answering, imports of 50): npm run backup -- ${file} --manifest ${manifestFile}; load ${loadAverage()}`,
  );
  const backup = await runBackup(sourceStore, file, manifestFile);
  const backupMs = performance.now() - t0;
  const endedAt = new Date().toISOString();
  const acksDuring = learnerTotals.answers + adminTotals.imports - acksBefore;
  say(`  ${backup.out}`);
  await sleep(1000);
  traffic.stop();
  await clients;
  const afterCounts = await counts(sourceStore);
  await server.stop();
  say(
    `  ${fmt(backupMs)} ms; writes acknowledged while it ran: ${acksDuring}; answers ${before.answers} before it, ${afterCounts.answers} when the load stopped (${learnerTotals.answers + adminTotals.imports} writes in all)`,
  );

  const properties: Property[] = [];
  properties.push({
    name: "npm run backup succeeds under write load",
    measured: `exit ${backup.code}, ${fmt(backupMs)} ms`,
    limit: "exit 0",
    ok: backup.code === 0,
  });
  if (backup.code !== 0) return { part: "backup", ok: false, properties, figures: { output: backup.out } };

  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { takenAt: string; tables: DatabaseDigest };
  properties.push({
    name: "it ran under write load: writes acknowledged during the run, its moment inside the run",
    measured: `${acksDuring} writes; moment ${manifest.takenAt.slice(11, 23)} in ${startedAt.slice(11, 23)}–${endedAt.slice(11, 23)}`,
    limit: "> 0 writes, moment inside",
    ok: acksDuring > 0 && manifest.takenAt >= startedAt && manifest.takenAt <= endedAt,
  });
  properties.push({
    name: "the load met no unexpected answer",
    measured: `${traffic.unexpectedCount} unexpected, ${traffic.networkErrors} connection errors`,
    limit: "0",
    ok: traffic.unexpectedCount === 0 && traffic.networkErrors === 0,
  });

  // Restore: the backup file becomes the database of a fresh data directory (PostgreSQL: pg_restore into a new database).
  mkdirSync(restoredDir, { recursive: true });
  let restoredStore: Store;
  if (o.postgres) restoredStore = postgresStore(await restorePostgres(o.postgres, file));
  else {
    copyFileSync(file, restored);
    restoredStore = sqliteStore(restored);
  }
  const cold = await readDigest(restoredStore);
  const coldDiff = digestDifferences(manifest.tables, cold.digest);
  server = await Server.start({
    cwd: process.cwd(),
    db: restored,
    port,
    log: `${restored}.log`,
    env: { ...env, ...restoredStore.env, JOB_SCHEDULER: "off" },
  });
  const warm = await readDigest(restoredStore);
  const warmDiff = digestDifferences(manifest.tables, warm.digest);
  // Someone who was signed in at the backup's moment is signed in on the restored server, with their progress.
  const learner = o.data.learners[0];
  const profile = await get(port, "/profile", learner.cookie);
  await server.stop();
  const rows = Object.values(manifest.tables).reduce((a, t) => a + t.rows, 0);
  properties.push({
    name: o.postgres
      ? "restored copy: audit chains intact, no invalid index, foreign keys validated (before and after the server started on it)"
      : "restored copy: integrity_check ok, foreign_key_check empty (before and after the server started on it)",
    measured: `${cold.integrity} / ${warm.integrity}; ${cold.fk} / ${warm.fk} fk rows`,
    limit: "ok, 0",
    ok: cold.integrity === "ok" && warm.integrity === "ok" && cold.fk === 0 && warm.fk === 0,
  });
  properties.push({
    name: "restored copy: row counts and SHA-256 of every table equal the source's at the backup's moment (its manifest)",
    measured:
      coldDiff.length + warmDiff.length
        ? [...coldDiff, ...warmDiff].slice(0, 3).join("; ")
        : `${Object.keys(manifest.tables).length} tables, ${rows} rows equal`,
    limit: "all equal",
    ok: coldDiff.length === 0 && warmDiff.length === 0,
  });
  properties.push({
    name: "the server started on the restored data serves a learner signed in before the backup",
    measured: `GET /profile ${profile.status}${profile.body.includes(learner.email) ? ", their email shown" : ""}`,
    limit: "200",
    ok: profile.status === 200 && profile.body.includes(learner.email),
  });

  // The history: the append-only tables of the backup are the source's up to the backup's high-water mark.
  const history: string[] = [];
  let grewAfter = false;
  await restoredStore.read((copy) =>
    sourceStore.read(async (src) => {
      for (const t of APPEND_ONLY) {
        const max = await sql<{ m: number | null }>`select max(id) as m from ${sql.table(t)}`.execute(copy);
        const mark = max.rows[0].m ?? 0;
        const mine = await tableDigest(copy, t);
        const all = await tableDigest(src, t);
        if (o.postgres) {
          const seen = await sameRows(copy, src, t, mark);
          if (seen.differing) history.push(`${t}: ${seen.differing} of the backup's ${mine.rows} rows differ from the source's`);
          if (seen.later) say(`  ${t}: ${seen.later} rows of the source with ids up to ${mark} were committed after the backup's moment`);
        } else {
          const theirs = await tableDigest(src, t, { maxId: mark });
          if (mine.sha256 !== theirs.sha256 || mine.rows !== theirs.rows)
            history.push(`${t}: ${mine.rows} rows differ from the source's ${theirs.rows} up to id ${mark}`);
        }
        if (mine.rows < before[t]) history.push(`${t}: ${mine.rows} rows, fewer than the ${before[t]} before the backup started`);
        if (all.rows > mine.rows) grewAfter = true;
        say(
          `  ${t}: ${before[t]} rows before the backup, ${mine.rows} in it (ids up to ${mark}, equal to the source's), ${all.rows} when the load stopped`,
        );
      }
    }),
  );
  properties.push({
    name: "append-only history: the backup's answers and audit events are the source's up to its high-water mark",
    measured: history.length ? history.join("; ") : `equal; the source grew after the moment: ${grewAfter ? "yes" : "no"}`,
    limit: "equal, source grew after",
    ok: history.length === 0 && grewAfter,
  });
  return {
    part: "backup",
    ok: properties.every((p) => p.ok),
    properties,
    figures: {
      backupMs: Math.round(backupMs),
      sourceMb: sizeMb,
      acknowledgedDuring: acksDuring,
      moment: manifest.takenAt,
      run: [startedAt, endedAt],
      tables: Object.keys(manifest.tables).length,
      rows,
      before,
      after: afterCounts,
      restoredTo: path.resolve(restored),
      unexpected: traffic.unexpected.slice(0, 5),
      networkErrors: traffic.networkErrors,
      output: backup.out,
    },
  };
}
