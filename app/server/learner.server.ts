import { redirect } from "react-router";
import { requireLearner, type SessionUser } from "./auth.server";
import { flashHeader, type Flash } from "./cookies.server";
import { publicTenant, resolveTenant, type Tenant } from "./tenant.server";

/** Loader/action helper of every training screen: the tenant and the signed-in learner (gate). */
export async function learnerPage(request: Request) {
  const tenant = await resolveTenant(request);
  const user = await requireLearner(request, tenant);
  return { tenant, user, view: learnerView(tenant, user) };
}

export function learnerView(tenant: Tenant, user: SessionUser) {
  return { tenant: publicTenant(tenant), email: user.email, isAdmin: user.role === "admin" };
}

/** POST-redirect-GET with a banner message. */
export async function redirectWithFlash(url: string, flash: Flash) {
  return redirect(url, { headers: { "Set-Cookie": await flashHeader(flash) } });
}
