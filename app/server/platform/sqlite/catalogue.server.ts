/**
 * What SQLite's catalogue says about the app's tables, for the engine-neutral table tools
 * (../table-digest.server.ts, `npm run db:copy`): through Kysely, no driver.
 */
import { sql } from "kysely";
import type { AnyDb, CatalogueColumn, CatalogueForeignKey } from "../table-digest.server";

/** The tables of the database (not SQLite's own). */
export async function sqliteTables(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'`.execute(db);
  return rows.map((r) => r.name);
}

/** A table's columns in their order; `primaryKey` is the position in the primary key (0: not in it). */
export async function sqliteColumns(db: AnyDb, table: string): Promise<CatalogueColumn[]> {
  const { rows } = await sql<{ name: string; type: string; pk: number }>`select name, type, pk from pragma_table_info(${table})`.execute(
    db,
  );
  // SQLite's type affinity: a declared type naming CHAR, CLOB or TEXT holds text.
  return rows.map((r) => ({ name: r.name, primaryKey: r.pk, text: /char|clob|text/i.test(r.type), identity: false }));
}

/** Every foreign key of the tables (one column each, as the app's are). */
export async function sqliteForeignKeys(db: AnyDb, tables: string[]): Promise<CatalogueForeignKey[]> {
  const out: CatalogueForeignKey[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ table: string; from: string }>`select "table", "from" from pragma_foreign_key_list(${table})`.execute(db);
    for (const r of rows) out.push({ table, column: r.from, references: r.table });
  }
  return out;
}
