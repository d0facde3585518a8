/**
 * The tenant matrix (issue 12, part 1). Every loader and action of app/routes.ts and every call
 * of the JSON API's table is called as company A's employee and admin, by cookie and by bearer
 * token, with company B's ids, invitation tokens, certificate numbers and credentials: under A's
 * URLs, under B's URLs (where only ids are sent: B's credentials there would be B signing in)
 * and under the other contexts. Then:
 * - nothing of B comes back: none of B's private canary strings (its people's names, its welcome
 *   message, sender and signer names) in any body, and B's company name in nothing under a URL
 *   that is not B's own;
 * - nothing of B changes: a hash of every row that belongs to B, in every table (a table the
 *   matrix cannot attribute to a company fails the suite), is the same before and after (but for
 *   the audit events of anonymous reset requests for no account on B's public pages: B's own);
 * - a URL that names B's resources (a signed-in page of B's, an id of B's in the path, the
 *   platform's pages and calls) is refused: a redirect (to a sign-in page), or 4xx.
 * The routes, the API calls and the form intents are read from the app, so a route or intent
 * added later is walked too; a path parameter the matrix has no value for fails the suite.
 */
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "../../app/routes/api/api.server";
import { flattenScreens, PLATFORM_SCREENS, TENANT_SCREENS } from "../../app/screens";
import { db } from "../../app/server/platform/db.server";
import { revokeCertificate } from "../../app/server/training/certificates.server";
import { completeTraining, createCompany, createUser, inviteUser, TEST_PASSWORD, type TestUser } from "../support/factory";
import { onPostgres } from "../support/engine";
import { Browser, ORIGIN } from "../support/http";
import {
  API_FILE,
  ensureSession,
  type Identity,
  loadRouteModules,
  moduleOf,
  requestAs,
  routeFor,
  routePatterns,
  SCIM_FILE,
} from "../support/route-map";

const FORM = "application/x-www-form-urlencoded";
const canary = (what: string) => `${what}${randomBytes(4).toString("hex")}`;

/** Company B: its people, ids, tokens and the strings that must never reach A. */
const B = {
  name: canary("Bravocanary Pharma "),
  welcome: canary("Bravo welcome canary "),
  sender: canary("Bravo sender canary "),
  signer: canary("Dr. Bravosigner "),
  /** The reason B's admin gave for revoking a certificate: the company's only, never A's. */
  revokeReason: canary("Bravo revocation reason canary "),
  people: [] as { user: TestUser; first: string; last: string }[],
  slug: "",
  id: 0,
  employeeIds: [] as number[],
  tokens: [] as string[],
  certificateNumbers: [] as string[],
  /** The holder's names of each of B's certificates (a verification page shows them, by design). */
  holders: new Map<string, string[]>(),
  credentials: [] as { email: string; password: string }[],
};
const A = { slug: "", id: 0 };
const identities: Identity[] = [];

/** B's strings that no body may carry to A, whatever the URL. */
const privateCanaries = () => [B.welcome, B.sender, B.signer, B.revokeReason, ...B.people.flatMap((p) => [p.first, p.last])];

/**
 * The public certificate verification (/verify/{number}, /api/verify/{number}) shows anyone who
 * holds a number the holder's name and the company's name, by design (issue 13). Exempt from the
 * canaries, narrowly: only those two URLs, only the names of that number's holder and B's name;
 * the revocation reason and everything else of B stay canaries there too.
 */
function publicOnVerification(url: string): string[] {
  const m = /^\/(?:api\/)?verify\/([^/?]+)/.exec(url);
  if (!m) return [];
  const holder = B.holders.get(decodeURIComponent(m[1]));
  return holder ? [...holder, B.name] : [];
}

// ---- B's rows, hashed --------------------------------------------------------------------

/** How each table's rows are attributed to a company: every table must have a way. */
async function rowsOfB(): Promise<Record<string, string>> {
  const tables = (await db().introspection.getTables()).filter((t) => !t.name.startsWith("kysely_"));
  const out: Record<string, string> = {};
  for (const t of tables) {
    const cols = new Set(t.columns.map((c) => c.name));
    let where: string;
    if (t.name === "companies") where = `id = ${B.id}`;
    else if (t.name === "job_leases" || t.name === "content_versions")
      continue; // the platform's scheduler and the course content's versions, no company's
    else if (t.name === "rate_limits" || t.name === "rate_limit_holds")
      continue; // the platform's throttling counts, keyed by an HMAC of an email or address: no company's data
    else if (t.name === "platform_keys")
      continue; // the platform's own keys (the SAML service provider's signing key, one for every company)
    else if (t.name === "schema_floor")
      continue; // which builds may run on the database: no company's
    else if (t.name === "client_assets")
      continue; // the releases' scripts and style sheets: no company's
    else if (t.name === "audit_heads")
      continue; // moved by a trigger with every event of B's chain: B's events below say all it could
    else if (t.name === "audit_events")
      // A request on B's public password reset pages (anyone may post there) is B's own evidence:
      // for an email of no account of B's it is recorded without a subject, and is all the matrix
      // may add to B's trail (issue 24, 1.1). Everything else of B's trail must stay as it was.
      where = `company_id = ${B.id} and not (action = 'password_reset.requested' and subject_user_id is null and actor_user_id is null and details like '%"outcome":"unknown-account"%')`;
    else if (cols.has("company_id")) where = `company_id = ${B.id}`;
    else if (cols.has("user_id")) where = `user_id in (select id from users where company_id = ${B.id})`;
    else if (cols.has("attempt_id")) where = `attempt_id in (select id from attempts where company_id = ${B.id})`;
    else throw new Error(`table ${t.name}: the tenant matrix cannot tell whose its rows are`);
    // sorted here, not by SQLite's rowid (PostgreSQL has none, and some tables have no id)
    const rows = await sql.raw<Record<string, unknown>>(`select * from "${t.name}" where ${where}`).execute(db());
    const sorted = rows.rows.map((r) => JSON.stringify(r)).sort();
    out[t.name] = createHash("sha256").update(JSON.stringify(sorted)).digest("hex");
  }
  return out;
}

// ---- What the matrix sends -----------------------------------------------------------------

/**
 * Every `intent` the app's forms and buttons know (read from the sources, so a new one is sent
 * too). Read once: the sweep asks for them at every route.
 */
let intentsRead: string[] | undefined;
function formIntents(): string[] {
  intentsRead ??= readIntents();
  return intentsRead;
}

function readIntents(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync("app", { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f))) {
    const text = readFileSync(path.join("app", file), "utf8");
    for (const m of text.matchAll(/intent: z\.literal\("([\w-]+)"\)|name="intent" value="([\w-]+)"/g)) found.add(m[1] ?? m[2]);
  }
  return [...found].sort();
}

/** Form bodies that carry B's ids (and, where `withSecrets`, B's tokens and credentials). */
function formBodies(withSecrets: boolean): string[] {
  const bodies: string[] = [];
  // "" is a form without an intent (the settings form). Each intent carries two of B's people's
  // ids, tokens and credentials, the next intent the next two: every id, token and credential
  // goes with many intents, without every pair of them (which made this sweep outgrow the suite).
  // On PostgreSQL one each, in turn: who may see what is decided by the same code on both
  // engines; what PostgreSQL adds (types, casts, locks) is reached by every intent all the same.
  const intents = ["", ...formIntents()];
  const perIntent = onPostgres() ? 1 : 2;
  for (const [k, intent] of intents.entries()) {
    for (const i of new Set([k, k + 1].slice(0, perIntent).map((n) => n % B.employeeIds.length))) {
      const f = new URLSearchParams({
        intent,
        employeeId: String(B.employeeIds[i]),
        id: String(B.employeeIds[i]),
        companyId: String(B.id),
        number: B.certificateNumbers[0],
        regionId: "1",
        questionId: "1",
        choice: "0",
        firstName: "Matrix",
        lastName: "Probe",
        subdomain: B.slug,
      });
      if (!intent) f.delete("intent");
      if (withSecrets) {
        const cred = B.credentials[i % B.credentials.length];
        f.set("email", cred.email);
        f.set("password", cred.password);
        f.set("token", B.tokens[i % B.tokens.length]);
        f.set("newPassword", "Matrix-Probe-Password-77");
        f.set("confirmPassword", "Matrix-Probe-Password-77");
        f.set("currentPassword", cred.password);
        f.set("csv", `firstName,lastName,email\nMatrix,Probe,${cred.email}\n`);
      } else {
        f.set("email", `matrix-${i}@a.example`);
      }
      bodies.push(f.toString());
      if (!withSecrets) break; // without secrets one id set per intent is enough: the session is refused first
    }
  }
  return bodies;
}

/** JSON bodies of the API calls, the same fields as the forms. */
function jsonBodies(withSecrets: boolean): string[] {
  return B.employeeIds.map((id, i) =>
    JSON.stringify({
      id,
      employeeId: id,
      companyId: B.id,
      number: B.certificateNumbers[0],
      regionId: 1,
      questId: 1,
      firstName: "Matrix",
      lastName: "Probe",
      employees: [{ firstName: "Matrix", lastName: "Probe", email: withSecrets ? B.credentials[0].email : "matrix@a.example" }],
      ...(withSecrets
        ? {
            email: B.credentials[i % B.credentials.length].email,
            password: B.credentials[i % B.credentials.length].password,
            inviteToken: B.tokens[i % B.tokens.length],
            token: B.tokens[i % B.tokens.length],
            newPassword: "Matrix-Probe-Password-77",
          }
        : { email: `matrix-${i}@a.example` }),
    }),
  );
}

/**
 * Query strings of the loaders: B's ids in every parameter the pages read, each of B's tokens,
 * and a search for the start of B's people's names (whose whole names are canaries).
 */
const queries = () => [
  "",
  ...B.employeeIds.map(
    (id, i) => `?token=${B.tokens[i % B.tokens.length]}&confirm=delete-${id}&company=${B.id}&employeeId=${id}&q=Bravoperson`,
  ),
];

/** The value of each path parameter; `ours` says whether it names something of B's. */
function fill(pattern: string, subdomain: string): { url: string; namesB: boolean }[] {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const values: Record<string, { v: string; b: boolean }[]> = {
    subdomain: [{ v: subdomain, b: subdomain === B.slug }],
    regionId: [{ v: "1", b: false }],
    questId: [{ v: "1", b: false }],
    moduleId: [{ v: "1", b: false }],
    provider: [{ v: "google", b: false }],
    employeeId: B.employeeIds.map((id) => ({ v: String(id), b: true })),
    // the API's :id: an employee of B's (company calls) or company B (the platform's calls)
    id: [...B.employeeIds, B.id].map((id) => ({ v: String(id), b: true })),
    // a certificate number of B's (one current, one revoked by B's admin with a reason)
    number: B.certificateNumbers.map((n) => ({ v: n, b: true })),
  };
  let out = [{ url: pattern, namesB: false }];
  for (const n of names) {
    const vs = values[n];
    if (!vs) throw new Error(`the tenant matrix has no value for :${n} (in ${pattern}): add one`);
    out = out.flatMap((o) => vs.map((x) => ({ url: o.url.replace(`:${n}`, x.v), namesB: o.namesB || x.b })));
  }
  return out.map((o) => ({ ...o, url: `/${o.url}`.replace(/\/$/, "") || "/" }));
}

// ---- Calling and judging -------------------------------------------------------------------

const failures: string[] = [];
let calls = 0;

async function textOf(value: unknown): Promise<{ status: number; text: string; location: string | null; binary: boolean }> {
  if (value instanceof Response) {
    const type = value.headers.get("Content-Type") ?? "";
    const binary = !/json|text|csv|html|xml/.test(type) && value.body !== null;
    const text = binary ? "" : await value.text();
    if (binary) await value.body?.cancel();
    return { status: value.status, text, location: value.headers.get("Location"), binary };
  }
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const v = value as { data: unknown; init: ResponseInit | null };
    return { status: v.init?.status ?? 200, text: JSON.stringify(v.data) ?? "", location: null, binary: false };
  }
  if (value instanceof Error) throw value;
  return { status: 200, text: JSON.stringify(value) ?? "", location: null, binary: false };
}

interface Call {
  fn: ((args: { request: Request; url: URL; params: Record<string, string | undefined>; context: unknown }) => unknown) | undefined;
  url: string;
  params: Record<string, string>;
  method: string;
  type?: string;
  body?: string;
  who: Identity;
  /** The URL is B's (a signed-in page of B's context, an id of B's, the platform's): it must be refused. */
  refused: boolean;
  /** The URL is not B's own: B's company name must not appear either. */
  foreign: boolean;
}

async function call(c: Call) {
  if (!c.fn) return;
  await ensureSession(c.who);
  calls++;
  const label = `${c.method} ${c.url}${c.body ? ` [${c.body.slice(0, 60)}…]` : ""} as ${c.who.name}`;
  let out;
  try {
    out = await textOf(
      await Promise.resolve(
        c.fn({
          url: new URL(c.url, ORIGIN),
          request: requestAs(c.who, c.url, { method: c.method, type: c.type, body: c.body }),
          params: c.params,
          context: c.who.browser.context(),
        }),
      ).catch((thrown: unknown) => thrown),
    );
  } catch (e) {
    failures.push(`${label}: threw ${String((e as Error)?.message ?? e).slice(0, 120)}`);
    return;
  }
  const allowed = publicOnVerification(c.url);
  const leaked = [...privateCanaries(), ...(c.foreign ? [B.name] : [])].filter((s) => !allowed.includes(s) && out.text.includes(s));
  if (leaked.length) failures.push(`${label}: answered ${out.status} with B's ${leaked.join(", ")}`);
  if (out.status >= 500) failures.push(`${label}: answered ${out.status}`);
  if (c.refused) {
    // a redirect (to a sign-in page, or a sign-out's to the context's home) carries nothing; B's rows are compared apart
    if (out.status < 300 || out.status >= 500) failures.push(`${label}: not refused (${out.status})`);
  }
}

function report() {
  const list = [...new Set(failures)];
  failures.length = 0;
  return list.length > 60 ? [...list.slice(0, 60), `… and ${list.length - 60} more`] : list;
}

// ---- Set-up --------------------------------------------------------------------------------

/** Whether a route module's screen needs a session (from app/screens.ts); the SCIM service needs its company's token. */
const screens = [...flattenScreens(TENANT_SCREENS), ...flattenScreens(PLATFORM_SCREENS)];
function needsSession(file: string): boolean {
  const found = screens.filter((s) => s.file === file);
  if (file === "routes/public/not-found.tsx") return false;
  if (file === SCIM_FILE) return true;
  if (!found.length) throw new Error(`${file} is in app/routes.ts but not in app/screens.ts`);
  return found.some((s) => s.auth);
}

beforeAll(async () => {
  await loadRouteModules();
  const a = await createCompany();
  Object.assign(A, a);
  const b = await createCompany(undefined, { name: B.name });
  B.slug = b.slug;
  B.id = b.id;
  await db()
    .updateTable("company_settings")
    .set({ welcome_message: B.welcome, email_sender_name: B.sender, signer_name: B.signer })
    .where("company_id", "=", B.id)
    .execute();

  // B: an admin, a completed employee (certificate, attempts, badges), one in progress, an invited employee and admin
  const person = async (role: "employee" | "admin", status?: "invited") => {
    const first = canary("Bravoperson");
    const last = canary("Canarylast");
    const user =
      status === "invited"
        ? await inviteUser({ company: B.slug, role }).then(async (u) => {
            await db().updateTable("users").set({ first_name: first, last_name: last }).where("id", "=", u.id).execute();
            B.tokens.push(u.token);
            return u;
          })
        : await createUser({ company: B.slug, role, firstName: first, lastName: last });
    B.people.push({ user, first, last });
    B.employeeIds.push(user.id);
    if (status !== "invited") B.credentials.push({ email: user.email, password: TEST_PASSWORD });
    return user;
  };
  await person("admin");
  const done = await person("employee");
  await completeTraining(done, `/company/${B.slug}`);
  // a second completed employee whose certificate B's admin revoked, with a reason of B's own
  const revoked = await person("employee");
  const revokedNumber = (await completeTraining(revoked, `/company/${B.slug}`))!;
  const bAdmin = B.people[0].user;
  const outcome = await revokeCertificate(
    {
      scope: { companyId: B.id },
      user: {
        ...bAdmin,
        firstName: "",
        lastName: "",
        photoUrl: null,
        locale: null,
        createdAt: "",
        sessionId: "matrix",
        role: "admin",
        companyId: B.id,
      },
      meta: { address: "127.0.0.1", userAgent: "tenant matrix" },
    },
    revokedNumber,
    B.revokeReason,
  );
  expect(outcome.kind).toBe("revoked");
  await person("employee", "invited");
  await person("admin", "invited");
  const certificates = await db()
    .selectFrom("certificates as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .select(["c.number", "u.first_name", "u.last_name"])
    .where("c.company_id", "=", B.id)
    .orderBy("c.id")
    .execute();
  B.certificateNumbers = certificates.map((r) => r.number);
  for (const r of certificates) B.holders.set(r.number, [r.first_name, r.last_name]);
  expect(B.certificateNumbers).toHaveLength(2);

  // A: an employee and an admin, each by cookie and by bearer token
  let n = 20;
  for (const role of ["employee", "admin"] as const) {
    const user = await createUser({ company: A.slug, role });
    for (const how of ["cookie", "bearer"] as const)
      identities.push({ name: `A's ${role} (${how})`, user, how, browser: new Browser(`198.51.100.${n++}`) });
  }
});

// ---- Tests ---------------------------------------------------------------------------------

describe("the tenant matrix: company A's people with company B's ids, tokens and numbers", () => {
  it("walks every route of app/routes.ts and every call of the API table, and B's rows are all attributed", async () => {
    const all = routePatterns();
    expect(all.length).toBeGreaterThan(60);
    expect(formIntents()).toEqual(expect.arrayContaining(["add", "delete", "resend", "login", "set-password", "confirm", "edit"]));
    expect(Object.keys(await rowsOfB())).toEqual(
      expect.arrayContaining([
        "users",
        "certificates",
        "attempts",
        "answers",
        "invitations",
        "password_resets",
        "email_outbox",
        "audit_events",
      ]),
    );
    expect(privateCanaries().length).toBeGreaterThan(8);
  });

  it("page loaders and actions: nothing of B's comes back, nothing of B's changes, B's URLs refuse", async () => {
    const before = await rowsOfB();
    const start = calls;
    for (const { pattern, route } of routePatterns()) {
      if (route.file === API_FILE || pattern === "*") continue;
      const module = moduleOf(route.file);
      const companyRoute = pattern.includes(":subdomain");
      const contexts = companyRoute ? [A.slug, B.slug] : [""];
      for (const sub of contexts) {
        const ofB = sub === B.slug;
        for (const { url, namesB } of fill(pattern, sub)) {
          const target = routeFor(url);
          if (!target || target.route.file !== route.file) continue; // shadowed by a more specific route
          const platform = pattern.startsWith("super-admin");
          const refused = needsSession(route.file) && (ofB || namesB || platform);
          for (const who of identities) {
            for (const query of queries())
              await call({ fn: module.loader, url: url + query, params: target.params, method: "GET", who, refused, foreign: !ofB });
            // B's credentials and tokens go only where they are not B's own sign-in
            for (const body of formBodies(!ofB))
              await call({ fn: module.action, url, params: target.params, method: "POST", type: FORM, body, who, refused, foreign: !ofB });
          }
        }
      }
      const after = await rowsOfB();
      const changed = Object.keys(before).filter((t) => before[t] !== after[t]);
      if (changed.length) failures.push(`${pattern}: changed B's ${changed.join(", ")}`);
    }
    console.info(`tenant matrix, pages: ${calls - start} calls`);
    expect(report()).toEqual([]);
  }, 300_000);

  it("the JSON API, every call in every context: nothing of B's comes back or changes, B's calls refuse", async () => {
    const before = await rowsOfB();
    const start = calls;
    const api = moduleOf(API_FILE);
    const prefixes = [
      { prefix: "/api", ofB: false },
      { prefix: "/api/croacademy", ofB: false },
      { prefix: `/api/company/${A.slug}`, ofB: false },
      { prefix: `/api/company/${B.slug}`, ofB: true },
    ];
    for (const route of API_ROUTES) {
      for (const p of route.paths) {
        for (const { prefix, ofB } of prefixes) {
          for (const { url: rest, namesB } of fill(p, A.slug)) {
            const url = prefix + rest;
            const target = routeFor(url)!;
            const refused = route.access !== "public" && (ofB || namesB || route.access === "super_admin");
            for (const who of identities) {
              const common = { fn: undefined, url, params: target.params, who, refused, foreign: !ofB };
              if (route.method === "GET") {
                for (const query of queries()) await call({ ...common, fn: api.loader, url: url + query, method: "GET" });
              } else {
                for (const body of jsonBodies(!ofB))
                  await call({ ...common, fn: api.action, method: route.method, type: "application/json", body });
              }
            }
          }
        }
      }
      const after = await rowsOfB();
      const changed = Object.keys(before).filter((t) => before[t] !== after[t]);
      if (changed.length) failures.push(`${route.method} ${route.paths[0]}: changed B's ${changed.join(", ")}`);
    }
    console.info(`tenant matrix, API: ${calls - start} calls`);
    expect(report()).toEqual([]);
  }, 300_000);
});
