/** The company administration: the dashboard layout, the employees tab, the admin's own training. */
import { CompiledQuery, sql } from "kysely";
import { describe, expect, it } from "vitest";
import * as dashboard from "../../app/routes/admin/dashboard";
import * as certificate from "../../app/routes/admin/employee-certificate";
import * as employees from "../../app/routes/admin/employees";
import * as reminders from "../../app/routes/admin/reminders";
import * as adminTraining from "../../app/routes/admin/training";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import { employeePageIds } from "../../app/server/admin/employees.server";
import { db } from "../../app/server/platform/db.server";
import { readFlash } from "../../app/server/platform/cookies.server";
import { createCompany, createUser, insertEmployees, TEST_PASSWORD } from "../support/factory";
import { completeOnPages, signedInAdmin } from "../support/journeys";
import { Browser, download, run } from "../support/http";
import { onPostgres } from "../support/engine";
import { renderPage } from "../support/render";

const flashOf = (b: Browser) => readFlash(new Request("http://localhost/", { headers: { Cookie: b.header() } }));
const list = (b: Browser, base = "", query = "") => run(employees.loader, b, `${base}/admin/dashboard${query}`);
const act = (b: Browser, form: Record<string, string | number>, base = "") =>
  run(employees.action, b, `${base}/admin/dashboard?index`, { form });

describe("admin dashboard: gates and header", () => {
  it("sends signed-out visitors to the admin login and refuses employees with 403 on every admin screen", async () => {
    const anon = new Browser();
    for (const [mod, path] of [
      [dashboard, "/admin/dashboard"],
      [employees, "/admin/dashboard"],
      [reminders, "/admin/dashboard/invitations"],
      [adminTraining, "/admin/training"],
    ] as const) {
      expect((await run(mod.loader, anon, path)).location).toBe("/admin/login");
    }
    const emp = await createUser();
    const b = new Browser();
    await run(employeeLogin.action, b, "/employee/login", { form: { intent: "login", email: emp.email, password: emp.password } });
    for (const [mod, path] of [
      [dashboard, "/admin/dashboard"],
      [employees, "/admin/dashboard"],
      [reminders, "/admin/dashboard/invitations"],
      [adminTraining, "/admin/training"],
    ] as const) {
      expect((await run(mod.loader, b, path, { params: { employeeId: "1" } })).status).toBe(403);
    }
    expect((await run(download(certificate), b, "/admin/employees/1/certificate.pdf", { params: { employeeId: "1" } })).status).toBe(403);
    expect((await act(b, { intent: "add", firstName: "X", lastName: "Y", email: "x@y.example" })).status).toBe(403);
    expect(await db().selectFrom("users").select("id").where("email", "=", "x@y.example").execute()).toHaveLength(0);
  });

  it("the header counts current employees and completions; the admin's own training counts in none", async () => {
    const co = await createCompany();
    const base = `/company/${co.slug}`;
    const { admin, b } = await signedInAdmin(co.slug, base);
    const done = await createUser({ company: co.slug });
    await createUser({ company: co.slug });
    await completeOnPages(done, base);
    await completeOnPages(admin, base);
    const header = await run(dashboard.loader, b, `${base}/admin/dashboard`);
    expect(header.data).toMatchObject({
      admin: { name: "Alex Admin", email: admin.email },
      counts: { employees: 2, completed: 1 },
      enrolled: true,
    });
  });
});

describe("employees tab", () => {
  it("adds an employee: invited, enrolled, one invitation (hash only) and its mail in the outbox, the link shown once without SMTP", async () => {
    const { b } = await signedInAdmin("croacademy", "/croacademy");
    const r = await act(b, { intent: "add", firstName: "Ada", lastName: "Lovelace", email: " Ada.Lovelace@Example.com " }, "/croacademy");
    expect(r.location).toBe("/croacademy/admin/dashboard");
    const flash = await flashOf(b);
    expect(flash?.text).toContain("Ada Lovelace was added.");
    expect(flash?.copy?.label).toBe("Invitation link for ada.lovelace@example.com");
    const link = new URL(flash!.copy!.value);
    expect(link.origin + link.pathname).toBe("http://localhost:3000/croacademy/employee/login");
    const token = link.searchParams.get("token")!;
    const user = await db().selectFrom("users").selectAll().where("email", "=", "ada.lovelace@example.com").executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: "employee", status: "invited", first_name: "Ada", last_name: "Lovelace", password_hash: null });
    expect(await db().selectFrom("enrollments").select("status").where("user_id", "=", user.id).executeTakeFirst()).toEqual({
      status: "not_started",
    });
    const invitations = await db().selectFrom("invitations").selectAll().where("user_id", "=", user.id).execute();
    expect(invitations).toHaveLength(1);
    expect(invitations[0].token_hash).not.toContain(token);
    const mail = await db().selectFrom("email_outbox").selectAll().where("to_address", "=", user.email).executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(flash!.copy!.value);
    expect(mail.subject).toBe("Your invitation to the GDPR training of CRO Academy");
    // the invited person follows the link and sets a password
    const view = await run(employeeLogin.loader, new Browser(), `${link.pathname}${link.search}`);
    expect(view.data.email).toBe(user.email);
    const list1 = await list(b, "/croacademy");
    expect(list1.data.employees).toEqual([
      expect.objectContaining({
        name: "Ada Lovelace",
        email: user.email,
        badge: "invited",
        progress: "0/7 modules",
        lastLogin: null,
        invited: true,
        certificate: null,
      }),
    ]);
  });

  it("refuses missing fields, a bad email, a duplicate and a full seat limit with clear messages, writing nothing", async () => {
    const co = await createCompany();
    await db().updateTable("companies").set({ max_employees: 1 }).where("id", "=", co.id).execute();
    const base = `/company/${co.slug}`;
    const { admin, b } = await signedInAdmin(co.slug, base);
    const count = async () => (await db().selectFrom("users").select("id").where("company_id", "=", co.id).execute()).length;
    const before = await count();
    const empty = await act(b, { intent: "add", firstName: "", lastName: " ", email: "not-an-email" }, base);
    expect(empty.status).toBe(400);
    expect(empty.data.result.error).toEqual({
      firstName: ["Please enter the first name"],
      lastName: ["Please enter the last name"],
      email: ["Please enter a valid email address"],
    });
    const dupAdmin = await act(b, { intent: "add", firstName: "A", lastName: "B", email: admin.email }, base);
    expect(dupAdmin.status).toBe(409);
    expect(dupAdmin.data.result.error.email[0]).toMatch(/is already an account of this company/);
    expect((await act(b, { intent: "add", firstName: "A", lastName: "B", email: "first@x.example" }, base)).status).toBe(302);
    const dup = await act(b, { intent: "add", firstName: "A", lastName: "B", email: "FIRST@x.example" }, base);
    expect(dup.status).toBe(409);
    expect(dup.data.result.error.email).toEqual(["first@x.example is already an employee of this company."]);
    const full = await act(b, { intent: "add", firstName: "C", lastName: "D", email: "second@x.example" }, base);
    expect(full.status).toBe(409);
    expect(full.data.result.error[""][0]).toMatch(/allows 1 employees and all seats are taken/);
    expect(await count()).toBe(before + 1);
  });

  it("resends an invitation: a new token, the old one invalid", async () => {
    const { b } = await signedInAdmin();
    await act(b, { intent: "add", firstName: "Ivy", lastName: "Invited", email: "ivy@x.example" });
    const first = new URL((await flashOf(b))!.copy!.value);
    const id = (await db().selectFrom("users").select("id").where("email", "=", "ivy@x.example").executeTakeFirstOrThrow()).id;
    const r = await act(b, { intent: "resend", employeeId: id });
    expect(r.location).toBe("/admin/dashboard");
    const second = new URL((await flashOf(b))!.copy!.value);
    expect(second.searchParams.get("token")).not.toBe(first.searchParams.get("token"));
    const old = await run(employeeLogin.loader, new Browser(), `${first.pathname}${first.search}`);
    expect(old.data.invitationError).toBe("This invitation has expired. Please contact your administrator for a new invitation.");
    const fresh = await run(employeeLogin.loader, new Browser(), `${second.pathname}${second.search}`);
    expect(fresh.data.email).toBe("ivy@x.example");
    // an active employee has no invitation to resend
    const active = await createUser();
    expect((await act(b, { intent: "resend", employeeId: active.id })).status).toBe(404);
  });

  it("deletes an employee: no sign-in, sessions and invitations end, out of the list and counts; history and a revoked certificate stay; audited", async () => {
    const co = await createCompany();
    const base = `/company/${co.slug}`;
    const { admin, b } = await signedInAdmin(co.slug, base);
    const emp = await createUser({ company: co.slug, firstName: "Grace", lastName: "Hopper" });
    await completeOnPages(emp, base);
    const session = new Browser();
    await run(employeeLogin.action, session, `${base}/employee/login`, {
      form: { intent: "login", email: emp.email, password: emp.password },
    });
    const listed = await list(b, base);
    expect(listed.data.employees[0]).toMatchObject({
      badge: "completed",
      progress: "7/7 modules",
      certificate: expect.stringMatching(/^GDPR-PHARMA-/),
    });
    const pdf = await run(download(certificate), b, `${base}/admin/employees/${emp.id}/certificate.pdf`, {
      params: { employeeId: String(emp.id) },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");

    const confirm = await list(b, base, `?confirm=delete-${emp.id}`);
    expect(confirm.data.confirmDelete).toEqual({ id: emp.id, name: "Grace Hopper" });
    const r = await act(b, { intent: "delete", employeeId: emp.id }, base);
    expect(r.location).toBe(`${base}/admin/dashboard`);
    expect((await flashOf(b))?.text).toBe("Grace Hopper has been deleted successfully.");
    expect((await list(b, base)).data.employees).toEqual([]);
    expect((await run(dashboard.loader, b, `${base}/admin/dashboard`)).data.counts).toEqual({ employees: 0, completed: 0 });
    expect((await list(b, base, "?status=deactivated")).data.employees).toEqual([
      expect.objectContaining({ id: emp.id, badge: "deactivated", deactivated: true }),
    ]);
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", emp.id).execute()).toHaveLength(0);
    const signIn = await run(employeeLogin.action, new Browser(), `${base}/employee/login`, {
      form: { intent: "login", email: emp.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(401);
    // a leaver's certificate keeps its status (issue 24): not revoked
    const certs = await db().selectFrom("certificates").select(["revoked_at", "revoked_reason"]).where("user_id", "=", emp.id).execute();
    expect(certs).toEqual([{ revoked_at: null, revoked_reason: null }]);
    expect(await db().selectFrom("attempts").select("id").where("user_id", "=", emp.id).execute()).toHaveLength(8);
    const ev = await db()
      .selectFrom("audit_events")
      .selectAll()
      .where("action", "=", "employee.deleted")
      .where("subject_user_id", "=", emp.id)
      .executeTakeFirstOrThrow();
    expect(ev).toMatchObject({ actor_user_id: admin.id, actor_email: admin.email, subject_email: emp.email, ip_address: b.address });
    expect(JSON.parse(ev.details)).toEqual({ name: "Grace Hopper", certificateKept: expect.stringMatching(/^GDPR-PHARMA-/) });
    expect(
      (await run(download(certificate), b, `${base}/admin/employees/${emp.id}/certificate.pdf`, { params: { employeeId: String(emp.id) } }))
        .status,
    ).toBe(404);
    expect((await act(b, { intent: "delete", employeeId: emp.id }, base)).status).toBe(404);
  });

  it("searches by name or email, filters by status and pages by 50, as GET parameters", async () => {
    const co = await createCompany();
    await db().updateTable("companies").set({ max_employees: 500 }).where("id", "=", co.id).execute();
    const base = `/company/${co.slug}`;
    const { b } = await signedInAdmin(co.slug, base);
    await insertEmployees(co.id, 120, (i) => ({
      email: `p${String(i).padStart(3, "0")}@x.example`,
      first_name: i === 7 ? "Zo%e_" : i === 8 ? "Łukasz" : "Pat",
      last_name: i === 8 ? "Żak" : `N${String(i).padStart(3, "0")}`,
    }));
    const page1 = await list(b, base);
    expect(page1.data).toMatchObject({ total: 120, pages: 3 });
    expect(page1.data.employees).toHaveLength(50);
    const page3 = await list(b, base, "?page=3");
    expect(page3.data.employees).toHaveLength(20);
    expect((await list(b, base, "?q=p119%40")).data.employees.map((e: { email: string }) => e.email)).toEqual(["p119@x.example"]);
    // % and _ are searched as text, not as wildcards
    expect((await list(b, base, "?q=zo%25e_")).data.employees.map((e: { email: string }) => e.email)).toEqual(["p007@x.example"]);
    expect((await list(b, base, "?q=%25")).data.total).toBe(1);
    // every letter's case, not only ASCII's (SQL's lower() and SQLite's LIKE fold ASCII only), and without the accents
    for (const q of ["Łukasz Żak", "łukasz żak", "ŁUKASZ", "żak", "lukasz zak", "ZAK", "Lu\u0301kasz"])
      expect(
        (await list(b, base, `?q=${encodeURIComponent(q)}`)).data.employees.map((e: { email: string }) => e.email),
        q,
      ).toEqual(["p008@x.example"]);
    expect((await list(b, base, "?status=completed")).data.total).toBe(0);
    expect((await list(b, base, "?status=not_started")).data.total).toBe(120);
    // nonsense parameters fall back to the defaults
    expect((await list(b, base, "?status=bogus&page=-4")).data.query).toEqual({ q: "", status: "all", page: 1 });
  });

  // Without migration 022's trigram indexes a search folds every employee's name (about 45 ms at
  // 10,000 employees); the plan names the indexes that serve the list's own query.
  it.skipIf(!onPostgres())("looks a search up in the name and email trigram indexes on PostgreSQL", async () => {
    const co = await createCompany();
    await db().updateTable("companies").set({ max_employees: 3000 }).where("id", "=", co.id).execute();
    await insertEmployees(co.id, 2000, (i) => ({
      email: `p${i}@x.example`,
      first_name: `${["Zoë", "Łucja", "Ann"][i % 3]}${i}`,
      last_name: `Läst${i}`,
    }));
    await sql`analyze users`.execute(db());
    const ids = employeePageIds({ companyId: co.id }, { q: "Last123", filter: "all", page: 1 }, new Date(), 50).compile();
    const plan = JSON.stringify((await db().executeQuery(CompiledQuery.raw(`explain (format json) ${ids.sql}`, [...ids.parameters]))).rows);
    expect(plan).toContain('"Index Name":"users_name_search"');
    expect(plan).toContain('"Index Name":"users_email_search"');
  });

  it("another company's employee ids are unknown here: 404, nothing changed, nothing of theirs shown", async () => {
    const other = await createCompany();
    const theirs = await createUser({ company: other.slug, status: "invited", firstName: "Secret", lastName: "Person" });
    const { b } = await signedInAdmin();
    expect((await act(b, { intent: "resend", employeeId: theirs.id })).status).toBe(404);
    expect((await act(b, { intent: "delete", employeeId: theirs.id })).status).toBe(404);
    expect((await list(b, "", `?confirm=delete-${theirs.id}`)).data.confirmDelete).toBeNull();
    expect(
      (await run(download(certificate), b, `/admin/employees/${theirs.id}/certificate.pdf`, { params: { employeeId: String(theirs.id) } }))
        .status,
    ).toBe(404);
    expect(JSON.stringify((await list(b, "", "?q=secret")).data)).not.toContain("Secret");
    const row = await db().selectFrom("users").select("status").where("id", "=", theirs.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("invited");
    expect(await db().selectFrom("invitations").select("id").where("user_id", "=", theirs.id).execute()).toHaveLength(0);
  });

  // PostgreSQL's integer ids end at 2^31 − 1 and its text refuses U+0000: both must be the
  // client's mistake there (4xx, no search), never a query error (500), as they are on SQLite.
  it("ids beyond PostgreSQL's integer and U+0000 in a post or a search answer as unknown or invalid input, never 500", async () => {
    const { b } = await signedInAdmin();
    for (const huge of ["2147483648", "9007199254740991"]) {
      expect((await act(b, { intent: "resend", employeeId: huge })).status).toBe(400);
      expect((await act(b, { intent: "delete", employeeId: huge })).status).toBe(400);
      expect((await list(b, "", `?confirm=delete-${huge}`)).data.confirmDelete).toBeNull();
      const pdf = await run(download(certificate), b, `/admin/employees/${huge}/certificate.pdf`, { params: { employeeId: huge } });
      expect(pdf.status).toBe(404);
    }
    const before = await db().selectFrom("users").select("id").execute();
    const nul = await act(b, { intent: "add", firstName: "Nul\u0000", lastName: "Byte", email: "nul@x.example" });
    expect(nul.status).toBe(400);
    expect(nul.data.result.error).toEqual({ firstName: ["Please use plain text without control characters."] });
    expect(await db().selectFrom("users").select("id").execute()).toHaveLength(before.length);
    const searched = await list(b, "", "?q=a%00b");
    expect(searched.status).toBe(200);
    expect(searched.data.query.q).toBe("");
  });

  it("re-adding a deleted employee brings them back invited, with their old training kept as history and their certificate valid", async () => {
    const { b } = await signedInAdmin();
    const emp = await createUser({ firstName: "Rita", lastName: "Back" });
    await completeOnPages(emp);
    await act(b, { intent: "delete", employeeId: emp.id });
    const r = await act(b, { intent: "add", firstName: "Rita", lastName: "Back", email: emp.email });
    expect(r.location).toBe("/admin/dashboard");
    const user = await db()
      .selectFrom("users")
      .select(["id", "status", "password_hash"])
      .where("email", "=", emp.email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ id: emp.id, status: "invited", password_hash: null });
    // a new cycle starts; the certificate, valid training, stays current until a new one supersedes it (issue 24)
    expect((await list(b)).data.employees.find((e: { id: number }) => e.id === emp.id)).toMatchObject({
      badge: "completed",
      progress: "0/7 modules",
    });
    expect(await db().selectFrom("certificates").select(["revoked_at"]).where("user_id", "=", emp.id).execute()).toEqual([
      { revoked_at: null },
    ]);
    expect(
      await db().selectFrom("attempts").select("id").where("user_id", "=", emp.id).where("superseded_at", "is not", null).execute(),
    ).toHaveLength(8);
  });
});

describe("admin training", () => {
  it("Take Training enrols the admin once (audited) and goes to the map in the admin context", async () => {
    const { admin, b } = await signedInAdmin("croacademy", "/croacademy");
    expect((await run(adminTraining.loader, b, "/croacademy/admin/training")).data).toMatchObject({ isEnrolled: false });
    const r = await run(adminTraining.action, b, "/croacademy/admin/training", { form: { intent: "enroll" } });
    expect(r.location).toBe("/croacademy/world?admin=true");
    await run(adminTraining.action, b, "/croacademy/admin/training", { form: { intent: "enroll" } });
    expect(
      await db()
        .selectFrom("audit_events")
        .select("id")
        .where("action", "=", "training.enrolled")
        .where("subject_user_id", "=", admin.id)
        .execute(),
    ).toHaveLength(1);
    const page = await run(adminTraining.loader, b, "/croacademy/admin/training");
    expect(page.data).toMatchObject({ isEnrolled: true, stats: { points: 0, level: 1 }, badges: [] });
    expect((await run(dashboard.loader, b, "/croacademy/admin/dashboard")).data.enrolled).toBe(true);
    expect((await run(adminTraining.action, b, "/croacademy/admin/training", { form: { intent: "nope" } })).status).toBe(400);
  });

  it("the reminders tab shows the counts with the seat limit and the admin's training status", async () => {
    const { b } = await signedInAdmin();
    const r = await run(reminders.loader, b, "/admin/dashboard/invitations");
    expect(r.data).toMatchObject({ adminTraining: null, stats: { maxEmployees: 10000 } });
  });
});

describe("what a new administrator sees (issue 24)", () => {
  const company = async () => {
    const co = await createCompany();
    const base = `/company/${co.slug}`;
    return { co, ...(await signedInAdmin(co.slug, base)) };
  };
  const layout = (b: Browser, base: string) => run(dashboard.loader, b, `${base}/admin/dashboard`);

  it("the admin training page is linked from the dashboard header and the reminders tab", async () => {
    const { b, base } = await company();
    const header = renderPage(dashboard.default, { at: `${base}/admin/dashboard`, data: (await layout(b, base)).data });
    expect(header).toContain(`href="${base}/admin/training"`);
    expect(header.indexOf(`href="${base}/admin/training"`)).toBeLessThan(header.indexOf('<main id="main"'));
    const tab = await run(reminders.loader, b, `${base}/admin/dashboard/invitations`);
    expect(renderPage(reminders.default, { at: `${base}/admin/dashboard/invitations`, data: tab.data })).toContain(
      `href="${base}/admin/training"`,
    );
  });

  it("a deleted employee's unsent invitation no longer counts as queued mail: suppressed, the row kept", async () => {
    const { b, base } = await company();
    expect((await layout(b, base)).data.notices.waiting).toBe(0);
    await act(b, { intent: "add", firstName: "Gone", lastName: "Soon", email: "gone.soon@example.com" }, base);
    await act(b, { intent: "add", firstName: "Stays", lastName: "Here", email: "stays.here@example.com" }, base);
    expect((await layout(b, base)).data.notices.waiting).toBe(2);
    const gone = await db().selectFrom("users").select("id").where("email", "=", "gone.soon@example.com").executeTakeFirstOrThrow();
    expect((await act(b, { intent: "delete", employeeId: gone.id }, base)).status).toBe(302);
    expect((await layout(b, base)).data.notices.waiting).toBe(1);
    expect(await db().selectFrom("email_outbox").select(["status", "status_reason"]).where("user_id", "=", gone.id).execute()).toEqual([
      { status: "suppressed", status_reason: "The recipient has been deleted." },
    ]);
    // a row queued for someone deleted before this rule (still pending) is not counted either
    await db().updateTable("email_outbox").set({ status: "pending", status_reason: null }).where("user_id", "=", gone.id).execute();
    expect((await layout(b, base)).data.notices.waiting).toBe(1);
  });

  it("the queued-mail notice says what to do: SMTP_URL, or the links to copy", async () => {
    const { b, base } = await company();
    await act(b, { intent: "add", firstName: "Queued", lastName: "Mail", email: "queued.mail@example.com" }, base);
    const html = renderPage(dashboard.default, { at: `${base}/admin/dashboard`, data: (await layout(b, base)).data });
    expect(html).toContain("1 mail queued, not sent: no mail server configured.");
    expect(html).toContain("sets SMTP_URL");
    expect(html).toContain("Resend Invite beside them shows a new link, once, to copy.");
  });

  it("the invitation link shows inside the page content, after the site header, its read-only field taking the focus", async () => {
    const { b, base } = await company();
    await act(b, { intent: "add", firstName: "Focus", lastName: "Here", email: "focus.here@example.com" }, base);
    const flash = await flashOf(b);
    const html = renderPage(dashboard.default, {
      at: `${base}/admin/dashboard`,
      data: (await layout(b, base)).data,
      root: { flash, colors: {}, logo: null },
    });
    const banner = html.indexOf("banner-inline");
    expect(banner).toBeGreaterThan(html.indexOf('<main id="main"'));
    expect(html.indexOf("<header")).toBeLessThan(banner);
    const field = html.match(/<input [^>]*>/g)!.find((tag) => tag.includes(`value="${flash!.copy!.value}"`))!;
    expect(field).toContain('readOnly=""');
    expect(field).toContain('autofocus=""');
    expect(html).toContain(">Invitation link for focus.here@example.com</label>");
  });

  it("row actions name their employee for screen readers", async () => {
    const { b, base } = await company();
    await act(b, { intent: "add", firstName: "Ada", lastName: "Named", email: "ada.named@example.com" }, base);
    const html = renderPage(employees.default, { at: `${base}/admin/dashboard`, data: (await list(b, base)).data });
    expect(html).toContain('Resend Invite<span class="visually-hidden"> to Ada Named</span>');
    expect(html).toContain('aria-label="Delete Ada Named"');
  });
});
