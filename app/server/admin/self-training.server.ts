/**
 * Administrators take the same training as their employees (spec 2.7): enrolment, and what the
 * administrator training page shows. Their progress counts in no employee statistics.
 */
import { audit } from "../evidence/audit.server";
import type { CompanyCaller } from "../identity/sessions.server";
import { db, nowIso } from "../platform/db.server";
import { achievements, progressRecords, statsOf } from "../training/progress.server";

/** The caller's enrolment, or null when not enrolled. */
export async function enrollmentOf(caller: CompanyCaller) {
  const row = await db()
    .selectFrom("enrollments")
    .select(["status", "created_at", "started_at", "completed_at"])
    .where("company_id", "=", caller.scope.companyId)
    .where("user_id", "=", caller.user.id)
    .executeTakeFirst();
  return row ?? null;
}

/** Enrols the caller (idempotent; the first enrolment is audited). */
export async function enrollSelf(caller: CompanyCaller) {
  await db()
    .transaction()
    .execute(async (tx) => {
      const now = nowIso();
      const created = await tx
        .insertInto("enrollments")
        .values({ user_id: caller.user.id, company_id: caller.scope.companyId, status: "not_started", created_at: now, updated_at: now })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .executeTakeFirst();
      if (Number(created.numInsertedOrUpdatedRows ?? 0) > 0) {
        await audit(tx, {
          companyId: caller.scope.companyId,
          actor: caller.user,
          subject: caller.user,
          action: "training.enrolled",
          details: { self: true },
          meta: caller.meta,
        });
      }
    });
}

/** The administrator training page: enrolment, points, level and badges. */
export async function trainingStatus(caller: CompanyCaller) {
  const person = { scope: caller.scope, userId: caller.user.id };
  const [enrollment, records, ach] = await Promise.all([enrollmentOf(caller), progressRecords(person), achievements(person)]);
  return {
    isEnrolled: enrollment !== null,
    enrollment: enrollment ? { status: enrollment.status, createdAt: enrollment.created_at, startedAt: enrollment.started_at } : null,
    stats: statsOf(records),
    badges: ach.badges.map((b) => ({ id: b.id, name: b.badge_name, earnedAt: b.earned_at })),
  };
}
