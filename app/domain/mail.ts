/**
 * The rules of the mail (issue 9), pure: which kinds exist, when a mail is suppressed instead of
 * sent, which delivery failures are retried and how long to wait, and when a reminder is due.
 * Its texts are keys (issue 27): translated where they are shown; a suppression's reason is
 * stored in English in the outbox and translated when the log shows it.
 */
import type { Translate } from "../i18n/i18n";
import { msg } from "../i18n/msg";

export const MAIL_KINDS = [
  "employee-invitation",
  "admin-invitation",
  "resent-invitation",
  "certificate",
  "completion",
  "completion-digest",
  "annual-reminder",
  "interval-reminder",
  "failure-note",
  "password-reset",
  "trial-notice",
  "other",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABEL: Record<MailKind, string> = {
  "employee-invitation": msg("Invitation"),
  "admin-invitation": msg("Administrator invitation"),
  "resent-invitation": msg("Invitation (resent)"),
  certificate: msg("Certificate"),
  completion: msg("Completion notice"),
  "completion-digest": msg("Daily completion summary"),
  "annual-reminder": msg("Annual training reminder"),
  "interval-reminder": msg("Training reminder"),
  "failure-note": msg("Delivery failure note"),
  "password-reset": msg("Password reset"),
  "trial-notice": msg("Trial ending notice"),
  other: msg("Mail"),
};

/** The mail switches of a company's settings (spec/administration.md 3). */
export interface MailSwitches {
  enableEmailNotifications: boolean;
  enableCompletionEmails: boolean;
  enableReminderEmails: boolean;
}

/** What decides, when a mail is queued and again when it is sent, that it must not go out. */
export interface MailCircumstances {
  /** Null for mail of no company (the platform's own). */
  company: { status: string; deleted: boolean; switches: MailSwitches } | null;
  /** Null for mail to an address of no account. */
  recipient: { status: string } | null;
}

export const SUPPRESSED = {
  companyDeleted: msg("The company has been deleted."),
  companySuspended: msg("The company is suspended."),
  recipientDeleted: msg("The recipient has been deleted."),
  notifications: msg("Email notifications are switched off in the company's settings."),
  completion: msg("Completion emails are switched off in the company's settings."),
  reminders: msg("Reminder emails are switched off in the company's settings."),
} as const;

/** Why this mail must not be sent (it is recorded as suppressed with the reason), or null. */
export function suppressionReason(kind: MailKind, c: MailCircumstances): string | null {
  if (c.company?.deleted) return SUPPRESSED.companyDeleted;
  if (c.company?.status === "suspended") return SUPPRESSED.companySuspended;
  if (c.recipient?.status === "deactivated") return SUPPRESSED.recipientDeleted;
  // A reset link is asked for by the person (or sent by their administrator) to get back in: the
  // company's switches are about the training's notifications and do not hold it back.
  if (kind === "password-reset") return null;
  const s = c.company?.switches;
  if (!s) return null;
  if (!s.enableEmailNotifications) return SUPPRESSED.notifications;
  if ((kind === "completion" || kind === "completion-digest") && !s.enableCompletionEmails) return SUPPRESSED.completion;
  if ((kind === "annual-reminder" || kind === "interval-reminder") && !s.enableReminderEmails) return SUPPRESSED.reminders;
  return null;
}

/**
 * A mail server's permanent refusal (an SMTP 5xx reply: unknown mailbox, policy): retrying
 * cannot help. 4xx replies and connection errors are temporary.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = typeof error === "object" && error !== null ? (error as { responseCode?: unknown }).responseCode : undefined;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** The wait before the next try after `tries` failed ones: 1, 2, 4 … minutes, at most 6 hours. */
export const retryDelayMs = (tries: number) => Math.min(2 ** Math.max(0, tries - 1) * 60_000, 6 * 3_600_000);

export const DAY_MS = 86_400_000;

/** Days before a certificate's expiry when the annual reminder is sent. */
export const ANNUAL_REMINDER_DAYS_BEFORE = 30;

/**
 * The annual reminder a certificate valid until `validUntil` is due for at `now`: "expiring"
 * within the 30 days before, "expired" from the expiry on; none for a certificate that never expires.
 */
export function annualReminderStage(validUntil: string | null, now: Date): "expiring" | "expired" | null {
  if (!validUntil) return null;
  const until = Date.parse(validUntil);
  if (now.getTime() >= until) return "expired";
  if (now.getTime() >= until - ANNUAL_REMINDER_DAYS_BEFORE * DAY_MS) return "expiring";
  return null;
}

/** Whole reminder intervals since `since` (0 before the first interval has passed). */
export function intervalsSince(since: string, intervalDays: number, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / (intervalDays * DAY_MS)));
}

/** The UTC day of an instant, YYYY-MM-DD: the period of the daily mails. */
export const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** The UTC day before `now`, as [start, end) instants and its key: what a daily mail reports on. */
export function previousDay(now: Date): { key: string; start: string; end: string } {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const start = new Date(end.getTime() - DAY_MS);
  return { key: dayKey(start), start: start.toISOString(), end: end.toISOString() };
}

/**
 * Whether a daily job is due at `now`: from `hour` (UTC) on, once a day, whenever it last
 * finished before today (or never).
 */
export function dailyJobDue(lastFinishedAt: string | null, now: Date, hour: number): boolean {
  if (now.getUTCHours() < hour) return false;
  return !lastFinishedAt || dayKey(new Date(lastFinishedAt)) < dayKey(now);
}

/** What the admin screens say of queued mail while SMTP_URL is unset. */
export const NOT_CONFIGURED = msg("queued, not sent: no mail server configured");

/** "1 mail" / "N mails" + NOT_CONFIGURED: the count of mail waiting for a mail server, in `t`'s language. */
export const waitingMailText = (n: number, t: Translate) =>
  t("{count, plural, one {# mail} other {# mails}} queued, not sent: no mail server configured.", { count: n });

/**
 * What to do about mail waiting for a mail server, for those who see the count: the company
 * administrator (who can hand out the links) and the super administrator (who runs the platform
 * and sets SMTP_URL, and invites the companies' administrators).
 */
export const NOT_CONFIGURED_ADVICE = {
  admin: msg(
    "Nothing is sent until the platform's operator sets SMTP_URL (the mail server's address). Until then, give each person their invitation link yourself: Resend Invite beside them shows a new link, once, to copy.",
  ),
  super_admin: msg(
    "To send them, set SMTP_URL to the mail server's address (see the README, Configuration) and restart the app: the queued mail then goes out. Until then, copy an administrator's invitation link yourself: Resend invite on the company's row shows a new link, once.",
  ),
} as const;

/** An outbox row's status in a word, for the employees list's Mail column. */
export const MAIL_STATUS_LABEL: Record<"pending" | "sent" | "failed" | "suppressed", string> = {
  pending: msg("Queued"),
  sent: msg("Sent"),
  failed: msg("Failed"),
  suppressed: msg("Not sent"),
};
