import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * `unicode_lower(text)`: the lower case of every letter, whatever the database's locale. The
 * searches and the erasure's matching lower both sides; PostgreSQL's lower() follows the
 * database's LC_CTYPE, which folds ASCII letters only under the C locale, so "Łukasz" stayed
 * "Łukasz" there. With ICU (PostgreSQL's usual builds), the root locale's case mapping; without
 * it, lower() as the database has it. SQLite has no locale: the app defines the function on its
 * connections, so there is nothing to create here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`do $$
    begin
      if exists (select 1 from pg_collation where collname = 'und-x-icu') then
        create function unicode_lower(value text) returns text
          language sql immutable strict parallel safe
          as $f$ select lower(value collate "und-x-icu") $f$;
      else
        create function unicode_lower(value text) returns text
          language sql immutable strict parallel safe
          as $f$ select lower(value) $f$;
      end if;
    end
  $$`.execute(db);
}
