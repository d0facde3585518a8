import { beforeEach, describe, expect, it } from "vitest";
import * as adminLogin from "../../app/routes/admin/login";
import * as adminLogout from "../../app/routes/admin/logout";
import * as adminDashboard from "../../app/routes/admin/dashboard";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as employeeLogout from "../../app/routes/learner/employee-logout";
import * as world from "../../app/routes/learner/world";
import * as superLogin from "../../app/routes/super-admin/login";
import * as superDashboard from "../../app/routes/super-admin/dashboard";
import * as superLogout from "../../app/routes/super-admin/logout";
import * as api from "../../app/routes/api/json";
import { db } from "../../app/server/platform/db.server";
import { workQueries } from "../support/queries";
import { scryptWork } from "../../app/server/identity/passwords.server";
import { env } from "../../app/server/platform/env.server";
import { ADDRESS_LIMIT, resetRateLimits } from "../../app/server/identity/rate-limit.server";
import { auditEventsAbout, createCompany, createUser, inviteUser, TEST_PASSWORD, rowCount } from "../support/factory";
import { Browser, run } from "../support/http";

const login = (b: Browser, path: string, email: string, password: string, mod = employeeLogin) =>
  run(mod.action, b, path, { form: { intent: "login", email, password } });

beforeEach(() => resetRateLimits());

describe("employee sign-in", () => {
  it("signs in, stores only a hash of the session token, and rotates the session on a second sign-in", async () => {
    const u = await createUser();
    const b = new Browser();
    const r = await login(b, "/employee/login", u.email, u.password);
    expect(r.status).toBe(302);
    expect(r.location).toBe("/training-intro");
    const setCookie = r.headers.getSetCookie().find((c) => c.startsWith("academy_session="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // PUBLIC_URL is http here
    const token = decodeURIComponent(b.cookies.get("academy_session")!);
    const sessions = await db().selectFrom("sessions").selectAll().where("user_id", "=", u.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0].id).not.toContain(token.replace(/"/g, ""));
    // 300 hours for employees
    const lifetime = Date.parse(sessions[0].expires_at) - Date.parse(sessions[0].created_at);
    expect(lifetime).toBe(300 * 3600 * 1000);

    const again = await login(b, "/employee/login", u.email, u.password);
    expect(again.status).toBe(302);
    const after = await db().selectFrom("sessions").select("id").where("user_id", "=", u.id).execute();
    expect(after).toHaveLength(1);
    expect(after[0].id).not.toBe(sessions[0].id);
  });

  it("already signed-in employees go to the training intro", async () => {
    const u = await createUser();
    const b = new Browser();
    await login(b, "/employee/login", u.email, u.password);
    const r = await run(employeeLogin.loader, b, "/employee/login");
    expect(r.status).toBe(302);
    expect(r.location).toBe("/training-intro");
  });

  it("answers the same message for an unknown email and a wrong password, and writes no session", async () => {
    const u = await createUser();
    const b = new Browser();
    const wrong = await login(b, "/employee/login", u.email, "not-the-password");
    const unknown = await login(b, "/employee/login", "nobody@test.example", "whatever-123");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.data.failure).toEqual({ heading: "Login Failed", message: "Invalid email or password" });
    expect(unknown.data.failure).toEqual(wrong.data.failure);
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", u.id).execute()).toHaveLength(0);
  });

  it("the CRO academy's employee login says 'CRO employee authentication failed. Please try again.' (spec: learner.md 8)", async () => {
    const u = await createUser({ company: "croacademy" });
    const b = new Browser();
    const wrong = await login(b, "/croacademy/employee/login", u.email, "not-the-password");
    const unknown = await login(b, "/croacademy/employee/login", "nobody@test.example", "whatever-123");
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.data.failure).toEqual({ heading: "Login Failed", message: "CRO employee authentication failed. Please try again." });
    }
    // the other contexts keep the server's text
    const main = await login(b, "/employee/login", "nobody@test.example", "whatever-123");
    expect(main.data.failure.message).toBe("Invalid email or password");
    expect((await login(b, "/croacademy/employee/login", u.email, u.password)).location).toBe("/croacademy/training-intro");
  });

  it("validates missing and malformed fields with the spec's messages (400)", async () => {
    const b = new Browser();
    const empty = await login(b, "/employee/login", "", "");
    expect(empty.status).toBe(400);
    expect(empty.data.result.error[""]).toEqual(["Please enter both email and password"]);
    const bad = await login(b, "/employee/login", "not-an-email", "x");
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.email).toEqual(["Please enter a valid email address"]);
  });

  it("rate-limits per account with 429, a clear message and Retry-After: the correct password is refused while locked", async () => {
    const u = await createUser();
    const b = new Browser("198.51.100.20");
    for (let i = 0; i < 5; i++) expect((await login(b, "/employee/login", u.email, "wrong-password")).status).toBe(401);
    const blocked = await login(b, "/employee/login", u.email, u.password);
    expect(blocked.status).toBe(429);
    expect(blocked.data.failure.message).toBe("Too many sign-in attempts. Please wait 15 minutes and try again.");
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", u.id).execute()).toHaveLength(0);
    // another account from the same address is not locked by this one
    const other = await createUser();
    expect((await login(b, "/employee/login", other.email, other.password)).status).toBe(302);
  });

  it("a burst of parallel guesses gets only the allowance checked; the rest is refused without hashing", async () => {
    const u = await createUser();
    const b = new Browser("198.51.100.21");
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => login(b, "/employee/login", u.email, "wrong-password").then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    // exactly five passwords were checked (each failed check of a known account is audited)
    expect(await auditEventsAbout(u.id, "login.failed")).toHaveLength(5);
    expect((await login(new Browser("198.51.100.22"), "/employee/login", u.email, u.password)).status).toBe(429);
  });

  it("refuses deactivated accounts and accounts of another role", async () => {
    const off = await createUser({ status: "deactivated" });
    const admin = await createUser({ role: "admin" });
    const b = new Browser();
    expect((await login(b, "/employee/login", off.email, off.password)).status).toBe(401);
    expect((await login(b, "/employee/login", admin.email, admin.password)).status).toBe(401);
  });

  it("switches to set-password mode when a password change is required, then signs in", async () => {
    const u = await createUser({ mustChangePassword: true });
    const b = new Browser();
    const first = await login(b, "/employee/login", u.email, u.password);
    expect(first.status).toBe(200);
    expect(first.data.mode).toBe("change-password");
    expect(b.cookies.has("academy_session")).toBe(false);
    const mismatch = await run(employeeLogin.action, b, "/employee/login", {
      form: {
        intent: "change-password",
        email: u.email,
        currentPassword: u.password,
        newPassword: "A-New-Password-42",
        confirmPassword: "Different-42",
      },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.data.result.error.confirmPassword).toEqual(["Passwords do not match"]);
    const done = await run(employeeLogin.action, b, "/employee/login", {
      form: {
        intent: "change-password",
        email: u.email,
        currentPassword: u.password,
        newPassword: "A-New-Password-42",
        confirmPassword: "A-New-Password-42",
      },
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/training-intro");
    const row = await db().selectFrom("users").select("must_change_password").where("id", "=", u.id).executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(0);
  });
});

describe("password hashes of older parameters", () => {
  it("a sign-in stores a hash with the current parameters; a wrong password changes nothing", async () => {
    const u = await createUser();
    // the same password hashed as an older setting would have (N=2^13, p=10)
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const old = `scrypt$8192$8$10$${salt.toString("base64")}$${scryptSync(u.password, salt, 32, { N: 8192, r: 8, p: 10, maxmem: 2 ** 26 }).toString("base64")}`;
    await db().updateTable("users").set({ password_hash: old }).where("id", "=", u.id).execute();
    const stored = async () =>
      (await db().selectFrom("users").select("password_hash").where("id", "=", u.id).executeTakeFirstOrThrow()).password_hash;

    expect((await login(new Browser(), "/employee/login", u.email, "Wrong-Password-2026")).status).toBe(401);
    expect(await stored()).toBe(old);
    expect((await login(new Browser(), "/employee/login", u.email, u.password)).status).toBe(302);
    const upgraded = await stored();
    expect(upgraded).toMatch(new RegExp(`^scrypt\\$${2 ** env().PASSWORD_SCRYPT_COST}\\$8\\$1\\$`));
    // and it signs in with the new hash, which is kept
    expect((await login(new Browser(), "/employee/login", u.email, u.password)).status).toBe(302);
    expect(await stored()).toBe(upgraded);
  });
});

describe("password hashing threads", () => {
  // The pages go first when the cores are short: scrypt runs in threads of nice 10 (Linux keeps a
  // nice value per thread), the thread serving requests keeps the process's.
  it.runIf(process.platform === "linux")("hashes in a thread of lower priority than the serving thread", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const u = await createUser();
    expect((await login(new Browser(), "/employee/login", u.email, u.password)).status).toBe(302);
    const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
    const nices = readdirSync("/proc/self/task").map((tid) => niceOf(readFileSync(`/proc/self/task/${tid}/stat`, "utf8")));
    expect(niceOf(readFileSync("/proc/thread-self/stat", "utf8"))).toBe(0);
    expect(nices).toContain(10);
  });
});

describe("invitations", () => {
  it("lets an invited employee set a password once; the token is single use", async () => {
    const inv = await inviteUser();
    const b = new Browser();
    const view = await run(employeeLogin.loader, b, `/employee/login?token=${inv.token}`);
    expect(view.data.email).toBe(inv.email);
    const set = await run(employeeLogin.action, b, "/employee/login", {
      form: { intent: "set-password", token: inv.token, newPassword: "Fresh-Password-2026", confirmPassword: "Fresh-Password-2026" },
    });
    expect(set.status).toBe(302);
    expect(set.location).toBe("/training-intro");
    const user = await db().selectFrom("users").select(["status", "password_hash"]).where("id", "=", inv.id).executeTakeFirstOrThrow();
    expect(user.status).toBe("active");
    // scrypt with r=8, p=1 at the configured cost (OWASP's 2^17 by default, lowered in tests)
    expect(user.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** env().PASSWORD_SCRYPT_COST}\\$8\\$1\\$`));
    const inv2 = await db()
      .selectFrom("invitations")
      .select(["used_at", "token_hash"])
      .where("user_id", "=", inv.id)
      .executeTakeFirstOrThrow();
    expect(inv2.used_at).not.toBeNull();
    expect(inv2.token_hash).not.toContain(inv.token);

    const again = await run(employeeLogin.loader, new Browser(), `/employee/login?token=${inv.token}`);
    expect(again.data.invitationError).toBe(
      "This invitation has already been used. Please contact your administrator for a new invitation.",
    );
    const replay = await run(employeeLogin.action, new Browser(), "/employee/login", {
      form: { intent: "set-password", token: inv.token, newPassword: "Other-Password-2026", confirmPassword: "Other-Password-2026" },
    });
    expect(replay.status).toBe(400);
    expect(replay.data.failure.heading).toBe("Setup Failed");
  });

  it("answers the spec's messages for tampered, expired and wrong-role tokens", async () => {
    const b = new Browser();
    const tampered = await run(adminLogin.loader, b, "/admin/login?token=not-a-real-token");
    expect(tampered.data.invitationError).toBe(
      "Invitation token not found in database. This invitation may be invalid or may have been deleted.",
    );
    const employeeInvite = await inviteUser();
    const wrongRole = await run(adminLogin.loader, b, `/admin/login?token=${employeeInvite.token}`);
    expect(wrongRole.data.invitationError).toBe("This invitation is not for an admin account. Please use the correct invitation link.");
    const expiring = await inviteUser({ role: "admin" });
    await db()
      .updateTable("invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", expiring.id)
      .execute();
    const expired = await run(adminLogin.loader, b, `/admin/login?token=${expiring.token}`);
    expect(expired.data.invitationError).toBe("This invitation has expired. Please contact your administrator for a new invitation.");
    const post = await run(adminLogin.action, b, "/admin/login", {
      form: { intent: "set-password", token: expiring.token, newPassword: "Fresh-Password-2026", confirmPassword: "Fresh-Password-2026" },
    });
    expect(post.status).toBe(400);
    const still = await db().selectFrom("users").select("status").where("id", "=", expiring.id).executeTakeFirstOrThrow();
    expect(still.status).toBe("invited");
  });

  it("guessed tokens use up the address's sign-in allowance: then 429, even for a right token, while another address goes on", async () => {
    const inv = await inviteUser();
    const setPassword = (b: Browser, token: string) =>
      run(employeeLogin.action, b, "/employee/login", {
        form: { intent: "set-password", token, newPassword: "Fresh-Password-2026", confirmPassword: "Fresh-Password-2026" },
      });
    const guesser = new Browser("198.51.100.61");
    for (let i = 0; i < ADDRESS_LIMIT; i++) expect((await setPassword(guesser, `guess-${i}`)).status).toBe(400);
    const refused = await setPassword(guesser, inv.token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(JSON.stringify(refused.data)).toContain("Too many attempts. Please wait 15 minutes and try again.");
    const invited = await db().selectFrom("users").select("status").where("id", "=", inv.id).executeTakeFirstOrThrow();
    expect(invited.status).toBe("invited");
    expect((await setPassword(new Browser("198.51.100.62"), inv.token)).status).toBe(302);
  });

  it("refuses a mismatched or common password without writing anything", async () => {
    const inv = await inviteUser({ role: "admin" });
    const b = new Browser();
    const mismatch = await run(adminLogin.action, b, "/admin/login", {
      form: { intent: "set-password", token: inv.token, newPassword: "Fresh-Password-2026", confirmPassword: "nope" },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.data.result.error.confirmPassword).toEqual(["Passwords do not match"]);
    const common = await run(adminLogin.action, b, "/admin/login", {
      form: { intent: "set-password", token: inv.token, newPassword: "password123", confirmPassword: "password123" },
    });
    expect(common.status).toBe(400);
    const inv2 = await db().selectFrom("invitations").select("used_at").where("user_id", "=", inv.id).executeTakeFirstOrThrow();
    expect(inv2.used_at).toBeNull();
  });

  it("an invited admin sets a password and sees the success message before the dashboard", async () => {
    const inv = await inviteUser({ role: "admin" });
    const b = new Browser();
    const set = await run(adminLogin.action, b, "/admin/login", {
      form: { intent: "set-password", token: inv.token, newPassword: "Admin-Password-2026", confirmPassword: "Admin-Password-2026" },
    });
    expect(set.location).toBe("/admin/login?welcome=1");
    const welcome = await run(adminLogin.loader, b, "/admin/login?welcome=1");
    expect(welcome.data.welcome).toBe("/admin/dashboard");
    const dash = await run(adminDashboard.loader, b, "/admin/dashboard");
    expect(dash.status).toBe(200);
    expect(dash.data.admin.email).toBe(inv.email);
  });

  it("a token of another tenant is not found here", async () => {
    const inv = await inviteUser({ company: "croacademy" });
    const r = await run(employeeLogin.loader, new Browser(), `/employee/login?token=${inv.token}`);
    expect(r.data.invitationError).toMatch(/^Invitation token not found/);
  });
});

describe("sessions, tenants and gates", () => {
  it("a session of one tenant reads as signed out on another tenant's pages", async () => {
    const u = await createUser({ company: "croacademy" });
    const b = new Browser();
    expect((await login(b, "/croacademy/employee/login", u.email, u.password)).location).toBe("/croacademy/training-intro");
    expect((await run(world.loader, b, "/croacademy/world")).status).toBe(200);
    const other = await run(world.loader, b, "/world");
    expect(other.status).toBe(302);
    expect(other.location).toBe("/employee/login");
    // and cannot sign in to another tenant with the same credentials
    expect((await login(new Browser(), "/employee/login", u.email, u.password)).status).toBe(401);
  });

  it("forged, expired and idle sessions are signed out, never a server error", async () => {
    const forged = new Browser();
    forged.cookies.set("academy_session", "Imdhcm%2BhZ2Ui");
    expect((await run(world.loader, forged, "/world")).location).toBe("/employee/login");
    const garbage = new Browser();
    garbage.cookies.set("academy_session", "%%%not-base64");
    expect((await run(world.loader, garbage, "/world")).location).toBe("/employee/login");

    const u = await createUser();
    const b = new Browser();
    await login(b, "/employee/login", u.email, u.password);
    await db()
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", u.id)
      .execute();
    expect((await run(world.loader, b, "/world")).location).toBe("/employee/login");
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", u.id).execute()).toHaveLength(0);

    const v = await createUser();
    const c = new Browser();
    await login(c, "/employee/login", v.email, v.password);
    // the company's sessionTimeoutMinutes (480 by default) is the idle timeout
    await db()
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - 481 * 60_000).toISOString() })
      .where("user_id", "=", v.id)
      .execute();
    expect((await run(world.loader, c, "/world")).location).toBe("/employee/login");
  });

  it("the admin context sends unauthenticated learners to the admin login", async () => {
    const r = await run(world.loader, new Browser(), "/croacademy/world?admin=true");
    expect(r.location).toBe("/croacademy/admin/login");
    const emp = await run(world.loader, new Browser(), "/company/acme-none/world");
    expect(emp.status).toBe(404);
  });

  it("logout deletes the session row and goes where the spec says", async () => {
    const u = await createUser();
    const b = new Browser();
    await login(b, "/employee/login", u.email, u.password);
    const out = await run(employeeLogout.action, b, "/employee/logout", { form: {} });
    expect(out.location).toBe("/");
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", u.id).execute()).toHaveLength(0);

    const a = await createUser({ role: "admin", company: "croacademy" });
    const ab = new Browser();
    expect((await login(ab, "/croacademy/admin/login", a.email, a.password, adminLogin as never)).location).toBe(
      "/croacademy/admin/dashboard",
    );
    const lifetime = await db()
      .selectFrom("sessions")
      .select(["created_at", "expires_at"])
      .where("user_id", "=", a.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(lifetime.expires_at) - Date.parse(lifetime.created_at)).toBe(7 * 24 * 3600 * 1000);
    const aout = await run(adminLogout.action, ab, "/croacademy/admin/logout", { form: {} });
    expect(aout.location).toBe("/croacademy/admin/login");
    expect((await run(adminDashboard.loader, ab, "/croacademy/admin/dashboard")).location).toBe("/croacademy/admin/login");
  });

  it("super admin signs in (24 h session), reaches the dashboard and signs out", async () => {
    const sa = await createUser({ role: "super_admin" });
    const b = new Browser();
    const bad = await login(b, "/super-admin/login", sa.email, "wrong-password", superLogin as never);
    expect(bad.status).toBe(401);
    expect(bad.data.failure.heading).toBe("Authentication Failed");
    const ok = await login(b, "/super-admin/login", sa.email, sa.password, superLogin as never);
    expect(ok.location).toBe("/super-admin/dashboard");
    const s = await db()
      .selectFrom("sessions")
      .select(["created_at", "expires_at", "company_id"])
      .where("user_id", "=", sa.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(s.expires_at) - Date.parse(s.created_at)).toBe(24 * 3600 * 1000);
    expect(s.company_id).toBeNull();
    expect((await run(superDashboard.loader, b, "/super-admin/dashboard")).data.email).toBe(sa.email);
    // a super admin session is not a company session
    expect((await run(world.loader, b, "/world")).location).toBe("/employee/login");
    await run(superLogout.action, b, "/super-admin/logout", { form: {} });
    expect((await run(superDashboard.loader, b, "/super-admin/dashboard")).location).toBe("/super-admin/login");
  });

  it("writes sign-ins to the append-only audit trail", async () => {
    const u = await createUser();
    await login(new Browser(), "/employee/login", u.email, u.password);
    const ev = await db()
      .selectFrom("audit_events")
      .selectAll()
      .where("subject_user_id", "=", u.id)
      .where("action", "=", "login.succeeded")
      .executeTakeFirstOrThrow();
    await expect(db().updateTable("audit_events").set({ action: "x" }).where("id", "=", ev.id).execute()).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom("audit_events").where("id", "=", ev.id).execute()).rejects.toThrow(/append-only/);
  });
});

describe("enumeration: known and unknown emails do the same work", () => {
  /** The queries, audit rows and scrypt work one sign-in costs (counted, never timed), with its answer. */
  async function cost(attempt: () => Promise<{ status: number; data: unknown }>) {
    const audits = () => rowCount("audit_events");
    const [q0, w0, a0] = [workQueries(), scryptWork(), await audits()];
    const r = await attempt();
    const [q1, w1] = [workQueries(), scryptWork()];
    const a1 = await audits();
    return {
      status: r.status,
      answer: r.data,
      queries: q1 - q0,
      audits: a1 - a0,
      hashes: w1.runs - w0.runs,
      blocks: w1.blocks - w0.blocks,
    };
  }

  it("a wrong password, an account without a password and an unknown email: the same answer, queries, audit writes and scrypt work, on every sign-in page and the API", async () => {
    const co = await createCompany();
    const base = `/company/${co.slug}`;
    const people = {
      employee: { known: await createUser({ company: co.slug }), invited: await createUser({ company: co.slug, status: "invited" }) },
      admin: {
        known: await createUser({ company: co.slug, role: "admin" }),
        invited: await createUser({ company: co.slug, role: "admin", status: "invited" }),
      },
      super_admin: { known: await createUser({ role: "super_admin" }), invited: null },
    };
    const pages = [
      { who: "employee", path: `${base}/employee/login`, mod: employeeLogin, api: `/api${base}/auth/login` },
      { who: "admin", path: `${base}/admin/login`, mod: adminLogin, api: `/api${base}/admin/auth/login` },
      { who: "super_admin", path: "/super-admin/login", mod: superLogin, api: "/api/super-admin/auth/login" },
    ] as const;
    let address = 0;
    for (const page of pages) {
      const { known, invited } = people[page.who];
      const emails = { known: known.email, invited: invited?.email, unknown: `nobody-${page.who}@${co.slug}.example` };
      for (const via of ["page", "api"] as const) {
        const attempt = (email: string) => () => {
          const b = new Browser(`10.77.${via === "page" ? 1 : 2}.${++address}`);
          return via === "page"
            ? login(b, page.path, email, "Wrong-Password-123", page.mod as never)
            : run(api.action, b, page.api, {
                form: { email, password: "Wrong-Password-123" },
                params: { "*": page.api.replace(/^\/api(\/company\/[^/]+)?\//, "") },
              });
        };
        await attempt(emails.unknown)(); // the tenant and the statements warm, as for any later request
        const costs = [];
        for (const [kind, email] of Object.entries(emails)) {
          if (!email) continue;
          const c = await cost(attempt(email));
          // the answer with the email typed taken out (the form echoes it)
          costs.push({ kind, ...c, answer: JSON.stringify(c.answer).replaceAll(email, "EMAIL") });
        }
        const [first, ...others] = costs;
        expect(first.status, `${page.who} ${via}`).toBe(401);
        expect(first.hashes, `${page.who} ${via}: one scrypt`).toBe(1);
        expect(first.audits, `${page.who} ${via}: one audit event`).toBe(1);
        for (const other of others) {
          const label = `${page.who} by ${via}: ${other.kind} against ${first.kind}`;
          expect({ ...other, kind: first.kind }, label).toEqual(first);
        }
      }
    }
  });
});

export { TEST_PASSWORD };
