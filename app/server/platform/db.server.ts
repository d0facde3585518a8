import {
  CompiledQuery,
  type Insertable,
  type Kysely,
  type KyselyConfig,
  type Migration,
  type MigrationResult,
  Migrator,
  PostgresAdapter,
  sql,
  type Transaction,
} from "kysely";
import { migrations as sqliteMigrations } from "../../../db/migrations";
import { postgresMigrations } from "../../../db/migrations/postgres";
import { refusalOf, schemaVerdict } from "../../domain/schema-floor";
import { env } from "./env.server";
import { log } from "./log.server";
import { shownUrl } from "./postgres/url.server";
import {
  advisoryLock,
  isLockWaitOver,
  isPostgresUniqueViolation,
  lockCompanyRow,
  openPostgres,
  openPostgresSnapshot,
  type PostgresDatabase,
  preparePostgresStatement,
  type Unavailability,
  requireDurableCommits,
} from "./postgres/database.server";
import type { DB } from "./schema";
import { appliedSchema } from "./schema-floor.server";
import { databaseUnreachable, errorText, isDatabaseUnreachable } from "./unavailable.server";
import {
  bulkLoad as sqliteBulkLoad,
  dataVersionReader,
  isSqliteUniqueViolation,
  openSqlite,
  openSqliteSnapshot,
  type SqliteHandle,
  sqliteChanges,
  type SyncFile,
} from "./sqlite/database.server";

/**
 * The one seam between the app and its database engine: SQLite's file (DATABASE_PATH, the
 * default) or PostgreSQL (DATABASE_URL). Nothing outside platform/sqlite and platform/postgres
 * names a driver; what differs between the engines (snapshots, locks, the tenant cache's
 * freshness, constraint errors, migrations) is chosen here (docs/decisions/022).
 */
export type Db = Kysely<DB>;
export type Tx = Transaction<DB>;
export type Engine = "sqlite" | "postgres";
export type { SyncFile };

let executedQueries = 0;
/** How many queries this process has run (speed tests count the queries of a page). */
export const queryCount = () => executedQueries;

/** What PostgreSQL statements may change the company rows (SQLite's driver finds them itself). */
const COMPANY_WRITE = /^\s*(?:(?:insert|update|delete)\b[\s\S]*\bcompan(?:ies|y_settings)\b|rollback\b)/i;
let postgresCompanyWrites = 0;

const logQueries: KyselyConfig["log"] = (event) => {
  executedQueries++;
  if (event.level === "error") log().warn({ err: event.error }, "query failed");
};
const logPostgresQueries: KyselyConfig["log"] = (event) => {
  if (COMPANY_WRITE.test(event.query.sql)) postgresCompanyWrites++;
  (logQueries as (e: typeof event) => void)(event);
};

/** Opens a SQLite file the app's way (tests and scripts that need a second database). */
export function openDatabase(file: string, sync?: SyncFile): { db: Db; sqlite: SqliteHandle } {
  return openSqlite(file, logQueries, sync);
}

/** A read-only snapshot of a SQLite file that may be in use (`npm run db:copy`'s source). */
export function openFileSnapshot(file: string): { db: Db; close: () => Promise<void> } {
  return openSqliteSnapshot(file, logQueries);
}

/** A PostgreSQL database by its URL, beside the process-wide one (`npm run db:copy`'s target, tests). */
export function openPostgresUrl(url: string, size = 2, { migrations = false } = {}): { db: Db; close: () => Promise<void> } {
  const { db } = openPostgres(url, { size, log: logQueries, migrations: migrations ? { lockWaitMs: MIGRATION_LOCK_WAIT_MS } : undefined });
  return { db, close: () => db.destroy() };
}

/**
 * Opens another database than the process's own (tests: a server child's), the app's way: a
 * PostgreSQL URL (one connection, numbers typed as the app's) or a SQLite file. `db.destroy()` closes it.
 */
export function openDatabaseAt(where: string): Db {
  return /^postgres(?:ql)?:/.test(where) ? openPostgresUrl(where, 1).db : openDatabase(where).db;
}

type Instance =
  | { engine: "sqlite"; key: string; serial: number; db: Db; sqlite: SqliteHandle; dataVersion: () => number }
  | { engine: "postgres"; key: string; serial: number; db: Db; pg: PostgresDatabase; checked: Promise<void> };
let instance: Instance | undefined;
let opened = 0;

/** The engine this process's configuration names. */
export function engine(): Engine {
  return env().DATABASE_URL ? "postgres" : "sqlite";
}

/** What the log says of a PostgreSQL server that answers but will not serve the app. */
const POSTGRES_REFUSALS = {
  refusing: "PostgreSQL refused the work (read-only, disk full, out of memory): answered 503",
  rejected: "PostgreSQL rejected the app's connection (its certificate, the credentials, the database's name): answered 503",
} as const;

/** PostgreSQL unavailable: the engine's 503 answer, logged with the driver's error. */
function postgresUnavailable(cause: unknown, why: Unavailability) {
  // Out of reach passes (a failover, a restart); a server that refuses the work or the app's connection needs the operator.
  if (why === "unreachable") log().warn({ err: cause }, "PostgreSQL cannot be reached: answered 503");
  else log().error({ err: cause }, POSTGRES_REFUSALS[why]);
  return databaseUnreachable(cause);
}

function open(): Instance {
  const config = env();
  const key = config.DATABASE_URL ?? config.DATABASE_PATH;
  if (instance?.key === key) return instance;
  const serial = ++opened;
  if (config.DATABASE_URL) {
    const pg = openPostgres(config.DATABASE_URL, {
      size: config.DATABASE_POOL_SIZE,
      log: logPostgresQueries,
      onRetry: (state, tries) =>
        log().warn({ sqlState: state, tries }, "PostgreSQL aborted a transaction to break a deadlock: it runs again"),
      unreachable: postgresUnavailable,
      preparedStatements: config.DATABASE_PREPARED_STATEMENTS === "on",
      answerMs: config.DATABASE_TIMEOUT_SECONDS * 1000,
      connectMs: config.DATABASE_TIMEOUT_SECONDS * 1000,
    });
    const checked = requireDurableCommits(pg.db);
    checked.catch(() => {}); // awaited by migrateToLatest and the readiness check
    instance = { engine: "postgres", key, serial, db: pg.db, pg, checked };
  } else {
    const { db, sqlite } = openSqlite(config.DATABASE_PATH, logQueries, undefined, (cause, why) => {
      // Another process holding the file's lock passes; a full disk or an I/O error needs the operator.
      log()[why === "busy" ? "warn" : "error"]({ err: cause }, "SQLite could not use its file: answered 503");
      return databaseUnreachable(cause);
    });
    instance = { engine: "sqlite", key, serial, db, sqlite, dataVersion: dataVersionReader(sqlite) };
  }
  return instance;
}

/** Where the database is, for logs: the SQLite file, or PostgreSQL's URL without its password. */
export function databaseLabel(): string {
  const config = env();
  return config.DATABASE_URL ? shownUrl(config.DATABASE_URL) : config.DATABASE_PATH;
}

/** The process-wide database: PostgreSQL's pool when DATABASE_URL is set, else the SQLite file of DATABASE_PATH. */
export function db(): Db {
  return open().db;
}

/** SQLite's handle, for SQLite-only tools (the bench's bulk load, the soak's checks). */
export function sqliteHandle(): SqliteHandle {
  const i = open();
  if (i.engine !== "sqlite") throw new Error("sqliteHandle: the database is PostgreSQL");
  return i.sqlite;
}

/** Bulk loading of a throw-away SQLite database (the bench's seed); PostgreSQL loads as usual. */
export function bulkLoad(on: boolean) {
  const i = open();
  if (i.engine === "sqlite") sqliteBulkLoad(i.sqlite, on);
}

/**
 * How fresh the cached company rows must be, on PostgreSQL: other instances commit to them
 * without this process knowing, so what it cached is read again after this many milliseconds.
 */
export const COMPANY_CACHE_MS = 500;

/**
 * A value that changes whenever the company rows may have changed, for the caches of those rows
 * (the tenant of a request): a statement of this process that writes them, a rollback, another
 * database; on SQLite a commit of another connection (PRAGMA data_version), on PostgreSQL (where
 * other instances' commits are not announced) every COMPANY_CACHE_MS.
 */
export function companyRowsVersion(): string {
  const i = open();
  if (i.engine === "sqlite") return `${i.serial}:${sqliteChanges.companyWrites}:${i.dataVersion()}`;
  return `${i.serial}:${postgresCompanyWrites}:${Math.floor(Date.now() / COMPANY_CACHE_MS)}`;
}

/**
 * How many statements of this process may have changed the company rows, on PostgreSQL (a
 * request that moved it tells the next requests of its browser to read their tenant anew:
 * tenant.server.ts). SQLite's cache sees every commit at once: always 0 there.
 */
export function companyWritesOnPostgres(): number {
  return open().engine === "postgres" ? postgresCompanyWrites : 0;
}

/**
 * A read-only snapshot for a long read (the evidence pack): every query sees the database as at
 * the first one, while the app goes on writing. `close()` ends it; hold it for one download only.
 */
export async function openSnapshot(): Promise<{ db: Db; close: () => Promise<void> }> {
  const i = open();
  if (i.engine === "postgres") return openPostgresSnapshot(i.pg, logQueries);
  const file = env().DATABASE_PATH;
  if (file === ":memory:") throw new Error("a snapshot needs a database file");
  return openSqliteSnapshot(file, logQueries);
}

export async function closeDb() {
  if (instance) {
    const i = instance;
    instance = undefined;
    await i.db.destroy();
  }
}

/** The migrations of an engine: SQLite's history, or PostgreSQL's baseline and what follows it. */
export function migrationsOf(kind: Engine): Record<string, Migration> {
  return kind === "postgres" ? postgresMigrations : sqliteMigrations;
}

/** What `migrateToLatest` did: the migrations it ran, or the newer release's it found instead. */
export interface Migrated {
  results: MigrationResult[];
  /** The database was migrated by a newer release whose schema this build still runs on (the floor's). */
  newer: { unknown: string[]; floor: string } | null;
}

/** How long a migration's statement waits for a table another transaction holds (PostgreSQL). */
const MIGRATION_LOCK_WAIT_MS = 5_000;

export interface MigrateOptions {
  /** Runs of the migrations (each gave up waiting for a table) before the command stops. */
  tries?: number;
  /** Milliseconds between two runs. */
  pauseMs?: number;
  /** Told of each run that gave up waiting for a table, before the pause. */
  onLockWait?: (tried: number, tries: number) => void | Promise<void>;
}

/**
 * Migrates to the latest schema. On PostgreSQL the migration's transaction holds an advisory lock:
 * instances started together migrate one after the other, and the later find nothing to do.
 * A database a newer release migrated is left as it is when this build knows its floor (a rolling
 * deployment's older instances, a release rolled back: docs/decisions/030), and refused otherwise.
 */
export async function migrateToLatest(target?: Db, kind: Engine = engine(), options: MigrateOptions = {}): Promise<Migrated> {
  // PostgreSQL's migrations run on a connection of their own that waits for every answer: a
  // migration may run for long (an index on a large table), where the pool abandons a statement.
  const own = target ? null : postgresInstance();
  const migrating = own
    ? openPostgres(env().DATABASE_URL!, {
        size: 1,
        unreachable: postgresUnavailable,
        connectMs: env().DATABASE_TIMEOUT_SECONDS * 1000,
        migrations: { lockWaitMs: MIGRATION_LOCK_WAIT_MS },
        onNotice: (notice) => log().warn({ notice }, "PostgreSQL's notice while migrating"),
      })
    : null;
  try {
    await own?.checked;
    return await migrateOn(migrating?.db ?? target ?? db(), kind, target ? "The database" : databaseLabel(), options);
  } catch (error) {
    // A command (npm start, db:migrate) stops here: it says so, not with a page's 503 answer.
    if (isDatabaseUnreachable(error))
      throw new Error(`${databaseLabel()} cannot be used: ${errorText(error)}. Nothing was migrated.`, { cause: error });
    throw error;
  } finally {
    await migrating?.db.destroy();
  }
}

/**
 * Kysely's migrator on `on`, run again while it gives up waiting for a table that another
 * transaction holds (PostgreSQL: a backup, an evidence pack download; the transaction rolled back
 * whole), about a minute in all by default; the serving instances wait at most the lock wait.
 */
async function migrateOn(on: Db, kind: Engine, label: string, options: MigrateOptions): Promise<Migrated> {
  const { tries = 12, pauseMs = 5_000 } = options;
  const onLockWait =
    options.onLockWait ??
    ((tried: number) =>
      log().warn(
        { tried, tries },
        `A migration waited ${MIGRATION_LOCK_WAIT_MS / 1000} s for a table in use: nothing was migrated, trying again`,
      ));
  const known = Object.keys(migrationsOf(kind));
  const migrator = new Migrator({ db: on, provider: { getMigrations: async () => migrationsOf(kind) } });
  for (let tried = 1; ; tried++) {
    const before = await judged(on, known, label);
    if (before.kind === "newer") return { results: [], newer: before };
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return { results: results ?? [], newer: null };
    // A newer release may have migrated between the look and Kysely's own, under its lock.
    const after = await judged(on, known, label);
    if (after.kind === "newer") return { results: [], newer: after };
    if (!isLockWaitOver(error)) throw error;
    if (tried >= tries)
      throw new Error(
        `${label}: a migration waited for a table that another transaction holds (a backup, an evidence pack download), ` +
          `${tries} times. Nothing was migrated: run it again once that transaction has ended.`,
        { cause: error },
      );
    await onLockWait(tried, tries);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/** The schema's verdict for this build; a database it must not run on throws the reason. */
async function judged(on: Db, known: string[], label: string) {
  const verdict = schemaVerdict(known, await appliedSchema(on));
  const refusal = refusalOf(verdict, label);
  if (refusal) throw new Error(refusal);
  return verdict;
}

/** The process's PostgreSQL instance, or null on SQLite. */
function postgresInstance() {
  const i = open();
  return i.engine === "postgres" ? i : null;
}

/** A unique constraint (or unique index) refused the statement, on either engine. */
export const isUniqueViolation = (e: unknown) => isSqliteUniqueViolation(e) || isPostgresUniqueViolation(e);

/**
 * The serial invariants of one company (its seat limit, its one administrator, the import's
 * plan): a transaction that counts or reads a company's rows and then writes on that count holds
 * this first. The list of them, and what else keeps each, is docs/decisions/022-postgresql.md,
 * "Serial invariants"; a new count-then-write of a company's rows belongs there and takes this.
 * PostgreSQL: the company's row, locked (FOR NO KEY UPDATE) until the transaction ends, so a
 * second such transaction of any instance waits and then counts what the first wrote. SQLite:
 * every transaction already holds the database's write lock from its BEGIN IMMEDIATE.
 */
export async function lockCompany(tx: Tx, scope: { readonly companyId: number }) {
  if (open().engine === "postgres") await lockCompanyRow(tx, scope.companyId);
}

/** The key of the companies list's advisory lock (any constant; "coms" in ASCII). */
const COMPANIES_LOCK = 0x636f6d73;

/**
 * A new company is checked against all the others (its subdomain free, no look-alike of a name
 * or subdomain: no key can say "look-alike") and then inserted: this lock makes that one step
 * across every instance (docs/decisions/022, "Serial invariants"). PostgreSQL: a
 * transaction-scoped advisory lock. SQLite: the write lock every transaction holds.
 */
export async function lockCompanyList(tx: Tx) {
  if (open().engine === "postgres") await advisoryLock(tx, COMPANIES_LOCK);
}

/** The key of the audit trail's advisory lock (any constant; "audit" in ASCII). */
const AUDIT_LOCK = 0x61756469;

/**
 * The audit trail's writer reads the chains' heads and the table's last id, then appends after
 * them (evidence/audit.server.ts); this lock makes that one step across every instance.
 * PostgreSQL: a transaction-scoped advisory lock. SQLite: the write lock every transaction holds.
 */
export async function lockAuditTrail(tx: Tx) {
  if (open().engine === "postgres") await advisoryLock(tx, AUDIT_LOCK);
}

/** The key of the client files' advisory lock (any constant; "asst" in ASCII). */
const CLIENT_ASSETS_LOCK = 0x61737374;

/**
 * A start reads which of its client files the database holds, then adds the others and marks
 * the rest published (client-assets.server.ts): this lock makes that one step when instances
 * start together, and keeps their updates of the same rows from deadlocking. PostgreSQL: a
 * transaction-scoped advisory lock. SQLite: the write lock every transaction holds.
 */
export async function lockClientAssets(tx: Tx) {
  if (open().engine === "postgres") await advisoryLock(tx, CLIENT_ASSETS_LOCK);
}

/**
 * A query Kysely builds and compiles once, then runs with each call's values: for the few reads
 * every page makes. Building and compiling a query through Kysely cost more than SQLite's run of
 * an indexed read (docs/decisions/009-speed.md). `build` is called once, with a stand-in for each
 * value; every stand-in must reach the SQL as a plain parameter (compared, inserted), never be
 * computed with, and this is checked when the query is compiled. On PostgreSQL it is a named
 * prepared statement too.
 */
export function compiledQuery<A extends unknown[], R>(build: (q: Db, ...values: A) => { compile(): CompiledQuery<R> }) {
  // Compiled for one dialect (placeholders, quoting): a process that opens both engines (the
  // bench's seed) compiles again for the other.
  let compiled: { adapter: unknown; sql: string; slots: ({ arg: number } | { value: unknown })[] } | undefined;
  const compile = (q: Db) => {
    const arity = build.length - 1;
    const standIns = Array.from({ length: arity }, (_, i) => `\u0000compiled-query-value-${i}\u0000`);
    const query = build(q, ...(standIns as unknown as A)).compile();
    const slots = query.parameters.map((p) => {
      const arg = typeof p === "string" ? standIns.indexOf(p) : -1;
      return arg >= 0 ? { arg } : { value: p };
    });
    const used = new Set(slots.flatMap((s) => ("arg" in s ? [s.arg] : [])));
    const stray = query.parameters.some((p) => typeof p === "string" && p.includes("\u0000compiled-query-value-") && !standIns.includes(p));
    if (used.size !== arity || stray) throw new Error(`compiledQuery: every value must be a plain parameter of the SQL (${query.sql})`);
    preparePostgresStatement(query.sql); // PostgreSQL parses and plans it once a connection
    return { adapter: q.getExecutor().adapter.constructor, sql: query.sql, slots };
  };
  return async (q: Db | Tx, ...values: A): Promise<R[]> => {
    if (compiled?.adapter !== q.getExecutor().adapter.constructor) compiled = compile(q as Db);
    const parameters = compiled.slots.map((s) => ("arg" in s ? values[s.arg] : s.value));
    return (await q.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters))).rows;
  };
}

/** The integer columns of a bulk insert's rows (the others are text), for PostgreSQL's arrays. */
export type IntegerColumns<T extends keyof DB> = readonly (keyof Insertable<DB[T]> & string)[];

/**
 * An insert of many rows (the bulk import's: up to 500 a statement), each row with the same
 * columns and every value given. SQLite: one multi-row VALUES. PostgreSQL: `insert … select *
 * from unnest(…)` with one array parameter a column, parsed and bound as a few parameters where
 * VALUES made 7,000 (500 rows of 14), which PostgreSQL parsed and bound for each statement;
 * `integers` names the integer columns (text otherwise). Returns the insert, for `returning` or
 * `onConflict` before it is executed.
 */
export function insertRows<T extends keyof DB & string>(
  q: Db | Tx,
  table: T,
  rows: readonly Insertable<DB[T]>[],
  integers: IntegerColumns<T>,
) {
  const insert = q.insertInto(table);
  const columns = Object.keys(rows[0] ?? {}) as (keyof Insertable<DB[T]> & string)[];
  const uniform = rows.every((r) => columns.every((c) => r[c] !== undefined) && Object.keys(r).length === columns.length);
  if (!(q.getExecutor().adapter instanceof PostgresAdapter) || !uniform || rows.length < 2) return insert.values(rows as never);
  const arrays = columns.map((c) => {
    const values = rows.map((r) => r[c] as unknown);
    return sql`${values}::${sql.raw((integers as readonly string[]).includes(c) ? "integer" : "text")}[]`;
  });
  return insert.columns(columns as never).expression(sql`select * from unnest(${sql.join(arrays)})`);
}

export const nowIso = () => new Date().toISOString();

/** Health check: the database answers a trivial query. */
export async function pingDatabase() {
  await sql`select 1`.execute(db());
}
