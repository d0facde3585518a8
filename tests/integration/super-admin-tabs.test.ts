import { randomBytes } from "node:crypto";
/**
 * The super administrator's Training Modules (with the module previews and the sample
 * certificate), System Sitemap and Analytics tabs, and their guards.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { questionOf } from "../../app/content";
import { analytics } from "../../app/domain/companies";
import * as adminLogin from "../../app/routes/admin/login";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as demo from "../../app/routes/public/demo";
import * as analyticsTab from "../../app/routes/super-admin/analytics";
import * as preview from "../../app/routes/super-admin/module-preview";
import * as modulesTab from "../../app/routes/super-admin/modules";
import * as sampleCertificate from "../../app/routes/super-admin/sample-certificate";
import * as sitemapTab from "../../app/routes/super-admin/sitemap";
import * as superLogin from "../../app/routes/super-admin/login";
import { db, nowIso, queryCount } from "../../app/server/platform/db.server";
import { platformFigures } from "../../app/server/super-admin/analytics.server";
import { createCompany, createUser, TEST_PASSWORD, unique } from "../support/factory";
import { Browser, download, run } from "../support/http";

const HOME = "/super-admin/dashboard";
const MODULES = `${HOME}/modules`;

async function superAdmin() {
  const sa = await createUser({ role: "super_admin" });
  const b = new Browser();
  const r = await run(superLogin.action, b, "/super-admin/login", { form: { intent: "login", email: sa.email, password: sa.password } });
  expect(r.location).toBe(HOME);
  return b;
}

/** Row counts of every table of the database. */
async function rowCounts(): Promise<Record<string, number>> {
  // the tables as Kysely lists them on either engine (not SQLite's sqlite_master)
  const tables = (await db().introspection.getTables()).map((t) => t.name).filter((name) => !name.startsWith("kysely_"));
  const query = `select ${tables.map((t) => `(select count(*) from "${t}") as "${t}"`).join(", ")}`;
  return (await sql.raw<Record<string, number>>(query).execute(db())).rows[0];
}

const openPreview = (b: Browser, id: number | string, query = "") =>
  run(preview.loader, b, `${MODULES}/${id}${query}`, { params: { moduleId: String(id) } });
const postPreview = (b: Browser, id: number | string, form: Record<string, string | number>) =>
  run(preview.action, b, `${MODULES}/${id}`, { params: { moduleId: String(id) }, form });

describe("training modules tab", () => {
  it("shows the eight modules as cards opening their previews", async () => {
    const b = await superAdmin();
    const r = await run(modulesTab.loader, b, MODULES);
    expect(r.status).toBe(200);
    expect(r.data.cards).toHaveLength(8);
    expect(r.data.cards[0]).toMatchObject({ id: 1, title: "Legal Basis Fundamentals", color: { from: expect.stringMatching(/^#/) } });
    expect(r.data.cards[7]).toMatchObject({ id: 8, title: "Certificate Center", questions: 0 });
    for (const c of r.data.cards) expect(c.description.length).toBeGreaterThan(10);
  });

  it("walks any core module without locks like the demo, writing nothing to the database", async () => {
    const b = await superAdmin();
    const before = await rowCounts();
    // Module 6 straight away: nothing is locked for the super administrator.
    const first = await openPreview(b, 6);
    expect(first.status).toBe(200);
    expect(first.data.module).toMatchObject({ id: 6, title: "Breach Response", previous: { id: 5 }, next: { id: 7 } });
    expect(first.data.walk).toMatchObject({ phase: "briefing", question: null, result: null });
    expect(first.data.walk.briefing.length).toBeGreaterThan(100);
    expect(first.data.certificate).toBeNull();

    const begun = await postPreview(b, 6, { intent: "begin" });
    expect(begun.status).toBe(302);
    expect(begun.location).toBe(`${MODULES}/6`);
    expect((await openPreview(b, 6)).data.walk).toMatchObject({
      phase: "training",
      briefing: null,
      training: { title: expect.any(String) },
    });
    await postPreview(b, 6, { intent: "start-assessment" });

    // First pass: wrong, right, wrong, right; then the retake asks the two missed questions.
    let missed = 0;
    for (let i = 0; i < 4; i++) {
      const q = (await openPreview(b, 6)).data.walk.question;
      expect(q).toMatchObject({ number: i + 1, of: 4, retake: false });
      const right = questionOf(q.id)!.correctAnswer;
      const choice = i % 2 === 0 ? (right + 1) % 4 : right;
      if (choice !== right) missed++;
      expect((await postPreview(b, 6, { intent: "answer", questionId: q.id, choice })).location).toBe(`${MODULES}/6`);
      expect((await openPreview(b, 6)).data.walk.last.correct).toBe(choice === right);
    }
    for (let i = 0; i < missed; i++) {
      const q = (await openPreview(b, 6)).data.walk.question;
      expect(q).toMatchObject({ number: i + 1, of: missed, retake: true });
      await postPreview(b, 6, { intent: "answer", questionId: q.id, choice: questionOf(q.id)!.correctAnswer });
    }
    const done = await openPreview(b, 6);
    expect(done.data.walk).toMatchObject({ phase: "completed", question: null, result: { score: 100, correct: 4 } });

    // Each module keeps its own walk; the demo's is untouched.
    expect((await openPreview(b, 2)).data.walk.phase).toBe("briefing");
    expect((await run(demo.loader, b, "/demo")).data.phase).toBe("briefing");
    expect(await rowCounts()).toEqual(before);

    await postPreview(b, 6, { intent: "restart" });
    expect((await openPreview(b, 6)).data.walk.phase).toBe("briefing");
  });

  it("ignores steps out of order and unreadable steps, still writing nothing", async () => {
    const b = await superAdmin();
    const before = await rowCounts();
    for (const form of [
      { intent: "answer", questionId: 1, choice: 0 },
      { intent: "start-assessment" },
      { intent: "nope" },
      { choice: "x" },
    ] as Record<string, string | number>[]) {
      const r = await postPreview(b, 3, form);
      expect(r.status).toBe(302);
      expect(r.location).toBe(`${MODULES}/3`);
    }
    expect((await openPreview(b, 3)).data.walk.phase).toBe("briefing");
    // a forged preview cookie is a fresh walk
    b.cookies.set("academy_preview", "garbage.sig");
    expect((await openPreview(b, 3)).data.walk.phase).toBe("briefing");
    expect(await rowCounts()).toEqual(before);
  });

  it("answers 404 for module ids that are not 1 to 8", async () => {
    const b = await superAdmin();
    for (const id of ["abc", "99", "0", "9", "01", "1.5", "-1", "%00"]) {
      expect((await openPreview(b, id)).status, id).toBe(404);
      expect((await postPreview(b, id, { intent: "begin" })).status, id).toBe(404);
    }
    expect((await run(preview.loader, b, `${MODULES}/`, { params: {} })).status).toBe(404);
  });

  it("module 8 is a certificate test: a chosen company's sample certificate PDF, with no certificate issued", async () => {
    const b = await superAdmin();
    const co = await createCompany(unique("certco"), { name: "Certified Trials" });
    await db().updateTable("company_settings").set({ primary_color: "#123456" }).where("company_id", "=", co.id).execute();
    const page = await openPreview(b, 8);
    expect(page.status).toBe(200);
    expect(page.data.walk).toBeNull();
    expect(page.data.certificate.companies.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining(["main", co.slug]));
    expect(page.data.certificate.chosen.name).toBe("GDPR Training Academy");

    const chosen = await openPreview(b, 8, `?company=${co.id}`);
    expect(chosen.data.certificate).toMatchObject({
      unknownCompany: false,
      sample: { name: "Sample Learner", number: "SAMPLE-NOT-ISSUED" },
      chosen: {
        id: co.id,
        name: "Certified Trials",
        primaryColor: "#123456",
        signer: "Dr. Test Signer, Chief Compliance Officer",
        href: `/super-admin/sample-certificate.pdf?company=${co.id}`,
      },
    });
    expect((await openPreview(b, 8, "?company=abc")).data.certificate).toMatchObject({
      unknownCompany: true,
      chosen: { name: "GDPR Training Academy" },
    });
    // posting to module 8 just shows the page again
    expect((await postPreview(b, 8, { intent: "begin" })).location).toBe(`${MODULES}/8`);

    const before = await rowCounts();
    const pdf = await run(download(sampleCertificate), b, chosen.data.certificate.chosen.href);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toBe(`attachment; filename="GDPR-Certificate-SAMPLE-${co.slug}.pdf"`);
    const bytes = Buffer.from(await pdf.response!.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // A4 landscape: 841.89 x 595.28 points
    expect(bytes.toString("latin1")).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(bytes.toString("latin1")).toContain("SAMPLE-NOT-ISSUED");
    expect(await rowCounts()).toEqual(before);

    for (const q of ["", "?company=", "?company=abc", "?company=99999999", "?company=1e3", "?company=-1", "?company=%00"]) {
      expect((await run(download(sampleCertificate), b, `/super-admin/sample-certificate.pdf${q}`)).status, q).toBe(404);
    }
    await db().updateTable("companies").set({ deleted_at: nowIso() }).where("id", "=", co.id).execute();
    expect((await run(download(sampleCertificate), b, chosen.data.certificate.chosen.href)).status).toBe(404);
    expect((await openPreview(b, 8)).data.certificate.companies.map((c: { slug: string }) => c.slug)).not.toContain(co.slug);
  });
});

// ---- System Sitemap ------------------------------------------------------------------------

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}
/** Every route of the URL map with its full path ("" for the home), children under their layout. */
const fullPaths = (list: RouteEntry[], prefix = ""): string[] =>
  list.flatMap((r) => {
    const full = r.index ? prefix : [prefix, (r.path ?? "").replace(/^\/+/, "")].filter(Boolean).join("/");
    return [full, ...fullPaths(r.children ?? [], full)];
  });

describe("system sitemap tab", () => {
  it("lists every route of the URL map, grouped by category with counts", async () => {
    const b = await superAdmin();
    const r = await run(sitemapTab.loader, b, `${HOME}/sitemap`);
    expect(r.status).toBe(200);
    const entries = r.data.groups.flatMap((g: { entries: { path: string; inEveryContext: boolean }[] }) => g.entries);
    for (const g of r.data.groups) expect(g.count).toBe(g.entries.length);
    expect(entries).toHaveLength(r.data.total);
    expect(r.data.prefixes).toEqual(["/croacademy", "/company/{subdomain}"]);

    const inSitemap = new Map<string, boolean[]>();
    for (const e of entries) inSitemap.set(e.path, [...(inSitemap.get(e.path) ?? []), e.inEveryContext]);
    const missing: string[] = [];
    let checked = 0;
    for (const path of fullPaths(routes as unknown as RouteEntry[])) {
      // The JSON API's catch-alls and the not-found page are no screens.
      if (path.split("/").includes("*")) continue;
      checked++;
      const m = /^(croacademy|company\/:subdomain)(?:\/(.*))?$/.exec(path);
      const shown = `/${m ? (m[2] ?? "") : path}`;
      const found = inSitemap.get(shown);
      if (!found) missing.push(path);
      // a route under a context prefix is a screen that exists in every context
      else if (m) expect(found, path).toContain(true);
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(3 * 20);
    // and nothing is listed that the URL map does not have
    const routePaths = new Set(fullPaths(routes as unknown as RouteEntry[]).map((p) => `/${p}`));
    for (const e of entries as { path: string }[]) {
      if (/^\/quest\/\d\/\d$/.test(e.path)) continue;
      expect(routePaths.has(e.path), e.path).toBe(true);
    }
  });

  it("names the eight module routes, marks parameterised routes dynamic and gives static ones an address", async () => {
    const b = await superAdmin();
    const r = await run(sitemapTab.loader, b, `${HOME}/sitemap`);
    const training = r.data.groups.find((g: { category: string }) => g.category === "Training");
    const modules = training.entries.filter((e: { path: string }) => /^\/quest\/\d\/\d$/.test(e.path));
    expect(modules.map((e: { path: string }) => e.path)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((i) => `/quest/${i}/${i}`));
    expect(modules[0]).toMatchObject({ title: "Module 1: Legal Basis Fundamentals", detail: "US Headquarters", dynamic: false });
    expect(modules[7]).toMatchObject({ title: "Module 8: Certificate Center", detail: "Program Completion" });
    const all = r.data.groups.flatMap((g: { entries: unknown[] }) => g.entries) as {
      path: string;
      dynamic: boolean;
      auth: boolean;
      open: string;
      category: string;
    }[];
    // parameterised, or needing ?company= (the sample certificate, which answers 404 without it)
    for (const e of all) expect(e.dynamic, e.path).toBe(e.path.includes("/:") || e.path === "/super-admin/sample-certificate.pdf");
    expect(all.find((e) => e.path === "/super-admin/sample-certificate.pdf")).toMatchObject({ dynamic: true, open: "dynamic" });
    // a Visit link only for static pages: no logout (a form's target) and no download
    for (const e of all.filter((x) => x.open === "visit")) {
      expect(e.category, e.path).not.toBe("Downloads");
      expect(e.path, e.path).not.toMatch(/logout/);
    }
    for (const path of ["/employee/logout", "/admin/logout", "/super-admin/logout"]) {
      expect(all.find((e) => e.path === path)?.open, path).toBe("action");
    }
    for (const path of ["/certificate.pdf", "/admin/completions.csv", "/api/openapi.json"]) {
      expect(all.find((e) => e.path === path)?.open, path).toBe("download");
    }
    expect(all.find((e) => e.path === "/super-admin/dashboard/modules/:moduleId")).toMatchObject({ dynamic: true, auth: true });
    expect(all.find((e) => e.path === "/company/setup")).toMatchObject({ dynamic: false, auth: false });
    expect(r.data.groups.map((g: { category: string }) => g.category)).toEqual([
      "Public",
      "Sign-in",
      "Training",
      "Company administration",
      "System administration",
      "Downloads",
    ]);
  });
});

// ---- Analytics -----------------------------------------------------------------------------

async function employee(company: string, opts: { status?: "active" | "deactivated"; enrollment?: "completed" | "in_progress" } = {}) {
  const u = await createUser({ company, role: "employee", status: opts.status ?? "active" });
  if (opts.enrollment) {
    const now = nowIso();
    await db()
      .insertInto("enrollments")
      .values({
        user_id: u.id,
        company_id: u.companyId!,
        status: opts.enrollment,
        created_at: now,
        started_at: now,
        completed_at: opts.enrollment === "completed" ? now : null,
        modules_completed: opts.enrollment === "completed" ? 7 : 2,
        updated_at: now,
      })
      .execute();
  }
  // completed the training: holds a current certificate (domain/completed.ts)
  if (opts.enrollment === "completed")
    await db()
      .insertInto("certificates")
      .values({
        user_id: u.id,
        company_id: u.companyId!,
        number: `GDPR-PHARMA-${randomBytes(10)
          .toString("hex")
          .toUpperCase()
          .replace(/[^A-Z]/g, "Q")
          .padEnd(13, "Q")
          .slice(0, 13)}`,
        recipient_name: "Test Person",
        issued_at: nowIso(),
        valid_until: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      })
      .execute();
  return u;
}

async function admin(company: string, opts: { loggedIn: boolean; status?: "active" | "deactivated" }) {
  const u = await createUser({ company, role: "admin", status: opts.status ?? "active" });
  if (opts.loggedIn)
    await db().updateTable("users").set({ first_login_at: nowIso(), last_login_at: nowIso() }).where("id", "=", u.id).execute();
  return u;
}

describe("analytics tab", () => {
  it("counts companies, admins logged in, employees and completions in SQL, without deleted companies or people", async () => {
    const b = await superAdmin();
    const before = await platformFigures();

    // A: active, admin signed in, three employees (one completed); a deleted employee and the admin's own training do not count.
    const a = (await createCompany(unique("an-a"), { status: "active" })).slug;
    const aAdmin = await admin(a, { loggedIn: true });
    await employee(a, { enrollment: "completed" });
    await employee(a, { enrollment: "in_progress" });
    await employee(a);
    await employee(a, { status: "deactivated", enrollment: "completed" });
    await db()
      .insertInto("enrollments")
      .values({
        user_id: aAdmin.id,
        company_id: aAdmin.companyId!,
        status: "completed",
        created_at: nowIso(),
        completed_at: nowIso(),
        modules_completed: 7,
        updated_at: nowIso(),
      })
      .execute();
    // B: trial, admin never signed in, one employee who completed.
    const bCo = (await createCompany(unique("an-b"), { status: "trial" })).slug;
    await admin(bCo, { loggedIn: false });
    await employee(bCo, { enrollment: "completed" });
    // C: trial, admin signed in, no employees.
    const c = (await createCompany(unique("an-c"), { status: "trial" })).slug;
    await admin(c, { loggedIn: true });
    // D: suspended; its admin signed in once but was removed.
    const d = (await createCompany(unique("an-d"), { status: "suspended" })).slug;
    await admin(d, { loggedIn: true, status: "deactivated" });
    // E: deleted, with a signed-in admin and employees who completed: counts nowhere.
    const e = await createCompany(unique("an-e"), { status: "active" });
    await admin(e.slug, { loggedIn: true });
    await employee(e.slug, { enrollment: "completed" });
    await employee(e.slug, { enrollment: "completed" });
    await db().updateTable("companies").set({ deleted_at: nowIso() }).where("id", "=", e.id).execute();

    const queries = queryCount();
    const after = await platformFigures();
    expect(queryCount() - queries).toBe(1);
    const delta = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - before[k as keyof typeof before]]));
    expect(delta).toEqual({
      companies: 4,
      activeCompanies: 1,
      trialCompanies: 2,
      adminsLoggedIn: 2,
      employees: 4,
      companiesWithEmployees: 2,
      completedEmployees: 2,
      withLoginAndEmployees: 1,
    });

    const r = await run(analyticsTab.loader, b, `${HOME}/analytics`);
    expect(r.status).toBe(200);
    expect(r.data.figures).toEqual(analytics(after));
    expect(r.data.figures.activationRate).toBe(Math.round((after.adminsLoggedIn / after.companies) * 100));
  });

  it("answers exact figures on a known platform", async () => {
    // Only the built-in tenants and what this file created so far exist: compute from the rows themselves.
    const b = await superAdmin();
    const companies = await db().selectFrom("companies").select(["id", "status"]).where("deleted_at", "is", null).execute();
    const live = new Set(companies.map((c) => c.id));
    const people = await db()
      .selectFrom("users as u")
      .leftJoin("enrollments as e", "e.user_id", "u.id")
      .select(["u.id", "u.company_id", "u.role", "u.status", "u.first_login_at", "e.status as enrolment"])
      .execute();
    // completed: holding a current certificate, neither revoked nor superseded nor expired (domain/completed.ts)
    const now = new Date().toISOString();
    const certified = new Set(
      (await db().selectFrom("certificates").select(["user_id", "revoked_at", "superseded_at", "valid_until"]).execute())
        .filter((c) => !c.revoked_at && !c.superseded_at && (c.valid_until === null || c.valid_until > now))
        .map((c) => c.user_id),
    );
    const employees = people.filter((p) => p.role === "employee" && p.status !== "deactivated" && live.has(p.company_id!));
    const withEmployees = new Set(employees.map((p) => p.company_id));
    const loggedIn = new Set(
      people
        .filter((p) => p.role === "admin" && p.status !== "deactivated" && p.first_login_at && live.has(p.company_id!))
        .map((p) => p.company_id),
    );
    const r = await run(analyticsTab.loader, b, `${HOME}/analytics`);
    expect(r.data.figures).toMatchObject({
      companies: companies.length,
      activeCompanies: companies.filter((c) => c.status === "active").length,
      trialCompanies: companies.filter((c) => c.status === "trial").length,
      adminsLoggedIn: loggedIn.size,
      employees: employees.length,
      companiesWithEmployees: withEmployees.size,
      completedEmployees: employees.filter((p) => certified.has(p.id)).length,
      withLoginAndEmployees: [...loggedIn].filter((id) => withEmployees.has(id)).length,
    });
  });
});

// ---- Guards --------------------------------------------------------------------------------

const CALLS: { name: string; call: (b: Browser) => ReturnType<typeof run> }[] = [
  { name: "modules loader", call: (b) => run(modulesTab.loader, b, MODULES) },
  { name: "preview loader", call: (b) => openPreview(b, 1) },
  { name: "preview loader (module 8)", call: (b) => openPreview(b, 8) },
  { name: "preview loader (bad id)", call: (b) => openPreview(b, "abc") },
  { name: "preview action", call: (b) => postPreview(b, 1, { intent: "begin" }) },
  { name: "preview action (bad id)", call: (b) => postPreview(b, "99", { intent: "begin" }) },
  { name: "sample certificate", call: (b) => run(download(sampleCertificate), b, "/super-admin/sample-certificate.pdf?company=1") },
  { name: "sitemap loader", call: (b) => run(sitemapTab.loader, b, `${HOME}/sitemap`) },
  { name: "analytics loader", call: (b) => run(analyticsTab.loader, b, `${HOME}/analytics`) },
];

describe("guards", () => {
  it("sends the signed-out to the super administrator's login from every loader and action", async () => {
    for (const c of CALLS) {
      const r = await c.call(new Browser());
      expect(r.status, c.name).toBe(302);
      expect(r.location, c.name).toBe("/super-admin/login");
    }
  });

  it("answers 403 to company admins and employees on every loader and action, writing nothing", async () => {
    for (const role of ["admin", "employee"] as const) {
      const u = await createUser({ role });
      const b = new Browser();
      const login = role === "admin" ? adminLogin : employeeLogin;
      await run(login.action, b, `/${role}/login`, { form: { intent: "login", email: u.email, password: TEST_PASSWORD } });
      const before = await rowCounts();
      for (const c of CALLS) expect((await c.call(b)).status, `${c.name} as ${role}`).toBe(403);
      expect(await rowCounts()).toEqual(before);
      expect(b.cookies.has("academy_preview")).toBe(false);
    }
  });
});
