import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { Migrator } from "kysely";
import { migrations } from "../../db/migrations";
import { openDatabase } from "../../app/server/platform/db.server";

export const TMP = path.resolve("tests/.tmp");
export const TEMPLATE = path.join(TMP, "template.db");

/** Migrates a template database once; each test file copies it (tests/support/setup.ts). */
export default async function setup() {
  mkdirSync(TMP, { recursive: true });
  for (const s of ["", "-wal", "-shm"]) rmSync(TEMPLATE + s, { force: true });
  const { db, sqlite } = openDatabase(TEMPLATE);
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  if (error) throw error;
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.pragma("journal_mode = DELETE");
  await db.destroy();
}
