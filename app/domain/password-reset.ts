/**
 * The rules of a password reset (issue 24, 1.1; docs/decisions/015-password-reset.md), pure: how
 * long a link works, whether a stored link can be used at an instant, where the pages of each
 * kind of person are, and what the pages say (catalogue keys, msg(): translated where shown).
 * The clock is the caller's.
 */
import { msg } from "../i18n/msg";

/** A reset link works for one hour. */
export const RESET_LIFETIME_MS = 3_600_000;

/** Who resets: the three kinds of person, each with their own pages and sign-in. */
export type ResetGroup = "employee" | "admin" | "super_admin";

export type ResetProblem = "not_found" | "used" | "expired";

/** When a link made at `now` stops working. */
export const resetExpiry = (now: Date) => new Date(now.getTime() + RESET_LIFETIME_MS);

/**
 * Why a stored link cannot be used at `now`, or null when it can. A link of a person who is no
 * longer active (deleted meanwhile) reads as not found, as a link of no one does.
 */
export function resetProblem(
  link: { expiresAt: string; usedAt: string | null; status: string } | undefined,
  now: Date,
): ResetProblem | null {
  if (!link || link.status !== "active") return "not_found";
  if (link.usedAt) return "used";
  if (Date.parse(link.expiresAt) <= now.getTime()) return "expired";
  return null;
}

/** The request page and the page of the link, under a context's prefix ("" for the super administrator's). */
export const forgotPasswordPath = (base: string, group: ResetGroup) =>
  group === "super_admin" ? "/super-admin/forgot-password" : `${base}/${group}/forgot-password`;
export const resetPasswordPath = (base: string, group: ResetGroup) =>
  group === "super_admin" ? "/super-admin/reset-password" : `${base}/${group}/reset-password`;

export const RESET_MSG = {
  /** The one answer to a request, whether the email is of an account or not. */
  requested: msg(
    "If an account with that email exists, a link to choose a new password is on its way to it. The link works once, for one hour.",
  ),
  invited: msg("Invited but never set a password? Use the link in your invitation email instead, or ask for a new invitation."),
  notFound: msg("This password reset link is not valid. Check that you copied the whole link, or request a new one."),
  used: msg("This password reset link has already been used. Request a new one if you need to."),
  expired: msg("This password reset link has expired: a link works for one hour. Request a new one."),
  done: msg("Your password has been changed. Every other session of your account has been signed out."),
} as const;

export function resetMessage(problem: ResetProblem): string {
  return problem === "used" ? RESET_MSG.used : problem === "expired" ? RESET_MSG.expired : RESET_MSG.notFound;
}

/**
 * What the request page says while no mail server is configured (SMTP_URL unset): the mail stays
 * in the outbox, and who can produce the link instead. The same for every email typed.
 */
const NO_MAIL: Readonly<Record<ResetGroup, string>> = {
  employee: msg(
    "No mail server is configured on this platform, so reset emails are not sent. Your company administrator can produce a reset link for you from your employee record and pass it on to you.",
  ),
  admin: msg(
    "No mail server is configured on this platform, so reset emails are not sent. The platform's super administrator can produce a reset link for you: Resend invite on your company's row.",
  ),
  super_admin: msg(
    "No mail server is configured on this platform, so reset emails are not sent. Whoever runs the platform's server can read your reset link in its mail outbox (the email_outbox table).",
  ),
};

export const noMailNote = (group: ResetGroup): string => NO_MAIL[group];
