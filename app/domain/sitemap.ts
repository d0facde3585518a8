/**
 * The System Sitemap (spec 2.2, 2.11), built from the screen lists of app/screens.ts (the same
 * lists app/routes.ts builds the URL map from) and the course's modules, so a screen added later
 * shows up. Pure: the super administrator's tab renders what this answers.
 */
import { flattenScreens, type Screen, type SitemapCategory, type UserType } from "../screens";

export interface SitemapEntry {
  /** The address in the default context ("/world"), or the platform's ("/company/login"). */
  path: string;
  title: string;
  category: SitemapCategory;
  userType: UserType;
  auth: boolean;
  /** Has `:name` parameters or needs a query parameter: no single address to visit ("Dynamic Route"). */
  dynamic: boolean;
  /** How the Open column offers it: a Visit link (a static page), Dynamic Route, or neither (a form's target, a file). */
  open: "visit" | "dynamic" | "action" | "download";
  /** Exists in every tenant context (default, /croacademy, /company/{subdomain}). */
  inEveryContext: boolean;
  /** The layout screen it is shown in. */
  layout: string | null;
  /** The path this one is another address of. */
  aliasOf: string | null;
  /** For the module routes: the department (the spec's names in brackets). */
  detail: string | null;
  /** For the module routes: the module the title names ("Module 3: …"), so the page can say it in its language. */
  module: { id: number; title: string } | null;
}

export interface SitemapModule {
  id: number;
  title: string;
  department: string;
}

/** Category order of the listing; a category added to the type must be placed here. */
const CATEGORY_RANK: Record<SitemapCategory, number> = {
  Public: 0,
  "Sign-in": 1,
  Training: 2,
  "Company administration": 3,
  "System administration": 4,
  Downloads: 5,
};

const isDynamic = (path: string) => path.split("/").some((s) => s.startsWith(":"));

/**
 * The Open column: only a static page gets a Visit link. A logout is a form's target (visiting it
 * signs no one out) and a download is fetched from its page; a screen with parameters, or one
 * that needs a query (the sample certificate's ?company=), is a Dynamic Route.
 */
function openOf(s: Screen & { fullPath: string }): SitemapEntry["open"] {
  if (isDynamic(s.fullPath) || s.needsQuery) return "dynamic";
  if (s.action) return "action";
  if (s.category === "Downloads") return "download";
  return "visit";
}
const QUEST_ROUTE = "quest/:regionId/:questId";

function entriesOf(list: readonly Screen[], inEveryContext: boolean): SitemapEntry[] {
  const flat = flattenScreens(list);
  const key = (fullPath: string, file: string) => `${fullPath} ${file}`;
  const layouts = new Map<string, string>();
  for (const s of flat) {
    for (const c of s.children ?? []) layouts.set(key([s.fullPath, c.path].filter(Boolean).join("/"), c.file), s.title);
  }
  return flat.map((s) => ({
    path: `/${s.fullPath}`,
    title: s.title,
    category: s.category,
    userType: s.userType,
    auth: s.auth,
    dynamic: isDynamic(s.fullPath) || Boolean(s.needsQuery),
    open: openOf(s),
    inEveryContext,
    layout: layouts.get(key(s.fullPath, s.file)) ?? null,
    aliasOf: s.aliasOf ? `/${s.aliasOf}` : null,
    detail: null,
    module: null,
  }));
}

/** The module routes /quest/1/1 to /quest/8/8, named after the modules (spec 2.2), as the generic quest route's screen. */
function moduleEntries(quest: SitemapEntry, modules: readonly SitemapModule[]): SitemapEntry[] {
  return modules.map((m) => ({
    ...quest,
    path: `/quest/${m.id}/${m.id}`,
    title: `Module ${m.id}: ${m.title}`,
    dynamic: false,
    open: "visit" as const,
    detail: m.department,
    module: { id: m.id, title: m.title },
  }));
}

export interface SitemapGroup {
  category: SitemapCategory;
  count: number;
  entries: SitemapEntry[];
}

/**
 * Every screen, grouped by category in the listing's order with counts: the tenant screens (in
 * the default context; each also exists under /croacademy and /company/{subdomain}) with the
 * module routes after the generic quest route, the platform's own screens, children after
 * their layout.
 */
export function buildSitemap(tenant: readonly Screen[], platform: readonly Screen[], modules: readonly SitemapModule[]) {
  const entries = [...entriesOf(tenant, true), ...entriesOf(platform, false)].flatMap((e) =>
    e.path === `/${QUEST_ROUTE}` && e.inEveryContext ? [e, ...moduleEntries(e, modules)] : [e],
  );
  const groups: SitemapGroup[] = [];
  for (const e of entries) {
    const group = groups.find((g) => g.category === e.category);
    if (group) group.entries.push(e);
    else groups.push({ category: e.category, count: 0, entries: [e] });
  }
  for (const g of groups) g.count = g.entries.length;
  groups.sort((a, b) => CATEGORY_RANK[a.category] - CATEGORY_RANK[b.category]);
  return { total: entries.length, groups };
}
