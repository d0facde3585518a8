import { useT } from "../i18n/react";

export interface SsoOptions {
  oidc: boolean;
  saml: boolean;
  /** Employees must sign in through the IdP (their password form is not offered). */
  required: boolean;
}

/**
 * "Sign in with {company}'s account" (issue 29): plain links to the company's IdP, so they work
 * without JavaScript. With both protocols configured, SAML's link names itself.
 */
export function SsoButtons({ sso, base, company }: { sso: SsoOptions; base: string; company: string }) {
  const t = useT();
  if (!sso.oidc && !sso.saml) return null;
  const label = t("Sign in with {company}'s account", { company });
  return (
    <div className="sso-options">
      {sso.oidc ? (
        <p>
          <a className="btn btn-primary btn-block" href={`${base}/sso/oidc/login`}>
            {label}
          </a>
        </p>
      ) : null}
      {sso.saml ? (
        <p>
          <a className={sso.oidc ? "btn btn-block" : "btn btn-primary btn-block"} href={`${base}/sso/saml/login`}>
            {sso.oidc ? t("{label} (SAML)", { label }) : label}
          </a>
        </p>
      ) : null}
    </div>
  );
}
