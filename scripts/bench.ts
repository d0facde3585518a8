/**
 * `npm run bench`: load figures for the production server (fresh database in tests/.tmp) against
 * a bare node:http server in the same run. Prints requests/s, p50/p95 latency and ratios.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const DB = "tests/.tmp/bench.db";
mkdirSync("tests/.tmp", { recursive: true });
for (const s of ["", "-wal", "-shm"]) rmSync(DB + s, { force: true });
process.env.DATABASE_PATH = DB;
process.env.NODE_ENV = "production";
process.env.SESSION_SECRET ??= "bench-session-secret-0123456789abcdefghijkl";
if (!existsSync("build/server/index.js")) execSync("npm run build", { stdio: "inherit" });

const { migrateToLatest } = await import("../app/server/platform/db.server");
const { seedDemo, DEMO_PASSWORD } = await import("../app/server/platform/seed.server");
const { startServer } = await import("./server");
await migrateToLatest();
await seedDemo(() => {});
const app = await startServer({ port: 0, host: "127.0.0.1" });
const bare = http.createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/html" });
  res.end("<!doctype html><title>bare</title><p>hello</p>");
});
await new Promise<void>((r) => bare.listen(0, "127.0.0.1", r));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
const base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;

// A stock React Router page (scripts/bench-stock), served by the same kind of Node server.
execSync("../../node_modules/.bin/react-router build", { cwd: "scripts/bench-stock", stdio: "ignore" });
const { createRequestListener } = await import("@react-router/node");
const stockBuild = await import(path.resolve("tests/.tmp/bench-stock-build/server/index.js"));
const stock = http.createServer(createRequestListener({ build: stockBuild, mode: "production" }));
await new Promise<void>((r) => stock.listen(0, "127.0.0.1", r));
const stockUrl = `http://127.0.0.1:${(stock.address() as AddressInfo).port}/`;

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/employee/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ intent: "login", email: "employee@main.example", password: DEMO_PASSWORD }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
const cookie = await signIn();

async function load(name: string, make: () => Promise<Response>, seconds = 4, concurrency = 16) {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        const res = await make();
        await res.arrayBuffer();
        if (res.status >= 400) errors++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const rps = latencies.length / seconds;
  const p = (q: number) => latencies[Math.floor(q * (latencies.length - 1))].toFixed(1);
  console.log(
    `${name.padEnd(34)} ${rps.toFixed(0).padStart(6)} req/s   p50 ${p(0.5).padStart(6)} ms   p95 ${p(0.95).padStart(6)} ms   errors ${errors}`,
  );
  return rps;
}

console.log(`Benchmark: ${16} concurrent clients, 4 s each (2-core machine; one Node process)\n`);
const bareRps = await load("bare node:http", () => fetch(bareUrl));
const stockRps = await load("stock React Router page", () => fetch(stockUrl));
console.log(`${"".padEnd(34)} ratio to bare node:http: ${(stockRps / bareRps).toFixed(3)}`);
const pages: [string, () => Promise<Response>][] = [
  ["GET / (landing, public)", () => fetch(`${base}/`)],
  ["GET /world (signed in)", () => fetch(`${base}/world`, { headers: { Cookie: cookie } })],
  ["GET /quest/1/1 (signed in)", () => fetch(`${base}/quest/1/1`, { headers: { Cookie: cookie } })],
  ["GET /profile (signed in)", () => fetch(`${base}/profile`, { headers: { Cookie: cookie } })],
  ["GET /healthz", () => fetch(`${base}/healthz`)],
  [
    "POST /quest/1/1 begin (write)",
    () =>
      fetch(`${base}/quest/1/1`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=begin",
      }),
  ],
];
for (const [name, make] of pages) {
  const rps = await load(name, make);
  console.log(
    `${"".padEnd(34)} ratio to bare node:http: ${(rps / bareRps).toFixed(3)}   to the stock page: ${(rps / stockRps).toFixed(3)}`,
  );
}
app.close();
bare.close();
stock.close();
process.exit(0);
