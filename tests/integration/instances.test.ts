/**
 * Several stateless instances (issue 26, part 3): two production server processes on one
 * PostgreSQL database, behind a small round-robin proxy, as a load balancer would put them.
 * Everything a request needs is in the database: a session opened through one instance works on
 * the other; a burst of wrong passwords split across both checks no more than the account's
 * allowance; a company suspended through one is refused by the other once its tenant cache is
 * older than COMPANY_CACHE_MS (the test waits for twice that, then asks once: no timing assert).
 * PostgreSQL only: a SQLite file serves one process.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_LIMIT } from "../../app/server/identity/rate-limit.server";
import { COMPANY_CACHE_MS } from "../../app/server/platform/db.server";
import { createCompany, createUser, TEST_PASSWORD } from "../support/factory";
import { onPostgres } from "../support/engine";
import { type Answer, App, apps, cookieHeader, cookiesOf, ensureBuild, form, send, testDatabase } from "../support/server-process";

const FORM = "application/x-www-form-urlencoded";
const REDIRECT = [302, 303];

/** Forwards each request to the next instance in turn; `via` records which one answered. */
function roundRobin(backends: App[]) {
  let next = 0;
  const via: number[] = [];
  const server = http.createServer((req, res) => {
    const index = next++ % backends.length;
    via.push(index);
    const upstream = http.request(
      { host: "127.0.0.1", port: backends[index].port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return { server, via };
}

describe.skipIf(!onPostgres())("two app instances on one PostgreSQL database, behind a proxy", () => {
  let proxy: ReturnType<typeof roundRobin>;
  let port = 0;
  const target = () => ({ port, origin: `http://127.0.0.1:${port}` });

  beforeAll(async () => {
    ensureBuild();
    // both on this file's own database (the factory below writes to it too), one after the
    // other: the first migrates and seeds, the second finds it done
    for (const name of ["one", "two"]) {
      const app = new App(name, testDatabase(), {});
      apps.push(app);
      await app.ready();
    }
    proxy = roundRobin(apps);
    await new Promise<void>((resolve) => proxy.server.listen(0, "127.0.0.1", resolve));
    port = (proxy.server.address() as AddressInfo).port;
  }, 240_000);

  afterAll(async () => {
    await new Promise((resolve) => (proxy ? proxy.server.close(resolve) : resolve(undefined)));
    await Promise.all(apps.map((app) => app.stop()));
  });

  /** A request through the proxy, with a browser's cookie jar. */
  async function through(jar: Map<string, string>, path: string, fields?: Record<string, string>): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (jar.size) headers.Cookie = cookieHeader(jar);
    if (fields) Object.assign(headers, { "Content-Type": FORM, Origin: target().origin, "Sec-Fetch-Site": "same-origin" });
    const answer = await send(apps[0], path, { port: target().port, headers, body: fields ? form(fields) : undefined });
    cookiesOf(answer, jar);
    return answer;
  }

  it("a session opened through one instance works on the other", async () => {
    const company = await createCompany();
    const person = await createUser({ company: company.slug });
    const jar = new Map<string, string>();
    const base = `/company/${company.slug}`;
    const first = proxy.via.length;
    const signedIn = await through(jar, `${base}/employee/login`, { intent: "login", email: person.email, password: TEST_PASSWORD });
    expect(REDIRECT).toContain(signedIn.status);
    for (let i = 0; i < 4; i++) expect((await through(jar, `${base}/world`)).status).toBe(200);
    // both instances served this session
    expect(new Set(proxy.via.slice(first))).toEqual(new Set([0, 1]));
  });

  it("60 wrong passwords split across both instances: no more than the account's allowance is checked", async () => {
    const company = await createCompany();
    const person = await createUser({ company: company.slug });
    const path = `/company/${company.slug}/employee/login`;
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => through(new Map(), path, { intent: "login", email: person.email, password: "Wrong-Password-1" })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    // and the right password is refused too until the window ends
    expect((await through(new Map(), path, { intent: "login", email: person.email, password: TEST_PASSWORD })).status).toBe(429);
  });

  it("the page an administrator is sent to after saving the settings shows them, on either instance", async () => {
    const company = await createCompany();
    const admin = await createUser({ role: "admin", company: company.slug });
    const base = `/company/${company.slug}`;
    const jar = new Map<string, string>();
    const signedIn = await through(jar, `${base}/admin/login`, { intent: "login", email: admin.email, password: TEST_PASSWORD });
    expect(REDIRECT).toContain(signedIn.status);
    const primaryOf = (page: Answer) => /--primary:\s*(#[0-9a-f]{6})/i.exec(page.text)?.[1]?.toLowerCase();
    for (const color of ["#1a7f5a", "#7a1f5c", "#22577a"]) {
      jar.delete("academy_fresh"); // (a browser's lasts seconds: each round starts without it)
      // both instances have just read the company's rows: their caches hold the colour before the save
      for (let i = 0; i < 2; i++) expect((await through(jar, `${base}/admin/dashboard/settings`)).status).toBe(200);
      const saved = await through(jar, `${base}/admin/dashboard/settings`, {
        companyName: `Company ${company.slug}`,
        primaryColor: color,
        secondaryColor: "#FF6A00",
        signerTitle: "Chief Compliance Officer",
        certificateValidityDays: "365",
        reminderIntervalDays: "30",
        sessionTimeoutMinutes: "480",
        autoEnrollNewEmployees: "on",
        requirePasswordChange: "on",
        defaultLocale: "browser",
      });
      expect(REDIRECT).toContain(saved.status);
      const savedOn = proxy.via.at(-1);
      // the redirect's page, on the other instance (round robin)
      const page = await through(jar, saved.headers.location!);
      expect(proxy.via.at(-1)).not.toBe(savedOn);
      expect(page.status).toBe(200);
      expect(primaryOf(page)).toBe(color);
    }
  });

  it("a company suspended through one instance is refused by the other within a second", async () => {
    const company = await createCompany();
    const person = await createUser({ company: company.slug });
    const superAdmin = await createUser({ role: "super_admin" });
    const login = `/company/${company.slug}/employee/login`;
    // both instances have the company cached as active
    for (const app of apps) expect((await send(app, login)).status).toBe(200);

    const token = await superAdminToken(apps[0], superAdmin.email);
    const suspended = await send(apps[0], `/api/super-admin/companies/${company.id}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        name: `Company ${company.slug}`,
        contact_email: "dpo@suspended.example",
        status: "suspended",
        max_employees: 10,
      }),
    });
    expect(suspended.status).toBe(200);
    expect((await send(apps[0], login)).status).not.toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 2 * COMPANY_CACHE_MS));
    const other = await send(apps[1], login);
    expect(other.status).not.toBe(200);
    const signIn = await send(apps[1], login, {
      headers: { "Content-Type": FORM, Origin: apps[1].origin, "Sec-Fetch-Site": "same-origin" },
      body: form({ intent: "login", email: person.email, password: TEST_PASSWORD }),
    });
    expect(REDIRECT).not.toContain(signIn.status);
  });
});

async function superAdminToken(app: App, email: string): Promise<string> {
  const r = await send(app, "/api/super-admin/auth/login", {
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(r.status).toBe(200);
  return (JSON.parse(r.text) as { sessionToken: string }).sessionToken;
}
