/**
 * `npm run bench`: load figures for the production server against a bare node:http server and a
 * stock React Router page, measured in the same run.
 *
 * - The app runs as in production: its own process, started with `npm start`'s command
 *   (package.json), NODE_ENV=production, on a fresh database in tests/.tmp seeded by this process
 *   before the server starts (scripts/bench-seed.ts).
 * - The bare server (scripts/bench-bare.mjs) and the stock page (scripts/bench-stock, built here)
 *   run in processes of their own too, and so do the floor pages (scripts/bench-stock/floor):
 *   the academy's /world, /quest/4/4 and /profile rendered by the academy's own components with
 *   its loaders' data in a stock React Router app with the academy's future flags, and none of
 *   the academy's work (no session, query, headers or log line). They show what the framework
 *   alone costs for these pages.
 * - The load generator (autocannon, scripts/bench-load.mjs) runs in other processes: never in a
 *   server's process, nor in this one.
 * - Targets alternate in rounds after a warm-up, so that machine noise spreads over all of them;
 *   latencies of all rounds are merged before the percentiles are taken.
 * - The server's RSS is sampled from /proc every 50 ms; its CPU time per request comes from
 *   /proc/PID/stat (less noisy than req/s on a shared machine).
 *
 * Options: --quick (short rounds and small data: a smoke run), --rounds N, --duration S,
 * --warmup S, --connections N, --only a,b (targets by key), --no-admin, --no-burst, --no-build,
 * --json FILE, --cpu-prof DIR (the app server writes a CPU profile there when it stops),
 * --log-level L (the app's LOG_LEVEL; production's info by default).
 */
import { type ChildProcess, execSync, fork, spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, openSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureBuild } from "./ensure-build";
import { startCommand as npmStartCommand } from "./start-command";

const { values: opt } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    rounds: { type: "string" },
    duration: { type: "string" },
    warmup: { type: "string" },
    connections: { type: "string" },
    only: { type: "string" },
    "no-admin": { type: "boolean", default: false },
    "no-burst": { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    json: { type: "string" },
    "cpu-prof": { type: "string" },
    "log-level": { type: "string" },
  },
});

const quick = opt.quick;
const ROUNDS = Number(opt.rounds ?? (quick ? 1 : 3));
const DURATION = Number(opt.duration ?? (quick ? 2 : 8));
const WARMUP = Number(opt.warmup ?? (quick ? 1 : 3));
const CONNECTIONS = Number(opt.connections ?? 50);
const SIZES = quick
  ? { pageLearners: 10, answerLearners: 2000, signIns: 20, employees: 1000, companies: 50, people: 5 }
  : { pageLearners: 50, answerLearners: 20_000, signIns: 200, employees: 10_000, companies: 1000, people: 25 };

const TMP = "tests/.tmp";
const DB = `${TMP}/bench.db`;
const SECRET = "bench-session-secret-0123456789abcdefghijkl";
const BROWSER = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Language": "en-US,en;q=0.9",
};
const BROWSER_ENCODING = "gzip, deflate, br, zstd";

const say = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () => os.loadavg().map((n) => n.toFixed(2));

// ---------------------------------------------------------------- build
if (!opt["no-build"]) ensureBuild(say);
say("Building the stock React Router page and the floor pages (scripts/bench-stock)…");
for (const floor of ["", "1"])
  execSync(`${path.resolve("node_modules/.bin/react-router")} build`, {
    cwd: "scripts/bench-stock",
    stdio: "ignore",
    env: { ...process.env, BENCH_FLOOR: floor },
  });

// ---------------------------------------------------------------- data
mkdirSync(TMP, { recursive: true });
for (const s of ["", "-wal", "-shm"]) rmSync(DB + s, { force: true });
process.env.DATABASE_PATH = DB;
process.env.NODE_ENV = "production";
process.env.SESSION_SECRET = SECRET;
process.env.SUPER_ADMIN_EMAIL = "root@bench.example";
process.env.SUPER_ADMIN_PASSWORD = "Bench-Super-Admin-2026";
process.env.LOG_LEVEL = "warn";
const seedStarted = performance.now();
const { seedBench } = await import("./bench-seed");
const seeded = await seedBench(SIZES, (line) => say(`  seeded ${line}`));
const { closeDb } = await import("../app/server/platform/db.server");
await closeDb();
say(`Seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

// ---------------------------------------------------------------- processes
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Every process below `pid` (the start command may run node under a shell or a launcher). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(d)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(pid);
  return out;
}
const comm = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
};
function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}
/** User + system CPU time of a process, in ms. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // clock ticks: 100 a second on Linux
  } catch {
    return 0;
  }
}

interface Server {
  name: string;
  url: string;
  child: ChildProcess;
  /** The process that serves (the node process under the start command). */
  pid: number;
  startMs: number;
}

async function startProcess(
  name: string,
  command: string,
  env: NodeJS.ProcessEnv,
  readyPath: string,
  logFile: string,
  port?: number,
): Promise<Server> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const out = openSync(logFile, "w");
  const started = performance.now();
  const child = spawn("sh", ["-c", `exec ${command}`], {
    env: { ...process.env, ...env, PORT: String(port), PATH: `${path.resolve("node_modules/.bin")}:${process.env.PATH}` },
    stdio: ["ignore", out, out],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} stopped (exit ${child.exitCode}): see ${logFile}`);
    try {
      const res = await fetch(url + readyPath);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) throw new Error(`${name} did not start: see ${logFile}`);
    await sleep(50);
  }
  const startMs = performance.now() - started;
  // The serving process: the deepest node process under the command (the command itself when it is node).
  const nodes = [child.pid!, ...descendants(child.pid!)].filter((p) => comm(p).startsWith("node"));
  return { name, url, child, pid: nodes.at(-1) ?? child.pid!, startMs };
}

const startCommand = npmStartCommand();
const profileDir = opt["cpu-prof"] ? path.resolve(opt["cpu-prof"]) : undefined;
if (profileDir) mkdirSync(profileDir, { recursive: true });
say(`Starting the app with npm start's command: ${startCommand}`);
const appPort = await freePort();
// Profiling: the same command with node's --cpu-prof flags (NODE_OPTIONS may not carry them).
// The command may set variables first (`env MALLOC_MMAP_THRESHOLD_=… node …`): the flags go after its node.
const appCommand = profileDir ? startCommand.replace(/(^|\s)node /, `$1node --cpu-prof --cpu-prof-dir=${profileDir} `) : startCommand;
if (profileDir && appCommand === startCommand) throw new Error(`--cpu-prof: no node in npm start's command (${startCommand})`);
const app = await startProcess(
  "app",
  appCommand,
  {
    NODE_ENV: "production",
    SESSION_SECRET: SECRET,
    DATABASE_PATH: DB,
    PUBLIC_URL: `http://127.0.0.1:${appPort}`,
    HOST: "127.0.0.1",
    LOG_LEVEL: opt["log-level"] ?? "info",
    SMTP_URL: "",
  },
  "/healthz",
  `${TMP}/bench-app.log`,
  appPort,
);
const bare = await startProcess("bare", "node scripts/bench-bare.mjs", {}, "/", `${TMP}/bench-bare.log`);
const stock = await startProcess("stock", "node scripts/bench-stock/serve.mjs", { NODE_ENV: "production" }, "/", `${TMP}/bench-stock.log`);
const floor = await startProcess(
  "floor",
  "node scripts/bench-stock/serve.mjs",
  { NODE_ENV: "production", BUILD: "floor" },
  "/world",
  `${TMP}/bench-floor.log`,
);
const servers = [app, bare, stock, floor];
await sleep(2000);
const idle = Object.fromEntries(servers.map((s) => [s.name, rssMb(s.pid)]));
say(
  `App ready in ${(app.startMs / 1000).toFixed(1)} s (pid ${app.pid}); idle RSS: ${servers.map((s) => `${s.name} ${idle[s.name].toFixed(0)} MB`).join(", ")}`,
);

// ---------------------------------------------------------------- the floor pages, checked
// Each floor page must render what the academy renders for the first page learner, or its row
// would not be the academy's page without the academy's work. The bodies are compared (the CSP
// nonce and the dates of the day left out); a difference is printed and kept in the JSON.
const bodyOf = (html: string) =>
  html
    .slice(html.indexOf("<body>"), html.indexOf("<script"))
    .replaceAll(/ nonce="[^"]*"/g, "")
    .replaceAll(/\d{1,2} [A-Z][a-z]+ \d{4}/g, "(date)");
const FLOOR_PAGES = { floor: "/world", "floor-quest": "/quest/4/4", "floor-profile": "/profile" } as const;
const floorChecks: { path: string; same: boolean; difference?: string }[] = [];
for (const pagePath of Object.values(FLOOR_PAGES)) {
  const [ours, floors] = await Promise.all(
    [
      fetch(app.url + pagePath, { headers: { ...BROWSER, Cookie: seeded.pageCookies[0] } }),
      fetch(floor.url + pagePath, { headers: BROWSER }),
    ].map(async (r) => bodyOf(await (await r).text())),
  );
  let at = 0;
  while (at < ours.length && ours[at] === floors[at]) at++;
  const same = ours === floors;
  floorChecks.push({
    path: pagePath,
    same,
    difference: same
      ? undefined
      : `academy …${ours.slice(Math.max(0, at - 40), at + 60)}… floor …${floors.slice(Math.max(0, at - 40), at + 60)}…`,
  });
}
for (const c of floorChecks)
  say(
    c.same
      ? `Floor page ${c.path}: the academy's body, element for element.`
      : `WARNING: floor page ${c.path} differs from the academy's: ${c.difference}`,
  );

// ---------------------------------------------------------------- load generators
interface RunResult {
  latencies: number[];
  statuses: Record<string, number>;
  unexpected: number;
  exhausted: number;
  errors: number;
  timeouts: number;
  durationMs: number;
  retries?: number;
  learnersLeft: number;
}

class Generator {
  private child = fork("scripts/bench-load.mjs", [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  private waiting = new Map<number, { resolve: (r: RunResult) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  readonly ready: Promise<void>;
  constructor() {
    this.ready = new Promise((resolve) => {
      this.child.on("message", (m: { type: string; id?: number; result?: RunResult; error?: string }) => {
        if (m.type === "ready") return resolve();
        const w = this.waiting.get(m.id!);
        if (!w) return;
        this.waiting.delete(m.id!);
        if (m.type === "error") w.reject(new Error(m.error));
        else w.resolve(m.result!);
      });
    });
  }
  private send<T>(message: object): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (r: RunResult) => void, reject });
      this.child.send({ ...message, id });
    });
  }
  run(spec: object) {
    return this.send<RunResult>({ type: "run", spec });
  }
  learners(learners: object[]) {
    return this.send<void>({ type: "learners", learners });
  }
  stop() {
    this.child.send({ type: "stop" });
  }
  exit() {
    this.child.send({ type: "exit" });
  }
}
const gen = new Generator();
const burstGen = new Generator();
await Promise.all([gen.ready, burstGen.ready]);
await gen.learners(seeded.answerLearners);

// ---------------------------------------------------------------- targets
interface Target {
  key: string;
  label: string;
  server: Server;
  spec: Record<string, unknown>;
}
const page = (path: string, extra: Record<string, string> = {}) => ({
  path,
  headers: { ...BROWSER, ...extra },
  cookies: seeded.pageCookies,
  expect: [200],
});
const floorPage = (key: keyof typeof FLOOR_PAGES) => ({ path: FLOOR_PAGES[key], headers: BROWSER });
const origin = app.url;
const allTargets: Target[] = [
  { key: "bare", label: "bare node:http", server: bare, spec: { path: "/", headers: BROWSER } },
  { key: "stock", label: "stock React Router page", server: stock, spec: { path: "/", headers: BROWSER } },
  { key: "floor", label: "floor: /world's page, React Router alone", server: floor, spec: floorPage("floor") },
  { key: "world", label: "GET /world (signed in)", server: app, spec: page("/world") },
  { key: "floor-quest", label: "floor: /quest/4/4's page, React Router alone", server: floor, spec: floorPage("floor-quest") },
  { key: "quest", label: "GET /quest/4/4 (assessment question)", server: app, spec: page("/quest/4/4") },
  { key: "floor-profile", label: "floor: /profile's page, React Router alone", server: floor, spec: floorPage("floor-profile") },
  { key: "profile", label: "GET /profile (signed in)", server: app, spec: page("/profile") },
  {
    key: "answer",
    label: "POST /quest/1/1 answer (durable write, 302)",
    server: app,
    spec: {
      kind: "answer",
      method: "POST",
      path: "/quest/1/1",
      fallbackPath: "/healthz",
      headers: { ...BROWSER, Origin: origin, "Sec-Fetch-Site": "same-origin" },
      expect: [302],
    },
  },
  {
    key: "world-gzip",
    label: `GET /world, Accept-Encoding: ${BROWSER_ENCODING}`,
    server: app,
    spec: page("/world", { "Accept-Encoding": BROWSER_ENCODING }),
  },
];
const only = opt.only?.split(",");
const targets = allTargets.filter((t) => !only || only.includes(t.key) || t.key === "stock");

interface Figures {
  key: string;
  label: string;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  rssPeakMb: number;
  cpuMsPerRequest: number;
  statuses: Record<string, number>;
  note?: string;
}

function summarise(key: string, label: string, runs: RunResult[], rssPeak: number, cpu: number, note?: string): Figures {
  const lat = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const q = (p: number) => (lat.length ? lat[Math.min(lat.length - 1, Math.floor(p * lat.length))] : NaN);
  const seconds = runs.reduce((a, r) => a + r.durationMs, 0) / 1000;
  const statuses: Record<string, number> = {};
  for (const r of runs) for (const [s, n] of Object.entries(r.statuses)) statuses[s] = (statuses[s] ?? 0) + n;
  return {
    key,
    label,
    requests: lat.length,
    seconds,
    rps: lat.length / seconds,
    p50: q(0.5),
    p99: q(0.99),
    max: lat.at(-1) ?? NaN,
    errors: runs.reduce((a, r) => a + r.unexpected + r.errors + r.timeouts + r.exhausted, 0),
    rssPeakMb: rssPeak,
    cpuMsPerRequest: lat.length ? cpu / lat.length : NaN,
    statuses,
    ...(note ? { note } : {}),
  };
}

/** Runs `work` while sampling the server's RSS (peak) and its CPU time. */
async function measured<T>(server: Server, work: () => Promise<T>): Promise<{ value: T; rssPeak: number; cpu: number }> {
  let peak = rssMb(server.pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 50);
  const cpu0 = cpuMs(server.pid);
  try {
    const value = await work();
    return { value, rssPeak: Math.max(peak, rssMb(server.pid)), cpu: cpuMs(server.pid) - cpu0 };
  } finally {
    clearInterval(timer);
  }
}

const runSpec = (t: Target, duration: number, connections = CONNECTIONS) =>
  gen.run({ kind: "get", method: "GET", ...t.spec, url: t.server.url, connections, duration });

say(`\nLoad: ${CONNECTIONS} connections, warm-up ${WARMUP} s, ${ROUNDS} round(s) of ${DURATION} s per target, targets alternating.`);
say(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average ${load().join(" ")}`,
);
const loadBefore = load();
for (const t of targets) {
  process.stdout.write(`  warm-up ${t.key}…`);
  await runSpec(t, WARMUP);
  process.stdout.write(" done\n");
}
const runs = new Map<string, RunResult[]>(targets.map((t) => [t.key, []]));
const peaks = new Map<string, number>(targets.map((t) => [t.key, 0]));
const cpus = new Map<string, number>(targets.map((t) => [t.key, 0]));
for (let round = 1; round <= ROUNDS; round++) {
  for (const t of targets) {
    const { value, rssPeak, cpu } = await measured(t.server, () => runSpec(t, DURATION));
    runs.get(t.key)!.push(value);
    peaks.set(t.key, Math.max(peaks.get(t.key)!, rssPeak));
    cpus.set(t.key, cpus.get(t.key)! + cpu);
    const rps = value.latencies.length / (value.durationMs / 1000);
    say(`  round ${round} ${t.key.padEnd(11)} ${rps.toFixed(0).padStart(6)} req/s  load ${load()[0]}`);
  }
}
const figures = targets.map((t) => summarise(t.key, t.label, runs.get(t.key)!, peaks.get(t.key)!, cpus.get(t.key)!));
const answerRuns = runs.get("answer");
const learnersLeft = answerRuns?.at(-1)?.learnersLeft;

// ---------------------------------------------------------------- sign-in burst
let burst: { signIns: Figures; pages: Figures; retries: number; seconds: number } | undefined;
if (!opt["no-burst"] && (!only || only.includes("burst"))) {
  say(`\nSign-in burst: ${seeded.signInBodies.length} people sign in at once (each from its own address) while others read /world.`);
  const world = allTargets.find((t) => t.key === "world")!;
  const { value, rssPeak, cpu } = await measured(app, async () => {
    const pages = runSpec(world, 600);
    await sleep(500);
    const signIns = await burstGen.run({
      kind: "burst",
      url: app.url,
      path: "/employee/login",
      bodies: seeded.signInBodies,
      headers: { ...BROWSER, Origin: origin, "Sec-Fetch-Site": "same-origin" },
      expect: [302],
    });
    await sleep(500);
    gen.stop();
    return { signIns, pages: await pages };
  });
  burst = {
    signIns: summarise("burst-signins", "sign-ins of the burst", [value.signIns], rssPeak, cpu),
    pages: summarise("burst-world", "GET /world during the burst", [value.pages], rssPeak, 0),
    retries: value.signIns.retries ?? 0,
    seconds: value.signIns.durationMs / 1000,
  };
}

// ---------------------------------------------------------------- administration
interface AdminFigure {
  label: string;
  target: string;
  p50: number;
  max: number;
  samples: number;
  detail?: string;
}
const admin: AdminFigure[] = [];
if (!opt["no-admin"] && (!only || only.includes("admin"))) {
  say(`\nAdministration (one request at a time):`);
  const h = (cookie: string) => ({ ...BROWSER, Cookie: cookie });
  const serial = async (label: string, target: string, times: number, call: () => Promise<string | undefined>) => {
    const ms: number[] = [];
    let detail: string | undefined;
    for (let i = 0; i < times; i++) {
      const t = performance.now();
      detail = await call();
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    const f = { label, target, p50: ms[Math.floor(ms.length / 2)], max: ms.at(-1)!, samples: ms.length, detail };
    admin.push(f);
    say(
      `  ${label.padEnd(52)} p50 ${f.p50.toFixed(1).padStart(7)} ms  max ${f.max.toFixed(1).padStart(7)} ms  (${f.samples})${detail ? `  ${detail}` : ""}`,
    );
  };
  const get = async (url: string, cookie: string, expect = 200) => {
    const res = await fetch(url, { headers: h(cookie), redirect: "manual" });
    const body = await res.text();
    if (res.status !== expect) throw new Error(`${url}: ${res.status} ${body.slice(0, 300)}`);
    return body;
  };
  const n = SIZES.employees.toLocaleString("en-US");
  const pageTimes = quick ? 10 : 40;
  await serial(`employees page (${n} employees)`, "p50 ≤ 50 ms", pageTimes, async () => {
    await get(`${app.url}${seeded.bigBase}/admin/dashboard`, seeded.bigAdminCookie);
    return undefined;
  });
  await serial(`employees page, search (${n})`, "p50 ≤ 50 ms", pageTimes, async () => {
    await get(`${app.url}${seeded.bigBase}/admin/dashboard?q=last12&status=all`, seeded.bigAdminCookie);
    return undefined;
  });
  await serial(`completions tab (${n})`, "", quick ? 5 : 20, async () => {
    await get(`${app.url}${seeded.bigBase}/admin/dashboard/completions`, seeded.bigAdminCookie);
    return undefined;
  });
  await serial(`completions CSV (${n} rows)`, "≤ 1 s", quick ? 2 : 5, async () => {
    const csv = await get(`${app.url}${seeded.bigBase}/admin/completions.csv`, seeded.bigAdminCookie);
    return `${csv.trimEnd().split("\r\n").length - 1} rows, ${(csv.length / 1024).toFixed(0)} KB`;
  });
  await serial(`super-admin company list (${SIZES.companies.toLocaleString("en-US")} companies)`, "≤ 100 ms", pageTimes, async () => {
    await get(`${app.url}/super-admin/dashboard`, seeded.superCookie);
    return undefined;
  });
  await serial(`super-admin company list, page 15`, "≤ 100 ms", pageTimes, async () => {
    await get(`${app.url}/super-admin/dashboard?page=15`, seeded.superCookie);
    return undefined;
  });
  // The evidence pack of the 10,000-employee company (issue 13, part 4): every certificate of its
  // employees as a PDF, streamed; the server's RSS sampled meanwhile (target ≤ 250 MB).
  await serial(`evidence pack (${n} employees, every certificate)`, "RSS ≤ 250 MB", 1, async () => {
    const { value, rssPeak, cpu } = await measured(app, async () => {
      const res = await fetch(`${app.url}${seeded.bigBase}/admin/evidence-pack.zip`, {
        method: "POST",
        redirect: "manual",
        headers: { ...h(seeded.bigAdminCookie), Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ start: "2000-01-01", end: new Date().toISOString().slice(0, 10) }),
      });
      if (res.status !== 200 || !res.body) throw new Error(`evidence pack: ${res.status} ${(await res.text()).slice(0, 300)}`);
      let bytes = 0;
      const reader = res.body.getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.byteLength;
      return bytes;
    });
    return `${(value / 2 ** 20).toFixed(1)} MB, server RSS peak ${rssPeak.toFixed(0)} MB, CPU ${(cpu / 1000).toFixed(1)} s`;
  });
  const post = async (url: string, cookie: string, form: Record<string, string>) => {
    const res = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { ...h(cookie), Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
    });
    return { status: res.status, body: await res.text() };
  };
  const importUrl = `${app.url}${seeded.importBase}/admin/dashboard/import`;
  let digest = "";
  // Both steps with the server's RSS sampled meanwhile (target ≤ 250 MB under any scenario).
  await serial(`import preview (${n} rows)`, "RSS ≤ 250 MB", 1, async () => {
    const { value: r, rssPeak } = await measured(app, () =>
      post(importUrl, seeded.importAdminCookie, { intent: "preview", csvData: seeded.importCsv }),
    );
    digest =
      /name="digest"[^>]*value="([0-9a-f]{64})"/.exec(r.body)?.[1] ?? /value="([0-9a-f]{64})"[^>]*name="digest"/.exec(r.body)?.[1] ?? "";
    if (r.status !== 200 || !digest) throw new Error(`import preview: ${r.status} ${r.body.slice(0, 300)}`);
    return `server RSS peak ${rssPeak.toFixed(0)} MB`;
  });
  await serial(`import (${n} rows, one transaction)`, "≤ 5 s, RSS ≤ 250 MB", 1, async () => {
    const { value: r, rssPeak } = await measured(app, () =>
      post(importUrl, seeded.importAdminCookie, { intent: "confirm", csvData: seeded.importCsv, digest }),
    );
    if (r.status !== 200 && r.status !== 302) throw new Error(`import: ${r.status} ${r.body.slice(0, 300)}`);
    return `status ${r.status}, server RSS peak ${rssPeak.toFixed(0)} MB`;
  });
}

// ---------------------------------------------------------------- after
await sleep(5000);
const idleAfter = rssMb(app.pid);
const hwm = (() => {
  try {
    return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${app.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
})();
const loadAfter = load();
gen.exit();
burstGen.exit();
for (const s of servers) s.child.kill("SIGTERM");
await sleep(profileDir ? 3000 : 500);

// What the answer post really wrote.
const Database = (await import("better-sqlite3")).default;
const check = new Database(DB, { readonly: true });
const recorded = check
  .prepare(
    "select count(*) as n from answers a join attempts t on t.id = a.attempt_id join users u on u.id = t.user_id where u.email like 'answer%'",
  )
  .get() as { n: number };
const completedModules = check
  .prepare("select count(*) as n from attempts t join users u on u.id = t.user_id where u.email like 'answer%' and t.phase = 'completed'")
  .get() as { n: number };
check.close();

// ---------------------------------------------------------------- report
const stockRps = figures.find((f) => f.key === "stock")?.rps ?? NaN;
const fmt = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : "–");
const rows = [...figures, ...(burst ? [burst.pages, burst.signIns] : [])];
say(
  `\nResults (${ROUNDS} × ${DURATION} s, ${CONNECTIONS} connections; load average ${loadBefore.join(" ")} before, ${loadAfter.join(" ")} after)\n`,
);
const header = `${"target".padEnd(52)} ${"req/s".padStart(7)} ${"×stock".padStart(6)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(8)} ${"max ms".padStart(8)} ${"errors".padStart(6)} ${"RSS MB".padStart(6)} ${"CPU ms/req".padStart(10)}`;
say(header);
say("-".repeat(header.length));
for (const f of rows) {
  say(
    `${f.label.slice(0, 52).padEnd(52)} ${fmt(f.rps).padStart(7)} ${fmt(f.rps / stockRps, 2).padStart(6)} ${fmt(f.p50, 1).padStart(7)} ${fmt(f.p99, 1).padStart(8)} ${fmt(f.max, 1).padStart(8)} ${String(f.errors).padStart(6)} ${fmt(f.rssPeakMb).padStart(6)} ${fmt(f.cpuMsPerRequest, 2).padStart(10)}`,
  );
}
say("");
say(
  `App: ready in ${(app.startMs / 1000).toFixed(1)} s; RSS idle ${idle.app.toFixed(0)} MB at start, ${idleAfter.toFixed(0)} MB idle after the run, peak ${hwm.toFixed(0)} MB (VmHWM). Stock page idle ${idle.stock.toFixed(0)} MB, floor page ${idle.floor.toFixed(0)} MB, bare ${idle.bare.toFixed(0)} MB.`,
);
if (answerRuns)
  say(
    `Answers recorded by the answer learners: ${recorded.n} (${completedModules.n} modules completed); learners left unused: ${learnersLeft}.`,
  );
if (burst)
  say(
    `Sign-in burst: ${seeded.signInBodies.length} sign-ins done in ${burst.seconds.toFixed(1)} s, ${burst.retries} busy answers (503, tried again after Retry-After); statuses ${JSON.stringify(burst.signIns.statuses)}.`,
  );

const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadBefore,
    loadAfter,
  },
  options: { rounds: ROUNDS, duration: DURATION, warmup: WARMUP, connections: CONNECTIONS, quick, startCommand, sizes: SIZES },
  app: { startMs: app.startMs, idleRssMb: idle.app, idleAfterRssMb: idleAfter, peakRssMb: hwm },
  stock: { idleRssMb: idle.stock },
  bare: { idleRssMb: idle.bare },
  floor: { idleRssMb: idle.floor, checks: floorChecks },
  targets: figures.map((f) => ({ ...f, ratioToStock: f.rps / stockRps })),
  answers: answerRuns ? { recorded: recorded.n, completedModules: completedModules.n, learnersLeft } : undefined,
  burst,
  admin,
};
if (opt.json) {
  writeFileSync(opt.json, `${JSON.stringify(report, null, 2)}\n`);
  say(`Wrote ${opt.json}`);
}
process.exit(0);
