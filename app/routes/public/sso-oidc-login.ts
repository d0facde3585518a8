import { redirect } from "react-router";
import type { Route } from "./+types/sso-oidc-login";
import { startOidc } from "../../server/identity/sso-oidc.server";
import { log } from "../../server/platform/log.server";
import { resolveTenant } from "../../server/platform/tenant.server";

/**
 * Starts a sign-in at the company's OpenID Connect provider: a plain link (works without
 * JavaScript). `fresh=1` asks the provider to authenticate again (the completion signature);
 * `return` is a page of this company to come back to.
 */
export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const failed = (reason: string) => redirect(`${tenant.base}/sso/oidc/callback?refused=${reason}`);
  let started: Awaited<ReturnType<typeof startOidc>>;
  try {
    started = await startOidc(tenant, args.url.searchParams.get("fresh") === "1", args.url.searchParams.get("return"));
  } catch (e) {
    log(args.request).warn({ err: e, company: tenant.id }, "the company's OpenID Connect provider could not be reached");
    throw failed("failed");
  }
  if (!started) throw failed("not-configured");
  throw redirect(started.url, { headers: { "Set-Cookie": started.cookie, "Cache-Control": "no-store" } });
}
