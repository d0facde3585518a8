/**
 * The Completions tab's rules (spec/administration.md 2.5): its filters as GET parameters (any
 * nonsense falls back to the default, never an error), the completion-date rule and the links
 * that carry the filters (page, download).
 */
import { z } from "zod";
import { msg } from "../i18n/msg";
import { queryString } from "./input";

/** The status filter of the records: all, or an enrolment status (no enrolment counts as not started). */
export const COMPLETION_FILTERS = ["all", "completed", "in_progress", "not_started"] as const;
export type CompletionFilter = (typeof COMPLETION_FILTERS)[number];

export const COMPLETION_FILTER_LABEL: Record<CompletionFilter, string> = {
  all: msg("All"),
  completed: msg("Completed"),
  in_progress: msg("In progress"),
  not_started: msg("Not started"),
};

/** Records a page of the table shows. */
export const COMPLETIONS_PAGE_SIZE = 50;

/** A calendar day as YYYY-MM-DD (what `<input type="date">` sends), only when it exists. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = z.string().refine(isCalendarDay).optional().catch(undefined);

/**
 * GET parameters of the tab and of the report: status, start, end (completion dates, both
 * inclusive) and page. Anything unusable becomes its default (all, no date, page 1); a start
 * after the end is read as the range between the two days.
 */
export const completionsQuery = z
  .object({
    status: z.enum(COMPLETION_FILTERS).catch("all").default("all"),
    start: day,
    end: day,
    page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
  })
  .transform((q) => (q.start && q.end && q.start > q.end ? { ...q, start: q.end, end: q.start } : q));
export type CompletionsQuery = z.infer<typeof completionsQuery>;

/** The filters of a query without its page: what the report takes. */
export type CompletionFilters = Omit<CompletionsQuery, "page">;

export const hasFilters = (q: CompletionFilters) => q.status !== "all" || Boolean(q.start || q.end);

/**
 * The date rule (spec 2.5): the range compares the completion day (UTC, as the report prints
 * it); a record with no completion date is never excluded by the dates. The SQL of
 * server/admin/completions.server.ts applies the same rule.
 */
export function withinCompletionRange(completedAt: string | null, range: { start?: string; end?: string }): boolean {
  if (!completedAt) return true;
  const completedDay = completedAt.slice(0, 10);
  return (!range.start || completedDay >= range.start) && (!range.end || completedDay <= range.end);
}

/** The query string of a link with these filters (and a page when above 1): "" or "?status=…". */
export function completionsSearch(q: CompletionFilters, page = 1): string {
  return queryString({ status: q.status === "all" ? null : q.status, start: q.start, end: q.end, page: page > 1 ? page : null });
}
