/**
 * Sessions end when they must (issue 12, part 4): a cookie that was valid is refused after a
 * logout, a password change, the person's removal by the admin (deactivation) and the company's
 * suspension; it keeps working otherwise, idle and absolute timeouts are judged against the
 * clock (moved with vitest's fake time, never by waiting), and the cookie's flags are right.
 * Sign-in rotation and forged, expired and idle rows are in tests/integration/auth.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as employees from "../../app/routes/admin/employees";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as employeeLogout from "../../app/routes/learner/employee-logout";
import * as world from "../../app/routes/learner/world";
import { resetRateLimits } from "../../app/server/identity/rate-limit.server";
import { db } from "../../app/server/platform/db.server";
import { createCompany, createUser, type TestUser } from "../support/factory";
import { Browser, run } from "../support/http";

beforeEach(() => resetRateLimits());
afterEach(() => vi.useRealTimers());

/** A signed-in browser of the user at `{base}/employee/login` (or the admin login). */
async function signedIn(u: TestUser, base: string, path = "employee/login") {
  const b = new Browser();
  const mod = path === "employee/login" ? employeeLogin : await import("../../app/routes/admin/login");
  const r = await run(mod.action, b, `${base}/${path}`, { form: { intent: "login", email: u.email, password: u.password } });
  expect(r.status, `${u.email} signs in`).toBe(302);
  expect(b.cookies.get("academy_session")).toBeTruthy();
  return b;
}
/** Whether the browser's cookie still opens the world map. */
const worldOpens = async (b: Browser, base: string) => (await run(world.loader, b, `${base}/world`)).status === 200;
/** The same cookie in a fresh browser (what an attacker who copied it would send). */
const copyOf = (b: Browser) => {
  const c = new Browser("198.51.100.200");
  c.cookies.set("academy_session", b.cookies.get("academy_session")!);
  return c;
};

describe("an old cookie is refused", () => {
  it("after logout, also when it was copied before", async () => {
    const co = await createCompany();
    const base = `/company/${co.slug}`;
    const u = await createUser({ company: co.slug });
    const b = await signedIn(u, base);
    const copy = copyOf(b);
    expect(await worldOpens(copy, base)).toBe(true);
    await run(employeeLogout.action, b, `${base}/employee/logout`, { form: {} });
    expect(await worldOpens(copy, base)).toBe(false);
  });

  it("after a password change: every other session of the person ends", async () => {
    const co = await createCompany();
    const base = `/company/${co.slug}`;
    const u = await createUser({ company: co.slug });
    const earlier = await signedIn(u, base);
    expect(await worldOpens(earlier, base)).toBe(true);
    // the admin requires a new password; the person changes it on the sign-in page
    await db().updateTable("users").set({ must_change_password: 1 }).where("id", "=", u.id).execute();
    const b = new Browser();
    const change = await run(employeeLogin.action, b, `${base}/employee/login`, {
      form: {
        intent: "change-password",
        email: u.email,
        currentPassword: u.password,
        newPassword: "Another-Long-Password-51",
        confirmPassword: "Another-Long-Password-51",
      },
    });
    expect(change.status).toBe(302);
    expect(await worldOpens(b, base)).toBe(true);
    expect(await worldOpens(earlier, base)).toBe(false);
  });

  it("after the admin removes the person (deactivation)", async () => {
    const co = await createCompany();
    const base = `/company/${co.slug}`;
    const admin = await createUser({ company: co.slug, role: "admin" });
    const u = await createUser({ company: co.slug });
    const b = await signedIn(u, base);
    const a = await signedIn(admin, base, "admin/login");
    const removed = await run(employees.action, a, `${base}/admin/dashboard?index`, { form: { intent: "delete", employeeId: u.id } });
    expect(removed.status).toBeLessThan(400);
    expect(await worldOpens(b, base)).toBe(false);
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", u.id).execute()).toHaveLength(0);
  });

  it("while the company is suspended: the portal is unavailable (503), nothing of the person shown", async () => {
    const co = await createCompany();
    const base = `/company/${co.slug}`;
    const u = await createUser({ company: co.slug });
    const b = await signedIn(u, base);
    await db().updateTable("companies").set({ status: "suspended" }).where("id", "=", co.id).execute();
    const r = await run(world.loader, b, `${base}/world`);
    expect(r.status).toBe(503);
    expect(JSON.stringify(r.data ?? "")).not.toContain(u.email);
  });
});

describe("timeouts against the clock", () => {
  it("idle: the company's session timeout; absolute: the role's lifetime, however active", async () => {
    const co = await createCompany();
    const base = `/company/${co.slug}`;
    await db().updateTable("company_settings").set({ session_timeout_minutes: 60 }).where("company_id", "=", co.id).execute();
    const u = await createUser({ company: co.slug });
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const b = await signedIn(u, base);
    // active every 50 minutes: the idle timeout of 60 never strikes
    for (let i = 1; i <= 6; i++) {
      vi.setSystemTime(start + i * 50 * 60_000);
      expect(await worldOpens(b, base), `after ${i * 50} minutes`).toBe(true);
    }
    // 61 minutes without a request: signed out
    vi.setSystemTime(start + (300 + 61) * 60_000);
    expect(await worldOpens(b, base)).toBe(false);

    // the absolute lifetime of an employee's session (300 h) ends it even when active
    const c = await signedIn(u, base);
    const opened = Date.now();
    for (let h = 25; h < 300; h += 25) {
      vi.setSystemTime(opened + h * 3_600_000);
      // keep it active within the idle timeout
      await db().updateTable("sessions").set({ last_seen_at: new Date().toISOString() }).where("user_id", "=", u.id).execute();
      expect(await worldOpens(c, base), `after ${h} h`).toBe(true);
    }
    vi.setSystemTime(opened + 300 * 3_600_000 + 1000);
    await db().updateTable("sessions").set({ last_seen_at: new Date().toISOString() }).where("user_id", "=", u.id).execute();
    expect(await worldOpens(c, base)).toBe(false);
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/ and lives no longer than the session; Secure only behind HTTPS", async () => {
    const u = await createUser();
    const r = await run(employeeLogin.action, new Browser(), "/employee/login", {
      form: { intent: "login", email: u.email, password: u.password },
    });
    const cookie = r.headers.getSetCookie().find((c) => c.startsWith("academy_session="))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)?.[1])).toBe(300 * 3600);
    // PUBLIC_URL here is http://: no Secure flag (the HTTPS proxy case is tests/integration/server.test.ts)
    expect(cookie).not.toMatch(/; Secure/i);
  });
});
