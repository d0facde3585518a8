/**
 * `npm run backup -- FILE [--manifest MANIFEST.json]`: a consistent online backup of the
 * database, safe while the server runs, with the row count and SHA-256 of every table at the
 * backup's moment (app/server/platform/table-digest.server.ts, the same on both engines).
 * `--manifest` writes that digest, with the moment, as JSON: what a restored copy must hold (the
 * backup drill of `npm run test:soak` and tests/integration/backup-manifest.test.ts check it).
 *
 * - SQLite (DATABASE_PATH): SQLite's backup API in the read transaction that also takes the
 *   digest. Refuses a missing source (never backs up a new empty database); reports success only
 *   after the copy passed an integrity check and its digest equals the source's.
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom` (found on PATH or in
 *   /usr/lib/postgresql/<version>/bin) in the snapshot the digest is taken in (an exported
 *   REPEATABLE READ snapshot). The dump is checked to read as an archive holding every table's
 *   data (`pg_restore --list`); restore it with `pg_restore --dbname=URL FILE` into a new database.
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { env } from "../app/server/platform/env.server";
import { backupPostgres, dumpTables, postgresTool } from "../app/server/platform/postgres/backup.server";
import { shownUrl } from "../app/server/platform/postgres/url.server";
import { errorText } from "../app/server/platform/unavailable.server";
import { backupSqlite, readSqliteCopy } from "../app/server/platform/sqlite/backup.server";
import { allTables, type DatabaseDigest, databaseDigest, digestDifferences } from "../app/server/platform/table-digest.server";

const USAGE = "Usage: npm run backup -- FILE [--manifest MANIFEST.json]";

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const args = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { manifest: { type: "string" } } });
  } catch (e) {
    fail(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`, 2);
  }
})();
const target = args.positionals[0];
if (!target || args.positionals.length > 1) fail(USAGE, 2);
const url = env().DATABASE_URL;
const source = url ? shownUrl(url) : path.resolve(env().DATABASE_PATH);
const out = path.resolve(target);
const manifest = args.values.manifest ? path.resolve(args.values.manifest) : undefined;
if (out === source) fail("The backup file must differ from the database file.", 2);
if (manifest && (manifest === source || manifest === out)) fail("The manifest file must differ from the database and the backup.", 2);

/** What the backup reads in its snapshot: the moment and the digest, and that this is the app's database. */
async function readSource(db: Parameters<typeof databaseDigest>[0]) {
  const takenAt = new Date().toISOString();
  if (!(await allTables(db)).includes("kysely_migration")) fail(`${source} is not a database of this application (no migrations table).`);
  return { takenAt, expected: await databaseDigest(db) };
}

async function backupSqliteFile(): Promise<{ takenAt: string; expected: DatabaseDigest; checked: string }> {
  if (!existsSync(source)) fail(`No database at ${source}: check DATABASE_PATH. Nothing was backed up.`);
  const { takenAt, expected } = await backupSqlite(source, out, readSource);
  const copy = await readSqliteCopy(out, databaseDigest);
  if (copy.integrity !== "ok") fail(`Backup ${out} failed its integrity check: ${copy.integrity}`);
  const differing = digestDifferences(expected, copy.result);
  if (differing.length) fail(`Backup ${out} does not match the source: ${differing.join("; ")}`);
  return { takenAt, expected, checked: "integrity ok, {tables}, all matching the source" };
}

async function backupPostgresDatabase(databaseUrl: string): Promise<{ takenAt: string; expected: DatabaseDigest; checked: string }> {
  const pgDump = postgresTool("pg_dump");
  const pgRestore = postgresTool("pg_restore");
  if (!pgDump || !pgRestore)
    fail("pg_dump and pg_restore are needed to back up PostgreSQL: install PostgreSQL's client programs. Nothing was backed up.");
  const { takenAt, expected } = await backupPostgres(databaseUrl, out, pgDump, readSource).catch((e: unknown) =>
    fail(`Backup of ${source} failed: ${errorText(e)}`),
  );
  const dumped = new Set(await dumpTables(out, pgRestore));
  const missing = Object.keys(expected).filter((t) => !dumped.has(t));
  if (missing.length) fail(`Backup ${out} holds no data of: ${missing.join(", ")}`);
  return { takenAt, expected, checked: "a pg_dump archive holding every table, {tables} in the snapshot it was dumped from" };
}

const { takenAt, expected, checked } = url ? await backupPostgresDatabase(url) : await backupSqliteFile();
if (manifest) writeFileSync(manifest, `${JSON.stringify({ source, backup: out, takenAt, tables: expected }, null, 2)}\n`);
const rows = Object.values(expected).reduce((a, b) => a + b.rows, 0);
console.log(
  `Backed up ${source} to ${out}: ${checked.replace("{tables}", `${Object.keys(expected).length} tables, ${rows} rows`)}` +
    ` (row counts and SHA-256 of every table at ${takenAt})${manifest ? `; manifest ${manifest}` : ""}.`,
);
process.exit(0);
