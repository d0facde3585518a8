import { getFormProps, getInputProps } from "@conform-to/react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/company-login";
import { FieldError, PublicHeader } from "../../components/chrome";
import { portalAccessSchema } from "../../domain/forms";
import { SUBDOMAIN_SUFFIX } from "../../domain/subdomain";
import { parseForm } from "../../server/platform/forms.server";
import { companyPortal } from "../../server/super-admin/setup.server";
import { useSchemaForm } from "../../components/schema-form";

/** Company portal access (spec 2.6): a subdomain leads to its company's admin login. */
export const meta: Route.MetaFunction = () => [{ title: "Company Portal Access" }];

const unknownPortal = (subdomain: string) =>
  `No company portal was found at ${subdomain}${SUBDOMAIN_SUFFIX}. Check the subdomain with your administrator, or register a new company.`;

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseForm(request, portalAccessSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { subdomain } = submission.value;
  const portal = await companyPortal(subdomain);
  // An unknown or deleted company answers here, with the subdomain as it was read, not with a 404 page.
  if (!portal) {
    return data(
      { result: submission.reply({ fieldErrors: { subdomain: [unknownPortal(subdomain)] } }) },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  return redirect(portal.adminLogin);
}

export default function CompanyLogin({ actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm({
    id: "portal-access",
    lastResult: actionData?.result,
    schema: portalAccessSchema,
  });
  const subdomain = fields.subdomain;
  return (
    <>
      <PublicHeader name="GDPR Training Academy" base="" />
      <main id="main" className="page narrow">
        <h1>Company Portal Access</h1>
        <p>Enter your company's subdomain to reach its training portal.</p>
        <Form method="post" className="form card" {...getFormProps(form)}>
          <div className="field">
            <label htmlFor={subdomain.id}>Company subdomain</label>
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
            <p className="hint">Letters, digits and hyphens; capitals become lower case and other characters are left out.</p>
            <FieldError id={subdomain.errorId} errors={subdomain.errors} />
          </div>
          <button type="submit" className="btn btn-primary">
            Access Company Portal
          </button>
        </Form>
        <ul className="link-row">
          <li>
            <Link to="/company/setup">New Company</Link>
          </li>
          <li>
            <Link to="/demo">Try Demo</Link>
          </li>
          <li>
            <Link to="/super-admin/login">System Administration</Link>
          </li>
        </ul>
      </main>
    </>
  );
}
