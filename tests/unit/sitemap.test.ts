/** The System Sitemap of app/domain/sitemap.ts, built from screen lists like app/screens.ts. */
import { describe, expect, it } from "vitest";
import { buildSitemap } from "../../app/domain/sitemap";
import { PLATFORM_SCREENS, type Screen, TENANT_SCREENS } from "../../app/screens";

const screen = (path: string, over: Partial<Screen> = {}): Screen => ({
  path,
  file: `routes/${path || "home"}.tsx`,
  title: path || "Home",
  category: "Public",
  auth: false,
  userType: "anyone",
  ...over,
});

const TENANT: Screen[] = [
  screen("downloads/x.pdf", { category: "Downloads", auth: true, userType: "employee" }),
  screen(""),
  screen("quest/:regionId/:questId", { title: "Training module", category: "Training", auth: true, userType: "employee" }),
  screen("world", { category: "Training", auth: true, userType: "employee" }),
  screen("training", { category: "Training", auth: true, userType: "employee", aliasOf: "world" }),
  screen("admin/dashboard", {
    title: "Dashboard",
    category: "Company administration",
    userType: "admin",
    auth: true,
    children: [
      screen("", { file: "routes/employees.tsx", title: "Employees", category: "Company administration", userType: "admin", auth: true }),
      screen("things/:id", { title: "A thing", category: "Company administration", userType: "admin", auth: true }),
    ],
  }),
];
const PLATFORM: Screen[] = [screen("company/login", { category: "Sign-in" })];
const MODULES = [
  { id: 1, title: "One", department: "Dept A" },
  { id: 2, title: "Two", department: "Dept B" },
];

describe("buildSitemap", () => {
  const map = buildSitemap(TENANT, PLATFORM, MODULES);
  const entry = (path: string, title?: string) =>
    map.groups.flatMap((g) => g.entries).find((e) => e.path === path && (!title || e.title === title));

  it("groups by category in the listing's order, with counts that add up", () => {
    expect(map.groups.map((g) => [g.category, g.count])).toEqual([
      ["Public", 1],
      ["Sign-in", 1],
      ["Training", 5],
      ["Company administration", 3],
      ["Downloads", 1],
    ]);
    expect(map.total).toBe(11);
    expect(map.groups.reduce((n, g) => n + g.entries.length, 0)).toBe(map.total);
  });

  it("names the module routes after the modules, right after the generic quest route, as static routes", () => {
    expect(map.groups.find((g) => g.category === "Training")!.entries.map((e) => [e.path, e.title, e.dynamic])).toEqual([
      ["/quest/:regionId/:questId", "Training module", true],
      ["/quest/1/1", "Module 1: One", false],
      ["/quest/2/2", "Module 2: Two", false],
      ["/world", "world", false],
      ["/training", "training", false],
    ]);
    expect(entry("/quest/2/2")).toMatchObject({ detail: "Dept B", auth: true, userType: "employee", inEveryContext: true });
  });

  it("lists children under their layout (the index at the layout's address) and marks aliases and contexts", () => {
    expect(entry("/admin/dashboard", "Employees")).toMatchObject({ layout: "Dashboard", dynamic: false });
    expect(entry("/admin/dashboard", "Dashboard")).toMatchObject({ layout: null });
    expect(entry("/admin/dashboard/things/:id")).toMatchObject({ layout: "Dashboard", dynamic: true });
    expect(entry("/training")?.aliasOf).toBe("/world");
    expect(entry("/")).toMatchObject({ title: "Home", inEveryContext: true });
    expect(entry("/company/login")).toMatchObject({ inEveryContext: false, category: "Sign-in" });
  });

  it("lists every screen of app/screens.ts once (the module routes come on top)", () => {
    const real = buildSitemap(TENANT_SCREENS, PLATFORM_SCREENS, MODULES);
    const count = (list: readonly Screen[]): number => list.reduce((n, s) => n + 1 + count(s.children ?? []), 0);
    expect(real.total).toBe(count(TENANT_SCREENS) + count(PLATFORM_SCREENS) + MODULES.length);
  });

  it("offers a Visit link only for static pages: logouts are form actions, downloads files, a needed query makes a Dynamic Route", () => {
    const withKinds = buildSitemap(
      [
        ...TENANT,
        screen("employee/logout", { category: "Sign-in", auth: true, userType: "employee", action: true }),
        screen("report.csv", { category: "Downloads", auth: true, userType: "admin" }),
      ],
      [screen("sample.pdf", { category: "Downloads", auth: true, userType: "super_admin", needsQuery: "company" })],
      MODULES,
    );
    const open = (path: string) => withKinds.groups.flatMap((g) => g.entries).find((e) => e.path === path);
    expect(open("/world")).toMatchObject({ open: "visit", dynamic: false });
    expect(open("/quest/1/1")).toMatchObject({ open: "visit", dynamic: false });
    expect(open("/quest/:regionId/:questId")).toMatchObject({ open: "dynamic", dynamic: true });
    expect(open("/employee/logout")).toMatchObject({ open: "action", dynamic: false });
    expect(open("/report.csv")).toMatchObject({ open: "download", dynamic: false });
    expect(open("/downloads/x.pdf")).toMatchObject({ open: "download" });
    expect(open("/sample.pdf")).toMatchObject({ open: "dynamic", dynamic: true });
  });

  it("in app/screens.ts: every logout is an action and the sample certificate needs ?company=", () => {
    const real = buildSitemap(TENANT_SCREENS, PLATFORM_SCREENS, MODULES).groups.flatMap((g) => g.entries);
    const logouts = real.filter((e) => e.path.endsWith("/logout"));
    expect(logouts.map((e) => e.path).sort()).toEqual(["/admin/logout", "/employee/logout", "/super-admin/logout"]);
    for (const e of logouts) expect(e.open, e.path).toBe("action");
    for (const e of real.filter((x) => x.category === "Downloads")) expect(e.open, e.path).not.toBe("visit");
    expect(real.find((e) => e.path === "/super-admin/sample-certificate.pdf")).toMatchObject({ open: "dynamic" });
  });
});
