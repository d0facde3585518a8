/**
 * `npm run audit:verify [-- --json]`: re-computes every audit chain of the database (the
 * platform's and each company's) from its first event to its head anchor, and reports per chain
 * the events checked and the head hash, or the first broken link (event id, what is wrong).
 * Exit code 0 when every chain is intact, 1 when one is broken, 2 when it cannot check (no
 * database, not migrated, a bad argument). Reads only; safe while the server runs. The database
 * is the app's: DATABASE_URL (PostgreSQL) when set, else the SQLite file of DATABASE_PATH.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { type ChainOutcome, verifyAllChains } from "../app/server/evidence/audit-chain.server";
import { closeDb, db } from "../app/server/platform/db.server";
import { env } from "../app/server/platform/env.server";
import { shownUrl } from "../app/server/platform/postgres/url.server";
import { errorText } from "../app/server/platform/unavailable.server";

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== "--json");
if (unknown.length) fail(`Unknown argument: ${unknown.join(" ")}. Usage: npm run audit:verify [-- --json]`);
const asJson = args.includes("--json");

const url = env().DATABASE_URL;
const file = url ? shownUrl(url) : path.resolve(env().DATABASE_PATH);
if (!url && !existsSync(file)) fail(`No database at ${file}: check DATABASE_PATH. Nothing was checked.`);
const tables = await db()
  .introspection.getTables()
  .then((all) => new Set(all.map((t) => t.name)))
  .catch((e: unknown) => fail(`Cannot read ${file}: ${errorText(e)}. Nothing was checked.`));
if (!tables.has("audit_heads")) fail(`${file} has no audit chain yet: run npm run db:migrate first.`);

const line = (o: ChainOutcome) => {
  const who = o.companyId === null ? o.name : `${o.name} [company ${o.companyId}]`;
  const r = o.report;
  if (r.intact)
    return r.events === 0
      ? `ok      ${who}: no events`
      : `ok      ${who}: ${r.events} ${r.events === 1 ? "event" : "events"} intact, head ${r.headHash}`;
  const at = r.problem.eventId === null ? "" : ` at event ${r.problem.eventId}`;
  return `BROKEN  ${who}: ${r.problem.kind}${at} (${r.events} events intact before it). ${r.problem.message}`;
};

if (!asJson) console.log(`Audit chains of ${file}`);
const outcomes = await verifyAllChains((o) => {
  if (!asJson) console.log(line(o));
});
const broken = outcomes.filter((o) => !o.report.intact);
const events = outcomes.reduce((n, o) => n + o.report.events, 0);
if (asJson) {
  console.log(JSON.stringify({ database: file, intact: broken.length === 0, chains: outcomes }, null, 2));
} else {
  console.log(
    broken.length === 0
      ? `All ${outcomes.length} chains intact: ${events} events checked.`
      : `${broken.length} of ${outcomes.length} chains broken (${events} events checked up to the breaks).`,
  );
}
await closeDb();
process.exit(broken.length === 0 ? 0 : 1);
