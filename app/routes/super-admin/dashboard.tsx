import { useEffect, useState } from "react";
import { Link, Outlet, useLocation, useRevalidator } from "react-router";
import { metaT } from "../../i18n/react";
import type { Route } from "./+types/dashboard";
import { DashboardTabs, PostButton } from "../../components/chrome";
import { useClientCheck, useHydrated } from "../../components/hydrated";
import { intlLocale } from "../../domain/locale";
import { NOT_CONFIGURED_ADVICE } from "../../domain/mail";
import { msg } from "../../i18n/i18n";
import { useFormats, useLocale, useT } from "../../i18n/react";
import { requireSuperAdmin } from "../../server/identity/sessions.server";
import { waitingMail } from "../../server/mail/delivery-log.server";
import { env } from "../../server/platform/env.server";
import { companyCounts } from "../../server/super-admin/companies.server";
import { PAGE_FLASH_HANDLE, PageFlash } from "../../components/OneTimeLink";

/**
 * The super administrator's layout (spec 2.11): the header (title, refresh, last update, the
 * counts, Account, Logout) and the tabs, each its own route module under this one (the
 * Account screen too, reached from the header).
 */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)(msg("System Administration – Dashboard")) }];

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
  { to: HOME, label: msg("Companies"), active: (p: string) => p === HOME },
  { to: `${HOME}/modules`, label: msg("Training Modules"), active: (p: string) => under(p, `${HOME}/modules`) },
  { to: `${HOME}/sitemap`, label: msg("System Sitemap"), active: (p: string) => under(p, `${HOME}/sitemap`) },
  { to: `${HOME}/analytics`, label: msg("Analytics"), active: (p: string) => under(p, `${HOME}/analytics`) },
  {
    to: `${HOME}/record-of-processing`,
    label: msg("Record of Processing"),
    active: (p: string) => under(p, `${HOME}/record-of-processing`),
  },
] as const;

/** The header's Account screen: changing the password. */
const ACCOUNT = `${HOME}/account`;
/** A dialog (create, edit, confirm, admin change) or the password form is open: auto refresh waits. */
const dialogOpen = (path: string, search: string) => path === ACCOUNT || /[?&](create|edit|confirm|admin)=/.test(search);
const AUTO_REFRESH_MS = 30_000;
const PREFERENCE = "academy.superAdmin.autoRefresh";

export default function SuperAdminDashboard({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const format = useFormats();
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
  // English reads the time as before (24 hours); the other languages in their own form.
  const updated = new Date(d.updatedAt).toLocaleTimeString(intlLocale(locale) === "en" ? "en-GB" : intlLocale(locale), {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZone: "UTC",
  });
  return (
    <>
      <header className="topbar super">
        <strong>{t("System Administration")}</strong>
        <nav aria-label={t("Account")}>
          <span>
            {t("{companies, plural, one {# company} other {# companies}} · {active} active", {
              companies: d.counts.companies,
              active: format.number(d.counts.active),
            })}
          </span>
          {hydrated ? (
            <button type="button" className="btn btn-small" aria-pressed={auto} onClick={toggle}>
              {auto ? t("Auto refresh: on") : t("Auto refresh: off")}
            </button>
          ) : null}
          <Link className="btn btn-small" to={`${location.pathname}${location.search}`} reloadDocument>
            {t("Refresh now")}
          </Link>
          <span className="muted" aria-live="polite">
            {t("Last updated {time} UTC", { time: updated })}
          </span>
          <span className="muted">{d.email}</span>
          <Link className="btn btn-small" to={ACCOUNT} aria-current={location.pathname === ACCOUNT ? "page" : undefined}>
            {t("Account")}
          </Link>
          <PostButton action="/super-admin/logout" className="btn btn-small">
            {t("Logout")}
          </PostButton>
        </nav>
      </header>
      <main id="main" className="page">
        <h1>{t("Super Administrator Dashboard")}</h1>
        <PageFlash />
        {d.waiting > 0 ? (
          <div className="banner notice">
            <p>{t("{count, plural, one {# mail} other {# mails}} queued, not sent: no mail server configured.", { count: d.waiting })}</p>
            {/* domain/mail.ts's advice: a catalogue key of that file, translated here */}
            <p className="notice-advice">{t(NOT_CONFIGURED_ADVICE.super_admin)}</p>
          </div>
        ) : null}
        <DashboardTabs tabs={TABS.map((tab) => ({ to: tab.to, label: tab.label, current: tab.active(location.pathname) }))} />
        <Outlet />
      </main>
    </>
  );
}
