/**
 * Content integrity of app/content (spec/learner.md sections 3, 5 and 9).
 */
import { describe, expect, it } from "vitest";
import { allQuestions, getModule, modules } from "../../app/content";
import { CERTIFICATE_MODULE, CORE_MODULES } from "../../app/domain/course";

const SLUGS = [
  "legal-basis-fundamentals",
  "consent-management",
  "data-subject-rights",
  "data-minimization",
  "security-measures",
  "breach-response",
  "international-transfers",
  "certificate-completion",
];
const XP = [100, 120, 150, 180, 200, 220, 250, 500];

const core = modules.filter((m) => m.id >= 1 && m.id <= 7);
const wordCount = (text: string) =>
  text
    .replace(/\*\*/g, " ")
    .replace(/^##\s?/gm, " ")
    .split(/\s+/)
    .filter((w) => w.length > 0).length;
const norm = (s: string) => s.trim().toLowerCase();

describe("module list", () => {
  it("has 8 modules with ids 1-8 in order", () => {
    expect(modules).toHaveLength(8);
    expect(modules.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(CORE_MODULES).toBe(7);
    expect(CERTIFICATE_MODULE).toBe(8);
    expect(modules.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(modules.filter((m) => m.questions.length > 0)).toHaveLength(CORE_MODULES);
  });

  it("uses exactly the spec's slugs", () => {
    expect(modules.map((m) => m.slug)).toEqual(SLUGS);
  });

  it("awards the spec's xpReward per module", () => {
    expect(modules.map((m) => m.xpReward)).toEqual(XP);
  });

  it("gives each module a non-empty, unique badge", () => {
    for (const m of modules) expect(m.badge.trim(), `module ${m.id}`).not.toBe("");
    expect(new Set(modules.map((m) => norm(m.badge))).size).toBe(8);
  });

  it("names module 1's badge as in the spec example", () => {
    expect(getModule(1)?.badge).toBe("Pharmaceutical Legal Foundations Specialist");
  });

  it("titles module 8 'Certificate Center'", () => {
    expect(getModule(8)?.title).toBe("Certificate Center");
  });

  it("getModule finds each module by id and nothing else", () => {
    for (const m of modules) expect(getModule(m.id)).toBe(m);
    expect(getModule(0)).toBeUndefined();
    expect(getModule(9)).toBeUndefined();
  });

  it("every module has a title and description", () => {
    for (const m of modules) {
      expect(m.title.trim(), `module ${m.id}`).not.toBe("");
      expect(m.description.trim(), `module ${m.id}`).not.toBe("");
    }
  });
});

describe("question bank", () => {
  it("modules 1-7 have exactly 8 questions each", () => {
    expect(core).toHaveLength(7);
    for (const m of core) expect(m.questions, `module ${m.id}`).toHaveLength(8);
  });

  it("module 8 (certificate) has no questions", () => {
    expect(getModule(8)?.questions).toEqual([]);
  });

  it("question ids are 1-56 in module order without gaps or duplicates", () => {
    expect(allQuestions.map((q) => q.id)).toEqual(Array.from({ length: 56 }, (_, i) => i + 1));
    core.forEach((m, i) => {
      expect(
        m.questions.map((q) => q.id),
        `module ${m.id}`,
      ).toEqual(Array.from({ length: 8 }, (_, k) => i * 8 + k + 1));
    });
  });

  it("each question has non-empty text and 4 options, none empty", () => {
    for (const q of allQuestions) {
      expect(q.question.trim(), `question ${q.id}`).not.toBe("");
      expect(q.options, `question ${q.id}`).toHaveLength(4);
      for (const o of q.options) expect(o.trim(), `question ${q.id}`).not.toBe("");
    }
  });

  it("has no duplicate options within a question (case-insensitive, trimmed)", () => {
    for (const q of allQuestions) {
      expect(new Set(q.options.map(norm)).size, `question ${q.id}: ${JSON.stringify(q.options)}`).toBe(4);
    }
  });

  it("correctAnswer is an integer in 0..3", () => {
    for (const q of allQuestions) {
      expect(Number.isInteger(q.correctAnswer), `question ${q.id}`).toBe(true);
      expect(q.correctAnswer, `question ${q.id}`).toBeGreaterThanOrEqual(0);
      expect(q.correctAnswer, `question ${q.id}`).toBeLessThanOrEqual(3);
    }
  });

  it("every question has a non-empty explanation", () => {
    for (const q of allQuestions) expect(q.explanation.trim(), `question ${q.id}`).not.toBe("");
  });

  it("within each module the correct answers are not all at the same position", () => {
    for (const m of core) {
      expect(new Set(m.questions.map((q) => q.correctAnswer)).size, `module ${m.id}`).toBeGreaterThan(1);
    }
  });

  it("across the bank every position 0-3 is used as a correct answer", () => {
    expect([...new Set(allQuestions.map((q) => q.correctAnswer))].sort()).toEqual([0, 1, 2, 3]);
  });

  it("question texts are unique across the bank", () => {
    expect(new Set(allQuestions.map((q) => norm(q.question))).size).toBe(allQuestions.length);
  });
});

describe("briefing and training text", () => {
  it("modules 1-7 have a non-empty briefing", () => {
    for (const m of core) expect(m.briefing.trim(), `module ${m.id}`).not.toBe("");
  });

  it("modules 1-7 have a training title and at least 900 words of training text", () => {
    for (const m of core) {
      expect(m.training.title.trim(), `module ${m.id}`).not.toBe("");
      expect(wordCount(m.training.content), `module ${m.id}`).toBeGreaterThanOrEqual(900);
    }
  });

  it("training texts cite GDPR articles", () => {
    for (const m of core) expect(m.training.content, `module ${m.id}`).toMatch(/Art\. \d+/);
  });

  it("module 8 has no briefing or training text", () => {
    const m8 = getModule(8)!;
    expect(m8.briefing).toBe("");
    expect(m8.training.content).toBe("");
  });

  it("module 1 states the six lawful bases", () => {
    expect(getModule(1)!.training.content).toMatch(/\b(six|6)\s+(lawful|legal)\s+bases\b/i);
  });

  it("module 2 states the five elements of valid consent", () => {
    expect(getModule(2)!.training.content).toMatch(/\b(five|5)\s+(\w+\s+)?(elements|conditions|requirements)\b/i);
  });

  it("module 3 states the eight data subject rights", () => {
    expect(getModule(3)!.training.content).toMatch(/\b(eight|8)\s+(\w+\s+){0,3}rights\b/i);
  });

  it("module 3 states the one-month answer deadline, extendable by two months", () => {
    const text = getModule(3)!.training.content;
    expect(text).toMatch(/\b(one|1)\s+month\b/i);
    expect(text).toMatch(/\b(two|2)\s+(further\s+|more\s+|additional\s+)?months\b/i);
  });

  it("module 6 states the 72-hour notification deadline", () => {
    expect(getModule(6)!.training.content).toMatch(/\b(72|seventy[- ]two)[- ]?hours?\b/i);
  });

  it("the spec's quiz rules for module 6 appear in its explanations: 72 hours", () => {
    expect(
      getModule(6)!
        .questions.map((q) => q.explanation)
        .join("\n"),
    ).toMatch(/\b(72|seventy[- ]two)[- ]?hours?\b/i);
  });
});
