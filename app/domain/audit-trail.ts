/**
 * The administrator's Audit tab and its CSV export (issue 13, part 3): the filters as GET
 * parameters (nonsense falls back to the default, never an error), the links that carry them,
 * and how an event reads for people: its action's label, who, and a summary of its details.
 *
 * Events are evidence written over years, so the summary reads stored details defensively: a
 * detail of an older shape, or of an action added later, still reads (as its fields), never fails.
 */
import { z } from "zod";
import { AUDIT_LABELS, type AuditAction } from "./audit";
import type { Translate } from "../i18n/i18n";
import { msg } from "../i18n/msg";
import { englishT } from "./english";
import { queryString } from "./input";
import { formatLongDate } from "./dates";
import { type AnyLocale, DEFAULT_LOCALE } from "./locale";
import { isCalendarDay } from "./completions";
import { searchText } from "./input";

/** Events a page of the tab shows. */
export const AUDIT_PAGE_SIZE = 50;

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_LABELS, value);

/**
 * The language summaries and labels are written in: the reader's translator and locale (dates),
 * passed in by the page or the export; English by default (the JSON API, the stable CSV).
 */
export interface AuditLanguage {
  t: Translate;
  locale: AnyLocale;
}
export const ENGLISH: AuditLanguage = { t: englishT, locale: DEFAULT_LOCALE };

/** The action's label for people; an action the vocabulary no longer knows shows as stored. */
export const actionLabel = (action: string, { t }: AuditLanguage = ENGLISH) => (isAuditAction(action) ? t(AUDIT_LABELS[action]) : action);

/** The actions of the filter's select, by label (in English: the page sorts its translated labels again). */
export const AUDIT_ACTION_OPTIONS: readonly { value: AuditAction; label: string }[] = (Object.keys(AUDIT_LABELS) as AuditAction[])
  .map((value) => ({ value, label: AUDIT_LABELS[value] }))
  .sort((a, b) => a.label.localeCompare(b.label, "en"));

const day = z.string().refine(isCalendarDay).optional().catch(undefined);

/**
 * GET parameters of the tab, the CSV and the JSON API: person (part of a name or an email, of
 * the actor or the subject), action (one of the vocabulary), start and end (days, UTC, both
 * inclusive; swapped when the start is after the end), page, and verify=1 (the chain's state
 * is computed for this view).
 */
export const auditQuery = z
  .object({
    person: searchText().transform((s) => s.trim()),
    action: z.string().refine(isAuditAction).optional().catch(undefined),
    start: day,
    end: day,
    page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
    verify: z.literal("1").optional().catch(undefined),
  })
  .transform((q) => (q.start && q.end && q.start > q.end ? { ...q, start: q.end, end: q.start } : q));
export type AuditQuery = z.infer<typeof auditQuery>;

/** The filters of a query: what the list, the CSV and the evidence pack take. */
export type AuditFilters = Pick<AuditQuery, "person" | "action" | "start" | "end">;

export const auditFiltersOf = (q: AuditFilters): AuditFilters => ({ person: q.person, action: q.action, start: q.start, end: q.end });

export const hasAuditFilters = (f: AuditFilters) => Boolean(f.person || f.action || f.start || f.end);

/** The query string of a link with these filters (a page above 1, verify): "" or "?person=…". */
export function auditSearch(f: AuditFilters, extra: { page?: number; verify?: boolean } = {}): string {
  return queryString({
    person: f.person,
    action: f.action,
    start: f.start,
    end: f.end,
    page: extra.page && extra.page > 1 ? extra.page : null,
    verify: extra.verify ? "1" : null,
  });
}

/** The first instant after a day (YYYY-MM-DD), for an inclusive end: created_at < this. */
export function dayAfter(dayText: string): string {
  const d = new Date(`${dayText}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** An event's time as the CSV prints it (ISO 8601 with a space): "2026-11-22 14:03:05 UTC"; the tab uses the pages' long form. */
export const auditTime = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC` : iso;

/** Who: "Name <email>", the email alone, or "System" (no person: the seed, the first super admin). */
export function personLabel(p: { name: string | null; email: string | null }, { t }: AuditLanguage = ENGLISH): string {
  const name = p.name?.trim();
  if (name && p.email) return `${name} <${p.email}>`;
  return name || p.email || t("System");
}

// ---- Summaries of details -----------------------------------------------------------------

type Details = Record<string, unknown>;
type Summary = (d: Details, lang: AuditLanguage) => string | null;

const text = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : null);
const count = (v: unknown): number => (Array.isArray(v) ? v.length : 0);
const clip = (s: string, max = 60) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
const dateOf = (v: unknown, locale: AnyLocale): string | null => {
  const s = text(v);
  if (!s || Number.isNaN(Date.parse(s))) return s;
  return formatLongDate(s, locale);
};
/** The parts of a summary that apply, as a list. */
const list = (parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join(", ");

const ROLE: Record<string, string> = {
  admin: msg("administrator"),
  employee: msg("employee"),
  learner: msg("learner"),
  super_admin: msg("super administrator"),
};
const LOGIN_REFUSED: Record<string, string> = {
  password: msg("wrong password"),
  invited: msg("invitation not accepted yet"),
  deactivated: msg("account deleted"),
};

const RESET_NOT_SENT: Record<string, string> = {
  "unknown-account": msg("no such account"),
  invited: msg("invitation not accepted yet"),
  deactivated: msg("account deleted"),
};

/** A word of one of these vocabularies in the reader's language; a value it does not know shows as stored. */
const word = (words: Record<string, string>, v: unknown, t: Translate) =>
  Object.hasOwn(words, String(v)) ? t(words[String(v)]!) : String(v);

/** A change record {field: {from, to}} as "field: from → to; …". */
function changes(v: unknown, t: Translate): string | null {
  if (!v || typeof v !== "object") return null;
  const parts = Object.entries(v as Details).map(([field, change]) => {
    if (change && typeof change === "object" && "from" in change && "to" in change) {
      const c = change as { from: unknown; to: unknown };
      return `${field}: ${clip(shown(c.from, t))} → ${clip(shown(c.to, t))}`;
    }
    return `${field}: ${clip(shown(change, t))}`;
  });
  return parts.length ? parts.join("; ") : null;
}

function shown(v: unknown, t: Translate): string {
  if (v === null || v === undefined || v === "") return t("(none)");
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return JSON.stringify(v);
}

function resetSummary(d: Details, { t }: AuditLanguage): string {
  const taken = { attempts: count(d.attempts), badges: count(d.badges), certificates: count(d.certificates) };
  return typeof d.moduleId === "number"
    ? t(
        "Module {module}: {attempts, plural, one {# attempt} other {# attempts}}, {badges, plural, one {# badge} other {# badges}}, {certificates, plural, one {# certificate} other {# certificates}} taken back",
        { module: d.moduleId, ...taken },
      )
    : t(
        "All modules: {attempts, plural, one {# attempt} other {# attempts}}, {badges, plural, one {# badge} other {# badges}}, {certificates, plural, one {# certificate} other {# certificates}} taken back",
        taken,
      );
}

const MAIL_LIMIT_REASON: Record<string, string> = {
  "person-cooldown": msg("Too soon after the last invitations to this person"),
  "person-day": msg("This person's invitations for the day used up"),
  "company-quota": msg("The company's daily invitations used up"),
  domain: msg("Address outside the company's domain"),
};

/** "As administrator", the role in the reader's language. */
const asRole = (d: Details, t: Translate) => (text(d.role) ? t("As {role}", { role: word(ROLE, d.role, t) }) : null);

function resetRequested(d: Details, { t }: AuditLanguage): string | null {
  const outcome = text(d.outcome);
  if (!outcome) return null;
  const role = text(d.role) ? word(ROLE, d.role, t) : null;
  if (outcome === "sent") {
    const time = text(d.expiresAt) ? auditTime(String(d.expiresAt)) : null;
    if (role && time) return t("Link mailed ({role}), valid until {time}", { role, time });
    if (role) return t("Link mailed ({role})", { role });
    return time ? t("Link mailed, valid until {time}", { time }) : t("Link mailed");
  }
  const reason = word(RESET_NOT_SENT, outcome, t);
  return role ? t("Nothing sent ({role}): {reason}", { role, reason }) : t("Nothing sent: {reason}", { reason });
}

function employeeDeleted(d: Details, { t }: AuditLanguage): string | null {
  const name = text(d.name);
  if (!name) return null;
  if (text(d.certificateKept)) return t("{name}; certificate {number} kept", { name, number: String(d.certificateKept) });
  if (text(d.certificate)) return t("{name}; certificate {number} revoked", { name, number: String(d.certificate) });
  return name;
}

const employeesImported: Summary = (d, { t }) =>
  list([
    typeof d.added === "number" && t("{count} added", { count: d.added }),
    typeof d.restored === "number" && d.restored > 0 && t("{count} restored", { count: d.restored }),
    typeof d.alreadyPresent === "number" && d.alreadyPresent > 0 && t("{count} already present", { count: d.alreadyPresent }),
    typeof d.invalid === "number" && d.invalid > 0 && t("{count} invalid", { count: d.invalid }),
  ]) || null;

const invitationRefused: Summary = (d, { t }) =>
  list([
    text(d.reason) && word(MAIL_LIMIT_REASON, d.reason, t),
    typeof d.invitations === "number" && t("{count, plural, one {# invitation} other {# invitations}}", { count: d.invitations }),
    typeof d.limit === "number" && t("limit {limit, number}", { limit: d.limit }),
  ]) || null;

function companyCreated(d: Details, lang: AuditLanguage): string {
  const { t, locale } = lang;
  const trial = d.trialEndsAt ? t("trial until {date}", { date: dateOf(d.trialEndsAt, locale)! }) : t("trial");
  return list([
    text(d.name) && text(d.slug) ? `${d.name} (${d.slug})` : text(d.name),
    d.status === "trial" ? trial : text(d.status),
    typeof d.maxEmployees === "number" && t("{count, plural, one {# seat} other {# seats}}", { count: d.maxEmployees }),
    d.selfService ? t("self-service") : null,
    d.lookAlikeOf && typeof d.lookAlikeOf === "object"
      ? t("allowed although like {other}", { other: generic(d.lookAlikeOf as Details, t) })
      : null,
  ]);
}

function trialExtended(d: Details, { t, locale }: AuditLanguage): string | null {
  if (!text(d.to)) return null;
  const to = dateOf(d.to, locale)!;
  return d.from
    ? t("Trial until {from} now ends {to}", { from: dateOf(d.from, locale)!, to })
    : t("Trial without an end now ends {to}", { to });
}

const companyDeleted: Summary = (d, { t }) =>
  list([
    text(d.name) ? `${d.name}${text(d.slug) ? ` (${d.slug})` : ""}` : null,
    typeof d.certificatesKept === "number" &&
      t("{count, plural, one {# certificate} other {# certificates}} kept", { count: d.certificatesKept }),
    typeof d.certificatesRevoked === "number" &&
      t("{count, plural, one {# certificate} other {# certificates}} revoked", { count: d.certificatesRevoked }),
  ]);

function packExported(d: Details, { t }: AuditLanguage): string | null {
  if (!(text(d.start) && text(d.end))) return null;
  const range = { start: String(d.start), end: String(d.end) };
  const ending =
    d.completed === false
      ? typeof d.files === "number"
        ? t("interrupted after {count, plural, one {# file} other {# files}}", { count: d.files })
        : t("interrupted after some files")
      : text(d.manifestSha256)
        ? t("manifest SHA-256 {hash}", { hash: String(d.manifestSha256) })
        : null;
  return list([
    text(d.person) ? t("{start} to {end} for {person}", { ...range, person: String(d.person) }) : t("{start} to {end}", range),
    typeof d.people === "number" && t("{count, plural, one {# person} other {# people}}", { count: d.people }),
    typeof d.certificates === "number" && t("{count, plural, one {# certificate} other {# certificates}}", { count: d.certificates }),
    ending,
  ]);
}

/** Per action, the words for its details; null (a shape they do not read) and missing actions read generically. */
const SUMMARIES: Partial<Record<AuditAction, Summary>> = {
  "login.succeeded": (d, { t }) => asRole(d, t),
  "login.failed": (d, { t }) => (text(d.reason) ? t("Refused: {reason}", { reason: word(LOGIN_REFUSED, d.reason, t) }) : null),
  "password.changed": () => null,
  "password.change_refused": (d, { t }) => (d.reason === "password" ? t("Refused: wrong current password") : null),
  "invitation.accepted": (d, { t }) => asRole(d, t),
  "password_reset.requested": resetRequested,
  "password_reset.sent": (d, { t }) =>
    list([
      text(d.role) && t("To the {role}", { role: word(ROLE, d.role, t) }),
      text(d.expiresAt) && t("valid until {time}", { time: auditTime(String(d.expiresAt)) }),
    ]) || null,
  "password_reset.completed": (d, { t }) => (text(d.role) ? t("As {role}; every session ended", { role: word(ROLE, d.role, t) }) : null),
  "learner.linked": (d, { t }) => (text(d.provider) ? t("Through {provider}", { provider: String(d.provider) }) : null),
  "super_admin.created": (d, { t }) =>
    d.source === "environment" ? t("From the environment") : d.source === "generated" ? t("With a one-time password") : null,
  "seed.user_created": (d, { t }) => asRole(d, t),
  "training.module_started": (d, { t }) => (text(d.moduleId) ? t("Module {module}", { module: String(d.moduleId) }) : null),
  "training.module_completed": (d, { t }) =>
    !text(d.moduleId)
      ? null
      : typeof d.score === "number"
        ? t("Module {module}, score {score}%", { module: String(d.moduleId), score: d.score })
        : t("Module {module}", { module: String(d.moduleId) }),
  "training.reset_module": resetSummary,
  "training.reset_department": resetSummary,
  "training.reset_all": resetSummary,
  "certificate.issued": (d, { t, locale }) =>
    !text(d.number)
      ? null
      : d.validUntil
        ? t("{number}, valid until {date}", { number: String(d.number), date: dateOf(d.validUntil, locale)! })
        : t("{number}, no expiry", { number: String(d.number) }),
  "certificate.revoked": (d) => (text(d.number) ? `${d.number}${text(d.reason) ? `: ${clip(String(d.reason), 120)}` : ""}` : null),
  "certificate.emailed": (d) => text(d.number),
  "employee.added": (d, { t }) => (text(d.name) ? (d.restored ? t("{name} (restored)", { name: String(d.name) }) : String(d.name)) : null),
  "employee.deleted": employeeDeleted,
  "employees.imported": employeesImported,
  "invitation.sent": (d, { t, locale }) =>
    list([
      d.purpose === "admin_invite" ? t("Administrator invitation") : t("Employee invitation"),
      d.resent ? t("resent") : null,
      text(d.expiresAt) && t("valid until {time}", { time: dateOf(d.expiresAt, locale)! }),
    ]),
  "invitation.refused": invitationRefused,
  "settings.updated": (d, { t }) => changes(d.changed, t),
  "training.enrolled": (d, { t }) => (d.self === true ? t("The administrator's own training") : null),
  "company.created": companyCreated,
  "company.updated": (d, { t }) => changes(d.changed, t),
  "company.trial_extended": trialExtended,
  "company.activated": (d, { t, locale }) =>
    d.trialEndsAt
      ? t("From trial (ending {date}) to a full account", { date: dateOf(d.trialEndsAt, locale)! })
      : t("From trial to a full account"),
  "company.deleted": companyDeleted,
  "admin.added": (d, { t }) =>
    text(d.name)
      ? text(d.replaced)
        ? t("{name}, replacing {other}", { name: String(d.name), other: String(d.replaced) })
        : String(d.name)
      : null,
  "admin.removed": (d) => text(d.name),
  "evidence_pack.exported": packExported,
  "personal_data.exported": (d, { t }) => {
    const self = d.by !== "admin";
    if (d.format === "pdf") return self ? t("PDF, downloaded by the person") : t("PDF, downloaded by an administrator");
    if (d.format === "json") return self ? t("JSON, downloaded by the person") : t("JSON, downloaded by an administrator");
    return null;
  },
  "profile.name_changed": nameChanged,
};

/** "Ann Old to Ann New", and the certificate re-issued with it. */
function nameChanged(d: Details, { t }: AuditLanguage): string | null {
  const name = (v: unknown) =>
    v && typeof v === "object" ? [text((v as Details).firstName), text((v as Details).lastName)].filter(Boolean).join(" ") : "";
  const from = name(d.from);
  const to = name(d.to);
  if (!from || !to) return null;
  const r = d.reissued && typeof d.reissued === "object" ? (d.reissued as Details) : null;
  return list([
    t("{from} to {to}", { from, to }),
    r && text(r.number) ? t("certificate re-issued as {number}", { number: String(r.number) }) : null,
  ]);
}

/** Any details as "field: value; …" (an action without its own words, or a shape they do not read). */
function generic(d: Details, t: Translate): string {
  return Object.entries(d)
    .map(([k, v]) => `${k}: ${clip(shown(v, t))}`)
    .join("; ");
}

/** A readable summary of an event's stored details (JSON text), "" when there is nothing to say. */
export function auditSummary(action: string, detailsJson: string, lang: AuditLanguage = ENGLISH): string {
  let details: unknown;
  try {
    details = JSON.parse(detailsJson);
  } catch {
    return clip(detailsJson, 200);
  }
  if (!details || typeof details !== "object" || Array.isArray(details)) return clip(shown(details, lang.t), 200);
  const d = details as Details;
  const own = isAuditAction(action) ? SUMMARIES[action] : undefined;
  if (own) {
    try {
      const said = own(d, lang);
      if (said) return said;
    } catch {
      // a shape the words do not read: the fields as they are
    }
  }
  return generic(d, lang.t);
}

// ---- The CSV export -----------------------------------------------------------------------

export const AUDIT_CSV_COLUMNS = [
  msg("Event ID"),
  msg("Position"),
  msg("Time (UTC)"),
  msg("Action"),
  msg("Action Code"),
  msg("Actor"),
  msg("Actor Email"),
  msg("Subject"),
  msg("Subject Email"),
  msg("Summary"),
  msg("Details (JSON)"),
  msg("IP Address"),
  msg("User Agent"),
  msg("Previous Hash"),
  msg("Hash"),
] as const;

/** An event as the list, the CSV and the JSON API read it (names from the company's users, when known). */
export interface AuditRow {
  id: number;
  seq: number;
  created_at: string;
  action: string;
  actor_email: string | null;
  actor_name: string | null;
  subject_email: string | null;
  subject_name: string | null;
  details: string;
  ip_address: string | null;
  user_agent: string | null;
  prev_hash: string;
  hash: string;
}

/** The CSV cells of an event, in AUDIT_CSV_COLUMNS order (not yet formula-guarded: the writer does that). */
export function auditCsvRow(r: AuditRow, lang: AuditLanguage = ENGLISH): string[] {
  return [
    String(r.id),
    String(r.seq),
    auditTime(r.created_at),
    actionLabel(r.action, lang),
    r.action,
    r.actor_name ?? (r.actor_email ? "" : lang.t("System")),
    r.actor_email ?? "",
    r.subject_name ?? "",
    r.subject_email ?? "",
    auditSummary(r.action, r.details, lang),
    r.details,
    r.ip_address ?? "",
    r.user_agent ?? "",
    r.prev_hash,
    r.hash,
  ];
}

export const auditFileName = (now: Date) => `audit-trail-${now.toISOString().slice(0, 10)}.csv`;
