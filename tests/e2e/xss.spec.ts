/**
 * The XSS corpus in Chromium (issue 12, part 3): every screen of app/screens.ts rendered with
 * JavaScript on, over data full of the 35 payloads of tests/support/xss.ts (made through the
 * app's server functions; tests/integration/xss-fields.test.ts checks that the forms take or
 * refuse each payload, and the PDFs, CSVs and mails made of them). On every page: the canary
 * `window.__xss` stays unset, no dialog opens, no CSP violation is reported, and no element or
 * attribute of a payload (its marker class, an event-handler attribute, a javascript: address,
 * a refresh, a frame) is in the DOM; the payloads are on screen as text.
 *
 * The screens come from app/screens.ts, so a screen added there is rendered here without an
 * edit; a path parameter this test has no value for fails it. Each screen is rendered in the
 * company X whose every text is a payload, as the person its sitemap entry names (anyone, the
 * employee, the admin, the super administrator), once as is and once with a payload in every
 * query parameter the pages read; the links of a page to itself with a query (confirmation
 * steps, filters, pages) are followed once. Then the forms that send values back into the page
 * (Add Employee with its flash banner, Bulk Import's preview and done view, Settings, the
 * setup wizard's steps) are used with payloads, and the mails of the payload companies are
 * rendered too (as a mail program that runs scripts would).
 *
 * With JavaScript off nothing can run; the CSP and markup checks of the headers suite
 * (security.spec.ts) cover that project, so this journey runs in the `js` project only.
 */
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { flattenScreens, PLATFORM_SCREENS, type Screen, TENANT_SCREENS } from "../../app/screens";
import { db } from "../../app/server/platform/db.server";
import { isOneLine, MARKER, PAYLOADS, TRICKY_EMAILS } from "../support/xss";
import {
  completeTraining,
  createCompany,
  createUser,
  hydrated,
  inviteUser,
  SUPER_ADMIN,
  TEST_PASSWORD,
  type TestUser,
  unique,
} from "./fixtures";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the canary needs JavaScript; the js project runs this journey");

const LINES = PAYLOADS.filter((p) => isOneLine(p.text)).map((p) => p.text.trim());
/** Payloads joined (by a space) up to `max` characters from the `start`th on, going round. */
function pack(max: number, start: number, from: readonly string[] = LINES, separator = " ") {
  let text = "";
  for (let n = 0; n < from.length; n++) {
    const p = from[(start + n) % from.length];
    const next = text ? `${text}${separator}${p}` : p;
    if (next.length <= max) text = next;
  }
  return text;
}
const ALL = PAYLOADS.map((p) => p.text.trim());

// ---- The data: company X (and five more) full of payloads ------------------------------------------

interface Tenant {
  id: number;
  slug: string;
  base: string;
  admin: TestUser;
  settings: { name: string; sender: string; signer: string; title: string; welcome: string };
}

async function payloadCompany(tag: string, k: number): Promise<Tenant> {
  const settings = {
    name: pack(100, 8 * k),
    sender: pack(100, 8 * k + 2),
    signer: pack(100, 8 * k + 4),
    title: pack(100, 8 * k + 6),
    welcome: pack(1000, 18 * k, ALL, "\n"),
  };
  const { id, slug } = await createCompany(`xss-${tag}-${k}`, { name: settings.name });
  await db()
    .updateTable("company_settings")
    .set({
      welcome_message: settings.welcome,
      email_sender_name: settings.sender,
      signer_name: settings.signer,
      signer_title: settings.title,
      // refused at once (nothing listens on port 1): the logo's alt text carries the company name
      company_logo_url: "https://127.0.0.1:1/logo.png",
    })
    .where("company_id", "=", id)
    .execute();
  await db().updateTable("companies").set({ max_employees: 500 }).where("id", "=", id).execute();
  const admin = await createUser({
    company: slug,
    role: "admin",
    firstName: LINES[(3 * k) % LINES.length],
    lastName: LINES[(3 * k + 1) % LINES.length],
  });
  return { id, slug, base: `/company/${slug}`, admin, settings };
}

// ---- Looking at a page ---------------------------------------------------------------------------

/** Installed in every page before its scripts: records CSP violations and keeps the canary unset. */
function watch() {
  const w = window as unknown as { __csp: string[] };
  w.__csp = [];
  document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
}

/** What a payload would have left in the document: found = a problem. */
async function inspect(page: Page) {
  return page.evaluate(
    ([marker, urlAttributes]) => {
      const w = window as unknown as { __xss?: unknown; __csp: string[] };
      const all = [...document.querySelectorAll("*")];
      const problems: string[] = [];
      if (w.__xss !== undefined) problems.push(`window.__xss = ${String(w.__xss)}`);
      for (const v of w.__csp ?? []) problems.push(`CSP violation: ${v}`);
      for (const el of all) {
        const tag = el.tagName.toLowerCase();
        if (el.getAttribute("class")?.includes(marker)) problems.push(`<${tag} class=${marker}>`);
        for (const a of el.getAttributeNames()) {
          const value = (el.getAttribute(a) ?? "").trim().toLowerCase();
          if (a.startsWith("on")) problems.push(`<${tag} ${a}>`);
          if ((urlAttributes as readonly string[]).includes(a) && /^(javascript|data|vbscript):/.test(value))
            problems.push(`<${tag} ${a}="${value.slice(0, 40)}">`);
        }
        if (["iframe", "frame", "object", "embed", "base"].includes(tag)) problems.push(`<${tag}>`);
        if (tag === "meta" && el.getAttribute("http-equiv")?.toLowerCase() === "refresh") problems.push("<meta http-equiv=refresh>");
        if (tag === "script" && !(el as HTMLScriptElement).nonce)
          problems.push(`<script> without a nonce: ${el.textContent?.slice(0, 40)}`);
      }
      return problems;
    },
    [MARKER, ["href", "src", "action", "formaction", "xlink:href", "data", "poster", "background", "srcdoc", "srcset"]] as const,
  );
}

const problems: string[] = [];
const dialogs: string[] = [];
let pagesSeen = 0;

async function newPage(context: BrowserContext) {
  const page = await context.newPage();
  page.on("dialog", (d) => {
    dialogs.push(`${page.url()}: ${d.type()} ${d.message()}`);
    void d.dismiss();
  });
  return page;
}

/** Opens a URL (or uses the page as it is), waits for hydration and records what it finds. */
async function look(page: Page, label: string, url?: string): Promise<number> {
  let status = 200;
  if (url) {
    const response = await page.goto(url);
    status = response?.status() ?? 0;
    if (status >= 500) problems.push(`${label} ${url}: answered ${status}`);
  }
  if ((await page.evaluate(() => document.contentType)) === "text/html") {
    await hydrated(page);
    for (const p of await inspect(page)) problems.push(`${label} ${page.url()}: ${p}`);
  }
  pagesSeen++;
  return status;
}

async function signIn(request: APIRequestContext, path: string, email: string, password: string) {
  const r = await request.post(path, { data: { email, password } });
  expect(r.status(), `sign-in at ${path}`).toBe(200);
}

/** Every text of the page, spaces squeezed (innerText folds line breaks). */
const squeeze = (s: string) => s.replace(/\s+/g, " ").trim();
async function onScreen(page: Page, texts: readonly string[], label: string) {
  const text = squeeze(await page.locator("body").innerText());
  for (const t of texts)
    if (!text.includes(squeeze(t))) problems.push(`${label}: ${JSON.stringify(t.slice(0, 60))} is not on screen as text`);
}

// ---- The screens ----------------------------------------------------------------------------------

type Who = "anyone" | "employee" | "admin" | "super_admin";
const whoFor = (s: Screen): Who => (s.auth ? s.userType : "anyone");

/** The value of every path parameter the screens use; a new one fails until it gets a value here. */
function fill(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`the XSS walk has no value for :${name} (in ${pattern}): add one to tests/e2e/xss.spec.ts`);
    return v;
  });
}

/** The query parameters the pages read, each given a payload. */
const REFLECTED = ["q", "status", "page", "confirm", "token", "company", "answered", "created", "error", "step", "email"];

test("every screen with the XSS corpus in every field: nothing runs, nothing is markup, the payloads are text", async ({ browser }) => {
  test.setTimeout(600_000);
  const tag = unique("x").slice(2);

  // Company X and five more, each with payloads in its name and settings; X's people too.
  const tenants: Tenant[] = [];
  for (let k = 0; k < 6; k++) tenants.push(await payloadCompany(tag, k));
  const X = tenants[0];
  const learner = await createUser({ company: X.slug, firstName: LINES[5], lastName: LINES[6], email: `o'learner-${tag}@xss.example` });
  await completeTraining(learner, X.base);
  const number = (await db().selectFrom("certificates").select("number").where("user_id", "=", learner.id).executeTakeFirstOrThrow())
    .number;
  const staff: { first: string; last: string }[] = [];
  for (const [i, first] of LINES.entries()) {
    const last = LINES[(i + 11) % LINES.length];
    staff.push({ first, last });
    if (i % 3 === 0) {
      const invited = await inviteUser({ company: X.slug });
      await db().updateTable("users").set({ first_name: first, last_name: last }).where("id", "=", invited.id).execute();
    } else await createUser({ company: X.slug, firstName: first, lastName: last, email: `staff-${i}-${tag}@xss.example` });
  }
  for (const email of TRICKY_EMAILS) await createUser({ company: X.slug, email: email.replace("@", `-${tag}@`) });
  // Companies named by every payload (and their administrators), for the super administrator's list
  for (const [i, line] of LINES.entries()) {
    const { slug } = await createCompany(`xss-${tag}-list-${i}`, { name: `${tag} ${line}`.slice(0, 120) });
    await createUser({ company: slug, role: "admin", firstName: line, lastName: LINES[(i + 7) % LINES.length] });
  }

  // One browser context per person; the sessions from the JSON API's sign-in calls.
  const contexts = {} as Record<Who, BrowserContext>;
  for (const who of ["anyone", "employee", "admin", "super_admin"] as const) {
    contexts[who] = await (browser as Browser).newContext({ javaScriptEnabled: true });
    await contexts[who].addInitScript(watch);
  }
  await signIn(contexts.employee.request, `/api${X.base}/auth/login`, learner.email, TEST_PASSWORD);
  await signIn(contexts.admin.request, `/api${X.base}/admin/auth/login`, X.admin.email, TEST_PASSWORD);
  await signIn(contexts.super_admin.request, "/api/super-admin/auth/login", SUPER_ADMIN.email, SUPER_ADMIN.password);
  const pages = {} as Record<Who, Page>;
  for (const who of Object.keys(contexts) as Who[]) pages[who] = await newPage(contexts[who]);

  const values: Record<string, string> = {
    subdomain: X.slug,
    regionId: "1",
    questId: "1",
    moduleId: "1",
    employeeId: String(learner.id),
    id: String(learner.id),
    number,
    provider: "google",
  };
  // Screens that read which company to show from the query (in X's design, with X's texts).
  const query: Record<string, string> = {
    "super-admin/sample-certificate.pdf": `?company=${X.id}`,
    "super-admin/dashboard/modules/:moduleId": `?company=${X.id}`,
  };
  const screens = [
    ...flattenScreens(TENANT_SCREENS).map((s) => ({ ...s, url: fill(`${X.base}/${s.fullPath}`.replace(/\/$/, ""), values) })),
    ...flattenScreens(PLATFORM_SCREENS).map((s) => ({ ...s, url: fill(`/${s.fullPath}`, values) + (query[s.fullPath] ?? "") })),
  ];
  // Logouts last: a GET of one only redirects, but it is the way out.
  screens.sort((a, b) => Number(/logout/.test(a.url)) - Number(/logout/.test(b.url)));
  const seen = new Set<string>();
  let reflected = 0;
  for (const s of screens) {
    if (seen.has(s.url)) continue;
    seen.add(s.url);
    const who = whoFor(s);
    const page = pages[who];
    if (s.category === "Downloads") {
      // Files: the integration suite reads their contents; here, only that each is there for its person.
      const r =
        s.method === "POST"
          ? await contexts[who].request.post(s.url, { form: { intent: "download" } })
          : await contexts[who].request.get(s.url);
      if (r.status() >= 400) problems.push(`download ${s.url} as ${who}: ${r.status()}`);
      if ((r.headers()["content-type"] ?? "").includes("text/html")) await look(page, `download ${s.title}`, s.url);
      continue;
    }
    const status = await look(page, `${s.title} as ${who}`, s.url);
    // (sign-in returns without a sign-in in progress refuse by design: /auth/callback, {context}/sso/…)
    if (status >= 400 && !/^\/auth\/|\/sso\//.test(s.url))
      problems.push(`${s.title} ${s.url} as ${who}: ${status} (the walk could not fill it)`);
    // The same screen with a payload in every query parameter the pages read.
    const p = ALL[reflected++ % ALL.length];
    const reflect = REFLECTED.map((k) => `${k}=${encodeURIComponent(p)}`).join("&");
    await look(page, `${s.title} (reflected #${reflected})`, `${s.url}${s.url.includes("?") ? "&" : "?"}${reflect}`);
    // The screen's links to itself with a query (confirmation steps, filters, pages), once each.
    if (s.auth) {
      await page.goto(s.url);
      const path = new URL(page.url()).pathname;
      const hrefs = await page.locator("a[href*='?']").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      const own = [...new Set(hrefs.filter((h) => new URL(h).pathname === path))];
      const byKeys = new Map(own.map((h) => [[...new URL(h).searchParams.keys()].sort().join("&"), h]));
      for (const h of [...byKeys.values()].slice(0, 6)) await look(page, `${s.title}, link`, h);
    }
  }

  // The payloads on screen as text: X's employees, the super administrator's companies, X's welcome and settings.
  const admin = pages.admin;
  await admin.goto(`${X.base}/admin/dashboard`);
  await onScreen(
    admin,
    staff.slice(0, 40).map((s) => `${s.first} ${s.last}`),
    "employees list",
  );
  await pages.super_admin.goto(`/super-admin/dashboard?q=${encodeURIComponent(tag)}`);
  await onScreen(pages.super_admin, LINES, "companies list");
  await pages.employee.goto(`${X.base}/training-intro`);
  await onScreen(pages.employee, X.settings.welcome.split("\n"), "welcome message");

  // The settings of every payload company, in their form fields (value and textarea contexts).
  for (const t of tenants) {
    const context = await browser.newContext({ javaScriptEnabled: true });
    await context.addInitScript(watch);
    await signIn(context.request, `/api${t.base}/admin/auth/login`, t.admin.email, TEST_PASSWORD);
    const page = await newPage(context);
    await look(page, `settings of ${t.slug}`, `${t.base}/admin/dashboard/settings`);
    await expect(page.getByLabel("Company name")).toHaveValue(t.settings.name);
    await expect(page.getByLabel("Welcome message")).toHaveValue(t.settings.welcome);
    await expect(page.getByLabel("Sender name")).toHaveValue(t.settings.sender);
    await expect(page.getByLabel("Signer title")).toHaveValue(t.settings.title);
    await context.close();
  }

  // The forms that send a payload back into a page.
  // Add Employee: the flash banner names the person.
  await admin.goto(`${X.base}/admin/dashboard?add=1`);
  await admin.getByLabel("First name", { exact: true }).fill(LINES[1]);
  await admin.getByLabel("Last name", { exact: true }).fill(LINES[2]);
  await admin.getByLabel("Email", { exact: true }).fill(`added-${tag}@xss.example`);
  await admin.getByRole("button", { name: "Add and Invite" }).click();
  await expect(admin.locator(".banner[role=status]")).toContainText(`${LINES[1]} ${LINES[2]}`);
  await look(admin, "after Add Employee");
  // Bulk Import: the preview's table and the done view with the invitation links.
  await admin.goto(`${X.base}/admin/dashboard/import`);
  const csvLine = (cells: string[]) => cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(",");
  const csv = [
    "first_name,last_name,email",
    ...LINES.slice(0, 12).map((l, i) => csvLine([l, LINES[i + 12], `imported-${i}-${tag}@xss.example`])),
    csvLine(["Bad", "Email", LINES[3]]),
  ].join("\n");
  await admin.getByLabel("Or paste the CSV data").fill(csv);
  await admin.getByRole("button", { name: "Preview Import" }).click();
  await expect(admin.getByRole("button", { name: /^Import \d+ Employees$/ }).first()).toBeVisible();
  await look(admin, "import preview");
  await admin
    .getByRole("button", { name: /^Import \d+ Employees$/ })
    .first()
    .click();
  await expect(admin.getByText(/invitation links/i).first()).toBeVisible();
  await look(admin, "import done");
  // Settings: saved through the form, shown again.
  await admin.goto(`${X.base}/admin/dashboard/settings`);
  await admin.getByLabel("Signer name").fill(LINES[8]);
  await admin.getByRole("button", { name: "Save Settings" }).click();
  await expect(admin.locator(".banner[role=status]")).toContainText("Settings saved successfully!");
  await look(admin, "settings saved");
  await expect(admin.getByLabel("Signer name")).toHaveValue(LINES[8]);

  // The setup wizard: every step carries the answers back (inputs, hidden fields), then the done page.
  const visitor = pages.anyone;
  await visitor.goto("/company/setup");
  // a name of its own: the setup refuses an existing company's name (the list's, the other project's)
  await visitor.getByLabel("Company name").fill(`${tag} setup ${LINES[9]}`);
  await visitor.getByLabel("Contact email").fill(`setup-${tag}@xss.example`);
  await visitor.getByLabel("Subdomain").fill(`xss-setup-${tag}`);
  await visitor.getByRole("button", { name: "Next: Administrator Account" }).click();
  await expect(visitor.getByLabel("First name")).toBeVisible();
  await look(visitor, "setup step 2");
  await visitor.getByLabel("First name").fill(LINES[10]);
  await visitor.getByLabel("Last name").fill(LINES[11]);
  await visitor.getByLabel("Administrator email").fill(`setup-admin-${tag}@xss.example`);
  await visitor.getByRole("button", { name: "Next: Brand Customisation" }).click();
  await expect(visitor.getByRole("button", { name: "Create Company" })).toBeVisible();
  await look(visitor, "setup step 3");
  await visitor.getByRole("button", { name: "Create Company" }).click();
  await expect(visitor.locator(".banner[role=status]")).toContainText(LINES[9]);
  await look(visitor, "setup done");

  // The mails written for X, rendered as they would be in a mail program that runs scripts.
  const mails = await db()
    .selectFrom("email_outbox")
    .select(["id", "html_body"])
    .where(
      "company_id",
      "in",
      tenants.map((t) => t.id),
    )
    .execute();
  expect(mails.length).toBeGreaterThan(0);
  const reader = await newPage(contexts.anyone);
  for (const m of mails) {
    await reader.setContent(m.html_body ?? "", { waitUntil: "load" });
    for (const p of await inspect(reader)) if (!p.startsWith("<script> without")) problems.push(`mail ${m.id}: ${p}`);
  }

  for (const c of Object.values(contexts)) await c.close();
  console.log(`XSS walk: ${pagesSeen} pages, ${mails.length} mails, ${PAYLOADS.length} payloads`);
  expect(problems).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(pagesSeen).toBeGreaterThan(40);
});
