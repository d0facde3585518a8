import { data, redirect } from "react-router";
import type { Route } from "./+types/sso-saml-acs";
import { SsoRefused } from "../../components/SsoRefused";
import { SSO_REFUSAL_MSG, type SsoRefusal } from "../../domain/sso";
import { openSession, requestMeta } from "../../server/identity/sessions.server";
import { finishSaml } from "../../server/identity/sso-saml.server";
import { ssoLanding } from "../../server/identity/sso.server";
import { publicTenant, resolveTenant } from "../../server/platform/tenant.server";

const isRefusal = (v: string | null): v is SsoRefusal => v !== null && Object.hasOwn(SSO_REFUSAL_MSG, v);

/** A GET: the refusal page (the login route sends a sign-in that could not start here). */
export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const given = args.url.searchParams.get("refused");
  return data({ tenant: publicTenant(tenant), reason: isRefusal(given) ? given : "failed", email: null }, { status: 403 });
}

/**
 * The assertion consumer service: the company's IdP posts its response here (HTTP-POST binding,
 * from its own site: the one path the cross-site check lets through, app/server/platform/origin.ts).
 * The signed assertion is checked (sso-saml.server.ts), and the person signed in to where they
 * were going or their home, or told why not (403).
 */
export async function action(args: Route.ActionArgs) {
  const tenant = await resolveTenant(args.request);
  const outcome = await finishSaml(args.request, tenant, requestMeta(args));
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (outcome.kind === "refused")
    return data({ tenant: publicTenant(tenant), reason: outcome.reason, email: outcome.email }, { status: 403, headers });
  const session = await openSession(args.request, outcome.user);
  for (const c of session.headers.getSetCookie()) headers.append("Set-Cookie", c);
  throw redirect(ssoLanding(tenant, outcome.user.role, outcome.returnTo), { status: 303, headers });
}

export default function SamlAcs({ loaderData, actionData }: Route.ComponentProps) {
  const d = actionData ?? loaderData;
  return <SsoRefused tenant={d.tenant} reason={d.reason} email={d.email} />;
}
