/**
 * The built-in tenants and the URL contexts, in one place: read by the URL map (app/routes.ts),
 * the tenant resolver, the seed, the subdomain rules and the first migration.
 */
export type TenantKind = "main" | "croacademy" | "company";

export interface BuiltInTenant {
  slug: "main" | "croacademy";
  kind: TenantKind;
  name: string;
  /** URL prefix of its pages ("" or "/croacademy"); its JSON API lives under /api + prefix. */
  base: string;
}

export const MAIN_TENANT: BuiltInTenant = { slug: "main", kind: "main", name: "GDPR Training Academy", base: "" };
export const CRO_TENANT: BuiltInTenant = { slug: "croacademy", kind: "croacademy", name: "CRO Academy", base: "/croacademy" };
export const BUILT_IN_TENANTS: readonly BuiltInTenant[] = [MAIN_TENANT, CRO_TENANT];

/** The JSON API's prefix: a context's API lives at this + the context's prefix (/api, /api/croacademy …). */
export const API_PREFIX = "/api";

/** The SCIM 2.0 service's prefix: a context's provisioning lives at this + the context's prefix (issue 29). */
export const SCIM_PREFIX = "/scim/v2";

/** The URL prefix of a company's pages; its JSON API is /api + this prefix. */
export const COMPANY_PREFIX = "/company";
export const companyBase = (subdomain: string) => `${COMPANY_PREFIX}/${subdomain}`;
