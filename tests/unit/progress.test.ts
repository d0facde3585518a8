/**
 * The training rules of spec/learner.md sections 4, 5 and 9, as implemented in app/domain/progress.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scorePercent } from "../../app/domain/assessment";
import { BADGE_THRESHOLD, CERTIFICATE_MODULE, CERTIFICATE_SCORE, CORE_MODULES, QUESTIONS_PER_ASSESSMENT } from "../../app/domain/course";
import {
  STATUS_LABEL,
  allCoreCompleted,
  cardStatus,
  earnsBadge,
  isUnlocked,
  level,
  points,
  earnsCertificate,
  modulesToReset,
  progressPercent,
  selectCycleQuestionIds,
  selectQuestionIds,
  showNextModule,
  type ProgressRecord,
} from "../../app/domain/progress";

const done = (region_id: number, score = 100): ProgressRecord => ({ region_id, is_completed: true, score });
const open = (region_id: number, score = 0): ProgressRecord => ({ region_id, is_completed: false, score });
/** Completed records for modules 1..n. */
const completedUpTo = (n: number, score = 100): ProgressRecord[] => Array.from({ length: n }, (_, i) => done(i + 1, score));

describe("constants (spec section 9)", () => {
  it("has seven core modules plus the certificate module 8", () => {
    expect(CORE_MODULES).toBe(7);
    expect(CERTIFICATE_MODULE).toBe(8);
  });
  it("uses 4 questions per assessment, badge threshold 80 and certificate score 100", () => {
    expect(QUESTIONS_PER_ASSESSMENT).toBe(4);
    expect(BADGE_THRESHOLD).toBe(80);
    expect(CERTIFICATE_SCORE).toBe(100);
  });
});

describe("isUnlocked (module availability)", () => {
  it("module 1 is always unlocked, with no records at all", () => {
    expect(isUnlocked(1, [])).toBe(true);
  });

  it("module 1 stays unlocked whatever the records say", () => {
    expect(isUnlocked(1, [open(1)])).toBe(true);
    expect(isUnlocked(1, completedUpTo(7))).toBe(true);
  });

  it("with no records only module 1 is unlocked", () => {
    const unlocked = [1, 2, 3, 4, 5, 6, 7, 8].filter((id) => isUnlocked(id, []));
    expect(unlocked).toEqual([1]);
  });

  for (let n = 2; n <= 7; n++) {
    it(`module ${n} unlocks when module ${n - 1} has a completed record`, () => {
      expect(isUnlocked(n, [done(n - 1)])).toBe(true);
    });

    it(`module ${n} stays locked when module ${n - 1} has only an incomplete record`, () => {
      expect(isUnlocked(n, [open(n - 1, 75)])).toBe(false);
    });

    it(`module ${n} stays locked when only other modules are completed`, () => {
      const others = [1, 2, 3, 4, 5, 6, 7].filter((id) => id !== n - 1).map((id) => done(id));
      expect(isUnlocked(n, others)).toBe(false);
    });
  }

  it("one completed record among several attempts of N-1 is enough ('any progress record')", () => {
    expect(isUnlocked(3, [open(2), done(2, 50), open(2)])).toBe(true);
  });

  it("completing module N does not by itself unlock N+2", () => {
    expect(isUnlocked(4, [done(2)])).toBe(false);
  });

  it("a completed record with score 0 still counts as completed for unlocking", () => {
    expect(isUnlocked(2, [done(1, 0)])).toBe(true);
  });

  it("module 8 unlocks only when every module 1-7 has a completed record", () => {
    expect(isUnlocked(8, completedUpTo(7))).toBe(true);
    expect(allCoreCompleted(completedUpTo(7))).toBe(true);
  });

  it("module 8 stays locked when any one of modules 1-7 is missing", () => {
    for (let missing = 1; missing <= 7; missing++) {
      const records = completedUpTo(7).filter((r) => r.region_id !== missing);
      expect(isUnlocked(8, records), `missing module ${missing}`).toBe(false);
      expect(allCoreCompleted(records)).toBe(false);
    }
  });

  it("module 8 stays locked when one of modules 1-7 has only an incomplete record", () => {
    const records = [...completedUpTo(6), open(7, 100)];
    expect(isUnlocked(8, records)).toBe(false);
  });

  it("module 8 unlocks regardless of record order and extra incomplete attempts", () => {
    const records = [open(3), ...completedUpTo(7).reverse(), open(5)];
    expect(isUnlocked(8, records)).toBe(true);
  });

  it("unknown module ids are never unlocked", () => {
    for (const id of [0, -1, 9, 100]) expect(isUnlocked(id, completedUpTo(8))).toBe(false);
  });

  it("a full run unlocks modules progressively", () => {
    const records: ProgressRecord[] = [];
    for (let n = 1; n <= 7; n++) {
      expect(isUnlocked(n, records)).toBe(true);
      expect(isUnlocked(n + 1, records)).toBe(false);
      records.push(done(n));
    }
    expect(isUnlocked(8, records)).toBe(true);
  });
});

describe("progressPercent", () => {
  it("is 0 for a module without a completed record", () => {
    expect(progressPercent(1, [])).toBe(0);
    expect(progressPercent(3, [open(3, 75)])).toBe(0);
    expect(progressPercent(3, [done(2)])).toBe(0);
  });

  it("is 100 for a module with a completed record (one quest per module)", () => {
    expect(progressPercent(1, [done(1)])).toBe(100);
    expect(progressPercent(7, [open(7), done(7, 50)])).toBe(100);
  });

  it("never exceeds 100 with several completed records", () => {
    expect(progressPercent(2, [done(2), done(2), done(2)])).toBe(100);
  });

  it("is completed records over quests, rounded, for modules with more quests", () => {
    expect(progressPercent(2, [done(2)], 3)).toBe(33);
    expect(progressPercent(2, [done(2), done(2)], 3)).toBe(67);
    expect(progressPercent(2, [done(2)], 2)).toBe(50);
  });

  it("module 8 is 100 when all of 1-7 are done and module 8 is recorded (after the signature)", () => {
    expect(progressPercent(8, completedUpTo(8))).toBe(100);
  });

  it("module 8 is 0 while all of 1-7 are done but the completion is not signed yet", () => {
    expect(progressPercent(8, completedUpTo(7))).toBe(0);
  });

  it("module 8 is 0 when any of 1-7 is not done, even with a completed module-8 record", () => {
    expect(progressPercent(8, [])).toBe(0);
    expect(progressPercent(8, completedUpTo(6))).toBe(0);
    expect(progressPercent(8, [...completedUpTo(6), done(8)])).toBe(0);
  });
});

describe("cardStatus and STATUS_LABEL", () => {
  it("is Locked when the module is not unlocked, whatever the percent or started flag", () => {
    expect(cardStatus(false, 0)).toBe("locked");
    expect(cardStatus(false, 50)).toBe("locked");
    expect(cardStatus(false, 100)).toBe("locked");
    expect(cardStatus(false, 0, true)).toBe("locked");
  });

  it("is Start at 0 % when not started", () => {
    expect(cardStatus(true, 0)).toBe("start");
    expect(cardStatus(true, 0, false)).toBe("start");
  });

  it("is In Progress above 0 %", () => {
    expect(cardStatus(true, 1)).toBe("in_progress");
    expect(cardStatus(true, 50)).toBe("in_progress");
    expect(cardStatus(true, 99)).toBe("in_progress");
  });

  it("is In Progress at 0 % when an attempt has been started", () => {
    expect(cardStatus(true, 0, true)).toBe("in_progress");
  });

  it("is Completed at 100 %, even when a new attempt is started", () => {
    expect(cardStatus(true, 100)).toBe("completed");
    expect(cardStatus(true, 100, true)).toBe("completed");
  });

  it("labels are the spec's pill texts", () => {
    expect(STATUS_LABEL).toEqual({
      locked: "Requires Prerequisites",
      start: "Start",
      in_progress: "In Progress",
      completed: "Completed",
    });
  });

  it("combined with isUnlocked and progressPercent gives the map of a learner halfway through", () => {
    const records = [...completedUpTo(3), open(4, 50)];
    const statuses = [1, 2, 3, 4, 5, 6, 7, 8].map(
      (id) => STATUS_LABEL[cardStatus(isUnlocked(id, records), progressPercent(id, records), id === 4)],
    );
    expect(statuses).toEqual([
      "Completed",
      "Completed",
      "Completed",
      "In Progress",
      "Requires Prerequisites",
      "Requires Prerequisites",
      "Requires Prerequisites",
      "Requires Prerequisites",
    ]);
  });
});

describe("points", () => {
  it("is 0 without records", () => {
    expect(points([])).toBe(0);
  });

  it("is the sum of score x 10 over completed records", () => {
    expect(points([done(1, 100)])).toBe(1000);
    expect(points([done(1, 100), done(2, 75), done(3, 50)])).toBe(2250);
  });

  it("ignores incomplete records", () => {
    expect(points([open(1, 75)])).toBe(0);
    expect(points([done(1, 100), open(2, 75), open(3, 50)])).toBe(1000);
  });

  it("counts a completed record with score 0 as 0 points", () => {
    expect(points([done(1, 0), done(2, 25)])).toBe(250);
  });

  it("sums all completed records, including repeated completions of a module", () => {
    expect(points([done(1, 100), done(1, 50)])).toBe(1500);
  });
});

describe("level", () => {
  const cases: Array<[number, number]> = [
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 3],
    [5, 3],
    [6, 4],
    [7, 4],
    [8, 5],
  ];
  for (const [completed, expected] of cases) {
    it(`is ${expected} with ${completed} completed records`, () => {
      expect(level(completedUpTo(completed))).toBe(expected);
    });
  }

  it("counts only completed records", () => {
    expect(level([done(1), open(2), open(3), open(4)])).toBe(1);
    expect(level([done(1), done(2), open(3), open(4), open(5)])).toBe(2);
  });

  it("equals floor(completed / 2) + 1", () => {
    for (let n = 0; n <= 20; n++) {
      expect(level(Array.from({ length: n }, () => done(1)))).toBe(Math.floor(n / 2) + 1);
    }
  });
});

describe("scorePercent", () => {
  it("maps 0..4 correct of 4 to 0, 25, 50, 75, 100", () => {
    expect([0, 1, 2, 3, 4].map((c) => scorePercent(c, 4))).toEqual([0, 25, 50, 75, 100]);
  });

  it("defaults to four questions", () => {
    expect([0, 1, 2, 3, 4].map((c) => scorePercent(c))).toEqual([0, 25, 50, 75, 100]);
  });

  it("is a whole percent and clamped to 0..100", () => {
    expect(scorePercent(1, 3)).toBe(33);
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(5, 4)).toBe(100);
    expect(scorePercent(-1, 4)).toBe(0);
    expect(scorePercent(0, 0)).toBe(0);
  });
});

describe("earnsBadge", () => {
  it("is false below 80", () => {
    expect(earnsBadge(79)).toBe(false);
    expect(earnsBadge(75)).toBe(false);
    expect(earnsBadge(0)).toBe(false);
  });

  it("is true at 80 and above", () => {
    expect(earnsBadge(80)).toBe(true);
    expect(earnsBadge(100)).toBe(true);
  });

  it("of the possible four-question scores only 100 earns the badge", () => {
    expect([0, 1, 2, 3, 4].map((c) => earnsBadge(scorePercent(c)))).toEqual([false, false, false, false, true]);
  });

  it("the auto-awarded certificate score earns a badge", () => {
    expect(earnsBadge(CERTIFICATE_SCORE)).toBe(true);
  });
});

describe("showNextModule", () => {
  for (let n = 1; n <= 7; n++) {
    it(`shows 'Next Module' after module ${n}`, () => {
      expect(showNextModule(n)).toBe(true);
    });
  }

  it("does not show 'Next Module' on module 8", () => {
    expect(showNextModule(8)).toBe(false);
  });
});

describe("selectQuestionIds", () => {
  const bank = [9, 10, 11, 12, 13, 14, 15, 16];

  it("returns 4 distinct ids from the bank", () => {
    for (const user of [1, 2, 3, 42, "demo-visitor"]) {
      const ids = selectQuestionIds(bank, user, 2);
      expect(ids).toHaveLength(4);
      expect(new Set(ids).size).toBe(4);
      for (const id of ids) expect(bank).toContain(id);
    }
  });

  it("is stable for the same user and quest", () => {
    const first = selectQuestionIds(bank, 17, 2);
    for (let i = 0; i < 5; i++) expect(selectQuestionIds(bank, 17, 2)).toEqual(first);
    expect(selectQuestionIds([...bank], "17", 2)).toEqual(first);
  });

  it("does not modify the bank", () => {
    const copy = [...bank];
    selectQuestionIds(copy, 5, 2);
    expect(copy).toEqual(bank);
  });

  it("differs across users (some pair of users gets different sets)", () => {
    const sets = new Set<string>();
    for (let user = 1; user <= 50; user++) {
      sets.add(JSON.stringify([...selectQuestionIds(bank, user, 2)].sort((a, b) => a - b)));
    }
    expect(sets.size).toBeGreaterThan(1);
  });

  it("spreads the questions: every question of the bank is chosen for some user", () => {
    const seen = new Set<number>();
    for (let user = 1; user <= 200; user++) for (const id of selectQuestionIds(bank, user, 2)) seen.add(id);
    expect([...seen].sort((a, b) => a - b)).toEqual(bank);
  });

  it("returns all of a bank of at most 4 questions", () => {
    expect(selectQuestionIds([1, 2, 3, 4], 7, 1)).toEqual([1, 2, 3, 4]);
    expect(selectQuestionIds([5, 6], 7, 1)).toEqual([5, 6]);
    expect(selectQuestionIds([], 7, 1)).toEqual([]);
  });

  it("can differ for a different quest of the same user", () => {
    let differs = false;
    for (let user = 1; user <= 50 && !differs; user++) {
      const a = [...selectQuestionIds(bank, user, 1)].sort((x, y) => x - y);
      const b = [...selectQuestionIds(bank, user, 2)].sort((x, y) => x - y);
      differs = JSON.stringify(a) !== JSON.stringify(b);
    }
    expect(differs).toBe(true);
  });
});

describe("course completion and resets", () => {
  it("module 8 is earned once every core module is complete, and only once", () => {
    expect(earnsCertificate(completedUpTo(6))).toBe(false);
    expect(earnsCertificate(completedUpTo(7))).toBe(true);
    expect(earnsCertificate([...completedUpTo(7), done(8)])).toBe(false);
    expect(earnsCertificate([...completedUpTo(6), open(7, 75)])).toBe(false);
  });

  it("resetting any core module also takes back module 8; reset all takes back every module", () => {
    for (let id = 1; id <= 7; id++) expect(modulesToReset({ kind: "module", moduleId: id })).toEqual([id, 8]);
    expect(modulesToReset({ kind: "all" })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe("selectCycleQuestionIds (refreshers ask again, issue 28)", () => {
  const bankOf = (n: number) => Array.from({ length: n }, (_, i) => 100 + i);
  /** A person's attempts at one module, each drawn by the rule from the ones before. */
  const cycles = (bank: readonly number[], user: number, count: number) => {
    const sets: number[][] = [];
    for (let i = 0; i < count; i++) sets.push(selectCycleQuestionIds(bank, user, 3, sets));
    return sets;
  };

  it("the first attempt is the spec's personal set", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 4, max: 14 }), (user, size) => {
        expect(selectCycleQuestionIds(bankOf(size), user, 3, [])).toEqual(selectQuestionIds(bankOf(size), user, 3));
      }),
    );
  });

  it("draws four distinct questions of the bank, the same ones for the same cycle", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 5, max: 14 }),
        fc.integer({ min: 1, max: 5 }),
        (user, size, count) => {
          const bank = bankOf(size);
          const sets = cycles(bank, user, count + 1);
          const next = sets[count];
          expect(new Set(next).size).toBe(QUESTIONS_PER_ASSESSMENT);
          for (const id of next) expect(bank).toContain(id);
          expect(selectCycleQuestionIds(bank, user, 3, sets.slice(0, count))).toEqual(next);
        },
      ),
    );
  });

  it("asks nothing of the previous attempt again while the bank has four other questions", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 8, max: 14 }),
        fc.integer({ min: 1, max: 5 }),
        (user, size, count) => {
          const sets = cycles(bankOf(size), user, count + 1);
          const previous = new Set(sets[count - 1]);
          expect(sets[count].filter((id) => previous.has(id))).toEqual([]);
        },
      ),
    );
  });

  it("asks questions never asked before ahead of any asked already", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (user) => {
        // a bank of 12: the first three attempts together ask every question once
        const sets = cycles(bankOf(12), user, 3);
        expect(new Set(sets.flat()).size).toBe(12);
        // the fourth asks again the least recently asked: those of the first attempt
        expect([...selectCycleQuestionIds(bankOf(12), user, 3, sets)].sort()).toEqual([...sets[0]].sort());
      }),
    );
  });

  it("with a bank of 6, takes the 2 not asked last time and 2 of the previous attempt's", () => {
    const sets = cycles(bankOf(6), 7, 2);
    const previous = new Set(sets[0]);
    expect(sets[1].filter((id) => !previous.has(id))).toHaveLength(2);
  });

  it("a bank of four or fewer is asked whole every time", () => {
    expect(selectCycleQuestionIds([1, 2, 3], 5, 1, [[1, 2, 3]])).toEqual([1, 2, 3]);
  });
});
