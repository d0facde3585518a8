import type { SsoProtocol } from "../../domain/sso";
import { msg } from "../../i18n/msg";
import { getModule, questionOf } from "../../content";
import { answerView, type Assessment, currentStep, giveAnswer, phaseOf } from "../../domain/assessment";
import { CERTIFICATE_MODULE } from "../../domain/course";
import { MSG } from "../../domain/forms";
import type { SignatureMethod } from "../../domain/certificate";
import { fullName } from "../../domain/people";
import type { Locale } from "../../domain/locale";
import { earnsBadge, earnsCertificate, isUnlocked, selectCycleQuestionIds } from "../../domain/progress";
import { audit } from "../evidence/audit.server";
import type { CompanyCaller } from "../identity/sessions.server";
import { sql } from "kysely";
import { compiledQuery, type Db, db, nowIso, type Tx } from "../platform/db.server";
import type { Tenant } from "../platform/tenant.server";
import { signatureMethod } from "./acknowledgement.server";
import { currentCertificate } from "./certificates.server";
import { completeModule, touchEnrollment } from "./completion.server";
import { recordModuleVersion } from "./content-versions.server";
import {
  ATTEMPT_COLUMNS,
  type AttemptRow,
  currentAttempts,
  noAttemptColumns,
  none,
  type PersonInCompany,
  statsOf,
  toRecords,
} from "./progress.server";

/** The module flow: briefing -> training -> assessment -> retake -> completed (domain/assessment.ts). */
/** A refused step; its message is a catalogue key (msg), translated where it is shown. */
export class FlowError extends Error {
  constructor(
    message: string,
    public status: number,
  ) {
    super(message);
  }
}

export const personOf = (caller: CompanyCaller): PersonInCompany => ({ scope: caller.scope, userId: caller.user.id });

interface AnswerRow {
  question_id: number;
  pass: "first" | "retake";
  chosen_index: number;
  correct: number;
}

/**
 * A person's current attempts and the answers of their current attempt at one module, in one
 * statement: the answer post and the quest page need both, and on PostgreSQL each statement is a
 * round trip. The answers are those of the attempt currentAttempts finds for the module (the
 * current one), read in the same statement, so from the same snapshot.
 */
const attemptsAndAnswersQuery = compiledQuery((q, companyId: number, userId: number, moduleId: number) => {
  return q
    .selectFrom("attempts")
    .select([
      sql<"attempt" | "answer">`'attempt'`.as("kind"),
      ...ATTEMPT_COLUMNS,
      none<number>().as("question_id"),
      none<"first" | "retake">().as("pass"),
      none<number>().as("chosen_index"),
      none<number>().as("correct"),
    ])
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .where("superseded_at", "is", null)
    .unionAll(
      q
        .selectFrom("answers as a")
        .innerJoin("attempts as t", "t.id", "a.attempt_id")
        .select([
          sql<"attempt" | "answer">`'answer'`.as("kind"),
          "a.id",
          "t.module_id",
          ...noAttemptColumns(),
          "a.question_id",
          "a.pass",
          "a.chosen_index",
          "a.correct",
        ])
        .where("t.company_id", "=", companyId)
        .where("t.user_id", "=", userId)
        .where("t.module_id", "=", moduleId)
        .where("t.superseded_at", "is", null),
    )
    .orderBy("kind")
    .orderBy("module_id")
    .orderBy("id");
});

async function attemptsAndAnswers(
  { scope, userId }: PersonInCompany,
  moduleId: number,
  q: Tx | ReturnType<typeof db> = db(),
): Promise<{ rows: AttemptRow[]; answers: AnswerRow[] }> {
  const rows: AttemptRow[] = [];
  const answers: AnswerRow[] = [];
  for (const r of await attemptsAndAnswersQuery(q, scope.companyId, userId, moduleId)) {
    if (r.kind === "answer") {
      answers.push({ question_id: r.question_id, pass: r.pass, chosen_index: r.chosen_index, correct: r.correct });
    } else {
      rows.push({
        id: r.id,
        module_id: r.module_id,
        phase: r.phase,
        score: r.score,
        question_ids: r.question_ids,
        completed_at: r.completed_at,
        started_at: r.started_at,
        content_version: r.content_version,
        language: r.language,
      });
    }
  }
  return { rows, answers };
}

const assessmentOf = (attempt: AttemptRow, answers: readonly AnswerRow[]): Assessment => ({
  questionIds: JSON.parse(attempt.question_ids) as number[],
  answers: answers.map((a) => ({ questionId: a.question_id, pass: a.pass, correct: a.correct === 1 })),
});

const publicQuestion = (id: number, language: Locale) => {
  const q = questionOf(id, language);
  if (!q) throw new Error(`question ${id} is not in the course`);
  return { id: q.id, question: q.question, options: q.options };
};

export type QuestView =
  | { kind: "not-found" }
  | { kind: "locked" }
  | { kind: "no-questions" }
  | { kind: "certificate"; number: string | null }
  | { kind: "sign"; method: SignatureMethod; ready: boolean; name: string; provider: SsoProtocol | null }
  | { kind: "briefing" }
  | { kind: "training" }
  | { kind: "question"; pass: "first" | "retake"; number: number; of: number; question: ReturnType<typeof publicQuestion> }
  | {
      kind: "result";
      pass: "first" | "retake";
      number: number;
      of: number;
      question: ReturnType<typeof publicQuestion>;
      chosen: number;
      correctAnswer: number;
      correct: boolean;
      explanation: string;
      /** Where Next leads: another question of the pass, the retake, or the completed view. */
      next: "question" | "retake" | "completed";
    }
  | { kind: "completed"; score: number; correct: number; badge: string | null; signPending: boolean };

/**
 * What the quest screen shows now, and in which course language: an attempt's own (it keeps
 * the text and questions it started with), else `pageLanguage`. `answered` (from ?answered=)
 * asks for that answer's result.
 */
export async function questView(
  caller: CompanyCaller,
  moduleId: number,
  answered: number | null,
  pageLanguage: Locale,
): Promise<{ view: QuestView; stats: { points: number; level: number }; language: Locale }> {
  const person = personOf(caller);
  if (!getModule(moduleId)) return { view: { kind: "not-found" }, stats: { points: 0, level: 1 }, language: pageLanguage };
  const { rows, answers } = await attemptsAndAnswers(person, moduleId);
  const records = toRecords(rows);
  const stats = statsOf(records);
  const attempt = moduleId === CERTIFICATE_MODULE ? undefined : rows.find((r) => r.module_id === moduleId);
  const language = attempt?.language ?? pageLanguage;
  // every course language has every module (tests/unit/course-languages.test.ts)
  const mod = getModule(moduleId, language)!;
  const show = (view: QuestView) => ({ view, stats, language });
  if (!isUnlocked(moduleId, records)) return show({ kind: "locked" });
  if (moduleId === CERTIFICATE_MODULE) {
    // All seven complete: the learner signs the completion first, then sees the certificate.
    if (!rows.some((r) => r.module_id === CERTIFICATE_MODULE && r.phase === "completed")) {
      const { method, ready, provider } = await signatureMethod(caller);
      return show({
        kind: "sign",
        method,
        ready,
        provider,
        name: fullName({ first_name: caller.user.firstName, last_name: caller.user.lastName, email: caller.user.email }),
      });
    }
    const cert = await currentCertificate(person);
    return show({ kind: "certificate", number: cert?.number ?? null });
  }
  if (mod.questions.length === 0) return show({ kind: "no-questions" });
  if (!attempt || attempt.phase === "briefing") return show({ kind: "briefing" });
  if (attempt.phase === "training") return show({ kind: "training" });
  const assessment = assessmentOf(attempt, answers);

  // The result of an answer already given (reload-safe: read back from the database).
  const given = answered != null ? answerView(assessment, answered) : null;
  if (given && answered != null) {
    const q = questionOf(answered, language);
    const row = [...answers].reverse().find((a) => a.question_id === answered);
    if (q && row) {
      return show({
        kind: "result",
        pass: given.answer.pass,
        number: given.number,
        of: given.of,
        question: publicQuestion(answered, language),
        chosen: row.chosen_index,
        correctAnswer: q.correctAnswer,
        correct: given.answer.correct,
        explanation: q.explanation,
        next: given.next,
      });
    }
  }
  const step = currentStep(assessment);
  if (attempt.phase === "completed" || step.kind === "completed") {
    const score = attempt.score ?? (step.kind === "completed" ? step.score : 0);
    const correct = step.kind === "completed" ? step.correct : answers.filter((a) => a.correct === 1).length;
    return show({ kind: "completed", score, correct, badge: earnsBadge(score) ? mod.badge : null, signPending: earnsCertificate(records) });
  }
  return show({ kind: "question", pass: step.pass, number: step.number, of: step.of, question: publicQuestion(step.questionId, language) });
}

/** The module, if it exists and is trainable. */
function trainableModule(moduleId: number) {
  const mod = getModule(moduleId);
  if (!mod || moduleId === CERTIFICATE_MODULE) throw new FlowError(msg("Training Module Not Found"), 404);
  return mod;
}

/** The person's current attempt at the module, if the module is unlocked for them. */
function unlockedAttempt(rows: readonly AttemptRow[], moduleId: number) {
  if (!isUnlocked(moduleId, toRecords(rows))) throw new FlowError(msg("This module is locked. Complete the previous module first."), 403);
  return rows.find((r) => r.module_id === moduleId);
}

/** The module, if it exists, is trainable and unlocked, and the person's current attempt at it. */
async function requireUnlocked(tx: Tx, person: PersonInCompany, moduleId: number) {
  const mod = trainableModule(moduleId);
  return { mod, attempt: unlockedAttempt(await currentAttempts(person, tx), moduleId) };
}

/** The question sets of a person's earlier (superseded) attempts at a module, oldest first. */
async function earlierQuestionSets(tx: Tx, { scope, userId }: PersonInCompany, moduleId: number): Promise<number[][]> {
  const rows = await tx
    .selectFrom("attempts")
    .select("question_ids")
    .where("company_id", "=", scope.companyId)
    .where("user_id", "=", userId)
    .where("module_id", "=", moduleId)
    .where("superseded_at", "is not", null)
    .orderBy("started_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => JSON.parse(r.question_ids) as number[]);
}

/**
 * Briefing -> training: creates the attempt in `language` (the course language of the page it
 * was started from), with its content version and the person's question set for this cycle.
 * Idempotent.
 */
export async function beginModule(caller: CompanyCaller, moduleId: number, language: Locale) {
  const person = personOf(caller);
  await db()
    .transaction()
    .execute(async (tx) => {
      const { mod, attempt } = await requireUnlocked(tx, person, moduleId);
      const now = nowIso();
      if (!attempt) {
        // the content version the attempt starts on, kept (once) with its text and questions
        const version = await recordModuleVersion(tx, moduleId, language);
        const ids = selectCycleQuestionIds(
          mod.questions.map((q) => q.id),
          caller.user.id,
          moduleId,
          await earlierQuestionSets(tx, person, moduleId),
        );
        await tx
          .insertInto("attempts")
          .values({
            user_id: caller.user.id,
            company_id: caller.scope.companyId,
            module_id: moduleId,
            phase: "training",
            question_ids: JSON.stringify(ids),
            score: null,
            started_at: now,
            updated_at: now,
            content_version: version,
            language,
          })
          .execute();
        await touchEnrollment(tx, person);
        await audit(tx, {
          companyId: caller.scope.companyId,
          actor: caller.user,
          subject: caller.user,
          action: "training.module_started",
          details: { moduleId, language, contentVersion: version },
          meta: caller.meta,
        });
      } else if (attempt.phase === "briefing") {
        await tx
          .updateTable("attempts")
          .set({ phase: "training", updated_at: now })
          .where("id", "=", attempt.id)
          .where("company_id", "=", caller.scope.companyId)
          .execute();
      }
    });
}

/** Training -> assessment. Idempotent; a later phase is left alone. */
export async function startAssessment(caller: CompanyCaller, moduleId: number) {
  await db()
    .transaction()
    .execute(async (tx) => {
      const { attempt } = await requireUnlocked(tx, personOf(caller), moduleId);
      if (!attempt) throw new FlowError(msg("Please begin the training module first."), 409);
      if (attempt.phase === "training" || attempt.phase === "briefing") {
        await tx
          .updateTable("attempts")
          .set({ phase: "assessment", updated_at: nowIso() })
          .where("id", "=", attempt.id)
          .where("company_id", "=", caller.scope.companyId)
          .execute();
      }
    });
}

/**
 * An answer to the company's current attempt, while it takes answers; a second one of the same
 * question and pass inserts nothing (answers_once). Returns the new row's id, if any. Like every
 * statement of an answer, compiled once (docs/decisions/009-speed.md).
 */
const insertAnswer = compiledQuery(
  (
    q,
    attemptId: number,
    companyId: number,
    questionId: number,
    pass: "first" | "retake",
    chosen: number,
    correct: number,
    answeredAt: string,
  ) =>
    q
      .insertInto("answers")
      .columns(["attempt_id", "question_id", "pass", "chosen_index", "correct", "answered_at"])
      .expression(
        q
          .selectFrom("attempts")
          .select([
            "id",
            sql<number>`cast(${questionId} as integer)`.as("question_id"),
            sql<string>`cast(${pass} as text)`.as("pass"),
            sql<number>`cast(${chosen} as integer)`.as("chosen_index"),
            sql<number>`cast(${correct} as integer)`.as("correct"),
            sql<string>`cast(${answeredAt} as text)`.as("answered_at"),
          ])
          .where("id", "=", attemptId)
          .where("company_id", "=", companyId)
          .where("superseded_at", "is", null)
          .where("phase", "in", ["assessment", "retake"]),
      )
      .onConflict((oc) => oc.columns(["attempt_id", "question_id", "pass"]).doNothing())
      .returning("id"),
);

const startRetake = compiledQuery((q, now: string, attemptId: number, companyId: number) =>
  q.updateTable("attempts").set({ phase: "retake", updated_at: now }).where("id", "=", attemptId).where("company_id", "=", companyId),
);

/** What one answer does, given the person's attempts and answers as read: refused (thrown), a repeat, or a row to record. */
type AnswerPlan =
  | { kind: "repeated" }
  | {
      kind: "record";
      rows: AttemptRow[];
      attempt: AttemptRow;
      pass: "first" | "retake";
      correct: boolean;
      /** What the answer ends: the module (completed), the first pass (the retake starts), or nothing. */
      ends: { kind: "completed"; score: number; firstScore: number } | { kind: "first-pass" } | null;
    };

async function planAnswer(person: PersonInCompany, moduleId: number, questionId: number, choice: number, q: Db | Tx) {
  const { rows, answers } = await attemptsAndAnswers(person, moduleId, q);
  const attempt = unlockedAttempt(rows, moduleId);
  if (!attempt || attempt.phase === "briefing" || attempt.phase === "training")
    throw new FlowError(msg("The assessment has not started yet."), 409);
  const outcome = giveAnswer(assessmentOf(attempt, answers), questionId, questionOf(questionId)?.correctAnswer === choice);
  if (outcome.kind === "refused") {
    if (outcome.reason === "not-in-set") throw new FlowError(msg("That question is not part of your assessment."), 400);
    throw new FlowError(msg("Please answer the current question first."), 409);
  }
  if (outcome.kind === "repeated") return { kind: "repeated" } satisfies AnswerPlan;
  const ends: Extract<AnswerPlan, { kind: "record" }>["ends"] =
    outcome.next.kind === "completed"
      ? { kind: "completed", score: outcome.next.score, firstScore: outcome.next.firstScore }
      : phaseOf(outcome.assessment) === "retake" && attempt.phase !== "retake"
        ? { kind: "first-pass" }
        : null;
  return { kind: "record", rows, attempt, pass: outcome.answer.pass, correct: outcome.answer.correct, ends } satisfies AnswerPlan;
}

/**
 * Records one answer. A repeated post of an answered question changes nothing (no double
 * count); a question outside the attempt, or not the current one, is refused. The last answer
 * of a pass moves to the retake or completes the module, in the same transaction.
 *
 * Most answers are one insert, which needs no transaction (on PostgreSQL, BEGIN and COMMIT would
 * be two round trips more than the read and the insert): it is read, then written. That is safe
 * because the only question a post may answer is the current one, so two posts racing on one
 * attempt answer the same question, and answers_once lets one of them in (the other is a repeat,
 * not a failure); the insert itself checks that the attempt is still current and taking answers.
 * The last answer of a pass writes several rows: those run in one transaction that reads again,
 * so that what it completes is what it read.
 */
export async function submitAnswer(caller: CompanyCaller, tenant: Tenant, moduleId: number, questionId: number, choice: number) {
  if (!Number.isInteger(choice) || choice < 0 || choice > 3) throw new FlowError(MSG.chooseAnswer, 400);
  trainableModule(moduleId);
  const person = personOf(caller);
  const record = async (q: Db | Tx, plan: Extract<AnswerPlan, { kind: "record" }>) =>
    (await insertAnswer(q, plan.attempt.id, caller.scope.companyId, questionId, plan.pass, choice, plan.correct ? 1 : 0, nowIso())).length >
    0;
  const first = await planAnswer(person, moduleId, questionId, choice, db());
  if (first.kind === "repeated") return { recorded: false };
  if (!first.ends) return { recorded: await record(db(), first) };
  return db()
    .transaction()
    .execute(async (tx) => {
      const plan = await planAnswer(person, moduleId, questionId, choice, tx);
      if (plan.kind === "repeated" || !(await record(tx, plan))) return { recorded: false };
      if (plan.ends?.kind === "completed") {
        const { score, firstScore } = plan.ends;
        await completeModule(tx, caller, tenant, { attemptId: plan.attempt.id, moduleId, score, firstScore }, plan.rows);
      } else if (plan.ends?.kind === "first-pass") {
        await startRetake(tx, nowIso(), plan.attempt.id, caller.scope.companyId);
      }
      return { recorded: true };
    });
}
