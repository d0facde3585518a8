// The floor pages' root: what React Router runs for every page of the academy, with none of the
// academy's work in it. A middleware that only calls next() (ours sets the request's log record,
// the CSP nonce and the security headers), a root loader that returns the header colours and no
// flash or logo (ours looks up the tenant), and the academy's own document and root page
// (app/components/Document.tsx).
import type { ReactNode } from "react";
import { Document, RootOutlet } from "../../../app/components/Document";
import { DEFAULT_COLORS } from "../../../app/domain/companies";

export const middleware = [async (_args: unknown, next: () => Promise<Response>) => next()];

export const links = () => [
  { rel: "stylesheet", href: "/assets/app.css" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader() {
  return { flash: null, colors: { ...DEFAULT_COLORS }, logo: null };
}

export function Layout({ children }: { children: ReactNode }) {
  return <Document>{children}</Document>;
}

export default function App() {
  return <RootOutlet />;
}
