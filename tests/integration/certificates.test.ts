/**
 * Certificates as verifiable evidence (issue 13, parts 1, 2 and 5), through the real loaders,
 * actions and API calls on a copy of the migrated database:
 * - verification: valid, expired (the clock moved), revoked (date for all, reason for the
 *   company's admins only), superseded, unknown and malformed (404, the same page), the JSON
 *   call, the headers (noindex, no-store), the limit per address, timing parity;
 * - content versions recorded on attempts and certificates, the snapshots, rows from before
 *   versioning, and the record page showing the wording an attempt answered;
 * - the acknowledgement at completion: password and statement, wrong password (400, counted,
 *   audited, nothing issued), the learner without a password, the PDF's signature and URL;
 * - revocation and retraining by an admin (pages and API), the recertification chain,
 *   statuses in the employees list, and scoping (another company's numbers and ids refused).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as employeeRecordPage from "../../app/routes/admin/employee";
import * as employeesPage from "../../app/routes/admin/employees";
import * as api from "../../app/routes/api/json";
import * as certificatePdf from "../../app/routes/learner/certificate-pdf";
import * as profile from "../../app/routes/learner/profile";
import * as quest from "../../app/routes/learner/quest";
import * as verify from "../../app/routes/public/verify";
import { getModule, questionOf } from "../../app/content";
import { SIGNATURE_STATEMENT } from "../../app/domain/certificate";
import { shortVersion } from "../../app/domain/content-version";
import { ACCOUNT_LIMIT, resetRateLimits, VERIFY_LIMIT } from "../../app/server/identity/rate-limit.server";
import { openSession } from "../../app/server/identity/sessions.server";
import { db, nowIso } from "../../app/server/platform/db.server";
import { workQueries } from "../support/queries";
import { languageKit } from "../../app/server/platform/i18n.server";
import { currentVersions, sha256Hex } from "../../app/server/training/content-versions.server";
import { completeTraining, createCompany, createUser, type TestUser, unique } from "../support/factory";
import { Browser, download, ORIGIN, run } from "../support/http";
import { questParams, signInOnPage, trainSevenOnPages } from "../support/journeys";
import { pdfText } from "../support/pdf";
import { renderPage } from "../support/render";

const DAY = 86_400_000;
const params = questParams;
let addressSeq = 0;
/** A fresh client address (the verification is limited per address). */
const anonymous = () => new Browser(`192.0.2.${(addressSeq++ % 250) + 1}`);

async function company(name = `Evidence ${unique()}`) {
  const co = await createCompany(undefined, { name });
  return { ...co, base: `/company/${co.slug}`, name };
}

/** Each sign-in from an address of its own: the sign-in limits count per address. */
const signIn = (user: TestUser, base: string) => signInOnPage(user, base, new Browser(`198.51.100.${(addressSeq++ % 250) + 1}`));

const signPost = (b: Browser, base: string, form: Record<string, string>) =>
  run(quest.action, b, `${base}/quest/8/8`, { form: { intent: "sign", ...form }, params: params(8) });

const verifyPage = (b: Browser, number: string) => run(verify.loader, b, `/verify/${encodeURIComponent(number)}`, { params: { number } });
const apiCall = (b: Browser, prefix: string, rest: string, form?: Record<string, string>) =>
  run(form ? api.action : api.loader, b, `${prefix}/${rest}`, { params: { "*": rest }, form });

async function certificateOf(userId: number) {
  return db().selectFrom("certificates").selectAll().where("user_id", "=", userId).orderBy("id").execute();
}

beforeAll(() => resetRateLimits());
afterEach(() => vi.useRealTimers());

describe("the acknowledgement at completion", () => {
  it("module 8 asks for the password and the statement; only then are module 8 and the certificate recorded, with the signature", async () => {
    const co = await company();
    const u = await createUser({ company: co.slug, firstName: "Marie", lastName: "Curie" });
    const b = await signIn(u, co.base);
    await trainSevenOnPages(b, co.base);
    // the seventh module's result leads to the signature
    const seventh = (await run(quest.loader, b, `${co.base}/quest/7/7`, { params: params(7) })).data.quest;
    expect(seventh).toMatchObject({ kind: "completed", signPending: true });
    const step = (await run(quest.loader, b, `${co.base}/quest/8/8`, { params: params(8) })).data.quest;
    expect(step).toEqual({ kind: "sign", method: "password", ready: true, name: "Marie Curie", provider: null });
    expect(await certificateOf(u.id)).toEqual([]);

    // no statement ticked: refused beside the box
    const unticked = await signPost(b, co.base, { password: u.password });
    expect(unticked.status).toBe(400);
    expect(unticked.data.sign.error.confirm).toEqual([expect.stringContaining(SIGNATURE_STATEMENT)]);
    // a wrong password: refused beside the field, audited, nothing issued
    const wrong = await signPost(b, co.base, { confirm: "on", password: "Not-The-Password-1" });
    expect(wrong.status).toBe(400);
    expect(wrong.data.sign.error.password).toEqual(["The password is not correct."]);
    expect(JSON.stringify(wrong.data)).not.toContain("Not-The-Password-1");
    expect(await certificateOf(u.id)).toEqual([]);
    const refused = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("subject_user_id", "=", u.id)
      .where("action", "=", "training.signature_refused")
      .execute();
    expect(refused.map((r) => JSON.parse(r.details))).toEqual([{ reason: "password" }]);

    const signedAt = Date.now();
    const ok = await signPost(b, co.base, { confirm: "on", password: u.password });
    expect(ok.status).toBe(302);
    const [cert] = await certificateOf(u.id);
    expect(cert).toMatchObject({
      number: expect.stringMatching(/^GDPR-PHARMA-[A-Z]{13}$/),
      signed_name: "Marie Curie",
      signature_meaning: SIGNATURE_STATEMENT,
      signature_method: "password",
      content_version: currentVersions().course.version,
      revoked_at: null,
      superseded_at: null,
    });
    expect(Math.abs(Date.parse(cert.signed_at!) - signedAt)).toBeLessThan(60_000);
    const events = await db()
      .selectFrom("audit_events")
      .select(["action", "details"])
      .where("subject_user_id", "=", u.id)
      .where("action", "in", ["training.completion_signed", "certificate.issued"])
      .orderBy("id")
      .execute();
    expect(events.map((e) => [e.action, JSON.parse(e.details)])).toEqual([
      [
        "training.completion_signed",
        {
          name: "Marie Curie",
          signedAt: cert.signed_at,
          meaning: SIGNATURE_STATEMENT,
          method: "password",
          contentVersion: cert.content_version,
        },
      ],
      ["certificate.issued", expect.objectContaining({ number: cert.number, contentVersion: cert.content_version, supersedes: null })],
    ]);
    // the completion mail is queued with the issue
    expect(await db().selectFrom("email_outbox").select("kind").where("certificate_number", "=", cert.number).execute()).toEqual([
      { kind: "completion" },
    ]);
    // signing again: nothing more
    expect((await signPost(b, co.base, { confirm: "on", password: u.password })).status).toBe(409);
    expect(await certificateOf(u.id)).toHaveLength(1);

    // the PDF: number, signature manifestation, content version, and the verification URL as text
    const pdf = await run(download(certificatePdf), b, `${co.base}/certificate.pdf`);
    const text = await pdfText(new Uint8Array(await pdf.response!.arrayBuffer()));
    expect(text).toContain(cert.number);
    expect(text).toContain("Electronically signed by Marie Curie");
    expect(text).toContain(SIGNATURE_STATEMENT);
    expect(text).toContain(`Content version: ${shortVersion(cert.content_version!)}`);
    expect(text).toContain(`${ORIGIN}/verify/${cert.number}`);
  });

  it("wrong passwords count against the sign-in limit of the account: no unbounded guessing", async () => {
    await resetRateLimits();
    const co = await company();
    const u = await createUser({ company: co.slug });
    const b = await signIn(u, co.base);
    await trainSevenOnPages(b, co.base);
    for (let i = 0; i < ACCOUNT_LIMIT; i++)
      expect((await signPost(b, co.base, { confirm: "on", password: `Wrong-${i}-Password` })).status).toBe(400);
    const throttled = await signPost(b, co.base, { confirm: "on", password: u.password });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await certificateOf(u.id)).toEqual([]);
    await resetRateLimits();
    expect((await signPost(b, co.base, { confirm: "on", password: u.password })).status).toBe(302);
  });

  it("the JSON API takes the same step: {password, confirm}; the statement is recorded in the caller's language", async () => {
    const co = await company();
    const u = await createUser({ company: co.slug });
    const b = await signIn(u, co.base);
    const prefix = `/api${co.base}`;
    expect((await apiCall(b, prefix, "auth/certificate/sign", { confirm: "true", password: u.password })).status).toBe(409);
    await trainSevenOnPages(b, co.base);
    const missing = await apiCall(b, prefix, "auth/certificate/sign", { password: u.password });
    expect(missing).toMatchObject({ status: 400, data: { field: "confirm" } });
    const wrong = await apiCall(b, prefix, "auth/certificate/sign", { confirm: "true", password: "Wrong-Password-77" });
    expect(wrong).toMatchObject({ status: 400, data: { field: "password", error: "The password is not correct." } });
    const r = await api.action({
      url: new URL(`${ORIGIN}${prefix}/auth/certificate/sign`),
      request: new Request(`${ORIGIN}${prefix}/auth/certificate/sign`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: b.header(), Origin: ORIGIN, "Accept-Language": "pl" },
        body: JSON.stringify({ password: u.password, confirm: true }),
      }),
      params: { "*": "auth/certificate/sign" },
      context: b.context(),
    } as never);
    expect(r.status).toBe(200);
    const body = (await r.json()) as { certificate: { number: string } };
    const [cert] = await certificateOf(u.id);
    expect(cert.number).toBe(body.certificate.number);
    const polish = (await languageKit("pl")).t(SIGNATURE_STATEMENT);
    expect(polish).not.toBe(SIGNATURE_STATEMENT);
    expect(cert.signature_meaning).toBe(polish);
    const chain = await apiCall(b, prefix, "auth/certificates");
    expect(chain.data.certificates).toEqual([expect.objectContaining({ number: body.certificate.number, state: "valid" })]);
  });

  it("a learner without a password signs with a recent sign-in at the identity provider, and is asked to sign in again otherwise", async () => {
    const main = await db().selectFrom("companies").select("id").where("slug", "=", "main").executeTakeFirstOrThrow();
    const { id } = await db()
      .insertInto("users")
      .values({
        company_id: main.id,
        role: "learner",
        email: `${unique("oidc")}@learner.example`,
        first_name: "Ida",
        last_name: "Provider",
        status: "active",
        created_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const b = new Browser("198.51.100.240");
    b.absorb((await openSession(new Request(ORIGIN), { id, company_id: main.id, role: "learner" })).headers);
    await trainSevenOnPages(b, "");
    expect((await run(quest.loader, b, "/quest/8/8", { params: params(8) })).data.quest).toMatchObject({
      kind: "sign",
      method: "identity-provider",
      ready: true,
    });
    // the sign-in is 20 minutes old: refused, with the way forward
    await db()
      .updateTable("sessions")
      .set({ created_at: new Date(Date.now() - 20 * 60_000).toISOString() })
      .where("user_id", "=", id)
      .execute();
    const stale = await signPost(b, "", { confirm: "on" });
    expect(stale.status).toBe(400);
    expect(stale.data.error).toMatch(/sign in again/);
    expect(await certificateOf(id)).toEqual([]);
    // signed in again just now: signed without a password
    await db().updateTable("sessions").set({ created_at: nowIso() }).where("user_id", "=", id).execute();
    expect((await signPost(b, "", { confirm: "on" })).status).toBe(302);
    expect(await certificateOf(id)).toEqual([
      expect.objectContaining({ signed_name: "Ida Provider", signature_method: "identity-provider" }),
    ]);
  });
});

describe("verification", () => {
  it("valid: holder, company, completion date, validity, content version and signature; noindex and no-store; the JSON call", async () => {
    const co = await company("Verified Pharma GmbH");
    const u = await createUser({ company: co.slug, firstName: "Rosalind", lastName: "Franklin" });
    const number = (await completeTraining(u, co.base))!;
    const r = await verifyPage(anonymous(), number);
    expect(r.status).toBe(200);
    expect(r.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(r.headers.get("Cache-Control")).toBe("no-store");
    const v = r.data.verification;
    expect(v).toMatchObject({
      found: true,
      number,
      holder: "Rosalind Franklin",
      company: "Verified Pharma GmbH",
      state: "valid",
      contentVersion: currentVersions().course.version,
      revokedAt: null,
      revocationReason: null,
      signature: { name: "Rosalind Franklin", meaning: SIGNATURE_STATEMENT, signedAt: expect.any(String) },
    });
    expect(Date.parse(v.validUntil) - Date.parse(v.completedAt)).toBe(365 * DAY);
    expect(verify.meta({} as never)).toEqual(expect.arrayContaining([{ name: "robots", content: "noindex, nofollow" }]));
    expect(verify.headers({ loaderHeaders: new Headers() } as never)).toBeInstanceOf(Headers);

    const j = await apiCall(anonymous(), "/api", `verify/${number}`);
    expect(j.status).toBe(200);
    expect(j.headers.get("Cache-Control")).toBe("no-store");
    expect(j.data).toMatchObject({ found: true, number, status: "valid", holder: "Rosalind Franklin", company: "Verified Pharma GmbH" });
    expect(j.data).not.toHaveProperty("revocationReason");
    // a platform call: not under a tenant's API
    expect((await apiCall(anonymous(), `/api${co.base}`, `verify/${number}`)).status).toBe(404);
  });

  it("expired once the clock passes the company's validity, per its setting", async () => {
    const co = await createCompany(undefined, { validityDays: 730 });
    const u = await createUser({ company: co.slug });
    const number = (await completeTraining(u, `/company/${co.slug}`))!;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + 729 * DAY));
    expect((await verifyPage(anonymous(), number)).data.verification.state).toBe("valid");
    vi.setSystemTime(new Date(Date.now() + 2 * DAY));
    const r = await verifyPage(anonymous(), number);
    expect(r.status).toBe(200);
    expect(r.data.verification.state).toBe("expired");
    expect((await apiCall(anonymous(), "/api", `verify/${number}`)).data.status).toBe("expired");
  });

  it("unknown and malformed numbers: 404 with the same page, nothing of anyone", async () => {
    for (const asked of [
      "GDPR-PHARMA-QQQQQQQQQQQQQ",
      "GDPR-PHARMA-QQQQQQQQQ",
      "gdpr-pharma-abc",
      "%zz",
      "x".repeat(500),
      "GDPR-PHARMA-0000000000000",
      "",
    ]) {
      const r = await verifyPage(anonymous(), asked);
      expect(r.status, asked).toBe(404);
      expect(r.data.verification).toMatchObject({ found: false, holder: null, company: null, state: null, revocationReason: null });
      expect(r.data.number.length).toBeLessThanOrEqual(64);
      const j = await apiCall(anonymous(), "/api", `verify/${asked}`);
      expect([404], asked).toContain(j.status);
    }
  });

  it("old 9-letter numbers stay valid everywhere", async () => {
    const co = await company();
    const u = await createUser({ company: co.slug, firstName: "Old", lastName: "Number" });
    const number = (await completeTraining(u, co.base))!;
    await db().updateTable("certificates").set({ number: "GDPR-PHARMA-OLDNUMBER" }).where("number", "=", number).execute();
    const r = await verifyPage(anonymous(), "GDPR-PHARMA-OLDNUMBER");
    expect(r.data.verification).toMatchObject({ found: true, state: "valid", holder: "Old Number" });
  });

  it("is limited per client address", async () => {
    await resetRateLimits();
    const b = anonymous();
    for (let i = 0; i < VERIFY_LIMIT; i++) expect((await verifyPage(b, "GDPR-PHARMA-QQQQQQQQQQQQQ")).status).toBe(404);
    const limited = await verifyPage(b, "GDPR-PHARMA-QQQQQQQQQQQQQ");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await apiCall(b, "/api", "verify/GDPR-PHARMA-QQQQQQQQQQQQQ")).status).toBe(429);
    expect((await verifyPage(anonymous(), "GDPR-PHARMA-QQQQQQQQQQQQQ")).status).toBe(404);
    await resetRateLimits();
  });

  it("an unknown or malformed number does the same work as a known one: the same queries (counted, not timed)", async () => {
    await resetRateLimits();
    const co = await company();
    const u = await createUser({ company: co.slug });
    const known = (await completeTraining(u, co.base))!;
    const cases = { known, unknown: "GDPR-PHARMA-QQQQQQQQQQQQQ", malformed: "not-a-number" };
    await verifyPage(anonymous(), known); // statements prepared, as for any later request
    const count = async (n: string) => {
      const before = workQueries();
      await verifyPage(anonymous(), n);
      return workQueries() - before;
    };
    expect(await count(cases.unknown)).toBe(await count(cases.known));
    expect(await count(cases.malformed)).toBe(await count(cases.known));
    expect(await count(cases.known)).toBeGreaterThan(0);
    await resetRateLimits();
  });
});

describe("revocation by an administrator", () => {
  it("a confirmation step with a reason; the row stays; Revoked with the date for everyone, the reason only for the company's admins", async () => {
    const co = await company("Revoking Pharma");
    const other = await company("Other Pharma");
    const admin = await createUser({ company: co.slug, role: "admin" });
    const otherAdmin = await createUser({ company: other.slug, role: "admin" });
    const u = await createUser({ company: co.slug, firstName: "Linus", lastName: "Pauling" });
    const number = (await completeTraining(u, co.base))!;
    const ab = await signIn(admin, co.base);
    const here = `${co.base}/admin/dashboard/employees/${u.id}`;
    const page = (query = "") => run(employeeRecordPage.loader, ab, here + query, { params: { employeeId: String(u.id) } });
    const post = (form: Record<string, string>, query = "") =>
      run(employeeRecordPage.action, ab, here + query, { form, params: { employeeId: String(u.id) } });

    // the employees list links to the record; the record shows the chain
    const record = await page();
    expect(record.data.chain).toEqual([expect.objectContaining({ number, state: "valid" })]);
    expect(record.data.confirmRevoke).toBeNull();
    expect((await page(`?confirm=revoke-${number}`)).data.confirmRevoke).toBe(number);
    // a GET changed nothing
    expect((await certificateOf(u.id))[0].revoked_at).toBeNull();
    // no reason: refused, nothing changes
    const noReason = await post({ intent: "revoke-certificate", number, reason: " " }, `?confirm=revoke-${number}`);
    expect(noReason.status).toBe(400);
    expect(noReason.data.result.error.reason).toEqual([expect.stringMatching(/reason/)]);
    expect((await certificateOf(u.id))[0].revoked_at).toBeNull();

    const reason = "Training completed by a colleague on their behalf";
    const done = await post({ intent: "revoke-certificate", number, reason }, `?confirm=revoke-${number}`);
    expect(done.status).toBe(302);
    expect(done.location).toBe(here);
    const [row] = await certificateOf(u.id);
    expect(row).toMatchObject({ number, revoked_reason: reason, revoked_by: admin.id, revoked_at: expect.any(String) });
    const ev = await db()
      .selectFrom("audit_events")
      .select(["details", "actor_user_id", "company_id"])
      .where("action", "=", "certificate.revoked")
      .where("subject_user_id", "=", u.id)
      .executeTakeFirstOrThrow();
    expect(ev).toMatchObject({ actor_user_id: admin.id, company_id: co.id });
    expect(JSON.parse(ev.details)).toEqual({ number, reason });
    expect((await post({ intent: "revoke-certificate", number, reason })).status).toBe(409);

    // Revoked, with the date, for anyone; the reason for this company's admin only
    const anon = await verifyPage(anonymous(), number);
    expect(anon.data.verification).toMatchObject({ state: "revoked", revokedAt: row.revoked_at, revocationReason: null });
    expect(JSON.stringify(anon.data)).not.toContain(reason);
    const mine = await verifyPage(ab, number);
    expect(mine.data.verification.revocationReason).toBe(reason);
    const theirs = await verifyPage(await signIn(otherAdmin, other.base), number);
    expect(theirs.data.verification.revocationReason).toBeNull();
    expect(JSON.stringify(theirs.data)).not.toContain(reason);
    const employeeView = await verifyPage(await signIn(u, co.base), number);
    expect(employeeView.data.verification.revocationReason).toBeNull();
    expect((await apiCall(anonymous(), "/api", `verify/${number}`)).data).toMatchObject({ status: "revoked", revokedAt: row.revoked_at });
    expect(JSON.stringify((await apiCall(anonymous(), "/api", `verify/${number}`)).data)).not.toContain(reason);

    // the employees list: Certificate revoked; the learner is offered the recertification
    const list = await run(employeesPage.loader, ab, `${co.base}/admin/dashboard?status=certificate_revoked`);
    expect(list.data.employees.map((e: { email: string; badge: string }) => [e.email, e.badge])).toEqual([
      [u.email, "certificate_revoked"],
    ]);
    const learner = await signIn(u, co.base);
    const p = await run(profile.loader, learner, `${co.base}/profile`);
    expect(p.data).toMatchObject({ certificate: null, recertification: { due: "revoked", retraining: false } });
    expect(p.data.chain).toEqual([expect.objectContaining({ number, state: "revoked" })]);
    expect(JSON.stringify(p.data)).not.toContain(reason);
  });

  it("the JSON API revokes too, and another company's admin is refused with B's numbers and ids: nothing changes", async () => {
    const a = await company();
    const b = await company();
    const adminA = await createUser({ company: a.slug, role: "admin" });
    const adminB = await createUser({ company: b.slug, role: "admin" });
    const ub = await createUser({ company: b.slug });
    const numberB = (await completeTraining(ub, b.base))!;
    const asA = await signIn(adminA, a.base);
    const before = JSON.stringify(await certificateOf(ub.id));
    const attempts = async () => JSON.stringify(await db().selectFrom("attempts").selectAll().where("user_id", "=", ub.id).execute());
    const attemptsBefore = await attempts();
    const refusedCalls = [
      await apiCall(asA, `/api${a.base}`, `admin/certificates/${numberB}/revoke`, { reason: "Probe from A" }),
      await apiCall(asA, `/api${a.base}`, `admin/employees/${ub.id}/retraining`, {}),
      await apiCall(asA, `/api${a.base}`, `admin/employees/${ub.id}/record`),
      await apiCall(asA, `/api${b.base}`, `admin/certificates/${numberB}/revoke`, { reason: "Probe from A" }),
      await run(employeeRecordPage.action, asA, `${a.base}/admin/dashboard/employees/${ub.id}`, {
        form: { intent: "revoke-certificate", number: numberB, reason: "Probe from A" },
        params: { employeeId: String(ub.id) },
      }),
      await run(employeeRecordPage.action, asA, `${a.base}/admin/dashboard/employees/${ub.id}`, {
        form: { intent: "require-retraining" },
        params: { employeeId: String(ub.id) },
      }),
      await run(employeeRecordPage.loader, asA, `${a.base}/admin/dashboard/employees/${ub.id}`, { params: { employeeId: String(ub.id) } }),
    ];
    for (const r of refusedCalls) expect(r.status).toBeGreaterThanOrEqual(300);
    expect(refusedCalls.map((r) => r.status)).toEqual([404, 404, 404, 401, 404, 404, 404]);
    expect(JSON.stringify(await certificateOf(ub.id))).toBe(before);
    expect(await attempts()).toBe(attemptsBefore);

    // B's own admin, by the API
    const asB = await signIn(adminB, b.base);
    expect((await apiCall(asB, `/api${b.base}`, `admin/certificates/${numberB}/revoke`, {})).status).toBe(400);
    const ok = await apiCall(asB, `/api${b.base}`, `admin/certificates/${numberB}/revoke`, { reason: "Left the company" });
    expect(ok).toMatchObject({ status: 200, data: { success: true, number: numberB } });
    expect((await certificateOf(ub.id))[0]).toMatchObject({ revoked_reason: "Left the company", revoked_by: adminB.id });
    const rec = await apiCall(asB, `/api${b.base}`, `admin/employees/${ub.id}/record`);
    expect(rec.data.chain).toEqual([expect.objectContaining({ number: numberB, state: "revoked", revokedReason: "Left the company" })]);
  });
});

describe("content versions on the record", () => {
  it("every attempt and the certificate carry their version; the snapshots keep the wording answered, also after the content changed", async () => {
    const co = await company();
    const admin = await createUser({ company: co.slug, role: "admin" });
    const u = await createUser({ company: co.slug });
    const number = (await completeTraining(u, co.base))!;
    const attempts = await db()
      .selectFrom("attempts")
      .select(["module_id", "content_version"])
      .where("user_id", "=", u.id)
      .orderBy("module_id")
      .execute();
    const versions = currentVersions();
    expect(attempts).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7].map((id) => ({ module_id: id, content_version: versions.modules.get(id)!.version })),
      { module_id: 8, content_version: versions.course.version },
    ]);
    const stored = await db().selectFrom("content_versions").selectAll().execute();
    for (const [id, v] of versions.modules) {
      const row = stored.find((r) => r.version === v.version)!;
      expect(row).toMatchObject({ module_id: id, content: v.content });
      expect(sha256Hex(row.content)).toBe(row.version);
    }
    // snapshots are kept as written
    await expect(db().updateTable("content_versions").set({ content: "{}" }).execute()).rejects.toThrow(/kept as written/);
    await expect(db().deleteFrom("content_versions").execute()).rejects.toThrow(/kept as evidence/);

    // An earlier content version of module 2 (its first question worded otherwise), answered
    // in an attempt of an earlier cycle, and an attempt recorded before versioning existed.
    const m2 = getModule(2)!;
    const oldSnapshot = JSON.parse(versions.modules.get(2)!.content);
    oldSnapshot.questions[0].question = "An earlier wording of this question?";
    const oldContent = JSON.stringify(oldSnapshot);
    const oldVersion = sha256Hex(oldContent);
    await db()
      .insertInto("content_versions")
      .values({ version: oldVersion, module_id: 2, content: oldContent, created_at: nowIso() })
      .execute();
    const q = m2.questions[0];
    const at = "2026-01-10T09:00:00.000Z";
    const oldAttempt = await db()
      .insertInto("attempts")
      .values({
        user_id: u.id,
        company_id: co.id,
        module_id: 2,
        phase: "completed",
        question_ids: JSON.stringify([q.id]),
        score: 100,
        started_at: at,
        updated_at: at,
        completed_at: at,
        superseded_at: at,
        content_version: oldVersion,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("answers")
      .values({ attempt_id: oldAttempt.id, question_id: q.id, pass: "first", chosen_index: q.correctAnswer, correct: 1, answered_at: at })
      .execute();
    await db()
      .insertInto("attempts")
      .values({
        user_id: u.id,
        company_id: co.id,
        module_id: 3,
        phase: "completed",
        question_ids: "[]",
        score: 75,
        started_at: at,
        updated_at: at,
        completed_at: at,
        superseded_at: at,
      })
      .execute();

    const ab = await signIn(admin, co.base);
    const r = await run(employeeRecordPage.loader, ab, `${co.base}/admin/dashboard/employees/${u.id}`, {
      params: { employeeId: String(u.id) },
    });
    const m2Attempts = r.data.modules[1].attempts;
    const earlier = m2Attempts.find((a: { supersededAt: string | null }) => a.supersededAt);
    expect(earlier).toMatchObject({ version: shortVersion(oldVersion), versioned: true, currentVersion: false });
    expect(earlier.answers).toEqual([
      expect.objectContaining({ question: "An earlier wording of this question?", chosen: q.options[q.correctAnswer], correct: true }),
    ]);
    const now2 = m2Attempts.find((a: { supersededAt: string | null }) => !a.supersededAt);
    expect(now2).toMatchObject({ version: shortVersion(versions.modules.get(2)!.version), currentVersion: true });
    expect(now2.answers[0].question).toBe(questionOf(now2.answers[0].questionId)!.question);
    const unversioned = r.data.modules[2].attempts.find((a: { supersededAt: string | null }) => a.supersededAt);
    expect(unversioned).toMatchObject({ version: "recorded before content versions", versioned: false });
    // the certificate's version is shown on the record and the verification page
    expect(r.data.chain[0]).toMatchObject({ number, contentVersion: versions.course.version });
    expect((await verifyPage(anonymous(), number)).data.verification.contentVersion).toBe(versions.course.version);

    // a certificate from before versions and signatures says so
    await db()
      .updateTable("certificates")
      .set({ content_version: null, signed_name: null, signed_at: null, signature_meaning: null, signature_method: null })
      .where("number", "=", number)
      .execute();
    const legacy = (await verifyPage(anonymous(), number)).data.verification;
    expect(legacy).toMatchObject({ contentVersion: null, signature: null, state: "valid" });
  });
});

describe("language and first pass on the record (issue 28)", () => {
  it("the profile and the admin's record show each completed module's final and first-pass score, course language and version", async () => {
    const co = await company();
    const admin = await createUser({ company: co.slug, role: "admin" });
    const u = await createUser({ company: co.slug });
    await completeTraining(u, co.base);
    // module 1 as taken in German with a retake: 50 at the first pass, 100 in the end
    await db()
      .updateTable("attempts")
      .set({ language: "de", first_score: 50, score: 100 })
      .where("user_id", "=", u.id)
      .where("module_id", "=", 1)
      .execute();
    const v1 = shortVersion(currentVersions().modules.get(1)!.version);

    const learner = await signIn(u, co.base);
    const p = await run(profile.loader, learner, `${co.base}/profile`);
    expect(p.data.modules).toHaveLength(7);
    expect(p.data.modules[0]).toMatchObject({ id: 1, score: 100, firstScore: 50, language: "de" });
    expect(p.data.modules[1]).toMatchObject({ id: 2, score: 100, firstScore: 100, language: "en" });
    const mine = renderPage(profile.default, { at: `${co.base}/profile`, data: p.data });
    expect(mine).toContain("Completed modules");
    expect(mine).toMatch(new RegExp(`<td>100%</td><td>50%</td><td lang="de">Deutsch</td><td class="mono">${v1}</td>`));

    const ab = await signIn(admin, co.base);
    const r = await run(employeeRecordPage.loader, ab, `${co.base}/admin/dashboard/employees/${u.id}`, {
      params: { employeeId: String(u.id) },
    });
    expect(r.data.modules[0].attempts[0]).toMatchObject({ score: 100, firstScore: 50, language: "de", version: v1 });
    // module 8 (the certificate) has no first pass
    expect(r.data.modules[7].attempts[0]).toMatchObject({ firstScore: null, language: "en" });
    const record = renderPage(employeeRecordPage.default, { at: `${co.base}/admin/dashboard/employees/${u.id}`, data: r.data });
    expect(record).toContain('<th scope="col">First pass</th>');
    expect(record).toContain('<th scope="col">Course language</th>');
    expect(record).toMatch(/<td>100%<\/td><td>50%<\/td><td>[^<]+<\/td><td>[^<]+<\/td><td lang="de">Deutsch<\/td><td><span class="mono">/);
    expect(record).toContain(`<span class="mono">${v1}</span>`);
    // the JSON API's record carries the same
    const api = await apiCall(ab, `/api${co.base}`, `admin/employees/${u.id}/record`);
    expect(api.data.modules[0].attempts[0]).toMatchObject({ firstScore: 50, language: "de" });
  });
});

describe("the recertification chain", () => {
  it("certificate 1 -> expired -> recertification -> certificate 2: history kept, the first superseded", async () => {
    const co = await company();
    const admin = await createUser({ company: co.slug, role: "admin" });
    const u = await createUser({ company: co.slug, firstName: "Chain", lastName: "Learner" });
    const first = (await completeTraining(u, co.base))!;
    const b = await signIn(u, co.base);
    // not due yet: refused
    expect((await run(profile.action, b, `${co.base}/profile`, { form: { intent: "start-recertification" } })).location).toBe(
      `${co.base}/profile`,
    );
    expect(
      await db().selectFrom("attempts").select("id").where("user_id", "=", u.id).where("superseded_at", "is not", null).execute(),
    ).toEqual([]);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + 366 * DAY));
    await db()
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() + DAY).toISOString(), last_seen_at: nowIso() })
      .execute();
    const due = await run(profile.loader, b, `${co.base}/profile`);
    expect(due.data).toMatchObject({
      certificate: { number: first, state: "expired" },
      recertification: { due: "expired", retraining: false },
    });
    const started = await run(profile.action, b, `${co.base}/profile`, { form: { intent: "start-recertification" } });
    expect(started.location).toBe(`${co.base}/world`);
    const ev = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("action", "=", "training.recertification_started")
      .where("subject_user_id", "=", u.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(ev.details)).toMatchObject({
      reason: "expired",
      certificates: [],
      attempts: expect.arrayContaining([expect.objectContaining({ moduleId: 8 })]),
    });
    expect(
      (await db().selectFrom("attempts").select("id").where("user_id", "=", u.id).where("superseded_at", "is not", null).execute()).length,
    ).toBe(8);
    // the old certificate stays current (expired) while the new cycle runs
    const during = await run(profile.loader, b, `${co.base}/profile`);
    expect(during.data).toMatchObject({
      certificate: { number: first, state: "expired" },
      recertification: { due: null, retraining: true },
      points: 0,
    });
    expect((await verifyPage(anonymous(), first)).data.verification.state).toBe("expired");

    await trainSevenOnPages(b, co.base);
    expect((await signPost(b, co.base, { confirm: "on", password: u.password })).status).toBe(302);
    const certs = await certificateOf(u.id);
    expect(certs).toHaveLength(2);
    // the new cycle asked other questions in every module (issue 28: every bank has 8 or more)
    const sets = await db()
      .selectFrom("attempts")
      .select(["module_id", "question_ids"])
      .where("user_id", "=", u.id)
      .where("module_id", "<=", 7)
      .orderBy("id")
      .execute();
    for (let m = 1; m <= 7; m++) {
      const [before, again] = sets.filter((x) => x.module_id === m).map((x) => JSON.parse(x.question_ids) as number[]);
      expect(
        again.filter((id) => before.includes(id)),
        `module ${m}`,
      ).toEqual([]);
    }
    const [one, two] = certs;
    expect(one).toMatchObject({ number: first, revoked_at: null, superseded_at: expect.any(String), superseded_by: two.id });
    expect(two).toMatchObject({ revoked_at: null, superseded_at: null, signed_name: "Chain Learner" });
    const v1 = (await verifyPage(anonymous(), first)).data.verification;
    expect(v1).toMatchObject({ state: "superseded", supersededBy: two.number });
    expect((await verifyPage(anonymous(), two.number)).data.verification.state).toBe("valid");
    const superseded = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("action", "=", "certificate.superseded")
      .where("subject_user_id", "=", u.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(superseded.details)).toEqual({ number: first, by: two.number });

    // the chain on the profile and on the admin's record; every attempt kept with its version
    const p = await run(profile.loader, b, `${co.base}/profile`);
    expect(p.data.chain.map((c: { number: string; state: string }) => [c.number, c.state])).toEqual([
      [first, "superseded"],
      [two.number, "valid"],
    ]);
    const ab = await signIn(admin, co.base);
    const rec = await run(employeeRecordPage.loader, ab, `${co.base}/admin/dashboard/employees/${u.id}`, {
      params: { employeeId: String(u.id) },
    });
    expect(rec.data.chain.map((c: { number: string; state: string; expired: boolean }) => [c.number, c.state, c.expired])).toEqual([
      [first, "superseded", true],
      [two.number, "valid", false],
    ]);
    for (const m of rec.data.modules) expect(m.attempts).toHaveLength(2);
    expect(rec.data.badge).toBe("completed");
    // the record page reads a fixed number of queries, whatever the history (no N+1)
    const queriesOf = async (id: number) => {
      const before = workQueries();
      await run(employeeRecordPage.loader, ab, `${co.base}/admin/dashboard/employees/${id}`, { params: { employeeId: String(id) } });
      return workQueries() - before;
    };
    const fresh = await createUser({ company: co.slug });
    await completeTraining(fresh, co.base);
    expect(await queriesOf(u.id)).toBe(await queriesOf(fresh.id));
  });

  it("an admin requires one person, or everyone on earlier content, to retrain (confirmation steps, audited); certificates stay", async () => {
    const co = await company();
    const admin = await createUser({ company: co.slug, role: "admin" });
    const current = await createUser({ company: co.slug });
    const outdated = await createUser({ company: co.slug });
    await completeTraining(current, co.base);
    const oldNumber = (await completeTraining(outdated, co.base))!;
    // the outdated one's certificate was earned on an earlier course version
    const fake = JSON.stringify({ kind: "course", modules: { 1: "0".repeat(64) } });
    await db()
      .insertInto("content_versions")
      .values({ version: sha256Hex(fake), module_id: 8, content: fake, created_at: nowIso() })
      .execute();
    await db()
      .updateTable("certificates")
      .set({ content_version: sha256Hex(fake) })
      .where("number", "=", oldNumber)
      .execute();

    const ab = await signIn(admin, co.base);
    const confirm = await run(employeesPage.loader, ab, `${co.base}/admin/dashboard?confirm=retrain-outdated`);
    expect(confirm.data.confirmRetrain).toEqual({ count: 1 });
    const r = await run(employeesPage.action, ab, `${co.base}/admin/dashboard?index`, { form: { intent: "retrain-outdated" } });
    expect(r.status).toBe(302);
    const superseded = async (id: number) =>
      (await db().selectFrom("attempts").select("id").where("user_id", "=", id).where("superseded_at", "is not", null).execute()).length;
    expect(await superseded(outdated.id)).toBe(8);
    expect(await superseded(current.id)).toBe(0);
    expect((await certificateOf(outdated.id))[0]).toMatchObject({ number: oldNumber, revoked_at: null, superseded_at: null });
    const ev = await db()
      .selectFrom("audit_events")
      .select(["details", "actor_user_id"])
      .where("action", "=", "training.retraining_required")
      .where("subject_user_id", "=", outdated.id)
      .executeTakeFirstOrThrow();
    expect(ev.actor_user_id).toBe(admin.id);
    expect(JSON.parse(ev.details)).toMatchObject({ reason: "content-version", contentVersion: currentVersions().course.version });
    // once under way, not started again
    expect((await run(employeesPage.loader, ab, `${co.base}/admin/dashboard?confirm=retrain-outdated`)).data.confirmRetrain).toEqual({
      count: 0,
    });
    // still Training Complete in the list (the certificate is valid), retraining on the record
    const rec = await run(employeeRecordPage.loader, ab, `${co.base}/admin/dashboard/employees/${outdated.id}`, {
      params: { employeeId: String(outdated.id) },
    });
    expect(rec.data).toMatchObject({ badge: "completed", recertification: { retraining: true } });

    // one person, from the record page
    const here = `${co.base}/admin/dashboard/employees/${current.id}`;
    expect(
      (await run(employeeRecordPage.loader, ab, `${here}?confirm=retrain`, { params: { employeeId: String(current.id) } })).data
        .confirmRetrain,
    ).toBe(true);
    const one = await run(employeeRecordPage.action, ab, here, {
      form: { intent: "require-retraining" },
      params: { employeeId: String(current.id) },
    });
    expect(one.status).toBe(302);
    expect(await superseded(current.id)).toBe(8);
  });
});
