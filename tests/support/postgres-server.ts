/**
 * A throw-away PostgreSQL server for the tests on PostgreSQL (integration, concurrency, soak,
 * bench): Debian's binaries (installed with apt-get when missing and running as root, as the e2e
 * setup does for Chromium), a cluster of its own under tests/.tmp, on loopback. As root, the
 * server runs as the `postgres` user (PostgreSQL refuses to run as root).
 *
 * fsync is off in this cluster by default: the tests check what the app commits, not the test
 * disk's durability. synchronous_commit stays on (the app refuses a server without it). The bench
 * and the soak pass production's settings instead (`settings`: fsync and full_page_writes on), so
 * that what they measure of durability and speed is fair to compare with SQLite's.
 */
import { execFileSync, execSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

const ROOT = "/usr/lib/postgresql";

/** The bin folder of the newest PostgreSQL installed (Debian's layout), or null. */
function findBin(): string | null {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  if (!existsSync(ROOT)) return null;
  const versions = readdirSync(ROOT)
    .filter((v) => existsSync(path.join(ROOT, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(ROOT, versions[0], "bin") : null;
}

/** Why PostgreSQL cannot be started here (null: it can). Installs it first when root may. */
export function postgresUnavailable(): string | null {
  if (findBin()) return null;
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get"))
    return `PostgreSQL is not installed (no ${ROOT}/*/bin/initdb): install Debian's postgresql package, or set POSTGRES_BIN`;
  const run = spawnSync("sh", ["-c", "apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql"], {
    stdio: "inherit",
  });
  if (run.status !== 0 || !findBin()) return "apt-get could not install Debian's postgresql package";
  return null;
}

export interface TestPostgres {
  /** URL of the server's `postgres` database (the superuser, trusted on loopback). */
  url: string;
  /** The URL of another database on the same server. */
  urlOf(database: string): string;
  /** The same database through the server's Unix socket instead of loopback TCP. */
  socketUrlOf(database: string): string;
  /** The postmaster's process id (the bench adds the server's CPU time to its figures). */
  pid(): number;
  /** Stops the server (fast: open connections are ended), its data kept. */
  stop(): void;
  /** Starts the stopped server again on the same data and port. */
  start(): void;
}

const asRoot = () => process.getuid?.() === 0;

function run(bin: string, args: string[]) {
  const file = path.join(findBin()!, bin);
  if (asRoot()) execFileSync("runuser", ["-u", "postgres", "--", file, ...args], { stdio: "pipe" });
  else execFileSync(file, args, { stdio: "pipe" });
}

/** The tests' server settings (`-c` options); a caller's `settings` replace any of them. */
export const TEST_SETTINGS: Readonly<Record<string, string>> = {
  listen_addresses: "127.0.0.1",
  fsync: "off",
  full_page_writes: "off",
  max_connections: "300",
  shared_buffers: "64MB",
};

/**
 * A server that takes TCP connections only over TLS, with this certificate and key (PEM), and
 * `hba`'s lines (pg_hba.conf) for them ahead of a refusal of everything else on TCP; its Unix
 * socket stays trusted.
 */
export interface TestTls {
  cert: string;
  key: string;
  hba: string[];
}

/**
 * Starts a new cluster in `dir` on `port` (a previous cluster there is thrown away), with the
 * tests' settings and then `settings` (server options, each given as `-c name=value`).
 */
export function startTestPostgres(dir: string, port: number, settings: Record<string, string> = {}, tls?: TestTls): TestPostgres {
  const missing = postgresUnavailable();
  if (missing) throw new Error(missing);
  const data = path.resolve(dir);
  if (existsSync(path.join(data, "postmaster.pid"))) {
    // a server left by a run that was killed
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } catch {
      // not running after all
    }
  }
  rmSync(data, { recursive: true, force: true });
  mkdirSync(data, { recursive: true });
  if (asRoot()) {
    execSync(`chown postgres "${data}"`);
    // the postgres user must reach the folder through its parents
    for (let p = path.dirname(data); p !== "/"; p = path.dirname(p)) chmodSync(p, 0o755);
  }
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  if (tls) settings = { ...settings, ...serveTls(data, tls) };
  const options = [
    `-p ${port}`,
    `-k ${data}`,
    ...Object.entries({ ...TEST_SETTINGS, ...settings }).map(([name, value]) => {
      if (!/^[a-z_.]+$/.test(name) || !/^[\w.:-]+$/.test(value))
        throw new Error(`a server setting the shell would mangle: ${name}=${value}`);
      return `-c ${name}=${value}`;
    }),
  ].join(" ");
  const start = () => run("pg_ctl", ["-D", data, "-l", path.join(data, "server.log"), "-o", options, "-w", "-t", "120", "start"]);
  start();
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf("postgres"),
    urlOf,
    socketUrlOf: (database: string) => `postgres://postgres@/${database}?host=${encodeURIComponent(data)}&port=${port}`,
    pid: () => Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]),
    stop: () => {
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } catch {
        // already stopped
      }
    },
    start,
  };
}

/** Writes the certificate, key and pg_hba.conf of `tls` into the cluster; the settings that turn TLS on. */
function serveTls(data: string, tls: TestTls): Record<string, string> {
  // PostgreSQL refuses a key others may read; the files are the server user's (initdb's, as root the postgres user's).
  writeFileSync(path.join(data, "server.crt"), tls.cert, { mode: 0o600 });
  writeFileSync(path.join(data, "server.key"), tls.key, { mode: 0o600 });
  if (asRoot()) execSync(`chown postgres "${data}/server.crt" "${data}/server.key"`);
  writeFileSync(path.join(data, "pg_hba.conf"), ["local all all trust", ...tls.hba, "host all all 0.0.0.0/0 reject", ""].join("\n"));
  return { ssl: "on" };
}

/** A TCP port free on loopback now (for a server started next). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
