/**
 * The production HTTP server: one node:http server around React Router's request handler.
 * - build/client is served by sirv (pre-compressed .br/.gz, hashed assets cached immutably);
 * - no request can throw past the handler: a malformed target, Host or escape is a 400, an
 *   error anywhere is logged and answered 500, and the process keeps serving;
 * - bodies over MAX_BODY_BYTES are refused with 413 before (or while) they are read;
 * - behind TRUST_PROXY, the scheme, host and client address come from the forwarded headers of
 *   trusted proxies only; otherwise those headers are ignored;
 * - every request gets an id (X-Request-Id) and one access log line.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { Transform } from "node:stream";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import proxyaddr from "proxy-addr";
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import sirv from "sirv";
import { env } from "../app/server/platform/env.server";
import { log, type RequestLog } from "../app/server/platform/log.server";
import { isSafeMethod, isSameOrigin } from "../app/server/platform/origin";

const CLIENT_DIR = path.resolve("build/client");

/** The context keys must be the very objects the build uses: entry.server.tsx re-exports them. */
interface EntryKeys {
  clientAddressContext: RouterContext<string>;
  requestLogContext: RouterContext<RequestLog | null>;
}

class Refused extends Error {
  constructor(
    public status: 400 | 403 | 413,
    message: string,
  ) {
    super(message);
  }
}

const TOO_LARGE = "Payload Too Large: the request body is over the size limit.";

/** The request's log record (filled in by the app) and the client address, for the access log. */
type AccessRecord = RequestLog & { address?: string };

function answerPlain(res: http.ServerResponse, status: number, text: string, close = false) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...(close ? { Connection: "close" } : {}),
  });
  res.end(text);
}

/** The request target as a path and query; anything a browser would never send is refused. */
function checkTarget(target: string | undefined): string {
  if (!target?.startsWith("/") || target.startsWith("//")) throw new Refused(400, "Bad Request: malformed request target.");
  const pathname = target.split("?")[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new Refused(400, "Bad Request: malformed percent-escape in the path.");
  }
  if (/[\0\r\n]/.test(decoded)) throw new Refused(400, "Bad Request: control characters in the path.");
  return target;
}

const firstValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(",")[0]?.trim() || undefined;

export async function startServer(opts: { port: number; host: string; buildPath?: string }) {
  const config = env();
  const buildPath = path.resolve(opts.buildPath ?? "build/server/index.js");
  const build = (await import(buildPath)) as ServerBuild;
  const keys = build.entry.module as unknown as EntryKeys;
  const handle = createRequestHandler(build, "production");
  const trust = config.TRUST_PROXY;
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const accessLog = log().child({ log: "access" });

  const statics = sirv(CLIENT_DIR, {
    gzip: true,
    brotli: true,
    extensions: [],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      res.setHeader("X-Content-Type-Options", "nosniff");
    },
  });

  /** The client as the app should see it: through trusted proxies only. */
  function clientOf(req: http.IncomingMessage) {
    const peer = req.socket.remoteAddress ?? "unknown";
    const viaTrusted = trust !== null && req.socket.remoteAddress !== undefined && trust(peer, 0);
    const proto = viaTrusted ? firstValue(req.headers["x-forwarded-proto"]) : undefined;
    return {
      address: trust && req.socket.remoteAddress ? proxyaddr(req, trust) : peer,
      protocol: proto === "https" || proto === "http" ? proto : "http",
      host: (viaTrusted ? firstValue(req.headers["x-forwarded-host"]) : undefined) ?? req.headers.host ?? "localhost",
    };
  }

  async function serve(req: http.IncomingMessage, res: http.ServerResponse, record: AccessRecord) {
    const target = checkTarget(req.url);
    const method = req.method ?? "GET";
    if ((method === "GET" || method === "HEAD") && serveStatic(req, res)) return;

    const client = clientOf(req);
    let url: URL;
    try {
      url = new URL(target, `${client.protocol}://${client.host}`);
    } catch {
      throw new Refused(400, "Bad Request: malformed Host header.");
    }
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);

    // React Router answers a cross-origin form post with 400 before any middleware runs; refuse
    // it here first with 403, the same rule as the root middleware.
    if (!isSafeMethod(method) && !isSameOrigin(headers, url.origin, publicOrigin)) {
      throw new Refused(403, "Forbidden: cross-site request refused.");
    }

    const limit = config.MAX_BODY_BYTES;
    if (Number(req.headers["content-length"] ?? 0) > limit) throw new Refused(413, TOO_LARGE);
    let tooLarge = false;
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
    if (method !== "GET" && method !== "HEAD") {
      let seen = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          seen += chunk.length;
          if (seen <= limit) return done(null, chunk);
          tooLarge = true;
          req.unpipe(counted);
          req.pause();
          done(Object.assign(new Error(TOO_LARGE), { code: "BODY_TOO_LARGE" }));
        },
      });
      req.on("error", (e) => counted.destroy(e));
      init.body = createReadableStreamFromReadable(req.pipe(counted));
      init.duplex = "half";
    }

    record.address = client.address;
    const context = new RouterContextProvider();
    context.set(keys.clientAddressContext, client.address);
    context.set(keys.requestLogContext, record);
    const response = await handle(new Request(url, init), context);
    if (tooLarge) throw new Refused(413, TOO_LARGE);

    res.statusCode = response.status;
    for (const [name, value] of response.headers) {
      if (name === "set-cookie") continue;
      res.setHeader(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.setHeader("Set-Cookie", cookies);
    if (response.body && method !== "HEAD") await writeReadableStreamToWritable(response.body, res);
    else res.end();
  }

  /** sirv looks files up in the list it read at start: it answers, or calls next, synchronously. */
  function serveStatic(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    let served = true;
    statics(req, res, () => {
      served = false;
    });
    return served;
  }

  const server = http.createServer((req, res) => {
    const started = performance.now();
    const record: AccessRecord = { reqId: randomUUID() };
    res.setHeader("X-Request-Id", record.reqId);
    res.once("close", () => {
      accessLog.info({
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
    serve(req, res, record).catch((error: unknown) => {
      if (error instanceof Refused) {
        answerPlain(res, error.status, error.message, error.status === 413);
        if (error.status === 413) res.once("finish", () => req.socket.destroy());
        return;
      }
      if (res.destroyed) return; // the client went away while the answer was being written
      log().error({ err: error, reqId: record.reqId }, "request handling failed");
      answerPlain(res, 500, "Internal Server Error");
    });
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
