/** One date format per locale (app/domain/dates.ts): the long form on pages, ISO 8601 in CSV files. */
import { describe, expect, it } from "vitest";
import { formatDateTimeUtc, formatLongDate, isoDay } from "../../app/domain/dates";
import { reportRow } from "../../app/domain/employees";

describe("dates", () => {
  it("pages read the long form, in UTC whatever the server's zone", () => {
    expect(formatLongDate("2026-11-25T23:30:00.000Z")).toBe("25 November 2026");
    expect(formatLongDate(new Date(Date.UTC(2027, 2, 5)))).toBe("5 March 2027");
    expect(formatDateTimeUtc("2027-03-05T14:05:09.123Z")).toBe("5 March 2027, 14:05 UTC");
    expect(formatDateTimeUtc("2027-03-05T14:05:09.123Z", { seconds: true })).toBe("5 March 2027, 14:05:09 UTC");
  });

  it("CSV files and file names keep ISO 8601", () => {
    expect(isoDay("2026-11-25T23:30:00.000Z")).toBe("2026-11-25");
    expect(isoDay(new Date(Date.UTC(2026, 10, 25, 23, 30)))).toBe("2026-11-25");
  });

  it("the completions report writes ISO days; the Completions tab the same cells in the long form", () => {
    const source = {
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      account: "active" as const,
      enrollment: "completed" as const,
      completed_at: "2026-11-25T10:00:00.000Z",
      modules_completed: 8,
      last_login_at: "2026-11-24T10:00:00.000Z",
      certificate_number: "GDPR-PHARMA-ABCDEFGHI",
      certificate_revoked: false,
    };
    const now = new Date("2026-12-01T00:00:00.000Z");
    const csv = reportRow(source, now);
    expect([csv[3], csv[5]]).toEqual(["2026-11-25", "2026-11-24"]);
    const page = reportRow(source, now, formatLongDate);
    expect([page[3], page[5]]).toEqual(["25 November 2026", "24 November 2026"]);
  });
});
