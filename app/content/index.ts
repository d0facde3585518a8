import { type AnyLocale, isLocale, type Locale } from "../domain/locale";
import type { CourseTranslation, Module, ModuleMeta, Question } from "./types";
import { translations } from "./translations";
import { body as m1 } from "./modules/m1";
import { body as m2 } from "./modules/m2";
import { body as m3 } from "./modules/m3";
import { body as m4 } from "./modules/m4";
import { body as m5 } from "./modules/m5";
import { body as m6 } from "./modules/m6";
import { body as m7 } from "./modules/m7";

export type { Module, ModuleMeta, Question } from "./types";

const meta: readonly ModuleMeta[] = [
  {
    id: 1,
    slug: "legal-basis-fundamentals",
    title: "Legal Basis Fundamentals",
    department: "US Headquarters",
    description: "When the GDPR reaches a US sponsor, the six lawful bases and the extra conditions for health data.",
    color: { from: "#1d4ed8", to: "#0e7490" },
    xpReward: 100,
    badge: "Pharmaceutical Legal Foundations Specialist",
  },
  {
    id: 2,
    slug: "consent-management",
    title: "Consent Management",
    department: "Clinical Operations",
    description: "Valid consent in clinical operations: its five elements, withdrawal, and how trial consent differs.",
    color: { from: "#047857", to: "#0f766e" },
    xpReward: 120,
    badge: "Clinical Consent Steward",
  },
  {
    id: 3,
    slug: "data-subject-rights",
    title: "Data Subject Rights",
    department: "Data Management",
    description: "The eight rights of trial participants and staff, deadlines for answering and the research limits.",
    color: { from: "#7c3aed", to: "#4338ca" },
    xpReward: 150,
    badge: "Data Subject Rights Advocate",
  },
  {
    id: 4,
    slug: "data-minimization",
    title: "Data Minimization",
    department: "Operations",
    description: "Collect only what the protocol needs, keep it only as long as required and pseudonymise by default.",
    color: { from: "#b45309", to: "#9a3412" },
    xpReward: 180,
    badge: "Data Minimization Practitioner",
  },
  {
    id: 5,
    slug: "security-measures",
    title: "Security Measures",
    department: "IT Systems",
    description: "Appropriate technical and organisational measures for trial systems, vendors and everyday work.",
    color: { from: "#be123c", to: "#9d174d" },
    xpReward: 200,
    badge: "Clinical Systems Security Guardian",
  },
  {
    id: 6,
    slug: "breach-response",
    title: "Breach Response",
    department: "Compliance Office",
    description: "Recognise a personal data breach, notify within 72 hours and tell the people affected when the risk is high.",
    color: { from: "#b91c1c", to: "#7f1d1d" },
    xpReward: 220,
    badge: "Breach Response Coordinator",
  },
  {
    id: 7,
    slug: "international-transfers",
    title: "International Transfers",
    department: "Global Operations",
    description: "Adequacy, standard contractual clauses, transfer impact assessments and the narrow derogations.",
    color: { from: "#0369a1", to: "#1e3a8a" },
    xpReward: 250,
    badge: "Global Data Transfer Expert",
  },
  {
    id: 8,
    slug: "certificate-completion",
    title: "Certificate Center",
    department: "Program Completion",
    description: "Complete all seven modules to earn your GDPR compliance certificate.",
    color: { from: "#a16207", to: "#854d0e" },
    xpReward: 500,
    badge: "GDPR Compliance Certified Professional",
  },
];

// One body per core module (CORE_MODULES in domain/course.ts); module 8, the certificate, has none.
const english: CourseTranslation = {
  meta: Object.fromEntries(meta.map((m) => [m.id, m])) as unknown as CourseTranslation["meta"],
  bodies: [m1, m2, m3, m4, m5, m6, m7],
};

/** The eight modules in one language: the English shape (ids, slugs, points, keys) with its words. */
function build(language: Locale, texts: CourseTranslation): readonly Module[] {
  return meta.map((m, i) => {
    const own = texts.meta[m.id as keyof CourseTranslation["meta"]];
    const body = texts.bodies[i];
    const named = { ...m, title: own.title, department: own.department, description: own.description, badge: own.badge, language };
    return body ? { ...named, ...body } : { ...named, briefing: "", training: { title: own.title, content: "" }, questions: [] };
  });
}

/** The languages the course is written in: English and every translation. */
export const COURSE_LANGUAGES: readonly Locale[] = ["en", ...(Object.keys(translations) as Locale[])];

const courses = new Map<Locale, { modules: readonly Module[]; questions: Map<number, Question> }>();

function course(language: Locale) {
  let c = courses.get(language);
  if (!c) {
    const texts = language === "en" ? english : translations[language as Exclude<Locale, "en">];
    const list = build(language, texts ?? english);
    c = { modules: list, questions: new Map(list.flatMap((m) => m.questions).map((q) => [q.id, q])) };
    courses.set(language, c);
  }
  return c;
}

/**
 * The course language for a page language: the page's own when the course is written in it,
 * English otherwise (the pseudo-locale of the tests included).
 */
export function courseLanguage(locale: AnyLocale | string | null | undefined): Locale {
  return isLocale(locale) && COURSE_LANGUAGES.includes(locale) ? locale : "en";
}

/** The eight modules in a language, in order; module 8 (certificate) has no briefing, text or questions. */
export const courseIn = (language: Locale): readonly Module[] => course(courseLanguage(language)).modules;

/** The eight modules in English (the structure every language shares). */
export const modules: readonly Module[] = courseIn("en");

export function getModule(id: number, language: Locale = "en"): Module | undefined {
  return courseIn(language).find((m) => m.id === id);
}

export const allQuestions: readonly Question[] = modules.flatMap((m) => m.questions);

export const questionOf = (id: number, language: Locale = "en"): Question | undefined => course(courseLanguage(language)).questions.get(id);
