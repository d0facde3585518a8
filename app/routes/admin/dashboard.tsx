import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { PostButton, PublicHeader } from "../../components/chrome";
import { requireAdmin } from "../../server/identity/sessions.server";
import { publicTenant, resolveTenant } from "../../server/platform/tenant.server";

export const meta: Route.MetaFunction = () => [{ title: "Admin Dashboard – GDPR Training" }];

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const { user: admin } = await requireAdmin(args, tenant);
  return {
    tenant: publicTenant(tenant),
    admin: { name: `${admin.firstName} ${admin.lastName}`.trim(), email: admin.email },
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { tenant, admin } = loaderData;
  const base = tenant.base;
  return (
    <>
      <PublicHeader name={tenant.name} base={base}>
        <span className="muted">
          {admin.name} · {admin.email}
        </span>
        <Link to={`${base}/world`}>View Training Site</Link>
        <PostButton action={`${base}/admin/logout`}>Logout</PostButton>
      </PublicHeader>
      <main id="main" className="page">
        <h1>Admin Dashboard</h1>
        <p>Employee management, completions, reports and settings are coming soon.</p>
        <p>
          <Link className="btn btn-primary" to={`${base}/world?admin=true`}>
            Take Training
          </Link>{" "}
          <Link className="btn" to={`${base}/admin/training`}>
            Administrator Training
          </Link>
        </p>
      </main>
    </>
  );
}
