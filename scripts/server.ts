import { createReadStream, existsSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { createRequestListener } from "@react-router/node";
import { isSafeMethod, isSameOrigin } from "../app/server/origin";
import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";

const CLIENT_DIR = path.resolve("build/client");
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json",
};

/**
 * Static files of build/client: hashed /assets/* immutably cached, pre-compressed .br/.gz served
 * when the browser accepts them (DESIGN.md, speed). Returns false when the path is not a file.
 */
function serveStatic(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const urlPath = decodeURIComponent((req.url ?? "/").split("?")[0]);
  if (urlPath === "/" || urlPath.includes("..") || urlPath.includes("\0")) return false;
  const file = path.join(CLIENT_DIR, urlPath);
  if (!file.startsWith(CLIENT_DIR + path.sep)) return false;
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return false;
  }
  if (!stat.isFile()) return false;
  const accept = String(req.headers["accept-encoding"] ?? "");
  let served = file;
  let encoding: string | null = null;
  if (/\bbr\b/.test(accept) && existsSync(`${file}.br`)) [served, encoding] = [`${file}.br`, "br"];
  else if (/\bgzip\b/.test(accept) && existsSync(`${file}.gz`)) [served, encoding] = [`${file}.gz`, "gzip"];
  const headers: Record<string, string | number> = {
    "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
    "Content-Length": statSync(served).size,
    "Cache-Control": urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    "X-Content-Type-Options": "nosniff",
    Vary: "Accept-Encoding",
  };
  if (encoding) headers["Content-Encoding"] = encoding;
  res.writeHead(200, headers);
  if (req.method === "HEAD") res.end();
  else createReadStream(served).pipe(res);
  return true;
}

export async function startServer(opts: { port: number; host: string; buildPath?: string }) {
  const buildPath = path.resolve(opts.buildPath ?? "build/server/index.js");
  const build = (await import(buildPath)) as ServerBuild;
  // The context key must be the very object the build uses: entry.server.tsx re-exports it.
  const { clientAddressContext } = build.entry.module as unknown as { clientAddressContext: RouterContext<string> };
  const listener = createRequestListener({
    build,
    mode: "production",
    getLoadContext: (_request, client) => {
      const ctx = new RouterContextProvider();
      ctx.set(clientAddressContext, client.address);
      return ctx;
    },
  });
  const publicOrigin = new URL(process.env.PUBLIC_URL || "http://localhost:3000").origin;
  const server = http.createServer((req, res) => {
    if (serveStatic(req, res)) return;
    // React Router answers a cross-origin form post with 400 before any middleware runs; refuse
    // it here first with 403, the same rule as the root middleware.
    if (!isSafeMethod(req.method ?? "GET")) {
      const headers = new Headers();
      for (const name of ["sec-fetch-site", "origin"]) {
        const v = req.headers[name];
        if (typeof v === "string") headers.set(name, v);
      }
      if (!isSameOrigin(headers, `http://${req.headers.host}`, publicOrigin) && !isSameOrigin(headers, `https://${req.headers.host}`, publicOrigin)) {
        res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
        res.end("Forbidden: cross-site request refused.");
        return;
      }
    }
    listener(req, res);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(opts.port, opts.host, resolve));
  return server;
}
