/**
 * The e2e server: a fresh database, migrated and seeded, then the production server. With
 * E2E_ENGINE=postgres: a PostgreSQL server of the run's own (tests/support/postgres-server.ts),
 * and two production instances (`npm start`'s command, each its own process) behind a
 * round-robin proxy on PORT, so every journey crosses both instances.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import http from "node:http";
import { ensureSuperAdmin } from "../../app/server/identity/bootstrap.server";
import { ensureSpKeys } from "../../app/server/identity/sso-saml.server";
import { closeDb, migrateToLatest } from "../../app/server/platform/db.server";
import { seedDemo } from "../../app/server/platform/seed.server";
import { recordContentVersions } from "../../app/server/training/content-versions.server";
import { startServer } from "../../scripts/server";
import { startCommand } from "../../scripts/start-command";
import { createDatabase } from "../support/engine";
import { freePort, startTestPostgres } from "../support/postgres-server";

async function prepare() {
  await migrateToLatest();
  await recordContentVersions();
  await ensureSuperAdmin(() => {});
  await ensureSpKeys();
  await seedDemo(() => {});
}

if (process.env.E2E_ENGINE === "postgres") {
  const url = new URL(process.env.DATABASE_URL!);
  const server = startTestPostgres("tests/.tmp/e2e-pg", Number(url.port));
  await createDatabase(server.url, url.pathname.slice(1), { empty: true });
  await prepare();
  await closeDb();
  const ports = [await freePort(), await freePort()];
  const instances = ports.map((port) => startInstance(port));
  const stopAll = () => {
    for (const child of instances) child.kill("SIGTERM");
    server.stop();
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.on(signal, () => {
      stopAll();
      process.exit(0);
    });
  process.on("exit", stopAll);
  await Promise.all(ports.map(waitForReady));
  roundRobin(ports).listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
  console.log(`e2e server ready: instances on ${ports.join(" and ")} behind port ${process.env.PORT}`);
} else {
  const file = process.env.DATABASE_PATH!;
  for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
  await prepare();
  await startServer({ port: Number(process.env.PORT), host: process.env.HOST ?? "127.0.0.1" });
  console.log("e2e server ready");
}

/** One production instance, started with npm start's own command (as npm runs it: `sh -c`, exec). */
function startInstance(port: number) {
  return spawn("sh", ["-c", `exec ${startCommand()}`], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "inherit",
  });
}

async function waitForReady(port: number) {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the instance on port ${port} did not become ready`);
}

/** Forwards each request to the next instance in turn, the Host header kept (the origin checks see the public host). */
function roundRobin(ports: number[]) {
  let next = 0;
  return http.createServer((req, res) => {
    const port = ports[next++ % ports.length];
    const upstream = http.request({ host: "127.0.0.1", port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
}
