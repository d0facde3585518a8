import { Form, Link, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/dashboard";
import { PostButton, PublicHeader } from "../../components/chrome";
import { NOT_CONFIGURED_ADVICE, waitingMailText } from "../../domain/mail";
import { enrollmentOf } from "../../server/admin/self-training.server";
import { companyStats } from "../../server/admin/employees.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { deliveryNotices } from "../../server/mail/delivery-log.server";
import { publicTenant, resolveTenant } from "../../server/platform/tenant.server";
import { PAGE_FLASH_HANDLE, PageFlash } from "../../components/OneTimeLink";

/**
 * The company administration's layout (spec 2.5): the header with the counts, training and
 * account controls, and the tabs. Each tab is its own route module under this one.
 */
export const meta: Route.MetaFunction = () => [{ title: "Admin Dashboard – GDPR Training" }];

/** The banners after a change show in the page content, a one-time link taking the focus. */
export const handle = PAGE_FLASH_HANDLE;

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const [stats, enrollment, notices] = await Promise.all([companyStats(caller.scope), enrollmentOf(caller), deliveryNotices(caller.scope)]);
  const { user } = caller;
  return {
    tenant: publicTenant(tenant),
    admin: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email },
    counts: { employees: stats.totalEmployees, completed: stats.completedEmployees },
    enrolled: enrollment !== null,
    notices,
  };
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const TABS = [
  // The bulk import belongs to the Employees tab.
  {
    to: "",
    label: "Employees",
    active: (path: string, home: string) => path === home || under(path, `${home}/import`) || under(path, `${home}/employees`),
  },
  { to: "/invitations", label: "Annual Training Reminders", active: (path: string, home: string) => under(path, `${home}/invitations`) },
  { to: "/completions", label: "Completions", active: (path: string, home: string) => under(path, `${home}/completions`) },
  { to: "/settings", label: "Settings", active: (path: string, home: string) => under(path, `${home}/settings`) },
  { to: "/audit", label: "Audit", active: (path: string, home: string) => under(path, `${home}/audit`) },
  { to: "/evidence", label: "Evidence Pack", active: (path: string, home: string) => under(path, `${home}/evidence`) },
] as const;

export default function AdminDashboard({ loaderData: d }: Route.ComponentProps) {
  const base = d.tenant.base;
  const home = `${base}/admin/dashboard`;
  const location = useLocation();
  return (
    <>
      <PublicHeader name={d.tenant.name} base={base}>
        <Link to={`${location.pathname}${location.search}`} reloadDocument className="btn btn-small">
          Refresh
        </Link>
        {d.enrolled ? (
          <Link className="btn btn-small btn-primary" to={`${base}/world?admin=true`}>
            Continue Training
          </Link>
        ) : (
          <Form method="post" action={`${base}/admin/training`} className="inline-form">
            <input type="hidden" name="intent" value="enroll" />
            <button type="submit" className="btn btn-small btn-primary">
              Take Training
            </button>
          </Form>
        )}
        <span className="muted">
          {d.admin.name ? `${d.admin.name} · ` : ""}
          {d.admin.email}
        </span>
        <Link to={`${base}/admin/training`}>Administrator Training</Link>
        <Link to={`${base}/world?admin=true`}>View Training Site</Link>
        <PostButton action={`${base}/admin/logout`} className="btn btn-small">
          Logout
        </PostButton>
      </PublicHeader>
      <main id="main" className="page">
        <h1>Admin Dashboard</h1>
        <PageFlash />
        <p className="lead">
          <strong>{d.counts.employees}</strong> {d.counts.employees === 1 ? "employee" : "employees"} ·{" "}
          <strong>{d.counts.completed}</strong> completed the training
        </p>
        {d.notices.failed.length > 0 ? (
          <div className="banner banner-error notice">
            <p>
              {d.notices.failed.length === 1 ? "A mail" : `${d.notices.failed.length} mails`} could not be delivered and will not be tried
              again. Check the address, then resend the invitation where needed:
            </p>
            <ul>
              {d.notices.failed.map((f) => (
                <li key={f.id}>
                  {f.user_id ? <Link to={`${home}/employees/${f.user_id}/mail`}>{f.to_address}</Link> : f.to_address}: {f.subject}
                  {f.last_error ? ` (${f.last_error})` : ""}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {d.notices.waiting > 0 ? (
          <div className="banner notice">
            <p>{waitingMailText(d.notices.waiting)}</p>
            <p className="notice-advice">{NOT_CONFIGURED_ADVICE.admin}</p>
          </div>
        ) : null}
        <nav aria-label="Dashboard sections" className="tabs">
          {TABS.map((t) => (
            <Link key={t.label} to={`${home}${t.to}`} className="tab" aria-current={t.active(location.pathname, home) ? "page" : undefined}>
              {t.label}
            </Link>
          ))}
        </nav>
        <Outlet />
      </main>
    </>
  );
}
