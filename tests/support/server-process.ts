/**
 * The production server (scripts/server.ts) as a real child process with its own environment
 * and database (tests/support/serve-prod.ts, or another command: the built start script, npm
 * start), and a node:http client for it: no decompression, no URL normalisation of what the test
 * passes. Used by tests/integration/server.test.ts, csrf.test.ts and start.test.ts. Nothing here
 * measures time: waits are for events.
 *
 * A server's database is a SQLite file (DATABASE_PATH) or, with TEST_ENGINE=postgres, a database
 * on the run's PostgreSQL server (DATABASE_URL): `App.db` is the one or the other, never both in
 * the child's environment.
 */
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { type Db, openDatabaseAt } from "../../app/server/platform/db.server";
import { createDatabase, dropDatabase, onPostgres, TEMPLATE_DATABASE } from "./engine";

const TMP = path.resolve("tests/.tmp");

/** Builds the app when the server build is missing (a test file run on its own). */
export function ensureBuild() {
  if (existsSync("build/server/index.js")) return;
  try {
    // a production build whatever the test runner's NODE_ENV ("test" under vitest, which Vite
    // would take for a development build: no CSP, React's development build)
    execSync("npm run build", { stdio: "pipe", env: { ...process.env, NODE_ENV: "production" } });
  } catch (e) {
    const out = e as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`npm run build failed:\n${out.stdout?.toString() ?? ""}\n${out.stderr?.toString() ?? ""}`, { cause: e });
  }
}

// ---------------------------------------------------------------------------------------------
// Databases
// ---------------------------------------------------------------------------------------------

const isUrl = (where: string) => /^postgres(?:ql)?:/.test(where);

/** The test file's own database (tests/support/setup.ts): its PostgreSQL URL or its SQLite file. */
export const testDatabase = () => (onPostgres() ? process.env.DATABASE_URL! : process.env.DATABASE_PATH!);

/**
 * A database of a server's own. SQLite: a file name (the server creates and migrates it).
 * PostgreSQL: a new database, a copy of the run's migrated template, or with `empty` one with no
 * tables (the start's migrations run on it). Removed by `removeDatabase` (App.stop does).
 */
export async function newDatabase(prefix: string, how: "migrated" | "empty" = "migrated"): Promise<string> {
  if (!onPostgres()) return `${tmpName(prefix)}.db`;
  const name = `${prefix.replace(/\W/g, "_")}_${process.pid}_${randomBytes(4).toString("hex")}`.toLowerCase();
  return createDatabase(process.env.TEST_POSTGRES_URL!, name, { template: how === "empty" ? "template0" : TEMPLATE_DATABASE });
}

/** Removes a database of `newDatabase` (never the test file's own: setup.ts removes that one). */
async function removeDatabase(where: string) {
  if (where === testDatabase()) return;
  if (isUrl(where)) await dropDatabase(process.env.TEST_POSTGRES_URL!, new URL(where).pathname.slice(1));
  else for (const suffix of ["", "-wal", "-shm"]) rmSync(where + suffix, { force: true });
}

/** The child's environment for a database: DATABASE_URL or DATABASE_PATH, the other one unset. */
export function databaseEnv(base: NodeJS.ProcessEnv, where: string): NodeJS.ProcessEnv {
  const out = { ...base };
  delete out.DATABASE_URL;
  delete out.DATABASE_PATH;
  return isUrl(where) ? { ...out, DATABASE_URL: where } : { ...out, DATABASE_PATH: where };
}

// ---------------------------------------------------------------------------------------------
// Server processes
// ---------------------------------------------------------------------------------------------

export interface AccessLine {
  log: "access";
  reqId: string;
  method: string;
  path: string;
  status: number;
  address?: string;
  tenant?: string;
  userId?: number;
  route?: string;
  pid: number;
}

/** One request the test made and the answer it saw, to compare with the access log. */
interface Seen {
  reqId: string;
  method: string;
  path: string;
  status: number;
}

export class App {
  port = 0;
  readonly lines: string[] = [];
  readonly seen: Seen[] = [];
  stderr = "";
  private partial = "";
  private readonly child: ChildProcess;
  private readonly waiters = new Set<() => void>();
  private opened?: Db;
  /** How the process ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(
    readonly name: string,
    /** The server's database: a SQLite file or a PostgreSQL URL. */
    readonly db: string,
    env: Record<string, string>,
    command: { file: string; args: string[] } = { file: process.execPath, args: ["--import", "tsx", "tests/support/serve-prod.ts"] },
  ) {
    this.child = spawn(command.file, command.args, {
      cwd: process.cwd(),
      env: {
        ...databaseEnv(process.env, db),
        NODE_ENV: "production",
        LOG_LEVEL: "info",
        PUBLIC_URL: "http://localhost:3000",
        TRUST_PROXY: "",
        MAX_BODY_BYTES: String(1024 * 1024),
        PASSWORD_SCRYPT_COST: "12",
        HASH_CONCURRENCY: "2",
        HASH_QUEUE: "32",
        CLIENT_DIR: "",
        SEED_USERS: "",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child.stdout!.setEncoding("utf8");
    this.child.stdout!.on("data", (chunk: string) => {
      const parts = (this.partial + chunk).split("\n");
      this.partial = parts.pop()!;
      this.lines.push(...parts.filter(Boolean));
      for (const w of this.waiters) w();
    });
    this.child.stderr!.setEncoding("utf8");
    this.child.stderr!.on("data", (chunk: string) => (this.stderr += chunk));
    // "close", not "exit": its output is then read to the end (a last line may follow the exit)
    this.exited = new Promise((resolve) => this.child.once("close", (code, signal) => resolve({ code, signal })));
    this.child.on("exit", () => {
      for (const w of this.waiters) w();
    });
  }

  /** Sends a signal to the process (npm's, when the command is npm). */
  signal(signal: NodeJS.Signals) {
    this.child.kill(signal);
  }

  /** The server process's id (its memory is read from /proc/{pid}/status). */
  get pid() {
    return this.child.pid!;
  }

  get alive() {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Waits (for output, not for time) until `found` holds; fails when the process exits first. */
  until<T>(found: () => T | undefined, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const value = found();
        if (value !== undefined) {
          this.waiters.delete(check);
          resolve(value);
        } else if (!this.alive) {
          this.waiters.delete(check);
          reject(new Error(`${this.name} server exited while waiting for ${what}:\n${this.stderr}\n${this.lines.join("\n")}`));
        }
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Waits for the port: serve-prod's `{"ready":true,…}` line, or the start's "listening" line. */
  async ready() {
    const line = await this.until(
      () =>
        this.lines.find((l) => l.startsWith('{"ready":true') || (l.includes('"port":') && l.includes("GDPR Training Academy listening"))),
      "its port",
    );
    this.port = (JSON.parse(line) as { port: number }).port;
    return this;
  }

  json(): Record<string, unknown>[] {
    return this.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  }

  access(): AccessLine[] {
    return this.json().filter((l): l is Record<string, unknown> & AccessLine => l.log === "access");
  }

  note(reqId: string | undefined, method: string, target: string, status: number) {
    if (reqId) this.seen.push({ reqId, method, path: target.split("?")[0], status });
  }

  /** The server's database, opened by the test (engine-neutral, for reads and the odd write). */
  database(): Db {
    this.opened ??= openDatabaseAt(this.db);
    return this.opened;
  }

  async stop(signal: NodeJS.Signals = "SIGTERM") {
    if (this.alive) {
      this.child.kill(signal);
      await this.exited;
    }
    await this.opened?.destroy();
    this.opened = undefined;
    await removeDatabase(this.db);
  }
}

export const tmpName = (prefix: string) => path.join(TMP, `${prefix}-${process.pid}-${randomBytes(4).toString("hex")}`);

/** Every server started, stopped after the file even when another one failed to start. */
export const apps: App[] = [];

export async function startApp(name: string, env: Record<string, string>) {
  const app = new App(name, await newDatabase(`server-${name}`), env);
  apps.push(app);
  return app.ready();
}

// ---------------------------------------------------------------------------------------------
// The HTTP client: node:http (no decompression, no URL normalisation of what we pass).
// ---------------------------------------------------------------------------------------------

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export function send(
  app: App,
  target: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string | Buffer; port?: number; localAddress?: string } = {},
): Promise<Answer> {
  const method = opts.method ?? (opts.body === undefined ? "GET" : "POST");
  // node:http frames a body by itself only for methods that usually carry one (not DELETE)
  const headers = { ...opts.headers };
  const framed = Object.keys(headers).some((h) => /^(content-length|transfer-encoding)$/i.test(h));
  if (opts.body !== undefined && !framed) headers["Content-Length"] = String(Buffer.byteLength(opts.body));
  return new Promise((resolve, reject) => {
    // localAddress: another loopback address (127.0.0.2 …) as the client's, for tests of per-address limits
    const where = { host: "127.0.0.1", port: opts.port ?? app.port, localAddress: opts.localAddress };
    const req = http.request({ ...where, path: target, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        app.note(res.headers["x-request-id"] as string | undefined, method, target, res.statusCode!);
        resolve({ status: res.statusCode!, headers: res.headers, body, text: body.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end(opts.body);
  });
}

export const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

/** The Set-Cookie pairs of an answer, as a Cookie header value. */
export function cookiesOf(answer: Answer, jar = new Map<string, string>()) {
  for (const c of answer.headers["set-cookie"] ?? []) {
    const [pair] = c.split(";");
    const i = pair.indexOf("=");
    const value = pair.slice(i + 1);
    if (value) jar.set(pair.slice(0, i), value);
    else jar.delete(pair.slice(0, i));
  }
  return jar;
}
export const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

/**
 * One person's requests to a server process (`app` read at each request: a test's beforeAll
 * starts it): the cookies of every answer kept, form posts sent from the app's own origin.
 */
export function visitor(app: () => App) {
  const jar = new Map<string, string>();
  const keep = (answer: Answer) => (cookiesOf(answer, jar), answer);
  return {
    jar,
    get: async (target: string) => keep(await send(app(), target, { headers: { Cookie: cookieHeader(jar) } })),
    post: async (target: string, fields: Record<string, string | number>) =>
      keep(
        await send(app(), target, {
          body: form(fields),
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app().origin, Cookie: cookieHeader(jar) },
        }),
      ),
  };
}
