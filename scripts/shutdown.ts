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

export function stopOnSignals(parts: StopParts) {
  const { server, log } = parts;
  const inFlight = new Map<http.ServerResponse, { method?: string; path: string; started: number }>();
  /** A signal came: every answer from now on closes its connection. */
  let stopping = false;
  /** The listener is closed: connections are closed as soon as they are idle. */
  let closing = false;
  /** Ends the delay early (a second signal); set while it runs. */
  let endDelay: (() => void) | undefined;

  // Before the server's own listener: a request of a keep-alive connection arriving while the
  // server stops gets `Connection: close` before any header is written.
  const track = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (stopping) res.setHeader("Connection", "close");
    inFlight.set(res, { method: req.method, path: (req.url ?? "").split("?")[0].slice(0, 300), started: performance.now() });
    res.once("close", () => {
      inFlight.delete(res);
      // its connection is idle once the answer is out: close it (on the next turn, when it is)
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  };
  server.prependListener("request", track);
  server.prependListener("checkContinue", track);

  const requests = () =>
    [...inFlight].slice(0, LISTED).map(([res, r]) => ({
      reqId: res.getHeader("X-Request-Id"),
      method: r.method,
      path: r.path,
      ms: Math.round(performance.now() - r.started),
    }));

  /** SHUTDOWN_DELAY_SECONDS of serving on, /readyz answering 503; a second signal ends it. */
  async function serveOn(signal: NodeJS.Signals) {
    if (parts.delaySeconds <= 0) return;
    log.info(
      { signal, delaySeconds: parts.delaySeconds, inFlight: inFlight.size },
      "draining: /readyz answers 503 and requests are still served for the delay, so that load balancers take this instance out before its connections close",
    );
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => endDelay?.(), parts.delaySeconds * 1000);
      endDelay = () => {
        clearTimeout(timer);
        endDelay = undefined;
        resolve();
      };
    });
  }

  async function stop(signal: NodeJS.Signals) {
    if (stopping) {
      if (endDelay) {
        log.info({ signal }, "a second signal: the delay ends now");
        endDelay();
      } else log.info({ signal }, "already stopping: waiting for the requests in flight");
      return;
    }
    stopping = true;
    const started = performance.now();
    parts.markStopping();
    for (const res of inFlight.keys()) if (!res.headersSent) res.setHeader("Connection", "close");
    // no job starts from now on; the one under way may finish
    const jobsDone = parts.stopJobs();
    await serveOn(signal);
    closing = true;
    // closed before the line is written: whoever reads it finds no listener any more
    const drained = Promise.all([new Promise<void>((resolve) => server.close(() => resolve())), jobsDone]);
    server.closeIdleConnections();
    for (const res of inFlight.keys()) if (!res.headersSent) res.setHeader("Connection", "close");
    log.info(
      { signal, graceSeconds: parts.graceSeconds, inFlight: inFlight.size, requests: requests() },
      "stopping: no new connections; the requests in flight may finish within the grace period",
    );
    let graceTimer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<"cut">((resolve) => (graceTimer = setTimeout(() => resolve("cut"), parts.graceSeconds * 1000)));
    const outcome = await Promise.race([drained.then(() => "drained" as const), graceOver]);
    clearTimeout(graceTimer);
    let exitCode = 0;
    if (outcome === "cut") {
      exitCode = 1;
      // From here on, bounded: a request or job that holds the database cannot keep the process.
      setTimeout(() => {
        log.error({ signal }, "the database could not be closed in time after the grace period: exiting");
        parts.exit(1);
      }, CLOSE_BOUND_MS).unref();
      const cut = requests();
      const cutCount = inFlight.size;
      server.closeAllConnections();
      const jobs = await parts.releaseJobs();
      log.warn(
        { signal, graceSeconds: parts.graceSeconds, inFlight: cutCount, requests: cut, jobs },
        "grace period over: the requests in flight were cut and the leases of the jobs still running given back",
      );
      // the cut requests' handlers run their ends (a cut download is audited as cut) before the close
      await new Promise((resolve) => setImmediate(resolve));
    }
    await parts.closeDb();
    log.info({ signal, exitCode, ms: Math.round(performance.now() - started) }, "stopped");
    parts.exit(exitCode);
  }

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      stop(signal).catch((error: unknown) => {
        log.fatal({ err: error, signal }, "stopping failed");
        parts.exit(1);
      });
    });
  }
}
