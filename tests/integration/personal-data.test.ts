/**
 * Access, portability and rectification (issue 30, part 3), through the real routes on a copy of
 * the migrated database:
 * - the export rules against schema.ts and the database: a table without a rule fails;
 * - a person with a full record (training, certificate, mails, a reset, an invitation, an
 *   identity, a session, a reminder, a SCIM token): the JSON holds their rows of every exported
 *   table, without secrets, and nothing of a canary person of the same company or of another;
 * - the PDF (their name, the certificate number), the downloads' headers, the audit events, the
 *   administrator's export and another company's administrator refused (404);
 * - the name corrected on the profile: audited, the certificate re-issued with it, the old number
 *   verifying as superseded.
 */
import { readFileSync } from "node:fs";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import * as employeeData from "../../app/routes/admin/employee-personal-data";
import * as myData from "../../app/routes/learner/my-data";
import * as profile from "../../app/routes/learner/profile";
import * as verify from "../../app/routes/public/verify";
import { EXPORT_RULES, type PersonalData, tablesWithoutRule } from "../../app/server/evidence/personal-data.server";
import { createInvitation } from "../../app/server/identity/invitations.server";
import { sendEmployeeReset } from "../../app/server/identity/password-resets.server";
import { resetRateLimits } from "../../app/server/identity/rate-limit.server";
import { db, nowIso } from "../../app/server/platform/db.server";
import { adminCaller, completeTraining, createCompany, createUser, type TestUser, unique } from "../support/factory";
import { Browser, run } from "../support/http";
import { signInOnPage } from "../support/journeys";
import { pdfText } from "../support/pdf";

let addressSeq = 0;

/** The DB interface's tables, read with TypeScript's parser. */
function schemaTables(): string[] {
  const file = "app/server/platform/schema.ts";
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const dbInterface = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === "DB");
  if (!dbInterface) throw new Error("no interface DB in schema.ts");
  return dbInterface.members.filter(ts.isPropertySignature).map((m) => m.name.getText(source));
}

/** The columns of a table of schema.ts. */
function schemaColumns(table: string): string[] {
  const file = "app/server/platform/schema.ts";
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const dbInterface = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === "DB")!;
  const member = dbInterface.members.filter(ts.isPropertySignature).find((m) => m.name.getText(source) === table)!;
  return (member.type as ts.TypeLiteralNode).members.filter(ts.isPropertySignature).map((c) => c.name.getText(source));
}

/** Each sign-in from an address of its own: the sign-in limits count per address. */
const signIn = (user: TestUser, base: string) => signInOnPage(user, base, new Browser(`198.51.100.${(addressSeq++ % 250) + 1}`));

/** A company with its administrator. */
async function company(label: string) {
  const co = await createCompany(undefined, { name: `${label} ${unique()}` });
  const base = `/company/${co.slug}`;
  const admin = await createUser({ company: co.slug, role: "admin", firstName: `${label}Admin`, lastName: "Adminson" });
  return { ...co, base, admin };
}

/**
 * A person with a row in every table an export rule finds rows in: trained and certified (mail
 * of the completion), signed in (a session, a login event), a reset sent by the administrator (a
 * reset, its mail and event), an invitation, an identity, a reminder and a SCIM token.
 */
async function fullRecord(co: Awaited<ReturnType<typeof company>>, firstName: string, lastName: string) {
  const person = await createUser({ company: co.slug, firstName, lastName, email: `${firstName.toLowerCase()}-${unique()}@test.example` });
  const number = await completeTraining(person, co.base);
  const browser = await signIn(person, co.base);
  await sendEmployeeReset(adminCaller(co.id, co.admin), { base: co.base }, person.id);
  await db()
    .transaction()
    .execute((tx) => createInvitation(tx, person.id, "employee_invite"));
  const now = nowIso();
  await db()
    .insertInto("identities")
    .values({ user_id: person.id, provider: "oidc", subject: `sub-${firstName}`, created_at: now })
    .execute();
  await db()
    .insertInto("reminders_sent")
    .values({ user_id: person.id, kind: "annual", period_key: `2026-${firstName}`, sent_at: now })
    .execute();
  await db()
    .insertInto("scim_tokens")
    .values({
      company_id: co.id,
      token_hash: `hash-of-${firstName}`,
      prefix: `p${unique()}`.slice(0, 8),
      created_by: person.id,
      created_at: now,
    })
    .execute();
  return { person, number: number!, browser };
}

const exportOf = async (b: Browser, base: string) => {
  const r = await run(myData.action, b, `${base}/profile/my-data.json`, { form: DOWNLOAD });
  expect(r.status).toBe(200);
  return r;
};

beforeAll(() => resetRateLimits());

/** What the download buttons post. */
const DOWNLOAD = { intent: "download" };

describe("the export rules against the schema", () => {
  it("every table of schema.ts and of the database has a rule, and none is a rule of no table", async () => {
    const tables = schemaTables();
    expect(tablesWithoutRule(tables)).toEqual([]);
    const migrated = (await db().introspection.getTables()).map((t) => t.name);
    expect(tablesWithoutRule(migrated)).toEqual([]);
    expect(Object.keys(EXPORT_RULES).sort()).toEqual([...tables].sort());
    // a table added without a rule is named
    expect(tablesWithoutRule([...tables, "retention_settings"])).toEqual(["retention_settings"]);
  });

  it("every column a rule leaves out or empties is a column of its table, each with a reason", () => {
    for (const [table, rule] of Object.entries(EXPORT_RULES)) {
      if (rule.kind === "not-personal") {
        expect(rule.because.length, table).toBeGreaterThan(10);
        continue;
      }
      const columns = schemaColumns(table);
      for (const [column, why] of Object.entries({ ...rule.omitted, ...rule.redacted })) {
        expect(columns, `${table}.${column}`).toContain(column);
        expect(why.length).toBeGreaterThan(10);
      }
    }
  });
});

describe("access and portability", () => {
  it("the JSON holds the person's rows of every exported table, without secrets, and nothing of anyone else", async () => {
    const co = await company("Home");
    const other = await company("Elsewhere");
    const me = await fullRecord(co, "Henrietta", "Lacks");
    const sameCompany = await fullRecord(co, "Canarysame", "Colleague");
    const otherCompany = await fullRecord(other, "Canaryother", "Stranger");

    const r = await exportOf(me.browser, co.base);
    expect(r.headers.get("Content-Type")).toContain("application/json");
    expect(r.headers.get("Content-Disposition")).toBe('attachment; filename="my-data.json"');
    const d = r.data as PersonalData;
    expect(d.person).toMatchObject({ id: me.person.id, email: me.person.email, firstName: "Henrietta", lastName: "Lacks" });
    for (const [table, rule] of Object.entries(EXPORT_RULES)) {
      if (rule.kind === "not-personal") {
        expect(d.notPersonalData[table], table).toBe(rule.because);
        continue;
      }
      const rows = d.tables[table]?.rows ?? [];
      // redactions exist only once a person's data was erased, which a person asking for their data never was
      if (table !== "audit_redactions") expect(rows.length, `${table} has rows about the person`).toBeGreaterThan(0);
      // every column of the table is there, but those left out
      const expected = schemaColumns(table).filter((c) => !(c in (rule.omitted ?? {})));
      for (const row of rows) {
        expect(Object.keys(row), table).toEqual(expect.arrayContaining(expected));
        for (const left of Object.keys(rule.omitted ?? {})) expect(row, `${table}.${left}`).not.toHaveProperty(left);
      }
    }
    const t = d.tables;
    expect(t.users.rows).toEqual([expect.objectContaining({ id: me.person.id, password: "a password is set" })]);
    expect(t.certificates.rows).toEqual([expect.objectContaining({ number: me.number, recipient_name: "Henrietta Lacks" })]);
    expect(t.certificates.rows[0]).toMatchObject({ signature_meaning: expect.any(String), signed_at: expect.any(String) });
    expect(t.attempts.rows.every((a) => a.user_id === me.person.id && typeof a.language === "string")).toBe(true);
    expect(t.attempts.rows.some((a) => typeof a.content_version === "string")).toBe(true);
    const attemptIds = new Set(t.attempts.rows.map((a) => a.id));
    expect(t.answers.rows.every((a) => attemptIds.has(a.attempt_id))).toBe(true);
    expect(t.answers.rows[0]).toMatchObject({ question_id: expect.any(Number), chosen_index: expect.any(Number), pass: "first" });
    expect(t.email_outbox.rows.map((m) => m.kind)).toEqual(expect.arrayContaining(["completion", "password-reset"]));
    expect(t.email_outbox.rows.every((m) => typeof m.text_body === "string" && m.text_body !== "")).toBe(true);
    expect(t.identities.rows).toEqual([expect.objectContaining({ provider: "oidc", subject: "sub-Henrietta" })]);
    const actions = t.audit_events.rows.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["login.succeeded", "certificate.issued", "password_reset.sent"]));
    // the administrator's reset: their address, browser and IP are emptied, their id stays
    const sent = t.audit_events.rows.find((e) => e.action === "password_reset.sent")!;
    expect(sent).toMatchObject({ actor_user_id: co.admin.id, actor_email: null, ip_address: null, user_agent: null });
    const login = t.audit_events.rows.find((e) => e.action === "login.succeeded")!;
    expect(login).toMatchObject({ actor_email: me.person.email, ip_address: expect.any(String) });

    const text = JSON.stringify(d);
    for (const secret of ["hash-of-Henrietta", "scrypt$"]) expect(text).not.toContain(secret);
    const chained = await db()
      .selectFrom("audit_events")
      .select("hash")
      .where("subject_user_id", "=", me.person.id)
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(chained.hash);
    // the reset mail's link is there without its secret: the export cannot be used to sign in
    const resetMail = t.email_outbox.rows.find((m) => m.kind === "password-reset")!;
    expect(resetMail.text_body).toContain("token=(removed)");
    const stored = await db()
      .selectFrom("email_outbox")
      .select("text_body")
      .where("id", "=", resetMail.id as number)
      .executeTakeFirstOrThrow();
    const token = /token=([^\s&]+)/.exec(stored.text_body)![1];
    expect(text).not.toContain(token);
    const session = await db().selectFrom("sessions").select("id").where("user_id", "=", me.person.id).executeTakeFirstOrThrow();
    expect(text).not.toContain(session.id);
    for (const canary of [sameCompany, otherCompany]) {
      expect(text).not.toContain(canary.person.email);
      expect(text).not.toContain(canary.number);
    }
    for (const name of ["Canarysame", "Canaryother", "Stranger", "Colleague", co.admin.email, other.admin.email]) {
      expect(text).not.toContain(name);
    }
  });

  it("the PDF names the person and their certificate; the downloads and the administrator's export are audited", async () => {
    const co = await company("Pdf");
    const me = await fullRecord(co, "Rosalind", "Franklin");
    const pdf = await run(myData.action, me.browser, `${co.base}/profile/my-data.pdf`, { form: DOWNLOAD });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toBe('attachment; filename="my-data.pdf"');
    const text = await pdfText(new Uint8Array(await pdf.response!.arrayBuffer()), "all");
    expect(text).toContain("Rosalind Franklin");
    expect(text).toContain(me.number);
    expect(text).not.toContain("hash-of-Rosalind");

    const admin = await signIn(co.admin, co.base);
    const params = { employeeId: String(me.person.id) };
    const json = await run(employeeData.action, admin, `${co.base}/admin/employees/${me.person.id}/personal-data.json`, {
      params,
      form: DOWNLOAD,
    });
    expect(json.status).toBe(200);
    expect((json.data as PersonalData).person.email).toBe(me.person.email);
    const adminPdf = await run(employeeData.action, admin, `${co.base}/admin/employees/${me.person.id}/personal-data.pdf`, {
      params,
      form: DOWNLOAD,
    });
    expect(adminPdf.status).toBe(200);
    expect(await pdfText(new Uint8Array(await adminPdf.response!.arrayBuffer()), "all")).toContain(me.number);

    const events = await db()
      .selectFrom("audit_events")
      .select(["actor_user_id", "subject_user_id", "details"])
      .where("company_id", "=", co.id)
      .where("action", "=", "personal_data.exported")
      .orderBy("seq")
      .execute();
    expect(events.map((e) => ({ actor: e.actor_user_id, subject: e.subject_user_id, details: JSON.parse(e.details) }))).toEqual([
      { actor: me.person.id, subject: me.person.id, details: { format: "pdf", by: "self" } },
      { actor: co.admin.id, subject: me.person.id, details: { format: "json", by: "admin" } },
      { actor: co.admin.id, subject: me.person.id, details: { format: "pdf", by: "admin" } },
    ]);
  });

  it("another company's administrator gets 404 for the record's export, and writes nothing", async () => {
    const co = await company("Owner");
    const other = await company("Intruder");
    const person = await createUser({ company: co.slug, firstName: "Private", lastName: "Person" });
    const intruder = await signIn(other.admin, other.base);
    for (const ext of ["json", "pdf"]) {
      const r = await run(employeeData.action, intruder, `${other.base}/admin/employees/${person.id}/personal-data.${ext}`, {
        params: { employeeId: String(person.id) },
        form: DOWNLOAD,
      });
      expect(r.status).toBe(404);
    }
    // an administrator's own record is not an employee's: 404 too
    const self = await run(employeeData.action, intruder, `${other.base}/admin/employees/${other.admin.id}/personal-data.json`, {
      params: { employeeId: String(other.admin.id) },
      form: DOWNLOAD,
    });
    expect(self.status).toBe(404);
    const written = await db()
      .selectFrom("audit_events")
      .select("id")
      .where("action", "=", "personal_data.exported")
      .where("subject_user_id", "=", person.id)
      .execute();
    expect(written).toEqual([]);
  });

  it("a signed-out visitor is sent to sign in", async () => {
    const co = await company("Out");
    const r = await run(myData.action, new Browser(), `${co.base}/profile/my-data.json`, { form: DOWNLOAD });
    expect(r.status).toBe(302);
  });
});

describe("rectification by the person", () => {
  it("the name corrected on the profile: audited, the certificate re-issued with it, the old number superseded", async () => {
    const co = await company("Rectify");
    const me = await fullRecord(co, "Lise", "Meitner");
    const here = `${co.base}/profile`;
    const page = await run(profile.loader, me.browser, here);
    expect(page.data.person).toMatchObject({ firstName: "Lise", lastName: "Meitner" });

    // the name rules: required, one line
    const empty = await run(profile.action, me.browser, here, { form: { intent: "change-name", firstName: "", lastName: "Meitner" } });
    expect(empty.status).toBe(302);
    const broken = await run(profile.action, me.browser, here, { form: { intent: "change-name", firstName: "Li\nse", lastName: "M" } });
    expect(broken.status).toBe(302);
    expect((await db().selectFrom("users").select("first_name").where("id", "=", me.person.id).executeTakeFirstOrThrow()).first_name).toBe(
      "Lise",
    );

    const saved = await run(profile.action, me.browser, here, {
      form: { intent: "change-name", firstName: " Lise ", lastName: "Meitner-Frisch" },
    });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(here);
    const user = await db()
      .selectFrom("users")
      .select(["first_name", "last_name"])
      .where("id", "=", me.person.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ first_name: "Lise", last_name: "Meitner-Frisch" });

    const certs = await db().selectFrom("certificates").selectAll().where("user_id", "=", me.person.id).orderBy("id").execute();
    expect(certs).toHaveLength(2);
    const [old, renewed] = certs;
    expect(old).toMatchObject({
      number: me.number,
      recipient_name: "Lise Meitner",
      superseded_by: renewed.id,
      superseded_at: expect.any(String),
    });
    expect(renewed).toMatchObject({
      recipient_name: "Lise Meitner-Frisch",
      superseded_at: null,
      revoked_at: null,
      valid_until: old.valid_until,
      content_version: old.content_version,
      signed_name: old.signed_name,
      signed_at: old.signed_at,
      signature_meaning: old.signature_meaning,
    });
    expect(renewed.number).not.toBe(old.number);

    const events = await db()
      .selectFrom("audit_events")
      .select(["action", "details"])
      .where("subject_user_id", "=", me.person.id)
      .where("action", "in", ["profile.name_changed", "certificate.superseded", "certificate.issued"])
      .orderBy("seq")
      .execute();
    expect(events.map((e) => [e.action, JSON.parse(e.details)])).toEqual([
      ["certificate.issued", expect.objectContaining({ number: old.number })],
      ["certificate.superseded", { number: old.number, by: renewed.number }],
      ["certificate.issued", expect.objectContaining({ number: renewed.number, supersedes: old.number, reason: "name-changed" })],
      [
        "profile.name_changed",
        {
          from: { firstName: "Lise", lastName: "Meitner" },
          to: { firstName: "Lise", lastName: "Meitner-Frisch" },
          reissued: { number: renewed.number, supersedes: old.number },
        },
      ],
    ]);

    const visitor = new Browser("192.0.2.77");
    const oldPage = await run(verify.loader, visitor, `/verify/${old.number}`, { params: { number: old.number } });
    expect(oldPage.data.verification).toMatchObject({ found: true, state: "superseded" });
    const newPage = await run(verify.loader, visitor, `/verify/${renewed.number}`, { params: { number: renewed.number } });
    expect(newPage.data.verification).toMatchObject({ found: true, state: "valid" });

    // the same name again changes nothing
    await run(profile.action, me.browser, here, { form: { intent: "change-name", firstName: "Lise", lastName: "Meitner-Frisch" } });
    expect(await db().selectFrom("certificates").select("id").where("user_id", "=", me.person.id).execute()).toHaveLength(2);
  });

  it("without a certificate only the name changes", async () => {
    const co = await company("Plain");
    const person = await createUser({ company: co.slug, firstName: "Ada", lastName: "Byron" });
    const b = await signIn(person, co.base);
    const r = await run(profile.action, b, `${co.base}/profile`, {
      form: { intent: "change-name", firstName: "Ada", lastName: "Lovelace" },
    });
    expect(r.status).toBe(302);
    const event = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("subject_user_id", "=", person.id)
      .where("action", "=", "profile.name_changed")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.details)).toMatchObject({ to: { lastName: "Lovelace" }, reissued: null });
  });
});
