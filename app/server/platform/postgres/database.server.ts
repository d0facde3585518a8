/**
 * The PostgreSQL engine (DATABASE_URL): several app instances on one database. A pool of
 * node-postgres connections under Kysely's PostgresDialect; numbers typed once here (node-postgres
 * answers bigint, as count(*) is, and numeric, as sum() is, as strings); read-only snapshots for
 * long reads; the row locks and the advisory lock that keep the serial invariants
 * (docs/decisions/022). The only module besides the SQLite one that names a driver.
 */
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  type KyselyConfig,
  PostgresAdapter,
  PostgresDialect,
  type PostgresDialectConfig,
  PostgresDriver,
  type PostgresPool,
  sql,
  type Transaction,
  type TransactionBuilder,
  type TransactionSettings,
} from "kysely";
import { createRequire } from "node:module";
import type pg from "pg";
import type { DB } from "../schema";

type Db = Kysely<DB>;

/**
 * node-postgres, loaded when a PostgreSQL database is opened: a server on SQLite does not carry
 * it (about 2 MB of resident memory). It is CommonJS, so a synchronous require serves open()'s
 * synchronous first use.
 */
let driver: typeof pg | undefined;
const loadPg = (): typeof pg => (driver ??= createRequire(import.meta.url)("pg") as typeof pg);

const INT8 = 20;
const NUMERIC = 1700;

function toNumber(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) && !text.includes(".")) throw new RangeError(`a database number beyond JavaScript's safe integers: ${text}`);
  return n;
}

/** Every count, sum and bigint column as a JavaScript number, the SQLite driver's way. */
const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8 || oid === NUMERIC) return toNumber;
    return loadPg().types.getTypeParser(oid, format);
  },
};

/** The SQL of compiledQuery's statements, each with the name it is prepared under. */
const prepared = new Map<string, string>();

/**
 * Runs this SQL text as a named prepared statement from now on: each connection parses and plans
 * it once, then only binds and executes it (compiledQuery's few reads and writes of every page).
 * Not for SQL built per call: every name stays prepared on every connection.
 */
export function preparePostgresStatement(text: string) {
  if (!prepared.has(text)) prepared.set(text, `academy_${prepared.size + 1}`);
}

/**
 * Kysely's driver calls `client.query(sql, parameters)`; a text of `prepared` goes out with its
 * name instead (node-postgres prepares it on the connection the first time).
 */
function namePreparedStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === "string" && callback === undefined ? prepared.get(text) : undefined;
    return name ? query({ name, text, values }) : query(text, values, callback);
  }) as typeof client.query;
}

/** deadlock_detected and serialization_failure: PostgreSQL rolled the transaction back and asks for it to be run again. */
const RETRIED_STATES = new Set(["40P01", "40001"]);
/** Tries of one transaction: a deadlock twice over is rare; a third is an error worth seeing. */
const TRANSACTION_TRIES = 3;

const sqlState = (e: unknown) => (e as { code?: unknown } | null)?.code;

/**
 * A transaction PostgreSQL aborted to break a deadlock is run again, whole, up to three times.
 * Locks are taken in no single order across the code (a company's row, the audit trail's
 * advisory lock, the rows a statement updates): two transactions can each hold what the other
 * waits for, and PostgreSQL then aborts one. Nothing of it was written, and a transaction's work
 * is all in the database (mail included, through the outbox), so running the callback again is safe.
 */
function retried<B extends TransactionBuilder<DB>>(builder: B, onRetry: (state: string, tries: number) => void): B {
  return new Proxy(builder, {
    get(target, property, receiver) {
      if (property === "setIsolationLevel" || property === "setAccessMode")
        return (value: never) => retried(target[property](value), onRetry);
      if (property !== "execute") return Reflect.get(target, property, receiver) as unknown;
      return async <T>(callback: (trx: Transaction<DB>) => Promise<T>) => {
        for (let tries = 1; ; tries++) {
          try {
            return await target.execute(callback);
          } catch (e) {
            const state = sqlState(e);
            if (tries >= TRANSACTION_TRIES || typeof state !== "string" || !RETRIED_STATES.has(state)) throw e;
            onRetry(state, tries);
          }
        }
      };
    },
  });
}

class RetryingKysely extends Kysely<DB> {
  constructor(
    config: KyselyConfig,
    private readonly onRetry: (state: string, tries: number) => void,
  ) {
    super(config);
  }

  override transaction(): TransactionBuilder<DB> {
    return retried(super.transaction(), this.onRetry);
  }
}

/**
 * Errors of a server out of reach rather than of a statement: no connection (refused, reset, timed
 * out, no route, a name that does not resolve), class 08 (connection exception), the server
 * shutting down or starting (57P01-57P03), its connection slots full (53300), and node-postgres's
 * own "Connection terminated" when the socket closes under a query.
 */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
const UNREACHABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/**
 * A server that answers but cannot do the work: a standby that refuses writes (25006, reached
 * after a failover through a stale address), its disk full (53100), out of memory (53200), an I/O
 * error (58030).
 */
const REFUSING_STATES = new Set(["25006", "53100", "53200", "58030"]);

/**
 * Why the server cannot serve the app now: out of reach, refusing the work, or rejecting the app's
 * connection (`rejected`: its certificate failed the check, the credentials or the database name
 * are wrong, pg_hba.conf refuses the app); null for an error of the statement.
 */
export type Unavailability = "unreachable" | "refusing" | "rejected";

function unavailability(e: unknown): Unavailability | null {
  const code = sqlState(e);
  if (typeof code === "string") {
    if (UNREACHABLE_CODES.has(code) || UNREACHABLE_STATES.has(code) || code.startsWith("08")) return "unreachable";
    if (REFUSING_STATES.has(code)) return "refusing";
  }
  const message = e instanceof Error ? e.message : "";
  return /^(Connection terminated|Client has encountered a connection error|timeout expired$)/.test(message) ? "unreachable" : null;
}

type Unreachable = (cause: unknown, why: Unavailability) => unknown;
type Rethrow = (e: unknown) => never;

/**
 * A connection from the pool, whose failure is always the server's answer: a connection that
 * could not be opened is no error of the app's statement, whatever the reason (rotated
 * credentials, a certificate the app does not trust).
 */
function connectOf(pool: pg.Pool, unreachable: Unreachable) {
  return () => pool.connect().catch((e: unknown) => Promise.reject(unreachable(e, unavailability(e) ?? "rejected")));
}

/**
 * Closes a connection whose server has not answered its statement in time: a server gone without
 * a word (a failover that moved its address, a network that drops packets) would otherwise hold
 * the statement, and the connection, until the kernel gives up on it (about 15 minutes on Linux).
 * The statement then fails as "Connection terminated" (the server out of reach); a transaction
 * it was part of was not committed, and the server rolls it back when it sees the connection gone.
 * The socket is destroyed, as node-postgres's pool does on its own timeout: `end()` would wait for
 * a goodbye the silent server never acknowledges.
 */
function abandon(client: pg.PoolClient) {
  (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
}

/**
 * A client's query for Kysely, whose errors go through `rethrow`, abandoned after `answerMs`
 * without an answer (0: waits for ever). A cursor (Kysely's streams) is no promise: as it is.
 */
function guardedQuery(client: pg.PoolClient, rethrow: Rethrow, answerMs: number) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => {
    const r = query(...args);
    if (!(r instanceof Promise)) return r;
    if (!answerMs) return r.catch(rethrow);
    const timer = setTimeout(abandon, answerMs, client);
    return r.then(
      (value: unknown) => {
        clearTimeout(timer);
        return value;
      },
      (e: unknown) => {
        clearTimeout(timer);
        rethrow(e);
      },
    );
  }) as never;
}

/**
 * The pool as Kysely uses it, where an error of a server out of reach or refusing the work is
 * thrown as the engine's `unreachable` makes it; every other error as it is. A connection that
 * failed is not used again: node-postgres removes it from the pool when it is released.
 */
function guarded({ pool, connect, rethrow, answerMs }: Omit<PostgresDatabase, "db">): PostgresPool {
  return {
    async connect() {
      const client = await connect();
      return { query: guardedQuery(client, rethrow, answerMs), release: () => client.release() };
    },
    end: () => pool.end(),
  };
}

export interface PostgresDatabase {
  db: Db;
  pool: pg.Pool;
  /** A connection of the pool; a failure to open one thrown as `unreachable` makes it. */
  connect: () => Promise<pg.PoolClient>;
  /** Throws an error as the app's statements do: a server out of reach or refusing as `unreachable` makes it. */
  rethrow: Rethrow;
  /** How long a statement may wait for the server's answer before its connection is abandoned (0: for ever). */
  answerMs: number;
}

export interface PostgresOptions {
  /** Connections of the pool. */
  size: number;
  log?: KyselyConfig["log"];
  /** Told of a transaction run again after a deadlock. */
  onRetry?: (state: string, tries: number) => void;
  /** What to throw for a server out of reach, refusing the work, or rejecting the connection. */
  unreachable?: Unreachable;
  /**
   * compiledQuery's statements as named prepared statements (true, the default). False behind a
   * pooler in transaction mode that cannot keep them (PgBouncer before 1.21): a name prepared on
   * one of its server connections is missing on the next.
   */
  preparedStatements?: boolean;
  /**
   * Milliseconds a statement waits for the server's answer before its connection is abandoned
   * and the statement fails as the server out of reach; 0 (the default): for ever, as a migration
   * may need.
   */
  answerMs?: number;
  /**
   * Milliseconds to open a connection; 0 (the default): for ever. A server whose host drops
   * packets, rather than refusing them, answers nothing at all. (Not the wait for a free
   * connection of a busy pool: that is load, not a lost server.)
   */
  connectMs?: number;
  /**
   * The connection of Kysely's migrator: its lock is then its migration transaction's, and each
   * statement after it waits at most `lockWaitMs` for a table's lock (MigrationDialect).
   */
  migrations?: { lockWaitMs: number };
  /** Told of the server's notices (a migration's RAISE NOTICE: what it could not create). */
  onNotice?: (message: string) => void;
}

/**
 * node-postgres's client that gives up opening its connection after `ms`. (The pool's own
 * connectionTimeoutMillis would bound the wait for a free connection as well.)
 */
function timedClient(Client: typeof pg.Client, ms: number): typeof pg.Client {
  return class extends Client {
    constructor(config?: string | pg.ClientConfig) {
      super({ ...(typeof config === "string" ? { connectionString: config } : config), connectionTimeoutMillis: ms });
    }
  };
}

/**
 * A pool of `size` connections. An answer is acknowledged after its COMMIT returns, which with
 * PostgreSQL's default synchronous_commit=on is after the commit's WAL is flushed: the pool
 * refuses to start on a server set otherwise (a crash could lose acknowledged training records).
 */
export function openPostgres(url: string, options: PostgresOptions): PostgresDatabase {
  const { size, log, onRetry = () => {}, unreachable = (cause) => cause, preparedStatements = true, answerMs = 0, connectMs = 0 } = options;
  const Pg = loadPg();
  const pool = new Pg.Pool({
    connectionString: url,
    max: size,
    types,
    application_name: "gdpr-academy",
    Client: connectMs ? timedClient(Pg.Client, connectMs) : Pg.Client,
  });
  // An idle connection that dies (the server restarted) is dropped by the pool; it is no crash.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", () => {});
    const { onNotice } = options;
    if (onNotice) client.on("notice", (notice) => onNotice(notice.message ?? ""));
    // No JIT compilation for the app's queries (queued before the first one the pool hands out):
    // they are short, but at 10,000 employees the planner's estimates for the counts passed
    // jit_above_cost, and compiling took 40-160 ms of a 60-300 ms query (docs/decisions/023).
    void client.query("set jit = off").catch(() => {});
    if (preparedStatements) namePreparedStatements(client);
  });
  const rethrow: Rethrow = (e) => {
    const why = unavailability(e);
    throw why ? unreachable(e, why) : e;
  };
  const connect = connectOf(pool, unreachable);
  const settings = { pool: guarded({ pool, connect, rethrow, answerMs }) };
  const dialect = options.migrations ? new MigrationDialect(settings, options.migrations.lockWaitMs) : new PostgresDialect(settings);
  const db = new RetryingKysely({ dialect, log }, onRetry);
  return { db, pool, connect, rethrow, answerMs };
}

/** Kysely's key for its migration lock: a migration of a build that takes Kysely's own lock and ours exclude each other. */
const MIGRATION_LOCK = "3853314791062309107";

/**
 * Kysely's migrator takes a session's advisory lock, then runs its transaction, then releases the
 * lock: three statements that a pooler in transaction mode may send over three of its server
 * connections. The release then fails, the lock stays with a server connection of the pooler,
 * and a later migration (every instance's start) waits for it, up to Kysely's hour. With this
 * dialect the migration transaction's BEGIN takes the lock, and its COMMIT or ROLLBACK ends it.
 *
 * Then the transaction waits at most `lockWaitMs` for any other lock: a migration's ALTER that
 * waits for a table a long transaction reads (a backup, an evidence pack) holds up every later
 * statement on that table, the serving instances' included, for as long as it waits. It gives up
 * instead (55P03), and `migrateToLatest` tries again a little later.
 */
class MigrationDialect extends PostgresDialect {
  constructor(
    private readonly settings: PostgresDialectConfig,
    private readonly lockWaitMs: number,
  ) {
    super(settings);
  }
  override createDriver() {
    return new MigrationLockDriver(this.settings, this.lockWaitMs);
  }
  override createAdapter() {
    return new TransactionLockAdapter();
  }
}

class MigrationLockDriver extends PostgresDriver {
  constructor(
    settings: PostgresDialectConfig,
    private readonly lockWaitMs: number,
  ) {
    super(settings);
  }
  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await super.beginTransaction(connection, settings);
    // another migration is waited for as long as it runs; the tables' locks only lockWaitMs
    await connection.executeQuery(CompiledQuery.raw(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`));
    await connection.executeQuery(CompiledQuery.raw(`set local lock_timeout = ${Math.max(1, Math.round(this.lockWaitMs))}`));
  }
}

/** A statement gave up waiting for a lock (lock_timeout): another transaction holds what it needs. */
export const isLockWaitOver = (e: unknown) => (e as { code?: unknown } | null)?.code === "55P03";

/** No lock of the session's: MigrationLockDriver takes the transaction's. */
class TransactionLockAdapter extends PostgresAdapter {
  override async acquireMigrationLock() {}
  override async releaseMigrationLock() {}
}

/** Refuses a server whose commits are acknowledged before they are on its disk (synchronous_commit=off). */
export async function requireDurableCommits(db: Db) {
  const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db);
  const setting = rows[0]?.synchronous_commit;
  if (setting === "off") throw new Error("PostgreSQL's synchronous_commit is off: acknowledged training records could be lost in a crash");
}

/**
 * One REPEATABLE READ READ ONLY transaction on a connection of its own: every query of the
 * snapshot sees the database as at its first statement, whatever is committed meanwhile.
 */
export async function openPostgresSnapshot(
  { connect, rethrow, answerMs }: PostgresDatabase,
  log: KyselyConfig["log"],
): Promise<{ db: Db; close: () => Promise<void> }> {
  const client = await connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    await client.query("select 1"); // the snapshot is taken at the first statement
  } catch (error) {
    client.release(true);
    rethrow(error);
  }
  const single: PostgresPool = {
    connect: async () => ({ query: guardedQuery(client, rethrow, answerMs), release: () => {} }),
    end: async () => {},
  };
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: single }), log });
  let open = true;
  return {
    db,
    async close() {
      if (!open) return;
      open = false;
      try {
        await client.query("rollback");
        client.release();
      } catch (error) {
        client.release(error instanceof Error ? error : true);
      }
    },
  };
}

/** A unique constraint refused the statement (SQLSTATE 23505). */
export const isPostgresUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === "23505";

/**
 * The row of one company, locked until the transaction ends (`lockCompany`). FOR NO KEY UPDATE,
 * not FOR UPDATE: it excludes the other lockCompany callers and writes of the company row, but
 * not the foreign-key checks (FOR KEY SHARE) of every insert that names the company (sessions,
 * audit events, mail), which would otherwise wait behind an import.
 */
export async function lockCompanyRow(tx: Kysely<DB>, companyId: number) {
  await sql`select id from companies where id = ${companyId} for no key update`.execute(tx);
}

/** A transaction-scoped advisory lock, released by COMMIT or ROLLBACK. */
export async function advisoryLock(tx: Kysely<DB>, key: number) {
  await sql`select pg_advisory_xact_lock(${key}::bigint)`.execute(tx);
}
