import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { API_PREFIX, BUILT_IN_TENANTS, COMPANY_PREFIX, SCIM_PREFIX } from "./domain/tenants";
import { PLATFORM_SCREENS, type Screen, TENANT_SCREENS } from "./screens";

/**
 * The whole URL map, built from the screen lists of app/screens.ts (which the System Sitemap
 * shows too). Screens that exist in every tenant context (none, /croacademy,
 * /company/{subdomain}) are declared once in TENANT_SCREENS and prefixed by `inContext`.
 */
const contexts = [
  ...BUILT_IN_TENANTS.map((t) => ({ prefix: t.base.slice(1), id: t.slug })),
  { prefix: `${COMPANY_PREFIX.slice(1)}/:subdomain`, id: "company" },
];

function screenRoute(screen: Screen, path: string, id: string) {
  const nested = screen.children?.map((child) =>
    child.path ? route(child.path, child.file, { id: `${id}/${child.path}` }) : index(child.file, { id: `${id}/index` }),
  );
  return route(path === "" ? "/" : path, screen.file, { id }, nested);
}

const inContext = (ctx: { prefix: string; id: string }) =>
  TENANT_SCREENS.map((s) => screenRoute(s, [ctx.prefix, s.path].filter(Boolean).join("/"), `${ctx.id}:${s.path || "home"}`));

export default [
  ...contexts.flatMap(inContext),
  ...PLATFORM_SCREENS.map((s) => screenRoute(s, s.path, s.path)),
  ...contexts.map((ctx) =>
    route([API_PREFIX.slice(1), ctx.prefix, "*"].filter(Boolean).join("/"), "routes/api/json.ts", { id: `api:${ctx.id}` }),
  ),
  // A company's SCIM 2.0 service (issue 29), in every context as the JSON API
  ...contexts.map((ctx) =>
    route([SCIM_PREFIX.slice(1), ctx.prefix, "*"].filter(Boolean).join("/"), "routes/scim/scim.ts", { id: `scim:${ctx.id}` }),
  ),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
