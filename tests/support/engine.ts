/**
 * Which engine the tests run on: SQLite unless TEST_ENGINE=postgres (`npm run
 * test:integration:postgres`). On PostgreSQL each test file gets a database of its own, created
 * from a migrated template (CREATE DATABASE … TEMPLATE: a file copy on the server, no migration
 * per file).
 */
import { Kysely, PostgresDialect, sql, type Transaction } from "kysely";
import pg from "pg";
import type { DB } from "../../app/server/platform/schema";

export type TestEngine = "sqlite" | "postgres";
export const TEMPLATE_DATABASE = "academy_template";

export const testEngine = (): TestEngine => (process.env.TEST_ENGINE === "postgres" ? "postgres" : "sqlite");
export const onPostgres = () => testEngine() === "postgres";

const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** Runs statements on the database of `serverUrl` (a server's maintenance database); the last one's rows. */
export async function onServer(serverUrl: string, statements: string[]): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    let rows: Record<string, unknown>[] = [];
    for (const s of statements) rows = (await client.query(s)).rows;
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * A new database on the server of `serverUrl`: migrated (the template), or a copy of the
 * template. Returns its URL.
 */
export async function createDatabase(
  serverUrl: string,
  name: string,
  how: { migrate: true } | { template: string } | { empty: true },
): Promise<string> {
  const url = withDatabase(serverUrl, name);
  if ("empty" in how) {
    await onServer(serverUrl, [`create database ${name}`]);
    return url;
  }
  if ("migrate" in how) {
    await onServer(serverUrl, [`drop database if exists ${name}`, `create database ${name}`]);
    const { migrationsOf } = await import("../../app/server/platform/db.server");
    const { Migrator } = await import("kysely");
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrationsOf("postgres") } }).migrateToLatest();
    await db.destroy();
    if (error) throw error;
    return url;
  }
  // Two files copying the template at the same moment may see "being accessed by other users".
  for (let attempt = 0; ; attempt++) {
    try {
      await onServer(serverUrl, [`create database ${name} template ${how.template}`]);
      return url;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

export async function dropDatabase(serverUrl: string, name: string) {
  await onServer(serverUrl, [`drop database if exists ${name} with (force)`]);
}

/** Row count of a table, the same on both engines (tests). */
export const countSql = (table: string) => sql`select count(*) as n from ${sql.table(table)}`;

/** A Kysely of the app's kind on a PostgreSQL URL of the tests (a database the app is not using). */
export function openPostgresForTest(url: string): { db: Kysely<DB> } {
  return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }) }) };
}

/**
 * A transaction of `db` that has run `first` and stays open, its locks held, until `end()`;
 * `done` settles once it has ended.
 */
export async function heldTransaction(db: Kysely<DB>, first: (tx: Transaction<DB>) => Promise<unknown>) {
  let end = () => {};
  let begun = () => {};
  const started = new Promise<void>((resolve) => (begun = resolve));
  const ended = new Promise<void>((resolve) => (end = resolve));
  const done = db.transaction().execute(async (tx) => {
    await first(tx);
    begun();
    await ended;
  });
  await Promise.race([started, done]);
  return { end, done };
}
