/** The Completions tab and its CSV report (issue 7, screen 6; spec/administration.md 2.5 and 9). */
import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import * as completions from "../../app/routes/admin/completions";
import * as report from "../../app/routes/admin/completions-report";
import * as employees from "../../app/routes/admin/employees";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import { formatLongDate } from "../../app/domain/dates";
import { REPORT_COLUMNS, reportFileName } from "../../app/domain/employees";
import { completionsReport } from "../../app/server/admin/completions.server";
import { db, nowIso } from "../../app/server/platform/db.server";
import { workQueries } from "../support/queries";
import { createCompany, createUser, insertEmployees, type TestUser } from "../support/factory";
import { completeOnPages, signedInAdmin } from "../support/journeys";
import { Browser, run } from "../support/http";
import { renderPage } from "../support/render";

async function freshCompany() {
  const co = await createCompany();
  await db().updateTable("companies").set({ max_employees: 1000 }).where("id", "=", co.id).execute();
  const base = `/company/${co.slug}`;
  return { co, ...(await signedInAdmin(co.slug, base)) };
}

const page = (b: Browser, base: string, query = "") => run(completions.loader, b, `${base}/admin/dashboard/completions${query}`);
const csv = (b: Browser, base: string, query = "") => run(report.loader, b, `${base}/admin/completions.csv${query}`);

/** The report's bytes and its rows parsed back by csv-parse (the header checked, the BOM removed). */
async function csvRows(b: Browser, base: string, query = "") {
  const r = await csv(b, base, query);
  expect(r.status).toBe(200);
  const bytes = Buffer.from(await r.response!.arrayBuffer());
  const rows: Record<string, string>[] = parse(bytes, { bom: true, columns: true });
  return { bytes, rows, headers: r.headers };
}

/**
 * A person's training state written directly (dates chosen by the test). A completed course
 * comes with its certificate (a current one without expiry) unless the test gives one, or
 * `certificate: null` (a completed enrolment whose certificate was revoked: no completion).
 */
async function trained(
  u: TestUser,
  e: {
    status: "not_started" | "in_progress" | "completed";
    completedAt?: string;
    modules?: number;
    lastLogin?: string;
    certificate?: { number: string; revokedAt?: string } | null;
  },
) {
  if (e.certificate === undefined && e.status === "completed") {
    e = { ...e, certificate: { number: `GDPR-PHARMA-${Array.from(randomBytes(13), (x) => String.fromCharCode(65 + (x % 26))).join("")}` } };
  }
  const now = nowIso();
  await db()
    .insertInto("enrollments")
    .values({
      user_id: u.id,
      company_id: u.companyId!,
      status: e.status,
      created_at: now,
      started_at: e.status === "not_started" ? null : now,
      completed_at: e.completedAt ?? null,
      modules_completed: e.modules ?? (e.status === "completed" ? 7 : 0),
      updated_at: now,
    })
    .execute();
  if (e.lastLogin) await db().updateTable("users").set({ last_login_at: e.lastLogin }).where("id", "=", u.id).execute();
  if (e.certificate) {
    await db()
      .insertInto("certificates")
      .values({
        user_id: u.id,
        company_id: u.companyId!,
        number: e.certificate.number,
        recipient_name: "x",
        issued_at: e.completedAt ?? now,
        revoked_at: e.certificate.revokedAt ?? null,
        revoked_reason: e.certificate.revokedAt ? "found invalid" : null,
      })
      .execute();
  }
}

const emails = (records: { email: string }[]) => records.map((r) => r.email).sort();

describe("completions: gates", () => {
  it("sends signed-out visitors to the admin login of the context", async () => {
    const co = await createCompany();
    const anon = new Browser();
    for (const base of ["", "/croacademy", `/company/${co.slug}`]) {
      expect((await page(anon, base)).location).toBe(`${base}/admin/login`);
      expect((await csv(anon, base)).location).toBe(`${base}/admin/login`);
    }
  });

  it("refuses an employee session with 403 on the page and the report", async () => {
    const emp = await createUser();
    const b = new Browser();
    await run(employeeLogin.action, b, "/employee/login", { form: { intent: "login", email: emp.email, password: emp.password } });
    const p = await page(b, "");
    expect(p.status).toBe(403);
    const r = await csv(b, "");
    expect(r.status).toBe(403);
    expect(r.headers.get("Content-Type") ?? "").not.toContain("csv");
  });

  it("an admin of one company is signed out at another: no records of theirs", async () => {
    const other = await createCompany();
    const { b } = await signedInAdmin();
    const base = `/company/${other.slug}`;
    expect((await page(b, base)).location).toBe(`${base}/admin/login`);
    expect((await csv(b, base)).location).toBe(`${base}/admin/login`);
  });
});

describe("completions tab", () => {
  it("stats: current employees, completed, in progress, the rounded rate; one query whatever the size", async () => {
    const { co, base, b, admin } = await freshCompany();
    const make = (firstName: string) => createUser({ company: co.slug, firstName, lastName: "Person" });
    await trained(await make("Done1"), { status: "completed", completedAt: "2024-01-10T10:00:00.000Z" });
    await trained(await make("Done2"), { status: "completed", completedAt: "2024-02-10T10:00:00.000Z" });
    await trained(await make("Busy"), { status: "in_progress", modules: 3 });
    await trained(await make("Idle"), { status: "not_started" });
    await createUser({ company: co.slug, status: "invited" });
    const gone = await createUser({ company: co.slug, status: "deactivated" });
    await trained(gone, { status: "completed", completedAt: "2024-01-01T10:00:00.000Z" });
    // the admin's own training is no employee record
    await trained(admin, { status: "completed", completedAt: "2024-01-05T10:00:00.000Z" });

    const r = await page(b, base);
    expect(r.status).toBe(200);
    expect(r.data.stats).toEqual({ total: 5, completed: 2, inProgress: 1, notStarted: 2, completionRate: 40, deleted: 1 });
    expect(r.data.total).toBe(6);
    expect(r.data.records.map((x: { email: string }) => x.email)).not.toContain(admin.email);
    expect(r.data.records.find((x: { email: string }) => x.email === gone.email)).toMatchObject({
      badge: "deactivated",
      status: "Training Complete (employee deleted)",
    });

    // the number of queries does not grow with the number of employees
    const before = workQueries();
    await page(b, base);
    const small = workQueries() - before;
    await insertEmployees(co.id, 80, (i) => ({ email: `bulk${i}@x.example` }));
    const mid = workQueries();
    const big = await page(b, base);
    expect(workQueries() - mid).toBe(small);
    expect(big.data.stats.total).toBe(85);
  });

  it("filters by status and completion dates; records without a completion date are never excluded by dates", async () => {
    const { co, base, b } = await freshCompany();
    const make = async (name: string) => createUser({ company: co.slug, firstName: name, lastName: "X", email: `${name}@x.example` });
    await trained(await make("jan"), { status: "completed", completedAt: "2024-01-15T09:00:00.000Z" });
    await trained(await make("feb"), { status: "completed", completedAt: "2024-02-10T09:00:00.000Z" });
    await trained(await make("mar"), { status: "completed", completedAt: "2024-03-31T23:59:59.999Z" });
    await trained(await make("busy"), { status: "in_progress", modules: 2 });
    await make("never"); // no enrolment at all: not started
    const all = ["busy", "feb", "jan", "mar", "never"].map((n) => `${n}@x.example`);
    const shown = async (query: string) => {
      const r = await page(b, base, query);
      expect(r.status).toBe(200);
      const fromPage = emails(r.data.records);
      // the report applies the same filters
      expect(emails((await csvRows(b, base, query)).rows.map((x) => ({ email: x.Email })))).toEqual(fromPage);
      return fromPage.map((e) => e.split("@")[0]);
    };
    expect(await shown("")).toEqual(all.map((e) => e.split("@")[0]));
    expect(await shown("?status=completed")).toEqual(["feb", "jan", "mar"]);
    expect(await shown("?status=in_progress")).toEqual(["busy"]);
    expect(await shown("?status=not_started")).toEqual(["never"]);
    expect(await shown("?start=2024-02-01")).toEqual(["busy", "feb", "mar", "never"]);
    expect(await shown("?end=2024-02-28")).toEqual(["busy", "feb", "jan", "never"]);
    expect(await shown("?start=2024-02-01&end=2024-02-28")).toEqual(["busy", "feb", "never"]);
    expect(await shown("?start=2024-03-31&end=2024-03-31")).toEqual(["busy", "mar", "never"]);
    expect(await shown("?status=completed&start=2024-02-01&end=2024-03-31")).toEqual(["feb", "mar"]);
    // a reversed range is read as the range between the two days
    expect(await shown("?start=2024-02-28&end=2024-02-01")).toEqual(["busy", "feb", "never"]);
    // the form sends empty fields: no filter
    expect(await shown("?status=all&start=&end=")).toEqual(all.map((e) => e.split("@")[0]));

    const r = await page(b, base, "?status=completed&start=2024-02-01");
    expect(r.data.filters).toEqual({ status: "completed", start: "2024-02-01", end: undefined });
  });

  it("nonsense parameters fall back to the defaults, never a 500", async () => {
    const { co, base, b } = await freshCompany();
    await createUser({ company: co.slug });
    for (const q of [
      "?status=bogus&start=yesterday&end=2024-13-45&page=-1",
      "?status=completed'--&start=2024-02-30&page=1e99",
      "?start[]=1&end=%00&page=abc",
      "?status=&status=completed&page=99999",
      "?%ZZ=1",
    ]) {
      const p = await page(b, base, q);
      expect(p.status).toBe(200);
      expect(p.data.records.length).toBeLessThanOrEqual(1);
      expect((await csv(b, base, q)).status).toBe(200);
    }
    expect((await page(b, base, "?status=bogus&start=yesterday&page=-1")).data).toMatchObject({
      filters: { status: "all", start: undefined, end: undefined },
      page: 1,
    });
  });

  it("pages the records by 50 in name order; a page past the end shows the last page", async () => {
    const { co, base, b } = await freshCompany();
    await insertEmployees(co.id, 120, (i) => ({
      email: `p${String(i).padStart(3, "0")}@x.example`,
      first_name: "Pat",
      last_name: `N${String(119 - i).padStart(3, "0")}`,
    }));
    const p1 = await page(b, base);
    expect(p1.data).toMatchObject({ total: 120, page: 1, pages: 3 });
    expect(p1.data.records).toHaveLength(50);
    expect(p1.data.records[0].name).toBe("Pat N000");
    const p3 = await page(b, base, "?page=3");
    expect(p3.data.records).toHaveLength(20);
    expect(p3.data.records.at(-1).name).toBe("Pat N119");
    const past = await page(b, base, "?page=40");
    expect(past.data).toMatchObject({ page: 3, pages: 3, total: 120 });
    expect(past.data.records).toHaveLength(20);
    // the report has every record, in the same order
    const { rows } = await csvRows(b, base);
    expect(rows).toHaveLength(120);
    expect(rows[0]["Employee Name"]).toBe("Pat N000");
    expect(rows.at(-1)!["Employee Name"]).toBe("Pat N119");
  });

  it("orders names whatever their case and accents, the same on both engines: the tab, the report and the employees list", async () => {
    const { co, base, b } = await freshCompany();
    // inserted out of order; two Müllers alike but for the umlaut and the case stay in the order they were added
    const names = [
      ["Zoë", "Zimmer"],
      ["Jan", "de Vries"],
      ["Ayşe", "Özdemir"],
      ["Karl", "müller"],
      ["Ann", "Adams"],
      ["Łucja", "Łaski"],
      ["Karl", "Muller"],
      ["Éva", "Lopez"],
      ["Eva", "Lopez"],
      ["Ole", "Ørsted"],
      ["Ben", "ADAMS"],
    ];
    await insertEmployees(co.id, names.length, (i) => ({ email: `n${i}@x.example`, first_name: names[i]![0]!, last_name: names[i]![1]! }));
    const expected = [
      "Ann Adams",
      "Ben ADAMS",
      "Jan de Vries",
      "Łucja Łaski",
      "Éva Lopez",
      "Eva Lopez",
      "Karl müller",
      "Karl Muller",
      "Ole Ørsted",
      "Ayşe Özdemir",
      "Zoë Zimmer",
    ];
    expect((await page(b, base)).data.records.map((r: { name: string }) => r.name)).toEqual(expected);
    expect((await csvRows(b, base)).rows.map((r) => r["Employee Name"])).toEqual(expected);
    const listed = await run(employees.loader, b, `${base}/admin/dashboard`);
    expect(listed.data.employees.map((e: { name: string }) => e.name)).toEqual(expected);
  });

  it("empty state: no records", async () => {
    const { base, b } = await freshCompany();
    const r = await page(b, base);
    expect(r.data).toMatchObject({ records: [], total: 0, page: 1, pages: 1 });
    expect(r.data.stats).toMatchObject({ total: 0, completionRate: 0 });
    expect((await page(b, base, "?page=5")).data).toMatchObject({ records: [], page: 1 });
  });
});

describe("completions report (CSV)", () => {
  it("UTF-8 with a BOM, the spec's header and defaults, dated file name, not cached", async () => {
    const { co, base, b } = await freshCompany();
    const idle = await createUser({ company: co.slug, firstName: "Zoë", lastName: "Ñúñez-Łukasiewicz", email: "zoe@x.example" });
    const done = await createUser({ company: co.slug, firstName: "Ada", lastName: "Lovelace", email: "ada@x.example" });
    await trained(done, {
      status: "completed",
      completedAt: "2024-03-05T10:00:00.000Z",
      lastLogin: "2024-03-06T08:00:00.000Z",
      certificate: { number: "GDPR-PHARMA-ADAADAADA" },
    });
    const dayBefore = reportFileName(new Date());
    const { bytes, rows, headers } = await csvRows(b, base);
    const dayAfter = reportFileName(new Date());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.split("\r\n")[0]).toBe(REPORT_COLUMNS.map((c) => `"${c}"`).join(","));
    expect(headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect([`attachment; filename="${dayBefore}"`, `attachment; filename="${dayAfter}"`]).toContain(headers.get("Content-Disposition"));
    expect(headers.get("Content-Disposition")).toMatch(/^attachment; filename="training-completions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(rows).toEqual([
      {
        "Employee Name": "Ada Lovelace",
        Email: "ada@x.example",
        "Training Status": "Training Complete",
        "Completion Date": "2024-03-05",
        "Modules Completed": "7/7 modules",
        "Last Login": "2024-03-06",
        "Certificate Number": "GDPR-PHARMA-ADAADAADA",
        "First-pass score": "",
      },
      {
        "Employee Name": "Zoë Ñúñez-Łukasiewicz",
        Email: idle.email,
        "Training Status": "Not Started",
        "Completion Date": "Not completed",
        "Modules Completed": "0/7 modules",
        "Last Login": "Never",
        "Certificate Number": "Not issued",
        "First-pass score": "",
      },
    ]);
    // the non-ASCII name is UTF-8 in the bytes
    expect(bytes.includes(Buffer.from("Zoë Ñúñez-Łukasiewicz", "utf8"))).toBe(true);
  });

  it("the first-pass score (issue 28): the average of the current cycle's completed modules, last in both formats and on the tab", async () => {
    const { co, base, b } = await freshCompany();
    const ada = await createUser({ company: co.slug, firstName: "Ada", lastName: "Firstpass", email: "ada.first@x.example" });
    await trained(ada, { status: "in_progress", modules: 2 });
    const at = "2026-02-01T09:00:00.000Z";
    const attempt = (
      module_id: number,
      first_score: number | null,
      more: { superseded_at?: string; phase?: "completed" | "assessment" } = {},
    ) => ({
      user_id: ada.id,
      company_id: co.id,
      module_id,
      phase: more.phase ?? ("completed" as const),
      question_ids: "[]",
      score: more.phase === "assessment" ? null : 100,
      first_score,
      language: "de" as const,
      started_at: at,
      updated_at: at,
      completed_at: more.phase === "assessment" ? null : at,
      superseded_at: more.superseded_at ?? null,
    });
    // counted: modules 1 and 2 of the current cycle (50 and 75: 62.5, rounded 63); not: an earlier cycle's 0, a running attempt
    await db()
      .insertInto("attempts")
      .values([attempt(1, 50), attempt(2, 75), attempt(3, 0, { superseded_at: at }), attempt(4, null, { phase: "assessment" })])
      .execute();
    const { rows } = await csvRows(b, base);
    expect(rows.find((r) => r.Email === ada.email)).toMatchObject({ "Modules Completed": "2/7 modules", "First-pass score": "63" });
    const stable = await csv(b, base, "?format=stable");
    const lines = parse(Buffer.from(await stable.response!.arrayBuffer()), { bom: true }) as string[][];
    expect(lines[0].at(-1)).toBe("First-pass score");
    expect(lines[0].slice(0, 7)).toEqual(REPORT_COLUMNS.slice(0, 7));
    expect(lines.find((l) => l[1] === ada.email)!.at(-1)).toBe("63");
    // the tab: the same figure as a percent, in its own column
    const data = (await page(b, base)).data;
    expect(data.records.find((r: { email: string }) => r.email === ada.email).firstPass).toBe("63%");
    const html = renderPage(completions.default, { at: `${base}/admin/dashboard/completions`, data });
    expect(html).toContain('<th scope="col">First-pass score</th>');
    expect(html).toContain("<td>63%</td>");
  });

  it("one date format on the pages: the Completions tab and the Employees tab both read the long form, the CSV ISO 8601", async () => {
    const { co, base, b } = await freshCompany();
    const done = await createUser({ company: co.slug, firstName: "Dora", lastName: "Dates", email: "dora@x.example" });
    await trained(done, { status: "completed", completedAt: "2026-11-25T10:00:00.000Z", lastLogin: "2026-11-24T08:00:00.000Z" });
    const record = (await page(b, base)).data.records.find((r: { email: string }) => r.email === "dora@x.example");
    expect([record.completed, record.lastLogin]).toEqual(["25 November 2026", "24 November 2026"]);
    const listed = (await run(employees.loader, b, `${base}/admin/dashboard`)).data.employees.find(
      (e: { email: string }) => e.email === "dora@x.example",
    );
    const html = renderPage(employees.default, {
      at: `${base}/admin/dashboard`,
      data: (await run(employees.loader, b, `${base}/admin/dashboard`)).data,
    });
    expect(html).toContain(`<td>${formatLongDate(listed.lastLogin)}</td>`);
    expect(formatLongDate(listed.lastLogin)).toBe("24 November 2026");
    const { rows } = await csvRows(b, base);
    expect(rows.find((r) => r.Email === "dora@x.example")).toMatchObject({ "Completion Date": "2026-11-25", "Last Login": "2026-11-24" });
  });

  it("names with HTML, quotes, commas and newlines come back intact; formula prefixes are neutralised", async () => {
    const { co, base, b } = await freshCompany();
    const people: [firstName: string, lastName: string, email: string, expectedName: string, expectedEmail?: string][] = [
      ['<script>alert("x")</script>', 'O\'Brien, "Jr."', "html@x.example", '<script>alert("x")</script> O\'Brien, "Jr."'],
      ["Line\nBreak", "Name\r\nTwo", "newline@x.example", "Line\nBreak Name\r\nTwo"],
      ['=HYPERLINK("http://evil.example","click")', "Person", "eq@x.example", `'=HYPERLINK("http://evil.example","click") Person`],
      ["+SUM(1,2)", "Person", "plus@x.example", "'+SUM(1,2) Person"],
      ["-2+3", "Person", "minus@x.example", "'-2+3 Person"],
      ["@SUM(A1)", "Person", "at@x.example", "'@SUM(A1) Person"],
      // leading tab and CR of a name are trimmed away with the spaces; in the email they stay and are neutralised
      ["\t=1+1", "Tab", "\t=tab@x.example", "'=1+1 Tab", "'\t=tab@x.example"],
      ["\r=1+1", "Cr", "\r=cr@x.example", "'=1+1 Cr", "'\r=cr@x.example"],
    ];
    for (const [firstName, lastName, email] of people) await createUser({ company: co.slug, firstName, lastName, email });
    const { bytes, rows } = await csvRows(b, base);
    expect(rows).toHaveLength(people.length);
    for (const [, , email, expectedName, expectedEmail] of people) {
      const row = rows.find((r) => r.Email === (expectedEmail ?? email));
      expect(row, email).toBeDefined();
      expect(row!["Employee Name"]).toBe(expectedName);
    }
    // no cell of the file starts as a formula
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    // every field is quoted: a ; (Excel's separator in many locales) cannot start a cell either
    const text = bytes.subarray(3).toString("utf8");
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"") Person"`);
    // the page shows the raw names (React escapes them), the same cells otherwise
    const shown = (await page(b, base)).data.records.find((r: { email: string }) => r.email === "eq@x.example");
    expect(shown.name).toBe('=HYPERLINK("http://evil.example","click") Person');
  });

  it("a deleted employee stays in the report with the training status and the certificate, which keeps its status (issue 24)", async () => {
    const { co, base, b } = await freshCompany();
    const emp = await createUser({ company: co.slug, firstName: "Grace", lastName: "Hopper" });
    await completeOnPages(emp, base);
    const issued = await db()
      .selectFrom("certificates")
      .select("number")
      .where("user_id", "=", emp.id)
      .where("revoked_at", "is", null)
      .executeTakeFirstOrThrow();
    const before = (await csvRows(b, base)).rows;
    expect(before).toEqual([expect.objectContaining({ "Training Status": "Training Complete", "Certificate Number": issued.number })]);

    const del = await run(employees.action, b, `${base}/admin/dashboard?index`, { form: { intent: "delete", employeeId: emp.id } });
    expect(del.status).toBe(302);

    const { rows } = await csvRows(b, base);
    const today = new Date().toISOString().slice(0, 10);
    expect(rows).toEqual([
      {
        "Employee Name": "Grace Hopper",
        Email: emp.email,
        "Training Status": "Training Complete (employee deleted)",
        "Completion Date": expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        "Modules Completed": "7/7 modules",
        "Last Login": expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        "Certificate Number": issued.number,
        // every answer right at the first pass, through the quest pages: recorded on completion (issue 28)
        "First-pass score": "100",
      },
    ]);
    expect([today, new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)]).toContain(rows[0]["Completion Date"]);
    // in the records (all), in no figure and under no standing's filter (domain/completed.ts: a leaver)
    expect((await csvRows(b, base, "?status=completed")).rows).toHaveLength(0);
    const p = await page(b, base);
    expect(p.data.stats).toMatchObject({ total: 0, completed: 0, deleted: 1 });
    expect(p.data.records).toEqual([expect.objectContaining({ certificate: issued.number, badge: "deactivated" })]);
  });

  it("another company's employees are never in the page or the report", async () => {
    const mine = await freshCompany();
    const other = await createCompany();
    const theirs = await createUser({ company: other.slug, firstName: "Secret", lastName: "Rival", email: "secret@rival.example" });
    await trained(theirs, {
      status: "completed",
      completedAt: "2024-01-01T00:00:00.000Z",
      certificate: { number: "GDPR-PHARMA-RIVALRIVA" },
    });
    const theirAdmin = await createUser({ role: "admin", company: other.slug, email: "boss@rival.example" });
    await trained(theirAdmin, { status: "completed", completedAt: "2024-01-01T00:00:00.000Z" });
    await createUser({ company: mine.co.slug, email: "mine@x.example" });
    for (const q of ["", "?status=completed", "?start=2023-12-31&end=2024-01-02"]) {
      const p = await page(mine.b, mine.base, q);
      const body = JSON.stringify(p.data);
      const file = (await csv(mine.b, mine.base, q)).data as string;
      for (const text of [body, file]) {
        expect(text).not.toContain("rival.example");
        expect(text).not.toContain("Secret");
        expect(text).not.toContain("RIVALRIVA");
      }
    }
    expect((await page(mine.b, mine.base)).data.stats).toMatchObject({ total: 1, completed: 0 });
  });

  it("streams in batches: every record once, in order, in more than one chunk", async () => {
    const { co } = await freshCompany();
    await insertEmployees(co.id, 25, (i) => ({
      email: `s${String(i).padStart(2, "0")}@x.example`,
      first_name: "Sam",
      last_name: `S${String(24 - i).padStart(2, "0")}`,
    }));
    const reader = (await completionsReport({ companyId: co.id }, { status: "all" }, 10)).getReader();
    const chunks: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    expect(chunks).toHaveLength(3);
    const rows: string[][] = parse(Buffer.concat(chunks), { bom: true, from_line: 2 });
    expect(rows.map((r) => r[0])).toEqual(Array.from({ length: 25 }, (_, i) => `Sam S${String(i).padStart(2, "0")}`));
    // an empty selection is the BOM and the header
    const empty = (await completionsReport({ companyId: co.id }, { status: "completed" })).getReader();
    const first = await empty.read();
    expect(Buffer.from(first.value!).toString("utf8")).toBe(`\uFEFF${REPORT_COLUMNS.map((c) => `"${c}"`).join(",")}\r\n`);
    expect((await empty.read()).done).toBe(true);
  });
});
