/**
 * Trials end (issue 24, item 1.4; docs/decisions/017-trials-end.md): an ended trial pauses the
 * company's training and administration behind the trial-ended page (sign-in, public pages and
 * verification keep working, nothing is deleted); the super administrator sees it and extends or
 * activates with one audited post; the administrators get a notice 7 days and 1 day before the
 * end, once each, through the outbox (clock injected).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as dashboard from "../../app/routes/admin/dashboard";
import * as adminLogin from "../../app/routes/admin/login";
import * as adminLogout from "../../app/routes/admin/logout";
import * as api from "../../app/routes/api/json";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as trainingIntro from "../../app/routes/learner/training-intro";
import * as world from "../../app/routes/learner/world";
import * as verify from "../../app/routes/public/verify";
import * as companies from "../../app/routes/super-admin/companies";
import * as superLogin from "../../app/routes/super-admin/login";
import { formatLongDate } from "../../app/domain/dates";
import { runJob } from "../../app/server/jobs/jobs.server";
import { resetRateLimits } from "../../app/server/identity/rate-limit.server";
import { db } from "../../app/server/platform/db.server";
import { resetEnvCache } from "../../app/server/platform/env.server";
import { completeTraining, createCompany, createUser, type TestUser } from "../support/factory";
import { Browser, run } from "../support/http";

const DAY = 86_400_000;
const CONTACT = "operator@platform.example";

beforeAll(async () => {
  process.env.CONTACT_EMAIL = CONTACT;
  resetEnvCache();
  await resetRateLimits();
});
afterAll(() => {
  delete process.env.CONTACT_EMAIL;
  resetEnvCache();
});

/** A company on trial ending at `endsAt`, with a signed-up admin and an employee who completed the training. */
async function trialCompany(endsAt: Date) {
  const co = await createCompany(undefined, { status: "trial", name: "Trial Pharma" });
  const base = `/company/${co.slug}`;
  const admin = await createUser({ role: "admin", company: co.slug, firstName: "Tara", lastName: "Trial" });
  const employee = await createUser({ company: co.slug, firstName: "Ed", lastName: "Employee" });
  const number = (await completeTraining(employee, base))!;
  await setTrialEnd(co.id, endsAt);
  return { ...co, base, admin, employee, number };
}
const setTrialEnd = (id: number, endsAt: Date | null) =>
  db()
    .updateTable("companies")
    .set({ trial_ends_at: endsAt?.toISOString() ?? null })
    .where("id", "=", id)
    .execute();

async function signIn(user: TestUser, base: string) {
  const b = new Browser();
  const login = user.role === "admin" ? adminLogin : employeeLogin;
  const r = await run(login.action, b, `${base}/${user.role === "admin" ? "admin" : "employee"}/login`, {
    form: { intent: "login", email: user.email, password: user.password },
  });
  expect(r.status, JSON.stringify(r.data)).toBe(302);
  return { b, location: r.location };
}
const apiCall = (b: Browser, prefix: string, rest: string) => run(api.loader, b, `${prefix}/${rest}`, { params: { "*": rest } });

async function superAdmin() {
  const sa = await createUser({ role: "super_admin" });
  const b = new Browser();
  const r = await run(superLogin.action, b, "/super-admin/login", { form: { intent: "login", email: sa.email, password: sa.password } });
  expect(r.location).toBe("/super-admin/dashboard");
  return { sa, b };
}

describe("an ended trial pauses the company, deletes nothing", () => {
  it("admin and employee sign in, then see the trial-ended page instead of the dashboard and training; the API answers 403 trial_ended", async () => {
    const ended = new Date(Date.now() - DAY);
    const co = await trialCompany(ended);
    const expected = { companyName: "Trial Pharma", endedAt: ended.toISOString(), contact: CONTACT };

    const admin = await signIn(co.admin, co.base);
    expect(admin.location).toBe(`${co.base}/admin/dashboard`);
    const page = await run(dashboard.loader, admin.b, `${co.base}/admin/dashboard`);
    expect(page.status).toBe(403);
    expect(page.data).toEqual({ trialEnded: { ...expected, signOut: `${co.base}/admin/logout` } });
    // the admin's training too
    expect((await run(world.loader, admin.b, `${co.base}/world?admin=true`)).data.trialEnded).toMatchObject(expected);

    const employee = await signIn(co.employee, co.base);
    for (const loader of [trainingIntro.loader, world.loader]) {
      const r = await run(loader, employee.b, `${co.base}/training-intro`);
      expect(r.status).toBe(403);
      expect(r.data).toEqual({ trialEnded: { ...expected, signOut: `${co.base}/employee/logout` } });
    }

    const apiPrefix = `/api${co.base}`;
    for (const [b, rest] of [
      [admin.b, "admin/company-stats"],
      [admin.b, "admin/employees"],
      [employee.b, "auth/check"],
    ] as const) {
      const r = await apiCall(b, apiPrefix, rest);
      expect(r.status, rest).toBe(403);
      expect(r.data).toMatchObject({ code: "trial_ended" });
    }

    // the company's certificates still verify, and signing out works
    const verified = await run(verify.loader, new Browser("192.0.2.77"), `/verify/${co.number}`, { params: { number: co.number } });
    expect(verified.data.verification).toMatchObject({ state: "valid", company: "Trial Pharma" });
    const out = await run(adminLogout.action, admin.b, `${co.base}/admin/logout`, { form: {} });
    expect(out.location).toBe(`${co.base}/admin/login`);
    expect((await run(dashboard.loader, admin.b, `${co.base}/admin/dashboard`)).location).toBe(`${co.base}/admin/login`);

    // nothing was deleted or changed
    const rows = await db().selectFrom("users").select(["status"]).where("company_id", "=", co.id).execute();
    expect(rows.map((r) => r.status).sort()).toEqual(["active", "active"]);
    const cert = await db().selectFrom("certificates").select(["revoked_at"]).where("number", "=", co.number).executeTakeFirstOrThrow();
    expect(cert.revoked_at).toBeNull();
  });

  it("a running trial, a trial without an end and an active company are open", async () => {
    const co = await trialCompany(new Date(Date.now() + DAY));
    const admin = await signIn(co.admin, co.base);
    expect((await run(dashboard.loader, admin.b, `${co.base}/admin/dashboard`)).status).toBe(200);
    await setTrialEnd(co.id, null);
    expect((await run(dashboard.loader, admin.b, `${co.base}/admin/dashboard`)).status).toBe(200);
    await setTrialEnd(co.id, new Date(Date.now() - DAY));
    expect((await run(dashboard.loader, admin.b, `${co.base}/admin/dashboard`)).status).toBe(403);
    await db().updateTable("companies").set({ status: "active" }).where("id", "=", co.id).execute();
    expect((await run(dashboard.loader, admin.b, `${co.base}/admin/dashboard`)).status).toBe(200);
  });
});

describe("the super administrator sees ended trials and extends or activates them", () => {
  const act = (b: Browser, form: Record<string, string | number>) => run(companies.action, b, "/super-admin/dashboard?index", { form });
  const row = async (b: Browser, id: number) =>
    (await run(companies.loader, b, "/super-admin/dashboard")).data.companies.find((c: { id: number }) => c.id === id);

  it("Trial Expired in the list; Extend 30 days from today lets the company back in; Activate makes it a full account; both audited", async () => {
    const { b, sa } = await superAdmin();
    const ended = new Date(Date.now() - 3 * DAY);
    const co = await trialCompany(ended);
    // employees or not, an ended trial is Trial Expired, training paused
    expect(await row(b, co.id)).toMatchObject({ onTrial: true, status: { label: "Trial Expired", tone: "bad" } });
    expect((await row(b, co.id)).status.detail).toMatch(/^Expired .*: training paused$/);

    const before = Date.now();
    const extended = await act(b, { intent: "extend-trial", companyId: co.id });
    expect(extended.location).toBe("/super-admin/dashboard");
    const after = await db().selectFrom("companies").select(["status", "trial_ends_at"]).where("id", "=", co.id).executeTakeFirstOrThrow();
    expect(after.status).toBe("trial");
    const end = Date.parse(after.trial_ends_at!);
    expect(end).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(end).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    const ev = await db()
      .selectFrom("audit_events")
      .select(["details", "actor_user_id"])
      .where("company_id", "=", co.id)
      .where("action", "=", "company.trial_extended")
      .executeTakeFirstOrThrow();
    expect(ev.actor_user_id).toBe(sa.id);
    expect(JSON.parse(ev.details)).toEqual({ from: ended.toISOString(), to: after.trial_ends_at, days: 30 });
    expect((await row(b, co.id)).status.label).toBe("Trial");
    const admin = await signIn(co.admin, co.base);
    expect((await run(dashboard.loader, admin.b, `${co.base}/admin/dashboard`)).status).toBe(200);

    // a running trial is extended from its end
    await act(b, { intent: "extend-trial", companyId: co.id });
    const again = await db().selectFrom("companies").select("trial_ends_at").where("id", "=", co.id).executeTakeFirstOrThrow();
    expect(Date.parse(again.trial_ends_at!)).toBe(end + 30 * DAY);

    // ended again, then activated
    await setTrialEnd(co.id, ended);
    expect((await run(dashboard.loader, admin.b, `${co.base}/admin/dashboard`)).status).toBe(403);
    expect((await act(b, { intent: "activate", companyId: co.id })).location).toBe("/super-admin/dashboard");
    expect(await db().selectFrom("companies").select("status").where("id", "=", co.id).executeTakeFirstOrThrow()).toEqual({
      status: "active",
    });
    const activated = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("company_id", "=", co.id)
      .where("action", "=", "company.activated")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(activated.details)).toEqual({ from: "trial", trialEndsAt: ended.toISOString() });
    expect((await run(dashboard.loader, admin.b, `${co.base}/admin/dashboard`)).status).toBe(200);
    expect(await row(b, co.id)).toMatchObject({ onTrial: false, status: { label: "Active" } });

    // not on trial any more: refused, nothing written
    const refused = await act(b, { intent: "extend-trial", companyId: co.id });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.data)).toContain("is not on trial");
    expect((await act(b, { intent: "activate", companyId: 999_999 })).status).toBe(404);
  });

  it("the same as JSON calls", async () => {
    const { b } = await superAdmin();
    const co = await trialCompany(new Date(Date.now() - DAY));
    const post = (rest: string) => run(api.action, b, `/api/${rest}`, { params: { "*": rest }, form: {} });
    const extended = await post(`super-admin/companies/${co.id}/extend-trial`);
    expect(extended.status).toBe(200);
    expect(extended.data).toMatchObject({ success: true, message: expect.stringContaining("now ends on") });
    expect((await post(`super-admin/companies/${co.id}/activate`)).data).toMatchObject({ success: true });
    expect((await post(`super-admin/companies/${co.id}/activate`)).status).toBe(409);
  });
});

describe("trial notices 7 days and 1 day before the end", () => {
  it("one mail per administrator each, through the outbox, idempotent; again for a new end; none after the end", async () => {
    const end = new Date(Date.now() + 40 * DAY);
    const co = await trialCompany(end);
    const second = await createUser({ role: "admin", company: co.slug, status: "invited", firstName: "Second" });
    await createUser({ role: "admin", company: co.slug, status: "deactivated" });
    const notices = () =>
      db()
        .selectFrom("email_outbox")
        .select(["to_address", "subject", "text_body", "kind", "status"])
        .where("company_id", "=", co.id)
        .where("kind", "=", "trial-notice")
        .orderBy("id")
        .execute();
    const at = (msBeforeEnd: number) => new Date(end.getTime() - msBeforeEnd);

    await runJob("trial-notices", at(8 * DAY));
    expect(await notices()).toEqual([]);
    await runJob("trial-notices", at(7 * DAY - 3_600_000));
    await runJob("trial-notices", at(6 * DAY));
    let sent = await notices();
    expect(sent.map((m) => m.to_address).sort()).toEqual([co.admin.email, second.email].sort());
    expect(sent[0].subject).toBe(`The GDPR training trial of Trial Pharma ends soon, on ${formatLongDate(end)}`);
    expect(sent[0].text_body).toContain(CONTACT);
    expect(sent[0].text_body).toContain(`/company/${co.slug}/admin/login`);
    expect(sent[0].text_body).toContain("Nothing is deleted");

    await runJob("trial-notices", at(DAY - 3_600_000));
    await runJob("trial-notices", at(3_600_000));
    sent = await notices();
    expect(sent).toHaveLength(4);
    expect(sent.slice(2).every((m) => m.subject.includes("ends tomorrow"))).toBe(true);
    // after the end: nothing more
    await runJob("trial-notices", at(-DAY));
    expect(await notices()).toHaveLength(4);

    // extended: the new end is announced again
    const later = new Date(end.getTime() + 30 * DAY);
    await setTrialEnd(co.id, later);
    await runJob("trial-notices", new Date(later.getTime() - 2 * DAY));
    expect(await notices()).toHaveLength(6);
    const keys = await db()
      .selectFrom("reminders_sent")
      .select(["kind", "period_key"])
      .where("user_id", "=", co.admin.id)
      .orderBy("id")
      .execute();
    expect(keys).toEqual([
      { kind: "trial-notice-7", period_key: end.toISOString() },
      { kind: "trial-notice-1", period_key: end.toISOString() },
      { kind: "trial-notice-7", period_key: later.toISOString() },
    ]);
  });

  it("reminders to train stop while a trial has ended", async () => {
    const co = await trialCompany(new Date(Date.now() - DAY));
    const busy = await createUser({ company: co.slug, firstName: "Bea", lastName: "Busy" });
    await completeTraining(busy, co.base, { modules: 2 });
    const now = new Date(Date.now() + 400 * DAY);
    await runJob("interval-reminders", now);
    await runJob("annual-reminders", now);
    const mail = await db()
      .selectFrom("email_outbox")
      .select("kind")
      .where("company_id", "=", co.id)
      .where("kind", "in", ["interval-reminder", "annual-reminder"])
      .execute();
    expect(mail).toEqual([]);
  });
});
