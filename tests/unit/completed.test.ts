/** What "completed" means (issue 24, app/domain/completed.ts): the rule, the figures, and the badge that must agree with it. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { completionFigures, countStandings, hasCompleted, type StandingFacts, trainingStanding } from "../../app/domain/completed";
import { employeeBadge, reportBadge, reportRow } from "../../app/domain/employees";

const NOW = new Date("2026-06-01T12:00:00.000Z");
const future = "2026-09-01T00:00:00.000Z";
const past = "2026-05-01T00:00:00.000Z";
const facts = (over: Partial<StandingFacts>): StandingFacts => ({ account: "active", enrollment: null, current: null, ...over });

describe("trainingStanding", () => {
  it("completed: a current certificate not expired (no expiry, or later than now), whatever the enrolment", () => {
    for (const enrollment of [null, "not_started", "in_progress", "completed"] as const) {
      expect(trainingStanding(facts({ enrollment, current: { validUntil: future } }), NOW)).toBe("completed");
      expect(trainingStanding(facts({ enrollment, current: { validUntil: null } }), NOW)).toBe("completed");
    }
    expect(trainingStanding(facts({ account: "invited", current: { validUntil: null } }), NOW)).toBe("completed");
  });

  it("an expired certificate (recertification due) is no completion; a new cycle under way is in progress", () => {
    expect(trainingStanding(facts({ enrollment: "completed", current: { validUntil: past } }), NOW)).toBe("not_started");
    expect(trainingStanding(facts({ enrollment: "in_progress", current: { validUntil: past } }), NOW)).toBe("in_progress");
    // expired exactly at its instant, as everywhere (isExpired)
    expect(hasCompleted(facts({ current: { validUntil: NOW.toISOString() } }), NOW)).toBe(false);
  });

  it("a revoked certificate (no current one) is no completion, even with the enrolment completed", () => {
    expect(trainingStanding(facts({ enrollment: "completed", current: null }), NOW)).toBe("not_started");
    expect(trainingStanding(facts({ enrollment: "in_progress", current: null }), NOW)).toBe("in_progress");
  });

  it("a deleted employee has left, whatever their certificate: in no figure", () => {
    expect(trainingStanding(facts({ account: "deactivated", enrollment: "completed", current: { validUntil: future } }), NOW)).toBe("left");
    expect(hasCompleted(facts({ account: "deactivated", current: { validUntil: null } }), NOW)).toBe(false);
  });
});

describe("completionFigures", () => {
  it("counts the current employees only; the rate is over them; leavers apart", () => {
    const people = [
      facts({ current: { validUntil: future } }),
      facts({ current: { validUntil: null }, enrollment: "in_progress" }),
      facts({ enrollment: "in_progress" }),
      facts({ enrollment: "completed", current: { validUntil: past } }),
      facts({ account: "deactivated", current: { validUntil: future } }),
    ];
    expect(completionFigures(countStandings(people, NOW))).toEqual({
      current: 4,
      completed: 2,
      inProgress: 1,
      notStarted: 1,
      completionRate: 50,
      deleted: 1,
    });
    expect(completionFigures({ left: 0, completed: 0, in_progress: 0, not_started: 0 }).completionRate).toBe(0);
  });
});

const arbFacts = fc.record({
  account: fc.constantFrom("invited", "active", "deactivated") as fc.Arbitrary<StandingFacts["account"]>,
  enrollment: fc.constantFrom(null, "not_started", "in_progress", "completed") as fc.Arbitrary<StandingFacts["enrollment"]>,
  current: fc.option(fc.record({ validUntil: fc.constantFrom(null, past, future, NOW.toISOString()) }), { nil: null }),
});

describe("the badges say what the figures count", () => {
  it("Training Complete exactly when completed (the employees list, the record, the API's status_label)", () => {
    fc.assert(
      fc.property(arbFacts, (f) => {
        const badge = employeeBadge(f.account, f.enrollment, f.current ? { validUntil: f.current.validUntil, now: NOW } : null);
        expect(badge === "completed").toBe(hasCompleted(f, NOW));
      }),
      { numRuns: 300, seed: 24 },
    );
  });

  it("the report's status is Training Complete exactly when completed; a leaver's row says what their record is, marked deleted", () => {
    fc.assert(
      fc.property(arbFacts, fc.boolean(), (f, revoked) => {
        const record = {
          first_name: "A",
          last_name: "B",
          email: "a@x.example",
          account: f.account,
          enrollment: f.enrollment,
          completed_at: null,
          modules_completed: 7,
          last_login_at: null,
          // the latest certificate: the current one, else (revoked) an earlier one or none
          certificate_number: f.current ? "GDPR-PHARMA-ABCDEFGHIJKLM" : revoked ? "GDPR-PHARMA-NOPQRSTUVWXYZ" : null,
          certificate_revoked: !f.current && revoked,
          certificate_superseded: false,
          certificate_valid_until: f.current ? f.current.validUntil : null,
        };
        expect(reportBadge(record, NOW) === "completed").toBe(hasCompleted(f, NOW));
        expect(reportRow(record, NOW)[2] === "Training Complete").toBe(hasCompleted(f, NOW));
        if (f.account === "deactivated") expect(reportRow(record, NOW)[2]).toMatch(/ \(employee deleted\)$/);
      }),
      { numRuns: 300, seed: 24 },
    );
  });
});
