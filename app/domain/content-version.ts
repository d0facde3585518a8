/**
 * Content versions (issue 13): each module's version is the SHA-256 of a canonical
 * serialisation of what a learner reads and answers (title, briefing, training text, questions
 * with their options, correct answers and explanations); the course's version is the SHA-256 of
 * the seven module versions. Canonical means: object keys sorted, arrays in order, no
 * whitespace, so the order keys are written in never changes a version and every change of a
 * text does. The hash function is passed in (node:crypto on the server): this module stays
 * free of I/O and loadable anywhere.
 */
import { msg } from "../i18n/msg";
import { canonicalJson } from "./canonical-json";
import { CORE_MODULES } from "./course";

export type Sha256Hex = (text: string) => string;

/** What of a module its version covers: the texts a learner reads and the questions they answer. */
export interface VersionedModule {
  id: number;
  title: string;
  briefing: string;
  training: { title: string; content: string };
  questions: readonly {
    id: number;
    question: string;
    options: readonly string[];
    correctAnswer: number;
    explanation: string;
  }[];
}

/** The snapshot kept of a module version: only the versioned fields, whatever else the module carries. */
export function moduleSnapshot(m: VersionedModule) {
  return {
    kind: "module" as const,
    id: m.id,
    title: m.title,
    briefing: m.briefing,
    training: { title: m.training.title, content: m.training.content },
    questions: m.questions.map((q) => ({
      id: q.id,
      question: q.question,
      options: [...q.options],
      correctAnswer: q.correctAnswer,
      explanation: q.explanation,
    })),
  };
}
export type ModuleSnapshot = ReturnType<typeof moduleSnapshot>;

/** A module's version and the canonical text it is the hash of. */
export function moduleVersion(m: VersionedModule, sha256: Sha256Hex): { version: string; content: string } {
  const content = canonicalJson(moduleSnapshot(m));
  return { version: sha256(content), content };
}

/** The course's version: the hash of the seven core modules' versions, by module id. */
export function courseVersion(moduleVersions: Readonly<Record<number, string>>, sha256: Sha256Hex): { version: string; content: string } {
  const modules: Record<string, string> = {};
  for (let id = 1; id <= CORE_MODULES; id++) {
    const v = moduleVersions[id];
    if (!v) throw new Error(`the course version needs module ${id}'s version`);
    modules[String(id)] = v;
  }
  const content = canonicalJson({ kind: "course", modules });
  return { version: sha256(content), content };
}

/** The module versions a course version was made of (from its stored content). */
export function courseModules(content: string): Record<number, string> | null {
  try {
    const parsed = JSON.parse(content) as { kind?: string; modules?: Record<string, string> };
    if (parsed.kind !== "course" || !parsed.modules) return null;
    return Object.fromEntries(Object.entries(parsed.modules).map(([k, v]) => [Number(k), v]));
  } catch {
    return null;
  }
}

/** The short form people read (12 hex digits, 48 bits: plenty to tell versions apart by eye). */
export const shortVersion = (version: string) => version.slice(0, 12);

/** What rows recorded before versioning existed say instead of a version. */
export const UNVERSIONED = msg("recorded before content versions");

/** A version for display, or the honest note for rows recorded before versioning. */
export const versionLabel = (version: string | null | undefined) => (version ? shortVersion(version) : UNVERSIONED);
