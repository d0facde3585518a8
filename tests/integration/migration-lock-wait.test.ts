/**
 * A migration while a long transaction reads the table it alters (a backup's pg_dump, an evidence
 * pack's snapshot), under serving instances, on PostgreSQL: the ALTER waits for that transaction's
 * lock, and every later statement on the table waits behind the ALTER, the instances' included.
 * So a migration's statement waits at most its lock wait (lock_timeout), the whole run rolls
 * back, and it is tried again after a pause; after its last try the command stops, saying why,
 * with nothing migrated (docs/decisions/030). Without the lock wait the run waited for as long as
 * the reader held the table. PostgreSQL only: SQLite migrates in its one process before it serves.
 */
import { type Kysely, Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, migrationsOf, openDatabaseAt } from "../../app/server/platform/db.server";
import { openPostgres } from "../../app/server/platform/postgres/database.server";
import type { DB } from "../../app/server/platform/schema";
import { heldTransaction, onPostgres, openPostgresForTest } from "../support/engine";
import { newDatabase } from "../support/server-process";

/** The last migration before one that alters company_settings (015 adds its privacy columns). */
const BEFORE = "014_company_sso";

describe.skipIf(!onPostgres())("a migration while a long transaction reads its table", () => {
  let url: string;
  let server: Kysely<DB>;
  let reader: Kysely<DB>;

  beforeAll(async () => {
    url = await newDatabase("lock_wait", "empty");
    server = openDatabaseAt(url);
    reader = openPostgresForTest(url).db;
    const behind = Object.fromEntries(Object.entries(migrationsOf("postgres")).filter(([name]) => name <= BEFORE));
    const { error } = await new Migrator({ db: server, provider: { getMigrations: async () => behind } }).migrateToLatest();
    expect(error).toBeUndefined();
  });
  afterAll(() => Promise.all([server?.destroy(), reader?.destroy()]));

  /** A transaction that has read company_settings (so holds its lock) until `end` is called. */
  const readingCompanySettings = () => heldTransaction(reader, (tx) => tx.selectFrom("company_settings").select("company_id").execute());

  const applied = async () =>
    (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(server)).rows.map((r) => r.name);

  it("gives up after its tries, nothing migrated, and the table is not held up behind it", async () => {
    const reading = await readingCompanySettings();
    const migrating = openPostgres(url, { size: 1, migrations: { lockWaitMs: 100 } });
    const waits: number[] = [];
    try {
      await expect(
        migrateToLatest(migrating.db, "postgres", { tries: 2, pauseMs: 0, onLockWait: (n) => void waits.push(n) }),
      ).rejects.toThrow(
        "The database: a migration waited for a table that another transaction holds (a backup, an evidence pack download), 2 times. " +
          "Nothing was migrated: run it again once that transaction has ended.",
      );
      expect(waits).toEqual([1]);
      expect((await applied()).at(-1)).toBe(BEFORE);
      // an instance's statement on the table, while the reader still holds it
      expect((await server.selectFrom("company_settings").select("company_id").execute()).length).toBeGreaterThan(0);
    } finally {
      reading.end();
      await reading.done;
      await migrating.db.destroy();
    }
  });

  it("runs again after its pause, and migrates once the reader has ended", async () => {
    const reading = await readingCompanySettings();
    const migrating = openPostgres(url, { size: 1, migrations: { lockWaitMs: 100 } });
    try {
      const done = await migrateToLatest(migrating.db, "postgres", {
        tries: 3,
        pauseMs: 0,
        onLockWait: async () => {
          reading.end();
          await reading.done;
        },
      });
      const later = Object.keys(migrationsOf("postgres")).filter((name) => name > BEFORE);
      expect(done.results.map((r) => [r.migrationName, r.status])).toEqual(later.map((name) => [name, "Success"]));
      expect(await applied()).toEqual(Object.keys(migrationsOf("postgres")).sort());
    } finally {
      reading.end();
      await migrating.db.destroy();
    }
  });
});
