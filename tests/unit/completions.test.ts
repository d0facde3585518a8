/** The Completions tab's pure rules: filters, the date rule, report rows, formula protection, rate. */
import { describe, expect, it } from "vitest";
import { completionsQuery, completionsSearch, hasFilters, isCalendarDay, withinCompletionRange } from "../../app/domain/completions";
import { completionRate } from "../../app/domain/completed";
import { REPORT_COLUMNS, type ReportSource, reportFileName, reportRow, safeCell } from "../../app/domain/employees";

describe("completions filters (GET parameters)", () => {
  it("defaults to all records, no dates, page 1", () => {
    expect(completionsQuery.parse({})).toEqual({ status: "all", start: undefined, end: undefined, page: 1 });
  });

  it("reads the status, the dates and the page", () => {
    expect(completionsQuery.parse({ status: "in_progress", start: "2024-01-01", end: "2024-12-31", page: "3" })).toEqual({
      status: "in_progress",
      start: "2024-01-01",
      end: "2024-12-31",
      page: 3,
    });
  });

  it("falls back to the defaults for nonsense, never an error", () => {
    for (const bad of [
      { status: "deactivated", start: "yesterday", end: "2024-13-01", page: "-2" },
      { status: "", start: "", end: "", page: "" },
      { status: "ALL", start: "2024-02-30", end: "2023-02-29", page: "1e99" },
      { status: "completed' or 1=1 --", start: "2024-1-5", end: " 2024-01-05", page: "2.5" },
      { start: "<script>", end: "2024-01-01T00:00:00Z", page: "abc" },
    ]) {
      expect(completionsQuery.parse(bad)).toEqual({ status: "all", start: undefined, end: undefined, page: 1 });
    }
  });

  it("reads a start after the end as the range between the two days", () => {
    expect(completionsQuery.parse({ start: "2024-06-30", end: "2024-06-01" })).toMatchObject({ start: "2024-06-01", end: "2024-06-30" });
  });

  it("accepts only days that exist", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2023-02-29")).toBe(false);
    expect(isCalendarDay("2024-04-31")).toBe(false);
    expect(isCalendarDay("2024-4-30")).toBe(false);
    expect(isCalendarDay("20240430")).toBe(false);
  });

  it("links carry the filters and the page, and nothing else", () => {
    expect(completionsSearch({ status: "all" })).toBe("");
    expect(completionsSearch({ status: "completed", start: "2024-01-01", end: "2024-01-31" }, 2)).toBe(
      "?status=completed&start=2024-01-01&end=2024-01-31&page=2",
    );
    expect(completionsSearch({ status: "all", end: "2024-01-31" }, 1)).toBe("?end=2024-01-31");
    expect(hasFilters({ status: "all" })).toBe(false);
    expect(hasFilters({ status: "all", start: "2024-01-01" })).toBe(true);
    expect(hasFilters({ status: "not_started" })).toBe(true);
  });
});

describe("the completion-date rule (spec 2.5)", () => {
  const range = { start: "2024-03-01", end: "2024-03-31" };

  it("keeps completions on the range's days, both ends included", () => {
    expect(withinCompletionRange("2024-03-01T00:00:00.000Z", range)).toBe(true);
    expect(withinCompletionRange("2024-03-31T23:59:59.999Z", range)).toBe(true);
    expect(withinCompletionRange("2024-02-29T23:59:59.999Z", range)).toBe(false);
    expect(withinCompletionRange("2024-04-01T00:00:00.000Z", range)).toBe(false);
  });

  it("never excludes a record with no completion date", () => {
    expect(withinCompletionRange(null, range)).toBe(true);
    expect(withinCompletionRange(null, { start: "2099-01-01" })).toBe(true);
  });

  it("applies each end alone", () => {
    expect(withinCompletionRange("2024-05-01T10:00:00.000Z", { start: "2024-04-01" })).toBe(true);
    expect(withinCompletionRange("2024-05-01T10:00:00.000Z", { end: "2024-04-01" })).toBe(false);
    expect(withinCompletionRange("2024-05-01T10:00:00.000Z", {})).toBe(true);
  });
});

describe("report rows (spec 9)", () => {
  const base: ReportSource = {
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada@x.example",
    account: "active",
    enrollment: null,
    completed_at: null,
    modules_completed: null,
    last_login_at: null,
    certificate_number: null,
    certificate_revoked: false,
  };

  it("has the spec's columns in order, then the first-pass score (issue 28)", () => {
    expect(REPORT_COLUMNS).toEqual([
      "Employee Name",
      "Email",
      "Training Status",
      "Completion Date",
      "Modules Completed",
      "Last Login",
      "Certificate Number",
      "First-pass score",
    ]);
  });

  it("uses the spec's defaults: Not completed, Never, Not issued, 0/7 modules", () => {
    expect(reportRow(base)).toEqual([
      "Ada Lovelace",
      "ada@x.example",
      "Not Started",
      "Not completed",
      "0/7 modules",
      "Never",
      "Not issued",
      "",
    ]);
    expect(reportRow({ ...base, account: "invited" })[2]).toBe("Pending Invitation");
  });

  it("a completed record: days as YYYY-MM-DD (UTC), the modules and the certificate", () => {
    const row = reportRow({
      ...base,
      enrollment: "completed",
      completed_at: "2024-03-05T23:30:00.000Z",
      modules_completed: 7,
      last_login_at: "2024-03-06T08:00:00.000Z",
      certificate_number: "GDPR-PHARMA-ABCDEFGHI",
      first_pass_score: 82,
    });
    expect(row).toEqual([
      "Ada Lovelace",
      "ada@x.example",
      "Training Complete",
      "2024-03-05",
      "7/7 modules",
      "2024-03-06",
      "GDPR-PHARMA-ABCDEFGHI",
      "82",
    ]);
  });

  it("a deleted employee keeps the training status and the certificate, marked deleted and revoked", () => {
    const row = reportRow({
      ...base,
      account: "deactivated",
      enrollment: "completed",
      completed_at: "2024-03-05T10:00:00.000Z",
      modules_completed: 7,
      certificate_number: "GDPR-PHARMA-ABCDEFGHI",
      certificate_revoked: true,
    });
    expect(row[2]).toBe("Training Complete (employee deleted)");
    expect(row[6]).toBe("GDPR-PHARMA-ABCDEFGHI (revoked)");
    expect(reportRow({ ...base, account: "deactivated", enrollment: "in_progress" })[2]).toBe("Training in Progress (employee deleted)");
  });

  it("names a person without a name by the email", () => {
    expect(reportRow({ ...base, first_name: " ", last_name: "" })[0]).toBe("ada@x.example");
  });
});

describe("formula protection (safeCell)", () => {
  it("neutralises = + - @ tab and CR at the start with an apostrophe", () => {
    for (const v of ["=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1", '=HYPERLINK("http://evil.example","x")']) {
      expect(safeCell(v)).toBe(`'${v}`);
    }
  });

  it("leaves everything else as it is", () => {
    for (const v of ["Ada", "a=b", "1+1", "O'Brien", " =1", "", "Zoë Ñúñez", "<b>x</b>", 'say "hi", ok']) {
      expect(safeCell(v)).toBe(v);
    }
  });
});

describe("report file name and completion rate", () => {
  it("names the file with the day (UTC)", () => {
    expect(reportFileName(new Date("2024-03-05T23:59:00Z"))).toBe("training-completions-2024-03-05.csv");
  });

  it("rounds the rate but says 100 only when everyone completed and 0 only when nobody did", () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(3, 1)).toBe(33);
    expect(completionRate(3, 2)).toBe(67);
    expect(completionRate(8, 3)).toBe(38);
    expect(completionRate(200, 199)).toBe(99);
    expect(completionRate(1000, 1)).toBe(1);
    expect(completionRate(4, 4)).toBe(100);
  });
});
