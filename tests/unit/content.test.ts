/**
 * Content integrity of app/content (spec/learner.md sections 3, 5 and 9).
 */
import { describe, expect, it } from "vitest";
import { allQuestions, getModule, modules, questionOf, type Question } from "../../app/content";
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
  it("modules 1-7 have the bank sizes of issue 28 (8, plus the questions on the coverage gaps)", () => {
    expect(core).toHaveLength(7);
    expect(core.map((m) => m.questions.length)).toEqual(BANK_SIZES);
  });

  it("module 8 (certificate) has no questions", () => {
    expect(getModule(8)?.questions).toEqual([]);
  });

  it("the spec's ids 1-56 keep their modules (8 each); later questions have ids from 57 on, never reused", () => {
    core.forEach((m, i) => {
      expect(
        m.questions.slice(0, 8).map((q) => q.id),
        `module ${m.id}`,
      ).toEqual(Array.from({ length: 8 }, (_, k) => i * 8 + k + 1));
    });
    const added = core.flatMap((m) => m.questions.slice(8).map((q) => q.id));
    expect(added).toEqual(Array.from({ length: added.length }, (_, k) => 57 + k));
    expect(new Set(allQuestions.map((q) => q.id)).size).toBe(allQuestions.length);
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

// ---------------------------------------------------------------------------------------------
// The assessment tests knowledge, not test-taking (issue 11; docs/decisions/008-course-content.md).
// ---------------------------------------------------------------------------------------------

/** Questions per module: the spec's 8, plus those issue 28 added on the coverage gaps. */
const BANK_SIZES = [12, 8, 12, 10, 10, 8, 8];
/** A cue may show in at most a quarter of a module's questions (2 of 8, 3 of 10 or 12). */
const cueLimit = (questions: number) => Math.round(questions / 4);
const keyOf = (q: Question) => q.options[q.correctAnswer];
const distractorsOf = (q: Question) => q.options.filter((_, i) => i !== q.correctAnswer);
/** The words that a test-wise learner reads as "wrong"; they must not single out the distractors. */
const ABSOLUTE = /\b(always|never|all|nothing|automatically)\b/i;
/**
 * An option's stance: its opening clause when short ("Yes", "No", "He is wrong", "Accept it"),
 * otherwise its first word.
 */
const stanceOf = (option: string) => {
  const lead = /^([^,:;.]{1,30})[,:;.]/.exec(option)?.[1];
  return (lead && lead.split(/\s+/).length <= 4 ? lead : option.split(/\s+/)[0]).toLowerCase();
};

describe("no answer cues", () => {
  it("in each module the correct option is the longest in at most a quarter of the questions", () => {
    for (const m of core) {
      const longest = m.questions.filter((q) => keyOf(q).length >= Math.max(...distractorsOf(q).map((o) => o.length))).map((q) => q.id);
      expect
        .soft(longest.length, `module ${m.id}: the key is the longest option in questions ${longest.join(", ")}`)
        .toBeLessThanOrEqual(cueLimit(m.questions.length));
    }
  });

  it("in each module the correct option is the shortest in at most a quarter of the questions (no reverse cue)", () => {
    for (const m of core) {
      const shortest = m.questions.filter((q) => keyOf(q).length <= Math.min(...distractorsOf(q).map((o) => o.length))).map((q) => q.id);
      expect
        .soft(shortest.length, `module ${m.id}: the key is the shortest option in questions ${shortest.join(", ")}`)
        .toBeLessThanOrEqual(cueLimit(m.questions.length));
    }
  });

  it("in each module absolute words (always, never, all, nothing, automatically) are in keys about as often as in distractors", () => {
    for (const m of core) {
      const keys = m.questions.filter((q) => ABSOLUTE.test(keyOf(q))).length;
      const distractors = m.questions.flatMap(distractorsOf).filter((o) => ABSOLUTE.test(o)).length;
      // Three distractors per key: at the distractors' rate the keys would hold distractors / 3.
      const expected = distractors / 3;
      const n = m.questions.length;
      const detail = `module ${m.id}: ${keys} of ${n} keys and ${distractors} of ${n * 3} distractors hold an absolute word`;
      expect.soft(Math.abs(keys - expected), detail).toBeLessThanOrEqual(1);
      if (distractors > 0) expect.soft(keys, detail).toBeGreaterThanOrEqual(1);
    }
  });

  it("no key is the only option breaking a stance that the three distractors share", () => {
    for (const q of allQuestions) {
      const stances = distractorsOf(q).map(stanceOf);
      const shared = stances.every((s) => s === stances[0]);
      const key = keyOf(q);
      const alone = shared && stanceOf(key) !== stances[0] && key.split(/\s+/)[0].toLowerCase() !== stances[0];
      expect.soft(alone, `question ${q.id}: three distractors open with "${stances[0]}"`).toBe(false);
    }
  });

  it("answer positions are balanced: within one of each other in each module, equal overall", () => {
    for (const m of core) {
      const count = [0, 1, 2, 3].map((p) => m.questions.filter((q) => q.correctAnswer === p).length);
      expect.soft(Math.max(...count) - Math.min(...count), `module ${m.id}: ${count.join(", ")}`).toBeLessThanOrEqual(1);
    }
    const quarter = allQuestions.length / 4;
    expect([0, 1, 2, 3].map((p) => allQuestions.filter((q) => q.correctAnswer === p).length)).toEqual([quarter, quarter, quarter, quarter]);
  });
});

// ---------------------------------------------------------------------------------------------
// Every rule the spec says the course teaches (spec/learner.md section 5) has a section of
// training text and at least two questions, so each learner, who sees 4 of 8, likely meets it.
// ---------------------------------------------------------------------------------------------

interface Taught {
  rule: string;
  /** Where the text teaches it: module and "## " heading. */
  sections: { module: number; heading: string }[];
  /** What the section and each question (stem, options or explanation) must say. */
  pattern: RegExp;
  questions: number[];
}

const TAUGHT_RULES: Taught[] = [
  {
    rule: "notify the supervisory authority within 72 hours of awareness",
    sections: [{ module: 6, heading: "The 72-hour clock (Art. 33(1))" }],
    pattern: /72 hours/,
    questions: [41, 42, 45],
  },
  {
    rule: "do not wait for the investigation to finish, give updates",
    sections: [{ module: 6, heading: "Do not wait for the investigation to finish" }],
    pattern: /phases|updates/i,
    questions: [41, 42],
  },
  {
    rule: "individual notification only if the risk is high",
    sections: [{ module: 6, heading: "Telling participants: only when the risk is high (Art. 34)" }],
    pattern: /high risk/i,
    questions: [43, 47],
  },
  {
    rule: "no technical vulnerability details (taught: not required by Art. 33(3), kept out of Art. 34 notices, given to the SA if asked)",
    sections: [{ module: 6, heading: "What the notification contains, and what stays out" }],
    pattern: /vulnerabilit|exploit|attack path/i,
    questions: [44, 47],
  },
  {
    rule: "backups count as breaches",
    sections: [{ module: 6, heading: "Backups are personal data too" }],
    pattern: /backup/i,
    questions: [45, 48],
  },
  {
    rule: "apply the most stringent jurisdiction (taught as a design heuristic, each regime's own duties still apply)",
    sections: [
      { module: 1, heading: "One global procedure, several regimes" },
      { module: 6, heading: "Several regimes: a strict baseline, each regime's own duties" },
    ],
    pattern: /strict/i,
    questions: [8, 46],
  },
  {
    rule: "transfers to non-adequate countries need standard contractual clauses plus a transfer impact assessment",
    sections: [{ module: 7, heading: "Non-adequate countries: SCCs plus a transfer impact assessment" }],
    pattern: /transfer impact assessment|\bTIA\b/,
    questions: [49, 52, 55, 56],
  },
  {
    rule: "adequate countries need no further safeguard",
    sections: [{ module: 7, heading: "Adequate countries: no further safeguard (Art. 45)" }],
    pattern: /adequa/i,
    questions: [50, 56],
  },
  {
    rule: "the vital-interests derogation applies to emergencies",
    sections: [{ module: 7, heading: "Derogations: narrow and occasional (Art. 49)" }],
    pattern: /vital interests/i,
    questions: [51, 54],
  },
  {
    rule: "access from a non-adequate country is a transfer",
    sections: [{ module: 7, heading: "What counts as a transfer" }],
    pattern: /remote/i,
    questions: [49, 52],
  },
  {
    rule: "intra-group transfers get no exemption",
    sections: [{ module: 7, heading: "Intra-group transfers: no exemption" }],
    pattern: /group/i,
    questions: [52, 53],
  },
  {
    rule: "six lawful bases",
    sections: [{ module: 1, heading: "The six lawful bases of Art. 6(1)" }],
    pattern: /Art\. 6\(1\)/,
    questions: [3, 5, 16],
  },
  {
    rule: "five elements of valid consent",
    sections: [{ module: 2, heading: "The five elements of valid consent" }],
    pattern: /Art\. (4\(11\)|7\(4\))/,
    questions: [9, 10],
  },
  {
    rule: "eight data subject rights",
    sections: [{ module: 3, heading: "The eight data subject rights" }],
    pattern: /Art\. (15|16|17|18|20|21|22)\b/,
    questions: [20, 21, 22, 23],
  },
  {
    rule: "access response within one month, extendable by two months",
    sections: [{ module: 3, heading: "The deadline: one month, plus two" }],
    pattern: /one month/i,
    questions: [17, 18],
  },
];

/** The gaps issue 11 filled: each has a section and at least one question. */
const GAPS: Taught[] = [
  {
    rule: "Art. 9(2)(i) and (j) need a supporting Union or Member State law",
    sections: [{ module: 1, heading: "Health data need a second key: Art. 9(2)" }],
    pattern: /Union or (Member State|national) law/,
    questions: [7, 16],
  },
  {
    rule: "public task as the basis for public-sector sponsors",
    sections: [{ module: 1, heading: "Public bodies as sponsors" }],
    pattern: /public task/i,
    questions: [16, 23],
  },
  {
    rule: "research limits of Art. 89(2)",
    sections: [{ module: 3, heading: "Indirect collection and research limits" }],
    pattern: /Art\. 89\(2\)/,
    questions: [24],
  },
  {
    rule: "research limits of Art. 14(5)(b)",
    sections: [{ module: 3, heading: "Indirect collection and research limits" }],
    pattern: /Art\. 14\(5\)\(b\)/,
    questions: [26],
  },
  {
    rule: "post-marketing pharmacovigilance: spontaneous reports",
    sections: [{ module: 1, heading: "How the bases apply in a clinical trial and after approval" }],
    pattern: /spontaneous/i,
    questions: [5],
  },
  {
    rule: "post-marketing pharmacovigilance: literature cases and the four minimum criteria of a valid ICSR",
    sections: [{ module: 4, heading: "Source documents, images and safety cases" }],
    pattern: /literature|four minimum criteria/i,
    questions: [29],
  },
];

/** The coverage gaps issue 28 closed: each has a section and two questions. */
const GAPS_28: Taught[] = [
  {
    rule: "restriction of processing (Art. 18)",
    sections: [{ module: 3, heading: "Restriction and notification of recipients" }],
    pattern: /Art\. 18|restrict/,
    questions: [61, 62],
  },
  {
    rule: "solely automated decisions (Art. 22)",
    sections: [{ module: 3, heading: "Automated decisions (Art. 22)" }],
    pattern: /Art\. 22/,
    questions: [63, 64],
  },
  {
    rule: "joint controllers and the trial site (Art. 26)",
    sections: [{ module: 1, heading: "Joint controllers and the trial site (Art. 26)" }],
    pattern: /[Jj]oint controller/,
    questions: [57, 58],
  },
  {
    rule: "investigators' and healthcare professionals' own data",
    sections: [{ module: 1, heading: "Investigators' and healthcare professionals' own data" }],
    pattern: /investigators'/i,
    questions: [59, 60],
  },
  {
    rule: "secondary use and the European Health Data Space (Regulation (EU) 2025/327)",
    sections: [{ module: 4, heading: "Secondary use and the European Health Data Space" }],
    pattern: /health data access body|European Health Data Space|EHDS/,
    questions: [65, 66],
  },
  {
    rule: "AI tools with trial or patient data, and the AI Act",
    sections: [{ module: 5, heading: "AI tools and trial data" }],
    pattern: /\bAI\b/,
    questions: [67, 68],
  },
];

/** The text under one "## " heading, up to the next heading. */
function sectionOf(moduleId: number, heading: string): string | undefined {
  const parts = getModule(moduleId)!.training.content.split(/^## /m);
  const part = parts.find((p) => p.split("\n")[0].trim() === heading);
  return part?.slice(part.indexOf("\n") + 1);
}
const questionText = (q: Question) => [q.question, ...q.options, q.explanation].join("\n");

describe("taught rules", () => {
  for (const [list, minimum] of [
    [TAUGHT_RULES, 2],
    [GAPS, 1],
    [GAPS_28, 2],
  ] as const) {
    for (const t of list) {
      it(`${t.rule}: a section and at least ${minimum} question${minimum > 1 ? "s" : ""}`, () => {
        for (const s of t.sections) {
          const text = sectionOf(s.module, s.heading);
          expect(text, `module ${s.module} has no section "${s.heading}"`).toBeDefined();
          expect(text, `module ${s.module}, "${s.heading}"`).toMatch(t.pattern);
        }
        expect(new Set(t.questions).size).toBeGreaterThanOrEqual(minimum);
        for (const id of t.questions) {
          const q = allQuestions.find((x) => x.id === id);
          expect(q, `question ${id}`).toBeDefined();
          expect(questionText(q!), `question ${id}`).toMatch(t.pattern);
        }
      });
    }
  }
});

describe("legal points corrected in issue 11", () => {
  const text = (id: number) => getModule(id)!.training.content;

  it("training texts stay between 1,100 and 1,550 words (about ten minutes read aloud)", () => {
    for (const m of core) {
      const words = wordCount(m.training.content);
      expect.soft(words, `module ${m.id}`).toBeGreaterThanOrEqual(1100);
      expect.soft(words, `module ${m.id}`).toBeLessThanOrEqual(1550);
    }
  });

  it("module 6: vulnerability detail is not required by Art. 33(3), stays out of Art. 34 notices, and the SA may ask for it", () => {
    const section = sectionOf(6, "What the notification contains, and what stays out") ?? "";
    expect(section).toMatch(/Art\. 33\(3\)/);
    expect(section).toMatch(/Art\. 34/);
    expect(section).toMatch(/Art\. 31\b/);
    expect(section).toMatch(/58\(1\)/);
    expect(section).toMatch(/Guidelines 9\/2022/);
    expect(text(6)).not.toMatch(/must not contain/i);
    expect(questionOf(44)!.explanation).toMatch(/Art\. 31|58\(1\)/);
  });

  it("'the most stringent rule' is taught as a design heuristic, not as law", () => {
    for (const [id, heading] of [
      [1, "One global procedure, several regimes"],
      [6, "Several regimes: a strict baseline, each regime's own duties"],
    ] as const) {
      const section = sectionOf(id, heading) ?? "";
      expect(section, `module ${id}`).toMatch(/heuristic/i);
      expect(section, `module ${id}`).toMatch(/own recipients/i);
    }
    expect(questionOf(46)!.explanation).toMatch(/heuristic/i);
    expect(questionOf(8)!.explanation).toMatch(/heuristic/i);
  });

  it("module 5: sub-processors need prior specific or general written authorisation; the trials guideline is EMA/INS/GCP/112288/2023", () => {
    expect(text(5)).toMatch(/prior specific or general written authorisation/);
    expect(text(5)).toMatch(/object/);
    expect(text(5)).toMatch(/EMA\/INS\/GCP\/112288\/2023/);
    for (const mention of text(5).match(/[^.]*Annex 11[^.]*\./g) ?? []) expect(mention).toMatch(/manufactur/);
    for (const q of getModule(5)!.questions) expect(questionText(q), `question ${q.id}`).not.toMatch(/Annex 11/);
  });

  it("module 4: a valid ICSR has four minimum criteria and the patient need only be identifiable", () => {
    expect(text(4)).toMatch(/four minimum criteria/);
    expect(text(4)).toMatch(/identifiable reporter/);
  });

  it("module 2: the consent interview is with a qualified member of the investigating team; emergencies allow consent after enrolment", () => {
    expect(text(2)).toMatch(/member of the investigating team/);
    expect(text(2)).not.toMatch(/nobody may be enrolled without it/i);
    expect(text(2)).toMatch(/CTR Art\. 35/);
  });

  it("module 3: the month runs from receipt through any channel the person could reasonably expect to reach the organisation", () => {
    expect(text(3)).toMatch(/reasonably expect/);
  });

  it("module 3's description names only what the module covers", () => {
    const m3 = getModule(3)!;
    if (/staff/i.test(m3.description)) expect(m3.training.content).toMatch(/^## [^\n]*staff/im);
  });
});
