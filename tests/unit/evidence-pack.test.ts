import { describe, expect, it } from "vitest";
import { auditSummary } from "../../app/domain/audit-trail";
import {
  certificatePath,
  defaultPackRange,
  evidencePackSchema,
  MANIFEST_FORMAT,
  manifestOf,
  manifestText,
  PACK_MSG,
  packFileName,
  populationText,
  verificationSteps,
} from "../../app/domain/evidence-pack";

const issues = (input: unknown) => {
  const r = evidencePackSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("the evidence pack's form", () => {
  it("takes two calendar days in order and an optional email (lower-cased, empty is none)", () => {
    expect(evidencePackSchema.parse({ start: "2026-01-01", end: "2026-12-31" })).toEqual({ start: "2026-01-01", end: "2026-12-31" });
    expect(evidencePackSchema.parse({ start: " 2026-01-01 ", end: "2026-01-01", email: " Ada@Example.COM " })).toEqual({
      start: "2026-01-01",
      end: "2026-01-01",
      email: "ada@example.com",
    });
    expect(evidencePackSchema.parse({ start: "2026-01-01", end: "2026-01-02", email: "" }).email).toBeUndefined();
  });

  it("says what is wrong beside the field", () => {
    expect(issues({ end: "2026-01-01" })).toEqual([["start", PACK_MSG.start]]);
    expect(issues({ start: "2026-02-30", end: "2026-03-01" })).toEqual([["start", PACK_MSG.start]]);
    expect(issues({ start: "2026-01-01", end: "01/02/2026" })).toEqual([["end", PACK_MSG.end]]);
    expect(issues({ start: "2026-01-02", end: "2026-01-01" })).toEqual([["end", PACK_MSG.order]]);
    expect(issues({ start: "2026-01-01", end: "2026-01-02", email: "nobody" })).toEqual([["email", PACK_MSG.email]]);
    expect(issues({ start: "2026-01-01", end: "2026-01-02", email: `${"a".repeat(250)}@x.example` })).toEqual([["email", PACK_MSG.email]]);
    expect(issues({ start: ["2026-01-01"], end: { x: 1 } }).map(([f]) => f)).toEqual(["start", "end"]);
  });
});

describe("defaults and names", () => {
  it("the range runs from the company's first day to today", () => {
    expect(defaultPackRange("2024-03-05T10:00:00.000Z", new Date("2026-11-24T08:00:00Z"))).toEqual({
      start: "2024-03-05",
      end: "2026-11-24",
    });
    // a creation date in the future (a clock moved back) or unreadable starts today
    expect(defaultPackRange("2027-01-01T00:00:00.000Z", new Date("2026-11-24T08:00:00Z"))).toEqual({
      start: "2026-11-24",
      end: "2026-11-24",
    });
    expect(defaultPackRange("garbage", new Date("2026-11-24T08:00:00Z"))).toEqual({ start: "2026-11-24", end: "2026-11-24" });
  });

  it("the file name carries the company, the range and one person's id, and nothing a header could be broken with", () => {
    expect(packFileName("acme-pharma", { start: "2026-01-01", end: "2026-12-31" })).toBe(
      "evidence-pack-acme-pharma-2026-01-01-to-2026-12-31.zip",
    );
    expect(packFileName("acme", { start: "2026-01-01", end: "2026-01-31" }, 42)).toBe(
      "evidence-pack-acme-2026-01-01-to-2026-01-31-person-42.zip",
    );
    expect(packFileName('a"b\r\nc', { start: "2026-01-01", end: "2026-01-31" })).toBe("evidence-pack-abc-2026-01-01-to-2026-01-31.zip");
    expect(certificatePath("GDPR-PHARMA-ABCDEFGHIJKLM")).toBe("certificates/GDPR-PHARMA-ABCDEFGHIJKLM.pdf");
  });
});

describe("the manifest", () => {
  const facts = {
    company: { name: "Łódź Clinical", slug: "lodz" },
    range: { start: "2026-01-01", end: "2026-12-31" },
    person: null,
    generatedAt: "2026-11-24T08:00:00.000Z",
    generatedBy: "admin@lodz.example",
    auditHead: { seq: 12, hash: "a".repeat(64), eventId: 99 },
    figures: {
      people: 2,
      completed: 1,
      inProgress: 1,
      notStarted: 0,
      completionRate: 50,
      deleted: 0,
      certificates: { total: 1, valid: 1, expired: 0, revoked: 0, superseded: 0 },
      auditEvents: 12,
    },
  };
  it("names its format, the head and every file in order; its text is stable JSON with a final newline", () => {
    const files = [
      { path: "summary.pdf", sha256: "b".repeat(64), bytes: 10 },
      { path: "completions.csv", sha256: "c".repeat(64), bytes: 20 },
    ];
    const m = manifestOf(facts, files);
    expect(m.format).toBe(MANIFEST_FORMAT);
    expect(m.hashAlgorithm).toBe("SHA-256");
    expect(m.auditHead).toEqual(facts.auditHead);
    expect(m.files).toEqual(files);
    const text = manifestText(m);
    expect(text.endsWith("}\n")).toBe(true);
    expect(JSON.parse(text)).toEqual(m);
    expect(manifestText(manifestOf(facts, files))).toBe(text);
  });

  it("the summary's words: who is in it and how to verify", () => {
    expect(populationText(null)).toContain("completions report");
    expect(populationText({ email: "ada@x.example" })).toContain("ada@x.example");
    const steps = verificationSteps("https://t.example/verify/{certificate number}");
    expect(steps).toHaveLength(4);
    expect(steps.join(" ")).toContain("https://t.example/verify/{certificate number}");
    expect(steps.join(" ")).toContain("manifestSha256");
  });
});

describe("the audit event's summary", () => {
  it("reads a complete and a cut-off export", () => {
    const base = { start: "2026-01-01", end: "2026-12-31", person: null, people: 3, certificates: 1, files: 5, bytes: 100, auditEvents: 9 };
    expect(auditSummary("evidence_pack.exported", JSON.stringify({ ...base, completed: true, manifestSha256: "f".repeat(64) }))).toBe(
      `2026-01-01 to 2026-12-31, 3 people, 1 certificate, manifest SHA-256 ${"f".repeat(64)}`,
    );
    expect(
      auditSummary(
        "evidence_pack.exported",
        JSON.stringify({ ...base, person: "ada@x.example", completed: false, manifestSha256: null, files: 1 }),
      ),
    ).toBe("2026-01-01 to 2026-12-31 for ada@x.example, 3 people, 1 certificate, interrupted after 1 file");
    // an older or odd shape still reads
    expect(auditSummary("evidence_pack.exported", JSON.stringify({ x: 1 }))).toBe("x: 1");
  });
});
