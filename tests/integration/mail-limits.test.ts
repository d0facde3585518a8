/**
 * Limits on invitation mail (issue 24, part 3; app/domain/mail-limits.ts, app/server/mail/limits.server.ts):
 * the person's allowance (cooldown and day), the company's daily quota (lower for trials, set by
 * the super administrator), the bulk import bounded by it, and the domain of a company that set
 * itself up. Every refusal writes nothing but its audit event. The clock is injected where time
 * matters (the services' `now`); the pages and the JSON API are called as a browser and a client would.
 */
import { describe, expect, it } from "vitest";
import * as employees from "../../app/routes/admin/employees";
import * as importPage from "../../app/routes/admin/import";
import * as companies from "../../app/routes/super-admin/companies";
import * as superLogin from "../../app/routes/super-admin/login";
import * as setup from "../../app/routes/public/company-setup";
import { englishT } from "../../app/domain/english";
import { DAILY_INVITATIONS, MAIL_LIMIT_MSG, PERSON_INVITATIONS, personLimitPhrase } from "../../app/domain/mail-limits";
import { phraseIn } from "../../app/i18n/msg";
import { addEmployee, resendInvitation } from "../../app/server/admin/employees.server";
import { bulkImport } from "../../app/server/admin/import.server";
import { languageKit } from "../../app/server/platform/i18n.server";
import { applyImport } from "../../app/server/admin/import.server";
import { type CompanyCaller, findCaller } from "../../app/server/identity/sessions.server";
import { db } from "../../app/server/platform/db.server";
import { resolveTenant, type Tenant } from "../../app/server/platform/tenant.server";
import { setupCompany } from "../../app/server/super-admin/setup.server";
import { createCompany, createUser, unique } from "../support/factory";
import { Browser, run } from "../support/http";
import { callApi } from "../support/api";
import { signedInAdmin } from "../support/journeys";

const MINUTE = 60_000;

/** A company's admin, signed in: their browser, their caller (for the services with a clock) and the tenant. */
async function adminOf(slug: string) {
  const { admin, b, base } = await signedInAdmin(slug, `/company/${slug}`);
  const request = b.request(`${base}/admin/dashboard`);
  const tenant: Tenant = await resolveTenant(request);
  const caller = (await findCaller({ request, url: new URL(request.url), context: b.context() }, tenant)) as CompanyCaller;
  const token = (await callApi(`/api/company/${slug}/admin/auth/login`, { json: { email: admin.email, password: admin.password } })).body
    .sessionToken as string;
  return { admin, b, base, tenant, caller, token };
}

const refusals = (companyId: number) =>
  db()
    .selectFrom("audit_events")
    .select(["subject_user_id", "subject_email", "details"])
    .where("company_id", "=", companyId)
    .where("action", "=", "invitation.refused")
    .orderBy("id")
    .execute();
const mailsTo = async (email: string) =>
  (await db().selectFrom("email_outbox").select("kind").where("to_address", "=", email).execute()).map((m) => m.kind);
const countOf = async (table: "users" | "invitations" | "email_outbox" | "invitation_days") =>
  Number((await db().selectFrom(table).select(db().fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
const counts = async () => ({
  users: await countOf("users"),
  invitations: await countOf("invitations"),
  outbox: await countOf("email_outbox"),
  days: await countOf("invitation_days"),
});

describe("the person's allowance", () => {
  it("50 resends put 2 mails in the outbox: the invitation and one resend, then the cooldown (429 with the message), each refusal audited", async () => {
    const co = await createCompany(unique("cool"));
    const { b, base, token } = await adminOf(co.slug);
    const email = `${unique("stranger")}@x.example`;
    const added = await run(employees.action, b, `${base}/admin/dashboard?index`, {
      form: { intent: "add", firstName: "Sam", lastName: "Stranger", email },
    });
    expect(added.status).toBe(302);
    const id = (await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
    const before = await counts();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++)
      statuses.push((await callApi(`/api/company/${co.slug}/admin/employees/${id}/resend-invitation`, { token, method: "POST" })).status);
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1).every((s) => s === 429)).toBe(true);
    expect(await mailsTo(email)).toEqual(["employee-invitation", "resent-invitation"]);
    const after = await counts();
    expect(after).toEqual({ ...before, invitations: before.invitations + 1, outbox: before.outbox + 1 });

    // the JSON answer and the page's banner say why and for how long
    const api429 = await callApi(`/api/company/${co.slug}/admin/employees/${id}/resend-invitation`, { token, method: "POST" });
    expect(api429.body.error).toMatch(
      new RegExp(`^${email} was sent 2 invitations in the last 10 minutes\\. Please wait \\d+ minutes? before sending another\\.$`),
    );
    const retry = Number(api429.headers.get("Retry-After"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(PERSON_INVITATIONS.cooldownMinutes * 60);
    const page = await run(employees.action, b, `${base}/admin/dashboard?index`, { form: { intent: "resend", employeeId: id } });
    expect(page.status).toBe(429);
    expect(page.data.result.error[""][0]).toContain(`${email} was sent 2 invitations in the last 10 minutes.`);

    const events = await refusals(co.id);
    expect(events).toHaveLength(49 + 2); // the 49 refused resends and the two above
    expect(events.every((e) => e.subject_user_id === id && e.subject_email === email)).toBe(true);
    expect(JSON.parse(events[0].details)).toMatchObject({ reason: "person-cooldown", invitations: 1, limit: 2, to: email });
  });

  it("after the cooldown one more, at most 5 a day; a deleted and re-added person keeps their count (injected clock)", async () => {
    const co = await createCompany(unique("day"));
    const { caller, tenant } = await adminOf(co.slug);
    const t0 = new Date();
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
    const email = `${unique("p")}@x.example`;
    const added = await addEmployee(caller, tenant, { firstName: "P", lastName: "Q", email }, at(0));
    expect(added.kind).toBe("added");
    const id = (added as { id: number }).id;
    expect(await resendInvitation(caller, tenant, id, at(1))).toMatchObject({ email });
    expect(await resendInvitation(caller, tenant, id, at(9))).toMatchObject({
      kind: "mail-refused",
      reason: "person-cooldown",
      status: 429,
    });
    // at most 2 within any 10 minutes
    expect(await resendInvitation(caller, tenant, id, at(11))).toMatchObject({ email });
    expect(await resendInvitation(caller, tenant, id, at(12))).toMatchObject({ email });
    expect(await resendInvitation(caller, tenant, id, at(13))).toMatchObject({ kind: "mail-refused", reason: "person-cooldown" });
    expect(await resendInvitation(caller, tenant, id, at(30))).toMatchObject({ email });
    // five in 24 hours: the sixth waits for the first to be a day old
    const sixth = await resendInvitation(caller, tenant, id, at(60));
    expect(sixth).toMatchObject({ kind: "mail-refused", reason: "person-day", status: 429 });
    expect((sixth as { message: string }).message).toBe(
      phraseIn(englishT, personLimitPhrase(email, { reason: "person-day", retryAfterSeconds: (24 * 60 - 60) * 60 })),
    );
    // deleting and adding them again does not start their count afresh
    await db().updateTable("users").set({ status: "deactivated" }).where("id", "=", id).execute();
    expect(await addEmployee(caller, tenant, { firstName: "P", lastName: "Q", email }, at(61))).toMatchObject({
      kind: "mail-refused",
      reason: "person-day",
    });
    expect((await db().selectFrom("users").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status).toBe("deactivated");
    expect(await addEmployee(caller, tenant, { firstName: "P", lastName: "Q", email }, at(24 * 60 + 1))).toMatchObject({ kind: "added" });
  });

  it("an import skips a returning person inside their cooldown, with the reason in the administrator's language", async () => {
    const co = await createCompany(unique("back"));
    const { caller, tenant } = await adminOf(co.slug);
    const email = `${unique("p")}@x.example`;
    const added = await addEmployee(caller, tenant, { firstName: "P", lastName: "Q", email });
    const id = (added as { id: number }).id;
    expect(await resendInvitation(caller, tenant, id)).toMatchObject({ email });
    await db().updateTable("users").set({ status: "deactivated" }).where("id", "=", id).execute();
    const csvData = `first_name,last_name,email\nP,Q,${email}\n`;
    const de = await bulkImport(caller, tenant, { csvData }, (await languageKit("de")).t);
    const [skipped] = (de.body as { skipped: { email: string; reason: string }[] }).skipped;
    expect(skipped.email).toBe(email);
    // German throughout, the wait included
    expect(skipped.reason.startsWith(`An ${email} wurden in den letzten 10 Minuten 2 Einladungen gesendet.`)).toBe(true);
    expect(skipped.reason).toMatch(/ Bitte warten Sie \d+ Minuten?, bevor /);
    const en = await bulkImport(caller, tenant, { csvData });
    expect((en.body as { skipped: { reason: string }[] }).skipped[0].reason).toMatch(
      /^.* was sent 2 invitations in the last 10 minutes\. Please wait \d+ minutes? before sending another\.$/,
    );
  });
});

describe("the company's daily quota", () => {
  it("defaults by status, is set by the super administrator (Edit Company and the JSON call, audited), and refuses beyond it until the next UTC day", async () => {
    const co = await createCompany(unique("quota"), { status: "trial" });
    const { b, base, caller, tenant, token } = await adminOf(co.slug);
    // the super administrator sets 3 a day on the page
    const sa = await createUser({ role: "super_admin" });
    const sb = new Browser();
    await run(superLogin.action, sb, "/super-admin/login", { form: { intent: "login", email: sa.email, password: sa.password } });
    const row = await db().selectFrom("companies").selectAll().where("id", "=", co.id).executeTakeFirstOrThrow();
    const edit = (over: Record<string, string | number>) =>
      run(companies.action, sb, `/super-admin/dashboard?index&edit=${co.id}`, {
        form: {
          intent: "edit",
          companyId: co.id,
          name: row.name,
          contactEmail: row.contact_email,
          status: "trial",
          maxEmployees: 100,
          dailyMailQuota: "",
          inviteAnyDomain: "any",
          ...over,
        },
      });
    const editor = await run(companies.loader, sb, `/super-admin/dashboard?edit=${co.id}`);
    expect(editor.data.editing).toMatchObject({ daily_mail_quota: null, invite_any_domain: 1 });
    expect((await edit({ dailyMailQuota: "lots" })).data.result.error.dailyMailQuota).toEqual([
      `Invitations a day must be a whole number from 0 to ${DAILY_INVITATIONS.max.toLocaleString("en-US")}, or empty for the default`,
    ]);
    expect((await edit({ dailyMailQuota: 3 })).location).toBe("/super-admin/dashboard");
    const updated = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("company_id", "=", co.id)
      .where("action", "=", "company.updated")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(updated.details).changed).toEqual({ daily_mail_quota: { from: null, to: 3 } });

    const t0 = new Date();
    for (let i = 1; i <= 3; i++) {
      expect(
        await addEmployee(caller, tenant, { firstName: "E", lastName: String(i), email: `e${i}@q.example` }, t0),
        `invitation ${i}`,
      ).toMatchObject({
        kind: "added",
      });
    }
    const before = await counts();
    const page = await run(employees.action, b, `${base}/admin/dashboard?index`, {
      form: { intent: "add", firstName: "E", lastName: "4", email: "e4@q.example" },
    });
    expect(page.status).toBe(429);
    expect(page.data.result.error[""]).toEqual([MAIL_LIMIT_MSG.quota({ limit: 3, used: 3, wanted: 1 })]);
    const json = await callApi(`/api/company/${co.slug}/admin/employees`, {
      token,
      json: { firstName: "E", lastName: "4", email: "e4@q.example" },
    });
    expect(json).toMatchObject({ status: 429, body: { error: MAIL_LIMIT_MSG.quota({ limit: 3, used: 3, wanted: 1 }) } });
    expect(Number(json.headers.get("Retry-After"))).toBeLessThanOrEqual(86_400);
    expect(await counts()).toEqual(before);
    expect(await db().selectFrom("users").select("id").where("email", "=", "e4@q.example").execute()).toEqual([]);
    const events = await refusals(co.id);
    expect(events.map((e) => JSON.parse(e.details))).toEqual([
      { reason: "company-quota", invitations: 1, limit: 3, retryAfterSeconds: expect.any(Number), to: "e4@q.example" },
      { reason: "company-quota", invitations: 1, limit: 3, retryAfterSeconds: expect.any(Number), to: "e4@q.example" },
    ]);
    // a new person rolled back is no subject (their id would be nobody's)
    expect(events.map((e) => e.subject_user_id)).toEqual([null, null]);
    // the next UTC day has its own count
    const tomorrow = new Date(Date.UTC(t0.getUTCFullYear(), t0.getUTCMonth(), t0.getUTCDate() + 1, 0, 0, 1));
    expect(await addEmployee(caller, tenant, { firstName: "E", lastName: "4", email: "e4@q.example" }, tomorrow)).toMatchObject({
      kind: "added",
    });

    // the JSON call: null is the default of the status again (a trial's 200), numbers are checked
    const superToken = (await callApi("/api/super-admin/auth/login", { json: { email: sa.email, password: sa.password } })).body
      .sessionToken;
    const put = (json: Record<string, unknown>) =>
      callApi(`/api/super-admin/companies/${co.id}`, {
        method: "PUT",
        token: superToken,
        json: { name: row.name, contact_email: row.contact_email, status: "trial", max_employees: 100, ...json },
      });
    expect(await put({ daily_mail_quota: -1 })).toMatchObject({ status: 400, body: { field: "daily_mail_quota" } });
    expect((await put({ daily_mail_quota: null })).status).toBe(200);
    expect(
      (await db().selectFrom("companies").select("daily_mail_quota").where("id", "=", co.id).executeTakeFirstOrThrow()).daily_mail_quota,
    ).toBeNull();
    expect(await addEmployee(caller, tenant, { firstName: "E", lastName: "5", email: "e5@q.example" }, t0)).toMatchObject({
      kind: "added",
    });
    expect(
      (await db().selectFrom("invitation_days").selectAll().where("company_id", "=", co.id).orderBy("day").execute()).map(
        (d) => d.invitations,
      ),
    ).toEqual([4, 1]);
  });

  it("holds under parallel invitations: with room for 5, 5 of 20 at once are sent", async () => {
    const co = await createCompany(unique("race"));
    await db().updateTable("companies").set({ daily_mail_quota: 5 }).where("id", "=", co.id).execute();
    const { caller, tenant } = await adminOf(co.slug);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        addEmployee(caller, tenant, { firstName: "R", lastName: String(i), email: `r${i}@race.example` }),
      ),
    );
    expect(outcomes.filter((o) => o.kind === "added")).toHaveLength(5);
    expect(outcomes.filter((o) => o.kind === "mail-refused")).toHaveLength(15);
    const sent = await db().selectFrom("email_outbox").select("id").where("company_id", "=", co.id).execute();
    expect(sent).toHaveLength(5);
  });

  it("bounds the bulk import: a trial's 2,000 rows are refused (429 on the page and in the API), nothing written, the refusal audited", async () => {
    const co = await createCompany(unique("bulk"), { status: "trial" });
    await db().updateTable("companies").set({ max_employees: 5000 }).where("id", "=", co.id).execute();
    const { b, base, caller, tenant, token } = await adminOf(co.slug);
    const csv = ["first_name,last_name,email", ...Array.from({ length: 2000 }, (_, i) => `F${i},L${i},p${i}@bulk.example`)].join("\n");
    const before = await counts();
    const preview = await run(importPage.action, b, `${base}/admin/dashboard/import`, { form: { intent: "preview", csvData: csv } });
    expect(preview.status).toBe(429);
    expect(preview.data.refusedBy).toBe("invitations");
    expect(preview.data.refusal).toBe(
      `Your company may send 200 invitations a day and has sent 0 today (UTC), so 200 more can be added today, but this import would add 2,000. Nothing was imported: import at most 200 new rows today, or ask the platform administrator for a higher limit.`,
    );
    const json = await callApi(`/api/company/${co.slug}/admin/employees/bulk`, { token, json: { csvData: csv } });
    expect(json).toMatchObject({ status: 429, body: { error: preview.data.refusal } });
    expect(await counts()).toEqual(before);
    const events = await refusals(co.id);
    expect(events.map((e) => JSON.parse(e.details))).toEqual([
      { reason: "company-quota", invitations: 2000, limit: 200, retryAfterSeconds: expect.any(Number), to: null },
    ]);
    // 200 fit, and then the day is used up for one more invitation of any kind
    const fits = await applyImport(caller, tenant, ["first_name,last_name,email", ...csv.split("\n").slice(1, 201)].join("\n"));
    expect(fits).toMatchObject({ kind: "applied", result: { added: 200 } });
    expect(await addEmployee(caller, tenant, { firstName: "One", lastName: "More", email: "one@bulk.example" })).toMatchObject({
      kind: "mail-refused",
      reason: "company-quota",
    });
  });
});

describe("the domain of a company that set itself up", () => {
  it("invites its contact email's domain only (403 beside the email), until the super administrator allows any address", async () => {
    const slug = unique("self");
    const created = await setupCompany(
      {
        companyName: `Self ${slug}`,
        contactEmail: `privacy@${slug}.example`,
        subdomain: slug,
        adminFirstName: "S",
        adminLastName: "A",
        adminEmail: `admin@${slug}.example`,
        primaryColor: "#003D8F",
        secondaryColor: "#FF6A00",
        trialDurationDays: 30,
      },
      { address: "198.51.100.77", userAgent: null },
    );
    expect(created.kind).toBe("created");
    const co = await db().selectFrom("companies").select(["id", "invite_any_domain"]).where("slug", "=", slug).executeTakeFirstOrThrow();
    expect(co.invite_any_domain).toBe(0);
    const { b, base, token } = await adminOf(slug);
    const add = (email: string) =>
      run(employees.action, b, `${base}/admin/dashboard?index`, { form: { intent: "add", firstName: "D", lastName: "E", email } });
    const outside = await add("someone@elsewhere.example");
    expect(outside.status).toBe(403);
    expect(outside.data.result.error.email).toEqual([
      `This company may invite addresses at ${slug}.example only, until the platform administrator allows other addresses.`,
    ]);
    const json = await callApi(`/api/company/${slug}/admin/employees`, {
      token,
      json: { firstName: "D", lastName: "E", email: "x@elsewhere.example" },
    });
    expect(json).toMatchObject({ status: 403, body: { field: "email" } });
    expect((await add(`someone@${slug}.example`)).status).toBe(302);
    expect((await add(`someone@lab.${slug}.example`)).status).toBe(302);
    // the import skips the rows outside the domain
    const csv = `first_name,last_name,email\nA,B,in@${slug}.example\nC,D,out@elsewhere.example`;
    const preview = await run(importPage.action, b, `${base}/admin/dashboard/import`, { form: { intent: "preview", csvData: csv } });
    expect(preview.data.counts).toMatchObject({ new: 1, invalid: 1 });
    expect(JSON.stringify(preview.data.rows)).toContain(`Outside ${slug}.example: your company may invite addresses there only`);
    expect((await refusals(co.id)).map((e) => JSON.parse(e.details).reason)).toEqual(["domain", "domain"]);

    // the super administrator allows any address (the JSON call), audited
    const sa = await createUser({ role: "super_admin" });
    const superToken = (await callApi("/api/super-admin/auth/login", { json: { email: sa.email, password: sa.password } })).body
      .sessionToken;
    const c = await db().selectFrom("companies").selectAll().where("id", "=", co.id).executeTakeFirstOrThrow();
    const put = await callApi(`/api/super-admin/companies/${co.id}`, {
      method: "PUT",
      token: superToken,
      json: { name: c.name, contact_email: c.contact_email, status: c.status, max_employees: c.max_employees, invite_any_domain: true },
    });
    expect(put.status).toBe(200);
    expect((await add("someone@elsewhere.example")).status).toBe(302);
    const changed = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("company_id", "=", co.id)
      .where("action", "=", "company.updated")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(changed.details).changed).toEqual({ invite_any_domain: { from: 0, to: 1 } });
  });

  it("the setup's administrator must be at the contact email's domain, or be the contact address at a public mail service (400 beside the field)", async () => {
    const b = new Browser("198.51.100.78");
    const step2 = (contactEmail: string, adminEmail: string) =>
      run(setup.action, b, "/company/setup", {
        form: {
          go: "admin",
          companyName: "Dom Co",
          contactEmail,
          subdomain: unique("dom"),
          adminFirstName: "A",
          adminLastName: "B",
          adminEmail,
        },
      });
    const outside = await step2("privacy@dom.example", "someone@other.example");
    expect(outside.status).toBe(400);
    expect(outside.data.view).toMatchObject({
      step: 2,
      errors: { adminEmail: ["The administrator's email must be at dom.example, the domain of the contact email."] },
    });
    expect((await step2("privacy@dom.example", "it@eu.dom.example")).status).toBe(200);
    const gmail = await step2("dpo.dom@gmail.com", "someone.else@gmail.com");
    expect(gmail.data.view.errors.adminEmail).toEqual([
      "With a contact address at gmail.com, a public mail service, the administrator's email must be the contact email.",
    ]);
    expect((await step2("dpo.dom@gmail.com", "DPO.Dom@gmail.com")).status).toBe(200);
    const json = await callApi("/api/companies/setup", {
      json: {
        companyName: "Dom Api",
        contactEmail: "privacy@domapi.example",
        subdomain: unique("domapi"),
        adminFirstName: "A",
        adminLastName: "B",
        adminEmail: "a@elsewhere.example",
      },
    });
    expect(json).toMatchObject({
      status: 400,
      body: { field: "adminEmail", error: "The administrator's email must be at domapi.example, the domain of the contact email." },
    });
  });
});
