/** The super administrator's company rules of app/domain/companies.ts: status display, admin status, capacity, analytics. */
import { describe, expect, it } from "vitest";
import {
  adminStatus,
  analytics,
  capacityPercent,
  extendedTrialEnd,
  type PlatformFigures,
  statusDisplay,
  trialEnd,
  trialHasEnded,
  trialNoticeDue,
} from "../../app/domain/companies";

const NOW = new Date("2026-03-10T12:00:00.000Z");

describe("statusDisplay", () => {
  it("shows a running trial as Trial with its expiry", () => {
    expect(statusDisplay({ status: "trial", trial_ends_at: "2026-04-01T00:00:00.000Z", employee_count: 0 }, NOW)).toEqual({
      label: "Trial",
      tone: "warn",
      detail: "Expires 1 April 2026",
    });
    expect(statusDisplay({ status: "trial", trial_ends_at: null, employee_count: 3 }, NOW)).toEqual({
      label: "Trial",
      tone: "warn",
      detail: null,
    });
  });

  it("shows an ended trial as Trial Expired, training paused, with or without employees (issue 24: no more Active (was trial))", () => {
    const ended = "2026-03-01T00:00:00.000Z";
    for (const employee_count of [0, 2]) {
      expect(statusDisplay({ status: "trial", trial_ends_at: ended, employee_count }, NOW)).toEqual({
        label: "Trial Expired",
        tone: "bad",
        detail: "Expired 1 March 2026: training paused",
      });
    }
    // the trial ends at its instant: expired exactly then
    expect(statusDisplay({ status: "trial", trial_ends_at: NOW.toISOString(), employee_count: 0 }, NOW).label).toBe("Trial Expired");
  });

  it("shows active with the employee count, suspended in red, anything else as it is", () => {
    expect(statusDisplay({ status: "active", trial_ends_at: null, employee_count: 1 }, NOW)).toEqual({
      label: "Active",
      tone: "ok",
      detail: "1 employee",
    });
    expect(statusDisplay({ status: "active", trial_ends_at: "2020-01-01T00:00:00.000Z", employee_count: 0 }, NOW).detail).toBe(
      "0 employees",
    );
    expect(statusDisplay({ status: "suspended", trial_ends_at: null, employee_count: 5 }, NOW)).toEqual({
      label: "Suspended",
      tone: "bad",
      detail: null,
    });
    expect(statusDisplay({ status: "archived", trial_ends_at: null, employee_count: 0 }, NOW)).toEqual({
      label: "archived",
      tone: "plain",
      detail: null,
    });
  });
});

describe("adminStatus", () => {
  const admin = { email: "ada@co.example", first_name: "Ada", last_name: "Admin", first_login_at: null, last_login_at: null };

  it("is null without an admin", () => {
    expect(adminStatus({ ...admin, email: null })).toBeNull();
  });

  it("says Never logged in before the first login", () => {
    expect(adminStatus(admin)).toEqual({ name: "Ada Admin", email: "ada@co.example", first: "Never logged in", last: null });
  });

  it("shows the last login only when it differs from the first", () => {
    const first = "2026-01-05T09:00:00.000Z";
    expect(adminStatus({ ...admin, first_login_at: first, last_login_at: first })).toMatchObject({
      first: "First login 5 January 2026",
      last: null,
    });
    // a later login on the same day (UTC) has the same date: not shown twice
    expect(adminStatus({ ...admin, first_login_at: first, last_login_at: "2026-01-05T17:30:00.000Z" })).toMatchObject({
      first: "First login 5 January 2026",
      last: null,
    });
    expect(adminStatus({ ...admin, first_login_at: first, last_login_at: "2026-02-07T09:00:00.000Z" })).toMatchObject({
      first: "First login 5 January 2026",
      last: "Last login 7 February 2026",
    });
  });

  it("trims a missing name part", () => {
    expect(adminStatus({ ...admin, first_name: null, last_name: "Admin" })?.name).toBe("Admin");
    expect(adminStatus({ ...admin, first_name: null, last_name: null })?.name).toBe("");
  });
});

describe("capacityPercent", () => {
  it("is the rounded share of the seat limit, 0 without a limit", () => {
    expect(capacityPercent(0, 100)).toBe(0);
    expect(capacityPercent(1, 3)).toBe(33);
    expect(capacityPercent(2, 3)).toBe(67);
    expect(capacityPercent(100, 100)).toBe(100);
    expect(capacityPercent(12, 10)).toBe(120);
    expect(capacityPercent(5, 0)).toBe(0);
  });
});

describe("trialEnd", () => {
  it("adds whole days", () => {
    expect(trialEnd(NOW, 30).toISOString()).toBe("2026-04-09T12:00:00.000Z");
  });
});

describe("analytics", () => {
  const zero: PlatformFigures = {
    companies: 0,
    activeCompanies: 0,
    trialCompanies: 0,
    adminsLoggedIn: 0,
    employees: 0,
    companiesWithEmployees: 0,
    completedEmployees: 0,
    withLoginAndEmployees: 0,
  };

  it("answers 0 for every ratio on an empty platform (no division by zero)", () => {
    expect(analytics(zero)).toEqual({ ...zero, averageEmployees: 0, activationRate: 0, onboardedPercent: 0 });
  });

  it("derives the average per company with employees and the percentages of all companies", () => {
    const f = { ...zero, companies: 3, adminsLoggedIn: 2, employees: 10, companiesWithEmployees: 3, withLoginAndEmployees: 2 };
    expect(analytics(f)).toMatchObject({
      ...f,
      averageEmployees: 3.3, // one decimal
      activationRate: 67,
      onboardedPercent: 100,
    });
    expect(analytics({ ...zero, companies: 8, adminsLoggedIn: 1, employees: 7, companiesWithEmployees: 2 })).toMatchObject({
      averageEmployees: 3.5,
      activationRate: 13, // 12.5 rounds up
      onboardedPercent: 25,
    });
  });
});

describe("trials that end (issue 24)", () => {
  const DAY = 86_400_000;
  const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

  it("a trial has ended once its end is reached; other statuses and trials without an end never", () => {
    expect(trialHasEnded({ status: "trial", trialEndsAt: at(-1) }, NOW)).toBe(true);
    expect(trialHasEnded({ status: "trial", trialEndsAt: at(0) }, NOW)).toBe(true);
    expect(trialHasEnded({ status: "trial", trialEndsAt: at(1) }, NOW)).toBe(false);
    expect(trialHasEnded({ status: "trial", trialEndsAt: null }, NOW)).toBe(false);
    expect(trialHasEnded({ status: "active", trialEndsAt: at(-DAY) }, NOW)).toBe(false);
    expect(trialHasEnded({ status: "suspended", trialEndsAt: at(-DAY) }, NOW)).toBe(false);
  });

  it("extends from the end while the trial runs, from now once it has ended or has no end", () => {
    expect(extendedTrialEnd(at(5 * DAY), NOW).toISOString()).toBe(at(35 * DAY));
    expect(extendedTrialEnd(at(-5 * DAY), NOW).toISOString()).toBe(at(30 * DAY));
    expect(extendedTrialEnd(null, NOW).toISOString()).toBe(at(30 * DAY));
    expect(extendedTrialEnd("not a date", NOW, 7).toISOString()).toBe(at(7 * DAY));
  });

  it("notices: 7 within the last seven days, 1 within the last day, none before, none once ended", () => {
    expect(trialNoticeDue(at(8 * DAY), NOW)).toBeNull();
    expect(trialNoticeDue(at(7 * DAY + 1), NOW)).toBeNull();
    expect(trialNoticeDue(at(7 * DAY), NOW)).toBe(7);
    expect(trialNoticeDue(at(2 * DAY), NOW)).toBe(7);
    expect(trialNoticeDue(at(DAY + 1), NOW)).toBe(7);
    expect(trialNoticeDue(at(DAY), NOW)).toBe(1);
    expect(trialNoticeDue(at(1), NOW)).toBe(1);
    expect(trialNoticeDue(at(0), NOW)).toBeNull();
    expect(trialNoticeDue(at(-DAY), NOW)).toBeNull();
    expect(trialNoticeDue(null, NOW)).toBeNull();
  });
});
