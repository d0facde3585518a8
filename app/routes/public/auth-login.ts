import { redirect } from "react-router";
import type { Route } from "./+types/auth-login";
import { OidcError, oidcAuthenticate, oidcEnabled } from "../../server/identity/oidc.server";
import { requestMeta } from "../../server/identity/sessions.server";

/** Starts external sign-in: a plain link, so it works without JavaScript. */
export async function loader(args: Route.LoaderArgs) {
  if (!oidcEnabled()) throw redirect("/login-selection");
  try {
    await oidcAuthenticate(args.request, requestMeta(args)); // always throws the redirect to the provider here
  } catch (e) {
    if (e instanceof Response) throw e;
    if (e instanceof OidcError) throw redirect("/auth/callback?error=unavailable");
    throw e;
  }
  throw redirect("/login-selection");
}
