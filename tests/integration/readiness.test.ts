import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Migrator } from "kysely";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import * as healthz from "../../app/routes/api/healthz";
import * as readyz from "../../app/routes/api/readyz";
import { closeDb, type Db, migrationsOf, openDatabase } from "../../app/server/platform/db.server";
import { resetEnvCache } from "../../app/server/platform/env.server";
import { createDatabase, dropDatabase, openPostgresForTest, testEngine } from "../support/engine";
import { Browser, run } from "../support/http";

const migrations = migrationsOf(testEngine());
const names = Object.keys(migrations);
const tmp = path.resolve("tests/.tmp");
const own = `readyz_${process.pid}_${randomBytes(4).toString("hex")}`;
const files: string[] = [];
const databases: string[] = [];
const migrated = testEngine() === "postgres" ? process.env.DATABASE_URL! : process.env.DATABASE_PATH!;
const server = process.env.TEST_POSTGRES_URL!;

/** The app's database becomes TARGET (as if started with DATABASE_PATH or DATABASE_URL set to it). */
async function useDatabase(target: string) {
  await closeDb();
  process.env[testEngine() === "postgres" ? "DATABASE_URL" : "DATABASE_PATH"] = target;
  resetEnvCache();
}

/** Opens a new database of the suite's engine (a SQLite file, or a database on the test server); returns where it is. */
async function newDatabase(): Promise<{ target: string; open: () => { db: Db } }> {
  if (testEngine() === "postgres") {
    const name = `${own}_${databases.length}`;
    databases.push(name);
    await createDatabase(server, name, { empty: true });
    const target = new URL(server);
    target.pathname = `/${name}`;
    return { target: target.toString(), open: () => openPostgresForTest(target.toString()) };
  }
  const file = path.join(tmp, `${own}-${files.length}.db`);
  files.push(file);
  return { target: file, open: () => openDatabase(file) };
}

/** Runs `work` on a connection of the test's own to a database of newDatabase, closed after. */
async function onDatabase(created: { open: () => { db: Db } }, work: (db: Db) => Promise<void>) {
  const { db } = created.open();
  try {
    await work(db);
  } finally {
    await db.destroy();
  }
}

/** A fresh database migrated up to and including `last` (none: no migration at all). */
async function databaseMigratedTo(last: string | null) {
  const created = await newDatabase();
  if (last)
    await onDatabase(created, async (db) => {
      expect((await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(last)).error).toBeUndefined();
    });
  return created;
}

afterEach(() => useDatabase(migrated));
afterAll(async () => {
  for (const f of files) for (const s of ["", "-wal", "-shm"]) rmSync(f + s, { force: true, recursive: true });
  for (const d of databases) await dropDatabase(server, d);
});

describe("/readyz", () => {
  it("is ready once the database answers and every migration is applied", async () => {
    const r = await run(readyz.loader, new Browser(), "/readyz");
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ status: "ready" });
    // asked again (the answer a probe gets every few seconds): still ready
    expect((await run(readyz.loader, new Browser(), "/readyz")).status).toBe(200);
  });

  it("is not ready while the last migration is pending, and names it; /healthz stays 200", async () => {
    await useDatabase((await databaseMigratedTo(names.at(-2)!)).target);
    const r = await run(readyz.loader, new Browser(), "/readyz");
    expect(r.status).toBe(503);
    expect(r.data).toEqual({ status: "not_ready", reason: "migrations_pending", pending: [names.at(-1)] });
    expect((await run(healthz.loader, new Browser(), "/healthz")).status).toBe(200);
  });

  it("lists every migration on a database never migrated", async () => {
    await useDatabase((await databaseMigratedTo(null)).target);
    const r = await run(readyz.loader, new Browser(), "/readyz");
    expect(r.status).toBe(503);
    expect(r.data).toEqual({ status: "not_ready", reason: "migrations_pending", pending: names });
  });

  it("becomes ready when the pending migration is applied", async () => {
    const created = await databaseMigratedTo(names.at(-2)!);
    await useDatabase(created.target);
    expect((await run(readyz.loader, new Browser(), "/readyz")).status).toBe(503);
    await onDatabase(created, async (db) => {
      expect((await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest()).error).toBeUndefined();
    });
    const r = await run(readyz.loader, new Browser(), "/readyz");
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ status: "ready" });
  });

  it("reads the schema's floor at every check: a newer release's above this build is not ready; no row, ready", async () => {
    const created = await databaseMigratedTo(names.at(-1)!);
    await useDatabase(created.target);
    expect((await run(readyz.loader, new Browser(), "/readyz")).status).toBe(200);
    await onDatabase(created, async (db) => {
      await db.updateTable("schema_floor").set({ migration: "999_next", set_by: "999_next" }).execute();
      const r = await run(readyz.loader, new Browser(), "/readyz");
      expect(r.status).toBe(503);
      expect(r.data).toEqual({ status: "not_ready", reason: "schema_too_new", floor: "999_next" });
      // a row deleted by hand says nothing of this build: no outage of every instance for it
      await db.deleteFrom("schema_floor").execute();
      expect((await run(readyz.loader, new Browser(), "/readyz")).status).toBe(200);
    });
  });

  it("is not ready when the database cannot be opened", async () => {
    if (testEngine() === "postgres") {
      // a database the server does not have
      const missing = new URL(server);
      missing.pathname = `/${own}_missing`;
      await useDatabase(missing.toString());
    } else {
      // a regular file where the database's directory should be: SQLite cannot open it
      const blocker = path.join(tmp, `${own}-not-a-directory`);
      files.push(blocker);
      writeFileSync(blocker, "");
      await useDatabase(path.join(blocker, "app.db"));
    }
    const r = await run(readyz.loader, new Browser(), "/readyz");
    expect(r.status).toBe(503);
    expect(r.data).toEqual({ status: "not_ready", reason: "database_unavailable" });
    expect((await run(healthz.loader, new Browser(), "/healthz")).status).toBe(503);
  });
});
