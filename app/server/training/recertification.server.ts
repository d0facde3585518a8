/**
 * The recertification chain (issue 13, part 2). A new training cycle supersedes the person's
 * current attempts and badges of all eight modules (their answers stay with them as history,
 * with the content version each attempt started on) and keeps every certificate: the current
 * one stays as it is (valid or expired) until the new cycle's certificate supersedes it, so the
 * chain reads "certificate 1 -> expired -> certificate 2". One transaction each, which reads
 * what it changes, changes it and writes an audit event with what it took back (the pattern of
 * resets.server.ts).
 *
 * A cycle starts in one of two ways:
 * - the learner's "Start recertification" (profile, world), offered once their completed
 *   course is due: the certificate expired, expires within 30 days, or was revoked;
 * - the company administrator's "Require retraining", for one person (their record page) or
 *   for everyone whose current certificate was earned on another content version than the
 *   course's current one (the Employees tab), each after a confirmation step.
 */
import { CERTIFICATE_MODULE } from "../../domain/course";
import { type RecertificationReason, recertificationDue } from "../../domain/certificate";
import { displayName } from "../../domain/employees";
import { audit } from "../evidence/audit.server";
import type { CompanyCaller, CompanyScope } from "../identity/sessions.server";
import { db, type Db, nowIso, type Tx } from "../platform/db.server";
import { currentCertificate } from "./certificates.server";
import { touchEnrollment } from "./completion.server";
import { currentVersions, isCurrentCourse } from "./content-versions.server";
import { supersedeTraining } from "./resets.server";

const ALL_MODULES = Array.from({ length: CERTIFICATE_MODULE }, (_, i) => i + 1);

/** Whether a person's completed course is due for a new cycle, and why (null: not due). */
export async function recertificationState(scope: CompanyScope, userId: number, now: Date, q: Db | Tx = db()) {
  const [current, signed] = await Promise.all([
    currentCertificate({ scope, userId }, q),
    q
      .selectFrom("attempts")
      .select("id")
      .where("company_id", "=", scope.companyId)
      .where("user_id", "=", userId)
      .where("module_id", "=", CERTIFICATE_MODULE)
      .where("phase", "=", "completed")
      .where("superseded_at", "is", null)
      .executeTakeFirst(),
  ]);
  return {
    due: recertificationDue({ current: current ? { validUntil: current.valid_until } : null, courseCompleted: signed !== undefined }, now),
    /** A cycle under way while an earlier certificate is still the current one. */
    retraining: current !== undefined && signed === undefined,
  };
}

/** The learner starts a new cycle themselves, when it is due; answers why, or null when it is not due. */
export async function startRecertification(caller: CompanyCaller, now = new Date()): Promise<RecertificationReason | null> {
  return db()
    .transaction()
    .execute(async (tx) => {
      const { due } = await recertificationState(caller.scope, caller.user.id, now, tx);
      if (!due) return null;
      const at = now.toISOString();
      const taken = await supersedeTraining(tx, caller, caller.user, ALL_MODULES, at);
      await touchEnrollment(tx, { scope: caller.scope, userId: caller.user.id });
      await audit(tx, {
        companyId: caller.scope.companyId,
        actor: caller.user,
        subject: caller.user,
        action: "training.recertification_started",
        details: { moduleId: null, ...taken, certificates: [], reason: due },
        meta: caller.meta,
      });
      return due;
    });
}

/** A person of the company the administrator may require to retrain: an employee not deleted. */
const employeeOf = (tx: Tx, scope: CompanyScope, employeeId: number) =>
  tx
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name"])
    .where("company_id", "=", scope.companyId)
    .where("role", "=", "employee")
    .where("status", "!=", "deactivated")
    .where("id", "=", employeeId)
    .executeTakeFirst();

async function retrain(
  tx: Tx,
  caller: CompanyCaller,
  person: { id: number; email: string },
  reason: "required" | "content-version",
  now: string,
) {
  const taken = await supersedeTraining(tx, caller, person, ALL_MODULES, now);
  await touchEnrollment(tx, { scope: caller.scope, userId: person.id });
  await audit(tx, {
    companyId: caller.scope.companyId,
    actor: caller.user,
    subject: person,
    action: "training.retraining_required",
    details: { moduleId: null, ...taken, certificates: [], reason, contentVersion: currentVersions().course.version },
    meta: caller.meta,
  });
  return taken.attempts.length;
}

/**
 * The administrator requires one employee of their company to train again (a new cycle now).
 * Null when the id is not a current employee of the company; `superseded` 0 when there was no
 * training to take back (nothing is written then).
 */
export async function requireRetraining(caller: CompanyCaller, employeeId: number): Promise<{ name: string; superseded: number } | null> {
  return db()
    .transaction()
    .execute(async (tx) => {
      const person = await employeeOf(tx, caller.scope, employeeId);
      if (!person) return null;
      const open = await tx
        .selectFrom("attempts")
        .select("id")
        .where("company_id", "=", caller.scope.companyId)
        .where("user_id", "=", person.id)
        .where("superseded_at", "is", null)
        .executeTakeFirst();
      if (!open) return { name: displayName(person), superseded: 0 };
      return { name: displayName(person), superseded: await retrain(tx, caller, person, "required", nowIso()) };
    });
}

/**
 * The employees whose current certificate was earned on content that is no longer current: a
 * course version with a module version that is current in none of the course's languages (or
 * none at all, before versioning). The versions are compared here, not in SQL: a course version
 * is a list of module versions, each current in one of six languages.
 */
async function outdated(q: Db | Tx, scope: CompanyScope): Promise<{ id: number; email: string }[]> {
  const rows = await q
    .selectFrom("certificates as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .leftJoin("content_versions as v", "v.version", "c.content_version")
    .where("c.company_id", "=", scope.companyId)
    .where("u.company_id", "=", scope.companyId)
    .where("u.role", "=", "employee")
    .where("u.status", "!=", "deactivated")
    .where("c.revoked_at", "is", null)
    .where("c.superseded_at", "is", null)
    // still on their old certificate's course: a cycle already under way is not started again
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("attempts as a")
          .select("a.id")
          .whereRef("a.user_id", "=", "u.id")
          .where("a.module_id", "=", CERTIFICATE_MODULE)
          .where("a.phase", "=", "completed")
          .where("a.superseded_at", "is", null),
      ),
    )
    .select(["u.id", "u.email", "v.content"])
    .orderBy("u.id")
    .execute();
  return rows.filter((r) => !isCurrentCourse(r.content)).map(({ id, email }) => ({ id, email }));
}

/** How many employees hold a certificate of an earlier content version (the confirmation step's count). */
export async function outdatedCount(scope: CompanyScope): Promise<number> {
  return (await outdated(db(), scope)).length;
}

/** Requires everyone on an earlier content version to retrain, in one transaction; answers how many. */
export async function requireRetrainingOutdated(caller: CompanyCaller): Promise<number> {
  return db()
    .transaction()
    .execute(async (tx) => {
      const people = await outdated(tx, caller.scope);
      const now = nowIso();
      for (const person of people) await retrain(tx, caller, person, "content-version", now);
      return people.length;
    });
}
