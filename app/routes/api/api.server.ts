/**
 * The JSON calls of spec/learner.md section 7 (and the admin session calls of
 * spec/administration.md 7.1) as one explicit table of resource routes, on the same services
 * and schemas as the pages. Sessions come from the cookie or `Authorization: Bearer <token>`.
 */
import type { z } from "zod";
import { apiSetPasswordSchema, credentialsSchema, regionSchema } from "../../domain/forms";
import { statsOf } from "../../server/training/progress.server";
import { acceptInvitation, checkInvitation, invitationMessage } from "../../server/identity/invitations.server";
import { OidcError, oidcAuthenticate, oidcEnabled, providerName } from "../../server/identity/oidc.server";
import {
  type CompanyCaller,
  type CompanyUser,
  endSession,
  findCaller,
  openSession,
  type RequestArgs,
  requestMeta,
} from "../../server/identity/sessions.server";
import { changePassword, signIn } from "../../server/identity/sign-in.server";
import { db } from "../../server/platform/db.server";
import { readBody } from "../../server/platform/forms.server";
import { resolveTenant, type Tenant } from "../../server/platform/tenant.server";
import { FlowError, personOf } from "../../server/training/assessment.server";
import { CERTIFICATE_MAIL, emailCertificate } from "../../server/training/certificates.server";
import { achievements, progressRecords } from "../../server/training/progress.server";
import { resetProgress, type ResetTarget } from "../../server/training/resets.server";

function json(body: unknown, status = 200, extra?: Headers | Record<string, string>) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const [k, v] of extra instanceof Headers ? extra.entries() : Object.entries(extra ?? {})) headers.append(k, v);
  if (extra instanceof Headers) {
    headers.delete("Set-Cookie");
    for (const c of extra.getSetCookie()) headers.append("Set-Cookie", c);
  }
  return Response.json(body, { status, headers });
}
const retryHeaders = (seconds?: number): Record<string, string> => (seconds ? { "Retry-After": String(seconds) } : {});
const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? "Invalid request";

/** Who may call a route: anyone, a signed-in learner of the context (any company role), or its admin. */
type Access = "public" | "learner" | "admin";

interface ApiCall {
  args: RequestArgs;
  tenant: Tenant;
  params: Record<string, string>;
  /** The body of a POST as an object ({} for none), read by the dispatcher before any call runs. */
  body: Record<string, unknown>;
}
interface SignedInCall extends ApiCall {
  caller: CompanyCaller;
}

interface ApiRoute {
  method: "GET" | "POST";
  /** Paths under the context's API prefix; `:name` matches one segment. */
  paths: readonly string[];
  access: Access;
  handle: (call: SignedInCall) => Promise<Response>;
}

const userJson = (u: Pick<CompanyUser, "id" | "firstName" | "lastName" | "email" | "role">) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  role: u.role,
});

const roleOfPath = (call: ApiCall) => (call.params.admin ? "admin" : "employee");

async function login(call: ApiCall, role: "employee" | "admin") {
  const parsed = credentialsSchema.safeParse(call.body);
  if (!parsed.success) return json({ success: false, error: firstIssue(parsed.error) }, 400);
  const result = await signIn({
    group: role,
    tenant: call.tenant,
    email: parsed.data.email ?? "",
    password: parsed.data.password ?? "",
    meta: requestMeta(call.args),
  });
  if (result.kind === "refused")
    return json({ success: false, error: result.message }, result.status, retryHeaders(result.retryAfterSeconds));
  if (result.kind === "must-change-password")
    return json({ success: false, requiresPasswordChange: true, error: "Password change required" });
  const session = await openSession(call.args.request, result.user);
  const u = await db()
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "email", "role"])
    .where("id", "=", result.user.id)
    .where("company_id", "=", call.tenant.id)
    .executeTakeFirstOrThrow();
  const user = { id: u.id, firstName: u.first_name, lastName: u.last_name, email: u.email, role: u.role };
  return json(
    { success: true, user, sessionToken: session.token, expiresAt: session.expiresAt, requiresPasswordChange: false },
    200,
    session.headers,
  );
}

async function setPassword(call: ApiCall, role: "employee" | "admin") {
  const parsed = apiSetPasswordSchema.safeParse(call.body);
  if (!parsed.success) return json({ success: false, error: firstIssue(parsed.error) }, 400);
  const b = parsed.data;
  const meta = requestMeta(call.args);
  const result = b.inviteToken
    ? await acceptInvitation({ token: b.inviteToken, tenant: call.tenant, role, newPassword: b.newPassword, meta })
    : await changePassword({
        group: role,
        tenant: call.tenant,
        email: b.email ?? "",
        password: b.currentPassword ?? "",
        newPassword: b.newPassword,
        meta,
      });
  switch (result.kind) {
    case "accepted":
    case "changed": {
      const session = await openSession(call.args.request, result.user);
      return json({ success: true, sessionToken: session.token, expiresAt: session.expiresAt }, 200, session.headers);
    }
    case "refused":
      return json({ success: false, error: result.message }, result.status, retryHeaders(result.retryAfterSeconds));
    default:
      return json({ success: false, error: result.message }, 400);
  }
}

async function reset(call: SignedInCall, target: "module" | "department" | "all") {
  let what: ResetTarget = { kind: "all" };
  if (target !== "all") {
    const parsed = regionSchema.safeParse(call.body);
    if (!parsed.success) return json({ error: firstIssue(parsed.error) }, 400);
    what = { kind: target, moduleId: parsed.data.regionId };
  }
  try {
    await resetProgress(call.caller, what);
    return json({ success: true });
  } catch (e) {
    if (e instanceof FlowError) return json({ error: e.message }, e.status);
    throw e;
  }
}

async function oauthRedirect(call: ApiCall) {
  if (call.tenant.kind !== "main" || !oidcEnabled() || call.params.provider !== providerName()) {
    return json({ error: "External sign-in is not configured." }, 404);
  }
  try {
    await oidcAuthenticate(call.args.request, requestMeta(call.args));
  } catch (e) {
    if (e instanceof Response && e.headers.get("Location")) return json({ redirectUrl: e.headers.get("Location") }, 200, e.headers);
    if (e instanceof OidcError) return json({ error: e.message }, 502);
    throw e;
  }
  return json({ error: "External sign-in is not configured." }, 404);
}

/** The whole JSON API of a context (each path also exists under /api/croacademy and /api/company/{subdomain}). */
export const API_ROUTES: readonly ApiRoute[] = [
  { method: "GET", paths: ["oauth/:provider/redirect_url"], access: "public", handle: oauthRedirect },
  { method: "POST", paths: ["auth/login"], access: "public", handle: (c) => login(c, "employee") },
  { method: "POST", paths: ["admin/auth/login"], access: "public", handle: (c) => login(c, "admin") },
  { method: "POST", paths: ["auth/set-password"], access: "public", handle: (c) => setPassword(c, "employee") },
  { method: "POST", paths: ["admin/auth/set-password"], access: "public", handle: (c) => setPassword(c, "admin") },
  {
    method: "POST",
    paths: ["auth/logout", "admin/auth/logout", "logout"],
    access: "public",
    handle: async (c) => json({ success: true }, 200, await endSession(c.args.request)),
  },
  {
    method: "GET",
    paths: ["auth/invitation/validate", ":admin/invitation/validate"],
    access: "public",
    handle: async (c) => {
      const role = roleOfPath(c);
      const token = (new URL(c.args.request.url).searchParams.get("token") ?? "").slice(0, 200);
      const checked = await checkInvitation(token, c.tenant, role);
      if (!checked.ok) return json({ valid: false, error: invitationMessage(checked.problem, role) }, 400);
      return json({ valid: true, email: checked.invitation.email });
    },
  },
  { method: "GET", paths: ["auth/check", "users/me"], access: "learner", handle: async (c) => json({ user: userJson(c.caller.user) }) },
  { method: "GET", paths: ["admin/auth/check"], access: "admin", handle: async (c) => json({ user: userJson(c.caller.user) }) },
  {
    method: "GET",
    paths: ["auth/progress", "user/progress"],
    access: "learner",
    handle: async (c) => json(await progressRecords(personOf(c.caller))),
  },
  { method: "GET", paths: ["admin/progress"], access: "admin", handle: async (c) => json(await progressRecords(personOf(c.caller))) },
  {
    method: "GET",
    paths: ["auth/badges", "user/badges"],
    access: "learner",
    handle: async (c) => {
      const { badges } = await achievements(personOf(c.caller));
      return json(badges.map((b) => ({ id: b.id, badge_name: b.badge_name, earned_at: b.earned_at })));
    },
  },
  {
    method: "GET",
    paths: ["auth/stats", "user/stats"],
    access: "learner",
    handle: async (c) => {
      const records = await progressRecords(personOf(c.caller));
      const { points, level } = statsOf(records);
      const current = Math.min(8, Math.max(1, ...records.filter((r) => r.is_completed).map((r) => r.region_id + 1)));
      return json({ user_id: c.caller.user.id, total_xp: points, level, current_region: current, created_at: c.caller.user.createdAt });
    },
  },
  { method: "POST", paths: ["auth/reset/quest", "reset/quest"], access: "learner", handle: (c) => reset(c, "module") },
  { method: "POST", paths: ["auth/reset/region", "reset/region"], access: "learner", handle: (c) => reset(c, "department") },
  { method: "POST", paths: ["auth/reset/all", "reset/all"], access: "learner", handle: (c) => reset(c, "all") },
  {
    method: "POST",
    paths: ["auth/certificate/email", "certificate/email"],
    access: "learner",
    handle: async (c) => {
      const r = await emailCertificate(c.caller, c.tenant);
      return r.ok ? json({ success: true, delivery: r.delivery, message: CERTIFICATE_MAIL[r.delivery] }) : json({ error: r.error }, 409);
    },
  },
];

/** Matches `path` against a pattern of the table: the named segments, or null. */
function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(":")) {
      // ":admin" stands for the literal segment "admin" (an alias of the same call).
      if (want[i] === ":admin" ? got[i] !== "admin" : !got[i]) return null;
      params[want[i].slice(1)] = got[i];
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

/**
 * Dispatches one API call: 404 for an unknown path, 405 for a known path with another method, 401
 * without the session it needs, then 400/413 for a body that cannot be read (invalid JSON, not an
 * object, a malformed form), also for the calls that take no payload: a malformed request never
 * acts (a `reset/all` with a broken body resets nothing).
 */
export async function handleApi(args: RequestArgs, rest: string): Promise<Response> {
  const tenant = await resolveTenant(args.request).catch((e: unknown) => {
    if (e && typeof e === "object" && "init" in e) {
      const status = (e as { init?: ResponseInit }).init?.status ?? 404;
      throw json({ error: status === 503 ? "This training portal is currently unavailable." : "Not found" }, status);
    }
    throw e;
  });
  const method = args.request.method.toUpperCase() === "HEAD" ? "GET" : args.request.method.toUpperCase();
  const path = rest.replace(/^\/+|\/+$/g, "");
  const found = API_ROUTES.flatMap((r) => r.paths.map((p) => ({ route: r, params: match(p, path) }))).filter((x) => x.params);
  const hit = found.find((x) => x.route.method === method);
  if (!hit?.params) {
    if (found.length)
      return json({ error: "Method Not Allowed" }, 405, { Allow: [...new Set(found.map((x) => x.route.method))].join(", ") });
    return json({ error: "Not found" }, 404);
  }
  const caller = hit.route.access === "public" ? null : await findCaller(args, tenant);
  if (hit.route.access !== "public" && (!caller || (hit.route.access === "admin" && caller.user.role !== "admin"))) {
    return json({ error: "Not authenticated" }, 401);
  }
  const body = method === "GET" ? {} : await readBody(args.request);
  const call: ApiCall = { args, tenant, params: hit.params, body };
  return hit.route.handle(caller ? { ...call, caller } : (call as SignedInCall));
}
