/** Test data through the app's own server modules, against the database of DATABASE_PATH. */
import { isLocale, type Locale } from "../../app/domain/locale";
import { randomBytes } from "node:crypto";
import { courseLanguage, questionOf } from "../../app/content";
import { CORE_MODULES } from "../../app/domain/course";
import type { Role } from "../../app/domain/roles";
import { createInvitation } from "../../app/server/identity/invitations.server";
import { hashPassword } from "../../app/server/identity/passwords.server";
import type { CompanyCaller } from "../../app/server/identity/sessions.server";
import { db, nowIso } from "../../app/server/platform/db.server";
import type { DB } from "../../app/server/platform/schema";
import { lookupTenant } from "../../app/server/platform/tenant.server";
import { signCompletion } from "../../app/server/training/acknowledgement.server";
import { SIGNATURE_STATEMENT } from "../../app/domain/certificate";
import { languageKit } from "../../app/server/platform/i18n.server";
import { beginModule, startAssessment, submitAnswer } from "../../app/server/training/assessment.server";

export const TEST_PASSWORD = "Correct-Horse-Battery-9";
const hashes = new Map<string, Promise<string>>();
const hashOf = (pw: string) => {
  if (!hashes.has(pw)) hashes.set(pw, hashPassword(pw));
  return hashes.get(pw)!;
};

export const unique = (prefix = "u") => `${prefix}-${randomBytes(5).toString("hex")}`;

export async function companyId(slug: string): Promise<number> {
  return (await db().selectFrom("companies").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
}

export async function createCompany(
  slug = unique("co"),
  opts: { status?: "trial" | "active" | "suspended"; name?: string; validityDays?: number } = {},
) {
  const now = nowIso();
  const row = await db()
    .insertInto("companies")
    .values({
      slug,
      name: opts.name ?? `Company ${slug}`,
      contact_email: `privacy@${slug}.example`,
      status: opts.status ?? "active",
      max_employees: 100,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db()
    .insertInto("company_settings")
    .values({
      company_id: row.id,
      updated_at: now,
      signer_name: "Dr. Test Signer",
      ...(opts.validityDays ? { certificate_validity_days: opts.validityDays } : {}),
    })
    .execute();
  return { id: row.id, slug };
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  companyId: number | null;
  role: Role;
}

export async function createUser(
  opts: {
    company?: string | null;
    role?: Role;
    email?: string;
    password?: string;
    status?: "active" | "invited" | "deactivated";
    mustChangePassword?: boolean;
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<TestUser> {
  const role = opts.role ?? "employee";
  const company = role === "super_admin" ? null : await companyId(opts.company ?? "main");
  const email = (opts.email ?? `${unique(role)}@test.example`).toLowerCase();
  const password = opts.password ?? TEST_PASSWORD;
  const status = opts.status ?? "active";
  const row = await db()
    .insertInto("users")
    .values({
      company_id: company,
      role,
      email,
      first_name: opts.firstName ?? "Test",
      last_name: opts.lastName ?? "Person",
      password_hash: status === "invited" ? null : await hashOf(password),
      status,
      must_change_password: opts.mustChangePassword ? 1 : 0,
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, email, password, companyId: company, role };
}

/** An invited user with a fresh invitation token (purpose defaults to the role's). */
export async function inviteUser(
  opts: { company?: string; role?: "employee" | "admin"; purpose?: "employee_invite" | "admin_invite" } = {},
) {
  const role = opts.role ?? "employee";
  const user = await createUser({ company: opts.company, role, status: "invited" });
  const { token } = await db()
    .transaction()
    .execute((tx) => createInvitation(tx, user.id, opts.purpose ?? `${role}_invite`));
  return { ...user, token };
}

/**
 * Completes all seven modules for a learner, every answer right, through the training's own
 * server functions (begin, start the assessment, answer), then signs the completion with the
 * user's password (issue 13): the enrolment, badges and the certificate come about as they do
 * in the browser. `base` is the tenant's URL prefix ("", "/croacademy" or "/company/{slug}").
 * `sign: false` stops before the signature (module 8 not recorded, no certificate); `modules`
 * completes only the first ones (and does not sign); `language` is the course language the
 * modules are taken in (unless named, the person's, else the company's, else English).
 */
export async function completeTraining(user: TestUser, base = "", opts: { sign?: boolean; modules?: number; language?: Locale } = {}) {
  const found = await lookupTenant(new Request(`http://localhost${base}/`));
  if (!found) throw new Error(`no tenant at ${base || "/"}`);
  const row = await db()
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name", "role", "company_id", "created_at", "locale"])
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  // the language a browser of this person would take the course in: theirs, else their company's
  const language = opts.language ?? courseLanguage(row.locale ?? found.tenant.defaultLocale);
  if (row.company_id !== found.tenant.id || row.role === "super_admin") throw new Error(`${row.email} is no learner of ${base || "/"}`);
  const caller: CompanyCaller = {
    scope: { companyId: row.company_id },
    user: {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      locale: null,
      photoUrl: null,
      createdAt: row.created_at,
      sessionId: "test-factory",
      role: row.role,
      companyId: row.company_id,
    },
    meta: { address: "127.0.0.1", userAgent: "test factory" },
  };
  const upTo = opts.modules ?? CORE_MODULES;
  for (let moduleId = 1; moduleId <= upTo; moduleId++) {
    await beginModule(caller, moduleId, language);
    await startAssessment(caller, moduleId);
    const attempt = await db()
      .selectFrom("attempts")
      .select("question_ids")
      .where("user_id", "=", row.id)
      .where("module_id", "=", moduleId)
      .where("superseded_at", "is", null)
      .executeTakeFirstOrThrow();
    for (const id of JSON.parse(attempt.question_ids) as number[]) {
      await submitAnswer(caller, found.tenant, moduleId, id, questionOf(id)!.correctAnswer);
    }
  }
  if (opts.sign === false || upTo < CORE_MODULES) return null;
  // the statement in the interface language this person's pages take (theirs, else their company's)
  const pageLocale = row.locale ?? found.tenant.defaultLocale;
  const statement = (await languageKit(isLocale(pageLocale) ? pageLocale : "en")).t(SIGNATURE_STATEMENT);
  const signed = await signCompletion(caller, found.tenant, { password: user.password, confirm: true, statement });
  if (signed.kind !== "signed") throw new Error(`signing the completion of ${row.email} failed: ${signed.message}`);
  return signed.number;
}

/** A company's administrator as the server's services take a caller (scope, user, request meta), for calling them directly. */
export const adminCaller = (companyId: number, admin: { id: number; email: string }): CompanyCaller => ({
  scope: { companyId },
  user: {
    id: admin.id,
    email: admin.email,
    firstName: "Ada",
    lastName: "Admin",
    photoUrl: null,
    locale: null,
    createdAt: "",
    sessionId: "test",
    role: "admin",
    companyId,
  },
  meta: { address: "127.0.0.1", userAgent: "test" },
});

/** How many rows a table holds. */
export const rowCount = async (table: keyof DB) =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The ids of the audit events of one action about one person. */
export const auditEventsAbout = (userId: number, action: string) =>
  db().selectFrom("audit_events").select("id").where("subject_user_id", "=", userId).where("action", "=", action).execute();

/**
 * `count` employees of a company written in one statement, for lists, pages and counts: active,
 * no password, each with what `person(i)` gives (an email, names, a status), returning their ids.
 */
export function insertEmployees(
  companyId: number,
  count: number,
  person: (i: number) => { email: string; first_name?: string; last_name?: string; status?: "active" | "invited" },
) {
  const now = nowIso();
  return db()
    .insertInto("users")
    .values(
      Array.from({ length: count }, (_, i) => ({
        company_id: companyId,
        role: "employee" as const,
        status: "active" as const,
        created_at: now,
        ...person(i),
      })),
    )
    .returning("id")
    .execute();
}
