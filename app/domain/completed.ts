/**
 * What "completed the training" means: the one definition behind every count of completed
 * people (the dashboard header, the Reminders and Completions cards, the completion rate, the
 * completions report's filter, the evidence pack's figures, the JSON API, the super
 * administrator's list and analytics). docs/decisions/016-what-completed-means.md says why.
 *
 * A person's standing is decided in this order:
 * - left: a deleted employee (a leaver) counts in no figure of the company any more; their
 *   records and certificate stay (the certificate keeps its status);
 * - completed: holding a current certificate (neither revoked nor superseded) that has not
 *   expired at `now`; also while a new cycle runs and while the recertification is due but the
 *   certificate still valid. A revoked certificate (training found invalid) and an expired one
 *   (recertification due) are no completion;
 * - in_progress: training without such a certificate (a first cycle or a recertification);
 * - not_started: everyone else, including those whose certificate expired or was revoked and
 *   who have not started again (their badge says Recertification due or Certificate revoked).
 *
 * The SQL of server/admin/standing.server.ts expresses the same rule; a test holds them equal.
 */
import { isExpired } from "./certificate";

export type TrainingStanding = "left" | "completed" | "in_progress" | "not_started";

export interface StandingFacts {
  /** The account's status: "deactivated" is a deleted employee. */
  account: "invited" | "active" | "deactivated";
  enrollment: "not_started" | "in_progress" | "completed" | null;
  /** The person's current certificate (neither revoked nor superseded), null when there is none. */
  current: { validUntil: string | null } | null;
}

export function trainingStanding(f: StandingFacts, now: Date): TrainingStanding {
  if (f.account === "deactivated") return "left";
  if (f.current && !isExpired(f.current.validUntil, now)) return "completed";
  if (f.enrollment === "in_progress") return "in_progress";
  return "not_started";
}

/** Whether the person counts as having completed the training at `now`. */
export const hasCompleted = (f: StandingFacts, now: Date) => trainingStanding(f, now) === "completed";

/**
 * Completion rate as a rounded percent; 0 for no employees. Rounding never claims what is not
 * so: 100 only when everyone completed (199 of 200 is 99, not 100), 0 only when nobody did.
 */
export function completionRate(total: number, completed: number): number {
  if (total <= 0 || completed <= 0) return 0;
  if (completed >= total) return 100;
  return Math.min(99, Math.max(1, Math.round((completed / total) * 100)));
}

/** How many people have each standing (what the SQL sums, or a count of trainingStanding). */
export type StandingCounts = Record<TrainingStanding, number>;

/**
 * The figures every screen shows, from the counts of standings: the current employees (leavers
 * left out), completed, in progress, not started, the rate over the current employees, and the
 * leavers whose records are kept.
 */
export function completionFigures(c: StandingCounts) {
  const current = c.completed + c.in_progress + c.not_started;
  return {
    current,
    completed: c.completed,
    inProgress: c.in_progress,
    notStarted: c.not_started,
    completionRate: completionRate(current, c.completed),
    deleted: c.left,
  };
}

/** Counts the standings of a list of people (the spec the SQL sums are tested against). */
export function countStandings(people: Iterable<StandingFacts>, now: Date): StandingCounts {
  const counts: StandingCounts = { left: 0, completed: 0, in_progress: 0, not_started: 0 };
  for (const p of people) counts[trainingStanding(p, now)]++;
  return counts;
}
