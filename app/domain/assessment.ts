/**
 * The assessment of one module (spec/learner.md section 4, "Module flow"), as pure functions:
 * a first pass over the learner's four questions, then a retake of the ones answered wrong,
 * then completion. A wrong retake answer is not queued again; a correct one counts.
 * Used by the signed-in quest (answers stored in the database) and by the public demo
 * (answers kept in a cookie), so both follow the same rules.
 */
import { QUESTIONS_PER_ASSESSMENT } from "./course";

export type Pass = "first" | "retake";

export interface GivenAnswer {
  questionId: number;
  pass: Pass;
  correct: boolean;
}

export interface Assessment {
  /** The learner's personal question set, in order. */
  questionIds: readonly number[];
  /** Every answer given so far, in order. */
  answers: readonly GivenAnswer[];
}

export type Step =
  | { kind: "question"; pass: Pass; questionId: number; number: number; of: number }
  /** `firstScore`: the first pass alone, the measure of knowledge (the retake can bring `score` to 100). */
  | { kind: "completed"; correct: number; score: number; firstScore: number };

/** The questions of a pass: all of them first, then the ones missed in the first pass. */
export function passQuestions(a: Assessment, pass: Pass): number[] {
  if (pass === "first") return [...a.questionIds];
  const missed = new Set(a.answers.filter((x) => x.pass === "first" && !x.correct).map((x) => x.questionId));
  return a.questionIds.filter((id) => missed.has(id));
}

const answeredIn = (a: Assessment, pass: Pass, questionId: number) => a.answers.some((x) => x.pass === pass && x.questionId === questionId);

function unanswered(a: Assessment, pass: Pass): number[] {
  return passQuestions(a, pass).filter((id) => !answeredIn(a, pass, id));
}

/** Correct answers over both passes (a retake correction counts), the score in percent, and the first pass's score. */
export function result(a: Assessment): { correct: number; score: number; firstScore: number } {
  const correct = a.answers.filter((x) => x.correct).length;
  const firstCorrect = a.answers.filter((x) => x.pass === "first" && x.correct).length;
  return { correct, score: scorePercent(correct), firstScore: scorePercent(firstCorrect) };
}

/** Score = correct answers over the four questions, as a whole percent. */
export function scorePercent(correct: number, total = QUESTIONS_PER_ASSESSMENT): number {
  if (total <= 0) return 0;
  return Math.round((Math.max(0, Math.min(correct, total)) / total) * 100);
}

/** Where the assessment stands: the question to answer now, or completed with the score. */
export function currentStep(a: Assessment): Step {
  for (const pass of ["first", "retake"] as const) {
    const list = passQuestions(a, pass);
    const next = unanswered(a, pass)[0];
    if (next !== undefined) return { kind: "question", pass, questionId: next, number: list.indexOf(next) + 1, of: list.length };
  }
  return { kind: "completed", ...result(a) };
}

/** The phase to store: the first pass, the retake, or completed. */
export function phaseOf(a: Assessment): "assessment" | "retake" | "completed" {
  const step = currentStep(a);
  if (step.kind === "completed") return "completed";
  return step.pass === "retake" ? "retake" : "assessment";
}

export type AnswerOutcome =
  | { kind: "recorded"; answer: GivenAnswer; assessment: Assessment; next: Step }
  /** The same question posted again (a second tab, a back button): the first answer stands. */
  | { kind: "repeated" }
  | { kind: "refused"; reason: "not-in-set" | "not-current" };

/**
 * Records an answer to `questionId` if it is the question asked now. A question outside the
 * set is refused; one already answered is a harmless repeat; any other is out of order.
 */
export function giveAnswer(a: Assessment, questionId: number, correct: boolean): AnswerOutcome {
  if (!a.questionIds.includes(questionId)) return { kind: "refused", reason: "not-in-set" };
  const step = currentStep(a);
  if (step.kind === "completed") return { kind: "repeated" };
  if (step.questionId !== questionId) {
    return a.answers.some((x) => x.questionId === questionId) ? { kind: "repeated" } : { kind: "refused", reason: "not-current" };
  }
  const answer: GivenAnswer = { questionId, pass: step.pass, correct };
  const assessment: Assessment = { questionIds: a.questionIds, answers: [...a.answers, answer] };
  return { kind: "recorded", answer, assessment, next: currentStep(assessment) };
}

/** The result view of an answer already given: its place in its pass and where Next leads. */
export function answerView(a: Assessment, questionId: number) {
  const last = [...a.answers].reverse().find((x) => x.questionId === questionId);
  if (!last) return null;
  const list = passQuestions(a, last.pass);
  const remaining = unanswered(a, last.pass).length;
  const next: "question" | "retake" | "completed" =
    remaining > 0 ? "question" : last.pass === "first" && passQuestions(a, "retake").length > 0 ? "retake" : "completed";
  return { answer: last, number: list.indexOf(questionId) + 1, of: list.length, next };
}
