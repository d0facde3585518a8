/**
 * `npm run db:copy -- --from FILE --to URL`: moves the academy from its SQLite file to PostgreSQL
 * (docs/decisions/022). Migrates the target (PostgreSQL's baseline and what follows), refuses a
 * target that holds any data but the built-in tenants its migration inserted, copies every
 * record in one transaction (app/server/platform/db-copy.server.ts says how the target's triggers
 * and sequences are met), and compares the row count and SHA-256 of every table of both before
 * it commits: exit code 0 when all are equal, 1 (nothing kept) when they differ or the copy
 * failed, 2 when it cannot start (a bad argument, no source, a refused target). The source is
 * read in one read-only snapshot; stop the server before copying, or writes made meanwhile stay
 * behind in the file.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { CopyMismatch, CopyRefused, copyDatabase } from "../app/server/platform/db-copy.server";
import { migrateToLatest, migrationsOf, openFileSnapshot, openPostgresUrl } from "../app/server/platform/db.server";
import { shownUrl } from "../app/server/platform/postgres/url.server";
import { errorText } from "../app/server/platform/unavailable.server";

const USAGE = "Usage: npm run db:copy -- --from FILE.db --to postgres://…";

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

const args = (() => {
  try {
    return parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } }).values;
  } catch (e) {
    fail(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`, 2);
  }
})();
if (!args.from || !args.to) fail(USAGE, 2);
if (!/^postgres(?:ql)?:\/\/\S+$/.test(args.to)) fail(`--to must be a postgres:// URL.\n${USAGE}`, 2);
const file = path.resolve(args.from);
const shown = shownUrl(args.to);
if (!existsSync(file)) fail(`No database at ${file}. Nothing was copied.`, 2);

const source = openFileSnapshot(file);
// migrated as the start migrates (the lock its transaction's), and copied under the same lock
const target = openPostgresUrl(args.to, 2, { migrations: true });
let code = 0;
try {
  const { rows: ran } = await sql<{ name: string }>`select name from kysely_migration`.execute(source.db);
  const done = new Set(ran.map((r) => r.name));
  const missing = Object.keys(migrationsOf("sqlite")).filter((m) => !done.has(m));
  if (missing.length)
    fail(`${file} lacks migrations ${missing.join(", ")}: run npm run db:migrate on it first (DATABASE_PATH=${file}).`, 2);
  for (const r of (await migrateToLatest(target.db, "postgres")).results)
    console.log(`${shown}: migration ${r.migrationName}: ${r.status}`);
  const { tables } = await copyDatabase(source.db, target.db, (line) => console.log(`copied ${line}`));
  const rows = Object.values(tables).reduce((n, t) => n + t.rows, 0);
  console.log(
    `Copied ${file} to ${shown}: ${Object.keys(tables).length} tables, ${rows} rows, each table's row count and SHA-256 equal to the source's.`,
  );
} catch (e) {
  if (e instanceof CopyRefused) console.error(`Not copied: ${e.message}`);
  else if (e instanceof CopyMismatch)
    console.error(`Not copied (rolled back): the copy differs from the source:\n  ${e.differences.join("\n  ")}`);
  else console.error(`Not copied (rolled back): ${errorText(e)}`);
  code = e instanceof CopyRefused ? 2 : 1;
} finally {
  await source.close();
  await target.close();
}
process.exit(code);
