import { getModule } from "../../content";
import type { Locale } from "../../domain/locale";
import type { Signature } from "../../domain/certificate";
import { CERTIFICATE_MODULE, CERTIFICATE_SCORE, CORE_MODULES } from "../../domain/course";
import { earnsBadge, earnsCertificate } from "../../domain/progress";
import { audit } from "../evidence/audit.server";
import type { CompanyCaller } from "../identity/sessions.server";
import { compiledQuery, nowIso, type Tx } from "../platform/db.server";
import type { Tenant } from "../platform/tenant.server";
import { issueCertificate } from "./certificates.server";
import { recordCourseVersion } from "./content-versions.server";
import { type AttemptRow, currentAttempts, type PersonInCompany, toRecords } from "./progress.server";

// The statements of every module completion, compiled once (docs/decisions/009-speed.md).
const completeAttempt = compiledQuery((q, score: number, firstScore: number, now: string, attemptId: number, companyId: number) =>
  q
    .updateTable("attempts")
    .set({ phase: "completed", score, first_score: firstScore, completed_at: now, updated_at: now })
    .where("id", "=", attemptId)
    .where("company_id", "=", companyId),
);

const insertBadge = compiledQuery((q, userId: number, companyId: number, moduleId: number, name: string, now: string) =>
  q
    .insertInto("badges")
    .values({ user_id: userId, company_id: companyId, module_id: moduleId, badge_name: name, earned_at: now })
    .onConflict((oc) => oc.columns(["user_id", "badge_name"]).where("revoked_at", "is", null).doNothing()),
);

const upsertEnrollment = compiledQuery(
  (
    q,
    userId: number,
    companyId: number,
    status: "not_started" | "in_progress" | "completed",
    now: string,
    started: string | null,
    completedAt: string | null,
    completedCore: number,
  ) =>
    q
      .insertInto("enrollments")
      .values({
        user_id: userId,
        company_id: companyId,
        status,
        created_at: now,
        started_at: started,
        completed_at: completedAt,
        modules_completed: completedCore,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .column("user_id")
          .doUpdateSet({ status, started_at: started, completed_at: completedAt, modules_completed: completedCore, updated_at: now }),
      ),
);

/**
 * Completes a module in the caller's transaction: the score and the badge at 80 or more. Once
 * all seven core modules are complete, the learner signs the completion (module 8's screen),
 * which records module 8 and the certificate (recordCompletion). `rows`: the person's current
 * attempts as the transaction read them, before this completion (the enrollment follows them).
 */
export async function completeModule(
  tx: Tx,
  caller: CompanyCaller,
  tenant: Tenant,
  done: { attemptId: number; moduleId: number; score: number; firstScore: number },
  rows: readonly AttemptRow[],
) {
  const person = { scope: caller.scope, userId: caller.user.id };
  const now = nowIso();
  await completeAttempt(tx, done.score, done.firstScore, now, done.attemptId, caller.scope.companyId);
  const mod = getModule(done.moduleId);
  if (mod && earnsBadge(done.score)) await awardBadge(tx, person, done.moduleId, mod.badge, now);
  // Module 8 and the certificate wait for the learner's signature (acknowledgement.server.ts).
  await touchEnrollment(
    tx,
    person,
    rows.map((r) => (r.id === done.attemptId ? { ...r, phase: "completed" as const, score: done.score, completed_at: now } : r)),
  );
  // Last: the audit trail's lock is held from here to the commit (lockAuditTrail).
  await audit(tx, {
    companyId: caller.scope.companyId,
    actor: caller.user,
    subject: caller.user,
    action: "training.module_completed",
    details: { moduleId: done.moduleId, score: done.score, firstScore: done.firstScore },
    meta: caller.meta,
  });
}

/**
 * Records module 8 (score 100), its badge and the certificate, once the seven core modules are
 * complete and the learner signed the completion; in the signing transaction. The certificate
 * carries the signature and the course version made of the versions the person trained on.
 * Answers null when there is nothing to record (not all seven complete, or already recorded).
 */
export async function recordCompletion(tx: Tx, caller: CompanyCaller, tenant: Tenant, signature: Signature) {
  const person = { scope: caller.scope, userId: caller.user.id };
  const rows = await currentAttempts(person, tx);
  if (!earnsCertificate(toRecords(rows))) return null;
  const trained = Object.fromEntries(
    rows.filter((r) => r.module_id <= CORE_MODULES).map((r) => [r.module_id, { version: r.content_version, language: r.language }]),
  );
  const contentVersion = await recordCourseVersion(tx, trained);
  const language = certificateLanguage(rows);
  const now = signature.signedAt;
  await tx
    .insertInto("attempts")
    .values({
      user_id: caller.user.id,
      company_id: caller.scope.companyId,
      module_id: CERTIFICATE_MODULE,
      phase: "completed",
      question_ids: "[]",
      score: CERTIFICATE_SCORE,
      started_at: now,
      updated_at: now,
      completed_at: now,
      content_version: contentVersion,
      language,
    })
    .execute();
  const certificateModule = getModule(CERTIFICATE_MODULE);
  if (certificateModule) await awardBadge(tx, person, CERTIFICATE_MODULE, certificateModule.badge, now);
  await audit(tx, {
    companyId: caller.scope.companyId,
    actor: caller.user,
    subject: caller.user,
    action: "training.completion_signed",
    details: { ...signature, contentVersion },
    meta: caller.meta,
  });
  const issued = await issueCertificate(tx, caller, tenant, now, { signature, contentVersion, language });
  await touchEnrollment(tx, person);
  return issued;
}

/**
 * The certificate's language: the course's, that is the language of the module completed last
 * (all seven share it unless the learner switched between modules).
 */
function certificateLanguage(rows: readonly AttemptRow[]): Locale {
  const core = rows.filter((r) => r.module_id <= CORE_MODULES && r.completed_at !== null);
  const last = core.reduce<AttemptRow | undefined>((a, r) => (!a || (r.completed_at ?? "") > (a.completed_at ?? "") ? r : a), undefined);
  return last?.language ?? "en";
}

/** A badge once per person and name among the current (not revoked) ones. */
async function awardBadge(tx: Tx, { scope, userId }: PersonInCompany, moduleId: number, name: string, now: string) {
  await insertBadge(tx, userId, scope.companyId, moduleId, name, now);
}

/**
 * Keeps the enrollment (not_started -> in_progress -> completed, with dates) in step with the
 * current attempts: `rows` when the caller knows them as this transaction leaves them, else read.
 */
export async function touchEnrollment(
  tx: Tx,
  person: PersonInCompany,
  known?: readonly Pick<AttemptRow, "module_id" | "phase" | "started_at" | "completed_at">[],
) {
  const rows = known ?? (await currentAttempts(person, tx));
  const completedCore = rows.filter((r) => r.module_id <= CORE_MODULES && r.phase === "completed").length;
  const certificate = rows.find((r) => r.module_id === CERTIFICATE_MODULE && r.phase === "completed");
  const status = certificate ? "completed" : rows.length > 0 ? "in_progress" : "not_started";
  const now = nowIso();
  const started = rows.length ? rows.map((r) => r.started_at).sort()[0] : null;
  const completedAt = certificate?.completed_at ?? null;
  await upsertEnrollment(tx, person.userId, person.scope.companyId, status, now, started, completedAt, completedCore);
}
