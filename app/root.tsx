import type { ReactNode } from "react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/root";
import { Document, RootOutlet } from "./components/Document";
import { TrialEnded } from "./components/TrialEnded";
import { isHttpsUrl } from "./domain/settings";
import { flashContext } from "./server/platform/context.server";
import { useT } from "./i18n/react";
import { languageSwitchMiddleware, loadedKit, pageLanguage } from "./server/platform/i18n.server";
import { requestLogMiddleware, securityMiddleware } from "./server/platform/security.server";
import { freshTenantMiddleware, lookupTenant } from "./server/platform/tenant.server";
import stylesHref from "./styles/app.css?url";

// In the browser zod probes for eval (`new Function`) before its first object parse; the CSP
// refuses it and reports a violation on every page with a form. Parse without the probe there.
if (typeof document !== "undefined") z.config({ jitless: true });

export const middleware: Route.MiddlewareFunction[] = [
  requestLogMiddleware,
  securityMiddleware,
  freshTenantMiddleware,
  languageSwitchMiddleware,
];

/**
 * The root is every page's error boundary, so its headers are those of an error answer: a route's
 * thrown answer keeps its Retry-After (the database out of reach: unavailable.server.ts), where
 * React Router would keep only its cookies.
 */
export const headers: Route.HeadersFunction = ({ parentHeaders, errorHeaders }) => {
  const retryAfter = errorHeaders?.get("Retry-After");
  if (!retryAfter) return parentHeaders;
  const headers = new Headers(parentHeaders);
  headers.set("Retry-After", retryAfter);
  return headers;
};

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const found = await lookupTenant(request).catch(() => undefined);
  const { locale, signedIn } = await pageLanguage(request);
  const colors = found
    ? { primary: found.tenant.primaryColor, secondary: found.tenant.secondaryColor }
    : { primary: "#003D8F", secondary: "#FF6A00" };
  // The company's logo for the page headers: an https address only (the settings refuse others).
  const logoUrl = found?.tenant.logoUrl;
  const { t } = loadedKit(locale);
  const logo = found && logoUrl && isHttpsUrl(logoUrl) ? { url: logoUrl, alt: t("{name} logo", { name: found.tenant.name }) } : null;
  // The footer's privacy notice (issue 30): the context's, or the main site's on the platform's pages.
  const privacyHref = `${found?.tenant.base ?? ""}/privacy`;
  return data({ flash: context.get(flashContext), colors, logo, locale, languageSwitch: !signedIn, privacyHref });
}

export function Layout({ children }: { children: ReactNode }) {
  return <Document>{children}</Document>;
}

export default function App() {
  return <RootOutlet />;
}

export function ErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  const trialEnded = isRouteErrorResponse(error) && error.status === 403 ? trialEndedView(error.data) : null;
  if (trialEnded) return <TrialEnded view={trialEnded} />;
  let title = t("Something went wrong");
  let text = t("An unexpected error occurred. Please try again.");
  if (isRouteErrorResponse(error)) {
    // A message of ours thrown with the status (data("…", {status})): a failed download says why.
    // Such messages are catalogue keys (msg()), translated here.
    const message = typeof error.data === "string" && error.data.trim() ? t(error.data) : null;
    if (error.status === 404) {
      title = message ? t("Not Found") : t("Page Not Found");
      text = message ?? t("The page you are looking for does not exist. Check the address or return to the home page.");
    } else if (error.status === 503 && message) {
      text = message;
    } else if (error.status === 503) {
      const name = (error.data as { companyName?: string } | null)?.companyName;
      title = t("Training Portal Unavailable");
      text = name
        ? t("The training portal of {name} is currently unavailable. Please contact your administrator.", { name })
        : t("This training portal is currently unavailable. Please contact your administrator.");
    } else if (error.status === 403) {
      title = t("Access Denied");
      text = t("You do not have access to this page.");
    }
  } else if (import.meta.env.DEV && error instanceof Error) {
    text = error.message;
  }
  return (
    <main id="main" className="page narrow center">
      <title>{t("{title} – GDPR Training", { title })}</title>
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <Link className="btn btn-primary" to="/">
          {t("Return to Home")}
        </Link>
      </p>
    </main>
  );
}

/** The trial-ended page's facts in a 403's data (server/platform/tenant.server.ts, refuseEndedTrial), or null. */
const trialEndedSchema = z.object({
  trialEnded: z.object({ companyName: z.string(), endedAt: z.string(), contact: z.string().nullable(), signOut: z.string() }),
});
function trialEndedView(value: unknown) {
  const parsed = trialEndedSchema.safeParse(value);
  return parsed.success ? parsed.data.trialEnded : null;
}
