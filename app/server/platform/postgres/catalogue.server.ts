/**
 * What PostgreSQL's catalogue says about the app's tables (those of the connection's current
 * schema), for the engine-neutral table tools (../table-digest.server.ts, `npm run db:copy`).
 */
import { sql } from "kysely";
import type { AnyDb, CatalogueColumn, CatalogueForeignKey } from "../table-digest.server";

/** The tables of the current schema. */
export async function postgresTables(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select c.relname as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind in ('r', 'p')`.execute(db);
  return rows.map((r) => r.name);
}

/** A table's columns in their order; `primaryKey` is the position in the primary key (0: not in it). */
export async function postgresColumns(db: AnyDb, table: string): Promise<CatalogueColumn[]> {
  const { rows } = await sql<{ name: string; type: string; pk: number | null; identity: string }>`
    select a.attname as name, format_type(a.atttypid, null) as type,
      (select k.n from unnest(i.indkey) with ordinality as k (attnum, n) where k.attnum = a.attnum) as pk,
      a.attidentity as identity
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
    left join pg_index i on i.indrelid = c.oid and i.indisprimary
    where c.relname = ${table} and a.attnum > 0 and not a.attisdropped
    order by a.attnum`.execute(db);
  return rows.map((r) => ({
    name: r.name,
    primaryKey: r.pk ?? 0,
    text: /^(text|character varying|character)$/.test(r.type),
    identity: r.identity !== "",
  }));
}

/** Every foreign key of the current schema's tables (one column each, as the app's are). */
export async function postgresForeignKeys(db: AnyDb): Promise<CatalogueForeignKey[]> {
  const { rows } = await sql<CatalogueForeignKey>`
    select cl.relname as "table", a.attname as "column", ref.relname as "references"
    from pg_constraint co
    join pg_class cl on cl.oid = co.conrelid
    join pg_namespace n on n.oid = cl.relnamespace and n.nspname = current_schema()
    join pg_class ref on ref.oid = co.confrelid
    join pg_attribute a on a.attrelid = co.conrelid and a.attnum = co.conkey[1]
    where co.contype = 'f'`.execute(db);
  return rows;
}

/** Each identity column's sequence set so that the next id is one past the table's largest. */
export async function resetIdentitySequence(db: AnyDb, table: string, column: string) {
  await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
    coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
}
