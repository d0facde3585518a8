import { msg } from "../../i18n/msg";
import type { ResetDetails } from "../../domain/audit";
import { isCoreModule } from "../../domain/course";
import { modulesToReset } from "../../domain/progress";
import { audit } from "../evidence/audit.server";
import type { CompanyCaller } from "../identity/sessions.server";
import { db, nowIso, type Tx } from "../platform/db.server";
import { FlowError } from "./assessment.server";
import { revokeCurrentCertificate } from "./certificates.server";
import { touchEnrollment } from "./completion.server";

export type ResetTarget = { kind: "module" | "department"; moduleId: number } | { kind: "all" };

/** The learner's own reset (module, department or all), in one transaction. */
export async function resetProgress(caller: CompanyCaller, target: ResetTarget) {
  if (target.kind !== "all" && !isCoreModule(target.moduleId)) throw new FlowError(msg("Unknown training module"), 404);
  return db()
    .transaction()
    .execute((tx) => takeBackProgress(tx, caller, caller.user, target));
}

/**
 * Takes progress back from a person's view, in the caller's transaction: it reads what it
 * changes, changes it and audits what was taken back. Nothing is deleted: the attempts (with
 * their answers) are marked superseded, the badges and the certificate revoked. Resetting any
 * core module also takes back module 8 and the certificate (domain/progress.ts, modulesToReset).
 * The holder is a person of the caller's company (the caller, or one an admin acts on).
 * `keepCertificate`: a returning leaver (restored employee) starts again, but their certificate
 * was valid training and keeps its status until the new cycle's certificate supersedes it.
 */
export async function takeBackProgress(
  tx: Tx,
  caller: CompanyCaller,
  holder: { id: number; email: string },
  target: ResetTarget,
  opts: { keepCertificate?: boolean } = {},
) {
  const { scope } = caller;
  const moduleIds = modulesToReset(target.kind === "all" ? target : { kind: "module", moduleId: target.moduleId });
  const now = nowIso();
  const taken = await supersedeTraining(tx, caller, holder, moduleIds, now);
  const certificate = opts.keepCertificate
    ? null
    : await revokeCurrentCertificate(tx, caller, holder, `training reset (${target.kind})`, now);
  await touchEnrollment(tx, { scope, userId: holder.id });
  await audit(tx, {
    companyId: scope.companyId,
    actor: caller.user,
    subject: holder,
    action: `training.reset_${target.kind}`,
    details: { moduleId: target.kind === "all" ? null : target.moduleId, ...taken, certificates: certificate ? [certificate] : [] },
    meta: caller.meta,
  });
  return { superseded: taken.attempts.length };
}

/**
 * Marks the holder's current attempts of `moduleIds` superseded and revokes their current badges
 * of those modules, in the caller's transaction; answers what it took back (for the caller's
 * audit event), each list in the order it was written, the same on both engines. Certificates are
 * the caller's business.
 */
export async function supersedeTraining(
  tx: Tx,
  caller: CompanyCaller,
  holder: { id: number },
  moduleIds: readonly number[],
  now: string,
): Promise<Omit<ResetDetails, "moduleId" | "certificates">> {
  const { scope } = caller;
  const attempts = await tx
    .selectFrom("attempts")
    .select(["id", "module_id", "phase", "score", "completed_at"])
    .where("company_id", "=", scope.companyId)
    .where("user_id", "=", holder.id)
    .where("superseded_at", "is", null)
    .where("module_id", "in", moduleIds)
    .orderBy("id")
    .execute();
  const badges = await tx
    .selectFrom("badges")
    .select(["id", "badge_name", "earned_at"])
    .where("company_id", "=", scope.companyId)
    .where("user_id", "=", holder.id)
    .where("revoked_at", "is", null)
    .where("module_id", "in", moduleIds)
    .orderBy("id")
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
  return {
    attempts: attempts.map((a) => ({ moduleId: a.module_id, phase: a.phase, score: a.score, completedAt: a.completed_at })),
    badges: badges.map((b) => ({ name: b.badge_name, earnedAt: b.earned_at })),
  };
}
