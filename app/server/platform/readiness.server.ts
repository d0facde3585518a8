import { Migrator, sql } from "kysely";
import { type Db, db, engine, migrationsOf } from "./db.server";

/** What /readyz answers (as JSON: 200 when ready, 503 otherwise). */
export type Readiness =
  | { status: "ready" }
  | { status: "not_ready"; reason: "database_unavailable" }
  | { status: "not_ready"; reason: "migrations_pending"; pending: string[] };

/** A database that does not answer within this many milliseconds counts as unavailable. */
const TIMEOUT_MS = 3000;

/**
 * Databases on which every migration of this build was seen applied. Migrations only go forward,
 * so once all of them are there a later check needs only a ping, not the Migrator's look at the
 * schema (an introspection of every table's columns on each call).
 */
const migrated = new WeakSet<Db>();

/**
 * Readiness (/readyz): the database answers and every migration of the engine (db/migrations, or db/migrations/postgres) has been applied
 * (Kysely's Migrator lists each with its executedAt). An instance that started before
 * `npm run db:migrate` finished, or whose database is unreachable, is not ready; /healthz only
 * says that the process is up.
 */
export async function readiness(): Promise<Readiness> {
  let target: Db;
  try {
    target = db();
  } catch {
    return { status: "not_ready", reason: "database_unavailable" };
  }
  try {
    if (migrated.has(target)) {
      await withTimeout(sql`select 1`.execute(target));
      return { status: "ready" };
    }
    const list = await withTimeout(
      new Migrator({ db: target, provider: { getMigrations: async () => migrationsOf(engine()) } }).getMigrations(),
    );
    const pending = list.filter((m) => !m.executedAt).map((m) => m.name);
    if (pending.length) return { status: "not_ready", reason: "migrations_pending", pending };
    migrated.add(target);
    return { status: "ready" };
  } catch {
    return { status: "not_ready", reason: "database_unavailable" };
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
