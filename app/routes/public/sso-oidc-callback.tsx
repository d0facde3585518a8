import { data, redirect } from "react-router";
import type { Route } from "./+types/sso-oidc-callback";
import { SsoRefused } from "../../components/SsoRefused";
import { SSO_REFUSAL_MSG, type SsoRefusal } from "../../domain/sso";
import { openSession, requestMeta } from "../../server/identity/sessions.server";
import { endOidcFlow, finishOidc } from "../../server/identity/sso-oidc.server";
import { ssoLanding } from "../../server/identity/sso.server";
import { publicTenant, resolveTenant } from "../../server/platform/tenant.server";

const isRefusal = (v: string | null): v is SsoRefusal => v !== null && Object.hasOwn(SSO_REFUSAL_MSG, v);

/**
 * The company's OpenID Connect provider sends the person back here: the code is exchanged and
 * checked (sso-oidc.server.ts), and the person signed in to their home, or told why not (403).
 */
export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const params = args.url.searchParams;
  const view = (reason: SsoRefusal, email: string | null, headers?: Headers) =>
    data({ tenant: publicTenant(tenant), reason, email }, { status: 403, headers });
  if (!params.get("state") || (!params.get("code") && !params.get("error"))) {
    const given = params.get("refused");
    return view(isRefusal(given) ? given : "failed", null);
  }
  const outcome = await finishOidc(args.request, tenant, requestMeta(args));
  const headers = new Headers({ "Set-Cookie": await endOidcFlow(), "Cache-Control": "no-store" });
  if (outcome.kind === "refused") return view(outcome.reason, outcome.email, headers);
  const session = await openSession(args.request, outcome.user);
  for (const c of session.headers.getSetCookie()) headers.append("Set-Cookie", c);
  throw redirect(ssoLanding(tenant, outcome.user.role, outcome.returnTo), { headers });
}

export default function OidcCallback({ loaderData: d }: Route.ComponentProps) {
  return <SsoRefused tenant={d.tenant} reason={d.reason} email={d.email} />;
}
