/**
 * The soak on PostgreSQL (`npm run test:soak -- --postgres`): a throw-away server of the run's
 * own (tests/support/postgres-server.ts) with fsync and synchronous_commit on, as in production (the
 * parts measure durability and latency, so the test cluster's fsync=off would flatter both); a
 * template database seeded once through the app's functions, copied by each part (CREATE
 * DATABASE … TEMPLATE, as freshCopy copies the SQLite file). Only the app instances are killed,
 * never the database.
 *
 * The checks that open SQLite's file (integrity_check, foreign_key_check) have no PostgreSQL
 * counterpart worth the name: the server enforces its foreign keys and checksums its own pages.
 * What is checked instead (postgresHealth): every audit chain verifies (the function `npm run
 * audit:verify` uses), no index left invalid, every foreign key constraint validated; the
 * ledger's checks (checks.ts) read one REPEATABLE READ snapshot (snapshotQuery).
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { createDatabase, dropDatabase } from "../support/engine";
import { freePort, startTestPostgres } from "../support/postgres-server";

export const SOAK_TEMPLATE_DATABASE = "soak_template";

export interface SoakPostgres {
  /** The template's URL: seeded once (seed.ts), then copied by each part. */
  templateUrl: string;
  /** A fresh copy of the template for a part (a previous one of that name dropped); answers its URL. */
  fresh(name: string): Promise<string>;
  /** A new empty database (a previous one of that name dropped), e.g. to restore a dump into; answers its URL. */
  empty(name: string): Promise<string>;
  /** The size of the server's pg_wal now, in bytes. */
  walBytes(): number;
  stop(): void;
}

export async function startSoakPostgres(dir: string): Promise<SoakPostgres> {
  const port = await freePort();
  const server = startTestPostgres(dir, port, { fsync: "on", full_page_writes: "on", synchronous_commit: "on" });
  const templateUrl = await createDatabase(server.url, SOAK_TEMPLATE_DATABASE, { empty: true });
  const walDir = path.join(path.resolve(dir), "pg_wal");
  return {
    templateUrl,
    async fresh(name) {
      await dropDatabase(server.url, name);
      return createDatabase(server.url, name, { template: SOAK_TEMPLATE_DATABASE });
    },
    async empty(name) {
      await dropDatabase(server.url, name);
      return createDatabase(server.url, name, { empty: true });
    },
    walBytes() {
      try {
        return readdirSync(walDir).reduce((sum, f) => sum + statSync(path.join(walDir, f)).size, 0);
      } catch {
        return 0;
      }
    },
    stop: () => server.stop(),
  };
}

/** Runs `fn` with the app's db() on `url` (this process's pool closed before and after). */
async function onAppDatabase<T>(url: string, fn: () => Promise<T>): Promise<T> {
  // Imported here, not at the top: the driver sets the environment before the app's modules load (seed.ts).
  const { closeDb } = await import("../../app/server/platform/db.server");
  const { resetEnvCache } = await import("../../app/server/platform/env.server");
  await closeDb();
  process.env.DATABASE_URL = url;
  resetEnvCache();
  try {
    return await fn();
  } finally {
    await closeDb();
  }
}

export type Query = (text: string, param?: unknown) => Promise<Record<string, unknown>[]>;

/** Runs `fn` with queries on one REPEATABLE READ READ ONLY snapshot of the database at `url`. */
export async function snapshotQuery<T>(url: string, fn: (q: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    // The ledger's queries are written with SQLite's one `?` parameter.
    const result = await fn(async (text, param) => (await client.query(text.replace("?", "$1"), param === undefined ? [] : [param])).rows);
    await client.query("commit");
    return result;
  } finally {
    await client.end();
  }
}

/**
 * In place of integrity_check and foreign_key_check: every audit chain intact (`npm run
 * audit:verify`'s verifyAllChains), no invalid index; and foreign keys not validated (none may
 * be: the app never adds one NOT VALID), as the foreign key figure.
 */
export async function postgresHealth(url: string): Promise<{ integrity: string; foreignKeyProblems: number; chainEvents: number }> {
  const { verifyAllChains } = await import("../../app/server/evidence/audit-chain.server");
  const outcomes = await onAppDatabase(url, () => verifyAllChains());
  const problems: string[] = [];
  for (const { name, report } of outcomes)
    if (!report.intact) problems.push(`audit chain ${name} broken: ${report.problem.kind} at event ${report.problem.eventId}`);
  const [indexes, constraints] = await snapshotQuery(url, async (q) => [
    await q("select indexrelid::regclass::text as name from pg_index where not indisvalid or not indisready"),
    await q("select conname as name from pg_constraint where contype = 'f' and not convalidated"),
  ]);
  if (indexes.length) problems.push(`invalid indexes: ${indexes.map((r) => r.name).join(", ")}`);
  const chainEvents = outcomes.reduce((n, o) => n + o.report.events, 0);
  return { integrity: problems.length ? problems.join("; ") : "ok", foreignKeyProblems: constraints.length, chainEvents };
}
