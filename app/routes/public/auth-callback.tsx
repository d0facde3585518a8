import { Link, redirect } from "react-router";
import type { Route } from "./+types/auth-callback";
import { startSession } from "../../server/auth.server";
import { oidcAuthenticate, oidcEnabled } from "../../server/oidc.server";

export const meta: Route.MetaFunction = () => [{ title: "Signing in – GDPR Training" }];

/** Exchanges the provider's code for a session: on success /world, otherwise the failure screen. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!oidcEnabled() || !url.searchParams.get("state") || (!url.searchParams.get("code") && !url.searchParams.get("error"))) {
    return { failed: true };
  }
  try {
    const learner = await oidcAuthenticate(request);
    // the flow's state cookie expires by itself after 10 minutes
    return redirect("/world", { headers: await startSession(request, learner) });
  } catch (e) {
    if (e instanceof Response) throw e;
    console.warn("external sign-in failed:", e instanceof Error ? e.message : "unknown error");
    return { failed: true };
  }
}

export default function AuthCallback() {
  return (
    <main id="main" className="page narrow center">
      <h1>Authentication Failed</h1>
      <p>We could not complete your sign-in. Please try again.</p>
      <p><Link className="btn btn-primary" to="/login-selection">Return to Login</Link></p>
    </main>
  );
}
