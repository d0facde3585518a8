import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Migrator } from "kysely";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { migrations } from "../../db/migrations";
import * as healthz from "../../app/routes/api/healthz";
import * as readyz from "../../app/routes/api/readyz";
import { closeDb, openDatabase } from "../../app/server/platform/db.server";
import { resetEnvCache } from "../../app/server/platform/env.server";
import { Browser, run } from "../support/http";

const names = Object.keys(migrations);
const tmp = path.resolve("tests/.tmp");
const own = `readyz-${process.pid}-${randomBytes(4).toString("hex")}`;
const files: string[] = [];
const migrated = process.env.DATABASE_PATH!;

/** The app's database becomes FILE (as if started with DATABASE_PATH=FILE). */
async function useDatabase(file: string) {
  await closeDb();
  process.env.DATABASE_PATH = file;
  resetEnvCache();
}

/** A fresh SQLite file migrated up to and including `last` (none: no migration at all). */
async function databaseMigratedTo(last: string | null) {
  const file = path.join(tmp, `${own}-${files.length}.db`);
  files.push(file);
  const { db } = openDatabase(file);
  try {
    if (last)
      expect((await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(last)).error).toBeUndefined();
  } finally {
    await db.destroy();
  }
  return file;
}

afterEach(() => useDatabase(migrated));
afterAll(() => {
  for (const f of files) for (const s of ["", "-wal", "-shm"]) rmSync(f + s, { force: true, recursive: true });
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
    await useDatabase(await databaseMigratedTo(names.at(-2)!));
    const r = await run(readyz.loader, new Browser(), "/readyz");
    expect(r.status).toBe(503);
    expect(r.data).toEqual({ status: "not_ready", reason: "migrations_pending", pending: [names.at(-1)] });
    expect((await run(healthz.loader, new Browser(), "/healthz")).status).toBe(200);
  });

  it("lists every migration on a database never migrated", async () => {
    await useDatabase(await databaseMigratedTo(null));
    const r = await run(readyz.loader, new Browser(), "/readyz");
    expect(r.status).toBe(503);
    expect(r.data).toEqual({ status: "not_ready", reason: "migrations_pending", pending: names });
  });

  it("becomes ready when the pending migration is applied", async () => {
    const file = await databaseMigratedTo(names.at(-2)!);
    await useDatabase(file);
    expect((await run(readyz.loader, new Browser(), "/readyz")).status).toBe(503);
    const { db } = openDatabase(file);
    try {
      expect((await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest()).error).toBeUndefined();
    } finally {
      await db.destroy();
    }
    const r = await run(readyz.loader, new Browser(), "/readyz");
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ status: "ready" });
  });

  it("is not ready when the database cannot be opened", async () => {
    // a regular file where the database's directory should be: SQLite cannot open it
    const blocker = path.join(tmp, `${own}-not-a-directory`);
    files.push(blocker);
    writeFileSync(blocker, "");
    await useDatabase(path.join(blocker, "app.db"));
    const r = await run(readyz.loader, new Browser(), "/readyz");
    expect(r.status).toBe(503);
    expect(r.data).toEqual({ status: "not_ready", reason: "database_unavailable" });
    expect((await run(healthz.loader, new Browser(), "/healthz")).status).toBe(503);
  });
});
