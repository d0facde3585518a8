import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";
import { createContext } from "react-router";
import { env } from "./env.server";

/**
 * Structured logs (pino, JSON lines). Every line written while a request is handled carries
 * that request's id, tenant, user id and route, from a per-request store that the Node server
 * creates and the guards fill in. Secrets are redacted wherever they appear.
 */
export interface RequestLog {
  reqId: string;
  tenant?: string;
  userId?: number;
  route?: string;
}

/** The request's log record, handed from the Node server to the app through the load context. */
export const requestLogContext = createContext<RequestLog | null>(null);

const store = new AsyncLocalStorage<RequestLog>();

/** Runs the rest of a request with its log record as the current one (root middleware). */
export function withRequestLog<T>(record: RequestLog, fn: () => T): T {
  return store.run(record, fn);
}

/** Adds what became known (tenant, user) to the current request's log record. */
export function annotateRequest(fields: Omit<Partial<RequestLog>, "reqId">) {
  const current = store.getStore();
  if (current) Object.assign(current, fields);
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

/** The process logger (JSON lines on stdout). */
export function log(): Logger {
  instance ??= pino({
    level: env().LOG_LEVEL,
    base: { pid: process.pid },
    redact: { paths: REDACT, censor: "[redacted]" },
    mixin: () => ({ ...store.getStore() }),
  });
  return instance;
}

let access: Logger | undefined;

/**
 * The access log (one line a request, written by the Node server): its fields are chosen there
 * (the path without its query, the status, the ids), none is a secret, so it skips the redaction
 * and the request store every other line goes through (1.5% of an answer post's CPU:
 * docs/decisions/009-speed.md). It writes to the process logger's stream, so lines stay whole and
 * in order.
 */
export function accessLog(): Logger {
  access ??= pino(
    { level: env().LOG_LEVEL, base: { pid: process.pid, log: "access" } },
    (log() as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym],
  );
  return access;
}
