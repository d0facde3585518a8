/**
 * The evidence pack's attempts.csv (issue 28): every attempt of the pack's people (the
 * completions report's records, in its order), module by module, current and superseded, with
 * the final and first-pass scores, the course language and the content version it was taken on.
 * Columns: domain/evidence-pack.ts, ATTEMPT_CSV_COLUMNS (stable English keys).
 *
 * Streamed as the completions report is: the people's ids first (one query), then per read the
 * attempts of the next batch of people (one query), stringified and handed on; the database is
 * free between batches. `source`: the pack's snapshot. Every query filters by the scope's company.
 */
import { ATTEMPT_CSV_COLUMNS } from "../../domain/evidence-pack";
import { matchingEmployeeIds, type RecordFilters } from "../admin/completions.server";
import type { CompanyScope } from "../identity/sessions.server";
import { csvStream } from "../platform/csv-stream.server";
import type { Db } from "../platform/db.server";

/** People whose attempts are read per query (up to eight current attempts each, and their history). */
const PEOPLE_PER_BATCH = 500;

const cell = (v: string | number | null) => (v === null ? "" : String(v));

/** The attempts of these employees of the company: by person in the order given, then module, then time. */
async function attemptsOf(scope: CompanyScope, ids: readonly number[], source: Db) {
  const rows = await source
    .selectFrom("attempts as a")
    .innerJoin("users as u", (j) => j.onRef("u.id", "=", "a.user_id").onRef("u.company_id", "=", "a.company_id"))
    .select([
      "a.id",
      "a.user_id",
      "u.email",
      "a.module_id",
      "a.phase",
      "a.score",
      "a.first_score",
      "a.language",
      "a.content_version",
      "a.started_at",
      "a.completed_at",
      "a.superseded_at",
    ])
    .where("a.company_id", "=", scope.companyId)
    .where("a.user_id", "in", [...ids])
    .orderBy("a.module_id")
    .orderBy("a.started_at")
    .orderBy("a.id")
    .execute();
  const position = new Map(ids.map((id, i) => [id, i]));
  // a stable sort: the query's order (module, time) stays within a person
  return rows.sort((x, y) => position.get(x.user_id)! - position.get(y.user_id)!);
}

type AttemptCsvSource = Awaited<ReturnType<typeof attemptsOf>>[number];

/** One line of attempts.csv, in ATTEMPT_CSV_COLUMNS order (not yet formula-guarded: the writer does that). */
const attemptCsvRow = (a: AttemptCsvSource): string[] => [
  a.email,
  cell(a.module_id),
  a.phase,
  cell(a.score),
  cell(a.first_score),
  a.language,
  cell(a.content_version),
  a.started_at,
  cell(a.completed_at),
  cell(a.superseded_at),
];

/** attempts.csv as a byte stream: UTF-8 with a BOM, a header row, every field quoted, CRLF, every cell formula-safe. */
export async function attemptsCsv(
  scope: CompanyScope,
  filters: RecordFilters,
  source: Db,
  batchSize = PEOPLE_PER_BATCH,
): Promise<ReadableStream<Uint8Array>> {
  const ids = await matchingEmployeeIds(scope, filters, source);
  let next = 0;
  return csvStream({
    columns: ATTEMPT_CSV_COLUMNS,
    what: "evidence pack: attempts.csv failed",
    companyId: scope.companyId,
    next: async () => {
      const batch = ids.slice(next, next + batchSize);
      next += batch.length;
      const rows = batch.length ? await attemptsOf(scope, batch, source) : [];
      return { rows: rows.map(attemptCsvRow), last: next >= ids.length };
    },
  });
}
