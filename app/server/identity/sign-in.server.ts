import { audit } from "../evidence/audit.server";
import { db } from "../platform/db.server";
import type { Tenant } from "../platform/tenant.server";
import { HashingBusy, hashPassword, needsRehash, passwordProblem, verifyPassword } from "./passwords.server";
import { RATE_LIMIT_MESSAGE, signInLimiter } from "./rate-limit.server";
import { endSessionsOf, type RequestMeta, type SessionOwner } from "./sessions.server";

/**
 * Password sign-in, one service for the three sign-in pages and the JSON API. The limiter's
 * point is taken before the password is checked, and every hash goes through the bounded
 * hashing queue: refusals answer at once, without hashing.
 */
const INVALID_CREDENTIALS = "Invalid email or password";

export type SignInGroup = "employee" | "admin" | "super_admin";

/** Refused: the message to show and the HTTP status (401 wrong, 429 throttled, 503 busy). */
export interface Refusal {
  kind: "refused";
  status: 401 | 429 | 503;
  message: string;
  retryAfterSeconds?: number;
}

export type SignInResult =
  | { kind: "signed-in"; user: SessionOwner & { email: string; first_name: string; last_name: string } }
  | { kind: "must-change-password"; email: string }
  | Refusal;

export const busy = (e: HashingBusy): Refusal => ({
  kind: "refused",
  status: 503,
  message: e.message,
  retryAfterSeconds: e.retryAfterSeconds,
});
const throttled = (seconds: number): Refusal => ({ kind: "refused", status: 429, message: RATE_LIMIT_MESSAGE, retryAfterSeconds: seconds });

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

/** Replaces a temporary password after checking the current one; every session of the user ends. */
export async function changePassword(
  c: Credentials & { group: "employee" | "admin"; tenant: Tenant; newPassword: string },
): Promise<PasswordChange> {
  const weak = await passwordProblem(c.newPassword, [c.email]);
  if (weak) return { kind: "weak", message: weak };
  const checked = await check(c);
  if (checked.kind !== "verified") return checked;
  const { user } = checked;
  let hash: string;
  try {
    hash = await hashPassword(c.newPassword, c.meta.address);
  } catch (e) {
    if (e instanceof HashingBusy) return busy(e);
    throw e;
  }
  await db()
    .transaction()
    .execute(async (tx) => {
      await tx
        .updateTable("users")
        .set({ password_hash: hash, must_change_password: 0 })
        .where("id", "=", user.id)
        .where("company_id", "=", c.tenant.id)
        .execute();
      await endSessionsOf(tx, user.id);
      await audit(tx, { companyId: c.tenant.id, actor: user, subject: user, action: "password.changed", details: {}, meta: c.meta });
    });
  return { kind: "changed", user: { id: user.id, company_id: user.company_id, role: user.role, email: user.email } };
}

/**
 * A signed-in person types their password again (the completion signature, issue 13): checked
 * under the same per-account and per-address limits as signing in (the point is taken before
 * the hash), so a session cannot be used for unbounded guessing. Answers null when the password
 * is right, else the refusal (401 wrong, 429 throttled, 503 busy).
 */
export async function confirmPassword(c: {
  tenant: Tenant;
  user: { id: number; email: string; role: "employee" | "admin" | "learner" };
  password: string;
  meta: RequestMeta;
}): Promise<Refusal | null> {
  const admission = await signInLimiter().admit(`${c.tenant.id}:${c.user.role}:${c.user.email}`, c.meta.address);
  if (!admission.admitted) return throttled(admission.retryAfterSeconds);
  const row = await db()
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", c.user.id)
    .where("company_id", "=", c.tenant.id)
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
  if (!ok) return { kind: "refused", status: 401, message: "The password is not correct." };
  await admission.attempt.succeeded();
  return null;
}
