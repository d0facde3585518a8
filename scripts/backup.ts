/**
 * `npm run backup -- FILE`: a consistent online backup of the database (SQLite backup API), safe
 * while the server runs. Refuses a missing source (never backs up a new empty database) and
 * reports success only after the copy passed an integrity check and holds the same rows as the
 * source at the moment it was taken.
 */
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { env } from "../app/server/platform/env.server";

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const target = process.argv[2];
if (!target) fail("Usage: npm run backup -- FILE", 2);
const source = path.resolve(env().DATABASE_PATH);
const out = path.resolve(target);
if (out === source) fail("The backup file must differ from the database file.", 2);
if (!existsSync(source)) fail(`No database at ${source}: check DATABASE_PATH. Nothing was backed up.`);

type Counts = Record<string, number>;
function rowCounts(db: Database.Database): Counts {
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map((t) => [
      t,
      db
        .prepare(`select count(*) from "${t.replaceAll('"', '""')}"`)
        .pluck()
        .get() as number,
    ]),
  );
}

// A connection of its own that holds one read snapshot for the count and the copy, so both see
// the same rows whatever the server writes meanwhile.
const src = new Database(source, { fileMustExist: true });
let expected: Counts;
try {
  src.pragma("busy_timeout = 5000");
  src.exec("begin");
  expected = rowCounts(src);
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
  const got = rowCounts(copy);
  const differing = Object.keys({ ...expected, ...got }).filter((t) => expected[t] !== got[t]);
  if (differing.length) {
    fail(
      `Backup ${out} does not match the source: ${differing.map((t) => `${t} ${got[t] ?? "missing"} of ${expected[t] ?? "none"}`).join(", ")}`,
    );
  }
  const rows = Object.values(got).reduce((a, b) => a + b, 0);
  console.log(`Backed up ${source} to ${out}: integrity ok, ${Object.keys(got).length} tables, ${rows} rows, all matching the source.`);
} finally {
  copy.close();
}
