/**
 * People a company's identity provider brings in (issue 29): created just in time at a first
 * single sign-on, or by the company's SCIM client. One rule for both: the seat limit is counted
 * and taken under the company's lock (seats: lockCompany), the enrolment follows the company's
 * auto-enrol setting, and an audit event records who was provisioned and how.
 */
import { displayName } from "../../domain/employees";
import type { SsoProtocol } from "../../domain/sso";
import { enrolIfAutomatic, seats } from "../admin/employees.server";
import { audit } from "../evidence/audit.server";
import { nowIso, type Tx } from "../platform/db.server";
import type { CompanyScope, RequestMeta } from "./sessions.server";

export interface ProvisionedPerson {
  email: string;
  firstName: string;
  lastName: string;
  externalId?: string | null;
}

export interface Provisioning {
  via: "sso" | "scim";
  protocol?: SsoProtocol;
  /** Active: signs in through the IdP; invited: sets a password through an invitation (the caller sends it). */
  status: "active" | "invited";
  /** Who the audit trail names: the person themselves at a sign-in, null for the SCIM client (details say so). */
  actor: { id: number; email: string } | null;
  meta: RequestMeta | null;
}

export type ProvisionOutcome = { kind: "created"; id: number } | { kind: "seat-limit"; max: number } | { kind: "exists"; id: number };

/**
 * Creates an employee of the company in the caller's transaction, when no account of the company
 * has the email and a seat is free. The email is compared lower case, as everywhere.
 */
export async function provisionEmployeeIn(
  tx: Tx,
  scope: CompanyScope,
  input: ProvisionedPerson,
  how: Provisioning,
): Promise<ProvisionOutcome> {
  const email = input.email.trim().toLowerCase();
  // seats() takes the company's lock first: the email check and the count hold until the insert commits.
  const { used, max } = await seats(tx, scope);
  const existing = await tx
    .selectFrom("users")
    .select("id")
    .where("company_id", "=", scope.companyId)
    .where("email", "=", email)
    .executeTakeFirst();
  if (existing) return { kind: "exists", id: existing.id };
  if (used >= max) return { kind: "seat-limit", max };
  const now = nowIso();
  const person = { email, first_name: input.firstName.trim().slice(0, 100), last_name: input.lastName.trim().slice(0, 100) };
  const { id } = await tx
    .insertInto("users")
    .values({
      ...person,
      company_id: scope.companyId,
      role: "employee",
      status: how.status,
      external_id: input.externalId ?? null,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await enrolIfAutomatic(tx, scope, id, now);
  await audit(tx, {
    companyId: scope.companyId,
    actor: how.actor ?? null,
    subject: { id, email },
    action: "employee.provisioned",
    details: {
      name: displayName(person),
      via: how.via,
      ...(how.protocol ? { protocol: how.protocol } : {}),
      restored: false,
      status: how.status,
    },
    meta: how.meta,
  });
  return { kind: "created", id };
}
