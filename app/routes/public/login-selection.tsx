import { Link } from "react-router";
import type { Route } from "./+types/login-selection";
import { PrivacyLink, PublicHeader } from "../../components/chrome";
import { useT } from "../../i18n/react";
import { oidcEnabled, providerLabel } from "../../server/identity/oidc.server";
import { publicPage } from "../../server/identity/pages.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { view, tenant } = await publicPage({ request });
  return { ...view, externalSignIn: tenant.kind === "main" && oidcEnabled() ? providerLabel() : null };
}

export default function LoginSelection({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tenant, externalSignIn } = loaderData;
  const base = tenant.base;
  return (
    <>
      <title>{t("Choose how to sign in")}</title>
      <PublicHeader name={tenant.name} base={base} />
      <main id="main" className="page narrow">
        <h1>{t("Choose how to sign in")}</h1>
        <ul className="choice-list">
          <li className="card">
            <h2>{t("Employee Login")}</h2>
            <p>{t("Take your GDPR training, follow your progress and download your certificate.")}</p>
            <Link className="btn btn-primary" to={`${base}/employee/login`}>
              {t("Employee Login")}
            </Link>
          </li>
          <li className="card">
            <h2>{t("Administrator Login")}</h2>
            <p>{t("Manage your people, follow completions and configure your company.")}</p>
            <Link className="btn btn-secondary" to={`${base}/admin/login`}>
              {t("Administrator Login")}
            </Link>
          </li>
          {externalSignIn ? (
            <li className="card">
              <h2>{t("Learner Sign-In")}</h2>
              <p>{t("Take the training with your {provider} account.", { provider: externalSignIn })}</p>
              <a className="btn" href="/auth/login">
                {t("Sign in with {provider}", { provider: externalSignIn })}
              </a>
            </li>
          ) : null}
        </ul>
        <p>
          <Link to={base || "/"}>{t("← Back to home")}</Link>
        </p>
        <p>
          <PrivacyLink base={base} />
        </p>
      </main>
    </>
  );
}
