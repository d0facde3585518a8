import { Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { LoginForm } from "../../components/LoginForm";
import { getSuperAdmin } from "../../server/identity/sessions.server";
import { loginPageAction, loginPageHeaders } from "../public/login.server";

export const meta: Route.MetaFunction = () => [{ title: "System Administration – Sign In" }];
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
    loginFailureHeading: "Authentication Failed",
  });

export default function SuperAdminLogin({ actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="page narrow super">
      <h1>System Administration</h1>
      <p>Sign in with your super administrator account.</p>
      <LoginForm who="super_admin" actionData={actionData} />
      <p className="center">
        <Link to="/super-admin/forgot-password">Forgot your password?</Link>
      </p>
      <p className="center">
        <Link to="/">← Back to home</Link>
      </p>
    </main>
  );
}
