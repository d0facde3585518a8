import { flattenScreens, PLATFORM_SCREENS, TENANT_SCREENS } from "../screens";
import { API_PREFIX, BUILT_IN_TENANTS, COMPANY_PREFIX, SCIM_PREFIX } from "./tenants";

const segmentsOf = (path: string) => path.split("/").filter(Boolean);
const platformPaths = flattenScreens(PLATFORM_SCREENS).map((s) => segmentsOf(s.fullPath));
const companyWord = segmentsOf(COMPANY_PREFIX)[0];

/** The platform's own pages under the company prefix (/company/login, /company/setup): never a company. */
export const PLATFORM_PAGES_UNDER_COMPANY: ReadonlySet<string> = new Set(
  platformPaths.filter((p) => p[0] === companyWord && p.length > 1 && !p[1].startsWith(":")).map((p) => p[1]),
);

/**
 * Words that can never be a company subdomain, derived from the URL map's screen lists
 * (app/screens.ts) rather than listed by hand: every first path segment the app routes (in a
 * tenant context and on the platform: admin, world, super-admin, verify …), the platform's pages
 * under /company (login, setup), the API's and the SCIM service's prefixes and the built-in
 * tenants. A screen added later is reserved with it, so /company/{subdomain} never reads like one
 * of the platform's own addresses.
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  ...[...flattenScreens(TENANT_SCREENS).map((s) => segmentsOf(s.fullPath)), ...platformPaths]
    .map((p) => p[0])
    .filter((w): w is string => Boolean(w) && !w.startsWith(":")),
  ...PLATFORM_PAGES_UNDER_COMPANY,
  ...segmentsOf(API_PREFIX),
  segmentsOf(SCIM_PREFIX)[0],
  ...BUILT_IN_TENANTS.map((t) => t.slug),
]);

/** Portal-access normalisation: trimmed, lowercased, only a-z, 0-9 and hyphen kept. */
export function normalizeSubdomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "");
}

/** The shape of a subdomain (a-z, 0-9 and inner hyphens, 1-63 characters), reserved or not. */
export const hasSubdomainShape = (s: string) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(s);

/** A subdomain a new company may take: the shape, and no reserved word. */
export function isValidSubdomain(s: string): boolean {
  return hasSubdomainShape(s) && !RESERVED_SUBDOMAINS.has(s);
}

export const SUBDOMAIN_SUFFIX = ".training.local";
