import pino, { type DestinationStream, type Logger } from "pino";
import { createContext } from "react-router";
import { ConfigurationError, env } from "./env.server";

/**
 * Structured logs (pino, JSON lines). A line written for a request (`log(request)`) carries that
 * request's id, tenant, user id and route: the record the Node server creates, the root
 * middleware attaches to the request and the guards fill in. Secrets are redacted wherever they
 * appear. (Not an AsyncLocalStorage: on Node 20 it runs hooks on every promise of the process,
 * 3-5% of a request's CPU: docs/decisions/009-speed.md.)
 */
export interface RequestLog {
  reqId: string;
  tenant?: string;
  userId?: number;
  route?: string;
}

/** The request's log record, handed from the Node server to the app through the load context. */
export const requestLogContext = createContext<RequestLog | null>(null);

/** Each request's log record, by the Request its middleware, loaders and actions share. */
const records = new WeakMap<Request, RequestLog>();

/** Attaches the request's log record to it (root middleware). */
export function attachRequestLog(request: Request, record: RequestLog) {
  records.set(request, record);
}

/** Adds what became known (tenant, user) to the request's log record. */
export function annotateRequest(request: Request, fields: Omit<Partial<RequestLog>, "reqId">) {
  const record = records.get(request);
  if (record) Object.assign(record, fields);
}

const REDACT = [
  "password",
  "newPassword",
  "currentPassword",
  "confirmPassword",
  "token",
  "inviteToken",
  "sessionToken",
  "cookie",
  "authorization",
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.token",
  "*.inviteToken",
  "*.sessionToken",
  "*.cookie",
  "*.authorization",
  "*.headers.cookie",
  "*.headers.authorization",
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

let instance: Logger | undefined;

/**
 * The process logger (JSON lines on stdout); given the request being handled, a logger whose
 * lines carry the request's record as it stands (for the lines of a request: errors, warnings).
 */
export function log(request?: Request): Logger {
  instance ??= pino({
    level: env().LOG_LEVEL,
    base: { pid: process.pid },
    redact: { paths: REDACT, censor: "[redacted]" },
  });
  const record = request && records.get(request);
  return record ? instance.child({ ...record }) : instance;
}

let access: Logger | undefined;

/**
 * The access log (one line a request, written by the Node server): its fields are chosen there
 * (the path without its query, the status, the ids), none is a secret, so it skips the redaction
 * every other line goes through (pino's redaction parses its paths for every line: 1.6% of an
 * answer post's CPU, docs/decisions/009-speed.md). It writes to the process logger's stream, so lines stay whole and
 * in order.
 */
export function accessLog(): Logger {
  access ??= pino(
    { level: env().LOG_LEVEL, base: { pid: process.pid, log: "access" } },
    (log() as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym],
  );
  return access;
}

/**
 * The configuration of a process's entry point (the start, the jobs): when it is wrong, one JSON
 * line lists every problem (`problems`, level fatal: there is no LOG_LEVEL to go by then) and the
 * process exits 1, without a stack trace; any other error is thrown on.
 */
export function configurationOrExit(): ReturnType<typeof env> {
  try {
    return env();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    pino({ base: { pid: process.pid } }).fatal({ problems: error.problems }, "invalid configuration: not started");
    process.exit(1);
  }
}
