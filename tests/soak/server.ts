/**
 * The production server as the soak runs it: `npm start`'s command (package.json, through
 * scripts/launch.mjs: the built start script, NODE_ENV=production) in a child process of its own,
 * its log appended to a file; ready once /healthz answers 200. It can be killed with SIGKILL
 * (kill -9) or stopped with SIGTERM, and its RSS read from /proc.
 *
 * A mutant (`--mutant NAME`) is the same build with one deliberate bug, copied to a directory of
 * its own (tests/.tmp), so that the soak can show its checks catch that bug.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdirSync, openSync, closeSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import { startCommand } from "../../scripts/start-command";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** package.json's start command (the one `npm start` runs). */

function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/healthz", agent: false, timeout: 5000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode === 200));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(false));
  });
}

export interface ServerOptions {
  /** The directory the command runs in (the worktree, or a mutant's copy). */
  cwd: string;
  db: string;
  port: number;
  log: string;
  env?: Record<string, string>;
}

/** Every server started and still running: killed when the driver exits, whatever happened. */
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** A database file as a part starts it: a copy of the template, without another run's -wal or -shm. */
export function freshCopy(template: string, db: string) {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(db + suffix, { force: true });
  cpSync(template, db);
}

export class Server {
  /** How long the start took, until /healthz answered. */
  startedMs = 0;
  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {}

  get pid() {
    return this.child.pid!;
  }
  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }
  get alive() {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  static async start(o: ServerOptions): Promise<Server> {
    const out = openSync(o.log, "a");
    const started = performance.now();
    // `exec`: the shell becomes node, so the child's pid is the serving process (launch.mjs
    // imports the built start script into its own process).
    const child = spawn("sh", ["-c", `exec ${startCommand()}`], {
      cwd: o.cwd,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_PATH: o.db,
        PORT: String(o.port),
        HOST: "127.0.0.1",
        PUBLIC_URL: `http://127.0.0.1:${o.port}`,
        LOG_LEVEL: "info",
        SMTP_URL: "",
        // as in production behind its TLS proxy: the clients' addresses come in X-Forwarded-For
        TRUST_PROXY: "loopback",
        ...o.env,
      },
      stdio: ["ignore", out, out],
    });
    closeSync(out);
    running.add(child);
    child.once("exit", () => running.delete(child));
    const server = new Server(child, o.port);
    for (;;) {
      if (!server.alive) throw new Error(`the server stopped while starting (exit ${child.exitCode ?? child.signalCode}): see ${o.log}`);
      if (await healthy(o.port)) break;
      if (performance.now() - started > 180_000) {
        child.kill("SIGKILL");
        throw new Error(`the server did not answer /healthz within 180 s: see ${o.log}`);
      }
      await sleep(50);
    }
    server.startedMs = performance.now() - started;
    return server;
  }

  private exited() {
    return this.alive ? new Promise<void>((resolve) => this.child.once("exit", () => resolve())) : Promise.resolve();
  }

  /** kill -9: no shutdown of any kind. */
  async kill9() {
    const exited = this.exited();
    this.child.kill("SIGKILL");
    await exited;
  }

  /** A clean stop (SIGTERM: the server closes and exits). */
  async stop() {
    const exited = this.exited();
    this.child.kill("SIGTERM");
    await exited;
  }

  rssMb(): number {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${this.pid}/status`, "utf8"));
      return m ? Number(m[1]) / 1024 : 0;
    } catch {
      return 0;
    }
  }
}

/** Deliberate bugs, each a replacement in the built server bundle that must match exactly once. */
export const MUTANTS: Record<string, { what: string; file: string; find: string; replace: string }> = {
  "ack-before-commit": {
    what: "group commit acknowledges a transaction before its COMMIT (releaseConnection does not wait for the group)",
    // (the rest of the line, the failure's mapping, becomes a comment)
    file: "build/server",
    find: "    if (wait) await wait",
    replace: "    if (wait) void wait.catch(() => {}); //",
  },
};

/**
 * A copy of the build with the mutant's bug, runnable like the worktree (package.json, the
 * launcher, node_modules linked). Answers the directory to run the server in.
 */
export function prepareMutant(name: string, dir: string): string {
  const m = MUTANTS[name];
  if (!m) throw new Error(`unknown mutant ${name}; known: ${Object.keys(MUTANTS).join(", ")}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "scripts"), { recursive: true });
  cpSync("build", path.join(dir, "build"), { recursive: true });
  cpSync("package.json", path.join(dir, "package.json"));
  // the launcher and what it imports
  for (const f of ["launch.mjs", "supported-node.mjs"]) cpSync(`scripts/${f}`, path.join(dir, "scripts", f));
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
  // The patch point's file: the one script under m.file that has it (the build's names carry hashes).
  const files = readdirSync(path.join(dir, m.file), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".js"))
    .map((f) => path.join(dir, m.file, f));
  const found = files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return Array.from({ length: text.split(m.find).length - 1 }, () => ({ file, text }));
  });
  if (found.length !== 1)
    throw new Error(`mutant ${name}: its patch point occurs ${found.length} times in ${m.file} (the code changed: update the mutant)`);
  writeFileSync(found[0]!.file, found[0]!.text.replace(m.find, m.replace));
  return dir;
}
