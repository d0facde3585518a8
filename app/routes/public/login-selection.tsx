import { Link } from "react-router";
import type { Route } from "./+types/login-selection";
import { PublicHeader } from "../../components/chrome";
import { oidcEnabled, providerLabel } from "../../server/identity/oidc.server";
import { publicPage } from "../../server/identity/pages.server";

export const meta: Route.MetaFunction = () => [{ title: "Choose how to sign in" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { view, tenant } = await publicPage({ request });
  return { ...view, externalSignIn: tenant.kind === "main" && oidcEnabled() ? providerLabel() : null };
}

export default function LoginSelection({ loaderData }: Route.ComponentProps) {
  const { tenant, externalSignIn } = loaderData;
  const base = tenant.base;
  return (
    <>
      <PublicHeader name={tenant.name} base={base} />
      <main id="main" className="page narrow">
        <h1>Choose how to sign in</h1>
        <ul className="choice-list">
          <li className="card">
            <h2>Employee Login</h2>
            <p>Take your GDPR training, follow your progress and download your certificate.</p>
            <Link className="btn btn-primary" to={`${base}/employee/login`}>
              Employee Login
            </Link>
          </li>
          <li className="card">
            <h2>Administrator Login</h2>
            <p>Manage your people, follow completions and configure your company.</p>
            <Link className="btn btn-secondary" to={`${base}/admin/login`}>
              Administrator Login
            </Link>
          </li>
          {externalSignIn ? (
            <li className="card">
              <h2>Learner Sign-In</h2>
              <p>Take the training with your {externalSignIn} account.</p>
              <a className="btn" href="/auth/login">
                Sign in with {externalSignIn}
              </a>
            </li>
          ) : null}
        </ul>
        <p>
          <Link to={base || "/"}>← Back to home</Link>
        </p>
      </main>
    </>
  );
}
