import { Link } from "react-router";
import type { Route } from "./+types/login-selection";
import { PublicHeader } from "../../components/chrome";
import { publicPage } from "../../server/pages.server";

export const meta: Route.MetaFunction = () => [{ title: "Choose how to sign in" }];

export async function loader({ request }: Route.LoaderArgs) {
  return (await publicPage(request)).view;
}

export default function LoginSelection({ loaderData }: Route.ComponentProps) {
  const { tenant } = loaderData;
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
            <Link className="btn btn-primary" to={`${base}/employee/login`}>Employee Login</Link>
          </li>
          <li className="card">
            <h2>Administrator Login</h2>
            <p>Manage your people, follow completions and configure your company.</p>
            <Link className="btn btn-secondary" to={`${base}/admin/login`}>Administrator Login</Link>
          </li>
        </ul>
        <p>
          <Link to={base || "/"}>← Back to home</Link>
        </p>
      </main>
    </>
  );
}
