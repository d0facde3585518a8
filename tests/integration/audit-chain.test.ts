/**
 * The tamper-evident audit trail (issue 13, part 3) on a real database: the chain over events
 * the app writes, the database refusing a fork, concurrent writers in this process and in other
 * processes, the migration's backfill, and `audit:verify` passing on real data and finding an
 * edited row, a deleted row, a deleted tail and two reordered rows (each on a copy of the
 * database, its triggers dropped first as an attacker with the file would; on PostgreSQL a copy
 * made from the test's database as a template, changed with its triggers off for the
 * transaction: session_replication_role = replica, as a superuser may).
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { type Kysely, Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../../db/migrations";
import * as adminLogin from "../../app/routes/admin/login";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import { type ChainedEvent, eventHash, GENESIS_HASH } from "../../app/domain/audit-chain";
import { verifyAllChains, verifyChainOf } from "../../app/server/evidence/audit-chain.server";
import { audit, auditMany, sha256 } from "../../app/server/evidence/audit.server";
import { closeDb, db, openDatabase, openPostgresUrl, sqliteHandle } from "../../app/server/platform/db.server";
import type { DB } from "../../app/server/platform/schema";
import { createDatabase, dropDatabase, onPostgres } from "../support/engine";
import { completeTraining, createCompany, createUser } from "../support/factory";
import { Browser, run } from "../support/http";

const TMP = path.resolve("tests/.tmp");
const scratch: string[] = [];
const scratchFile = (name: string) => {
  const file = path.join(TMP, `audit-${process.pid}-${randomBytes(4).toString("hex")}-${name}.db`);
  scratch.push(file);
  return file;
};
const scratchDatabases: string[] = [];
afterAll(async () => {
  for (const f of scratch) for (const s of ["", "-wal", "-shm"]) rmSync(f + s, { force: true });
  for (const name of scratchDatabases) await dropDatabase(process.env.TEST_POSTGRES_URL!, name);
});

/** A new PostgreSQL database on the test server: empty, or a copy of another (nothing may be connected to it). */
async function scratchDatabase(name: string, template = "template0") {
  const database = `audit_${process.pid}_${randomBytes(4).toString("hex")}_${name}`;
  scratchDatabases.push(database);
  return createDatabase(process.env.TEST_POSTGRES_URL!, database, { template });
}

/** A writer in a process of its own (tests/support/audit-writer.ts): its output lines awaited, lines sent to it. */
function writer(which: string, count: number, mode?: "hold") {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "tests/support/audit-writer.ts", which, String(count), ...(mode ? [mode] : [])],
    {
      env: process.env,
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let out = "";
  let err = "";
  const waiting = new Set<() => void>();
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    for (const w of waiting) w();
  });
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  children.push(child);
  return {
    tell: (line: string) => child.stdin.write(`${line}\n`),
    said: (line: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (out.split("\n").includes(line)) {
            waiting.delete(check);
            resolve();
          }
        };
        waiting.add(check);
        check();
        void exited.then((code) => {
          if (!out.split("\n").includes(line)) reject(new Error(`writer exited (${code}) before "${line}":\n${out}\n${err}`));
        });
      }),
  };
}
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill();
});

const eventsOf = (companyId: number | null) =>
  (companyId === null
    ? db().selectFrom("audit_events").where("company_id", "is", null)
    : db().selectFrom("audit_events").where("company_id", "=", companyId)
  )
    .selectAll()
    .orderBy("seq")
    .execute();

const headOf = (companyId: number | null) =>
  (companyId === null
    ? db().selectFrom("audit_heads").where("company_id", "is", null)
    : db().selectFrom("audit_heads").where("company_id", "=", companyId)
  )
    .selectAll()
    .executeTakeFirst();

/** The chain's rows are 1..n, each linked to the one before, its hash its own, the head on the last. */
async function expectWellFormed(companyId: number | null, n?: number) {
  const rows = (await eventsOf(companyId)) as ChainedEvent[];
  if (n !== undefined) expect(rows).toHaveLength(n);
  rows.forEach((r, i) => {
    expect(r.seq).toBe(i + 1);
    expect(r.prev_hash).toBe(i === 0 ? GENESIS_HASH : rows[i - 1].hash);
    expect(r.hash).toBe(eventHash(r, sha256));
    if (i > 0) expect(r.id).toBeGreaterThan(rows[i - 1].id);
  });
  const head = await headOf(companyId);
  expect(head).toEqual({ company_id: companyId, seq: rows.length, hash: rows.at(-1)!.hash, event_id: rows.at(-1)!.id });
  expect(await verifyChainOf(companyId)).toEqual({ intact: true, events: rows.length, headHash: rows.at(-1)!.hash, headSeq: rows.length });
  return rows;
}

/** A company with an admin who signed in, an employee who completed the training and a refused sign-in. */
async function companyWithHistory() {
  const co = await createCompany();
  const base = `/company/${co.slug}`;
  const admin = await createUser({ company: co.slug, role: "admin" });
  await run(adminLogin.action, new Browser(), `${base}/admin/login`, {
    form: { intent: "login", email: admin.email, password: admin.password },
  });
  const employee = await createUser({ company: co.slug });
  await run(employeeLogin.action, new Browser(), `${base}/employee/login`, {
    form: { intent: "login", email: employee.email, password: "wrong-Password-1" },
  });
  await completeTraining(employee, base);
  return { co, base, admin, employee };
}

describe("the chain over the events the app writes", () => {
  it("each company's events form one chain from position 1, the platform's another; the head anchor follows the last", async () => {
    const a = await companyWithHistory();
    const b = await companyWithHistory();
    const rowsA = await expectWellFormed(a.co.id);
    await expectWellFormed(b.co.id);
    // sign-ins, the refused one, 7 modules started and completed, the certificate
    expect(rowsA.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        "login.succeeded",
        "login.failed",
        "training.module_started",
        "training.module_completed",
        "certificate.issued",
      ]),
    );
    expect(rowsA.length).toBeGreaterThan(15);
    // a super admin's sign-in is the platform's
    const sa = await createUser({ role: "super_admin" });
    await audit(db(), { companyId: null, actor: sa, subject: sa, action: "login.succeeded", details: { role: "super_admin" }, meta: null });
    const platform = await eventsOf(null);
    expect(platform.length).toBeGreaterThan(0);
    await expectWellFormed(null);
  });

  it("auditMany chains a batch across chains in one transaction, and an empty batch writes nothing", async () => {
    const a = await createCompany();
    const b = await createCompany();
    const entry = (companyId: number | null, i: number) => ({
      companyId,
      action: "employee.added" as const,
      details: { name: `Person ${i}`, restored: false },
      meta: { address: "203.0.113.9", userAgent: "batch" },
    });
    await auditMany(db(), [entry(a.id, 1), entry(b.id, 2), entry(a.id, 3), entry(null, 4), entry(a.id, 5)]);
    await auditMany(db(), []);
    const rows = await expectWellFormed(a.id, 3);
    expect(rows.map((r) => JSON.parse(r.details).name)).toEqual(["Person 1", "Person 3", "Person 5"]);
    await expectWellFormed(b.id, 1);
    await expectWellFormed(null);
  });

  it("a transaction that fails takes its events back, head included: the chain goes on from the last kept event", async () => {
    const co = await createCompany();
    const write = (i: number) =>
      audit(db(), { companyId: co.id, action: "employee.added", details: { name: `P${i}`, restored: false }, meta: null });
    await write(1);
    await expect(
      db()
        .transaction()
        .execute(async (tx) => {
          await audit(tx, { companyId: co.id, action: "employee.added", details: { name: "rolled back", restored: false }, meta: null });
          throw new Error("fails after writing");
        }),
    ).rejects.toThrow("fails after writing");
    await write(2);
    const rows = await expectWellFormed(co.id, 2);
    expect(rows.map((r) => JSON.parse(r.details).name)).toEqual(["P1", "P2"]);
  });
});

describe("the database refuses what would break a chain", () => {
  it("an event that does not follow its chain's head, a second event at a position, and any change to a head", async () => {
    const co = await createCompany();
    for (let i = 0; i < 3; i++) await audit(db(), { companyId: co.id, action: "password.changed", details: {}, meta: null });
    const rows = await eventsOf(co.id);
    const fails = (statement: Promise<unknown>) => expect(statement).rejects.toThrow();
    // (with the next id, as the app's writer gives it: PostgreSQL's identity sequence is not used for events)
    const nextId = async () =>
      1 +
      Number(
        (
          await db()
            .selectFrom("audit_events")
            .select((eb) => eb.fn.max("id").as("m"))
            .executeTakeFirst()
        )?.m ?? 0,
      );
    const insert = async (companyId: number, seq: number, prev: string, hash = "a".repeat(64)) =>
      db()
        .insertInto("audit_events")
        .values({
          id: await nextId(),
          company_id: companyId,
          action: "password.changed",
          details: "{}",
          created_at: "2026-01-01T00:00:00.000Z",
          seq,
          prev_hash: prev,
          hash,
        })
        .execute();
    const taken =
      /UNIQUE constraint failed: audit_events.company_id, audit_events.seq|duplicate key value violates unique constraint "audit_chain"/;
    // a fork: a second event at a position taken, onto the event before it
    await expect(insert(co.id, 3, rows[1].hash)).rejects.toThrow(taken);
    await expect(insert(co.id, 1, GENESIS_HASH)).rejects.toThrow(taken);
    // the next position with the wrong link, the right link with a skipped position
    await expect(insert(co.id, 4, rows[1].hash)).rejects.toThrow(/must follow the head of its chain/);
    await expect(insert(co.id, 5, rows[2].hash)).rejects.toThrow(/must follow the head of its chain/);
    // a new chain starts at position 1 after the genesis hash
    const other = await createCompany();
    await expect(insert(other.id, 2, GENESIS_HASH, "b".repeat(64))).rejects.toThrow(/must follow the head of its chain/);
    await expect(insert(other.id, 1, rows[0].hash, "b".repeat(64))).rejects.toThrow(/must follow the head of its chain/);
    expect(await eventsOf(other.id)).toEqual([]);
    // the head cannot be moved back (to hide deleted events), nor removed, nor a second one made
    await expect(
      db().updateTable("audit_heads").set({ seq: 2, hash: rows[1].hash, event_id: rows[1].id }).where("company_id", "=", co.id).execute(),
    ).rejects.toThrow(/a head moves only to the event written after it/);
    await expect(db().deleteFrom("audit_heads").where("company_id", "=", co.id).execute()).rejects.toThrow(/never removed/);
    await fails(db().insertInto("audit_heads").values({ company_id: co.id, seq: 1, hash: rows[0].hash, event_id: rows[0].id }).execute());
    // events stay append-only
    await expect(db().updateTable("audit_events").set({ details: "{}" }).where("id", "=", rows[0].id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(db().deleteFrom("audit_events").where("id", "=", rows[2].id).execute()).rejects.toThrow(/append-only/);
    await expectWellFormed(co.id, 3);
  });
});

describe("concurrent writers never chain onto the same event", () => {
  it("in one process: transactions and single writes running together, some failing, over three chains", async () => {
    const a = await createCompany();
    const b = await createCompany();
    const platformBefore = (await eventsOf(null)).length;
    const ev = (companyId: number | null, tag: string) => ({
      companyId,
      action: "login.failed" as const,
      details: { reason: "password" as const },
      meta: { address: "203.0.113.1", userAgent: tag },
    });
    const work: Promise<unknown>[] = [];
    let kept = { a: 0, b: 0, platform: 0 };
    for (let i = 0; i < 30; i++) {
      work.push(audit(db(), ev(a.id, `single ${i}`)));
      kept.a++;
      work.push(
        db()
          .transaction()
          .execute(async (tx) => {
            await audit(tx, ev(b.id, `tx ${i} first`));
            await new Promise((r) => setImmediate(r));
            await audit(tx, ev(a.id, `tx ${i} second`));
            await auditMany(tx, [ev(b.id, `tx ${i} many`), ev(null, `tx ${i} platform`)]);
          }),
      );
      kept = { a: kept.a + 1, b: kept.b + 2, platform: kept.platform + 1 };
      if (i % 5 === 0) {
        work.push(
          db()
            .transaction()
            .execute(async (tx) => {
              await audit(tx, ev(a.id, `failing ${i}`));
              throw new Error("rolled back");
            })
            .catch(() => "rolled back"),
        );
      }
    }
    await Promise.all(work);
    const rowsA = await expectWellFormed(a.id, kept.a);
    expect(rowsA.some((r) => r.user_agent?.startsWith("failing"))).toBe(false);
    await expectWellFormed(b.id, kept.b);
    await expectWellFormed(null, platformBefore + kept.platform);
  });

  it("in three processes at once (this one and two others), on one company's chain and the platform's", async () => {
    const co = await createCompany();
    const platformBefore = (await eventsOf(null)).length;
    const one = writer(String(co.id), 80);
    const two = writer("platform", 40);
    await Promise.all([one.said("ready"), two.said("ready")]);
    // all three start together
    one.tell("go");
    two.tell("go");
    // this process writes until both others are done (at least 60 events, at most 300)
    let finished = false;
    const both = Promise.all([one.said("done 80"), two.said("done 40")]).finally(() => (finished = true));
    const mine = { company: 0, platform: 0 };
    for (let i = 0; i < 60 || (!finished && i < 300); i++) {
      const ofCompany = i % 3 !== 0;
      await audit(db(), { companyId: ofCompany ? co.id : null, action: "password.changed", details: {}, meta: null });
      if (ofCompany) mine.company++;
      else mine.platform++;
    }
    await both;
    const rows = await expectWellFormed(co.id, 80 + mine.company);
    expect(rows.filter((r) => r.user_agent?.startsWith("writer")).length).toBe(80);
    await expectWellFormed(null, platformBefore + 40 + mine.platform);
    // how the writers took turns (informative: it depends on the scheduler, so it is not asserted)
    const writerOf = (r: ChainedEvent) => r.user_agent?.replace(/ #\d+$/, "") ?? "this process";
    const turns = rows.filter((r, k) => k > 0 && writerOf(r) !== writerOf(rows[k - 1])).length;
    console.info(
      `audit chain, three processes: ${turns} changes of writer along the company's chain; this process wrote ${mine.company} + ${mine.platform}`,
    );
  }, 120_000);

  it("another process holding an event uncommitted: a write here waits for its commit and chains after it", async () => {
    const co = await createCompany();
    await audit(db(), { companyId: co.id, action: "password.changed", details: {}, meta: null });
    const holder = writer(String(co.id), 1, "hold");
    await holder.said("holding");
    // The other process holds the write lock with its event written after ours, not committed:
    // this write waits for the lock (busy timeout), then reads the head the other one left.
    holder.tell("go");
    await audit(db(), { companyId: co.id, action: "employee.added", details: { name: "after the holder", restored: false }, meta: null });
    await holder.said("done 1");
    const rows = await expectWellFormed(co.id, 3);
    expect(rows.map((r) => r.action)).toEqual(["password.changed", "login.failed", "employee.added"]);
  }, 120_000);
});

// SQLite's history: a PostgreSQL database starts at its baseline, with the chain in place from the start.
describe.skipIf(onPostgres())("migration 005 chains the events written before it", () => {
  it("ids and fields unchanged, each company's chain and the platform's from 1, heads set, triggers in place", async () => {
    const file = scratchFile("backfill");
    const { db: old, sqlite } = openDatabase(file);
    try {
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => migrations } });
      const to004 = await migrator.migrateTo("004_mail_and_jobs");
      expect(to004.error).toBeUndefined();
      const insert = sqlite.prepare(
        "insert into audit_events (company_id, actor_email, action, details, created_at, ip_address, user_agent) values (?, ?, ?, ?, ?, ?, ?)",
      );
      for (let i = 0; i < 2500; i++) {
        const values = [
          [1, 2, null][i % 3],
          `p${i}@x.example`,
          "login.succeeded",
          `{"role":"employee","i":${i}}`,
          `2025-01-01T00:00:${String(i % 60).padStart(2, "0")}.000Z`,
          "192.0.2.1",
          i % 7 ? "UA" : null,
        ];
        insert.run(...values);
      }
      const before = sqlite.prepare("select * from audit_events order by id").all();
      const latest = await migrator.migrateToLatest();
      expect(latest.error).toBeUndefined();
      const after = sqlite.prepare("select * from audit_events order by id").all() as (ChainedEvent & Record<string, unknown>)[];
      expect(after).toHaveLength(2500);
      expect(after.map(({ seq: _s, prev_hash: _p, hash: _h, ...rest }) => rest)).toEqual(before);
      for (const companyId of [1, 2, null]) {
        const chain = after.filter((r) => r.company_id === companyId);
        chain.forEach((r, i) => {
          expect(r.seq).toBe(i + 1);
          expect(r.prev_hash).toBe(i === 0 ? GENESIS_HASH : chain[i - 1].hash);
          expect(r.hash).toBe(eventHash(r, sha256));
        });
        const head = sqlite.prepare("select * from audit_heads where company_id is ?").get(companyId);
        expect(head).toEqual({ company_id: companyId, seq: chain.length, hash: chain.at(-1)!.hash, event_id: chain.at(-1)!.id });
      }
      expect(() => sqlite.prepare("update audit_events set action = 'x' where id = 1").run()).toThrow(/append-only/);
      expect(() => sqlite.prepare("delete from audit_events where id = 1").run()).toThrow(/append-only/);
      // the app's writer goes on from the backfilled heads
      await audit(old, { companyId: 2, action: "password.changed", details: {}, meta: null });
      const last = sqlite.prepare("select * from audit_events order by id desc limit 1").get() as ChainedEvent;
      expect(last).toMatchObject({ id: 2501, company_id: 2, seq: 834, prev_hash: after.filter((r) => r.company_id === 2).at(-1)!.hash });
      const indexes = sqlite.prepare("select name from sqlite_master where type = 'index' and tbl_name = 'audit_events'").pluck().all();
      expect(indexes).toEqual(expect.arrayContaining(["audit_company_time", "audit_subject", "audit_chain", "audit_chain_platform"]));
    } finally {
      await old.destroy();
    }
  });
});

// ---- npm run audit:verify ---------------------------------------------------------------------

interface VerifyRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs scripts/audit-verify.ts in a process of its own on the database `where` (a SQLite file or a PostgreSQL URL). */
function verifyCli(where: string, args: string[] = []): Promise<VerifyRun> {
  const env = where.startsWith("postgres") ? { DATABASE_URL: where } : { DATABASE_PATH: where };
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/audit-verify.ts", ...args],
      { env: { ...process.env, ...env } },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

describe("npm run audit:verify", () => {
  let company: { id: number; slug: string };
  let rows: ChainedEvent[];
  /**
   * A copy of the test database as it is now: SQLite's backup API (consistent while it is in
   * use); on PostgreSQL a new database with the test's as its template (the pool closed first:
   * a template has no other connection). Returns its file or URL.
   */
  const copy = async (name: string) => {
    if (onPostgres()) {
      await closeDb();
      return scratchDatabase(name, new URL(process.env.DATABASE_URL!).pathname.slice(1));
    }
    const file = scratchFile(name);
    await sqliteHandle().backup(file);
    return file;
  };
  /** Changes a copy like an attacker with the database: the named triggers dropped (SQLite) or all off (PostgreSQL), then `change` run. */
  const tampered = async (name: string, triggers: string[], change: (q: Kysely<DB>) => Promise<void>) => {
    const where = await copy(name);
    if (onPostgres()) {
      const target = openPostgresUrl(where);
      try {
        await target.db.transaction().execute(async (tx) => {
          await sql`set local session_replication_role = replica`.execute(tx);
          await change(tx);
        });
      } finally {
        await target.close();
      }
      return where;
    }
    const { db: d } = openDatabase(where);
    try {
      for (const t of triggers) await sql`drop trigger ${sql.id(t)}`.execute(d);
      await change(d);
    } finally {
      await d.destroy();
    }
    return where;
  };

  beforeAll(async () => {
    const made = await companyWithHistory();
    company = made.co;
    rows = (await eventsOf(company.id)) as ChainedEvent[];
    expect(rows.length).toBeGreaterThan(10);
  });

  it("passes on real data: every chain intact, with its events and head hash; exit code 0", async () => {
    const file = await copy("intact");
    const r = await verifyCli(file);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^All \d+ chains intact: \d+ events checked\.$/m);
    expect(r.stdout).toContain(
      `ok      Company ${company.slug} (${company.slug}) [company ${company.id}]: ${rows.length} events intact, head ${rows.at(-1)!.hash}`,
    );
    expect(r.stdout).toMatch(/^ok {6}Platform \(events of no company\)/m);
    const asJson = await verifyCli(file, ["--json"]);
    expect(asJson.code).toBe(0);
    const report = JSON.parse(asJson.stdout) as { intact: boolean; chains: { companyId: number | null; report: unknown }[] };
    expect(report.intact).toBe(true);
    expect(report.chains.find((c) => c.companyId === company.id)?.report).toEqual({
      intact: true,
      events: rows.length,
      headHash: rows.at(-1)!.hash,
      headSeq: rows.length,
    });
    // the same answer in this process
    const here = await verifyAllChains();
    expect(here.every((c) => c.report.intact)).toBe(true);
  });

  const brokenLine = (r: VerifyRun) =>
    r.stdout.split("\n").find((l) => l.startsWith("BROKEN") && l.includes(`[company ${company.id}]`)) ?? "";

  it("finds a row edited with raw SQL: the event, 'edited'; exit code 1", async () => {
    const target = rows[4];
    const file = await tampered("edited", ["audit_events_no_update"], async (d) => {
      await d
        .updateTable("audit_events")
        .set({ details: '{"moduleId":1,"score":100,"note":"changed"}' })
        .where("id", "=", target.id)
        .execute();
    });
    const r = await verifyCli(file);
    expect(r.code).toBe(1);
    expect(brokenLine(r)).toContain(`edited at event ${target.id} (4 events intact before it)`);
    expect(r.stdout).toMatch(/^1 of \d+ chains broken/m);
    // every other chain still passes
    expect(r.stdout.split("\n").filter((l) => l.startsWith("BROKEN"))).toHaveLength(1);
  });

  it("finds a deleted row: the positions missing before the next event", async () => {
    const gone = rows[6];
    const file = await tampered("deleted", ["audit_events_no_delete"], async (d) => {
      await d.deleteFrom("audit_events").where("id", "=", gone.id).execute();
    });
    const r = await verifyCli(file);
    expect(r.code).toBe(1);
    expect(brokenLine(r)).toContain(`missing at event ${rows[7].id} (6 events intact before it). Position 7 is missing`);
  });

  it("finds a deleted tail: the head anchor names the last event the table no longer holds", async () => {
    const file = await tampered("tail", ["audit_events_no_delete"], async (d) => {
      await d
        .deleteFrom("audit_events")
        .where("company_id", "=", company.id)
        .where("seq", ">", rows.length - 2)
        .execute();
    });
    const r = await verifyCli(file);
    expect(r.code).toBe(1);
    expect(brokenLine(r)).toContain(`missing at event ${rows.at(-1)!.id} (${rows.length - 2} events intact before it). The last 2 events`);
  });

  it("finds two reordered rows: their contents exchanged, or their ids exchanged and re-hashed", async () => {
    const [x, y] = [rows[2], rows[3]];
    const contents = [
      "actor_user_id",
      "actor_email",
      "subject_user_id",
      "subject_email",
      "action",
      "details",
      "created_at",
      "ip_address",
      "user_agent",
      "prev_hash",
      "hash",
    ];
    const swapped = await tampered("swapped", ["audit_events_no_update"], async (d) => {
      const read = (id: number) => d.selectFrom("audit_events").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      const [rx, ry] = [await read(x.id), await read(y.id)];
      const contentsOf = (r: Record<string, unknown>) => Object.fromEntries(contents.map((c) => [c, r[c]]));
      await d.updateTable("audit_events").set(contentsOf(ry)).where("id", "=", x.id).execute();
      await d.updateTable("audit_events").set(contentsOf(rx)).where("id", "=", y.id).execute();
    });
    const r1 = await verifyCli(swapped);
    expect(r1.code).toBe(1);
    expect(brokenLine(r1)).toContain(`unlinked at event ${x.id} (2 events intact before it)`);

    const rehashed = await tampered("reordered", ["audit_events_no_update"], async (d) => {
      const setId = (from: number, to: number) => d.updateTable("audit_events").set({ id: to }).where("id", "=", from).execute();
      await setId(x.id, -1);
      await setId(y.id, x.id);
      await setId(-1, y.id);
      for (const id of [x.id, y.id]) {
        const row = (await d.selectFrom("audit_events").selectAll().where("id", "=", id).executeTakeFirstOrThrow()) as ChainedEvent;
        await d
          .updateTable("audit_events")
          .set({ hash: eventHash(row, sha256) })
          .where("id", "=", id)
          .execute();
      }
    });
    const r2 = await verifyCli(rehashed);
    expect(r2.code).toBe(1);
    expect(brokenLine(r2)).toContain(`reordered at event ${x.id} (3 events intact before it)`);
  });

  it("cannot check a database that is missing or not migrated: exit code 2, nothing created", async () => {
    const missing = onPostgres()
      ? process.env.DATABASE_URL!.replace(/\/[^/]*$/, "/no_such_database")
      : path.join(TMP, `no-such-${randomBytes(4).toString("hex")}.db`);
    const r = await verifyCli(missing);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(onPostgres() ? `database "no_such_database" does not exist` : "No database at");
    const bare = onPostgres() ? await scratchDatabase("bare") : scratchFile("bare");
    if (!onPostgres()) await openDatabase(bare).db.destroy();
    const r2 = await verifyCli(bare);
    expect(r2.code).toBe(2);
    expect(r2.stderr).toContain("run npm run db:migrate first");
    expect((await verifyCli(bare, ["--nonsense"])).code).toBe(2);
  });

  it("verifies a chain while it grows: events written during the walk are not in it, and it stays intact", async () => {
    const co = await createCompany();
    for (let i = 0; i < 50; i++) await audit(db(), { companyId: co.id, action: "password.changed", details: {}, meta: null });
    const growing = (async () => {
      for (let i = 0; i < 20; i++) await audit(db(), { companyId: co.id, action: "password.changed", details: {}, meta: null });
    })();
    const report = await verifyChainOf(co.id, 7);
    await growing;
    expect(report.intact).toBe(true);
    expect(report.events).toBeGreaterThanOrEqual(50);
    await expectWellFormed(co.id, 70);
  });
});
