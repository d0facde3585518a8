/**
 * PgBouncer in front of a test PostgreSQL server, as an operator puts a pooler between many app
 * connections and few server connections: Debian's package (installed with apt-get when missing
 * and running as root, as postgres-server.ts does for PostgreSQL), trusting every client, in
 * transaction mode. As root it runs as the `postgres` user (it refuses to run as root).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const BINARY = "/usr/sbin/pgbouncer";
const asRoot = () => process.getuid?.() === 0;

/** Why PgBouncer cannot be started here (null: it can). Installs it first when root may. */
export function pgbouncerUnavailable(): string | null {
  if (existsSync(BINARY)) return null;
  if (!asRoot() || !existsSync("/usr/bin/apt-get")) return `PgBouncer is not installed (no ${BINARY}): install Debian's pgbouncer package`;
  const run = spawnSync("sh", ["-c", "apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q pgbouncer"], {
    stdio: "inherit",
  });
  return run.status === 0 && existsSync(BINARY) ? null : "apt-get could not install Debian's pgbouncer package";
}

export interface TestPgbouncer {
  /** `url` (a database on the server behind) as reached through the pooler. */
  through(url: string): string;
  stop(): void;
}

/**
 * Starts PgBouncer in `dir` on `port` for the server at `serverPort` (loopback), in `mode`, with
 * at most `serverConnections` connections to the server for each database and user.
 */
export function startPgbouncer(
  dir: string,
  port: number,
  serverPort: number,
  mode: "transaction" | "session",
  serverConnections: number,
): TestPgbouncer {
  mkdirSync(dir, { recursive: true });
  const at = (file: string) => path.join(dir, file);
  writeFileSync(at("userlist.txt"), '"postgres" ""\n');
  writeFileSync(
    at("pgbouncer.ini"),
    [
      "[databases]",
      `* = host=127.0.0.1 port=${serverPort}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${at("userlist.txt")}`,
      `pool_mode = ${mode}`,
      `default_pool_size = ${serverConnections}`,
      "max_client_conn = 500",
      `logfile = ${at("pgbouncer.log")}`,
      `pidfile = ${at("pgbouncer.pid")}`,
      "",
    ].join("\n"),
  );
  if (asRoot()) {
    chmodSync(dir, 0o777);
    for (let p = path.dirname(dir); p !== "/"; p = path.dirname(p)) chmodSync(p, 0o755);
    execFileSync("runuser", ["-u", "postgres", "--", BINARY, "-d", at("pgbouncer.ini")], { stdio: "pipe" });
  } else execFileSync(BINARY, ["-d", at("pgbouncer.ini")], { stdio: "pipe" });
  return {
    through(url) {
      const u = new URL(url);
      u.host = `127.0.0.1:${port}`;
      return u.toString();
    },
    stop() {
      try {
        process.kill(Number(readFileSync(at("pgbouncer.pid"), "utf8").trim()), "SIGTERM");
      } catch {
        // not running
      }
    },
  };
}
