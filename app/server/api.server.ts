import { getModule } from "../content";
import { invitationMessage, passwordProblem } from "./auth.server";
import {
  acceptInvitation, AuthError, authenticate, changePassword, checkInvitation, endSession, getUser, openSession,
  type SessionUser,
} from "./auth.server";
import { emailCertificate } from "./certificate.server";
import { OidcError, oidcAuthenticate, oidcEnabled, providerName } from "./oidc.server";
import { db } from "./db.server";
import type { Tenant } from "./tenant.server";
import { resolveTenant } from "./tenant.server";
import { achievements, FlowError, progressRecords, resetProgress, statsOf } from "./training.server";

/**
 * The JSON calls of spec/learner.md section 7 as resource routes, on the same server functions
 * as the pages. Sessions come from the cookie or from `Authorization: Bearer <sessionToken>`.
 */
function json(body: unknown, status = 200, extra?: Headers) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const c of extra?.getSetCookie() ?? []) headers.append("Set-Cookie", c);
  return Response.json(body, { status, headers });
}
const unauthenticated = () => json({ error: "Not authenticated" }, 401);
const notFoundJson = () => json({ error: "Not found" }, 404);

const userJson = (u: SessionUser) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, role: u.role });

async function body(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) return ((await request.json()) ?? {}) as Record<string, unknown>;
    if (type.includes("form")) return Object.fromEntries(await request.formData());
  } catch {
    return {};
  }
  return {};
}
const str = (v: unknown) => (typeof v === "string" ? v : "");

async function learner(request: Request, tenant: Tenant, roles: SessionUser["role"][] = ["employee", "admin", "learner"]) {
  const u = await getUser(request, tenant);
  return u && roles.includes(u.role) ? u : null;
}

async function reset(user: SessionUser, scope: Parameters<typeof resetProgress>[1]) {
  try {
    await resetProgress(user, scope);
    return json({ success: true });
  } catch (e) {
    if (e instanceof FlowError) return json({ error: e.message }, e.status);
    throw e;
  }
}

export async function handleApi(request: Request, rest: string, address: string): Promise<Response> {
  const tenant = await resolveTenant(request);
  const method = request.method.toUpperCase();
  const path = rest.replace(/^\/+|\/+$/g, "");
  const route = `${method} ${path}`;

  const oauth = /^GET oauth\/([^/]+)\/redirect_url$/.exec(route);
  if (oauth) {
    if (tenant.kind !== "main" || !oidcEnabled() || oauth[1] !== providerName()) return json({ error: "External sign-in is not configured." }, 404);
    try {
      await oidcAuthenticate(request);
    } catch (e) {
      if (e instanceof Response && e.headers.get("Location")) {
        return json({ redirectUrl: e.headers.get("Location") }, 200, e.headers);
      }
      if (e instanceof OidcError) return json({ error: e.message }, 502);
      throw e;
    }
    return json({ error: "External sign-in is not configured." }, 404);
  }

  switch (route) {
    case "GET auth/check":
    case "GET users/me": {
      const u = await learner(request, tenant);
      return u ? json({ user: userJson(u) }) : unauthenticated();
    }
    case "GET admin/auth/check": {
      const u = await learner(request, tenant, ["admin"]);
      return u ? json({ user: userJson(u) }) : unauthenticated();
    }
    case "POST auth/login":
    case "POST admin/auth/login": {
      const role = path.startsWith("admin/") ? "admin" : "employee";
      const b = await body(request);
      const email = str(b.email).trim();
      const password = str(b.password);
      if (!email || !password) return json({ success: false, error: "Please enter both email and password" }, 400);
      if (!email.includes("@")) return json({ success: false, error: "Please enter a valid email address" }, 400);
      const form = new FormData();
      form.set("email", email);
      form.set("password", password);
      try {
        const signIn = await authenticate(role, new Request(request.url, { method: "POST", body: form, headers: request.headers.get("Cookie") ? { Cookie: request.headers.get("Cookie")! } : {} }), tenant, address);
        if (signIn.kind === "must-change-password") return json({ success: false, requiresPasswordChange: true, error: "Password change required" }, 200);
        const s = await openSession(request, signIn.user);
        const user = await getUserById(signIn.user.id);
        return json({ success: true, user, sessionToken: s.token, expiresAt: s.expiresAt, requiresPasswordChange: false }, 200, s.headers);
      } catch (e) {
        if (e instanceof AuthError) return json({ success: false, error: e.message }, e.status);
        throw e;
      }
    }
    case "POST auth/set-password":
    case "POST admin/auth/set-password": {
      const role = path.startsWith("admin/") ? "admin" : "employee";
      const b = await body(request);
      const newPassword = str(b.newPassword);
      const problem = passwordProblem(newPassword);
      if (problem) return json({ success: false, error: problem }, 400);
      const result = str(b.inviteToken)
        ? await acceptInvitation(str(b.inviteToken), tenant, role, newPassword)
        : await changePassword(tenant, role, str(b.email), str(b.currentPassword), newPassword, address);
      if (!result.ok) {
        const error = "problem" in result ? invitationMessage(result.problem, role) : result.message;
        return json({ success: false, error }, "status" in result ? result.status : 400);
      }
      const s = await openSession(request, result.user);
      return json({ success: true, sessionToken: s.token, expiresAt: s.expiresAt }, 200, s.headers);
    }
    case "POST auth/logout":
    case "POST admin/auth/logout":
    case "POST logout":
      return json({ success: true }, 200, await endSession(request));
    case "GET auth/invitation/validate":
    case "GET admin/invitation/validate": {
      const role = path.startsWith("admin/") ? "admin" : "employee";
      const token = new URL(request.url).searchParams.get("token") ?? "";
      const checked = await checkInvitation(token, tenant, role);
      if (!checked.ok) return json({ valid: false, error: invitationMessage(checked.problem, role) }, 400);
      return json({ valid: true, email: checked.invitation.email });
    }
  }

  // Everything below needs a signed-in learner of this tenant.
  const user = await learner(request, tenant, path.startsWith("admin/") ? ["admin"] : ["employee", "admin", "learner"]);
  if (!user) return unauthenticated();

  switch (route) {
    case "GET auth/progress":
    case "GET admin/progress":
    case "GET user/progress":
      return json(await progressRecords(user));
    case "GET auth/badges":
    case "GET user/badges": {
      const { badges } = await achievements(user);
      return json(badges.map((b) => ({ id: b.id, badge_name: b.badge_name, earned_at: b.earned_at })));
    }
    case "GET auth/stats":
    case "GET user/stats": {
      const records = await progressRecords(user);
      const { points, level } = statsOf(records);
      const current = Math.min(8, Math.max(1, ...records.filter((r) => r.is_completed).map((r) => r.region_id + 1), 1));
      return json({ user_id: user.id, total_xp: points, level, current_region: current, created_at: user.createdAt });
    }
    case "POST auth/reset/quest":
    case "POST reset/quest": {
      const regionId = Number((await body(request)).regionId);
      if (!getModule(regionId)) return json({ error: "Invalid regionId" }, 400);
      return reset(user, { kind: "module", moduleId: regionId });
    }
    case "POST auth/reset/region":
    case "POST reset/region": {
      const regionId = Number((await body(request)).regionId);
      if (!getModule(regionId)) return json({ error: "Invalid regionId" }, 400);
      return reset(user, { kind: "department", moduleId: regionId });
    }
    case "POST auth/reset/all":
    case "POST reset/all":
      return reset(user, { kind: "all" });
    case "POST auth/certificate/email":
    case "POST certificate/email": {
      const r = await emailCertificate(user, tenant);
      return r.ok ? json({ success: true, message: "Certificate has been emailed to your registered email address!" }) : json({ error: r.error }, 409);
    }
  }
  return notFoundJson();
}

async function getUserById(id: number) {
  const u = await db().selectFrom("users").select(["id", "first_name", "last_name", "email", "role"]).where("id", "=", id).executeTakeFirstOrThrow();
  return { id: u.id, firstName: u.first_name, lastName: u.last_name, email: u.email, role: u.role };
}
