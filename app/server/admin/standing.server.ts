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
 * standing: one query, the standing computed once per person.
 */
export async function standingCounts<D, T extends keyof D>(
  people: SelectQueryBuilder<D, T, { standing: TrainingStanding }>,
  source: Db,
): Promise<StandingCounts> {
  const sum = (s: TrainingStanding) => sql<number>`coalesce(sum(case when p.standing = ${s} then 1 else 0 end), 0)`.as(s);
  return source
    .selectFrom(people.as("p"))
    .select([sum("left"), sum("completed"), sum("in_progress"), sum("not_started")])
    .executeTakeFirstOrThrow();
}

/** The figures of those people (domain/completed.ts, completionFigures). */
export async function figuresOfPeople<D, T extends keyof D>(people: SelectQueryBuilder<D, T, { standing: TrainingStanding }>, source: Db) {
  return completionFigures(await standingCounts(people, source));
}
