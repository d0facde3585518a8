import { Link } from "react-router";
import { SSO_REFUSAL_MSG, type SsoRefusal } from "../domain/sso";
import { useT } from "../i18n/react";
import { Panel, PublicHeader } from "./chrome";

/**
 * The page of a single sign-on that did not let the person in (issue 29): why, in words they
 * can take to their administrator, and the way back to the sign-in page. Both protocols' return
 * routes render it.
 */
export function SsoRefused({
  tenant,
  reason,
  email,
}: {
  tenant: { name: string; base: string };
  reason: SsoRefusal;
  email: string | null;
}) {
  const t = useT();
  return (
    <>
      <title>{t("Sign-in not possible – GDPR Training")}</title>
      <PublicHeader name={tenant.name} base={tenant.base} />
      <main id="main" className="page narrow">
        <h1>{t("Authentication Failed")}</h1>
        <Panel tone="error" heading={t("Sign-in not possible")}>
          {t(SSO_REFUSAL_MSG[reason], { email: email ?? "" })}
        </Panel>
        <p>
          <Link className="btn btn-primary" to={`${tenant.base}/employee/login`}>
            {t("Return to Login")}
          </Link>
        </p>
      </main>
    </>
  );
}
