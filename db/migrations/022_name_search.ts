import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Trigram indexes for the employees' search box on PostgreSQL (docs/decisions/032): the search
 * matches `unicode_fold(first_name || ' ' || last_name)` or `unicode_fold(email)` against
 * '%text%', which no btree can serve, so without them every employee's name is folded at every
 * search (about 45 ms at 10,000 employees). pg_trgm's GIN operator class can: a text of three
 * letters or more is then looked up in the index and only its candidates are folded again.
 *
 * pg_trgm ships with PostgreSQL (contrib: Debian's package, the official image, the managed
 * services) and is a trusted extension: the database's owner may create it. Where it cannot be
 * created (not installed, or a role without CREATE on the database), the migration says so and
 * creates nothing: the search stays correct, only slower. Where it exists already, in whatever
 * schema, its operator class is named with that schema. SQLite needs nothing: it folds in the
 * app's own function.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`do $$
    declare
      trgm text;
    begin
      begin
        if not exists (select 1 from pg_extension where extname = 'pg_trgm') then
          create extension pg_trgm;
        end if;
      exception when others then
        raise notice 'pg_trgm is not available (%): the employees'' search folds every name without an index', sqlerrm;
        return;
      end;
      select quote_ident(n.nspname) into trgm
        from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm';
      execute format('create index users_name_search on users using gin
        (unicode_fold(first_name || %L || last_name) %s.gin_trgm_ops)', ' ', trgm);
      execute format('create index users_email_search on users using gin (unicode_fold(email) %s.gin_trgm_ops)', trgm);
    end
  $$`.execute(db);
}
