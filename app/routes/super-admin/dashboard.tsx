import { useEffect, useState } from "react";
import { Link, Outlet, useLocation, useRevalidator } from "react-router";
import type { Route } from "./+types/dashboard";
import { PostButton } from "../../components/chrome";
import { useClientCheck, useHydrated } from "../../components/hydrated";
import { NOT_CONFIGURED_ADVICE, waitingMailText } from "../../domain/mail";
import { requireSuperAdmin } from "../../server/identity/sessions.server";
import { waitingMail } from "../../server/mail/delivery-log.server";
import { env } from "../../server/platform/env.server";
import { companyCounts } from "../../server/super-admin/companies.server";
import { PAGE_FLASH_HANDLE, PageFlash } from "../../components/OneTimeLink";

/**
 * The super administrator's layout (spec 2.11): the header (title, refresh, last update, the
 * counts, Account, Logout) and the four tabs, each its own route module under this one (the
 * Account screen too, reached from the header).
 */
export const meta: Route.MetaFunction = () => [{ title: "System Administration – Dashboard" }];

/** The banners after a change show in the page content, a one-time link taking the focus. */
export const handle = PAGE_FLASH_HANDLE;

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireSuperAdmin(args);
  // Mail waiting for a mail server: the super administrator is who can configure one.
  const [counts, waiting] = await Promise.all([companyCounts(), env().SMTP_URL ? 0 : waitingMail("platform")]);
  return { email: user.email, counts, waiting, updatedAt: new Date().toISOString() };
}

const HOME = "/super-admin/dashboard";
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const TABS = [
  { to: HOME, label: "Companies", active: (p: string) => p === HOME },
  { to: `${HOME}/modules`, label: "Training Modules", active: (p: string) => under(p, `${HOME}/modules`) },
  { to: `${HOME}/sitemap`, label: "System Sitemap", active: (p: string) => under(p, `${HOME}/sitemap`) },
  { to: `${HOME}/analytics`, label: "Analytics", active: (p: string) => under(p, `${HOME}/analytics`) },
] as const;

/** The header's Account screen: changing the password. */
const ACCOUNT = `${HOME}/account`;
/** A dialog (create, edit, confirm, admin change) or the password form is open: auto refresh waits. */
const dialogOpen = (path: string, search: string) => path === ACCOUNT || /[?&](create|edit|confirm|admin)=/.test(search);
const AUTO_REFRESH_MS = 30_000;
const PREFERENCE = "academy.superAdmin.autoRefresh";

export default function SuperAdminDashboard({ loaderData: d }: Route.ComponentProps) {
  const location = useLocation();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  // The toggle's choice lives in this browser only (auto refresh needs JavaScript anyway).
  const stored = useClientCheck(() => window.localStorage.getItem(PREFERENCE) !== "manual");
  const [choice, setChoice] = useState<boolean | null>(null);
  const auto = choice ?? stored;
  useEffect(() => {
    if (!auto || dialogOpen(location.pathname, location.search)) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, AUTO_REFRESH_MS);
    return () => clearInterval(timer);
  }, [auto, location.pathname, location.search, revalidator]);
  const toggle = () => {
    window.localStorage.setItem(PREFERENCE, auto ? "manual" : "auto");
    setChoice(!auto);
  };
  const updated = new Date(d.updatedAt).toLocaleTimeString("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZone: "UTC",
  });
  return (
    <>
      <header className="topbar super">
        <strong>System Administration</strong>
        <nav aria-label="Account">
          <span>
            {d.counts.companies} {d.counts.companies === 1 ? "company" : "companies"} · {d.counts.active} active
          </span>
          {hydrated ? (
            <button type="button" className="btn btn-small" aria-pressed={auto} onClick={toggle}>
              Auto refresh: {auto ? "on" : "off"}
            </button>
          ) : null}
          <Link className="btn btn-small" to={`${location.pathname}${location.search}`} reloadDocument>
            Refresh now
          </Link>
          <span className="muted" aria-live="polite">
            Last updated {updated} UTC
          </span>
          <span className="muted">{d.email}</span>
          <Link className="btn btn-small" to={ACCOUNT} aria-current={location.pathname === ACCOUNT ? "page" : undefined}>
            Account
          </Link>
          <PostButton action="/super-admin/logout" className="btn btn-small">
            Logout
          </PostButton>
        </nav>
      </header>
      <main id="main" className="page">
        <h1>Super Administrator Dashboard</h1>
        <PageFlash />
        {d.waiting > 0 ? (
          <div className="banner notice">
            <p>{waitingMailText(d.waiting)}</p>
            <p className="notice-advice">{NOT_CONFIGURED_ADVICE.super_admin}</p>
          </div>
        ) : null}
        <nav aria-label="Dashboard sections" className="tabs">
          {TABS.map((t) => (
            <Link key={t.to} to={t.to} className="tab" aria-current={t.active(location.pathname) ? "page" : undefined}>
              {t.label}
            </Link>
          ))}
        </nav>
        <Outlet />
      </main>
    </>
  );
}
