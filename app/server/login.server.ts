import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { changeSchema, inviteSchema, loginSchema } from "../domain/forms";
import {
  acceptInvitation, AuthError, authenticate, changePassword, checkInvitation, invitationMessage, passwordProblem,
  startSession, type SignIn,
} from "./auth.server";
import type { Tenant } from "./tenant.server";

export type LoginMode = "login" | "set-password" | "change-password";

export interface LoginActionData {
  result: SubmissionResult<string[]>;
  mode: LoginMode;
  /** The failure panel: heading and message. */
  failure?: { heading: string; message: string };
  email?: string;
}

const FAIL = { login: "Login Failed", setup: "Setup Failed" } as const;

/** The view of a login page for a `?token=`: invitation email, or the invitation message. */
export async function invitationView(token: string | null, tenant: Tenant, role: "employee" | "admin") {
  if (!token) return { token: null, email: null, invitationError: null };
  const checked = await checkInvitation(token, tenant, role);
  if (!checked.ok) return { token: null, email: null, invitationError: invitationMessage(checked.problem, role) };
  return { token, email: checked.invitation.email, invitationError: null };
}

/**
 * The action of the employee and admin login pages: sign in, set a password through an
 * invitation, or replace a temporary password. Answers 4xx with messages, or redirects with the
 * new session's cookie.
 */
export async function loginAction(
  request: Request, tenant: Tenant, role: "employee" | "admin", address: string, successUrl: string,
) {
  const form = await request.clone().formData();
  const intent = String(form.get("intent") ?? "login");

  if (intent === "set-password") {
    const submission = parseWithZod(form, { schema: inviteSchema });
    if (submission.status !== "success") {
      return data<LoginActionData>({ result: submission.reply(), mode: "set-password" }, { status: 400 });
    }
    const problem = passwordProblem(submission.value.newPassword!);
    if (problem) {
      return data<LoginActionData>(
        { result: submission.reply({ fieldErrors: { newPassword: [problem] } }), mode: "set-password" },
        { status: 400 },
      );
    }
    const accepted = await acceptInvitation(submission.value.token, tenant, role, submission.value.newPassword!);
    if (!accepted.ok) {
      return data<LoginActionData>(
        {
          result: submission.reply(),
          mode: "set-password",
          failure: { heading: FAIL.setup, message: invitationMessage(accepted.problem, role) },
        },
        { status: 400 },
      );
    }
    return redirect(successUrl, { headers: await startSession(request, accepted.user) });
  }

  if (intent === "change-password") {
    const submission = parseWithZod(form, { schema: changeSchema });
    const email = String(form.get("email") ?? "");
    if (submission.status !== "success") {
      return data<LoginActionData>({ result: submission.reply(), mode: "change-password", email }, { status: 400 });
    }
    const v = submission.value;
    const problem = passwordProblem(v.newPassword!);
    if (problem) {
      return data<LoginActionData>(
        { result: submission.reply({ fieldErrors: { newPassword: [problem] } }), mode: "change-password", email },
        { status: 400 },
      );
    }
    const changed = await changePassword(tenant, role, v.email!, v.currentPassword!, v.newPassword!, address);
    if (!changed.ok) {
      return data<LoginActionData>(
        { result: submission.reply(), mode: "change-password", email, failure: { heading: FAIL.setup, message: changed.message } },
        { status: changed.status },
      );
    }
    return redirect(successUrl, { headers: await startSession(request, changed.user) });
  }

  const submission = parseWithZod(form, { schema: loginSchema });
  if (submission.status !== "success") {
    return data<LoginActionData>({ result: submission.reply({ hideFields: ["password"] }), mode: "login" }, { status: 400 });
  }
  let signIn: SignIn;
  try {
    signIn = await authenticate(role, request, tenant, address);
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    return data<LoginActionData>(
      { result: submission.reply({ hideFields: ["password"] }), mode: "login", failure: { heading: FAIL.login, message: e.message } },
      { status: e.status },
    );
  }
  if (signIn.kind === "must-change-password") {
    return data<LoginActionData>(
      { result: submission.reply({ resetForm: true }), mode: "change-password", email: signIn.email },
      { status: 200 },
    );
  }
  return redirect(successUrl, { headers: await startSession(request, signIn.user) });
}
