import type { Route } from "./+types/sso-saml-metadata";
import { spMetadata } from "../../server/identity/sso-saml.server";
import { resolveTenant } from "../../server/platform/tenant.server";

/**
 * The company's SAML service provider metadata (entity ID, ACS URL, signing certificate), at the
 * stable URL its administrator gives the IdP; the URL is the entity ID itself.
 */
export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  return new Response(await spMetadata(tenant), {
    headers: { "Content-Type": "application/samlmetadata+xml; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
