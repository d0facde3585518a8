/**
 * A company's settings (spec/administration.md 3 and 5): the offered options with their labels,
 * and the pure rules the settings tab, the pages and the mail apply to them.
 */
import type { Translate } from "../i18n/i18n";
import { msg } from "../i18n/msg";
import { englishT } from "./english";
import type { LEAVER_YEARS, MAIL_BODY_DAYS, SESSION_DAYS } from "./erasure";
import type { Locale } from "./locale";

/** Certificate validity in days; -1 is "never expires". */
export const VALIDITY_OPTIONS = [365, 730, 1095, -1] as const;
/** Reminder interval in days. */
export const REMINDER_OPTIONS = [7, 14, 30, 90, 365] as const;
/** Idle session timeout in minutes. */
export const TIMEOUT_OPTIONS = [60, 240, 480, 720, 1440] as const;

export const VALIDITY_LABEL: Record<(typeof VALIDITY_OPTIONS)[number], string> = {
  365: msg("1 year"),
  730: msg("2 years"),
  1095: msg("3 years"),
  [-1]: msg("Never expires"),
};
export const REMINDER_LABEL: Record<(typeof REMINDER_OPTIONS)[number], string> = {
  7: msg("Every 7 days"),
  14: msg("Every 14 days"),
  30: msg("Every 30 days"),
  90: msg("Every 90 days"),
  365: msg("Every 365 days"),
};
export const TIMEOUT_LABEL: Record<(typeof TIMEOUT_OPTIONS)[number], string> = {
  60: msg("1 hour"),
  240: msg("4 hours"),
  480: msg("8 hours"),
  720: msg("12 hours"),
  1440: msg("24 hours"),
};

export const LEAVER_YEARS_LABEL: Record<(typeof LEAVER_YEARS)[number], string> = {
  0: msg("Erase when they leave"),
  1: msg("1 year"),
  2: msg("2 years"),
  3: msg("3 years"),
  4: msg("4 years"),
  5: msg("5 years"),
  6: msg("6 years (default)"),
  7: msg("7 years"),
  8: msg("8 years"),
  9: msg("9 years"),
  10: msg("10 years"),
};
export const SESSION_DAYS_LABEL: Record<(typeof SESSION_DAYS)[number], string> = {
  7: msg("7 days"),
  30: msg("30 days (default)"),
  90: msg("90 days"),
  365: msg("365 days"),
};
export const MAIL_BODY_DAYS_LABEL: Record<(typeof MAIL_BODY_DAYS)[number], string> = {
  30: msg("30 days"),
  90: msg("90 days (default)"),
  365: msg("365 days"),
  730: msg("730 days"),
};

/** The settings of a company, as the form, the JSON API and the service see them. */
export interface CompanySettings {
  companyName: string;
  companyLogoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  welcomeMessage: string | null;
  emailSenderName: string | null;
  emailReplyTo: string | null;
  signerName: string | null;
  signerTitle: string;
  certificateValidityDays: number;
  reminderIntervalDays: number;
  autoEnrollNewEmployees: boolean;
  requirePasswordChange: boolean;
  sessionTimeoutMinutes: number;
  enableEmailNotifications: boolean;
  enableCompletionEmails: boolean;
  enableReminderEmails: boolean;
  /** The company's interface language (null: each browser's); left out of a JSON update: unchanged. */
  defaultLocale?: Locale | null;
  /** The privacy notice's controller details (null: not yet provided); left out of a JSON update: unchanged. */
  controllerLegalName?: string | null;
  controllerAddress?: string | null;
  privacyContactEmail?: string | null;
  dpoName?: string | null;
  dpoContact?: string | null;
  /** Retention (issue 30): years a leaver's identifying data is kept; left out of a JSON update: unchanged. */
  retentionLeaverYears?: number;
  /** Days ended sessions and expired or used invitations are kept. */
  retentionSessionDays?: number;
  /** Days the bodies of mail are kept (the mail log rows stay). */
  retentionMailBodyDays?: number;
}

/** The settings fields of the privacy notice (issue 30): optional text, kept when a JSON update leaves them out. */
export const PRIVACY_FIELDS = ["controllerLegalName", "controllerAddress", "privacyContactEmail", "dpoName", "dpoContact"] as const;
type PrivacyField = (typeof PRIVACY_FIELDS)[number];

/** A company's details as the controller, as the privacy notice and the record of processing show them. */
export type ControllerDetails = Record<PrivacyField, string | null>;

/**
 * A logo address that may be put in an `<img src>`: an absolute https URL with a host, no
 * credentials and no whitespace or characters that would need escaping to mean the same thing.
 */
export function isHttpsUrl(s: string): boolean {
  if (!/^https:\/\/[^\s"'<>\\`/][^\s"'<>\\`]*$/i.test(s)) return false;
  try {
    const url = new URL(s);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/**
 * Text without control characters (C0, DEL and C1); a line break is allowed only where
 * `multiline`. One line also refuses the Unicode line and paragraph separators (U+2028, U+2029),
 * as the CSV import always has: a name or a sender is one line wherever it goes (mail headers,
 * CSV cells, PDF lines).
 */
export function isPlainText(s: string, multiline = false): boolean {
  // eslint-disable-next-line no-control-regex
  return !(multiline ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/ : /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/).test(s);
}

/** The fields whose value differs, with the old and the new value (the audit's detail). */
export function changedFields<T extends object>(before: T, after: T): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (before[key] !== after[key]) changed[key] = { from: before[key], to: after[key] };
  }
  return changed;
}

/** The training intro's line on how long a certificate stays valid: English unless the page passes its translator. */
export function validityText(days: number, t: Translate = englishT): string {
  if (days === -1) return t("Valid without an expiry date");
  const years = days / 365;
  if (Number.isInteger(years))
    return t("{years, plural, one {Valid for one year from completion} other {Valid for # years from completion}}", { years });
  return t("{days, plural, one {Valid for # day from completion} other {Valid for # days from completion}}", { days });
}

/**
 * The sender of a company's mail: the platform's address (MAIL_FROM) with the company's sender
 * name as display name, when it has one.
 */
export function mailSender(mailFrom: string, senderName: string | null): string | { name: string; address: string } {
  const name = senderName?.trim();
  if (!name) return mailFrom;
  const address = /<([^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name, address };
}
