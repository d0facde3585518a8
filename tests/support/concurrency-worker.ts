/**
 * One app process of the concurrency tests (tests/integration/concurrency.test.ts), on the
 * database of DATABASE_URL (or DATABASE_PATH): prints "ready", waits for a line "go" on stdin so
 * that every process starts at once, does its part through the app's own services, and prints
 * "result " and its outcome as JSON.
 * - `add-employees COMPANY ADMIN_ID ADMIN_EMAIL N`: N adds of an employee at once (addEmployee).
 * - `add-admin COMPANY SUPER_ID SUPER_EMAIL EMAIL`: the super administrator's "add admin".
 * - `audit COMPANY N`: N audit events at once, each in a transaction of its own.
 * - `jobs`: the interval reminders, then the due mail, twice, without the jobs' leases (as when a
 *   lease ran out while its holder was still at work): only the rows' own guarantees hold.
 */
import { randomBytes } from "node:crypto";
import { createInterface } from "node:readline";
import { addEmployee } from "../../app/server/admin/employees.server";
import { audit } from "../../app/server/evidence/audit.server";
import { queueIntervalReminders } from "../../app/server/jobs/reminders.server";
import { sendDueMail } from "../../app/server/mail/outbox.server";
import { closeDb, db } from "../../app/server/platform/db.server";
import { tenantOfSlug } from "../../app/server/platform/tenant.server";
import { addAdmin } from "../../app/server/super-admin/companies.server";
import { adminCaller } from "./factory";

const [mode, ...args] = process.argv.slice(2);
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const go = async () => {
  for (let next = await lines.next(); !next.done; next = await lines.next()) if (next.value.trim() === "go") return;
};
const meta = { address: "198.51.100.7", userAgent: `worker ${process.pid}` };
const tally = (outcomes: { kind: string; message?: string }[]) => {
  const out: Record<string, number> = {};
  for (const o of outcomes) {
    const key = o.message ? `${o.kind}: ${o.message}` : o.kind;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
};

async function addEmployees(companyId: number, adminId: number, adminEmail: string, n: number) {
  const { slug } = await db().selectFrom("companies").select("slug").where("id", "=", companyId).executeTakeFirstOrThrow();
  const tenant = (await tenantOfSlug(slug))!;
  const caller = adminCaller(companyId, { id: adminId, email: adminEmail });
  process.stdout.write("ready\n");
  await go();
  const tag = randomBytes(3).toString("hex");
  const outcomes = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      addEmployee(caller, tenant, { firstName: "Par", lastName: `Allel ${i}`, email: `p${process.pid}-${tag}-${i}@seats.example` }),
    ),
  );
  return tally(outcomes.map((o) => ({ kind: o.kind, message: o.kind === "added" ? undefined : o.message })));
}

async function addOneAdmin(companyId: number, superId: number, superEmail: string, email: string) {
  process.stdout.write("ready\n");
  await go();
  const outcome = await addAdmin({ user: { id: superId, email: superEmail }, meta }, companyId, {
    firstName: "Ada",
    lastName: "Admin",
    email,
  });
  return { kind: outcome.kind, message: outcome.message, status: outcome.kind === "refused" ? outcome.status : 200 };
}

async function auditEvents(companyId: number, n: number) {
  await db().selectFrom("audit_heads").select("seq").execute(); // the pool opened before "ready"
  process.stdout.write("ready\n");
  await go();
  const event = (i: number) => ({
    companyId,
    action: "login.failed" as const,
    details: { reason: "password" as const },
    meta: { ...meta, userAgent: `writer ${process.pid} #${i}` },
  });
  await Promise.all(Array.from({ length: n }, (_, i) => audit(db(), event(i))));
  return { wrote: n };
}

async function jobs() {
  process.stdout.write("ready\n");
  await go();
  const done = { reminders: 0, sent: 0 };
  for (let round = 0; round < 2; round++) {
    done.reminders += (await queueIntervalReminders(new Date())).queued;
    done.sent += (await sendDueMail()).sent;
  }
  return done;
}

const n = (i: number) => Number(args[i]);
const result =
  mode === "add-employees"
    ? await addEmployees(n(0), n(1), args[2], n(3))
    : mode === "add-admin"
      ? await addOneAdmin(n(0), n(1), args[2], args[3])
      : mode === "audit"
        ? await auditEvents(n(0), n(1))
        : mode === "jobs"
          ? await jobs()
          : null;
if (result === null) throw new Error(`concurrency-worker: unknown mode ${mode}`);
process.stdout.write(`result ${JSON.stringify(result)}\n`);
await closeDb();
process.exit(0);
