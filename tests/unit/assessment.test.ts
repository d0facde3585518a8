/** The assessment state machine of app/domain/assessment.ts: retake and completion rules. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Assessment,
  answerView,
  currentStep,
  giveAnswer,
  passQuestions,
  phaseOf,
  result,
  scorePercent,
} from "../../app/domain/assessment";

const SET = [11, 12, 13, 14];
const start: Assessment = { questionIds: SET, answers: [] };

/** Answers the questions asked, in order, right or wrong as `pattern` says; fails on a refusal. */
function play(pattern: boolean[], from: Assessment = start): Assessment {
  let a = from;
  for (const right of pattern) {
    const step = currentStep(a);
    if (step.kind !== "question") throw new Error("no question left to answer");
    const outcome = giveAnswer(a, step.questionId, right);
    if (outcome.kind !== "recorded") throw new Error(`answer not recorded: ${outcome.kind}`);
    a = outcome.assessment;
  }
  return a;
}

describe("assessment: the first pass", () => {
  it("asks the four questions in order, numbered 1 to 4 of 4", () => {
    expect(currentStep(start)).toEqual({ kind: "question", pass: "first", questionId: 11, number: 1, of: 4 });
    expect(currentStep(play([true, false]))).toEqual({ kind: "question", pass: "first", questionId: 13, number: 3, of: 4 });
    expect(phaseOf(start)).toBe("assessment");
  });

  it("completes at 100% with no retake when all four are right", () => {
    const done = play([true, true, true, true]);
    expect(currentStep(done)).toEqual({ kind: "completed", correct: 4, score: 100, firstScore: 100 });
    expect(phaseOf(done)).toBe("completed");
    expect(passQuestions(done, "retake")).toEqual([]);
  });
});

describe("assessment: the retake", () => {
  it("retakes exactly the questions missed in the first pass, in their order", () => {
    const a = play([false, true, false, true]);
    expect(passQuestions(a, "retake")).toEqual([11, 13]);
    expect(currentStep(a)).toEqual({ kind: "question", pass: "retake", questionId: 11, number: 1, of: 2 });
    expect(phaseOf(a)).toBe("retake");
  });

  it("counts a correct retake answer, and does not queue a wrong one again", () => {
    const a = play([false, true, false, true, true, false]);
    expect(currentStep(a)).toEqual({ kind: "completed", correct: 3, score: 75, firstScore: 50 });
    expect(a.answers.filter((x) => x.pass === "retake")).toHaveLength(2);
  });

  it("completes at 100% when every missed question is corrected", () => {
    expect(result(play([false, false, false, false, true, true, true, true]))).toEqual({ correct: 4, score: 100, firstScore: 0 });
  });

  it("completes at 0% when everything is wrong twice, after exactly eight answers", () => {
    const a = play(Array(8).fill(false));
    expect(currentStep(a)).toEqual({ kind: "completed", correct: 0, score: 0, firstScore: 0 });
  });
});

describe("assessment: refusals and repeats", () => {
  it("refuses a question outside the set and one that is not current", () => {
    expect(giveAnswer(start, 99, true)).toEqual({ kind: "refused", reason: "not-in-set" });
    expect(giveAnswer(start, 14, true)).toEqual({ kind: "refused", reason: "not-current" });
  });

  it("treats a second answer to an answered question as a repeat: the first stands", () => {
    const a = play([false]);
    expect(giveAnswer(a, 11, true)).toEqual({ kind: "repeated" });
    const done = play([true, true, true, true]);
    expect(giveAnswer(done, 12, false)).toEqual({ kind: "repeated" });
  });

  it("in the retake, the missed question is current again", () => {
    const a = play([false, true, true, true]);
    const outcome = giveAnswer(a, 11, true);
    expect(outcome.kind).toBe("recorded");
    if (outcome.kind === "recorded") {
      expect(outcome.answer).toEqual({ questionId: 11, pass: "retake", correct: true });
      expect(outcome.next).toEqual({ kind: "completed", correct: 4, score: 100, firstScore: 75 });
    }
  });
});

describe("assessment: the result view of a given answer", () => {
  it("says where Next leads: another question, the retake, or the results", () => {
    expect(answerView(play([false]), 11)).toMatchObject({ number: 1, of: 4, next: "question" });
    expect(answerView(play([false, true, true, true]), 14)).toMatchObject({ number: 4, of: 4, next: "retake" });
    expect(answerView(play([true, true, true, true]), 14)).toMatchObject({ next: "completed" });
    expect(answerView(play([false, true, true, true, true]), 11)).toMatchObject({
      answer: { pass: "retake" },
      number: 1,
      of: 1,
      next: "completed",
    });
    expect(answerView(start, 11)).toBeNull();
  });
});

describe("assessment: properties over every way of answering", () => {
  it("ends after 4 + (wrong first answers) answers, with a score that counts retake corrections", () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        (first, retake) => {
          const wrong = first.filter((x) => !x).length;
          const a = play([...first, ...retake.slice(0, wrong)]);
          const step = currentStep(a);
          expect(step.kind).toBe("completed");
          const correct = first.filter(Boolean).length + retake.slice(0, wrong).filter(Boolean).length;
          const firstScore = scorePercent(first.filter(Boolean).length);
          expect(result(a)).toEqual({ correct, score: scorePercent(correct), firstScore });
          // the retake can only raise the score: the first pass is never above the final score
          expect(firstScore).toBeLessThanOrEqual(result(a).score);
          expect(a.answers).toHaveLength(4 + wrong);
        },
      ),
    );
  });

  it("never records an answer to a question that is not the current one", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 10, max: 15 }), fc.boolean()), { maxLength: 20 }), (posts) => {
        let a = start;
        for (const [id, right] of posts) {
          const expected = currentStep(a);
          const outcome = giveAnswer(a, id, right);
          if (outcome.kind === "recorded") {
            expect(expected.kind === "question" && expected.questionId === id).toBe(true);
            a = outcome.assessment;
          }
        }
        expect(a.answers.length).toBeLessThanOrEqual(8);
        const keys = a.answers.map((x) => `${x.pass}:${x.questionId}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});

describe("assessment: score", () => {
  it("is correct answers over four, rounded, clamped", () => {
    expect([0, 1, 2, 3, 4].map((n) => scorePercent(n))).toEqual([0, 25, 50, 75, 100]);
    expect(scorePercent(5)).toBe(100);
    expect(scorePercent(-1)).toBe(0);
    expect(scorePercent(1, 3)).toBe(33);
    expect(scorePercent(1, 0)).toBe(0);
  });
});
