/**
 * Transactions and other processes on the same database file: a transaction that reads and then
 * writes must not fail because another process (the mail worker, a backup) wrote in between.
 */
import { fstatSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { compiledQuery, type Db, openDatabase } from "../../app/server/platform/db.server";
import { bulkLoad, openSqlite } from "../../app/server/platform/sqlite/database.server";

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

it("nothing is acknowledged before the WAL is synced after its COMMIT; while a sync runs the next group gathers, and commits after it; a failed sync fails its members", async () => {
  const syncedFile = path.resolve("tests/.tmp", `tx-sync-${process.pid}-${randomBytes(4).toString("hex")}.db`);
  // The syncs are held until the test lets each one go.
  const syncs: { fd: number; finish: (error?: Error) => void }[] = [];
  let holding = true;
  const { db: g, sqlite: gs } = openDatabase(syncedFile, (fd) =>
    holding
      ? new Promise((resolve, reject) => syncs.push({ fd, finish: (error) => (error ? reject(error) : resolve()) }))
      : Promise.resolve(),
  );
  const reader = new Database(syncedFile);
  const turns = async (n = 20) => {
    for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  const watch = (p: Promise<unknown>) => {
    const state = { value: "pending" as "pending" | "acknowledged" | "failed", error: undefined as unknown };
    p.then(
      () => (state.value = "acknowledged"),
      (error: unknown) => Object.assign(state, { value: "failed", error }),
    );
    return state;
  };
  // (the COMMIT that asks for a sync runs a turn or two after the write: 500 turns is no speed assumption)
  const syncAsked = async (n: number) => {
    for (let turn = 0; syncs.length < n; turn++) {
      if (turn > 500) throw new Error(`sync ${n} was never asked for (${syncs.length} were)`);
      await turns(1);
    }
  };
  try {
    // SQLite does not sync at COMMIT (NORMAL); the driver does, on the -wal file.
    expect(gs.pragma("synchronous", { simple: true })).toBe(1);
    const created = watch(sql`create table s (id integer primary key, who text not null)`.execute(g));
    await syncAsked(1);
    await turns();
    expect(created.value).toBe("pending");
    expect(fstatSync(syncs[0]!.fd).ino).toBe(statSync(`${syncedFile}-wal`).ino);
    syncs[0]!.finish();
    await turns();
    expect(created.value).toBe("acknowledged");

    const insert = (who: string) => g.transaction().execute((tx) => sql`insert into s (who) values (${who})`.execute(tx));
    const seen = () => reader.prepare("select who from s order by who").pluck().all();
    // a and b: one group, one COMMIT, one sync.
    const [a, b] = [watch(insert("a")), watch(insert("b"))];
    await syncAsked(2);
    await turns();
    expect(seen()).toEqual(["a", "b"]); // committed...
    expect([a.value, b.value]).toEqual(["pending", "pending"]); // ...and not acknowledged before the sync
    // The sync runs off the event loop: reads go on meanwhile (with synchronous=FULL, every request waited for it).
    expect((await sql<{ n: number }>`select count(*) as n from s`.execute(g)).rows).toEqual([{ n: 2 }]);
    // c, written while that sync runs, gathers in the next group: its COMMIT waits for the sync
    // (one COMMIT and one sync for all who come meanwhile), and c waits for its own sync after it.
    const c = watch(insert("c"));
    await turns();
    expect(seen()).toEqual(["a", "b"]);
    expect(syncs.length).toBe(2);
    syncs[1]!.finish();
    await syncAsked(3);
    await turns();
    expect(seen()).toEqual(["a", "b", "c"]);
    expect([a.value, b.value, c.value]).toEqual(["acknowledged", "acknowledged", "pending"]);
    syncs[2]!.finish();
    await turns();
    expect(c.value).toBe("acknowledged");

    // A write outside any transaction while no group is open commits at once; while a sync runs
    // (d's, after its group), it waits for the next sync, which starts when that one ends.
    const d = watch(insert("d"));
    await syncAsked(4);
    const e = watch(sql`insert into s (who) values ('e')`.execute(g));
    await turns();
    expect(seen()).toEqual(["a", "b", "c", "d", "e"]);
    expect(syncs.length).toBe(4);
    syncs[3]!.finish();
    await syncAsked(5);
    await turns();
    expect([d.value, e.value]).toEqual(["acknowledged", "pending"]);
    syncs[4]!.finish();
    await turns();
    expect(e.value).toBe("acknowledged");

    // A failed sync fails its members: what they wrote may not be on the disk.
    const f = watch(insert("f"));
    await syncAsked(6);
    syncs[5]!.finish(new Error("EIO: the disk went away"));
    await turns();
    expect(f.value).toBe("failed");
    expect(String(f.error)).toContain("EIO");

    // Bulk loading (the bench's seed): nothing synced, then the usual durability again.
    bulkLoad(gs, true);
    expect(gs.pragma("synchronous", { simple: true })).toBe(0);
    await insert("g");
    expect(syncs.length).toBe(6);
    bulkLoad(gs, false);
    expect(gs.pragma("synchronous", { simple: true })).toBe(1);
    const h = watch(insert("h"));
    await syncAsked(7);
    syncs[6]!.finish();
    await turns();
    expect(h.value).toBe("acknowledged");
  } finally {
    holding = false;
    for (const s of syncs) s.finish();
    reader.close();
    await g.destroy();
    for (const suffix of ["", "-wal", "-shm"]) rmSync(syncedFile + suffix, { force: true });
  }
});

it("a full disk or a failed sync: a storage failure is thrown as the engine's answer; SQLite takes the whole group back, so its members fail, and the next transaction commits in a group of its own", async () => {
  const fullFile = path.resolve("tests/.tmp", `tx-full-${process.pid}-${randomBytes(4).toString("hex")}.db`);
  class Unavailable {
    constructor(readonly cause: { code?: string }) {}
  }
  let syncError: (Error & { code?: string }) | undefined;
  const { db: f, sqlite: fs } = openSqlite(
    fullFile,
    undefined,
    () => (syncError ? Promise.reject(syncError) : Promise.resolve()),
    (cause) => new Unavailable(cause as { code?: string }),
  );
  const reader = new Database(fullFile);
  const insert = (who: string, padding = 0) =>
    f.transaction().execute(async (tx) => {
      await sql`insert into f (who, padding) values (${who}, ${"x".repeat(padding)})`.execute(tx);
      return who;
    });
  const seen = () => reader.prepare("select who from f order by id").pluck().all();
  const failure = (o: PromiseSettledResult<unknown>) =>
    o.status === "rejected" && o.reason instanceof Unavailable
      ? o.reason.cause.code
      : o.status === "rejected"
        ? String(o.reason)
        : "acknowledged";
  try {
    await sql`create table f (id integer primary key, who text not null, padding text not null)`.execute(f);
    // No page beyond those the file has: a row of 100 kB needs new ones, a short row fits.
    const pages = fs.pragma("page_count", { simple: true }) as number;
    const limit = fs.pragma("max_page_count", { simple: true }) as number;
    fs.pragma(`max_page_count = ${pages}`);
    // a's savepoint is released into the group before big's statement fails: SQLite rolls the
    // transaction back with a's row in it. c comes after and begins a new group.
    const outcomes = await Promise.allSettled([insert("a"), insert("big", 100_000), insert("c")]);
    expect(outcomes.map(failure)).toEqual(["SQLITE_FULL", "SQLITE_FULL", "acknowledged"]);
    expect(seen()).toEqual(["c"]);
    expect(fs.inTransaction).toBe(false);

    // Room again: the same connection writes on.
    fs.pragma(`max_page_count = ${limit}`);
    await insert("big", 100_000);
    expect(seen()).toEqual(["c", "big"]);

    // A failed sync of the WAL after a COMMIT: not acknowledged, thrown as the engine's answer.
    syncError = Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO" });
    const [synced] = await Promise.allSettled([insert("d")]);
    expect(failure(synced!)).toBe("EIO");
    // Any other error is thrown as it is.
    syncError = undefined;
    await expect(sql`insert into f (who) values ('no padding')`.execute(f)).rejects.toThrow(/NOT NULL/);
  } finally {
    reader.close();
    await f.destroy();
    for (const suffix of ["", "-wal", "-shm"]) rmSync(fullFile + suffix, { force: true });
  }
});
