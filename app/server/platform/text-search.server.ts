import { type Expression, type RawBuilder, sql, type SqlBool } from "kysely";

/**
 * The match of every search box (companies, employees, the audit trail's person): `text` anywhere
 * in `value`, whatever the case, the same on both engines. Both sides are lowered: SQLite's LIKE
 * ignores the case of ASCII letters only and PostgreSQL's ignores none, so a bare LIKE would find
 * "Smith" for "smith" on one engine and not on the other. The text's %, _ and \ are escaped, so
 * that they match themselves and not any text.
 */
export function containsText(value: Expression<unknown>, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${value}) like ${pattern} escape '\\'`;
}
