/**
 * Retention and erasure that keeps the evidence (issue 30; docs/decisions/027-erasure-and-the-audit-chain.md):
 * a leaver is pseudonymised on the day their retention period ends (injected clock), not the day
 * before; afterwards no table holds their name or email; their certificate still verifies without
 * the name; the evidence pack and its manifest, the audit chain and `npm run audit:verify` still
 * verify; the erasure logs nothing of the person. The administrator's erasure: a confirmation step
 * with a required reason (plain posts), only for deleted employees, audited.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { unzipSync } from "fflate";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import * as employee from "../../app/routes/admin/employee";
import * as evidencePack from "../../app/routes/admin/evidence-pack";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as verify from "../../app/routes/public/verify";
import { leaverErasureDay, redactJson, identifiersOf, pseudonymFrom } from "../../app/domain/erasure";
import { deleteEmployee } from "../../app/server/admin/employees.server";
import { pseudonymOf } from "../../app/server/admin/erasure.server";
import { verifyCompanyChain } from "../../app/server/evidence/audit-chain.server";
import { resetRateLimits } from "../../app/server/identity/rate-limit.server";
import { runJob } from "../../app/server/jobs/jobs.server";
import { revokeCertificate } from "../../app/server/training/certificates.server";
import { applyRetention } from "../../app/server/jobs/retention.server";
import { db } from "../../app/server/platform/db.server";
import { logged } from "../support/log";
import { readFlash } from "../../app/server/platform/cookies.server";
import { adminCaller, completeTraining, createCompany, createUser, inviteUser, type TestUser } from "../support/factory";
import { Browser, run } from "../support/http";
import { companyWithAdmin } from "../support/journeys";

const LEFT = "2020-03-15T10:00:00.000Z";
const DAY_BEFORE = new Date("2026-03-14T23:59:00.000Z");
const THE_DAY = new Date("2026-03-15T00:01:00.000Z");

interface Company {
  id: number;
  slug: string;
  base: string;
  admin: TestUser;
  b: Browser;
}

const ADA = { firstName: "Ada", lastName: "Admin" };

async function signedInCompany(): Promise<Company> {
  const { co, ...signedIn } = await companyWithAdmin({ name: "Erasure Pharma" }, ADA, new Browser("198.51.100.30"));
  return { ...co, ...signedIn };
}

/** Every row of every table, as lower-case text, with where it was found. */
async function everyText(): Promise<{ table: string; text: string }[]> {
  const tables = await db().introspection.getTables();
  const out: { table: string; text: string }[] = [];
  for (const t of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(t.name)}`.execute(db());
    for (const row of rows.rows) out.push({ table: t.name, text: JSON.stringify(row).toLowerCase() });
  }
  return out;
}

const verifyCli = (): Promise<{ code: number; stdout: string }> =>
  new Promise((resolve) =>
    execFile(process.execPath, ["--import", "tsx", "scripts/audit-verify.ts"], { env: process.env }, (err, stdout) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout }),
    ),
  );

// The name starts with capitals outside ASCII, which SQL's lower() left as they were on SQLite.
const FIRST = "Żeldacanary";
const LAST = "Łquixoticcanary";
const CANARIES = ["zeldacanary", "quixoticcanary", "żeldacanary"];
const co = {} as Company;
let leaver: TestUser;
let number: string;

beforeAll(async () => {
  resetRateLimits();
  Object.assign(co, await signedInCompany());
  leaver = await createUser({
    company: co.slug,
    firstName: FIRST,
    lastName: LAST,
    email: `zeldacanary.quixoticcanary.${co.slug}@example.com`,
  });
  number = (await completeTraining(leaver, co.base, { sign: true }))!;
  // named only in text: a colleague's certificate revoked with a reason naming the leaver (the
  // certificate's row and the revocation's audit event, whose subject is the colleague)
  const colleague = await createUser({ company: co.slug });
  const theirs = (await completeTraining(colleague, co.base))!;
  const reason = `Issued in error: the training of ${FIRST} ${LAST} was recorded under this account`;
  expect(await revokeCertificate(adminCaller(co.id, co.admin), theirs, reason)).toMatchObject({ kind: "revoked" });
  // traces: a sign-in (session, audit with address), a reset link sent by the admin (mail, audit)
  const b = new Browser("203.0.113.77");
  const signed = await run(employeeLogin.action, b, `${co.base}/employee/login`, {
    form: { intent: "login", email: leaver.email, password: leaver.password },
  });
  expect(signed.status).toBe(302);
  const reset = await run(employee.action, co.b, `${co.base}/admin/dashboard/employees/${leaver.id}`, {
    form: { intent: "send-password-reset" },
    params: { employeeId: String(leaver.id) },
  });
  expect(reset.status).toBe(302);
  expect(await deleteEmployee(adminCaller(co.id, co.admin), leaver.id)).not.toBeNull();
  await db().updateTable("users").set({ deactivated_at: LEFT }).where("id", "=", leaver.id).execute();
  const found = await everyText();
  expect(found.some((r) => r.text.includes(CANARIES[1]))).toBe(true);
}, 120_000);

describe("the retention job", () => {
  it("the day a period ends: the day of leaving, the years later (29 February: 28 February)", () => {
    expect(leaverErasureDay(LEFT, 6)).toBe("2026-03-15");
    expect(leaverErasureDay("2024-02-29T08:00:00.000Z", 1)).toBe("2025-02-28");
    expect(leaverErasureDay(LEFT, 0)).toBe("2020-03-15");
  });

  it("pseudonymises a leaver on the day their period ends, not the day before, and logs nothing of them", async () => {
    await applyRetention(DAY_BEFORE);
    const before = await db().selectFrom("users").selectAll().where("id", "=", leaver.id).executeTakeFirstOrThrow();
    expect(before).toMatchObject({ email: leaver.email, first_name: FIRST, pseudonymised_at: null });

    const { value: counts, text } = await logged(() => runJob("retention", THE_DAY));
    expect(counts).toMatchObject({ erased: 1 });
    expect(text).toContain('"job":"retention"');
    for (const c of CANARIES) expect(text.toLowerCase()).not.toContain(c);
    const p = pseudonymOf(leaver.id);
    const after = await db().selectFrom("users").selectAll().where("id", "=", leaver.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      email: p.email,
      first_name: "Former employee",
      last_name: p.code,
      photo_url: null,
      external_id: null,
      locale: null,
      status: "deactivated",
      pseudonymised_at: THE_DAY.toISOString(),
    });
    expect(p.name).toMatch(/^Former employee [0-9A-Z]{6}$/);
    expect(p.email).toBe(`former-${p.code.toLowerCase()}@erased.invalid`);
    // the erasure's own event: the reason and the pseudonym, no actor, nothing of the person
    const event = await db()
      .selectFrom("audit_events")
      .selectAll()
      .where("company_id", "=", co.id)
      .where("action", "=", "employee.erased")
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ actor_user_id: null, subject_user_id: leaver.id, subject_email: p.email });
    expect(JSON.parse(event.details)).toMatchObject({ reason: "retention period ended", pseudonym: p.name, by: "retention" });
    expect(JSON.parse(event.details).redactedEvents).toBeGreaterThan(0);
    // a second run finds nothing more to do
    expect(await applyRetention(THE_DAY)).toMatchObject({ erased: 0 });
  });

  it("leaves nothing of their name or email in any table", async () => {
    const found = (await everyText()).filter((r) => CANARIES.some((c) => r.text.includes(c)));
    expect(found.map((r) => `${r.table}: ${r.text.slice(0, 300)}`)).toEqual([]);
  });

  it("keeps the evidence: attempts, answers, badges and the certificate under the pseudonym; sessions, invitations and identities gone", async () => {
    const count = async (table: "attempts" | "badges" | "certificates" | "sessions" | "invitations" | "identities") =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .where("user_id", "=", leaver.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count("attempts")).toBeGreaterThanOrEqual(7);
    expect(await count("badges")).toBeGreaterThan(0);
    expect(await count("sessions")).toBe(0);
    expect(await count("invitations")).toBe(0);
    expect(await count("identities")).toBe(0);
    const cert = await db().selectFrom("certificates").selectAll().where("number", "=", number).executeTakeFirstOrThrow();
    expect(cert.recipient_name).toBe(pseudonymOf(leaver.id).name);
    expect(cert.signature_meaning).not.toBeNull();
    expect(cert.signed_at).not.toBeNull();
    const mail = await db().selectFrom("email_outbox").selectAll().where("user_id", "=", leaver.id).execute();
    expect(mail.length).toBeGreaterThan(0);
    for (const m of mail) expect(m).toMatchObject({ to_address: pseudonymOf(leaver.id).email, text_body: "", html_body: null });
  });

  it("the certificate still verifies on the public page: its status, without the name", async () => {
    const r = await run(verify.loader, new Browser("192.0.2.40"), `/verify/${number}`, { params: { number } });
    const v = (r.data as { verification: Record<string, unknown> }).verification;
    expect(v).toMatchObject({ found: true, state: "valid", holder: null, holderErased: true, company: "Erasure Pharma" });
    expect(v.signature).toMatchObject({ name: null });
    for (const c of CANARIES) expect(JSON.stringify(v).toLowerCase()).not.toContain(c);
  });

  it("the audit chain verifies (the admin's check and npm run audit:verify); events are still append-only", async () => {
    const report = await verifyCompanyChain({ companyId: co.id });
    expect(report).toMatchObject({ intact: true });
    const redacted = await db().selectFrom("audit_redactions").selectAll().where("user_id", "=", leaver.id).execute();
    expect(redacted.length).toBeGreaterThan(0);
    const cli = await verifyCli();
    expect(cli.stdout).toContain("intact");
    expect(cli.code, cli.stdout).toBe(0);
    // an event without a redaction row cannot be changed; a redacted one cannot change its hash or action
    const plain = await db()
      .selectFrom("audit_events")
      .select("id")
      .where("company_id", "=", co.id)
      .where("id", "not in", (eb) => eb.selectFrom("audit_redactions").select("event_id"))
      .executeTakeFirstOrThrow();
    await expect(db().updateTable("audit_events").set({ details: "{}" }).where("id", "=", plain.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(
      db().updateTable("audit_events").set({ action: "settings.updated" }).where("id", "=", redacted[0].event_id).execute(),
    ).rejects.toThrow(/append-only/);
  });

  it("the company's evidence pack still builds and its manifest verifies", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const r = await run(evidencePack.action, co.b, `${co.base}/admin/evidence-pack.zip`, { form: { start: "2020-01-01", end: today } });
    expect(r.status, JSON.stringify(r.data)).toBe(200);
    const files = unzipSync(new Uint8Array(await r.response!.arrayBuffer()));
    const manifest = JSON.parse(Buffer.from(files["manifest.json"]).toString("utf8")) as {
      files: { path: string; sha256: string; bytes: number }[];
      auditHead: { hash: string } | null;
    };
    expect(manifest.files.length).toBeGreaterThan(0);
    for (const f of manifest.files) {
      expect(createHash("sha256").update(files[f.path]).digest("hex"), f.path).toBe(f.sha256);
      expect(files[f.path].length).toBe(f.bytes);
    }
    const csv = Buffer.from(files["completions.csv"]).toString("utf8").toLowerCase();
    expect(csv).toContain(pseudonymOf(leaver.id).name.toLowerCase());
    for (const [name, bytes] of Object.entries(files)) {
      if (name.endsWith(".csv") || name.endsWith(".json")) {
        const text = Buffer.from(bytes).toString("utf8").toLowerCase();
        for (const c of CANARIES) expect(text, name).not.toContain(c);
      }
    }
  });
});

describe("the administrator's Erase personal data", () => {
  const page = (id: number, query = "") =>
    run(employee.loader, co.b, `${co.base}/admin/dashboard/employees/${id}${query}`, { params: { employeeId: String(id) } });
  const post = (id: number, form: Record<string, string>) =>
    run(employee.action, co.b, `${co.base}/admin/dashboard/employees/${id}?confirm=erase`, { form, params: { employeeId: String(id) } });

  it("only for a deleted employee: a confirmation step, a required reason, then the erasure with a flash and an audit event", async () => {
    const person = await createUser({ company: co.slug, firstName: "Yannickcanary", lastName: "Foldcanary" });
    await completeTraining(person, co.base);
    // active: no confirmation step, and a post is refused
    expect((await page(person.id, "?confirm=erase")).data).toMatchObject({ confirmErase: false });
    const refused = await post(person.id, { intent: "erase-personal-data", reason: "Asked for it" });
    expect(refused.status).toBe(409);
    expect(
      (await db().selectFrom("users").select("pseudonymised_at").where("id", "=", person.id).executeTakeFirstOrThrow()).pseudonymised_at,
    ).toBeNull();

    expect(await deleteEmployee(adminCaller(co.id, co.admin), person.id)).not.toBeNull();
    expect((await page(person.id, "?confirm=erase")).data).toMatchObject({ confirmErase: true, person: { erased: false } });
    const noReason = await post(person.id, { intent: "erase-personal-data", reason: "" });
    expect(noReason.status).toBe(400);

    const done = await post(person.id, { intent: "erase-personal-data", reason: "Art. 17 request of the person" });
    expect(done.status).toBe(302);
    expect(done.location).toBe(`${co.base}/admin/dashboard/employees/${person.id}`);
    const flash = await readFlash(new Request("http://localhost/", { headers: { Cookie: co.b.header() } }));
    expect(JSON.stringify(flash)).toContain(pseudonymOf(person.id).name);
    const after = await page(person.id, "?confirm=erase");
    expect(after.data).toMatchObject({ confirmErase: false, person: { erased: true, name: pseudonymOf(person.id).name } });
    const event = await db()
      .selectFrom("audit_events")
      .selectAll()
      .where("action", "=", "employee.erased")
      .where("subject_user_id", "=", person.id)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ actor_user_id: co.admin.id, company_id: co.id });
    expect(JSON.parse(event.details)).toMatchObject({ reason: "Art. 17 request of the person", by: "administrator" });
    const found = (await everyText()).filter((r) => r.text.includes("yannickcanary") || r.text.includes("foldcanary"));
    expect(found.map((r) => r.table)).toEqual([]);
    expect(await verifyCompanyChain({ companyId: co.id })).toMatchObject({ intact: true });
  });

  it("another company's administrator cannot erase the person", async () => {
    const other = await signedInCompany();
    const person = await createUser({ company: co.slug });
    await deleteEmployee(adminCaller(co.id, co.admin), person.id);
    const r = await run(employee.action, other.b, `${other.base}/admin/dashboard/employees/${person.id}?confirm=erase`, {
      form: { intent: "erase-personal-data", reason: "Not mine to erase" },
      params: { employeeId: String(person.id) },
    });
    expect(r.status).toBe(404);
    expect(
      (await db().selectFrom("users").select("pseudonymised_at").where("id", "=", person.id).executeTakeFirstOrThrow()).pseudonymised_at,
    ).toBeNull();
  });
});

describe("the redaction rules", () => {
  it("replace the email and full name anywhere, a name part only as a whole value", () => {
    const p = pseudonymFrom(new Uint8Array(32).fill(7));
    const ids = identifiersOf({ email: "ann.lee@example.com", first_name: "Ann", last_name: "Lee" }, p);
    const out = JSON.parse(
      redactJson(JSON.stringify({ name: "Ann Lee", to: "ANN.LEE@example.com", first: "Ann", note: "Annual review" }), ids),
    );
    expect(out).toEqual({ name: p.name, to: p.email, first: p.name, note: "Annual review" });
  });
});

// Last: its clock, 60 days ahead, ends every session of the file (the administrators' too).
describe("the retention of sessions, invitations and mail bodies", () => {
  it("removes what is older than the company's days; the mail rows stay, without their bodies", async () => {
    const other = await createCompany();
    await db()
      .updateTable("company_settings")
      .set({ retention_session_days: 7, retention_mail_body_days: 30 })
      .where("company_id", "=", other.id)
      .execute();
    const invited = await inviteUser({ company: other.slug });
    const t0 = Date.now();
    await db()
      .insertInto("email_outbox")
      .values({
        company_id: other.id,
        user_id: invited.id,
        kind: "other",
        to_address: invited.email,
        subject: "Hello",
        text_body: "Body",
        html_body: "<p>Body</p>",
        status: "sent",
        created_at: new Date(t0).toISOString(),
        next_attempt_at: new Date(t0).toISOString(),
        sent_at: new Date(t0).toISOString(),
      })
      .execute();
    const invitations = () => db().selectFrom("invitations").select("id").where("user_id", "=", invited.id).execute();
    const mail = () => db().selectFrom("email_outbox").selectAll().where("user_id", "=", invited.id).executeTakeFirstOrThrow();
    // within the periods: kept (the invitation expires after its days; 7 days after that it goes)
    await applyRetention(new Date(t0 + 2 * 86_400_000));
    expect(await invitations()).toHaveLength(1);
    expect(await mail()).toMatchObject({ text_body: "Body" });
    await applyRetention(new Date(t0 + 60 * 86_400_000));
    expect(await invitations()).toHaveLength(0);
    expect(await mail()).toMatchObject({ text_body: "", html_body: null, subject: "Hello", status: "sent", to_address: invited.email });
  });
});
