/**
 * Transactions and other processes on the same database file: a transaction that reads and then
 * writes must not fail because another process (the mail worker, a backup) wrote in between.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { compiledQuery, type Db, openDatabase } from "../../app/server/platform/db.server";

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

it("a compiled query runs its SQL with each call's values, also in a transaction, and refuses a value that is not a plain parameter", async () => {
  await sql`create table c (id integer primary key, owner integer not null, v text not null, gone text)`.execute(db);
  await sql`insert into c (owner, v, gone) values (1, 'a', null), (1, 'b', 'x'), (2, 'c', null), (1, 'd', null)`.execute(db);
  type C = Kysely<{ c: { id: number; owner: number; v: string; gone: string | null } }>;
  const live = compiledQuery((k: Db, owner: number, after: string) =>
    (k as unknown as C)
      .selectFrom("c")
      .select(["v"])
      .where("owner", "=", owner)
      .where("v", ">", after)
      .where("gone", "is", null)
      .orderBy("v"),
  );
  const q = db;
  expect(await live(q, 1, "")).toEqual([{ v: "a" }, { v: "d" }]);
  expect(await live(q, 2, "")).toEqual([{ v: "c" }]);
  await db.transaction().execute(async (tx) => {
    await sql`update c set gone = 'y' where v = 'd'`.execute(tx);
    expect(await live(tx, 1, "")).toEqual([{ v: "a" }]);
  });
  expect(await live(q, 1, "a")).toEqual([]);
  const computed = compiledQuery((k: Db, owner: number) =>
    (k as unknown as C)
      .selectFrom("c")
      .select(["v"])
      .where("owner", "=", owner + 1),
  );
  await expect(computed(q, 1)).rejects.toThrow(/plain parameter/);
  const unused = compiledQuery((k: Db, _owner: number) => (k as unknown as C).selectFrom("c").select(["v"]));
  await expect(unused(q, 1)).rejects.toThrow(/plain parameter/);
});
