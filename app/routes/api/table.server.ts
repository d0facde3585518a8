/**
 * The shape of the JSON API's route table: every call with its method, paths, who may call it,
 * its handler and its documentation (the OpenAPI document is generated from the same entries,
 * so a call cannot exist undocumented).
 */
import type { z } from "zod";
import { credentialsSchema, forgotPasswordSchema, resetPasswordSchema } from "../../domain/forms";
import { idField } from "../../domain/input";
import { msg } from "../../i18n/msg";
import { DAILY_INVITATIONS, PERSON_INVITATIONS } from "../../domain/mail-limits";
import { noMailNote, RESET_MSG, type ResetGroup } from "../../domain/password-reset";
import { completePasswordReset, requestPasswordReset } from "../../server/identity/password-resets.server";
import { env } from "../../server/platform/env.server";
import type { Translate } from "../../i18n/i18n";
import type { LanguageKit } from "../../server/platform/i18n.server";
import {
  type CompanyCaller,
  openSession,
  type PlatformUser,
  type RequestArgs,
  type RequestMeta,
  requestMeta,
  type SessionOwner,
} from "../../server/identity/sessions.server";
import { type Refusal, type SignInGroup, signIn } from "../../server/identity/sign-in.server";
import type { MailRefusal } from "../../server/mail/limits.server";
import type { Tenant } from "../../server/platform/tenant.server";
import { API_ERRORS, type ApiErrorCode, errorBody } from "./errors.server";

/**
 * Who may call a route: anyone, a signed-in learner of the context (any company role), its
 * admin, or the super administrator (a session of the platform, not of a company).
 */
export type Access = "public" | "learner" | "admin" | "super_admin";

export interface ApiCall {
  args: RequestArgs;
  tenant: Tenant;
  params: Record<string, string>;
  /** The body of a POST, PUT or DELETE as an object ({} for none), read by the dispatcher before any call runs. */
  body: Record<string, unknown>;
  /**
   * The caller's language (Accept-Language first), for a call that makes one text of several
   * keys; plain English error texts are translated by the dispatcher (errors.server.ts).
   */
  language: () => Promise<LanguageKit>;
}
export interface SignedInCall extends ApiCall {
  caller: CompanyCaller;
}
/** A call of the signed-in super administrator: the actor every audited change records. */
export interface SuperAdminCall extends ApiCall {
  superAdmin: { user: PlatformUser; meta: RequestMeta };
}

export interface ApiDoc {
  summary: string;
  /** The body schema (JSON or form fields), when the call takes one. */
  body?: z.ZodType;
  /** Query parameters and what they mean. */
  query?: Record<string, string>;
  /** Status codes the call answers and what they mean (401, 404 and 405 of the dispatcher are added). */
  responses: Record<number, string>;
}

interface RouteBase {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Paths under the context's API prefix; `:name` matches one segment. */
  paths: readonly string[];
  /**
   * A call of the platform, not of a tenant: it exists under /api only (under /api/croacademy
   * and /api/company/{subdomain} the dispatcher answers 404, and the OpenAPI document lists /api
   * as its only server).
   */
  platform?: boolean;
  doc: ApiDoc;
}

/** A route of the table; the super administrator's calls are platform calls by type. */
export type ApiRoute =
  | (RouteBase & { access: Exclude<Access, "super_admin">; handle: (call: SignedInCall) => Promise<Response> })
  | (RouteBase & { access: Extract<Access, "super_admin">; platform: true; handle: (call: SuperAdminCall) => Promise<Response> });

export function json(body: unknown, status = 200, extra?: Headers | Record<string, string>) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (extra instanceof Headers) {
    for (const [k, v] of extra.entries()) if (k !== "set-cookie") headers.append(k, v);
    for (const c of extra.getSetCookie()) headers.append("Set-Cookie", c);
  } else {
    for (const [k, v] of Object.entries(extra ?? {})) headers.append(k, v);
  }
  return Response.json(body, { status, headers });
}

export const retryHeaders = (seconds?: number): Record<string, string> => (seconds ? { "Retry-After": String(seconds) } : {});

/** An invitation refused by a mail limit: {error} with 429 and Retry-After, or 403 with the field for an address outside the company's domain. */
export const mailRefused = (r: MailRefusal, t: Translate) =>
  json({ error: r.say(t), ...(r.reason === "domain" ? { field: "email" } : {}) }, r.status, retryHeaders(r.retryAfterSeconds ?? undefined));

/** The documented answers of calls that invite. */
export const MAIL_LIMIT_DOC = {
  limits: `the person's invitations (at most ${PERSON_INVITATIONS.burst} in ${PERSON_INVITATIONS.cooldownMinutes} minutes, ${PERSON_INVITATIONS.perDay} a day) or the company's daily invitations (${DAILY_INVITATIONS.trial} for a trial, ${DAILY_INVITATIONS.other.toLocaleString("en-US")} otherwise, unless the super administrator set another) are used up; nothing written, the refusal audited`,
  domain:
    "a company that set itself up may invite addresses of its contact email's domain only, until the super administrator allows others; nothing written, the refusal audited",
} as const;
export const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? msg("Invalid request");

/** A body its schema refused: 400 with the first issue's message and its field (null: the body as a whole). */
export const invalidBody = (error: z.ZodError) => json({ error: firstIssue(error), field: error.issues[0]?.path.join(".") || null }, 400);

/** A record id from a URL segment ({id}): a positive whole number, else null (the call answers 404). */
export function idParam(raw: string | undefined): number | null {
  const parsed = idField().safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * The sign-in service's refusals by their status, whatever their text: a program tells a wrong
 * password from the limits without reading it.
 */
const REFUSAL_CODES: Record<Refusal["status"], ApiErrorCode | "unavailable"> = {
  401: "invalid_credentials",
  403: "single_sign_on_required",
  429: "too_many_sign_in_attempts",
  503: "unavailable",
};
const refused = (r: Refusal) =>
  json({ success: false, error: r.message, code: REFUSAL_CODES[r.status] }, r.status, retryHeaders(r.retryAfterSeconds));

type SignedInPerson = { id: number; first_name: string; last_name: string; email: string; role: string };

/**
 * The auth/login calls of every group (spec 7.1, 7.3): the sign-in form's credentials, the same
 * sign-in service as the pages (limits, hashing queue, audit), and a session whose token is the
 * bearer credential. `tenant` is null for the super administrator.
 */
export async function apiLogin(call: ApiCall, group: SignInGroup, tenant: Tenant | null, describe: (u: SignedInPerson) => unknown) {
  const parsed = credentialsSchema.safeParse(call.body);
  if (!parsed.success) return json({ success: false, error: firstIssue(parsed.error) }, 400);
  const result = await signIn({
    group,
    tenant,
    email: parsed.data.email ?? "",
    password: parsed.data.password ?? "",
    meta: requestMeta(call.args),
  });
  if (result.kind === "refused") return refused(result);
  if (result.kind === "must-change-password") {
    // an answer of 200 (the dispatcher translates error answers only): in the caller's language here
    const { t } = await call.language();
    return json({ success: false, requiresPasswordChange: true, ...errorBody(t, API_ERRORS.password_change_required, 200) });
  }
  const session = await openSession(call.args.request, result.user);
  return json(
    {
      success: true,
      user: describe(result.user),
      sessionToken: session.token,
      expiresAt: session.expiresAt,
      // The spec's company logins read it (7.1); the super administrator's forced change answers
      // {success: false, requiresPasswordChange: true} above, like theirs.
      ...(tenant ? { requiresPasswordChange: false } : {}),
    },
    200,
    session.headers,
  );
}

/** What a set-password call's service answers: the person with a new password, or why not. */
export type PasswordSetOutcome =
  { kind: "accepted" | "changed"; user: SessionOwner } | Refusal | { kind: "weak" | "invalid"; message: string };

/**
 * A success answer's `message` in the caller's language (Accept-Language, as the errors): the
 * catalogue's English text with its values. The texts are the pages' own, so the API and the
 * screens say the same thing.
 */
export async function said(call: ApiCall, text: string, values?: Parameters<Translate>[1]) {
  return (await call.language()).t(text, values);
}

/** The answer of the set-password calls: a new session (every other one ended), else the refusal. */
export async function passwordSetAnswer(call: ApiCall, result: PasswordSetOutcome) {
  if (result.kind === "refused") return refused(result);
  if (!("user" in result)) return json({ success: false, error: result.message }, 400);
  const session = await openSession(call.args.request, result.user);
  return json({ success: true, sessionToken: session.token, expiresAt: session.expiresAt }, 200, session.headers);
}

/**
 * The forgot-password calls of every group (issue 24, 1.1): the request page's service, the same
 * answer for every email (and, without a mail server, the note of who can produce the link).
 */
export async function apiForgotPassword(call: ApiCall, group: ResetGroup, tenant: Tenant | null) {
  const parsed = forgotPasswordSchema.safeParse(call.body);
  if (!parsed.success) return json({ success: false, error: firstIssue(parsed.error) }, 400);
  const answer = await requestPasswordReset({ group, tenant, email: parsed.data.email, meta: requestMeta(call.args) });
  if (answer.kind === "refused")
    return json({ success: false, error: answer.message }, answer.status, retryHeaders(answer.retryAfterSeconds));
  const mailConfigured = Boolean(env().SMTP_URL);
  const note = mailConfigured ? null : await said(call, noMailNote(group));
  return json({ success: true, message: await said(call, RESET_MSG.requested), mailConfigured, note });
}

/** The reset-password calls of every group: a new password through a link, then a session (as after an invitation). */
export async function apiResetPassword(call: ApiCall, group: ResetGroup, tenant: Tenant | null) {
  const parsed = resetPasswordSchema.safeParse(call.body);
  if (!parsed.success) return json({ success: false, error: firstIssue(parsed.error) }, 400);
  const done = await completePasswordReset({
    token: parsed.data.token,
    group,
    tenant,
    newPassword: parsed.data.newPassword,
    meta: requestMeta(call.args),
  });
  if (done.kind === "refused") return json({ success: false, error: done.message }, done.status, retryHeaders(done.retryAfterSeconds));
  if (done.kind !== "reset") return json({ success: false, error: done.message }, 400);
  const session = await openSession(call.args.request, done.user);
  const message = await said(call, RESET_MSG.done);
  return json({ success: true, message, sessionToken: session.token, expiresAt: session.expiresAt }, 200, session.headers);
}

export const FORGOT_PASSWORD_DOC = {
  200: "{success: true, message, mailConfigured, note}: the same for every email (note: who can produce the link while no mail server is configured)",
  400: "{success: false, error}: a missing or malformed email",
  429: "{success: false, error}: too many requests for this email or from this address, with Retry-After",
};
export const RESET_PASSWORD_DOC = {
  200: "{success: true, message, sessionToken, expiresAt} and the session cookie: every other session of the person ended",
  400: "{success: false, error}: validation (confirmPassword must match), a weak password, or a link that is unknown, used or expired",
  429: "{success: false, error}: too many attempts from this address, with Retry-After",
  503: "{success: false, error}: the service is busy, with Retry-After",
};
