/** Test data through the app's own server modules, against the database of DATABASE_PATH. */
import { randomBytes } from "node:crypto";
import type { Role } from "../../app/domain/roles";
import { createInvitation } from "../../app/server/identity/invitations.server";
import { hashPassword } from "../../app/server/identity/passwords.server";
import { db, nowIso } from "../../app/server/platform/db.server";

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
