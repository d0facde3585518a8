/**
 * The employee rules of the company administration (spec/administration.md 2.5, 3, 9): the
 * status badge, the progress text, the stats, the seat limit and the completions report rows.
 */
import { CORE_MODULES } from "./course";

export type AccountStatus = "invited" | "active" | "deactivated";
export type EnrollmentStatus = "not_started" | "in_progress" | "completed";

/** The badge of an employee, chosen in the spec's order. */
export type EmployeeBadge = "deactivated" | "recertification_due" | "completed" | "in_progress" | "invited" | "not_started";

/**
 * The badge in the spec's order; a completed employee whose certificate has expired (its
 * valid-until passed at `now`) is due to recertify.
 */
export function employeeBadge(
  account: AccountStatus,
  enrollment: EnrollmentStatus | null,
  certificate?: { validUntil: string | null; now: Date },
): EmployeeBadge {
  if (account === "deactivated") return "deactivated";
  if (enrollment === "completed" && certificate?.validUntil && Date.parse(certificate.validUntil) <= certificate.now.getTime())
    return "recertification_due";
  if (enrollment === "completed") return "completed";
  if (enrollment === "in_progress") return "in_progress";
  if (account === "invited") return "invited";
  return "not_started";
}

export const BADGE_LABEL: Record<EmployeeBadge, string> = {
  deactivated: "Deactivated",
  recertification_due: "Recertification due",
  completed: "Training Complete",
  in_progress: "Training in Progress",
  invited: "Pending Invitation",
  not_started: "Not Started",
};

/**
 * The filter of the employees list: every badge, or all current employees. "completed" is the
 * badge Training Complete (a certificate still valid); "recertification_due" the completed whose
 * certificate has expired.
 */
export const EMPLOYEE_FILTERS = [
  "all",
  "invited",
  "not_started",
  "in_progress",
  "completed",
  "recertification_due",
  "deactivated",
] as const;
export type EmployeeFilter = (typeof EMPLOYEE_FILTERS)[number];
export const FILTER_LABEL: Record<EmployeeFilter, string> = { all: "All current employees", ...BADGE_LABEL };

export const PAGE_SIZE = 50;

/** "n/7 modules" (default 0/7 modules). */
export const progressSummary = (modulesCompleted: number | null | undefined) => `${modulesCompleted ?? 0}/${CORE_MODULES} modules`;

/**
 * Completion rate as a rounded percent; 0 for no employees. Rounding never claims what is not
 * so: 100 only when everyone completed (199 of 200 is 99, not 100), 0 only when nobody did.
 */
export function completionRate(total: number, completed: number): number {
  if (total <= 0 || completed <= 0) return 0;
  if (completed >= total) return 100;
  return Math.min(99, Math.max(1, Math.round((completed / total) * 100)));
}

/** Seats left under the company's limit (never negative). */
export const seatsLeft = (maxEmployees: number, current: number) => Math.max(0, maxEmployees - current);

export const seatLimitMessage = (maxEmployees: number) =>
  `Your company's plan allows ${maxEmployees} employees and all seats are taken. Delete an employee or ask for a higher limit.`;

/** A person's display name: first and last name, else the email. */
export const displayName = (p: { first_name: string; last_name: string; email: string }) =>
  `${p.first_name} ${p.last_name}`.trim() || p.email;

// ---- The completions report (spec 9: columns and defaults) ----------------------------------

export const REPORT_COLUMNS = [
  "Employee Name",
  "Email",
  "Training Status",
  "Completion Date",
  "Modules Completed",
  "Last Login",
  "Certificate Number",
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
}

const day = (iso: string) => iso.slice(0, 10);

/** One report row: the spec's defaults (Not completed, Never, Not issued), dates as YYYY-MM-DD. */
export function reportRow(r: ReportSource): string[] {
  const status =
    r.account === "deactivated"
      ? `${BADGE_LABEL[employeeBadge("active", r.enrollment)]} (employee deleted)`
      : BADGE_LABEL[employeeBadge(r.account, r.enrollment)];
  const certificate = r.certificate_number ? `${r.certificate_number}${r.certificate_revoked ? " (revoked)" : ""}` : "Not issued";
  return [
    displayName(r),
    r.email,
    status,
    r.completed_at ? day(r.completed_at) : "Not completed",
    progressSummary(r.modules_completed),
    r.last_login_at ? day(r.last_login_at) : "Never",
    certificate,
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
export const reportFileName = (now: Date) => `training-completions-${now.toISOString().slice(0, 10)}.csv`;
