/**
 * The administrator's Audit tab (issue 13, part 3): the company's events only, filtered by
 * person, action and days, 50 a page; the CSV export with the same filters (streamed,
 * formula-safe); the chain's state computed on request; the JSON API calls.
 */
import { sql } from "kysely";
import { parse } from "csv-parse/sync";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as audit from "../../app/routes/admin/audit";
import * as report from "../../app/routes/admin/audit-report";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as api from "../../app/routes/api/json";
import { AUDIT_CSV_COLUMNS } from "../../app/domain/audit-trail";
import { audit as writeEvent, type AuditEntry } from "../../app/server/evidence/audit.server";
import type { AuditAction } from "../../app/domain/audit";
import { db, sqliteHandle } from "../../app/server/platform/db.server";
import { onPostgres } from "../support/engine";
import { createCompany, createUser, type TestUser } from "../support/factory";
import { signedInAdmin } from "../support/journeys";
import { Browser, ORIGIN, run } from "../support/http";
import { callApi } from "../support/api";

afterEach(() => {
  vi.useRealTimers();
});

/** Events written at a chosen time (only Date is faked: timers, and so the database's commits, run as usual). */
async function at<T>(iso: string, fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}

const page = (b: Browser, base: string, query = "") => run(audit.loader, b, `${base}/admin/dashboard/audit${query}`);
const csv = (b: Browser, base: string, query = "") => run(report.loader, b, `${base}/admin/audit.csv${query}`);

async function csvRows(b: Browser, base: string, query = "") {
  const r = await csv(b, base, query);
  expect(r.status).toBe(200);
  const bytes = Buffer.from(await r.response!.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const all: string[][] = parse(bytes, { bom: true });
  expect(all[0]).toEqual([...AUDIT_CSV_COLUMNS]);
  const rows = all.slice(1).map((cells) => Object.fromEntries(AUDIT_CSV_COLUMNS.map((c, i) => [c, cells[i]])) as Record<string, string>);
  return { rows, headers: r.headers, text: bytes.toString("utf8") };
}

interface World {
  co: { id: number; slug: string };
  base: string;
  b: Browser;
  admin: TestUser;
  ada: TestUser;
  bob: TestUser;
  other: { id: number; slug: string; person: TestUser };
}

/**
 * A company with an admin (signed in: one event), Ada and Bob, and events on three days; another
 * company whose person's name and email are canaries; platform events.
 */
async function world(): Promise<World> {
  const co = await createCompany();
  const base = `/company/${co.slug}`;
  const ada = await createUser({ company: co.slug, firstName: "Ada", lastName: "Lovelace", email: `ada.${co.slug}@example.com` });
  const bob = await createUser({ company: co.slug, firstName: "Bob", lastName: "Builder", email: `bob.${co.slug}@example.com` });
  const otherCo = await createCompany();
  const canary = await createUser({
    company: otherCo.slug,
    firstName: "Zedcanary",
    lastName: "Otherco",
    email: `zed.${otherCo.slug}@example.com`,
  });
  const { admin, b } = await signedInAdmin(co.slug, base);
  const meta = { address: "203.0.113.9", userAgent: "Mozilla/5.0 test" };
  const ev = <A extends AuditAction>(
    action: A,
    details: AuditEntry<A>["details"],
    actor: TestUser | null,
    subject: TestUser | null,
    companyId = co.id,
  ) => writeEvent(db(), { companyId, actor, subject, action, details, meta });
  await at("2026-01-05T09:00:00.000Z", async () => {
    await ev("employee.added", { name: "Ada Lovelace", restored: false }, admin, ada);
    await ev("employee.added", { name: "Bob Builder", restored: false }, admin, bob);
    await ev("employee.added", { name: "Zedcanary Otherco", restored: false }, canary, canary, otherCo.id);
  });
  await at("2026-01-06T23:59:59.000Z", async () => {
    await ev("login.succeeded", { role: "employee" }, ada, ada);
    await ev("training.module_completed", { moduleId: 1, score: 100 }, ada, ada);
    await ev("login.failed", { reason: "password" }, null, bob);
    await ev("login.failed", { reason: "password" }, null, canary, otherCo.id);
    await ev("login.failed", { reason: "password" }, null, null, null as unknown as number);
  });
  await at("2026-01-07T00:00:00.000Z", async () => {
    await ev("training.module_completed", { moduleId: 2, score: 75 }, ada, ada);
    await ev("settings.updated", { changed: { companyName: { from: "Old", to: "New" } } }, admin, null);
  });
  return { co, base, b, admin, ada, bob, other: { ...otherCo, person: canary } };
}

describe("the Audit tab: gates", () => {
  it("sends signed-out visitors to the admin login, refuses an employee (403), signs another company's admin out", async () => {
    const co = await createCompany();
    const base = `/company/${co.slug}`;
    const anon = new Browser();
    expect((await page(anon, base)).location).toBe(`${base}/admin/login`);
    expect((await csv(anon, base)).location).toBe(`${base}/admin/login`);
    const emp = await createUser({ company: co.slug });
    const e = new Browser();
    await run(employeeLogin.action, e, `${base}/employee/login`, { form: { intent: "login", email: emp.email, password: emp.password } });
    expect((await page(e, base)).status).toBe(403);
    const refused = await csv(e, base);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("Content-Type") ?? "").not.toContain("csv");
    const other = await createCompany();
    const { b } = await signedInAdmin(other.slug, `/company/${other.slug}`);
    expect((await page(b, base)).location).toBe(`${base}/admin/login`);
    expect((await csv(b, base)).location).toBe(`${base}/admin/login`);
  });
});

describe("the Audit tab", () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  it("lists the company's events newest first, each with time, actor, action, subject and a summary; nothing of another company or the platform", async () => {
    const r = await page(w.b, w.base);
    expect(r.status).toBe(200);
    const expected = await db().selectFrom("audit_events").select("id").where("company_id", "=", w.co.id).orderBy("seq", "desc").execute();
    expect(r.data.total).toBe(expected.length);
    expect(r.data.events.map((e: { id: number }) => e.id)).toEqual(expected.map((e) => e.id));
    expect(r.data.events[0]).toEqual({
      id: expected[0].id,
      // the pages' long form (the CSV keeps ISO 8601: below)
      time: "7 January 2026, 00:00:00 UTC",
      actor: `Alex Admin <${w.admin.email}>`,
      action: "Settings changed",
      subject: "",
      summary: "companyName: Old → New",
    });
    expect(r.data.events).toContainEqual(
      expect.objectContaining({
        action: "Sign-in refused",
        actor: "System",
        subject: `Bob Builder <${w.bob.email}>`,
        summary: "Refused: wrong password",
      }),
    );
    expect(r.data.events).toContainEqual(
      expect.objectContaining({ action: "Signed in", actor: `Alex Admin <${w.admin.email}>`, summary: "As administrator" }),
    );
    expect(JSON.stringify(r.data)).not.toMatch(/Zedcanary|zed\./);
    expect(r.data.head).toEqual({ seq: expected.length, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(r.data.chain).toBeNull();
  });

  it("filters by person: part of a name or an email, as actor or subject, any case; wildcards are literal; another company's people match nothing", async () => {
    const ids = async (q: string) =>
      (await page(w.b, w.base, q)).data.events.map((e: { summary: string; action: string }) => `${e.action}: ${e.summary}`);
    expect(await ids("?person=lovelace")).toEqual([
      "Training module completed: Module 2, score 75%",
      "Training module completed: Module 1, score 100%",
      "Signed in: As employee",
      "Employee added: Ada Lovelace",
    ]);
    expect(await ids(`?person=${encodeURIComponent(`BOB.${w.co.slug}`)}`)).toEqual([
      "Sign-in refused: Refused: wrong password",
      "Employee added: Bob Builder",
    ]);
    // the admin as actor: the events they did
    expect((await ids("?person=Alex+Admin")).length).toBe(4);
    expect(await ids("?person=%25")).toEqual([]);
    expect(await ids("?person=_")).toEqual([]);
    expect(await ids("?person=Zedcanary")).toEqual([]);
    expect(await ids(`?person=${w.other.person.email}`)).toEqual([]);
  });

  it("filters by action and by days (UTC, both ends included), together with the person", async () => {
    const list = async (q: string) => (await page(w.b, w.base, q)).data;
    expect((await list("?action=training.module_completed")).total).toBe(2);
    expect((await list("?action=training.module_completed&person=bob")).total).toBe(0);
    const day6 = await list("?start=2026-01-06&end=2026-01-06");
    expect(day6.events.map((e: { time: string }) => e.time)).toEqual([
      "6 January 2026, 23:59:59 UTC",
      "6 January 2026, 23:59:59 UTC",
      "6 January 2026, 23:59:59 UTC",
    ]);
    expect((await list("?start=2026-01-07")).events.map((e: { time: string }) => e.time)).not.toContain("6 January 2026, 23:59:59 UTC");
    expect((await list("?end=2026-01-05")).total).toBe(2);
    // a start after the end is the range between them
    expect((await list("?start=2026-01-06&end=2026-01-05")).total).toBe(5);
    // nonsense is no filter, never an error
    const all = (await list("")).total;
    const junk = await page(w.b, w.base, "?action=drop+table&start=2026-02-30&end=x&page=-4&person=" + "y".repeat(300));
    expect(junk.status).toBe(200);
    expect(junk.data.total).toBe(all);
    expect(junk.data.filters).toEqual({ person: "", action: undefined, start: undefined, end: undefined });
  });

  it("the CSV: the same filters, in the order written, every column; another company's events never in it", async () => {
    const all = await csvRows(w.b, w.base);
    expect(all.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(all.headers.get("Content-Disposition")).toMatch(/^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/);
    const ids = await db()
      .selectFrom("audit_events")
      .select(["id", "seq", "hash", "prev_hash"])
      .where("company_id", "=", w.co.id)
      .orderBy("seq")
      .execute();
    expect(all.rows.map((r) => Number(r["Event ID"]))).toEqual(ids.map((e) => e.id));
    expect(all.rows.map((r) => [r.Position, r.Hash, r["Previous Hash"]])).toEqual(ids.map((e) => [String(e.seq), e.hash, e.prev_hash]));
    expect(all.text).not.toMatch(/Zedcanary|zed\./);
    const ada = await csvRows(w.b, w.base, "?person=ada&action=training.module_completed&start=2026-01-07&end=2026-01-07");
    expect(ada.rows).toEqual([
      expect.objectContaining({
        "Time (UTC)": "2026-01-07 00:00:00 UTC",
        Action: "Training module completed",
        "Action Code": "training.module_completed",
        Actor: "Ada Lovelace",
        "Actor Email": w.ada.email,
        Subject: "Ada Lovelace",
        "Subject Email": w.ada.email,
        Summary: "Module 2, score 75%",
        "Details (JSON)": '{"moduleId":2,"score":75}',
        "IP Address": "203.0.113.9",
        "User Agent": "Mozilla/5.0 test",
      }),
    ]);
    const none = await csvRows(w.b, w.base, "?person=nobody-at-all");
    expect(none.rows).toEqual([]);
  });

  it("the CSV's cells cannot run as formulas", async () => {
    const co = await createCompany();
    const base = `/company/${co.slug}`;
    const { b } = await signedInAdmin(co.slug, base);
    const evil = await createUser({
      company: co.slug,
      firstName: '=HYPERLINK("http://x")',
      lastName: "",
      email: `evil.${co.slug}@example.com`,
    });
    await writeEvent(db(), {
      companyId: co.id,
      actor: evil,
      subject: evil,
      action: "employee.added",
      details: { name: "+cmd|' /C calc'!A0", restored: false },
      meta: { address: "-1", userAgent: "@SUM(1+1)" },
    });
    const { rows } = await csvRows(b, base, "?action=employee.added");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Actor: `'=HYPERLINK("http://x")`,
      Subject: `'=HYPERLINK("http://x")`,
      Summary: "'+cmd|' /C calc'!A0",
      "IP Address": "'-1",
      "User Agent": "'@SUM(1+1)",
    });
    // the tab shows them as text, unchanged (React escapes)
    const shown = (await page(b, base, "?action=employee.added")).data.events[0];
    expect(shown.actor).toBe(`=HYPERLINK("http://x") <${evil.email}>`);
  });

  it("50 a page, newest first; a page past the end shows the last; the CSV has them all", async () => {
    const co = await createCompany();
    const base = `/company/${co.slug}`;
    const { b } = await signedInAdmin(co.slug, base);
    for (let i = 0; i < 119; i++)
      await writeEvent(db(), { companyId: co.id, action: "certificate.emailed", details: { number: `N${i}` }, meta: null });
    const one = await page(b, base);
    expect(one.data).toMatchObject({ total: 120, page: 1, pages: 3 });
    expect(one.data.events).toHaveLength(50);
    expect(one.data.events[0].summary).toBe("N118");
    const three = await page(b, base, "?page=3");
    expect(three.data.events).toHaveLength(20);
    expect(three.data.events.at(-1).action).toBe("Signed in");
    const past = await page(b, base, "?action=certificate.emailed&page=99");
    expect(past.data).toMatchObject({ total: 119, page: 3, pages: 3 });
    expect(past.data.events).toHaveLength(19);
    expect(past.data.events.at(-1).summary).toBe("N0");
    const { rows } = await csvRows(b, base);
    expect(rows).toHaveLength(120);
  });

  it("the chain's state on request: intact with its events and head hash; a tampered row of this company breaks only its chain", async () => {
    const co = await createCompany();
    const base = `/company/${co.slug}`;
    const { b } = await signedInAdmin(co.slug, base);
    for (let i = 0; i < 5; i++)
      await writeEvent(db(), { companyId: co.id, action: "certificate.emailed", details: { number: `N${i}` }, meta: null });
    const head = await db().selectFrom("audit_heads").selectAll().where("company_id", "=", co.id).executeTakeFirstOrThrow();
    const ok = await page(b, base, "?verify=1");
    expect(ok.data.chain).toEqual({ intact: true, events: 6, headHash: head.hash, headSeq: 6 });
    // tampering as someone with the database file would: the trigger dropped, a row changed, the trigger put back
    const target = await db()
      .selectFrom("audit_events")
      .select("id")
      .where("company_id", "=", co.id)
      .where("seq", "=", 3)
      .executeTakeFirstOrThrow();
    await forgeDetails(target.id, '{"number":"FORGED"}');
    const broken = await page(b, base, "?verify=1&action=certificate.emailed");
    expect(broken.data.chain).toEqual({
      intact: false,
      events: 2,
      problem: expect.objectContaining({ kind: "edited", eventId: target.id, seq: 3 }),
    });
    // the filters still apply to the list beside it
    expect(broken.data.total).toBe(5);
    // other companies' chains are their own
    expect((await page(w.b, w.base, "?verify=1")).data.chain).toMatchObject({ intact: true });
  });
});

// ---- The JSON API -----------------------------------------------------------------------------

const call = (path: string, token: string) => callApi(path, { token });

describe("the Audit tab's JSON calls", () => {
  it("GET admin/audit with the tab's filters, and admin/audit/verify; an employee is refused", async () => {
    const w = await world();
    const prefix = `/api/company/${w.co.slug}`;
    const login = async (role: "admin" | "employee", u: TestUser) => {
      const request = new Request(`${ORIGIN}${prefix}/${role === "admin" ? "admin/" : ""}auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: JSON.stringify({ email: u.email, password: u.password }),
      });
      const res = await api.action({
        request,
        url: new URL(request.url),
        params: { "*": `${role === "admin" ? "admin/" : ""}auth/login` },
        context: new Browser().context(),
      } as never);
      return ((await (res as Response).json()) as { sessionToken: string }).sessionToken;
    };
    const token = await login("admin", w.admin);
    const list = await call(`${prefix}/admin/audit?person=ada&action=training.module_completed`, token);
    expect(list.status).toBe(200);
    expect(list.headers.get("X-Total-Count")).toBe("2");
    expect(list.body[0]).toEqual({
      id: expect.any(Number),
      seq: expect.any(Number),
      created_at: "2026-01-07T00:00:00.000Z",
      action: "training.module_completed",
      action_label: "Training module completed",
      actor: { email: w.ada.email, name: "Ada Lovelace" },
      subject: { email: w.ada.email, name: "Ada Lovelace" },
      summary: "Module 2, score 75%",
      details: { moduleId: 2, score: 75 },
      ip_address: "203.0.113.9",
      user_agent: "Mozilla/5.0 test",
      prev_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const everything = await call(`${prefix}/admin/audit`, token);
    expect(JSON.stringify(everything.body)).not.toMatch(/Zedcanary|zed\./);
    const verified = await call(`${prefix}/admin/audit/verify`, token);
    expect(verified).toMatchObject({ status: 200, body: { intact: true, events: Number(everything.headers.get("X-Total-Count")) } });
    const employeeToken = await login("employee", w.ada);
    expect((await call(`${prefix}/admin/audit`, employeeToken)).status).toBe(403);
    expect((await call(`${prefix}/admin/audit/verify`, employeeToken)).status).toBe(403);
  });
});

/**
 * An event's details changed behind the app's back, as someone with the database would: on
 * SQLite the append-only trigger dropped and put back; on PostgreSQL, triggers off for one
 * transaction (session_replication_role, as a superuser may).
 */
async function forgeDetails(id: number, details: string) {
  if (onPostgres()) {
    await db()
      .transaction()
      .execute(async (tx) => {
        await sql`set local session_replication_role = replica`.execute(tx);
        await tx.updateTable("audit_events").set({ details }).where("id", "=", id).execute();
      });
    return;
  }
  const raw = sqliteHandle();
  const trigger = raw
    .prepare("select sql from sqlite_master where type = 'trigger' and name = 'audit_events_no_update'")
    .pluck()
    .get() as string;
  raw.exec("drop trigger audit_events_no_update");
  try {
    raw.prepare("update audit_events set details = ? where id = ?").run(details, id);
  } finally {
    raw.exec(trigger);
  }
}
