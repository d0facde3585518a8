/**
 * The production server's stop (scripts/start.ts), on SIGTERM or SIGINT:
 * - /readyz answers 503 from the signal on; with SHUTDOWN_DELAY_SECONDS the server first serves on
 *   for that long (each answer with `Connection: close`, no idle connection closed), so that a
 *   load balancer's health checks take the instance out before it closes any connection: a
 *   balancer that sends a request on a kept-alive connection just as the server closes it
 *   answers a post 502 (it may not send a post twice). A second signal ends the delay;
 * - it logs that it is stopping, with the requests in flight;
 * - the listening socket closes (no new connections); a request that still arrives on an open
 *   keep-alive connection is served with `Connection: close`, as are the answers not yet begun,
 *   and each connection is closed as soon as it is idle;
 * - the job scheduler starts nothing more; the job under way finishes (and gives its lease back);
 * - once every connection has ended and the job is done, the database is closed (an open group
 *   commit is committed and its WAL synced first: db.server.ts) and the process exits 0;
 * - after SHUTDOWN_GRACE_SECONDS it stops waiting: it logs what it cuts (the requests, the jobs
 *   whose leases it gives back), closes the connections left, closes the database and exits 1,
 *   so a supervisor's record shows a stop that was not clean.
 * A second signal while stopping (a terminal's Ctrl-C reaches npm and node both, and npm passes
 * it on too) changes nothing: the grace period bounds the stop.
 */
import type http from "node:http";
import type { Logger } from "pino";

export interface StopParts {
  server: http.Server;
  graceSeconds: number;
  /** How long the server serves on after the signal, /readyz answering 503, before it closes. */
  delaySeconds: number;
  /** From the signal on, /readyz answers 503. */
  markStopping: () => void;
  log: Logger;
  /** Stops the job scheduler; resolves once the job under way has finished. */
  stopJobs: () => Promise<void>;
  /** Gives back the leases of the jobs still running; their names. */
  releaseJobs: () => Promise<string[]>;
  closeDb: () => Promise<void>;
  exit: (code: number) => void;
}

/** After the grace period, how long closing the database may take before the process exits anyway. */
const CLOSE_BOUND_MS = 10_000;
/** How many of the requests cut are listed in the log line (all are counted). */
const LISTED = 50;

type InFlight = Map<http.ServerResponse, { method?: string; path: string; started: number }>;

/** One server's stop: the requests it tracks, and the steps from the signal to the exit. */
class Stopper {
  readonly inFlight: InFlight = new Map();
  /** A signal came: every answer from now on closes its connection. */
  stopping = false;
  /** The listener is closed: connections are closed as soon as they are idle. */
  closing = false;
  /** Ends the delay early (a second signal); set while it runs. */
  endDelay: (() => void) | undefined;

  constructor(readonly parts: StopParts) {
    // Before the server's own listener: a request of a keep-alive connection arriving while the
    // server stops gets `Connection: close` before any header is written.
    const track = (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (this.stopping) res.setHeader("Connection", "close");
      this.inFlight.set(res, { method: req.method, path: (req.url ?? "").split("?")[0].slice(0, 300), started: performance.now() });
      res.once("close", () => {
        this.inFlight.delete(res);
        // its connection is idle once the answer is out: close it (on the next turn, when it is)
        if (this.closing) setImmediate(() => parts.server.closeIdleConnections());
      });
    };
    parts.server.prependListener("request", track);
    parts.server.prependListener("checkContinue", track);
  }

  requests() {
    return [...this.inFlight].slice(0, LISTED).map(([res, r]) => ({
      reqId: res.getHeader("X-Request-Id"),
      method: r.method,
      path: r.path,
      ms: Math.round(performance.now() - r.started),
    }));
  }

  closeAfterAnswers() {
    for (const res of this.inFlight.keys()) if (!res.headersSent) res.setHeader("Connection", "close");
  }

  /** SHUTDOWN_DELAY_SECONDS of serving on, /readyz answering 503; a second signal ends it. */
  async serveOn(signal: NodeJS.Signals) {
    const { delaySeconds, log } = this.parts;
    if (delaySeconds <= 0) return;
    log.info(
      { signal, delaySeconds, inFlight: this.inFlight.size },
      "draining: /readyz answers 503 and requests are still served for the delay, so that load balancers take this instance out before its connections close",
    );
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.endDelay?.(), delaySeconds * 1000);
      this.endDelay = () => {
        clearTimeout(timer);
        this.endDelay = undefined;
        resolve();
      };
    });
  }

  async stop(signal: NodeJS.Signals) {
    const { parts } = this;
    if (this.stopping) {
      if (this.endDelay) {
        parts.log.info({ signal }, "a second signal: the delay ends now");
        this.endDelay();
      } else parts.log.info({ signal }, "already stopping: waiting for the requests in flight");
      return;
    }
    this.stopping = true;
    const started = performance.now();
    parts.markStopping();
    this.closeAfterAnswers();
    // no job starts from now on; the one under way may finish
    const jobsDone = parts.stopJobs();
    await this.serveOn(signal);
    this.closing = true;
    // closed before the line is written: whoever reads it finds no listener any more
    const drained = Promise.all([new Promise<void>((resolve) => parts.server.close(() => resolve())), jobsDone]);
    parts.server.closeIdleConnections();
    parts.log.info(
      { signal, graceSeconds: parts.graceSeconds, inFlight: this.inFlight.size, requests: this.requests() },
      "stopping: no new connections; the requests in flight may finish within the grace period",
    );
    let graceTimer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<"cut">((resolve) => (graceTimer = setTimeout(() => resolve("cut"), parts.graceSeconds * 1000)));
    const outcome = await Promise.race([drained.then(() => "drained" as const), graceOver]);
    clearTimeout(graceTimer);
    const exitCode = outcome === "cut" ? await this.cut(signal) : 0;
    await parts.closeDb();
    parts.log.info({ signal, exitCode, ms: Math.round(performance.now() - started) }, "stopped");
    parts.exit(exitCode);
  }

  /** The grace period is over: cut what still runs, give the jobs' leases back. Exit code 1. */
  async cut(signal: NodeJS.Signals) {
    const { parts } = this;
    // From here on, bounded: a request or job that holds the database cannot keep the process.
    setTimeout(() => {
      parts.log.error({ signal }, "the database could not be closed in time after the grace period: exiting");
      parts.exit(1);
    }, CLOSE_BOUND_MS).unref();
    const cut = this.requests();
    const cutCount = this.inFlight.size;
    parts.server.closeAllConnections();
    const jobs = await parts.releaseJobs();
    parts.log.warn(
      { signal, graceSeconds: parts.graceSeconds, inFlight: cutCount, requests: cut, jobs },
      "grace period over: the requests in flight were cut and the leases of the jobs still running given back",
    );
    // the cut requests' handlers run their ends (a cut download is audited as cut) before the close
    await new Promise((resolve) => setImmediate(resolve));
    return 1;
  }
}

export function stopOnSignals(parts: StopParts) {
  const stopper = new Stopper(parts);
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      stopper.stop(signal).catch((error: unknown) => {
        parts.log.fatal({ err: error, signal }, "stopping failed");
        parts.exit(1);
      });
    });
  }
}
