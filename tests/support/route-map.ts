/**
 * The URL map of app/routes.ts as the tests that walk every route see it (the malformed-input
 * corpus, the tenant matrix): its entries, the route modules, React Router's own matching, the
 * tenant context of a pattern, and identities whose sessions are opened without hashing a
 * password (and opened again when a call of the test ended them).
 */
import { createHmac } from "node:crypto";
import path from "node:path";
import { matchRoutes } from "react-router";
import routes from "../../app/routes";
import { COMPANY_PREFIX, CRO_TENANT } from "../../app/domain/tenants";
import { openSession } from "../../app/server/identity/sessions.server";
import { db } from "../../app/server/platform/db.server";
import { downloadFailure } from "../../app/server/platform/download.server";
import type { TestUser } from "./factory";
import { Browser, download, ORIGIN } from "./http";

export interface RouteEntry {
  id?: string;
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}
export const ROUTES = routes as unknown as RouteEntry[];
export const flat = (list: RouteEntry[]): RouteEntry[] => list.flatMap((r) => [r, ...flat(r.children ?? [])]);
/** Every route of the map with its whole pattern (children under their layout). */
export function routePatterns(list: RouteEntry[] = ROUTES, prefix = ""): { pattern: string; route: RouteEntry }[] {
  return list.flatMap((r) => {
    const pattern = [prefix, r.path ?? ""].filter(Boolean).join("/");
    return [{ pattern, route: r }, ...routePatterns(r.children ?? [], pattern)];
  });
}
/** The JSON API's one route module (under /api, /api/croacademy and /api/company/:subdomain). */
export const API_FILE = "routes/api/json.ts";
/** The SCIM service's one route module (under /scim/v2, /scim/v2/croacademy and /scim/v2/company/:subdomain). */
export const SCIM_FILE = "routes/scim/scim.ts";

export type RouteFn = (args: { request: Request; url: URL; params: Record<string, string | undefined>; context: unknown }) => unknown;
export interface RouteModule {
  loader?: RouteFn;
  action?: RouteFn;
  middleware?: readonly unknown[];
}

const modules = new Map<string, RouteModule>();
/**
 * Imports every route module of the URL map once. A download answered by its page route's
 * middleware (the certificate PDFs) is walked as that route's loader: what a GET runs.
 */
export async function loadRouteModules() {
  for (const r of flat(ROUTES)) {
    if (modules.has(r.file)) continue;
    const module = (await import(path.resolve("app", r.file))) as RouteModule;
    // its own loader (downloadFailure) only throws what the middleware met: the GET is the middleware
    const isDownload = module.middleware && (!module.loader || module.loader === (downloadFailure as unknown));
    modules.set(r.file, isDownload ? { ...module, loader: download(module as never) as RouteFn } : module);
  }
}
export const moduleOf = (file: string) => {
  const found = modules.get(file);
  if (!found) throw new Error(`route module ${file} not loaded (loadRouteModules)`);
  return found;
};

/** What the server would run for a path: the deepest matching route and its params. */
export function routeFor(pathname: string) {
  const last = matchRoutes(ROUTES as never, pathname)?.at(-1);
  return last ? { route: last.route as RouteEntry, params: last.params as Record<string, string> } : null;
}

/** The tenant context of a route pattern (pages, API and SCIM), or the super administrator's pages. */
export function contextOf(pattern: string): "main" | "croacademy" | "company" | "super" {
  const p = `/${pattern}`.replace(/^\/(?:api|scim\/v2)(?=\/|$)/, "");
  if (p.startsWith("/super-admin")) return "super";
  if (p === CRO_TENANT.base || p.startsWith(`${CRO_TENANT.base}/`)) return "croacademy";
  if (p.startsWith(`${COMPANY_PREFIX}/:subdomain`)) return "company";
  return "main";
}

/** Someone who calls: signed out (no user), or a user with a session sent as cookie or bearer token. */
export interface Identity {
  name: string;
  user?: TestUser;
  how?: "cookie" | "bearer";
  browser: Browser;
  token?: string;
}

const sessionIdOf = (token: string) => createHmac("sha256", process.env.SESSION_SECRET!).update(token).digest("hex");

/** Opens the identity's session (again, when a call ended it), without hashing a password. */
export async function ensureSession(who: Identity) {
  if (!who.user) return;
  if (who.token && (await db().selectFrom("sessions").select("id").where("id", "=", sessionIdOf(who.token)).executeTakeFirst())) return;
  const s = await openSession(new Request(ORIGIN), { id: who.user.id, company_id: who.user.companyId, role: who.user.role });
  who.token = s.token;
  who.browser = new Browser(who.browser.address);
  if (who.how === "cookie") who.browser.absorb(s.headers);
}

/** A same-origin request as the identity: its cookie, or its bearer token. */
export function requestAs(
  who: Identity,
  url: string,
  init: { method: string; type?: string; body?: string | Uint8Array; headers?: Record<string, string> },
) {
  const headers = new Headers({ Origin: ORIGIN, ...init.headers });
  const cookie = who.browser.header();
  if (cookie) headers.set("Cookie", cookie);
  if (who.how === "bearer" && who.token) headers.set("Authorization", `Bearer ${who.token}`);
  if (init.type) headers.set("Content-Type", init.type);
  const raw = init.method === "GET" || init.method === "HEAD" ? undefined : init.body;
  return new Request(ORIGIN + url, {
    method: init.method,
    headers,
    body: typeof raw === "string" || raw === undefined ? raw : new Uint8Array(raw),
  });
}
