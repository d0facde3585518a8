/**
 * The SQLite engine (the default: one file, one process): its connection, the group commit and
 * the off-loop sync of the WAL (docs/decisions/012), its read-only snapshots and its pragmas. The
 * only module besides the PostgreSQL one that names a driver; app code reaches it through
 * ../db.server.ts.
 */
import { closeSync, fdatasync, fsyncSync, mkdirSync, openSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { CompiledQuery, type DatabaseConnection, type Driver, Kysely, type KyselyConfig, type QueryResult, SqliteDialect } from "kysely";
import type { DB } from "../schema";
import { foldText } from "../../../domain/text-fold";

type Db = Kysely<DB>;
export type SqliteHandle = Database.Database;

/**
 * Statements of this process that may have changed the company rows (companies,
 * company_settings), and rollbacks (a cached read may have seen what was undone): the tenant
 * cache compares it, with SQLite's data_version for the commits of other connections.
 */
export const sqliteChanges = { companyWrites: 0 };
/** SQL that may change the company rows: any statement that names their tables and is not read-only. */
const COMPANY_TABLES = /\bcompan(?:ies|y_settings)\b/i;

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
 * The SQL with each `?` parameter written `+?` (the same value, type and affinity), outside string
 * literals, quoted names and comments. Since SQLite 3.54 the planner notes a bare parameter
 * compared with a column in a join or a query with ORDER BY, and better-sqlite3 clears the
 * bindings after each run, which then makes SQLite parse and plan the statement again at its next
 * run: the session read took 39-44 µs a run instead of 7.6 (docs/measurements/009-speed.md). None
 * of our plans depends on a value, and the index searches stay (platform.test, "parameters as +?").
 */
export function opaqueParameters(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const close = c === "'" || c === '"' || c === "`" ? c : c === "[" ? "]" : undefined;
    const comment = c === "-" && text[i + 1] === "-" ? "\n" : c === "/" && text[i + 1] === "*" ? "*/" : undefined;
    const end = close ?? comment;
    if (end !== undefined) {
      const at = text.indexOf(end, i + 1 + (comment === "*/" ? 1 : 0));
      const stop = at < 0 ? text.length : at + end.length;
      out += text.slice(i, stop);
      i = stop - 1;
    } else out += c === "?" ? "+?" : c;
  }
  return out;
}

/**
 * Errors of the file rather than of a statement: its storage (the disk or a quota full, an I/O
 * error, the file gone read-only by a remount, a file SQLite cannot open, and the errors of the
 * driver's own sync of the WAL), or its lock held by another process beyond busy_timeout.
 */
const STORAGE_CODES = /^SQLITE_(?:FULL|IOERR|READONLY|CANTOPEN)(?:_|$)/;
const SYNC_ERRORS = new Set(["EIO", "ENOSPC", "EDQUOT", "EROFS"]);

/** Why the file cannot serve now: another process holds its lock (passes), or its storage fails (needs the operator). */
export type FileUnavailability = "busy" | "storage";

function fileUnavailability(e: unknown): FileUnavailability | null {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return null;
  if (/^SQLITE_BUSY(?:_|$)/.test(code)) return "busy";
  return STORAGE_CODES.test(code) || SYNC_ERRORS.has(code) ? "storage" : null;
}

/** What such a failure is thrown as (the app's 503 answer); any other error is thrown as it is. */
export type Unavailable = (cause: unknown, why: FileUnavailability) => unknown;

/** One SQLite connection with a cache of prepared statements (a statement is prepared once per SQL text). */
class CachedConnection implements DatabaseConnection {
  readonly #statements = new Map<string, { stmt: Database.Statement; companyWrite: boolean }>();
  /** Set when a statement that changes data ran (the driver waits for its commit before acknowledging it). */
  wrote = false;
  constructor(
    readonly sqlite: Database.Database,
    /** Told of every failed statement; returns what to throw. */
    readonly failed: (error: unknown) => unknown,
  ) {}

  #prepare(text: string) {
    let prepared = this.#statements.get(text);
    if (!prepared) {
      const stmt = this.sqlite.prepare(opaqueParameters(text));
      // (SQLite counts a rollback as read-only: it is looked for by name)
      prepared = { stmt, companyWrite: /^\s*rollback\b/i.test(text) || (!stmt.readonly && COMPANY_TABLES.test(text)) };
      // The app's statements are a few hundred texts; a runaway (SQL built with values) is cut back.
      if (this.#statements.size >= 1000) this.#statements.clear();
      this.#statements.set(text, prepared);
    }
    return prepared;
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const { stmt, companyWrite } = this.#prepare(query.sql);
      if (companyWrite) sqliteChanges.companyWrites++;
      if (stmt.reader) return Promise.resolve({ rows: stmt.all(query.parameters) as R[] });
      if (!stmt.readonly) this.wrote = true;
      const { changes, lastInsertRowid } = stmt.run(query.parameters);
      return Promise.resolve({ numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] });
    } catch (error) {
      // Outside a transaction a failed statement committed nothing: there is no sync to wait for.
      if (!this.sqlite.inTransaction) this.wrote = false;
      throw this.failed(error);
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("streaming is not used with SQLite here: page through results instead");
  }
}

/** Writes a file's data to the disk (fdatasync), given its descriptor; injected by tests. */
export type SyncFile = (fd: number) => Promise<void>;
const fdatasyncOffLoop: SyncFile = promisify(fdatasync);

/**
 * The durability of what the connection commits. The connection runs WAL with synchronous=NORMAL:
 * a COMMIT appends its frames to the -wal file and syncs nothing (checkpoints still sync the WAL
 * before they copy it into the database, and the database after, and a WAL that starts over has
 * its header synced first: SQLite's documented NORMAL). What synchronous=FULL adds in WAL mode is
 * one sync of the -wal file after each COMMIT; this class does that sync, from the thread pool
 * (fdatasync, as SQLite does on Linux) instead of on the event loop, and nothing is acknowledged
 * before the sync that follows its COMMIT has completed. One sync runs at a time: every COMMIT
 * made while one runs waits for the next, which covers them all (docs/decisions/012).
 */
class WalSync {
  #running = false;
  #waiting: ((error?: unknown) => void)[] = [];
  #wal: { fd: number; ino: number } | undefined;
  /** Off while a throw-away database is bulk-loaded (`bulkLoad`). */
  enabled = true;

  constructor(
    readonly walFile: string | undefined,
    readonly sync: SyncFile,
  ) {}

  /** Resolves once everything committed before the call is on the disk; rejects when the sync failed. */
  afterCommit(): Promise<void> {
    if (!this.walFile || !this.enabled) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.#waiting.push((error) => (error === undefined ? resolve() : reject(error)));
      if (!this.#running) void this.#run();
    });
  }

  async #run() {
    this.#running = true;
    while (this.#waiting.length > 0) {
      // Who asked before this sync starts is covered by it; who asks meanwhile waits for the next.
      const batch = this.#waiting;
      this.#waiting = [];
      let failure: unknown;
      try {
        const fd = this.#descriptor();
        if (fd !== undefined) await this.sync(fd);
      } catch (error) {
        failure = error ?? new Error("the WAL could not be synced");
      }
      for (const settle of batch) settle(failure);
    }
    this.#running = false;
    this.#idle?.();
  }

  /**
   * The -wal file, opened once (SQLite keeps it while the connection is open; a new one is opened
   * again). None when there is no -wal file: the database left WAL mode (SQLite checkpointed and
   * synced it then), or nothing was ever written.
   */
  #descriptor(): number | undefined {
    let ino: number;
    try {
      ino = statSync(this.walFile!).ino;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    if (this.#wal?.ino !== ino) {
      if (this.#wal) closeSync(this.#wal.fd);
      this.#wal = { fd: openSync(this.walFile!, "r+"), ino };
      // Its directory entry too, as SQLite syncs the directory of a WAL it created.
      const dir = openSync(path.dirname(this.walFile!), "r");
      try {
        fsyncSync(dir);
      } finally {
        closeSync(dir);
      }
    }
    return this.#wal.fd;
  }

  #idle: (() => void) | undefined;

  /** Waits for the syncs asked for, then lets the file go (the connection is closing). */
  async close() {
    if (this.#running) await new Promise<void>((resolve) => (this.#idle = resolve));
    if (this.#wal) closeSync(this.#wal.fd);
    this.#wal = undefined;
  }
}

/**
 * SQLite's one connection, with group commit. A COMMIT made durable by SQLite itself
 * (synchronous=FULL) is an fsync that blocks the event loop (about 2 ms here, seconds when the
 * disk is busy): one per answer capped the answer posts below the speed of a stock page
 * (docs/decisions/009-speed.md). So transactions that run while others wait share one SQLite
 * transaction and one COMMIT, and the COMMIT's sync runs off the event loop (`WalSync`):
 *
 * - the first transaction of a group begins it (BEGIN IMMEDIATE: the write lock is taken at the
 *   start, so a read-then-write never fails with SQLITE_BUSY when another process wrote in
 *   between; it waits up to busy_timeout instead);
 * - each transaction is a savepoint inside the group: its rollback undoes its work alone;
 * - the group commits once the transactions queued for the connection have run (the connection
 *   is asked for like any query, after them); the connection is free again at once, and the
 *   members' `execute()` calls return once the WAL is synced after that COMMIT: nothing is
 *   acknowledged before its COMMIT is durable. A failed COMMIT, or a failed sync, fails every
 *   member.
 * - a statement that changes data outside a transaction, while a group is open, becomes part of
 *   the group and waits for its COMMIT the same way; one while no group is open commits at once
 *   (autocommit) and waits for the sync after it.
 */
class GroupCommitDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: CachedConnection;
  /** The open group: its COMMIT's outcome, and whether a commit is already asked for. */
  #group: { done: Promise<void>; settle: (error?: unknown) => void; flushing: boolean } | undefined;
  /** The group the current holder of the connection must see committed before it returns. */
  #mustWait: Promise<void> | undefined;
  #savepoints = 0;
  /** The last group's sync while it runs. */
  #syncing: Promise<void> | undefined;
  readonly wal: WalSync;

  constructor(
    sqlite: Database.Database,
    sync: SyncFile,
    readonly unavailable: Unavailable,
  ) {
    this.#connection = new CachedConnection(sqlite, (error) => this.#failed(error));
    this.wal = new WalSync(sqlite.memory ? undefined : `${path.resolve(sqlite.name)}-wal`, sync);
  }

  /** What a failed statement, COMMIT or sync is thrown as: a storage failure as `unavailable` makes it. */
  #thrown(error: unknown): unknown {
    const why = fileUnavailability(error);
    return why ? this.unavailable(error, why) : error;
  }

  /**
   * After a failed statement. On some errors (a full disk, an I/O error) SQLite rolls the whole
   * transaction back, not the statement alone: then the open group's members, whose work was in
   * it, fail with that error, and the next transaction begins a group of its own.
   */
  #failed(error: unknown): unknown {
    const group = this.#group;
    if (group && !this.#connection.sqlite.inTransaction) {
      this.#group = undefined;
      sqliteChanges.companyWrites++;
      group.settle(error);
    }
    return this.#thrown(error);
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
    // (not when SQLite rolled the whole transaction back: #failed failed its group then)
    if (this.#connection.sqlite.inTransaction) {
      await connection.executeQuery(CompiledQuery.raw(`rollback to ${name}`));
      await connection.executeQuery(CompiledQuery.raw(`release ${name}`));
    }
    // Nothing of it remains to wait for: it fails with its own error, whatever the group's fate.
    this.#connection.wrote = false;
    this.#scheduleCommit();
  }

  async releaseConnection(): Promise<void> {
    if (this.#connection.wrote && this.#savepoints === 0) {
      if (this.#group) {
        // A write outside a transaction while a group is open is part of that group.
        this.#mustWait = this.#group.done;
        this.#scheduleCommit();
      } else if (!this.#connection.sqlite.inTransaction) {
        // It committed on its own: it is acknowledged once synced.
        this.#mustWait = this.wal.afterCommit();
      }
    }
    const wait = this.#mustWait;
    this.#mustWait = undefined;
    this.#mutex.unlock();
    if (wait) await wait.catch((error: unknown) => Promise.reject(this.#thrown(error)));
  }

  /**
   * Commits the open group once the connection is free again (after the work queued before) and
   * the last COMMIT's sync is done: while that sync runs, the group goes on gathering members, so
   * that one COMMIT and one sync serve all of them.
   */
  #scheduleCommit() {
    const group = this.#group;
    if (!group || group.flushing) return;
    group.flushing = true;
    setImmediate(async () => {
      while (this.#syncing) {
        await this.#syncing;
        // The rest of the loop's turn first: the requests that came with the sync's completion
        // join this group (18 members a COMMIT without this turn, 25 with it, in the answer bench).
        await new Promise((resolve) => setImmediate(resolve));
      }
      await this.#mutex.lock();
      if (this.#group !== group) {
        // destroy() committed it meanwhile, or SQLite rolled it back (#failed)
        this.#mutex.unlock();
        return;
      }
      this.#group = undefined;
      try {
        this.#connection.sqlite.prepare("commit").run();
        void this.#settleWhenSynced(group);
      } catch (error) {
        sqliteChanges.companyWrites++;
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

  /** Settles a committed group's members once the WAL is synced after its COMMIT (the next group waits for it). */
  #settleWhenSynced(group: { settle: (error?: unknown) => void }): Promise<void> {
    const syncing = this.wal.afterCommit().then(
      () => group.settle(),
      (error: unknown) => group.settle(error),
    );
    this.#syncing = syncing;
    void syncing.then(() => {
      if (this.#syncing === syncing) this.#syncing = undefined;
    });
    return syncing;
  }

  async destroy() {
    // A group still open is committed first (its members wait for it).
    if (this.#group) {
      await this.#mutex.lock();
      const group = this.#group;
      this.#group = undefined;
      const committing = this.#connection.sqlite.inTransaction;
      if (committing) this.#connection.sqlite.prepare("commit").run();
      this.#mutex.unlock();
      if (committing && group) await this.#settleWhenSynced(group);
    }
    await this.wal.close();
    this.#connection.sqlite.close();
  }
}

class GroupCommitDialect extends SqliteDialect {
  /** Made by Kysely's constructor. */
  driver: GroupCommitDriver | undefined;
  constructor(
    readonly sqlite: Database.Database,
    readonly sync: SyncFile,
    readonly unavailable: Unavailable,
  ) {
    super({ database: sqlite });
  }
  override createDriver(): Driver {
    this.driver = new GroupCommitDriver(this.sqlite, this.sync, this.unavailable);
    return this.driver;
  }
}

/**
 * Opens the SQLite file with the pragmas DESIGN.md requires (the only dialect-specific setup).
 * Durability is synchronous=FULL's, with its sync made off the event loop: synchronous=NORMAL
 * plus the driver's sync of the WAL before any write is acknowledged (`WalSync`,
 * docs/decisions/012). `sync` is for tests that hold a sync back; `unavailable` makes what a
 * storage failure (a full disk, an I/O error, a failed sync) is thrown as, in place of its error.
 */
export function openSqlite(
  file: string,
  log: KyselyConfig["log"],
  sync: SyncFile = fdatasyncOffLoop,
  unavailable: Unavailable = (cause) => cause,
): { db: Db; sqlite: SqliteHandle } {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  addFunctions(sqlite);
  const dialect = new GroupCommitDialect(sqlite, sync, unavailable);
  const db = new Kysely<DB>({ dialect, log });
  dialects.set(sqlite, dialect);
  return { db, sqlite };
}

const dialects = new WeakMap<Database.Database, GroupCommitDialect>();

/**
 * The SQL functions the app's queries call that SQLite lacks; PostgreSQL has the same ones
 * (migrations 020 and 021; docs/decisions/032). `unicode_lower`: SQLite's lower() leaves every
 * letter outside ASCII as it is ("Łukasz"); this one is JavaScript's toLowerCase. `unicode_fold`:
 * lower case without accents (domain/text-fold.ts). Queries only: no index, trigger or
 * constraint may use them, since another program's connection would not have them.
 */
function addFunctions(sqlite: Database.Database) {
  const textOnly = (f: (text: string) => string) => (value: unknown) => (typeof value === "string" ? f(value) : value);
  sqlite.function(
    "unicode_lower",
    { deterministic: true },
    textOnly((text) => text.toLowerCase()),
  );
  sqlite.function("unicode_fold", { deterministic: true }, textOnly(foldText));
}

/**
 * Bulk loading of a database that is thrown away on a crash (the bench's seed): no sync at all
 * while `on` (synchronous=OFF, and no sync of the WAL after a COMMIT); off again, the usual
 * durability, and what was loaded is synced by the next checkpoint.
 */
export function bulkLoad(sqlite: Database.Database, on: boolean) {
  sqlite.pragma(on ? "synchronous = OFF" : "synchronous = NORMAL");
  const driver = dialects.get(sqlite)?.driver;
  if (!driver) throw new Error("bulkLoad: not a database of openDatabase");
  driver.wal.enabled = !on;
}

/** SQLite's counter of commits by other connections to the file (PRAGMA data_version). */
export function dataVersionReader(sqlite: SqliteHandle): () => number {
  const stmt = sqlite.prepare("pragma data_version").pluck();
  return () => stmt.get() as number;
}

/**
 * A read-only snapshot of the file for a long read (the evidence pack): its own read-only
 * connection holding one read transaction, so every query sees the database as it was at the
 * first one, whatever is written meanwhile (WAL keeps that state for it). Until `close()` the WAL
 * cannot be checkpointed past it: a snapshot is for the length of one download, never longer.
 */
export function openSqliteSnapshot(file: string, log: KyselyConfig["log"]): { db: Db; close: () => Promise<void> } {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  addFunctions(sqlite);
  sqlite.prepare("begin").run();
  // A deferred transaction takes its snapshot at its first read: now.
  sqlite.prepare("select count(*) from sqlite_master").get();
  const snapshot = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }), log });
  let open = true;
  return {
    db: snapshot,
    async close() {
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

/** A unique constraint refused the statement. */
export const isSqliteUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === "SQLITE_CONSTRAINT_UNIQUE";
