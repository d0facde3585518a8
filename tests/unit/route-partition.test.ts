/**
 * The server's route partition (scripts/route-partition.ts): for any path, the part of the route
 * table it is handed to matches the same routes, with the same params, as the whole table, as
 * React Router matches them. Checked on every route of app/routes.ts, on a seeded sample of their
 * filled-in, upper-cased, escaped, trailing-slash and ".data" spellings, on a table with the
 * awkward kinds of route (optional, splat, case-sensitive, parameter first, twins), and on random
 * paths. Every property has a fixed number of runs and a seed: the work is bounded, whatever the
 * machine's speed.
 */
import fc from "fast-check";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import appRoutes from "../../app/routes";
import { partitionRoutes, pathSegments } from "../../scripts/route-partition";

type Routes = ServerBuild["routes"];
interface Config {
  id?: string;
  path?: string;
  file: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: Config[];
}

/** A build's route table from route config, as React Router's build lays it out (root first, in order). */
function buildRoutes(config: Config[]): Routes {
  const routes: Record<string, unknown> = { root: { id: "root", path: "", module: {} } };
  const add = (list: Config[], parentId: string) => {
    for (const c of list) {
      const id = c.id ?? c.file.replace(/\.[^.]+$/, "");
      routes[id] = { id, parentId, path: c.path, index: c.index, caseSensitive: c.caseSensitive, module: {} };
      add(c.children ?? [], id);
    }
  };
  add(config, "root");
  return routes as Routes;
}

/** The route tree React Router builds from a table (children in table order). */
function tree(routes: Routes): RouteObject[] {
  const nodes = new Map<string, RouteObject & { children?: RouteObject[] }>();
  for (const r of Object.values(routes))
    if (r) nodes.set(r.id, { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive } as never);
  const top: RouteObject[] = [];
  for (const r of Object.values(routes)) {
    if (!r) continue;
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else top.push(node);
  }
  return top;
}

/** The path React Router matches for a request path (its getNormalizedPath: ".data" and a trailing slash dropped). */
function normalised(pathname: string) {
  let p = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  if (p !== "/" && p.endsWith("/")) p = p.slice(0, -1);
  return p;
}

function checker(routes: Routes) {
  const whole = tree(routes);
  const partition = partitionRoutes(routes);
  const trees = new Map<string, RouteObject[]>();
  // The whole table's matches of a path: several spellings normalise to one path.
  const wholeMatches = new Map<string, ReturnType<typeof matched>>();
  const matched = (t: RouteObject[], path: string) =>
    (matchRoutes(t, path) ?? []).map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname }));
  return (target: string) => {
    const pathname = new URL(target, "http://localhost").pathname;
    const { key, routes: part } = partition.routesFor(pathname);
    let t = trees.get(key);
    if (!t) {
      t = tree(part);
      trees.set(key, t);
    }
    for (const r of Object.values(part)) if (r?.parentId) expect(part[r.parentId], `${r.id}'s parent`).toBeDefined();
    const path = normalised(pathname);
    let expected = wholeMatches.get(path);
    if (!expected) wholeMatches.set(path, (expected = matched(whole, path)));
    expect(matched(t, path), `${target} (part ${key || "whole"})`).toEqual(expected);
    return Object.keys(part).length;
  };
}

const concrete = (pattern: string, value: string) =>
  `/${pattern}`
    .replace(/:[\w-]+\??/g, value)
    .replace(/\/\*$/, `/${value}/more`)
    .replace(/^\/+/, "/");

describe("route partition of the server", () => {
  const routes = buildRoutes(appRoutes as unknown as Config[]);
  const check = checker(routes);
  const patterns = (list: Config[], prefix = ""): string[] =>
    list.flatMap((c) => {
      const p = [prefix, c.path ?? ""].filter(Boolean).join("/");
      return [p, ...patterns(c.children ?? [], p)];
    });
  const all = [...new Set(patterns(appRoutes as unknown as Config[]))];

  const VALUES = ["acme-pharma", "4", "World", "login", "ADMIN", "x%2Fy", "%77orld"];
  const spellings = (path: string) =>
    path === "/"
      ? ["/", "/_root.data", "/x", "/X/"]
      : [
          path,
          path.toUpperCase(),
          `${path}/`,
          `${path}.data`,
          `${path}/x`,
          path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
        ];

  it("matches every route of app/routes.ts as the whole table does", () => {
    expect(all.length).toBeGreaterThan(40);
    for (const pattern of all) check(concrete(pattern, VALUES[0]));
  });

  // A bounded property rather than every route in every spelling (thousands of matches of the
  // whole table, tens of seconds of CPU on a busy machine): a fixed number of draws from the same
  // product, with a fixed seed so that a failure replays.
  it("matches the routes of app/routes.ts in other spellings (filled in, upper-cased, escaped, trailing slash, .data)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.constantFrom(...VALUES), fc.nat(5), (pattern, value, k) => {
        const variants = spellings(concrete(pattern, value));
        check(variants[k % variants.length]);
      }),
      { numRuns: 300, seed: 20261125 },
    );
  });

  it("hands a signed-in page a small part of the table", () => {
    const whole = Object.keys(routes).length;
    for (const path of ["/world", "/croacademy/world", "/company/acme/world", "/quest/4/4", "/company/acme/admin/dashboard/employees"]) {
      expect(check(path), path).toBeLessThan(whole / 4);
    }
  });

  it("leaves paths it cannot read to the whole table", () => {
    const partition = partitionRoutes(routes);
    for (const p of ["/company//world", "/%E0%A4%A/world", "world"]) expect(partition.routesFor(p).routes).toBe(routes);
    expect(pathSegments("/a/B%2fc/")).toEqual(["a", "b%2fc"]);
  });

  it("matches random paths as the whole table does", () => {
    const words = [...new Set(all.flatMap((p) => p.split("/")).filter((w) => w && !w.startsWith(":") && w !== "*"))];
    const segment = fc.oneof(
      fc.constantFrom(...words),
      fc.constantFrom(...words).map((w) => w.toUpperCase()),
      fc.stringMatching(/^[a-z0-9-]{1,8}$/),
      fc.constantFrom("%2F", "%20", "..", ".", "%00", "é", "%C3%A9", "K", "ı", "_root.data", "x.data"),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 7 }), fc.constantFrom("", "/", ".data"), (segments, end) => {
        if (segments.length > 0 || end !== "/") check(`/${segments.join("/")}${end}`);
      }),
      { numRuns: 200, seed: 20261126 },
    );
  });

  it("keeps awkward routes: optional and splat segments, case-sensitive words, parameters first, twins in order", () => {
    const awkward = buildRoutes([
      { path: "docs/:lang?/guide", file: "a" },
      { path: "files/*", file: "b" },
      { path: "Exact/case", file: "c", caseSensitive: true },
      { path: ":tenant/home", file: "d" },
      { path: "twin", file: "e1", id: "twin-1" },
      { path: "twin", file: "e2", id: "twin-2" },
      {
        path: "shop",
        file: "f",
        children: [
          { index: true, file: "f-index" },
          { path: "item/:id", file: "f-item" },
        ],
      },
      { path: "en?/about", file: "g" },
      { path: "*", file: "h" },
    ]);
    const check2 = checker(awkward);
    for (const p of [
      "/docs/guide",
      "/docs/de/guide",
      "/files/a/b/c",
      "/Exact/case",
      "/exact/case",
      "/acme/home",
      "/docs/home",
      "/twin",
      "/shop",
      "/shop/item/7",
      "/SHOP/ITEM/7",
      "/about",
      "/en/about",
      "/nothing/here",
      "/",
    ])
      check2(p);
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            "docs",
            "de",
            "guide",
            "files",
            "Exact",
            "exact",
            "case",
            "home",
            "twin",
            "shop",
            "item",
            "7",
            "en",
            "about",
            "x",
          ),
          {
            maxLength: 5,
          },
        ),
        (segments) => {
          check2(`/${segments.join("/")}`);
        },
      ),
      { numRuns: 500, seed: 20261127 },
    );
  });
});
