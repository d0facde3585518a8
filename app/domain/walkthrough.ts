/**
 * A walk through one module that records nothing: briefing, training text, then the assessment
 * with the signed-in quest's rules (domain/assessment.ts, retake included). Its state is small
 * enough for a cookie; the public demo and the super administrator's module previews keep it
 * there (server/training/walkthrough.server.ts). Pure functions.
 */
import { type Assessment, currentStep, giveAnswer, type Pass } from "./assessment";
import type { Locale } from "./locale";

export type WalkPhase = "briefing" | "training" | "assessment" | "completed";

/** One answer as kept: the question, its pass and the chosen option (0-3). */
export type WalkAnswer = [questionId: number, pass: Pass, choice: number];

export interface WalkState {
  phase: WalkPhase;
  answers: WalkAnswer[];
}

/** What a visitor can post: the demo's steps (domain/forms.ts demoSchema). */
export type WalkInput =
  { intent: "begin" } | { intent: "start-assessment" } | { intent: "answer"; questionId: number; choice: number } | { intent: "restart" };

/** The correct option of a question, or undefined for a question the course does not have. */
export type CorrectAnswerOf = (questionId: number) => number | undefined;

export const freshWalk = (): WalkState => ({ phase: "briefing", answers: [] });

/**
 * The assessment of a walk over its question set. Answers to questions outside the set (a state
 * kept from another set) are left out, so they can neither be asked nor counted.
 */
export function walkAssessment(state: WalkState, questionIds: readonly number[], correctAnswerOf: CorrectAnswerOf): Assessment {
  return {
    questionIds,
    answers: state.answers
      .filter(([questionId]) => questionIds.includes(questionId))
      .map(([questionId, pass, choice]) => ({ questionId, pass, correct: correctAnswerOf(questionId) === choice })),
  };
}

/**
 * The next state after a post. A step out of order (begin twice, an answer before the
 * assessment, a repeated or refused answer) leaves the state as it is; restart starts over.
 */
export function advanceWalk(
  state: WalkState,
  input: WalkInput,
  questionIds: readonly number[],
  correctAnswerOf: CorrectAnswerOf,
): WalkState {
  switch (input.intent) {
    case "begin":
      return state.phase === "briefing" ? { ...state, phase: "training" } : state;
    case "start-assessment":
      return state.phase === "training" ? { ...state, phase: "assessment" } : state;
    case "restart":
      return freshWalk();
    case "answer": {
      if (state.phase !== "assessment") return state;
      const correct = correctAnswerOf(input.questionId) === input.choice;
      const outcome = giveAnswer(walkAssessment(state, questionIds, correctAnswerOf), input.questionId, correct);
      if (outcome.kind !== "recorded") return state;
      return {
        phase: outcome.next.kind === "completed" ? "completed" : "assessment",
        answers: [...state.answers, [input.questionId, outcome.answer.pass, input.choice]],
      };
    }
  }
}

/** Where the walk stands: the question to answer, the result once completed, or neither. */
export function walkStep(state: WalkState, questionIds: readonly number[], correctAnswerOf: CorrectAnswerOf) {
  const step = currentStep(walkAssessment(state, questionIds, correctAnswerOf));
  return {
    question: state.phase === "assessment" && step.kind === "question" ? step : null,
    result: state.phase === "completed" && step.kind === "completed" ? { score: step.score, correct: step.correct } : null,
  };
}

/** What a page shows of a walk (built by server/training/walkthrough.server.ts walkView). */
export interface WalkView {
  phase: WalkPhase;
  /** The course language of the texts (the page's when the course is written in it). */
  language: Locale;
  /** The text of the phase on screen only (small pages). */
  briefing: string | null;
  training: { title: string; content: string } | null;
  question: { id: number; question: string; options: readonly string[]; number: number; of: number; retake: boolean } | null;
  /** Feedback on the answer given last. */
  last: { correct: boolean; explanation: string } | null;
  result: { score: number; correct: number } | null;
}
