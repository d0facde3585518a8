/**
 * A database that a newer release has migrated (docs/decisions/030), on both engines: an instance
 * of this build not yet replaced in a rolling deployment, or this build started again after a
 * release was rolled back. The newer release here adds a column (NOT NULL with a default) to
 * users, a table of its own, and its migration's row.
 * - while the schema's floor is one this build knows: the start logs what it found and migrates
 *   nothing, /readyz is ready, and a learner signs in (a session row, with the newer column's
 *   default), begins a module and answers on it;
 * - the floor raised above this build under a running instance: /readyz answers 503 (the load
 *   balancer takes it out); the start then stops with the reason, and so does `npm run db:migrate`;
 * - a database that lacks one of this build's migrations besides: the start stops, naming both.
 * Before migration 018 the start stopped on any migration it did not know (Kysely's "corrupted
 * migrations"), so a rolled-back release could not start at all.
 */
import { spawnSync } from "node:child_process";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../app/server/platform/db.server";
import { createUser, TEST_PASSWORD } from "../support/factory";
import { App, apps, databaseEnv, ensureBuild, send, testDatabase, visitor } from "../support/server-process";

const START = { file: process.execPath, args: ["build/scripts/start.js"] };
const NEXT = "023_next_release";
const LEARNER = "learner@newer-release.example";

/** What the newer release's migration does: an expand step, as decision 030 asks of it. */
async function newerRelease() {
  await sql`alter table users add column nickname text not null default ''`.execute(db());
  await sql`alter table sessions add column device text not null default 'unknown'`.execute(db());
  await sql`create table release_notes (id integer primary key, body text not null)`.execute(db());
  await sql`insert into kysely_migration (name, timestamp) values (${NEXT}, ${new Date().toISOString()})`.execute(db());
}

const raiseFloor = (to: string) => db().updateTable("schema_floor").set({ migration: to, set_by: NEXT }).where("id", "=", 1).execute();

/** The built start on the test file's database (stopped after the file; never removes it). */
function started(name: string) {
  const app = new App(name, testDatabase(), { PORT: "0", HOST: "127.0.0.1" }, START);
  apps.push(app);
  return app;
}

/** `npm run db:migrate`'s script on the test file's database. */
function migrate() {
  const run = spawnSync(process.execPath, ["build/scripts/migrate.js"], {
    env: databaseEnv({ ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn" }, testDatabase()),
    encoding: "utf8",
  });
  return { code: run.status, out: run.stdout + run.stderr };
}

describe("a database migrated by a newer release", () => {
  beforeAll(async () => {
    ensureBuild();
    await newerRelease();
    await createUser({ email: LEARNER });
  }, 240_000);
  afterAll(() => Promise.all(apps.map((app) => app.stop("SIGKILL"))));

  it("an older build whose migrations the floor allows starts, says so, and serves the learner on it", async () => {
    const app = await started("older").ready();
    const notice = app.json().find((l) => l.level === 40 && String(l.msg).includes("newer release"));
    expect(notice).toMatchObject({ unknown: [NEXT], floor: "018_schema_floor" });
    expect(String(notice?.msg)).toMatch(/was migrated by a newer release \(023_next_release\): this build runs on its schema/);
    expect(app.json().some((l) => String(l.msg).startsWith("migration "))).toBe(false);

    expect((await send(app, "/readyz")).status).toBe(200);
    const { get, post } = visitor(() => app);
    expect((await post("/employee/login", { intent: "login", email: LEARNER, password: TEST_PASSWORD })).status).toBe(302);
    expect((await get("/world")).status).toBe(200);
    expect((await post("/quest/1/1", { intent: "begin" })).status).toBe(302);
    expect((await post("/quest/1/1", { intent: "start-assessment" })).status).toBe(302);
    const attempt = await db().selectFrom("attempts").select(["id", "question_ids"]).executeTakeFirstOrThrow();
    const question = (JSON.parse(attempt.question_ids) as number[])[0];
    expect((await post("/quest/1/1", { intent: "answer", questionId: question, choice: 0 })).status).toBe(302);
    expect(
      await db()
        .selectFrom("sessions")
        .select(sql<string>`device`.as("device"))
        .execute(),
    ).toEqual([{ device: "unknown" }]);
    expect(await db().selectFrom("answers").select("question_id").where("attempt_id", "=", attempt.id).execute()).toEqual([
      { question_id: question },
    ]);

    const migrated = migrate();
    expect(migrated.code).toBe(0);
    expect(migrated.out).toMatch(/was migrated by a newer release \(023_next_release\): .* and migrated nothing\./);

    // A later release takes away what this build uses, and raises the floor: out of rotation.
    await raiseFloor(NEXT);
    const answer = await send(app, "/readyz");
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.text)).toEqual({ status: "not_ready", reason: "schema_too_new", floor: NEXT });
    await app.stop("SIGTERM");
  });

  it("a floor above this build: the start and db:migrate stop, saying which release the database needs", async () => {
    const app = started("below-floor");
    expect((await app.exited).code).toBe(1);
    const fatal = app.json().find((l) => l.level === 60);
    expect(String((fatal?.err as { message?: string } | undefined)?.message)).toMatch(
      /was migrated by a newer release \(023_next_release\) that this build cannot run on: it needs a build that knows migration 023_next_release\. .*Nothing was migrated\.$/,
    );
    const migrated = migrate();
    expect(migrated.code).not.toBe(0);
    expect(migrated.out).toContain("that this build cannot run on: it needs a build that knows migration 023_next_release");
  });

  it("a database of another line of releases (one of this build's migrations missing): the start stops", async () => {
    await raiseFloor("018_schema_floor");
    await sql`delete from kysely_migration where name = '017_rate_limit_holds'`.execute(db());
    const app = started("diverged");
    expect((await app.exited).code).toBe(1);
    const fatal = app.json().find((l) => l.level === 60);
    expect(String((fatal?.err as { message?: string } | undefined)?.message)).toMatch(
      /holds migrations this build does not know \(023_next_release\) and lacks some of its own \(017_rate_limit_holds\)/,
    );
  });
});
