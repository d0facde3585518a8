/**
 * The serial invariants (docs/decisions/022-postgresql.md, "Serial invariants") under real
 * concurrency: several app processes (tests/support/concurrency-worker.ts) on one database, each
 * starting at the same signal, each through the app's own services. On PostgreSQL (READ
 * COMMITTED, a pool of connections in every process) these pass only because of the company's
 * lock, the audit trail's lock and the outbox's and reminders' atomic claims; without them the seat limit is overrun (shown once, in the decision record).
 * They run on SQLite too, where every transaction holds the file's write lock from its start.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEmployee, seatLimitMessage } from "../../app/server/admin/employees.server";
import { verifyAllChains } from "../../app/server/evidence/audit-chain.server";
import { audit } from "../../app/server/evidence/audit.server";
import { db, lockCompany } from "../../app/server/platform/db.server";
import { tenantOfSlug } from "../../app/server/platform/tenant.server";
import { onPostgres } from "../support/engine";
import { adminCaller, createCompany, createUser } from "../support/factory";
import { type Received, startSmtp } from "../support/smtp";

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill();
});

/** A worker process: `ready` resolves once it is set up, `result` with what it printed after "go". */
function worker(args: (string | number)[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/concurrency-worker.ts", ...args.map(String)], {
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  let err = "";
  child.stderr.on("data", (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const line = (prefix: string) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = out.split("\n").find((l) => l.startsWith(prefix));
        if (found !== undefined) resolve(found.slice(prefix.length));
      };
      child.stdout.on("data", (c: Buffer) => {
        out += c.toString();
        check();
      });
      void exited.then((code) => reject(new Error(`worker ${args[0]} exited (${code}) before "${prefix}":\n${out}\n${err}`)));
    });
  const ready = line("ready");
  const result = line("result ").then((json) => JSON.parse(json) as Record<string, unknown>);
  return { ready, result, go: () => child.stdin.write("go\n") };
}

/** Starts the workers, waits until each is ready, gives the signal to all at once, collects their results. */
async function together(...workers: ReturnType<typeof worker>[]) {
  await Promise.all(workers.map((w) => w.ready));
  for (const w of workers) w.go();
  return Promise.all(workers.map((w) => w.result));
}

/** A company of `seats` seats whose invitations no daily quota refuses, with its administrator. */
async function company(seats = 100) {
  const co = await createCompany();
  await db().updateTable("companies").set({ max_employees: seats, daily_mail_quota: 10_000 }).where("id", "=", co.id).execute();
  const admin = await createUser({ company: co.slug, role: "admin" });
  return { ...co, admin };
}

const currentAdmins = (companyId: number) =>
  db()
    .selectFrom("users")
    .select(["email", "status"])
    .where("company_id", "=", companyId)
    .where("role", "=", "admin")
    .where("status", "!=", "deactivated")
    .execute();

describe("serial invariants with two or more app processes on one database", () => {
  it("200 adds at once in two processes against a seat limit of 50: 50 employees, 150 refused with the limit's message", async () => {
    const co = await company(50);
    const add = () => worker(["add-employees", co.id, co.admin.id, co.admin.email, 100]);
    const results = await together(add(), add());
    const refused = `seat-limit: ${seatLimitMessage(50)}`;
    const sum = (key: string) => results.reduce((n, r) => n + ((r[key] as number | undefined) ?? 0), 0);
    expect({ added: sum("added"), refused: sum(refused) }).toEqual({ added: 50, refused: 150 });
    for (const r of results) expect(Object.keys(r).every((k) => k === "added" || k === refused)).toBe(true);
    const employees = await db()
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("company_id", "=", co.id)
      .where("role", "=", "employee")
      .where("status", "!=", "deactivated")
      .executeTakeFirstOrThrow();
    expect(Number(employees.n)).toBe(50);
  });

  it("two 'add admin' at once in two processes: one administrator; the other is told the company has one", async () => {
    const co = await createCompany();
    const boss = await createUser({ role: "super_admin" });
    const add = (email: string) => worker(["add-admin", co.id, boss.id, boss.email, email]);
    const results = await together(add("first@admins.example"), add("second@admins.example"));
    expect(results.map((r) => r.kind).sort()).toEqual(["done", "refused"]);
    expect(results.find((r) => r.kind === "refused")).toMatchObject({
      status: 409,
      message: `Company ${co.slug} already has an administrator: change or remove them instead.`,
    });
    expect(await currentAdmins(co.id)).toHaveLength(1);
  });

  it("100 audit writers at once in 4 processes: one unbroken chain (the audit:verify check)", async () => {
    const co = await createCompany();
    const write = () => worker(["audit", co.id, 25]);
    await together(write(), write(), write(), write());
    const chains = await verifyAllChains();
    expect(chains.find((c) => c.companyId === co.id)?.report).toMatchObject({ intact: true, events: 100, headSeq: 100 });
    expect(chains.filter((c) => !c.report.intact)).toEqual([]);
  });

  describe("two job runners at once", () => {
    const received: Received[] = [];
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp(received);
    });
    afterAll(() => smtp.close());

    it("send each due mail once and queue each due reminder once, without the jobs' leases", async () => {
      const co = await company();
      await db().updateTable("company_settings").set({ reminder_interval_days: 7 }).where("company_id", "=", co.id).execute();
      const tenant = (await tenantOfSlug(co.slug))!;
      const emails = Array.from({ length: 8 }, (_, i) => `r${i}@jobs.example`);
      for (const email of emails) await addEmployee(adminCaller(co.id, co.admin), tenant, { firstName: "Rem", lastName: "Inder", email });
      // invited 8 days ago and not accepted: an interval reminder is due for each
      const ids = (await db().selectFrom("users").select("id").where("email", "in", emails).execute()).map((u) => u.id);
      const longAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
      await db().updateTable("invitations").set({ created_at: longAgo }).where("user_id", "in", ids).execute();
      smtp.slow(20); // the two runners' deliveries overlap
      const run = () => worker(["jobs"], { SMTP_URL: smtp.url });
      const [one, two] = await together(run(), run());
      smtp.slow(0);
      expect((one.reminders as number) + (two.reminders as number)).toBe(emails.length);
      for (const email of emails) {
        const subjects = received.filter((m) => m.to === email).map((m) => m.header("subject"));
        expect(subjects, email).toHaveLength(2); // the invitation and its reminder, each once
      }
      const reminders = await db().selectFrom("reminders_sent").select("user_id").where("user_id", "in", ids).execute();
      expect(reminders.map((r) => r.user_id).sort()).toEqual([...ids].sort());
      const outbox = await db().selectFrom("email_outbox").select(["status", "tries"]).where("user_id", "in", ids).execute();
      expect(outbox).toHaveLength(2 * emails.length);
      expect(outbox.every((r) => r.status === "sent" && r.tries === 1)).toBe(true);
    });
  });

  // SQLite cannot deadlock: every transaction holds the file's write lock from its BEGIN.
  it.runIf(onPostgres())(
    "two transactions that take the company's row and the audit trail in opposite orders: PostgreSQL aborts one, and it runs again",
    async () => {
      const co = await createCompany();
      const signal = () => {
        let done = () => {};
        const reached = new Promise<void>((resolve) => (done = resolve));
        return { reached, done };
      };
      const rowLocked = signal();
      const audited = signal();
      const runs = { rowFirst: 0, auditFirst: 0 };
      const event = (who: string) => ({
        companyId: co.id,
        action: "login.failed" as const,
        details: { reason: "password" as const },
        meta: { address: "203.0.113.9", userAgent: who },
      });
      const rowFirst = db()
        .transaction()
        .execute(async (tx) => {
          runs.rowFirst++;
          await lockCompany(tx, { companyId: co.id });
          rowLocked.done();
          await audited.reached;
          await audit(tx, event("row first"));
        });
      const auditFirst = db()
        .transaction()
        .execute(async (tx) => {
          runs.auditFirst++;
          await audit(tx, event("audit first"));
          audited.done();
          await rowLocked.reached;
          await lockCompany(tx, { companyId: co.id });
        });
      await Promise.all([rowFirst, auditFirst]);
      // one of them was the deadlock's victim and ran a second time; both are written, once each
      expect(runs.rowFirst + runs.auditFirst).toBe(3);
      const agents = await db().selectFrom("audit_events").select("user_agent").where("company_id", "=", co.id).execute();
      expect(agents.map((a) => a.user_agent).sort()).toEqual(["audit first", "row first"]);
      const chains = await verifyAllChains();
      expect(chains.find((c) => c.companyId === co.id)?.report).toMatchObject({ intact: true, events: 2 });
    },
  );
});
