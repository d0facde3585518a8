import type { Tenant } from "../platform/tenant.server";
import { publicTenant, resolveTenant } from "../platform/tenant.server";
import { type CompanyCaller, type CompanyUser, getUser, type RequestArgs, requireLearner } from "./sessions.server";

/**
 * The guards of whole pages: resolve the tenant from the URL (404/503 thrown), check the session
 * and answer what every page of that kind renders.
 */

/** A public page of a tenant: the tenant and, if someone is signed in, where their home is. */
export async function publicPage({ request }: Pick<RequestArgs, "request">) {
  const tenant = await resolveTenant(request);
  const user = await getUser(request, tenant);
  return { tenant, user, view: { tenant: publicTenant(tenant), signedIn: user ? roleHome(user, tenant.base) : null } };
}

function roleHome(user: Pick<CompanyUser, "role">, base: string): string {
  return user.role === "admin" ? `${base}/admin/dashboard` : `${base}/training-intro`;
}

/** A training screen: the tenant and the signed-in learner (employee, learner or admin in training). */
export async function learnerPage(
  args: RequestArgs,
): Promise<{ tenant: Tenant; caller: CompanyCaller; view: ReturnType<typeof learnerView> }> {
  const tenant = await resolveTenant(args.request);
  const caller = await requireLearner(args, tenant);
  return { tenant, caller, view: learnerView(tenant, caller.user) };
}

function learnerView(tenant: Tenant, user: CompanyUser) {
  return { tenant: publicTenant(tenant), email: user.email, isAdmin: user.role === "admin" };
}
