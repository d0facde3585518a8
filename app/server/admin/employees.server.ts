/**
 * The employees of a company, as its administrator sees and manages them. Every function takes
 * the caller's company scope and builds the company filter itself; an employee id from a URL or
 * a form is only ever used together with that filter.
 */
import { sql } from "kysely";
import { displayName, type EmployeeFilter, PAGE_SIZE, SEAT_LIMIT_MSG } from "../../domain/employees";
import type { Translate } from "../../i18n/i18n";
import { englishKit } from "../platform/i18n.server";
import { SUPPRESSED } from "../../domain/mail";
import { audit } from "../evidence/audit.server";
import { endInvitationsOf, type Invited, sendInvitation } from "../identity/invitations.server";
import { suppressUnsentMail } from "../mail/outbox.server";
import { type MailRefusal, refusingInvitations } from "../mail/limits.server";
import { type CompanyCaller, type CompanyScope, endSessionsOf, type RequestMeta } from "../identity/sessions.server";
import { db, lockCompany, nowIso, type Tx } from "../platform/db.server";
import type { Tenant } from "../platform/tenant.server";
import { byName, employeesOf, nameOrEmailContains } from "./people.server";
import { currentCertificate } from "../training/certificates.server";
import { takeBackProgress } from "../training/resets.server";
import { completionStats } from "./completions.server";
import { completedSql } from "./standing.server";

export interface EmployeeQuery {
  q: string;
  filter: EmployeeFilter;
  page: number;
  /** Rows a page (50 by default); null for every row (the JSON API without a page). */
  pageSize?: number | null;
  /** The moment certificates are judged expired at (now by default). */
  now?: Date;
}

/** An employee's enrolment and current certificate (neither revoked nor superseded): at most one each. */
const withTraining = <Q extends ReturnType<typeof employeesOf>>(q: Q) =>
  q
    .leftJoin("enrollments as e", "e.user_id", "u.id")
    .leftJoin("certificates as c", (j) =>
      j.onRef("c.user_id", "=", "u.id").on("c.revoked_at", "is", null).on("c.superseded_at", "is", null),
    );

/** The employees a list shows (nothing selected yet): the filter (employeeBadge's) and the search. */
function matchingEmployees(scope: CompanyScope, query: EmployeeQuery, now: Date) {
  let q = withTraining(employeesOf(db(), scope));
  // The filters follow employeeBadge (domain/employees.ts): a current certificate decides first;
  // "completed" is domain/completed.ts's rule (./standing.server.ts).
  const expired = sql<boolean>`(c.valid_until is not null and c.valid_until <= ${now.toISOString()})`;
  switch (query.filter) {
    case "all":
      q = q.where("u.status", "!=", "deactivated");
      break;
    case "deactivated":
      q = q.where("u.status", "=", "deactivated");
      break;
    case "completed":
      q = q.where(completedSql(now));
      break;
    case "recertification_due":
      // Expired: the current certificate's valid-until has passed (never for "no expiry", null).
      q = q.where("u.status", "!=", "deactivated").where("c.id", "is not", null).where(expired);
      break;
    case "certificate_revoked":
    case "in_progress":
      q = q
        .where("u.status", "!=", "deactivated")
        .where("c.id", "is", null)
        .where("e.status", "=", query.filter === "in_progress" ? "in_progress" : "completed");
      break;
    case "invited":
    case "not_started":
      q = q
        .where("u.status", "=", query.filter === "invited" ? "invited" : "active")
        .where("c.id", "is", null)
        .where((eb) => eb.or([eb("e.status", "is", null), eb("e.status", "=", "not_started")]));
      break;
  }
  const text = query.q.trim();
  if (text) {
    q = q.where(nameOrEmailContains("u", text));
  }
  return q;
}

/**
 * The ids of one page of the list (every match when `size` is null) and the number of matches, in
 * the list's order. On PostgreSQL its search reads the trigram indexes of migration 022.
 */
export function employeePageIds(scope: CompanyScope, query: EmployeeQuery, now: Date, size: number | null) {
  const ids = byName(matchingEmployees(scope, query, now).select(["u.id", sql<number>`count(*) over ()`.as("total")]));
  return size === null ? ids : ids.limit(size).offset((Math.max(1, query.page) - 1) * size);
}

/**
 * One page of the employees list (50 a page), with the total: one query, whatever the page.
 * The page's ids (and the total) are chosen first, from the people and only the joins the filter
 * needs; the columns, the enrolment, the certificate and the last mail are then read for the 50
 * of the page, not for every employee (at 10,000 employees, PostgreSQL read them for all 10,000
 * before it counted and cut the page).
 */
export async function listEmployees(scope: CompanyScope, query: EmployeeQuery) {
  const now = query.now ?? new Date();
  const size = query.pageSize === undefined ? PAGE_SIZE : query.pageSize;
  const ids = employeePageIds(scope, query, now, size);
  const rows = await byName(withTraining(employeesOf(db(), scope)).innerJoin(ids.as("m"), "m.id", "u.id"))
    .select([
      "u.id",
      "u.first_name",
      "u.last_name",
      "u.email",
      "u.status",
      "u.last_login_at",
      "e.status as enrollment",
      "e.modules_completed",
      "e.completed_at",
      "c.id as certificate_id",
      "c.number as certificate_number",
      "c.valid_until as certificate_valid_until",
      // The latest mail written for the person (the delivery log's first line).
      (eb) =>
        eb
          .selectFrom("email_outbox as o")
          .select("o.status")
          .whereRef("o.user_id", "=", "u.id")
          .orderBy("o.id", "desc")
          .limit(1)
          .as("last_mail_status"),
      "m.total",
    ])
    .execute();
  const total = rows[0]?.total ?? 0;
  return { rows: rows.map(({ total: _total, ...row }) => row), total, pages: size === null ? 1 : Math.max(1, Math.ceil(total / size)) };
}

/**
 * The header's and tabs' counts: current employees, completed, in progress (the Completions
 * tab's figures: one rule, domain/completed.ts), the seat limit.
 */
export async function companyStats(scope: CompanyScope, now = new Date()) {
  const [figures, company] = await Promise.all([
    completionStats(scope, now),
    db().selectFrom("companies").select(["name", "max_employees"]).where("id", "=", scope.companyId).executeTakeFirstOrThrow(),
  ]);
  return {
    companyName: company.name,
    totalEmployees: figures.total,
    completedEmployees: figures.completed,
    inProgressEmployees: figures.inProgress,
    maxEmployees: company.max_employees,
  };
}

/** English unless the caller passes its language (the page does; the JSON API answers in English). */
const english = (): Translate => englishKit().t;

/** The refusal of one more employee over the company's plan, in a language. */
export const seatLimitMessage = (maxEmployees: number, t: Translate = english()) => t(SEAT_LIMIT_MSG, { max: maxEmployees });

export interface NewEmployee {
  firstName: string;
  lastName: string;
  email: string;
}

export type AddOutcome =
  | ({ kind: "added" } & Invited)
  | { kind: "duplicate"; message: string }
  | { kind: "seat-limit"; message: string }
  /** A mail limit refused the invitation: nothing written but the refusal's audit event. */
  | MailRefusal;

/**
 * Current employees and the seat limit, read in the caller's transaction under the company's lock
 * (lockCompany): the count stays true until the caller, who adds on it, commits. Without it, on
 * PostgreSQL (READ COMMITTED) two additions could both count the last free seat and both take it.
 */
export async function seats(tx: Tx, scope: CompanyScope) {
  await lockCompany(tx, scope);
  const used = await employeesOf(tx, scope)
    .where("u.status", "!=", "deactivated")
    .select(sql<number>`count(*)`.as("n"))
    .executeTakeFirstOrThrow();
  const company = await tx.selectFrom("companies").select("max_employees").where("id", "=", scope.companyId).executeTakeFirstOrThrow();
  return { used: used.n, max: company.max_employees };
}

/** Whether the company enrols new employees in the training automatically (its setting). */
export async function enrolsAutomatically(tx: Tx, scope: CompanyScope): Promise<boolean> {
  const settings = await tx
    .selectFrom("company_settings")
    .select("auto_enroll_new_employees")
    .where("company_id", "=", scope.companyId)
    .executeTakeFirst();
  return Boolean(settings?.auto_enroll_new_employees);
}

/** Enrols a new person when the company enrols new employees automatically. */
export async function enrolIfAutomatic(tx: Tx, scope: CompanyScope, userId: number, now: string) {
  if (!(await enrolsAutomatically(tx, scope))) return;
  await tx
    .insertInto("enrollments")
    .values({ user_id: userId, company_id: scope.companyId, status: "not_started", created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

/**
 * Adds an employee in the caller's transaction: the person (invited), the enrolment when the
 * company enrols new employees automatically, the invitation and its mail in the outbox, and
 * the audit events. An email of a deleted employee brings that person back (their old training
 * stays as history; they start again). Refused: an email already in use, a full seat limit.
 * The seats are counted and taken under the company's lock (lockCompany, decision 022).
 */
export async function addEmployeeIn(
  tx: Tx,
  caller: CompanyCaller,
  tenant: Tenant,
  input: NewEmployee,
  at = new Date(),
  t: Translate = english(),
): Promise<Exclude<AddOutcome, MailRefusal>> {
  const { scope } = caller;
  await lockCompany(tx, scope);
  const email = input.email.trim().toLowerCase();
  const existing = await tx
    .selectFrom("users")
    .select(["id", "role", "status"])
    .where("company_id", "=", scope.companyId)
    .where("email", "=", email)
    .executeTakeFirst();
  if (existing && (existing.role !== "employee" || existing.status !== "deactivated")) {
    return {
      kind: "duplicate",
      message:
        existing.role === "employee"
          ? t("{email} is already an employee of this company.", { email })
          : t("{email} is already an account of this company.", { email }),
    };
  }
  const { used, max } = await seats(tx, scope);
  if (used >= max) return { kind: "seat-limit", message: seatLimitMessage(max, t) };
  const now = nowIso();
  const person = { email, first_name: input.firstName.trim(), last_name: input.lastName.trim() };
  let id: number;
  if (existing) {
    id = existing.id;
    await tx
      .updateTable("users")
      .set({ ...person, status: "invited", password_hash: null, must_change_password: 0, deactivated_at: null })
      .where("id", "=", id)
      .where("company_id", "=", scope.companyId)
      .execute();
    // A returning leaver starts again; their certificate keeps its status until a new one supersedes it.
    await takeBackProgress(tx, caller, { id, email }, { kind: "all" }, { keepCertificate: true });
  } else {
    id = (
      await tx
        .insertInto("users")
        .values({ ...person, company_id: scope.companyId, role: "employee", status: "invited", created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  }
  await enrolIfAutomatic(tx, scope, id, now);
  await audit(tx, {
    companyId: scope.companyId,
    actor: caller.user,
    subject: { id, email },
    action: "employee.added",
    details: { name: displayName(person), restored: Boolean(existing) },
    meta: caller.meta,
  });
  return {
    kind: "added",
    ...(await sendInvitation(tx, caller, { scope, tenant, person: { id, ...person }, role: "employee", resent: false, now: at })),
  };
}

/** Adds an employee (addEmployeeIn) in a transaction of its own; a mail limit's refusal undoes it all. */
export async function addEmployee(
  caller: CompanyCaller,
  tenant: Tenant,
  input: NewEmployee,
  now = new Date(),
  t: Translate = english(),
): Promise<AddOutcome> {
  return refusingInvitations(caller, () =>
    db()
      .transaction()
      .execute((tx) => addEmployeeIn(tx, caller, tenant, input, now, t)),
  );
}

/**
 * A new invitation for an invited employee of this company; the old link stops working. Null
 * when there is no such invited employee; the refusal when a mail limit refuses it.
 */
export async function resendInvitation(
  caller: CompanyCaller,
  tenant: Tenant,
  employeeId: number,
  now = new Date(),
): Promise<Invited | MailRefusal | null> {
  return refusingInvitations(caller, () =>
    db()
      .transaction()
      .execute(async (tx) => {
        const person = await employeesOf(tx, caller.scope)
          .select(["u.id", "u.email", "u.first_name", "u.last_name"])
          .where("u.id", "=", employeeId)
          .where("u.status", "=", "invited")
          .executeTakeFirst();
        return person ? sendInvitation(tx, caller, { scope: caller.scope, tenant, person, role: "employee", resent: true, now }) : null;
      }),
  );
}

/** An employee of this company who is not deleted, by id (null when not one of them). */
export async function findEmployee(scope: CompanyScope, employeeId: number) {
  return employeesOf(db(), scope)
    .select(["u.id", "u.email", "u.first_name", "u.last_name", "u.status"])
    .where("u.id", "=", employeeId)
    .where("u.status", "!=", "deactivated")
    .executeTakeFirst();
}

/**
 * Deletes an employee (someone who left) the way evidence allows: the person can no longer sign
 * in (deactivated, sessions and open invitations ended) and leaves the list and the counts; the
 * training history stays and the certificate keeps its status (Valid until it expires, then
 * Expired: a leaver's training was valid; revocation is for training found invalid,
 * docs/decisions/016-what-completed-means.md); the audit trail records who deleted whom.
 */
export async function deleteEmployee(caller: CompanyCaller, employeeId: number): Promise<{ name: string } | null> {
  return db()
    .transaction()
    .execute(async (tx) => {
      const person = await employeesOf(tx, caller.scope)
        .select(["u.id", "u.email", "u.first_name", "u.last_name"])
        .where("u.id", "=", employeeId)
        .where("u.status", "!=", "deactivated")
        .executeTakeFirst();
      if (!person) return null;
      return deactivateEmployeeIn(tx, caller.scope, person, { actor: caller.user, meta: caller.meta });
    });
}

/** Who deactivates a leaver: the company's administrator, or its SCIM client (no person: `via` says so). */
export interface Deactivation {
  actor: { id: number; email: string } | null;
  meta: RequestMeta;
  via?: "scim";
}

/**
 * The steps of a leaver (deleteEmployee's, and the SCIM client's `active: false`), in the
 * caller's transaction, for a current employee of the scope: deactivated, sessions ended, unsent
 * mail suppressed, open invitations ended; the certificate kept, as the audit event says.
 */
export async function deactivateEmployeeIn(
  tx: Tx,
  scope: CompanyScope,
  person: { id: number; email: string; first_name: string; last_name: string },
  by: Deactivation,
): Promise<{ name: string }> {
  await tx
    .updateTable("users")
    .set({ status: "deactivated", deactivated_at: nowIso() })
    .where("id", "=", person.id)
    .where("company_id", "=", scope.companyId)
    .execute();
  await endSessionsOf(tx, person.id);
  await suppressUnsentMail(tx, { userId: person.id }, SUPPRESSED.recipientDeleted);
  await endInvitationsOf(tx, person.id);
  const certificate = await currentCertificate({ scope, userId: person.id }, tx);
  const name = displayName(person);
  await audit(tx, {
    companyId: scope.companyId,
    actor: by.actor,
    subject: { id: person.id, email: person.email },
    action: "employee.deleted",
    details: { name, certificateKept: certificate?.number ?? null, ...(by.via ? { via: by.via } : {}) },
    meta: by.meta,
  });
  return { name };
}
