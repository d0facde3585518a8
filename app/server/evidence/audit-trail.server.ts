/**
 * A company's audit trail as its administrator reads it (the Audit tab, its CSV export, the JSON
 * API, the evidence pack): the company's events only, filtered by person, action and days. Every
 * function takes the caller's company scope and builds the company filter itself; names are read
 * from the company's own users (another company's or the platform's people show by the email the
 * event recorded).
 */
import { type ExpressionBuilder, sql } from "kysely";
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_PAGE_SIZE,
  type AuditFilters,
  type AuditLanguage,
  type AuditRow,
  auditCsvRow,
  dayAfter,
  ENGLISH,
} from "../../domain/audit-trail";
import type { CompanyScope } from "../identity/sessions.server";
import { type Db, db } from "../platform/db.server";
import { csvStream } from "../platform/csv-stream.server";
import type { DB } from "../platform/schema";
import { containsText } from "../platform/text-search.server";
import { nameOrEmailContains } from "../admin/people.server";

/** The Audit tab's filters, and one person as actor or subject by id (the evidence pack of a person). */
export type EventFilters = AuditFilters & { personId?: number };

/** The company's events matching the filters (nothing selected yet), from the app's database or a snapshot of it. */
function matching(scope: CompanyScope, f: EventFilters, source: Db = db()) {
  let q = source.selectFrom("audit_events as e").where("e.company_id", "=", scope.companyId);
  if (f.personId !== undefined) {
    const id = f.personId;
    q = q.where((eb) => eb.or([eb("e.actor_user_id", "=", id), eb("e.subject_user_id", "=", id)]));
  }
  if (f.action) q = q.where("e.action", "=", f.action);
  if (f.start) q = q.where("e.created_at", ">=", f.start);
  if (f.end) q = q.where("e.created_at", "<", dayAfter(f.end));
  if (f.person) {
    const text = f.person;
    // The company's people whose name or email matches: as actor or as subject.
    const people = (eb: ExpressionBuilder<DB & { e: DB["audit_events"] }, "e">) =>
      eb.selectFrom("users as p").select("p.id").where("p.company_id", "=", scope.companyId).where(nameOrEmailContains("p", text));
    q = q.where((eb) =>
      eb.or([
        containsText(sql.ref("e.actor_email"), text),
        containsText(sql.ref("e.subject_email"), text),
        eb("e.actor_user_id", "in", people(eb)),
        eb("e.subject_user_id", "in", people(eb)),
      ]),
    );
  }
  return q;
}

/** The columns of a row, with the actor's and subject's names when they are the company's people. */
const withNames = (scope: CompanyScope, q: ReturnType<typeof matching>) =>
  q
    .leftJoin("users as a", (j) => j.onRef("a.id", "=", "e.actor_user_id").on("a.company_id", "=", scope.companyId))
    .leftJoin("users as s", (j) => j.onRef("s.id", "=", "e.subject_user_id").on("s.company_id", "=", scope.companyId))
    .select([
      "e.id",
      "e.seq",
      "e.created_at",
      "e.action",
      "e.actor_email",
      sql<string | null>`nullif(trim(a.first_name || ' ' || a.last_name), '')`.as("actor_name"),
      "e.subject_email",
      sql<string | null>`nullif(trim(s.first_name || ' ' || s.last_name), '')`.as("subject_name"),
      "e.details",
      "e.ip_address",
      "e.user_agent",
      "e.prev_hash",
      "e.hash",
    ]);

/**
 * One page of the matching events, newest first, and how many match: two queries whatever the
 * size (the count, then the page). A page past the end shows the last page.
 */
export async function listAuditEvents(
  scope: CompanyScope,
  query: AuditFilters & { page: number },
): Promise<{ events: AuditRow[]; total: number; page: number; pages: number }> {
  const { n } = await matching(scope, query)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const pages = Math.max(1, Math.ceil(n / AUDIT_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const events = await withNames(scope, matching(scope, query))
    .orderBy("e.seq", "desc")
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return { events, total: n, page, pages };
}

/** Events the CSV reads per query: a batch is stringified and sent before the next is read. */
const CSV_BATCH = 1000;

/** How many events match the filters, up to a position of the chain (the evidence pack's count). */
export async function countAuditEvents(scope: CompanyScope, filters: EventFilters, upTo: number, source: Db = db()): Promise<number> {
  const { n } = await matching(scope, filters, source)
    .where("e.seq", "<=", upTo)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return n;
}

/**
 * The matching events as CSV, in the order they were written (by position in the chain): UTF-8
 * with a BOM, a header row, every field quoted, CRLF line ends, every cell protected against
 * formula injection (safeCell, as the completions report). A byte stream, never whole in memory:
 * the last position is read first (so events written while the file is sent are not in it), then
 * each read of the stream takes the next batch by position, only when the consumer asks for more;
 * the database is free between batches. `source`: the app's database, or a snapshot of it (the
 * evidence pack, whose bound is then the snapshot's last position). `lang`: the reader's language
 * (null: English).
 */
export async function auditEventsCsv(
  scope: CompanyScope,
  filters: EventFilters,
  batchSize = CSV_BATCH,
  source: Db = db(),
  lang: AuditLanguage | null = null,
): Promise<ReadableStream<Uint8Array>> {
  // Headers, labels and summaries in the reader's language; without one the spec's English (the stable format, the evidence pack).
  const words = lang ?? ENGLISH;
  const columns = AUDIT_CSV_COLUMNS.map((c) => words.t(c));
  const { last } = await source
    .selectFrom("audit_events")
    .where("company_id", "=", scope.companyId)
    .select((eb) => eb.fn.max("seq").as("last"))
    .executeTakeFirstOrThrow();
  const bound = (last as number | null) ?? 0;
  let after = 0;
  return csvStream({
    columns,
    what: "audit trail export failed",
    companyId: scope.companyId,
    next: async () => {
      const rows =
        after < bound
          ? await withNames(scope, matching(scope, filters, source).where("e.seq", ">", after).where("e.seq", "<=", bound))
              .orderBy("e.seq")
              .limit(batchSize)
              .execute()
          : [];
      if (rows.length) after = rows[rows.length - 1].seq;
      return { rows: rows.map((r) => auditCsvRow(r, words)), last: rows.length < batchSize };
    },
  });
}
