/** The Audit tab's pure rules: its filters as GET parameters, links, times, names and the summaries of details. */
import { describe, expect, it } from "vitest";
import { AUDIT_LABELS, type AuditAction } from "../../app/domain/audit";
import {
  AUDIT_ACTION_OPTIONS,
  AUDIT_CSV_COLUMNS,
  actionLabel,
  auditCsvRow,
  auditFileName,
  auditQuery,
  auditSearch,
  auditSummary,
  auditTime,
  dayAfter,
  hasAuditFilters,
  personLabel,
} from "../../app/domain/audit-trail";

describe("audit filters (GET parameters)", () => {
  it("default: everyone, every action, no days, page 1, no verification", () => {
    expect(auditQuery.parse({})).toEqual({ person: "", action: undefined, start: undefined, end: undefined, page: 1, verify: undefined });
  });

  it("reads the person (trimmed), an action of the vocabulary, the days, the page and verify=1", () => {
    expect(
      auditQuery.parse({
        person: "  ada@x.example ",
        action: "certificate.issued",
        start: "2026-01-01",
        end: "2026-01-31",
        page: "4",
        verify: "1",
      }),
    ).toEqual({ person: "ada@x.example", action: "certificate.issued", start: "2026-01-01", end: "2026-01-31", page: 4, verify: "1" });
  });

  it("falls back to the defaults for nonsense, never an error; a start after the end is swapped", () => {
    for (const bad of [
      { action: "toString", start: "yesterday", end: "2026-02-30", page: "-1", verify: "yes" },
      { action: "LOGIN.SUCCEEDED", start: "", end: "", page: "1e99", verify: "" },
      { action: "login.succeeded' or 1=1 --", page: "2.5", person: "x".repeat(201) },
      { action: "__proto__", start: "<script>", person: ["a", "b"] as unknown as string },
    ]) {
      expect(auditQuery.parse(bad)).toEqual({
        person: "",
        action: undefined,
        start: undefined,
        end: undefined,
        page: 1,
        verify: undefined,
      });
    }
    expect(auditQuery.parse({ start: "2026-03-01", end: "2026-01-01" })).toMatchObject({ start: "2026-01-01", end: "2026-03-01" });
  });

  it("links carry the filters, the page above 1 and verify; nothing for none", () => {
    expect(auditSearch({ person: "", action: undefined, start: undefined, end: undefined })).toBe("");
    expect(auditSearch({ person: "Ada L", action: "login.failed", start: "2026-01-01", end: undefined }, { page: 3, verify: true })).toBe(
      "?person=Ada+L&action=login.failed&start=2026-01-01&page=3&verify=1",
    );
    expect(auditSearch({ person: "", action: undefined, start: undefined, end: "2026-01-02" }, { page: 1 })).toBe("?end=2026-01-02");
    expect(hasAuditFilters({ person: "", action: undefined, start: undefined, end: undefined })).toBe(false);
    expect(hasAuditFilters({ person: "a", action: undefined, start: undefined, end: undefined })).toBe(true);
  });

  it("an inclusive last day ends before the next one (month, year and leap days)", () => {
    expect(dayAfter("2026-01-31")).toBe("2026-02-01");
    expect(dayAfter("2026-12-31")).toBe("2027-01-01");
    expect(dayAfter("2028-02-28")).toBe("2028-02-29");
  });
});

describe("how an event reads", () => {
  it("every action of the vocabulary is offered in the filter, by label", () => {
    expect(AUDIT_ACTION_OPTIONS.map((o) => o.value).sort()).toEqual(Object.keys(AUDIT_LABELS).sort());
    const labels = AUDIT_ACTION_OPTIONS.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
    expect(actionLabel("certificate.issued")).toBe("Certificate issued");
    expect(actionLabel("something.retired")).toBe("something.retired");
  });

  it("times in UTC, people by name and email", () => {
    expect(auditTime("2026-11-22T14:03:05.123Z")).toBe("2026-11-22 14:03:05 UTC");
    expect(auditTime("garbage")).toBe("garbage");
    expect(personLabel({ name: "Ada Lovelace", email: "ada@x.example" })).toBe("Ada Lovelace <ada@x.example>");
    expect(personLabel({ name: null, email: "ada@x.example" })).toBe("ada@x.example");
    expect(personLabel({ name: " ", email: null })).toBe("System");
  });

  it("summaries of the details, per action", () => {
    const cases: [AuditAction, unknown, string][] = [
      ["login.succeeded", { role: "admin" }, "As administrator"],
      ["login.failed", { reason: "password" }, "Refused: wrong password"],
      ["password.changed", {}, ""],
      ["training.module_completed", { moduleId: 3, score: 75 }, "Module 3, score 75%"],
      [
        "training.reset_module",
        { moduleId: 2, attempts: [{}], badges: [{}, {}], certificates: [] },
        "Module 2: 1 attempt, 2 badges, 0 certificates taken back",
      ],
      [
        "training.reset_all",
        { moduleId: null, attempts: [], badges: [], certificates: [{}] },
        "All modules: 0 attempts, 0 badges, 1 certificate taken back",
      ],
      [
        "certificate.issued",
        { number: "GDPR-PHARMA-ABCDEFGHI", validUntil: "2027-03-05T10:00:00.000Z" },
        "GDPR-PHARMA-ABCDEFGHI, valid until 5 March 2027",
      ],
      ["certificate.issued", { number: "GDPR-PHARMA-ABCDEFGHI", validUntil: null }, "GDPR-PHARMA-ABCDEFGHI, no expiry"],
      ["certificate.revoked", { number: "N1", reason: "employee deleted" }, "N1: employee deleted"],
      ["employee.added", { name: "Ada Lovelace", restored: true }, "Ada Lovelace (restored)"],
      ["employee.deleted", { name: "Ada Lovelace", certificate: "N2" }, "Ada Lovelace; certificate N2 revoked"],
      // issue 24: a leaver's certificate is kept (events written before still read as they were)
      ["employee.deleted", { name: "Ada Lovelace", certificateKept: "N3" }, "Ada Lovelace; certificate N3 kept"],
      ["employees.imported", { added: 10, restored: 0, alreadyPresent: 2, invalid: 1 }, "10 added, 2 already present, 1 invalid"],
      [
        "invitation.sent",
        { purpose: "employee_invite", resent: true, expiresAt: "2026-01-08T00:00:00.000Z" },
        "Employee invitation, resent, valid until 8 January 2026",
      ],
      [
        "settings.updated",
        { changed: { companyName: { from: "Old", to: "New" }, logoUrl: { from: null, to: "https://x" } } },
        "companyName: Old → New; logoUrl: (none) → https://x",
      ],
      ["company.deleted", { name: "Acme", slug: "acme", certificatesRevoked: 1 }, "Acme (acme), 1 certificate revoked"],
      ["company.deleted", { name: "Acme", slug: "acme", certificatesKept: 2 }, "Acme (acme), 2 certificates kept"],
      [
        "company.trial_extended",
        { from: "2026-03-01T00:00:00.000Z", to: "2026-04-10T00:00:00.000Z", days: 30 },
        "Trial until 1 March 2026 now ends 10 April 2026",
      ],
      [
        "company.activated",
        { from: "trial", trialEndsAt: "2026-03-01T00:00:00.000Z" },
        "From trial (ending 1 March 2026) to a full account",
      ],
      ["admin.added", { name: "Bob", replaced: "alice@x.example" }, "Bob, replacing alice@x.example"],
    ];
    for (const [action, details, said] of cases) expect(auditSummary(action, JSON.stringify(details)), action).toBe(said);
  });

  it("details of another shape, an unknown action or text that is no JSON still read, never fail", () => {
    expect(auditSummary("training.module_completed", '{"module":4}')).toBe("module: 4");
    expect(auditSummary("future.action", '{"a":1,"b":{"c":true}}')).toBe('a: 1; b: {"c":true}');
    expect(auditSummary("settings.updated", '{"changed":"x"}')).toBe("changed: x");
    expect(auditSummary("login.succeeded", "not json")).toBe("not json");
    expect(auditSummary("login.succeeded", "[1,2]")).toBe("[1,2]");
    expect(auditSummary("employee.added", JSON.stringify({ name: "x".repeat(500) }))).toHaveLength(500);
    expect(
      auditSummary("settings.updated", JSON.stringify({ changed: { welcome: { from: "", to: "y".repeat(500) } } })).length,
    ).toBeLessThan(100);
  });
});

describe("the CSV", () => {
  it("one cell per column, raw fields beside the readable ones; the file name has the day", () => {
    const row = auditCsvRow({
      id: 42,
      seq: 7,
      created_at: "2026-01-02T03:04:05.000Z",
      action: "login.failed",
      actor_email: null,
      actor_name: null,
      subject_email: "ada@x.example",
      subject_name: "Ada Lovelace",
      details: '{"reason":"password"}',
      ip_address: "203.0.113.7",
      user_agent: "=cmd()",
      prev_hash: "0".repeat(64),
      hash: "f".repeat(64),
    });
    expect(row).toHaveLength(AUDIT_CSV_COLUMNS.length);
    expect(Object.fromEntries(AUDIT_CSV_COLUMNS.map((c, i) => [c, row[i]]))).toEqual({
      "Event ID": "42",
      Position: "7",
      "Time (UTC)": "2026-01-02 03:04:05 UTC",
      Action: "Sign-in refused",
      "Action Code": "login.failed",
      Actor: "System",
      "Actor Email": "",
      Subject: "Ada Lovelace",
      "Subject Email": "ada@x.example",
      Summary: "Refused: wrong password",
      "Details (JSON)": '{"reason":"password"}',
      "IP Address": "203.0.113.7",
      "User Agent": "=cmd()",
      "Previous Hash": "0".repeat(64),
      Hash: "f".repeat(64),
    });
    expect(auditFileName(new Date("2026-05-06T23:00:00Z"))).toBe("audit-trail-2026-05-06.csv");
  });
});
