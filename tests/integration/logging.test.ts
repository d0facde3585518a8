/**
 * The log lines: a request's lines carry its record (id, tenant, user, route), secrets are
 * redacted, and the access log writes whole lines to the same stream.
 */
import pino from "pino";
import { afterEach, expect, it } from "vitest";
import { accessLog, annotateRequest, attachRequestLog, log } from "../../app/server/platform/log.server";

type Writable = { write: (line: string) => unknown };
const stream = () => (log() as unknown as Record<symbol, Writable>)[pino.symbols.streamSym];
let restore: (() => void) | undefined;
afterEach(() => restore?.());

/** The lines the process logger's stream is given while `fn` runs (the tests' level is silent: info here). */
function linesOf(fn: () => void): Record<string, unknown>[] {
  const s = stream();
  const original = s.write;
  const levels = [log().level, accessLog().level];
  const lines: string[] = [];
  s.write = (line: string) => lines.push(line);
  log().level = "info";
  accessLog().level = "info";
  restore = () => {
    s.write = original;
    [log().level, accessLog().level] = levels;
  };
  try {
    fn();
  } finally {
    restore();
    restore = undefined;
  }
  return lines
    .join("")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

it("a request's lines carry its record as the guards filled it in; other lines carry none", () => {
  const request = new Request("http://localhost/quest/1/1", { method: "POST" });
  const other = new Request("http://localhost/world");
  attachRequestLog(request, { reqId: "req-1", route: "/quest/:regionId/:questId" });
  annotateRequest(request, { tenant: "main" });
  annotateRequest(request, { userId: 7 });
  annotateRequest(other, { userId: 8 }); // no record attached: nothing to fill in
  const [mine, plain, unknown] = linesOf(() => {
    log(request).error({ err: new Error("disk full") }, "saving an answer failed");
    log().info("a job line");
    log(other).warn("a request the middleware never saw");
  });
  expect(mine).toMatchObject({
    reqId: "req-1",
    tenant: "main",
    userId: 7,
    route: "/quest/:regionId/:questId",
    msg: "saving an answer failed",
  });
  expect((mine.err as { message: string }).message).toBe("disk full");
  expect(plain).not.toHaveProperty("reqId");
  expect(unknown).not.toHaveProperty("reqId");
  expect(unknown).not.toHaveProperty("userId");
});

it("redacts secrets in app lines; the access log writes its chosen fields to the same stream, in order", () => {
  const [app, access, after] = linesOf(() => {
    log().warn({ password: "hunter2", user: { token: "abc", email: "a@example.com" }, headers: { cookie: "__session=x" } }, "sign-in");
    accessLog().info({ reqId: "req-2", method: "GET", path: "/world", status: 200 });
    log().info("after");
  });
  expect(app.password).toBe("[redacted]");
  expect(app.user).toEqual({ token: "[redacted]", email: "a@example.com" });
  expect(app.headers).toEqual({ cookie: "[redacted]" });
  expect(access).toMatchObject({ log: "access", reqId: "req-2", path: "/world", status: 200 });
  expect(after.msg).toBe("after");
});
