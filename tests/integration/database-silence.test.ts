/**
 * PostgreSQL falling silent under a running instance: its host gone without a word (a failover
 * that moved its address, a network that drops packets), so the connections stay open and
 * nothing answers, where database-outage.test.ts's server refuses and closes them. Each request
 * answers 503 once DATABASE_TIMEOUT_SECONDS has passed without an answer, instead of waiting for
 * the kernel to give up on the connection (about 15 minutes); the connections that fell silent
 * are abandoned, and once the server is reachable again (new connections pass), the same process
 * serves the sessions opened before. PostgreSQL only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNREACHABLE_RETRY_SECONDS } from "../../app/server/platform/unavailable.server";
import { onPostgres } from "../support/engine";
import { TEST_PASSWORD } from "../support/factory";
import { App, ensureBuild, newDatabase, send, visitor } from "../support/server-process";
import { type TcpRelay, tcpRelay } from "../support/tcp-relay";

const LEARNER = "learner@silence.example";

describe.skipIf(!onPostgres())("PostgreSQL falling silent under a running instance", () => {
  let relay: TcpRelay;
  let app: App;
  const { get, post } = visitor(() => app);

  beforeAll(async () => {
    ensureBuild();
    const direct = await newDatabase("silence");
    relay = await tcpRelay(Number(new URL(direct).port));
    const through = new URL(direct);
    through.port = String(relay.port);
    app = await new App("silence", through.toString(), { SEED_USERS: LEARNER, DATABASE_TIMEOUT_SECONDS: "1" }).ready();
    const signedIn = await post("/employee/login", { intent: "login", email: LEARNER, password: TEST_PASSWORD });
    expect(signedIn.status).toBe(302);
  }, 240_000);

  afterAll(async () => {
    await app?.stop();
    await relay?.close();
  });

  it("answers 503 while it is silent, not waiting on the connections, and serves again once it is reachable", async () => {
    expect((await get("/world")).status).toBe(200);
    relay.silence();
    for (const answer of [await get("/world"), await get("/"), await post("/quest/1/1", { intent: "begin" })]) {
      expect(answer.status).toBe(503);
      expect(answer.headers["retry-after"]).toBe(String(UNREACHABLE_RETRY_SECONDS));
    }
    expect((await send(app, "/readyz")).status).toBe(503);
    expect(app.alive).toBe(true);
    expect(app.access().filter((l) => l.status >= 500 && l.status !== 503)).toEqual([]);
    expect(app.lines.filter((l) => l.includes('"level":50'))).toEqual([]);
    relay.resume();
    // a connection that fell silent and is still in the pool is abandoned at its next use (503 once)
    const statuses: number[] = [];
    for (let i = 0; i < 20 && statuses.at(-1) !== 200; i++) statuses.push((await get("/world")).status);
    expect(statuses.at(-1), String(statuses)).toBe(200);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect([302, 303]).toContain((await post("/quest/1/1", { intent: "begin" })).status);
    expect((await send(app, "/readyz")).status).toBe(200);
  });
});
