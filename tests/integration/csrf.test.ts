/**
 * Cross-site requests and safe methods (issue 12, part 2), against the production server as a
 * child process (the Origin check lives in scripts/server.ts and the root middleware):
 * - every action of app/routes.ts and every call of the JSON API, in every context, posted with
 *   a foreign Origin, with `Origin: null` and with `Sec-Fetch-Site: cross-site` by signed-in
 *   people of every kind answers 403, and the database is unchanged;
 * - a crawl of every GET and HEAD the signed-in pages lead to (every page of the URL map, every
 *   link on every page it reaches with its query parameters, every GET of the API) leaves every
 *   table's content identical;
 * - on the way, every answer carries the security headers (part 6): nosniff, Referrer-Policy,
 *   frame-ancestors; every page an enforced CSP with a nonce of its own, the same nonce on every
 *   script and style element of the page, no style attribute anywhere, and no-store.
 * The crawl runs in the pseudo-locale (issue 27: I18N_PSEUDO=on, `?lang=en-XA` remembered in the
 * language cookie), with a signed-out visitor beside the signed-in people: a page that shows a
 * plain-ASCII word its data does not explain shows a text that is not in the catalogue.
 * Sessions are touched at most once a minute; the crawl moves its sessions' last-seen time
 * ahead first, so that a slow machine does not turn that touch into a write the test counts.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../app/content";
import { API_ROUTES } from "../../app/routes/api/api.server";
import { DEMO_PASSWORD } from "../../app/server/platform/seed.server";
import { TEST_PASSWORD } from "../support/factory";
import { untranslatedWords, wordsOf } from "../support/pseudo";
import { encoded, TestIdp } from "../support/saml-idp";
import { API_FILE, routePatterns } from "../support/route-map";
import { type Answer, type App, apps, cookieHeader, ensureBuild, cookiesOf, form, send, startApp } from "../support/server-process";

const FORM = "application/x-www-form-urlencoded";
const COMPANY = "acme-pharma";
const SUPER = "root@csrf.test";

let app: App;
/** Signed-in people: name, cookie jar. */
const people: { name: string; jar: Map<string, string> }[] = [];
/** The signed-out visitor of the crawl (the public pages and their language switch). */
const visitor = { name: "visitor", jar: new Map<string, string>() };
/** Untranslated words the crawl saw, with the first page that showed each. */
const untranslated = new Map<string, string>();

/** Takes the pseudo-locale as the language switch does (`?lang=en-XA`, a cookie). */
async function pickPseudoLocale(jar: Map<string, string>) {
  const r = await send(app, "/login-selection?lang=en-XA", { headers: { Cookie: cookieHeader(jar) } });
  expect(r.headers.location).toBe("/login-selection");
  cookiesOf(r, jar);
  expect(jar.has("academy_lang")).toBe(true);
}

/**
 * The words of what the pages show as data: names, settings' texts, the products' names, and the
 * course's own names (module titles, departments, descriptions, badges), which the pseudo-locale
 * shows in English (the course has no pseudo text); its longer texts carry lang="en" and are left
 * out by the check.
 */
async function dataWords(): Promise<Set<string>> {
  const db = app.database();
  const companies = await db.selectFrom("companies").select(["name", "slug", "contact_email"]).execute();
  const users = await db.selectFrom("users").select(["first_name", "last_name", "email"]).execute();
  const settings = await db
    .selectFrom("company_settings")
    .select(["welcome_message", "signer_name", "signer_title", "email_sender_name"])
    .execute();
  return wordsOf([
    "GDPR Training Academy",
    "CRO Academy",
    "UTC",
    ...modules.flatMap((m) => [m.title, m.department, m.description, m.badge]),
    ...companies.flatMap((c) => [c.name, c.slug, c.contact_email]),
    ...users.flatMap((u) => [u.first_name, u.last_name, u.email]),
    ...settings.flatMap((c) => [c.welcome_message, c.signer_name, c.signer_title, c.email_sender_name]),
  ]);
}

/**
 * Every table's content, hashed (the database as the test compares it): its rows as JSON, sorted,
 * so that the hash does not depend on the order the engine reads them in.
 */
async function contents(): Promise<Record<string, string>> {
  const db = app.database();
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name).sort();
  const out: Record<string, string> = {};
  for (const name of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    out[name] = createHash("sha256")
      .update(JSON.stringify(rows.map((r) => JSON.stringify(r)).sort()))
      .digest("hex");
  }
  return out;
}
const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);

let employeeId = 0;
/** A URL of a pattern with the demo company's values; a parameter without one fails the suite. */
function fill(pattern: string): string {
  const values: Record<string, string> = {
    subdomain: COMPANY,
    regionId: "1",
    questId: "1",
    moduleId: "1",
    provider: "google",
    employeeId: String(employeeId),
    id: String(employeeId),
    // a number of no certificate (the verification page answers "not found"; revocations refuse it)
    number: "GDPR-PHARMA-CSRFPROBENUMB",
  };
  return `/${pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`the CSRF test has no value for :${name} (in ${pattern}): add one`);
    return values[name];
  })}`.replace(/(.)\/$/, "$1");
}

async function signIn(name: string, path: string, email: string, password: string) {
  const jar = new Map<string, string>();
  const r = await send(app, path, {
    body: form({ intent: "login", email, password }),
    headers: { "Content-Type": FORM, Origin: app.origin },
  });
  expect([302, 303], `${name} signs in at ${path}: ${r.status}`).toContain(r.status);
  cookiesOf(r, jar);
  people.push({ name, jar });
}

beforeAll(async () => {
  ensureBuild();
  app = await startApp("csrf", { SEED_SUPER_ADMIN: SUPER, PUBLIC_URL: "http://localhost:3000", I18N_PSEUDO: "on" });
  await signIn("main employee", "/employee/login", "employee@main.example", DEMO_PASSWORD);
  await signIn("company employee", `/company/${COMPANY}/employee/login`, `employee@${COMPANY}.example`, DEMO_PASSWORD);
  await signIn("company admin", `/company/${COMPANY}/admin/login`, `admin@${COMPANY}.example`, DEMO_PASSWORD);
  await signIn("super admin", "/super-admin/login", SUPER, TEST_PASSWORD);
  const employee = await app
    .database()
    .selectFrom("users")
    .select("id")
    .where("email", "=", `employee@${COMPANY}.example`)
    .executeTakeFirstOrThrow();
  employeeId = employee.id;
  // a mail waiting for a mail server, so that the admin dashboard's notice of it is crawled too
  const company = await app.database().selectFrom("companies").select("id").where("slug", "=", COMPANY).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await app
    .database()
    .insertInto("email_outbox")
    .values({
      company_id: company.id,
      user_id: employee.id,
      to_address: `employee@${COMPANY}.example`,
      subject: "s",
      text_body: "t",
      html_body: null,
      certificate_number: null,
      status_reason: null,
      last_error: null,
      created_at: now,
      next_attempt_at: now,
      sent_at: null,
      failed_at: null,
    })
    .execute();
  for (const who of [...people, visitor]) await pickPseudoLocale(who.jar);
}, 240_000);

afterAll(async () => {
  await Promise.all(apps.map((a) => a.stop()));
});

describe("cross-site requests", () => {
  /**
   * The refused kinds of post. The last three carry the request's own Origin (which the Origin
   * checks let through) and a Sec-Fetch-Site saying the browser posted from another site, or
   * no Origin at all: only the Sec-Fetch-Site check refuses them, so a broken one fails here.
   */
  const crossSite = (): Record<string, Record<string, string>> => ({
    "a foreign Origin": { Origin: "https://evil.example" },
    "Origin: null": { Origin: "null" },
    "PUBLIC_URL's Origin, Sec-Fetch-Site: cross-site": { Origin: "http://localhost:3000", "Sec-Fetch-Site": "cross-site" },
    "its own Origin, Sec-Fetch-Site: cross-site": { Origin: app.origin, "Sec-Fetch-Site": "cross-site" },
    "its own Origin, Sec-Fetch-Site: same-site": { Origin: app.origin, "Sec-Fetch-Site": "same-site" },
    "no Origin, Sec-Fetch-Site: cross-site": { "Sec-Fetch-Site": "cross-site" },
  });
  /** Bodies that would change something if they were let through. */
  const bodies = () => [
    { type: FORM, body: "intent=reset-all" },
    { type: FORM, body: `intent=delete&employeeId=${employeeId}` },
    { type: "application/json", body: '{"regionId":1,"name":"Changed by a cross-site post"}' },
  ];

  it("every action and API call, signed in as anyone, answers 403 and changes nothing", async () => {
    const before = await contents();
    const targets: { method: string; url: string }[] = [];
    for (const { pattern, route } of routePatterns()) {
      if (pattern === "*" || route.file === API_FILE || route.index) continue;
      targets.push({ method: "POST", url: fill(pattern) });
    }
    for (const route of API_ROUTES) {
      for (const prefix of ["/api", "/api/croacademy", `/api/company/${COMPANY}`]) {
        if (route.platform && prefix !== "/api") continue;
        for (const p of route.paths)
          if (route.method !== "GET") targets.push({ method: route.method, url: `${prefix}/${fill(p).slice(1)}` });
      }
    }
    expect(targets.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    const kinds = Object.entries(crossSite());
    for (const t of targets) {
      for (const who of people) {
        for (const [how, headers] of kinds) {
          for (const b of bodies()) {
            const r = await send(app, t.url, {
              method: t.method,
              body: b.body,
              headers: { ...headers, "Content-Type": b.type, Cookie: cookieHeader(who.jar) },
            });
            if (r.status !== 403) wrong.push(`${t.method} ${t.url} (${how}) as ${who.name}: ${r.status}`);
          }
        }
      }
    }
    // the answers that let a post through first (2xx, 3xx), then the other wrong ones
    const rank = (w: string) => (/: [23]\d\d$/.test(w) ? 0 : 1);
    expect(wrong.sort((a, b) => rank(a) - rank(b)).slice(0, 40), `${wrong.length} posts not refused`).toEqual([]);
    expect(changedTables(before, await contents())).toEqual([]);
  }, 300_000);

  it("the same posts from the same origin get past the check (the refusals above are the check's)", async () => {
    // A sign-in with a wrong password: the action runs and answers 401, whatever the kind of post.
    const post = (headers: Record<string, string>) =>
      send(app, "/employee/login", {
        body: form({ intent: "login", email: "nobody@csrf.test", password: "wrong password 1" }),
        headers: { ...headers, "Content-Type": FORM },
      });
    const sameOrigin: Record<string, string>[] = [{ Origin: app.origin, "Sec-Fetch-Site": "same-origin" }, { Origin: app.origin }, {}];
    for (const headers of sameOrigin) {
      expect((await post(headers)).status, JSON.stringify(headers)).toBe(401);
    }
    for (const [how, headers] of Object.entries(crossSite())) expect((await post(headers)).status, how).toBe(403);
  });
});

/** Every nonce seen: a page's nonce is its own. */
const nonces = new Set<string>();

/** What is wrong with an answer's security headers (and, for a page, its CSP nonce and style attributes). */
function headerProblems(label: string, r: Answer): string[] {
  const out: string[] = [];
  const h = r.headers;
  if (h["x-content-type-options"] !== "nosniff") out.push(`${label}: no nosniff`);
  if (h["referrer-policy"] !== "same-origin") out.push(`${label}: Referrer-Policy ${h["referrer-policy"]}`);
  if (!String(h["content-type"] ?? "").includes("text/html") || r.status !== 200) return out;
  const csp = String(h["content-security-policy"] ?? "");
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  if (!nonce || !csp.includes(`style-src 'self' 'nonce-${nonce}'`)) out.push(`${label}: CSP without script and style nonces: ${csp}`);
  if (csp.includes("unsafe-inline") || !csp.includes("frame-ancestors 'none'")) out.push(`${label}: CSP ${csp}`);
  if (nonce && nonces.has(nonce)) out.push(`${label}: a nonce used before`);
  if (nonce) nonces.add(nonce);
  for (const m of r.text.matchAll(/<(script|style)\b[^>]*>/g))
    if (!m[0].includes(`nonce="${nonce}"`) && !/<script[^>]*\bsrc=/.test(m[0])) out.push(`${label}: ${m[0]} without the page's nonce`);
  for (const m of r.text.matchAll(/<[a-z][^>]*\sstyle=/gi)) out.push(`${label}: a style attribute: ${m[0].slice(0, 80)}`);
  if (!String(h["cache-control"] ?? "").includes("no-store")) out.push(`${label}: Cache-Control ${h["cache-control"]}`);
  return out;
}

describe("safe methods", () => {
  it("a crawl of every GET and HEAD the signed-in pages lead to leaves every table as it was", async () => {
    // sessions are touched at most once a minute: move this test's ahead so none is due
    await app
      .database()
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() + 3_600_000).toISOString() })
      .execute();
    const before = await contents();

    const start: string[] = [];
    for (const { pattern, route } of routePatterns()) {
      if (pattern === "*" || route.file === API_FILE || route.index) continue;
      start.push(fill(pattern));
    }
    for (const route of API_ROUTES) {
      if (route.method !== "GET") continue;
      for (const prefix of ["/api", "/api/croacademy", `/api/company/${COMPANY}`]) {
        if (route.platform && prefix !== "/api") continue;
        for (const p of route.paths) start.push(`${prefix}/${fill(p).slice(1)}`);
      }
    }
    const LIMIT = 500; // pages a person, so that a list of links without end cannot make the test run away
    let requests = 0;
    const problems: string[] = [];
    const reached = new Map<string, string[]>();
    const allowed = await dataWords();
    for (const who of [...people, visitor]) {
      const seen = new Set<string>();
      const ok: string[] = [];
      reached.set(who.name, ok);
      const queue = [...start];
      while (queue.length && seen.size < LIMIT) {
        const url = queue.shift()!;
        if (seen.has(url)) continue;
        seen.add(url);
        const headers = { Cookie: cookieHeader(who.jar), Accept: "text/html" };
        const r = await send(app, url, { headers });
        const head = await send(app, url, { method: "HEAD", headers });
        requests += 2;
        if (r.status === 200) ok.push(url);
        if (r.status >= 500 || head.status >= 500) problems.push(`GET/HEAD ${url} as ${who.name}: ${r.status}/${head.status}`);
        problems.push(...headerProblems(`GET ${url} as ${who.name}`, r));
        if (r.headers["set-cookie"]?.some((c) => /academy_session=;|Max-Age=0/i.test(c)))
          problems.push(`GET ${url} as ${who.name} ended the session`);
        const type = String(r.headers["content-type"] ?? "");
        const next = [r.headers.location].filter((l): l is string => typeof l === "string");
        if (type.includes("text/html")) for (const m of r.text.matchAll(/href="([^"]+)"/g)) next.push(m[1].replaceAll("&amp;", "&"));
        if (type.includes("text/html") && r.status < 500)
          for (const w of untranslatedWords(r.text, allowed)) if (!untranslated.has(w)) untranslated.set(w, `${url} (${who.name})`);
        for (const link of next) {
          const target = new URL(link, `http://localhost:3000${url}`);
          if (target.origin !== "http://localhost:3000" || target.pathname.startsWith("/assets/")) continue;
          const local = target.pathname + target.search;
          if (!seen.has(local)) queue.push(local);
        }
      }
    }
    console.info(`crawl: ${requests} requests, ${nonces.size} pages`);
    expect(problems).toEqual([]);
    // signed in, the crawl reached the links only a session shows (confirmation steps, pages, filters)
    const some = (name: string, re: RegExp) =>
      expect(
        reached.get(name)!.some((u) => re.test(u)),
        `${name} reached ${re}`,
      ).toBe(true);
    some("company admin", /\/admin\/dashboard\?.*confirm=delete-\d+/);
    some("company admin", /\/admin\/dashboard\/employees\/\d+\/mail/);
    some("company admin", /\/admin\/completions\.csv/);
    some("company admin", /\/admin\/dashboard\/audit\?(.*&)?verify=1/);
    some("company admin", /\/admin\/audit\.csv/);
    some("company employee", /^\/company\/acme-pharma\/quest\/\d\/1/);
    some("main employee", /^\/profile/);
    some("super admin", /\/super-admin\/dashboard\?.*confirm=delete-\d+/);
    some("visitor", /^\/company\/acme-pharma\/employee\/login/);
    expect(changedTables(before, await contents())).toEqual([]);
  }, 300_000);

  it("every page the crawl reached speaks the pseudo-locale: no text outside the catalogues", () => {
    expect(nonces.size).toBeGreaterThan(50);
    const list = [...untranslated].map(([word, where]) => `${word}: ${where}`);
    expect(list.slice(0, 80), `${list.length} untranslated words`).toEqual([]);
  });
});

describe("the SAML assertion consumer service (issue 29)", () => {
  it("is the one path a cross-site post reaches: the IdP's signed response from its own site signs in, anything else gets the refusal page", async () => {
    const idp = await TestIdp.create("https://idp.csrf.example/saml");
    const db = app.database();
    const company = await db.selectFrom("companies").select("id").where("slug", "=", COMPANY).executeTakeFirstOrThrow();
    await db
      .insertInto("company_sso")
      .values({
        company_id: company.id,
        allowed_domains: `${COMPANY}.example`,
        require_sso: 0,
        saml_idp_entity_id: idp.entityId,
        saml_idp_sso_url: `${idp.ssoUrl}/redirect`,
        saml_idp_certificates: idp.keys.cert,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const base = `/company/${COMPANY}`;
    const signed = idp.response({
      audience: `http://localhost:3000${base}/sso/saml/metadata.xml`,
      recipient: `http://localhost:3000${base}/sso/saml/acs`,
      nameId: `employee@${COMPANY}.example`,
    });
    // as a browser posts the IdP's form: from the IdP's site, without the academy's cookies (SameSite=Lax)
    const post = (body: string, path = `${base}/sso/saml/acs`) =>
      send(app, path, { body, headers: { Origin: "https://idp.csrf.example", "Sec-Fetch-Site": "cross-site", "Content-Type": FORM } });
    const ok = await post(form({ SAMLResponse: encoded(signed) }));
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe(`${base}/training-intro`);
    expect(ok.headers["set-cookie"]?.some((c) => c.startsWith("academy_session="))).toBe(true);
    // the same response again (a replay) and no response at all: the action's refusal page, not the cross-site refusal
    for (const body of [form({ SAMLResponse: encoded(signed) }), "intent=reset-all"]) {
      const refused = await post(body);
      expect(refused.status).toBe(403);
      expect(String(refused.headers["content-type"])).toContain("text/html");
      expect(refused.headers["set-cookie"]?.some((c) => c.startsWith("academy_session=")) ?? false).toBe(false);
    }
    // any other path still refuses the same post before its action
    expect((await post(form({ SAMLResponse: encoded(signed) }), `${base}/sso/saml/acs/`)).text).toBe(
      "Forbidden: cross-site request refused.",
    );
  });
});
