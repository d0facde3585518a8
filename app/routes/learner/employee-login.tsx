import { Link, redirect } from "react-router";
import type { Route } from "./+types/employee-login";
import { Panel, PrivacyLink, PublicHeader } from "../../components/chrome";
import { LoginForm } from "../../components/LoginForm";
import { SsoButtons } from "../../components/SsoButtons";
import { ssoOptions } from "../../server/identity/sso.server";
import { Rich, useT } from "../../i18n/react";
import { getUser } from "../../server/identity/sessions.server";
import { MSG } from "../../domain/forms";
import { CRO_TENANT } from "../../domain/tenants";
import { publicTenant, resolveTenant } from "../../server/platform/tenant.server";
import { invitationView, loginPageAction, loginPageHeaders } from "../public/login.server";

export const headers: Route.HeadersFunction = loginPageHeaders;

export async function loader({ request, url }: Route.LoaderArgs) {
  const tenant = await resolveTenant(request);
  const user = await getUser(request, tenant);
  if (user && user.role !== "admin") throw redirect(`${tenant.base}/training-intro`);
  const invitation = await invitationView(url.searchParams.get("token"), tenant, "employee");
  return { tenant: publicTenant(tenant), ...invitation, sso: await ssoOptions(tenant) };
}

export async function action(args: Route.ActionArgs) {
  const tenant = await resolveTenant(args.request);
  return loginPageAction(args, {
    group: "employee",
    tenant,
    successUrl: () => `${tenant.base}/training-intro`,
    loginFailureMessage: tenant.slug === CRO_TENANT.slug ? MSG.croEmployeeAuthFailed : undefined,
  });
}

export default function EmployeeLogin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { tenant, token, email, invitationError, sso } = loaderData;
  const settingPassword = Boolean(token) || actionData?.mode === "change-password";
  // A company that requires its IdP offers employees no password form (an invitation link still sets one).
  const passwords = !sso.required || settingPassword;
  return (
    <>
      <title>{t("Employee Login – GDPR Training")}</title>
      <PublicHeader name={tenant.name} base={tenant.base} />
      <main id="main" className="page narrow">
        <h1>{settingPassword ? t("Set Your Password") : t("Employee Login")}</h1>
        <p>
          {settingPassword ? t("Choose a password to start your GDPR training.") : t("Sign in to continue your GDPR compliance training.")}
        </p>
        {invitationError ? (
          <Panel tone="error" heading={t("Setup Failed")}>
            {t(invitationError)}
          </Panel>
        ) : null}
        {settingPassword ? null : <SsoButtons sso={sso} base={tenant.base} company={tenant.name} />}
        {passwords ? (
          <>
            <LoginForm who="employee" actionData={actionData} token={token} invitationEmail={email} />
            <p className="center">
              <Link to={`${tenant.base}/employee/forgot-password`}>{t("Forgot your password?")}</Link>
            </p>
          </>
        ) : (
          <p>{t("{company} signs you in through its identity provider.", { company: tenant.name })}</p>
        )}
        <p className="center">
          <Rich
            text={t("Administrator? <link>Sign in at the admin portal</link>")}
            link={(c) => <Link to={`${tenant.base}/admin/login`}>{c}</Link>}
          />
        </p>
        <p className="center">
          <PrivacyLink base={tenant.base} />
        </p>
      </main>
    </>
  );
}
