import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { Migrator } from "kysely";
import { migrations } from "../../db/migrations";
import { openDatabase } from "../../app/server/platform/db.server";
import { freePort, startTestPostgres } from "../support/postgres-server";
import { createDatabase, TEMPLATE_DATABASE, testEngine } from "../support/engine";

export const TMP = path.resolve("tests/.tmp");
export const TEMPLATE = path.join(TMP, "template.db");

/**
 * Migrates a template database once; each test file copies it (tests/support/setup.ts). With
 * TEST_ENGINE=postgres: a PostgreSQL server of the run's own and a template database on it.
 */
export default async function setup() {
  mkdirSync(TMP, { recursive: true });
  if (testEngine() === "postgres") return setupPostgres();
  for (const s of ["", "-wal", "-shm"]) rmSync(TEMPLATE + s, { force: true });
  const { db, sqlite } = openDatabase(TEMPLATE);
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  if (error) throw error;
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.pragma("journal_mode = DELETE");
  await db.destroy();
}

async function setupPostgres() {
  const port = await freePort();
  const dir = path.join(TMP, `pg-${process.pid}`);
  const server = startTestPostgres(dir, port);
  process.env.TEST_POSTGRES_URL = server.url;
  await createDatabase(server.url, TEMPLATE_DATABASE, { migrate: true });
  return () => {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
