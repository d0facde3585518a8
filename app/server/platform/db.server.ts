import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  Migrator,
  type QueryResult,
  SqliteDialect,
  sql,
  type Transaction,
} from "kysely";
import { migrations } from "../../../db/migrations";
import { env } from "./env.server";
import { log } from "./log.server";
import type { DB } from "./schema";

export type Db = Kysely<DB>;
export type Tx = Transaction<DB>;

/** A FIFO lock: who asked first gets the one connection first. */
class Mutex {
  #locked = false;
  #waiting: (() => void)[] = [];
  lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }
  unlock() {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#locked = false;
  }
}

/**
 * Writes to the company rows (companies, company_settings) seen by this process: what the process
 * caches of those rows (the tenant of a request) is read again after any of them, after any
 * rollback (a cached read may have seen what was undone) and after a commit of another connection
 * (SQLite's data_version). See `companyRowsVersion`.
 */
let companyWrites = 0;
/** SQL that may change the company rows: any statement that names their tables and is not read-only. */
const COMPANY_TABLES = /\bcompan(?:ies|y_settings)\b/i;

/** One SQLite connection with a cache of prepared statements (a statement is prepared once per SQL text). */
class CachedConnection implements DatabaseConnection {
  readonly #statements = new Map<string, { stmt: Database.Statement; companyWrite: boolean }>();
  /** Set when a statement that changes data ran (the driver waits for its commit before acknowledging it). */
  wrote = false;
  constructor(readonly sqlite: Database.Database) {}

  #prepare(text: string) {
    let prepared = this.#statements.get(text);
    if (!prepared) {
      const stmt = this.sqlite.prepare(text);
      // (SQLite counts a rollback as read-only: it is looked for by name)
      prepared = { stmt, companyWrite: /^\s*rollback\b/i.test(text) || (!stmt.readonly && COMPANY_TABLES.test(text)) };
      // The app's statements are a few hundred texts; a runaway (SQL built with values) is cut back.
      if (this.#statements.size >= 1000) this.#statements.clear();
      this.#statements.set(text, prepared);
    }
    return prepared;
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { stmt, companyWrite } = this.#prepare(query.sql);
    if (companyWrite) companyWrites++;
    if (stmt.reader) return Promise.resolve({ rows: stmt.all(query.parameters) as R[] });
    if (!stmt.readonly) this.wrote = true;
    const { changes, lastInsertRowid } = stmt.run(query.parameters);
    return Promise.resolve({ numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] });
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("streaming is not used with SQLite here: page through results instead");
  }
}

/**
 * SQLite's one connection, with group commit. synchronous=FULL makes every COMMIT an fsync that
 * blocks the event loop (about 2 ms here): one fsync per answer capped the answer posts below
 * the speed of a stock page (docs/decisions/009-speed.md). So transactions that run while
 * others wait share one SQLite transaction and one COMMIT:
 *
 * - the first transaction of a group begins it (BEGIN IMMEDIATE: the write lock is taken at the
 *   start, so a read-then-write never fails with SQLITE_BUSY when another process wrote in
 *   between; it waits up to busy_timeout instead);
 * - each transaction is a savepoint inside the group: its rollback undoes its work alone;
 * - the group commits once the transactions queued for the connection have run (the connection
 *   is asked for like any query, after them), and only then do their `execute()` calls return:
 *   nothing is acknowledged before its COMMIT is durable. A failed COMMIT fails every member.
 * - a statement that changes data outside a transaction, while a group is open, becomes part of
 *   the group and waits for its COMMIT the same way.
 */
class GroupCommitDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: CachedConnection;
  /** The open group: its COMMIT's outcome, and whether a commit is already asked for. */
  #group: { done: Promise<void>; settle: (error?: unknown) => void; flushing: boolean } | undefined;
  /** The group the current holder of the connection must see committed before it returns. */
  #mustWait: Promise<void> | undefined;
  #savepoints = 0;

  constructor(sqlite: Database.Database) {
    this.#connection = new CachedConnection(sqlite);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    this.#connection.wrote = false;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection) {
    if (!this.#group) {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
      let settle!: (error?: unknown) => void;
      const done = new Promise<void>((resolve, reject) => {
        settle = (error) => (error === undefined ? resolve() : reject(error));
      });
      done.catch(() => {}); // each member awaits it; an unobserved failure is no crash
      this.#group = { done, settle, flushing: false };
    }
    await connection.executeQuery(CompiledQuery.raw(`savepoint tx${++this.#savepoints}`));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw(`release tx${this.#savepoints--}`));
    this.#mustWait = this.#group!.done;
    this.#scheduleCommit();
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const name = `tx${this.#savepoints--}`;
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${name}`));
    await connection.executeQuery(CompiledQuery.raw(`release ${name}`));
    // Nothing of it remains to wait for: it fails with its own error, whatever the group's fate.
    this.#connection.wrote = false;
    this.#scheduleCommit();
  }

  async releaseConnection(): Promise<void> {
    // A write outside a transaction while a group is open is part of that group.
    if (this.#connection.wrote && this.#group && this.#savepoints === 0) {
      this.#mustWait = this.#group.done;
      this.#scheduleCommit();
    }
    const wait = this.#mustWait;
    this.#mustWait = undefined;
    this.#mutex.unlock();
    if (wait) await wait;
  }

  /** Commits the open group once the connection is free again: after the work queued before. */
  #scheduleCommit() {
    const group = this.#group;
    if (!group || group.flushing) return;
    group.flushing = true;
    setImmediate(async () => {
      await this.#mutex.lock();
      this.#group = undefined;
      try {
        this.#connection.sqlite.prepare("commit").run();
        group.settle();
      } catch (error) {
        companyWrites++;
        try {
          if (this.#connection.sqlite.inTransaction) this.#connection.sqlite.prepare("rollback").run();
        } catch {
          // the rollback's own failure changes nothing for the members: they fail with the commit's error
        }
        group.settle(error);
      } finally {
        this.#mutex.unlock();
      }
    });
  }

  async destroy() {
    // A group still open is committed first (its members wait for it).
    if (this.#group) {
      await this.#mutex.lock();
      if (this.#connection.sqlite.inTransaction) this.#connection.sqlite.prepare("commit").run();
      this.#group?.settle();
      this.#group = undefined;
      this.#mutex.unlock();
    }
    this.#connection.sqlite.close();
  }
}

class GroupCommitDialect extends SqliteDialect {
  readonly #sqlite: Database.Database;
  constructor(sqlite: Database.Database) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
  }
  override createDriver(): Driver {
    return new GroupCommitDriver(this.#sqlite);
  }
}

/** Opens the SQLite file with the pragmas DESIGN.md requires (the only dialect-specific setup). */
export function openDatabase(file: string): { db: Db; sqlite: Database.Database } {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<DB>({
    dialect: new GroupCommitDialect(sqlite),
    log: (event) => {
      executedQueries++;
      if (event.level === "error") log().warn({ err: event.error }, "query failed");
    },
  });
  return { db, sqlite };
}

let executedQueries = 0;
/** How many queries this process has run (speed tests count the queries of a page). */
export const queryCount = () => executedQueries;

let instance: { db: Db; sqlite: Database.Database; file: string; serial: number } | undefined;
let opened = 0;

/** The process-wide database of DATABASE_PATH. */
export function db(): Db {
  const file = env().DATABASE_PATH;
  if (!instance || instance.file !== file) {
    instance = { ...openDatabase(file), file, serial: ++opened };
  }
  return instance.db;
}

let versionOf: { sqlite: Database.Database; dataVersion: Database.Statement } | undefined;

/**
 * A value that changes whenever the company rows of the process's database may have changed: a
 * statement of this process that writes them, a rollback, a commit of another connection or
 * process (PRAGMA data_version), another database file. Caches of those rows compare it.
 */
export function companyRowsVersion(): string {
  const sqlite = sqliteHandle();
  if (versionOf?.sqlite !== sqlite) versionOf = { sqlite, dataVersion: sqlite.prepare("pragma data_version").pluck() };
  return `${instance!.serial}:${companyWrites}:${versionOf.dataVersion.get() as number}`;
}

export function sqliteHandle(): Database.Database {
  db();
  return instance!.sqlite;
}

/**
 * A read-only snapshot of the database for a long read (the evidence pack): its own read-only
 * connection holding one read transaction, so every query sees the database as it was at the
 * first one, whatever is written meanwhile (WAL keeps that state for it), while the app's
 * connection goes on writing. `close()` ends it; until then the WAL cannot be checkpointed past
 * it, so a snapshot is for the length of one download, never longer.
 */
export function openSnapshot(): { db: Db; close: () => void } {
  const file = env().DATABASE_PATH;
  if (file === ":memory:") throw new Error("a snapshot needs a database file");
  db(); // the file exists and is migrated by the app's connection
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  sqlite.prepare("begin").run();
  // A deferred transaction takes its snapshot at its first read: now.
  sqlite.prepare("select count(*) from sqlite_master").get();
  const snapshot = new Kysely<DB>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      executedQueries++;
      if (event.level === "error") log().warn({ err: event.error }, "query failed");
    },
  });
  let open = true;
  return {
    db: snapshot,
    close() {
      if (!open) return;
      open = false;
      try {
        if (sqlite.inTransaction) sqlite.prepare("rollback").run();
      } finally {
        sqlite.close();
      }
    },
  };
}

export async function closeDb() {
  if (instance) {
    const i = instance;
    instance = undefined;
    await i.db.destroy();
  }
}

export async function migrateToLatest(target: Db = db()) {
  const migrator = new Migrator({ db: target, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return results ?? [];
}

/**
 * A query Kysely builds and compiles once, then runs with each call's values: for the few reads
 * every page makes. Building and compiling a query through Kysely cost more than SQLite's run of
 * an indexed read (docs/decisions/009-speed.md). `build` is called once, with a stand-in for each
 * value; every stand-in must reach the SQL as a plain parameter (compared, inserted), never be
 * computed with, and this is checked when the query is compiled.
 */
export function compiledQuery<A extends unknown[], R>(build: (q: Db, ...values: A) => { compile(): CompiledQuery<R> }) {
  let compiled: { sql: string; slots: ({ arg: number } | { value: unknown })[] } | undefined;
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
    return { sql: query.sql, slots };
  };
  return async (q: Db | Tx, ...values: A): Promise<R[]> => {
    compiled ??= compile(q as Db);
    const parameters = compiled.slots.map((s) => ("arg" in s ? values[s.arg] : s.value));
    return (await q.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters))).rows;
  };
}

export const nowIso = () => new Date().toISOString();

/** Health check: the database answers a trivial query. */
export async function pingDatabase() {
  await sql`select 1`.execute(db());
}
