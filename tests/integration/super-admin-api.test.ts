/**
 * The super administrator's JSON calls (spec/administration.md 7.4): the bearer token flow, every
 * call with good and bad input, the gates (company sessions 403, signed out 401), the platform
 * calls existing under /api only, and every answer documented in /api/openapi.json.
 */
import { describe, expect, it } from "vitest";
import * as openapi from "../../app/routes/api/openapi";
import { API_ROUTES } from "../../app/routes/api/api.server";
import { db } from "../../app/server/platform/db.server";
import { createCompany, createUser, unique, rowCount } from "../support/factory";
import { callApi as call } from "../support/api";

async function superToken() {
  const sa = await createUser({ role: "super_admin", firstName: "Sam", lastName: "Super" });
  const r = await call("/api/super-admin/auth/login", { json: { email: sa.email, password: sa.password } });
  expect(r.status).toBe(200);
  return { sa, token: r.body.sessionToken as string };
}

async function companyToken(role: "admin" | "employee", company = "main") {
  const u = await createUser({ role, company });
  const prefix = company === "main" ? "/api" : company === "croacademy" ? "/api/croacademy" : `/api/company/${company}`;
  const r = await call(`${prefix}/${role === "admin" ? "admin/" : ""}auth/login`, { json: { email: u.email, password: u.password } });
  expect(r.status).toBe(200);
  return {
    user: u,
    token: r.body.sessionToken as string,
    cookie: r.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  };
}

const newCompany = (over: Record<string, unknown> = {}) => {
  const slug = unique("api-co");
  return {
    companyName: `Api ${slug}`,
    contactEmail: `privacy@${slug}.example`,
    subdomain: slug,
    adminFirstName: "Ada",
    adminLastName: "Admin",
    adminEmail: `ada@${slug}.example`,
    ...over,
  };
};

const count = rowCount;
const companyRow = (id: number) => db().selectFrom("companies").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const usersOf = (companyId: number) =>
  db().selectFrom("users").select(["id", "email", "role", "status"]).where("company_id", "=", companyId).orderBy("id").execute();
const auditOf = (companyId: number) =>
  db().selectFrom("audit_events").select(["action", "actor_user_id"]).where("company_id", "=", companyId).orderBy("id").execute();

const SUPER_ROUTES = API_ROUTES.filter((r) => r.access === "super_admin");
const PLATFORM_ROUTES = API_ROUTES.filter((r) => r.platform);
const concrete = (path: string, id = "999999") => path.replace(":id", id).replace(":provider", "google");

describe("super administrator's session", () => {
  it("login → check → calls → logout → 401, with the bearer token and the academy_super cookie", async () => {
    const sa = await createUser({ role: "super_admin", firstName: "Sam", lastName: "Super" });
    expect(await call("/api/super-admin/auth/login", { json: {} })).toMatchObject({
      status: 400,
      body: { success: false, error: "Please enter both email and password" },
    });
    expect(await call("/api/super-admin/auth/login", { json: { email: "nope", password: "x" } })).toMatchObject({
      status: 400,
      body: { success: false, error: "Please enter a valid email address" },
    });
    expect(await call("/api/super-admin/auth/login", { json: { email: sa.email, password: "Wrong-Password-1" } })).toMatchObject({
      status: 401,
      body: { success: false, error: "Invalid email or password" },
    });
    // a company admin's credentials are no super administrator's
    const admin = await createUser({ role: "admin" });
    expect((await call("/api/super-admin/auth/login", { json: { email: admin.email, password: admin.password } })).status).toBe(401);

    const login = await call("/api/super-admin/auth/login", { json: { email: sa.email.toUpperCase(), password: sa.password } });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({
      success: true,
      user: { id: sa.id, firstName: "Sam", lastName: "Super", email: sa.email, role: "super_admin" },
      sessionToken: expect.any(String),
      expiresAt: expect.any(String),
    });
    const hours = (Date.parse(login.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith("academy_super="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    const token = login.body.sessionToken as string;

    const check = await call("/api/super-admin/auth/check", { token });
    expect(check).toMatchObject({ status: 200, body: { user: { id: sa.id, email: sa.email, role: "super_admin" } } });
    expect((await call("/api/super-admin/auth/check", { cookie: cookie.split(";")[0] })).status).toBe(200);
    expect((await call("/api/super-admin/companies", { token })).status).toBe(200);
    // the super administrator's token is no company session
    expect((await call("/api/admin/employees", { token })).status).toBe(401);
    expect((await call("/api/auth/check", { token })).status).toBe(401);

    const out = await call("/api/super-admin/auth/logout", { token, method: "POST" });
    expect(out).toMatchObject({ status: 200, body: { success: true } });
    expect(out.headers.getSetCookie().some((c) => /^academy_super=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    for (const r of SUPER_ROUTES) {
      const path = `/api/${concrete(r.paths[0])}`;
      expect(await call(path, { token, method: r.method }), `${r.method} ${path}`).toMatchObject({
        status: 401,
        body: { error: "Not authenticated" },
      });
    }
    // the cookie of the same session ended with it
    expect((await call("/api/super-admin/auth/check", { cookie: cookie.split(";")[0] })).status).toBe(401);
  });

  it("company admins and employees get 403 on every super-administrator call (bearer and cookie), the signed-out 401", async () => {
    const co = await createCompany();
    const who = [
      await companyToken("admin"),
      await companyToken("employee"),
      await companyToken("admin", "croacademy"),
      await companyToken("employee", co.slug),
    ];
    const before = await count("audit_events");
    expect(SUPER_ROUTES.length).toBe(11);
    for (const r of SUPER_ROUTES) {
      for (const p of r.paths) {
        const path = `/api/${concrete(p, String(co.id))}`;
        const json = r.method === "GET" ? undefined : { confirmSubdomain: co.slug, firstName: "X", lastName: "Y", email: "x@y.example" };
        for (const w of who) {
          expect(await call(path, { method: r.method, token: w.token, json }), `${r.method} ${path} bearer`).toMatchObject({
            status: 403,
            body: { error: "System administrators only." },
          });
          expect((await call(path, { method: r.method, cookie: w.cookie, json })).status, `${r.method} ${path} cookie`).toBe(403);
        }
        expect(await call(path, { method: r.method, json }), `${r.method} ${path} signed out`).toMatchObject({
          status: 401,
          body: { error: "Not authenticated" },
        });
        expect((await call(path, { method: r.method, json, token: "forged-token" })).status).toBe(401);
      }
    }
    // nothing happened to the company
    expect((await companyRow(co.id)).deleted_at).toBeNull();
    expect(await count("audit_events")).toBe(before);
    // and their own sessions still work
    for (const w of who.slice(0, 2)) expect((await call("/api/auth/check", { token: w.token })).status).toBe(200);
  });

  it("the platform calls exist under /api only: 404 under /api/croacademy and /api/company/{subdomain}", async () => {
    const { token } = await superToken();
    const co = await createCompany();
    expect(PLATFORM_ROUTES.length).toBeGreaterThanOrEqual(10);
    for (const r of PLATFORM_ROUTES) {
      for (const p of r.paths) {
        for (const prefix of ["/api/croacademy", `/api/company/${co.slug}`, "/api/company/setup", "/api/company/login"]) {
          const path = `${prefix}/${concrete(p, String(co.id))}`;
          const json = r.method === "GET" ? undefined : {};
          expect(await call(path, { method: r.method, token, json }), `${r.method} ${path}`).toMatchObject({
            status: 404,
            body: { error: "Not found" },
          });
        }
      }
    }
    // and the other calls still exist in every context
    expect((await call("/api/croacademy/auth/login", { json: {} })).status).toBe(400);
    expect((await call(`/api/company/${co.slug}/auth/login`, { json: {} })).status).toBe(400);
  });
});

describe("companies", () => {
  it("creates a company with an invited admin (201), audited; refuses bad input (400) and a taken subdomain (409)", async () => {
    const { sa, token } = await superToken();
    const input = newCompany({ subdomain: "  Api_Helix  ", maxEmployees: 40, accountType: "trial", trialDurationDays: 14 });
    const created = await call("/api/super-admin/companies", { token, json: input });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      company: {
        id: expect.any(Number),
        name: input.companyName,
        subdomain: "apihelix",
        status: "trial",
        adminLoginPath: "/company/apihelix/admin/login",
      },
      admin: { id: expect.any(Number), email: input.adminEmail },
      adminInvitationLink: expect.stringMatching(/^http:\/\/localhost:3000\/company\/apihelix\/admin\/login\?token=/),
    });
    const id = created.body.company.id as number;
    const row = await companyRow(id);
    expect(row).toMatchObject({ name: input.companyName, contact_email: input.contactEmail, status: "trial", max_employees: 40 });
    expect((Date.parse(row.trial_ends_at!) - Date.parse(row.created_at)) / 86_400_000).toBe(14);
    expect(await usersOf(id)).toEqual([{ id: created.body.admin.id, email: input.adminEmail, role: "admin", status: "invited" }]);
    expect(await db().selectFrom("email_outbox").select("to_address").where("company_id", "=", id).execute()).toEqual([
      { to_address: input.adminEmail },
    ]);
    expect(await auditOf(id)).toEqual(
      expect.arrayContaining([
        { action: "company.created", actor_user_id: sa.id },
        { action: "admin.added", actor_user_id: sa.id },
      ]),
    );

    // a full account, with the defaults
    const full = await call("/api/super-admin/companies", { token, json: newCompany({ accountType: "active" }) });
    expect(full.status).toBe(201);
    expect(await companyRow(full.body.company.id)).toMatchObject({ status: "active", trial_ends_at: null, max_employees: 100 });

    const before = { companies: await count("companies"), users: await count("users"), mail: await count("email_outbox") };
    const bad: [Record<string, unknown>, string, string][] = [
      [{}, "companyName", "Please enter the company name"],
      [newCompany({ companyName: "  " }), "companyName", "Please enter the company name"],
      [newCompany({ contactEmail: "nope" }), "contactEmail", "Please enter a valid contact email address"],
      [newCompany({ subdomain: "!!" }), "subdomain", "Please enter a subdomain: letters, digits and hyphens"],
      [newCompany({ subdomain: "api" }), "subdomain", "This subdomain is reserved. Please choose another."],
      [newCompany({ subdomain: "Setup" }), "subdomain", "This subdomain is reserved. Please choose another."],
      [newCompany({ adminFirstName: "" }), "adminFirstName", "Please enter the administrator's first name"],
      [newCompany({ adminLastName: 5 }), "adminLastName", "Please enter the administrator's last name"],
      [newCompany({ adminEmail: "x@" }), "adminEmail", "Please enter a valid administrator email address"],
      [newCompany({ maxEmployees: 0 }), "maxEmployees", "Max employees must be a number from 1 to 10000"],
      [newCompany({ maxEmployees: 10_001 }), "maxEmployees", "Max employees must be a number from 1 to 10000"],
      [newCompany({ accountType: "suspended" }), "accountType", "Please choose trial, active or suspended"],
      [newCompany({ trialDurationDays: 366 }), "trialDurationDays", "Trial duration must be from 1 to 365 days"],
      [newCompany({ primaryColor: "red" }), "primaryColor", "Please choose a colour as #RRGGBB"],
    ];
    for (const [json, field, error] of bad) {
      expect(await call("/api/super-admin/companies", { token, json }), JSON.stringify(json)).toMatchObject({
        status: 400,
        body: { error, field },
      });
    }
    const taken = await call("/api/super-admin/companies", { token, json: newCompany({ subdomain: "APIHELIX" }) });
    expect(taken).toMatchObject({
      status: 409,
      body: { error: "Failed to create company: This subdomain is already taken. Please choose another.", field: "subdomain" },
    });
    expect((await call("/api/super-admin/companies", { token, json: newCompany({ subdomain: "main" }) })).body.error).toBe(
      "This subdomain is reserved. Please choose another.",
    );
    expect({ companies: await count("companies"), users: await count("users"), mail: await count("email_outbox") }).toEqual(before);
  });

  it("refuses a company like an existing one (400 with the field) unless allowLookAlike is true, which is audited (issue 24)", async () => {
    const { token } = await superToken();
    const first = newCompany();
    expect((await call("/api/super-admin/companies", { token, json: first })).status).toBe(201);
    const like = newCompany({ companyName: first.companyName.toUpperCase(), subdomain: `${first.subdomain}x` });
    expect(await call("/api/super-admin/companies", { token, json: like })).toMatchObject({
      status: 400,
      body: {
        error: "Failed to create company: A company with this name already exists. Please choose another name.",
        field: "companyName",
      },
    });
    /** Creates the company although it looks like another; answers the look-alikes its audit event names. */
    const createdAnyway = async (json: Record<string, unknown>) => {
      const created = await call("/api/super-admin/companies", { token, json: { ...json, allowLookAlike: true } });
      expect(created.status).toBe(201);
      const event = await db()
        .selectFrom("audit_events")
        .select("details")
        .where("company_id", "=", created.body.company.id)
        .where("action", "=", "company.created")
        .executeTakeFirstOrThrow();
      return JSON.parse(event.details).lookAlikeOf;
    };
    expect(await createdAnyway(like)).toEqual({ name: first.subdomain, subdomain: first.subdomain });
    // The look-alike named is the oldest company, on both engines, not the first in some index's
    // order: a company of the same name whose subdomain sorts before the first's changes nothing.
    for (const prefix of ["aaa", "mmm"]) {
      const same = newCompany({ companyName: first.companyName, subdomain: `${prefix}-${first.subdomain}` });
      expect(await createdAnyway(same), prefix).toEqual({ name: first.subdomain, subdomain: null });
    }
  });

  it("lists the companies with the spec's fields: searchable, every company without ?page, 50 a page with it", async () => {
    const { token } = await superToken();
    const created = await call("/api/super-admin/companies", { token, json: newCompany({ companyName: "Zeta Listing Pharma" }) });
    const id = created.body.company.id as number;
    await createUser({ company: created.body.company.subdomain, firstName: "E" });
    const found = await call("/api/super-admin/companies?q=zeta%20listing", { token });
    expect(found.status).toBe(200);
    expect(found.headers.get("X-Total-Count")).toBe("1");
    const row = await companyRow(id);
    expect(found.body).toEqual([
      {
        id,
        name: "Zeta Listing Pharma",
        subdomain: row.slug,
        contact_email: row.contact_email,
        status: "trial",
        max_employees: 100,
        trial_ends_at: row.trial_ends_at,
        created_at: row.created_at,
        employee_count: 1,
        completed_employees: 0,
        admin_email: created.body.admin.email,
        admin_first_name: "Ada",
        admin_last_name: "Admin",
        admin_first_login: null,
        admin_last_login: null,
      },
    ]);
    const bare = await createCompany(unique("bare"));
    expect((await call(`/api/super-admin/companies?q=${bare.slug}`, { token })).body).toEqual([
      expect.objectContaining({ id: bare.id, admin_email: null, admin_first_name: null, employee_count: 0 }),
    ]);

    for (let i = 0; i < 52; i++) await createCompany(unique("many"));
    const all = await call("/api/super-admin/companies", { token });
    const total = await db()
      .selectFrom("companies")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    expect(all.body).toHaveLength(Number(total.n));
    expect(all.body.length).toBeGreaterThan(55);
    expect(new Set(all.body.map((c: { id: number }) => c.id)).size).toBe(all.body.length);
    expect(all.headers.get("X-Total-Count")).toBe(String(total.n));
    const page1 = await call("/api/super-admin/companies?page=1", { token });
    const page2 = await call("/api/super-admin/companies?page=2", { token });
    expect(page1.body).toHaveLength(50);
    expect(page2.body.length).toBe(Number(total.n) - 50);
    expect([...page1.body, ...page2.body]).toEqual(all.body);
    expect((await call("/api/super-admin/companies?q=many-&page=2", { token })).body).toHaveLength(2);
    // odd parameters read as the page reads them
    expect((await call("/api/super-admin/companies?page=abc&q=%E0", { token })).status).toBe(200);
  });

  it("edits a company with the spec's payload or the page's names; suspending ends its sessions", async () => {
    const { sa, token } = await superToken();
    const created = await call("/api/super-admin/companies", { token, json: newCompany() });
    const id = created.body.company.id as number;
    const slug = created.body.company.subdomain as string;
    const path = `/api/super-admin/companies/${id}`;
    const edit = { name: "Renamed Pharma", contact_email: "DPO@renamed.example", status: "trial", max_employees: 12 };

    const ok = await call(path, { token, method: "PUT", json: { ...edit, trial_ends_at: "2031-02-03" } });
    expect(ok).toMatchObject({ status: 200, body: { success: true, message: "Renamed Pharma was updated successfully." } });
    expect(await companyRow(id)).toMatchObject({
      name: "Renamed Pharma",
      contact_email: "dpo@renamed.example",
      max_employees: 12,
      trial_ends_at: "2031-02-03T23:59:59.000Z",
    });
    // trial_ends_at as listed (a date-time): its day counts; empty or null: unchanged
    expect((await call(path, { token, method: "PUT", json: { ...edit, trial_ends_at: "2032-04-05T10:00:00.000Z" } })).status).toBe(200);
    expect((await companyRow(id)).trial_ends_at).toBe("2032-04-05T23:59:59.000Z");
    expect((await call(path, { token, method: "PUT", json: { ...edit, trial_ends_at: "2032-04-06T08:30" } })).status).toBe(200);
    expect((await companyRow(id)).trial_ends_at).toBe("2032-04-06T23:59:59.000Z");
    for (const empty of ["", null]) {
      expect(await call(path, { token, method: "PUT", json: { ...edit, trial_ends_at: empty } })).toMatchObject({
        status: 200,
        body: { message: "Renamed Pharma is unchanged." },
      });
    }
    expect((await companyRow(id)).trial_ends_at).toBe("2032-04-06T23:59:59.000Z");
    // the page's camelCase names
    const camel = { name: "Camel Pharma", contactEmail: "c@camel.example", status: "active", maxEmployees: "30" };
    expect((await call(path, { token, method: "PUT", json: camel })).status).toBe(200);
    expect(await companyRow(id)).toMatchObject({
      name: "Camel Pharma",
      contact_email: "c@camel.example",
      status: "active",
      max_employees: 30,
    });
    // both spellings: the spec's counts
    expect((await call(path, { token, method: "PUT", json: { ...camel, max_employees: 31, maxEmployees: 99 } })).status).toBe(200);
    expect((await companyRow(id)).max_employees).toBe(31);

    const before = await companyRow(id);
    const bad: [Record<string, unknown>, string, string][] = [
      [{}, "name", "Please enter the company name"],
      [{ ...edit, name: " " }, "name", "Please enter the company name"],
      [{ ...edit, contact_email: "nope" }, "contact_email", "Please enter a valid contact email address"],
      [{ ...edit, contact_email: undefined }, "contact_email", "Please enter a valid contact email address"],
      [{ ...edit, status: "closed" }, "status", "Please choose trial, active or suspended"],
      [{ ...edit, max_employees: 0 }, "max_employees", "Max employees must be a number from 1 to 10000"],
      [{ ...edit, max_employees: "lots" }, "max_employees", "Max employees must be a number from 1 to 10000"],
      [{ ...edit, trial_ends_at: "next week" }, "trial_ends_at", "Please enter the trial end as a date"],
      [{ ...edit, trial_ends_at: "2031-13-45" }, "trial_ends_at", "Please enter the trial end as a date"],
      [{ ...camel, maxEmployees: 0 }, "maxEmployees", "Max employees must be a number from 1 to 10000"],
      [{ ...camel, contactEmail: "x" }, "contactEmail", "Please enter a valid contact email address"],
      [{ ...camel, trialEndsAt: "x" }, "trialEndsAt", "Please enter the trial end as a date"],
    ];
    for (const [json, field, error] of bad) {
      expect(await call(path, { token, method: "PUT", json }), JSON.stringify(json)).toMatchObject({ status: 400, body: { error, field } });
    }
    expect(await companyRow(id)).toEqual(before);

    for (const unknown of ["999999", "abc", "0", "1.5"]) {
      expect(await call(`/api/super-admin/companies/${unknown}`, { token, method: "PUT", json: edit })).toMatchObject({
        status: 404,
        body: { error: "Failed to update company: Company not found" },
      });
    }
    const main = await db().selectFrom("companies").select("id").where("slug", "=", "main").executeTakeFirstOrThrow();
    const builtIn = await call(`/api/super-admin/companies/${main.id}`, {
      token,
      method: "PUT",
      json: { ...edit, name: "Main", status: "suspended" },
    });
    expect(builtIn.status).toBe(409);
    expect(builtIn.body.error).toMatch(/^Failed to update company: .+ is built in and cannot be suspended\.$/);

    // suspension: the company's people are signed out, its API answers 503
    const employee = await companyToken("employee", slug);
    expect((await call(path, { token, method: "PUT", json: { ...edit, status: "suspended" } })).status).toBe(200);
    expect(await db().selectFrom("sessions").select("id").where("company_id", "=", id).execute()).toEqual([]);
    expect((await call(`/api/company/${slug}/auth/check`, { token: employee.token })).status).toBe(503);
    const updates = (await auditOf(id)).filter((a) => a.action === "company.updated");
    expect(updates).toEqual(Array.from({ length: 6 }, () => ({ action: "company.updated", actor_user_id: sa.id })));
  });

  it("deletes a company only with its subdomain typed again in the body; records kept, audited", async () => {
    const { sa, token } = await superToken();
    const created = await call("/api/super-admin/companies", { token, json: newCompany() });
    const id = created.body.company.id as number;
    const slug = created.body.company.subdomain as string;
    const path = `/api/super-admin/companies/${id}`;
    const employee = await companyToken("employee", slug);

    expect(await call(path, { token, method: "DELETE" })).toMatchObject({
      status: 400,
      body: { error: "Type the company's subdomain exactly to confirm", field: "confirmSubdomain" },
    });
    expect((await call(path, { token, method: "DELETE", json: { confirmSubdomain: 42 } })).status).toBe(400);
    for (const wrong of ["", "main", `${slug}x`]) {
      expect(await call(path, { token, method: "DELETE", json: { confirmSubdomain: wrong } })).toMatchObject({
        status: 409,
        body: { error: "Failed to delete company: Type the company's subdomain exactly to confirm" },
      });
    }
    expect((await companyRow(id)).deleted_at).toBeNull();
    expect((await call(`/api/company/${slug}/auth/check`, { token: employee.token })).status).toBe(200);

    const deleted = await call(path, { token, method: "DELETE", json: { confirmSubdomain: ` ${slug.toUpperCase()} ` } });
    expect(deleted).toMatchObject({
      status: 200,
      body: { success: true, message: `${created.body.company.name} has been deleted successfully.` },
    });
    expect((await companyRow(id)).deleted_at).not.toBeNull();
    expect((await usersOf(id)).length).toBe(2);
    expect((await call(`/api/company/${slug}/auth/check`, { token: employee.token })).status).toBe(404);
    expect((await call(`/api/super-admin/companies?q=${slug}`, { token })).body).toEqual([]);
    expect(await auditOf(id)).toContainEqual({ action: "company.deleted", actor_user_id: sa.id });
    expect(await call(path, { token, method: "DELETE", json: { confirmSubdomain: slug } })).toMatchObject({
      status: 404,
      body: { error: "Failed to delete company: Company not found" },
    });
    expect((await call(`/api/super-admin/companies/abc`, { token, method: "DELETE", json: { confirmSubdomain: slug } })).status).toBe(404);
    const main = await db().selectFrom("companies").select("id").where("slug", "=", "main").executeTakeFirstOrThrow();
    const builtIn = await call(`/api/super-admin/companies/${main.id}`, { token, method: "DELETE", json: { confirmSubdomain: "main" } });
    expect(builtIn.status).toBe(409);
    expect(builtIn.body.error).toMatch(/^Failed to delete company: .+ is built in and cannot be deleted\.$/);
  });

  it("adds, changes and removes the company's admin and resends the invitation, with the spec's failure texts", async () => {
    const { sa, token } = await superToken();
    const created = await call("/api/super-admin/companies", { token, json: newCompany() });
    const id = created.body.company.id as number;
    const base = `/api/super-admin/companies/${id}`;
    const first = created.body.admin as { id: number; email: string };

    const resent = await call(`${base}/resend-admin-invite`, { token, method: "POST" });
    expect(resent).toMatchObject({
      status: 200,
      body: {
        success: true,
        // no mail server here: queued, not sent (the link comes back instead)
        message: `A new invitation to ${first.email} is queued, not sent: no mail server configured; the earlier link no longer works.`,
        invitationLink: expect.stringContaining("/admin/login?token="),
      },
    });
    expect(resent.body.invitationLink).not.toBe(created.body.adminInvitationLink);

    // bad input: 400, nothing changed
    const bad: [Record<string, unknown>, string, string][] = [
      [{}, "firstName", "Please enter the first name"],
      [{ firstName: "B", lastName: "", email: "b@x.example" }, "lastName", "Please enter the last name"],
      [{ firstName: "B", lastName: "C", email: "b@" }, "email", "Please enter a valid email address"],
    ];
    for (const [json, field, error] of bad) {
      expect(await call(`${base}/admin`, { token, json }), JSON.stringify(json)).toMatchObject({ status: 400, body: { error, field } });
    }
    expect(await usersOf(id)).toEqual([{ id: first.id, email: first.email, role: "admin", status: "invited" }]);

    // an admin exists: change
    const already = await call(`${base}/admin`, { token, json: { firstName: "A", lastName: "B", email: first.email.toUpperCase() } });
    expect(already).toMatchObject({
      status: 409,
      body: { error: `Failed to change admin: ${first.email} is already the administrator of ${created.body.company.name}.` },
    });
    const employee = await createUser({ company: created.body.company.subdomain });
    const taken = await call(`${base}/admin`, { token, json: { firstName: "A", lastName: "B", email: employee.email } });
    expect(taken).toMatchObject({
      status: 409,
      body: { error: `Failed to change admin: ${employee.email} is already an account of this company.` },
    });
    expect((await usersOf(id)).find((u) => u.id === first.id)?.status).toBe("invited");
    const changed = await call(`${base}/admin`, { token, json: { firstName: "Bea", lastName: "Boss", email: "Bea@new.example" } });
    expect(changed).toMatchObject({
      status: 200,
      body: {
        success: true,
        action: "changed",
        message: `Bea Boss is now the administrator of ${created.body.company.name} and was invited.`,
        invitationLink: expect.stringContaining("/admin/login?token="),
      },
    });
    expect((await usersOf(id)).filter((u) => u.role === "admin")).toEqual([
      { id: first.id, email: first.email, role: "admin", status: "deactivated" },
      { id: expect.any(Number), email: "bea@new.example", role: "admin", status: "invited" },
    ]);

    // the admin has set a password: a password reset link instead of an invitation (issue 24, 1.1)
    await db().updateTable("users").set({ status: "active" }).where("email", "=", "bea@new.example").where("company_id", "=", id).execute();
    expect(await call(`${base}/resend-admin-invite`, { token, method: "POST" })).toMatchObject({
      status: 200,
      body: {
        success: true,
        sent: "password-reset",
        message: "bea@new.example has already set a password, so a password reset link was made instead; an earlier one no longer works.",
        invitationLink: null,
        resetLink: expect.stringContaining("/admin/reset-password?token="),
      },
    });

    // remove, then add
    expect(await call(`${base}/admin`, { token, method: "DELETE" })).toMatchObject({
      status: 200,
      body: { success: true, message: `Bea Boss is no longer the administrator of ${created.body.company.name}.` },
    });
    expect(await call(`${base}/admin`, { token, method: "DELETE" })).toMatchObject({
      status: 404,
      body: { error: `Failed to remove admin: ${created.body.company.name} has no administrator.` },
    });
    expect(await call(`${base}/resend-admin-invite`, { token, method: "POST" })).toMatchObject({
      status: 404,
      body: { error: `Failed to send admin invite: ${created.body.company.name} has no administrator to invite.` },
    });
    const added = await call(`${base}/admin`, { token, json: { firstName: "Cy", lastName: "Chief", email: "cy@new.example" } });
    expect(added).toMatchObject({
      status: 200,
      body: {
        success: true,
        action: "added",
        message: `Cy Chief was added as the administrator of ${created.body.company.name} and invited.`,
      },
    });
    // a removed admin can come back
    const back = await call(`${base}/admin`, { token, json: { firstName: "Ada", lastName: "Again", email: first.email } });
    expect(back).toMatchObject({ status: 200, body: { action: "changed" } });
    expect((await usersOf(id)).find((u) => u.id === first.id)?.status).toBe("invited");

    for (const unknown of ["999999", "abc"]) {
      const u = `/api/super-admin/companies/${unknown}`;
      expect(await call(`${u}/admin`, { token, json: { firstName: "A", lastName: "B", email: "a@b.example" } })).toMatchObject({
        status: 404,
        body: { error: "Failed to add admin: Company not found" },
      });
      expect((await call(`${u}/admin`, { token, json: {} })).status).toBe(400);
      expect(await call(`${u}/admin`, { token, method: "DELETE" })).toMatchObject({
        status: 404,
        body: { error: "Failed to remove admin: Company not found" },
      });
      expect(await call(`${u}/resend-admin-invite`, { token, method: "POST" })).toMatchObject({
        status: 404,
        body: { error: "Failed to send admin invite: Company not found" },
      });
    }
    const actions = (await auditOf(id)).filter((a) => a.actor_user_id === sa.id).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["company.created", "admin.added", "admin.removed", "invitation.sent"]));
  });
});

describe("company setup", () => {
  const setup = (over: Record<string, unknown> = {}) => {
    const { companyName, contactEmail, subdomain, adminFirstName, adminLastName, adminEmail } = newCompany();
    return { companyName, contactEmail, subdomain, adminFirstName, adminLastName, adminEmail, ...over };
  };

  it("POST /api/companies/setup creates a trial company with its invited admin; bad input 400, taken 409", async () => {
    const address = "198.51.100.201";
    const input = setup({ primaryColor: "#123abc", trialDurationDays: "soon" });
    const created = await call("/api/companies/setup", { json: input, address });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      company: {
        id: expect.any(Number),
        name: input.companyName,
        subdomain: input.subdomain,
        status: "trial",
        maxEmployees: 25,
        trialEndsAt: expect.any(String),
        adminLoginPath: `/company/${input.subdomain}/admin/login`,
      },
      admin: { id: expect.any(Number), email: input.adminEmail },
      adminInvitationLink: expect.stringMatching(new RegExp(`^http://localhost:3000/company/${input.subdomain}/admin/login\\?token=`)),
    });
    const id = created.body.company.id as number;
    const row = await companyRow(id);
    expect(row).toMatchObject({ status: "trial", max_employees: 25, trial_ends_at: created.body.company.trialEndsAt });
    expect((Date.parse(row.trial_ends_at!) - Date.parse(row.created_at)) / 86_400_000).toBe(30);
    expect(await auditOf(id)).toContainEqual({ action: "company.created", actor_user_id: null });
    expect(await usersOf(id)).toEqual([{ id: created.body.admin.id, email: input.adminEmail, role: "admin", status: "invited" }]);

    const before = { companies: await count("companies"), users: await count("users") };
    const bad: [Record<string, unknown>, string | null, string][] = [
      [{}, null, "Please fill in all required fields"],
      [setup({ companyName: " " }), null, "Please fill in all required fields"],
      [setup({ adminEmail: "" }), null, "Please fill in all required fields"],
      [setup({ contactEmail: "nope" }), "contactEmail", "Please enter a valid contact email address"],
      [setup({ subdomain: "admin" }), "subdomain", "This subdomain is reserved. Please choose another."],
      [setup({ trialDurationDays: 0 }), "trialDurationDays", "Trial duration must be from 1 to 365 days"],
      [setup({ secondaryColor: "orange" }), "secondaryColor", "Please choose a colour as #RRGGBB"],
    ];
    for (const [json, field, error] of bad) {
      expect(await call("/api/companies/setup", { json, address }), JSON.stringify(json)).toMatchObject({
        status: 400,
        body: { error, field },
      });
    }
    expect(await call("/api/companies/setup", { json: setup({ subdomain: input.subdomain }), address })).toMatchObject({
      status: 409,
      body: { error: "This subdomain is already taken. Please choose another.", field: "subdomain" },
    });
    expect({ companies: await count("companies"), users: await count("users") }).toEqual(before);
  });

  it("is rate-limited per address: 5 companies a day, then 429 with Retry-After and nothing written", async () => {
    const address = "198.51.100.202";
    for (let i = 0; i < 5; i++) expect((await call("/api/companies/setup", { json: setup(), address })).status).toBe(201);
    const before = await count("companies");
    const refused = await call("/api/companies/setup", { json: setup(), address });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many companies have been set up from your network today/);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3600);
    expect(await count("companies")).toBe(before);
    expect((await call("/api/companies/setup", { json: setup(), address: "198.51.100.203" })).status).toBe(201);
  });
});

describe("OpenAPI document", () => {
  it("marks the platform calls and documents the super administrator's gates", async () => {
    const doc = await ((await openapi.loader()) as Response).json();
    for (const r of API_ROUTES) {
      for (const p of r.paths) {
        const op = doc.paths[`/${p.replace(/:([a-z]+)/gi, "{$1}")}`][r.method.toLowerCase()];
        if (r.platform) {
          expect(op.servers, p).toEqual([expect.objectContaining({ url: "/api" })]);
          expect(op["x-platform"]).toBe(true);
        } else expect(op.servers).toBeUndefined();
        if (r.access === "super_admin") {
          expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["401", "403"]));
          expect(op.security).toEqual([{ bearer: [] }, { superCookie: [] }]);
          expect(op.tags).toEqual(["super administration"]);
        }
      }
    }
    expect(doc.paths["/super-admin/companies/{id}"].delete.summary).toMatch(/Deviation from the spec's empty payload/);
    expect(doc.paths["/super-admin/companies/{id}"].delete.requestBody).toBeDefined();
  });

  it("every call answers only documented statuses as the super administrator, with an empty body", async () => {
    const doc = await ((await openapi.loader()) as Response).json();
    let { token } = await superToken();
    for (const route of API_ROUTES) {
      for (const path of route.paths) {
        const op = doc.paths[`/${path.replace(/:([a-z]+)/gi, "{$1}")}`][route.method.toLowerCase()];
        const url = `/api/${concrete(path)}`;
        const r = await call(url, { method: route.method, token, json: route.method === "GET" ? undefined : {} });
        expect(Object.keys(op.responses), `${route.method} ${url} answered ${r.status}`).toContain(String(r.status));
        // a logout may have ended the session: sign in again for the next calls
        if (path.includes("logout")) ({ token } = await superToken());
      }
    }
  });
});
