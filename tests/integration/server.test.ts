/**
 * The production server (scripts/server.ts) as real child processes, each with its own
 * environment and database: malformed requests, static files, the body limit, TRUST_PROXY with a
 * real reverse proxy in front, the bounded hashing queue, the admission gate and the access log.
 *
 * Nothing here measures time: waits are for events (a line on stdout, a response, a close).
 */
import { randomBytes } from "node:crypto";
import { cpSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_BODY_MAX_BYTES, IMPORT_MAX_BYTES } from "../../app/domain/import";
import { CRO_TENANT, MAIN_TENANT } from "../../app/domain/tenants";
import { MAX_PATH_SEGMENTS } from "../../app/server/platform/origin";
import { DEMO_PASSWORD } from "../../app/server/platform/seed.server";
import { TEST_PASSWORD } from "../support/factory";
import {
  type Answer,
  type App,
  apps,
  ensureBuild,
  cookieHeader,
  cookiesOf,
  form,
  send,
  startApp,
  tmpName,
} from "../support/server-process";

const PUBLIC_HOST = "training.example.test";
const PUBLIC_ORIGIN = `https://${PUBLIC_HOST}`;
const EMPLOYEE = "employee@main.example";
const BODY_LIMIT = 64 * 1024;
const FORM = "application/x-www-form-urlencoded";

// ---------------------------------------------------------------------------------------------
// Raw sockets, for request lines that no client library would send.
// ---------------------------------------------------------------------------------------------

interface RawAnswer {
  status: number;
  headers: Record<string, string[]>;
  head: string;
  body: string;
  /** Everything the server sent, as latin1. */
  all: string;
}

function parseRaw(all: string): RawAnswer {
  const end = all.indexOf("\r\n\r\n");
  const head = end >= 0 ? all.slice(0, end) : all;
  const [statusLine, ...fields] = head.split("\r\n");
  const headers: Record<string, string[]> = {};
  for (const f of fields) {
    const i = f.indexOf(":");
    const name = f.slice(0, i).trim().toLowerCase();
    (headers[name] ??= []).push(f.slice(i + 1).trim());
  }
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    head,
    body: end >= 0 ? all.slice(end + 4) : "",
    all,
  };
}

/** Writes `text` (latin1) on a fresh connection and reads until the server closes it. */
function raw(app: App, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(app.port, "127.0.0.1");
    let all = "";
    socket.setEncoding("latin1");
    socket.on("data", (d: string) => (all += d));
    socket.on("error", (e) => (all ? undefined : reject(e)));
    socket.on("close", () => {
      const answer = parseRaw(all);
      const requestLine = text.slice(0, text.indexOf("\r\n")).split(" ");
      app.note(answer.headers["x-request-id"]?.[0], requestLine[0], requestLine[1] ?? "", answer.status);
      resolve(answer);
    });
    socket.write(text, "latin1");
  });
}

/** A request with `Connection: close` and the given head fields, as raw text. */
const rawRequest = (app: App, requestLine: string, fields: string[] = [`Host: 127.0.0.1:${app.port}`], body = "") =>
  `${requestLine}\r\n${[...fields, "Connection: close"].join("\r\n")}\r\n\r\n${body}`;

// ---------------------------------------------------------------------------------------------
// A TLS-terminating reverse proxy as a plain node:http proxy: it forwards to the app with
// X-Forwarded-For (appended, as nginx's $proxy_add_x_forwarded_for), -Proto https and -Host.
// The test says which client it "is" with X-Test-Client (the proxy sees only 127.0.0.1).
// ---------------------------------------------------------------------------------------------

function startProxy(app: App): Promise<http.Server> {
  const proxy = http.createServer((req, res) => {
    const client = String(req.headers["x-test-client"] ?? req.socket.remoteAddress);
    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    delete headers["x-test-client"];
    const prior = req.headers["x-forwarded-for"];
    headers["x-forwarded-for"] = prior ? `${String(prior)}, ${client}` : client;
    headers["x-forwarded-proto"] = "https";
    headers["x-forwarded-host"] = PUBLIC_HOST;
    headers.host = `127.0.0.1:${app.port}`;
    const upstream = http.request(
      { host: "127.0.0.1", port: app.port, method: req.method, path: req.url, headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(0, "127.0.0.1", () => resolve(proxy)));
}

// ---------------------------------------------------------------------------------------------

let proxied: App; // TRUST_PROXY=loopback, https PUBLIC_URL, 64 KiB body limit
let direct: App; // no TRUST_PROXY, same PUBLIC_URL, its own copy of build/client
let busy: App; // one hash at a time, none waiting, slow hashes; one request in progress at a time
let proxy: http.Server;
let proxyPort = 0;
let clientCopy = "";
const SEEDED = ["alice@server.test", "bob@server.test"];

beforeAll(async () => {
  ensureBuild();
  clientCopy = tmpName("client");
  cpSync("build/client", clientCopy, { recursive: true });
  [proxied, direct, busy] = await Promise.all([
    startApp("proxied", {
      TRUST_PROXY: "loopback",
      PUBLIC_URL: PUBLIC_ORIGIN,
      MAX_BODY_BYTES: String(BODY_LIMIT),
      SEED_USERS: SEEDED.join(","),
    }),
    startApp("direct", { PUBLIC_URL: PUBLIC_ORIGIN, CLIENT_DIR: clientCopy }),
    startApp("busy", {
      TRUST_PROXY: "loopback",
      PASSWORD_SCRYPT_COST: "15",
      HASH_CONCURRENCY: "1",
      HASH_QUEUE: "0",
      ACTIVE_REQUESTS: "1",
    }),
  ]);
  proxy = await startProxy(proxied);
  proxyPort = (proxy.address() as AddressInfo).port;
}, 240_000);

afterAll(async () => {
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  await Promise.all(apps.map((app) => app.stop()));
  if (clientCopy) rmSync(clientCopy, { recursive: true, force: true });
});

const healthy = async (app: App) => {
  const r = await send(app, "/healthz");
  expect(r.status).toBe(200);
  expect(JSON.parse(r.text)).toEqual({ status: "ok" });
  const ready = await send(app, "/readyz");
  expect(ready.status).toBe(200);
  expect(JSON.parse(ready.text)).toEqual({ status: "ready" });
  expect(app.alive).toBe(true);
  expect(app.lines.filter((l) => l.startsWith('{"ready":true'))).toHaveLength(1);
};

/** A form post from a page of the same origin, straight to the app (the client is 127.0.0.1). */
const postDirect = (app: App, target: string, fields: Record<string, string | number>, headers: Record<string, string> = {}) =>
  send(app, target, { body: form(fields), headers: { "Content-Type": FORM, Origin: app.origin, ...headers } });

/** A browser behind the proxy: https://training.example.test, with its own address and cookies. */
class ProxiedBrowser {
  jar = new Map<string, string>();
  constructor(readonly address: string) {}

  async request(target: string, opts: { fields?: Record<string, string | number>; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { "X-Test-Client": this.address, ...opts.headers };
    if (this.jar.size) headers.Cookie = cookieHeader(this.jar);
    if (opts.fields) Object.assign(headers, { "Content-Type": FORM, Origin: PUBLIC_ORIGIN, "Sec-Fetch-Site": "same-origin" }, opts.headers);
    const answer = await send(proxied, target, { port: proxyPort, headers, body: opts.fields ? form(opts.fields) : undefined });
    cookiesOf(answer, this.jar);
    return answer;
  }

  signIn(email: string, password: string, headers: Record<string, string> = {}) {
    return this.request("/employee/login", { fields: { intent: "login", email, password }, headers });
  }
}

const REDIRECT = [302, 303];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// ---------------------------------------------------------------------------------------------

describe("malformed requests", () => {
  it("answer 4xx, never 500 and never a file outside build/client; the process keeps serving", async () => {
    const app = proxied;
    const host = `Host: 127.0.0.1:${app.port}`;
    const cases: { request: string; status: number }[] = [
      { request: rawRequest(app, "GET /%E0%A4%A HTTP/1.1"), status: 400 },
      { request: rawRequest(app, "GET /company/%zz/employee/login HTTP/1.1"), status: 400 },
      {
        request: rawRequest(
          app,
          "POST /company/%zz/employee/login HTTP/1.1",
          [host, `Origin: ${app.origin}`, `Content-Type: ${FORM}`, "Content-Length: 29"],
          "intent=login&email=a%40b.test",
        ),
        status: 400,
      },
      { request: rawRequest(app, "GET /%00 HTTP/1.1"), status: 400 },
      { request: rawRequest(app, "GET /quest/%00/1 HTTP/1.1"), status: 400 },
      { request: rawRequest(app, "GET /foo%0d%0aSet-Cookie:x=1 HTTP/1.1"), status: 400 },
      { request: rawRequest(app, "GET /../../etc/passwd HTTP/1.1"), status: 404 },
      { request: rawRequest(app, "GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1"), status: 404 },
      { request: rawRequest(app, "GET /assets/..%2f..%2fpackage.json HTTP/1.1"), status: 404 },
      { request: rawRequest(app, "GET /assets/%2e%2e/%2e%2e/package.json HTTP/1.1"), status: 404 },
      { request: rawRequest(app, "GET /assets/../../package.json HTTP/1.1"), status: 404 },
      { request: rawRequest(app, "GET http://evil.example/healthz HTTP/1.1"), status: 400 },
      { request: rawRequest(app, "GET //evil.example/healthz HTTP/1.1"), status: 400 },
      { request: rawRequest(app, "GET /\\evil.example/ HTTP/1.1"), status: 400 },
      { request: rawRequest(app, "GET * HTTP/1.1"), status: 400 },
      { request: rawRequest(app, "GET /healthz HTTP/1.1", ["Host: a@b"]), status: 400 },
      { request: rawRequest(app, "GET /healthz HTTP/1.1", ["Host: bad host"]), status: 400 },
      { request: rawRequest(app, "GET /healthz HTTP/1.1", ["Host: [::1"]), status: 400 },
      { request: rawRequest(app, "GET /healthz HTTP/1.1", ["Host: evil.example/path"]), status: 400 },
      { request: rawRequest(app, "GET /healthz HTTP/1.1", ["Host: 127.0.0.1:99999"]), status: 400 },
      { request: rawRequest(app, "GET /healthz HTTP/1.1", []), status: 400 }, // HTTP/1.1 without Host
      // From a trusted proxy (this test runs on loopback), X-Forwarded-Host is checked the same way.
      { request: rawRequest(app, "GET /healthz HTTP/1.1", [host, "X-Forwarded-Host: a@b"]), status: 400 },
      { request: rawRequest(app, "GET /healthz HTTP/1.1", [host, "X-Test: caf\u00e9 \u00ff"]), status: 200 },
    ];
    for (const c of cases) {
      const answer = await raw(app, c.request);
      const line = c.request.slice(0, c.request.indexOf("\r\n"));
      expect({ line, status: answer.status }).toEqual({ line, status: c.status });
      expect(answer.headers["set-cookie"] ?? []).not.toContain("x=1");
      expect(answer.all).not.toContain("root:x:0:0");
      expect(answer.all).not.toContain('"name": "gdpr-training-academy"');
    }
    await healthy(app);
  });

  it("a bad Range on a static file gets the whole file", async () => {
    const whole = readFileSync("build/client/favicon.svg", "utf8");
    for (const range of ["bytes=5-2", "bytes=-5", "bytes=0-1,4-5", "bytes=x-y"]) {
      const r = await send(proxied, "/favicon.svg", { headers: { Range: range } });
      expect(r.status).toBe(200);
      expect(r.text).toBe(whole);
    }
    const part = await send(proxied, "/favicon.svg", { headers: { Range: "bytes=0-3" } });
    expect(part.status).toBe(206);
    expect(part.text).toBe(whole.slice(0, 4));
    await healthy(proxied);
  });

  it("a static file that disappeared after the start is not a crash", async () => {
    const asset = readdirSync(path.join(clientCopy, "assets")).find((f) => f.endsWith(".js"))!;
    rmSync(path.join(clientCopy, "assets", asset));
    await send(direct, `/assets/${asset}`).catch(() => null); // a cut answer or an error, not a crash
    await direct.until(
      () => direct.json().find((l) => l.msg === "static file could not be read") ?? undefined,
      "the read error's log line",
    );
    await healthy(direct);
  });
});

// ---------------------------------------------------------------------------------------------
// Odd paths (issue 24, part 3): a path holding U+2028 matched no route and its page went out
// without CSP, X-Frame-Options and nosniff.
// ---------------------------------------------------------------------------------------------

/** Paths as sent on the request line (latin1: raw bytes where a client would not escape them). */
const ODD_PATHS: { path: string; refused?: true }[] = [
  // line and paragraph separators, escaped and raw (UTF-8 bytes), at every level of a tenant's paths
  ...[
    "/%E2%80%A8",
    "/%E2%80%A9",
    "/x%E2%80%A8y",
    "/%E2%80%A8/",
    "/company/%E2%80%A8/admin/login",
    "/company/acme-pharma/%E2%80%A9",
    "/croacademy/%e2%80%a8",
    "/api/%E2%80%A8",
    "/assets/%E2%80%A8",
    "/\u00e2\u0080\u00a8",
  ].map((path) => ({ path, refused: true as const })),
  // in the query (no route matches a query): fine
  { path: "/login-selection?b=%E2%80%A8&c=%E2%80%A9" },
  // controls: C0, DEL, C1 (escaped and raw), NUL
  ...["%00", "%01", "%07", "%09", "%0A", "%0B", "%0C", "%0D", "%1B", "%1F", "%7F", "%C2%80", "%C2%85", "%C2%9F", "\u0085", "\u007f"].map(
    (c) => ({ path: `/a${c}b`, refused: true as const }),
  ),
  { path: "/quest/%00/1", refused: true },
  // overlong, invalid and truncated UTF-8, surrogates, beyond U+10FFFF, bad escapes
  ...[
    "%C0%AF",
    "%C0%80",
    "%C1%BF",
    "%E0%80%AF",
    "%F0%80%80%AF",
    "%FF",
    "%FE",
    "%80",
    "%ED%A0%80",
    "%F4%90%80%80",
    "%E2%80",
    "%E2%82",
    "%",
    "%zz",
    "%2",
    "%%",
  ].map((c) => ({ path: `/x/${c}`, refused: true as const })),
  // double slashes, backslashes, dot segments
  ...[
    "//",
    "//evil.example/",
    "///x",
    "/a//b",
    "/company//admin/login",
    "/company/acme-pharma//admin/login",
    "/a\\b",
    "/company\\acme-pharma",
  ].map((path) => ({ path })),
  ...[
    "/\\evil.example/",
    "/%5C%5Cevil.example",
    "/..",
    "/../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/assets/../../package.json",
    "/./",
    "/company/acme-pharma/../../admin/login",
    "/%2e%2e%2f%2e%2e%2f",
  ].map((path) => ({ path })),
  // long ones, and characters that are fine
  { path: `/${"a".repeat(8000)}` },
  { path: `/company/${"x".repeat(5000)}/admin/login` },
  // deep ones: the render's work grows with the square of the depth (2,000 segments took 25 s)
  { path: "/a".repeat(MAX_PATH_SEGMENTS) },
  { path: "/a".repeat(MAX_PATH_SEGMENTS + 1), refused: true },
  { path: "/a".repeat(2000), refused: true },
  ...[
    "/%EF%BB%BF",
    "/%E2%80%8B",
    "/%EF%BF%BE",
    "/%F0%9F%98%80",
    "/caf\u00c3\u00a9",
    "/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "/a%20b",
    "/a+b;c",
    "/%E2%80%AE",
  ].map((path) => ({ path })),
];

describe("odd paths", () => {
  it("never answer 5xx; every HTML answer carries CSP, X-Frame-Options or frame-ancestors, and nosniff; separators and controls get 400", async () => {
    const app = direct;
    const problems: string[] = [];
    for (const { path: target, refused } of ODD_PATHS) {
      for (const method of ["GET", "POST"]) {
        const fields = [`Host: 127.0.0.1:${app.port}`];
        if (method === "POST") fields.push(`Origin: ${app.origin}`, `Content-Type: ${FORM}`, "Content-Length: 12");
        const answer = await raw(app, rawRequest(app, `${method} ${target} HTTP/1.1`, fields, method === "POST" ? "intent=login" : ""));
        const label = `${method} ${target.slice(0, 60)}: ${answer.status}`;
        const h = (name: string) => answer.headers[name]?.join(", ") ?? "";
        if (answer.status === 0 || answer.status >= 500) problems.push(`${label}: no answer or 5xx`);
        if (refused && answer.status !== 400) problems.push(`${label}: not refused with 400`);
        if (h("content-type").startsWith("text/html") || /<html/i.test(answer.body)) {
          const csp = h("content-security-policy");
          if (!csp.includes("default-src")) problems.push(`${label}: HTML without CSP`);
          if (h("x-frame-options") !== "DENY" && !csp.includes("frame-ancestors 'none'"))
            problems.push(`${label}: HTML that may be framed`);
          if (h("x-content-type-options") !== "nosniff") problems.push(`${label}: HTML without nosniff`);
        }
      }
    }
    expect(problems).toEqual([]);
    await healthy(app);
  }, 120_000);
});

describe("static files", () => {
  const assets = readdirSync("build/client/assets");
  const asset = assets.find((f) => f.endsWith(".js") && assets.includes(`${f}.br`) && assets.includes(`${f}.gz`))!;
  const file = (suffix = "") => readFileSync(path.join("build/client/assets", asset + suffix));
  const IMMUTABLE = "public, max-age=31536000, immutable";

  it("serves hashed assets pre-compressed and cached immutably", async () => {
    expect(asset).toBeTruthy();
    const br = await send(proxied, `/assets/${asset}`, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["x-request-id"]).toBeTruthy();
    expect(br.body.equals(file(".br"))).toBe(true);

    const gz = await send(proxied, `/assets/${asset}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["cache-control"]).toBe(IMMUTABLE);
    expect(gz.body.equals(file(".gz"))).toBe(true);

    const plain = await send(proxied, `/assets/${asset}`);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe(IMMUTABLE);
    expect(plain.body.equals(file())).toBe(true);

    const head = await send(proxied, `/assets/${asset}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);

    const favicon = await send(proxied, "/favicon.svg");
    expect(favicon.status).toBe(200);
    expect(favicon.headers["cache-control"]).not.toContain("immutable");

    expect((await send(proxied, "/assets/no-such-file-Abc123.js")).status).toBe(404);
  });

  it("does not serve a file to a POST", async () => {
    const variants: Record<string, string>[] = [{}, { Origin: proxied.origin, "Content-Type": FORM }];
    for (const headers of variants) {
      const r = await send(proxied, `/assets/${asset}`, { method: "POST", body: "a=1", headers });
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body.equals(file())).toBe(false);
      expect(r.headers["cache-control"]).not.toBe(IMMUTABLE);
    }
  });
});

describe("pages", () => {
  it("are sent whole with a Content-Length, gzipped (level 1) for browsers that take gzip, never Brotli", async () => {
    const plain = await send(direct, "/");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.text).toContain("</html>");

    const browser = await send(direct, "/", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(browser.headers["content-encoding"]).toBe("gzip");
    expect(Number(browser.headers["content-length"])).toBe(browser.body.length);
    const page = gunzipSync(browser.body).toString("utf8");
    // The same page but for its per-request nonce.
    const noNonce = (html: string) => html.replace(/nonce="[^"]*"/g, "").replace(/'nonce-[^']*'/g, "");
    expect(noNonce(page)).toBe(noNonce(plain.text));

    for (const refused of ["br", "gzip;q=0", "identity"]) {
      const r = await send(direct, "/", { headers: { "Accept-Encoding": refused } });
      expect(r.headers["content-encoding"]).toBeUndefined();
    }
  });

  it("the data of a tenant's home page (what a client-side navigation fetches: /croacademy.data) is that tenant's", async () => {
    // Loaders get the request as it came (.data and all); the tenant is read from the routed address.
    for (const [path, tenant, other] of [
      ["/croacademy.data", CRO_TENANT, MAIN_TENANT],
      ["/_root.data", MAIN_TENANT, CRO_TENANT],
    ] as const) {
      const r = await send(direct, path);
      expect(r.status, path).toBe(200);
      expect(r.text, path).toContain(tenant.name);
      expect(r.text, path).not.toContain(other.name);
    }
  });

  it("answers to posts are not compressed (a secret shown once beside the client's own text: BREACH)", async () => {
    const r = await postDirect(direct, "/employee/login?token=x", { intent: "set-password" }, { "Accept-Encoding": "gzip" });
    expect(r.status).toBeLessThan(500);
    expect(r.headers["content-type"]).toMatch(/text\/html/);
    expect(r.headers["content-encoding"]).toBeUndefined();
  });
});

describe("body limit", () => {
  const head = (app: App, fields: string[]) =>
    `POST /employee/login HTTP/1.1\r\n${[`Host: 127.0.0.1:${app.port}`, `Origin: ${app.origin}`, `Content-Type: ${FORM}`, ...fields].join("\r\n")}\r\n\r\n`;

  it("refuses a Content-Length over the limit with 413 before reading the body", async () => {
    // Only the head is sent: the answer can come only from the declared length.
    const answer = await raw(proxied, head(proxied, ["Content-Length: 10485760"]));
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toEqual(["close"]);

    // With Expect: 100-continue the client is told 413 instead of being asked for the body.
    const expecting = await raw(proxied, head(proxied, ["Content-Length: 10485760", "Expect: 100-continue"]));
    expect(expecting.status).toBe(413);
    expect(expecting.all).not.toContain("100 Continue");
  });

  it("refuses a chunked body that grows over the limit with 413", async () => {
    const answer = await new Promise<{ answer: RawAnswer; sent: number }>((resolve) => {
      const socket = net.connect(proxied.port, "127.0.0.1");
      let all = "";
      let sent = 0;
      let done = false;
      socket.setEncoding("latin1");
      socket.on("data", (d: string) => (all += d));
      socket.on("error", () => undefined); // the server closes while we still send: expected
      socket.on("close", () => {
        done = true;
        resolve({ answer: parseRaw(all), sent });
      });
      socket.write(head(proxied, ["Transfer-Encoding: chunked"]));
      const chunk = `4000\r\n${"a".repeat(0x4000)}\r\n`;
      // Streams until the server answers (it must, once it has counted more than the limit),
      // or gives up after 64 times the limit.
      const pump = () => {
        if (done || all || sent > 64 * BODY_LIMIT) {
          if (!done && !all) socket.end("0\r\n\r\n");
          return;
        }
        sent += 0x4000;
        if (socket.write(chunk)) setImmediate(pump);
        else socket.once("drain", pump);
      };
      socket.once("connect", pump);
    });
    expect(answer.answer.status).toBe(413);
    expect(answer.sent).toBeGreaterThan(BODY_LIMIT);
    await healthy(proxied);
  });

  it("reads bodies under the limit, with a length or chunked", async () => {
    const fields = { intent: "login", email: SEEDED[0], password: TEST_PASSWORD, padding: "p".repeat(BODY_LIMIT - 1024) };
    const withLength = await postDirect(proxied, "/employee/login", fields);
    expect(REDIRECT).toContain(withLength.status);

    const body = form({ ...fields, email: SEEDED[1] });
    const chunked = await new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: proxied.port,
          path: "/employee/login",
          method: "POST",
          agent: false,
          headers: { "Content-Type": FORM, Origin: proxied.origin },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            proxied.note(res.headers["x-request-id"] as string, "POST", "/employee/login", res.statusCode!);
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.alloc(0), text: "" });
          });
        },
      );
      req.on("error", reject);
      for (let i = 0; i < body.length; i += 8192) req.write(body.slice(i, i + 8192)); // no Content-Length: chunked
      req.end();
    });
    expect(REDIRECT).toContain(chunked.status);
    await healthy(proxied);
  });
});

describe("body limit of the bulk import", () => {
  const headOnly = (app: App, target: string, length: number) =>
    `POST ${target} HTTP/1.1\r\n${[`Host: 127.0.0.1:${app.port}`, `Origin: ${app.origin}`, `Content-Type: ${FORM}`, `Content-Length: ${length}`].join("\r\n")}\r\n\r\n`;

  it("refuses bodies over the import paths' own limit with 413 and says so; other paths keep MAX_BODY_BYTES", async () => {
    for (const target of [
      "/admin/dashboard/import",
      "/company/acme-pharma/admin/dashboard/import.data",
      "/api/croacademy/admin/employees/bulk",
    ]) {
      const answer = await raw(direct, headOnly(direct, target, IMPORT_BODY_MAX_BYTES + 1));
      expect(answer.status, target).toBe(413);
      expect(answer.body).toContain("a bulk import takes at most 2 MB of CSV");
    }
    const other = await raw(direct, headOnly(direct, "/admin/dashboard", 2 * 1024 * 1024));
    expect(other.status).toBe(413);
    expect(other.body).toContain("the request body is over the size limit");
    // the SCIM service's clients read the refusal in SCIM's format (issue 29)
    const scim = await raw(direct, headOnly(direct, "/scim/v2/company/acme-pharma/Users", 2 * 1024 * 1024));
    expect(scim.status).toBe(413);
    expect(scim.body).toContain('"schemas":["urn:ietf:params:scim:api:messages:2.0:Error"],"status":"413"');
    await healthy(direct);
  });

  it("reads a 2 MB CSV posted form-encoded (over MAX_BODY_BYTES) on the import page and previews it", async () => {
    const jar = cookiesOf(
      await postDirect(direct, "/admin/login", { intent: "login", email: "admin@main.example", password: DEMO_PASSWORD }),
    );
    expect(jar.size).toBeGreaterThan(0);
    // 5,000 rows (the demo company has room for them), padded to just under 2 MB
    const rows = Array.from({ length: 5_000 }, (_, i) => `Pat,N${i},p${i}@bulk.example,${"n".repeat(385)}`);
    const csv = `first_name,last_name,email,notes\n${rows.join("\n")}\n`;
    expect(csv.length).toBeLessThanOrEqual(IMPORT_MAX_BYTES);
    expect(csv.length).toBeGreaterThan(IMPORT_MAX_BYTES - 50_000);
    const body = form({ intent: "preview", csvData: csv });
    expect(body.length).toBeGreaterThan(IMPORT_MAX_BYTES);
    const answer = await send(direct, "/admin/dashboard/import", {
      body,
      headers: { "Content-Type": FORM, Origin: direct.origin, Cookie: cookieHeader(jar) },
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Import 5,000 Employees");
    await healthy(direct);
  });
});

describe("behind a TLS-terminating proxy (TRUST_PROXY=loopback)", () => {
  it("accepts a same-origin sign-in with a Secure cookie, and answer posts", async () => {
    const browser = new ProxiedBrowser("198.51.100.10");
    const signedIn = await browser.signIn(EMPLOYEE, DEMO_PASSWORD);
    expect(REDIRECT).toContain(signedIn.status);
    expect(signedIn.headers.location).toBe("/training-intro");
    const cookies = signedIn.headers["set-cookie"] ?? [];
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) expect(c).toMatch(/;\s*Secure/i);
    expect(signedIn.headers["strict-transport-security"]).toBeTruthy();

    const begin = await browser.request("/quest/1/1", { fields: { intent: "begin" } });
    expect(REDIRECT).toContain(begin.status);
    expect(begin.headers.location).toBe("/quest/1/1");
    const start = await browser.request("/quest/1/1", { fields: { intent: "start-assessment" } });
    expect(REDIRECT).toContain(start.status);
    const page = await browser.request("/quest/1/1");
    expect(page.status).toBe(200);
    const questionId = /name="questionId" value="(\d+)"/.exec(page.text)?.[1];
    expect(questionId).toBeTruthy();
    const answered = await browser.request("/quest/1/1", { fields: { intent: "answer", questionId: questionId!, choice: 0 } });
    expect(REDIRECT).toContain(answered.status);
    expect(answered.headers.location).toBe(`/quest/1/1?answered=${questionId}`);

    // The app saw the forwarded client, not the proxy.
    const reqId = answered.headers["x-request-id"] as string;
    const line = await proxied.until(() => proxied.access().find((l) => l.reqId === reqId), "the answer's access line");
    expect(line.address).toBe("198.51.100.10");
    // What the guards learnt reached the access line: the tenant, the signed-in user, the route.
    expect(line).toMatchObject({ tenant: expect.any(String), userId: expect.any(Number), route: expect.stringContaining(":questId") });
  });

  it("refuses a cross-site post through the proxy (403)", async () => {
    const browser = new ProxiedBrowser("198.51.100.11");
    const r = await browser.signIn(EMPLOYEE, DEMO_PASSWORD, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(r.status).toBe(403);
    expect(r.headers["set-cookie"]).toBeUndefined();
  });

  it("limits sign-ins per forwarded client address, not per proxy", async () => {
    const attacker = new ProxiedBrowser("198.51.100.30");
    const failures = await Promise.all(
      Array.from({ length: 30 }, (_, i) => new ProxiedBrowser(attacker.address).signIn(`nobody-${i}@server.test`, "Wrong-Password-1")),
    );
    expect(failures.map((r) => r.status)).toEqual(Array(30).fill(401));

    const locked = await attacker.signIn(EMPLOYEE, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    // A forged X-Forwarded-For from the client is kept left of the address the proxy appends.
    const forged = await attacker.signIn(EMPLOYEE, DEMO_PASSWORD, { "X-Forwarded-For": "203.0.113.99" });
    expect(forged.status).toBe(429);

    const other = await new ProxiedBrowser("198.51.100.31").signIn(EMPLOYEE, DEMO_PASSWORD);
    expect(REDIRECT).toContain(other.status);
  });

  it("keeps the X-Request-Id the proxy sent (answer and access line); a malformed one is replaced by our own", async () => {
    const browser = new ProxiedBrowser("198.51.100.40");
    const id = "lb-7f3a9c1e:0001/Root=1+x_y.z";
    const kept = await browser.request("/healthz", { headers: { "X-Request-Id": id } });
    expect(kept.headers["x-request-id"]).toBe(id);
    const line = await proxied.until(() => proxied.access().find((l) => l.reqId === id), "the access line of the proxy's id");
    expect(line).toMatchObject({ path: "/healthz", status: 200, address: "198.51.100.40" });
    for (const bad of ["has space", "x".repeat(129), 'quo"te', "a, b", "<script>", "semi;colon"]) {
      const replaced = await browser.request("/healthz", { headers: { "X-Request-Id": bad } });
      expect(replaced.headers["x-request-id"], bad).toMatch(UUID);
    }
  });
});

describe("without TRUST_PROXY", () => {
  it("ignores X-Forwarded-Proto and -Host in the origin check", async () => {
    const forged = await send(direct, "/employee/login", {
      body: form({ intent: "login", email: EMPLOYEE, password: DEMO_PASSWORD }),
      headers: {
        "Content-Type": FORM,
        Origin: PUBLIC_ORIGIN,
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": PUBLIC_HOST,
        "X-Forwarded-For": "198.51.100.50",
      },
    });
    expect(forged.status).toBe(403);
    expect(forged.headers["set-cookie"]).toBeUndefined();

    // The same post from the server's own origin is read (and signs in).
    const own = await postDirect(direct, "/employee/login", { intent: "login", email: EMPLOYEE, password: DEMO_PASSWORD });
    expect(REDIRECT).toContain(own.status);
  });

  it("ignores X-Forwarded-For: rotating it does not escape the per-address limit", async () => {
    const failures = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postDirect(
          direct,
          "/employee/login",
          { intent: "login", email: `nobody-${i}@server.test`, password: "Wrong-Password-1" },
          { "X-Forwarded-For": `198.51.100.${100 + i}` },
        ),
      ),
    );
    expect(failures.map((r) => r.status)).toEqual(Array(30).fill(401));
    const rotated = await postDirect(
      direct,
      "/employee/login",
      { intent: "login", email: EMPLOYEE, password: DEMO_PASSWORD },
      { "X-Forwarded-For": "198.51.100.200" },
    );
    expect(rotated.status).toBe(429);

    const addresses = new Set(
      direct
        .access()
        .filter((l) => l.method === "POST")
        .map((l) => l.address),
    );
    expect([...addresses]).toEqual(["127.0.0.1"]);
  });

  it("ignores a client's X-Request-Id: the request gets our own id", async () => {
    const r = await send(direct, "/healthz", { headers: { "X-Request-Id": "client-chosen-id-1" } });
    expect(r.headers["x-request-id"]).toMatch(UUID);
    expect(direct.access().some((l) => l.reqId === "client-chosen-id-1")).toBe(false);
  });
});

describe("busy password hashing (HASH_CONCURRENCY=1, HASH_QUEUE=0)", () => {
  /** The sign-in page's 503 answers of the bursts below. */
  const busyAnswers: Answer[] = [];

  it("answers 503 with Retry-After to sign-ins over the queue, never 500; later sign-ins work", async () => {
    // Whether a sign-in of a burst finds the one hashing slot taken depends on scheduling, so the
    // burst is repeated until one did (each slow hash is far longer than reading a request).
    const statuses: number[] = [];
    for (let burst = 0; burst < 6 && busyAnswers.length === 0; burst++) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          postDirect(
            busy,
            "/employee/login",
            { intent: "login", email: `burst-${burst}-${i}@server.test`, password: "Wrong-Password-1" },
            { "X-Forwarded-For": `198.51.100.${burst * 10 + i}` },
          ),
        ),
      );
      statuses.push(...answers.map((a) => a.status));
      busyAnswers.push(...answers.filter((a) => a.status === 503));
    }
    for (const s of statuses) expect([302, 303, 401, 503]).toContain(s);
    expect(busyAnswers.length).toBeGreaterThan(0);

    // The JSON API answers the same refusal with Retry-After.
    const api: Answer[] = [];
    for (let burst = 0; burst < 6 && !api.some((a) => a.status === 503); burst++) {
      api.push(
        ...(await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            send(busy, "/api/auth/login", {
              body: JSON.stringify({ email: `api-${burst}-${i}@server.test`, password: "Wrong-Password-1" }),
              headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.101.${burst * 10 + i}` },
            }),
          ),
        )),
      );
    }
    for (const a of api) expect([401, 503]).toContain(a.status);
    const refused = api.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) expect(Number(a.headers["retry-after"])).toBeGreaterThan(0);

    const later = await postDirect(
      busy,
      "/employee/login",
      { intent: "login", email: EMPLOYEE, password: DEMO_PASSWORD },
      { "X-Forwarded-For": "198.51.100.250" },
    );
    expect(REDIRECT).toContain(later.status);
    expect(busy.access().filter((l) => l.status >= 500 && l.status !== 503)).toEqual([]);
  });

  // React Router passes an action's headers (other than Set-Cookie) to a document response only
  // through the route's `headers` export: the login routes forward Retry-After.
  it("the sign-in page's 503 carries Retry-After too", () => {
    expect(busyAnswers.length).toBeGreaterThan(0);
    for (const a of busyAnswers) expect(Number(a.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("one request in progress at a time (ACTIVE_REQUESTS=1)", () => {
  /** A sign-in whose head and first bytes are sent; `rest()` sends the remainder and reads the answer. */
  async function slowSignIn(app: App) {
    const body = form({ intent: "login", email: EMPLOYEE, password: "Wrong-Password-1" });
    const head = `POST /employee/login HTTP/1.1\r\n${[
      `Host: 127.0.0.1:${app.port}`,
      `Origin: ${app.origin}`,
      `Content-Type: ${FORM}`,
      `Content-Length: ${body.length}`,
      "Connection: close",
    ].join("\r\n")}\r\n\r\n`;
    const socket = net.connect(app.port, "127.0.0.1");
    let all = "";
    socket.setEncoding("latin1");
    socket.on("data", (d: string) => (all += d));
    const closed = new Promise<RawAnswer>((resolve) => socket.on("close", () => resolve(parseRaw(all))));
    await new Promise<void>((resolve) => socket.write(head + body.slice(0, 10), "latin1", () => resolve()));
    // (Connection: close: the server closes once it has answered)
    return { rest: () => (socket.write(body.slice(10), "latin1"), closed), leave: () => socket.destroy() };
  }

  it("a client that sends its body slowly, or goes away halfway, keeps no one waiting", async () => {
    const slow = await slowSignIn(busy);
    const gone = await slowSignIn(busy);
    gone.leave();
    await healthy(busy); // answered while the first sign-in's body is still on its way
    const answer = await slow.rest();
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(500);
    await healthy(busy);
    expect(busy.access().filter((l) => l.status >= 500 && l.status !== 503)).toEqual([]);
  });
});

describe("access log", () => {
  it("one JSON line per request: the request id, method, path without query, status; no secrets", async () => {
    const secret = `secret-${randomBytes(6).toString("hex")}`;
    await send(proxied, `/healthz?token=${secret}`);
    await send(proxied, `/employee/login?token=${secret}`);
    await raw(proxied, rawRequest(proxied, `GET /no-such-page?token=${secret} HTTP/1.1`));
    const wrong = `Wrong-${secret}`;
    const failed = await postDirect(proxied, "/employee/login", { intent: "login", email: SEEDED[0], password: wrong });
    expect(failed.status).toBe(401);

    const seen = proxied.seen;
    expect(seen.length).toBeGreaterThan(40);
    await proxied.until(
      () => (seen.every((s) => proxied.access().some((l) => l.reqId === s.reqId)) ? true : undefined),
      "every access line",
    );
    const lines = proxied.access();
    for (const s of seen) {
      const matching = lines.filter((l) => l.reqId === s.reqId);
      expect(matching).toHaveLength(1);
      expect({ method: matching[0].method, path: matching[0].path, status: matching[0].status }).toEqual({
        method: s.method,
        path: s.path,
        status: s.status,
      });
    }
    expect(new Set(lines.map((l) => l.reqId)).size).toBe(lines.length);
    expect(new Set(lines.map((l) => l.pid)).size).toBe(1);
    for (const l of lines) expect(l.path).not.toContain("?");

    const all = proxied.lines.join("\n");
    expect(all).not.toContain(secret);
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(all).not.toContain(TEST_PASSWORD);
    // Every line is JSON, and nothing failed on the server.
    expect(proxied.json().filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(lines.filter((l) => l.status >= 500)).toEqual([]);
  });
});
