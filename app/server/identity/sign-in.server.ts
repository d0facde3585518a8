import { MSG } from "../../domain/forms";
import type { Role } from "../../domain/roles";
import { msg } from "../../i18n/msg";
import { audit } from "../evidence/audit.server";
import { db } from "../platform/db.server";
import type { Tenant } from "../platform/tenant.server";
import { HashingBusy, hashPassword, needsRehash, passwordProblem, verifyPassword } from "./passwords.server";
import { RATE_LIMIT_MESSAGE, signInLimiter } from "./rate-limit.server";
import { endSessionsOf, type RequestMeta, type SessionOwner } from "./sessions.server";
import { passwordRefusedBySso } from "./sso.server";

/**
 * Password sign-in, one service for the three sign-in pages and the JSON API. The limiter's
 * point is taken before the password is checked, and every hash goes through the bounded
 * hashing queue: refusals answer at once, without hashing.
 */
const INVALID_CREDENTIALS = msg("Invalid email or password");
export const SSO_REQUIRED = msg(
  "Your company signs you in through its identity provider. Please use the button to sign in with your company's account.",
);

export type SignInGroup = "employee" | "admin" | "super_admin";

/** Refused: the message to show (a catalogue key, translated where shown) and the HTTP status (401 wrong, 429 throttled, 503 busy). */
export interface Refusal {
  kind: "refused";
  status: 401 | 403 | 429 | 503;
  message: string;
  retryAfterSeconds?: number;
}

export type SignInResult =
  | { kind: "signed-in"; user: SessionOwner & { email: string; first_name: string; last_name: string } }
  | { kind: "must-change-password"; email: string }
  | Refusal;

export const busy = (e: HashingBusy): Refusal & { status: 503 } => ({
  kind: "refused",
  status: 503,
  message: e.message,
  retryAfterSeconds: e.retryAfterSeconds,
});
export const throttled = (seconds: number, message: string = RATE_LIMIT_MESSAGE): Refusal & { status: 429 } => ({
  kind: "refused",
  status: 429,
  message,
  retryAfterSeconds: seconds,
});

/** A new password's hash, or the refusal when the hashing queue is full. */
export async function hashOrBusy(password: string, address: string): Promise<{ hash: string } | Refusal> {
  try {
    return { hash: await hashPassword(password, address) };
  } catch (e) {
    if (e instanceof HashingBusy) return busy(e);
    throw e;
  }
}

/**
 * The steps before a password is set through a link (an invitation, a reset link): the address's
 * sign-in allowance, where a link that cannot be used counts as a failed attempt (links are not
 * guessed faster than passwords), the link's check, the new password's strength and its hash.
 * The caller then claims the link and stores the hash in one transaction.
 */
export async function passwordByLink<L extends { email: string }>(c: {
  address: string;
  newPassword: string;
  check: () => Promise<{ ok: true; link: L } | { ok: false; message: string }>;
  tooMany?: string;
}): Promise<{ kind: "ready"; link: L; hash: string } | { kind: "invalid" | "weak"; message: string } | Refusal> {
  const admission = await signInLimiter().admit(null, c.address);
  if (!admission.admitted) return throttled(admission.retryAfterSeconds, c.tooMany);
  const checked = await c.check();
  if (!checked.ok) {
    await admission.attempt.counted();
    return { kind: "invalid", message: checked.message };
  }
  await admission.attempt.succeeded();
  const weak = await passwordProblem(c.newPassword, [checked.link.email]);
  if (weak) return { kind: "weak", message: weak };
  const hashed = await hashOrBusy(c.newPassword, c.address);
  return "hash" in hashed ? { kind: "ready", link: checked.link, hash: hashed.hash } : hashed;
}

export interface Credentials {
  group: SignInGroup;
  /** The tenant signed in to; null for the super administrator. */
  tenant: Tenant | null;
  email: string;
  password: string;
  meta: RequestMeta;
}

async function check(c: Credentials) {
  const email = c.email.trim().toLowerCase();
  const admission = await signInLimiter().admit(`${c.tenant?.id ?? "platform"}:${c.group}:${email}`, c.meta.address);
  if (!admission.admitted) return throttled(admission.retryAfterSeconds);
  let q = db()
    .selectFrom("users")
    .select(["id", "company_id", "role", "email", "first_name", "last_name", "password_hash", "status", "must_change_password"])
    .where("email", "=", email)
    .where("role", "=", c.group);
  q = c.tenant ? q.where("company_id", "=", c.tenant.id) : q.where("company_id", "is", null);
  const user = await q.executeTakeFirst();
  let ok: boolean;
  try {
    ok = await verifyPassword(c.password, user?.password_hash, c.meta.address);
  } catch (e) {
    if (!(e instanceof HashingBusy)) throw e;
    await admission.attempt.released();
    return busy(e);
  }
  if (!user || !ok || user.status !== "active") {
    await admission.attempt.counted();
    // Every refused check is audited, for unknown emails too (without the email, which may be a
    // mistyped password): the evidence of a guessing attack, and the same work, hence the same
    // time, whether the email exists or not.
    const reason = !user ? "unknown-account" : !ok ? "password" : user.status === "invited" ? "invited" : "deactivated";
    await audit(db(), {
      companyId: user?.company_id ?? c.tenant?.id ?? null,
      subject: user ?? null,
      action: "login.failed",
      details: { reason },
      meta: c.meta,
    });
    return { kind: "refused", status: 401, message: INVALID_CREDENTIALS } satisfies Refusal;
  }
  await admission.attempt.succeeded();
  if (await passwordRefusedBySso(db(), user)) {
    // Told only after the password was right: the refusal reveals nothing of who has an account.
    const role = user.role === "super_admin" ? "employee" : user.role;
    await audit(db(), { companyId: user.company_id, subject: user, action: "login.sso_required", details: { role }, meta: c.meta });
    return { kind: "refused", status: 403, message: SSO_REQUIRED } satisfies Refusal;
  }
  return { kind: "verified", user } as const;
}

/** Signs in with email and password: the session owner, a required password change, or a refusal. */
export async function signIn(c: Credentials): Promise<SignInResult> {
  const checked = await check(c);
  if (checked.kind !== "verified") return checked;
  const { user } = checked;
  // A temporary password must be replaced first, unless the company switched that off (requirePasswordChange).
  if (user.must_change_password && c.tenant?.requirePasswordChange !== false) return { kind: "must-change-password", email: user.email };
  await audit(db(), {
    companyId: user.company_id,
    actor: user,
    subject: user,
    action: "login.succeeded",
    details: { role: user.role },
    meta: c.meta,
  });
  if (needsRehash(user.password_hash)) await rehash(user, c.password);
  const { id, company_id, role, email, first_name, last_name } = user;
  return { kind: "signed-in", user: { id, company_id, role, email, first_name, last_name } };
}

/**
 * Stores a hash with the current parameters of the password just checked (the stored one had
 * others). Skipped when the hashing queue is full (the next sign-in tries again), and when the
 * password changed meanwhile.
 */
async function rehash(user: { id: number; password_hash: string | null }, password: string) {
  let hash: string;
  try {
    hash = await hashPassword(password);
  } catch (e) {
    if (e instanceof HashingBusy) return;
    throw e;
  }
  await db()
    .updateTable("users")
    .set({ password_hash: hash })
    .where("id", "=", user.id)
    .where("password_hash", "=", user.password_hash)
    .execute();
}

export type PasswordChange = { kind: "changed"; user: SessionOwner & { email: string } } | { kind: "weak"; message: string } | Refusal;

/**
 * Replaces a password after checking the current one (a temporary one, or the super
 * administrator's printed first password: signIn answers "must-change-password" for both); the
 * current password stops working and every session of the user ends.
 */
export async function changePassword(c: Credentials & { newPassword: string }): Promise<PasswordChange> {
  const weak = await newPasswordProblem(c.newPassword, c.password, c.email);
  if (weak) return { kind: "weak", message: weak };
  const checked = await check(c);
  if (checked.kind !== "verified") return checked;
  const { user } = checked;
  const stored = await storePassword(user, c.newPassword, c.meta);
  if (stored) return stored;
  return { kind: "changed", user: { id: user.id, company_id: user.company_id, role: user.role, email: user.email } };
}

/** Why a new password cannot be used: the password rules, and it must differ from the one it replaces. */
async function newPasswordProblem(newPassword: string, current: string, email: string) {
  if (newPassword === current) return MSG.samePassword;
  return passwordProblem(newPassword, [email]);
}

/**
 * Stores the new password's hash, clears a required change, ends every session of the user and
 * writes the audit event, in one transaction (nothing half written). Answers a refusal only when
 * the hashing queue is full.
 */
async function storePassword(
  user: { id: number; company_id: number | null; email: string },
  newPassword: string,
  meta: RequestMeta,
): Promise<Refusal | null> {
  const hashed = await hashOrBusy(newPassword, meta.address);
  if (!("hash" in hashed)) return hashed;
  const { hash } = hashed;
  await db()
    .transaction()
    .execute(async (tx) => {
      await tx
        .updateTable("users")
        .set({ password_hash: hash, must_change_password: 0 })
        .where("id", "=", user.id)
        .where((eb) => (user.company_id === null ? eb("company_id", "is", null) : eb("company_id", "=", user.company_id)))
        .execute();
      await endSessionsOf(tx, user.id);
      await audit(tx, { companyId: user.company_id, actor: user, subject: user, action: "password.changed", details: {}, meta });
    });
  return null;
}

/**
 * A signed-in person changes their own password (the super administrator's Account screen):
 * the current one typed again is checked under the sign-in limits (confirmPassword), then the
 * new one is stored and every session ends; the caller opens a new one for this browser.
 */
export async function changeOwnPassword(c: {
  tenant: Tenant | null;
  user: { id: number; email: string; role: Role };
  currentPassword: string;
  newPassword: string;
  meta: RequestMeta;
}): Promise<PasswordChange> {
  const weak = await newPasswordProblem(c.newPassword, c.currentPassword, c.user.email);
  if (weak) return { kind: "weak", message: weak };
  const refused = await confirmPassword({ tenant: c.tenant, user: c.user, password: c.currentPassword, meta: c.meta });
  if (refused?.status === 401) {
    // Evidence of someone guessing from a session left open (like login.failed for sign-ins).
    const subject = { id: c.user.id, email: c.user.email };
    const companyId = c.tenant?.id ?? null;
    await audit(db(), {
      companyId,
      actor: subject,
      subject,
      action: "password.change_refused",
      details: { reason: "password" },
      meta: c.meta,
    });
  }
  if (refused) return refused;
  const owner = { id: c.user.id, company_id: c.tenant?.id ?? null, role: c.user.role, email: c.user.email };
  const stored = await storePassword(owner, c.newPassword, c.meta);
  return stored ?? { kind: "changed", user: owner };
}

/**
 * A signed-in person types their password again (the completion signature, issue 13): checked
 * under the same per-account and per-address limits as signing in (the point is taken before
 * the hash), so a session cannot be used for unbounded guessing. Answers null when the password
 * is right, else the refusal (401 wrong, 429 throttled, 503 busy).
 */
export async function confirmPassword(c: {
  /** The tenant of the session; null for the super administrator. */
  tenant: Tenant | null;
  user: { id: number; email: string; role: Role };
  password: string;
  meta: RequestMeta;
}): Promise<(Refusal & { status: 401 | 429 | 503 }) | null> {
  // The same key as signing in to that account (check): one budget for both.
  const admission = await signInLimiter().admit(`${c.tenant?.id ?? "platform"}:${c.user.role}:${c.user.email}`, c.meta.address);
  if (!admission.admitted) return throttled(admission.retryAfterSeconds);
  const tenantId = c.tenant?.id ?? null;
  const row = await db()
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", c.user.id)
    .where((eb) => (tenantId === null ? eb("company_id", "is", null) : eb("company_id", "=", tenantId)))
    .where("status", "=", "active")
    .executeTakeFirst();
  let ok: boolean;
  try {
    ok = row?.password_hash ? await verifyPassword(c.password, row.password_hash) : false;
  } catch (e) {
    if (!(e instanceof HashingBusy)) throw e;
    await admission.attempt.released();
    return busy(e);
  }
  if (!ok) {
    await admission.attempt.counted();
    return { kind: "refused", status: 401 as const, message: msg("The password is not correct.") };
  }
  await admission.attempt.succeeded();
  return null;
}
