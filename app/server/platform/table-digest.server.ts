/**
 * What a database holds, table by table, the same on SQLite and PostgreSQL: the row count and a
 * SHA-256 of every row in primary-key order. Equal data gives equal digests on both engines: the
 * columns are taken in the order of their names, each row hashed as a JSON array of its values
 * (integers as numbers, text as text, null as null, blobs as base64), the rows ordered by the
 * primary key with text compared byte by byte (SQLite's BINARY, PostgreSQL's "C" collation) and
 * nulls first. Kysely's own tables, the rate limiter's (rate_limits and rate_limit_holds:
 * counters, not records) and client_assets (the releases' scripts, published again by each start)
 * are left out.
 *
 * `npm run backup` takes the digest of the source in the snapshot it copies and writes it as the
 * manifest; `npm run db:copy` compares the copy with the source; the backup drill (tests/soak)
 * compares a restored database with the manifest. Reads only; the caller chooses the moment (a
 * snapshot, a transaction).
 */
import { createHash } from "node:crypto";
import { type Kysely, PostgresAdapter, type RawBuilder, sql } from "kysely";
import { postgresColumns, postgresForeignKeys, postgresTables } from "./postgres/catalogue.server";
import { sqliteColumns, sqliteForeignKeys, sqliteTables } from "./sqlite/catalogue.server";

export interface TableDigest {
  rows: number;
  sha256: string;
}
export type DatabaseDigest = Record<string, TableDigest>;

export interface CatalogueColumn {
  name: string;
  /** Position in the primary key, from 1; 0 when not in it. */
  primaryKey: number;
  text: boolean;
  /** PostgreSQL's identity column (its sequence follows the copied ids). */
  identity: boolean;
}
export interface CatalogueForeignKey {
  table: string;
  column: string;
  references: string;
}

export type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Row = Record<string, unknown>;

/** Which engine a Kysely instance talks to. */
export const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Tables that are no records of the app: the migrator's own, the rate limiter's counters, the releases' client files. */
export const notRecords = (table: string) =>
  table.startsWith("kysely_migration") || table === "rate_limits" || table === "rate_limit_holds" || table === "client_assets";

/** Every table of the database, by name (the engine's own excluded). */
export async function allTables(db: AnyDb): Promise<string[]> {
  return (isPostgres(db) ? await postgresTables(db) : await sqliteTables(db)).sort();
}

/** The app's tables, by name: what the digest and the copy cover. */
export async function recordTables(db: AnyDb): Promise<string[]> {
  return (await allTables(db)).filter((t) => !notRecords(t));
}

export async function tableColumns(db: AnyDb, table: string): Promise<CatalogueColumn[]> {
  return isPostgres(db) ? postgresColumns(db, table) : sqliteColumns(db, table);
}

export async function foreignKeys(db: AnyDb, tables: string[]): Promise<CatalogueForeignKey[]> {
  return isPostgres(db) ? postgresForeignKeys(db) : sqliteForeignKeys(db, tables);
}

/** A value as the digest sees it: the same for the same data from either driver. */
function cell(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return { blob: value.toString("base64") };
  if (typeof value === "bigint") return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

const BATCH = 2000;

/**
 * The rows of a table in primary-key order, `BATCH` at a time (keyset paging: each batch starts
 * after the last key of the one before); a table without a primary key is ordered by all its
 * columns and paged by offset (audit_heads: a row per chain). `maxId` keeps the rows up to an id.
 */
export async function* tableRows(db: AnyDb, table: string, opts: { maxId?: number; columns?: CatalogueColumn[] } = {}) {
  const columns = opts.columns ?? (await tableColumns(db, table));
  const key = columns.filter((c) => c.primaryKey > 0).sort((a, b) => a.primaryKey - b.primaryKey);
  const order = key.length ? key : columns;
  const collate = sql.raw(isPostgres(db) ? ' collate "C"' : " collate binary");
  const sorted = (c: CatalogueColumn) => (c.text ? sql`${sql.ref(c.name)}${collate}` : sql.ref(c.name));
  const orderBy = sql.join(order.map((c) => sql`${sorted(c)} nulls first`));
  const upTo = opts.maxId === undefined ? sql`1 = 1` : sql`${sql.ref("id")} <= ${opts.maxId}`;
  let after: RawBuilder<unknown> = sql`1 = 1`;
  for (let offset = 0; ; offset += BATCH) {
    const page = key.length ? sql`` : sql` offset ${offset}`;
    const { rows } = await sql<Row>`select * from ${sql.table(table)} where ${upTo} and ${after}
      order by ${orderBy} limit ${BATCH}${page}`.execute(db);
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1];
    after = sql`(${sql.join(key.map(sorted))}) > (${sql.join(key.map((c) => last[c.name]))})`;
  }
}

/** The digest of one table; `maxId` narrows it to the rows up to an id. */
export async function tableDigest(db: AnyDb, table: string, opts: { maxId?: number } = {}): Promise<TableDigest> {
  const columns = await tableColumns(db, table);
  const names = columns.map((c) => c.name).sort();
  const hash = createHash("sha256");
  let count = 0;
  for await (const rows of tableRows(db, table, { ...opts, columns })) {
    for (const row of rows) {
      hash.update(JSON.stringify(names.map((n) => cell(row[n]))));
      hash.update("\n");
    }
    count += rows.length;
  }
  return { rows: count, sha256: hash.digest("hex") };
}

/** Every table's digest. Call it in a snapshot or a transaction for one consistent moment. */
export async function databaseDigest(db: AnyDb): Promise<DatabaseDigest> {
  const out: DatabaseDigest = {};
  for (const t of await recordTables(db)) out[t] = await tableDigest(db, t);
  return out;
}

/** The tables whose rows differ between two digests, each with both sides, as text. */
export function digestDifferences(expected: DatabaseDigest, got: DatabaseDigest): string[] {
  const out: string[] = [];
  for (const t of [...new Set([...Object.keys(expected), ...Object.keys(got)])].sort()) {
    const e = expected[t];
    const g = got[t];
    if (!e || !g) out.push(`${t}: ${g ? `${g.rows} rows` : "missing"} where ${e ? `${e.rows} rows` : "none"} expected`);
    else if (e.rows !== g.rows || e.sha256 !== g.sha256)
      out.push(`${t}: ${g.rows} rows (${g.sha256.slice(0, 12)}) where ${e.rows} rows (${e.sha256.slice(0, 12)}) expected`);
  }
  return out;
}
