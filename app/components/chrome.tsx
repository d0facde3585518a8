import type { ReactNode } from "react";
import { Form, Link, useLocation, useRouteLoaderData } from "react-router";
import { LANGUAGE_NAMES, LOCALES } from "../domain/locale";
import { useLocale, useT } from "../i18n/react";
import type { loader as rootLoader } from "../root";

/** The company's logo from its settings (https only, checked by the root loader), or null. */
export function useCompanyLogo() {
  return useRouteLoaderData<typeof rootLoader>("root")?.logo ?? null;
}

function Logo({ name }: { name: string }) {
  const logo = useCompanyLogo();
  return (
    <span className="logo">
      {logo ? (
        <img className="company-logo" src={logo.url} alt={logo.alt} height={32} decoding="async" />
      ) : (
        <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32" focusable="false">
          <path d="M16 2 4 7v8c0 7.4 5.1 13.3 12 15 6.9-1.7 12-7.6 12-15V7L16 2z" fill="var(--primary)" />
          <path d="m11 16 3.5 3.5L21.5 12" stroke="#fff" strokeWidth="2.6" fill="none" strokeLinecap="round" />
        </svg>
      )}
      <span>{name}</span>
    </span>
  );
}

export function PublicHeader({ name, base, children }: { name: string; base: string; children?: ReactNode }) {
  const t = useT();
  return (
    <header className="topbar">
      <Link to={base || "/"} className="brand">
        <Logo name={name} />
      </Link>
      <nav aria-label={t("Main")}>{children}</nav>
    </header>
  );
}

export function SiteFooter({ name, base }: { name: string; base: string }) {
  const t = useT();
  return (
    <footer className="footer">
      <Logo name={name} />
      <p>{t("Professional GDPR Training Platform")}</p>
      <Link to="/super-admin/login">{t("System Administration")}</Link>
      <PrivacyLink base={base} />
    </footer>
  );
}

/** The link to the context's privacy notice (issue 30): on every sign-in page and in the footer. */
export function PrivacyLink({ base }: { base: string }) {
  const t = useT();
  return <Link to={`${base}/privacy`}>{t("Privacy notice")}</Link>;
}

/** A POST button (logout, resets): a real form, so it works without JavaScript. */
export function PostButton({
  action,
  intent,
  children,
  className = "btn",
  fields,
}: {
  action?: string;
  intent?: string;
  children: ReactNode;
  className?: string;
  fields?: Record<string, string>;
}) {
  return (
    <Form method="post" action={action} className="inline-form">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {Object.entries(fields ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}

/** A field's errors: the schemas' messages are catalogue keys (msg()), translated here. */
export function FieldError({ id, errors }: { id: string; errors?: string[] | null }) {
  const t = useT();
  if (!errors?.length) return null;
  return (
    <p className="field-error" id={id}>
      {errors.map((e) => t(e)).join(" ")}
    </p>
  );
}

/** A refusal or warning above a page's content; nothing when there is none (no text, false). */
export function ErrorBanner({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false || children === "") return null;
  return (
    <p className="banner banner-error" role="alert">
      {children}
    </p>
  );
}

export function Panel({ tone, heading, children }: { tone: "error" | "success"; heading?: string; children: ReactNode }) {
  return (
    <div className={`panel panel-${tone}`} role={tone === "error" ? "alert" : "status"}>
      {heading ? <h2 className="panel-title">{heading}</h2> : null}
      <div>{children}</div>
    </div>
  );
}

/**
 * The language switch of signed-out pages: plain links (`?lang=de`, remembered in a cookie by
 * the root middleware), each language named in itself, so it works without JavaScript.
 */
export function LanguageSwitch() {
  const t = useT();
  const current = useLocale();
  const { pathname, search } = useLocation();
  const hrefOf = (lang: string) => {
    const q = new URLSearchParams(search);
    q.set("lang", lang);
    return `${pathname}?${q.toString()}`;
  };
  return (
    <nav className="language-switch" aria-label={t("Language")}>
      <ul>
        {LOCALES.map((l) => (
          <li key={l}>
            <a href={hrefOf(l)} hrefLang={l} lang={l} aria-current={l === current ? "true" : undefined}>
              {LANGUAGE_NAMES[l]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A dashboard's tabs: each a link to its section, the one shown marked as the current page. */
export function DashboardTabs({ tabs }: { tabs: readonly { to: string; label: string; current: boolean }[] }) {
  const t = useT();
  return (
    <nav aria-label={t("Dashboard sections")} className="tabs">
      {tabs.map((tab) => (
        <Link key={tab.to} to={tab.to} className="tab" aria-current={tab.current ? "page" : undefined}>
          {t(tab.label)}
        </Link>
      ))}
    </nav>
  );
}
