import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouteObject, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, matchRoutes, ServerRouter } from "react-router";
import { NonceContext } from "./components/nonce";
import { nonceContext } from "./server/platform/context.server";
import { log } from "./server/platform/log.server";
import { renderToBuffer } from "./server/platform/render.server";
import { newNonce, setBaselineHeaders } from "./server/platform/security.server";
import { UNREACHABLE_RETRY_SECONDS } from "./server/platform/unavailable.server";

/** Re-exported so the Node server sets the client address and log record on the same context keys. */
export { clientAddressContext } from "./server/platform/context.server";
export { requestLogContext } from "./server/platform/log.server";
/** The services the production start script and Node server use (one module graph: app/server/ops.server.ts). */
export * as ops from "./server/ops.server";

export const streamTimeout = 5_000;

/**
 * Unexpected errors of loaders and actions, as structured log lines with their stacks. React
 * Router's own answers to the client's mistakes (405 for a POST to a page without an action, 404)
 * are not server errors: the access log has them.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  log(request).error({ err: error, method: request.method, path: new URL(request.url).pathname }, "request failed");
};

/**
 * A data request (a client navigation or a form post with JavaScript) keeps a thrown answer's
 * headers only through the headers function of the route that threw, and the pages have none: the
 * database's 503 (unavailable.server.ts) came without its Retry-After. Every 503 of the app means
 * "try again shortly", so one without the header gets the database's.
 */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  if (response.status !== 503 || response.headers.has("Retry-After")) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(UNREACHABLE_RETRY_SECONDS));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

type Manifest = EntryContext["manifest"]["routes"];
type EntryRoute = NonNullable<Manifest[string]>;
type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteNode[] };

/** The route tree of a manifest, for matchRoutes (built once per build). */
const trees = new WeakMap<Manifest, RouteNode[]>();
function treeOf(routes: Manifest): RouteNode[] {
  let tree = trees.get(routes);
  if (!tree) {
    const nodes = new Map<string, RouteNode>();
    for (const r of Object.values(routes))
      if (r) nodes.set(r.id, { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive });
    tree = [];
    for (const r of Object.values(routes)) {
      if (!r) continue;
      const node = nodes.get(r.id)!;
      const parent = r.parentId ? nodes.get(r.parentId) : undefined;
      if (parent) (parent.children ??= []).push(node);
      else tree.push(node);
    }
    trees.set(routes, tree);
  }
  return tree;
}

/** Route ids a page's render needs, by pathname (a bounded cache: cleared when full). */
const rendered = new Map<string, Manifest>();

/**
 * The manifest cut to the routes this page's render can use: the matched ones and those of the
 * parent paths (which React Router's Scripts sends as the initial manifest), with their parents.
 * React Router builds and ranks every route of the manifest on each render: with our 98 routes
 * (three tenant contexts) that doubled the cost of a page (docs/decisions/009-speed.md). The
 * subset gives the same matches (the winner of each path is in it) and the same HTML.
 */
function renderedRoutes(context: EntryContext, pathname: string): Manifest {
  const all = context.manifest.routes;
  const key = `${context.staticHandlerContext.matches.map((m) => m.route.id).join(",")} ${pathname}`;
  let routes = rendered.get(key);
  if (!routes) {
    const ids = new Set(context.staticHandlerContext.matches.map((m) => m.route.id));
    const segments = pathname.split("/").filter(Boolean);
    const paths = ["/"];
    segments.pop();
    while (segments.length > 0) {
      paths.push(`/${segments.join("/")}`);
      segments.pop();
    }
    for (const path of paths) for (const m of matchRoutes(treeOf(all) as RouteObject[], path) ?? []) if (m.route.id) ids.add(m.route.id);
    routes = {};
    for (const start of ids) {
      let id: string | undefined = start;
      while (id && !routes[id]) {
        const route: EntryRoute | undefined = all[id];
        if (!route) break;
        routes[id] = route;
        id = route.parentId;
      }
    }
    if (rendered.size >= 2000) rendered.clear();
    rendered.set(key, routes);
  }
  return routes;
}

/** The rendered page of a Response made here: the Node server sends it as it is, without reading the Response's body stream. */
const pages = new WeakMap<Response, Buffer>();
export const renderedPage = (response: Response): Buffer | undefined => pages.get(response);

/**
 * Renders the whole document into one buffer (renderToBuffer) and answers it; the Node server
 * sends that buffer as it is (`renderedPage`), without reading the Response's body stream.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The root middleware's nonce; a page it did not run for (no route matched the path) makes its own,
  // and gets the baseline headers here (the middleware sets them again, the same, when it ran).
  const nonce = loadContext.get(nonceContext) || newNonce();
  setBaselineHeaders(responseHeaders, nonce);
  const page = await renderToBuffer(
    <NonceContext.Provider value={nonce}>
      <ServerRouter
        context={{
          ...routerContext,
          manifest: { ...routerContext.manifest, routes: renderedRoutes(routerContext, new URL(request.url).pathname) },
        }}
        url={request.url}
        nonce={nonce}
      />
    </NonceContext.Provider>,
    {
      nonce,
      timeoutMs: streamTimeout + 1000,
      onError(error, ready) {
        responseStatusCode = 500;
        if (ready) log(request).error({ err: error }, "render failed");
      },
    },
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const response = new Response(page, { headers: responseHeaders, status: responseStatusCode });
  pages.set(response, page);
  return response;
}
