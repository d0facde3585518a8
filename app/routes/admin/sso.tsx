import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/sso";
import { PostButton } from "../../components/chrome";
import { CheckboxField, FormActions, TextAreaField, TextField } from "../../components/fields";
import { useSchemaForm } from "../../components/schema-form";
import { formatDateTimeUtc } from "../../domain/dates";
import { MAX_DOMAINS, MAX_METADATA, SSO_MSG, ssoAccessSchema, ssoOidcSchema, ssoSamlSchema, ssoSchema } from "../../domain/sso";
import { useT } from "../../i18n/react";
import { createScimToken, listScimTokens, revokeScimToken, scimBaseUrl } from "../../server/identity/scim-tokens.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { oidcRedirectUri, removeOidc, saveOidc } from "../../server/identity/sso-oidc.server";
import { removeSaml, saveSaml } from "../../server/identity/sso-saml.server";
import { readSso, samlUrls, saveAccess } from "../../server/identity/sso.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { parseForm } from "../../server/platform/forms.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { resolveTenant } from "../../server/platform/tenant.server";

/**
 * Settings → Single sign-on (issue 29): who may come in through the company's identity provider
 * (allowed domains, SSO required), its OpenID Connect client, its SAML IdP, and SCIM tokens. One
 * schema (domain/sso.ts), one form per intent; every form a plain post (works without JavaScript).
 */
export const meta: Route.MetaFunction = ({ data: d }) => [{ title: d?.title ?? "Single sign-on – Admin Dashboard – GDPR Training" }];

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const { t } = await requestLanguage(args.request);
  const sso = await readSso(caller.scope);
  const tokens = await listScimTokens(caller.scope);
  return {
    title: t("Single sign-on – Admin Dashboard – GDPR Training"),
    base: tenant.base,
    companyName: tenant.name,
    sso,
    redirectUri: oidcRedirectUri(tenant),
    saml: samlUrls(tenant),
    scimUrl: scimBaseUrl(tenant),
    tokens,
  };
}

type Reply = { intent: string; result: SubmissionResult<string[]> };

export async function action(args: Route.ActionArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const here = `${tenant.base}/admin/dashboard/settings/sso`;
  const submission = await parseForm(args.request, ssoSchema);
  const intent = String(submission.payload.intent ?? "");
  if (submission.status !== "success") return data<Reply>({ intent, result: submission.reply() }, { status: 400 });
  const { t } = await requestLanguage(args.request);
  const v = submission.value;
  const done = (text: string) => redirectWithFlash(here, { kind: "success", text: t(text) });
  const invalid = (field: string, message: string) =>
    data<Reply>({ intent, result: submission.reply({ fieldErrors: { [field]: [message] } }) }, { status: 400 });
  switch (v.intent) {
    case "access": {
      const saved = await saveAccess(caller, v);
      return saved.kind === "saved" ? done(SSO_MSG.saved) : invalid(saved.field, saved.message);
    }
    case "oidc": {
      const saved = await saveOidc(caller, v);
      return saved.kind === "saved" ? done(SSO_MSG.oidcSaved) : invalid(saved.field, saved.message);
    }
    case "oidc-remove":
      await removeOidc(caller);
      return done(SSO_MSG.oidcRemoved);
    case "saml": {
      const saved = await saveSaml(caller, v);
      return saved.kind === "saved" ? done(SSO_MSG.samlSaved) : invalid(saved.field, saved.message);
    }
    case "saml-remove":
      await removeSaml(caller);
      return done(SSO_MSG.samlRemoved);
    case "scim-create": {
      const { token } = await createScimToken(caller);
      return redirectWithFlash(here, {
        kind: "success",
        text: t("A SCIM token was made. Copy it now into your identity provider: it is not shown again."),
        copy: { label: t("SCIM token"), value: token },
      });
    }
    case "scim-revoke":
      if (!(await revokeScimToken(caller, v.tokenId))) return invalid("tokenId", SSO_MSG.tokenId);
      return done(SSO_MSG.tokenRevoked);
  }
}

export default function SingleSignOn({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  const last = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined);
  return (
    <section aria-labelledby="sso-title">
      <p>
        <Link to={`${d.base}/admin/dashboard/settings`}>{t("Back to Settings")}</Link>
      </p>
      <h2 id="sso-title">{t("Single sign-on")}</h2>
      <p>
        {t(
          "Let your people sign in with {company}'s own account through your identity provider (OpenID Connect or SAML 2.0), and let it provision them by SCIM.",
          { company: d.companyName },
        )}
      </p>
      <AccessForm d={d} lastResult={last("access")} />
      <OidcForm d={d} lastResult={last("oidc")} />
      <SamlForm d={d} lastResult={last("saml")} />
      <ScimTokens d={d} error={actionData?.intent === "scim-revoke" ? t(SSO_MSG.tokenId) : null} />
    </section>
  );
}

type Data = Route.ComponentProps["loaderData"];

function AccessForm({ d, lastResult }: { d: Data; lastResult?: SubmissionResult<string[]> }) {
  const t = useT();
  const [form, fields] = useSchemaForm({
    id: "sso-access",
    schema: ssoAccessSchema,
    lastResult,
    defaultValue: { allowedDomains: d.sso.allowedDomains.join("\n"), requireSso: d.sso.requireSso },
  });
  return (
    <Form method="post" className="form card" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="access" />
      <h3>{t("Who may come in")}</h3>
      <TextAreaField
        field={fields.allowedDomains}
        label={t("Allowed email domains")}
        max={MAX_DOMAINS * 254}
        rows={3}
        hint={t(
          "Only addresses of these domains (and their subdomains) sign in through your identity provider. The first sign-in of someone new creates their employee account while a seat is free.",
        )}
      />
      <CheckboxField
        field={fields.requireSso}
        label={t("Require single sign-on for employees")}
        hint={t(
          "Employees then cannot sign in with a password and receive no invitations. You, the administrator, keep your password as the break-glass account.",
        )}
      />
      <FormActions submit={t("Save Access Rules")} />
    </Form>
  );
}

function OidcForm({ d, lastResult }: { d: Data; lastResult?: SubmissionResult<string[]> }) {
  const t = useT();
  const [form, fields] = useSchemaForm({
    id: "sso-oidc",
    schema: ssoOidcSchema,
    lastResult,
    defaultValue: { issuer: d.sso.oidc?.issuer ?? "", clientId: d.sso.oidc?.clientId ?? "" },
  });
  return (
    <div className="card">
      <h3>{t("OpenID Connect")}</h3>
      <p>
        {t("Register this redirect URI at your provider:")} <code>{d.redirectUri}</code>
      </p>
      <Form method="post" className="form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="oidc" />
        <TextField field={fields.issuer} label={t("Issuer URL")} type="url" max={500} required />
        <TextField field={fields.clientId} label={t("Client ID")} max={300} required />
        <TextField
          field={fields.clientSecret}
          label={t("Client secret")}
          type="password"
          max={300}
          hint={d.sso.oidc?.hasSecret ? t("A secret is stored; it is never shown. Leave empty to keep it.") : undefined}
        />
        <FormActions submit={t("Save OpenID Connect")} />
      </Form>
      {d.sso.oidc ? (
        <PostButton intent="oidc-remove" className="btn btn-danger">
          {t("Remove OpenID Connect")}
        </PostButton>
      ) : null}
    </div>
  );
}

function SamlForm({ d, lastResult }: { d: Data; lastResult?: SubmissionResult<string[]> }) {
  const t = useT();
  const [form, fields] = useSchemaForm({
    id: "sso-saml",
    schema: ssoSamlSchema,
    lastResult,
    defaultValue: { metadataUrl: d.sso.saml?.metadataUrl ?? "" },
  });
  return (
    <div className="card">
      <h3>{t("SAML 2.0")}</h3>
      <dl className="facts">
        <dt>{t("Service provider metadata")}</dt>
        <dd>
          <a href={d.saml.metadataUrl}>{d.saml.metadataUrl}</a>
        </dd>
        <dt>{t("Entity ID")}</dt>
        <dd>
          <code>{d.saml.entityId}</code>
        </dd>
        <dt>{t("Assertion consumer service (ACS) URL")}</dt>
        <dd>
          <code>{d.saml.acsUrl}</code>
        </dd>
        {d.sso.saml ? (
          <>
            <dt>{t("Identity provider")}</dt>
            <dd>
              <code>{d.sso.saml.entityId}</code>
            </dd>
          </>
        ) : null}
      </dl>
      <Form method="post" className="form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="saml" />
        <TextField
          field={fields.metadataUrl}
          label={t("IdP metadata URL")}
          type="url"
          max={500}
          hint={t("Read now and stored; give the URL or paste the XML below.")}
        />
        <TextAreaField field={fields.metadataXml} label={t("IdP metadata XML")} max={MAX_METADATA} rows={6} />
        <FormActions submit={t("Save SAML")} />
      </Form>
      {d.sso.saml ? (
        <PostButton intent="saml-remove" className="btn btn-danger">
          {t("Remove SAML")}
        </PostButton>
      ) : null}
    </div>
  );
}

function ScimTokens({ d, error }: { d: Data; error: string | null }) {
  const t = useT();
  return (
    <div className="card">
      <h3>{t("SCIM provisioning")}</h3>
      <p>
        {t("SCIM base URL for your identity provider:")} <code>{d.scimUrl}</code>
      </p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {d.tokens.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{t("Token")}</th>
              <th scope="col">{t("Created")}</th>
              <th scope="col">{t("Last used")}</th>
              <th scope="col">{t("Status")}</th>
            </tr>
          </thead>
          <tbody>
            {d.tokens.map((k) => (
              <tr key={k.id}>
                <td>
                  <code>{k.prefix}…</code>
                </td>
                <td>
                  {formatDateTimeUtc(k.created_at)}
                  {k.created_by ? ` (${k.created_by})` : ""}
                </td>
                <td>{k.last_used_at ? formatDateTimeUtc(k.last_used_at) : t("Never")}</td>
                <td>
                  {k.revoked_at ? (
                    t("Revoked {date}", { date: formatDateTimeUtc(k.revoked_at) })
                  ) : (
                    <PostButton intent="scim-revoke" fields={{ tokenId: String(k.id) }} className="btn btn-danger">
                      {t("Revoke")}
                    </PostButton>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t("No SCIM token yet.")}</p>
      )}
      <PostButton intent="scim-create" className="btn btn-primary">
        {t("Create SCIM Token")}
      </PostButton>
    </div>
  );
}
