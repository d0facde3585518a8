import { type Expression, type RawBuilder, sql, type SqlBool } from "kysely";
import { containsPattern } from "../../domain/input";
import { foldText } from "../../domain/text-fold";

/**
 * A text in lower case, every letter, on both engines: `unicode_lower`, which SQLite's
 * connections define (platform/sqlite) and PostgreSQL has from migration 020. SQL's own lower()
 * folds ASCII letters only on SQLite (and on PostgreSQL under the C locale), and SQLite's LIKE
 * ignores the case of ASCII letters only: with them, neither a search nor an erasure would find
 * "Łukasz Żak" for "Łukasz". The other side is lowered by JavaScript's toLowerCase, as SQLite's
 * function is (docs/decisions/032).
 */
export const unicodeLower = (value: Expression<unknown>): RawBuilder<string> => sql<string>`unicode_lower(${value})`;

/** Lower case without accents, on both engines (`unicode_fold`: domain/text-fold.ts, migration 021). */
const unicodeFold = (value: Expression<unknown>): RawBuilder<string> => sql<string>`unicode_fold(${value})`;

/** `text` is like `pattern`, with backslash as the escape on both engines. */
const like = (text: Expression<string>, pattern: string): RawBuilder<SqlBool> => sql<SqlBool>`${text} like ${pattern} escape '\\'`;

/** `value` lowered is like `pattern` (already lower case). */
export const lowerLike = (value: Expression<unknown>, pattern: string): RawBuilder<SqlBool> => like(unicodeLower(value), pattern);

/**
 * The match of every search box (companies, employees, the audit trail's person): `text` anywhere
 * in `value`, whatever the case and the accents ("muller" finds "Müller"), the same on both
 * engines (`unicode_fold`, docs/decisions/032). The text's %, _ and \ are escaped, so that they
 * match themselves and not any text.
 */
export function containsText(value: Expression<unknown>, text: string): RawBuilder<SqlBool> {
  return like(unicodeFold(value), containsPattern(foldText(text)));
}

/**
 * What names sort by, the same on both engines and whatever PostgreSQL's locale: the folded text,
 * byte by byte (the collation "binary": SQLite's own, PostgreSQL's from migration 021), so that
 * "de Vries" sorts among the D's and "Özdemir" among the O's, not after Z as SQLite's byte order
 * of the names themselves had them.
 */
export const sortKey = (value: Expression<unknown>): RawBuilder<unknown> => sql`${unicodeFold(value)} collate "binary"`;
