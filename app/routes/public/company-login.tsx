import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useActionData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/company-login";
import { FieldError, PublicHeader } from "../../components/chrome";
import { normalizeSubdomain, SUBDOMAIN_SUFFIX } from "../../domain/subdomain";

export const meta: Route.MetaFunction = () => [{ title: "Company Portal Access" }];

const EMPTY = "Please enter your company subdomain.";
const schema = z.object({
  subdomain: z.preprocess(
    (v) => (typeof v === "string" ? normalizeSubdomain(v) : v),
    z.string({ error: EMPTY }).min(1, EMPTY),
  ),
});

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema });
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
          <button type="submit" className="btn btn-primary">Access Company Portal</button>
        </Form>
        <ul className="link-row">
          <li><Link to="/company/setup">New Company</Link></li>
          <li><Link to="/demo">Try Demo</Link></li>
          <li><Link to="/super-admin/login">System Administration</Link></li>
        </ul>
      </main>
    </>
  );
}
