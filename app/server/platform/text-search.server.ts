import { type Expression, type RawBuilder, sql, type SqlBool } from "kysely";
import { containsPattern } from "../../domain/input";

/**
 * A text in lower case, every letter, on both engines: `unicode_lower`, which SQLite's
 * connections define (platform/sqlite) and PostgreSQL has from migration 020. SQL's own lower()
 * folds ASCII letters only on SQLite (and on PostgreSQL under the C locale), and SQLite's LIKE
 * ignores the case of ASCII letters only: with them, neither a search nor an erasure would find
 * "Łukasz Żak" for "Łukasz". The other side is lowered by JavaScript's toLowerCase, as SQLite's
 * function is (docs/decisions/032).
 */
export const unicodeLower = (value: Expression<unknown>): RawBuilder<string> => sql<string>`unicode_lower(${value})`;

/** `value` lowered is like `pattern` (already lower case), with backslash as the escape on both engines. */
export const lowerLike = (value: Expression<unknown>, pattern: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`${unicodeLower(value)} like ${pattern} escape '\\'`;

/**
 * The match of every search box (companies, employees, the audit trail's person): `text` anywhere
 * in `value`, whatever the case, the same on both engines. The text's %, _ and \ are escaped, so
 * that they match themselves and not any text.
 */
export function containsText(value: Expression<unknown>, text: string): RawBuilder<SqlBool> {
  return lowerLike(value, containsPattern(text));
}
