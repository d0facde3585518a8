import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { BUILT_IN_TENANTS, COMPANY_PREFIX } from "./domain/tenants";

/**
 * The whole URL map. Screens that exist in every tenant context (none, /croacademy,
 * /company/{subdomain}) are declared once in `tenantScreens` and prefixed by `inContext`.
 */
const contexts = [
  ...BUILT_IN_TENANTS.map((t) => ({ prefix: t.base.slice(1), id: t.slug })),
  { prefix: `${COMPANY_PREFIX.slice(1)}/:subdomain`, id: "company" },
];

type Screen = readonly [path: string, file: string, children?: ReadonlyArray<readonly [path: string, file: string]>];

const tenantScreens: readonly Screen[] = [
  ["", "routes/public/home.tsx"],
  ["login-selection", "routes/public/login-selection.tsx"],
  ["demo", "routes/public/demo.tsx"],
  ["employee/login", "routes/learner/employee-login.tsx"],
  ["employee/logout", "routes/learner/employee-logout.ts"],
  ["training-intro", "routes/learner/training-intro.tsx"],
  ["world", "routes/learner/world.tsx"],
  ["training", "routes/learner/world.tsx"],
  ["quest/:regionId/:questId", "routes/learner/quest.tsx"],
  ["profile", "routes/learner/profile.tsx"],
  ["progress", "routes/learner/progress.tsx"],
  ["certificate.pdf", "routes/learner/certificate-pdf.ts"],
  ["admin/login", "routes/admin/login.tsx"],
  ["admin/logout", "routes/admin/logout.ts"],
  // The company administration: one layout (header and tabs), each tab its own route module.
  [
    "admin/dashboard",
    "routes/admin/dashboard.tsx",
    [
      ["", "routes/admin/employees.tsx"],
      ["import", "routes/admin/import.tsx"],
      ["invitations", "routes/admin/reminders.tsx"],
      ["completions", "routes/admin/completions.tsx"],
      ["settings", "routes/admin/settings.tsx"],
    ],
  ],
  ["admin/completions.csv", "routes/admin/completions-report.ts"],
  ["admin/employee_template.csv", "routes/admin/employee-template.ts"],
  ["admin/invitation_links.csv", "routes/admin/invitation-links.ts"],
  ["admin/employees/:employeeId/certificate.pdf", "routes/admin/employee-certificate.ts"],
  ["admin/training", "routes/admin/training.tsx"],
];

function inContext(ctx: { prefix: string; id: string }) {
  return tenantScreens.map(([path, file, children]) => {
    const full = [ctx.prefix, path].filter(Boolean).join("/");
    const id = `${ctx.id}:${path || "home"}`;
    const nested = children?.map(([child, childFile]) =>
      child ? route(child, childFile, { id: `${id}/${child}` }) : index(childFile, { id: `${id}/index` }),
    );
    return route(full === "" ? "/" : full, file, { id }, nested);
  });
}

export default [
  ...contexts.flatMap(inContext),
  route("company/login", "routes/public/company-login.tsx"),
  route("company/setup", "routes/public/company-setup.tsx"),
  route("auth/login", "routes/public/auth-login.ts"),
  route("auth/callback", "routes/public/auth-callback.tsx"),
  route("super-admin/login", "routes/super-admin/login.tsx"),
  route("super-admin/logout", "routes/super-admin/logout.ts"),
  route("super-admin/dashboard", "routes/super-admin/dashboard.tsx"),
  route("healthz", "routes/api/healthz.ts"),
  route("api/openapi.json", "routes/api/openapi.ts"),
  ...contexts.map((ctx) => route(["api", ctx.prefix, "*"].filter(Boolean).join("/"), "routes/api/json.ts", { id: `api:${ctx.id}` })),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
