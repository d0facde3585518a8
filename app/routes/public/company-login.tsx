import { data, Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/company-login";
import { FieldError, PublicHeader } from "../../components/chrome";
import { portalAccessSchema } from "../../domain/forms";
import { SUBDOMAIN_SUFFIX } from "../../domain/subdomain";
import { parseForm } from "../../server/platform/forms.server";

export const meta: Route.MetaFunction = () => [{ title: "Company Portal Access" }];

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseForm(request, portalAccessSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  return redirect(`/company/${submission.value.subdomain}/admin/login`);
}

export default function CompanyLogin() {
  const actionData = useActionData<typeof action>();
  const errors = actionData?.result.error?.subdomain;
  return (
    <>
      <PublicHeader name="GDPR Training Academy" base="" />
      <main id="main" className="page narrow">
        <h1>Company Portal Access</h1>
        <p>Enter your company's subdomain to reach its training portal.</p>
        <Form method="post" className="form card" noValidate>
          <label htmlFor="subdomain">Company subdomain</label>
          <div className="input-suffix">
            <input
              id="subdomain"
              name="subdomain"
              autoComplete="organization"
              autoCapitalize="none"
              spellCheck={false}
              pattern="[a-zA-Z0-9\-]+"
              aria-invalid={errors ? true : undefined}
              aria-describedby={errors ? "subdomain-error" : "subdomain-suffix"}
            />
            <span id="subdomain-suffix">{SUBDOMAIN_SUFFIX}</span>
          </div>
          <FieldError id="subdomain-error" errors={errors} />
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
