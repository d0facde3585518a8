/**
 * The bulk import's pure rules (app/domain/import.ts, forms-import.ts) and the CSV reading of
 * the service (parseImport: csv-parse with the import's options, no database).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { bulkImportSchema, importSchema, invitationLinksSchema } from "../../app/domain/forms-import";
import {
  type CheckedRow,
  checkRow,
  columnsOf,
  csvByteSize,
  detectDelimiter,
  type ExistingAccount,
  IMPORT_BODY_MAX_BYTES,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MSG,
  importedSummary,
  type ImportText,
  isBulkImportPath,
  planFingerprint,
  planImport,
  type PlanRow,
  rowsToShow,
  TEMPLATE_CSV,
  TEMPLATE_HEADERS,
  columnOfHeader,
  templateCsv,
} from "../../app/domain/import";
import { LOCALES } from "../../app/domain/locale";
import { parseImport, say } from "../../app/server/admin/import.server";
import { englishKit } from "../../app/server/platform/i18n.server";

/** An import text as the English page shows it. */
const en = (text: ImportText | null) => (text === null ? null : say(englishKit().t, text));

const COLUMNS = { firstName: 0, lastName: 1, email: 2 };
const ok = (line: number, email: string, firstName = "First", lastName = "Last"): CheckedRow => ({
  line,
  firstName,
  lastName,
  email,
  ok: true,
});
const bad = (line: number, reason = "Please enter a valid email address."): CheckedRow => ({
  line,
  firstName: "X",
  lastName: "Y",
  email: "nope",
  ok: false,
  reason,
});
const accounts = (entries: [string, ExistingAccount][]) => new Map(entries);
const kinds = (rows: readonly PlanRow[]) => rows.map((r) => [r.line, r.kind]);

describe("limits and paths", () => {
  it("counts CSV size as UTF-8 bytes with CR LF as one line break", () => {
    expect(csvByteSize("abc")).toBe(3);
    expect(csvByteSize("a\r\nb\nc\r")).toBe(6);
    expect(csvByteSize("Zoë")).toBe(4);
    expect(csvByteSize("€")).toBe(3);
    expect(csvByteSize("😀")).toBe(4);
    expect(csvByteSize("x".repeat(IMPORT_MAX_BYTES))).toBe(IMPORT_MAX_BYTES);
  });

  it("gives the import's paths, in every context, a body limit that fits a 2 MB CSV escaped as a form", () => {
    for (const p of [
      "/admin/dashboard/import",
      "/admin/dashboard/import.data",
      "/admin/dashboard/import/",
      "/croacademy/admin/dashboard/import",
      "/company/acme-pharma/admin/dashboard/import",
      "/company/acme-pharma/admin/dashboard/import.data",
      "/api/admin/employees/bulk",
      "/api/croacademy/admin/employees/bulk",
      "/api/company/acme-pharma/admin/employees/bulk",
    ]) {
      expect(isBulkImportPath(p), p).toBe(true);
    }
    for (const p of [
      "/admin/dashboard",
      // the links download posts a key, not a CSV
      "/admin/invitation_links.csv",
      "/admin/dashboard/importx",
      "/admin/dashboard/import/more",
      "/employee/login",
      "/admin/employees/bulk",
      "/api/admin/employees",
      "/api/admin/employees/bulk/x",
      "/company/ACME/admin/dashboard/import",
      "/company/a/b/admin/dashboard/import",
      "/other/admin/dashboard/import",
      "/admin/dashboard/import?x",
    ]) {
      expect(isBulkImportPath(p), p).toBe(false);
    }
    expect(IMPORT_BODY_MAX_BYTES).toBeGreaterThanOrEqual(3 * IMPORT_MAX_BYTES);
  });

  it("the template is the header line, UTF-8 with a BOM", () => {
    expect(TEMPLATE_CSV).toBe("\uFEFFfirst_name,last_name,email\r\n");
  });
});

describe("the header in every language (issue 27)", () => {
  const FIELDS = ["firstName", "lastName", "email"] as const;

  it("makes the template in the admin's language; English stays the spec's header", () => {
    expect(templateCsv("en")).toBe("\uFEFFfirst_name,last_name,email\r\n");
    expect(templateCsv("en-XA")).toBe(TEMPLATE_CSV);
    expect(templateCsv("de")).toBe("\uFEFFVorname,Nachname,E-Mail\r\n");
    expect(templateCsv("fr")).toBe("\uFEFFPrénom,Nom,E-mail\r\n");
    expect(templateCsv("es")).toBe("\uFEFFNombre,Apellidos,Correo electrónico\r\n");
    expect(templateCsv("it")).toBe("\uFEFFNome,Cognome,Email\r\n");
    expect(templateCsv("pl")).toBe("\uFEFFImię,Nazwisko,E-mail\r\n");
  });

  it("maps each language's header of each column to the same field", () => {
    for (const locale of LOCALES) {
      TEMPLATE_HEADERS[locale].forEach((name, i) => expect(columnOfHeader(name), `${locale} ${name}`).toBe(FIELDS[i]));
      expect(columnsOf([...TEMPLATE_HEADERS[locale]]), locale).toEqual({ ok: true, columns: { firstName: 0, lastName: 1, email: 2 } });
      expect(columnsOf([...TEMPLATE_HEADERS[locale]].reverse()), locale).toEqual({
        ok: true,
        columns: { firstName: 2, lastName: 1, email: 0 },
      });
    }
  });

  it("ignores case, whitespace, punctuation and accents", () => {
    for (const [name, field] of [
      ["  VORNAME ", "firstName"],
      ["nach name", "lastName"],
      ["e-mail", "email"],
      ["E MAIL", "email"],
      ["PRENOM", "firstName"],
      ["prénom", "firstName"],
      ["nom", "lastName"],
      ["correo electronico", "email"],
      ["CORREO ELECTRÓNICO", "email"],
      ["nome", "firstName"],
      ["COGNOME", "lastName"],
      ["imie", "firstName"],
      [" IMIĘ", "firstName"],
      ["nazwisko\t", "lastName"],
      ["First Name", "firstName"],
      ["last_name", "lastName"],
    ] as const) {
      expect(columnOfHeader(name), name).toBe(field);
    }
    expect(columnOfHeader("Abteilung")).toBeNull();
    expect(columnOfHeader("")).toBeNull();
  });

  it("reads a CSV with another language's header, and mixed languages, and refuses a column twice across languages", () => {
    expect(parseImport("\uFEFFVorname;Nachname;E-Mail\r\nAda;Lovelace;ada@x.example\r\n")).toMatchObject({
      kind: "parsed",
      rows: [{ firstName: "Ada", lastName: "Lovelace", email: "ada@x.example", ok: true }],
    });
    expect(parseImport("Imię,Nazwisko,E-mail\nŁucja,Żak,lucja@x.example\n")).toMatchObject({
      rows: [{ firstName: "Łucja", lastName: "Żak", email: "lucja@x.example", ok: true }],
    });
    expect(detectDelimiter("Correo electrónico;Nombre;Apellidos")).toBe(";");
    expect(columnsOf(["Prénom", "last_name", "Email"])).toEqual({ ok: true, columns: { firstName: 0, lastName: 1, email: 2 } });
    const twice = columnsOf(["Vorname", "first_name", "Nachname", "E-Mail"]);
    expect(!twice.ok && en(twice.message)).toBe("The header line names the column first_name twice.");
  });
});

describe("header", () => {
  it("detects the delimiter from the header line: comma, semicolon or tab", () => {
    expect(detectDelimiter("first_name,last_name,email\nA;B;c@d.example")).toBe(",");
    expect(detectDelimiter("\uFEFFfirst_name;last_name;email\r\n")).toBe(";");
    expect(detectDelimiter('"Email";"First Name";"Last Name"')).toBe(";");
    expect(detectDelimiter("email\tfirst_name\tlast_name")).toBe("\t");
    expect(detectDelimiter("\n\n  \nfirst_name;last_name;email")).toBe(";");
    // a semicolon inside a comma-separated header does not win
    expect(detectDelimiter("first_name,last_name,email,notes;more")).toBe(",");
    expect(detectDelimiter("nothing here")).toBe(",");
    expect(detectDelimiter("")).toBe(",");
  });

  it("finds the columns in any order and case, and ignores other columns", () => {
    expect(columnsOf(["email", "first_name", "last_name"])).toEqual({ ok: true, columns: { email: 0, firstName: 1, lastName: 2 } });
    expect(columnsOf(["Department", "E-Mail", "Last Name", "FIRST_NAME"])).toEqual({
      ok: true,
      columns: { email: 1, lastName: 2, firstName: 3 },
    });
    expect(columnsOf(["firstName", "lastName", "EMAIL"])).toMatchObject({ ok: true });
  });

  it("refuses a header without the columns, naming what is missing, or with one twice", () => {
    expect(columnsOf(["first_name", "last_name"])).toEqual({ ok: false, message: IMPORT_MSG.header(["email"]) });
    const none = columnsOf(["Ada", "Lovelace", "ada@x.example"]);
    expect(!none.ok && en(none.message)).toContain("first_name, last_name, email are missing");
    expect(en(IMPORT_MSG.header(["email"]))).toBe(
      "The first line of the CSV must name the columns first_name, last_name and email (in any order, separated by commas or semicolons); email is missing.",
    );
    const twice = columnsOf(["email", "first_name", "last_name", "Email"]);
    expect(twice.ok).toBe(false);
    expect(!twice.ok && en(twice.message)).toBe("The header line names the column email twice.");
  });
});

describe("rows", () => {
  it("accepts a row with the Add Employee form's rules: names trimmed, email trimmed and lowercased", () => {
    expect(checkRow({ line: 4, fields: ["  Ada ", "Lovelace", " Ada.Lovelace@Example.COM "] }, COLUMNS, 3)).toEqual({
      line: 4,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada.lovelace@example.com",
      ok: true,
    });
    // names with quotes, HTML or formula characters are names (shown escaped, exported neutralised)
    expect(checkRow({ line: 2, fields: ['<b>"O\'Brien"</b>', "=SUM(A1)", "ob@x.example"] }, COLUMNS, 3)).toMatchObject({ ok: true });
    // empty extra fields beyond the header are fine
    expect(checkRow({ line: 2, fields: ["A", "B", "a@b.example", "", ""] }, COLUMNS, 3)).toMatchObject({ ok: true });
  });

  it("says why a row is invalid, with the form's messages", () => {
    const reason = (fields: string[], headerLength = 3) => {
      const r = checkRow({ line: 9, fields }, COLUMNS, headerLength);
      return r.ok ? null : en(r.reason);
    };
    expect(reason(["", " ", "not-an-email"])).toBe(
      "Please enter the first name. Please enter the last name. Please enter a valid email address.",
    );
    expect(reason(["A", "B", ""])).toBe("Please enter a valid email address.");
    expect(reason(["A", "B", "a@b"])).toBe("Please enter a valid email address.");
    expect(reason(["x".repeat(101), "B", "a@b.example"])).toBe("The first_name is too long.");
    expect(reason(["A", "B", `${"x".repeat(250)}@b.example`])).toBe("The email is too long.");
    expect(reason(["A", "B"])).toBe("This line has 2 fields; the header line has 3.");
    expect(reason(["A", "B", "a@b.example", "surprise"])).toBe("This line has 4 fields; the header line has 3.");
    expect(reason(["A", "B", "a@b.example", "kept"], 4)).toBeNull();
    expect(reason(["Ada\nMary", "B", "a@b.example"])).toBe("Names cannot contain line breaks or control characters.");
    expect(reason(["Ada", "B\u0000", "a@b.example"])).toBe("Names cannot contain line breaks or control characters.");
  });

  it("keeps an invalid row's values as written, cut for display", () => {
    const r = checkRow({ line: 3, fields: [" Ada ", "x".repeat(500), "NOT-AN-EMAIL"] }, COLUMNS, 3);
    expect(r).toMatchObject({ ok: false, firstName: "Ada", email: "NOT-AN-EMAIL" });
    expect(r.lastName).toHaveLength(121);
  });
});

describe("the plan", () => {
  const seats = { used: 3, max: 10 };

  it("classifies rows: new, returning (deleted earlier), already present, invalid, a repeated email", () => {
    const plan = planImport(
      [ok(2, "new@x.example"), ok(3, "gone@x.example"), ok(4, "here@x.example"), bad(5), ok(6, "new@x.example"), ok(7, "boss@x.example")],
      accounts([
        ["gone@x.example", { role: "employee", status: "deactivated" }],
        ["here@x.example", { role: "employee", status: "invited" }],
        ["boss@x.example", { role: "admin", status: "active" }],
      ]),
      seats,
    );
    expect(kinds(plan.rows)).toEqual([
      [2, "new"],
      [3, "restore"],
      [4, "present"],
      [5, "invalid"],
      [6, "invalid"],
      [7, "present"],
    ]);
    expect(plan.rows.map((r) => en(r.note))).toEqual([
      null,
      "Deleted earlier: invited again; the earlier training stays as history.",
      "Already an employee, with a pending invitation.",
      "Please enter a valid email address.",
      "The same email is on line 2; each person once.",
      "Already an administrator of this company.",
    ]);
    expect(plan.counts).toEqual({ new: 1, restore: 1, present: 2, invalid: 2, "over-limit": 0 });
    expect(plan).toMatchObject({ toAdd: 2, refusal: null, seats: { used: 3, max: 10, free: 7 } });
  });

  it("an active employee, a learner account: present", () => {
    const plan = planImport(
      [ok(2, "a@x.example"), ok(3, "l@x.example")],
      accounts([
        ["a@x.example", { role: "employee", status: "active" }],
        ["l@x.example", { role: "learner", status: "active" }],
      ]),
      seats,
    );
    expect(plan.rows.map((r) => en(r.note))).toEqual(["Already an employee.", "Already has an account of this company."]);
  });

  it("fills the free seats exactly; one more row refuses the whole import and marks the rows over the limit", () => {
    const rows = [ok(2, "a@x.example"), bad(3), ok(4, "b@x.example"), ok(5, "c@x.example")];
    const fits = planImport(rows.slice(0, 3), new Map(), { used: 8, max: 10 });
    expect(fits).toMatchObject({ toAdd: 2, refusal: null });
    const over = planImport(rows, accounts([["c@x.example", { role: "employee", status: "deactivated" }]]), { used: 8, max: 10 });
    expect(kinds(over.rows)).toEqual([
      [2, "new"],
      [3, "invalid"],
      [4, "new"],
      [5, "over-limit"],
    ]);
    expect(over.toAdd).toBe(0);
    expect(en(over.refusal)).toBe(
      "Your company's plan allows 10 employees; 8 seats are taken, so 2 can be added, but this import would add 3. Nothing was imported: remove 1 new row, delete employees or ask for a higher limit.",
    );
    // already present rows take no seat
    const present = planImport([ok(2, "a@x.example")], accounts([["a@x.example", { role: "employee", status: "active" }]]), {
      used: 10,
      max: 10,
    });
    expect(present).toMatchObject({ toAdd: 0, refusal: null, counts: { present: 1 } });
    // a limit already exceeded (lowered since): no seat is free
    expect(planImport([ok(2, "z@x.example")], new Map(), { used: 12, max: 10 })).toMatchObject({ seats: { free: 0 }, toAdd: 0 });
  });

  it("has a fingerprint that changes with what happens to a row, not with an invalid row's raw text", () => {
    const rows = [ok(2, "a@x.example"), bad(3)];
    const base = planFingerprint(planImport(rows, new Map(), seats));
    expect(planFingerprint(planImport(rows, new Map(), seats))).toBe(base);
    expect(planFingerprint(planImport([rows[0], { ...bad(3), firstName: "other\r\nraw" }], new Map(), seats))).toBe(base);
    expect(planFingerprint(planImport(rows, accounts([["a@x.example", { role: "employee", status: "active" }]]), seats))).not.toBe(base);
    expect(planFingerprint(planImport([ok(2, "a@x.example", "Other"), bad(3)], new Map(), seats))).not.toBe(base);
    expect(planFingerprint(planImport([ok(2, "a@x.example")], new Map(), seats))).not.toBe(base);
    // the seat count alone does not change the plan
    expect(planFingerprint(planImport(rows, new Map(), { used: 5, max: 10 }))).toBe(base);
  });

  it("lists every row up to the cap; beyond it the problems first, in file order", () => {
    const plan = planImport(
      [ok(2, "a@x.example"), ok(3, "b@x.example"), bad(4), ok(5, "c@x.example"), bad(6)],
      accounts([["c@x.example", { role: "employee", status: "deactivated" }]]),
      seats,
    );
    expect(rowsToShow(plan.rows).map((r) => r.line)).toEqual([2, 3, 4, 5, 6]);
    expect(rowsToShow(plan.rows, 3).map((r) => r.line)).toEqual([4, 5, 6]);
    expect(rowsToShow(plan.rows, 4).map((r) => r.line)).toEqual([2, 4, 5, 6]);
  });

  it("sums up an import", () => {
    expect(en(importedSummary({ added: 2, restored: 0, present: 0, invalid: 1 }))).toBe(
      "2 employees were imported and invited. Skipped: 1 invalid row.",
    );
    expect(en(importedSummary({ added: 0, restored: 1, present: 2, invalid: 0 }))).toBe(
      "1 employee was imported and invited (1 of them deleted earlier and now back). Skipped: 2 rows already present.",
    );
    expect(en(importedSummary({ added: 9_999, restored: 1, present: 0, invalid: 3 }))).toBe(
      "10,000 employees were imported and invited (1 of them deleted earlier and now back). Skipped: 3 invalid rows.",
    );
    expect(en(importedSummary({ added: 0, restored: 0, present: 1, invalid: 1 }))).toBe(
      "No employee was imported. Skipped: 1 row already present and 1 invalid row.",
    );
  });
});

describe("reading the CSV (csv-parse)", () => {
  const parsed = (text: string) => {
    const r = parseImport(text);
    if (r.kind !== "parsed") throw new Error(en(r.message)!);
    return r.rows;
  };

  it("reads a BOM, CR LF, quotes with doubled quotes and delimiters inside, and semicolons", () => {
    const rows = parsed('\uFEFFEmail;"First Name";Last_Name\r\n"ada@x.example";"Ada ""The Countess""";"Lovelace; of Ockham"\r\n');
    expect(rows).toEqual([{ line: 2, firstName: 'Ada "The Countess"', lastName: "Lovelace; of Ockham", email: "ada@x.example", ok: true }]);
    expect(parsed('first_name,last_name,email\n"Hopper, Jr.",Grace,g@x.example')[0]).toMatchObject({ firstName: "Hopper, Jr.", ok: true });
  });

  it("numbers rows by the line they start on: blank lines skipped, quoted line breaks counted, CR-only files", () => {
    const rows = parsed('first_name,last_name,email\n\nA,B,a@x.example\n"Multi\nLine",C,m@x.example\n , , \n,,\nD,E,d@x.example');
    expect(rows.map((r) => [r.line, r.email])).toEqual([
      [3, "a@x.example"],
      [4, "m@x.example"],
      [8, "d@x.example"],
    ]);
    expect(parsed("first_name,last_name,email\rA,B,a@x.example\rC,D,c@x.example").map((r) => r.line)).toEqual([2, 3]);
    expect(parsed("\n\nfirst_name,last_name,email\r\nA,B,a@x.example").map((r) => r.line)).toEqual([4]);
  });

  it("keeps a stray quote inside a field as text", () => {
    expect(parsed('first_name,last_name,email\nO"Neil,B,o@x.example')[0]).toMatchObject({ firstName: 'O"Neil', ok: true });
  });

  it("refuses unreadable text, a missing header, no rows and more than 10,000 rows with 400 and a clear message", () => {
    const open = parseImport('first_name,last_name,email\nA,B,a@x.example\n"Open,C,c@x.example\n');
    expect(open).toMatchObject({ kind: "refused", status: 400 });
    expect(open.kind === "refused" && en(open.message)).toMatch(/^The CSV could not be read at line \d+: a quoted field is not closed/);
    const headless = parseImport("Ada,Lovelace,ada@x.example\n");
    expect(headless).toMatchObject({ status: 400 });
    expect(headless.kind === "refused" && en(headless.message)).toContain("must name the columns");
    expect(parseImport("first_name,last_name,email\n\n,,\n")).toEqual({ kind: "refused", status: 400, message: IMPORT_MSG.noRows });
    const rows = (n: number) => `first_name,last_name,email\n${Array.from({ length: n }, (_, i) => `A,B,p${i}@x.example`).join("\n")}`;
    expect(parseImport(rows(IMPORT_MAX_ROWS))).toMatchObject({ kind: "parsed" });
    expect(parseImport(`${rows(IMPORT_MAX_ROWS)}\n\n\n`)).toMatchObject({ kind: "parsed" });
    expect(parseImport(rows(IMPORT_MAX_ROWS + 1))).toEqual({ kind: "refused", status: 400, message: IMPORT_MSG.tooManyRows });
  });
});

describe("form schemas", () => {
  const form = (entries: [string, string | File][]) => {
    const f = new FormData();
    for (const [k, v] of entries) f.append(k, v);
    return f;
  };
  const digest = "a".repeat(64);

  it("the preview needs a file or pasted text", () => {
    const none = parseWithZod(
      form([
        ["intent", "preview"],
        ["csvData", "  "],
        ["csvFile", new File([], "")],
      ]),
      { schema: importSchema },
    );
    expect(none.status).toBe("error");
    expect(none.status === "error" && none.error).toEqual({ csvData: [IMPORT_MSG.required] });
    expect(
      parseWithZod(
        form([
          ["intent", "preview"],
          ["csvData", "first_name"],
        ]),
        { schema: importSchema },
      ).status,
    ).toBe("success");
    const file = parseWithZod(
      form([
        ["intent", "preview"],
        ["csvFile", new File(["x"], "people.csv")],
      ]),
      { schema: importSchema },
    );
    expect(file.status).toBe("success");
  });

  it("the confirmation needs the preview's digest", () => {
    expect(
      parseWithZod(
        form([
          ["intent", "confirm"],
          ["csvData", "x"],
        ]),
        { schema: importSchema },
      ).status,
    ).toBe("error");
    expect(
      parseWithZod(
        form([
          ["intent", "confirm"],
          ["csvData", "x"],
          ["digest", "zz"],
        ]),
        { schema: importSchema },
      ).status,
    ).toBe("error");
    expect(
      parseWithZod(
        form([
          ["intent", "confirm"],
          ["csvData", "x"],
          ["digest", digest],
        ]),
        { schema: importSchema },
      ).status,
    ).toBe("success");
    expect(
      parseWithZod(
        form([
          ["intent", "apply"],
          ["csvData", "x"],
        ]),
        { schema: importSchema },
      ).status,
    ).toBe("error");
  });

  it("the API needs csvData as text; the links download the import's key and its signature", () => {
    expect(bulkImportSchema.safeParse({ csvData: "first_name" }).success).toBe(true);
    for (const body of [{}, { csvData: "" }, { csvData: "   " }, { csvData: 5 }, { csvData: ["a"] }]) {
      expect(bulkImportSchema.safeParse(body).error?.issues[0].message).toBe(IMPORT_MSG.required);
    }
    const key = "A".repeat(42) + "_";
    expect(invitationLinksSchema.safeParse({ key, signature: digest }).success).toBe(true);
    expect(invitationLinksSchema.safeParse({ key, signature: "x" }).success).toBe(false);
    expect(invitationLinksSchema.safeParse({ key: `${key}=`, signature: digest }).success).toBe(false);
    expect(invitationLinksSchema.safeParse({ key: "a,b", signature: digest }).success).toBe(false);
    expect(invitationLinksSchema.safeParse({ signature: digest }).success).toBe(false);
  });
});
