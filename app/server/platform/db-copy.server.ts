/**
 * `npm run db:copy`: every record of one database copied into a new one, e.g. a SQLite file into
 * PostgreSQL (docs/decisions/022), in one transaction of the target, then checked row for row
 * (the digest of table-digest.server.ts, taken of both in the same transaction) before it commits.
 *
 * How the target's own rules are met, none switched off (so a plain owner of the database may
 * run it, no superuser, and the target's constraints check the source's rows on the way in):
 * - the tables are filled in foreign-key order; a column that refers to its own table
 *   (certificates.superseded_by) is written after the table's rows, by an update;
 * - the target's migration inserts the two built-in tenants (companies and their settings):
 *   they are overwritten with the source's rows of the same ids (their ids are the same on every
 *   database: the first migration inserts them first); so is the schema's floor, one row that
 *   migration 018 writes; any other row in the target refuses it;
 * - audit_heads is not copied: the target's trigger writes each chain's head as the events are
 *   inserted in id order, and refuses an event that does not follow its chain's head. The
 *   digests then show that the heads came out as the source's. A source whose chain links are
 *   broken cannot be copied (`npm run audit:verify` names the break); an event whose content was
 *   edited is copied as it is, and audit:verify finds it on the target as on the source;
 * - PostgreSQL's identity sequences are set past the largest id copied.
 */
import type { Kysely, Transaction } from "kysely";
import { resetIdentitySequence } from "./postgres/catalogue.server";
import {
  type CatalogueColumn,
  databaseDigest,
  digestDifferences,
  foreignKeys,
  isPostgres,
  recordTables,
  tableColumns,
  tableRows,
} from "./table-digest.server";

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type AnyTx = Transaction<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Row = Record<string, unknown>;

/** The target cannot take the copy; nothing was written. */
export class CopyRefused extends Error {}
/** The copy differed from the source and was rolled back. */
export class CopyMismatch extends Error {
  constructor(readonly differences: string[]) {
    super(`the copy differs from the source: ${differences.join("; ")}`);
  }
}

/** The rows the target's migrations insert: the built-in tenants, and the schema's floor (migration 018). */
const BUILT_IN = { companies: "slug", company_settings: "company_id", schema_floor: "id" } as const;
const BUILT_IN_SLUGS = ["main", "croacademy"];
/** Written by the target's triggers as the rows they follow are copied. */
const TRIGGER_WRITTEN = new Set(["audit_heads"]);
/** Parameters per INSERT (PostgreSQL takes at most 65535). */
const PARAMETERS = 30_000;

interface Plan {
  order: string[];
  columns: Map<string, CatalogueColumn[]>;
  /** Per table, its columns that refer to the table itself. */
  selfRefs: Map<string, string[]>;
}

/** The tables in an order where each comes after those it refers to (names break ties). */
export function foreignKeyOrder(tables: string[], refs: { table: string; references: string }[]): string[] {
  const needs = new Map(tables.map((t) => [t, new Set(refs.filter((r) => r.table === t && r.references !== t).map((r) => r.references))]));
  const order: string[] = [];
  while (order.length < tables.length) {
    const next = tables.find((t) => !order.includes(t) && [...needs.get(t)!].every((n) => order.includes(n) || !needs.has(n)));
    if (!next) throw new CopyRefused(`the foreign keys of ${tables.filter((t) => !order.includes(t)).join(", ")} form a cycle`);
    order.push(next);
  }
  return order;
}

/** What to copy, in which order; refuses when the two databases' tables or columns differ. */
async function plan(from: AnyDb, to: AnyDb): Promise<Plan> {
  const tables = await recordTables(to);
  const sourceTables = await recordTables(from);
  const unlike = [...sourceTables.filter((t) => !tables.includes(t)), ...tables.filter((t) => !sourceTables.includes(t))];
  if (unlike.length)
    throw new CopyRefused(`the databases' tables differ (${unlike.join(", ")}): migrate the source to the latest schema first`);
  const columns = new Map<string, CatalogueColumn[]>();
  for (const t of tables) {
    const mine = (await tableColumns(to, t)).map((c) => c.name).sort();
    const theirs = (await tableColumns(from, t)).map((c) => c.name).sort();
    if (mine.join() !== theirs.join())
      throw new CopyRefused(`the columns of ${t} differ: ${theirs.join(", ")} in the source, ${mine.join(", ")} here`);
    columns.set(t, await tableColumns(to, t));
  }
  const fks = await foreignKeys(to, tables);
  const selfRefs = new Map(tables.map((t) => [t, fks.filter((f) => f.table === t && f.references === t).map((f) => f.column)]));
  return { order: foreignKeyOrder(tables, fks), columns, selfRefs };
}

/** Refuses a target holding anything but the built-in tenants, or holding them under other ids than the source. */
async function requireEmpty(from: AnyDb, to: AnyDb, tables: string[]) {
  const held: string[] = [];
  for (const t of tables) {
    if (t in BUILT_IN) continue;
    if (
      await to
        .selectFrom(t)
        .select(to.fn.countAll().as("n"))
        .executeTakeFirst()
        .then((r) => Number(r?.n) > 0)
    )
      held.push(t);
  }
  const theirs = await from.selectFrom("companies").select(["id", "slug"]).where("slug", "in", BUILT_IN_SLUGS).execute();
  for (const row of await to.selectFrom("companies").select(["id", "slug"]).execute()) {
    if (!BUILT_IN_SLUGS.includes(row.slug)) held.push(`companies (${row.slug})`);
    else if (!theirs.some((s) => s.id === row.id && s.slug === row.slug))
      held.push(`companies (${row.slug} under id ${row.id}, not the source's)`);
  }
  if (held.length) throw new CopyRefused(`the target already holds data: ${held.join(", ")}. Copy into a new, empty database.`);
}

/** One table's rows into the target, in batches; the built-in tenants' rows overwritten. */
async function copyTable(from: AnyDb, tx: AnyTx, table: string, p: Plan): Promise<number> {
  const columns = p.columns.get(table)!;
  const key = columns.filter((c) => c.primaryKey > 0).map((c) => c.name);
  const selfRefs = p.selfRefs.get(table)!;
  const later: Row[] = [];
  const perInsert = Math.max(1, Math.floor(PARAMETERS / columns.length));
  let copied = 0;
  for await (const rows of tableRows(from, table)) {
    const values = rows.map((row) => {
      if (selfRefs.some((c) => row[c] !== null)) later.push(row);
      return selfRefs.length ? { ...row, ...Object.fromEntries(selfRefs.map((c) => [c, null])) } : row;
    });
    for (let i = 0; i < values.length; i += perInsert) {
      let insert = tx.insertInto(table).values(values.slice(i, i + perInsert));
      if (table in BUILT_IN) {
        const others = columns.filter((c) => !key.includes(c.name)).map((c) => c.name);
        insert = insert.onConflict((oc) =>
          oc.columns(key).doUpdateSet((eb) => Object.fromEntries(others.map((c) => [c, eb.ref(`excluded.${c}`)]))),
        );
      }
      await insert.execute();
    }
    copied += rows.length;
  }
  for (const row of later) {
    const set = Object.fromEntries(selfRefs.map((c) => [c, row[c]]));
    await key.reduce((q, k) => q.where(k, "=", row[k]), tx.updateTable(table).set(set)).execute();
  }
  return copied;
}

/**
 * Copies every record of `from` (read in one snapshot: pass a snapshot) into `to`, which must be
 * migrated and empty but for the built-in tenants. Returns each table's rows; throws CopyRefused
 * (nothing written) or CopyMismatch (rolled back).
 */
export async function copyDatabase(from: AnyDb, to: AnyDb, progress: (line: string) => void = () => {}) {
  const p = await plan(from, to);
  await requireEmpty(from, to, p.order);
  const expected = await databaseDigest(from);
  return to.transaction().execute(async (tx) => {
    const copied: Record<string, number> = {};
    for (const table of p.order) {
      if (TRIGGER_WRITTEN.has(table)) continue;
      copied[table] = await copyTable(from, tx, table, p).catch((e: unknown) => {
        throw new Error(`${table}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
      });
      progress(`${table}: ${copied[table]} rows`);
    }
    if (isPostgres(tx)) {
      for (const table of p.order) for (const c of p.columns.get(table)!) if (c.identity) await resetIdentitySequence(tx, table, c.name);
    }
    const differences = digestDifferences(expected, await databaseDigest(tx));
    if (differences.length) throw new CopyMismatch(differences);
    return { tables: expected };
  });
}
