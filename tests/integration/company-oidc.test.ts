/**
 * A company's own OpenID Connect provider (issue 29): configured on Settings → Single sign-on,
 * used from the company's login pages, against two real providers (oidc-provider) for two
 * companies. A code or a flow of one company's provider never signs anyone into the other.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as adminLogin from "../../app/routes/admin/login";
import * as sso from "../../app/routes/admin/sso";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as oidcCallback from "../../app/routes/public/sso-oidc-callback";
import * as oidcLogin from "../../app/routes/public/sso-oidc-login";
import * as intro from "../../app/routes/learner/training-intro";
import { identityProvider } from "../../app/domain/sso";
import { openSecret } from "../../app/server/identity/sso-secrets.server";
import { db } from "../../app/server/platform/db.server";
import { createCompany, createUser } from "../support/factory";
import { Browser, ORIGIN, run } from "../support/http";
import { signInAtProvider, startProvider, type TestProvider } from "../support/oidc-provider";

interface Tenant {
  co: { id: number; slug: string };
  base: string;
  provider: TestProvider;
  admin: Browser;
  adminEmail: string;
  adminPassword: string;
}

const accounts = (domain: string) => ({
  "new-sub": { email: `nina@${domain}`, email_verified: true, given_name: "Nina", family_name: "New" },
  "admin-sub": { email: `boss@${domain}`, email_verified: true, name: "Bo Boss" },
  "outsider-sub": { email: "olga@elsewhere.example", email_verified: true, name: "Olga Outside" },
  "unverified-sub": { email: `uma@${domain}`, email_verified: false, name: "Uma Unverified" },
  "seat-sub": { email: `sam@${domain}`, email_verified: true, name: "Sam Seat" },
});

async function tenant(domain: string, builtIn?: { slug: string; base: string }): Promise<Tenant> {
  const co = builtIn
    ? await db().selectFrom("companies").select(["id", "slug"]).where("slug", "=", builtIn.slug).executeTakeFirstOrThrow()
    : await createCompany();
  const base = builtIn?.base ?? `/company/${co.slug}`;
  const provider = await startProvider({
    accounts: accounts(domain),
    clientId: `client-${co.slug}`,
    clientSecret: `secret-${co.slug}`,
    redirectUris: [`${ORIGIN}${base}/sso/oidc/callback`],
  });
  const adminUser = await createUser({ role: "admin", company: co.slug, email: `boss@${domain}` });
  const admin = new Browser();
  const r = await run(adminLogin.action, admin, `${base}/admin/login`, {
    form: { intent: "login", email: adminUser.email, password: adminUser.password },
  });
  expect(r.location).toBe(`${base}/admin/dashboard`);
  return { co, base, provider, admin, adminEmail: adminUser.email, adminPassword: adminUser.password };
}

const ssoPath = (t: Tenant) => `${t.base}/admin/dashboard/settings/sso`;
const post = (t: Tenant, form: Record<string, string>) => run(sso.action, t.admin, ssoPath(t), { form });

async function configure(t: Tenant, domain: string) {
  const saved = await post(t, {
    intent: "oidc",
    issuer: t.provider.issuer,
    clientId: `client-${t.co.slug}`,
    clientSecret: `secret-${t.co.slug}`,
  });
  expect(saved.status).toBe(302);
  expect((await post(t, { intent: "access", allowedDomains: domain })).status).toBe(302);
}

/** The whole sign-in: our start link, the provider's screens, our callback. */
async function signIn(t: Tenant, account: string, b = new Browser(), start = `${t.base}/sso/oidc/login`) {
  const begun = await run(oidcLogin.loader, b, start);
  expect(begun.status).toBe(302);
  const back = await signInAtProvider(begun.location!, account);
  const done = await run(oidcCallback.loader, b, back.pathname + back.search);
  return { b, begun, back, done };
}

let a: Tenant;
let z: Tenant;

beforeAll(async () => {
  a = await tenant("alpha.example");
  z = await tenant("zulu.example");
  await configure(a, "alpha.example");
  await configure(z, "zulu.example");
});

afterAll(() => {
  a.provider.close();
  z.provider.close();
});

describe("a company's own OpenID Connect provider", () => {
  it("stores the client secret sealed, never shows it, audits the change without it", async () => {
    const row = await db().selectFrom("company_sso").selectAll().where("company_id", "=", a.co.id).executeTakeFirstOrThrow();
    expect(row.oidc_client_secret).not.toContain(`secret-${a.co.slug}`);
    expect(openSecret(row.oidc_client_secret!)).toBe(`secret-${a.co.slug}`);
    const page = await run(sso.loader, a.admin, ssoPath(a));
    expect(JSON.stringify(page.data)).not.toContain(`secret-${a.co.slug}`);
    expect(page.data.redirectUri).toBe(`${ORIGIN}${a.base}/sso/oidc/callback`);
    expect(page.data.sso.oidc).toEqual({ issuer: a.provider.issuer, clientId: `client-${a.co.slug}`, hasSecret: true });
    const events = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("company_id", "=", a.co.id)
      .where("action", "=", "sso.updated")
      .execute();
    expect(events.map((e) => e.details).join()).not.toContain(`secret-${a.co.slug}`);
    expect(events.map((e) => e.details).join()).toContain('"(set)"');
  });

  it("refuses an issuer whose discovery cannot be read, beside the field, nothing stored", async () => {
    const r = await post(a, { intent: "oidc", issuer: "http://127.0.0.1:1/nothing", clientId: "x", clientSecret: "y" });
    expect(r.status).toBe(400);
    expect(r.data.result.error.issuer).toEqual(["The issuer's discovery document could not be read. Please check the issuer URL."]);
    const row = await db().selectFrom("company_sso").select("oidc_issuer").where("company_id", "=", a.co.id).executeTakeFirstOrThrow();
    expect(row.oidc_issuer).toBe(a.provider.issuer);
  });

  it("shows the button on the company's login pages", async () => {
    const page = await run(employeeLogin.loader, new Browser(), `${a.base}/employee/login`);
    expect(page.data.sso).toEqual({ oidc: true, saml: false, required: false });
    const other = await createCompany();
    expect((await run(employeeLogin.loader, new Browser(), `/company/${other.slug}/employee/login`)).data.sso.oidc).toBe(false);
  });

  it("signs a new person in with PKCE and creates them as an employee just in time", async () => {
    const { b, begun, done } = await signIn(a, "new-sub");
    const auth = new URL(begun.location!);
    expect(auth.origin).toBe(a.provider.issuer);
    expect(auth.searchParams.get("code_challenge_method")).toBe("S256");
    expect(auth.searchParams.get("redirect_uri")).toBe(`${ORIGIN}${a.base}/sso/oidc/callback`);
    expect(done.status).toBe(302);
    expect(done.location).toBe(`${a.base}/training-intro`);
    const page = await run(intro.loader, b, `${a.base}/training-intro`);
    expect(page.status).toBe(200);
    const user = await db().selectFrom("users").selectAll().where("email", "=", "nina@alpha.example").executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      company_id: a.co.id,
      role: "employee",
      status: "active",
      first_name: "Nina",
      last_name: "New",
      password_hash: null,
    });
    const identity = await db().selectFrom("identities").selectAll().where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ provider: identityProvider(a.co.id, "oidc"), subject: "new-sub" });
    const actions = await db().selectFrom("audit_events").select("action").where("subject_user_id", "=", user.id).execute();
    expect(actions.map((e) => e.action)).toEqual(expect.arrayContaining(["employee.provisioned", "login.succeeded"]));

    // again: the same person, found by the linked subject
    await signIn(a, "new-sub");
    expect(await db().selectFrom("users").select("id").where("email", "=", "nina@alpha.example").execute()).toHaveLength(1);
  });

  it("signs the company's administrator in to the dashboard (matched by email)", async () => {
    const { done } = await signIn(a, "admin-sub");
    expect(done.location).toBe(`${a.base}/admin/dashboard`);
  });

  it("never lets one company's flow or code sign anyone into the other", async () => {
    // A's flow (cookie) and A's code, delivered to Z's callback
    const b = new Browser();
    const begun = await run(oidcLogin.loader, b, `${a.base}/sso/oidc/login`);
    const back = await signInAtProvider(begun.location!, "new-sub");
    const crossed = await run(oidcCallback.loader, b, `${z.base}/sso/oidc/callback${back.search}`);
    expect(crossed.status).toBe(403);
    expect(crossed.data.reason).toBe("failed");
    expect(b.cookies.has("academy_session")).toBe(false);

    // Z's own flow, answered with A's code and state
    const bz = new Browser();
    await run(oidcLogin.loader, bz, `${z.base}/sso/oidc/login`);
    const forged = await run(oidcCallback.loader, bz, `${z.base}/sso/oidc/callback${back.search}`);
    expect(forged.status).toBe(403);
    expect(bz.cookies.has("academy_session")).toBe(false);
    expect(
      await db().selectFrom("users").select("id").where("company_id", "=", z.co.id).where("email", "=", "nina@alpha.example").execute(),
    ).toEqual([]);
  });

  it("turns away an address outside the allowed domains, and an unverified one, with a clear page", async () => {
    const outsider = await signIn(a, "outsider-sub");
    expect(outsider.done.status).toBe(403);
    expect(outsider.done.data).toMatchObject({ reason: "domain", email: "olga@elsewhere.example" });
    const unverified = await signIn(a, "unverified-sub");
    expect(unverified.done.data.reason).toBe("no-email");
    expect(
      await db().selectFrom("users").select("id").where("email", "in", ["olga@elsewhere.example", "uma@alpha.example"]).execute(),
    ).toEqual([]);
    const refused = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("company_id", "=", a.co.id)
      .where("action", "=", "sso.refused")
      .execute();
    expect(refused.map((e) => JSON.parse(e.details))).toEqual(
      expect.arrayContaining([{ protocol: "oidc", reason: "domain", domain: "elsewhere.example" }]),
    );
  });

  it("creates no one when the seat limit is reached", async () => {
    const used = await db()
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("company_id", "=", a.co.id)
      .where("role", "=", "employee")
      .where("status", "!=", "deactivated")
      .executeTakeFirstOrThrow();
    await db()
      .updateTable("companies")
      .set({ max_employees: Number(used.n) })
      .where("id", "=", a.co.id)
      .execute();
    const { done } = await signIn(a, "seat-sub");
    expect(done.status).toBe(403);
    expect(done.data.reason).toBe("seats");
    expect(await db().selectFrom("users").select("id").where("email", "=", "sam@alpha.example").execute()).toEqual([]);
    await db().updateTable("companies").set({ max_employees: 100 }).where("id", "=", a.co.id).execute();
  });

  it("keeps a deactivated person out", async () => {
    await db().updateTable("users").set({ status: "deactivated" }).where("email", "=", "nina@alpha.example").execute();
    const { done } = await signIn(a, "new-sub");
    expect(done.data.reason).toBe("deactivated");
    await db().updateTable("users").set({ status: "active" }).where("email", "=", "nina@alpha.example").execute();
  });

  it("asks the provider for a fresh sign-in for the completion signature", async () => {
    const b = new Browser();
    const begun = await run(oidcLogin.loader, b, `${a.base}/sso/oidc/login?fresh=1&return=${encodeURIComponent(`${a.base}/quest/8/8`)}`);
    const auth = new URL(begun.location!);
    expect(auth.searchParams.get("prompt")).toBe("login");
    expect(auth.searchParams.get("max_age")).toBe("0");
    const back = await signInAtProvider(begun.location!, "new-sub");
    const done = await run(oidcCallback.loader, b, back.pathname + back.search);
    expect(done.location).toBe(`${a.base}/quest/8/8`);
    // a return address outside the company is ignored
    const away = await signIn(a, "new-sub", new Browser(), `${a.base}/sso/oidc/login?return=${encodeURIComponent("//evil.example/x")}`);
    expect(away.done.location).toBe(`${a.base}/training-intro`);
  });

  it("requires single sign-on of employees when asked: their password is refused, the administrator keeps theirs", async () => {
    const employee = await createUser({ company: z.co.slug, email: `pat@zulu.example` });
    const refusedWithout = await post(z, { intent: "access", allowedDomains: "", requireSso: "on" });
    expect(refusedWithout.status).toBe(400);
    expect((await post(z, { intent: "access", allowedDomains: "zulu.example", requireSso: "on" })).status).toBe(302);
    const page = await run(employeeLogin.loader, new Browser(), `${z.base}/employee/login`);
    expect(page.data.sso.required).toBe(true);
    const tried = await run(employeeLogin.action, new Browser(), `${z.base}/employee/login`, {
      form: { intent: "login", email: employee.email, password: employee.password },
    });
    expect(tried.status).toBe(403);
    expect(tried.data.failure.message).toMatch(/identity provider/);
    const breakGlass = await run(adminLogin.action, new Browser(), `${z.base}/admin/login`, {
      form: { intent: "login", email: z.adminEmail, password: z.adminPassword },
    });
    expect(breakGlass.location).toBe(`${z.base}/admin/dashboard`);
    const events = await db().selectFrom("audit_events").select("action").where("subject_user_id", "=", employee.id).execute();
    expect(events.map((e) => e.action)).toContain("login.sso_required");

    // removing the last provider ends the requirement (no one could sign in otherwise)
    expect((await post(z, { intent: "oidc-remove" })).status).toBe(302);
    const after = await run(employeeLogin.loader, new Browser(), `${z.base}/employee/login`);
    expect(after.data.sso).toEqual({ oidc: false, saml: false, required: false });
  });

  it.each([
    ["the CRO academy", { slug: "croacademy", base: "/croacademy" }],
    ["the main site", { slug: "main", base: "" }],
  ])("works the same in %s's context", async (_name, builtIn) => {
    const domain = `${builtIn.slug}-staff.example`;
    const t = await tenant(domain, builtIn);
    try {
      await configure(t, domain);
      const { done } = await signIn(t, "new-sub");
      expect(done.location).toBe(`${builtIn.base}/training-intro`);
      const user = await db()
        .selectFrom("users")
        .select(["company_id", "role"])
        .where("email", "=", `nina@${domain}`)
        .executeTakeFirstOrThrow();
      expect(user).toEqual({ company_id: t.co.id, role: "employee" });
    } finally {
      t.provider.close();
    }
  });
});
