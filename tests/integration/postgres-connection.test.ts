/**
 * The app's connection to PostgreSQL as a company's database or a managed service asks for it:
 * over TLS with the server's certificate checked against the authority DATABASE_URL names
 * (`sslmode=verify-full&sslrootcert=…`), with a password (SCRAM). A server whose certificate the
 * app does not trust, or that rejects its credentials (a password rotated under a running
 * instance), gets no server error: the start stops saying why, a running instance answers 503
 * with an error logged for the operator, and serves again once the credentials match. The backup
 * reaches the server the same way (pg_dump, libpq's TLS). PostgreSQL only.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabaseAt } from "../../app/server/platform/db.server";
import { openPostgres, type Unavailability } from "../../app/server/platform/postgres/database.server";
import { UNREACHABLE_RETRY_SECONDS } from "../../app/server/platform/unavailable.server";
import { onPostgres, onServer } from "../support/engine";
import { TEST_PASSWORD } from "../support/factory";
import { freePort, startTestPostgres, type TestPostgres } from "../support/postgres-server";
import { App, ensureBuild, send, tmpName, visitor } from "../support/server-process";
import { makeCertificates } from "../support/tls";

const DATABASE = `tls_${process.pid}`;
const LEARNER = "learner@tls.example";
const FIRST = "first-Password-1";
const ROTATED = "rotated-Password-2";

describe.skipIf(!onPostgres())("PostgreSQL over TLS with a password, and a connection it rejects", () => {
  let dir: string;
  let server: TestPostgres;
  let port: number;
  let trusted: string;
  let untrusted: string;
  let admin: Db;
  let app: App;
  const { get, post } = visitor(() => app);

  /** The database's URL: over TLS, the server's certificate checked against `ca`'s authority. */
  const urlOf = (user: string, ca = trusted, database = DATABASE) =>
    `postgres://${user}@127.0.0.1:${port}/${database}?sslmode=verify-full&sslrootcert=${encodeURIComponent(ca)}`;

  beforeAll(async () => {
    ensureBuild();
    dir = tmpName("pg-tls");
    const certificates = makeCertificates(path.join(dir, "certs"), "academy");
    trusted = certificates.caFile;
    untrusted = makeCertificates(path.join(dir, "other"), "another").caFile;
    port = await freePort();
    server = startTestPostgres(
      path.join(dir, "data"),
      port,
      { password_encryption: "scram-sha-256" },
      { ...certificates, hba: ["hostssl all postgres 127.0.0.1/32 trust", "hostssl all academy 127.0.0.1/32 scram-sha-256"] },
    );
    await onServer(urlOf("postgres", trusted, "postgres"), [
      `create role academy login password '${FIRST}'`,
      `create database ${DATABASE} owner academy`,
    ]);
    admin = openDatabaseAt(urlOf("postgres"));
    app = await new App("tls", urlOf(`academy:${FIRST}`), { SEED_USERS: LEARNER }).ready();
  }, 240_000);

  afterAll(async () => {
    await app?.stop();
    await admin?.destroy();
    server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The error of the app's pool for `url`, and why it counts the server as unavailable. */
  async function refusal(url: string): Promise<{ why: Unavailability; cause: unknown }> {
    let seen: { why: Unavailability; cause: unknown } | undefined;
    const answer = new Error("the engine's answer");
    const { db } = openPostgres(url, {
      size: 1,
      unreachable: (cause, why) => {
        seen = { why, cause };
        return answer;
      },
    });
    try {
      await expect(sql`select 1`.execute(db)).rejects.toBe(answer);
    } finally {
      await db.destroy();
    }
    return seen!;
  }

  it("serves the product over TLS only, the server's certificate checked", async () => {
    expect((await post("/employee/login", { intent: "login", email: LEARNER, password: TEST_PASSWORD })).status).toBe(302);
    expect((await get("/world")).status).toBe(200);
    expect((await send(app, "/readyz")).status).toBe(200);
    const { rows } = await sql<{ tls: boolean }>`
      select bool_and(s.ssl) as tls from pg_stat_ssl s join pg_stat_activity a using (pid) where a.usename = 'academy'`.execute(admin);
    expect(rows[0].tls).toBe(true);
    // the server takes no connection without TLS, so the app's is one
    const plain = await refusal(`postgres://academy:${FIRST}@127.0.0.1:${port}/${DATABASE}`);
    expect(plain.why).toBe("rejected");
    expect((plain.cause as { code?: string }).code).toBe("28000");
  });

  it("a server certificate the app does not trust: the start stops, saying why", async () => {
    const refused = await refusal(urlOf(`academy:${FIRST}`, untrusted));
    expect(refused.why).toBe("rejected");
    const starting = new App(
      "tls-untrusted",
      urlOf(`academy:${FIRST}`, untrusted),
      { SESSION_SECRET: "a-session-secret-of-32-characters-or-more" },
      { file: process.execPath, args: ["build/scripts/start.js"] }, // npm start's own script
    );
    expect((await starting.exited).code).toBe(1);
    const lines = starting.json();
    const rejected = lines.find((l) => l.level === 50 && String(l.msg).includes("PostgreSQL rejected the app's connection"));
    expect((rejected?.err as { code?: string } | undefined)?.code).toBe((refused.cause as { code?: string }).code);
    expect(String((rejected?.err as { message?: string }).message)).toMatch(/certificate/);
    const fatal = lines.find((l) => l.level === 60);
    expect(String((fatal?.err as { message?: string } | undefined)?.message)).toMatch(
      /cannot be used: .*certificate.*\. Nothing was migrated\.$/,
    );
    expect(JSON.stringify(lines)).not.toContain(FIRST);
  });

  it("credentials rotated under a running instance: 503 and an error for the operator, then served again", async () => {
    const cut = () => sql`select pg_terminate_backend(pid) from pg_stat_activity where usename = 'academy'`.execute(admin);
    const logged = app.lines.length;
    await sql.raw(`alter role academy password '${ROTATED}'`).execute(admin);
    try {
      await cut();
      // a connection that was cut answers 503 once (out of reach); a new one is rejected
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await get("/world")).status);
      expect(new Set(statuses)).toEqual(new Set([503]));
      const page = await get("/world");
      expect(page.headers["retry-after"]).toBe(String(UNREACHABLE_RETRY_SECONDS));
      expect((await send(app, "/readyz")).status).toBe(503);
      // (a request's log line may come after its answer)
      const errors = () =>
        app
          .json()
          .slice(logged)
          .filter((l) => l.level === 50);
      const rejected = () => (errors().some((l) => (l.err as { code?: string }).code === "28P01") ? true : undefined);
      await app.until(rejected, "an error with the server's 28P01");
      expect(errors().every((l) => String(l.msg).includes("rejected the app's connection"))).toBe(true);
      expect(app.access().filter((l) => l.status >= 500 && l.status !== 503)).toEqual([]);
      expect(app.alive).toBe(true);
    } finally {
      await sql.raw(`alter role academy password '${FIRST}'`).execute(admin);
    }
    // the same process and the session opened before, as soon as the credentials match again
    expect((await get("/world")).status).toBe(200);
    expect((await send(app, "/readyz")).status).toBe(200);
  });

  it("npm run backup dumps over the same TLS, the password not on pg_dump's command line", () => {
    const file = path.join(dir, "backup.dump");
    const manifest = path.join(dir, "backup.manifest.json");
    const run = spawnSync("npm", ["run", "--silent", "backup", "--", file, "--manifest", manifest], {
      // with a parameter of node-postgres's that libpq would refuse
      env: { ...process.env, DATABASE_URL: `${urlOf(`academy:${FIRST}`)}&statement_timeout=600000` },
      encoding: "utf8",
    });
    expect(run.status, run.stderr + run.stdout).toBe(0);
    const tables = (JSON.parse(readFileSync(manifest, "utf8")) as { tables: Record<string, unknown> }).tables;
    expect(Object.keys(tables)).toContain("users");
    expect(run.stdout + run.stderr).not.toContain(FIRST);
  });
});
