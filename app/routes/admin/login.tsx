import { Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { Panel, PrivacyLink, PublicHeader } from "../../components/chrome";
import { LoginForm } from "../../components/LoginForm";
import { SsoButtons } from "../../components/SsoButtons";
import { ssoOptions } from "../../server/identity/sso.server";
import { useT } from "../../i18n/react";
import { getUser } from "../../server/identity/sessions.server";
import { publicTenant, resolveTenant } from "../../server/platform/tenant.server";
import { invitationView, loginPageAction, loginPageHeaders } from "../public/login.server";

export const headers: Route.HeadersFunction = loginPageHeaders;

export async function loader({ request, url }: Route.LoaderArgs) {
  const tenant = await resolveTenant(request);
  const user = await getUser(request, tenant);
  const dashboard = `${tenant.base}/admin/dashboard`;
  if (user?.role === "admin") {
    // After a password was set: the spec's success message, then the dashboard (also without JS).
    if (url.searchParams.get("welcome") === "1")
      return { tenant: publicTenant(tenant), welcome: dashboard, token: null, email: null, invitationError: null, sso: null };
    throw redirect(dashboard);
  }
  const invitation = await invitationView(url.searchParams.get("token"), tenant, "admin");
  return { tenant: publicTenant(tenant), welcome: null, ...invitation, sso: await ssoOptions(tenant) };
}

export async function action(args: Route.ActionArgs) {
  const tenant = await resolveTenant(args.request);
  return loginPageAction(args, {
    group: "admin",
    tenant,
    // After a password was set: the spec's success message first, then the dashboard.
    successUrl: (mode) => (mode === "login" ? `${tenant.base}/admin/dashboard` : `${tenant.base}/admin/login?welcome=1`),
  });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { tenant, token, email, invitationError, welcome, sso } = loaderData;
  const base = tenant.base;
  const title = <title>{t("Administrator Login – GDPR Training")}</title>;
  if (welcome) {
    return (
      <>
        {title}
        <meta httpEquiv="refresh" content={`2;url=${welcome}`} />
        <PublicHeader name={tenant.name} base={base} />
        <main id="main" className="page narrow">
          <h1>{t("Administrator Portal")}</h1>
          <Panel tone="success">{t("Password set successfully! Redirecting to dashboard...")}</Panel>
          <p>
            <Link className="btn btn-primary" to={welcome}>
              {t("Continue to dashboard")}
            </Link>
          </p>
        </main>
      </>
    );
  }
  const settingPassword = Boolean(token) || actionData?.mode === "change-password";
  return (
    <>
      {title}
      <PublicHeader name={tenant.name} base={base} />
      <main id="main" className="page narrow">
        <h1>{settingPassword ? t("Set Your Administrator Password") : t("Administrator Login")}</h1>
        <p>
          {settingPassword
            ? t("Choose a password for your administrator account.")
            : t("Sign in to manage {company}.", { company: tenant.name })}
        </p>
        {invitationError ? (
          <Panel tone="error" heading={t("Setup Failed")}>
            {t(invitationError)}
          </Panel>
        ) : null}
        {sso && !settingPassword ? <SsoButtons sso={sso} base={base} company={tenant.name} /> : null}
        <LoginForm who="admin" actionData={actionData} token={token} invitationEmail={email} />
        <p className="center">
          <Link to={`${base}/admin/forgot-password`}>{t("Forgot your password?")}</Link>
        </p>
        <p className="center">
          <Link to={base || "/"}>{t("← Back to Employee Training")}</Link>
        </p>
        <p className="center">
          <PrivacyLink base={base} />
        </p>
      </main>
    </>
  );
}
