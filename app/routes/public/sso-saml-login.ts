import { redirect } from "react-router";
import type { Route } from "./+types/sso-saml-login";
import { startSaml } from "../../server/identity/sso-saml.server";
import { log } from "../../server/platform/log.server";
import { resolveTenant } from "../../server/platform/tenant.server";

/**
 * Starts a sign-in at the company's SAML identity provider (SP-initiated): a plain link (works
 * without JavaScript) that redirects with a signed AuthnRequest. `fresh=1` asks the IdP to
 * authenticate again (the completion signature); `return` is a page of this company to come back to.
 */
export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const failed = (reason: string) => redirect(`${tenant.base}/sso/saml/acs?refused=${reason}`);
  let url: string | null;
  try {
    url = await startSaml(tenant, { fresh: args.url.searchParams.get("fresh") === "1", returnTo: args.url.searchParams.get("return") });
  } catch (e) {
    log(args.request).warn({ err: e, company: tenant.id }, "the SAML sign-in could not be started");
    throw failed("failed");
  }
  if (!url) throw failed("not-configured");
  throw redirect(url, { headers: { "Cache-Control": "no-store" } });
}
