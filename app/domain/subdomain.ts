import { BUILT_IN_TENANTS } from "./tenants";

/** Route words and built-in tenants that can never be a company subdomain. */
export const RESERVED_SUBDOMAINS = new Set(["login", "setup", "api", "admin", ...BUILT_IN_TENANTS.map((t) => t.slug)]);

/** Portal-access normalisation: trimmed, lowercased, only a-z, 0-9 and hyphen kept. */
export function normalizeSubdomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "");
}

export function isValidSubdomain(s: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(s) && !RESERVED_SUBDOMAINS.has(s);
}

export const SUBDOMAIN_SUFFIX = ".training.local";
