/**
 * PostgreSQL going away under a running instance (a failover, a restart, connections cut), on a
 * server of this file's own that it stops and starts again: every request answers 503 with
 * Retry-After and a message to try again (a page, a form post, the JSON API; a data request too),
 * never a server error and never a crash; once PostgreSQL is back, the same process answers again
 * and the sessions opened before still work; a server that refuses writes (a standby, a full disk)
 * the same, with an error logged. PostgreSQL only: SQLite's full file is storage-failure.test.ts.
 */
import { rmSync } from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNREACHABLE_MESSAGE, UNREACHABLE_RETRY_SECONDS } from "../../app/server/platform/unavailable.server";
import { createDatabase, onPostgres } from "../support/engine";
import { TEST_PASSWORD } from "../support/factory";
import { freePort, startTestPostgres, type TestPostgres } from "../support/postgres-server";
import { type Answer, App, ensureBuild, send, tmpName, visitor } from "../support/server-process";

const LEARNER = "learner@outage.example";
const DATABASE = `outage_${process.pid}`;

describe.skipIf(!onPostgres())("a PostgreSQL outage under a running instance", () => {
  let server: TestPostgres;
  let dir: string;
  let app: App;
  const { get, post } = visitor(() => app);

  beforeAll(async () => {
    ensureBuild();
    dir = tmpName("pg-outage");
    server = startTestPostgres(dir, await freePort());
    const url = await createDatabase(server.url, DATABASE, { empty: true });
    app = await new App("outage", url, { SEED_USERS: LEARNER }).ready();
    const signedIn = await post("/employee/login", { intent: "login", email: LEARNER, password: TEST_PASSWORD });
    expect(signedIn.status).toBe(302);
  }, 240_000);

  afterAll(async () => {
    await app?.stop();
    server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const apiLogin = () =>
    send(app, "/api/auth/login", {
      body: JSON.stringify({ email: LEARNER, password: TEST_PASSWORD }),
      headers: { "Content-Type": "application/json" },
    });

  const unavailable = (r: Answer) => {
    expect(r.status).toBe(503);
    expect(r.headers["retry-after"]).toBe(String(UNREACHABLE_RETRY_SECONDS));
  };

  it("answers as usual while PostgreSQL runs", async () => {
    expect((await get("/world")).status).toBe(200);
    expect((await apiLogin()).status).toBe(200);
  });

  it("while it is stopped: 503 with Retry-After everywhere, the process alive, no server error", async () => {
    server.stop();
    const page = await get("/");
    unavailable(page);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.text).toContain(UNREACHABLE_MESSAGE);
    unavailable(await get("/world"));
    // the data requests of a client navigation and of a form post with JavaScript
    unavailable(await get("/world.data"));
    unavailable(await post("/quest/1/1.data", { intent: "answer", questionId: 1, choice: 0 }));
    unavailable(await post("/employee/login", { intent: "login", email: LEARNER, password: TEST_PASSWORD }));
    unavailable(await post("/quest/1/1", { intent: "answer", questionId: 1, choice: 0 }));
    const api = await apiLogin();
    unavailable(api);
    expect(JSON.parse(api.text)).toEqual({ error: UNREACHABLE_MESSAGE, code: "service_unavailable" });
    expect((await send(app, "/readyz")).status).toBe(503);
    expect(app.alive).toBe(true);
    expect(app.access().filter((l) => l.status >= 500 && l.status !== 503)).toEqual([]);
    // one warning a request that met it, with the driver's error (a line may reach the test after
    // its answer: waited for, not timed); nothing logged as a server error
    const warned = () => app.lines.filter((l) => l.includes("PostgreSQL cannot be reached")).length;
    await app.until(() => (warned() >= 8 ? true : undefined), "a warning for each of the 8 requests");
    expect(app.lines.filter((l) => l.includes('"level":50'))).toEqual([]);
  });

  it("once it is back: the same process answers again, the session opened before included", async () => {
    server.start();
    expect((await get("/")).status).toBe(200);
    expect((await get("/world")).status).toBe(200);
    expect((await apiLogin()).status).toBe(200);
    expect((await send(app, "/readyz")).status).toBe(200);
  });

  it("connections cut while it runs: no server error, and the next request is served", async () => {
    const admin = app.database();
    // every connection of the instance to its database, not this one
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${DATABASE} and pid <> pg_backend_pid()`.execute(
      admin,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await get("/world")).status);
    expect(
      statuses.every((s) => s === 200 || s === 503),
      String(statuses),
    ).toBe(true);
    expect(statuses.at(-1)).toBe(200);
    expect(app.alive).toBe(true);
  });

  it("a server that refuses writes (a standby reached after a failover; a full disk alike): the writes answer 503, an error is logged for the operator, and they are served once it writes again", async () => {
    const admin = app.database();
    const reconnect = async () => {
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${DATABASE} and pid <> pg_backend_pid()`.execute(
        admin,
      );
      // the pool's connections that were cut answer 503 once each, then new ones serve
      for (let i = 0; i < 20 && (await get("/")).status !== 200; i++);
      expect((await get("/")).status).toBe(200);
    };
    const logged = app.lines.length;
    await sql.raw(`alter database ${DATABASE} set default_transaction_read_only = on`).execute(admin);
    try {
      await reconnect();
      unavailable(await post("/employee/login", { intent: "login", email: LEARNER, password: TEST_PASSWORD }));
      const api = await apiLogin();
      unavailable(api);
      expect(JSON.parse(api.text)).toEqual({ error: UNREACHABLE_MESSAGE, code: "service_unavailable" });
      expect(app.access().filter((l) => l.status >= 500 && l.status !== 503)).toEqual([]);
      // a request's log line may come after its answer: wait for both refusals' lines
      const errors = () => app.lines.slice(logged).filter((l) => l.includes('"level":50'));
      await app.until(() => (errors().length >= 2 ? true : undefined), "an error for each of the 2 refused sign-ins");
      expect(errors().every((l) => l.includes("PostgreSQL refused the work") && l.includes("25006"))).toBe(true);
    } finally {
      await sql.raw(`alter database ${DATABASE} reset default_transaction_read_only`).execute(admin);
    }
    await reconnect();
    expect((await post("/employee/login", { intent: "login", email: LEARNER, password: TEST_PASSWORD })).status).toBe(302);
    expect((await apiLogin()).status).toBe(200);
    expect(app.alive).toBe(true);
  });
});
