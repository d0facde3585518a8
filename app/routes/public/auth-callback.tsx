import { Link, redirect } from "react-router";
import type { Route } from "./+types/auth-callback";
import { oidcAuthenticate, oidcEnabled } from "../../server/identity/oidc.server";
import { openSession, requestMeta } from "../../server/identity/sessions.server";
import { log } from "../../server/platform/log.server";

export const meta: Route.MetaFunction = () => [{ title: "Signing in – GDPR Training" }];

/** Exchanges the provider's code for a session: on success /world, otherwise the failure screen. */
export async function loader(args: Route.LoaderArgs) {
  const { request, url } = args;
  if (!oidcEnabled() || !url.searchParams.get("state") || (!url.searchParams.get("code") && !url.searchParams.get("error"))) {
    return { failed: true };
  }
  try {
    const learner = await oidcAuthenticate(request, requestMeta(args));
    // the flow's state cookie expires by itself after 10 minutes
    return redirect("/world", { headers: (await openSession(request, learner)).headers });
  } catch (e) {
    if (e instanceof Response) throw e;
    log(request).warn({ err: e }, "external sign-in failed");
    return { failed: true };
  }
}

export default function AuthCallback() {
  return (
    <main id="main" className="page narrow center">
      <h1>Authentication Failed</h1>
      <p>We could not complete your sign-in. Please try again.</p>
      <p>
        <Link className="btn btn-primary" to="/login-selection">
          Return to Login
        </Link>
      </p>
    </main>
  );
}
