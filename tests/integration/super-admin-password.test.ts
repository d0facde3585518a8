/**
 * The super administrator's password (issue 25, 4): the password printed at first start only
 * signs in to a forced change and stops working after it (page and JSON API); a password chosen
 * in SUPER_ADMIN_PASSWORD needs no change; the Account screen changes the password with the
 * current one typed again (sign-in limits), ends every other session and is audited.
 */
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import * as openapi from "../../app/routes/api/openapi";
import * as account from "../../app/routes/super-admin/account";
import * as dashboard from "../../app/routes/super-admin/dashboard";
import * as superLogin from "../../app/routes/super-admin/login";
import { MSG } from "../../app/domain/forms";
import { RATE_LIMIT_MESSAGE } from "../../app/server/identity/rate-limit.server";
import { ensureSuperAdmin } from "../../app/server/identity/bootstrap.server";
import { readFlash } from "../../app/server/platform/cookies.server";
import { db } from "../../app/server/platform/db.server";
import { resetEnvCache } from "../../app/server/platform/env.server";
import { companyId, createUser } from "../support/factory";
import { Browser, ORIGIN, run } from "../support/http";
import { callApi as call } from "../support/api";

const HOME = "/super-admin/dashboard";
const ACCOUNT = `${HOME}/account`;
const NEW_PASSWORD = "Lighthouse-Keeper-2031";

/**
 * Users are never deleted (the database refuses it): to start "for the first time" again, the
 * super administrators of earlier tests become administrators of the main site (renamed).
 */
async function firstStart() {
  const main = await companyId("main");
  await db()
    .updateTable("users")
    .set({ role: "admin", company_id: main, email: sql<string>`'retired-' || id || '-' || email` })
    .where("role", "=", "super_admin")
    .execute();
  const lines: string[] = [];
  const created = await ensureSuperAdmin((fields, message) => lines.push(`${message} ${JSON.stringify(fields)}`));
  return { ...created!, log: lines.join("\n") };
}

const row = (email: string) =>
  db()
    .selectFrom("users")
    .select(["id", "password_hash", "must_change_password"])
    .where("email", "=", email)
    .where("company_id", "is", null)
    .executeTakeFirstOrThrow();
const eventsOf = (userId: number) =>
  db()
    .selectFrom("audit_events")
    .select(["action", "company_id", "actor_user_id", "details"])
    .where("subject_user_id", "=", userId)
    .orderBy("id")
    .execute();
const sessionsOf = async (userId: number) =>
  (await db().selectFrom("sessions").select("id").where("user_id", "=", userId).execute()).length;

const signIn = (b: Browser, email: string, password: string) =>
  run(superLogin.action, b, "/super-admin/login", { form: { intent: "login", email, password } });
const change = (b: Browser, email: string, currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
  run(superLogin.action, b, "/super-admin/login", {
    form: { intent: "change-password", email, currentPassword, newPassword, confirmPassword },
  });
const flashOf = (b: Browser) => readFlash(new Request(ORIGIN, { headers: { Cookie: b.header() } }));

afterEach(() => {
  delete process.env.SUPER_ADMIN_EMAIL;
  delete process.env.SUPER_ADMIN_PASSWORD;
  resetEnvCache();
});

describe("the printed first password", () => {
  it("signs in only to the forced change; after the change it is refused and the new password signs in", async () => {
    const first = await firstStart();
    expect(first.log).toContain(first.generated);
    const { id } = await row(first.email);
    expect((await row(first.email)).must_change_password).toBe(1);

    const b = new Browser("198.51.100.71");
    const printed = await signIn(b, first.email, first.generated!);
    expect(printed.status).toBe(200);
    expect(printed.data).toMatchObject({ mode: "change-password", email: first.email });
    expect(b.cookies.has("academy_super")).toBe(false);
    expect((await run(dashboard.loader, b, HOME)).location).toBe("/super-admin/login");
    expect(await sessionsOf(id)).toBe(0);

    // wrong one-time password; weak, reused or mismatched new ones: nothing written
    const before = await row(first.email);
    const wrong = await change(b, first.email, "Not-The-Printed-One-1", NEW_PASSWORD);
    expect(wrong.status).toBe(401);
    expect(wrong.data.failure).toEqual({ heading: "Setup Failed", message: "Invalid email or password" });
    const weak = await change(b, first.email, first.generated!, "password1");
    expect(weak.status).toBe(400);
    expect(weak.data.result.error).toEqual({ newPassword: [MSG.passwordWeak] });
    const same = await change(b, first.email, first.generated!, first.generated!);
    expect(same.status).toBe(400);
    expect(same.data.result.error).toEqual({ newPassword: [MSG.samePassword] });
    const mismatch = await change(b, first.email, first.generated!, NEW_PASSWORD, "Something-Else-2031");
    expect(mismatch.status).toBe(400);
    expect(mismatch.data.result.error).toEqual({ confirmPassword: [MSG.mismatch] });
    expect(await row(first.email)).toEqual(before);

    const changed = await change(b, first.email, first.generated!, NEW_PASSWORD);
    expect(changed.location).toBe(HOME);
    expect(b.cookies.has("academy_super")).toBe(true);
    expect((await run(dashboard.loader, b, HOME)).status).toBe(200);
    expect((await row(first.email)).must_change_password).toBe(0);
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(["super_admin.created", "login.failed", "password.changed"]);
    expect((await eventsOf(id)).at(-1)).toMatchObject({ company_id: null, actor_user_id: id, details: "{}" });

    // the printed password is gone: refused on the page and in the API, even for the change form
    const again = new Browser("198.51.100.72");
    expect((await signIn(again, first.email, first.generated!)).status).toBe(401);
    expect((await change(again, first.email, first.generated!, "Another-Lighthouse-2032")).status).toBe(401);
    expect((await call("/api/super-admin/auth/login", { json: { email: first.email, password: first.generated } })).status).toBe(401);
    expect((await signIn(again, first.email, NEW_PASSWORD)).location).toBe(HOME);
  });

  it("the JSON API answers the forced change like the company logins, and super-admin/auth/set-password replaces it", async () => {
    const first = await firstStart();
    const email = first.email;
    const login = await call("/api/super-admin/auth/login", { json: { email, password: first.generated } });
    expect(login).toMatchObject({ status: 200, body: { success: false, requiresPasswordChange: true, error: "Password change required" } });
    expect(login.body.sessionToken).toBeUndefined();
    expect(login.headers.getSetCookie()).toEqual([]);

    const set = (body: Record<string, unknown>) => call("/api/super-admin/auth/set-password", { json: body });
    expect(await set({ email, newPassword: NEW_PASSWORD })).toMatchObject({ status: 400, body: { success: false, error: MSG.current } });
    expect(await set({ email: "nope", currentPassword: "x", newPassword: NEW_PASSWORD })).toMatchObject({
      status: 400,
      body: { error: MSG.validEmail },
    });
    expect(await set({ email, currentPassword: "Not-The-Printed-One-1", newPassword: NEW_PASSWORD })).toMatchObject({
      status: 401,
      body: { success: false, error: "Invalid email or password" },
    });
    expect(await set({ email, currentPassword: first.generated, newPassword: "password1" })).toMatchObject({
      status: 400,
      body: { error: MSG.passwordWeak },
    });
    // a company admin's credentials change no super administrator's password
    const admin = await createUser({ role: "admin" });
    expect((await set({ email: admin.email, currentPassword: admin.password, newPassword: NEW_PASSWORD })).status).toBe(401);

    const done = await set({ email: email.toUpperCase(), currentPassword: first.generated, newPassword: NEW_PASSWORD });
    expect(done).toMatchObject({ status: 200, body: { success: true, sessionToken: expect.any(String), expiresAt: expect.any(String) } });
    expect(done.headers.getSetCookie().some((c) => c.startsWith("academy_super="))).toBe(true);
    expect((await call("/api/super-admin/auth/check", { token: done.body.sessionToken })).status).toBe(200);
    expect((await call("/api/super-admin/auth/login", { json: { email, password: first.generated } })).status).toBe(401);
    const signedIn = await call("/api/super-admin/auth/login", { json: { email, password: NEW_PASSWORD } });
    expect(signedIn.body).toMatchObject({ success: true, sessionToken: expect.any(String) });

    // set-password works later too, and ends every session (the token of the first change included)
    const later = await set({ email, currentPassword: NEW_PASSWORD, newPassword: "Another-Lighthouse-2032" });
    expect(later.status).toBe(200);
    expect((await call("/api/super-admin/auth/check", { token: done.body.sessionToken })).status).toBe(401);
    expect((await call("/api/super-admin/auth/check", { token: signedIn.body.sessionToken })).status).toBe(401);

    const doc = await ((await openapi.loader()) as Response).json();
    const op = doc.paths["/super-admin/auth/set-password"].post;
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "429", "503"]));
    expect(op.servers).toEqual([expect.objectContaining({ url: "/api" })]);
    expect(doc.paths["/super-admin/auth/login"].post.responses["200"].description).toMatch(/requiresPasswordChange: true/);
  });

  it("a password chosen in SUPER_ADMIN_PASSWORD is the operator's: no forced change, nothing printed", async () => {
    process.env.SUPER_ADMIN_EMAIL = "Operator@Example.com";
    process.env.SUPER_ADMIN_PASSWORD = "Operator-Chosen-Passphrase-7";
    resetEnvCache();
    const first = await firstStart();
    expect(first).toMatchObject({ email: "operator@example.com", generated: null });
    expect(first.log).not.toContain("Operator-Chosen-Passphrase-7");
    expect((await row(first.email)).must_change_password).toBe(0);
    expect((await signIn(new Browser("198.51.100.73"), first.email, "Operator-Chosen-Passphrase-7")).location).toBe(HOME);
  });
});

describe("the Account screen", () => {
  const post = (b: Browser, form: Record<string, string>) =>
    run(account.action, b, ACCOUNT, { form: { intent: "change-password", ...form } });

  async function signedIn(address: string) {
    const sa = await createUser({ role: "super_admin" });
    const b = new Browser(address);
    expect((await signIn(b, sa.email, sa.password)).location).toBe(HOME);
    return { sa, b };
  }

  it("changes the password with the current one: wrong or weak refused beside the field; other sessions end; audited", async () => {
    const { sa, b } = await signedIn("198.51.100.81");
    const other = new Browser("198.51.100.82");
    expect((await signIn(other, sa.email, sa.password)).location).toBe(HOME);
    const token = (await call("/api/super-admin/auth/login", { json: { email: sa.email, password: sa.password } })).body.sessionToken;
    expect(await sessionsOf(sa.id)).toBe(3);

    const page = await run(account.loader, b, ACCOUNT);
    expect(page.data).toEqual({ email: sa.email });
    const before = await row(sa.email);

    const empty = await post(b, {});
    expect(empty.status).toBe(400);
    expect(empty.data.result.error).toMatchObject({ currentPassword: [MSG.currentPassword], newPassword: [MSG.newPassword] });
    const wrong = await post(b, { currentPassword: "Wrong-Password-123", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(401);
    expect(wrong.data.result.error).toEqual({ currentPassword: ["The password is not correct."] });
    expect(wrong.data.result.initialValue).toEqual({ intent: "change-password" });
    const weak = await post(b, { currentPassword: sa.password, newPassword: "password1", confirmPassword: "password1" });
    expect(weak.status).toBe(400);
    expect(weak.data.result.error).toEqual({ newPassword: [MSG.passwordWeak] });
    const same = await post(b, { currentPassword: sa.password, newPassword: sa.password, confirmPassword: sa.password });
    expect(same.data.result.error).toEqual({ newPassword: [MSG.samePassword] });
    const mismatch = await post(b, { currentPassword: sa.password, newPassword: NEW_PASSWORD, confirmPassword: "Other-Thing-2031" });
    expect(mismatch.data.result.error).toEqual({ confirmPassword: [MSG.mismatch] });
    expect(await row(sa.email)).toEqual(before);
    expect(await sessionsOf(sa.id)).toBe(3);

    const oldCookie = b.cookies.get("academy_super");
    const done = await post(b, { currentPassword: sa.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(done.location).toBe(ACCOUNT);
    expect((await flashOf(b))?.text).toBe("Your password was changed. Every other session of this account was signed out.");
    // this browser continues on a new session; the other browser and the API token are signed out
    expect(b.cookies.get("academy_super")).not.toBe(oldCookie);
    expect((await run(account.loader, b, ACCOUNT)).status).toBe(200);
    expect((await run(dashboard.loader, other, HOME)).location).toBe("/super-admin/login");
    expect((await call("/api/super-admin/auth/check", { token })).status).toBe(401);
    expect(await sessionsOf(sa.id)).toBe(1);

    const events = await eventsOf(sa.id);
    expect(events.filter((e) => e.action.startsWith("password.")).map((e) => [e.action, e.details])).toEqual([
      ["password.change_refused", '{"reason":"password"}'],
      ["password.changed", "{}"],
    ]);
    expect((await signIn(new Browser("198.51.100.83"), sa.email, sa.password)).status).toBe(401);
    expect((await signIn(new Browser("198.51.100.83"), sa.email, NEW_PASSWORD)).location).toBe(HOME);
  });

  it("checks the current password under the sign-in limits: the sixth try is refused unchecked, with Retry-After", async () => {
    const { sa, b } = await signedIn("198.51.100.91");
    for (let i = 0; i < 5; i++) {
      const r = await post(b, { currentPassword: `Wrong-Password-${i}`, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(r.status).toBe(401);
    }
    const right = await post(b, { currentPassword: sa.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(right.status).toBe(429);
    expect(right.data.failure).toBe(RATE_LIMIT_MESSAGE);
    expect(Number(right.headers.get("Retry-After"))).toBeGreaterThan(0);
    // one budget with signing in to that account
    expect((await signIn(new Browser("198.51.100.92"), sa.email, sa.password)).status).toBe(429);
    expect((await row(sa.email)).password_hash).not.toBeNull();
    const actions = (await eventsOf(sa.id)).map((e) => e.action);
    expect(actions.filter((a) => a === "password.change_refused")).toHaveLength(5);
    expect(actions).not.toContain("password.changed");
  });

  it("is the super administrator's only: signed out goes to the sign-in page, a company's admin gets 403", async () => {
    const out = await run(account.action, new Browser(), ACCOUNT, { form: { intent: "change-password" } });
    expect(out.location).toBe("/super-admin/login");
    const admin = await createUser({ role: "admin" });
    const b = new Browser("198.51.100.95");
    const adminLogin = await import("../../app/routes/admin/login");
    expect(
      (await run(adminLogin.action, b, "/admin/login", { form: { intent: "login", email: admin.email, password: admin.password } })).status,
    ).toBe(302);
    expect((await run(account.loader, b, ACCOUNT)).status).toBe(403);
  });
});
