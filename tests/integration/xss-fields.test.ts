/**
 * The XSS corpus (issue 12, part 3) in every text field a person can set, and in every PDF, CSV
 * and mail made from them. Each of the 35 payloads of tests/support/xss.ts goes through the real
 * action (a form post with a real Request, as the page sends it) of each field:
 * - names of employees (added one by one and by CSV import) and of company administrators,
 *   company names (super administrator, settings, self-service setup), the welcome message,
 *   sender name, signer name and title: accepted, and stored exactly as typed (trimmed);
 * - emails, colours, the logo URL, subdomains: refused with 4xx and a message, nothing written
 *   (a subdomain is normalised to a-z 0-9 - as the spec says; what is left is kept or refused);
 * - never a 5xx.
 * Then the documents made of that data: the completions report, the invitation links and the
 * import template (CSV: every cell parsed; none that a spreadsheet would run as a formula, the
 * payloads there as text), the certificates (PDF: the text read back with pdfjs-dist, no
 * JavaScript, no actions, no links), and the mails of the outbox (no payload as markup).
 * The pages themselves are rendered in Chromium by tests/e2e/xss.spec.ts.
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "../../app/server/admin/settings.server";
import { db } from "../../app/server/platform/db.server";
import { fontsDraw } from "../../app/server/platform/pdf-fonts.server";
import { completeTraining, createCompany, createUser, type TestUser } from "../support/factory";
import { Browser } from "../support/http";
import { ensureSession, type Identity, loadRouteModules, moduleOf, requestAs, routeFor } from "../support/route-map";
import { FORMULA_START, injectedMarkup, isOneLine, type Payload, PAYLOADS, TRICKY_EMAILS } from "../support/xss";

const FORM = "application/x-www-form-urlencoded";

interface Answer {
  status: number;
  type: string;
  text: string;
  bytes: Uint8Array;
  data: unknown;
}

/** Runs the loader (GET) or action (POST) of a URL as someone; a Response, data() or a plain value. */
async function call(who: Identity, url: string, fields?: Record<string, string | number>): Promise<Answer> {
  await ensureSession(who);
  const target = routeFor(url.split("?")[0]);
  if (!target) throw new Error(`no route for ${url}`);
  const module = moduleOf(target.route.file);
  const fn = fields ? module.action : module.loader;
  if (!fn) throw new Error(`${target.route.file} has no ${fields ? "action" : "loader"}`);
  const body = fields ? new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString() : undefined;
  const request = requestAs(who, url, { method: fields ? "POST" : "GET", type: fields ? FORM : undefined, body });
  const value = await Promise.resolve(
    fn({ request, url: new URL(request.url), params: target.params, context: who.browser.context() }),
  ).catch((e: unknown) => e);
  if (value instanceof Response) {
    who.browser.absorb(value.headers);
    const bytes = new Uint8Array(await value.arrayBuffer());
    const type = value.headers.get("Content-Type") ?? "";
    return { status: value.status, type, bytes, text: new TextDecoder().decode(bytes), data: null };
  }
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const v = value as { data: unknown; init: ResponseInit | null };
    return { status: v.init?.status ?? 200, type: "data", bytes: new Uint8Array(), text: JSON.stringify(v.data), data: v.data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, type: "data", bytes: new Uint8Array(), text: JSON.stringify(value), data: value };
}

const accepted = (a: Answer) => a.status < 400;
/** What zod's trim() keeps (JavaScript's white space and line terminators at both ends go). */
const trimmed = (s: string) => s.trim();

/**
 * A free-text field's answer to a payload: kept exactly (trimmed) when the field takes it, which
 * single-line fields do unless it has a line break or control character (refused with 400, and
 * then not stored); never a 5xx.
 */
function judge(label: string, p: Payload, a: Answer, stored: string | null | undefined, rule: "one line" | "any" = "one line") {
  const takes = rule === "any" || isOneLine(p.text);
  if (a.status >= 500) fail(`${label} #${p.id} (${p.kind}): ${a.status}`);
  else if (takes && (!accepted(a) || stored !== trimmed(p.text)))
    fail(`${label} #${p.id} (${p.kind}): ${a.status}, stored ${JSON.stringify(stored)}`);
  else if (!takes && (a.status !== 400 || stored === trimmed(p.text))) fail(`${label} #${p.id} (${p.kind}): not refused (${a.status})`);
}

// ---- The people and the company ---------------------------------------------------------------

const X = { id: 0, slug: "", base: "" };
let admin: Identity;
let superAdmin: Identity;
const failures: string[] = [];
const fail = (what: string) => failures.push(what);

beforeAll(async () => {
  await loadRouteModules();
  const x = await createCompany();
  Object.assign(X, x, { base: `/company/${x.slug}` });
  await db().updateTable("companies").set({ max_employees: 2000 }).where("id", "=", X.id).execute();
  admin = {
    name: "X's admin",
    user: await createUser({ company: X.slug, role: "admin" }),
    how: "cookie",
    browser: new Browser("198.51.100.60"),
  };
  superAdmin = {
    name: "super admin",
    user: await createUser({ role: "super_admin" }),
    how: "cookie",
    browser: new Browser("198.51.100.61"),
  };
});

/** Asserts the failures collected so far are none (a list is easier to read than the first one). */
const noFailures = () => {
  const list = failures.splice(0);
  expect(list.length > 40 ? [...list.slice(0, 40), `… and ${list.length - 40} more`] : list).toEqual([]);
};

async function userByEmail(email: string) {
  return db()
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "email", "company_id"])
    .where("email", "=", email)
    .executeTakeFirst();
}

describe("every text field with every payload: accepted as text or refused, never a 5xx", () => {
  it("employee names and emails (Add Employee)", async () => {
    for (const p of PAYLOADS) {
      for (const field of ["firstName", "lastName"] as const) {
        const email = `add-${field.toLowerCase()}-${p.id}@xss.example`;
        const a = await call(admin, `${X.base}/admin/dashboard`, {
          intent: "add",
          firstName: "First",
          lastName: "Last",
          email,
          [field]: p.text,
        });
        const row = await userByEmail(email);
        judge(`add employee, ${field}`, p, a, field === "firstName" ? row?.first_name : row?.last_name);
      }
      const before = await db().selectFrom("users").select(db().fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      const a = await call(admin, `${X.base}/admin/dashboard`, { intent: "add", firstName: "Mail", lastName: "Probe", email: p.text });
      const after = await db().selectFrom("users").select(db().fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      if (a.status !== 400 || after.n !== before.n) fail(`email #${p.id} (${p.kind}): ${a.status}, ${after.n - before.n} written`);
    }
    for (const email of TRICKY_EMAILS) {
      const a = await call(admin, `${X.base}/admin/dashboard`, { intent: "add", firstName: "Tricky", lastName: "Email", email });
      if (!accepted(a) || !(await userByEmail(email))) fail(`the valid email ${email}: ${a.status}`);
    }
    noFailures();
  }, 120_000);

  it("the company settings: free text accepted, URL, colours and reply-to refused", async () => {
    const current = await readSettings({ companyId: X.id });
    const form = (over: Record<string, string>) => {
      const f: Record<string, string> = {};
      for (const [k, v] of Object.entries(current)) {
        if (typeof v === "boolean") {
          if (v) f[k] = "on";
        } else if (v !== null) f[k] = String(v);
      }
      return { ...f, ...over };
    };
    const free = ["companyName", "welcomeMessage", "emailSenderName", "signerName", "signerTitle"] as const;
    const strict = ["companyLogoUrl", "primaryColor", "secondaryColor", "emailReplyTo"] as const;
    for (const p of PAYLOADS) {
      for (const field of free) {
        const a = await call(admin, `${X.base}/admin/dashboard/settings`, form({ [field]: p.text }));
        const stored = (await readSettings({ companyId: X.id }))[field];
        judge(`settings, ${field}`, p, a, stored, field === "welcomeMessage" ? "any" : "one line");
      }
      const before = await readSettings({ companyId: X.id });
      for (const field of strict) {
        const a = await call(admin, `${X.base}/admin/dashboard/settings`, form({ [field]: p.text }));
        if (a.status !== 400) fail(`${field} #${p.id} (${p.kind}): ${a.status}`);
      }
      expect(await readSettings({ companyId: X.id })).toEqual(before);
    }
    noFailures();
  }, 120_000);

  it("companies and their administrators (super administrator): names accepted, emails and colours refused, subdomains normalised", async () => {
    for (const p of PAYLOADS) {
      const base = {
        intent: "create",
        companyName: `Company ${p.id}`,
        contactEmail: `privacy-${p.id}@xss.example`,
        subdomain: `xss-co-${p.id}`,
        adminFirstName: "Ada",
        adminLastName: "Admin",
        adminEmail: `admin-${p.id}@xss.example`,
        maxEmployees: 10,
        accountType: "active",
        trialDurationDays: 30,
        primaryColor: "#003D8F",
        secondaryColor: "#FF6A00",
      };
      for (const field of ["companyName", "adminFirstName", "adminLastName"] as const) {
        const slug = `xss-${field.toLowerCase()}-${p.id}`;
        const a = await call(superAdmin, "/super-admin/dashboard", {
          ...base,
          // a name of its own (an existing company's name is refused as a look-alike)
          companyName: `Company ${slug}`,
          subdomain: slug,
          adminEmail: `${slug}@xss.example`,
          [field]: p.text,
        });
        const company = await db().selectFrom("companies").select(["id", "name"]).where("slug", "=", slug).executeTakeFirst();
        const adminRow = await userByEmail(`${slug}@xss.example`);
        const stored = field === "companyName" ? company?.name : field === "adminFirstName" ? adminRow?.first_name : adminRow?.last_name;
        judge(`create company, ${field}`, p, a, stored);
      }
      for (const field of ["contactEmail", "adminEmail", "primaryColor", "secondaryColor"] as const) {
        const slug = `xss-${field.toLowerCase()}-${p.id}`;
        const a = await call(superAdmin, "/super-admin/dashboard", { ...base, subdomain: slug, [field]: p.text });
        const company = await db().selectFrom("companies").select("id").where("slug", "=", slug).executeTakeFirst();
        if (a.status !== 400 || company) fail(`create, ${field} #${p.id} (${p.kind}): ${a.status}, written: ${Boolean(company)}`);
      }
      const a = await call(superAdmin, "/super-admin/dashboard", { ...base, adminEmail: `sub-${p.id}@xss.example`, subdomain: p.text });
      if (a.status >= 500) fail(`create, subdomain #${p.id}: ${a.status}`);
      const made = await userByEmail(`sub-${p.id}@xss.example`);
      if (accepted(a)) {
        const company = await db()
          .selectFrom("companies")
          .select("slug")
          .where("id", "=", made?.company_id ?? -1)
          .executeTakeFirst();
        if (!company || !/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(company.slug)) fail(`subdomain #${p.id} stored as ${company?.slug}`);
      } else if (made) fail(`subdomain #${p.id}: refused (${a.status}) but written`);
    }
    // Edit Company and the administrator's change: the same names again.
    const target = await createCompany();
    for (const p of PAYLOADS) {
      const edit = await call(superAdmin, "/super-admin/dashboard", {
        intent: "edit",
        companyId: target.id,
        name: p.text,
        contactEmail: `privacy@${target.slug}.example`,
        status: "active",
        maxEmployees: 100,
      });
      const company = await db().selectFrom("companies").select("name").where("id", "=", target.id).executeTakeFirstOrThrow();
      judge("edit company, name", p, edit, company.name);
      const email = `changed-admin-${p.id}@xss.example`;
      const change = await call(superAdmin, "/super-admin/dashboard", {
        intent: "change-admin",
        companyId: target.id,
        firstName: p.text,
        lastName: p.text,
        email,
      });
      const row = await userByEmail(email);
      judge("change admin, first name", p, change, row?.first_name);
      judge("change admin, last name", p, change, row?.last_name);
      const refused = await call(superAdmin, "/super-admin/dashboard", {
        intent: "change-admin",
        companyId: target.id,
        firstName: "Ok",
        lastName: "Ok",
        email: p.text,
      });
      if (refused.status !== 400) fail(`change admin, email #${p.id}: ${refused.status}`);
    }
    noFailures();
  }, 240_000);

  it("the self-service setup: company and administrator names accepted, emails and colours refused", async () => {
    let n = 0;
    const visitor = (): Identity => ({ name: "visitor", browser: new Browser(`198.18.${n >> 8}.${n++ & 255}`) });
    // The companies the super administrator created with these names leave the platform: the setup
    // refuses an existing company's name (a look-alike), and here the same names must be accepted.
    const names = PAYLOADS.map((p) => trimmed(p.text));
    await db().updateTable("companies").set({ deleted_at: new Date().toISOString() }).where("name", "in", names).execute();
    for (const p of PAYLOADS) {
      const base = {
        go: "create",
        companyName: `Setup ${p.id}`,
        contactEmail: `setup-${p.id}@xss.example`,
        subdomain: `setup-${p.id}`,
        adminFirstName: "Sam",
        adminLastName: "Setup",
        adminEmail: `setup-admin-${p.id}@xss.example`,
        primaryColor: "#003D8F",
        secondaryColor: "#FF6A00",
        trialDurationDays: 30,
      };
      // Each step's validation (the answers come back to the page in its fields)
      for (const go of ["company", "admin", "preview"]) {
        const a = await call(visitor(), "/company/setup", {
          ...base,
          go,
          companyName: p.text,
          adminFirstName: p.text,
          adminLastName: p.text,
        });
        const expected = isOneLine(p.text) || go === "preview" ? a.status < 400 : a.status === 400;
        if (!expected) fail(`setup step ${go}, names #${p.id} (${p.kind}): ${a.status}`);
      }
      for (const field of ["companyName", "adminFirstName", "adminLastName"] as const) {
        const slug = `setup-${field.toLowerCase()}-${p.id}`;
        const own = { companyName: `Setup ${slug}`, subdomain: slug, adminEmail: `${slug}@xss.example` };
        const a = await call(visitor(), "/company/setup", { ...base, ...own, [field]: p.text });
        const company = await db().selectFrom("companies").select(["id", "name"]).where("slug", "=", slug).executeTakeFirst();
        const row = await userByEmail(`${slug}@xss.example`);
        const stored = field === "companyName" ? company?.name : field === "adminFirstName" ? row?.first_name : row?.last_name;
        judge(`setup, ${field}`, p, a, stored);
      }
      for (const field of ["contactEmail", "adminEmail", "primaryColor", "secondaryColor"] as const) {
        const slug = `setup-${field.toLowerCase()}-${p.id}`;
        const a = await call(visitor(), "/company/setup", { ...base, subdomain: slug, [field]: p.text });
        const company = await db().selectFrom("companies").select("id").where("slug", "=", slug).executeTakeFirst();
        if (a.status !== 400 || company) fail(`setup, ${field} #${p.id} (${p.kind}): ${a.status}, written: ${Boolean(company)}`);
      }
    }
    noFailures();
  }, 240_000);
});

// ---- Documents -----------------------------------------------------------------------------------

/** The CSV rows of a download (BOM dropped), every cell checked against formulas. */
function csvCells(a: Answer, what: string): string[][] {
  expect(a.status, what).toBe(200);
  expect(a.type, what).toContain("text/csv");
  const rows = parse(a.text.replace(/^\uFEFF/, ""), { relax_column_count: false }) as string[][];
  for (const row of rows)
    for (const cell of row) if (FORMULA_START.test(cell)) fail(`${what}: a cell a spreadsheet would run: ${JSON.stringify(cell)}`);
  return rows;
}

/** A cell as safeCell writes a value: formula starters get a leading apostrophe. */
const asCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/**
 * Whether a value can come out of a certificate's text as typed: every character drawn by the
 * embedded Unicode font (DejaVu Sans: Latin, Greek, Cyrillic and more; no CJK, so full-width
 * forms it lacks are empty boxes).
 */
const drawable = (value: string) => fontsDraw(value);

/** The verification URL of a certificate number on the tests' PUBLIC_URL. */
const VERIFY_LINK = /^http:\/\/localhost:3000\/verify\/GDPR-PHARMA-[A-Z]{13}$/;

/** The text of a PDF (items joined), after checking that it carries no script, no action and no link but its verification URL. */
async function pdfText(a: Answer, what: string): Promise<string> {
  expect(a.status, what).toBe(200);
  expect(a.type, what).toBe("application/pdf");
  const doc = await getDocument({ data: a.bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  expect(await doc.getJSActions(), `${what}: document JavaScript`).toBeNull();
  expect(await doc.getOpenAction(), `${what}: an open action`).toBeNull();
  let text = "";
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    // The one link a certificate carries is its own verification URL on PUBLIC_URL (issue 13); nothing else, no action.
    const annotations = (await page.getAnnotations()) as { subtype?: string; url?: string; action?: unknown; unsafeUrl?: string }[];
    const links = annotations.map((a) => ({ subtype: a.subtype, url: a.url, unsafeUrl: a.unsafeUrl, action: a.action }));
    for (const link of links)
      expect(
        link.subtype === "Link" && VERIFY_LINK.test(link.url ?? "") && link.unsafeUrl === link.url && !link.action,
        `${what}: annotation ${JSON.stringify(link)}`,
      ).toBe(true);
    expect(await page.getJSActions(), `${what}: page JavaScript`).toBeNull();
    text += (await page.getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join("");
  }
  await doc.destroy();
  return text;
}

describe("documents made of the payloads", () => {
  const names = PAYLOADS.map((p, i) => ({ p, first: trimmed(p.text), last: trimmed(PAYLOADS[(i + 17) % PAYLOADS.length].text) }));
  const people: { user: TestUser; first: string; last: string }[] = [];
  let links = { key: "", signature: "" };

  it("the CSV import takes the payloads as names (preview and import), refuses them as emails; the invitation links CSV is formula-safe", async () => {
    const rows = [
      ...names.map(({ first, last }, i) => [first, last, `import-${i + 1}@xss.example`]),
      ...PAYLOADS.map((p) => ["Bad", "Email", p.text]),
      ["Tricky", "Formula", "-9+1@xss.example"],
    ];
    const csv = stringify([["first_name", "last_name", "email"], ...rows]);
    const preview = await call(admin, `${X.base}/admin/dashboard/import`, { intent: "preview", csvData: csv });
    expect(preview.status).toBe(200);
    const plan = preview.data as { digest: string; counts: Record<string, number> };
    const fine = names.filter((n) => isOneLine(n.first) && isOneLine(n.last));
    expect(plan.counts).toMatchObject({ new: fine.length + 1, invalid: PAYLOADS.length + names.length - fine.length });
    const done = await call(admin, `${X.base}/admin/dashboard/import`, { intent: "confirm", csvData: csv, digest: plan.digest });
    expect(done.status).toBe(200);
    links = (done.data as { links: { key: string; signature: string } }).links;
    for (const [i, { first, last }] of names.entries()) {
      const row = await userByEmail(`import-${i + 1}@xss.example`);
      const takes = isOneLine(first) && isOneLine(last);
      if (takes ? row?.first_name !== first || row?.last_name !== last : row)
        fail(`import row ${i + 1}: stored ${row?.first_name} / ${row?.last_name}`);
    }
    const download = await call(admin, `${X.base}/admin/invitation_links.csv`, { key: links.key, signature: links.signature });
    const cells = csvCells(download, "invitation links");
    for (const { first, last } of names.filter((n) => isOneLine(n.first) && isOneLine(n.last))) {
      if (!cells.some((r) => r[0] === asCell(first) && r[1] === asCell(last))) fail(`invitation links: ${first} / ${last} missing`);
    }
    expect(cells.some((r) => r[2] === "'-9+1@xss.example")).toBe(true);
    noFailures();
  }, 120_000);

  it("the import template CSV", async () => {
    const rows = csvCells(await call(admin, `${X.base}/admin/employee_template.csv`), "template");
    expect(rows).toEqual([["first_name", "last_name", "email"]]);
    noFailures();
  });

  it("the completions report CSV: every name as text, no cell a formula", async () => {
    // Learners with the payloads as names complete the training (a certificate each)
    for (const [i, { first, last }] of names.entries()) {
      const user = await createUser({ company: X.slug, firstName: first, lastName: last, email: `learner-${i + 1}@xss.example` });
      if (i % 5 === 0) await completeTraining(user, X.base);
      people.push({ user, first, last });
    }
    const rows = csvCells(await call(admin, `${X.base}/admin/completions.csv`), "completions report");
    for (const { first, last } of names) {
      if (!rows.some((r) => r[0] === asCell(`${first} ${last}`))) fail(`completions report: ${first} ${last} missing`);
    }
    noFailures();
  }, 120_000);

  it("certificates (the learner's, the admin's download, the super administrator's sample): the names as text, no script, action or link", async () => {
    // The company's certificate fields carry payloads too
    await db()
      .updateTable("company_settings")
      .set({ signer_name: trimmed(PAYLOADS[5].text), signer_title: trimmed(PAYLOADS[1].text) })
      .where("company_id", "=", X.id)
      .execute();
    await db()
      .updateTable("companies")
      .set({ name: trimmed(PAYLOADS[2].text) })
      .where("id", "=", X.id)
      .execute();
    let checked = 0;
    let skipped = 0;
    const expectText = async (text: string, value: string, what: string) => {
      const squeeze = (s: string) => s.replace(/\s+/g, "");
      if (!(await drawable(value))) {
        skipped++;
        return;
      }
      checked++;
      // pdfjs-dist leaves invisible format characters (bidi overrides, zero-width joiners: Unicode's Cf) out of the text it reads
      const visible = value.replace(/\p{Cf}/gu, "");
      if (!squeeze(text).includes(squeeze(visible))) fail(`${what}: ${JSON.stringify(value)} not in the text`);
    };
    const completed = people.filter((_, i) => i % 5 === 0);
    for (const person of completed) {
      const who: Identity = { name: "learner", user: person.user, how: "cookie", browser: new Browser("198.51.100.62") };
      const own = await pdfText(await call(who, `${X.base}/certificate.pdf`), `certificate of #${person.first}`);
      const byAdmin = await pdfText(await call(admin, `${X.base}/admin/employees/${person.user.id}/certificate.pdf`), "admin's download");
      for (const text of [own, byAdmin]) {
        await expectText(text, `${person.first} ${person.last}`, "certificate, name");
        await expectText(text, trimmed(PAYLOADS[5].text), "certificate, signer");
        await expectText(text, trimmed(PAYLOADS[1].text), "certificate, signer title");
      }
    }
    const sample = await pdfText(await call(superAdmin, `/super-admin/sample-certificate.pdf?company=${X.id}`), "sample certificate");
    await expectText(sample, trimmed(PAYLOADS[5].text), "sample certificate, signer");
    // every value the font draws is read back as typed; only characters it has no glyph for are skipped
    console.info(`certificates: ${checked} values read back, ${skipped} skipped (characters the font cannot draw)`);
    expect(checked).toBeGreaterThan(3 * completed.length);
    noFailures();
  }, 180_000);

  it("the mails of the outbox: every payload as text, none as markup", async () => {
    const mails = (await db().selectFrom("email_outbox").select(["id", "subject", "html_body", "text_body"]).execute()).map((m) => ({
      id: m.id,
      subject: m.subject,
      html: m.html_body ?? "",
      text: m.text_body,
    }));
    expect(mails.length).toBeGreaterThan(100);
    for (const m of mails) {
      const found = injectedMarkup(m.html);
      if (found.length) fail(`mail ${m.id} (${m.subject.slice(0, 60)}): ${found.join(", ")}`);
      for (const p of PAYLOADS) if (/[<>"]/.test(p.text) && m.html.includes(p.text)) fail(`mail ${m.id}: payload #${p.id} unescaped`);
    }
    // and they did reach the mails: an invitation of the import names its payload-named person
    expect(mails.some((m) => m.text.includes(names[0].first))).toBe(true);
    noFailures();
  });
});
