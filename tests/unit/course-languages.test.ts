/**
 * The course in every language (issue 28): each translation has the English course's structure
 * (sections, lists, question ids, options, key index), keeps its facts (every number of the
 * English text) and passes the answer-cue rules of tests/unit/content.test.ts in its own words.
 */
import { describe, expect, it } from "vitest";
import { modules, type Question } from "../../app/content";
import { translations } from "../../app/content/translations";
import type { CourseTranslation, ModuleBody } from "../../app/content/types";
import { LOCALES } from "../../app/domain/locale";

const english = modules.filter((m) => m.questions.length > 0);
const languages = LOCALES.filter((l) => l !== "en");

/** Words a test-wise learner reads as "wrong", per language (content.test.ts has the English list). */
const ABSOLUTE: Record<(typeof languages)[number], RegExp> = {
  de: /(?<!\p{L})(immer|nie|niemals|alle|alles|nichts|automatisch)(?!\p{L})/iu,
  fr: /(?<!\p{L})(toujours|jamais|tous|toutes|rien|automatiquement)(?!\p{L})/iu,
  es: /(?<!\p{L})(siempre|nunca|todos|todas|nada|automáticamente)(?!\p{L})/iu,
  it: /(?<!\p{L})(sempre|mai|tutti|tutte|niente|nulla|automaticamente)(?!\p{L})/iu,
  pl: /(?<!\p{L})(zawsze|nigdy|wszyscy|wszystkie|wszystko|nic|automatycznie)(?!\p{L})/iu,
};

const headings = (text: string) => text.split("\n").filter((l) => l.startsWith("## ")).length;
const bullets = (text: string) => text.split("\n").filter((l) => l.startsWith("- ")).length;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** The numbers a text states (articles, deadlines, regulations, years), as a set. */
const numbers = (text: string) => new Set(text.match(/\d+/g) ?? []);
const keyOf = (q: Question) => q.options[q.correctAnswer];
const distractorsOf = (q: Question) => q.options.filter((_, i) => i !== q.correctAnswer);
/** At most a quarter of a module's questions may have the longest option as the key (2 of 8). */
const cueLimit = (questions: number) => Math.round(questions / 4);

function checkStructure(t: CourseTranslation, label: string) {
  expect(t.bodies, label).toHaveLength(english.length);
  for (const [i, en] of english.entries()) {
    const tr: ModuleBody = t.bodies[i];
    const where = `${label}, module ${en.id}`;
    expect(tr.briefing.trim(), where).not.toBe("");
    expect(tr.training.title.trim(), where).not.toBe("");
    expect.soft(headings(tr.training.content), `${where}: sections`).toBe(headings(en.training.content));
    expect.soft(bullets(tr.training.content), `${where}: list items`).toBe(bullets(en.training.content));
    expect.soft(headings(tr.briefing), `${where}: briefing sections`).toBe(headings(en.briefing));
    const ratio = words(tr.training.content) / words(en.training.content);
    expect.soft(ratio, `${where}: length against the English`).toBeGreaterThan(0.7);
    expect.soft(ratio, `${where}: length against the English`).toBeLessThan(1.45);
    const missing = [...numbers(en.training.content)].filter((n) => !numbers(tr.training.content).has(n));
    expect.soft(missing, `${where}: numbers of the English text missing`).toEqual([]);
    expect(
      tr.questions.map((q) => q.id),
      `${where}: question ids`,
    ).toEqual(en.questions.map((q) => q.id));
    for (const [k, q] of tr.questions.entries()) {
      const e = en.questions[k];
      expect(q.correctAnswer, `${where}, question ${q.id}: key index`).toBe(e.correctAnswer);
      expect(q.options, `${where}, question ${q.id}`).toHaveLength(4);
      expect(new Set(q.options.map((o) => o.trim().toLowerCase())).size, `${where}, question ${q.id}: options differ`).toBe(4);
      for (const text of [q.question, q.explanation, ...q.options]) expect(text.trim(), `${where}, question ${q.id}`).not.toBe("");
    }
  }
}

function checkCues(t: CourseTranslation, absolute: RegExp, label: string) {
  for (const [i, en] of english.entries()) {
    const qs = t.bodies[i].questions;
    const longest = qs.filter((q) => keyOf(q).length >= Math.max(...distractorsOf(q).map((o) => o.length))).map((q) => q.id);
    expect
      .soft(longest.length, `${label}, module ${en.id}: the key is the longest option in questions ${longest.join(", ")}`)
      .toBeLessThanOrEqual(cueLimit(qs.length));
    const keys = qs.filter((q) => absolute.test(keyOf(q))).length;
    const distractors = qs.flatMap(distractorsOf).filter((o) => absolute.test(o)).length;
    const detail = `${label}, module ${en.id}: ${keys} of ${qs.length} keys and ${distractors} of ${qs.length * 3} distractors hold an absolute word`;
    expect.soft(Math.abs(keys - distractors / 3), detail).toBeLessThanOrEqual(1);
    if (distractors > 0) expect.soft(keys, detail).toBeGreaterThanOrEqual(1);
  }
}

describe.each(languages)("the course in %s", (locale) => {
  const t = translations[locale];

  it("has every module's title, department, description and a unique badge", () => {
    for (const m of modules) {
      const texts = t.meta[m.id as keyof CourseTranslation["meta"]];
      for (const field of ["title", "department", "description", "badge"] as const)
        expect(texts?.[field]?.trim(), `module ${m.id} ${field}`).toBeTruthy();
    }
    expect(new Set(Object.values(t.meta).map((m) => m.badge.toLowerCase())).size).toBe(modules.length);
  });

  it("has the English course's structure and numbers", () => {
    checkStructure(t, locale);
  });

  it("passes the answer-cue rules in its own words", () => {
    checkCues(t, ABSOLUTE[locale], locale);
  });
});

describe("the checks fail on a broken translation", () => {
  const base = translations.de;
  const broken = (change: (b: ModuleBody) => ModuleBody): CourseTranslation => ({
    ...base,
    bodies: base.bodies.map((b, i) => (i === 0 ? change(b) : b)) as unknown as CourseTranslation["bodies"],
  });
  const fails = (t: CourseTranslation) => expect(() => checkStructure(t, "broken")).toThrow();

  it("a moved key", () => {
    fails(
      broken((b) => ({
        ...b,
        questions: b.questions.map((q, k) => (k === 0 ? { ...q, correctAnswer: ((q.correctAnswer + 1) % 4) as 0 } : q)),
      })),
    );
  });

  it("a missing question", () => {
    fails(broken((b) => ({ ...b, questions: b.questions.slice(1) })));
  });
});
