import { getFormProps, getInputProps } from "@conform-to/react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/company-login";
import { FieldError, PrivacyLink, PublicHeader } from "../../components/chrome";
import { portalAccessSchema } from "../../domain/forms";
import { SUBDOMAIN_SUFFIX } from "../../domain/subdomain";
import { type Translate, useT } from "../../i18n/react";
import { parseForm } from "../../server/platform/forms.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { companyPortal } from "../../server/super-admin/setup.server";
import { useSchemaForm } from "../../components/schema-form";

/** Company portal access (spec 2.6): a subdomain leads to its company's admin login. */
// The field's message is translated here (it carries the address); FieldError leaves a translated text as it is.
const unknownPortal = (subdomain: string, t: Translate) =>
  t("No company portal was found at {address}. Check the subdomain with your administrator, or register a new company.", {
    address: `${subdomain}${SUBDOMAIN_SUFFIX}`,
  });

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseForm(request, portalAccessSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { subdomain } = submission.value;
  const portal = await companyPortal(subdomain);
  // An unknown or deleted company answers here, with the subdomain as it was read, not with a 404 page.
  if (!portal) {
    const { t } = await requestLanguage(request);
    return data(
      { result: submission.reply({ fieldErrors: { subdomain: [unknownPortal(subdomain, t)] } }) },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  return redirect(portal.adminLogin);
}

export default function CompanyLogin({ actionData }: Route.ComponentProps) {
  const t = useT();
  const [form, fields] = useSchemaForm({
    id: "portal-access",
    lastResult: actionData?.result,
    schema: portalAccessSchema,
  });
  const subdomain = fields.subdomain;
  return (
    <>
      <title>{t("Company Portal Access")}</title>
      <PublicHeader name="GDPR Training Academy" base="" />
      <main id="main" className="page narrow">
        <h1>{t("Company Portal Access")}</h1>
        <p>{t("Enter your company's subdomain to reach its training portal.")}</p>
        <Form method="post" className="form card" {...getFormProps(form)}>
          <div className="field">
            <label htmlFor={subdomain.id}>{t("Company subdomain")}</label>
            <div className="input-suffix">
              <input
                {...getInputProps(subdomain, { type: "text", ariaDescribedBy: `${subdomain.id}-suffix` })}
                key={subdomain.key}
                autoComplete="organization"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={200}
                required
              />
              <span id={`${subdomain.id}-suffix`}>{SUBDOMAIN_SUFFIX}</span>
            </div>
            <p className="hint">{t("Letters, digits and hyphens; capitals become lower case and other characters are left out.")}</p>
            <FieldError id={subdomain.errorId} errors={subdomain.errors} />
          </div>
          <button type="submit" className="btn btn-primary">
            {t("Access Company Portal")}
          </button>
        </Form>
        <ul className="link-row">
          <li>
            <Link to="/company/setup">{t("New Company")}</Link>
          </li>
          <li>
            <Link to="/demo">{t("Try Demo")}</Link>
          </li>
          <li>
            <Link to="/super-admin/login">{t("System Administration")}</Link>
          </li>
          <li>
            <PrivacyLink base="" />
          </li>
        </ul>
      </main>
    </>
  );
}
