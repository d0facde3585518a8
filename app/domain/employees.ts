/**
 * The employee rules of the company administration (spec/administration.md 2.5, 3, 9): the
 * status badge, the progress text, the stats, the seat limit and the completions report rows.
 */
import type { Translate } from "../i18n/i18n";
import { msg } from "../i18n/msg";
import { hasCompleted } from "./completed";
import { CORE_MODULES } from "./course";
import { isoDay } from "./dates";
import { englishT } from "./english";

export type AccountStatus = "invited" | "active" | "deactivated";
export type EnrollmentStatus = "not_started" | "in_progress" | "completed";

/** The badge of an employee, chosen in the spec's order. */
export type EmployeeBadge =
  "deactivated" | "recertification_due" | "certificate_revoked" | "completed" | "in_progress" | "invited" | "not_started";

/**
 * The badge in the spec's order, with the certificate chain taken into account (issue 13):
 * - a person holding a current certificate (neither revoked nor superseded) is Training
 *   Complete while it is valid, also during a new training cycle, and Recertification due once
 *   its valid-until has passed at `now`: Training Complete is exactly "completed" of
 *   domain/completed.ts;
 * - a completed course without a current certificate (`certificate` null: an administrator
 *   revoked it) is Certificate revoked;
 * - `certificate` undefined: not known to the caller, the enrolment decides.
 */
export function employeeBadge(
  account: AccountStatus,
  enrollment: EnrollmentStatus | null,
  certificate?: { validUntil: string | null; now: Date } | null,
): EmployeeBadge {
  if (account === "deactivated") return "deactivated";
  if (certificate) {
    const completed = hasCompleted({ account, enrollment, current: { validUntil: certificate.validUntil } }, certificate.now);
    return completed ? "completed" : "recertification_due";
  }
  if (enrollment === "completed") return certificate === null ? "certificate_revoked" : "completed";
  if (enrollment === "in_progress") return "in_progress";
  if (account === "invited") return "invited";
  return "not_started";
}

export const BADGE_LABEL: Record<EmployeeBadge, string> = {
  deactivated: msg("Deactivated"),
  recertification_due: msg("Recertification due"),
  certificate_revoked: msg("Certificate revoked"),
  completed: msg("Training Complete"),
  in_progress: msg("Training in Progress"),
  invited: msg("Pending Invitation"),
  not_started: msg("Not Started"),
};

/**
 * The filter of the employees list: every badge, or all current employees. "completed" is the
 * badge Training Complete (a current certificate still valid); "recertification_due" those
 * whose current certificate has expired; "certificate_revoked" a completed course whose
 * certificate was revoked.
 */
export const EMPLOYEE_FILTERS = [
  "all",
  "invited",
  "not_started",
  "in_progress",
  "completed",
  "recertification_due",
  "certificate_revoked",
  "deactivated",
] as const;
export type EmployeeFilter = (typeof EMPLOYEE_FILTERS)[number];
export const FILTER_LABEL: Record<EmployeeFilter, string> = { all: msg("All current employees"), ...BADGE_LABEL };

export const PAGE_SIZE = 50;

/** "n/7 modules" (default 0/7 modules): in English (mails, the API); a page translates PROGRESS_MSG. */
export const progressSummary = (modulesCompleted: number | null | undefined) => `${modulesCompleted ?? 0}/${CORE_MODULES} modules`;
/** progressSummary as a catalogue key: values `done` and `total`. */
export const PROGRESS_MSG = msg("{done, number}/{total, number} modules");

/** Seats left under the company's limit (never negative). */
export const seatsLeft = (maxEmployees: number, current: number) => Math.max(0, maxEmployees - current);

/** The refusal of one more employee over the plan (value `max`): employees.server.ts, seatLimitMessage. */
export const SEAT_LIMIT_MSG = msg(
  // the spec's English says "employees" for any number; the other languages give each number its form
  "Your company's plan allows {max, plural, other {# employees}} and all seats are taken. Delete an employee or ask for a higher limit.",
);

/** A person's display name: first and last name, else the email. */
export const displayName = (p: { first_name: string; last_name: string; email: string }) =>
  `${p.first_name} ${p.last_name}`.trim() || p.email;

// ---- The completions report (spec 9: columns and defaults) ----------------------------------

export const REPORT_COLUMNS = [
  msg("Employee Name"),
  msg("Email"),
  msg("Training Status"),
  msg("Completion Date"),
  msg("Modules Completed"),
  msg("Last Login"),
  msg("Certificate Number"),
  // issue 28, appended so that the spec's seven columns keep their positions (see reportRow)
  msg("First-pass score"),
] as const;

export interface ReportSource {
  first_name: string;
  last_name: string;
  email: string;
  account: AccountStatus;
  enrollment: EnrollmentStatus | null;
  completed_at: string | null;
  modules_completed: number | null;
  last_login_at: string | null;
  certificate_number: string | null;
  certificate_revoked: boolean;
  /** The certificate was replaced by a later one (issue 13; absent: not known). */
  certificate_superseded?: boolean;
  /** The certificate's valid-until (issue 13; absent: not known, expiry not judged). */
  certificate_valid_until?: string | null;
  /**
   * The person's first-pass figure (issue 28): the rounded average of the first-pass scores of
   * the core modules completed in the current cycle, a percent. A record is a person, not a
   * module, and the average is the one figure that says how much they knew before the retakes
   * (which end every module at 100). null or absent: no completed module with a first pass.
   */
  first_pass_score?: number | null;
}

/**
 * The badge of a report record: its latest certificate, when the source knows it, counts as in
 * employeeBadge (no current certificate: none, so Training Complete only with one, as
 * domain/completed.ts counts).
 */
export function reportBadge(r: ReportSource, now = new Date()): EmployeeBadge {
  const known = r.certificate_valid_until !== undefined;
  const current = r.certificate_number !== null && !r.certificate_revoked && !r.certificate_superseded;
  const certificate = !known ? undefined : current ? { validUntil: r.certificate_valid_until ?? null, now } : null;
  return employeeBadge(r.account, r.enrollment, certificate);
}

/**
 * One report row: the spec's defaults (Not completed, Never, Not issued), dates as `day` writes
 * them (the CSV's ISO 8601 YYYY-MM-DD by default; the Completions tab passes the pages' long form).
 * The status follows the person's latest certificate when the source knows it (expired:
 * Recertification due; revoked after completion: Certificate revoked), and the certificate
 * cell says when that certificate is revoked or expired. A deleted employee's status is what
 * their record shows, marked "(employee deleted)": they count in no figure.
 */
export function reportRow(r: ReportSource, now = new Date(), day: (iso: string) => string = isoDay, t: Translate = englishT): string[] {
  const status =
    r.account === "deactivated"
      ? t("{status} (employee deleted)", { status: t(BADGE_LABEL[reportBadge({ ...r, account: "active" }, now)]) })
      : t(BADGE_LABEL[reportBadge(r, now)]);
  const known = r.certificate_valid_until !== undefined;
  const current = r.certificate_number !== null && !r.certificate_revoked && !r.certificate_superseded;
  const expired = current && known && r.certificate_valid_until != null && Date.parse(r.certificate_valid_until) <= now.getTime();
  const number = r.certificate_number;
  const certificate =
    number === null
      ? t("Not issued")
      : r.certificate_revoked
        ? t("{number} (revoked)", { number })
        : r.certificate_superseded
          ? t("{number} (superseded)", { number })
          : expired
            ? t("{number} (expired)", { number })
            : number;
  return [
    displayName(r),
    r.email,
    status,
    r.completed_at ? day(r.completed_at) : t("Not completed"),
    t(PROGRESS_MSG, { done: r.modules_completed ?? 0, total: CORE_MODULES }),
    r.last_login_at ? day(r.last_login_at) : t("Never"),
    certificate,
    // a bare number (0-100) in every language, so that spreadsheets read it as one; empty without a completed module
    r.first_pass_score == null ? "" : String(r.first_pass_score),
  ];
}

/**
 * A spreadsheet cell that cannot run as a formula: text starting with = + - @, a tab or a
 * carriage return gets a leading apostrophe (OWASP, CSV injection).
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The report's file name, with the day it was made. */
export const reportFileName = (now: Date) => `training-completions-${isoDay(now)}.csv`;
