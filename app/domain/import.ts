/**
 * The bulk import of employees (issue 7; spec/administration.md 2.5, 5, 8): the limits, the
 * template, the header and delimiter rules, the check of every row and the plan that says what
 * the import will do with each one (new, returning, already present, invalid, over the seat
 * limit). Pure: the service parses the text with csv-parse, reads the company's accounts and
 * seats, and applies a plan these functions made; the page and the JSON API show it.
 */
import { type AccountStatus, displayName, seatsLeft } from "./employees";
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

/** The columns of the import, as the template names them. */
export const IMPORT_COLUMNS = ["first_name", "last_name", "email"] as const;
export const TEMPLATE_FILE_NAME = "employee_template.csv";
/** The template: the header line (with a BOM, so that spreadsheet programs read it as UTF-8). */
export const TEMPLATE_CSV = `\uFEFF${IMPORT_COLUMNS.join(",")}\r\n`;

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export const IMPORT_MSG = {
  required: "Please choose a CSV file or paste the CSV data.",
  tooLarge: "The CSV is larger than 2 MB. Split it into smaller files and import them one after the other.",
  tooManyRows: `The CSV has more than ${IMPORT_MAX_ROWS.toLocaleString("en-US")} rows. Split it into files of at most ${IMPORT_MAX_ROWS.toLocaleString("en-US")} rows and import them one after the other.`,
  noRows: "The CSV has no employees below its header line.",
  header: (missing: readonly string[]) =>
    `The first line of the CSV must name the columns first_name, last_name and email (in any order, separated by commas or semicolons); ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing.`,
  duplicateColumn: (name: string) => `The header line names the column ${name} twice.`,
  unreadable: (line: number, what: string) => `The CSV could not be read at line ${line}: ${what}`,
  changed: "The data changed since the preview. Check this new preview and confirm again.",
  failed: "Failed to import employees",
  links: "This list of invitation links could not be verified. Import again to get new links.",
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

/** A header name as the import reads it: case, spaces, quotes and punctuation ignored (First Name, firstName, first_name). */
const headerKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");
const COLUMN_OF: Record<string, keyof ImportColumns> = { firstname: "firstName", lastname: "lastName", email: "email" };
const COLUMN_NAME: Record<keyof ImportColumns, (typeof IMPORT_COLUMNS)[number]> = {
  firstName: "first_name",
  lastName: "last_name",
  email: "email",
};

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
        .filter((k) => k in COLUMN_OF),
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
export function columnsOf(header: readonly string[]): { ok: true; columns: ImportColumns } | { ok: false; message: string } {
  const found: Partial<ImportColumns> = {};
  for (const [i, name] of header.entries()) {
    const column = COLUMN_OF[headerKey(name)];
    if (!column) continue;
    if (found[column] !== undefined) return { ok: false, message: IMPORT_MSG.duplicateColumn(COLUMN_NAME[column]) };
    found[column] = i;
  }
  const missing = (Object.keys(COLUMN_NAME) as (keyof ImportColumns)[]).filter((c) => found[c] === undefined).map((c) => COLUMN_NAME[c]);
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
} & ({ ok: true } | { ok: false; reason: string });

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
  const invalid = (reason: string): CheckedRow => ({
    line: row.line,
    firstName: shown(values.firstName),
    lastName: shown(values.lastName),
    email: shown(values.email),
    ok: false,
    reason,
  });
  const needed = Math.max(columns.firstName, columns.lastName, columns.email) + 1;
  if (f.length < needed || f.slice(headerLength).some((v) => v.trim() !== "")) {
    return invalid(`This line has ${count(f.length, "field")}; the header line has ${headerLength}.`);
  }
  const parsed = newEmployeeSchema.safeParse(values);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => {
      const column = COLUMN_NAME[issue.path[0] as keyof ImportColumns];
      return issue.message === MSG.tooLong ? `The ${column} is too long` : issue.message.replace(/\.$/, "");
    });
    return invalid(`${[...new Set(reasons)].join(". ")}.`);
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
  new: "New: will be invited",
  restore: "Deleted earlier: will be invited again",
  present: "Already present: skipped",
  invalid: "Invalid: skipped",
  "over-limit": "Over the seat limit or today's invitations",
};

export interface PlanRow {
  line: number;
  kind: RowKind;
  firstName: string;
  lastName: string;
  email: string;
  /** Why the row is skipped or refused, or what happens to a returning employee. */
  note: string | null;
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
  refusal: string | null;
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
  resting?: ReadonlyMap<string, string>;
}

/** The refusal of an import over the company's invitations for today. */
export function invitationRefusal(invitations: { limit: number; used: number }, wanted: number): string {
  const left = Math.max(0, invitations.limit - invitations.used);
  return (
    `Your company may send ${count(invitations.limit, "invitation")} a day and has sent ${invitations.used.toLocaleString("en-US")} today (UTC), ` +
    `so ${left.toLocaleString("en-US")} more can be added today, but this import would add ${wanted.toLocaleString("en-US")}. ` +
    `Nothing was imported: import at most ${count(left, "new row")} today, or ask the platform administrator for a higher limit.`
  );
}

/** The note of a row outside the only domain the company may invite. */
const outsideDomainNote = (contactEmail: string) =>
  PUBLIC_MAIL_DOMAINS.has(emailDomain(contactEmail))
    ? "Your company may invite no address but its contact address until the platform administrator allows others."
    : `Outside ${emailDomain(contactEmail)}: your company may invite addresses there only, until the platform administrator allows others.`;

function presentNote(account: ExistingAccount): string {
  if (account.role === "admin") return "Already an administrator of this company.";
  if (account.role !== "employee") return "Already has an account of this company.";
  return account.status === "invited" ? "Already an employee, with a pending invitation." : "Already an employee.";
}

export function seatRefusal(seats: { used: number; max: number; free: number }, wanted: number): string {
  return (
    `Your company's plan allows ${count(seats.max, "employee")}; ${seats.used.toLocaleString("en-US")} ${seats.used === 1 ? "seat is" : "seats are"} taken, ` +
    `so ${seats.free.toLocaleString("en-US")} can be added, but this import would add ${wanted.toLocaleString("en-US")}. ` +
    `Nothing was imported: remove ${count(wanted - seats.free, "new row")}, delete employees or ask for a higher limit.`
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
    if (earlier !== undefined) return { ...row, kind: "invalid", note: `The same email is on line ${earlier}; each person once.` };
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
    if (adding > free) return { ...row, kind: "over-limit", note: "No seat is left for this row." };
    if (adding > invitable) return { ...row, kind: "over-limit", note: "Over your company's invitations for today." };
    return account
      ? { ...row, kind: "restore", note: "Deleted earlier: invited again; the earlier training stays as history." }
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

/** The banner after an import: what was added and what was skipped. */
export function importedSummary(r: { added: number; restored: number; present: number; invalid: number }): string {
  const total = r.added + r.restored;
  const parts = [
    total === 0
      ? "No employee was imported."
      : `${count(total, "employee")} ${total === 1 ? "was" : "were"} imported and invited${r.restored ? ` (${r.restored.toLocaleString("en-US")} of them deleted earlier and now back)` : ""}.`,
  ];
  const skipped = [
    r.present ? `${count(r.present, "row")} already present` : null,
    r.invalid ? `${count(r.invalid, "invalid row")}` : null,
  ].filter(Boolean);
  if (skipped.length) parts.push(`Skipped: ${skipped.join(" and ")}.`);
  return parts.join(" ");
}

/** The file name of an import's invitation links, with the day it was made. */
export const linksFileName = (now: Date) => `invitation-links-${now.toISOString().slice(0, 10)}.csv`;

/** The name a preview row is shown with. */
export const rowName = (r: Pick<PlanRow, "firstName" | "lastName" | "email">) =>
  displayName({ first_name: r.firstName, last_name: r.lastName, email: r.email });
