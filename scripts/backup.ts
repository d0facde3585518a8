/**
 * `npm run backup -- FILE [--manifest MANIFEST.json]`: a consistent online backup of the database
 * (SQLite backup API), safe while the server runs. Refuses a missing source (never backs up a new
 * empty database) and reports success only after the copy passed an integrity check and holds
 * the same rows as the source at the moment it was taken: the row count and SHA-256 of every
 * table (app/server/platform/sqlite/table-digest.server.ts), taken from the source in the read
 * transaction that also makes the copy. `--manifest` writes that digest, with the moment, as
 * JSON: what a restored copy must hold (the backup drill of `npm run test:soak` checks it).
 */
import { existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { env } from "../app/server/platform/env.server";
import { type DatabaseDigest, databaseDigest, digestDifferences } from "../app/server/platform/sqlite/table-digest.server";

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
const source = path.resolve(env().DATABASE_PATH);
const out = path.resolve(target);
const manifest = args.values.manifest ? path.resolve(args.values.manifest) : undefined;
if (out === source) fail("The backup file must differ from the database file.", 2);
if (manifest && (manifest === source || manifest === out)) fail("The manifest file must differ from the database and the backup.", 2);
if (!existsSync(source)) fail(`No database at ${source}: check DATABASE_PATH. Nothing was backed up.`);

// A connection of its own that holds one read snapshot for the digest and the copy, so both see
// the same rows whatever the server writes meanwhile.
const src = new Database(source, { fileMustExist: true });
let expected: DatabaseDigest;
let takenAt: string;
try {
  src.pragma("busy_timeout = 5000");
  src.exec("begin");
  takenAt = new Date().toISOString();
  expected = databaseDigest(src);
  if (!("kysely_migration" in expected)) fail(`${source} is not a database of this application (no migrations table).`);
  rmSync(out, { force: true });
  await src.backup(out);
  src.exec("commit");
} finally {
  src.close();
}

const copy = new Database(out, { readonly: true, fileMustExist: true });
try {
  const integrity = copy.pragma("integrity_check", { simple: true });
  if (integrity !== "ok") fail(`Backup ${out} failed its integrity check: ${String(integrity)}`);
  const got = databaseDigest(copy);
  const differing = digestDifferences(expected, got);
  if (differing.length) fail(`Backup ${out} does not match the source: ${differing.join("; ")}`);
  const rows = Object.values(got).reduce((a, b) => a + b.rows, 0);
  if (manifest) {
    writeFileSync(manifest, `${JSON.stringify({ source, backup: out, takenAt, tables: expected }, null, 2)}\n`);
  }
  console.log(
    `Backed up ${source} to ${out}: integrity ok, ${Object.keys(got).length} tables, ${rows} rows, all matching the source` +
      ` (row counts and SHA-256 of every table at ${takenAt})${manifest ? `; manifest ${manifest}` : ""}.`,
  );
} finally {
  copy.close();
}
