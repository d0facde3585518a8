// The floor page's root: what React Router runs for every page of the academy, with none of the
// academy's work in it. A middleware that only calls next() (ours sets the request's log record,
// the CSP nonce and the security headers), a root loader that returns the header colours and no
// flash or logo (ours looks up the tenant), the same document shell (a stylesheet, the colours'
// style, the skip link, the loading bar) and the same client scripts.
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigation, useRouteLoaderData } from "react-router";
import { NonceStyle } from "../../../app/components/styles";

export const middleware = [async (_args: unknown, next: () => Promise<Response>) => next()];

export const links = () => [
  { rel: "stylesheet", href: "/assets/app.css" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader() {
  return { flash: null, colors: { primary: "#003D8F", secondary: "#FF6A00" }, logo: null };
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <NonceStyle
          css={`
            :root {
              --primary: ${root?.colors.primary};
              --secondary: ${root?.colors.secondary};
            }
          `}
        />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      {busy ? <div className="loading-bar" role="progressbar" aria-label="Loading" /> : null}
      <Outlet />
    </>
  );
}
