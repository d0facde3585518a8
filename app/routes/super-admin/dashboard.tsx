import type { Route } from "./+types/dashboard";
import { PostButton } from "../../components/chrome";
import { requireSuperAdmin } from "../../server/identity/sessions.server";

export const meta: Route.MetaFunction = () => [{ title: "System Administration – Dashboard" }];

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireSuperAdmin(args);
  return { email: user.email };
}

export default function SuperAdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <header className="topbar super">
        <strong>System Administration</strong>
        <nav aria-label="Account">
          <span className="muted">{loaderData.email}</span>
          <PostButton action="/super-admin/logout">Logout</PostButton>
        </nav>
      </header>
      <main id="main" className="page">
        <h1>Super Administrator Dashboard</h1>
        <p>Companies, training modules, the system sitemap and analytics are coming soon.</p>
      </main>
    </>
  );
}
