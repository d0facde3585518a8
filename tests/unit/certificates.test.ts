/** The pure rules of certificates as evidence (issue 13): content versions, live status, recertification, signature, badges. */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getModule, modules } from "../../app/content";
import {
  certificateState,
  isRecentSignIn,
  recertificationDue,
  SIGNATURE_STATEMENT,
  signatureLine,
  verificationPath,
  verificationUrl,
} from "../../app/domain/certificate";
import { formatDateTimeUtc } from "../../app/domain/dates";
import { courseModules, courseVersion, moduleVersion, shortVersion, UNVERSIONED, versionLabel } from "../../app/domain/content-version";
import { canonicalJson, type Json } from "../../app/domain/canonical-json";
import { employeeBadge, reportBadge, type ReportSource, reportRow } from "../../app/domain/employees";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const DAY = 86_400_000;
const now = new Date("2027-06-15T12:00:00.000Z");
const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

describe("content versions", () => {
  const m1 = getModule(1)!;

  it("is the SHA-256 (hex) of the canonical text of a module", () => {
    const v = moduleVersion(m1, sha256);
    expect(v.version).toMatch(/^[0-9a-f]{64}$/);
    expect(v.version).toBe(sha256(v.content));
    expect(JSON.parse(v.content)).toMatchObject({ kind: "module", id: 1, title: m1.title, briefing: m1.briefing });
  });

  it("every module has its own version, and the same content always gives the same one", () => {
    const versions = modules.filter((m) => m.id <= 7).map((m) => moduleVersion(m, sha256).version);
    expect(new Set(versions).size).toBe(7);
    expect(moduleVersion({ ...m1 }, sha256).version).toBe(moduleVersion(m1, sha256).version);
  });

  it("changing one option's text changes the version", () => {
    const q = m1.questions[2];
    const options = [...q.options];
    options[1] = `${options[1]} `;
    const changed = { ...m1, questions: m1.questions.map((x) => (x.id === q.id ? { ...x, options } : x)) };
    expect(moduleVersion(changed, sha256).version).not.toBe(moduleVersion(m1, sha256).version);
  });

  it("changing the correct answer, an explanation, the briefing or the training text changes the version", () => {
    const base = moduleVersion(m1, sha256).version;
    const q = m1.questions[0];
    const variants = [
      { ...m1, questions: m1.questions.map((x) => (x.id === q.id ? { ...x, correctAnswer: ((x.correctAnswer + 1) % 4) as 0 } : x)) },
      { ...m1, questions: m1.questions.map((x) => (x.id === q.id ? { ...x, explanation: `${x.explanation}.` } : x)) },
      { ...m1, briefing: `${m1.briefing} ` },
      { ...m1, training: { ...m1.training, content: m1.training.content.replace("GDPR", "GDPR ") } },
      { ...m1, questions: [...m1.questions].reverse() },
    ];
    for (const v of variants) expect(moduleVersion(v, sha256).version).not.toBe(base);
  });

  it("what is not content (colours, points, description) and key order do not change it", () => {
    const base = moduleVersion(m1, sha256).version;
    const restyled: typeof m1 = { ...m1, color: { from: "#000000", to: "#FFFFFF" }, xpReward: 1, description: "x" };
    expect(moduleVersion(restyled, sha256).version).toBe(base);
    // the same module written with its keys in another order
    const reordered = Object.fromEntries(Object.entries(m1).reverse()) as typeof m1;
    const questions = m1.questions.map((x) => Object.fromEntries(Object.entries(x).reverse()) as (typeof m1.questions)[number]);
    expect(moduleVersion({ ...reordered, questions }, sha256).version).toBe(base);
  });

  it("canonical JSON sorts keys at every depth and keeps array order", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const o = value as Json;
        const reversed = Object.fromEntries(Object.entries(value).reverse()) as Json;
        expect(canonicalJson(reversed)).toBe(canonicalJson(o));
        expect(JSON.parse(canonicalJson(o))).toEqual(JSON.parse(JSON.stringify(o)));
      }),
    );
    // an own "__proto__" key (fast-check found it) is a key like any other
    expect(canonicalJson(JSON.parse('{"b":2,"__proto__":[1]}'))).toBe('{"__proto__":[1],"b":2}');
  });

  it("the course version is the hash of the seven module versions, and says which they were", () => {
    const byModule = Object.fromEntries(modules.filter((m) => m.id <= 7).map((m) => [m.id, moduleVersion(m, sha256).version]));
    const course = courseVersion(byModule, sha256);
    expect(course.version).toBe(sha256(course.content));
    expect(courseModules(course.content)).toEqual(byModule);
    expect(courseVersion({ ...byModule, 4: "0".repeat(64) }, sha256).version).not.toBe(course.version);
    expect(() => courseVersion({ ...byModule, 7: "" }, sha256)).toThrow(/module 7/);
    expect(courseModules("not json")).toBeNull();
  });

  it("is shown short, and rows from before versioning say so", () => {
    expect(shortVersion("0123456789abcdef".repeat(4))).toBe("0123456789ab");
    expect(versionLabel(null)).toBe(UNVERSIONED);
    expect(UNVERSIONED).toBe("recorded before content versions");
  });
});

describe("a certificate's live status", () => {
  const facts = { validUntil: at(10), revokedAt: null, supersededAt: null };

  it("valid, expired once valid-until has passed, never for no expiry", () => {
    expect(certificateState(facts, now)).toBe("valid");
    expect(certificateState({ ...facts, validUntil: at(-1) }, now)).toBe("expired");
    expect(certificateState({ ...facts, validUntil: now.toISOString() }, now)).toBe("expired");
    expect(certificateState({ ...facts, validUntil: null }, new Date("2200-01-01"))).toBe("valid");
  });

  it("revoked wins over superseded, superseded over expired", () => {
    expect(certificateState({ validUntil: at(-5), revokedAt: at(-1), supersededAt: at(-2) }, now)).toBe("revoked");
    expect(certificateState({ validUntil: at(-5), revokedAt: null, supersededAt: at(-2) }, now)).toBe("superseded");
  });
});

describe("recertification", () => {
  it("is due when the completed course's certificate expired, expires within 30 days, or was revoked", () => {
    expect(recertificationDue({ current: { validUntil: at(-1) }, courseCompleted: true }, now)).toBe("expired");
    expect(recertificationDue({ current: { validUntil: at(29) }, courseCompleted: true }, now)).toBe("expiring");
    expect(recertificationDue({ current: { validUntil: at(30) }, courseCompleted: true }, now)).toBe("expiring");
    expect(recertificationDue({ current: { validUntil: at(31) }, courseCompleted: true }, now)).toBeNull();
    expect(recertificationDue({ current: null, courseCompleted: true }, now)).toBe("revoked");
  });

  it("is never due without expiry, nor while a cycle is under way or the course was never completed", () => {
    expect(recertificationDue({ current: { validUntil: null }, courseCompleted: true }, now)).toBeNull();
    expect(recertificationDue({ current: { validUntil: at(-100) }, courseCompleted: false }, now)).toBeNull();
    expect(recertificationDue({ current: null, courseCompleted: false }, now)).toBeNull();
  });
});

describe("the signature manifestation", () => {
  it("prints the name, the date and time in UTC and the meaning", () => {
    const line = signatureLine({ name: "Marie Curie", signedAt: "2027-03-05T14:05:09.000Z", meaning: SIGNATURE_STATEMENT });
    expect(line).toBe(
      'Electronically signed by Marie Curie on 5 March 2027, 14:05 UTC. Meaning: "I confirm that I completed this training myself."',
    );
    expect(formatDateTimeUtc("2027-12-31T23:59:00.000Z")).toBe("31 December 2027, 23:59 UTC");
  });

  it("a learner of the identity provider signs within 15 minutes of signing in", () => {
    expect(isRecentSignIn(new Date(now.getTime() - 15 * 60_000).toISOString(), now)).toBe(true);
    expect(isRecentSignIn(new Date(now.getTime() - 15 * 60_000 - 1).toISOString(), now)).toBe(false);
  });
});

describe("verification addresses", () => {
  it("is /verify/{number} on PUBLIC_URL's origin", () => {
    expect(verificationPath("GDPR-PHARMA-ABCDEFGHIJKLM")).toBe("/verify/GDPR-PHARMA-ABCDEFGHIJKLM");
    expect(verificationUrl("https://training.example.com/", "GDPR-PHARMA-ABCDEFGHI")).toBe(
      "https://training.example.com/verify/GDPR-PHARMA-ABCDEFGHI",
    );
  });
});

describe("statuses with the chain (employees list, completions report)", () => {
  it("a current certificate decides: valid is Training Complete (also during a new cycle), expired Recertification due", () => {
    expect(employeeBadge("active", "completed", { validUntil: at(5), now })).toBe("completed");
    expect(employeeBadge("active", "in_progress", { validUntil: at(5), now })).toBe("completed");
    expect(employeeBadge("active", "in_progress", { validUntil: at(-5), now })).toBe("recertification_due");
    expect(employeeBadge("active", "completed", { validUntil: null, now })).toBe("completed");
  });

  it("a completed course without a current certificate is Certificate revoked; without knowledge, the enrolment decides", () => {
    expect(employeeBadge("active", "completed", null)).toBe("certificate_revoked");
    expect(employeeBadge("active", "completed")).toBe("completed");
    expect(employeeBadge("active", "in_progress", null)).toBe("in_progress");
    expect(employeeBadge("deactivated", "completed", { validUntil: at(5), now })).toBe("deactivated");
  });

  it("the report's status and certificate cell follow the latest certificate", () => {
    const base: ReportSource = {
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@x.example",
      account: "active",
      enrollment: "completed",
      completed_at: "2027-01-05T10:00:00.000Z",
      modules_completed: 7,
      last_login_at: null,
      certificate_number: "GDPR-PHARMA-ABCDEFGHIJKLM",
      certificate_revoked: false,
      certificate_superseded: false,
      certificate_valid_until: at(-1),
    };
    expect(reportRow(base, now).slice(2)).toEqual([
      "Recertification due",
      "2027-01-05",
      "7/7 modules",
      "Never",
      "GDPR-PHARMA-ABCDEFGHIJKLM (expired)",
      "",
    ]);
    expect(reportBadge({ ...base, certificate_valid_until: at(1) }, now)).toBe("completed");
    expect(reportRow({ ...base, certificate_revoked: true }, now)[2]).toBe("Certificate revoked");
    expect(reportRow({ ...base, certificate_revoked: true }, now)[6]).toBe("GDPR-PHARMA-ABCDEFGHIJKLM (revoked)");
  });
});
