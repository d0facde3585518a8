/**
 * The bulk import of employees (issue 7): the CSV read with csv-parse, planned against the
 * company (domain/import.ts), and applied in one transaction with the writes of adding one
 * employee (employees.server.ts, addEmployeeIn): the person (invited; a deleted one brought
 * back), the enrolment when the company enrols new employees automatically, the invitation and
 * its mail in the outbox, the audit events; batched, a few statements for 500 rows instead of
 * ten a row, so that 10,000 rows import in well under a second. Nothing is written when the
 * import is refused (unreadable, too large, over the seat limit) or changed since its preview.
 *
 * The import page and POST {api}/admin/employees/bulk call these functions; every one takes
 * the caller's company scope and builds the company filter itself.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { displayName, safeCell } from "../../domain/employees";
import { bulkImportSchema } from "../../domain/forms-import";
import {
  type CheckedRow,
  checkRow,
  columnsOf,
  csvByteSize,
  type CsvRow,
  detectDelimiter,
  type ExistingAccount,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MSG,
  type ImportPlan,
  type ImportText,
  planFingerprint,
  planImport,
} from "../../domain/import";
import { personLimit, personLimitPhrase, secondsToNextDay } from "../../domain/mail-limits";
import { invitationMails } from "../../domain/mails";
import type { CompanyRole } from "../../domain/roles";
import { audit, auditMany } from "../evidence/audit.server";
import { createInvitations, invitationLink, keyedInvitations, keyedToken } from "../identity/invitations.server";
import type { CompanyCaller, CompanyScope } from "../identity/sessions.server";
import { invitationsToday, mailPolicy, recentInvitations, takeInvitations } from "../mail/limits.server";
import { brandOf, enqueueMails } from "../mail/outbox.server";
import { db, insertRows, lockCompany, nowIso, type Tx } from "../platform/db.server";
import { msg, type Phrase, phraseIn, type Translate } from "../../i18n/i18n";
import { env } from "../platform/env.server";
import { englishKit } from "../platform/i18n.server";
import { collectGarbage } from "../platform/gc.server";
import type { Tenant } from "../platform/tenant.server";
import { takeBackProgress } from "../training/resets.server";
import { enrolsAutomatically, seats } from "./employees.server";

/** An import's text (domain/import.ts, ImportText) in a language: its sentences one after the other. */
export function say(t: Translate, text: ImportText): string {
  if (typeof text === "string") return t(text);
  // sentences (the form's messages end without a full stop) one after the other, each closed
  if (Array.isArray(text))
    return (text as readonly ImportText[])
      .map((x) => say(t, x))
      .map((x) => (/[.!?…:]$/.test(x) ? x : `${x}.`))
      .join(" ");
  return phraseIn(t, text as Phrase);
}

/** Why an import is refused as a whole before any plan: 413 over 2 MB, 400 otherwise. */
export interface ImportRefusal {
  kind: "refused";
  status: 400 | 413;
  message: ImportText;
}
const refused = (status: 400 | 413, message: ImportText): ImportRefusal => ({ kind: "refused", status, message });

// ---- Reading the CSV ---------------------------------------------------------------------------

/** Windows-1252's characters 0x80-0x9F (Excel's "CSV" on Windows), which latin1 leaves as controls. */
const CP1252 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/** An uploaded file's text: UTF-8 (with or without a BOM), UTF-16 with its BOM, else Windows-1252. */
function decodeCsvFile(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("latin1").decode(bytes).replace(/[\u0080-\u009f]/g, (c) => CP1252[c.charCodeAt(0) - 0x80]);
  }
}

/**
 * The CSV text of an import: the uploaded file when there is one, else the pasted text.
 * Over 2 MB is refused with 413 before anything else is done with it.
 */
export async function importText(source: { csvFile?: File; csvData?: string }): Promise<{ kind: "text"; text: string } | ImportRefusal> {
  let text: string;
  if (source.csvFile && source.csvFile.size > 0) {
    // UTF-16 takes two bytes a character: anything over twice the limit is over it in any encoding.
    if (source.csvFile.size > 2 * IMPORT_MAX_BYTES + 2) return refused(413, IMPORT_MSG.tooLarge);
    text = decodeCsvFile(new Uint8Array(await source.csvFile.arrayBuffer()));
  } else {
    text = source.csvData ?? "";
  }
  if (csvByteSize(text) > IMPORT_MAX_BYTES) return refused(413, IMPORT_MSG.tooLarge);
  if (!text.replace(/^\uFEFF/, "").trim()) return refused(400, IMPORT_MSG.required);
  return { kind: "text", text };
}

class TooManyRows extends Error {}

/** What the admin reads when csv-parse cannot read the CSV at a line. */
function csvProblem(e: CsvError, line: number): ImportText {
  const at = (key: string): ImportText => ({ key, values: { line } });
  switch (e.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return at(msg("The CSV could not be read at line {line}: a quoted field is not closed (a quote mark is missing)."));
    case "CSV_INVALID_CLOSING_QUOTE":
    case "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE":
      return at(
        msg(
          "The CSV could not be read at line {line}: a quoted field goes on after its closing quote. Put the whole field in quotes and double any quote mark inside it.",
        ),
      );
    case "CSV_MAX_RECORD_SIZE":
      return at(msg("The CSV could not be read at line {line}: a line is too long (perhaps a quote mark is not closed)."));
    default:
      return IMPORT_MSG.unreadable(line, e.message);
  }
}

/**
 * Reads the CSV: a BOM, CR LF, LF or CR line breaks (even mixed), quoted fields (with quotes
 * doubled inside), commas, semicolons or tabs (as the header line shows). The first line names
 * the columns; blank lines are skipped; each row keeps the line of the file it starts on.
 * Unreadable text, a header without the columns, no rows or more than 10,000 are refused with 400.
 */
export function parseImport(text: string): { kind: "parsed"; rows: CheckedRow[] } | ImportRefusal {
  let header: string[] | null = null;
  const records: CsvRow[] = [];
  let lastLine = 0;
  let lastEmpty = 0;
  // One kind of line break (files that mix them would otherwise be counted wrong).
  const lines = text.replace(/\r\n?/g, "\n");
  try {
    parse(lines, {
      bom: true,
      delimiter: detectDelimiter(lines),
      record_delimiter: "\n",
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 64 * 1024,
      on_record: (fields: string[], context) => {
        // The record starts on the line after the previous one ended, past the blank lines between.
        const line = lastLine + 1 + (context.empty_lines - lastEmpty);
        lastLine = context.lines;
        lastEmpty = context.empty_lines;
        if (fields.every((f) => f === "")) return null;
        if (!header) header = fields;
        else if (records.length === IMPORT_MAX_ROWS) throw new TooManyRows();
        else records.push({ line, fields });
        return null;
      },
    });
  } catch (e) {
    if (e instanceof TooManyRows) return refused(400, IMPORT_MSG.tooManyRows);
    if (e instanceof CsvError) return refused(400, csvProblem(e, typeof e.lines === "number" ? e.lines : lastLine + 1));
    throw e;
  }
  const head: string[] = header ?? [];
  const columns = columnsOf(head);
  if (!columns.ok) return refused(400, columns.message);
  if (records.length === 0) return refused(400, IMPORT_MSG.noRows);
  return { kind: "parsed", rows: records.map((r) => checkRow(r, columns.columns, head.length)) };
}

// ---- Planning ----------------------------------------------------------------------------------

/** The company's accounts (employees, deleted ones and admins) by email, read in the transaction. */
async function accountsOf(tx: Tx, scope: CompanyScope): Promise<Map<string, ExistingAccount & { id: number }>> {
  const rows = await tx.selectFrom("users").select(["id", "email", "role", "status"]).where("company_id", "=", scope.companyId).execute();
  return new Map(rows.map((r) => [r.email, { id: r.id, role: r.role as CompanyRole, status: r.status }]));
}

const digestOf = (plan: ImportPlan) => createHash("sha256").update(planFingerprint(plan)).digest("hex");

/**
 * The mail limits of an import (domain/mail-limits.ts): the company's invitations today, the only
 * domain it may invite (a company that set itself up), and the returning people of the CSV whose
 * own invitations are used up for now.
 */
async function mailLimitsOf(
  tx: Tx,
  scope: CompanyScope,
  rows: readonly CheckedRow[],
  accounts: Map<string, { id: number; role: string; status: string }>,
  now: Date,
) {
  const policy = await mailPolicy(tx, scope.companyId);
  const invitations = await invitationsToday(tx, scope.companyId, policy.limit, now);
  const returning = rows.flatMap((r) => {
    const a = r.ok ? accounts.get(r.email) : undefined;
    return a && a.role === "employee" && a.status === "deactivated" ? [{ id: a.id, email: r.email }] : [];
  });
  const sent = await recentInvitations(
    tx,
    returning.map((p) => p.id),
    now,
  );
  // the person's own allowance, worded as the refusal of a single invitation is
  const resting = new Map<string, ImportText>();
  for (const p of returning) {
    const limit = personLimit(sent.get(p.id) ?? [], now);
    if (limit) resting.set(p.email, personLimitPhrase(p.email, limit));
  }
  return { invitations, onlyDomainOf: policy.anyDomain ? null : policy.contactEmail, resting, limit: policy.limit };
}

async function planIn(tx: Tx, scope: CompanyScope, rows: readonly CheckedRow[], now = new Date()) {
  const accounts = await accountsOf(tx, scope);
  const limits = await mailLimitsOf(tx, scope, rows, accounts, now);
  const plan = planImport(rows, accounts, await seats(tx, scope), limits);
  return { plan, digest: digestOf(plan), accounts, limits };
}

/** What an import would do, with the digest the confirmation must bring back. */
export interface ImportPreview {
  kind: "preview";
  plan: ImportPlan;
  digest: string;
}

/** Rows from which an import is large enough to start from a collected heap. */
const LARGE_IMPORT_ROWS = 1000;

/**
 * A large import allocates tens of megabytes on top of whatever the requests before it left for
 * the collector: after a busy minute of learners, the heap's garbage and the import's own took
 * the server past 250 MB (288 MB at 10,000 rows, 210 MB from a quiet server). One full collection
 * first (a few tens of milliseconds) starts it from what is live.
 */
function collectBeforeLargeImport(rows: number) {
  if (rows >= LARGE_IMPORT_ROWS) collectGarbage();
}

/** The preview of an import: read and planned, nothing written. */
export async function previewImport(scope: CompanyScope, text: string): Promise<ImportPreview | ImportRefusal> {
  const parsed = parseImport(text);
  if (parsed.kind === "refused") return parsed;
  collectBeforeLargeImport(parsed.rows.length);
  return db()
    .transaction()
    .execute(async (tx) => ({ kind: "preview" as const, ...(await planIn(tx, scope, parsed.rows)) }));
}

// ---- Applying ----------------------------------------------------------------------------------

/** A person the import invited; the link only when no mail can carry it (SMTP_URL unset). */
export interface ImportedPerson {
  firstName: string;
  lastName: string;
  email: string;
  link: string | null;
}

export interface ImportResult {
  added: number;
  restored: number;
  present: number;
  invalid: number;
  invited: ImportedPerson[];
  /**
   * When no mail carries the invitations: the key their tokens were made with (keyedToken), from
   * which the links download makes them again. The server keeps neither the key nor the tokens.
   */
  linkKey: string | null;
}

export type ImportOutcome =
  | ImportRefusal
  /** The plan is not the one of the preview (the CSV or the company changed): nothing written. */
  | { kind: "changed"; status: 409; message: ImportText; plan: ImportPlan; digest: string }
  /** More new rows than free seats (409), or than the company's invitations left today (429): nothing written but, for the latter, the refusal's audit event. */
  | { kind: "over-limit"; status: 409 | 429; message: ImportText; plan: ImportPlan; digest: string }
  | { kind: "applied"; plan: ImportPlan; result: ImportResult };

interface Addition {
  firstName: string;
  lastName: string;
  email: string;
  /** The deleted employee this row brings back, or null for a new person. */
  restoreId: number | null;
}

/** Rows of one multi-row statement: well under SQLite's 32,766 bound parameters. */
const ROWS_PER_STATEMENT = 500;

/** Slices of invitations (ROWS_PER_STATEMENT people each) written between two full garbage collections. */
const COLLECT_EVERY_SLICES = 4;

type AddedPerson = { id: number; email: string; first_name: string; last_name: string; restored: boolean };

/** The people's rows: new ones inserted in batches, deleted ones brought back (their progress taken back). */
async function writePeople(tx: Tx, caller: CompanyCaller, people: readonly Addition[], now: string): Promise<AddedPerson[]> {
  const { scope } = caller;
  const ids = new Map<string, number>();
  const fresh = people.filter((p) => p.restoreId === null);
  for (let i = 0; i < fresh.length; i += ROWS_PER_STATEMENT) {
    const inserted = await insertRows(
      tx,
      "users",
      fresh.slice(i, i + ROWS_PER_STATEMENT).map((p) => ({
        email: p.email,
        first_name: p.firstName,
        last_name: p.lastName,
        company_id: scope.companyId,
        role: "employee" as const,
        status: "invited" as const,
        created_at: now,
      })),
      ["company_id"],
    )
      .returning(["id", "email"])
      .execute();
    for (const row of inserted) ids.set(row.email, row.id);
  }
  for (const p of people) {
    if (p.restoreId === null) continue;
    await tx
      .updateTable("users")
      .set({
        email: p.email,
        first_name: p.firstName,
        last_name: p.lastName,
        status: "invited",
        password_hash: null,
        must_change_password: 0,
        deactivated_at: null,
      })
      .where("id", "=", p.restoreId)
      .where("company_id", "=", scope.companyId)
      .execute();
    await takeBackProgress(tx, caller, { id: p.restoreId, email: p.email }, { kind: "all" }, { keepCertificate: true });
    ids.set(p.email, p.restoreId);
  }
  return people.map((p) => ({
    id: ids.get(p.email)!,
    email: p.email,
    first_name: p.firstName,
    last_name: p.lastName,
    restored: p.restoreId !== null,
  }));
}

/** Enrols the people when the company enrols automatically (an enrolled one stays as they are). */
async function enrolPeople(tx: Tx, scope: CompanyScope, persons: readonly AddedPerson[], now: string) {
  if (!(await enrolsAutomatically(tx, scope))) return;
  for (let i = 0; i < persons.length; i += ROWS_PER_STATEMENT) {
    await insertRows(
      tx,
      "enrollments",
      persons
        .slice(i, i + ROWS_PER_STATEMENT)
        .map((p) => ({ user_id: p.id, company_id: scope.companyId, status: "not_started" as const, created_at: now, updated_at: now })),
      ["user_id", "company_id"],
    )
      .onConflict((oc) => oc.column("user_id").doNothing())
      .execute();
  }
}

/**
 * The invitations, their mails and audit events, a slice of people at a time: a slice's rendered
 * mails are garbage once its rows are written, so an import of 10,000 people never holds 10,000
 * mails (docs/decisions/009-speed.md). The tokens are made with a key of this import's own, so that
 * the links can be handed over as a download later without being kept here or carried in the page
 * (docs/decisions/004-company-administration.md).
 */
async function invitePeople(tx: Tx, caller: CompanyCaller, tenant: Tenant, persons: readonly AddedPerson[]) {
  const { scope } = caller;
  const event = { companyId: scope.companyId, actor: caller.user, meta: caller.meta };
  const brand = await brandOf(tx, scope.companyId);
  const linkKey = randomBytes(32).toString("base64url");
  const invited: (ImportedPerson & { link: string })[] = [];
  let suppressed = false;
  let slices = 0;
  for (let i = 0; i < persons.length; i += ROWS_PER_STATEMENT) {
    const slice = persons.slice(i, i + ROWS_PER_STATEMENT);
    const tokens = await createInvitations(
      tx,
      slice.map((p) => p.id),
      "employee_invite",
      (userId) => keyedToken(linkKey, userId),
    );
    const links = slice.map((p) => {
      const { token, expiresAt } = tokens.get(p.id)!;
      return { p, link: invitationLink(tenant, "employee", token), expiresAt };
    });
    // One expiry for the slice (createInvitations): the template is rendered once.
    const mails = invitationMails(
      { ...brand, expiresAt: links[0].expiresAt, role: "employee", resent: false },
      links.map(({ p, link }) => ({ firstName: p.first_name, link })),
    );
    const queued = await enqueueMails(
      tx,
      links.map(({ p }, k) => ({
        companyId: scope.companyId,
        userId: p.id,
        kind: "employee-invitation" as const,
        to: p.email,
        mail: mails[k],
      })),
    );
    suppressed ||= queued.some((q) => q.status === "suppressed");
    await auditMany(
      tx,
      links.map(({ p, expiresAt }) => ({
        ...event,
        subject: p,
        action: "invitation.sent" as const,
        details: { purpose: "employee_invite" as const, resent: false, expiresAt },
      })),
    );
    for (const { p, link } of links) invited.push({ firstName: p.first_name, lastName: p.last_name, email: p.email, link });
    // a full collection every few slices, as the evidence pack does (platform/gc.server.ts): a
    // slice's mails are garbage once written; without it, importing 10,000 people raised the
    // server's RSS by 69-78 MB, with it by 47-58 MB (docs/decisions/009-speed.md)
    if (++slices % COLLECT_EVERY_SLICES === 0) collectGarbage();
  }
  return { invited, linkKey, suppressed };
}

/**
 * addEmployeeIn for many people, in the caller's transaction, after the plan checked the
 * emails and the seats: the same rows and audit events, in batched statements.
 */
async function addEmployeesIn(
  tx: Tx,
  caller: CompanyCaller,
  tenant: Tenant,
  people: readonly Addition[],
): Promise<{ invited: ImportedPerson[]; linkKey: string | null }> {
  const now = nowIso();
  const persons = await writePeople(tx, caller, people, now);
  await enrolPeople(tx, caller.scope, persons, now);
  await auditMany(
    tx,
    persons.map((p) => ({
      companyId: caller.scope.companyId,
      actor: caller.user,
      meta: caller.meta,
      subject: p,
      action: "employee.added" as const,
      details: { name: displayName(p), restored: p.restored },
    })),
  );
  const { invited, linkKey, suppressed } = await invitePeople(tx, caller, tenant, persons);
  const showLinks = !env().SMTP_URL || suppressed;
  return showLinks ? { invited, linkKey } : { invited: invited.map((p) => ({ ...p, link: null })), linkKey: null };
}

/**
 * Applies an import in one transaction: read, planned again against the company as it is now,
 * and written only when the plan is not refused and (given a digest) is the previewed one.
 * Without a digest (the JSON API) the plan is applied as it is.
 */
export async function applyImport(
  caller: CompanyCaller,
  tenant: Tenant,
  text: string,
  opts: { digest?: string; now?: Date } = {},
): Promise<ImportOutcome> {
  const parsed = parseImport(text);
  if (parsed.kind === "refused") return parsed;
  collectBeforeLargeImport(parsed.rows.length);
  const now = opts.now ?? new Date();
  return db()
    .transaction()
    .execute(async (tx): Promise<ImportOutcome> => {
      // Planned (the seats, the emails, the digest) and written as one step of the company (decision 022).
      await lockCompany(tx, caller.scope);
      const { plan, digest, accounts, limits } = await planIn(tx, caller.scope, parsed.rows, now);
      if (opts.digest !== undefined && opts.digest !== digest) {
        return { kind: "changed", status: 409, message: IMPORT_MSG.changed, plan, digest };
      }
      if (plan.refusedBy === "invitations") {
        // nothing else is written: this transaction keeps the refusal's audit event only
        await audit(tx, {
          companyId: caller.scope.companyId,
          actor: caller.user,
          action: "invitation.refused",
          details: {
            reason: "company-quota",
            invitations: plan.counts.new + plan.counts.restore + plan.counts["over-limit"],
            limit: limits.limit,
            retryAfterSeconds: secondsToNextDay(now),
            to: null,
          },
          meta: caller.meta,
        });
        return { kind: "over-limit", status: 429, message: plan.refusal!, plan, digest };
      }
      if (plan.refusal) return { kind: "over-limit", status: 409, message: plan.refusal, plan, digest };
      // The plan read the day's count in this transaction; the upsert counts them, checked again (limits.server.ts).
      if (!(await takeInvitations(tx, caller.scope.companyId, plan.toAdd, limits.limit, now)))
        throw new Error("the invitations planned exceed today's quota");
      const c = plan.counts;
      const result = { added: c.new, restored: c.restore, present: c.present, invalid: c.invalid };
      if (plan.toAdd === 0) return { kind: "applied", plan, result: { ...result, invited: [], linkKey: null } };
      const additions = plan.rows
        .filter((r) => r.kind === "new" || r.kind === "restore")
        .map((r) => ({
          firstName: r.firstName,
          lastName: r.lastName,
          email: r.email,
          restoreId: r.kind === "restore" ? accounts.get(r.email)!.id : null,
        }));
      const added = await addEmployeesIn(tx, caller, tenant, additions);
      await audit(tx, {
        companyId: caller.scope.companyId,
        actor: caller.user,
        action: "employees.imported",
        details: { added: c.new, restored: c.restore, alreadyPresent: c.present, invalid: c.invalid },
        meta: caller.meta,
      });
      return { kind: "applied", plan, result: { ...result, ...added } };
    });
}

// ---- The invitation links, shown once ----------------------------------------------------------

/** The invitation links of an import as CSV (CR LF), cells protected against formulas. */
function invitationLinksCsv(people: readonly ImportedPerson[]): string {
  return stringify(
    [
      ["first_name", "last_name", "email", "invitation_link"],
      ...people.map((p) => [safeCell(p.firstName), safeCell(p.lastName), safeCell(p.email), p.link ?? ""]),
    ],
    { record_delimiter: "windows" },
  );
}

const keyMac = (caller: CompanyCaller, key: string) =>
  createHmac("sha256", env().SESSION_SECRET).update(`employee-import-links\n${caller.scope.companyId}\n${caller.user.id}\n${key}`).digest();

/**
 * The signature of an import's link key, so that the page can post the key back for the download:
 * valid only for the admin who imported, in their company.
 */
export const signLinkKey = (caller: CompanyCaller, key: string) => keyMac(caller, key).toString("hex");

/**
 * The links download: the invitations of the company still open whose token the import's key
 * makes, as CSV; null when the key is not signed for this admin. An invitation used or replaced
 * since the import is left out (its link no longer works).
 */
export async function importedLinksCsv(caller: CompanyCaller, tenant: Tenant, key: string, signature: string): Promise<string | null> {
  const given = Buffer.from(signature, "hex");
  const expected = keyMac(caller, key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const people = await keyedInvitations(caller.scope, key, "employee_invite");
  return invitationLinksCsv(people.map((p) => ({ ...p, link: invitationLink(tenant, "employee", p.token) })));
}

// ---- The JSON API ------------------------------------------------------------------------------

/**
 * POST {api}/admin/employees/bulk with `{ csvData }`: applied at once (the call has no preview
 * step), with the same rules and answers as the page. Success: the counts, the skipped rows with
 * their line and reason, and the invitation links when no mail can carry them; refusals:
 * `{ error }` with 400, 409 or 413, nothing written.
 */
export async function bulkImport(
  caller: CompanyCaller,
  tenant: Tenant,
  body: unknown,
  t: Translate = englishKit().t,
): Promise<{ status: number; body: object }> {
  const input = bulkImportSchema.safeParse(body);
  if (!input.success) return { status: 400, body: { error: t(input.error.issues[0]?.message ?? IMPORT_MSG.required) } };
  const source = await importText({ csvData: input.data.csvData });
  if (source.kind === "refused") return { status: source.status, body: { error: say(t, source.message) } };
  const outcome = await applyImport(caller, tenant, source.text);
  if (outcome.kind !== "applied") return { status: outcome.status, body: { error: say(t, outcome.message) } };
  const { result, plan } = outcome;
  return {
    status: 200,
    body: {
      success: true,
      added: result.added,
      restored: result.restored,
      alreadyPresent: result.present,
      invalid: result.invalid,
      skipped: plan.rows
        .filter((r) => r.kind === "invalid" || r.kind === "present")
        .map((r) => ({ line: r.line, email: r.email, reason: r.note === null ? null : say(t, r.note) })),
      invitations: result.invited.filter((p) => p.link).map((p) => ({ email: p.email, link: p.link })),
    },
  };
}
