import type { Route } from "./+types/reset-password";
import { ResetPasswordPage } from "../../components/PasswordReset";
import { loginPageHeaders } from "./login.server";
import { resetPageOf, resetPasswordAction, resetPasswordView } from "./password-reset.server";

/**
 * The page of a password reset link (issue 24, 1.1): a new password, then signed in. One module
 * for the three kinds of person: {context}/employee/reset-password, {context}/admin/reset-password
 * and /super-admin/reset-password, each with ?token= (app/screens.ts). Its <title> is set by the page
 * (components/PasswordReset.tsx), in its language.
 */
export const headers: Route.HeadersFunction = loginPageHeaders;

export async function loader(args: Route.LoaderArgs) {
  return resetPasswordView(await resetPageOf(args), args.url);
}

export async function action(args: Route.ActionArgs) {
  return resetPasswordAction(args, await resetPageOf(args));
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordPage page={loaderData} actionData={actionData} />;
}
