/**
 * The training rules of spec/learner.md sections 4, 5 and 9. Pure functions, no I/O.
 * A "record" is the spec's progress record {region_id, is_completed, score}.
 */
import { msg } from "../i18n/msg";
import { BADGE_THRESHOLD, CERTIFICATE_MODULE, CORE_MODULES, QUESTIONS_PER_ASSESSMENT } from "./course";

export interface ProgressRecord {
  region_id: number;
  is_completed: boolean;
  score: number;
}

const completedIn = (records: readonly ProgressRecord[], id: number) => records.some((r) => r.region_id === id && r.is_completed);

/** Module 1 always; N (2-7) when N-1 has a completed record; 8 when each of 1-7 has one. */
export function isUnlocked(moduleId: number, records: readonly ProgressRecord[]): boolean {
  if (moduleId === 1) return true;
  if (moduleId >= 2 && moduleId <= CORE_MODULES) return completedIn(records, moduleId - 1);
  if (moduleId === CERTIFICATE_MODULE) return allCoreCompleted(records);
  return false;
}

export function allCoreCompleted(records: readonly ProgressRecord[]): boolean {
  for (let id = 1; id <= CORE_MODULES; id++) if (!completedIn(records, id)) return false;
  return true;
}

/**
 * Completed records over the module's quests (one each), rounded; module 8 is 100 once recorded,
 * which since issue 13 waits for the learner's signature after the seven core modules (until
 * then its card is unlocked at 0 %, leading to the signature).
 */
export function progressPercent(moduleId: number, records: readonly ProgressRecord[], questsInModule = 1): number {
  if (moduleId === CERTIFICATE_MODULE) return allCoreCompleted(records) && completedIn(records, CERTIFICATE_MODULE) ? 100 : 0;
  const done = records.filter((r) => r.region_id === moduleId && r.is_completed).length;
  return Math.round((Math.min(done, questsInModule) / questsInModule) * 100);
}

export type CardStatus = "locked" | "start" | "in_progress" | "completed";

/**
 * Locked; Start (0 %); In Progress (above 0); Completed (100 %). A started but unfinished
 * server-side attempt also counts as In Progress, since its answers are kept.
 */
export function cardStatus(unlocked: boolean, percent: number, started = false): CardStatus {
  if (!unlocked) return "locked";
  if (percent >= 100) return "completed";
  if (percent > 0 || started) return "in_progress";
  return "start";
}

/** Catalogue keys: shown with t(STATUS_LABEL[status]). */
export const STATUS_LABEL: Record<CardStatus, string> = {
  locked: msg("Requires Prerequisites"),
  start: msg("Start"),
  in_progress: msg("In Progress"),
  completed: msg("Completed"),
};

/** Points = sum of score x 10 over completed records. */
export function points(records: readonly ProgressRecord[]): number {
  return records.reduce((sum, r) => sum + (r.is_completed ? r.score * 10 : 0), 0);
}

/** Level = floor(completed records / 2) + 1. */
export function level(records: readonly ProgressRecord[]): number {
  return Math.floor(records.filter((r) => r.is_completed).length / 2) + 1;
}

export const earnsBadge = (score: number) => score >= BADGE_THRESHOLD;

/** 'Next Module' shows when the next region is at most 7, or the current one is 7 (leading to 8). */
export function showNextModule(current: number): boolean {
  return current + 1 <= CORE_MODULES || current === CORE_MODULES;
}

/** A 32-bit string hash (FNV-1a) used as the shuffle seed. */
export function hashSeed(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic PRNG (also the soak's seeded randomness, tests/soak). */
export function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The personal question set: all of a bank of at most 4; otherwise 4 chosen by a shuffle
 * seeded from the user id plus the quest id, so each user keeps a stable set.
 */
export function selectQuestionIds(bank: readonly number[], userId: number | string, questId: number): number[] {
  if (bank.length <= QUESTIONS_PER_ASSESSMENT) return [...bank];
  return shuffled(bank, `${userId}:${questId}`).slice(0, QUESTIONS_PER_ASSESSMENT);
}

/** A Fisher-Yates shuffle of a copy, seeded from `seed`. */
function shuffled(bank: readonly number[], seed: string): number[] {
  const rand = prng(hashSeed(seed));
  const ids = [...bank];
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  return ids;
}

/**
 * The question set of a person's next attempt at a module, given the sets of their earlier
 * attempts there (oldest first; a new cycle or a reset leaves them behind). The first attempt
 * is the spec's stable personal set. A later one draws the questions asked least recently:
 * never asked first, then those of the oldest attempts, so nothing of the previous attempt
 * comes back while the bank has four others. Ties follow a shuffle seeded from the user, the
 * quest and the attempt's number: the same cycle always draws the same set.
 */
export function selectCycleQuestionIds(
  bank: readonly number[],
  userId: number | string,
  questId: number,
  earlier: readonly (readonly number[])[],
): number[] {
  if (earlier.length === 0 || bank.length <= QUESTIONS_PER_ASSESSMENT) return selectQuestionIds(bank, userId, questId);
  const lastAsked = new Map<number, number>();
  earlier.forEach((set, cycle) => {
    for (const id of set) lastAsked.set(id, cycle);
  });
  const recency = (id: number) => lastAsked.get(id) ?? -1;
  // Array.prototype.sort is stable: within one recency the shuffle's order stands.
  return shuffled(bank, `${userId}:${questId}:${earlier.length}`)
    .sort((a, b) => recency(a) - recency(b))
    .slice(0, QUESTIONS_PER_ASSESSMENT);
}

/** Module 8 can be recorded (and the certificate issued, after the signature) once every core module is complete. */
export function earnsCertificate(records: readonly ProgressRecord[]): boolean {
  return allCoreCompleted(records) && !completedIn(records, CERTIFICATE_MODULE);
}

/**
 * The modules a reset takes back. The certificate stands only on all seven core modules, so
 * resetting any of them also takes back module 8 (its record, its badge and the certificate).
 */
export function modulesToReset(target: { kind: "module"; moduleId: number } | { kind: "all" }): number[] {
  if (target.kind === "all") return Array.from({ length: CERTIFICATE_MODULE }, (_, i) => i + 1);
  return [target.moduleId, CERTIFICATE_MODULE];
}
