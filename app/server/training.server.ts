import { randomBytes } from "node:crypto";
import { CERTIFICATE_MODULE_ID, CORE_MODULE_COUNT, getModule, modules, questionOf } from "../content";
import { certificateNumber, validUntil } from "../domain/certificate";
import { fullName } from "../domain/people";
import {
  cardStatus, CERTIFICATE_SCORE, earnsBadge, isUnlocked, level, points, type ProgressRecord, progressPercent,
  scorePercent, selectQuestionIds,
} from "../domain/progress";
import type { SessionUser } from "./auth.server";
import { audit } from "./audit.server";
import { db, nowIso, type Tx } from "./db.server";
import type { Phase } from "./schema";
import type { Tenant } from "./tenant.server";


type AttemptRow = { id: number; module_id: number; phase: Phase; score: number | null; question_ids: string; completed_at: string | null; started_at: string };

/** Every attempt of the user: one indexed query, whatever the number of modules. */
async function attemptsOf(userId: number, companyId: number, q: Tx | ReturnType<typeof db> = db()): Promise<AttemptRow[]> {
  return q
    .selectFrom("attempts")
    .select(["id", "module_id", "phase", "score", "question_ids", "completed_at", "started_at"])
    .where("user_id", "=", userId)
    .where("company_id", "=", companyId)
    .orderBy("module_id")
    .execute();
}

export const toRecords = (rows: readonly Pick<AttemptRow, "module_id" | "phase" | "score">[]): ProgressRecord[] =>
  rows.map((r) => ({ region_id: r.module_id, is_completed: r.phase === "completed", score: r.score ?? 0 }));

/** The spec's progress records {region_id, is_completed, score} of a user. */
export async function progressRecords(user: SessionUser): Promise<ProgressRecord[]> {
  return toRecords(await attemptsOf(user.id, user.companyId!));
}

export function statsOf(records: readonly ProgressRecord[]) {
  return { points: points(records), level: level(records) };
}

/** The world map: module cards, points and level. */
export async function worldState(user: SessionUser) {
  const rows = await attemptsOf(user.id, user.companyId!);
  const records = toRecords(rows);
  const cards = modules.map((m) => {
    const unlocked = isUnlocked(m.id, records);
    const percent = progressPercent(m.id, records);
    const started = rows.some((r) => r.module_id === m.id && r.phase !== "completed" && r.phase !== "briefing");
    return {
      id: m.id,
      title: m.title,
      department: m.department,
      description: m.description,
      color: m.color,
      unlocked,
      percent,
      status: cardStatus(unlocked, percent, started),
    };
  });
  return { cards, ...statsOf(records) };
}

/** Badges (with dates) and the certificate of a user; two indexed queries. */
export async function achievements(user: SessionUser) {
  const [badges, certificate] = await Promise.all([
    db()
      .selectFrom("badges")
      .select(["id", "badge_name", "earned_at", "module_id"])
      .where("user_id", "=", user.id)
      .where("company_id", "=", user.companyId!)
      .orderBy("earned_at")
      .orderBy("id")
      .execute(),
    db()
      .selectFrom("certificates")
      .select(["number", "issued_at", "valid_until", "recipient_name"])
      .where("user_id", "=", user.id)
      .where("company_id", "=", user.companyId!)
      .executeTakeFirst(),
  ]);
  return { badges, certificate: certificate ?? null };
}

// ------------------------------------------------------------------------------------------
// The module flow: briefing -> training -> assessment -> retake -> completed.

export type QuestView =
  | { kind: "not-found" }
  | { kind: "locked" }
  | { kind: "no-questions" }
  | { kind: "certificate"; completed: boolean }
  | { kind: "briefing" }
  | { kind: "training" }
  | {
      kind: "question";
      pass: "first" | "retake";
      number: number;
      of: number;
      question: { id: number; question: string; options: readonly string[] };
    }
  | {
      kind: "result";
      pass: "first" | "retake";
      number: number;
      of: number;
      question: { id: number; question: string; options: readonly string[] };
      chosen: number;
      correctAnswer: number;
      correct: boolean;
      explanation: string;
      /** Where Next leads: another question of the pass, the retake, or the completed view. */
      next: "question" | "retake" | "completed";
    }
  | { kind: "completed"; score: number; correct: number; badge: string | null };

interface AnswerRow { question_id: number; pass: "first" | "retake"; chosen_index: number; correct: number }

function passQuestions(attempt: AttemptRow, answers: readonly AnswerRow[], pass: "first" | "retake"): number[] {
  const ids = JSON.parse(attempt.question_ids) as number[];
  if (pass === "first") return ids;
  const wrong = new Set(answers.filter((a) => a.pass === "first" && !a.correct).map((a) => a.question_id));
  return ids.filter((id) => wrong.has(id));
}

async function answersOf(attemptId: number, q: Tx | ReturnType<typeof db> = db()): Promise<AnswerRow[]> {
  return q
    .selectFrom("answers")
    .select(["question_id", "pass", "chosen_index", "correct"])
    .where("attempt_id", "=", attemptId)
    .orderBy("id")
    .execute();
}

const publicQuestion = (id: number) => {
  const q = questionOf(id)!;
  return { id: q.id, question: q.question, options: q.options };
};

/** What the quest screen shows now. `answered` (from ?answered=) asks for that answer's result. */
export async function questView(user: SessionUser, moduleId: number, answered: number | null) {
  const mod = getModule(moduleId);
  if (!mod) return { view: { kind: "not-found" } as QuestView, attempt: null, stats: { points: 0, level: 1 } };
  const rows = await attemptsOf(user.id, user.companyId!);
  const records = toRecords(rows);
  const stats = statsOf(records);
  if (!isUnlocked(moduleId, records)) return { view: { kind: "locked" } as QuestView, attempt: null, stats };
  if (moduleId === CERTIFICATE_MODULE_ID) {
    return { view: { kind: "certificate", completed: rows.some((r) => r.module_id === 8 && r.phase === "completed") } as QuestView, attempt: null, stats };
  }
  if (mod.questions.length === 0) return { view: { kind: "no-questions" } as QuestView, attempt: null, stats };
  const attempt = rows.find((r) => r.module_id === moduleId);
  if (!attempt || attempt.phase === "briefing") return { view: { kind: "briefing" } as QuestView, attempt: attempt ?? null, stats };
  if (attempt.phase === "training") return { view: { kind: "training" } as QuestView, attempt, stats };
  const answers = await answersOf(attempt.id);

  // The result of an answer already given (reload-safe: read back from the database).
  if (answered != null) {
    const last = [...answers].reverse().find((a) => a.question_id === answered);
    if (last) {
      const q = questionOf(answered)!;
      const list = passQuestions(attempt, answers, last.pass);
      const index = list.indexOf(answered);
      const remaining = list.filter((id) => !answers.some((a) => a.pass === last.pass && a.question_id === id));
      const next =
        remaining.length > 0 ? "question" : last.pass === "first" && attempt.phase === "retake" ? "retake" : "completed";
      return {
        view: {
          kind: "result",
          pass: last.pass,
          number: index + 1,
          of: list.length,
          question: publicQuestion(answered),
          chosen: last.chosen_index,
          correctAnswer: q.correctAnswer,
          correct: Boolean(last.correct),
          explanation: q.explanation,
          next,
        } as QuestView,
        attempt,
        stats,
      };
    }
  }
  if (attempt.phase === "completed") {
    const correct = answers.filter((a) => a.correct).length;
    return {
      view: { kind: "completed", score: attempt.score ?? 0, correct, badge: earnsBadge(attempt.score ?? 0) ? mod.badge : null } as QuestView,
      attempt,
      stats,
    };
  }
  const pass = attempt.phase === "retake" ? "retake" : "first";
  const list = passQuestions(attempt, answers, pass);
  const nextId = list.find((id) => !answers.some((a) => a.pass === pass && a.question_id === id))!;
  return {
    view: { kind: "question", pass, number: list.indexOf(nextId) + 1, of: list.length, question: publicQuestion(nextId) } as QuestView,
    attempt,
    stats,
  };
}

export class FlowError extends Error {
  constructor(message: string, public status: number) {
    super(message);
  }
}

/** The module, if it exists and is unlocked, and the user's attempt at it: one query. */
async function requireUnlocked(tx: Tx, user: SessionUser, moduleId: number) {
  const mod = getModule(moduleId);
  if (!mod || moduleId === CERTIFICATE_MODULE_ID) throw new FlowError("Training Module Not Found", 404);
  const rows = await attemptsOf(user.id, user.companyId!, tx);
  if (!isUnlocked(moduleId, toRecords(rows))) throw new FlowError("This module is locked. Complete the previous module first.", 403);
  return { mod, attempt: rows.find((r) => r.module_id === moduleId) };
}

/** Briefing -> training (creates the attempt with the user's personal question set). Idempotent. */
export async function beginModule(user: SessionUser, moduleId: number) {
  return db().transaction().execute(async (tx) => {
    const { mod, attempt: existing } = await requireUnlocked(tx, user, moduleId);
    const now = nowIso();
    if (!existing) {
      const ids = selectQuestionIds(mod.questions.map((q) => q.id), user.id, moduleId);
      await tx
        .insertInto("attempts")
        .values({ user_id: user.id, company_id: user.companyId!, module_id: moduleId, phase: "training", question_ids: JSON.stringify(ids), score: null, started_at: now, updated_at: now })
        .execute();
      await touchEnrollment(tx, user);
      await audit(tx, { companyId: user.companyId, actor: user, subject: user, action: "training.module_started", details: { moduleId } });
    } else if (existing.phase === "briefing") {
      await tx.updateTable("attempts").set({ phase: "training", updated_at: now }).where("id", "=", existing.id).execute();
    }
  });
}

/** Training -> assessment. Idempotent; a later phase is left alone. */
export async function startAssessment(user: SessionUser, moduleId: number) {
  await db().transaction().execute(async (tx) => {
    const { attempt: a } = await requireUnlocked(tx, user, moduleId);
    if (!a) throw new FlowError("Please begin the training module first.", 409);
    if (a.phase === "training" || a.phase === "briefing") {
      await tx.updateTable("attempts").set({ phase: "assessment", updated_at: nowIso() }).where("id", "=", a.id).execute();
    }
  });
}

/**
 * Records one answer. A repeated post of an answered question changes nothing (no double
 * count); a question outside the attempt, or not the current one, is refused. The last
 * answer of a pass moves to the retake or completes the module, in the same transaction.
 */
export async function submitAnswer(user: SessionUser, tenant: Tenant, moduleId: number, questionId: number, choice: number) {
  if (!Number.isInteger(choice) || choice < 0 || choice > 3) throw new FlowError("Please select an answer before submitting.", 400);
  return db().transaction().execute(async (tx) => {
    const { attempt: a } = await requireUnlocked(tx, user, moduleId);
    if (!a || a.phase === "briefing" || a.phase === "training") throw new FlowError("The assessment has not started yet.", 409);
    const ids = JSON.parse(a.question_ids) as number[];
    if (!ids.includes(questionId)) throw new FlowError("That question is not part of your assessment.", 400);
    const answers = await answersOf(a.id, tx);
    if (a.phase === "completed") return { recorded: false };
    const pass = a.phase === "retake" ? "retake" : "first";
    const list = passQuestions(a, answers, pass);
    const current = list.find((id) => !answers.some((x) => x.pass === pass && x.question_id === id));
    if (current !== questionId) {
      // A repeated or stale post (second tab, back button): the recorded answer stands.
      if (answers.some((x) => x.question_id === questionId)) return { recorded: false };
      throw new FlowError("Please answer the current question first.", 409);
    }
    const q = questionOf(questionId)!;
    const correct = choice === q.correctAnswer ? 1 : 0;
    await tx
      .insertInto("answers")
      .values({ attempt_id: a.id, question_id: questionId, pass, chosen_index: choice, correct, answered_at: nowIso() })
      .execute();
    const all = [...answers, { question_id: questionId, pass, chosen_index: choice, correct } as AnswerRow];
    const remaining = list.filter((id) => !all.some((x) => x.pass === pass && x.question_id === id));
    if (remaining.length === 0) {
      const wrongFirst = all.filter((x) => x.pass === "first" && !x.correct).length;
      if (pass === "first" && wrongFirst > 0) {
        await tx.updateTable("attempts").set({ phase: "retake", updated_at: nowIso() }).where("id", "=", a.id).execute();
      } else {
        await completeAttempt(tx, user, tenant, a.id, moduleId, all.filter((x) => x.correct).length);
      }
    }
    return { recorded: true };
  });
}

async function completeAttempt(tx: Tx, user: SessionUser, tenant: Tenant, attemptId: number, moduleId: number, correct: number) {
  const mod = getModule(moduleId)!;
  const score = scorePercent(correct);
  const now = nowIso();
  await tx.updateTable("attempts").set({ phase: "completed", score, completed_at: now, updated_at: now }).where("id", "=", attemptId).execute();
  if (earnsBadge(score)) await awardBadge(tx, user, moduleId, mod.badge, now);
  await audit(tx, { companyId: user.companyId, actor: user, subject: user, action: "training.module_completed", details: { moduleId, score } });

  if (moduleId === CORE_MODULE_COUNT) {
    const cert = getModule(CERTIFICATE_MODULE_ID)!;
    await tx
      .insertInto("attempts")
      .values({ user_id: user.id, company_id: user.companyId!, module_id: CERTIFICATE_MODULE_ID, phase: "completed", question_ids: "[]", score: CERTIFICATE_SCORE, started_at: now, updated_at: now, completed_at: now })
      .onConflict((oc) => oc.columns(["user_id", "module_id"]).doNothing())
      .execute();
    await awardBadge(tx, user, CERTIFICATE_MODULE_ID, cert.badge, now);
    await issueCertificate(tx, user, tenant, now);
  }
  await touchEnrollment(tx, user);
}

async function awardBadge(tx: Tx, user: SessionUser, moduleId: number, name: string, now: string) {
  await tx
    .insertInto("badges")
    .values({ user_id: user.id, company_id: user.companyId!, module_id: moduleId, badge_name: name, earned_at: now })
    .onConflict((oc) => oc.columns(["user_id", "badge_name"]).doNothing())
    .execute();
}

async function issueCertificate(tx: Tx, user: SessionUser, tenant: Tenant, now: string) {
  const existing = await tx.selectFrom("certificates").select("id").where("user_id", "=", user.id).where("company_id", "=", user.companyId!).executeTakeFirst();
  if (existing) return;
  const until = validUntil(new Date(now), tenant.certificateValidityDays);
  for (let i = 0; i < 5; i++) {
    const number = certificateNumber((n) => randomBytes(n));
    const clash = await tx.selectFrom("certificates").select("id").where("number", "=", number).executeTakeFirst();
    if (clash) continue;
    await tx
      .insertInto("certificates")
      .values({
        user_id: user.id,
        company_id: user.companyId!,
        number,
        recipient_name: fullName({ first_name: user.firstName, last_name: user.lastName, email: user.email }),
        issued_at: now,
        valid_until: until ? until.toISOString() : null,
      })
      .execute();
    await audit(tx, { companyId: user.companyId, actor: user, subject: user, action: "certificate.issued", details: { number, validUntil: until?.toISOString() ?? null } });
    return;
  }
  throw new Error("could not draw a unique certificate number");
}

/** Keeps the enrollment (not_started -> in_progress -> completed, with dates) in step with the attempts. */
async function touchEnrollment(tx: Tx, user: SessionUser) {
  const rows = await attemptsOf(user.id, user.companyId!, tx);
  const completedCore = rows.filter((r) => r.module_id <= CORE_MODULE_COUNT && r.phase === "completed").length;
  const certified = rows.some((r) => r.module_id === CERTIFICATE_MODULE_ID && r.phase === "completed");
  const status = certified ? "completed" : rows.length > 0 ? "in_progress" : "not_started";
  const now = nowIso();
  const started = rows.length ? rows.map((r) => r.started_at).sort()[0] : null;
  const completedAt = certified ? rows.find((r) => r.module_id === CERTIFICATE_MODULE_ID)!.completed_at : null;
  await tx
    .insertInto("enrollments")
    .values({ user_id: user.id, company_id: user.companyId!, status, created_at: now, started_at: started, completed_at: completedAt, modules_completed: completedCore, updated_at: now })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({ status, started_at: started, completed_at: completedAt, modules_completed: completedCore, updated_at: now }),
    )
    .execute();
}

// ------------------------------------------------------------------------------------------
// Resets: progress leaves the learner's view; the audit trail keeps what was removed.

export type ResetScope = { kind: "module" | "department"; moduleId: number } | { kind: "all" };

export async function resetProgress(user: SessionUser, scope: ResetScope) {
  return db().transaction().execute(async (tx) => {
    let attempts = tx
      .selectFrom("attempts")
      .select(["id", "module_id", "phase", "score", "completed_at"])
      .where("user_id", "=", user.id)
      .where("company_id", "=", user.companyId!);
    let badges = tx.selectFrom("badges").select(["id", "badge_name", "earned_at", "module_id"]).where("user_id", "=", user.id).where("company_id", "=", user.companyId!);
    if (scope.kind !== "all") {
      if (!getModule(scope.moduleId) || scope.moduleId === CERTIFICATE_MODULE_ID) throw new FlowError("Unknown training module", 404);
      attempts = attempts.where("module_id", "=", scope.moduleId);
      badges = badges.where("module_id", "=", scope.moduleId);
    }
    const removedAttempts = await attempts.execute();
    const removedBadges = await badges.execute();
    const removedCertificate =
      scope.kind === "all"
        ? await tx.selectFrom("certificates").select(["number", "issued_at"]).where("user_id", "=", user.id).where("company_id", "=", user.companyId!).executeTakeFirst()
        : undefined;
    if (removedAttempts.length) await tx.deleteFrom("attempts").where("id", "in", removedAttempts.map((a) => a.id)).execute();
    if (removedBadges.length) await tx.deleteFrom("badges").where("id", "in", removedBadges.map((b) => b.id)).execute();
    if (removedCertificate) await tx.deleteFrom("certificates").where("user_id", "=", user.id).where("company_id", "=", user.companyId!).execute();
    await touchEnrollment(tx, user);
    await audit(tx, {
      companyId: user.companyId,
      actor: user,
      subject: user,
      action: `training.reset_${scope.kind}`,
      details: {
        moduleId: scope.kind === "all" ? null : scope.moduleId,
        attempts: removedAttempts.map((a) => ({ moduleId: a.module_id, phase: a.phase, score: a.score, completedAt: a.completed_at })),
        badges: removedBadges.map((b) => ({ name: b.badge_name, earnedAt: b.earned_at })),
        certificate: removedCertificate ?? null,
      },
    });
    return { removed: removedAttempts.length };
  });
}

/** The certificate of a signed-in learner, with what the PDF needs. */
export async function certificateOf(user: SessionUser) {
  return db()
    .selectFrom("certificates")
    .select(["number", "recipient_name", "issued_at", "valid_until"])
    .where("user_id", "=", user.id)
    .where("company_id", "=", user.companyId!)
    .executeTakeFirst();
}
