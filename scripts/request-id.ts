/**
 * The id of a request (X-Request-Id on the answer, `reqId` in its log lines). Behind TRUST_PROXY
 * the id a trusted proxy sent is kept, so the proxy's log and ours name a request alike; from
 * anyone else the header is ignored (a client could otherwise write what it likes into our logs,
 * or make two requests look like one).
 */
import { randomUUID } from "node:crypto";
import type http from "node:http";

/**
 * What a kept id may be: what proxies and load balancers make (UUIDs, hex, base64, `name=value`
 * pairs of tokens), at most 128 characters of letters, digits and `._:+=/-`; nothing that could
 * break a log line or a header (no spaces, quotes, commas: a repeated header arrives joined with
 * ", " and is not kept).
 */
const KEPT = /^[A-Za-z0-9._:+=/-]{1,128}$/;

export function requestIdOf(req: http.IncomingMessage, trust: ((address: string, hop: number) => boolean) | null): string {
  const sent = req.headers["x-request-id"];
  const peer = req.socket.remoteAddress;
  if (trust && peer !== undefined && typeof sent === "string" && KEPT.test(sent) && trust(peer, 0)) return sent;
  return randomUUID();
}
