import { isCoreModule } from "../../domain/course";
import { modulesToReset } from "../../domain/progress";
import { audit } from "../evidence/audit.server";
import type { CompanyCaller } from "../identity/sessions.server";
import { db, nowIso } from "../platform/db.server";
import { FlowError, personOf } from "./assessment.server";
import { revokeCurrentCertificate } from "./certificates.server";
import { touchEnrollment } from "./completion.server";

export type ResetTarget = { kind: "module" | "department"; moduleId: number } | { kind: "all" };

/**
 * Takes progress back from the learner's view, in one transaction that reads what it changes,
 * changes it and audits what was taken back. Nothing is deleted: the attempts (with their
 * answers) are marked superseded, the badges and the certificate revoked. Resetting any core
 * module also takes back module 8 and the certificate (domain/progress.ts, modulesToReset).
 */
export async function resetProgress(caller: CompanyCaller, target: ResetTarget) {
  if (target.kind !== "all" && !isCoreModule(target.moduleId)) throw new FlowError("Unknown training module", 404);
  const moduleIds = modulesToReset(target.kind === "all" ? target : { kind: "module", moduleId: target.moduleId });
  const { scope, user } = caller;
  return db()
    .transaction()
    .execute(async (tx) => {
      const now = nowIso();
      const attempts = await tx
        .selectFrom("attempts")
        .select(["id", "module_id", "phase", "score", "completed_at"])
        .where("company_id", "=", scope.companyId)
        .where("user_id", "=", user.id)
        .where("superseded_at", "is", null)
        .where("module_id", "in", moduleIds)
        .execute();
      const badges = await tx
        .selectFrom("badges")
        .select(["id", "badge_name", "earned_at"])
        .where("company_id", "=", scope.companyId)
        .where("user_id", "=", user.id)
        .where("revoked_at", "is", null)
        .where("module_id", "in", moduleIds)
        .execute();
      if (attempts.length) {
        await tx
          .updateTable("attempts")
          .set({ superseded_at: now, updated_at: now })
          .where("company_id", "=", scope.companyId)
          .where(
            "id",
            "in",
            attempts.map((a) => a.id),
          )
          .execute();
      }
      if (badges.length) {
        await tx
          .updateTable("badges")
          .set({ revoked_at: now })
          .where("company_id", "=", scope.companyId)
          .where(
            "id",
            "in",
            badges.map((b) => b.id),
          )
          .execute();
      }
      const certificate = await revokeCurrentCertificate(tx, caller, user, `training reset (${target.kind})`, now);
      await touchEnrollment(tx, personOf(caller));
      await audit(tx, {
        companyId: scope.companyId,
        actor: user,
        subject: user,
        action: `training.reset_${target.kind}`,
        details: {
          moduleId: target.kind === "all" ? null : target.moduleId,
          attempts: attempts.map((a) => ({ moduleId: a.module_id, phase: a.phase, score: a.score, completedAt: a.completed_at })),
          badges: badges.map((b) => ({ name: b.badge_name, earnedAt: b.earned_at })),
          certificates: certificate ? [certificate] : [],
        },
        meta: caller.meta,
      });
      return { superseded: attempts.length };
    });
}
