import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useNavigation, useRouteLoaderData } from "react-router";
import type { loader } from "../root";
import { DEFAULT_LOCALE } from "../domain/locale";
import { LanguageProvider, useT } from "../i18n/react";
import { useNonce } from "./nonce";
import { LanguageSwitch } from "./chrome";
import { OneTimeLink } from "./OneTimeLink";
import { cssColor, NonceStyle } from "./styles";

/**
 * The document around every page (the root's Layout): head, the company's colours, the flash
 * banner, the client scripts with the response's nonce. The bench's floor pages
 * (scripts/bench-stock/floor) use it too.
 */
export function Document({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  // The pages that show the banner in their content (PageFlash) say so in their handle.
  const matches = useMatches();
  const inPage = matches.some((m) => (m.handle as { pageFlash?: boolean } | undefined)?.pageFlash);
  // A page with a footer of its own (the home page's SiteFooter) carries the privacy link there.
  const ownFooter = matches.some((m) => (m.handle as { siteFooter?: boolean } | undefined)?.siteFooter);
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const primary = cssColor(root?.colors.primary, "#003D8F");
  const secondary = cssColor(root?.colors.secondary, "#FF6A00");
  return (
    <LanguageProvider locale={locale}>
      <Page
        locale={locale}
        nonce={nonce}
        primary={primary}
        secondary={secondary}
        flash={inPage ? null : (root?.flash ?? null)}
        languageSwitch={root?.languageSwitch ?? false}
        privacyHref={ownFooter ? null : (root?.privacyHref ?? null)}
      >
        {children}
      </Page>
    </LanguageProvider>
  );
}

type RootFlash = { kind: "success" | "error"; text: string; copy?: { label: string; value: string } };

function Page(props: {
  locale: string;
  nonce: string;
  primary: string;
  secondary: string;
  flash: RootFlash | null;
  languageSwitch: boolean;
  privacyHref: string | null;
  children: ReactNode;
}) {
  const { locale, nonce, primary, secondary, flash, languageSwitch, privacyHref, children } = props;
  const t = useT();
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <NonceStyle
          css={`
            :root {
              --primary: ${primary};
              --secondary: ${secondary};
            }
          `}
        />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("Skip to content")}
        </a>
        {languageSwitch ? <LanguageSwitch /> : null}
        {flash ? (
          <div className={`banner banner-${flash.kind}`} role={flash.kind === "error" ? "alert" : "status"}>
            {flash.text}
            {flash.copy ? <OneTimeLink label={flash.copy.label} value={flash.copy.value} autoFocus /> : null}
          </div>
        ) : null}
        {children}
        {privacyHref ? (
          <footer className="site-privacy">
            <a href={privacyHref}>{t("Privacy notice")}</a>
          </footer>
        ) : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The root route's page: the loading bar while JavaScript navigates, then the matched route. */
export function RootOutlet() {
  const t = useT();
  // With JavaScript, navigations and posts show a loading bar (the spec's spinner).
  const busy = useNavigation().state !== "idle";
  return (
    <>
      {busy ? <div className="loading-bar" role="progressbar" aria-label={t("Loading")} /> : null}
      <Outlet />
    </>
  );
}
