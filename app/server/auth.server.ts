import { createHash, createHmac, randomBytes } from "node:crypto";
import { redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { Role } from "./schema";
import { audit } from "./audit.server";
import { contextCookie, superCookie, userCookie } from "./cookies.server";
import { db, nowIso, type Tx } from "./db.server";
import { env } from "./env.server";
import { hashPassword, passwordProblem, verifyPassword } from "./password.server";
import { isBlocked, RATE_LIMIT_MESSAGE, recordFailure, recordSuccess } from "./ratelimit.server";
import type { Tenant } from "./tenant.server";

const HOUR = 3_600_000;
/** Absolute session lifetimes per role (spec: employee 300 h, admin 7 days, super admin 24 h). */
export const SESSION_LIFETIME_MS: Record<Role, number> = {
  employee: 300 * HOUR,
  learner: 7 * 24 * HOUR,
  admin: 7 * 24 * HOUR,
  super_admin: 24 * HOUR,
};
const INVITATION_LIFETIME_MS = 7 * 24 * HOUR;

export const INVALID_CREDENTIALS = "Invalid email or password";

export interface SessionUser {
  id: number;
  companyId: number | null;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  createdAt: string;
  sessionId: string;
}

/** Session ids are an HMAC of the cookie token: a leaked table row cannot be replayed. */
const sessionId = (token: string) => createHmac("sha256", env().SESSION_SECRET).update(token).digest("hex");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

/** Starts a session and answers the Set-Cookie headers. Old sessions of this browser are ended first. */
export async function startSession(request: Request, user: { id: number; company_id: number | null; role: Role }) {
  return (await openSession(request, user)).headers;
}

/** Starts a session: the Set-Cookie headers, and the token with its expiry for the JSON API. */
export async function openSession(request: Request, user: { id: number; company_id: number | null; role: Role }) {
  const cookie = user.role === "super_admin" ? superCookie() : userCookie();
  const old = await cookie.parse(request.headers.get("Cookie"));
  const token = newToken();
  const now = new Date();
  const lifetime = SESSION_LIFETIME_MS[user.role];
  await db().transaction().execute(async (tx) => {
    if (typeof old === "string") await tx.deleteFrom("sessions").where("id", "=", sessionId(old)).execute();
    await tx
      .insertInto("sessions")
      .values({
        id: sessionId(token),
        user_id: user.id,
        company_id: user.company_id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + lifetime).toISOString(),
        last_seen_at: now.toISOString(),
      })
      .execute();
    await tx
      .updateTable("users")
      .set((eb) => ({ last_login_at: now.toISOString(), first_login_at: eb.fn.coalesce("first_login_at", eb.val(now.toISOString())) }))
      .where("id", "=", user.id)
      .execute();
  });
  const headers = new Headers();
  headers.append("Set-Cookie", await cookie.serialize(token, { maxAge: Math.floor(lifetime / 1000) }));
  if (user.role !== "super_admin") {
    headers.append("Set-Cookie", await contextCookie().serialize(user.role === "admin" ? "admin" : "employee"));
  }
  return { headers, token, expiresAt: new Date(now.getTime() + lifetime).toISOString() };
}

async function tokenFrom(request: Request, superAdmin: boolean): Promise<string | null> {
  const auth = request.headers.get("Authorization");
  if (auth?.startsWith("Bearer ")) return auth.slice(7).trim() || null;
  const value = await (superAdmin ? superCookie() : userCookie()).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/**
 * The signed-in user of this tenant, or null. A session of another tenant, an expired or idle
 * session, a forged token or a deactivated account all read as signed out.
 */
export async function getUser(request: Request, tenant: Tenant): Promise<SessionUser | null> {
  const token = await tokenFrom(request, false);
  if (!token) return null;
  return lookup(token, tenant.id, tenant.sessionTimeoutMinutes);
}

export async function getSuperAdmin(request: Request): Promise<SessionUser | null> {
  const token = await tokenFrom(request, true);
  if (!token) return null;
  const u = await lookup(token, null, null);
  return u?.role === "super_admin" ? u : null;
}

async function lookup(token: string, companyId: number | null, idleMinutes: number | null): Promise<SessionUser | null> {
  const id = sessionId(token);
  const row = await db()
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select([
      "s.id as sid", "s.expires_at", "s.last_seen_at", "s.company_id as session_company",
      "u.id", "u.company_id", "u.role", "u.email", "u.first_name", "u.last_name", "u.photo_url", "u.status", "u.created_at",
    ])
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!row || row.status !== "active") return null;
  if (row.session_company !== companyId || row.company_id !== companyId) return null;
  const now = Date.now();
  if (Date.parse(row.expires_at) <= now) {
    await db().deleteFrom("sessions").where("id", "=", id).execute();
    return null;
  }
  if (idleMinutes != null && now - Date.parse(row.last_seen_at) > idleMinutes * 60_000) {
    await db().deleteFrom("sessions").where("id", "=", id).execute();
    return null;
  }
  if (now - Date.parse(row.last_seen_at) > 60_000) {
    await db().updateTable("sessions").set({ last_seen_at: new Date(now).toISOString() }).where("id", "=", id).execute();
  }
  return {
    id: row.id,
    companyId: row.company_id,
    role: row.role,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    photoUrl: row.photo_url,
    createdAt: row.created_at,
    sessionId: row.sid,
  };
}

/** Ends this browser's session (the row is deleted) and answers the headers that clear the cookie. */
export async function endSession(request: Request, superAdmin = false): Promise<Headers> {
  const cookie = superAdmin ? superCookie() : userCookie();
  const token = await tokenFrom(request, superAdmin);
  if (token) await db().deleteFrom("sessions").where("id", "=", sessionId(token)).execute();
  const headers = new Headers();
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return headers;
}

/** Admin context: the spec's admin_taking_training flag (kept as a cookie) or ?admin=true. */
export async function isAdminContext(request: Request): Promise<boolean> {
  if (new URL(request.url).searchParams.get("admin") === "true") return true;
  return (await contextCookie().parse(request.headers.get("Cookie"))) === "admin";
}

/** Gate for the training screens: employees, and admins who take the training. */
export async function requireLearner(request: Request, tenant: Tenant): Promise<SessionUser> {
  const user = await getUser(request, tenant);
  if (user && (user.role === "employee" || user.role === "admin" || user.role === "learner")) return user;
  const admin = await isAdminContext(request);
  throw redirect(`${tenant.base}/${admin ? "admin" : "employee"}/login`);
}

export async function requireAdmin(request: Request, tenant: Tenant): Promise<SessionUser> {
  const user = await getUser(request, tenant);
  if (user?.role === "admin") return user;
  throw redirect(`${tenant.base}/admin/login`);
}

export async function requireSuperAdmin(request: Request): Promise<SessionUser> {
  const user = await getSuperAdmin(request);
  if (user) return user;
  throw redirect("/super-admin/login");
}

// ---------------------------------------------------------------------------------------------
// Password sign-in through remix-auth's FormStrategy, one strategy per role group.

export class AuthError extends Error {
  constructor(message: string, public status: number) {
    super(message);
  }
}

export type SignIn =
  | { kind: "signed-in"; user: { id: number; company_id: number | null; role: Role; email: string } }
  | { kind: "must-change-password"; email: string };

type Group = "employee" | "admin" | "super_admin";
const ROLES: Record<Group, Role[]> = { employee: ["employee"], admin: ["admin"], super_admin: ["super_admin"] };

async function verifyCredentials(
  group: Group, tenant: Tenant | null, email: string, password: string, address: string,
): Promise<SignIn> {
  const normalized = email.trim().toLowerCase();
  const accountKey = `${tenant?.id ?? "platform"}:${group}:${normalized}`;
  if (isBlocked(accountKey, address)) throw new AuthError(RATE_LIMIT_MESSAGE, 429);
  let q = db()
    .selectFrom("users")
    .select(["id", "company_id", "role", "email", "password_hash", "status", "must_change_password"])
    .where("email", "=", normalized)
    .where("role", "in", ROLES[group]);
  q = tenant ? q.where("company_id", "=", tenant.id) : q.where("company_id", "is", null);
  const user = await q.executeTakeFirst();
  const ok = await verifyPassword(password, user?.password_hash);
  if (!user || !ok || user.status !== "active") {
    recordFailure(accountKey, address);
    if (user) {
      await audit(db(), { companyId: user.company_id, subject: user, action: "login.failed", details: { reason: ok ? user.status : "password" } });
    }
    throw new AuthError(INVALID_CREDENTIALS, 401);
  }
  recordSuccess(accountKey);
  if (user.must_change_password) return { kind: "must-change-password", email: user.email };
  await audit(db(), { companyId: user.company_id, actor: user, subject: user, action: "login.succeeded", details: { role: user.role } });
  return { kind: "signed-in", user: { id: user.id, company_id: user.company_id, role: user.role, email: user.email } };
}

/** Signs in with the posted email and password; throws AuthError with the message to show. */
export async function authenticate(group: Group, request: Request, tenant: Tenant | null, address: string): Promise<SignIn> {
  const authenticator = new Authenticator<SignIn>();
  authenticator.use(
    new FormStrategy(async ({ form }) =>
      verifyCredentials(group, tenant, String(form.get("email") ?? ""), String(form.get("password") ?? ""), address),
    ),
    group,
  );
  return authenticator.authenticate(group, request);
}

// ---------------------------------------------------------------------------------------------
// Invitations: random 256-bit tokens, only their SHA-256 stored, single use, 7-day expiry.

export type InvitationProblem = "not_found" | "used" | "expired" | "wrong_role";

export async function createInvitation(q: Tx, userId: number, purpose: "employee_invite" | "admin_invite") {
  const token = newToken();
  const now = Date.now();
  await q
    .insertInto("invitations")
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + INVITATION_LIFETIME_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

export async function checkInvitation(token: string, tenant: Tenant, role: "employee" | "admin") {
  const row = await db()
    .selectFrom("invitations as i")
    .innerJoin("users as u", "u.id", "i.user_id")
    .select(["i.id", "i.purpose", "i.expires_at", "i.used_at", "u.id as user_id", "u.email", "u.role", "u.company_id", "u.status"])
    .where("i.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  const problem: InvitationProblem | null =
    !row || row.company_id !== tenant.id || row.status === "deactivated"
      ? "not_found"
      : row.used_at
        ? "used"
        : Date.parse(row.expires_at) <= Date.now()
          ? "expired"
          : row.role !== role || row.purpose !== `${role}_invite`
            ? "wrong_role"
            : null;
  return problem ? ({ ok: false, problem } as const) : ({ ok: true, invitation: row! } as const);
}

export function invitationMessage(problem: InvitationProblem, role: "employee" | "admin"): string {
  switch (problem) {
    case "not_found":
      return "Invitation token not found in database. This invitation may be invalid or may have been deleted.";
    case "used":
      return "This invitation has already been used. Please contact your administrator for a new invitation.";
    case "expired":
      return "This invitation has expired. Please contact your administrator for a new invitation.";
    case "wrong_role":
      return `This invitation is not for an ${role === "admin" ? "admin" : "employee"} account. Please use the correct invitation link.`;
  }
}

/** Sets the password through an invitation, in one transaction; the token can never be used again. */
export async function acceptInvitation(token: string, tenant: Tenant, role: "employee" | "admin", newPassword: string) {
  const checked = await checkInvitation(token, tenant, role);
  if (!checked.ok) return checked;
  const hash = await hashPassword(newPassword);
  const inv = checked.invitation;
  const now = nowIso();
  const claimed = await db().transaction().execute(async (tx) => {
    const res = await tx
      .updateTable("invitations")
      .set({ used_at: now })
      .where("id", "=", inv.id)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    await tx
      .updateTable("users")
      .set({ password_hash: hash, status: "active", must_change_password: 0 })
      .where("id", "=", inv.user_id)
      .execute();
    await tx.deleteFrom("sessions").where("user_id", "=", inv.user_id).execute();
    await audit(tx, { companyId: tenant.id, actor: { id: inv.user_id, email: inv.email }, subject: { id: inv.user_id, email: inv.email }, action: "invitation.accepted", details: { role } });
    return true;
  });
  if (!claimed) return { ok: false, problem: "used" } as const;
  return { ok: true, user: { id: inv.user_id, company_id: tenant.id, role: role as Role, email: inv.email } } as const;
}

/** Replaces a temporary password (must_change_password) after checking the current one. */
export async function changePassword(
  tenant: Tenant, role: "employee" | "admin", email: string, currentPassword: string, newPassword: string, address: string,
) {
  const signIn = await verifyCredentials(role, tenant, email, currentPassword, address).catch((e) => {
    if (e instanceof AuthError) return e;
    throw e;
  });
  if (signIn instanceof AuthError) return { ok: false, message: signIn.message, status: signIn.status } as const;
  const user = await db()
    .selectFrom("users")
    .select(["id", "company_id", "role", "email"])
    .where("company_id", "=", tenant.id)
    .where("email", "=", email.trim().toLowerCase())
    .where("role", "=", role)
    .executeTakeFirstOrThrow();
  const hash = await hashPassword(newPassword);
  await db().transaction().execute(async (tx) => {
    await tx.updateTable("users").set({ password_hash: hash, must_change_password: 0 }).where("id", "=", user.id).execute();
    await tx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    await audit(tx, { companyId: tenant.id, actor: user, subject: user, action: "password.changed" });
  });
  return { ok: true, user } as const;
}

export { passwordProblem };
