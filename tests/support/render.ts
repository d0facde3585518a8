/**
 * Renders a route's component to HTML, as the server would, with the data its loader (and action)
 * answered: for tests of what a page shows (texts, attributes, which fields are there). React's
 * separators between adjacent texts (`<!-- -->`) are taken out, so texts read as on the page.
 */
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";

export function renderPage(
  Component: ComponentType<never>,
  opts: { at: string; data: unknown; actionData?: unknown; root?: unknown },
): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => createElement(Outlet),
      loader: () => null,
      children: [{ id: "page", path: "*", Component: Component as never, loader: () => null, action: () => null }],
    },
  ]);
  const html = renderToString(
    createElement(Stub, {
      initialEntries: [opts.at],
      hydrationData: {
        loaderData: { root: opts.root ?? null, page: opts.data },
        ...(opts.actionData === undefined ? {} : { actionData: { page: opts.actionData } }),
      },
    }),
  );
  return html.replaceAll("<!-- -->", "");
}
