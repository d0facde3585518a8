/**
 * Malformed input answers 2xx/3xx/4xx, never 5xx (issue 6). A corpus of bad bodies, odd route
 * params and undecodable paths goes to every route module that has an action (derived from
 * app/routes.ts, so a route added later is covered) and to every call of the JSON API (API_ROUTES:
 * all paths, in every context, with the call's own method), signed out, with forged credentials
 * and signed in (the super administrator's calls also as the super administrator). Page actions
 * must write nothing for any of it; the API must write nothing for a body it cannot read. The raw
 * HTTP level (request lines, Host headers, body size limits) is tests/integration/server.test.ts.
 *
 * URLs are matched with React Router's own matchRoutes on the URL map, as the server does, so a
 * module gets the params the router would pass: decoded when every escape of the path decodes,
 * the raw segments otherwise.
 */
import { sql } from "kysely";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as root from "../../app/root";
import { API_ROUTES } from "../../app/routes/api/api.server";
import { db } from "../../app/server/platform/db.server";
import { createScimToken } from "../../app/server/identity/scim-tokens.server";
import { onPostgres } from "../support/engine";
import { adminCaller, createCompany, createUser } from "../support/factory";
import { Browser, ORIGIN } from "../support/http";
import {
  API_FILE,
  contextOf,
  ensureSession,
  flat,
  type Identity,
  loadRouteModules,
  moduleOf,
  requestAs,
  type RouteEntry,
  type RouteModule,
  ROUTES,
  routeFor,
  SCIM_FILE,
} from "../support/route-map";

// ---- The corpus ----------------------------------------------------------------------------

interface BodyCase {
  name: string;
  type?: string;
  body?: string | Uint8Array;
  /** Not a body of its declared type at all (invalid JSON, JSON that is not an object, broken multipart). */
  unreadable?: boolean;
}
const FORM = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";
const MULTI = (b = "XyZ") => `multipart/form-data; boundary=${b}`;
const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));
const part = (name: string, value: string, extra = "") =>
  `--XyZ\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;
const nest = (depth: number, leaf: string) => '{"a":'.repeat(depth) + leaf + "}".repeat(depth);
const long = (n: number, c = "a") => c.repeat(n);
const manyFields = Array.from({ length: 3000 }, (_, i) => `f${i}=${i}`).join("&");

/** Bodies that no page action may act on: each is unreadable or fails the schema of every form. */
const CORPUS: BodyCase[] = [
  // no body or an empty one
  { name: "no body, no type" },
  { name: "empty form", type: FORM, body: "" },
  { name: "empty multipart", unreadable: true, type: MULTI(), body: "" },
  { name: "empty json", type: JSON_TYPE, body: "" },
  // multipart that is not
  { name: "multipart without boundary", unreadable: true, type: "multipart/form-data", body: part("intent", "login") + "--XyZ--\r\n" },
  { name: "multipart garbage", unreadable: true, type: MULTI(), body: "this is not multipart at all\r\n\r\n--" },
  {
    name: "multipart truncated",
    unreadable: true,
    type: MULTI(),
    body: `--XyZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\nlog`,
  },
  { name: "multipart other boundary", unreadable: true, type: MULTI("other"), body: part("intent", "login") + "--XyZ--\r\n" },
  {
    name: "multipart unterminated quoted boundary",
    type: 'multipart/form-data; boundary="XyZ',
    body: part("intent", "login") + "--XyZ--\r\n",
  },
  {
    name: "multipart 200-char boundary",
    type: MULTI(long(200, "b")),
    body: `--${long(200, "b")}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nx\r\n--${long(200, "b")}--\r\n`,
  },
  {
    name: "multipart part without name",
    unreadable: true,
    type: MULTI(),
    body: "--XyZ\r\nContent-Disposition: form-data\r\n\r\nlogin\r\n--XyZ--\r\n",
  },
  { name: "multipart part without headers", unreadable: true, type: MULTI(), body: "--XyZ\r\n\r\nlogin\r\n--XyZ--\r\n" },
  {
    name: "multipart file where text is expected",
    type: MULTI(),
    body:
      part("intent", "login", '; filename="intent.txt"\r\nContent-Type: text/plain') +
      part("email", "a@b.example", '; filename="e"') +
      part("password", "x", '; filename="p"') +
      part("regionId", "1", '; filename="r"') +
      part("subdomain", "acme", '; filename="s"') +
      "--XyZ--\r\n",
  },
  { name: "multipart invalid utf-8", type: MULTI(), body: bytes(part("intent", ""), [0xff, 0xfe, 0xc0, 0xaf], "\r\n--XyZ--\r\n") },
  {
    name: "multipart CR/LF in a field name",
    unreadable: true,
    type: MULTI(),
    body: `--XyZ\r\nContent-Disposition: form-data; name="intent\r\nX-Injected: 1"\r\n\r\nlogin\r\n--XyZ--\r\n`,
  },
  // form bodies with bad escapes, NUL, CR/LF
  { name: "form %zz", type: FORM, body: "intent=%zz&email=%zz%40x&password=%zz&regionId=%zz&questionId=%zz&choice=%zz&subdomain=%zz" },
  {
    name: "form truncated utf-8 escape",
    type: FORM,
    body: "intent=login%E0%A4%A&email=a%E0%A4%A@b.example&password=%E0%A4%A&regionId=1%E0%A4%A&subdomain=%E0%A4%A",
  },
  {
    name: "form invalid utf-8 bytes",
    type: FORM,
    body: bytes("intent=", [0xff, 0xfe], "&email=", [0xc0, 0xaf], "&regionId=", [0xed, 0xa0, 0x80], "&subdomain=", [0xff]),
  },
  {
    name: "form NUL escapes",
    type: FORM,
    body: "intent=login%00&email=a%00@b.example&password=%00&regionId=1%00&questionId=1%00&choice=0%00&subdomain=%00",
  },
  { name: "form raw NUL bytes", type: FORM, body: bytes("intent=", [0], "&email=", [0], "&password=", [0], "&subdomain=", [0, 0]) },
  { name: "form CR/LF", type: FORM, body: "intent=begin%0D%0ASet-Cookie:%20x=y&email=a%0D%0A@b&regionId=1%0D%0A2&subdomain=%0D%0A" },
  { name: "form raw CR/LF", type: FORM, body: "intent=reset-all\r\n&intent\r\n=x&\r\n\r\n" },
  // intents
  { name: "missing intent", type: FORM, body: "email=&password=&regionId=&questionId=&choice=" },
  { name: "unknown intent", type: FORM, body: "intent=drop-table&regionId=1" },
  { name: "intent __proto__", type: FORM, body: "intent=__proto__&regionId=1" },
  { name: "intent toString, constructor", type: FORM, body: "intent=toString&regionId=1&choice=constructor&questionId=valueOf" },
  { name: "intent with case", type: FORM, body: "intent=RESET-ALL&regionId=1" },
  // duplicated and structured field names
  {
    name: "duplicated intents",
    type: FORM,
    body: "intent=drop&intent=reset-all&intent=email-certificate&intent=begin&intent=restart&intent=drop",
  },
  {
    name: "duplicated fields",
    type: FORM,
    body: "intent=drop&intent=reset-department&regionId=abc&regionId=1&regionId=abc&questionId=x&questionId=1&choice=x&choice=0&subdomain=&subdomain=",
  },
  {
    name: "array-style names",
    type: FORM,
    body: "intent[0]=reset-all&intent[]=begin&regionId[0]=1&email[]=a@b.example&password[0]=x&subdomain[]=acme",
  },
  { name: "object-style names", type: FORM, body: "intent.kind=reset-all&regionId.x=1&email.x=a@b.example&subdomain.x=acme" },
  {
    name: "prototype names",
    type: FORM,
    body: "__proto__[intent]=reset-all&__proto__.polluted=yes&constructor[prototype][polluted]=yes&constructor.prototype.polluted=yes&__proto__[regionId]=1",
  },
  { name: "huge array index", type: FORM, body: "intent[4294967294]=x&regionId[999999999]=1&email[1e9]=x" },
  { name: "deeply nested names", type: FORM, body: `${long(4000, "a.")}a=1&${long(4000, "a[0]")}=1&intent=drop` },
  { name: "conform intent: invalid json", type: FORM, body: "__intent__=%7B&__state__=%7B&intent=drop" },
  {
    name: "conform intent: update with a huge index",
    type: FORM,
    body: `__intent__=${encodeURIComponent(JSON.stringify({ type: "update", payload: { name: "intent[4294967294]", value: "reset-all" } }))}`,
  },
  {
    name: "conform intent: insert at a huge index",
    type: FORM,
    body: `__intent__=${encodeURIComponent(JSON.stringify({ type: "insert", payload: { name: "intent", index: 4294967294 } }))}&intent=x`,
  },
  {
    name: "conform intent as a file",
    type: MULTI(),
    body: part("__intent__", "{}", '; filename="i"') + part("__state__", "{}", '; filename="s"') + "--XyZ--\r\n",
  },
  { name: "3000 fields", type: FORM, body: `intent=drop&${manyFields}` },
  // long values
  {
    name: "10 000-character fields",
    type: FORM,
    body: `intent=login&email=${long(10_000)}@x.example&password=${long(10_000)}&newPassword=${long(10_000)}&token=${long(10_000)}`,
  },
  { name: "10 000-character intent", type: FORM, body: `intent=${long(10_000)}&regionId=${long(10_000, "9")}&subdomain=` },
  { name: "10 000-character name", type: FORM, body: `${long(10_000)}=1&intent=drop` },
  // wrong types and numbers
  { name: "non-numeric ids", type: FORM, body: "intent=answer&questionId=abc&choice=x&regionId=abc" },
  { name: "out-of-range numbers", type: FORM, body: "intent=answer&questionId=-1&choice=4&regionId=-1" },
  { name: "huge numbers", type: FORM, body: "intent=answer&questionId=99999999999999999999999&choice=1e999&regionId=1e999" },
  { name: "NaN and Infinity", type: FORM, body: "intent=answer&questionId=NaN&choice=Infinity&regionId=NaN" },
  { name: "fractions", type: FORM, body: "intent=answer&questionId=1.5&choice=0.5&regionId=1.5" },
  { name: "empty numbers", type: FORM, body: "intent=answer&questionId=&choice=&regionId=" },
  { name: "reset-department without regionId", type: FORM, body: "intent=reset-department" },
  { name: "login without password", type: FORM, body: "intent=login&email=someone@x.example" },
  {
    name: "set-password without token",
    type: FORM,
    body: "intent=set-password&newPassword=Long-Enough-Pass-1&confirmPassword=Long-Enough-Pass-1",
  },
  // unicode
  { name: "homoglyph intent", type: FORM, body: `intent=${encodeURIComponent("lоgin")}&email=a@b.example&password=x` },
  { name: "zero-width intent", type: FORM, body: `intent=${encodeURIComponent("reset-all\u200b")}` },
  {
    name: "fullwidth and arabic digits",
    type: FORM,
    body: `intent=answer&questionId=${encodeURIComponent("١")}&choice=${encodeURIComponent("٣")}&regionId=${encodeURIComponent("１")}`,
  },
  { name: "lone surrogate escapes", type: FORM, body: "intent=%ED%A0%80&email=%ED%A0%80@b&regionId=%ED%B0%80&subdomain=%ED%A0%80" },
  {
    name: "bom, rtl override, emoji",
    type: FORM,
    body: `%EF%BB%BFintent=login&email=${encodeURIComponent("\u202e😀@x.example")}&password=&subdomain=${encodeURIComponent("😀\u0301")}`,
  },
  { name: "utf-16 form", type: `${FORM}; charset=utf-16le`, body: Buffer.from("intent=reset-all", "utf16le") },
  // other content types
  { name: "text/plain", type: "text/plain", body: "intent=reset-all" },
  { name: "octet-stream", type: "application/octet-stream", body: bytes([0, 1, 2, 255, 254]) },
  { name: "bogus content type", unreadable: true, type: "form/x-www; ;;=;", body: "intent=drop" },
  // JSON
  { name: "invalid json", unreadable: true, type: JSON_TYPE, body: "{" },
  { name: "truncated json", unreadable: true, type: JSON_TYPE, body: '{"email":"a@b.example","password":' },
  { name: "json with trailing garbage", unreadable: true, type: JSON_TYPE, body: '{"regionId":1} x' },
  { name: "single-quoted json, NaN", unreadable: true, type: JSON_TYPE, body: "{'email':NaN}" },
  { name: "json array", unreadable: true, type: JSON_TYPE, body: '[{"email":"a@b.example","password":"x","regionId":1}]' },
  { name: "json string", unreadable: true, type: JSON_TYPE, body: '"reset-all"' },
  { name: "json number", unreadable: true, type: JSON_TYPE, body: "1" },
  { name: "json null", unreadable: true, type: JSON_TYPE, body: "null" },
  { name: "json deeply nested object", type: JSON_TYPE, body: nest(5000, "1") },
  { name: "json deeply nested array", unreadable: true, type: JSON_TYPE, body: "[".repeat(100_000) + "]".repeat(100_000) },
  {
    name: "json nested where strings are expected",
    type: JSON_TYPE,
    body: `{"email":${nest(2000, '"a@b.example"')},"password":{"x":1},"newPassword":[],"inviteToken":{},"regionId":${nest(2000, "1")}}`,
  },
  {
    name: "json numbers for strings",
    type: JSON_TYPE,
    body: '{"email":1,"password":2,"newPassword":12345678901,"currentPassword":3,"inviteToken":4}',
  },
  { name: "json strings and junk for numbers", type: JSON_TYPE, body: '{"regionId":"abc","questId":"x"}' },
  { name: "json out-of-range regionId", type: JSON_TYPE, body: '{"regionId":1e999}' },
  { name: "json null fields", type: JSON_TYPE, body: '{"email":null,"password":null,"regionId":null,"newPassword":null}' },
  {
    name: "json __proto__",
    type: JSON_TYPE,
    body: '{"__proto__":{"regionId":1,"email":"a@b.example","password":"x","polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
  },
  { name: "json duplicate keys", type: JSON_TYPE, body: '{"regionId":1,"regionId":"abc","email":"a@b.example","email":5}' },
  { name: "json lone surrogate", type: JSON_TYPE, body: '{"email":"\\ud800@x.example","password":"\\udfff","regionId":"\\u0000"}' },
  { name: "json invalid escape", unreadable: true, type: JSON_TYPE, body: '{"email":"\\x41@b.example","password":"\\u12"}' },
  { name: "json invalid utf-8", type: JSON_TYPE, body: bytes('{"email":"', [0xff, 0xfe], '@x.example","password":"', [0xc0, 0xaf], '"}') },
  {
    name: "json 10 000-character fields",
    type: JSON_TYPE,
    body: JSON.stringify({
      email: `${long(10_000)}@x.example`,
      password: long(10_000),
      newPassword: long(10_000),
      inviteToken: long(10_000),
      regionId: long(10_000, "9"),
    }),
  },
  { name: "json with charset and bom", unreadable: true, type: `${JSON_TYPE}; charset=latin1`, body: bytes([0xef, 0xbb, 0xbf], "{") },
];

/**
 * Well-formed bodies a route may act on: sent only to odd URLs (a bad or unknown subdomain, odd
 * quest params, unknown API paths). Where the path names no tenant or no module they must not
 * write either.
 */
const PLAUSIBLE_FORMS: BodyCase[] = [
  ...["begin", "start-assessment", "reset-module", "reset-all", "restart"].map((i) => ({
    name: `intent=${i}`,
    type: FORM,
    body: `intent=${i}`,
  })),
  { name: "intent=answer", type: FORM, body: "intent=answer&questionId=1&choice=0" },
  { name: "intent=reset-department", type: FORM, body: "intent=reset-department&regionId=1" },
  { name: "intent=login", type: FORM, body: "intent=login&email=nobody%40nowhere.example&password=Not-The-Password-1" },
  { name: "subdomain", type: FORM, body: "subdomain=some-company" },
];
const PLAUSIBLE_JSON: BodyCase[] = [
  { name: "json regionId", type: JSON_TYPE, body: '{"regionId":1,"questId":1}' },
  { name: "json login", type: JSON_TYPE, body: '{"email":"nobody@nowhere.example","password":"Not-The-Password-1"}' },
  { name: "json invitation", type: JSON_TYPE, body: '{"inviteToken":"no-such-token","newPassword":"Long-Enough-Pass-1"}' },
];

const byName = (name: string) => {
  const found = CORPUS.find((c) => c.name === name);
  if (!found) throw new Error(`no case ${name}`);
  return found;
};
/** A few of the corpus, for the other callers and the many URL variants. */
const LIGHT = [
  "no body, no type",
  "multipart garbage",
  "form %zz",
  "form CR/LF",
  "unknown intent",
  "huge array index",
  "invalid json",
  "json array",
].map(byName);
const SMALL = ["multipart garbage", "form %zz", "invalid json"].map(byName);

// ---- Who calls -----------------------------------------------------------------------------

/** Undecodable cookies and a bearer token of no session. */
function forged(): Identity {
  const browser = new Browser("198.51.100.66");
  const cookies = {
    academy_session: "%zz%E0%A4%A",
    academy_super: "eyJ9",
    academy_ctx: "%E0%A4%A",
    academy_flash: "garbage.sig",
    academy_demo: "%00",
  };
  for (const [k, v] of Object.entries(cookies)) browser.cookies.set(k, v);
  return { name: "forged credentials", browser, token: `${long(5000, "A")}\u00ff`, how: "bearer" };
}

// ---- Calling and judging -------------------------------------------------------------------

interface Call {
  module: RouteModule;
  kind: "loader" | "action";
  url: string;
  params: Record<string, string>;
  method: string;
  body?: BodyCase;
  who: Identity;
  /** Row counts must not change (the test's own sessions may only end). */
  noWrites?: boolean;
}

/**
 * A call that burns more CPU than this blocks the process: a failure too (e.g. a sparse array of
 * 2^32 slots). CPU time of this process, not wall-clock time, so a busy machine does not fail it.
 */
const CPU_LIMIT_MS = 5_000;
/*
 * The tests' timeouts (below) detect a hang, they are no speed limit: on PostgreSQL each call's
 * row counts (before and after) are round trips to its server, thousands of them, several times
 * SQLite's time on a busy machine (the API's corpus took 7 minutes at a load average of 18).
 */
const failures: string[] = [];
let calls = 0;

const buildRequest = (c: Call) =>
  requestAs(c.who, c.url, { method: c.method, type: c.body?.type, body: c.body?.body, headers: { "User-Agent": "malformed-corpus" } });

let countQuery = "";
let countedByTriggers = false;
const testUserIds: number[] = [];
/** Row counts of every table; sessions split into the test's own and all others. */
async function counts(): Promise<Record<string, number>> {
  if (!countedByTriggers) return (await sql.raw<Record<string, number>>(countQuery).execute(db())).rows[0];
  const rows = (await sql<{ name: string; n: number }>`select name, n from zz_row_counts`.execute(db())).rows;
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

/**
 * PostgreSQL counts no table's rows without reading them: counting forty tables twice a call took
 * a minute of this sweep. There, row triggers keep each table's count (inserts less deletes, as
 * count(*) would say) in a table of this test database, read in one small query.
 */
async function countByTriggers(tables: string[], own: string) {
  const start = (await sql.raw<Record<string, number>>(countQuery).execute(db())).rows[0];
  const values = Object.entries(start).map(([name, n]) => `('${name}', ${Number(n)})`);
  await sql.raw(`create unlogged table zz_row_counts (name text primary key, n bigint not null)`).execute(db());
  await sql.raw(`insert into zz_row_counts values ${values.join(", ")}`).execute(db());
  await sql
    .raw(
      `create function zz_count_rows() returns trigger language plpgsql as $$
      declare
        delta int := case tg_op when 'INSERT' then 1 else -1 end;
        counted text := tg_table_name;
      begin
        if tg_table_name = 'sessions' then
          counted := case when (case tg_op when 'INSERT' then new.user_id else old.user_id end) in (${own})
            then 'own_sessions' else 'sessions' end;
        end if;
        update zz_row_counts set n = n + delta where name = counted;
        return null;
      end $$`,
    )
    .execute(db());
  for (const t of [...tables, "sessions"])
    await sql.raw(`create trigger zz_count after insert or delete on "${t}" for each row execute function zz_count_rows()`).execute(db());
  countedByTriggers = true;
  // the counts see a write, and its undoing
  const before = await counts();
  const { id: companyId } = await db().selectFrom("companies").select("id").where("slug", "=", company.slug).executeTakeFirstOrThrow();
  const row = { company_id: companyId, kind: "request" as const, id: "zz-probe", expires_at: new Date().toISOString() };
  await db().insertInto("sso_replay").values(row).execute();
  expect((await counts()).sso_replay).toBe(before.sso_replay + 1);
  await db().deleteFrom("sso_replay").where("id", "=", row.id).execute();
  expect(await counts()).toEqual(before);
}

/**
 * Runs one loader or action as React Router would and judges the outcome: a returned or thrown
 * Response or data() counts as its status; a thrown Error, a 5xx, headers that could not be sent,
 * a blocking call or (with noWrites) a changed row count is a failure.
 */
async function send(c: Call): Promise<void> {
  const fn = c.kind === "loader" ? c.module.loader : c.module.action;
  if (!fn) return;
  await ensureSession(c.who);
  const before = c.noWrites ? await counts() : null;
  const label = `${c.kind} ${c.method} ${c.url.length > 120 ? `${c.url.slice(0, 120)}…` : c.url} [${c.body?.name ?? "no body"}] as ${c.who.name}`;
  calls++;
  const started = process.cpuUsage();
  let value: unknown;
  try {
    const request = buildRequest(c);
    value = await fn({ request, url: new URL(request.url), params: c.params, context: c.who.browser.context() });
  } catch (thrown) {
    value = thrown;
  }
  const used = process.cpuUsage(started);
  const ms = (used.user + used.system) / 1000;
  if (ms > CPU_LIMIT_MS) failures.push(`${label}: took ${Math.round(ms)} ms of CPU`);
  let status = 200;
  if (value instanceof Response) {
    status = value.status;
    await value.body?.cancel();
  } else if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const init = (value as { init: ResponseInit | null }).init;
    status = init?.status ?? 200;
    try {
      new Headers(init?.headers);
    } catch (e) {
      failures.push(`${label}: headers that cannot be sent: ${(e as Error).message}`);
    }
  } else if (value instanceof Error) {
    failures.push(`${label}: threw ${value.name}: ${value.message.slice(0, 160)}`);
  }
  if (status >= 500 || status < 200) failures.push(`${label}: answered ${status}`);
  if (before) {
    const after = await counts();
    const changed = Object.keys(after).filter((t) => (t === "own_sessions" ? after[t] > before[t] : after[t] !== before[t]));
    if (changed.length) failures.push(`${label}: wrote ${changed.map((t) => `${t} ${before[t]}→${after[t]}`).join(", ")}`);
  }
}

/** The failures so far (the first 40), and a fresh list for the next test. */
function report() {
  const list = [...new Set(failures)];
  failures.length = 0;
  return list.length > 40 ? [...list.slice(0, 40), `… and ${list.length - 40} more`] : list;
}

// ---- URLs ----------------------------------------------------------------------------------

interface Variant {
  value: string;
  /** The path names no tenant or no module: not even a well-formed body may write. */
  void: boolean;
}
let company: { slug: string };
const odd = (values: string[], isVoid: boolean) => values.map((value) => ({ value, void: isVoid }));

/** Values for the params of the URL map (raw, as they appear in the path); the first is the canonical one. */
const paramValues = (): Record<string, Variant[]> => ({
  subdomain: [
    { value: company.slug, void: false },
    ...odd(
      [
        "no-such-co",
        "%zz",
        "%E0%A4%A",
        "a%0D%0Ab",
        "%0D%0ASet-Cookie:%20x=y",
        "a%00b",
        company.slug.toUpperCase(),
        long(300),
        "api",
        "%F0%9F%98%80",
      ],
      true,
    ),
    // these name another context or normalise away: a well-formed post may act there
    ...odd(["login", "%2E%2E"], false),
  ],
  regionId: [
    { value: "1", void: false },
    ...odd(["0", "9", "8", "abc", "99999999999999999999999", "-1", "%zz", "%E0%A4%A", "%00", "%EF%BC%91", long(400, "9")], true),
    // numbers that JavaScript reads leniently: no 5xx, whatever the app makes of them
    ...odd(["1e0", "1%0D%0A", "1%0D%0ASet-Cookie:%20x=y"], false),
  ],
  questId: [{ value: "1", void: false }, ...odd(["%zz", "1%0D%0ASet-Cookie:%20x=y", "%00"], false)],
  provider: [{ value: "google", void: false }, ...odd(["%zz", "a%0D%0Ab", long(300)], true)],
  admin: [{ value: "admin", void: false }],
});

/** The canonical URL of a pattern, and one URL per odd value of each of its params (the others canonical). */
function urlsOf(pattern: string): { url: string; canonical: boolean; void: boolean }[] {
  const values = paramValues();
  const valuesOf = (name: string) => values[name] ?? [{ value: "x", void: false }, ...odd(["%zz", "%0D%0A"], false)];
  const fill = (oddOne?: { name: string; value: string }) =>
    `/${pattern.replace(/:(\w+)/g, (_, name: string) => (oddOne?.name === name ? oddOne.value : valuesOf(name)[0].value))}`;
  const out = [{ url: fill(), canonical: true, void: false }];
  for (const [, name] of pattern.matchAll(/:(\w+)/g)) {
    for (const v of valuesOf(name).slice(1)) out.push({ url: fill({ name, value: v.value }), canonical: false, void: v.void });
  }
  return out;
}

// ---- Set-up --------------------------------------------------------------------------------

const identities = new Map<string, Identity[]>();
let superAdmin: Identity;
/** The super administrator on the platform's API calls (bearer token). */
let superApi: Identity;
const anonymous: Identity = { name: "signed out", browser: new Browser("198.51.100.1") };

/** Who posts to a page: signed out, and the employee and admin of the page's tenant (the super admin on theirs). */
/**
 * On PostgreSQL, a page's other signed-in roles post nothing, and the API's callers it turns away
 * post one body each instead of the light corpus. Who is let in is decided before any SQL, by the
 * same code on both engines; the whole corpus still reaches PostgreSQL through those let in.
 */
const othersOnThisEngine = (others: Identity[]) => (onPostgres() ? [] : others);

function pageCallers(route: RouteEntry): Identity[] {
  const ctx = contextOf(route.path!);
  return [anonymous, ...(ctx === "super" ? [superAdmin] : identities.get(ctx)!)];
}

beforeAll(async () => {
  // React Router warns once per undecodable path (and passes it on undecoded, which is the point).
  const warn = console.warn.bind(console);
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("could not be decoded")) warn(...args);
  });
  await loadRouteModules();

  // One employee and one admin per tenant, created once (their sessions are opened without hashing).
  company = await createCompany();
  let n = 10;
  const address = () => `198.51.100.${n++}`;
  for (const [ctx, slug] of Object.entries({ main: "main", croacademy: "croacademy", company: company.slug })) {
    const employee = await createUser({ company: slug });
    const admin = await createUser({ company: slug, role: "admin" });
    testUserIds.push(employee.id, admin.id);
    identities.set(ctx, [
      { name: `${ctx} employee (cookie)`, user: employee, how: "cookie", browser: new Browser(address()) },
      { name: `${ctx} admin (cookie)`, user: admin, how: "cookie", browser: new Browser(address()) },
    ]);
    identities.set(`api:${ctx}`, [
      { name: "signed out", browser: new Browser(address()) },
      { name: `${ctx} employee (bearer)`, user: employee, how: "bearer", browser: new Browser(address()) },
      { name: `${ctx} admin (cookie)`, user: admin, how: "cookie", browser: new Browser(address()) },
    ]);
  }
  const sup = await createUser({ role: "super_admin" });
  testUserIds.push(sup.id);
  superAdmin = { name: "super admin (cookie)", user: sup, how: "cookie", browser: new Browser(address()) };
  superApi = { name: "super admin (bearer)", user: sup, how: "bearer", browser: new Browser(address()) };

  const tables = (await db().introspection.getTables()).map((t) => t.name).filter((t) => !t.startsWith("kysely_") && t !== "sessions");
  const own = testUserIds.join(", ");
  countQuery = `select ${[
    ...tables.map((t) => `(select count(*) from "${t}") as "${t}"`),
    `(select count(*) from sessions where user_id not in (${own})) as "sessions"`,
    `(select count(*) from sessions where user_id in (${own})) as "own_sessions"`,
  ].join(", ")}`;
  if (onPostgres()) await countByTriggers(tables, own);
  expect(tables).toEqual(expect.arrayContaining(["attempts", "answers", "users", "audit_events", "email_outbox"]));
});

// ---- Tests ---------------------------------------------------------------------------------

describe("malformed input never answers 5xx", () => {
  it("takes the route modules from app/routes.ts and matches URLs as the router does", () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    const withAction = flat(ROUTES).filter((r) => moduleOf(r.file).action);
    expect(withAction.length).toBeGreaterThan(25);
    expect(routeFor("/company/%zz/employee/login")).toMatchObject({
      route: { file: "routes/learner/employee-login.tsx" },
      params: { subdomain: "%zz" },
    });
    expect(routeFor("/quest/1%0D%0A/1")?.params.regionId).toBe("1\r\n");
    expect(routeFor("/api/company/acme/auth/login")?.params).toMatchObject({ subdomain: "acme", "*": "auth/login" });
  });

  it("signs its identities in where the corpus needs them (a post gets past the session check)", async () => {
    for (const r of flat(ROUTES).filter((x) => x.path?.endsWith("world"))) {
      const url = urlsOf(r.path!)[0].url;
      const target = routeFor(url)!;
      for (const who of pageCallers(r).slice(1)) {
        await ensureSession(who);
        const request = new Request(ORIGIN + url, {
          method: "POST",
          headers: { Origin: ORIGIN, Cookie: who.browser.header(), "Content-Type": FORM },
          body: "intent=drop",
        });
        const value = await moduleOf(target.route.file).action!({
          request,
          url: new URL(request.url),
          params: target.params,
          context: who.browser.context(),
        });
        expect((value as { init: ResponseInit }).init.status, `${url} as ${who.name}`).toBe(400);
      }
    }
    for (const r of flat(ROUTES).filter((x) => x.file === API_FILE)) {
      const url = `${urlsOf(r.path!.replace(/\/\*$/, ""))[0].url}/auth/reset/region`;
      for (const who of identities.get(`api:${contextOf(r.path!)}`)!.slice(1)) {
        await ensureSession(who);
        const headers = new Headers({ Origin: ORIGIN, Cookie: who.browser.header(), "Content-Type": JSON_TYPE });
        if (who.how === "bearer") headers.set("Authorization", `Bearer ${who.token}`);
        const request = new Request(ORIGIN + url, { method: "POST", headers, body: "{}" });
        const res = (await moduleOf(API_FILE).action!({
          request,
          url: new URL(request.url),
          params: routeFor(url)!.params,
          context: who.browser.context(),
        })) as Response;
        expect(res.status, `${url} as ${who.name}`).toBe(400);
      }
    }
  });

  it("page actions: the corpus, signed out, forged and signed in, answers 4xx or a redirect and writes nothing", async () => {
    const start = calls;
    const pageRoutes = flat(ROUTES).filter((r) => r.path !== undefined && r.file !== API_FILE && moduleOf(r.file).action);
    for (const r of pageRoutes) {
      const [signedOut, signedIn, ...others] = pageCallers(r);
      for (const u of urlsOf(r.path!)) {
        const target = routeFor(new URL(ORIGIN + u.url).pathname);
        if (!target) continue;
        const module = moduleOf(target.route.file);
        const post = (body: BodyCase, who: Identity, noWrites = true) =>
          send({ module, kind: "action", url: u.url, params: target.params, method: "POST", body, who, noWrites });
        if (u.canonical) {
          // the whole corpus once per route, signed in (sign-in pages read the body before any session check)
          for (const body of CORPUS) await post(body, signedIn);
          for (const who of [signedOut, ...othersOnThisEngine(others), forged()]) for (const body of LIGHT) await post(body, who);
        } else {
          // the path is what is odd here: a few bodies signed out, well-formed ones signed in too
          for (const body of SMALL) await post(body, signedOut);
          for (const body of [...SMALL, ...PLAUSIBLE_FORMS]) await post(body, signedIn, u.void || SMALL.includes(body));
        }
      }
    }
    expect(Object.getPrototypeOf({}).polluted).toBeUndefined();
    console.info(`page actions: ${calls - start} calls`);
    expect(report()).toEqual([]);
  }, 900_000);

  it("page loaders (and the root loader) with odd params, undecodable paths and odd queries", async () => {
    const start = calls;
    for (const r of flat(ROUTES).filter((x) => x.path !== undefined && x.file !== API_FILE)) {
      for (const u of urlsOf(r.path!)) {
        const target = routeFor(new URL(ORIGIN + u.url).pathname);
        if (!target) continue;
        const queries = u.canonical
          ? ["", `?token=%zz${long(5000)}&confirm=%E0%A4%A&answered=1e999&admin=true&code=%00&state=%0D%0A`]
          : [""];
        for (const who of pageCallers(r).slice(0, u.canonical ? undefined : 2)) {
          for (const query of queries) {
            for (const module of [root as unknown as RouteModule, moduleOf(target.route.file)]) {
              await send({ module, kind: "loader", url: u.url + query, params: target.params, method: "GET", who });
            }
          }
        }
      }
    }
    console.info(`loaders: ${calls - start} calls`);
    expect(report()).toEqual([]);
  }, 600_000);

  it("the JSON API, every call in every context: the corpus, other methods and unknown paths answer 4xx", async () => {
    const start = calls;
    const api = moduleOf(API_FILE);
    const contexts = flat(ROUTES).filter((r) => r.file === API_FILE);
    expect(contexts.map((r) => r.path)).toEqual(["api/*", "api/croacademy/*", "api/company/:subdomain/*"]);
    const unknown = [
      "",
      "auth",
      "auth/login/extra",
      "auth/%zz",
      "auth/login%00",
      "auth/login%0D%0A",
      "AUTH/LOGIN",
      "auth//login",
      "%E0%A4%A",
      long(3000, "x/"),
    ];
    for (const ctxRoute of contexts) {
      const [signedOut, employee, admin] = identities.get(`api:${contextOf(ctxRoute.path!)}`)!;
      for (const prefix of urlsOf(ctxRoute.path!.replace(/\/\*$/, ""))) {
        // every path of every call (the first path of each with the whole corpus); under an odd
        // prefix, the first path of each call
        const paths = [
          ...API_ROUTES.flatMap((route) =>
            route.paths.slice(0, prefix.canonical ? undefined : 1).flatMap((p, i) =>
              urlsOf(p)
                .filter((u) => prefix.canonical || u.canonical)
                .map((u) => ({ route, ...u, full: i === 0 && u.canonical && prefix.canonical })),
            ),
          ),
          // unknown paths: one context is enough (one dispatcher)
          ...(prefix.canonical && ctxRoute === contexts[0]
            ? unknown.map((p) => ({ route: undefined, url: `/${p}`, canonical: false, void: true, full: false }))
            : []),
        ];
        for (const p of paths) {
          const url = prefix.url + p.url;
          const target = routeFor(new URL(ORIGIN + url).pathname);
          if (!target) continue;
          const isVoid = prefix.void || p.void;
          const call = (who: Identity, method: string, body?: BodyCase, query = "", noWrites = isVoid || Boolean(body?.unreadable)) =>
            send({
              module: api,
              kind: method === "GET" || method === "HEAD" ? "loader" : "action",
              url: url + query,
              params: target.params,
              method,
              body,
              who,
              noWrites,
            });
          const callers = p.full ? [signedOut, employee, admin, forged()] : prefix.canonical ? [signedOut, employee, admin] : [employee];
          // the super administrator's calls also as the super administrator (a 404 outside /api)
          if (p.route?.access === "super_admin") callers.push(superApi);
          // the whole corpus goes to the call as someone it lets in (the others are turned away first)
          const access = p.route?.access ?? "public";
          const entitled = { public: signedOut, learner: employee, admin, super_admin: superApi }[access];
          const method = p.route?.method ?? "POST";
          for (const who of callers) {
            if (method !== "GET") {
              // a body it cannot read answers 400 before the call runs, also where the call takes no payload
              const turnedAway = onPostgres() ? [byName("invalid json")] : LIGHT;
              const bodies = p.full ? (who === entitled ? CORPUS : turnedAway) : prefix.canonical ? turnedAway : [byName("invalid json")];
              for (const body of bodies) await call(who, method, body);
              if (!p.canonical || !prefix.canonical) for (const body of PLAUSIBLE_JSON) await call(who, method, body);
              if (who === entitled) for (const other of ["GET", "HEAD"]) await call(who, other, undefined, "", true);
            } else {
              const queries =
                p.full && who === entitled
                  ? ["", "?token=%zz", `?token=${long(10_000)}`, "?token=%00%0D%0A", "?token=a&token=b", "?code=%E0%A4%A&state=%zz"]
                  : [""];
              for (const query of queries) await call(who, "GET", undefined, query, true);
              await call(who, "HEAD", undefined, "", true);
              await call(who, "POST", byName("invalid json"), "", true);
            }
            // other methods: 405 (404 for unknown paths; the call's own method: 400 for the unreadable body), whatever the body
            if (prefix.canonical && who === entitled) {
              for (const other of ["PUT", "DELETE", "PATCH", "OPTIONS"]) await call(who, other, byName("multipart garbage"), "", true);
            }
          }
        }
      }
    }
    expect(Object.getPrototypeOf({}).polluted).toBeUndefined();
    console.info(`API: ${calls - start} calls`);
    expect(report()).toEqual([]);
  }, 900_000);

  it("the SCIM service with its company's token: the corpus, odd paths and odd queries answer 4xx and write nothing", async () => {
    const start = calls;
    const [employee, admin] = identities.get("company")!.map((who) => who.user!);
    const { token } = await createScimToken(adminCaller(admin.companyId!, admin));
    // the company's own SCIM client: its bearer token, no session
    const client: Identity = { name: "SCIM client", how: "bearer", token, browser: new Browser("198.51.100.250") };
    const base = `/scim/v2/company/${company.slug}`;
    const users = ["Users", `Users/${employee.id}`, `Users/${admin.id}`, "Users/%zz", "Users/1%00", `Users/${employee.id}/x`];
    const others = ["", "ServiceProviderConfig", "ResourceTypes/User", "Schemas", "Groups", "Bulk", "Me", long(3000, "x/")];
    const queries = ["", "?filter=%zz", `?filter=${long(10_000)}`, "?filter=userName%20eq", "?filter=((((", "?startIndex=-5&count=99999"];
    for (const path of [...users, ...others]) {
      const url = `${base}/${path}`;
      const target = routeFor(new URL(ORIGIN + url).pathname);
      if (!target) continue;
      const go = (method: string, body?: BodyCase, query = "") =>
        send({
          module: moduleOf(SCIM_FILE),
          kind: method === "GET" ? "loader" : "action",
          url: url + query,
          params: target.params,
          method,
          body,
          who: client,
          noWrites: true,
        });
      for (const method of ["POST", "PUT", "PATCH"]) for (const body of users.includes(path) ? CORPUS : LIGHT) await go(method, body);
      // (DELETE of the employee would deactivate them: a DELETE takes no body to be malformed)
      if (path !== `Users/${employee.id}`) await go("DELETE", byName("invalid json"));
      for (const query of queries.concat(["?attributes=%00", `?filter=${encodeURIComponent('emails[type eq "work" and value co "@"]')}`]))
        await go("GET", undefined, query);
    }
    console.info(`SCIM: ${calls - start} calls`);
    expect(report()).toEqual([]);
  }, 900_000);
});
