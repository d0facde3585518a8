/**
 * A company's employees as its SCIM client reads and changes them (issue 29). Only employees:
 * never an administrator, never another company's person; every query starts from the scope
 * the client's token gave. Deactivated employees stay visible (active: false), so that the IdP
 * can bring them back; nobody is ever deleted. Every change is one transaction with its audit
 * events, whose actor is no person (null): the details say "scim", the metadata is the client's.
 */
import { displayName } from "../../domain/employees";
import type { AssertedPerson } from "../../domain/scim";
import { SCIM_MSG } from "../../domain/scim";
import { changedFields } from "../../domain/settings";
import { deactivateEmployeeIn, seatLimitMessage, seats } from "../admin/employees.server";
import { employeesOf } from "../admin/people.server";
import { audit } from "../evidence/audit.server";
import { sendInvitation } from "../identity/invitations.server";
import { provisionEmployeeIn } from "../identity/provisioning.server";
import type { CompanyScope, RequestMeta } from "../identity/sessions.server";
import { passwordRefusedBySso } from "../identity/sso.server";
import { type MailRefusal, refusingInvitations } from "../mail/limits.server";
import { db, type Db, lockCompany, type Tx } from "../platform/db.server";
import type { Tenant } from "../platform/tenant.server";

/** The company the client's token provisions, the context its URL named, and its request. */
export interface ScimContext {
  scope: CompanyScope;
  tenant: Tenant;
  meta: RequestMeta;
}

export type ScimOutcome =
  | { kind: "done"; id: number }
  | { kind: "not-found" }
  | { kind: "conflict"; detail: string }
  | { kind: "seat-limit"; detail: string }
  | MailRefusal;

/** The events that change what a User resource says: its meta.lastModified is the latest. */
const CHANGES = [
  "employee.added",
  "employee.provisioned",
  "employee.updated",
  "employee.deleted",
  "employee.reactivated",
  "invitation.accepted",
] as const;

/** The company's employees with what their SCIM resource shows. */
const scimEmployeesOf = (q: Db | Tx, scope: CompanyScope) =>
  employeesOf(q, scope).select([
    "u.id",
    "u.email",
    "u.first_name",
    "u.last_name",
    "u.status",
    "u.external_id",
    "u.created_at",
    (eb) => eb("u.password_hash", "is not", null).as("has_password"),
    (eb) =>
      eb
        .selectFrom("audit_events as a")
        .select((a) => a.fn.max("a.created_at").as("at"))
        .whereRef("a.subject_user_id", "=", "u.id")
        .where("a.action", "in", CHANGES)
        .as("last_modified"),
  ]);

export type ScimEmployee = Awaited<ReturnType<ReturnType<typeof scimEmployeesOf>["executeTakeFirstOrThrow"]>>;

/** An employee of the company by id (deactivated ones too), else undefined. */
export const findScimEmployee = (scope: CompanyScope, id: number, q: Db | Tx = db()) =>
  scimEmployeesOf(q, scope).where("u.id", "=", id).executeTakeFirst();

/** What a filter pins down, read by SQL before scimmy's filter decides (an Entra or Okta probe reads one row). */
export interface Narrowing {
  email?: string;
  externalId?: string;
  id?: number;
}

/** The company's employees a filter can match, in id order (stable pages, as Okta asks). */
export async function scimEmployeeCandidates(scope: CompanyScope, n: Narrowing) {
  let q = scimEmployeesOf(db(), scope);
  if (n.email !== undefined) q = q.where("u.email", "=", n.email);
  if (n.externalId !== undefined) q = q.where("u.external_id", "=", n.externalId);
  if (n.id !== undefined) q = q.where("u.id", "=", n.id);
  return q.orderBy("u.id").execute();
}

/** One page of all the company's employees (no filter), in id order, with their number. */
export async function scimEmployeePage(scope: CompanyScope, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    limit > 0 ? scimEmployeesOf(db(), scope).orderBy("u.id").limit(limit).offset(offset).execute() : Promise.resolve([]),
    db()
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("company_id", "=", scope.companyId)
      .where("role", "=", "employee")
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

const conflict = (detail: string): ScimOutcome => ({ kind: "conflict", detail });

/** Runs a change in one transaction under the company's lock; an invitation a mail limit refuses undoes it all. */
function inTransaction(c: ScimContext, work: (tx: Tx) => Promise<ScimOutcome>): Promise<ScimOutcome> {
  return refusingInvitations({ user: null, meta: c.meta }, () =>
    db()
      .transaction()
      .execute(async (tx) => {
        // The lock orders every change of the company's people: the email and externalId checks
        // below hold until the commit, as the seat count does (employees.server.ts, seats).
        await lockCompany(tx, c.scope);
        return work(tx);
      }),
  );
}

/** Why these email and externalId cannot be the person's (held by another account of the company), or null. */
async function takenBy(tx: Tx, c: ScimContext, p: { email?: string; externalId?: string | null }, self: number | null) {
  const other = (column: "email" | "external_id", value: string) =>
    tx
      .selectFrom("users")
      .select("id")
      .where("company_id", "=", c.scope.companyId)
      .where(column, "=", value)
      .where("id", "!=", self ?? 0)
      .executeTakeFirst();
  if (p.email !== undefined && (await other("email", p.email))) return SCIM_MSG.emailTaken;
  if (p.externalId && (await other("external_id", p.externalId))) return SCIM_MSG.externalIdTaken;
  return null;
}

/** Whether the company's people set a password (an invitation) or sign in through its IdP only. */
const usesPasswords = async (tx: Tx, scope: CompanyScope) =>
  !(await passwordRefusedBySso(tx, { company_id: scope.companyId, role: "employee" }));

const invite = (tx: Tx, c: ScimContext, person: { id: number; email: string; first_name: string; last_name: string }) =>
  sendInvitation(tx, { user: null, meta: c.meta }, { scope: c.scope, tenant: c.tenant, person, role: "employee", resent: false });

/**
 * Creates an employee (POST /Users): invited with an invitation mail when the company uses
 * passwords, active without one when it requires single sign-on. The email of a deactivated
 * employee brings that person back, with every record kept, instead of a conflict.
 */
export function createScimEmployee(c: ScimContext, p: AssertedPerson & { email: string }): Promise<ScimOutcome> {
  return inTransaction(c, async (tx) => {
    const existing = await tx
      .selectFrom("users")
      .select(["id", "role", "status"])
      .where("company_id", "=", c.scope.companyId)
      .where("email", "=", p.email)
      .executeTakeFirst();
    if (existing && (existing.role !== "employee" || existing.status !== "deactivated")) return conflict(SCIM_MSG.emailTaken);
    const taken = await takenBy(tx, c, { externalId: p.externalId }, existing?.id ?? null);
    if (taken) return conflict(taken);
    if (existing) {
      const row = await findScimEmployee(c.scope, existing.id, tx);
      return row ? changeIn(tx, c, row, { ...p, active: p.active ?? true }, "employee.provisioned") : { kind: "not-found" };
    }
    const passwords = await usesPasswords(tx, c.scope);
    const person = { email: p.email, firstName: p.firstName ?? "", lastName: p.lastName ?? "", externalId: p.externalId ?? null };
    const how = { via: "scim", status: passwords ? "invited" : "active", actor: null, meta: c.meta } as const;
    const made = await provisionEmployeeIn(tx, c.scope, person, how);
    if (made.kind === "seat-limit") return { kind: "seat-limit", detail: seatLimitMessage(made.max) };
    if (made.kind === "exists") return conflict(SCIM_MSG.emailTaken);
    const row = { id: made.id, email: p.email, first_name: person.firstName, last_name: person.lastName };
    if (p.active === false) await deactivateEmployeeIn(tx, c.scope, row, { actor: null, meta: c.meta, via: "scim" });
    else if (passwords) await invite(tx, c, row);
    return { kind: "done", id: made.id };
  });
}

/** Replaces what the client asserts of an employee (PUT, and PATCH once its operations are applied). */
export function changeScimEmployee(c: ScimContext, id: number, p: AssertedPerson): Promise<ScimOutcome> {
  return inTransaction(c, async (tx) => {
    const row = await findScimEmployee(c.scope, id, tx);
    return row ? changeIn(tx, c, row, p, "employee.reactivated") : { kind: "not-found" };
  });
}

/** DELETE /Users/{id}: the same deactivation as `active: false`; nothing is deleted. */
export function deactivateScimEmployee(c: ScimContext, id: number): Promise<ScimOutcome> {
  return changeScimEmployee(c, id, { active: false });
}

/**
 * The change of one employee, in the caller's transaction: refused first (nothing written) when
 * the email or externalId is another account's or a reactivation finds no free seat; then the
 * fields (employee.updated, from and to), a deactivation (the admin's deletion: sessions,
 * unsent mail and invitations ended, certificate kept) or a reactivation (employee.reactivated,
 * or employee.provisioned with restored for a POST that brought the person back).
 */
async function changeIn(
  tx: Tx,
  c: ScimContext,
  row: ScimEmployee,
  p: AssertedPerson,
  comeback: "employee.provisioned" | "employee.reactivated",
): Promise<ScimOutcome> {
  const before = { email: row.email, firstName: row.first_name, lastName: row.last_name, externalId: row.external_id };
  const after = { ...before, ...definedOf(p) };
  const taken = await takenBy(tx, c, { email: after.email, externalId: after.externalId }, row.id);
  if (taken) return conflict(taken);
  const reactivating = row.status === "deactivated" && p.active === true;
  if (reactivating) {
    const { used, max } = await seats(tx, c.scope);
    if (used >= max) return { kind: "seat-limit", detail: seatLimitMessage(max) };
  }
  const changed = changedFields(before, after);
  const person = { id: row.id, email: after.email, first_name: after.firstName, last_name: after.lastName };
  if (Object.keys(changed).length) {
    await tx
      .updateTable("users")
      .set({ email: after.email, first_name: after.firstName, last_name: after.lastName, external_id: after.externalId })
      .where("id", "=", row.id)
      .where("company_id", "=", c.scope.companyId)
      .execute();
    await audit(tx, scimEvent(c, person, "employee.updated", { via: "scim", changed }));
  }
  if (row.status !== "deactivated" && p.active === false)
    await deactivateEmployeeIn(tx, c.scope, person, { actor: null, meta: c.meta, via: "scim" });
  if (reactivating) await reactivateIn(tx, c, { ...person, hasPassword: Boolean(row.has_password) }, comeback);
  return { kind: "done", id: row.id };
}

/** The asserted fields only (an absent one keeps its value). */
function definedOf(p: AssertedPerson) {
  const out: { email?: string; firstName?: string; lastName?: string; externalId?: string | null } = {};
  if (p.email !== undefined) out.email = p.email;
  if (p.firstName !== undefined) out.firstName = p.firstName;
  if (p.lastName !== undefined) out.lastName = p.lastName;
  if (p.externalId !== undefined) out.externalId = p.externalId || null;
  return out;
}

/**
 * A deactivated employee made current again, records kept: active when the company requires
 * single sign-on or the person has a password, else invited with a new invitation.
 */
async function reactivateIn(
  tx: Tx,
  c: ScimContext,
  person: { id: number; email: string; first_name: string; last_name: string; hasPassword: boolean },
  event: "employee.provisioned" | "employee.reactivated",
) {
  const passwords = await usesPasswords(tx, c.scope);
  const status = passwords && !person.hasPassword ? "invited" : "active";
  await tx
    .updateTable("users")
    .set({ status, deactivated_at: null })
    .where("id", "=", person.id)
    .where("company_id", "=", c.scope.companyId)
    .execute();
  if (event === "employee.provisioned") {
    const details = { name: displayName(person), via: "scim", restored: true, status } as const;
    await audit(tx, scimEvent(c, person, event, details));
  } else await audit(tx, scimEvent(c, person, event, { via: "scim" }));
  if (status === "invited") await invite(tx, c, person);
}

/** An audit event of the SCIM client: no person acts; the subject is the employee. */
const scimEvent = <A extends "employee.updated" | "employee.reactivated" | "employee.provisioned">(
  c: ScimContext,
  person: { id: number; email: string },
  action: A,
  details: Parameters<typeof audit<A>>[1]["details"],
) => ({ companyId: c.scope.companyId, actor: null, subject: { id: person.id, email: person.email }, action, details, meta: c.meta });
