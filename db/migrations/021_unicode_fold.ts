import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * What the searches and the name order need on PostgreSQL (docs/decisions/032):
 * - `unicode_fold(text)`: lower case (Unicode's, as `unicode_lower` of migration 020), canonical
 *   decomposition, the combining marks (U+0300 to U+036F) taken off, ł đ ħ ŧ ø ı ŀ ſ as their
 *   base letter, ß æ œ as two. The app's `foldText` takes the same steps, and SQLite's connections
 *   define the function with it. ASCII text is only lowered (the C collation's lower() is
 *   Unicode's for ASCII), without the costlier steps. Its body names no function of ours, so that
 *   a restore (pg_restore runs with an empty search_path) can build the index below. normalize()
 *   needs a UTF-8 database; on another encoding the fold is the lower case only.
 * - the collation "binary": text compared byte by byte, as SQLite's BINARY (its default), so that
 *   `… collate "binary"` orders alike on both engines whatever the database's locale.
 * - an index of the lists' name order (admin/people.server.ts `byName`), so that a page of 50
 *   does not fold every employee's name to sort them.
 */
const LETTERS = "łđħŧøıŀſ";
const BASES = "ldhtoils";

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const fold = (lower: string) =>
    sql.raw(`case when octet_length(value) = length(value) then lower(value collate "C") collate "default" else
      replace(replace(replace(translate(regexp_replace(normalize(${lower}, NFD), '[\\u0300-\\u036f]', '', 'g'),
        '${LETTERS}', '${BASES}'), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe') collate "default" end`);
  await sql`create collation "binary" (provider = libc, locale = 'C')`.execute(db);
  await sql`do $$
    begin
      if getdatabaseencoding() <> 'UTF8' then
        create function unicode_fold(value text) returns text
          language sql immutable strict parallel safe
          as $f$ select lower(value) $f$;
      elsif exists (select 1 from pg_collation where collname = 'und-x-icu') then
        create function unicode_fold(value text) returns text
          language sql immutable strict parallel safe
          as $f$ select ${fold(`lower(value collate "und-x-icu")`)} $f$;
      else
        create function unicode_fold(value text) returns text
          language sql immutable strict parallel safe
          as $f$ select ${fold("lower(value)")} $f$;
      end if;
    end
  $$`.execute(db);
  await sql`create index users_name_order on users
    (company_id, (unicode_fold(last_name) collate "binary"), (unicode_fold(first_name) collate "binary"), id)`.execute(db);
}
