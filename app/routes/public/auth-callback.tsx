import { Link, redirect } from "react-router";
import type { Route } from "./+types/auth-callback";
import { useT } from "../../i18n/react";
import { oidcAuthenticate, oidcEnabled } from "../../server/identity/oidc.server";
import { openSession, requestMeta } from "../../server/identity/sessions.server";
import { log } from "../../server/platform/log.server";

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
  const t = useT();
  return (
    <main id="main" className="page narrow center">
      <title>{t("Signing in – GDPR Training")}</title>
      <h1>{t("Authentication Failed")}</h1>
      <p>{t("We could not complete your sign-in. Please try again.")}</p>
      <p>
        <Link className="btn btn-primary" to="/login-selection">
          {t("Return to Login")}
        </Link>
      </p>
    </main>
  );
}
