import { Link } from "react-router";
import type { Route } from "./+types/auth-callback";

export const meta: Route.MetaFunction = () => [{ title: "Authentication Failed" }];

/** External sign-in is not configured yet: every callback ends on the spec's failure screen. */
export default function AuthCallback() {
  return (
    <main id="main" className="page narrow center">
      <h1>Authentication Failed</h1>
      <p>We could not complete your sign-in. Please try again.</p>
      <p><Link className="btn btn-primary" to="/login-selection">Return to Login</Link></p>
    </main>
  );
}
