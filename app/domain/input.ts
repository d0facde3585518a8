/**
 * What the client sends, checked before it reaches a query: record ids and search text.
 *
 * Record ids as the client sends them (a URL segment, a query parameter, a form field). The
 * tables' ids are PostgreSQL integers (int4): a larger number is no record's id, and reaching the
 * database it would be an error there (500) where SQLite finds nothing. So every id the client
 * gives is capped here, and a number beyond the cap answers as an unknown id does (404).
 */
import { z } from "zod";

/** The largest id a table holds: PostgreSQL's integer (2^31 − 1). */
const MAX_ID = 2_147_483_647;

/** An id written as digits (a path segment, `?company=12`): the number, else null. */
export function recordId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_ID ? n : null;
}

/** An id field of a form or a JSON body (a number or its digits), with the field's own message. */
export const idField = (message?: string) =>
  z.coerce
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(MAX_ID, message);

/**
 * U+0000 in text: PostgreSQL's text columns refuse it ("invalid byte sequence for encoding
 * UTF8: 0x00"), an error (500) where SQLite would store or search it. No field means it, so it is
 * refused where the request is read (forms and bodies: app/server/platform/forms.server.ts) and
 * search parameters drop it here.
 */
export const hasNul = (s: string) => s.includes("\u0000");

/** Free text of a GET parameter (a search): up to `max` characters, nonsense (or U+0000) is no search. */
export const searchText = (max = 200) =>
  z
    .string()
    .max(max)
    .refine((s) => !hasNul(s))
    .catch("")
    .default("");

/**
 * A LIKE pattern (backslash its escape) that finds `text` anywhere in a lower-case text: the text
 * in lower case, its %, _ and \ escaped so that they match themselves and not any text.
 */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The query string of a list's link (its filters, its page): "" or "?name=value&…". A value left
 * out (undefined, null or "") is not written: callers leave out what is the list's default.
 */
export function queryString(values: Record<string, string | number | null | undefined>): string {
  const p = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== "") p.set(name, String(value));
  const s = p.toString();
  return s ? `?${s}` : "";
}
