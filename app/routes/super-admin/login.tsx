import { Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { LoginForm } from "../../components/LoginForm";
import { msg } from "../../i18n/msg";
import { useT } from "../../i18n/react";
import { getSuperAdmin } from "../../server/identity/sessions.server";
import { loginPageAction, loginPageHeaders } from "../public/login.server";

export const headers: Route.HeadersFunction = loginPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSuperAdmin(request)) throw redirect("/super-admin/dashboard");
  return null;
}

export const action = (args: Route.ActionArgs) =>
  loginPageAction(args, {
    group: "super_admin",
    tenant: null,
    successUrl: () => "/super-admin/dashboard",
    loginFailureHeading: msg("Authentication Failed"),
  });

export default function SuperAdminLogin({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" className="page narrow super">
      <title>{t("System Administration – Sign In")}</title>
      <h1>{t("System Administration")}</h1>
      <p>{t("Sign in with your super administrator account.")}</p>
      <LoginForm who="super_admin" actionData={actionData} />
      <p className="center">
        <Link to="/super-admin/forgot-password">{t("Forgot your password?")}</Link>
      </p>
      <p className="center">
        <Link to="/">{t("← Back to home")}</Link>
      </p>
    </main>
  );
}
