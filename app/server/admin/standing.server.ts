/**
 * "Completed" in SQL: domain/completed.ts (trainingStanding) is the rule and the spec of these
 * expressions; every query that counts or filters completed people builds them here, and
 * tests/integration/completed.test.ts holds the SQL and the function equal on every state.
 */
import { type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
import { completionFigures, type StandingCounts, type TrainingStanding } from "../../domain/completed";
import type { Db } from "../platform/db.server";

/** The aliases of the person (users) and their enrolment (enrollments, left-joined) in the query. */
export interface StandingRefs {
  user: string;
  enrollment: string;
}
const REFS: StandingRefs = { user: "u", enrollment: "e" };

/**
 * The person holds a current certificate (neither revoked nor superseded) that has not expired at
 * `now` (a valid-until after now, or none). One probe of the certificates_current index.
 */
function validCurrentCertificate(now: Date, user: string) {
  return sql<boolean>`exists (select 1 from certificates as cc
    where cc.user_id = ${sql.ref(`${user}.id`)} and cc.company_id = ${sql.ref(`${user}.company_id`)}
      and cc.revoked_at is null and cc.superseded_at is null
      and (cc.valid_until is null or cc.valid_until > ${now.toISOString()}))`;
}

/** The person's standing (left, completed, in_progress, not_started) at `now`: trainingStanding in SQL. */
export function standingSql(now: Date, refs: StandingRefs = REFS): RawBuilder<TrainingStanding> {
  return sql<TrainingStanding>`(case
    when ${sql.ref(`${refs.user}.status`)} = 'deactivated' then 'left'
    when ${validCurrentCertificate(now, refs.user)} then 'completed'
    when ${sql.ref(`${refs.enrollment}.status`)} = 'in_progress' then 'in_progress'
    else 'not_started' end)`;
}

/** Whether the person `user` counts as completed at `now` (hasCompleted; no enrolment needed). */
export function completedSql(now: Date, user = REFS.user): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${user}.status`)} != 'deactivated' and ${validCurrentCertificate(now, user)})`;
}

/**
 * How many of the people a query selects (with their standing as `standing`) have each
 * standing: one query, a row a standing, the standing computed once per person. (Summing a
 * `case` a standing instead made PostgreSQL inline the standing's certificate probe into each
 * of the four sums: four probes a person, and at 10,000 people a plan costly enough to be
 * compiled by its JIT first, 150 ms.)
 */
export async function standingCounts<D, T extends keyof D>(
  people: SelectQueryBuilder<D, T, { standing: TrainingStanding }>,
  source: Db,
): Promise<StandingCounts> {
  const rows = await source
    .selectFrom(people.as("p"))
    .select(["p.standing", sql<number>`count(*)`.as("n")])
    .groupBy("p.standing")
    .execute();
  const counts: StandingCounts = { left: 0, completed: 0, in_progress: 0, not_started: 0 };
  for (const r of rows) counts[r.standing as TrainingStanding] = r.n;
  return counts;
}

/** The figures of those people (domain/completed.ts, completionFigures). */
export async function figuresOfPeople<D, T extends keyof D>(people: SelectQueryBuilder<D, T, { standing: TrainingStanding }>, source: Db) {
  return completionFigures(await standingCounts(people, source));
}
