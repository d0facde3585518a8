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
import { formatLongDate } from "./dates";
import { isCalendarDay } from "./completions";
import { searchText } from "./input";

/** Events a page of the tab shows. */
export const AUDIT_PAGE_SIZE = 50;

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_LABELS, value);

/** The action's label for people; an action the vocabulary no longer knows shows as stored. */
export const actionLabel = (action: string) => (isAuditAction(action) ? AUDIT_LABELS[action] : action);

/** The actions of the filter's select, by label. */
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
  const p = new URLSearchParams();
  if (f.person) p.set("person", f.person);
  if (f.action) p.set("action", f.action);
  if (f.start) p.set("start", f.start);
  if (f.end) p.set("end", f.end);
  if (extra.page && extra.page > 1) p.set("page", String(extra.page));
  if (extra.verify) p.set("verify", "1");
  const s = p.toString();
  return s ? `?${s}` : "";
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
export function personLabel(p: { name: string | null; email: string | null }): string {
  const name = p.name?.trim();
  if (name && p.email) return `${name} <${p.email}>`;
  return name || p.email || "System";
}

// ---- Summaries of details -----------------------------------------------------------------

type Details = Record<string, unknown>;

const text = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : null);
const count = (v: unknown): number => (Array.isArray(v) ? v.length : 0);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const clip = (s: string, max = 60) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
const dateOf = (v: unknown): string | null => {
  const s = text(v);
  if (!s || Number.isNaN(Date.parse(s))) return s;
  return formatLongDate(s);
};

const ROLE: Record<string, string> = {
  admin: "administrator",
  employee: "employee",
  learner: "learner",
  super_admin: "super administrator",
};
const LOGIN_REFUSED: Record<string, string> = {
  password: "wrong password",
  invited: "invitation not accepted yet",
  deactivated: "account deleted",
};

const RESET_NOT_SENT: Record<string, string> = {
  "unknown-account": "no such account",
  invited: "invitation not accepted yet",
  deactivated: "account deleted",
};

/** A change record {field: {from, to}} as "field: from → to; …". */
function changes(v: unknown): string | null {
  if (!v || typeof v !== "object") return null;
  const parts = Object.entries(v as Details).map(([field, change]) => {
    if (change && typeof change === "object" && "from" in change && "to" in change) {
      const c = change as { from: unknown; to: unknown };
      return `${field}: ${clip(shown(c.from))} → ${clip(shown(c.to))}`;
    }
    return `${field}: ${clip(shown(change))}`;
  });
  return parts.length ? parts.join("; ") : null;
}

function shown(v: unknown): string {
  if (v === null || v === undefined || v === "") return "(none)";
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return JSON.stringify(v);
}

function resetSummary(d: Details): string {
  const what = typeof d.moduleId === "number" ? `Module ${d.moduleId}` : "All modules";
  const taken = [plural(count(d.attempts), "attempt"), plural(count(d.badges), "badge"), plural(count(d.certificates), "certificate")];
  return `${what}: ${taken.join(", ")} taken back`;
}

const MAIL_LIMIT_REASON: Record<string, string> = {
  "person-cooldown": "Too soon after the last invitations to this person",
  "person-day": "This person's invitations for the day used up",
  "company-quota": "The company's daily invitations used up",
  domain: "Address outside the company's domain",
};

/** Per action, the words for its details; null (a shape they do not read) and missing actions read generically. */
const SUMMARIES: Partial<Record<AuditAction, (d: Details) => string | null>> = {
  "login.succeeded": (d) => (text(d.role) ? `As ${ROLE[String(d.role)] ?? d.role}` : null),
  "login.failed": (d) => (text(d.reason) ? `Refused: ${LOGIN_REFUSED[String(d.reason)] ?? d.reason}` : null),
  "password.changed": () => null,
  "password.change_refused": (d) => (d.reason === "password" ? "Refused: wrong current password" : null),
  "invitation.accepted": (d) => (text(d.role) ? `As ${ROLE[String(d.role)] ?? d.role}` : null),
  "password_reset.requested": (d) => {
    const outcome = text(d.outcome);
    if (!outcome) return null;
    const who = text(d.role) ? ` (${ROLE[String(d.role)] ?? d.role})` : "";
    if (outcome === "sent") return `Link mailed${who}${text(d.expiresAt) ? `, valid until ${auditTime(String(d.expiresAt))}` : ""}`;
    return `Nothing sent${who}: ${RESET_NOT_SENT[outcome] ?? outcome}`;
  },
  "password_reset.sent": (d) =>
    [
      text(d.role) ? `To the ${ROLE[String(d.role)] ?? d.role}` : null,
      text(d.expiresAt) ? `valid until ${auditTime(String(d.expiresAt))}` : null,
    ]
      .filter(Boolean)
      .join(", ") || null,
  "password_reset.completed": (d) => (text(d.role) ? `As ${ROLE[String(d.role)] ?? d.role}; every session ended` : null),
  "learner.linked": (d) => (text(d.provider) ? `Through ${d.provider}` : null),
  "super_admin.created": (d) =>
    d.source === "environment" ? "From the environment" : d.source === "generated" ? "With a one-time password" : null,
  "seed.user_created": (d) => (text(d.role) ? `As ${ROLE[String(d.role)] ?? d.role}` : null),
  "training.module_started": (d) => (text(d.moduleId) ? `Module ${d.moduleId}` : null),
  "training.module_completed": (d) =>
    text(d.moduleId) ? `Module ${d.moduleId}${typeof d.score === "number" ? `, score ${d.score}%` : ""}` : null,
  "training.reset_module": resetSummary,
  "training.reset_department": resetSummary,
  "training.reset_all": resetSummary,
  "certificate.issued": (d) =>
    text(d.number) ? `${d.number}, ${d.validUntil ? `valid until ${dateOf(d.validUntil)}` : "no expiry"}` : null,
  "certificate.revoked": (d) => (text(d.number) ? `${d.number}${text(d.reason) ? `: ${clip(String(d.reason), 120)}` : ""}` : null),
  "certificate.emailed": (d) => text(d.number),
  "employee.added": (d) => (text(d.name) ? `${d.name}${d.restored ? " (restored)" : ""}` : null),
  "employee.deleted": (d) =>
    text(d.name)
      ? `${d.name}${text(d.certificateKept) ? `; certificate ${d.certificateKept} kept` : text(d.certificate) ? `; certificate ${d.certificate} revoked` : ""}`
      : null,
  "employees.imported": (d) =>
    [
      typeof d.added === "number" ? `${d.added} added` : null,
      typeof d.restored === "number" && d.restored > 0 ? `${d.restored} restored` : null,
      typeof d.alreadyPresent === "number" && d.alreadyPresent > 0 ? `${d.alreadyPresent} already present` : null,
      typeof d.invalid === "number" && d.invalid > 0 ? `${d.invalid} invalid` : null,
    ]
      .filter(Boolean)
      .join(", ") || null,
  "invitation.sent": (d) =>
    [
      d.purpose === "admin_invite" ? "Administrator invitation" : "Employee invitation",
      d.resent ? "resent" : null,
      text(d.expiresAt) ? `valid until ${dateOf(d.expiresAt)}` : null,
    ]
      .filter(Boolean)
      .join(", "),
  "invitation.refused": (d) =>
    [
      text(d.reason) ? (MAIL_LIMIT_REASON[String(d.reason)] ?? String(d.reason)) : null,
      typeof d.invitations === "number" ? plural(d.invitations, "invitation") : null,
      typeof d.limit === "number" ? `limit ${d.limit.toLocaleString("en-US")}` : null,
    ]
      .filter(Boolean)
      .join(", ") || null,
  "settings.updated": (d) => changes(d.changed),
  "training.enrolled": (d) => (d.self === true ? "The administrator's own training" : null),
  "company.created": (d) =>
    [
      text(d.name) && text(d.slug) ? `${d.name} (${d.slug})` : text(d.name),
      d.status === "trial" ? `trial${d.trialEndsAt ? ` until ${dateOf(d.trialEndsAt)}` : ""}` : text(d.status),
      typeof d.maxEmployees === "number" ? plural(d.maxEmployees, "seat") : null,
      d.selfService ? "self-service" : null,
      d.lookAlikeOf && typeof d.lookAlikeOf === "object" ? `allowed although like ${generic(d.lookAlikeOf as Details)}` : null,
    ]
      .filter(Boolean)
      .join(", "),
  "company.updated": (d) => changes(d.changed),
  "company.trial_extended": (d) =>
    text(d.to) ? `Trial ${d.from ? `until ${dateOf(d.from)}` : "without an end"} now ends ${dateOf(d.to)}` : null,
  "company.activated": (d) => `From trial${d.trialEndsAt ? ` (ending ${dateOf(d.trialEndsAt)})` : ""} to a full account`,
  "company.deleted": (d) =>
    [
      text(d.name) ? `${d.name}${text(d.slug) ? ` (${d.slug})` : ""}` : null,
      typeof d.certificatesKept === "number" ? `${plural(d.certificatesKept, "certificate")} kept` : null,
      typeof d.certificatesRevoked === "number" ? `${plural(d.certificatesRevoked, "certificate")} revoked` : null,
    ]
      .filter(Boolean)
      .join(", "),
  "admin.added": (d) => (text(d.name) ? `${d.name}${text(d.replaced) ? `, replacing ${d.replaced}` : ""}` : null),
  "admin.removed": (d) => text(d.name),
  "evidence_pack.exported": (d) =>
    text(d.start) && text(d.end)
      ? [
          `${d.start} to ${d.end}${text(d.person) ? ` for ${d.person}` : ""}`,
          typeof d.people === "number" ? plural(d.people, "person", "people") : null,
          typeof d.certificates === "number" ? plural(d.certificates, "certificate") : null,
          d.completed === false
            ? `interrupted after ${typeof d.files === "number" ? plural(d.files, "file") : "some files"}`
            : text(d.manifestSha256)
              ? `manifest SHA-256 ${d.manifestSha256}`
              : null,
        ]
          .filter(Boolean)
          .join(", ")
      : null,
};

/** Any details as "field: value; …" (an action without its own words, or a shape they do not read). */
function generic(d: Details): string {
  return Object.entries(d)
    .map(([k, v]) => `${k}: ${clip(shown(v))}`)
    .join("; ");
}

/** A readable summary of an event's stored details (JSON text), "" when there is nothing to say. */
export function auditSummary(action: string, detailsJson: string): string {
  let details: unknown;
  try {
    details = JSON.parse(detailsJson);
  } catch {
    return clip(detailsJson, 200);
  }
  if (!details || typeof details !== "object" || Array.isArray(details)) return clip(shown(details), 200);
  const d = details as Details;
  const own = isAuditAction(action) ? SUMMARIES[action] : undefined;
  if (own) {
    try {
      const said = own(d);
      if (said) return said;
    } catch {
      // a shape the words do not read: the fields as they are
    }
  }
  return generic(d);
}

// ---- The CSV export -----------------------------------------------------------------------

export const AUDIT_CSV_COLUMNS = [
  "Event ID",
  "Position",
  "Time (UTC)",
  "Action",
  "Action Code",
  "Actor",
  "Actor Email",
  "Subject",
  "Subject Email",
  "Summary",
  "Details (JSON)",
  "IP Address",
  "User Agent",
  "Previous Hash",
  "Hash",
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
export function auditCsvRow(r: AuditRow): string[] {
  return [
    String(r.id),
    String(r.seq),
    auditTime(r.created_at),
    actionLabel(r.action),
    r.action,
    r.actor_name ?? (r.actor_email ? "" : "System"),
    r.actor_email ?? "",
    r.subject_name ?? "",
    r.subject_email ?? "",
    auditSummary(r.action, r.details),
    r.details,
    r.ip_address ?? "",
    r.user_agent ?? "",
    r.prev_hash,
    r.hash,
  ];
}

export const auditFileName = (now: Date) => `audit-trail-${now.toISOString().slice(0, 10)}.csv`;
