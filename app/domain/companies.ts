/**
 * The rules of companies as the super administrator sees them (spec/administration.md 4, 5, 9):
 * how a status is shown, trials, seat capacity and the admin status line.
 */
import { msg } from "../i18n/msg";
import { formatLongDate } from "./dates";

export type CompanyStatus = "trial" | "active" | "suspended";

export const TRIAL_DAYS = { min: 1, max: 365, default: 30 } as const;
export const MAX_EMPLOYEES = { min: 1, max: 10_000, default: 100 } as const;
/** Self-service companies start with this seat limit (issue 8). */
export const SELF_SERVICE_SEATS = 25;
export const DEFAULT_COLORS = { primary: "#003D8F", secondary: "#FF6A00" } as const;
const DAY = 86_400_000;

/** The trial's end: now plus the trial days. */
export const trialEnd = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

// ---- Trials that end (issue 24, docs/decisions/017-trials-end.md) ----------------------------

/**
 * Whether a company's trial has ended at `now`: status trial and its end reached. Its learners
 * and administrators then see the trial-ended page instead of training and the dashboard;
 * nothing is deleted, and certificates still verify. A trial without an end never ends.
 */
export const trialHasEnded = (c: { status: string; trialEndsAt: string | null }, now: Date) =>
  c.status === "trial" && c.trialEndsAt !== null && Date.parse(c.trialEndsAt) <= now.getTime();

/**
 * What the trial-ended page (and the JSON API) says: catalogue keys (msg()), translated where
 * shown; `ended` is the English sentence, `endedKey` the same sentence to translate with
 * `{ company, date }` (the date formatted in the page's language).
 */
export const TRIAL_ENDED_TEXT = {
  title: msg("Trial Ended"),
  ended: (company: string, endedAt: string) => `The trial of ${company} ended on ${formatLongDate(endedAt)}.`,
  endedKey: msg("The trial of {company} ended on {date}."),
  paused: msg(
    "Training and the administration are paused until the trial is extended or the account is activated. Nothing has been deleted: every account, training record and certificate is kept, and certificates can still be verified.",
  ),
  contact: msg("To continue, contact the operator of this training platform"),
  api: msg(
    "The trial of this company has ended: training and the administration are paused until the platform's operator extends it or activates the account. Nothing has been deleted.",
  ),
} as const;

/** The super administrator's one-click extension. */
export const TRIAL_EXTENSION_DAYS = 30;

/**
 * The end of a trial extended by `days`: from its end while it runs (nothing of it is lost),
 * from now once it has ended (or when it has no end).
 */
export function extendedTrialEnd(trialEndsAt: string | null, now: Date, days = TRIAL_EXTENSION_DAYS): Date {
  const end = trialEndsAt === null ? Number.NaN : Date.parse(trialEndsAt);
  return new Date(Math.max(Number.isNaN(end) ? 0 : end, now.getTime()) + days * DAY);
}

/** Days before a trial's end when its administrators are told, earliest first. */
export const TRIAL_NOTICE_DAYS = [7, 1] as const;
export type TrialNotice = (typeof TRIAL_NOTICE_DAYS)[number];

/**
 * The notice due at `now` for a trial ending at `trialEndsAt`: 1 within the last day, 7 within
 * the last seven days, none before or once it has ended. A job that missed the seven-day notice
 * sends only the one due now (each is sent once per trial end, reminders_sent).
 */
export function trialNoticeDue(trialEndsAt: string | null, now: Date): TrialNotice | null {
  if (!trialEndsAt) return null;
  const left = Date.parse(trialEndsAt) - now.getTime();
  if (Number.isNaN(left) || left <= 0) return null;
  // the nearest notice whose window has begun
  return [...TRIAL_NOTICE_DAYS].sort((a, b) => a - b).find((days) => left <= days * DAY) ?? null;
}

export type StatusTone = "ok" | "warn" | "bad" | "plain";

/** A status detail to say in the page's language: its key (msg()) and the day or count it names. */
export type StatusDetail = { key: string; date: string } | { key: string; count: number };

/**
 * The Status column (spec 4): an expired trial shows Trial Expired (red) with its end and that
 * training is paused (the spec's "Active (was trial)" for one with employees is gone: an ended
 * trial stops training, docs/decisions/017-trials-end.md); a running trial shows Trial with its
 * expiry; active shows the employee count; suspended is red; anything else is shown as it is.
 * The label is a catalogue key (an unknown status is shown as stored); the page translates.
 */
export function statusView(c: { status: string; trial_ends_at: string | null; employee_count: number }, now: Date) {
  switch (c.status) {
    case "trial": {
      const ends = c.trial_ends_at;
      if (ends && trialHasEnded({ status: c.status, trialEndsAt: ends }, now)) {
        return {
          label: msg("Trial Expired"),
          tone: "bad" as StatusTone,
          detail: { key: msg("Expired {date}: training paused"), date: ends } as StatusDetail,
        };
      }
      return {
        label: msg("Trial"),
        tone: "warn" as StatusTone,
        detail: ends ? ({ key: msg("Expires {date}"), date: ends } as StatusDetail) : null,
      };
    }
    case "active":
      return {
        label: msg("Active"),
        tone: "ok" as StatusTone,
        detail: { key: msg("{count, plural, one {# employee} other {# employees}}"), count: c.employee_count } as StatusDetail,
      };
    case "suspended":
      return { label: msg("Suspended"), tone: "bad" as StatusTone, detail: null };
    default:
      return { label: c.status, tone: "plain" as StatusTone, detail: null };
  }
}

/** The Status column in English (statusView's texts): the JSON API's and the tests' reading. */
export function statusDisplay(c: { status: string; trial_ends_at: string | null; employee_count: number }, now: Date) {
  const v = statusView(c, now);
  const d = v.detail;
  const detail = !d
    ? null
    : "date" in d
      ? d.key.replace("{date}", formatLongDate(d.date))
      : `${d.count} ${d.count === 1 ? "employee" : "employees"}`;
  return { label: v.label, tone: v.tone, detail };
}

/** Capacity: employees over the limit, as a rounded percent. */
export const capacityPercent = (employees: number, max: number) => (max > 0 ? Math.round((employees / max) * 100) : 0);

/**
 * The Admin Status column: the admin's name and email, the day of the first login (null: never
 * logged in), the last login's day when it is another day; null without an admin ('No admin
 * found'). The page says them in its language.
 */
export function adminView(a: {
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  first_login_at: string | null;
  last_login_at: string | null;
}) {
  if (!a.email) return null;
  const name = `${a.first_name ?? ""} ${a.last_name ?? ""}`.trim();
  // Only a last login on another day says something: the dates shown are days.
  const day = (d: string | null) => (d ? formatLongDate(d) : null);
  const lastLogin = a.last_login_at && day(a.last_login_at) !== day(a.first_login_at) ? a.last_login_at : null;
  return { name, email: a.email, firstLogin: a.first_login_at, lastLogin };
}

/** The Admin Status column in English (adminView's texts): 'Never logged in', 'First login …', 'Last login …'. */
export function adminStatus(a: Parameters<typeof adminView>[0]) {
  const v = adminView(a);
  if (!v) return null;
  const first = v.firstLogin ? `First login ${formatLongDate(v.firstLogin)}` : "Never logged in";
  const last = v.lastLogin ? `Last login ${formatLongDate(v.lastLogin)}` : null;
  return { name: v.name, email: v.email, first, last };
}

export interface PlatformFigures {
  companies: number;
  activeCompanies: number;
  trialCompanies: number;
  adminsLoggedIn: number;
  employees: number;
  companiesWithEmployees: number;
  completedEmployees: number;
  withLoginAndEmployees: number;
}

/** The Analytics tab's derived figures (spec 2.11), from counts computed in SQL. */
export function analytics(f: PlatformFigures) {
  const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
  return {
    ...f,
    averageEmployees: f.companiesWithEmployees > 0 ? Math.round((f.employees / f.companiesWithEmployees) * 10) / 10 : 0,
    activationRate: percent(f.adminsLoggedIn, f.companies),
    onboardedPercent: percent(f.companiesWithEmployees, f.companies),
  };
}
