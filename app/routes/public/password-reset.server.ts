/**
 * The loaders and actions of the password reset pages of the three kinds of person (employee
 * and administrator in every context, the super administrator on the platform): the request page
 * ({…}/forgot-password) and the page of the link ({…}/reset-password?token=…). Plain form posts
 * with POST-redirect-GET; the same schemas and services as the JSON calls.
 */
import { data, redirect } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { forgotPasswordPageSchema, resetPasswordPageSchema } from "../../domain/forms";
import { forgotPasswordPath, noMailNote, RESET_MSG, type ResetGroup, resetMessage } from "../../domain/password-reset";
import { checkResetLink, completePasswordReset, requestPasswordReset } from "../../server/identity/password-resets.server";
import { openSession, type RequestArgs, requestMeta } from "../../server/identity/sessions.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { env } from "../../server/platform/env.server";
import { parseForm } from "../../server/platform/forms.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { resolveTenant, type Tenant } from "../../server/platform/tenant.server";

export interface ResetPage {
  group: ResetGroup;
  /** The tenant of the page; null for the super administrator. */
  tenant: Tenant | null;
}

/**
 * Whose page a request is for, from its address: /super-admin/… is the super administrator's
 * (no tenant), {context}/admin/… an administrator's and {context}/employee/… an employee's, in the
 * tenant of the context (404 or 503 for an unknown or unavailable one, as on the sign-in pages).
 */
export async function resetPageOf(args: Pick<RequestArgs, "request" | "url">): Promise<ResetPage> {
  if (args.url.pathname.startsWith("/super-admin/")) return { group: "super_admin", tenant: null };
  const group = args.url.pathname.split("/").at(-2) === "admin" ? "admin" : "employee";
  return { group, tenant: await resolveTenant(args.request) };
}

/** What the reset pages' actions answer when they do not redirect. */
export interface ResetActionData {
  result: SubmissionResult<string[]>;
  /** A refusal or an unusable link: the panel's message, a catalogue key the page translates. */
  failure?: string;
}

const loginPath = (p: ResetPage) => (p.group === "super_admin" ? "/super-admin/login" : `${p.tenant?.base ?? ""}/${p.group}/login`);
const home = (p: ResetPage) =>
  p.group === "super_admin"
    ? "/super-admin/dashboard"
    : p.group === "admin"
      ? `${p.tenant?.base ?? ""}/admin/dashboard`
      : `${p.tenant?.base ?? ""}/training-intro`;
const retryHeaders = (seconds?: number) => (seconds ? { "Retry-After": String(seconds) } : undefined);

/** What both pages show around their form: who they are for, and the way back to sign-in. */
function pageView(p: ResetPage) {
  return {
    group: p.group,
    tenantName: p.tenant?.name ?? null,
    base: p.tenant?.base ?? "",
    loginPath: loginPath(p),
    forgotPath: forgotPasswordPath(p.tenant?.base ?? "", p.group),
  };
}

/** The request page: its form, the answer after a request (?sent=1), and the note while no mail server is configured. */
export function forgotPasswordView(p: ResetPage, url: URL) {
  return { ...pageView(p), sent: url.searchParams.get("sent") === "1", noMail: env().SMTP_URL ? null : noMailNote(p.group) };
}

/** A request: the same redirect for every email (429 with Retry-After when over the limit, 400 for a malformed one). */
export async function forgotPasswordAction(args: RequestArgs, p: ResetPage) {
  const submission = await parseForm(args.request, forgotPasswordPageSchema);
  if (submission.status !== "success") return data<ResetActionData>({ result: submission.reply() }, { status: 400 });
  const answer = await requestPasswordReset({ group: p.group, tenant: p.tenant, email: submission.value.email, meta: requestMeta(args) });
  if (answer.kind === "refused")
    return data<ResetActionData>(
      { result: submission.reply(), failure: answer.message },
      { status: answer.status, headers: retryHeaders(answer.retryAfterSeconds) },
    );
  return redirect(`${forgotPasswordPath(p.tenant?.base ?? "", p.group)}?sent=1`);
}

/** The page of a link: the account's email and the form, or why the link cannot be used (reads only). */
export async function resetPasswordView(p: ResetPage, url: URL) {
  const token = url.searchParams.get("token") ?? "";
  const checked = await checkResetLink(token, p.group, p.tenant);
  return {
    ...pageView(p),
    token: checked.ok ? token : null,
    email: checked.ok ? checked.link.email : null,
    problem: checked.ok ? null : resetMessage(checked.problem),
  };
}

/**
 * A new password through a link: on success the person is signed in (as after an invitation),
 * on a new session, and lands on their home page with the confirmation (POST-redirect-GET).
 */
export async function resetPasswordAction(args: RequestArgs, p: ResetPage) {
  const submission = await parseForm(args.request, resetPasswordPageSchema);
  const hidden = { hideFields: ["newPassword", "confirmPassword"] };
  if (submission.status !== "success") return data<ResetActionData>({ result: submission.reply(hidden) }, { status: 400 });
  const v = submission.value;
  const done = await completePasswordReset({
    token: v.token,
    group: p.group,
    tenant: p.tenant,
    newPassword: v.newPassword,
    meta: requestMeta(args),
  });
  if (done.kind === "weak")
    return data<ResetActionData>(
      { result: submission.reply({ ...hidden, fieldErrors: { newPassword: [done.message] } }) },
      { status: 400 },
    );
  if (done.kind === "invalid") return data<ResetActionData>({ result: submission.reply(hidden), failure: done.message }, { status: 400 });
  if (done.kind === "refused")
    return data<ResetActionData>(
      { result: submission.reply(hidden), failure: done.message },
      { status: done.status, headers: retryHeaders(done.retryAfterSeconds) },
    );
  const session = await openSession(args.request, done.user);
  const { t } = await requestLanguage(args.request);
  const response = await redirectWithFlash(home(p), { kind: "success", text: t(RESET_MSG.done) });
  for (const cookie of session.headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
}
