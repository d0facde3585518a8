/**
 * The learner side's JSON calls (spec/learner.md section 7) and the admin session calls
 * (spec/administration.md 7.1), on the same services and schemas as the pages.
 */
import { z } from "zod";
import { apiSetPasswordSchema, credentialsSchema, forgotPasswordSchema, regionSchema, resetPasswordSchema } from "../../domain/forms";
import { acceptInvitation, checkInvitation, invitationMessage } from "../../server/identity/invitations.server";
import { OidcError, oidcAuthenticate, oidcEnabled, providerName } from "../../server/identity/oidc.server";
import { type CompanyUser, endSession, requestMeta } from "../../server/identity/sessions.server";
import { changePassword } from "../../server/identity/sign-in.server";
import { FlowError, personOf } from "../../server/training/assessment.server";
import { CERTIFICATE_MAIL, emailCertificate } from "../../server/training/certificates.server";
import { achievements, progressRecords, statsOf } from "../../server/training/progress.server";
import { resetProgress, type ResetTarget } from "../../server/training/resets.server";
import {
  apiForgotPassword,
  apiLogin,
  apiResetPassword,
  type ApiCall,
  type ApiRoute,
  FORGOT_PASSWORD_DOC,
  firstIssue,
  json,
  passwordSetAnswer,
  RESET_PASSWORD_DOC,
  said,
  type SignedInCall,
} from "./table.server";
import { API_ERRORS } from "./errors.server";

export const userJson = (u: Pick<CompanyUser, "id" | "firstName" | "lastName" | "email" | "role">) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  role: u.role,
});

const login = (call: ApiCall, role: "employee" | "admin") =>
  apiLogin(call, role, call.tenant, (u) => ({ id: u.id, firstName: u.first_name, lastName: u.last_name, email: u.email, role: u.role }));

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
  return passwordSetAnswer(call, result);
}

async function validateInvitation(call: ApiCall, role: "employee" | "admin") {
  const token = (call.args.url.searchParams.get("token") ?? "").slice(0, 200);
  const checked = await checkInvitation(token, call.tenant, role);
  if (!checked.ok) return json({ valid: false, error: invitationMessage(checked.problem, role) }, 400);
  return json({ valid: true, email: checked.invitation.email });
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
    return json({ error: API_ERRORS.external_sign_in_not_configured }, 404);
  }
  try {
    await oidcAuthenticate(call.args.request, requestMeta(call.args));
  } catch (e) {
    if (e instanceof Response && e.headers.get("Location")) return json({ redirectUrl: e.headers.get("Location") }, 200, e.headers);
    if (e instanceof OidcError) return json({ error: (await call.language()).t(e.key, e.values) }, 502);
    throw e;
  }
  return json({ error: API_ERRORS.external_sign_in_not_configured }, 404);
}

const SIGN_IN = {
  200: "Signed in: {success, user, sessionToken, expiresAt, requiresPasswordChange} and the session cookie; or {requiresPasswordChange: true} when a temporary password must be replaced first",
  400: "{success: false, error} with the spec's validation message",
  401: "{success: false, error: 'Invalid email or password'}",
  429: "{success: false, error}: too many attempts, with Retry-After",
  503: "{success: false, error}: the service is busy, with Retry-After",
};
const SET_PASSWORD = {
  200: "{success, sessionToken, expiresAt} and the session cookie",
  400: "{success: false, error}: validation, a weak password or an invitation that cannot be used",
  401: "{success: false, error}: wrong temporary password",
  429: "{success: false, error}: too many attempts, with Retry-After",
  503: "{success: false, error}: the service is busy, with Retry-After",
};
const VALIDATE = { 200: "{valid: true, email}", 400: "{valid: false, error} with the spec's invitation message" };
const RESET = { 200: "{success: true}", 400: "{error: 'Invalid regionId'}", 404: "{error}: not a trainable module" };
const regionBody = regionSchema.pick({ regionId: true });

export const LEARNER_CALLS: readonly ApiRoute[] = [
  {
    method: "GET",
    paths: ["oauth/:provider/redirect_url"],
    access: "public",
    doc: {
      summary: "Where to start external sign-in (main site only)",
      responses: { 200: "{redirectUrl}", 404: "{error}: not configured", 502: "{error}: provider unreachable" },
    },
    handle: oauthRedirect,
  },
  {
    method: "POST",
    paths: ["auth/login"],
    access: "public",
    doc: { summary: "Employee sign-in", body: credentialsSchema, responses: SIGN_IN },
    handle: (c) => login(c, "employee"),
  },
  {
    method: "POST",
    paths: ["admin/auth/login"],
    access: "public",
    doc: { summary: "Administrator sign-in", body: credentialsSchema, responses: SIGN_IN },
    handle: (c) => login(c, "admin"),
  },
  {
    method: "POST",
    paths: ["auth/set-password"],
    access: "public",
    doc: {
      summary: "Employee: set a password by invitation token, or replace a temporary one",
      body: apiSetPasswordSchema,
      responses: SET_PASSWORD,
    },
    handle: (c) => setPassword(c, "employee"),
  },
  {
    method: "POST",
    paths: ["admin/auth/set-password"],
    access: "public",
    doc: {
      summary: "Administrator: set a password by invitation token, or replace a temporary one",
      body: apiSetPasswordSchema,
      responses: SET_PASSWORD,
    },
    handle: (c) => setPassword(c, "admin"),
  },
  {
    method: "POST",
    paths: ["auth/forgot-password"],
    access: "public",
    doc: {
      summary: "Employee: ask for a password reset link (mailed through the outbox)",
      body: forgotPasswordSchema,
      responses: FORGOT_PASSWORD_DOC,
    },
    handle: (c) => apiForgotPassword(c, "employee", c.tenant),
  },
  {
    method: "POST",
    paths: ["admin/auth/forgot-password"],
    access: "public",
    doc: {
      summary: "Administrator: ask for a password reset link (mailed through the outbox)",
      body: forgotPasswordSchema,
      responses: FORGOT_PASSWORD_DOC,
    },
    handle: (c) => apiForgotPassword(c, "admin", c.tenant),
  },
  {
    method: "POST",
    paths: ["auth/reset-password"],
    access: "public",
    doc: { summary: "Employee: set a new password with a reset link's token", body: resetPasswordSchema, responses: RESET_PASSWORD_DOC },
    handle: (c) => apiResetPassword(c, "employee", c.tenant),
  },
  {
    method: "POST",
    paths: ["admin/auth/reset-password"],
    access: "public",
    doc: {
      summary: "Administrator: set a new password with a reset link's token",
      body: resetPasswordSchema,
      responses: RESET_PASSWORD_DOC,
    },
    handle: (c) => apiResetPassword(c, "admin", c.tenant),
  },
  {
    method: "POST",
    paths: ["auth/logout", "admin/auth/logout", "logout"],
    access: "public",
    doc: { summary: "End this session (cookie or bearer token)", responses: { 200: "{success: true}", 400: "{error}: unreadable body" } },
    handle: async (c) => json({ success: true }, 200, await endSession(c.args.request)),
  },
  {
    method: "GET",
    paths: ["auth/invitation/validate"],
    access: "public",
    doc: { summary: "Check an employee invitation token", query: { token: "the invitation token" }, responses: VALIDATE },
    handle: (c) => validateInvitation(c, "employee"),
  },
  {
    method: "GET",
    paths: ["admin/invitation/validate"],
    access: "public",
    doc: { summary: "Check an administrator invitation token", query: { token: "the invitation token" }, responses: VALIDATE },
    handle: (c) => validateInvitation(c, "admin"),
  },
  {
    method: "GET",
    paths: ["auth/check", "users/me"],
    access: "learner",
    doc: { summary: "The signed-in learner", responses: { 200: "{user: {id, firstName, lastName, email, role}}" } },
    handle: async (c) => json({ user: userJson(c.caller.user) }),
  },
  {
    method: "GET",
    paths: ["admin/auth/check"],
    access: "admin",
    doc: { summary: "The signed-in administrator", responses: { 200: "{user: {id, firstName, lastName, email, role}}" } },
    handle: async (c) => json({ user: userJson(c.caller.user) }),
  },
  {
    method: "GET",
    paths: ["auth/progress", "user/progress"],
    access: "learner",
    doc: { summary: "Progress records [{region_id, is_completed, score}]", responses: { 200: "the current progress records" } },
    handle: async (c) => json(await progressRecords(personOf(c.caller))),
  },
  {
    method: "GET",
    paths: ["admin/progress"],
    access: "admin",
    doc: { summary: "The administrator's own progress records", responses: { 200: "the current progress records" } },
    handle: async (c) => json(await progressRecords(personOf(c.caller))),
  },
  {
    method: "GET",
    paths: ["auth/badges", "user/badges"],
    access: "learner",
    doc: { summary: "Badges [{id, badge_name, earned_at}]", responses: { 200: "the current badges" } },
    handle: async (c) => {
      const { badges } = await achievements(personOf(c.caller));
      return json(badges.map((b) => ({ id: b.id, badge_name: b.badge_name, earned_at: b.earned_at })));
    },
  },
  {
    method: "GET",
    paths: ["auth/stats", "user/stats"],
    access: "learner",
    doc: { summary: "Stats {user_id, total_xp, level, current_region, created_at}", responses: { 200: "the learner's stats" } },
    handle: async (c) => {
      const records = await progressRecords(personOf(c.caller));
      const { points, level } = statsOf(records);
      const current = Math.min(8, Math.max(1, ...records.filter((r) => r.is_completed).map((r) => r.region_id + 1)));
      return json({ user_id: c.caller.user.id, total_xp: points, level, current_region: current, created_at: c.caller.user.createdAt });
    },
  },
  {
    method: "POST",
    paths: ["auth/reset/quest", "reset/quest"],
    access: "learner",
    doc: {
      summary: "Reset a module (also takes back module 8 and the certificate)",
      body: regionBody.extend({ questId: z.number().optional() }),
      responses: RESET,
    },
    handle: (c) => reset(c, "module"),
  },
  {
    method: "POST",
    paths: ["auth/reset/region", "reset/region"],
    access: "learner",
    doc: { summary: "Reset a department (also takes back module 8 and the certificate)", body: regionBody, responses: RESET },
    handle: (c) => reset(c, "department"),
  },
  {
    method: "POST",
    paths: ["auth/reset/all", "reset/all"],
    access: "learner",
    doc: { summary: "Reset all training", responses: { 200: "{success: true}", 400: "{error}: unreadable body" } },
    handle: (c) => reset(c, "all"),
  },
  {
    method: "POST",
    paths: ["auth/certificate/email", "certificate/email"],
    access: "learner",
    doc: {
      summary: "Email the certificate (PDF attached)",
      responses: { 200: "{success: true, delivery: 'sent' | 'queued', message}", 409: "{error}: no certificate yet" },
    },
    handle: async (c) => {
      const r = await emailCertificate(c.caller, c.tenant);
      if (!r.ok) return json({ error: r.error }, 409);
      return json({ success: true, delivery: r.delivery, message: await said(c, CERTIFICATE_MAIL[r.delivery]) });
    },
  },
];
