/**
 * React Router matches every request against every route of the build: its request handler and
 * its document render walk the ranked branches until one matches, and for a path of a company
 * (or a screen ranked low, like /world) that is most of our route table (three tenant contexts ×
 * the screens, the platform's screens, the API). That walk was a tenth of the CPU time of a
 * signed-in page (docs/decisions/009-speed.md).
 *
 * A path can only be matched by routes whose static segments agree with its own segments. So the
 * server keeps one request handler per "part" of the route table: the routes that can match paths
 * whose first DEPTH segments are the same (the static words of our paths, e.g. "company",
 * "croacademy", "world", "admin"; any other word stands for all words that are none of them). A
 * part keeps the relative order of the routes it keeps, so the ranking of its branches is the
 * ranking of the whole table restricted to them, and the first branch that matches a path is the
 * same route in the part as in the whole table. Paths whose segments cannot be read this way
 * (empty segments, undecodable escapes) and the route-discovery endpoint use the whole table.
 */
import type { ServerBuild } from "react-router";

type Routes = ServerBuild["routes"];
type BuildRoute = NonNullable<Routes[string]>;

/** How many leading segments of a path choose its part. */
const DEPTH = 3;
/** Parts (and keys) kept at most; beyond that a path is matched against the whole table. */
const MAX_KEYS = 2000;

/** A segment a route can only match with the same word: not a parameter, splat or optional. */
function staticSegment(segment: string | undefined): string | undefined {
  if (segment === undefined || segment.startsWith(":") || segment.includes("*") || segment.endsWith("?")) return undefined;
  return segment.toLowerCase();
}

/**
 * A path's segments as React Router compares them with a route's (its decodePath: each segment
 * decoded, a decoded "/" kept as %2F), lower-cased; null when the path is one to leave to the whole
 * table. `pathname` is the URL's pathname (already normalised by the URL parser).
 */
export function pathSegments(pathname: string): string[] | null {
  let path = pathname;
  // React Router's data requests name the page's path with ".data" (and "/_root.data" for "/").
  if (path === "/_root.data") path = "/";
  else if (path.endsWith(".data")) path = path.slice(0, -5);
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  if (!path.startsWith("/")) return null;
  if (path === "/") return [];
  const raw = path.slice(1).split("/");
  const out: string[] = [];
  for (const segment of raw) {
    if (segment === "") return null;
    try {
      out.push(decodeURIComponent(segment).replace(/\//g, "%2F").toLowerCase());
    } catch {
      return null;
    }
  }
  return out;
}

export interface RoutePartition {
  /** The routes that can match this pathname (the whole table when it cannot tell), and the part's key. */
  routesFor(pathname: string): { key: string; routes: Routes };
}

export function partitionRoutes(routes: Routes): RoutePartition {
  const all = Object.values(routes).filter((r): r is BuildRoute => r !== undefined);
  const byId = new Map(all.map((r) => [r.id, r]));
  const full = new Map<string, string[]>();
  const fullSegments = (route: BuildRoute): string[] => {
    let segments = full.get(route.id);
    if (!segments) {
      const parent = route.parentId ? byId.get(route.parentId) : undefined;
      const own = (route.path ?? "").split("/").filter(Boolean);
      segments = [...(parent ? fullSegments(parent) : []), ...own];
      full.set(route.id, segments);
    }
    return segments;
  };
  // A case-sensitive route is never left out (its words are not compared here).
  const statics = Array.from({ length: DEPTH }, () => new Set<string>());
  for (const route of all) {
    if (route.caseSensitive) continue;
    fullSegments(route).forEach((segment, i) => {
      const word = staticSegment(segment);
      if (i < DEPTH && word !== undefined) statics[i].add(word);
    });
  }

  /** The key of a path: per level, its word when some route has that word there, "*" for any other word, "" for none. */
  const keyOf = (segments: string[]) =>
    Array.from({ length: DEPTH }, (_, i) => {
      const s = segments[i];
      return s === undefined ? "" : statics[i].has(s) ? s : "*";
    });

  const keep = (route: BuildRoute, key: string[]) => {
    if (route.caseSensitive) return true;
    const segments = fullSegments(route);
    for (let i = 0; i < DEPTH; i++) {
      const word = staticSegment(segments[i]);
      // A static word can only match the same word; "*" stands for a word no route has at this level.
      if (word !== undefined && key[i] !== "" && word !== key[i]) return false;
    }
    return true;
  };

  const parts = new Map<string, Routes>();
  return {
    routesFor(pathname) {
      const segments = pathSegments(pathname);
      if (segments === null) return { key: "", routes };
      const levels = keyOf(segments);
      const key = levels.join("/");
      let part = parts.get(key);
      if (!part) {
        if (parts.size >= MAX_KEYS) return { key: "", routes };
        part = {};
        // Object order is route order: a part keeps the table's order (and so its ranking of ties).
        for (const route of all) {
          if (!keep(route, levels)) continue;
          part[route.id] = route;
        }
        // A route's parents agree with the path whenever it does (their segments begin its own).
        if (Object.values(part).some((r) => r?.parentId && !part![r.parentId])) return { key: "", routes };
        parts.set(key, part);
      }
      return { key, routes: part };
    },
  };
}
