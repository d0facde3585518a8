import type { SessionUser } from "./auth.server";
import { getUser } from "./auth.server";
import { publicTenant, resolveTenant } from "./tenant.server";

/** Loader helper of a public tenant page: the resolved tenant (404/503 thrown) and who is signed in. */
export async function publicPage(request: Request) {
  const tenant = await resolveTenant(request);
  const user = await getUser(request, tenant);
  return { tenant, user, view: { tenant: publicTenant(tenant), signedIn: user ? roleHome(user, tenant.base) : null } };
}

export function roleHome(user: Pick<SessionUser, "role">, base: string): string {
  return user.role === "admin" ? `${base}/admin/dashboard` : `${base}/training-intro`;
}
