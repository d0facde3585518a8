/**
 * The log lines: a request's lines carry its record (id, tenant, user, route), secrets are
 * redacted, and the access log writes whole lines to the same stream.
 */
import { expect, it } from "vitest";
import { accessLog, annotateRequest, attachRequestLog, log } from "../../app/server/platform/log.server";
import { logged } from "../support/log";

/** The lines written while `fn` runs, at level info. */
const linesOf = async (fn: () => void) => (await logged(fn)).lines;

it("a request's lines carry its record as the guards filled it in; other lines carry none", async () => {
  const request = new Request("http://localhost/quest/1/1", { method: "POST" });
  const other = new Request("http://localhost/world");
  attachRequestLog(request, { reqId: "req-1", route: "/quest/:regionId/:questId" });
  annotateRequest(request, { tenant: "main" });
  annotateRequest(request, { userId: 7 });
  annotateRequest(other, { userId: 8 }); // no record attached: nothing to fill in
  const [mine, plain, unknown] = await linesOf(() => {
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

it("redacts secrets in app lines; the access log writes its chosen fields to the same stream, in order", async () => {
  const [app, access, after] = await linesOf(() => {
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
