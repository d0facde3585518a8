/**
 * The JSON API as one explicit table of resource routes (learner, admin and super-administrator
 * calls, each with its documentation), dispatched here; the same services and schemas as the
 * pages. Sessions come from the cookie or `Authorization: Bearer <token>`. Each path exists under
 * /api, /api/croacademy and /api/company/{subdomain}, except the platform's calls (the super
 * administrator's and company setup), which exist under /api only.
 */
import { findCaller, findSuperAdmin, hasCompanySession, type RequestArgs } from "../../server/identity/sessions.server";
import { readBody } from "../../server/platform/forms.server";
import { TRIAL_ENDED_TEXT } from "../../domain/companies";
import { isTrialEnded, resolveTenant } from "../../server/platform/tenant.server";
import { ADMIN_CALLS } from "./admin-calls.server";
import { CERTIFICATE_CALLS } from "./certificate-calls.server";
import { LEARNER_CALLS } from "./learner-calls.server";
import { ONBOARDING_CALLS, SUPER_ADMIN_CALLS } from "./super-admin-calls.server";
import { type ApiCall, type ApiRoute, json, type SignedInCall } from "./table.server";

export const API_ROUTES: readonly ApiRoute[] = [
  ...LEARNER_CALLS,
  ...ADMIN_CALLS,
  ...CERTIFICATE_CALLS,
  ...SUPER_ADMIN_CALLS,
  ...ONBOARDING_CALLS,
];

/** Matches `path` against a pattern of the table: the named segments, or null. */
function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(":")) {
      if (!got[i]) return null;
      params[want[i].slice(1)] = got[i];
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

/**
 * Dispatches one API call: 404 for an unknown path (and for a platform call outside /api), 405
 * for a known path with another method, 401 without the session it needs (403 signed in without
 * the admin role, or with a company's session on a super-administrator call), then 400/413 for a
 * body that cannot be read (invalid JSON, not an object, a malformed form), also for the calls
 * that take no payload: a malformed request never acts (a `reset/all` with a broken body resets
 * nothing).
 */
export async function handleApi(args: RequestArgs & { params?: Record<string, string | undefined> }, rest: string): Promise<Response> {
  const tenant = await resolveTenant(args.request).catch((e: unknown) => {
    if (e && typeof e === "object" && "init" in e) {
      const status = (e as { init?: ResponseInit }).init?.status ?? 404;
      throw json({ error: status === 503 ? "This training portal is currently unavailable." : "Not found" }, status);
    }
    throw e;
  });
  const method = args.request.method.toUpperCase() === "HEAD" ? "GET" : args.request.method.toUpperCase();
  const path = rest.replace(/^\/+|\/+$/g, "");
  // /api itself, not /api/croacademy nor /api/company/{subdomain} (even where that names the main site, as /api/company/setup does)
  const platformContext = tenant.kind === "main" && args.params?.subdomain === undefined;
  const found = API_ROUTES.filter((r) => platformContext || !r.platform)
    .flatMap((r) => r.paths.map((p) => ({ route: r, params: match(p, path) })))
    .filter((x) => x.params);
  const hit = found.find((x) => x.route.method === method);
  if (!hit?.params) {
    if (found.length)
      return json({ error: "Method Not Allowed" }, 405, { Allow: [...new Set(found.map((x) => x.route.method))].join(", ") });
    return json({ error: "Not found" }, 404);
  }
  const route = hit.route;
  if (route.access === "super_admin") {
    const superAdmin = await findSuperAdmin(args);
    if (!superAdmin) {
      if (await hasCompanySession(args.request)) return json({ error: "System administrators only." }, 403);
      return json({ error: "Not authenticated" }, 401);
    }
    const body = method === "GET" ? {} : await readBody(args.request);
    return route.handle({ args, tenant, params: hit.params, body, superAdmin });
  }
  const caller = route.access === "public" ? null : await findCaller(args, tenant);
  if (route.access !== "public" && !caller) return json({ error: "Not authenticated" }, 401);
  if (route.access === "admin" && caller?.user.role !== "admin") return json({ error: "Administrators only." }, 403);
  // A company whose trial has ended is paused for its people (docs/decisions/017-trials-end.md).
  if (caller && isTrialEnded(tenant)) return json({ error: TRIAL_ENDED_TEXT.api, code: "trial_ended" }, 403);
  const body = method === "GET" ? {} : await readBody(args.request);
  const call: ApiCall = { args, tenant, params: hit.params, body };
  return route.handle(caller ? { ...call, caller } : (call as SignedInCall));
}
