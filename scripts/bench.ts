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
// The access log (one line a request) would flood the figures; LOG_LEVEL=info measures with it.
process.env.LOG_LEVEL ??= "warn";
process.env.SUPER_ADMIN_EMAIL = "root@bench.example";
process.env.SUPER_ADMIN_PASSWORD = "Bench-Super-Admin-2026";
if (!existsSync("build/server/index.js")) execSync("npm run build", { stdio: "inherit" });

const { migrateToLatest } = await import("../app/server/platform/db.server");
const { seedDemo, DEMO_PASSWORD } = await import("../app/server/platform/seed.server");
const { startServer } = await import("./server");
await migrateToLatest();
await seedDemo(() => {});
const { ensureSuperAdmin } = await import("../app/server/identity/bootstrap.server");
await ensureSuperAdmin(() => {});
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
// The super administrator's company list (issue 8: one query with its aggregates, under 100 ms
// for 1,000 companies): 1,000 companies, each with an admin and 25 enrolled employees.
const { db } = await import("../app/server/platform/db.server");
const { listCompanies } = await import("../app/server/super-admin/companies.server");
const COMPANIES = 1000;
const PEOPLE = 25;
const now = new Date().toISOString();
await db()
  .transaction()
  .execute(async (tx) => {
    for (let c = 0; c < COMPANIES; c++) {
      const { id } = await tx
        .insertInto("companies")
        .values({
          slug: `bench-${c}`,
          name: `Bench Company ${c}`,
          contact_email: `c${c}@bench.example`,
          status: c % 3 ? "active" : "trial",
          max_employees: 100,
          trial_ends_at: c % 3 ? null : now,
          created_at: now,
          deleted_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const people = Array.from({ length: PEOPLE + 1 }, (_, i) => ({
        company_id: id,
        role: i === 0 ? ("admin" as const) : ("employee" as const),
        email: `p${i}@c${c}.bench.example`,
        created_at: now,
      }));
      const users = await tx.insertInto("users").values(people).returning("id").execute();
      await tx
        .insertInto("enrollments")
        .values(
          users.slice(1).map((u, i) => ({
            user_id: u.id,
            company_id: id,
            status: i % 4 ? "in_progress" : "completed",
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
  });
const superCookie = await (async () => {
  const res = await fetch(`${base}/super-admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ intent: "login", email: "root@bench.example", password: "Bench-Super-Admin-2026" }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
})();
console.log(`\nCompany list with ${COMPANIES} companies, ${COMPANIES * (PEOPLE + 1)} people (the query alone, one at a time):`);
for (const [name, query] of [
  ["first page", { q: "", page: 1 }],
  ["page 15", { q: "", page: 15 }],
  ["search 'company 99'", { q: "company 99", page: 1 }],
] as const) {
  const times: number[] = [];
  for (let i = 0; i < 40; i++) {
    const t = performance.now();
    await listCompanies(query);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.floor(q * (times.length - 1))].toFixed(1);
  console.log(`  listCompanies ${name.padEnd(22)} p50 ${p(0.5).padStart(6)} ms   p95 ${p(0.95).padStart(6)} ms`);
}
await load("GET /super-admin/dashboard (1,000)", () => fetch(`${base}/super-admin/dashboard`, { headers: { Cookie: superCookie } }), 4, 4);

app.close();
bare.close();
stock.close();
process.exit(0);
