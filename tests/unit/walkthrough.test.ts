/** The record-less walk through a module (demo, super-admin previews) of app/domain/walkthrough.ts, and module ids in URLs. */
import { describe, expect, it } from "vitest";
import { moduleIdParam, questModuleParam } from "../../app/domain/course";
import { advanceWalk, freshWalk, type WalkInput, type WalkState, walkAssessment, walkStep } from "../../app/domain/walkthrough";

const SET = [11, 12, 13, 14];
/** Option 0 is right for odd ids, option 1 for even ones; 99 is not in the course. */
const correctOf = (id: number) => (id === 99 ? undefined : id % 2 === 1 ? 0 : 1);
const step = (s: WalkState, input: WalkInput) => advanceWalk(s, input, SET, correctOf);
const answer = (s: WalkState, right: boolean) => {
  const q = walkStep(s, SET, correctOf).question!;
  const good = correctOf(q.questionId)!;
  return step(s, { intent: "answer", questionId: q.questionId, choice: right ? good : 3 });
};
const inAssessment = () => step(step(freshWalk(), { intent: "begin" }), { intent: "start-assessment" });

describe("advanceWalk", () => {
  it("goes briefing → training → assessment, ignoring steps out of order", () => {
    let s = freshWalk();
    expect(step(s, { intent: "start-assessment" })).toEqual(s);
    expect(step(s, { intent: "answer", questionId: 11, choice: 0 })).toEqual(s);
    s = step(s, { intent: "begin" });
    expect(s.phase).toBe("training");
    expect(step(s, { intent: "begin" })).toEqual(s);
    s = step(s, { intent: "start-assessment" });
    expect(s).toEqual({ phase: "assessment", answers: [] });
    expect(walkStep(s, SET, correctOf).question).toMatchObject({ questionId: 11, number: 1, of: 4, pass: "first" });
  });

  it("retakes the missed questions, then completes with the score of both passes", () => {
    let s = inAssessment();
    for (const right of [true, false, true, false]) s = answer(s, right);
    expect(s.phase).toBe("assessment");
    expect(walkStep(s, SET, correctOf).question).toMatchObject({ questionId: 12, pass: "retake", number: 1, of: 2 });
    s = answer(s, true);
    s = answer(s, false);
    expect(s.phase).toBe("completed");
    expect(walkStep(s, SET, correctOf)).toEqual({ question: null, result: { score: 75, correct: 3 } });
    expect(s.answers).toEqual([
      [11, "first", 0],
      [12, "first", 3],
      [13, "first", 0],
      [14, "first", 3],
      [12, "retake", 1],
      [14, "retake", 3],
    ]);
  });

  it("keeps the first answer of a repeated post and refuses questions out of order or outside the set", () => {
    let s = answer(inAssessment(), true);
    expect(step(s, { intent: "answer", questionId: 11, choice: 2 })).toEqual(s);
    expect(step(s, { intent: "answer", questionId: 14, choice: 1 })).toEqual(s);
    expect(step(s, { intent: "answer", questionId: 99, choice: 0 })).toEqual(s);
    s = step(s, { intent: "restart" });
    expect(s).toEqual(freshWalk());
  });

  it("never counts answers kept from another question set", () => {
    const kept: WalkState = { phase: "assessment", answers: [[21, "first", 0]] };
    expect(walkAssessment(kept, SET, correctOf).answers).toEqual([]);
    expect(walkStep(kept, SET, correctOf).question?.questionId).toBe(11);
  });

  it("does not mutate the state it is given", () => {
    const s = inAssessment();
    const copy = structuredClone(s);
    answer(s, true);
    expect(s).toEqual(copy);
  });
});

describe("moduleIdParam", () => {
  it("takes 1 to 8 written plainly, nothing else", () => {
    expect(["1", "7", "8"].map(moduleIdParam)).toEqual([1, 7, 8]);
    for (const bad of [undefined, "", "0", "9", "99", "01", "1.0", " 1", "abc", "1e0", "-1", "８", "1000"]) {
      expect(moduleIdParam(bad), String(bad)).toBeNull();
    }
  });
});

describe("questModuleParam", () => {
  it("takes /quest/{n}/{n} for the course's modules only: both segments the same module, written plainly", () => {
    expect(["1", "5", "8"].map((n) => questModuleParam(n, n))).toEqual([1, 5, 8]);
    for (const [region, quest] of [
      ["9", "9"],
      ["0", "0"],
      ["1", "2"],
      ["2", "1"],
      ["01", "1"],
      ["1", "01"],
      ["1", undefined],
      [undefined, "1"],
      ["abc", "abc"],
    ] as const) {
      expect(questModuleParam(region, quest), `${region}/${quest}`).toBeNull();
    }
  });
});
