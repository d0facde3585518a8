/**
 * Audit events from a process of its own (the concurrent-writers test), on the database of
 * DATABASE_URL (PostgreSQL) or DATABASE_PATH: `audit-writer.ts COMPANY|platform COUNT [hold]`.
 * - COUNT: prints "ready", waits for a line "go" on stdin, then writes COUNT events to the chain
 *   of company COMPANY ("platform": the platform's chain), each in a transaction of its own.
 * - hold: writes one event in a transaction, prints "holding" with the transaction still open
 *   (SQLite's write lock, or PostgreSQL's audit-trail lock, held; the event not committed), waits for "go", then commits.
 * Prints "done N" at the end.
 */
import { createInterface } from "node:readline";
import { audit } from "../../app/server/evidence/audit.server";
import { closeDb, db } from "../../app/server/platform/db.server";

const [which, count, mode] = process.argv.slice(2);
const companyId = which === "platform" ? null : Number(which);
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const go = async () => {
  for (let next = await lines.next(); !next.done; next = await lines.next()) if (next.value.trim() === "go") return;
};
const event = (i: number) => ({
  companyId,
  action: "login.failed" as const,
  details: { reason: "password" as const },
  meta: { address: "198.51.100.1", userAgent: `writer ${process.pid} #${i}` },
});

let wrote = 0;
if (mode === "hold") {
  await db()
    .transaction()
    .execute(async (tx) => {
      await audit(tx, event(0));
      process.stdout.write("holding\n");
      await go();
    });
  wrote = 1;
} else {
  await db().selectFrom("audit_heads").select("seq").execute(); // the database opened before "ready"
  process.stdout.write("ready\n");
  await go();
  for (let i = 0; i < Number(count); i++) {
    await audit(db(), event(i));
    wrote++;
  }
}
process.stdout.write(`done ${wrote}\n`);
await closeDb();
process.exit(0);
