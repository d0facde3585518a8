/**
 * The production HTTP server: one node:http server around React Router's request handler.
 * - build/client is served by sirv (pre-compressed .br/.gz, hashed assets cached immutably); a
 *   hashed file of another release comes from the database's copy (client-assets.server.ts);
 * - no request can throw past the handler: a malformed target, Host or escape is a 400, an
 *   error anywhere is logged and answered 500, and the process keeps serving;
 * - bodies over MAX_BODY_BYTES (the bulk import's paths: a 2 MB CSV) are refused with 413
 *   before (or while) they are read;
 * - behind TRUST_PROXY, the scheme, host and client address come from the forwarded headers of
 *   trusted proxies only; otherwise those headers are ignored;
 * - every request gets an id (X-Request-Id: a trusted proxy's, or our own) and one access log line;
 * - at most ACTIVE_REQUESTS of the app's requests are in progress at once (scripts/admission.ts).
 */
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { gzipSync } from "node:zlib";
import proxyaddr from "proxy-addr";
import { createRequestHandler, type RequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import sirv from "sirv";
import type * as Ops from "../app/server/ops.server";
import type { RequestLog } from "../app/server/platform/log.server";
import { admissionGate } from "./admission";
import { requestIdOf } from "./request-id";
import { partitionRoutes } from "./route-partition";

/**
 * What the server takes from the build's entry module (entry.server.tsx re-exports them): the
 * context keys must be the very objects the build uses, and the configuration, logger and rules
 * are the build's own, so the process holds one module graph (no second copy from the sources).
 */
interface EntryModule {
  clientAddressContext: RouterContext<string>;
  requestLogContext: RouterContext<RequestLog | null>;
  /** The page a document Response carries, when entry.server rendered it (its body unread). */
  renderedPage: (response: Response) => Buffer | undefined;
  ops: typeof Ops;
}

class Refused extends Error {
  constructor(
    public status: 400 | 403 | 413,
    message: string,
  ) {
    super(message);
  }
}

/**
 * How long a request keeps its place among the ACTIVE_REQUESTS: a page takes 2-3 ms of CPU, so
 * one still running after 50 ms is waiting on something else and lets the next one start.
 */
const ADMISSION_LEASE_MS = 50;

const TOO_LARGE = "Payload Too Large: the request body is over the size limit.";
const IMPORT_TOO_LARGE =
  "Payload Too Large: a bulk import takes at most 2 MB of CSV. Split the file and import the parts one after the other.";

/**
 * The body limit of a request target: MAX_BODY_BYTES, except on the bulk import's paths, which
 * take a 2 MB CSV (as multipart or form-encoded) and get IMPORT_BODY_MAX_BYTES if that is more.
 */
function bodyRule(ops: typeof Ops, target: string | undefined, maxBodyBytes: number): { limit: number; message: string } {
  if (!ops.isBulkImportPath((target ?? "").split("?")[0])) return { limit: maxBodyBytes, message: TOO_LARGE };
  return { limit: Math.max(maxBodyBytes, ops.IMPORT_BODY_MAX_BYTES), message: IMPORT_TOO_LARGE };
}

/** A client that went away before its request's body had arrived: there is no one to answer. */
class ClientGone extends Error {}

/**
 * A request's body, whole, or 413 as soon as it grows over the limit (the rest is not read; the
 * connection is closed gently after the answer).
 */
function readBody(req: http.IncomingMessage, { limit, message }: { limit: number; message: string }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let seen = 0;
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= limit) return void chunks.push(chunk);
      req.off("data", onData);
      req.pause();
      reject(new Refused(413, message));
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks, seen)));
    req.once("error", () => reject(new ClientGone()));
    req.once("close", () => {
      if (!req.complete) reject(new ClientGone());
    });
  });
}

/**
 * Whether a page is sent gzipped to a browser that takes gzip: GET pages of 1 KB or more, with
 * level 1 (about 0.15 ms for a 15 KB page; never Brotli per request, docs/decisions/009-speed.md).
 * Answers to posts and answers that set a cookie stay uncompressed: they can carry a secret shown
 * once (an invitation link) beside text the client chose, which is what BREACH needs.
 */
function compressible(method: string, response: Response, setsCookie: boolean, length: number): boolean {
  return method === "GET" && !setsCookie && length >= 1024 && !response.headers.has("Content-Encoding");
}

/** Accept-Encoding names gzip (or *) with a non-zero weight. */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding.trim() !== "gzip" && coding.trim() !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** How long, and how much of a refused body, a connection is read and dropped after a 413. */
const LINGER_MS = 2_000;
const LINGER_BYTES = 8 * 1024 * 1024;

/**
 * After a 413 the client may still be sending. Closing at once resets the connection, and a
 * client that has not read the answer yet loses it (it sees a reset, not the 413). So close
 * gently: half-close once the answer is out, read and drop what still arrives for up to
 * LINGER_MS (at most LINGER_BYTES), then close.
 */
function closeGently(req: http.IncomingMessage) {
  const socket = req.socket;
  let dropped = 0;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  // node ends and then destroys the socket of a `Connection: close` answer as soon as it is sent
  socket.destroySoon = () => socket.end();
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) socket.destroy();
  });
  req.resume();
}

/** The request's log record (filled in by the app) and the client address, for the access log. */
type AccessRecord = RequestLog & { address?: string };

function answerPlain(res: http.ServerResponse, status: number, text: string, close = false, type = "text/plain; charset=utf-8") {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    "Content-Type": type,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "Referrer-Policy": "same-origin",
    ...(close ? { Connection: "close" } : {}),
  });
  res.end(text);
}

const SCIM_ERROR = "urn:ietf:params:scim:api:messages:2.0:Error";

/**
 * A refusal of the server: plain text, except on the SCIM service's paths, whose clients (the
 * companies' identity providers) read errors in SCIM's format (RFC 7644 §3.12), a body over the
 * limit included.
 */
function answerRefusal(ops: typeof Ops, req: http.IncomingMessage, res: http.ServerResponse, error: Refused) {
  const close = error.status === 413;
  if (!ops.isScimPath((req.url ?? "").split("?")[0])) return answerPlain(res, error.status, error.message, close);
  const body = { schemas: [SCIM_ERROR], status: String(error.status), detail: error.message };
  answerPlain(res, error.status, JSON.stringify(body), close, "application/scim+json");
}

/**
 * The request target as a path and query; anything a browser would never send is refused: a
 * target that is not a path, an escape that does not decode, controls and line separators
 * (ops.pathProblem: such a path would match no route and escape the root middleware).
 */
function checkTarget(ops: typeof Ops, target: string | undefined): string {
  if (!target?.startsWith("/") || target.startsWith("//")) throw new Refused(400, "Bad Request: malformed request target.");
  const problem = ops.pathProblem(target.split("?")[0]);
  if (problem) throw new Refused(400, problem);
  return target;
}

const firstValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(",")[0]?.trim() || undefined;

/**
 * A Host (or X-Forwarded-Host): a name or IPv4 address, or a bracketed IPv6 address, and an
 * optional port. Anything else (userinfo, a path, spaces) would change the request URL's meaning,
 * or make it one that cannot be a Request (`a@b`).
 */
const HOST = /^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The origin of an Origin header as React Router compares it, or null when it is not a URL ("null"). */
function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * A Range header sirv can serve: one `bytes=start-[end]` range with start <= end. Others (several
 * ranges, suffix ranges, end before start) are ignored and the whole file is sent, which RFC 9110
 * allows; sirv would otherwise throw on `bytes=5-2` after writing the headers.
 */
function servableRange(range: string): boolean {
  const m = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range.trim());
  return m !== null && (m[2] === "" || Number(m[2]) >= Number(m[1]));
}

/**
 * React Router's request handlers, one per part of the route table (scripts/route-partition.ts):
 * a path is matched against the routes that can match it, not all of them. Route discovery (the
 * browser asks which routes match a list of paths) answers from the whole table.
 */
function partitionedHandlers(build: ServerBuild): (pathname: string) => RequestHandler {
  const whole = createRequestHandler(build, "production");
  const partition = partitionRoutes(build.routes);
  const handlers = new Map<string, RequestHandler>();
  const discovery = build.routeDiscovery.mode === "lazy" ? build.routeDiscovery.manifestPath : undefined;
  return (pathname) => {
    if (pathname === discovery) return whole;
    const { key, routes } = partition.routesFor(pathname);
    if (routes === build.routes) return whole;
    let handler = handlers.get(key);
    if (!handler) {
      handler = createRequestHandler({ ...build, routes }, "production");
      handlers.set(key, handler);
    }
    return handler;
  };
}

/**
 * Writes a streamed answer (a CSV, a PDF, the evidence pack) as fast as the client reads it, and
 * cancels the body when the client goes away: node's own pipeline. Not React Router 7.18.4's
 * writeReadableStreamToWritable: it races every read against one promise that settles only on an
 * error, and each race keeps its chunk, so the evidence pack of 10,000 people held all its 96 MB
 * until its end (remix-run/react-router#15247, fixed after 7.18.4; docs/decisions/009-speed.md).
 */
export function writeBody(body: ReadableStream<Uint8Array>, to: NodeJS.WritableStream): Promise<void> {
  return pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), to);
}

/** What every request of one server shares: the build's modules, the configuration, the gate. */
interface Served {
  keys: EntryModule;
  ops: typeof Ops;
  config: ReturnType<typeof Ops.env>;
  handlerFor: (pathname: string) => RequestHandler;
  publicOrigin: string;
  accessLog: ReturnType<typeof Ops.accessLog>;
  gate: ReturnType<typeof admissionGate>;
  statics: ReturnType<typeof sirv>;
  /** Whether the hint to set TRUST_PROXY was logged: once a process. */
  warnedAboutProxy: boolean;
}

function staticFiles(clientDir: string) {
  return sirv(path.resolve(clientDir), {
    gzip: true,
    brotli: true,
    extensions: [],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Referrer-Policy", "same-origin");
    },
  });
}

/** The client as the app should see it: through trusted proxies only. */
function clientOf(s: Served, req: http.IncomingMessage) {
  const trust = s.config.TRUST_PROXY;
  const peer = req.socket.remoteAddress ?? "unknown";
  const viaTrusted = trust !== null && req.socket.remoteAddress !== undefined && trust(peer, 0);
  const proto = viaTrusted ? firstValue(req.headers["x-forwarded-proto"]) : undefined;
  const host = (viaTrusted ? firstValue(req.headers["x-forwarded-host"]) : undefined) ?? req.headers.host ?? "localhost";
  if (!HOST.test(host)) throw new Refused(400, "Bad Request: malformed Host header.");
  return {
    address: trust && req.socket.remoteAddress ? proxyaddr(req, trust) : peer,
    protocol: proto === "https" || proto === "http" ? proto : "http",
    host,
  };
}

/**
 * Static files at once; the app's requests a few at a time, through the gate, each with its
 * body already read: a client that sends slowly keeps no one else waiting.
 */
async function serve(s: Served, req: http.IncomingMessage, res: http.ServerResponse, record: AccessRecord) {
  const target = checkTarget(s.ops, req.url);
  const method = req.method ?? "GET";
  if ((method === "GET" || method === "HEAD") && serveStatic(s, req, res, record)) return;
  const rule = bodyRule(s.ops, target, s.config.MAX_BODY_BYTES);
  if (Number(req.headers["content-length"] ?? 0) > rule.limit) throw new Refused(413, rule.message);
  const body = method === "GET" || method === "HEAD" ? undefined : await readBody(req, rule);
  const release = await s.gate.enter();
  try {
    // A client that left while its request waited gets no answer: nothing is worth running.
    if (res.destroyed || req.socket.destroyed) return;
    if ((method === "GET" || method === "HEAD") && (await serveReleasedAsset(s, res, target, method))) return;
    await serveApp(s, { req, res, record, target, method }, body);
  } finally {
    release();
  }
}

/** One request on its way through the app. */
interface Exchange {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  record: AccessRecord;
  target: string;
  method: string;
}

/** The request's URL: the client's origin and the target, which must stay on that origin. */
function requestUrl(s: Served, req: http.IncomingMessage, target: string): { url: URL; address: string } {
  const client = clientOf(s, req);
  let origin: string;
  let url: URL;
  try {
    origin = new URL(`${client.protocol}://${client.host}`).origin;
    url = new URL(target, origin);
  } catch {
    throw new Refused(400, "Bad Request: malformed Host header.");
  }
  // A target that names another authority once resolved (`/\evil.example/`) is not a path.
  if (url.origin !== origin) throw new Refused(400, "Bad Request: malformed request target.");
  return { url, address: client.address };
}

async function serveApp(s: Served, x: Exchange, body: Buffer | undefined) {
  const { req, res, record, method } = x;
  const { url, address } = requestUrl(s, req, x.target);
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);

  refuseCrossSite(s, method, headers, url, record);

  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit = { method, headers, signal: controller.signal, body: body as Uint8Array<ArrayBuffer> | undefined };

  record.address = address;
  const context = new RouterContextProvider();
  context.set(s.keys.clientAddressContext, address);
  context.set(s.keys.requestLogContext, record);
  const response = await s.handlerFor(url.pathname)(new Request(url, init), context);

  await writeResponse(s, req, res, method, response);
}

/**
 * React Router refuses (400, and an error log line) any action request whose Origin header is
 * not the request's own origin, before any middleware runs; those are refused here with 403,
 * together with what the root middleware refuses (Sec-Fetch-Site cross-site). The SAML ACS's
 * Origin is dropped instead.
 */
function refuseCrossSite(s: Served, method: string, headers: Headers, url: URL, record: AccessRecord) {
  const { ops, publicOrigin } = s;
  if (ops.isSafeMethod(method)) return;
  if (ops.acceptsCrossSitePost(url.pathname)) {
    // The SAML ACS: the company's IdP posts from its own site. React Router would refuse its
    // Origin before the action runs; the action acts on no cookie (its proof is the signed
    // assertion), so the header is dropped for this path alone.
    headers.delete("Origin");
    return;
  }
  const sentOrigin = headers.get("Origin");
  const crossOrigin = sentOrigin !== null && originOf(sentOrigin) !== url.origin;
  if (!crossOrigin && ops.isSameOrigin(headers, url.origin, publicOrigin)) return;
  if (sentOrigin !== null && originOf(sentOrigin) === publicOrigin && !s.warnedAboutProxy) {
    s.warnedAboutProxy = true;
    ops
      .log()
      .warn(
        { reqId: record.reqId, requestOrigin: url.origin, publicOrigin },
        "a post from PUBLIC_URL's origin arrived for another origin: behind a proxy, set TRUST_PROXY",
      );
  }
  throw new Refused(403, "Forbidden: cross-site request refused.");
}

/** The app's answer written to the client: headers, then the page (gzipped for browsers) or the stream. */
async function writeResponse(s: Served, req: http.IncomingMessage, res: http.ServerResponse, method: string, response: Response) {
  // Every HTML answer carries the baseline headers: the root middleware and the document render
  // set them; an HTML answer made anywhere else gets them here, with a CSP that allows no inline code.
  if (response.headers.get("Content-Type")?.startsWith("text/html") && !response.headers.has("Content-Security-Policy"))
    s.ops.setBaselineHeaders(response.headers, null);
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (!response.body || method === "HEAD") res.end();
  else if (response.headers.get("Content-Type")?.startsWith("text/html")) {
    // A page is rendered whole (entry.server.tsx): one buffer, one write, gzipped for browsers.
    let page = s.keys.renderedPage(response) ?? Buffer.from(await response.arrayBuffer());
    if (compressible(method, response, cookies.length > 0, page.length)) {
      res.appendHeader("Vary", "Accept-Encoding");
      if (acceptsGzip(req.headers["accept-encoding"])) {
        page = gzipSync(page, { level: 1 });
        res.setHeader("Content-Encoding", "gzip");
      }
    }
    res.setHeader("Content-Length", page.length);
    res.end(page);
  } else await writeBody(response.body, res);
}

/** sirv looks files up in the list it read at start: it answers, or calls next, synchronously. */
function serveStatic(s: Served, req: http.IncomingMessage, res: http.ServerResponse, record: AccessRecord): boolean {
  if (req.headers.range !== undefined && !servableRange(req.headers.range)) delete req.headers.range;
  // sirv pipes a file stream into the response without an error listener: a file removed or
  // unreadable since the start would be an uncaught exception. Headers are sent by then: cut it.
  const guard = (source: NodeJS.ReadableStream) =>
    source.once("error", (error) => {
      s.ops.log().error({ err: error, reqId: record.reqId }, "static file could not be read");
      res.destroy();
    });
  res.once("pipe", guard);
  let served = true;
  s.statics(req, res, () => {
    served = false;
  });
  if (!served) res.off("pipe", guard);
  return served;
}

/**
 * A hashed client file this build lacks, from another release (the database's copy, published at
 * that release's start): during a rolling deployment a page of one release may ask the other's
 * instance for its files. Headers as sirv's for /assets/. False when no release has the file.
 */
async function serveReleasedAsset(s: Served, res: http.ServerResponse, target: string, method: string): Promise<boolean> {
  const name = s.ops.clientAssetName(target.split("?")[0]);
  const asset = name === null ? undefined : await s.ops.releasedClientAsset(name);
  if (!asset) return false;
  res.writeHead(200, {
    "Content-Type": asset.type,
    "Content-Length": asset.body.length,
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
  });
  res.end(method === "HEAD" ? undefined : asset.body);
  return true;
}

function onRequest(s: Served, req: http.IncomingMessage, res: http.ServerResponse) {
  const started = performance.now();
  const record: AccessRecord = { reqId: requestIdOf(req, s.config.TRUST_PROXY) };
  res.setHeader("X-Request-Id", record.reqId);
  res.once("close", () => {
    s.accessLog.info({
      reqId: record.reqId,
      method: req.method,
      path: (req.url ?? "").split("?")[0].slice(0, 300),
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      tenant: record.tenant,
      userId: record.userId,
      route: record.route,
      address: record.address ?? req.socket.remoteAddress,
      aborted: !res.writableFinished || undefined,
    });
  });
  serve(s, req, res, record).catch((error: unknown) => {
    if (error instanceof Refused) {
      answerRefusal(s.ops, req, res, error);
      if (error.status === 413) closeGently(req);
      return;
    }
    if (res.destroyed || error instanceof ClientGone) return; // the client went away before its answer was written
    s.ops.log().error({ err: error, reqId: record.reqId }, "request handling failed");
    answerPlain(res, 500, "Internal Server Error");
  });
}

export async function startServer(opts: { port: number; host: string; buildPath?: string; clientDir?: string }) {
  const buildPath = path.resolve(opts.buildPath ?? "build/server/index.js");
  const build = (await import(buildPath)) as ServerBuild;
  const keys = build.entry.module as unknown as EntryModule;
  const { ops } = keys;
  const config = ops.env();
  const s: Served = {
    keys,
    ops,
    config,
    handlerFor: partitionedHandlers(build),
    publicOrigin: new URL(config.PUBLIC_URL).origin,
    accessLog: ops.accessLog(),
    gate: admissionGate(config.ACTIVE_REQUESTS, ADMISSION_LEASE_MS),
    statics: staticFiles(opts.clientDir ?? "build/client"),
    warnedAboutProxy: false,
  };
  const server = http.createServer((req, res) => onRequest(s, req, res));
  // `Expect: 100-continue`: a body over the limit is refused (413) before the client sends it.
  server.on("checkContinue", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (Number(req.headers["content-length"] ?? 0) <= bodyRule(ops, req.url, config.MAX_BODY_BYTES).limit) res.writeContinue();
    onRequest(s, req, res);
  });
  // A request line or header that node cannot even parse: answer 400 and close.
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    else socket.destroy();
  });
  server.keepAliveTimeout = 65_000;
  server.requestTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(opts.port, opts.host, resolve));
  return server;
}
