import { createHmac, randomBytes } from "node:crypto";
import { data, type RouterContextProvider, redirect } from "react-router";
import type { CompanyRole, Role } from "../../domain/roles";
import { msg } from "../../i18n/msg";
import { clientAddressContext } from "../platform/context.server";
import { contextCookie, superCookie, userCookie } from "../platform/cookies.server";
import { compiledQuery, db, type Tx } from "../platform/db.server";
import { env } from "../platform/env.server";
import { annotateRequest } from "../platform/log.server";
import { refuseEndedTrial, type Tenant } from "../platform/tenant.server";

const HOUR = 3_600_000;
/** Absolute session lifetimes per role (spec: employee 300 h, admin 7 days, super admin 24 h). */
const SESSION_LIFETIME_MS: Record<Role, number> = {
  employee: 300 * HOUR,
  learner: 7 * 24 * HOUR,
  admin: 7 * 24 * HOUR,
  super_admin: 24 * HOUR,
};

/**
 * The company a signed-in company user acts in. Every data function for company rows takes a
 * scope and builds the company filter from it; a scope only comes from a session guard.
 */
export interface CompanyScope {
  readonly companyId: number;
}

interface SignedIn {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  createdAt: string;
  /** The person's interface language; null: the company's default (domain/locale.ts). */
  locale: string | null;
  sessionId: string;
}

/** A signed-in user of a company (employee, admin or main-site learner). */
export interface CompanyUser extends SignedIn {
  role: CompanyRole;
  companyId: number;
}

/** The signed-in super administrator (no company). */
export interface PlatformUser extends SignedIn {
  role: "super_admin";
}

/** Where a request came from, recorded with every audit event. */
export interface RequestMeta {
  address: string;
  userAgent: string | null;
}

/** Who acts and from where: what every audited change records (a company user or the super administrator). */
export interface Actor {
  user: { id: number; email: string };
  meta: RequestMeta;
}

/** Who acts, where that may be no person: a company's SCIM client acts with its request's address only (issue 29). */
export interface Acting {
  user: Actor["user"] | null;
  meta: RequestMeta;
}

/** Who acts, in which company, from where: what a guard hands to the company services. */
export interface CompanyCaller {
  scope: CompanyScope;
  user: CompanyUser;
  meta: RequestMeta;
}

/** The loader or action arguments the guards read (the request and the load context). */
export interface RequestArgs {
  request: Request;
  /** The request's address without React Router's own parts (.data, index, _routes). */
  url: URL;
  context: Readonly<RouterContextProvider>;
}

export function requestMeta({ request, context }: RequestArgs): RequestMeta {
  return { address: context.get(clientAddressContext), userAgent: request.headers.get("User-Agent")?.slice(0, 400) ?? null };
}

/** Session ids are an HMAC of the cookie token: a leaked table row cannot be replayed. */
const sessionId = (token: string) => createHmac("sha256", env().SESSION_SECRET).update(token).digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");

export interface SessionOwner {
  id: number;
  company_id: number | null;
  role: Role;
}

/**
 * Starts a session (rotation: this browser's previous session ends) and answers the Set-Cookie
 * headers, and the token with its expiry for the JSON API.
 */
export async function openSession(request: Request, user: SessionOwner) {
  const cookie = user.role === "super_admin" ? superCookie() : userCookie();
  const old = await cookie.parse(request.headers.get("Cookie"));
  const token = newToken();
  const now = new Date();
  const lifetime = SESSION_LIFETIME_MS[user.role];
  const expiresAt = new Date(now.getTime() + lifetime).toISOString();
  await db()
    .transaction()
    .execute(async (tx) => {
      if (typeof old === "string") await tx.deleteFrom("sessions").where("id", "=", sessionId(old)).execute();
      await tx
        .insertInto("sessions")
        .values({
          id: sessionId(token),
          user_id: user.id,
          company_id: user.company_id,
          created_at: now.toISOString(),
          expires_at: expiresAt,
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
  return { headers, token, expiresAt };
}

/** Ends every session of a user (password change, deactivation), in the caller's transaction. */
export async function endSessionsOf(tx: Tx, userId: number) {
  await tx.deleteFrom("sessions").where("user_id", "=", userId).execute();
}

async function tokenFrom(request: Request, superAdmin: boolean): Promise<string | null> {
  const auth = request.headers.get("Authorization");
  if (auth?.startsWith("Bearer ")) return auth.slice(7).trim() || null;
  const value = await (superAdmin ? superCookie() : userCookie()).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 && value.length < 200 ? value : null;
}

/**
 * The signed-in user of this tenant, or null. A session of another tenant, an expired or idle
 * session, a forged token or a deactivated account all read as signed out.
 */
export function getUser(request: Request, tenant: Tenant): Promise<CompanyUser | null> {
  // The layout's and the page's loaders of one request share one lookup.
  let found = perRequest.get(request);
  if (!found || found.tenantId !== tenant.id) {
    found = { tenantId: tenant.id, user: findUser(request, tenant) };
    perRequest.set(request, found);
  }
  return found.user;
}

const perRequest = new WeakMap<Request, { tenantId: number; user: Promise<CompanyUser | null> }>();

async function findUser(request: Request, tenant: Tenant): Promise<CompanyUser | null> {
  const token = await tokenFrom(request, false);
  if (!token) return null;
  const user = await lookup(token, tenant.id, tenant.sessionTimeoutMinutes);
  if (!user || user.role === "super_admin" || user.companyId !== tenant.id) return null;
  annotateRequest(request, { userId: user.id });
  return { ...user, role: user.role, companyId: tenant.id };
}

export function getSuperAdmin(request: Request): Promise<PlatformUser | null> {
  // The language and the page's guard of one request share one lookup.
  let found = superPerRequest.get(request);
  if (!found) {
    found = lookupSuperAdmin(request);
    superPerRequest.set(request, found);
  }
  return found;
}

const superPerRequest = new WeakMap<Request, Promise<PlatformUser | null>>();

async function lookupSuperAdmin(request: Request): Promise<PlatformUser | null> {
  const token = await tokenFrom(request, true);
  if (!token) return null;
  const user = await lookup(token, null, null);
  if (user?.role !== "super_admin") return null;
  annotateRequest(request, { userId: user.id });
  return { ...user, role: "super_admin" };
}

/** The session with its user: one indexed query, compiled once (every signed-in page runs it). */
const sessionQuery = compiledQuery((q, id: string) =>
  q
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select([
      "s.id as sid",
      "s.expires_at",
      "s.last_seen_at",
      "s.company_id as session_company",
      "u.id",
      "u.company_id",
      "u.role",
      "u.email",
      "u.first_name",
      "u.last_name",
      "u.photo_url",
      "u.status",
      "u.created_at",
      "u.locale",
    ])
    .where("s.id", "=", id),
);

async function lookup(token: string, companyId: number | null, idleMinutes: number | null) {
  const id = sessionId(token);
  const [row] = await sessionQuery(db(), id);
  if (!row || row.status !== "active") return null;
  if (row.session_company !== companyId || row.company_id !== companyId) return null;
  const now = Date.now();
  const expired = Date.parse(row.expires_at) <= now;
  const idle = idleMinutes != null && now - Date.parse(row.last_seen_at) > idleMinutes * 60_000;
  if (expired || idle) {
    await db().deleteFrom("sessions").where("id", "=", id).execute();
    return null;
  }
  if (now - Date.parse(row.last_seen_at) > 60_000) {
    await db()
      .updateTable("sessions")
      .set({ last_seen_at: new Date(now).toISOString() })
      .where("id", "=", id)
      .execute();
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
    locale: row.locale,
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
async function isAdminContext(request: Request): Promise<boolean> {
  if (new URL(request.url).searchParams.get("admin") === "true") return true;
  return (await contextCookie().parse(request.headers.get("Cookie"))) === "admin";
}

const callerOf = (args: RequestArgs, user: CompanyUser): CompanyCaller => ({
  scope: { companyId: user.companyId },
  user,
  meta: requestMeta(args),
});

/** The signed-in company user of this tenant as a caller, or null (the JSON API's guard: it answers 401 itself). */
export async function findCaller(args: RequestArgs, tenant: Tenant): Promise<CompanyCaller | null> {
  const user = await getUser(args.request, tenant);
  return user ? callerOf(args, user) : null;
}

/** Gate of the training screens: employees, main-site learners and admins who take the training. */
export async function requireLearner(args: RequestArgs, tenant: Tenant): Promise<CompanyCaller> {
  const caller = await findCaller(args, tenant);
  if (caller) {
    refuseEndedTrial(tenant, caller.user.role === "admin" ? "admin" : "learner");
    return caller;
  }
  const admin = await isAdminContext(args.request);
  throw redirect(`${tenant.base}/${admin ? "admin" : "employee"}/login`);
}

/**
 * Gate of the company administration screens: signed out goes to the admin login; signed in as
 * anyone but an admin of this company is refused with 403.
 */
export async function requireAdmin(args: RequestArgs, tenant: Tenant): Promise<CompanyCaller> {
  const caller = await findCaller(args, tenant);
  if (caller?.user.role === "admin") {
    refuseEndedTrial(tenant, "admin");
    return caller;
  }
  if (caller) throw data({ message: msg("Administrators only.") }, { status: 403, statusText: "Forbidden" });
  throw redirect(`${tenant.base}/admin/login`);
}

/** Whether the request carries a live session of a company user (any company). */
export async function hasCompanySession(request: Request): Promise<boolean> {
  const token = await tokenFrom(request, false);
  if (!token) return false;
  const row = await db()
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select("s.id")
    .where("s.id", "=", sessionId(token))
    .where("s.company_id", "is not", null)
    .where("u.status", "=", "active")
    .where("s.expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** The signed-in super administrator as an actor, or null (the JSON API's guard: it answers 401/403 itself). */
export async function findSuperAdmin(args: RequestArgs): Promise<{ user: PlatformUser; meta: RequestMeta } | null> {
  const user = await getSuperAdmin(args.request);
  return user ? { user, meta: requestMeta(args) } : null;
}

/**
 * Gate of the super administrator's screens: signed out goes to the system administration
 * login; signed in as a company's admin or employee is refused with 403.
 */
export async function requireSuperAdmin(args: RequestArgs): Promise<{ user: PlatformUser; meta: RequestMeta }> {
  const superAdmin = await findSuperAdmin(args);
  if (superAdmin) return superAdmin;
  if (await hasCompanySession(args.request))
    throw data({ message: msg("System administrators only.") }, { status: 403, statusText: "Forbidden" });
  throw redirect("/super-admin/login");
}

/**
 * Whether the request carries a live session of an active administrator of `companyId`, read
 * only (the session is not touched): the public certificate verification shows a revocation's
 * reason to the company's own administrators. Always one query when a token is sent, whatever
 * the company (the verification does the same work for every number).
 */
export async function isAdminOfCompany(request: Request, companyId: number | null, idleMinutes: number | null): Promise<boolean> {
  const token = await tokenFrom(request, false);
  if (!token) return false;
  const row = await db()
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select(["s.company_id", "s.expires_at", "s.last_seen_at", "u.company_id as user_company", "u.role", "u.status"])
    .where("s.id", "=", sessionId(token))
    .executeTakeFirst();
  if (!row || companyId === null) return false;
  const now = Date.now();
  return (
    row.role === "admin" &&
    row.status === "active" &&
    row.company_id === companyId &&
    row.user_company === companyId &&
    Date.parse(row.expires_at) > now &&
    (idleMinutes === null || now - Date.parse(row.last_seen_at) <= idleMinutes * 60_000)
  );
}
