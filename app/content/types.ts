import type { Locale } from "../domain/locale";

/** A multiple-choice assessment question. `correctAnswer` is a zero-based index into `options`. */
export interface Question {
  id: number;
  question: string;
  options: readonly [string, string, string, string];
  correctAnswer: 0 | 1 | 2 | 3;
  explanation: string;
}

/**
 * The written body of one core module.
 * Text format (rendered by app/components/RichText.tsx):
 *  - paragraphs separated by a blank line;
 *  - a line starting with "## " is a sub-heading;
 *  - lines starting with "- " form a bulleted list;
 *  - **double asterisks** mark bold text (the spec's "bold markers").
 */
export interface ModuleBody {
  /** Briefing scenario (story) shown before the training, 120-250 words, same text format. */
  briefing: string;
  training: { title: string; content: string };
  /** Exactly eight questions with consecutive ids. */
  questions: readonly Question[];
}

export interface ModuleMeta {
  id: number;
  slug: string;
  title: string;
  /** The department (region) of the world map, e.g. "Clinical Operations". */
  department: string;
  description: string;
  /** Gradient colours of the card. */
  color: { from: string; to: string };
  xpReward: number;
  badge: string;
}

/** A module in one language (`language`), as pages and records use it. */
export type Module = ModuleMeta & ModuleBody & { language: Locale };

/** The texts of a module that every language has, the certificate module's included. */
export interface ModuleTexts {
  title: string;
  department: string;
  description: string;
  badge: string;
}

/**
 * The course in one more language: the same modules, sections, question ids, option order and
 * keys as the English (tests/unit/course-languages.test.ts compares them), other words.
 */
export interface CourseTranslation {
  /** Texts of modules 1-8, by module id. */
  meta: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8, ModuleTexts>>;
  /** The seven core modules' bodies, in module order. */
  bodies: readonly [ModuleBody, ModuleBody, ModuleBody, ModuleBody, ModuleBody, ModuleBody, ModuleBody];
}
