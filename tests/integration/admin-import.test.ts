/**
 * Bulk Import (issue 7): the import page's preview and confirm steps with real multipart
 * Requests (FormData bodies, files) on this file's database copy, the template, the download of
 * the invitation links, the JSON API's service, and the whole flow with JavaScript off: plain
 * form posts to the production server, read back from its server-rendered HTML.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as importPage from "../../app/routes/admin/import";
import * as employees from "../../app/routes/admin/employees";
import * as template from "../../app/routes/admin/employee-template";
import * as invitationLinks from "../../app/routes/admin/invitation-links";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_MSG, TEMPLATE_CSV } from "../../app/domain/import";
import { bulkImport, say } from "../../app/server/admin/import.server";
import { englishKit } from "../../app/server/platform/i18n.server";
import type { ImportText } from "../../app/domain/import";
import { findCaller } from "../../app/server/identity/sessions.server";
import { readFlash } from "../../app/server/platform/cookies.server";
import { db } from "../../app/server/platform/db.server";
import { resetEnvCache } from "../../app/server/platform/env.server";
import { DEMO_PASSWORD } from "../../app/server/platform/seed.server";
import { resolveTenant } from "../../app/server/platform/tenant.server";
import { createCompany, createUser, rowCount } from "../support/factory";
import { signedInAdmin } from "../support/journeys";
import { Browser, ORIGIN, run } from "../support/http";
import { type App, ensureBuild, startApp } from "../support/server-process";

/** An import text as the English page shows it. */
const en = (text: ImportText) => say(englishKit().t, text);

// ---- Calling the route modules with multipart bodies -------------------------------------------

type Fn = (args: any) => any;
type Fields = Record<string, string | File>;

interface Answer {
  status: number;
  headers: Headers;
  location: string | null;
  data: any;
}

/** Runs a loader (no fields) or an action (a FormData body, as a browser posts a multipart form). */
async function call(fn: Fn, b: Browser, target: string, fields?: Fields): Promise<Answer> {
  const headers = new Headers({ "User-Agent": "import-test" });
  const cookie = b.header();
  if (cookie) headers.set("Cookie", cookie);
  let body: FormData | undefined;
  if (fields) {
    body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    headers.set("Origin", ORIGIN);
  }
  const request = new Request(ORIGIN + target, { method: fields ? "POST" : "GET", headers, body });
  let value: unknown;
  try {
    value = await fn({ request, url: new URL(request.url), params: {}, context: b.context() });
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    b.absorb(value.headers);
    const type = value.headers.get("Content-Type") ?? "";
    const data = type.includes("json") ? await value.json() : await value.text();
    return { status: value.status, headers: value.headers, location: value.headers.get("Location"), data };
  }
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const v = value as { data: unknown; init: ResponseInit | null };
    return { status: v.init?.status ?? 200, headers: new Headers(v.init?.headers), location: null, data: v.data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, headers: new Headers(), location: null, data: value };
}

const csvFile = (content: string | Uint8Array, name = "people.csv") =>
  new File([typeof content === "string" ? content : new Uint8Array(content)], name, { type: "text/csv" });
const pagePath = (base: string) => `${base}/admin/dashboard/import`;
const preview = (b: Browser, base: string, source: { csvFile: File } | { csvData: string }) =>
  call(importPage.action, b, pagePath(base), { intent: "preview", ...source });
/** The confirmation as the page posts it: the textarea's text (line breaks as CR LF) and the digest. */
const confirm = (b: Browser, base: string, csv: string, digest: string) =>
  call(importPage.action, b, pagePath(base), { intent: "confirm", csvData: csv.replace(/\r?\n/g, "\r\n"), digest });

async function companyWithAdmin(maxEmployees = 100) {
  const co = await createCompany();
  await db().updateTable("companies").set({ max_employees: maxEmployees }).where("id", "=", co.id).execute();
  return { co, ...(await signedInAdmin(co.slug, `/company/${co.slug}`)) };
}

/** Row counts of every table an import writes. */
async function counts() {
  const n = rowCount;
  return {
    users: await n("users"),
    invitations: await n("invitations"),
    outbox: await n("email_outbox"),
    audit: await n("audit_events"),
    enrollments: await n("enrollments"),
  };
}

const usersOf = (companyId: number) =>
  db()
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name", "role", "status"])
    .where("company_id", "=", companyId)
    .orderBy("id")
    .execute();

const HEADER = "first_name,last_name,email";
const rowsCsv = (n: number, extra = (_i: number) => "") =>
  `${HEADER}${extra(-1) ? ",notes" : ""}\n${Array.from({ length: n }, (_, i) => `Pat,N${i},p${i}@bulk.example${extra(i) ? `,${extra(i)}` : ""}`).join("\n")}\n`;

// ---- The steps -------------------------------------------------------------------------------

describe("preview and confirm", () => {
  it("previews a 3-row CSV with one invalid row (its line and reason), writes nothing, then imports the 2 valid ones", async () => {
    const { co, admin, b, base } = await companyWithAdmin();
    const text = `${HEADER}\nAda,Lovelace,Ada.Lovelace@Example.com\nGrace,Hopper,not-an-email\nAlan,Turing,alan@x.example\n`;
    const before = await counts();

    const p = await preview(b, base, { csvFile: csvFile(text) });
    expect(p.status).toBe(200);
    expect(p.data).toMatchObject({
      step: "preview",
      csv: text,
      toAdd: 2,
      refusal: null,
      total: 3,
      notice: null,
      counts: { new: 2, restore: 0, present: 0, invalid: 1, "over-limit": 0 },
      seats: { used: 0, max: 100, free: 100 },
    });
    expect(p.data.rows).toEqual([
      { line: 2, kind: "new", firstName: "Ada", lastName: "Lovelace", email: "ada.lovelace@example.com", note: null },
      {
        line: 3,
        kind: "invalid",
        firstName: "Grace",
        lastName: "Hopper",
        email: "not-an-email",
        note: "Please enter a valid email address.",
      },
      { line: 4, kind: "new", firstName: "Alan", lastName: "Turing", email: "alan@x.example", note: null },
    ]);
    expect(p.data.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await counts()).toEqual(before);

    const c = await confirm(b, base, p.data.csv, p.data.digest);
    expect(c.status).toBe(200);
    expect(c.data.step).toBe("done");
    expect(c.data.summary).toBe("2 employees were imported and invited. Skipped: 1 invalid row.");
    expect(c.data.links.total).toBe(2);
    expect(c.data.links.shown.map((l: { email: string }) => l.email)).toEqual(["ada.lovelace@example.com", "alan@x.example"]);

    const people = (await usersOf(co.id)).filter((u) => u.role === "employee");
    expect(people).toEqual([
      expect.objectContaining({ email: "ada.lovelace@example.com", first_name: "Ada", last_name: "Lovelace", status: "invited" }),
      expect.objectContaining({ email: "alan@x.example", first_name: "Alan", last_name: "Turing", status: "invited" }),
    ]);
    const ids = people.map((u) => u.id);
    expect(await db().selectFrom("enrollments").select("status").where("user_id", "in", ids).execute()).toEqual([
      { status: "not_started" },
      { status: "not_started" },
    ]);
    expect(await db().selectFrom("invitations").select("purpose").where("user_id", "in", ids).execute()).toHaveLength(2);
    const after = await counts();
    expect(after).toEqual({
      users: before.users + 2,
      invitations: before.invitations + 2,
      outbox: before.outbox + 2,
      enrollments: before.enrollments + 2,
      audit: before.audit + 5, // employee.added ×2, invitation.sent ×2, employees.imported
    });
    const events = await db()
      .selectFrom("audit_events")
      .select(["action", "actor_user_id", "subject_email", "details", "ip_address"])
      .where("company_id", "=", co.id)
      .where("action", "in", ["employee.added", "invitation.sent", "employees.imported"])
      .orderBy("id")
      .execute();
    expect(events.map((e) => [e.action, e.subject_email])).toEqual([
      ["employee.added", "ada.lovelace@example.com"],
      ["employee.added", "alan@x.example"],
      ["invitation.sent", "ada.lovelace@example.com"],
      ["invitation.sent", "alan@x.example"],
      ["employees.imported", null],
    ]);
    expect(events.every((e) => e.actor_user_id === admin.id && e.ip_address === b.address)).toBe(true);
    expect(JSON.parse(events[4].details)).toEqual({ added: 2, restored: 0, alreadyPresent: 0, invalid: 1 });

    // each link is the one in the outbox mail, and it works
    for (const shown of c.data.links.shown as { email: string; link: string }[]) {
      const mail = await db().selectFrom("email_outbox").selectAll().where("to_address", "=", shown.email).executeTakeFirstOrThrow();
      expect(mail.text_body).toContain(shown.link);
      expect(mail.subject).toBe(`Your invitation to the GDPR training of Company ${co.slug}`);
      const link = new URL(shown.link);
      expect(link.pathname).toBe(`/company/${co.slug}/employee/login`);
      expect((await run(employeeLogin.loader, new Browser(), `${link.pathname}${link.search}`)).data.email).toBe(shown.email);
    }
    // a second confirmation of the same preview imports nothing twice: the plan changed
    const again = await confirm(b, base, p.data.csv, p.data.digest);
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ step: "preview", notice: IMPORT_MSG.changed, toAdd: 0, counts: { present: 2, invalid: 1 } });
    expect(await counts()).toEqual(after);
  });

  it("writes what adding one employee writes", async () => {
    const { co, b, base } = await companyWithAdmin();
    await run(employees.action, b, `${base}/admin/dashboard?index`, {
      form: { intent: "add", firstName: "One", lastName: "ByOne", email: "one@x.example" },
    });
    const p = await preview(b, base, { csvData: `${HEADER}\nTwo,Bulk,two@x.example` });
    expect((await confirm(b, base, p.data.csv, p.data.digest)).data.step).toBe("done");
    const [one, two] = await Promise.all(
      ["one@x.example", "two@x.example"].map(async (email) => {
        const u = await db()
          .selectFrom("users")
          .selectAll()
          .where("email", "=", email)
          .where("company_id", "=", co.id)
          .executeTakeFirstOrThrow();
        const inv = await db().selectFrom("invitations").selectAll().where("user_id", "=", u.id).executeTakeFirstOrThrow();
        const enr = await db().selectFrom("enrollments").selectAll().where("user_id", "=", u.id).executeTakeFirstOrThrow();
        const mail = await db().selectFrom("email_outbox").selectAll().where("to_address", "=", email).executeTakeFirstOrThrow();
        const events = await db()
          .selectFrom("audit_events")
          .select(["action", "details", "actor_email"])
          .where("subject_user_id", "=", u.id)
          .orderBy("id")
          .execute();
        return {
          user: { ...u, id: 0, email: "", first_name: "", last_name: "", created_at: "" },
          invitation: { purpose: inv.purpose, used_at: inv.used_at, lifetime: Date.parse(inv.expires_at) - Date.parse(inv.created_at) },
          enrollment: { status: enr.status, company_id: enr.company_id, modules_completed: enr.modules_completed },
          mail: {
            status: mail.status,
            company_id: mail.company_id,
            tries: mail.tries,
            kind: mail.kind,
            html: mail.html_body !== null,
            lines: mail.text_body.split("\n").length,
          },
          events: events.map((e) => [e.action, e.actor_email, Object.keys(JSON.parse(e.details)).sort()]),
        };
      }),
    );
    expect(two).toEqual(one);
  });

  it("handles duplicates: existing employees and admins are present, a deleted employee comes back, an email twice is invalid", async () => {
    const { co, admin, b, base } = await companyWithAdmin();
    const active = await createUser({ company: co.slug, firstName: "Ann", lastName: "Active" });
    const invited = await createUser({ company: co.slug, status: "invited", firstName: "Ivo", lastName: "Invited" });
    const gone = await createUser({ company: co.slug, status: "deactivated", firstName: "Old", lastName: "Name" });
    const text = [
      "email,first_name,last_name",
      `${active.email},Changed,Name`,
      `${invited.email.toUpperCase()},Ivo,Invited`,
      `${gone.email},Back,Again`,
      "new@x.example,New,Person",
      "NEW@x.example,New,Twice",
      `${admin.email},Alex,Admin`,
    ].join("\n");
    const p = await preview(b, base, { csvData: text });
    expect(p.status).toBe(200);
    expect(p.data.rows.map((r: { line: number; kind: string; note: string | null }) => [r.line, r.kind, r.note])).toEqual([
      [2, "present", "Already an employee."],
      [3, "present", "Already an employee, with a pending invitation."],
      [4, "restore", "Deleted earlier: invited again; the earlier training stays as history."],
      [5, "new", null],
      [6, "invalid", "The same email is on line 5; each person once."],
      [7, "present", "Already an administrator of this company."],
    ]);
    const c = await confirm(b, base, p.data.csv, p.data.digest);
    expect(c.data.summary).toBe(
      "2 employees were imported and invited (1 of them deleted earlier and now back). Skipped: 3 rows already present and 1 invalid row.",
    );
    const byEmail = new Map((await usersOf(co.id)).map((u) => [u.email, u]));
    expect(byEmail.get(active.email)).toMatchObject({ first_name: "Ann", last_name: "Active", status: "active" });
    expect(byEmail.get(gone.email)).toMatchObject({ id: gone.id, first_name: "Back", last_name: "Again", status: "invited" });
    expect(byEmail.get("new@x.example")).toMatchObject({ first_name: "New", last_name: "Person", status: "invited" });
    expect(byEmail.get(admin.email)).toMatchObject({ role: "admin", status: "active" });
    expect(await db().selectFrom("invitations").select("id").where("user_id", "in", [active.id, invited.id, admin.id]).execute()).toEqual(
      [],
    );
    const restored = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("action", "=", "employee.added")
      .where("subject_user_id", "=", gone.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(restored.details)).toEqual({ name: "Back Again", restored: true });
    const imported = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("action", "=", "employees.imported")
      .where("company_id", "=", co.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(imported.details)).toEqual({ added: 1, restored: 1, alreadyPresent: 3, invalid: 1 });
  });

  it("refuses an import over the seat limit as a whole: the preview says which rows, the confirmation writes nothing", async () => {
    const { co, b, base } = await companyWithAdmin(3);
    const present = await createUser({ company: co.slug });
    await createUser({ company: co.slug });
    const text = `${HEADER}\nA,One,a1@x.example\nP,Resent,${present.email}\nB,Two,b2@x.example\nC,Three,c3@x.example\n`;
    const before = await counts();
    const p = await preview(b, base, { csvData: text });
    expect(p.status).toBe(409);
    expect(p.data.refusal).toBe(
      "Your company's plan allows 3 employees; 2 seats are taken, so 1 can be added, but this import would add 3. Nothing was imported: remove 2 new rows, delete employees or ask for a higher limit.",
    );
    expect(p.data.rows.map((r: { kind: string }) => r.kind)).toEqual(["new", "present", "over-limit", "over-limit"]);
    expect(p.data.toAdd).toBe(0);
    const c = await confirm(b, base, p.data.csv, p.data.digest);
    expect(c.status).toBe(409);
    expect(c.data).toMatchObject({ step: "preview", refusal: p.data.refusal });
    expect(await counts()).toEqual(before);
    // the JSON API's call refuses it the same way
    const caller = (await findCaller(
      { request: b.request(base), url: new URL(b.request(base).url), context: b.context() },
      await resolveTenant(b.request(base)),
    ))!;
    const api = await bulkImport(caller, await resolveTenant(b.request(base)), { csvData: text });
    expect(api).toEqual({ status: 409, body: { error: p.data.refusal } });
    expect(await counts()).toEqual(before);
    // with a higher limit the same file is a new plan, with a new digest
    await db().updateTable("companies").set({ max_employees: 5 }).where("id", "=", co.id).execute();
    const fits = await preview(b, base, { csvData: text });
    expect(fits.status).toBe(200);
    expect(fits.data.digest).not.toBe(p.data.digest);
    expect((await confirm(b, base, fits.data.csv, fits.data.digest)).data.summary).toBe(
      "3 employees were imported and invited. Skipped: 1 row already present.",
    );
  });

  it("shows the new preview instead of importing when the CSV or the company changed since the preview", async () => {
    const { co, b, base } = await companyWithAdmin();
    const text = `${HEADER}\nA,One,one@x.example\nB,Two,two@x.example\n`;
    const p = await preview(b, base, { csvData: text });
    // the text was edited before confirming
    const edited = await confirm(b, base, `${text}C,Three,three@x.example\n`, p.data.digest);
    expect(edited.status).toBe(409);
    expect(edited.data).toMatchObject({ step: "preview", notice: IMPORT_MSG.changed, toAdd: 3 });
    // someone added one of them meanwhile
    await run(employees.action, b, `${base}/admin/dashboard?index`, {
      form: { intent: "add", firstName: "B", lastName: "Two", email: "two@x.example" },
    });
    const before = await counts();
    const changed = await confirm(b, base, text, p.data.digest);
    expect(changed.status).toBe(409);
    expect(changed.data).toMatchObject({ notice: IMPORT_MSG.changed, toAdd: 1, counts: { new: 1, present: 1 } });
    expect(await counts()).toEqual(before);
    const done = await confirm(b, base, changed.data.csv, changed.data.digest);
    expect(done.data.summary).toBe("1 employee was imported and invited. Skipped: 1 row already present.");
    expect((await usersOf(co.id)).filter((u) => u.role === "employee").map((u) => u.email)).toEqual(["two@x.example", "one@x.example"]);
  });
});

describe("reading the CSV", () => {
  it("reads a BOM, CR LF, quoted fields with semicolons and doubled quotes, and a header in any order and case", async () => {
    const { co, b, base } = await companyWithAdmin();
    const text =
      '\uFEFFE-Mail;LAST NAME;"First Name"\r\n' +
      '"zoe@x.example";"Müller; Sr.";"Zoë ""Z"""\r\n' +
      "\r\n" +
      "kim@x.example;O'Neil;Kim\r\n" +
      '"li@x.example";"Li";"Multi\r\nLine"\r\n' +
      ";;\r\n";
    const p = await preview(b, base, { csvFile: csvFile(new TextEncoder().encode(text)) });
    expect(p.data.rows).toEqual([
      { line: 2, kind: "new", firstName: 'Zoë "Z"', lastName: "Müller; Sr.", email: "zoe@x.example", note: null },
      { line: 4, kind: "new", firstName: "Kim", lastName: "O'Neil", email: "kim@x.example", note: null },
      {
        line: 5,
        kind: "invalid",
        firstName: "Multi\nLine",
        lastName: "Li",
        email: "li@x.example",
        note: "Names cannot contain line breaks or control characters.",
      },
    ]);
    expect((await confirm(b, base, p.data.csv, p.data.digest)).data.step).toBe("done");
    const names = (await usersOf(co.id)).filter((u) => u.role === "employee").map((u) => [u.first_name, u.last_name]);
    expect(names).toEqual([
      ['Zoë "Z"', "Müller; Sr."],
      ["Kim", "O'Neil"],
    ]);
  });

  it("reads files as spreadsheets save them: Windows-1252, UTF-16 with tabs", async () => {
    const { b, base } = await companyWithAdmin();
    const cp1252 = Buffer.concat([
      Buffer.from(`${HEADER}\nJ`, "latin1"),
      Buffer.from([0xfc]),
      Buffer.from("rgen,Stra", "latin1"),
      Buffer.from([0xdf, 0x65, 0x20, 0x80]),
      Buffer.from(",j@x.example\n"),
    ]);
    const legacy = await preview(b, base, { csvFile: csvFile(cp1252) });
    expect(legacy.data.rows[0]).toMatchObject({ firstName: "Jürgen", lastName: "Straße €", email: "j@x.example", kind: "new" });
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from("first_name\tlast_name\temail\r\nÅsa\tÖberg\tasa@x.example\r\n", "utf16le"),
    ]);
    const excel = await preview(b, base, { csvFile: csvFile(utf16) });
    expect(excel.data.rows[0]).toMatchObject({ firstName: "Åsa", lastName: "Öberg", email: "asa@x.example", kind: "new" });
  });

  it("a file is used instead of the pasted text", async () => {
    const { b, base } = await companyWithAdmin();
    const p = await call(importPage.action, b, pagePath(base), {
      intent: "preview",
      csvData: `${HEADER}\nPasted,Text,pasted@x.example`,
      csvFile: csvFile(`${HEADER}\nFrom,File,file@x.example`),
    });
    expect(p.data.rows.map((r: { email: string }) => r.email)).toEqual(["file@x.example"]);
  });

  it("refuses what cannot be imported with 400 and a clear message, writing nothing", async () => {
    const { b, base } = await companyWithAdmin();
    const before = await counts();
    const cases: [Fields, string][] = [
      [{ intent: "preview" }, IMPORT_MSG.required],
      [{ intent: "preview", csvData: "  \n " }, IMPORT_MSG.required],
      [{ intent: "preview", csvFile: csvFile("") }, IMPORT_MSG.required],
      [{ intent: "preview", csvFile: csvFile("\uFEFF\r\n") }, IMPORT_MSG.required],
      [{ intent: "preview", csvData: "Ada,Lovelace,ada@x.example" }, en(IMPORT_MSG.header(["first_name", "last_name", "email"]))],
      [{ intent: "preview", csvData: "first_name;last_name\nA;B" }, en(IMPORT_MSG.header(["email"]))],
      [{ intent: "preview", csvData: HEADER }, IMPORT_MSG.noRows],
      [{ intent: "preview", csvData: `${HEADER}\nA,B,a@x.example\n"Open,C,c@x.example\n` }, "The CSV could not be read at line"],
      [{ intent: "confirm", csvData: `${HEADER}\nA,B,a@x.example` }, IMPORT_MSG.changed],
      [{ intent: "confirm", csvData: `${HEADER}\nA,B,a@x.example`, digest: "0".repeat(63) }, IMPORT_MSG.changed],
      [{ intent: "delete-everyone", csvData: `${HEADER}\nA,B,a@x.example` }, ""],
    ];
    for (const [fields, message] of cases) {
      const r = await call(importPage.action, b, pagePath(base), fields);
      expect(r.status, JSON.stringify(fields)).toBe(400);
      expect(r.data.step).toBe("form");
      expect(JSON.stringify(r.data.result.error ?? {})).toContain(JSON.stringify(message).slice(1, -1));
    }
    // a well-formed digest of another plan is no error: the new preview is shown
    const other = await confirm(b, base, `${HEADER}\nA,B,a@x.example`, "0".repeat(64));
    expect(other.status).toBe(409);
    expect(other.data.notice).toBe(IMPORT_MSG.changed);
    expect(await counts()).toEqual(before);
  });
});

describe("limits", () => {
  it("refuses more than 2 MB with 413 (text, file, confirmation) and does not send the text back", async () => {
    const { b, base } = await companyWithAdmin();
    const before = await counts();
    const big = `${HEADER}\n${"x".repeat(IMPORT_MAX_BYTES)}`;
    const cases: Fields[] = [
      { intent: "preview", csvData: big },
      { intent: "preview", csvFile: csvFile(big) },
      { intent: "preview", csvFile: csvFile(new Uint8Array(5 * IMPORT_MAX_BYTES)) },
      { intent: "confirm", csvData: big, digest: "a".repeat(64) },
    ];
    for (const fields of cases) {
      const r = await call(importPage.action, b, pagePath(base), fields);
      expect(r.status).toBe(413);
      expect(r.data.result.error).toEqual({ "": [IMPORT_MSG.tooLarge] });
      expect(JSON.stringify(r.data).length).toBeLessThan(2000);
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses more than 10,000 rows with 400; imports 10,000 rows of a file just under 2 MB", async () => {
    const { co, b, base } = await companyWithAdmin(IMPORT_MAX_ROWS);
    const before = await counts();
    const over = await preview(b, base, { csvFile: csvFile(rowsCsv(IMPORT_MAX_ROWS + 1)) });
    expect(over.status).toBe(400);
    expect(over.data.result.error).toEqual({ "": [IMPORT_MSG.tooManyRows] });
    expect(await counts()).toEqual(before);

    // 10,000 rows padded with a notes column (ignored) to just under 2 MB
    const text = rowsCsv(IMPORT_MAX_ROWS, (i) => (i < 0 ? "notes" : "n".repeat(179)));
    expect(text.length).toBeGreaterThan(IMPORT_MAX_BYTES - 20_000);
    expect(text.length).toBeLessThanOrEqual(IMPORT_MAX_BYTES);
    const p = await preview(b, base, { csvFile: csvFile(text) });
    expect(p.status).toBe(200);
    expect(p.data).toMatchObject({ toAdd: IMPORT_MAX_ROWS, total: IMPORT_MAX_ROWS, counts: { new: IMPORT_MAX_ROWS } });
    expect(p.data.rows).toHaveLength(500);
    const c = await confirm(b, base, p.data.csv, p.data.digest);
    expect(c.status).toBe(200);
    expect(c.data.links.total).toBe(IMPORT_MAX_ROWS);
    expect(c.data.links.shown).toHaveLength(100);
    const after = await counts();
    expect(after).toEqual({
      users: before.users + IMPORT_MAX_ROWS,
      invitations: before.invitations + IMPORT_MAX_ROWS,
      outbox: before.outbox + IMPORT_MAX_ROWS,
      enrollments: before.enrollments + IMPORT_MAX_ROWS,
      audit: before.audit + 2 * IMPORT_MAX_ROWS + 1,
    });
    // the company is now full: one more is refused
    const full = await preview(b, base, { csvData: `${HEADER}\nOne,More,more@x.example` });
    expect(full.status).toBe(409);
    expect(full.data.counts["over-limit"]).toBe(1);
    expect((await usersOf(co.id)).length).toBe(IMPORT_MAX_ROWS + 1);
  });
});

describe("scope and access", () => {
  it("never reads or touches another company's people: the same emails there are new here", async () => {
    const other = await createCompany();
    const theirs = await createUser({ company: other.slug, firstName: "Secret", lastName: "Person" });
    const theirGone = await createUser({ company: other.slug, status: "deactivated", firstName: "Secret", lastName: "Gone" });
    const theirRows = async () => ({
      users: await usersOf(other.id),
      invitations: await db().selectFrom("invitations").select("id").where("user_id", "in", [theirs.id, theirGone.id]).execute(),
      events: await db().selectFrom("audit_events").select("id").where("company_id", "=", other.id).execute(),
    });
    const before = await theirRows();
    const { co, b, base } = await companyWithAdmin();
    const p = await preview(b, base, { csvData: `${HEADER}\nMine,One,${theirs.email}\nMine,Two,${theirGone.email}` });
    expect(p.data.rows.map((r: { kind: string }) => r.kind)).toEqual(["new", "new"]);
    expect(JSON.stringify(p.data)).not.toContain("Secret");
    const c = await confirm(b, base, p.data.csv, p.data.digest);
    expect(JSON.stringify(c.data)).not.toContain("Secret");
    expect((await usersOf(co.id)).filter((u) => u.role === "employee").map((u) => [u.email, u.first_name])).toEqual([
      [theirs.email, "Mine"],
      [theirGone.email, "Mine"],
    ]);
    expect(await theirRows()).toEqual(before);
  });

  it("refuses employees with 403 and sends signed-out visitors to the admin login, writing nothing", async () => {
    const emp = await createUser();
    const b = new Browser();
    await run(employeeLogin.action, b, "/employee/login", { form: { intent: "login", email: emp.email, password: emp.password } });
    const before = await counts();
    const csv = `${HEADER}\nA,B,a@x.example`;
    expect((await call(importPage.loader, b, "/admin/dashboard/import")).status).toBe(403);
    expect((await call(template.loader, b, "/admin/employee_template.csv")).status).toBe(403);
    expect((await preview(b, "", { csvData: csv })).status).toBe(403);
    expect((await confirm(b, "", csv, "a".repeat(64))).status).toBe(403);
    expect(
      (await call(invitationLinks.action, b, "/admin/invitation_links.csv", { key: "k".repeat(43), signature: "a".repeat(64) })).status,
    ).toBe(403);
    const anon = new Browser();
    expect((await call(importPage.loader, anon, "/croacademy/admin/dashboard/import")).location).toBe("/croacademy/admin/login");
    expect((await preview(anon, "", { csvData: csv })).location).toBe("/admin/login");
    expect((await call(template.loader, anon, "/admin/employee_template.csv")).location).toBe("/admin/login");
    expect(await counts()).toEqual(before);
  });
});

describe("template and invitation links", () => {
  it("downloads the template in every context", async () => {
    for (const [company, base] of [
      ["main", ""],
      ["croacademy", "/croacademy"],
    ] as const) {
      const { b } = await signedInAdmin(company, base);
      const r = await call(template.loader, b, `${base}/admin/employee_template.csv`);
      expect(r.status).toBe(200);
      expect(r.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(r.headers.get("Content-Disposition")).toBe('attachment; filename="employee_template.csv"');
      expect(r.data).toBe(TEMPLATE_CSV.replace(/^\uFEFF/, ""));
    }
    const { b, base } = await companyWithAdmin();
    const page = await call(importPage.loader, b, pagePath(base));
    expect(page.data).toEqual({ base, seats: { used: 0, max: 100 } });
  });

  it("downloads the links shown as CSV, made again from the import's key: only for the admin who imported, only links still open", async () => {
    const { b, base } = await companyWithAdmin();
    const p = await preview(b, base, { csvData: `${HEADER}\n=HYPERLINK(1),Formula,f@x.example\nPlain,Name,p@x.example` });
    const done = await confirm(b, base, p.data.csv, p.data.digest);
    const { key, signature, shown, total } = done.data.links;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(total).toBe(2);
    // the page carries the key, not the tokens: neither is kept by the server
    expect(JSON.stringify(done.data)).not.toContain("first_name,last_name");
    const target = `${base}/admin/invitation_links.csv`;
    const r = await call(invitationLinks.action, b, target, { key, signature });
    expect(r.status).toBe(200);
    expect(r.headers.get("Content-Disposition")).toMatch(/^attachment; filename="invitation-links-\d{4}-\d{2}-\d{2}\.csv"$/);
    // (the BOM is read away by Response.text())
    expect(r.data).toBe(
      `first_name,last_name,email,invitation_link\r\n'=HYPERLINK(1),Formula,f@x.example,${shown[0].link}\r\nPlain,Name,p@x.example,${shown[1].link}\r\n`,
    );
    // another key, a changed signature, another admin's download, no key: refused
    const otherKey = randomBytes(32).toString("base64url");
    expect((await call(invitationLinks.action, b, target, { key: otherKey, signature })).status).toBe(400);
    const forged = `${signature.startsWith("0") ? "1" : "0"}${signature.slice(1)}`;
    expect((await call(invitationLinks.action, b, target, { key, signature: forged })).status).toBe(400);
    const { b: otherAdmin } = await signedInAdmin(base.split("/")[2], base);
    expect((await call(invitationLinks.action, otherAdmin, target, { key, signature })).status).toBe(400);
    expect((await call(invitationLinks.action, b, target, { signature })).status).toBe(400);
    expect((await call(invitationLinks.loader, b, target)).location).toBe(pagePath(base));
    // an invitation used since the import no longer works: its link is left out
    const used = await db().selectFrom("users").select("id").where("email", "=", "f@x.example").executeTakeFirstOrThrow();
    await db().updateTable("invitations").set({ used_at: new Date().toISOString() }).where("user_id", "=", used.id).execute();
    const later = await call(invitationLinks.action, b, target, { key, signature });
    expect(later.data).toBe(`first_name,last_name,email,invitation_link\r\nPlain,Name,p@x.example,${shown[1].link}\r\n`);
  });

  it("with mail configured: no links, the invitations queued, back to the employees with a banner", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    resetEnvCache();
    try {
      const { b, base } = await companyWithAdmin();
      const p = await preview(b, base, { csvData: `${HEADER}\nMay,Mail,may@x.example` });
      const c = await confirm(b, base, p.data.csv, p.data.digest);
      expect(c.status).toBe(302);
      expect(c.location).toBe(`${base}/admin/dashboard`);
      const flash = await readFlash(new Request(ORIGIN, { headers: { Cookie: b.header() } }));
      expect(flash).toEqual({
        kind: "success",
        text: "1 employee was imported and invited. The invitation emails are queued for sending.",
      });
      expect(await db().selectFrom("email_outbox").select("status").where("to_address", "=", "may@x.example").execute()).toEqual([
        { status: "pending" },
      ]);
    } finally {
      delete process.env.SMTP_URL;
      resetEnvCache();
    }
  });
});

describe("the JSON API's call (POST {api}/admin/employees/bulk)", () => {
  it("imports csvData at once, with the same rules and answers", async () => {
    const { co, b, base } = await companyWithAdmin(4);
    const tenant = await resolveTenant(b.request(base));
    const caller = (await findCaller({ request: b.request(base), url: new URL(b.request(base).url), context: b.context() }, tenant))!;
    await createUser({ company: co.slug, email: "here@x.example" });
    const before = await counts();
    expect(await bulkImport(caller, tenant, {})).toEqual({ status: 400, body: { error: IMPORT_MSG.required } });
    expect(await bulkImport(caller, tenant, { csvData: 42 })).toEqual({ status: 400, body: { error: IMPORT_MSG.required } });
    expect(await bulkImport(caller, tenant, { csvData: "x".repeat(IMPORT_MAX_BYTES + 1) })).toEqual({
      status: 413,
      body: { error: IMPORT_MSG.tooLarge },
    });
    expect(await bulkImport(caller, tenant, { csvData: "Ada;Lovelace" })).toMatchObject({ status: 400 });
    expect(await counts()).toEqual(before);
    const r = await bulkImport(caller, tenant, {
      csvData: `${HEADER}\r\nAda,Lovelace,ada@x.example\r\nBad,Row,nope\r\nHere,Already,here@x.example\r\n`,
    });
    expect(r).toEqual({
      status: 200,
      body: {
        success: true,
        added: 1,
        restored: 0,
        alreadyPresent: 1,
        invalid: 1,
        skipped: [
          { line: 3, email: "nope", reason: "Please enter a valid email address." },
          { line: 4, email: "here@x.example", reason: "Already an employee." },
        ],
        invitations: [{ email: "ada@x.example", link: expect.stringMatching(`^http://localhost:3000${base}/employee/login\\?token=`) }],
      },
    });
  });
});

// ---- JavaScript off, over HTTP -------------------------------------------------------------------

/** A browser without JavaScript: cookies, plain GETs and form posts, nothing else. */
class PlainBrowser {
  jar = new Map<string, string>();
  constructor(readonly server: App) {}
  get origin() {
    return `http://127.0.0.1:${this.server.port}`;
  }
  async request(target: string, body?: URLSearchParams | FormData) {
    const headers: Record<string, string> = { Cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ") };
    let payload: Buffer | undefined;
    if (body) {
      // Encoded as a browser encodes a form (multipart for enctype="multipart/form-data").
      const encoded = new Request("http://x/", { method: "POST", body });
      payload = Buffer.from(await encoded.arrayBuffer());
      headers["Content-Type"] = encoded.headers.get("Content-Type")!;
      headers.Origin = this.origin;
      headers["Content-Length"] = String(payload.length);
    }
    const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port: this.server.port, path: target, method: body ? "POST" : "GET", headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
    for (const c of answer.headers["set-cookie"] ?? []) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      if (pair.slice(i + 1)) this.jar.set(pair.slice(0, i), pair.slice(i + 1));
      else this.jar.delete(pair.slice(0, i));
    }
    return answer;
  }
}

const decode = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e[0] === "#"
      ? String.fromCodePoint(e[1] === "x" ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" } as Record<string, string>)[e.toLowerCase()],
  );
/** The value of a hidden input or a textarea as a browser reads the HTML (its parser turns CR LF into LF). */
const hidden = (html: string, name: string) => {
  const tag = tags(html, "input").find((t) => t.includes('type="hidden"') && t.includes(`name="${name}"`)) ?? "";
  return decode(/ value="([^"]*)"/.exec(tag)?.[1] ?? "").replace(/\r\n?/g, "\n");
};
const textarea = (html: string, name: string) =>
  decode(new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1] ?? "")
    .replace(/\r\n?/g, "\n")
    .replace(/^\n/, "");
/** The start tags of an element in HTML (attributes in any order). */
const tags = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "g"))].map((m) => m[0]);
/** What a browser posts for a field of the page: line breaks as CR LF. */
const posted = (value: string) => value.replace(/\r?\n/g, "\r\n");

describe("with JavaScript off (plain form posts to the production server)", () => {
  // The production server (scripts/server.ts on the build) in a child process, as server.test.ts runs it.
  let server: App;
  beforeAll(async () => {
    ensureBuild();
    server = await startApp("import", { LOG_LEVEL: "silent", SMTP_URL: "" });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("uploads, previews, confirms, shows the links once and downloads them, all server-rendered", async () => {
    const base = "/company/acme-pharma";
    const browser = new PlainBrowser(server);
    const login = await browser.request(
      `${base}/admin/login`,
      new URLSearchParams({ intent: "login", email: "admin@acme-pharma.example", password: DEMO_PASSWORD }),
    );
    expect(login.status).toBe(302);
    expect(login.headers.location).toBe(`${base}/admin/dashboard`);

    const list = await browser.request(`${base}/admin/dashboard`);
    expect(list.text).toContain(`href="${base}/admin/dashboard/import"`);
    expect(list.text).toContain(`href="${base}/admin/employee_template.csv"`);

    const page = await browser.request(`${base}/admin/dashboard/import`);
    expect(page.status).toBe(200);
    const formTag = /<form[^>]*id="import"[^>]*>/.exec(page.text)?.[0] ?? "";
    expect(formTag).toContain('method="post"');
    // (React writes encType: attribute names are case-insensitive in HTML)
    expect(formTag).toMatch(/ enctype="multipart\/form-data"/i);
    expect(page.text).toContain('name="csvFile"');
    expect(tags(page.text, "button").some((t) => t.includes('name="intent"') && t.includes('value="preview"'))).toBe(true);

    const csv = `${HEADER}\r\n<b>Ada</b>,"Love, lace",ada@import.example\r\nGrace,Hopper,grace-at-nowhere\r\nAlan,Turing,alan@import.example\r\n`;
    const upload = new FormData();
    upload.append("csvFile", new File([csv], "people.csv", { type: "text/csv" }));
    upload.append("csvData", "");
    upload.append("intent", "preview");
    const previewed = await browser.request(`${base}/admin/dashboard/import`, upload);
    expect(previewed.status).toBe(200);
    const html = previewed.text;
    expect(html).toContain("&lt;b&gt;Ada&lt;/b&gt; Love, lace");
    expect(html).not.toContain("<b>Ada</b>");
    expect(html).toMatch(/<th scope="row">3<\/th>[\s\S]*?Invalid: skipped[\s\S]*?Please enter a valid email address\./);
    expect(html).toContain("Import 2 Employees");
    const digest = hidden(html, "digest");
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    const text = textarea(html, "csvData");
    expect(text.replace(/\n/g, "\r\n")).toBe(csv);

    const confirmation = new FormData();
    confirmation.append("digest", digest);
    confirmation.append("csvFile", new File([], "", { type: "application/octet-stream" }));
    confirmation.append("csvData", posted(text));
    confirmation.append("intent", "confirm");
    const done = await browser.request(`${base}/admin/dashboard/import`, confirmation);
    expect(done.status).toBe(200);
    expect(done.text).toContain("2 employees were imported and invited. Skipped: 1 invalid row.");
    expect(done.text).toContain("they are shown only now");
    const links = [...done.text.matchAll(/value="(http:\/\/localhost:3000\/company\/acme-pharma\/employee\/login\?token=[^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(links).toHaveLength(2);

    const download = new FormData();
    download.append("key", hidden(done.text, "key"));
    download.append("signature", hidden(done.text, "signature"));
    const file = await browser.request(`${base}/admin/invitation_links.csv`, download);
    expect(file.status).toBe(200);
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="invitation-links-/);
    expect(file.text).toContain(`<b>Ada</b>,"Love, lace",ada@import.example,${links[0]}`);
    expect(file.text).toContain(`Alan,Turing,alan@import.example,${links[1]}`);

    // posting the same confirmation again imports nothing twice
    const again = await browser.request(`${base}/admin/dashboard/import`, confirmation);
    expect(again.status).toBe(409);
    expect(again.text).toContain(IMPORT_MSG.changed);

    const after = await browser.request(`${base}/admin/dashboard?q=import.example`);
    expect(after.text).toContain("alan@import.example");
    expect(after.text).toContain("&lt;b&gt;Ada&lt;/b&gt; Love, lace");

    const tpl = await browser.request(`${base}/admin/employee_template.csv`);
    expect(tpl.status).toBe(200);
    expect(tpl.text).toBe(TEMPLATE_CSV);
  });

  it("answers a refused import with its page, the message and the status", async () => {
    const browser = new PlainBrowser(server);
    await browser.request("/admin/login", new URLSearchParams({ intent: "login", email: "admin@main.example", password: DEMO_PASSWORD }));
    const empty = new FormData();
    empty.append("csvData", "");
    empty.append("intent", "preview");
    const r = await browser.request("/admin/dashboard/import", empty);
    expect(r.status).toBe(400);
    expect(r.text).toContain(IMPORT_MSG.required);
    const big = new FormData();
    big.append("csvFile", new File([`${HEADER}\n${"x".repeat(IMPORT_MAX_BYTES)}`], "big.csv"));
    big.append("intent", "preview");
    const tooLarge = await browser.request("/admin/dashboard/import", big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text).toContain(IMPORT_MSG.tooLarge);
  });
});
