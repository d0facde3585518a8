/**
 * Password resets (issue 24, 1.1; docs/decisions/015-password-reset.md) for employees, company
 * administrators and super administrators: a link asked for on a request page (the same answer,
 * work and queries whether the email is of an account or not), or sent by an administrator (an
 * employee's record) or by the super administrator (a company administrator's "Resend invite").
 * A link carries a random 256-bit token of which only the SHA-256 is stored (password_resets),
 * works once and for one hour, and a newer link of the same person ends the open one. Setting the
 * new password claims the link, stores the hash and ends every session of the person, in one
 * transaction with its audit event.
 */
import { displayName } from "../../domain/employees";
import { PLATFORM_BRAND, passwordResetMail } from "../../domain/mails";
import {
  type ResetGroup,
  resetExpiry,
  resetMessage,
  resetPasswordPath,
  type ResetProblem,
  resetProblem,
} from "../../domain/password-reset";
import { type Translate, translator } from "../../i18n/i18n";
import { audit } from "../evidence/audit.server";
import { brandOf, enqueueMail, mailCircumstances } from "../mail/outbox.server";
import type { Flash } from "../platform/cookies.server";
import { db, type Tx } from "../platform/db.server";
import { env } from "../platform/env.server";
import type { Tenant } from "../platform/tenant.server";
import { hashToken } from "./invitations.server";
import { resetRequestLimiter } from "./rate-limit.server";
import { type Actor, type CompanyCaller, endSessionsOf, newToken, type RequestMeta, type SessionOwner } from "./sessions.server";
import { passwordByLink, type Refusal, throttled } from "./sign-in.server";

/** The reset page of a person's context and kind, with the token, on PUBLIC_URL. */
export const resetLink = (base: string, group: ResetGroup, token: string) =>
  `${new URL(env().PUBLIC_URL).origin}${resetPasswordPath(base, group)}?token=${token}`;

interface Person {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
}

/** Where a link is made: the kind of person, their company and its context (null: a super administrator), the clock. */
interface Issue {
  group: ResetGroup;
  company: { id: number; base: string } | null;
  now: Date;
}

/** Ends a person's open link (a newer one replaces it), in the caller's transaction. */
async function endOpenLinks(tx: Tx, userId: number, at: string) {
  await tx
    .updateTable("password_resets")
    .set({ expires_at: at })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .where("expires_at", ">", at)
    .execute();
}

/**
 * Makes a link for `person` in the caller's transaction: their open link ended, the new token's
 * hash stored, the mail in the outbox. Answers the link, its expiry and whether a mail will carry
 * it (not without a mail server, nor when the mail is suppressed).
 */
async function issueLink(tx: Tx, person: Person, issue: Issue, requestedBy: number | null) {
  const token = newToken();
  const at = issue.now.toISOString();
  const expiresAt = resetExpiry(issue.now).toISOString();
  const link = resetLink(issue.company?.base ?? "", issue.group, token);
  const brand = issue.company ? await brandOf(tx, issue.company.id) : PLATFORM_BRAND;
  const mail = passwordResetMail({
    ...brand,
    firstName: person.first_name,
    link,
    expiresAt,
    role: issue.group,
    sentByAdministrator: requestedBy !== null,
  });
  await endOpenLinks(tx, person.id, at);
  await tx
    .insertInto("password_resets")
    .values({
      token_hash: hashToken(token),
      user_id: person.id,
      requested_by: requestedBy,
      created_at: at,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  const queued = await enqueueMail(
    tx,
    { companyId: issue.company?.id ?? null, userId: person.id, kind: "password-reset", to: person.email, mail },
    issue.now,
  );
  return { link, expiresAt, mailed: Boolean(env().SMTP_URL) && queued.status !== "suppressed" };
}

/**
 * issueLink's work for no one (an unknown email, or a person who cannot reset): the same mail
 * composed and one statement for each of issueLink's (its update, matching no row; a read for
 * each insert; the outbox's reads), so that a request runs the same queries, and takes the same
 * time, whether its email is of an account or not. tests/integration/password-reset.test.ts
 * counts both.
 */
async function rehearseLink(tx: Tx, issue: Issue) {
  const token = newToken();
  const at = issue.now.toISOString();
  const expiresAt = resetExpiry(issue.now).toISOString();
  const link = resetLink(issue.company?.base ?? "", issue.group, token);
  const brand = issue.company ? await brandOf(tx, issue.company.id) : PLATFORM_BRAND;
  passwordResetMail({ ...brand, firstName: "", link, expiresAt, role: issue.group, sentByAdministrator: false });
  await endOpenLinks(tx, 0, at);
  await tx.selectFrom("password_resets").select("id").where("token_hash", "=", hashToken(token)).execute();
  await mailCircumstances(tx, issue.company?.id ?? null, 0);
  await tx.selectFrom("email_outbox").select("id").where("id", "=", 0).execute();
}

/**
 * A reset asked for on a request page (or its JSON call): limited like sign-in (per account and
 * per client address, counted apart), then in one transaction either a link for the active
 * account of that email and kind in this tenant, or the same work for no one, and the audit
 * event. The answer says nothing of which it was; only a refusal (429) differs, alike for all.
 */
export async function requestPasswordReset(r: {
  group: ResetGroup;
  /** The tenant of the page; null for the super administrator. */
  tenant: Tenant | null;
  email: string;
  meta: RequestMeta;
  now?: Date;
}): Promise<{ kind: "answered" } | Refusal> {
  const now = r.now ?? new Date();
  const email = r.email.trim().toLowerCase();
  const admission = await resetRequestLimiter().admit(`${r.tenant?.id ?? "platform"}:${r.group}:${email}`, r.meta.address);
  if (!admission.admitted) return throttled(admission.retryAfterSeconds);
  // Nothing is checked: every request keeps its point (5 reset mails per account a window).
  await admission.attempt.counted();
  let q = db()
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name", "status"])
    .where("email", "=", email)
    .where("role", "=", r.group);
  q = r.tenant ? q.where("company_id", "=", r.tenant.id) : q.where("company_id", "is", null);
  const person = await q.executeTakeFirst();
  // An invited person has no password to reset: their invitation sets it (the page says so).
  const outcome = !person
    ? "unknown-account"
    : person.status === "active"
      ? "sent"
      : person.status === "invited"
        ? "invited"
        : "deactivated";
  const issue: Issue = { group: r.group, company: r.tenant ? { id: r.tenant.id, base: r.tenant.base } : null, now };
  await db()
    .transaction()
    .execute(async (tx) => {
      let expiresAt: string | null = null;
      if (person && outcome === "sent") expiresAt = (await issueLink(tx, person, issue, null)).expiresAt;
      else await rehearseLink(tx, issue);
      await audit(tx, {
        companyId: r.tenant?.id ?? null,
        subject: person ? { id: person.id, email: person.email } : null,
        action: "password_reset.requested",
        details: { role: r.group, outcome, expiresAt },
        meta: r.meta,
      });
    });
  return { kind: "answered" };
}

/** A link sent by an administrator: shown to them only when no mail will carry it. */
export interface ResetSent {
  id: number;
  name: string;
  email: string;
  link: string | null;
  expiresAt: string;
}

/**
 * Sends a reset link to a company's person on behalf of its administrator or of the super
 * administrator, in the caller's transaction, audited as sent by them.
 */
export async function sendPasswordReset(
  tx: Tx,
  actor: Actor,
  person: Person,
  to: { group: "employee" | "admin"; company: { id: number; base: string }; now?: Date },
): Promise<ResetSent> {
  const made = await issueLink(tx, person, { group: to.group, company: to.company, now: to.now ?? new Date() }, actor.user.id);
  await audit(tx, {
    companyId: to.company.id,
    actor: actor.user,
    subject: { id: person.id, email: person.email },
    action: "password_reset.sent",
    details: { role: to.group, expiresAt: made.expiresAt },
    meta: actor.meta,
  });
  return { id: person.id, name: displayName(person), email: person.email, link: made.mailed ? null : made.link, expiresAt: made.expiresAt };
}

/**
 * A company administrator sends a reset link to one of their company's active employees (the
 * employee's record, POST admin/employees/{id}/password-reset). Null, with nothing written, for
 * an id that is not an active employee of the caller's company.
 */
export async function sendEmployeeReset(caller: CompanyCaller, tenant: Pick<Tenant, "base">, employeeId: number, now = new Date()) {
  return db()
    .transaction()
    .execute(async (tx) => {
      const person = await tx
        .selectFrom("users")
        .select(["id", "email", "first_name", "last_name"])
        .where("id", "=", employeeId)
        .where("company_id", "=", caller.scope.companyId)
        .where("role", "=", "employee")
        .where("status", "=", "active")
        .executeTakeFirst();
      if (!person) return null;
      const company = { id: caller.scope.companyId, base: tenant.base };
      return sendPasswordReset(tx, { user: caller.user, meta: caller.meta }, person, { group: "employee", company, now });
    });
}

/**
 * The banner after an administrator sent a link: queued for mail, or the link to copy (shown only
 * this once). `first` is the caller's sentence, already translated; `t` the request's translator
 * (English by default, for callers not yet converted).
 */
export function resetSentFlash(first: string, sent: ResetSent, t: Translate = translator("en")): Flash {
  if (!sent.link)
    return {
      kind: "success",
      text: `${first} ${t("The email to {email} is queued for sending; its link works once, for one hour.", { email: sent.email })}`,
    };
  const person = sent.name || sent.email;
  const handOn = env().SMTP_URL
    ? t("This email is not sent, so give {person} the link yourself: it is shown only now and works once, for one hour.", { person })
    : t("Mail is not configured, so give {person} the link yourself: it is shown only now and works once, for one hour.", { person });
  return {
    kind: "success",
    text: `${first} ${handOn}`,
    copy: { label: t("Password reset link for {email}", { email: sent.email }), value: sent.link },
  };
}

/** The link of a token for this kind of person in this tenant (null: the platform), if any. */
async function findLink(token: string, group: ResetGroup, tenant: Pick<Tenant, "id"> | null) {
  let q = db()
    .selectFrom("password_resets as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .select(["r.id", "r.expires_at", "r.used_at", "u.id as user_id", "u.company_id", "u.email", "u.status"])
    .where("r.token_hash", "=", hashToken(token))
    .where("u.role", "=", group);
  q = tenant ? q.where("u.company_id", "=", tenant.id) : q.where("u.company_id", "is", null);
  return q.executeTakeFirst();
}

export type LinkCheck = { ok: true; link: NonNullable<Awaited<ReturnType<typeof findLink>>> } | { ok: false; problem: ResetProblem };

/** Whether a token is a usable link for this kind of person in this tenant at `now`, or why not. Reads only. */
export async function checkResetLink(
  token: string,
  group: ResetGroup,
  tenant: Pick<Tenant, "id"> | null,
  now = new Date(),
): Promise<LinkCheck> {
  const row = token ? await findLink(token.slice(0, 200), group, tenant) : undefined;
  const problem = resetProblem(row && { expiresAt: row.expires_at, usedAt: row.used_at, status: row.status }, now);
  return problem || !row ? { ok: false, problem: problem ?? "not_found" } : { ok: true, link: row };
}

export type ResetCompletion =
  | { kind: "reset"; user: SessionOwner & { email: string } }
  | { kind: "invalid"; message: string }
  | { kind: "weak"; message: string }
  | Refusal;

/** Rolls the completion back when the person was deleted between the check and the write. */
class PersonGone extends Error {}

/**
 * Sets a new password through a link, in one transaction: the link claimed (once: the update of
 * an unused, unexpired row, whose count is checked; two posts of one link cannot both win), the
 * hash stored, every session of the person ended, the audit event. A link that cannot be used
 * counts against the address's sign-in allowance, as an invitation token does.
 */
export async function completePasswordReset(c: {
  token: string;
  group: ResetGroup;
  tenant: Pick<Tenant, "id"> | null;
  newPassword: string;
  meta: RequestMeta;
  now?: Date;
}): Promise<ResetCompletion> {
  const now = c.now ?? new Date();
  const ready = await passwordByLink({
    address: c.meta.address,
    newPassword: c.newPassword,
    check: async () => {
      const checked = await checkResetLink(c.token, c.group, c.tenant, now);
      return checked.ok ? checked : { ok: false, message: resetMessage(checked.problem) };
    },
  });
  if (ready.kind !== "ready") return ready;
  const { link, hash } = ready;
  const at = now.toISOString();
  const person = { id: link.user_id, email: link.email };
  const claimed = await db()
    .transaction()
    .execute(async (tx) => {
      const claim = await tx
        .updateTable("password_resets")
        .set({ used_at: at })
        .where("id", "=", link.id)
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      let set = tx
        .updateTable("users")
        .set({ password_hash: hash, must_change_password: 0 })
        .where("id", "=", link.user_id)
        .where("status", "=", "active");
      set = link.company_id === null ? set.where("company_id", "is", null) : set.where("company_id", "=", link.company_id);
      if (Number((await set.executeTakeFirst()).numUpdatedRows) !== 1) throw new PersonGone();
      await endSessionsOf(tx, link.user_id);
      await audit(tx, {
        companyId: link.company_id,
        actor: person,
        subject: person,
        action: "password_reset.completed",
        details: { role: c.group },
        meta: c.meta,
      });
      return true;
    })
    .catch((e: unknown) => {
      if (e instanceof PersonGone) return false;
      throw e;
    });
  if (!claimed) {
    const again = await checkResetLink(c.token, c.group, c.tenant, now);
    return { kind: "invalid", message: resetMessage(again.ok ? "used" : again.problem) };
  }
  return { kind: "reset", user: { id: link.user_id, company_id: link.company_id, role: c.group, email: link.email } };
}
