/**
 * The action of the three sign-in pages (employee, admin, super administrator): sign in, set a
 * password through an invitation, or replace a temporary password (or the super administrator's
 * printed first one). One schema, one sign-in
 * service; answers 4xx/503 with the message to show (catalogue keys, translated by the page), or
 * redirects with the new session.
 */
import { data, redirect } from "react-router";
import type { LoginActionData } from "../../components/LoginForm";
import { type LoginMode, loginPageSchema, superLoginSchema } from "../../domain/forms";
import { acceptInvitation, checkInvitation, invitationMessage } from "../../server/identity/invitations.server";
import { openSession, type RequestArgs, requestMeta } from "../../server/identity/sessions.server";
import { changePassword, type Refusal, type SignInGroup, signIn } from "../../server/identity/sign-in.server";
import { parseForm } from "../../server/platform/forms.server";
import { msg } from "../../i18n/msg";
import type { Tenant } from "../../server/platform/tenant.server";

const FAIL = { login: msg("Login Failed"), setup: msg("Setup Failed") } as const;

/** The view of a login page for a `?token=`: the invitation's email, or why it cannot be used (a key the page translates). */
export async function invitationView(token: string | null, tenant: Tenant, role: "employee" | "admin") {
  if (!token) return { token: null, email: null, invitationError: null };
  const checked = await checkInvitation(token.slice(0, 200), tenant, role);
  if (!checked.ok) return { token: null, email: null, invitationError: invitationMessage(checked.problem, role) };
  return { token, email: checked.invitation.email, invitationError: null };
}

/**
 * The sign-in pages' `headers` export: React Router passes an action's headers (other than
 * Set-Cookie) to the page only through it, so a 429 or 503 keeps its Retry-After.
 */
export function loginPageHeaders({ actionHeaders }: { actionHeaders: Headers }) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export interface LoginPage {
  group: SignInGroup;
  /** The tenant of the page; null for the super administrator. */
  tenant: Tenant | null;
  /** Where a signed-in user goes, by what they did. */
  successUrl: (mode: LoginMode) => string;
  /** Heading of the sign-in failure panel (the super administrator's: Authentication Failed). */
  loginFailureHeading?: string;
  /** The message of a refused sign-in (401) when the page has its own (the CRO academy's employees). */
  loginFailureMessage?: string;
}

export async function loginPageAction(args: RequestArgs, page: LoginPage) {
  const submission = await parseForm(args.request, page.tenant ? loginPageSchema : superLoginSchema);
  // The mode to render again (also when the post did not parse): what the form said it was.
  const requested = submission.payload.intent;
  const mode: LoginMode = requested === "set-password" || requested === "change-password" ? requested : "login";
  const posted = submission.payload.email;
  const email = mode === "change-password" && typeof posted === "string" ? posted.slice(0, 254) : undefined;
  const reply = (init: { status: number; headers?: HeadersInit }, extra: Partial<LoginActionData> = {}) =>
    data<LoginActionData>({ result: submission.reply({ hideFields: ["password"] }), mode, email, ...extra }, init);
  if (submission.status !== "success") return reply({ status: 400 });

  const v = submission.value;
  const meta = requestMeta(args);
  const refused = (r: Refusal, heading: string) =>
    reply(
      { status: r.status, headers: r.retryAfterSeconds ? { "Retry-After": String(r.retryAfterSeconds) } : undefined },
      { failure: { heading, message: r.message } },
    );
  const fieldError = (field: string, message: string) =>
    data<LoginActionData>({ result: submission.reply({ fieldErrors: { [field]: [message] } }), mode, email }, { status: 400 });
  const signedIn = async (user: Parameters<typeof openSession>[1]) =>
    redirect(page.successUrl(v.intent), { headers: (await openSession(args.request, user)).headers });

  if (v.intent === "login") {
    const result = await signIn({ group: page.group, tenant: page.tenant, email: v.email ?? "", password: v.password ?? "", meta });
    if (result.kind === "refused") {
      const own = result.status === 401 && page.loginFailureMessage;
      return refused(own ? { ...result, message: own } : result, page.loginFailureHeading ?? FAIL.login);
    }
    if (result.kind === "must-change-password") {
      return data<LoginActionData>(
        { result: submission.reply({ resetForm: true }), mode: "change-password", email: result.email },
        { status: 200 },
      );
    }
    return signedIn(result.user);
  }

  if (v.intent === "set-password") {
    // Invitations exist only for company users (the page has a tenant).
    if (!page.tenant || page.group === "super_admin") return reply({ status: 400 });
    const accepted = await acceptInvitation({ token: v.token, tenant: page.tenant, role: page.group, newPassword: v.newPassword, meta });
    if (accepted.kind === "weak") return fieldError("newPassword", accepted.message);
    if (accepted.kind === "invalid") return reply({ status: 400 }, { failure: { heading: FAIL.setup, message: accepted.message } });
    if (accepted.kind === "refused") return refused(accepted, FAIL.setup);
    return signedIn(accepted.user);
  }
  // A temporary password, or the super administrator's printed first password, replaced.
  const changed = await changePassword({
    group: page.group,
    tenant: page.tenant,
    email: v.email,
    password: v.currentPassword,
    newPassword: v.newPassword,
    meta,
  });
  if (changed.kind === "weak") return fieldError("newPassword", changed.message);
  if (changed.kind === "refused") return refused(changed, FAIL.setup);
  return signedIn(changed.user);
}
