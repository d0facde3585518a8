import { data, Form, Link, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/dashboard";
import { DashboardTabs, PostButton, PublicHeader } from "../../components/chrome";
import { NOT_CONFIGURED_ADVICE, waitingMailText } from "../../domain/mail";
import { enrollmentOf } from "../../server/admin/self-training.server";
import { companyStats } from "../../server/admin/employees.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { deliveryNotices } from "../../server/mail/delivery-log.server";
import { publicTenant, resolveTenant } from "../../server/platform/tenant.server";
import { PAGE_FLASH_HANDLE, PageFlash } from "../../components/OneTimeLink";
import { LanguagePreference } from "../../components/LanguagePreference";
import { languageSchema } from "../../domain/forms";
import { msg } from "../../i18n/msg";
import { Rich, useT } from "../../i18n/react";
import { saveLanguagePreference } from "../../server/identity/language.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { parseForm } from "../../server/platform/forms.server";
import { languageOfChoice, requestLanguage } from "../../server/platform/i18n.server";

/**
 * The company administration's layout (spec 2.5): the header with the counts, training and
 * account controls, and the tabs. Each tab is its own route module under this one.
 */
export const meta: Route.MetaFunction = ({ data: d }) => [{ title: d?.title ?? "Admin Dashboard – GDPR Training" }];

/** The banners after a change show in the page content, a one-time link taking the focus. */
export const handle = PAGE_FLASH_HANDLE;

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const [stats, enrollment, notices] = await Promise.all([companyStats(caller.scope), enrollmentOf(caller), deliveryNotices(caller.scope)]);
  const { user } = caller;
  const { t } = await requestLanguage(args.request);
  return {
    title: t("Admin Dashboard – GDPR Training"),
    locale: user.locale,
    tenant: publicTenant(tenant),
    admin: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email },
    counts: { employees: stats.totalEmployees, completed: stats.completedEmployees },
    enrolled: enrollment !== null,
    notices,
  };
}

/** The administrator's own language (issue 27): saved, then the dashboard again in it (POST-redirect-GET). */
export async function action(args: Route.ActionArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const submission = await parseForm(args.request, languageSchema);
  if (submission.status !== "success") return data({ error: "language" }, { status: 400 });
  const locale = submission.value.locale || null;
  await saveLanguagePreference(caller.user, caller.scope, locale);
  // The banner reads in the language just chosen (or the company's and browser's, when that was cleared).
  const { t } = await languageOfChoice(args.request, locale);
  return redirectWithFlash(`${tenant.base}/admin/dashboard`, { kind: "success", text: t("Language saved.") });
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const TABS = [
  // The bulk import belongs to the Employees tab.
  {
    to: "",
    label: msg("Employees"),
    active: (path: string, home: string) => path === home || under(path, `${home}/import`) || under(path, `${home}/employees`),
  },
  {
    to: "/invitations",
    label: msg("Annual Training Reminders"),
    active: (path: string, home: string) => under(path, `${home}/invitations`),
  },
  { to: "/completions", label: msg("Completions"), active: (path: string, home: string) => under(path, `${home}/completions`) },
  { to: "/settings", label: msg("Settings"), active: (path: string, home: string) => under(path, `${home}/settings`) },
  { to: "/audit", label: msg("Audit"), active: (path: string, home: string) => under(path, `${home}/audit`) },
  { to: "/evidence", label: msg("Evidence Pack"), active: (path: string, home: string) => under(path, `${home}/evidence`) },
] as const;

export default function AdminDashboard({ loaderData: d }: Route.ComponentProps) {
  const base = d.tenant.base;
  const home = `${base}/admin/dashboard`;
  const location = useLocation();
  const t = useT();
  return (
    <>
      <AdminHeader d={d} />
      <main id="main" className="page">
        <h1>{t("Admin Dashboard")}</h1>
        <PageFlash />
        <LanguagePreference current={d.locale} action={home} />
        <p className="lead">
          <Rich
            text={t(
              "<b>{employees, number}</b> {employees, plural, one {employee} other {employees}} · <b>{completed, number}</b> completed the training",
              {
                employees: d.counts.employees,
                completed: d.counts.completed,
              },
            )}
            b={(c) => <strong>{c}</strong>}
          />
        </p>
        <MailNotices notices={d.notices} home={home} />
        <DashboardTabs
          tabs={TABS.map((tab) => ({ to: `${home}${tab.to}`, label: tab.label, current: tab.active(location.pathname, home) }))}
        />
        <Outlet />
      </main>
    </>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

/** The company's header with the administrator's controls: refresh, their own training, who is signed in, logout. */
function AdminHeader({ d }: { d: LoaderData }) {
  const base = d.tenant.base;
  const location = useLocation();
  const t = useT();
  return (
    <PublicHeader name={d.tenant.name} base={base}>
      <Link to={`${location.pathname}${location.search}`} reloadDocument className="btn btn-small">
        {t("Refresh")}
      </Link>
      {d.enrolled ? (
        <Link className="btn btn-small btn-primary" to={`${base}/world?admin=true`}>
          {t("Continue Training")}
        </Link>
      ) : (
        <Form method="post" action={`${base}/admin/training`} className="inline-form">
          <input type="hidden" name="intent" value="enroll" />
          <button type="submit" className="btn btn-small btn-primary">
            {t("Take Training")}
          </button>
        </Form>
      )}
      <span className="muted">
        {d.admin.name ? `${d.admin.name} · ` : ""}
        {d.admin.email}
      </span>
      <Link to={`${base}/admin/training`}>{t("Administrator Training")}</Link>
      <Link to={`${base}/world?admin=true`}>{t("View Training Site")}</Link>
      <PostButton action={`${base}/admin/logout`} className="btn btn-small">
        {t("Logout")}
      </PostButton>
    </PublicHeader>
  );
}

/** Mail that could not be delivered (each person's mail log linked), and mail waiting for a mail server. */
function MailNotices({ notices, home }: { notices: LoaderData["notices"]; home: string }) {
  const t = useT();
  return (
    <>
      {notices.failed.length > 0 ? (
        <div className="banner banner-error notice">
          <p>
            {t(
              "{count, plural, one {A mail} other {# mails}} could not be delivered and will not be tried again. Check the address, then resend the invitation where needed:",
              { count: notices.failed.length },
            )}
          </p>
          <ul>
            {notices.failed.map((f) => (
              <li key={f.id}>
                {f.user_id ? <Link to={`${home}/employees/${f.user_id}/mail`}>{f.to_address}</Link> : f.to_address}: {f.subject}
                {f.last_error ? ` (${f.last_error})` : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {notices.waiting > 0 ? (
        <div className="banner notice">
          <p>{waitingMailText(notices.waiting, t)}</p>
          <p className="notice-advice">{t(NOT_CONFIGURED_ADVICE.admin)}</p>
        </div>
      ) : null}
    </>
  );
}
