import { Link } from "react-router";
import type { Route } from "./+types/training";
import { PublicHeader } from "../../components/chrome";
import { requireAdmin } from "../../server/identity/sessions.server";
import { publicTenant, resolveTenant } from "../../server/platform/tenant.server";

export const meta: Route.MetaFunction = () => [{ title: "Administrator Training – GDPR Training" }];

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  await requireAdmin(args, tenant);
  return { tenant: publicTenant(tenant) };
}

export default function AdminTraining({ loaderData }: Route.ComponentProps) {
  const base = loaderData.tenant.base;
  return (
    <>
      <PublicHeader name={loaderData.tenant.name} base={base} />
      <main id="main" className="page narrow">
        <h1>Administrator Training</h1>
        <p>Administrators take the same seven modules as their employees.</p>
        <p>
          <Link className="btn btn-primary" to={`${base}/world?admin=true`}>
            Take Training
          </Link>{" "}
          <Link className="btn" to={`${base}/profile`}>
            My profile
          </Link>
        </p>
        <p>
          <Link to={`${base}/admin/dashboard`}>← Back to dashboard</Link>
        </p>
      </main>
    </>
  );
}
