/**
 * Transactions and other processes on the same database file: a transaction that reads and then
 * writes must not fail because another process (the mail worker, a backup) wrote in between.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "../../app/server/platform/db.server";

const file = path.resolve("tests/.tmp", `tx-${process.pid}-${randomBytes(4).toString("hex")}.db`);
const { db, sqlite } = openDatabase(file);
// Another process's connection; it does not wait for a lock, so a held lock shows at once.
const other = new Database(file);
other.pragma("busy_timeout = 0");

afterAll(async () => {
  other.close();
  await db.destroy();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
});

it("a transaction holds the write lock from its start: another writer waits, and the read-then-write commits", async () => {
  await sql`create table t (id integer primary key, v text not null)`.execute(db);
  await db.transaction().execute(async (tx) => {
    await sql`select count(*) as n from t`.execute(tx);
    // Deferred (plain BEGIN), this write would commit, and the transaction's own write below
    // would then fail with SQLITE_BUSY_SNAPSHOT whatever the busy timeout.
    expect(() => other.prepare("insert into t (v) values ('other')").run()).toThrow(/database is locked/);
    await sql`insert into t (v) values ('mine')`.execute(tx);
  });
  other.prepare("insert into t (v) values ('other')").run();
  expect(sqlite.prepare("select v from t order by id").pluck().all()).toEqual(["mine", "other"]);
});

it("group commit: transactions that run together share one COMMIT, each is acknowledged only once it is committed, a failing one takes back its own work alone", async () => {
  await sql`create table g (id integer primary key, who text not null)`.execute(db);
  const seenByOther = () => other.prepare("select who from g order by who").pluck().all();
  const outcomes = await Promise.allSettled(
    ["a", "b", "c", "d", "e"].map((who) =>
      db.transaction().execute(async (tx) => {
        await sql`insert into g (who) values (${who})`.execute(tx);
        if (who === "c") throw new Error("c fails");
        // Acknowledged means committed: another connection (another process) sees the row.
        return who;
      }),
    ),
  );
  expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled"]);
  expect(seenByOther()).toEqual(["a", "b", "d", "e"]);
  // One alone, and a write outside any transaction while a group is open: each visible to others once it returns.
  const pending = db.transaction().execute((tx) => sql`insert into g (who) values ('f')`.execute(tx));
  await sql`insert into g (who) values ('g')`.execute(db);
  expect(seenByOther()).toContain("g");
  await pending;
  expect(seenByOther()).toEqual(["a", "b", "d", "e", "f", "g"]);
  expect(sqlite.inTransaction).toBe(false);
});
