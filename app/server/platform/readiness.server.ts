import { schemaVerdict } from "../../domain/schema-floor";
import { type Db, db, engine, migrationsOf } from "./db.server";
import { appliedSchema, schemaFloor } from "./schema-floor.server";

/** What /readyz answers (as JSON: 200 when ready, 503 otherwise). */
export type Readiness =
  | { status: "ready" }
  | { status: "not_ready"; reason: "database_unavailable" }
  | { status: "not_ready"; reason: "migrations_pending"; pending: string[] }
  | { status: "not_ready"; reason: "schema_too_new"; floor: string | null }
  | { status: "not_ready"; reason: "stopping" };

/** A database that does not answer within this many milliseconds counts as unavailable. */
const TIMEOUT_MS = 3000;

/**
 * Databases on which every migration of this build was seen applied. Migrations only go forward,
 * so once all of them are there a later check needs only the schema's floor (one row), not a look
 * at every migration applied.
 */
const migrated = new WeakSet<Db>();

let stopping = false;

/**
 * The process is stopping (scripts/shutdown.ts): from now on /readyz answers 503, while the
 * server may still serve for SHUTDOWN_DELAY_SECONDS, until load balancers have taken it out.
 */
export function markStopping() {
  stopping = true;
}

/**
 * Readiness (/readyz): the database answers, every migration of the engine (db/migrations, or
 * db/migrations/postgres) has been applied, and no newer release has raised the schema's floor
 * above this build (docs/decisions/030: an instance left behind after such a migration must leave
 * the load balancer). An instance that started before `npm run db:migrate` finished, or whose
 * database is unreachable, is not ready, and so is one that is stopping; /healthz only says that
 * the process is up.
 */
export async function readiness(): Promise<Readiness> {
  if (stopping) return { status: "not_ready", reason: "stopping" };
  let target: Db;
  try {
    target = db();
  } catch {
    return { status: "not_ready", reason: "database_unavailable" };
  }
  const known = Object.keys(migrationsOf(engine()));
  try {
    if (migrated.has(target)) {
      // (no row: nothing says this build is too old; the start judges unknown migrations)
      const floor = await withTimeout(schemaFloor(target));
      return floor === null || known.includes(floor) ? { status: "ready" } : { status: "not_ready", reason: "schema_too_new", floor };
    }
    const verdict = schemaVerdict(known, await withTimeout(appliedSchema(target)));
    if (verdict.kind === "ours" && verdict.pending.length)
      return { status: "not_ready", reason: "migrations_pending", pending: verdict.pending };
    if (verdict.kind === "too-new") return { status: "not_ready", reason: "schema_too_new", floor: verdict.floor };
    if (verdict.kind === "diverged") return { status: "not_ready", reason: "migrations_pending", pending: verdict.pending };
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
