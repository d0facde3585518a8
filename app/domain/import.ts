/**
 * The bulk import of employees (issue 7; spec/administration.md 2.5, 5, 8): the limits, the
 * template, the header and delimiter rules, the check of every row and the plan that says what
 * the import will do with each one (new, returning, already present, invalid, over the seat
 * limit). Pure: the service parses the text with csv-parse, reads the company's accounts and
 * seats, and applies a plan these functions made; the page and the JSON API show it.
 */
import { msg, type Phrase } from "../i18n/msg";
import { type AccountStatus, displayName, seatsLeft } from "./employees";
import { type AnyLocale, isLocale, type Locale } from "./locale";
import { emailDomain, PUBLIC_MAIL_DOMAINS, withinContactDomain } from "./mail-limits";
import { MSG, newEmployeeSchema } from "./forms";
import type { CompanyRole } from "./roles";
import { COMPANY_PREFIX, CRO_TENANT } from "./tenants";

// ---- Limits and the template -----------------------------------------------------------------

/** At most 2 MB of CSV text (UTF-8, a line break counted as one byte) in one import. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** At most 10,000 employees (rows below the header, blank lines not counted) in one import. */
export const IMPORT_MAX_ROWS = 10_000;
/**
 * The request body limit of the import's paths: a 2 MB CSV posted form-encoded even when every
 * byte is escaped (%XX, three bytes), with room for the other fields. Larger bodies get 413.
 */
export const IMPORT_BODY_MAX_BYTES = 3 * IMPORT_MAX_BYTES + 64 * 1024;

const CONTEXT = `(?:${CRO_TENANT.base}|${COMPANY_PREFIX}/[a-z0-9-]{1,63})?`;
const IMPORT_PATHS = new RegExp(`^(?:${CONTEXT}/admin/dashboard/import(?:\\.data)?|/api${CONTEXT}/admin/employees/bulk)/?$`);

/**
 * The paths that take a CSV: the import page (and its React Router data requests, `.data`) and
 * `POST /api/…/admin/employees/bulk`, in every context.
 * The server gives them IMPORT_BODY_MAX_BYTES.
 */
export const isBulkImportPath = (pathname: string) => IMPORT_PATHS.test(pathname);

/** The columns of the import, as the template names them in English (the spec's header). */
export const IMPORT_COLUMNS = ["first_name", "last_name", "email"] as const;
export const TEMPLATE_FILE_NAME = "employee_template.csv";

/**
 * The template's header in each language (issue 27). A table here rather than the catalogues:
 * the import accepts every language's header whatever the admin's language, so all of them must
 * be known to the pure rules (and the template an admin downloads is always one the import reads).
 */
export const TEMPLATE_HEADERS: Readonly<Record<Locale, readonly [string, string, string]>> = {
  en: IMPORT_COLUMNS,
  de: ["Vorname", "Nachname", "E-Mail"],
  fr: ["Prénom", "Nom", "E-mail"],
  es: ["Nombre", "Apellidos", "Correo electrónico"],
  it: ["Nome", "Cognome", "Email"],
  pl: ["Imię", "Nazwisko", "E-mail"],
};

/** Other names people give the columns in these languages (spreadsheets exported by hand). */
const HEADER_ALIASES: Readonly<Record<keyof ImportColumns, readonly string[]>> = {
  firstName: ["first name", "given name", "Vorname", "Prénom", "Nombre", "Nome", "Imię"],
  lastName: [
    "last name",
    "surname",
    "family name",
    "Nachname",
    "Familienname",
    "Nom",
    "Nom de famille",
    "Apellido",
    "Apellidos",
    "Cognome",
    "Nazwisko",
  ],
  email: [
    "e-mail",
    "email address",
    "E-Mail-Adresse",
    "Courriel",
    "Adresse e-mail",
    "Correo",
    "Correo electrónico",
    "Indirizzo email",
    "Adres e-mail",
  ],
};

/** The template in a language (English for the pseudo-locale): the header line, with a BOM so that spreadsheet programs read it as UTF-8. */
export const templateCsv = (locale: AnyLocale = "en") =>
  `\uFEFF${(isLocale(locale) ? TEMPLATE_HEADERS[locale] : IMPORT_COLUMNS).join(",")}\r\n`;
/** The English template (the spec's). */
export const TEMPLATE_CSV = templateCsv("en");

/**
 * A text of the import in no language yet: a catalogue key (msg) with its ICU values, or a list
 * of whole sentences shown one after the other. The page and the JSON API translate it.
 */
export type ImportText = string | Phrase | readonly ImportText[];
const said = (key: string, values: Phrase["values"]): ImportText => ({ key, values });

export const IMPORT_MSG = {
  required: msg("Please choose a CSV file or paste the CSV data."),
  tooLarge: msg("The CSV is larger than 2 MB. Split it into smaller files and import them one after the other."),
  tooManyRows: msg("The CSV has more than 10,000 rows. Split it into files of at most 10,000 rows and import them one after the other."),
  noRows: msg("The CSV has no employees below its header line."),
  header: (missing: readonly string[]) =>
    said(
      msg(
        "The first line of the CSV must name the columns first_name, last_name and email (in any order, separated by commas or semicolons); {count, plural, one {{missing} is missing} other {{missing} are missing}}.",
      ),
      { count: missing.length, missing: missing.join(", ") },
    ),
  duplicateColumn: (name: string) => said(msg("The header line names the column {column} twice."), { column: name }),
  /** csv-parse's own words for a problem the import has no sentence of its own for. */
  unreadable: (line: number, problem: string) => said(msg("The CSV could not be read at line {line}: {problem}"), { line, problem }),
  changed: msg("The data changed since the preview. Check this new preview and confirm again."),
  failed: msg("Failed to import employees"),
  links: msg("This list of invitation links could not be verified. Import again to get new links."),
} as const;

/** Size of CSV text as the limit counts it: UTF-8 bytes, CR LF counted as one line break. */
export function csvByteSize(text: string): number {
  let size = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13 && text.charCodeAt(i + 1) === 10) continue;
    if (c < 0x80) size += 1;
    else if (c < 0x800) size += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      size += 4;
      i++;
    } else size += 3;
  }
  return size;
}

// ---- The header --------------------------------------------------------------------------------

export type Delimiter = "," | ";" | "\t";
const DELIMITERS: readonly Delimiter[] = [",", ";", "\t"];

/**
 * A header name as the import reads it: case, accents, spaces, quotes and punctuation ignored
 * (First Name, firstName, first_name; Prénom, PRENOM; E-Mail, email).
 */
const headerKey = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

const COLUMN_NAME: Record<keyof ImportColumns, (typeof IMPORT_COLUMNS)[number]> = {
  firstName: "first_name",
  lastName: "last_name",
  email: "email",
};
const FIELDS = Object.keys(COLUMN_NAME) as (keyof ImportColumns)[];

/** Every language's header (and the usual other names) of each column, by headerKey. */
const COLUMN_OF: Readonly<Record<string, keyof ImportColumns>> = Object.fromEntries(
  FIELDS.flatMap((field, i) =>
    [...Object.values(TEMPLATE_HEADERS).map((h) => h[i]), ...HEADER_ALIASES[field]].map((n) => [headerKey(n), field]),
  ),
);

/** The field a header name stands for, in any language of the academy; null for another column. */
export const columnOfHeader = (name: string): keyof ImportColumns | null => COLUMN_OF[headerKey(name)] ?? null;

/**
 * The delimiter of a CSV, read from its header line: the candidate (comma, semicolon, tab)
 * that splits it into the most of the known column names; a comma when none does.
 */
export function detectDelimiter(text: string): Delimiter {
  const first =
    text
      .replace(/^\uFEFF/, "")
      .split(/\r\n|\r|\n/, 16)
      .find((line) => line.trim() !== "") ?? "";
  let best: Delimiter = ",";
  let bestFound = 0;
  for (const d of DELIMITERS) {
    const found = new Set(
      first
        .split(d)
        .map(headerKey)
        .filter((k) => Object.hasOwn(COLUMN_OF, k)),
    ).size;
    if (found > bestFound) {
      best = d;
      bestFound = found;
    }
  }
  return best;
}

/** Where the columns of the import are in a row (indexes into the header's fields). */
export interface ImportColumns {
  firstName: number;
  lastName: number;
  email: number;
}

/** The columns named by a header line, in any order and case; other columns are ignored. */
export function columnsOf(header: readonly string[]): { ok: true; columns: ImportColumns } | { ok: false; message: ImportText } {
  const found: Partial<ImportColumns> = {};
  for (const [i, name] of header.entries()) {
    const column = columnOfHeader(name);
    if (!column) continue;
    if (found[column] !== undefined) return { ok: false, message: IMPORT_MSG.duplicateColumn(COLUMN_NAME[column]) };
    found[column] = i;
  }
  const missing = FIELDS.filter((c) => found[c] === undefined).map((c) => COLUMN_NAME[c]);
  if (missing.length) return { ok: false, message: IMPORT_MSG.header(missing) };
  return { ok: true, columns: found as ImportColumns };
}

// ---- Rows --------------------------------------------------------------------------------------

/** One record of the CSV below the header, with the line of the file it starts on (the header is line 1). */
export interface CsvRow {
  line: number;
  fields: readonly string[];
}

/** A row checked on its own: a valid employee (name trimmed, email trimmed and lowercased) or why not. */
export type CheckedRow = {
  line: number;
  firstName: string;
  lastName: string;
  email: string;
} & ({ ok: true } | { ok: false; reason: ImportText });

/** Shown for an invalid row: its values as written, cut to a length a table can show. */
const SHOWN_MAX = 120;
const shown = (value: string | undefined) => {
  const v = (value ?? "").trim();
  return v.length > SHOWN_MAX ? `${v.slice(0, SHOWN_MAX)}…` : v;
};

/**
 * Checks one row with the Add Employee form's schema (the same messages: names are one line of
 * plain text, so line breaks inside quotes are refused there too), plus what a form field cannot
 * carry: the number of fields of the line.
 */
export function checkRow(row: CsvRow, columns: ImportColumns, headerLength: number): CheckedRow {
  const f = row.fields;
  const values = { firstName: f[columns.firstName], lastName: f[columns.lastName], email: f[columns.email] };
  const invalid = (reason: ImportText): CheckedRow => ({
    line: row.line,
    firstName: shown(values.firstName),
    lastName: shown(values.lastName),
    email: shown(values.email),
    ok: false,
    reason,
  });
  const needed = Math.max(columns.firstName, columns.lastName, columns.email) + 1;
  if (f.length < needed || f.slice(headerLength).some((v) => v.trim() !== "")) {
    return invalid(
      said(msg("This line has {count, plural, one {# field} other {# fields}}; the header line has {header, number}."), {
        count: f.length,
        header: headerLength,
      }),
    );
  }
  const parsed = newEmployeeSchema.safeParse(values);
  if (!parsed.success) {
    // each message a whole sentence (the form's keys), shown one after the other
    const reasons = parsed.error.issues.map((issue) => {
      const column = COLUMN_NAME[issue.path[0] as keyof ImportColumns];
      return issue.message === MSG.tooLong ? said(msg("The {column} is too long."), { column }) : issue.message;
    });
    const unique = [...new Map(reasons.map((r) => [JSON.stringify(r), r])).values()];
    return invalid(unique);
  }
  const v = parsed.data;
  return { line: row.line, firstName: v.firstName, lastName: v.lastName, email: v.email, ok: true };
}

// ---- The plan ----------------------------------------------------------------------------------

/**
 * What the import does with a row: `new` adds and invites; `restore` brings back a deleted
 * employee (invited again, old training kept as history); `present` leaves an existing account
 * as it is; `invalid` skips the row (also an address the company may not invite, or a returning
 * person who has had their invitations for now); `over-limit` would exceed the seat limit or the
 * company's invitations for today (the whole import is then refused).
 */
export type RowKind = "new" | "restore" | "present" | "invalid" | "over-limit";
export const ROW_KINDS: readonly RowKind[] = ["new", "restore", "present", "invalid", "over-limit"];

export const KIND_LABEL: Record<RowKind, string> = {
  new: msg("New: will be invited"),
  restore: msg("Deleted earlier: will be invited again"),
  present: msg("Already present: skipped"),
  invalid: msg("Invalid: skipped"),
  "over-limit": msg("Over the seat limit or today's invitations"),
};

export interface PlanRow {
  line: number;
  kind: RowKind;
  firstName: string;
  lastName: string;
  email: string;
  /** Why the row is skipped or refused, or what happens to a returning employee. */
  note: ImportText | null;
}

/** An account of the company with an email of the import. */
export interface ExistingAccount {
  role: CompanyRole;
  status: AccountStatus;
}

export interface ImportPlan {
  rows: PlanRow[];
  counts: Record<RowKind, number>;
  seats: { used: number; max: number; free: number };
  /** Rows that will be added (new and returning), when the import is not refused. */
  toAdd: number;
  /** Why the whole import is refused (the seat limit, or the company's invitations for today), or null. */
  refusal: ImportText | null;
  /** Which limit refused it. */
  refusedBy: "seats" | "invitations" | null;
}

/** The mail limits an import is planned against (domain/mail-limits.ts): every added row is an invitation. */
export interface ImportMailLimits {
  /** The company's invitations today (UTC) and its daily limit. */
  invitations: { limit: number; used: number };
  /** The contact email of a company that may invite its domain only; null: any address. */
  onlyDomainOf: string | null;
  /** Returning people whose own allowance refuses an invitation now: the note, by email. */
  resting?: ReadonlyMap<string, ImportText>;
}

/** The refusal of an import over the company's invitations for today. */
export function invitationRefusal(invitations: { limit: number; used: number }, wanted: number): ImportText {
  const left = Math.max(0, invitations.limit - invitations.used);
  return said(
    msg(
      "Your company may send {limit, plural, one {# invitation} other {# invitations}} a day and has sent {used, number} today (UTC), so {left, number} more can be added today, but this import would add {wanted, number}. Nothing was imported: import at most {left, plural, one {# new row} other {# new rows}} today, or ask the platform administrator for a higher limit.",
    ),
    { limit: invitations.limit, used: invitations.used, left, wanted },
  );
}

/** The note of a row outside the only domain the company may invite. */
const outsideDomainNote = (contactEmail: string): ImportText =>
  PUBLIC_MAIL_DOMAINS.has(emailDomain(contactEmail))
    ? msg("Your company may invite no address but its contact address until the platform administrator allows others.")
    : said(msg("Outside {domain}: your company may invite addresses there only, until the platform administrator allows others."), {
        domain: emailDomain(contactEmail),
      });

function presentNote(account: ExistingAccount): string {
  if (account.role === "admin") return msg("Already an administrator of this company.");
  if (account.role !== "employee") return msg("Already has an account of this company.");
  return account.status === "invited" ? msg("Already an employee, with a pending invitation.") : msg("Already an employee.");
}

export function seatRefusal(seats: { used: number; max: number; free: number }, wanted: number): ImportText {
  return said(
    msg(
      "Your company's plan allows {max, plural, one {# employee} other {# employees}}; {used, plural, one {# seat is} other {# seats are}} taken, so {free, number} can be added, but this import would add {wanted, number}. Nothing was imported: remove {over, plural, one {# new row} other {# new rows}}, delete employees or ask for a higher limit.",
    ),
    { max: seats.max, used: seats.used, free: seats.free, wanted, over: wanted - seats.free },
  );
}

/**
 * The plan of an import: every checked row classified against the company's accounts (by
 * lowercased email) and its seats, in file order. An email twice in the file is invalid the
 * second time. The seats go to new and returning rows in file order; when there are more of
 * them than free seats, the rest are over the limit and the whole import is refused.
 */
export function planImport(
  rows: readonly CheckedRow[],
  existing: ReadonlyMap<string, ExistingAccount>,
  seats: { used: number; max: number },
  limits?: ImportMailLimits,
): ImportPlan {
  const free = seatsLeft(seats.max, seats.used);
  const invitable = limits ? Math.max(0, limits.invitations.limit - limits.invitations.used) : Infinity;
  const seen = new Map<string, number>();
  let adding = 0;
  const planned = rows.map((r): PlanRow => {
    const row = { line: r.line, firstName: r.firstName, lastName: r.lastName, email: r.email };
    if (!r.ok) return { ...row, kind: "invalid", note: r.reason };
    const earlier = seen.get(r.email);
    if (earlier !== undefined)
      return { ...row, kind: "invalid", note: said(msg("The same email is on line {line}; each person once."), { line: earlier }) };
    seen.set(r.email, r.line);
    const account = existing.get(r.email);
    if (account && (account.role !== "employee" || account.status !== "deactivated")) {
      return { ...row, kind: "present", note: presentNote(account) };
    }
    if (limits?.onlyDomainOf && !withinContactDomain(r.email, limits.onlyDomainOf))
      return { ...row, kind: "invalid", note: outsideDomainNote(limits.onlyDomainOf) };
    const resting = limits?.resting?.get(r.email);
    if (resting) return { ...row, kind: "invalid", note: resting };
    adding++;
    if (adding > free) return { ...row, kind: "over-limit", note: msg("No seat is left for this row.") };
    if (adding > invitable) return { ...row, kind: "over-limit", note: msg("Over your company's invitations for today.") };
    return account
      ? { ...row, kind: "restore", note: msg("Deleted earlier: invited again; the earlier training stays as history.") }
      : { ...row, kind: "new", note: null };
  });
  const counts = Object.fromEntries(ROW_KINDS.map((k) => [k, 0])) as Record<RowKind, number>;
  for (const r of planned) counts[r.kind]++;
  const seatsInfo = { used: seats.used, max: seats.max, free };
  const refusedBy = adding > free ? "seats" : adding > invitable ? "invitations" : null;
  return {
    rows: planned,
    counts,
    seats: seatsInfo,
    toAdd: refusedBy ? 0 : counts.new + counts.restore,
    refusal:
      refusedBy === "seats"
        ? seatRefusal(seatsInfo, adding)
        : refusedBy === "invitations"
          ? invitationRefusal(limits!.invitations, adding)
          : null,
    refusedBy,
  };
}

/**
 * The text a plan's digest is made of: what happens to each line. The confirm step applies a
 * plan only when its digest is the one of the preview the admin saw; the CSV may come back with
 * other line breaks (a form posts CR LF), which changes no plan.
 */
export function planFingerprint(plan: ImportPlan): string {
  return JSON.stringify(
    plan.rows.map((r) => (r.kind === "invalid" ? [r.line, r.kind, r.note] : [r.line, r.kind, r.email, r.firstName, r.lastName])),
  );
}

/** How many rows a preview lists at most. */
export const PREVIEW_ROWS = 500;

/**
 * The rows a preview lists: all of them up to PREVIEW_ROWS; beyond that the problems first
 * (over the limit, invalid), then returning, new and present rows, shown in file order.
 */
export function rowsToShow(rows: readonly PlanRow[], max = PREVIEW_ROWS): PlanRow[] {
  if (rows.length <= max) return [...rows];
  const rank: Record<RowKind, number> = { "over-limit": 0, invalid: 1, restore: 2, new: 3, present: 4 };
  return [...rows]
    .sort((a, b) => rank[a.kind] - rank[b.kind] || a.line - b.line)
    .slice(0, max)
    .sort((a, b) => a.line - b.line);
}

/** The banner after an import: what was added and what was skipped (whole sentences, one after the other). */
export function importedSummary(r: { added: number; restored: number; present: number; invalid: number }): ImportText {
  const total = r.added + r.restored;
  const added =
    total === 0
      ? msg("No employee was imported.")
      : r.restored
        ? said(
            msg(
              "{count, plural, one {# employee was} other {# employees were}} imported and invited ({restored, number} of them deleted earlier and now back).",
            ),
            { count: total, restored: r.restored },
          )
        : said(msg("{count, plural, one {# employee was} other {# employees were}} imported and invited."), { count: total });
  const skipped =
    r.present && r.invalid
      ? said(
          msg(
            "Skipped: {present, plural, one {# row} other {# rows}} already present and {invalid, plural, one {# invalid row} other {# invalid rows}}.",
          ),
          { present: r.present, invalid: r.invalid },
        )
      : r.present
        ? said(msg("Skipped: {present, plural, one {# row} other {# rows}} already present."), { present: r.present })
        : r.invalid
          ? said(msg("Skipped: {invalid, plural, one {# invalid row} other {# invalid rows}}."), { invalid: r.invalid })
          : null;
  return skipped ? [added, skipped] : [added];
}

/** The file name of an import's invitation links, with the day it was made. */
export const linksFileName = (now: Date) => `invitation-links-${now.toISOString().slice(0, 10)}.csv`;

/** The name a preview row is shown with. */
export const rowName = (r: Pick<PlanRow, "firstName" | "lastName" | "email">) =>
  displayName({ first_name: r.firstName, last_name: r.lastName, email: r.email });
