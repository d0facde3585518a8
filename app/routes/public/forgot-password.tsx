import type { Route } from "./+types/forgot-password";
import { ForgotPasswordPage } from "../../components/PasswordReset";
import { loginPageHeaders } from "./login.server";
import { forgotPasswordAction, forgotPasswordView, resetPageOf } from "./password-reset.server";

/**
 * The request page of a password reset (issue 24, 1.1), one module for the three kinds of person:
 * {context}/employee/forgot-password, {context}/admin/forgot-password and
 * /super-admin/forgot-password (app/screens.ts). Its <title> is set by the page (components/PasswordReset.tsx), in its language.
 */
export const headers: Route.HeadersFunction = loginPageHeaders;

export async function loader(args: Route.LoaderArgs) {
  return forgotPasswordView(await resetPageOf(args), args.url);
}

export async function action(args: Route.ActionArgs) {
  return forgotPasswordAction(args, await resetPageOf(args));
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage page={loaderData} actionData={actionData} />;
}
