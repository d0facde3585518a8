/**
 * The limits on invitation mail (issue 24, part 3): anyone can set up a trial company in a
 * minute, and without limits its invitations could be sent to a stranger again and again. Pure:
 * the server passes the times, counts and company it read, and the clock.
 *
 * - Per person: PERSON_INVITATIONS (the invitation and one resend right away, then one per
 *   cooldown; a few a day).
 * - Per company and UTC day: dailyInvitationLimit (lower for trials; the super administrator may
 *   set the company's own).
 * - Per address: a company that set itself up may invite addresses of its contact email's
 *   domain only, until the super administrator allows others (invitationDomainProblem).
 *
 * Counted: the mails that invite (INVITATION_KINDS: invitations, administrator invitations and
 * resends, the bulk import's too). Not counted: the interval reminders of the jobs, which follow
 * the company's reminder schedule, at most one per invitation and interval.
 */
import type { Translate } from "../i18n/i18n";
import { msg, type Phrase, phraseIn } from "../i18n/msg";
import { englishT } from "./english";
import type { MailKind } from "./mail";

export const INVITATION_KINDS = ["employee-invitation", "admin-invitation", "resent-invitation"] as const satisfies readonly MailKind[];

/**
 * Invitation mails to one person: at most `burst` within `cooldownMinutes` (the invitation and a
 * resend when it did not arrive; then the cooldown), and at most `perDay` within 24 hours.
 */
export const PERSON_INVITATIONS = { burst: 2, cooldownMinutes: 10, perDay: 5 } as const;

/**
 * Invitations a company may send a UTC day, unless the super administrator set its own limit: a
 * trial fewer (its 25 or 100 seats and some resends), other companies enough for the largest
 * bulk import (10,000 rows) twice.
 */
export const DAILY_INVITATIONS = { trial: 200, other: 20_000, min: 0, max: 1_000_000 } as const;

export const dailyInvitationLimit = (c: { status: string; daily_mail_quota: number | null }) =>
  c.daily_mail_quota ?? (c.status === "trial" ? DAILY_INVITATIONS.trial : DAILY_INVITATIONS.other);

/** The UTC day a quota counts in (YYYY-MM-DD). */
export const quotaDay = (now: Date) => now.toISOString().slice(0, 10);

/** Seconds until the next UTC day. */
export const secondsToNextDay = (now: Date) =>
  Math.max(1, Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000));

const MINUTE = 60_000;
const DAY = 86_400_000;

export type PersonLimitReason = "person-cooldown" | "person-day";
export type MailLimitReason = PersonLimitReason | "company-quota" | "domain";

/** Why no more invitation may go to a person now, and for how many seconds; null when one may. */
export function personLimit(sentAt: readonly string[], now: Date): { reason: PersonLimitReason; retryAfterSeconds: number } | null {
  const times = sentAt.map((t) => Date.parse(t)).sort((a, b) => b - a);
  const wait = (from: number, span: number) => Math.max(1, Math.ceil((from + span - now.getTime()) / 1000));
  const { burst, cooldownMinutes, perDay } = PERSON_INVITATIONS;
  const day = times.filter((t) => t > now.getTime() - DAY);
  if (day.length >= perDay) return { reason: "person-day", retryAfterSeconds: wait(day[perDay - 1], DAY) };
  const recent = times.filter((t) => t > now.getTime() - cooldownMinutes * MINUTE);
  if (recent.length >= burst) return { reason: "person-cooldown", retryAfterSeconds: wait(recent[burst - 1], cooldownMinutes * MINUTE) };
  return null;
}

/** The domain of an email address, lowercased. */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

/**
 * Public mail services: a contact address there proves nothing about who else the company may
 * mail (anyone can have one), so such a company may invite no one but that address.
 */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "ymail.com",
  "icloud.com",
  "me.com",
  "aol.com",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "web.de",
  "mail.com",
  "proton.me",
  "protonmail.com",
  "yandex.com",
  "yandex.ru",
  "mail.ru",
  "zoho.com",
  "t-online.de",
  "free.fr",
  "orange.fr",
  "libero.it",
  "wp.pl",
  "o2.pl",
]);

/** Whether an address is one a company of this contact address may invite without the super administrator's allowance. */
export function withinContactDomain(email: string, contactEmail: string): boolean {
  const contact = emailDomain(contactEmail);
  if (PUBLIC_MAIL_DOMAINS.has(contact)) return email.trim().toLowerCase() === contactEmail.trim().toLowerCase();
  const domain = emailDomain(email);
  return domain === contact || domain.endsWith(`.${contact}`);
}

/**
 * The limits' messages are English unless the caller passes its reader's translator (a page's,
 * a mail's): keys are the English sentences, with ICU plurals and numbers.
 */
const ENGLISH_T: Translate = englishT;

const MINUTES = msg("{count, plural, one {# minute} other {# minutes}}");
const HOURS = msg("{count, plural, one {# hour} other {# hours}}");

/** A wait as people say it: seconds rounded up to minutes, hours beyond 90 minutes. */
export function waitPhrase(seconds: number): Phrase {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes <= 90 ? { key: MINUTES, values: { count: minutes } } : { key: HOURS, values: { count: Math.ceil(minutes / 60) } };
}

export const waitFor = (seconds: number, t: Translate): string => phraseIn(t, waitPhrase(seconds));

const PERSON_COOLDOWN = msg(
  "{email} was sent {count, plural, one {# invitation} other {# invitations}} in the last {minutes, plural, one {# minute} other {# minutes}}. Please wait {wait} before sending another.",
);
const PERSON_DAY = msg(
  "{email} was sent {count, plural, one {# invitation} other {# invitations}} in the last 24 hours, the most one person may get. Please wait {wait} before sending another.",
);

/** Why a person gets no invitation now (their cooldown or their day's invitations), as a phrase: words of a refusal and of an import's row. */
export function personLimitPhrase(email: string, limit: { reason: PersonLimitReason; retryAfterSeconds: number }): Phrase {
  const wait = waitPhrase(limit.retryAfterSeconds);
  return limit.reason === "person-day"
    ? { key: PERSON_DAY, values: { email, count: PERSON_INVITATIONS.perDay, wait } }
    : { key: PERSON_COOLDOWN, values: { email, count: PERSON_INVITATIONS.burst, minutes: PERSON_INVITATIONS.cooldownMinutes, wait } };
}

export const waitText = (seconds: number) => waitFor(seconds, ENGLISH_T);

export const MAIL_LIMIT_MSG = {
  quota: (q: { limit: number; used: number; wanted: number }, t: Translate = ENGLISH_T) => {
    const values = { limit: q.limit, used: q.used, remaining: Math.max(0, q.limit - q.used), wanted: q.wanted };
    return q.wanted > 1
      ? t(
          "This company may send {limit, plural, one {# invitation} other {# invitations}} a day and has sent {used, number} today (UTC), so {remaining, number} more can go out, not {wanted, number}. Please try again tomorrow, or ask the platform administrator for a higher limit.",
          values,
        )
      : t(
          "This company may send {limit, plural, one {# invitation} other {# invitations}} a day and has sent {used, number} today (UTC), so {remaining, number} more can go out. Please try again tomorrow, or ask the platform administrator for a higher limit.",
          values,
        );
  },
  domain: (contactEmail: string, t: Translate = ENGLISH_T) => {
    const domain = emailDomain(contactEmail);
    return PUBLIC_MAIL_DOMAINS.has(domain)
      ? t(
          "This company's contact address is at a public mail service ({domain}), so it may invite no other address until the platform administrator allows it.",
          { domain },
        )
      : t("This company may invite addresses at {domain} only, until the platform administrator allows other addresses.", { domain });
  },
  /** The setup's administrator: at the contact email's domain (or the contact address itself at a public mail service). */
  setupAdmin: (contactEmail: string, t: Translate = ENGLISH_T) => {
    const domain = emailDomain(contactEmail);
    return PUBLIC_MAIL_DOMAINS.has(domain)
      ? t("With a contact address at {domain}, a public mail service, the administrator's email must be the contact email.", { domain })
      : t("The administrator's email must be at {domain}, the domain of the contact email.", { domain });
  },
} as const;
