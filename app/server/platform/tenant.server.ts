import { data } from "react-router";
import { trialHasEnded } from "../../domain/companies";
import { hasSubdomainShape, PLATFORM_PAGES_UNDER_COMPANY } from "../../domain/subdomain";
import {
  API_PREFIX,
  BUILT_IN_TENANTS,
  COMPANY_PREFIX,
  companyBase,
  CRO_TENANT,
  MAIN_TENANT,
  SCIM_PREFIX,
  type TenantKind,
} from "../../domain/tenants";
import type { MiddlewareFunction } from "react-router";
import { asksFreshTenant, freshTenantCookieHeader } from "./cookies.server";
import { companyRowsVersion, companyWritesOnPostgres, db } from "./db.server";
import { env } from "./env.server";
import { annotateRequest } from "./log.server";

export type { TenantKind };

export interface Tenant {
  id: number;
  slug: string;
  name: string;
  kind: TenantKind;
  /** URL prefix of the context: "", "/croacademy" or "/company/{subdomain}". */
  base: string;
  primaryColor: string;
  secondaryColor: string;
  logoUrl: string | null;
  welcomeMessage: string | null;
  signerName: string | null;
  signerTitle: string;
  certificateValidityDays: number;
  sessionTimeoutMinutes: number;
  /** Accounts holding a temporary password must replace it before signing in (docs/decisions/003-settings.md). */
  requirePasswordChange: boolean;
  /** The end of the company's trial while its status is trial (null otherwise): see trialHasEnded. */
  trialEndsAt: string | null;
  /** The company's interface language; null: each browser's (domain/locale.ts). */
  defaultLocale: string | null;
}

/**
 * The context of a path: which tenant slug it names and its URL prefix. A subdomain that is
 * not a valid one (including an undecodable escape) names no tenant: the resolver answers 404.
 */
export function contextOfPath(pathname: string): { kind: TenantKind; slug: string; base: string } {
  // The JSON API of a context lives under /api, /api/croacademy and /api/company/{subdomain}; its
  // SCIM service likewise under /scim/v2.
  for (const prefix of [API_PREFIX, SCIM_PREFIX])
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return contextOfPath(pathname.slice(prefix.length) || "/");
  const cro = CRO_TENANT.base;
  if (pathname === cro || pathname.startsWith(`${cro}/`)) return { kind: "croacademy", slug: CRO_TENANT.slug, base: cro };
  const m = new RegExp(`^${COMPANY_PREFIX}/([^/]+)`).exec(pathname);
  if (m && !PLATFORM_PAGES_UNDER_COMPANY.has(m[1])) {
    // Subdomains are a-z, 0-9 and hyphen: anything else (an escape, a NUL) is simply no company.
    const sub = /^[a-z0-9-]+$/.test(m[1]) ? m[1] : "";
    return { kind: "company", slug: sub, base: `${COMPANY_PREFIX}/${sub}` };
  }
  return { kind: "main", slug: MAIN_TENANT.slug, base: MAIN_TENANT.base };
}

async function findTenantBySlug(slug: string, kind: TenantKind, base: string) {
  const row = await db()
    .selectFrom("companies as c")
    .innerJoin("company_settings as s", "s.company_id", "c.id")
    .select([
      "c.id",
      "c.slug",
      "c.name",
      "c.status",
      "c.trial_ends_at",
      "s.primary_color",
      "s.secondary_color",
      "s.company_logo_url",
      "s.welcome_message",
      "s.signer_name",
      "s.signer_title",
      "s.certificate_validity_days",
      "s.session_timeout_minutes",
      "s.require_password_change",
      "s.default_locale",
    ])
    .where("c.slug", "=", slug)
    // A deleted company is off the platform: its pages answer 404 like an unknown subdomain.
    .where("c.deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const tenant: Tenant = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind,
    base,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    logoUrl: row.company_logo_url,
    welcomeMessage: row.welcome_message,
    signerName: row.signer_name,
    signerTitle: row.signer_title,
    certificateValidityDays: row.certificate_validity_days,
    sessionTimeoutMinutes: row.session_timeout_minutes,
    requirePasswordChange: row.require_password_change === 1,
    defaultLocale: row.default_locale,
    trialEndsAt: row.status === "trial" ? row.trial_ends_at : null,
  };
  return { tenant, status: row.status };
}

/** A company's tenant by its slug, outside a request (the jobs: links and colours of its mail). */
export async function tenantOfSlug(slug: string): Promise<Tenant | undefined> {
  const builtIn = BUILT_IN_TENANTS.find((t) => t.slug === slug);
  return (await findTenantBySlug(slug, builtIn?.kind ?? "company", builtIn?.base ?? companyBase(slug)))?.tenant;
}

type Found = Awaited<ReturnType<typeof findTenantBySlug>>;
const perRequest = new WeakMap<Request, Promise<Found>>();

/**
 * Tenants found, by context and slug, with the version of the company rows they were read at
 * (`companyRowsVersion`: any write to companies or company_settings, any rollback and any commit
 * of another process change it). A tenant is read again as soon as the version moved, so a changed
 * setting, a suspension or a deletion counts from the next request on, as without the cache.
 * Unknown slugs are not kept.
 */
const known = new Map<string, { version: string; found: Promise<Found> }>();
const KNOWN_MAX = 10_000;
let tenantReads = 0;

/**
 * How many times the cache read a tenant's row (one query each). Tests that count a request's
 * queries leave these out: on PostgreSQL the cache also expires with the clock (every
 * COMPANY_CACHE_MS), so whether a request reads its tenant depends on when it runs, not on its work.
 */
export const tenantReadCount = () => tenantReads;

function cachedTenant(slug: string, kind: TenantKind, base: string, fresh: boolean): Promise<Found> {
  const key = `${kind}:${slug}`;
  // The version is taken before the read: a write while it runs leaves the entry already outdated.
  const version = companyRowsVersion();
  const hit = known.get(key);
  if (hit?.version === version && !fresh) return hit.found;
  tenantReads++;
  const found = findTenantBySlug(slug, kind, base).then((f) => (f ? { tenant: Object.freeze(f.tenant), status: f.status } : f));
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(key, { version, found });
  found.then(
    (f) => {
      if (!f && known.get(key)?.found === found) known.delete(key);
    },
    () => {
      if (known.get(key)?.found === found) known.delete(key);
    },
  );
  return found;
}

const routed = new WeakMap<Request, URL>();

/**
 * Remembers the address React Router routed a request to (root middleware): its `url` argument,
 * without React Router's own parts. The request itself keeps them (`/croacademy.data` for the
 * data of `/croacademy`), since loaders get the request as it came (v8_passThroughRequests).
 */
export function rememberRoutedUrl(request: Request, url: URL) {
  routed.set(request, url);
}

/**
 * The tenant named by a request's path, looked up once per request (root and page loaders share
 * it) and kept between requests until the company rows change.
 */
export function lookupTenant(request: Request): Promise<Found> {
  let found = perRequest.get(request);
  if (!found) {
    // (a request that did not come through the middleware, a direct call, is its own address)
    const ctx = contextOfPath((routed.get(request) ?? new URL(request.url)).pathname);
    // Through /company/…, any company by its subdomain (one created before a word was reserved
    // too), never a built-in tenant (/company/main is not the main academy).
    const noCompany = ctx.kind === "company" && (!hasSubdomainShape(ctx.slug) || BUILT_IN_TENANTS.some((t) => t.slug === ctx.slug));
    found = noCompany
      ? Promise.resolve(undefined)
      : asksFreshTenant(request).then((fresh) => cachedTenant(ctx.slug, ctx.kind, ctx.base, fresh));
    perRequest.set(request, found);
  }
  return found;
}

/**
 * Read your own writes across instances (PostgreSQL). Another instance reads a company's rows
 * again only every COMPANY_CACHE_MS, so the page an administrator is sent to after saving the
 * settings, if served there, could show the colours before the save. A request during which this
 * process changed company rows sets `academy_fresh` for 5 s; the browser's next requests read
 * their tenant anew on any instance (one query each). A concurrent write of another request sets
 * it too: an extra read, never a stale page.
 */
export const freshTenantMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const before = companyWritesOnPostgres();
  const res = await next();
  if (companyWritesOnPostgres() !== before) res.headers.append("Set-Cookie", await freshTenantCookieHeader());
  return res;
};

/**
 * The one tenant resolver. Unknown or reserved subdomain: 404 page; suspended company:
 * the 'unavailable' page (503).
 */
export async function resolveTenant(request: Request): Promise<Tenant> {
  const found = await lookupTenant(request);
  if (!found) throw notFound();
  annotateRequest(request, { tenant: found.tenant.slug });
  if (found.status === "suspended") {
    throw data({ companyName: found.tenant.name }, { status: 503, statusText: "Unavailable" });
  }
  return found.tenant;
}

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/** Whether the tenant's trial has ended (trialEndsAt is set for trials only). */
export const isTrialEnded = (tenant: Pick<Tenant, "trialEndsAt">, now = new Date()) =>
  trialHasEnded({ status: "trial", trialEndsAt: tenant.trialEndsAt }, now);

/** What the trial-ended page shows (root.tsx's error boundary, components/TrialEnded.tsx). */
export interface TrialEndedView {
  companyName: string;
  endedAt: string;
  /** The platform's contact address (CONTACT_EMAIL), null when none is configured. */
  contact: string | null;
  /** Where the signed-in person signs out. */
  signOut: string;
}

/**
 * A company whose trial has ended (domain/companies.ts, trialHasEnded) is paused for its
 * signed-in people: the guards of training and administration (identity/sessions.server.ts)
 * throw the trial-ended page (403) instead, the JSON API answers 403 with code trial_ended.
 * Sign-in, sign-out and public pages, and the public verification of certificates, keep working,
 * and nothing is deleted (docs/decisions/017-trials-end.md).
 */
export function refuseEndedTrial(tenant: Tenant, role: "admin" | "learner", now = new Date()) {
  if (!tenant.trialEndsAt || !isTrialEnded(tenant, now)) return;
  const view: TrialEndedView = {
    companyName: tenant.name,
    endedAt: tenant.trialEndsAt,
    contact: env().CONTACT_EMAIL ?? null,
    signOut: `${tenant.base}/${role === "admin" ? "admin" : "employee"}/logout`,
  };
  throw data({ trialEnded: view }, { status: 403, statusText: "Trial Ended" });
}

/** What the browser needs of a tenant (no ids or settings beyond the visible ones). */
export function publicTenant(t: Tenant) {
  return { name: t.name, kind: t.kind, base: t.base, primaryColor: t.primaryColor, secondaryColor: t.secondaryColor, logoUrl: t.logoUrl };
}
