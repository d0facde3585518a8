/**
 * What a database holds, table by table: the row count and a SHA-256 of every row in rowid order
 * (the values as JSON, blobs as base64). Two databases with equal digests hold the same rows.
 * `npm run backup` takes the digest of the source in the read transaction of the copy and
 * compares the copy with it; the backup drill (tests/soak) compares a restored database with
 * that digest. Reads only; runs on a plain better-sqlite3 connection (no Kysely, no group commit).
 */
import { createHash } from "node:crypto";
import type Database from "better-sqlite3";

export interface TableDigest {
  rows: number;
  sha256: string;
}
export type DatabaseDigest = Record<string, TableDigest>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function cell(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return { blob: value.toString("base64") };
  if (typeof value === "bigint") return value.toString();
  return value;
}

/** The tables of the database (not SQLite's own), by name. */
export function tableNames(db: Database.Database): string[] {
  return db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all() as string[];
}

/** The digest of one table; `where` (SQL on the table's columns) narrows it to some rows. */
export function tableDigest(db: Database.Database, table: string, where = "1 = 1"): TableDigest {
  const hash = createHash("sha256");
  let rows = 0;
  const stmt = db.prepare(`select * from ${quoted(table)} where ${where} order by rowid`).raw(true);
  for (const row of stmt.iterate() as Iterable<unknown[]>) {
    hash.update(JSON.stringify(row.map(cell)));
    hash.update("\n");
    rows++;
  }
  return { rows, sha256: hash.digest("hex") };
}

/** Every table's digest. Call it inside a read transaction for one consistent moment. */
export function databaseDigest(db: Database.Database): DatabaseDigest {
  return Object.fromEntries(tableNames(db).map((t) => [t, tableDigest(db, t)]));
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
