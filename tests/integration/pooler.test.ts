/**
 * The academy behind a pooler in transaction mode (PgBouncer before 1.21, as Debian 12 ships it),
 * where each transaction may run on another of the pooler's few server connections: with
 * DATABASE_PREPARED_STATEMENTS=off the start migrates through it, and learners signing in, opening
 * their quests and answering at once get no server error, while the server sees no more than the
 * pooler's connections. (With named prepared statements such a pooler fails them: a name prepared
 * on one server connection is missing on the next; docs/decisions/023.) PostgreSQL only.
 */
import { rmSync } from "node:fs";
import { type LogEvent, sql } from "kysely";
import { migrateToLatest, openDatabaseAt } from "../../app/server/platform/db.server";
import { openPostgres } from "../../app/server/platform/postgres/database.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heldTransaction, onPostgres, openPostgresForTest } from "../support/engine";
import { TEST_PASSWORD } from "../support/factory";
import { pgbouncerUnavailable, startPgbouncer, type TestPgbouncer } from "../support/pgbouncer";
import { freePort } from "../support/postgres-server";
import { type Answer, App, ensureBuild, newDatabase, send, tmpName, visitor } from "../support/server-process";

const LEARNERS = Array.from({ length: 8 }, (_, i) => `pooled${i}@pooler.example`);
/** The pooler's connections to the server for the app's database, against the app's pool of 10. */
const SERVER_CONNECTIONS = 2;
const missing = onPostgres() ? pgbouncerUnavailable() : null;
if (missing) console.warn(`pooler.test.ts skipped: ${missing}`);

describe.skipIf(!onPostgres() || missing)("through PgBouncer in transaction mode", () => {
  let dir: string;
  let bouncer: TestPgbouncer;
  let app: App;
  let direct: string;

  beforeAll(async () => {
    ensureBuild();
    dir = tmpName("pgbouncer");
    direct = await newDatabase("pooled", "empty");
    bouncer = startPgbouncer(dir, await freePort(), Number(new URL(direct).port), "transaction", SERVER_CONNECTIONS);
    app = await new App("pooled", bouncer.through(direct), {
      SEED_USERS: LEARNERS.join(","),
      DATABASE_PREPARED_STATEMENTS: "off",
      DATABASE_POOL_SIZE: "10",
    }).ready();
  }, 240_000);

  afterAll(async () => {
    await app?.stop();
    bouncer?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** One learner's way to an answer: sign in, begin module 1, start its assessment, answer the question shown. */
  async function learn(email: string): Promise<number[]> {
    const person = visitor(() => app);
    const statuses: number[] = [];
    const noted = (answer: Answer) => (statuses.push(answer.status), answer);
    const post = async (target: string, fields: Record<string, string | number>) => noted(await person.post(target, fields));
    const get = async (target: string) => noted(await person.get(target));
    await post("/employee/login", { intent: "login", email, password: TEST_PASSWORD });
    await get("/world");
    await post("/quest/1/1", { intent: "begin" });
    await post("/quest/1/1", { intent: "start-assessment" });
    const page = await get("/quest/1/1");
    const questionId = /name="questionId" value="(\d+)"/.exec(page.text)?.[1];
    expect(questionId, "the question's form").toBeDefined();
    await post("/quest/1/1", { intent: "answer", questionId: questionId!, choice: 0 });
    await get("/profile");
    return statuses;
  }

  it("migrates through it, and serves learners at once with no server error on the pooler's two connections", async () => {
    expect((await send(app, "/readyz")).status).toBe(200);
    const statuses = (await Promise.all(LEARNERS.map(learn))).flat();
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBe(LEARNERS.length * 3);
    expect(app.access().filter((l) => l.status >= 500)).toEqual([]);
    // read on a connection of the test's own, straight to the server
    const server = openDatabaseAt(direct);
    try {
      const answered = await sql<{ n: number }>`select count(*) as n from answers`.execute(server);
      expect(Number(answered.rows[0].n)).toBe(LEARNERS.length);
      const { rows } = await sql<{ n: number }>`
        select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(server);
      expect(Number(rows[0].n)).toBeGreaterThan(0);
      expect(Number(rows[0].n)).toBeLessThanOrEqual(SERVER_CONNECTIONS);
    } finally {
      await server.destroy();
    }
  });

  it("the migration lock ends with the migration, whichever of its server connections the pooler gives each statement", async () => {
    // A database of its own: the pooler's two server connections for it serve nothing else.
    const target = await newDatabase("lock");
    const pooled = bouncer.through(target);
    const other = openPostgresForTest(pooled).db;
    let held: ReturnType<typeof heldTransaction> | undefined;
    // Right after the migration's lock statement, another client of the pooler opens a
    // transaction and keeps it: it takes the server connection the pooler would give next.
    const takeNextConnection = async (event: LogEvent) => {
      if (held || !/pg_advisory/.test(event.query.sql)) return;
      held = heldTransaction(other, (tx) => sql`select 1`.execute(tx));
      await held;
    };
    const migrating = openPostgres(pooled, {
      size: 1,
      migrations: { lockWaitMs: 5_000 },
      preparedStatements: false,
      log: takeNextConnection,
    });
    const server = openDatabaseAt(target);
    try {
      expect((await migrateToLatest(migrating.db, "postgres")).results).toEqual([]);
      const holder = await held;
      holder?.end();
      await holder?.done;
      // (this database's only: the other test files' transactions take advisory locks of their own)
      const { rows } = await sql<{ n: number }>`select count(*) as n from pg_locks
        where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`.execute(server);
      expect(Number(rows[0].n), "advisory locks left on the server").toBe(0);
    } finally {
      (await held)?.end();
      await Promise.all([migrating.db.destroy(), other.destroy(), server.destroy()]);
    }
  });
});
