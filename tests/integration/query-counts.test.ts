/**
 * The administration pages run a fixed number of queries whatever the size of the company or of
 * the platform (issue 10): the employees page with its layout, the completions tab, the
 * super administrator's company list, the Audit tab; the completions report and the audit CSV
 * read their rows in batches, one query per batch; a chain's verification one per 2,000 events.
 * Counts, never timings.
 */
import { describe, expect, it } from "vitest";
import * as audit from "../../app/routes/admin/audit";
import * as auditReport from "../../app/routes/admin/audit-report";
import * as completions from "../../app/routes/admin/completions";
import * as report from "../../app/routes/admin/completions-report";
import * as adminDashboard from "../../app/routes/admin/dashboard";
import * as employees from "../../app/routes/admin/employees";
import * as adminLogin from "../../app/routes/admin/login";
import * as companies from "../../app/routes/super-admin/companies";
import * as superDashboard from "../../app/routes/super-admin/dashboard";
import * as superLogin from "../../app/routes/super-admin/login";
import { auditMany } from "../../app/server/evidence/audit.server";
import { db, nowIso } from "../../app/server/platform/db.server";
import { workQueries } from "../support/queries";
import { createCompany, createUser, insertEmployees } from "../support/factory";
import { Browser, run } from "../support/http";

async function counted(fn: () => Promise<unknown>): Promise<number> {
  const before = workQueries();
  await fn();
  return workQueries() - before;
}

/** `n` more employees of a company, each enrolled (every third completed), written in one go. */
async function addEmployees(companyId: number, n: number, tag: string) {
  const now = nowIso();
  const users = await insertEmployees(companyId, n, (i) => ({
    email: `${tag}${i}@counts.example`,
    first_name: `F${i}`,
    last_name: `L${i}`,
    status: i % 5 === 4 ? "invited" : "active",
  }));
  await db()
    .insertInto("enrollments")
    .values(
      users.map((u, i) => ({
        user_id: u.id,
        company_id: companyId,
        status: i % 3 === 0 ? ("completed" as const) : ("in_progress" as const),
        created_at: now,
        completed_at: i % 3 === 0 ? now : null,
        modules_completed: i % 3 === 0 ? 7 : 2,
        updated_at: now,
      })),
    )
    .execute();
}

describe("query counts of the administration pages", () => {
  it("the employees page (with the dashboard layout) and the completions tab: the same count for 3 and for 300 employees", async () => {
    const co = await createCompany();
    await db().updateTable("companies").set({ max_employees: 2000 }).where("id", "=", co.id).execute();
    const base = `/company/${co.slug}`;
    const admin = await createUser({ role: "admin", company: co.slug });
    const b = new Browser();
    const login = await run(adminLogin.action, b, `${base}/admin/login`, {
      form: { intent: "login", email: admin.email, password: admin.password },
    });
    expect(login.location).toBe(`${base}/admin/dashboard`);
    const pages = {
      layout: () => run(adminDashboard.loader, b, `${base}/admin/dashboard`),
      employees: () => run(employees.loader, b, `${base}/admin/dashboard`),
      search: () => run(employees.loader, b, `${base}/admin/dashboard?q=L1&status=all&page=1`),
      completions: () => run(completions.loader, b, `${base}/admin/dashboard/completions`),
    };
    const measure = async () => {
      const out: Record<string, number> = {};
      for (const [name, fn] of Object.entries(pages)) out[name] = await counted(fn);
      return out;
    };
    await addEmployees(co.id, 3, "small");
    const small = await measure();
    await addEmployees(co.id, 297, "big");
    const big = await measure();
    expect(big).toEqual(small);
    const shown = await pages.employees();
    expect(shown.data.total).toBe(300);
  });

  it("the super administrator's company list: the same count for a few companies and for 60 more", async () => {
    const sa = await createUser({ role: "super_admin" });
    const b = new Browser();
    const r = await run(superLogin.action, b, "/super-admin/login", { form: { intent: "login", email: sa.email, password: sa.password } });
    expect(r.location).toBe("/super-admin/dashboard");
    const measure = async () => ({
      layout: await counted(() => run(superDashboard.loader, b, "/super-admin/dashboard")),
      list: await counted(() => run(companies.loader, b, "/super-admin/dashboard")),
      search: await counted(() => run(companies.loader, b, "/super-admin/dashboard?q=company&page=2")),
    });
    const few = await measure();
    for (let i = 0; i < 60; i++) {
      const co = await createCompany();
      await addEmployees(co.id, 2, `c${i}-`);
    }
    expect(await measure()).toEqual(few);
  });

  it("the completions report: one query for the ids, then one a batch of 1,000 rows", async () => {
    const co = await createCompany();
    await db().updateTable("companies").set({ max_employees: 5000 }).where("id", "=", co.id).execute();
    const base = `/company/${co.slug}`;
    const admin = await createUser({ role: "admin", company: co.slug });
    const b = new Browser();
    await run(adminLogin.action, b, `${base}/admin/login`, { form: { intent: "login", email: admin.email, password: admin.password } });
    const download = async () => {
      let lines = 0;
      const queries = await counted(async () => {
        const res = await run(report.loader, b, `${base}/admin/completions.csv`);
        lines = (await res.response!.text()).trimEnd().split("\r\n").length;
      });
      return { queries, lines };
    };
    await addEmployees(co.id, 10, "a");
    const small = await download();
    await addEmployees(co.id, 1500, "b");
    const big = await download();
    expect(big.lines - small.lines).toBe(1500);
    // 10 rows: one batch; 1,510 rows: two batches.
    expect(big.queries - small.queries).toBe(1);
  });

  it("the Audit tab: the same count for 100 and for 3,000 events, with and without filters; the CSV one query a batch of 1,000, the verification one a batch of 2,000", async () => {
    const co = await createCompany();
    const base = `/company/${co.slug}`;
    const admin = await createUser({ role: "admin", company: co.slug, firstName: "Counting", lastName: "Admin" });
    const b = new Browser();
    await run(adminLogin.action, b, `${base}/admin/login`, { form: { intent: "login", email: admin.email, password: admin.password } });
    const addEvents = (n: number) =>
      auditMany(
        db(),
        Array.from({ length: n }, (_, i) => ({
          companyId: co.id,
          actor: admin,
          subject: { id: admin.id, email: admin.email },
          action: i % 2 ? ("certificate.emailed" as const) : ("login.succeeded" as const),
          details: i % 2 ? { number: `N${i}` } : { role: "admin" as const },
          meta: { address: "203.0.113.5", userAgent: "counts" },
        })) as Parameters<typeof auditMany>[1],
      );
    const pages = {
      tab: () => run(audit.loader, b, `${base}/admin/dashboard/audit`),
      page2: () => run(audit.loader, b, `${base}/admin/dashboard/audit?page=2`),
      filtered: () =>
        run(audit.loader, b, `${base}/admin/dashboard/audit?person=counting&action=certificate.emailed&start=2020-01-01&end=2099-12-31`),
    };
    const measure = async () => {
      const out: Record<string, number> = {};
      for (const [name, fn] of Object.entries(pages)) out[name] = await counted(fn);
      return out;
    };
    const download = async () => {
      let lines = 0;
      const queries = await counted(async () => {
        const res = await run(auditReport.loader, b, `${base}/admin/audit.csv`);
        lines = (await res.response!.text()).trimEnd().split("\r\n").length;
      });
      return { queries, lines };
    };
    const verify = () => counted(() => run(audit.loader, b, `${base}/admin/dashboard/audit?verify=1`));

    await addEvents(99); // with the sign-in: 100 events
    const small = await measure();
    const smallCsv = await download();
    const smallVerify = await verify();
    await addEvents(2900);
    const big = await measure();
    expect(big).toEqual(small);
    const shown = await pages.tab();
    expect(shown.data.total).toBe(3000);
    const bigCsv = await download();
    expect(bigCsv.lines - smallCsv.lines).toBe(2900);
    // 100 events: one batch; 3,000: three
    expect(bigCsv.queries - smallCsv.queries).toBe(2);
    // 100 events: one batch of the walk; 3,000: two
    expect((await verify()) - smallVerify).toBe(1);
  });
});
