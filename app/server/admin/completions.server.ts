/**
 * The Completions tab and its CSV report (spec/administration.md 2.5 and 9): the training
 * records of a company's employees, as evidence. Every function takes the caller's company
 * scope and builds the company filter itself.
 *
 * A record is an employee (role 'employee'; the admins' own training is no employee record)
 * with their enrolment and their latest certificate. Deleted employees (status 'deactivated')
 * leave the figures but stay in the records and the report with their training status and
 * their certificate, which keeps its status (docs/decisions/016-what-completed-means.md).
 * Who counts as completed is domain/completed.ts's rule, in SQL from ./standing.server.ts.
 */
import { sql } from "kysely";
import { CORE_MODULES } from "../../domain/course";
import { COMPLETIONS_PAGE_SIZE, type CompletionFilters, type CompletionsQuery } from "../../domain/completions";
import type { Translate } from "../../i18n/i18n";
import { REPORT_COLUMNS, type ReportSource, reportRow } from "../../domain/employees";
import type { CompanyScope } from "../identity/sessions.server";
import { type Db, db } from "../platform/db.server";
import { csvStream } from "../platform/csv-stream.server";
import { byName, employeesOf } from "./people.server";
import { figuresOfPeople, standingSql } from "./standing.server";

/**
 * The employees of a company (the admins' own training is no employee record), with their
 * enrolment; from the app's database or a snapshot of it (the evidence pack).
 */
const withEnrollment = (scope: CompanyScope, source: Db = db()) =>
  employeesOf(source, scope).leftJoin("enrollments as e", (j) =>
    j.onRef("e.user_id", "=", "u.id").onRef("e.company_id", "=", "u.company_id"),
  );

/**
 * The employees whose records match the filters (nothing selected yet); `personId`: that one
 * employee only. A status filter is the person's standing (domain/completed.ts): deleted
 * employees show under "all" only.
 */
function matching(scope: CompanyScope, filters: RecordFilters, source: Db = db()) {
  let q = withEnrollment(scope, source);
  if (filters.personId !== undefined) q = q.where("u.id", "=", filters.personId);
  if (filters.status !== "all") q = q.where(standingSql(filters.now ?? new Date()), "=", filters.status);
  // The date range compares completion days; a record with no completion date stays
  // (domain/completions.ts, withinCompletionRange).
  const completionDay = sql<string>`substr(e.completed_at, 1, 10)`;
  if (filters.start) {
    const start = filters.start;
    q = q.where((eb) => eb.or([eb("e.completed_at", "is", null), eb(completionDay, ">=", start)]));
  }
  if (filters.end) {
    const end = filters.end;
    q = q.where((eb) => eb.or([eb("e.completed_at", "is", null), eb(completionDay, "<=", end)]));
  }
  return q;
}

/** The report's filters, one person (the evidence pack of a person), and the moment certificates are judged at (now). */
export type RecordFilters = CompletionFilters & { personId?: number; now?: Date };

/**
 * A person's first-pass figure (domain/employees.ts, ReportSource): the rounded average of the
 * first-pass scores of their core modules completed in the current cycle (not superseded); null
 * without one. A subquery a person on the attempts' user index; the same integer on
 * SQLite and PostgreSQL (round half away from zero on both).
 */
const firstPassScore = sql<number | null>`(select cast(round(avg(fa.first_score)) as integer) from attempts fa
  where fa.company_id = u.company_id and fa.user_id = u.id and fa.superseded_at is null
    and fa.phase = 'completed' and fa.module_id between 1 and ${CORE_MODULES} and fa.first_score is not null)`;

/** The columns of a record, with the person's latest certificate: the current one (neither revoked nor superseded), else the last one. */
const withRecord = (q: ReturnType<typeof withEnrollment>) =>
  q
    .leftJoin("certificates as c", (j) =>
      j.onRef("c.company_id", "=", "u.company_id").on((eb) =>
        eb(
          "c.id",
          "=",
          eb
            .selectFrom("certificates as lc")
            .select("lc.id")
            .whereRef("lc.user_id", "=", "u.id")
            .orderBy(sql`lc.revoked_at is null and lc.superseded_at is null`, "desc")
            .orderBy("lc.issued_at", "desc")
            .orderBy("lc.id", "desc")
            .limit(1),
        ),
      ),
    )
    .select([
      "u.id",
      "u.first_name",
      "u.last_name",
      "u.email",
      "u.status as account",
      "u.last_login_at",
      "e.status as enrollment",
      "e.completed_at",
      "e.modules_completed",
      "c.number as certificate_number",
      "c.revoked_at as certificate_revoked_at",
      "c.superseded_at as certificate_superseded_at",
      "c.valid_until as certificate_valid_until",
      "c.content_version as certificate_content_version",
      firstPassScore.as("first_pass_score"),
    ]);

type RecordRow = Awaited<ReturnType<ReturnType<typeof withRecord>["execute"]>>[number];

/** One training record, as the table, the report and the JSON API use it. */
export interface CompletionRecord extends ReportSource {
  id: number;
  /** The course version the latest certificate was earned on (null: none, or recorded before versions). */
  certificate_content_version: string | null;
}

const toRecord = (r: RecordRow): CompletionRecord => ({
  id: r.id,
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  account: r.account,
  enrollment: r.enrollment,
  completed_at: r.completed_at,
  modules_completed: r.modules_completed,
  last_login_at: r.last_login_at,
  certificate_number: r.certificate_number,
  certificate_revoked: r.certificate_revoked_at !== null,
  certificate_superseded: r.certificate_superseded_at !== null,
  certificate_valid_until: r.certificate_valid_until,
  certificate_content_version: r.certificate_content_version,
  first_pass_score: r.first_pass_score,
});

/**
 * The stats cards, in one query: current employees (deleted ones left out, as in the header),
 * completed, in progress, not started, the rounded completion rate (domain/completed.ts), and
 * how many deleted employees the records keep.
 */
export async function completionStats(scope: CompanyScope, now = new Date()) {
  const { current, ...figures } = await figuresOfPeople(withEnrollment(scope).select(standingSql(now).as("standing")), db());
  return { total: current, ...figures };
}

/**
 * One page of the records (by name), with the number of matching records: one query. A page
 * past the end shows the last page (then a count and that page are read). The page's ids (and
 * the count) are chosen first, then the records of those 50 read: each record's latest
 * certificate is a subquery a person, which PostgreSQL otherwise ran for every matching person
 * before it cut the page.
 */
export async function listCompletions(scope: CompanyScope, query: CompletionsQuery) {
  const fetch = (page: number) => {
    const ids = byName(matching(scope, query))
      .select(["u.id", sql<number>`count(*) over ()`.as("total")])
      .limit(COMPLETIONS_PAGE_SIZE)
      .offset((page - 1) * COMPLETIONS_PAGE_SIZE);
    return byName(withRecord(withEnrollment(scope)).innerJoin(ids.as("m"), "m.id", "u.id"))
      .select("m.total")
      .execute();
  };
  let page = query.page;
  let rows = await fetch(page);
  if (rows.length === 0 && page > 1) {
    const { n } = await matching(scope, query)
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    page = Math.max(1, Math.ceil(n / COMPLETIONS_PAGE_SIZE));
    rows = n > 0 ? await fetch(page) : [];
  }
  const total = rows[0]?.total ?? 0;
  return {
    records: rows.map(toRecord),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / COMPLETIONS_PAGE_SIZE)),
  };
}

/** Records the report reads per query: a batch is stringified and sent before the next is read. */
const REPORT_BATCH = 1000;

/** The ids of the matching employees in the report's order (by name): one query, a number per record. */
export async function matchingEmployeeIds(scope: CompanyScope, filters: RecordFilters, source: Db = db()): Promise<number[]> {
  return (await byName(matching(scope, filters, source).select("u.id")).execute()).map((r) => r.id);
}

/** The records of these employees of the company, in the order of the ids given (one query). */
export async function recordsOf(scope: CompanyScope, ids: readonly number[], source: Db = db()): Promise<CompletionRecord[]> {
  if (ids.length === 0) return [];
  const rows = await withRecord(withEnrollment(scope, source))
    .where("u.id", "in", [...ids])
    .execute();
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return rows.map(toRecord);
}

/**
 * The figures of the records matching the filters, in one query: records (deleted employees
 * included), and of the current employees among them completed, in progress, not started and
 * the rate (domain/completed.ts), and how many of the records are deleted employees.
 */
export async function recordFigures(scope: CompanyScope, filters: RecordFilters, source: Db = db()) {
  const now = filters.now ?? new Date();
  const { current, ...figures } = await figuresOfPeople(matching(scope, filters, source).select(standingSql(now).as("standing")), source);
  return { people: current + figures.deleted, ...figures };
}

/**
 * The CSV report of the records matching the filters, as a byte stream: UTF-8 with a BOM (so
 * Excel reads names correctly), a header row, every field quoted, CRLF line ends, every cell
 * protected against formula injection (safeCell).
 *
 * The file is never whole in memory: the matching employees' ids are read first, in the
 * report's order (by name; one query, a number per record, before any byte is sent, so a
 * failure there is still an error page), then each read of the stream takes the records of
 * the next batch of ids by primary key, stringifies them and hands them on. A batch is read
 * only when the consumer asks for more, and the database is free between batches, so a slow
 * client holds no lock. `t`: the header row in that language (null: the spec's English). `source`: the app's database, or a snapshot of it (the evidence pack).
 */
export async function completionsReport(
  scope: CompanyScope,
  filters: RecordFilters,
  batchSize = REPORT_BATCH,
  source: Db = db(),
  t: Translate | null = null,
): Promise<ReadableStream<Uint8Array>> {
  const now = filters.now ?? new Date();
  // The header row in the reader's language; without a translator the spec's English columns (the stable format, the evidence pack).
  const columns = t ? REPORT_COLUMNS.map((c) => t(c)) : [...REPORT_COLUMNS];
  const ids = await matchingEmployeeIds(scope, { ...filters, now }, source);
  let next = 0;
  return csvStream({
    columns,
    what: "completions report failed",
    companyId: scope.companyId,
    next: async () => {
      const batch = ids.slice(next, next + batchSize);
      next += batch.length;
      const records = await recordsOf(scope, batch, source);
      return { rows: records.map((r) => reportRow(r, now, undefined, t ?? undefined)), last: next >= ids.length };
    },
  });
}
