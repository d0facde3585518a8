/**
 * A leaver's certificate is not a revoked certificate (issue 24, item 1.3;
 * docs/decisions/016-what-completed-means.md): deleting an employee or a company keeps the
 * certificates' status; only the company's signed-in administrators read that the holder left;
 * migration 008 gives certificates revoked for a removal their real status back, with a trace.
 */
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../../db/migrations";
import * as employees from "../../app/routes/admin/employees";
import * as api from "../../app/routes/api/json";
import * as verify from "../../app/routes/public/verify";
import { verifyCertificate } from "../../app/server/evidence/verification.server";
import { resetRateLimits } from "../../app/server/identity/rate-limit.server";
import { db, openDatabase } from "../../app/server/platform/db.server";
import { deleteCompany } from "../../app/server/super-admin/companies.server";
import { completeTraining, createCompany, createUser, type TestUser, unique } from "../support/factory";
import { Browser, run } from "../support/http";
import { signedInAdmin } from "../support/journeys";

let seq = 0;
const anonymous = () => new Browser(`192.0.2.${(seq++ % 250) + 1}`);

async function adminOf(slug: string) {
  return signedInAdmin(slug, `/company/${slug}`, undefined, new Browser(`198.51.100.${(seq++ % 250) + 1}`));
}

const page = (b: Browser, number: string) => run(verify.loader, b, `/verify/${number}`, { params: { number } });
const apiVerify = (b: Browser, number: string) => run(api.loader, b, `/api/verify/${number}`, { params: { "*": `verify/${number}` } });

beforeAll(() => resetRateLimits());

describe("deleting an employee keeps their certificate's status", () => {
  it("verifies as Valid, then Expired once its validity has passed; the leaver note for the company's signed-in admins only", async () => {
    const co = await createCompany(undefined, { validityDays: 365 });
    const other = await createCompany();
    const mine = await adminOf(co.slug);
    const theirs = await adminOf(other.slug);
    const leaver: TestUser = await createUser({ company: co.slug, firstName: "Lena", lastName: "Leaver" });
    const number = (await completeTraining(leaver, mine.base))!;

    // before: no note for anyone
    expect((await page(mine.b, number)).data.verification).toMatchObject({ state: "valid", holderLeft: false });

    const del = await run(employees.action, mine.b, `${mine.base}/admin/dashboard?index`, {
      form: { intent: "delete", employeeId: leaver.id },
    });
    expect(del.status).toBe(302);
    const row = await db().selectFrom("certificates").selectAll().where("number", "=", number).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ revoked_at: null, revoked_reason: null, superseded_at: null });

    // anyone: Valid, nothing about the leaving
    for (const b of [anonymous(), theirs.b]) {
      const v = await page(b, number);
      expect(v.status).toBe(200);
      expect(v.data.verification).toMatchObject({ state: "valid", holder: "Lena Leaver", holderLeft: false, revocationReason: null });
      const j = await apiVerify(b, number);
      expect(j.data).toMatchObject({ found: true, status: "valid" });
      expect(j.data).not.toHaveProperty("holderLeft");
    }
    // the company's signed-in administrator: Valid, and that the holder is no longer with the company
    expect((await page(mine.b, number)).data.verification).toMatchObject({ state: "valid", holderLeft: true });
    expect((await apiVerify(mine.b, number)).data).toMatchObject({ status: "valid", holderLeft: true });

    // a later clock: Expired, never Revoked
    const later = new Date(Date.parse(row.valid_until!) + 1000);
    const expired = await verifyCertificate(anonymous().request(`/verify/${number}`), number, later);
    expect(expired).toMatchObject({ state: "expired", revokedAt: null, holderLeft: false });
    expect(await verifyCertificate(mine.b.request(`/verify/${number}`), number, later)).toMatchObject({
      state: "expired",
      holderLeft: true,
    });

    // the audit trail says the certificate was kept
    const ev = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("action", "=", "employee.deleted")
      .where("subject_user_id", "=", leaver.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(ev.details)).toEqual({ name: "Lena Leaver", certificateKept: number });
    expect(
      await db()
        .selectFrom("audit_events")
        .select("id")
        .where("action", "=", "certificate.revoked")
        .where("subject_user_id", "=", leaver.id)
        .execute(),
    ).toEqual([]);
  });

  it("deleting the company keeps its certificates' status too", async () => {
    const co = await createCompany();
    const person = await createUser({ company: co.slug });
    const number = (await completeTraining(person, `/company/${co.slug}`))!;
    const superAdmin = await createUser({ role: "super_admin" });
    const outcome = await deleteCompany({ user: superAdmin, meta: { address: "127.0.0.1", userAgent: "test" } }, co.id, co.slug);
    expect(outcome.kind).toBe("done");
    expect((await page(anonymous(), number)).data.verification).toMatchObject({ state: "valid", revokedAt: null, holderLeft: false });
    const ev = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("action", "=", "company.deleted")
      .where("company_id", "=", co.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(ev.details)).toMatchObject({ certificatesKept: 1 });
  });
});

describe("migration 008 gives certificates revoked for a removal their real status back", () => {
  const files: string[] = [];
  afterAll(() => {
    for (const f of files) for (const s of ["", "-wal", "-shm"]) rmSync(f + s, { force: true });
  });

  it("current again, or superseded by a later certificate; other revocations untouched; the change kept on the row", async () => {
    const file = path.resolve("tests/.tmp", `leavers-${process.pid}-${randomBytes(4).toString("hex")}.db`);
    files.push(file);
    const { db: old, sqlite } = openDatabase(file);
    try {
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("006_certificate_evidence")).error).toBeUndefined();
      const at = "2025-01-01T00:00:00.000Z";
      const company = sqlite.prepare("insert into companies (slug, name, contact_email, status, created_at) values (?, ?, ?, 'active', ?)");
      const user = sqlite.prepare("insert into users (company_id, role, email, status, created_at) values (?, ?, ?, ?, ?)");
      const cert = sqlite.prepare(
        `insert into certificates (user_id, company_id, number, recipient_name, issued_at, valid_until, revoked_at, revoked_reason, revoked_by)
         values (?, ?, ?, 'X', ?, ?, ?, ?, ?)`,
      );
      const co = Number(company.run(unique("mig"), "Migrated", "a@x.example", at).lastInsertRowid);
      const admin = Number(user.run(co, "admin", "admin@x.example", "active", at).lastInsertRowid);
      const person = (email: string, status: string) => Number(user.run(co, "employee", email, status, at).lastInsertRowid);
      const leaver = person("leaver@x.example", "deactivated");
      const companyGone = person("gone@x.example", "active");
      const returned = person("returned@x.example", "active");
      const invalid = person("invalid@x.example", "active");
      const reset = person("reset@x.example", "active");
      const id = (...v: unknown[]) => Number(cert.run(...v).lastInsertRowid);
      const leaverCert = id(
        leaver,
        co,
        "GDPR-PHARMA-LEAVERAAAAAAA",
        at,
        "2026-01-01T00:00:00.000Z",
        "2025-03-01T00:00:00.000Z",
        "employee deleted",
        admin,
      );
      const goneCert = id(companyGone, co, "GDPR-PHARMA-GONEAAAAAAAAA", at, null, "2025-04-01T00:00:00.000Z", "company deleted", null);
      const firstCert = id(
        returned,
        co,
        "GDPR-PHARMA-FIRSTAAAAAAAA",
        at,
        "2026-01-01T00:00:00.000Z",
        "2025-02-01T00:00:00.000Z",
        "employee deleted",
        admin,
      );
      const secondCert = id(
        returned,
        co,
        "GDPR-PHARMA-SECONDAAAAAAA",
        "2025-06-01T00:00:00.000Z",
        "2026-06-01T00:00:00.000Z",
        null,
        null,
        null,
      );
      const invalidCert = id(
        invalid,
        co,
        "GDPR-PHARMA-INVALIDAAAAAA",
        at,
        null,
        "2025-02-01T00:00:00.000Z",
        "Trained under another person's account",
        admin,
      );
      const resetCert = id(reset, co, "GDPR-PHARMA-RESETAAAAAAAA", at, null, "2025-02-01T00:00:00.000Z", "training reset (all)", admin);

      const latest = await migrator.migrateToLatest();
      expect(latest.error).toBeUndefined();
      const rows = new Map(
        (sqlite.prepare("select * from certificates").all() as Record<string, unknown>[]).map((r) => [r.id as number, r]),
      );
      const restored = { revoked_at: null, revoked_reason: null, revoked_by: null, unrevoked_at: expect.any(String) };
      expect(rows.get(leaverCert)).toMatchObject({ ...restored, superseded_at: null, superseded_by: null });
      expect(rows.get(leaverCert)!.unrevoked_note).toBe(
        `Revoked on 2025-03-01T00:00:00.000Z with the reason "employee deleted" by user ${admin}; a holder or company leaving is no revocation (docs/decisions/016-what-completed-means.md): status restored by migration 008_leavers_and_trials`,
      );
      expect(rows.get(goneCert)).toMatchObject({ ...restored, superseded_at: null });
      expect(rows.get(goneCert)!.unrevoked_note).toMatch(
        /^Revoked on 2025-04-01T00:00:00.000Z with the reason "company deleted"; a holder/,
      );
      // came back and trained again: the first is superseded by the second, as issuing would have done
      expect(rows.get(firstCert)).toMatchObject({ ...restored, superseded_at: "2025-06-01T00:00:00.000Z", superseded_by: secondCert });
      expect(rows.get(secondCert)).toMatchObject({ revoked_at: null, superseded_at: null, unrevoked_at: null, unrevoked_note: null });
      // revocations for training found invalid, and resets, stay as they are
      for (const [certId, reason] of [
        [invalidCert, "Trained under another person's account"],
        [resetCert, "training reset (all)"],
      ] as const) {
        expect(rows.get(certId)).toMatchObject({ revoked_at: "2025-02-01T00:00:00.000Z", revoked_reason: reason, unrevoked_at: null });
      }
      // still one current certificate per person (the index holds and counts the restored ones)
      expect(() => cert.run(leaver, co, "GDPR-PHARMA-DUPLICATEAAAA", at, null, null, null, null)).toThrow(/UNIQUE/);
    } finally {
      await old.destroy();
    }
  });
});
