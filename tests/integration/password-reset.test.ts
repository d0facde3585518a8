/**
 * Password reset (issue 24, 1.1): the request and link pages of employees, administrators and
 * super administrators in every context, the administrator's reset from an employee's record,
 * the super administrator's Resend invite for an administrator with a password, and the JSON
 * calls. Known and unknown emails answer alike and run the same number of queries; the token is
 * 256 bits, stored as its SHA-256 only, works once and for one hour (an injected clock and an
 * expired row); setting the password ends every session; requests are rate limited; everything
 * is audited; without a mail server the request page says who can produce the link.
 */
import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { auditSummary, actionLabel } from "../../app/domain/audit-trail";
import { noMailNote, RESET_MSG } from "../../app/domain/password-reset";
import * as adminDashboard from "../../app/routes/admin/dashboard";
import * as employeeRecord from "../../app/routes/admin/employee";
import * as adminLogin from "../../app/routes/admin/login";
import * as api from "../../app/routes/api/json";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as world from "../../app/routes/learner/world";
import * as forgot from "../../app/routes/public/forgot-password";
import * as resetPage from "../../app/routes/public/reset-password";
import * as companies from "../../app/routes/super-admin/companies";
import * as superDashboard from "../../app/routes/super-admin/dashboard";
import * as superLogin from "../../app/routes/super-admin/login";
import { checkResetLink, completePasswordReset } from "../../app/server/identity/password-resets.server";
import { RATE_LIMIT_MESSAGE, resetRateLimits } from "../../app/server/identity/rate-limit.server";
import { readFlash } from "../../app/server/platform/cookies.server";
import { db } from "../../app/server/platform/db.server";
import { workQueries } from "../support/queries";
import { resetEnvCache } from "../../app/server/platform/env.server";
import { createCompany, createUser, inviteUser, type TestUser, rowCount } from "../support/factory";
import { Browser, ORIGIN, run } from "../support/http";

const NEW_PASSWORD = "Quartz-Lantern-Meadow-42";
type Group = "employee" | "admin" | "super_admin";

beforeEach(() => resetRateLimits());

/** The pages of a kind of person under a context's prefix. */
const pathsOf = (base: string, group: Group) => {
  const root = group === "super_admin" ? "/super-admin" : `${base}/${group}`;
  return { forgot: `${root}/forgot-password`, reset: `${root}/reset-password`, login: `${root}/login` };
};
const loginModule = { employee: employeeLogin, admin: adminLogin, super_admin: superLogin };
/** A signed-in page of each kind, to tell a live session from an ended one. */
const homeOf = (base: string, group: Group) =>
  group === "employee"
    ? { fn: world.loader, path: `${base}/world` }
    : group === "admin"
      ? { fn: adminDashboard.loader, path: `${base}/admin/dashboard` }
      : { fn: superDashboard.loader, path: "/super-admin/dashboard" };
const landing = (base: string, group: Group) =>
  group === "employee" ? `${base}/training-intro` : group === "admin" ? `${base}/admin/dashboard` : "/super-admin/dashboard";

const request = (b: Browser, base: string, group: Group, email: string) =>
  run(forgot.action, b, pathsOf(base, group).forgot, { form: { intent: "request-reset", email } });
const setPassword = (b: Browser, base: string, group: Group, token: string, password = NEW_PASSWORD, confirm = password) =>
  run(resetPage.action, b, `${pathsOf(base, group).reset}?token=${token}`, {
    form: { intent: "reset-password", token, newPassword: password, confirmPassword: confirm },
  });
const signIn = (b: Browser, base: string, group: Group, email: string, password: string) =>
  run(loginModule[group].action, b, pathsOf(base, group).login, { form: { intent: "login", email, password } });

/** The reset mails of an address, newest first. */
const mailsTo = (email: string) =>
  db()
    .selectFrom("email_outbox")
    .select(["id", "kind", "company_id", "user_id", "subject", "text_body", "html_body", "status"])
    .where("to_address", "=", email)
    .where("kind", "=", "password-reset")
    .orderBy("id", "desc")
    .execute();
const tokenIn = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
const sha256 = (t: string) => createHash("sha256").update(t).digest("hex");
const counts = async () => {
  const n = rowCount;
  return { resets: await n("password_resets"), mails: await n("email_outbox"), events: await n("audit_events") };
};
const eventsOf = (action: string, userId: number | null) => {
  const q = db().selectFrom("audit_events").selectAll().where("action", "=", action).orderBy("id");
  return (userId === null ? q.where("subject_user_id", "is", null) : q.where("subject_user_id", "=", userId)).execute();
};

/** Calls the JSON API like a client (JSON body, cookie of `b`). */
async function callApi(path: string, json: unknown, b = new Browser(), raw?: string) {
  const context = /^\/api\/company\/([^/]+)\//.exec(path);
  const rest = path.replace(/^\/api(\/croacademy|\/company\/[^/]+)?\//, "");
  const headers: Record<string, string> = { "Content-Type": "application/json", Origin: ORIGIN };
  if (b.header()) headers.Cookie = b.header();
  const req = new Request(ORIGIN + path, { method: "POST", headers, body: raw ?? JSON.stringify(json) });
  const params = { "*": rest, ...(context ? { subdomain: context[1] } : {}) };
  let res: Response;
  try {
    res = await api.action({ request: req, url: new URL(req.url), params, context: b.context() } as never);
  } catch (e) {
    if (e instanceof Response) res = e;
    else throw e;
  }
  b.absorb(res.headers);
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const company = await createCompany();
const CONTEXTS = [
  { name: "main site", base: "", slug: "main" },
  { name: "CRO academy", base: "/croacademy", slug: "croacademy" },
  { name: "a company", base: `/company/${company.slug}`, slug: company.slug },
];
const CASES: { label: string; base: string; slug: string | null; group: Group }[] = [
  ...CONTEXTS.flatMap((c) =>
    (["employee", "admin"] as const).map((group) => ({ label: `${group} of ${c.name}`, base: c.base, slug: c.slug, group })),
  ),
  { label: "super administrator", base: "", slug: null, group: "super_admin" },
];
const personOf = (c: (typeof CASES)[number]) =>
  createUser({ role: c.group, ...(c.slug ? { company: c.slug } : {}), firstName: "Rita", lastName: "Reset" });

describe("a person who forgot their password gets back in", () => {
  for (const c of CASES) {
    it(`${c.label}: the link mailed in their context, 256 bits stored hashed, once; every session ended, audited`, async () => {
      const person = await personOf(c);
      const paths = pathsOf(c.base, c.group);
      // a session from before the reset, and the login page's link to the request page
      const old = new Browser("198.51.100.1");
      expect((await signIn(old, c.base, c.group, person.email, person.password)).status).toBe(302);
      const home = homeOf(c.base, c.group);
      expect((await run(home.fn, old, home.path)).status).toBe(200);

      const page = await run(forgot.loader, new Browser(), paths.forgot);
      expect(page.data).toMatchObject({ group: c.group, sent: false, loginPath: paths.login, noMail: noMailNote(c.group) });

      const b = new Browser("198.51.100.2");
      const asked = await request(b, c.base, c.group, person.email.toUpperCase());
      expect(asked.status).toBe(302);
      expect(asked.location).toBe(`${paths.forgot}?sent=1`);
      expect((await run(forgot.loader, b, asked.location!)).data.sent).toBe(true);

      // the mail: in the outbox, for the person, with the link of their context and kind
      const [mail] = await mailsTo(person.email);
      expect(mail).toMatchObject({ kind: "password-reset", user_id: person.id, company_id: person.companyId, status: "pending" });
      const link = `${ORIGIN}${paths.reset}?token=`;
      expect(mail.text_body).toContain(link);
      expect(mail.html_body).toContain(`href="${link}`);
      expect(mail.subject).toMatch(/^Choose a new password for the GDPR training of /);
      const token = tokenIn(mail.text_body);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);

      // stored: the SHA-256 only, one hour
      const [row] = await db().selectFrom("password_resets").selectAll().where("user_id", "=", person.id).execute();
      expect(row.token_hash).toBe(sha256(token));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(3_600_000);
      expect(row).toMatchObject({ used_at: null, requested_by: null });

      // the link's page shows whose password it sets; a GET changes nothing
      const before = await counts();
      const view = await run(resetPage.loader, new Browser(), `${paths.reset}?token=${token}`);
      expect(view.data).toMatchObject({ token, email: person.email, problem: null });
      expect(await counts()).toEqual(before);

      const done = await setPassword(b, c.base, c.group, token);
      expect(done.status).toBe(302);
      expect(done.location).toBe(landing(c.base, c.group));
      expect((await readFlash(new Request(ORIGIN, { headers: { Cookie: b.header() } })))?.text).toBe(RESET_MSG.done);
      // signed in on a new session; the one from before is refused
      expect((await run(home.fn, b, home.path)).status).toBe(200);
      const refused = await run(home.fn, old, home.path);
      expect(refused.status).toBe(302);
      expect(refused.location).toBe(paths.login);
      expect(await db().selectFrom("sessions").select("id").where("user_id", "=", person.id).execute()).toHaveLength(1);
      // the new password works, the old one does not
      expect((await signIn(new Browser("198.51.100.3"), c.base, c.group, person.email, NEW_PASSWORD)).status).toBe(302);
      expect((await signIn(new Browser("198.51.100.4"), c.base, c.group, person.email, person.password)).status).toBe(401);

      // once only
      const again = await setPassword(new Browser(), c.base, c.group, token, "Another-Sturdy-Passphrase-9");
      expect(again.status).toBe(400);
      expect(again.data.failure).toBe(RESET_MSG.used);
      expect((await run(resetPage.loader, new Browser(), `${paths.reset}?token=${token}`)).data).toMatchObject({
        token: null,
        problem: RESET_MSG.used,
        forgotPath: paths.forgot,
      });

      // audited: asked (with the link's expiry) and completed, in the person's chain
      const [requested] = await eventsOf("password_reset.requested", person.id);
      expect(requested).toMatchObject({ company_id: person.companyId, actor_user_id: null, ip_address: "198.51.100.2" });
      expect(JSON.parse(requested.details)).toEqual({ role: c.group, outcome: "sent", expiresAt: row.expires_at });
      const [completed] = await eventsOf("password_reset.completed", person.id);
      expect(completed).toMatchObject({ company_id: person.companyId, actor_user_id: person.id });
      expect(actionLabel(completed.action)).toBe("Password reset, sessions ended");
      expect(auditSummary(requested.action, requested.details)).toMatch(
        /^Link mailed \(.+\), valid until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/,
      );
    });
  }
});

describe("the same answer, the same work, for every email", () => {
  for (const c of CASES.filter((x) => x.base !== "" || x.group === "super_admin")) {
    it(`${c.label}: known, unknown, invited and deleted emails answer alike with the same number of queries`, async () => {
      const known = await personOf(c);
      const deleted = await createUser({ role: c.group, ...(c.slug ? { company: c.slug } : {}), status: "deactivated" });
      const emails = [known.email, `nobody-${known.email}`, deleted.email];
      if (c.group !== "super_admin") emails.push((await inviteUser({ company: c.slug!, role: c.group })).email);
      const net = `10.${CASES.indexOf(c)}.0`;
      const answers = [];
      for (const [i, email] of emails.entries()) {
        const start = workQueries();
        const r = await request(new Browser(`${net}.${10 + i}`), c.base, c.group, email);
        answers.push({
          status: r.status,
          location: r.location,
          body: r.data,
          cookies: r.headers.getSetCookie(),
          queries: workQueries() - start,
        });
      }
      expect(answers[0].queries).toBeGreaterThan(5);
      for (const a of answers.slice(1)) expect(a).toEqual(answers[0]);
      // only the known, active account got a link; the others are audited without one
      expect(await mailsTo(known.email)).toHaveLength(1);
      for (const email of emails.slice(1)) expect(await mailsTo(email)).toHaveLength(0);
      const invitedOrDeleted = await db()
        .selectFrom("password_resets as r")
        .innerJoin("users as u", "u.id", "r.user_id")
        .select("r.id")
        .where("u.email", "in", emails.slice(1))
        .execute();
      expect(invitedOrDeleted).toHaveLength(0);
      const unknown = (await eventsOf("password_reset.requested", null)).filter((e) => e.ip_address === `${net}.11`);
      expect(unknown).toHaveLength(1);
      expect(JSON.parse(unknown[0].details)).toEqual({ role: c.group, outcome: "unknown-account", expiresAt: null });
      // the typed email is not kept for an unknown account
      expect(JSON.stringify(unknown[0])).not.toContain(emails[1]);
      expect(JSON.parse((await eventsOf("password_reset.requested", deleted.id))[0].details).outcome).toBe("deactivated");

      // the JSON call: the same body, and the same number of queries
      const prefix = c.group === "super_admin" ? "/api/super-admin" : `/api${c.base}${c.group === "admin" ? "/admin" : ""}`;
      const bodies = [];
      for (const [i, email] of [known.email, `nobody-${known.email}`].entries()) {
        const start = workQueries();
        const r = await callApi(`${prefix}/auth/forgot-password`, { email }, new Browser(`${net}.${40 + i}`));
        bodies.push({ status: r.status, body: r.body, queries: workQueries() - start });
      }
      expect(bodies[0]).toEqual(bodies[1]);
      expect(bodies[0].body).toEqual({ success: true, message: RESET_MSG.requested, mailConfigured: false, note: noMailNote(c.group) });
    });
  }

  it("an email of another context or another kind of person is unknown there", async () => {
    const employee = await createUser({ company: company.slug });
    const before = await counts();
    for (const [base, group] of [
      ["", "employee"],
      ["/croacademy", "employee"],
      [`/company/${company.slug}`, "admin"],
      ["", "super_admin"],
    ] as const) {
      expect((await request(new Browser(), base, group, employee.email)).status).toBe(302);
    }
    const after = await counts();
    expect(after.resets).toBe(before.resets);
    expect(after.mails).toBe(before.mails);
    expect(after.events).toBe(before.events + 4);
  });
});

describe("links that cannot be used", () => {
  it("expire after one hour (an injected clock, and a row written expired); a newer link ends the earlier one", async () => {
    const u = await createUser({ company: "croacademy" });
    await request(new Browser(), "/croacademy", "employee", u.email);
    const token = tokenIn((await mailsTo(u.email))[0].text_body);
    const row = await db().selectFrom("password_resets").selectAll().where("token_hash", "=", sha256(token)).executeTakeFirstOrThrow();
    const tenant = { id: (await db().selectFrom("companies").select("id").where("slug", "=", "croacademy").executeTakeFirstOrThrow()).id };
    const at = (ms: number) => new Date(Date.parse(row.created_at) + ms);
    expect((await checkResetLink(token, "employee", tenant, at(3_599_999))).ok).toBe(true);
    expect(await checkResetLink(token, "employee", tenant, at(3_600_000))).toEqual({ ok: false, problem: "expired" });
    const meta = { address: "192.0.2.60", userAgent: null };
    const late = await completePasswordReset({ token, group: "employee", tenant, newPassword: NEW_PASSWORD, meta, now: at(3_600_001) });
    expect(late).toEqual({ kind: "invalid", message: RESET_MSG.expired });
    // the same row, expired in the database: the page says so and offers a new link
    await db().updateTable("password_resets").set({ expires_at: row.created_at }).where("id", "=", row.id).execute();
    const page = await run(resetPage.loader, new Browser(), `/croacademy/employee/reset-password?token=${token}`);
    expect(page.data).toMatchObject({ token: null, problem: RESET_MSG.expired, forgotPath: "/croacademy/employee/forgot-password" });
    const posted = await setPassword(new Browser(), "/croacademy", "employee", token);
    expect(posted).toMatchObject({ status: 400, data: { failure: RESET_MSG.expired } });
    const hash = await db().selectFrom("users").select("password_hash").where("id", "=", u.id).executeTakeFirstOrThrow();
    expect((await signIn(new Browser(), "/croacademy", "employee", u.email, u.password)).status).toBe(302);

    // two requests: the first link no longer works, the second does
    await request(new Browser(), "/croacademy", "employee", u.email);
    await request(new Browser(), "/croacademy", "employee", u.email);
    const [second, first] = (await mailsTo(u.email)).map((m) => tokenIn(m.text_body));
    expect((await setPassword(new Browser(), "/croacademy", "employee", first)).data.failure).toBe(RESET_MSG.expired);
    expect((await setPassword(new Browser(), "/croacademy", "employee", second)).status).toBe(302);
    const changed = await db().selectFrom("users").select("password_hash").where("id", "=", u.id).executeTakeFirstOrThrow();
    expect(changed.password_hash).not.toBe(hash.password_hash);
  });

  it("unknown tokens, another context's and another kind's tokens are not valid there; rows are never deleted", async () => {
    const admin = await createUser({ role: "admin", company: company.slug });
    await request(new Browser(), `/company/${company.slug}`, "admin", admin.email);
    const token = tokenIn((await mailsTo(admin.email))[0].text_body);
    for (const [base, group] of [
      [`/company/${company.slug}`, "employee"],
      ["", "admin"],
      ["/croacademy", "admin"],
      ["", "super_admin"],
    ] as const) {
      const r = await setPassword(new Browser(), base, group, token);
      expect(r, `${base} ${group}`).toMatchObject({ status: 400, data: { failure: RESET_MSG.notFound } });
    }
    const none = await run(resetPage.loader, new Browser(), "/employee/reset-password");
    expect(none.data).toMatchObject({ token: null, problem: RESET_MSG.notFound, forgotPath: "/employee/forgot-password" });
    await expect(db().deleteFrom("password_resets").execute()).rejects.toThrow(/kept as evidence/);
    await expect(
      db()
        .updateTable("password_resets")
        .set({ token_hash: sha256("x") })
        .where("user_id", "=", admin.id)
        .execute(),
    ).rejects.toThrow();
    // it still works where it belongs
    expect((await setPassword(new Browser(), `/company/${company.slug}`, "admin", token)).status).toBe(302);
  });

  it("bad input answers 400 with the message, never 500, and changes nothing", async () => {
    const u = await createUser();
    await request(new Browser(), "", "employee", u.email);
    const token = tokenIn((await mailsTo(u.email))[0].text_body);
    const before = await counts();
    const forms: Record<string, string>[] = [
      {},
      { intent: "request-reset" },
      { intent: "request-reset", email: "no-at-sign" },
      { intent: "request-reset", email: `${"a".repeat(300)}@x.example` },
      { intent: "other", email: u.email },
    ];
    for (const form of forms) expect((await run(forgot.action, new Browser(), "/employee/forgot-password", { form })).status).toBe(400);
    const resets: [Record<string, string>, string][] = [
      [{ intent: "reset-password", token, newPassword: NEW_PASSWORD, confirmPassword: "different-one-9" }, "Passwords do not match"],
      [{ intent: "reset-password", token, newPassword: "short", confirmPassword: "short" }, "Password must be at least 8 characters."],
      [{ intent: "reset-password", token, newPassword: "password123", confirmPassword: "password123" }, "too common"],
      [{ intent: "reset-password", token: "x".repeat(5000), newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, RESET_MSG.notFound],
      [{ intent: "reset-password", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, RESET_MSG.notFound],
    ];
    for (const [form, message] of resets) {
      const r = await run(resetPage.action, new Browser(), "/employee/reset-password", { form });
      expect(r.status, JSON.stringify(form).slice(0, 80)).toBe(400);
      expect(JSON.stringify(r.data)).toContain(message);
      expect(JSON.stringify(r.data)).not.toContain(NEW_PASSWORD);
    }
    expect(await counts()).toEqual(before);
    // the JSON calls
    for (const [path, body] of [
      ["/api/auth/forgot-password", "{not json"],
      ["/api/auth/forgot-password", JSON.stringify({ email: 5 })],
      ["/api/auth/forgot-password", JSON.stringify([u.email])],
      ["/api/auth/reset-password", JSON.stringify({ token: [], newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })],
      ["/api/auth/reset-password", JSON.stringify({ token, newPassword: NEW_PASSWORD })],
      ["/api/super-admin/auth/reset-password", JSON.stringify({ token: null })],
    ] as const) {
      expect((await callApi(path, null, new Browser(), body)).status, `${path} ${body}`).toBe(400);
    }
    expect(await counts()).toEqual(before);
    // the super administrator's calls exist under /api only
    expect((await callApi("/api/croacademy/super-admin/auth/forgot-password", { email: u.email })).status).toBe(404);
  });
});

describe("rate limits, as for sign-in", () => {
  it("5 requests per account and 30 per address in 15 minutes, then 429 with the sign-in message and Retry-After", async () => {
    const u = await createUser({ company: company.slug });
    const base = `/company/${company.slug}`;
    for (const email of [u.email, `unknown-${u.email}`]) {
      for (let i = 0; i < 5; i++) expect((await request(new Browser(`203.0.113.${100 + i}`), base, "employee", email)).status).toBe(302);
      const refused = await request(new Browser("203.0.113.120"), base, "employee", email);
      expect(refused.status).toBe(429);
      expect(refused.data.failure).toBe(RATE_LIMIT_MESSAGE);
      const retry = Number(refused.headers.get("Retry-After"));
      expect(retry).toBeGreaterThan(0);
      // the page passes Retry-After on (React Router hands action headers to `headers`)
      expect(new Headers(forgot.headers({ actionHeaders: refused.headers } as never)).get("Retry-After")).toBe(String(retry));
    }
    expect(await mailsTo(u.email)).toHaveLength(5);
    const one = new Browser("203.0.113.200");
    for (let i = 0; i < 30; i++) expect((await request(one, base, "employee", `spray-${i}@x.example`)).status).toBe(302);
    expect((await request(one, base, "employee", u.email)).status).toBe(429);
    const api = await callApi(`/api${base}/auth/forgot-password`, { email: "spray@x.example" }, one);
    expect(api).toMatchObject({ status: 429, body: { success: false, error: RATE_LIMIT_MESSAGE } });
    expect(Number(api.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("with a mail server", () => {
  it("the request page has no note and an administrator sees no link", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    resetEnvCache();
    try {
      expect((await run(forgot.loader, new Browser(), "/admin/forgot-password")).data.noMail).toBeNull();
      const { admin, b, base } = await companyAdmin();
      const employee = await createUser({ company: company.slug });
      const sent = await run(employeeRecord.action, b, `${base}/admin/dashboard/employees/${employee.id}`, {
        form: { intent: "send-password-reset" },
        params: { employeeId: String(employee.id) },
      });
      expect(sent.status).toBe(302);
      const flash = await readFlash(new Request(ORIGIN, { headers: { Cookie: b.header() } }));
      expect(flash?.copy).toBeUndefined();
      expect(flash?.text).toContain(`The email to ${employee.email} is queued for sending`);
      expect(admin.email).toBeTruthy();
    } finally {
      delete process.env.SMTP_URL;
      resetEnvCache();
    }
  });
});

async function companyAdmin(slug = company.slug) {
  const admin = await createUser({ role: "admin", company: slug });
  const b = new Browser("198.51.100.77");
  const base = `/company/${slug}`;
  expect((await signIn(b, base, "admin", admin.email, admin.password)).status).toBe(302);
  return { admin, b, base };
}

describe("an administrator sends a reset from an employee's record", () => {
  it("the link (shown once without a mail server) works; audited as sent by the admin; JSON too", async () => {
    const { admin, b, base } = await companyAdmin();
    const employee: TestUser = await createUser({ company: company.slug, firstName: "Eve", lastName: "Employee" });
    const path = `${base}/admin/dashboard/employees/${employee.id}`;
    const page = await run(employeeRecord.loader, b, path, { params: { employeeId: String(employee.id) } });
    expect(page.data.person.status).toBe("active");
    const sent = await run(employeeRecord.action, b, path, {
      form: { intent: "send-password-reset" },
      params: { employeeId: String(employee.id) },
    });
    expect(sent.location).toBe(path);
    const flash = await readFlash(new Request(ORIGIN, { headers: { Cookie: b.header() } }));
    expect(flash?.text).toContain("Mail is not configured, so give Eve Employee the link yourself");
    expect(flash?.copy?.label).toBe(`Password reset link for ${employee.email}`);
    const link = flash!.copy!.value;
    expect(link.startsWith(`${ORIGIN}${base}/employee/reset-password?token=`)).toBe(true);
    expect((await mailsTo(employee.email))[0].text_body).toContain(link);
    const [event] = await eventsOf("password_reset.sent", employee.id);
    expect(event).toMatchObject({ actor_user_id: admin.id, company_id: company.id });
    expect(JSON.parse(event.details)).toMatchObject({ role: "employee" });
    const row = await db().selectFrom("password_resets").selectAll().where("user_id", "=", employee.id).executeTakeFirstOrThrow();
    expect(row.requested_by).toBe(admin.id);
    // the employee's password works until the link is used
    expect((await signIn(new Browser(), base, "employee", employee.email, employee.password)).status).toBe(302);
    const token = new URL(link).searchParams.get("token")!;
    expect((await setPassword(new Browser(), base, "employee", token)).location).toBe(`${base}/training-intro`);

    // JSON: POST admin/employees/{id}/password-reset
    const api = await callApi(`/api${base}/admin/employees/${employee.id}/password-reset`, {}, b);
    expect(api).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: "A password reset link was made for Eve Employee; an earlier one no longer works.",
        resetLink: expect.stringContaining(`${base}/employee/reset-password?token=`),
      },
    });
    expect((await mailsTo(employee.email))[0].text_body).toContain(api.body.resetLink);
  });

  it("another company's employee, an invited or deleted one, an admin or no one: refused, nothing written", async () => {
    const { b, base } = await companyAdmin();
    const other = await createCompany();
    const theirs = await createUser({ company: other.slug });
    const invited = await inviteUser({ company: company.slug });
    const gone = await createUser({ company: company.slug, status: "deactivated" });
    const colleague = await createUser({ company: company.slug, role: "admin" });
    const employee = await createUser({ company: company.slug });
    const eb = new Browser();
    await signIn(eb, base, "employee", employee.email, employee.password);
    const before = await counts();
    for (const id of [theirs.id, invited.id, gone.id, colleague.id, 999_999]) {
      const r = await run(employeeRecord.action, b, `${base}/admin/dashboard/employees/${id}`, {
        form: { intent: "send-password-reset" },
        params: { employeeId: String(id) },
      });
      expect(r.status, String(id)).toBe(404);
      expect((await callApi(`/api${base}/admin/employees/${id}/password-reset`, {}, b)).status).toBe(404);
    }
    expect(await counts()).toEqual(before);
    // an employee's session cannot send one
    expect((await callApi(`/api${base}/admin/employees/${employee.id}/password-reset`, {}, eb)).status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe("the super administrator's Resend invite for an administrator with a password", () => {
  it("sends a password reset (the link shown once without mail), page and JSON; an invited admin still gets an invitation", async () => {
    const sa = await createUser({ role: "super_admin" });
    const b = new Browser("198.51.100.90");
    expect((await signIn(b, "", "super_admin", sa.email, sa.password)).status).toBe(302);
    const co = await createCompany();
    const admin = await createUser({ role: "admin", company: co.slug });
    const base = `/company/${co.slug}`;
    const r = await run(companies.action, b, "/super-admin/dashboard?index", { form: { intent: "resend-admin-invite", companyId: co.id } });
    expect(r.location).toBe("/super-admin/dashboard");
    const flash = await readFlash(new Request(ORIGIN, { headers: { Cookie: b.header() } }));
    expect(flash?.text).toContain(`${admin.email} has already set a password, so a password reset link was made instead`);
    expect(flash?.copy?.label).toBe(`Password reset link for ${admin.email}`);
    const link = flash!.copy!.value;
    expect(link.startsWith(`${ORIGIN}${base}/admin/reset-password?token=`)).toBe(true);
    const [event] = await eventsOf("password_reset.sent", admin.id);
    expect(event).toMatchObject({ actor_user_id: sa.id, company_id: co.id });
    expect((await mailsTo(admin.email))[0].text_body).toContain(link);

    // JSON: the same, with a message; the earlier link ends
    const api = await callApi(`/api/super-admin/companies/${co.id}/resend-admin-invite`, {}, b);
    expect(api).toMatchObject({ status: 200, body: { success: true, sent: "password-reset", invitationLink: null } });
    expect(api.body.message).toContain("password reset link was made instead");
    const token = new URL(link).searchParams.get("token")!;
    expect((await setPassword(new Browser(), base, "admin", token)).data.failure).toBe(RESET_MSG.expired);
    const fresh = new URL(api.body.resetLink as string).searchParams.get("token")!;
    expect((await setPassword(new Browser(), base, "admin", fresh)).location).toBe(`${base}/admin/dashboard`);

    // an invited admin: an invitation, as before
    const co2 = await createCompany();
    await inviteUser({ company: co2.slug, role: "admin" });
    const invited = await callApi(`/api/super-admin/companies/${co2.id}/resend-admin-invite`, {}, b);
    expect(invited.body).toMatchObject({
      sent: "invitation",
      resetLink: null,
      invitationLink: expect.stringContaining("/admin/login?token="),
    });
  });
});

describe("the JSON calls", () => {
  it("forgot-password and reset-password for employees, admins and the super administrator: a session on success", async () => {
    for (const c of CASES.filter((x) => x.base === "/croacademy" || x.group === "super_admin")) {
      const person = await personOf(c);
      const prefix = c.group === "super_admin" ? "/api/super-admin" : `/api${c.base}${c.group === "admin" ? "/admin" : ""}`;
      const asked = await callApi(`${prefix}/auth/forgot-password`, { email: person.email });
      expect(asked.status).toBe(200);
      const token = tokenIn((await mailsTo(person.email))[0].text_body);
      const b = new Browser();
      const done = await callApi(`${prefix}/auth/reset-password`, { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, b);
      expect(done).toMatchObject({ status: 200, body: { success: true, message: RESET_MSG.done, sessionToken: expect.any(String) } });
      const home = homeOf(c.base, c.group);
      expect((await run(home.fn, b, home.path)).status).toBe(200);
      const again = await callApi(`${prefix}/auth/reset-password`, { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(again).toMatchObject({ status: 400, body: { success: false, error: RESET_MSG.used } });
      expect((await signIn(new Browser(), c.base, c.group, person.email, NEW_PASSWORD)).status).toBe(302);
    }
  });

  it("are in the OpenAPI document", async () => {
    const { API_ROUTES } = await import("../../app/routes/api/api.server");
    const paths = API_ROUTES.flatMap((r) => r.paths.map((p) => `${r.method} ${p}`));
    expect(paths).toEqual(
      expect.arrayContaining([
        "POST auth/forgot-password",
        "POST auth/reset-password",
        "POST admin/auth/forgot-password",
        "POST admin/auth/reset-password",
        "POST super-admin/auth/forgot-password",
        "POST super-admin/auth/reset-password",
        "POST admin/employees/:id/password-reset",
      ]),
    );
    const { openApiDocument } = await import("../../app/routes/api/openapi.server");
    const doc = JSON.stringify(openApiDocument());
    for (const p of [
      "/auth/forgot-password",
      "/admin/auth/reset-password",
      "/super-admin/auth/forgot-password",
      "/admin/employees/{id}/password-reset",
    ])
      expect(doc).toContain(p);
  });
});

describe("audit vocabulary", () => {
  it("reads the reset events for people", () => {
    expect(actionLabel("password_reset.requested")).toBe("Password reset requested");
    expect(actionLabel("password_reset.sent")).toBe("Password reset link sent");
    expect(auditSummary("password_reset.requested", JSON.stringify({ role: "admin", outcome: "invited", expiresAt: null }))).toBe(
      "Nothing sent (administrator): invitation not accepted yet",
    );
    expect(auditSummary("password_reset.sent", JSON.stringify({ role: "employee", expiresAt: "2026-01-02T03:04:05.000Z" }))).toBe(
      "To the employee, valid until 2026-01-02 03:04:05 UTC",
    );
  });
});
