import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  Migrator,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
  type Transaction,
} from "kysely";
import { migrations } from "../../../db/migrations";
import { env } from "./env.server";
import { log } from "./log.server";
import type { DB } from "./schema";

export type Db = Kysely<DB>;
export type Tx = Transaction<DB>;

/**
 * Transactions take the write lock when they begin (BEGIN IMMEDIATE). A deferred transaction
 * that reads and then writes fails at once with SQLITE_BUSY, whatever the busy_timeout, when
 * another process (the mail worker, a backup, the tests' factory) wrote in between; an
 * immediate one waits up to busy_timeout for the lock instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
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
    dialect: new ImmediateSqliteDialect({ database: sqlite }),
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

let instance: { db: Db; sqlite: Database.Database; file: string } | undefined;

/** The process-wide database of DATABASE_PATH. */
export function db(): Db {
  const file = env().DATABASE_PATH;
  if (!instance || instance.file !== file) {
    instance = { ...openDatabase(file), file };
  }
  return instance.db;
}

export function sqliteHandle(): Database.Database {
  db();
  return instance!.sqlite;
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

export const nowIso = () => new Date().toISOString();

/** Health check: the database answers a trivial query. */
export async function pingDatabase() {
  await sql`select 1`.execute(db());
}
