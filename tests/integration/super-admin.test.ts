/** The super administrator's companies tab: create, edit, suspend, delete, and each company's administrator. */
import { describe, expect, it } from "vitest";
import * as adminLogin from "../../app/routes/admin/login";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as home from "../../app/routes/public/home";
import * as companies from "../../app/routes/super-admin/companies";
import * as dashboard from "../../app/routes/super-admin/dashboard";
import * as superLogin from "../../app/routes/super-admin/login";
import { db } from "../../app/server/platform/db.server";
import { readFlash } from "../../app/server/platform/cookies.server";
import { createCompany, createUser, TEST_PASSWORD } from "../support/factory";
import { Browser, run } from "../support/http";
import { renderPage } from "../support/render";

const HOME = "/super-admin/dashboard";

async function superAdmin() {
  const sa = await createUser({ role: "super_admin" });
  const b = new Browser();
  const r = await run(superLogin.action, b, "/super-admin/login", { form: { intent: "login", email: sa.email, password: sa.password } });
  expect(r.location).toBe(HOME);
  return { sa, b };
}

const flashOf = (b: Browser) => readFlash(new Request("http://localhost/", { headers: { Cookie: b.header() } }));
const act = (b: Browser, form: Record<string, string | number>) => run(companies.action, b, `${HOME}?index`, { form });
const list = (b: Browser, query = "") => run(companies.loader, b, `${HOME}${query}`);

const NEW_COMPANY = {
  intent: "create",
  companyName: "Helix Trials",
  contactEmail: "privacy@helix.example",
  subdomain: "  Helix_Trials ",
  adminFirstName: "Hana",
  adminLastName: "Admin",
  adminEmail: "hana@helix.example",
  maxEmployees: 40,
  accountType: "trial",
  trialDurationDays: 14,
  primaryColor: "#112233",
  secondaryColor: "#445566",
};

/** The invited admin sets a password through the link of the banner and signs in. */
async function acceptAdminInvitation(b: Browser) {
  const link = new URL((await flashOf(b))!.copy!.value);
  const token = link.searchParams.get("token")!;
  const base = link.pathname.replace(/\/admin\/login$/, "");
  const admin = new Browser("198.51.100.40");
  const set = await run(adminLogin.action, admin, `${base}/admin/login`, {
    form: { intent: "set-password", token, newPassword: "Helix-Admin-2026", confirmPassword: "Helix-Admin-2026" },
  });
  expect(set.location).toBe(`${base}/admin/login?welcome=1`);
  return { admin, base };
}

describe("companies tab", () => {
  it("creates a company with its settings and an invited admin in one transaction; the admin signs in", async () => {
    const { b } = await superAdmin();
    const r = await act(b, NEW_COMPANY);
    expect(r.location).toBe(HOME);
    const flash = await flashOf(b);
    expect(flash?.text).toContain("Helix Trials was created; its administrator hana@helix.example was invited.");
    expect(flash?.copy?.value).toMatch(/^http:\/\/localhost:3000\/company\/helixtrials\/admin\/login\?token=/);
    const company = await db().selectFrom("companies").selectAll().where("slug", "=", "helixtrials").executeTakeFirstOrThrow();
    expect(company).toMatchObject({ name: "Helix Trials", contact_email: "privacy@helix.example", status: "trial", max_employees: 40 });
    const days = (Date.parse(company.trial_ends_at!) - Date.parse(company.created_at)) / 86_400_000;
    expect(days).toBe(14);
    expect(
      await db()
        .selectFrom("company_settings")
        .select(["primary_color", "secondary_color"])
        .where("company_id", "=", company.id)
        .executeTakeFirst(),
    ).toEqual({
      primary_color: "#112233",
      secondary_color: "#445566",
    });
    expect(await db().selectFrom("email_outbox").select("to_address").where("company_id", "=", company.id).execute()).toEqual([
      { to_address: "hana@helix.example" },
    ]);
    const { admin, base } = await acceptAdminInvitation(b);
    expect(base).toBe("/company/helixtrials");
    expect((await run(home.loader, admin, base)).data.tenant.name).toBe("Helix Trials");

    const row = (await list(b, "?q=helix")).data.companies[0];
    expect(row).toMatchObject({
      name: "Helix Trials",
      slug: "helixtrials",
      admin: { email: "hana@helix.example", first: expect.stringMatching(/^First login /) },
      status: { label: "Trial" },
      employees: 0,
      maxEmployees: 40,
      capacity: 0,
    });
    expect(row.status.detail).toMatch(/^Expires /);
  });

  it("refuses bad input with the spec's messages, reserved and taken subdomains, writing nothing", async () => {
    const { b } = await superAdmin();
    const before = (await db().selectFrom("companies").select("id").execute()).length;
    const empty = await act(b, {
      intent: "create",
      companyName: "",
      contactEmail: "x",
      subdomain: "!!",
      adminFirstName: "",
      adminLastName: "",
      adminEmail: "nope",
      maxEmployees: 0,
      trialDurationDays: 400,
    });
    expect(empty.status).toBe(400);
    expect(empty.data.result.error).toMatchObject({
      companyName: ["Please enter the company name"],
      contactEmail: ["Please enter a valid contact email address"],
      subdomain: ["Please enter a subdomain: letters, digits and hyphens"],
      adminEmail: ["Please enter a valid administrator email address"],
      maxEmployees: ["Max employees must be a number from 1 to 10000"],
      trialDurationDays: ["Trial duration must be from 1 to 365 days"],
    });
    for (const reserved of ["login", "setup", "api", "admin", "main", "croacademy"]) {
      const r = await act(b, { ...NEW_COMPANY, subdomain: reserved });
      expect(r.status).toBe(400);
      expect(r.data.result.error.subdomain).toEqual(["This subdomain is reserved. Please choose another."]);
    }
    await createCompany("taken-co");
    const taken = await act(b, { ...NEW_COMPANY, subdomain: "taken-co" });
    expect(taken.status).toBe(409);
    expect(taken.data.result.error.subdomain).toEqual(["This subdomain is already taken. Please choose another."]);
    expect((await db().selectFrom("companies").select("id").execute()).length).toBe(before + 1);
  });

  it("refuses a company like an existing one unless the super administrator allows it; the allowance is audited (issue 24)", async () => {
    const { b, sa } = await superAdmin();
    await act(b, { ...NEW_COMPANY, companyName: "Lookalike Pharma", subdomain: "lookalike-pharma", adminEmail: "a@lookalike.example" });
    const like = { ...NEW_COMPANY, companyName: "LOOKALIKE pharma", subdomain: "lookalike-pharrna", adminEmail: "b@lookalike.example" };
    const refused = await act(b, like);
    expect(refused.status).toBe(400);
    expect(refused.data.result.error).toMatchObject({
      companyName: ["A company with this name already exists. Please choose another name."],
      subdomain: ["This subdomain looks too much like an existing company's. Please choose another."],
      allowLookAlike: ["Tick this to create the company anyway (recorded in the audit trail)."],
    });
    expect(await db().selectFrom("companies").select("id").where("slug", "=", "lookalike-pharrna").execute()).toEqual([]);
    const allowed = await act(b, { ...like, allowLookAlike: "on" });
    expect(allowed.location).toBe(HOME);
    const created = await db()
      .selectFrom("audit_events as e")
      .innerJoin("companies as c", "c.id", "e.company_id")
      .select(["e.details", "e.actor_user_id"])
      .where("c.slug", "=", "lookalike-pharrna")
      .where("e.action", "=", "company.created")
      .executeTakeFirstOrThrow();
    expect(created.actor_user_id).toBe(sa.id);
    expect(JSON.parse(created.details).lookAlikeOf).toEqual({ name: "lookalike-pharma", subdomain: "lookalike-pharma" });
  });

  it("a full account is active with no trial end; a non-numeric trial falls back to 30 days", async () => {
    const { b } = await superAdmin();
    await act(b, { ...NEW_COMPANY, companyName: "Full Co", subdomain: "full-co", adminEmail: "a@full.example", accountType: "active" });
    expect(await db().selectFrom("companies").select(["status", "trial_ends_at"]).where("slug", "=", "full-co").executeTakeFirst()).toEqual(
      { status: "active", trial_ends_at: null },
    );
    await act(b, {
      ...NEW_COMPANY,
      companyName: "Thirty Co",
      subdomain: "thirty-co",
      adminEmail: "a@thirty.example",
      trialDurationDays: "soon",
    });
    const c = await db()
      .selectFrom("companies")
      .select(["trial_ends_at", "created_at"])
      .where("slug", "=", "thirty-co")
      .executeTakeFirstOrThrow();
    expect((Date.parse(c.trial_ends_at!) - Date.parse(c.created_at)) / 86_400_000).toBe(30);
  });

  it("suspending ends every session of the company and closes its portal; reactivating restores access", async () => {
    const co = await createCompany();
    const emp = await createUser({ company: co.slug });
    const e = new Browser();
    await run(employeeLogin.action, e, `/company/${co.slug}/employee/login`, {
      form: { intent: "login", email: emp.email, password: emp.password },
    });
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", emp.id).execute()).toHaveLength(1);
    const { b } = await superAdmin();
    const edit = {
      intent: "edit",
      companyId: co.id,
      name: "Renamed Co",
      contactEmail: "new@co.example",
      status: "suspended",
      maxEmployees: 10,
    };
    const r = await act(b, edit);
    expect(r.location).toBe(HOME);
    expect((await flashOf(b))?.text).toBe("Renamed Co was updated successfully.");
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", emp.id).execute()).toHaveLength(0);
    expect((await run(home.loader, new Browser(), `/company/${co.slug}`)).status).toBe(503);
    const refused = await run(employeeLogin.action, new Browser(), `/company/${co.slug}/employee/login`, {
      form: { intent: "login", email: emp.email, password: emp.password },
    });
    expect(refused.status).toBe(503);
    const ev = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("action", "=", "company.updated")
      .where("company_id", "=", co.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(ev.details).changed.status).toEqual({ from: "active", to: "suspended" });
    await act(b, { ...edit, status: "active" });
    const back = await run(employeeLogin.action, new Browser(), `/company/${co.slug}/employee/login`, {
      form: { intent: "login", email: emp.email, password: emp.password },
    });
    expect(back.status).toBe(302);
  });

  it("deletes a company after typing its subdomain: pages 404, people shut out, records and certificates kept with their status, audited", async () => {
    const co = await createCompany();
    const emp = await createUser({ company: co.slug });
    await db()
      .insertInto("certificates")
      .values({
        user_id: emp.id,
        company_id: co.id,
        number: "GDPR-PHARMA-DELETEDAA",
        recipient_name: "X",
        issued_at: new Date().toISOString(),
        valid_until: null,
      })
      .execute();
    const other = await createCompany();
    const { b, sa } = await superAdmin();
    const step1 = await list(b, `?confirm=delete-${co.id}`);
    expect(step1.data.confirmDelete).toMatchObject({ step: 1, company: { id: co.id } });
    expect((await list(b, `?confirm=delete-${co.id}&step=2`)).data.confirmDelete.step).toBe(2);
    const wrong = await act(b, { intent: "delete", companyId: co.id, confirmSubdomain: "not-it" });
    expect(wrong.status).toBe(409);
    expect(wrong.data.result.error[""]).toEqual(["Failed to delete company: Type the company's subdomain exactly to confirm"]);
    expect((await act(b, { intent: "delete", companyId: co.id, confirmSubdomain: co.slug })).location).toBe(HOME);
    expect((await flashOf(b))?.text).toBe(`Company ${co.slug} has been deleted successfully.`);
    expect((await run(home.loader, new Browser(), `/company/${co.slug}`)).status).toBe(404);
    expect((await run(home.loader, new Browser(), `/company/${other.slug}`)).status).toBe(200);
    expect(await db().selectFrom("users").select("id").where("id", "=", emp.id).execute()).toHaveLength(1);
    // the training was valid: the certificate keeps its status (issue 24)
    expect(await db().selectFrom("certificates").select(["revoked_at", "revoked_reason"]).where("user_id", "=", emp.id).execute()).toEqual([
      { revoked_at: null, revoked_reason: null },
    ]);
    const ev = await db()
      .selectFrom("audit_events")
      .selectAll()
      .where("action", "=", "company.deleted")
      .where("company_id", "=", co.id)
      .executeTakeFirstOrThrow();
    expect(ev.actor_user_id).toBe(sa.id);
    expect(JSON.parse(ev.details)).toMatchObject({ slug: co.slug, certificatesKept: 1 });
    expect((await list(b)).data.companies.map((c: { id: number }) => c.id)).not.toContain(co.id);
    // the built-in tenants cannot be deleted or suspended
    const main = await db().selectFrom("companies").select("id").where("slug", "=", "main").executeTakeFirstOrThrow();
    expect((await act(b, { intent: "delete", companyId: main.id, confirmSubdomain: "main" })).status).toBe(409);
  });

  it("adds, changes, removes an admin and resends the invitation; a replaced admin is signed out and cannot sign in", async () => {
    const { b } = await superAdmin();
    await act(b, { ...NEW_COMPANY, companyName: "Admin Co", subdomain: "admin-co", adminEmail: "first@admin.example" });
    const { admin: firstAdmin, base } = await acceptAdminInvitation(b);
    const co = await db().selectFrom("companies").select("id").where("slug", "=", "admin-co").executeTakeFirstOrThrow();
    const first = await db().selectFrom("users").select("id").where("email", "=", "first@admin.example").executeTakeFirstOrThrow();
    await run(adminLogin.action, firstAdmin, `${base}/admin/login`, {
      form: { intent: "login", email: "first@admin.example", password: "Helix-Admin-2026" },
    });
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", first.id).execute()).not.toHaveLength(0);

    // an admin with a password: Resend invite sends a password reset link instead (issue 24, 1.1)
    const reset = await act(b, { intent: "resend-admin-invite", companyId: co.id });
    expect(reset.location).toBe(HOME);
    expect((await flashOf(b))?.copy?.value).toMatch(new RegExp(`${base}/admin/reset-password\\?token=`));
    expect(
      (await act(b, { intent: "add-admin", companyId: co.id, firstName: "Two", lastName: "Admin", email: "two@admin.example" })).status,
    ).toBe(409);
    const changed = await act(b, {
      intent: "change-admin",
      companyId: co.id,
      firstName: "Second",
      lastName: "Admin",
      email: "second@admin.example",
    });
    expect(changed.location).toBe(HOME);
    expect((await flashOf(b))?.text).toContain("Second Admin is now the administrator of Admin Co and was invited.");
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", first.id).execute()).toHaveLength(0);
    const oldSignIn = await run(adminLogin.action, new Browser(), `${base}/admin/login`, {
      form: { intent: "login", email: "first@admin.example", password: "Helix-Admin-2026" },
    });
    expect(oldSignIn.status).toBe(401);

    const resent = await act(b, { intent: "resend-admin-invite", companyId: co.id });
    expect(resent.location).toBe(HOME);
    // no mail server in these tests: the mail is queued, not sent, and the banner says so
    const resentText = (await flashOf(b))?.text;
    expect(resentText).toContain(
      "A new invitation to second@admin.example is queued, not sent: no mail server configured; the earlier link no longer works.",
    );
    expect(resentText).not.toContain("was sent");
    expect((await act(b, { intent: "remove-admin", companyId: co.id })).location).toBe(HOME);
    expect((await list(b, "?q=admin-co")).data.companies[0].admin).toBeNull();
    const added = await act(b, {
      intent: "add-admin",
      companyId: co.id,
      firstName: "Third",
      lastName: "Admin",
      email: "third@admin.example",
    });
    expect(added.location).toBe(HOME);
    const actions = await db()
      .selectFrom("audit_events")
      .select("action")
      .where("company_id", "=", co.id)
      .where("action", "in", ["admin.added", "admin.removed"])
      .orderBy("id")
      .execute();
    expect(actions.map((a) => a.action)).toEqual(["admin.added", "admin.removed", "admin.added", "admin.removed", "admin.added"]);
  });

  it("lists companies in one query with their aggregates, searchable and paged", async () => {
    const { b } = await superAdmin();
    const now = new Date().toISOString();
    for (let i = 0; i < 60; i++) {
      const row = await db()
        .insertInto("companies")
        .values({
          slug: `bulk-${i}`,
          name: `Bulk ${i}`,
          contact_email: `c${i}@bulk.example`,
          status: "active",
          max_employees: 10,
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db().insertInto("company_settings").values({ company_id: row.id, updated_at: now }).execute();
    }
    const first = await list(b);
    expect(first.data.companies).toHaveLength(50);
    expect(first.data.pages).toBeGreaterThanOrEqual(2);
    expect((await list(b, "?q=bulk-59")).data.companies.map((c: { slug: string }) => c.slug)).toEqual(["bulk-59"]);
    expect((await run(dashboard.loader, b, HOME)).data.counts.companies).toBeGreaterThanOrEqual(62);
  });
});

describe("gates", () => {
  it("company admins and employees get 403 on the super administrator's screens; the signed-out go to its login", async () => {
    expect((await run(companies.loader, new Browser(), HOME)).location).toBe("/super-admin/login");
    for (const role of ["admin", "employee"] as const) {
      const u = await createUser({ role });
      const b = new Browser();
      const login = role === "admin" ? adminLogin : employeeLogin;
      await run(login.action, b, `/${role}/login`, { form: { intent: "login", email: u.email, password: TEST_PASSWORD } });
      expect((await run(companies.loader, b, HOME)).status).toBe(403);
      expect((await run(dashboard.loader, b, HOME)).status).toBe(403);
      expect((await act(b, NEW_COMPANY)).status).toBe(403);
    }
  });
});

describe("what the super administrator sees (issue 24)", () => {
  const editOf = async (b: Browser, id: number) => (await list(b, `?edit=${id}`)).data;
  const render = (data: unknown, actionData?: unknown, at = HOME) => renderPage(companies.default, { at, data, actionData });
  const count = (html: string, text: string) => html.split(text).length - 1;

  it("Edit Company shows a refusal once, in its own form; a refusal without a form on screen goes to the banner", async () => {
    const { b } = await superAdmin();
    const main = await db().selectFrom("companies").select(["id", "name"]).where("slug", "=", "main").executeTakeFirstOrThrow();
    const refused = await run(companies.action, b, `${HOME}?index&edit=${main.id}`, {
      form: { intent: "edit", companyId: main.id, name: main.name, contactEmail: "a@b.example", status: "suspended", maxEmployees: 10 },
    });
    expect(refused.status).toBe(409);
    const message = `Failed to update company: ${main.name} is built in and cannot be suspended.`;
    expect(count(render(await editOf(b, main.id), refused.data), message)).toBe(1);
    // without the edit dialog on screen (another address) the banner carries it, once
    expect(count(render((await list(b)).data, refused.data), message)).toBe(1);
    // field errors: each beside its field, once
    const bad = await run(companies.action, b, `${HOME}?index&edit=${main.id}`, {
      form: { intent: "edit", companyId: main.id, name: "", contactEmail: "x", status: "active", maxEmployees: 0 },
    });
    const html = render(await editOf(b, main.id), bad.data);
    for (const m of [
      "Please enter the company name",
      "Please enter a valid contact email address",
      "Max employees must be a number from 1 to 10000",
    ]) {
      expect(count(html, m), m).toBe(1);
    }
  });

  it("the trial fields of Create and Edit Company are there only for a trial, as posted (server-rendered)", async () => {
    const { b } = await superAdmin();
    const create = (accountType: string) =>
      act(b, { ...NEW_COMPANY, companyName: "", subdomain: `trialfields-${accountType}`, accountType });
    const createPage = (await list(b, "?create=1")).data;
    expect(render(createPage)).toContain("Trial duration (days)");
    const asTrial = await create("trial");
    expect(asTrial.status).toBe(400);
    expect(render(createPage, asTrial.data)).toContain("Trial duration (days)");
    const asFull = await create("active");
    expect(asFull.status).toBe(400);
    expect(render(createPage, asFull.data)).not.toContain("Trial duration (days)");

    const co = await createCompany(undefined, { status: "trial" });
    const editPage = await editOf(b, co.id);
    expect(render(editPage)).toContain("Trial ends");
    const asActive = await run(companies.action, b, `${HOME}?index&edit=${co.id}`, {
      form: { intent: "edit", companyId: co.id, name: "", contactEmail: "a@b.example", status: "active", maxEmployees: 10 },
    });
    expect(asActive.status).toBe(400);
    expect(render(editPage, asActive.data)).not.toContain("Trial ends");
    const active = await createCompany(undefined, { status: "active" });
    expect(render(await editOf(b, active.id))).not.toContain("Trial ends");
  });

  it("row actions name their company for screen readers; the last login shows only on another day than the first", async () => {
    const { b } = await superAdmin();
    const co = await createCompany(undefined, { name: "Rowname Pharma" });
    const admin = await createUser({ role: "admin", company: co.slug });
    await db()
      .updateTable("users")
      .set({ status: "invited", first_login_at: "2026-03-02T08:00:00.000Z", last_login_at: "2026-03-02T18:00:00.000Z" })
      .where("id", "=", admin.id)
      .execute();
    const page = (await list(b, "?q=Rowname")).data;
    expect(page.companies[0].admin).toMatchObject({ first: "First login 2 March 2026", last: null });
    const html = render(page);
    for (const name of [
      'Resend invite<span class="visually-hidden"> to the administrator of Rowname Pharma</span>',
      'Change admin<span class="visually-hidden"> of Rowname Pharma</span>',
      'Remove admin<span class="visually-hidden"> of Rowname Pharma</span>',
      'aria-label="Edit Rowname Pharma"',
      'aria-label="Delete Rowname Pharma"',
    ]) {
      expect(html, name).toContain(name);
    }
    await db().updateTable("users").set({ last_login_at: "2026-03-09T08:00:00.000Z" }).where("id", "=", admin.id).execute();
    expect((await list(b, "?q=Rowname")).data.companies[0].admin.last).toBe("Last login 9 March 2026");
    const none = await createCompany(undefined, { name: "Noadmin Pharma" });
    expect(render((await list(b, `?q=Noadmin`)).data)).toContain('Add admin<span class="visually-hidden"> to Noadmin Pharma</span>');
    expect(none.id).toBeGreaterThan(0);
  });

  it("refuses every word the app routes as a subdomain (super-admin, world …); a company made before keeps its portal", async () => {
    const { b } = await superAdmin();
    for (const subdomain of ["super-admin", "world", "verify", "healthz"]) {
      const r = await act(b, { ...NEW_COMPANY, subdomain, adminEmail: `${subdomain}@admin.example` });
      expect(r.status, subdomain).toBe(400);
      expect(r.data.result.error.subdomain, subdomain).toEqual(["This subdomain is reserved. Please choose another."]);
    }
    // a company whose subdomain became reserved later is still found at its address
    await db()
      .updateTable("companies")
      .set({ slug: "training" })
      .where("id", "=", (await createCompany()).id)
      .execute();
    const renamed = await run(home.loader, new Browser(), "/company/training");
    expect(renamed.status).toBe(200);
    expect(renamed.data.tenant.base).toBe("/company/training");
    // the built-in tenants are never reached through /company/
    expect((await run(home.loader, new Browser(), "/company/main")).status).toBe(404);
  });

  it("the one-time link banner shows in the page content, after the site header, and its field takes the focus", async () => {
    const { b } = await superAdmin();
    await act(b, { ...NEW_COMPANY, companyName: "Onetime Link Pharma", subdomain: "onetime-link", adminEmail: "once@admin.example" });
    const flash = await flashOf(b);
    expect(flash?.copy?.value).toContain("/company/onetime-link/admin/login?token=");
    const layout = (await run(dashboard.loader, b, HOME)).data;
    const html = renderPage(dashboard.default, { at: HOME, data: layout, root: { flash, colors: {}, logo: null } });
    const header = html.indexOf("<header");
    const banner = html.indexOf('class="banner banner-success banner-inline"');
    expect(header).toBeGreaterThanOrEqual(0);
    expect(banner).toBeGreaterThan(html.indexOf('<main id="main"'));
    const field = html.match(/<input [^>]*>/g)!.find((tag) => tag.includes(`value="${flash!.copy!.value}"`))!;
    expect(field).toContain('readOnly=""');
    expect(field).toContain('autofocus=""');
    expect(html.indexOf(field)).toBeGreaterThan(banner);
    expect(html).toContain(">Invitation link for once@admin.example</label>");
  });

  it("tells the super administrator of mail waiting for a mail server and what to do; a deleted company's does not count", async () => {
    const { b } = await superAdmin();
    const before = (await run(dashboard.loader, b, HOME)).data.waiting as number;
    await act(b, { ...NEW_COMPANY, companyName: "Waiting Mail Pharma", subdomain: "waiting-mail", adminEmail: "wait@admin.example" });
    const after = (await run(dashboard.loader, b, HOME)).data;
    expect(after.waiting).toBe(before + 1);
    const html = renderPage(dashboard.default, { at: HOME, data: after });
    expect(html).toContain(`${after.waiting} mails queued, not sent: no mail server configured.`);
    expect(html).toContain("set SMTP_URL to the mail server&#x27;s address");
    const co = await db().selectFrom("companies").select("id").where("slug", "=", "waiting-mail").executeTakeFirstOrThrow();
    expect((await act(b, { intent: "delete", companyId: co.id, confirmSubdomain: "waiting-mail" })).location).toBe(HOME);
    expect((await run(dashboard.loader, b, HOME)).data.waiting).toBe(before);
    expect(await db().selectFrom("email_outbox").select(["status", "status_reason"]).where("company_id", "=", co.id).execute()).toEqual([
      { status: "suppressed", status_reason: "The company has been deleted." },
    ]);
  });
});
