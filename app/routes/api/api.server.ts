/**
 * The JSON API as one explicit table of resource routes (learner, admin and super-administrator
 * calls, each with its documentation), dispatched here; the same services and schemas as the
 * pages. Sessions come from the cookie or `Authorization: Bearer <token>`. Each path exists under
 * /api, /api/croacademy and /api/company/{subdomain}, except the platform's calls (the super
 * administrator's and company setup), which exist under /api only.
 */
import { findCaller, findSuperAdmin, hasCompanySession, type RequestArgs } from "../../server/identity/sessions.server";
import { readBody } from "../../server/platform/forms.server";
import { apiLanguage, type LanguageKit } from "../../server/platform/i18n.server";
import { isTrialEnded, resolveTenant } from "../../server/platform/tenant.server";
import { ADMIN_CALLS } from "./admin-calls.server";
import { CERTIFICATE_CALLS } from "./certificate-calls.server";
import { API_ERRORS, localizeError } from "./errors.server";
import { LEARNER_CALLS } from "./learner-calls.server";
import { ONBOARDING_CALLS, SUPER_ADMIN_CALLS } from "./super-admin-calls.server";
import { type ApiCall, type ApiRoute, json, type SignedInCall } from "./table.server";
import { UNREACHABLE_RETRY_SECONDS, isDatabaseUnreachable } from "../../server/platform/unavailable.server";

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
 * nothing). Every error answer, returned or thrown, leaves in the caller's language with its
 * code (errors.server.ts).
 */
export async function handleApi(args: DispatchArgs, rest: string): Promise<Response> {
  let kit: Promise<LanguageKit> | undefined;
  // Worked out only for an error or a call that needs it: a successful call reads nothing more.
  const language = () => (kit ??= apiLanguage(args.request));
  try {
    return await localizeError(await dispatch(args, rest, language), language);
  } catch (e) {
    if (e instanceof Response) throw await localizeError(e, language);
    // (the caller's language may need the database too: English then)
    if (isDatabaseUnreachable(e)) return localizeError(serviceUnavailable(), language).catch(serviceUnavailable);
    throw e;
  }
}

/** The database is out of reach: the API's own error body, with the page's Retry-After. */
const serviceUnavailable = () => json({ error: API_ERRORS.service_unavailable }, 503, { "Retry-After": String(UNREACHABLE_RETRY_SECONDS) });

type DispatchArgs = RequestArgs & { params?: Record<string, string | undefined> };

async function dispatch(args: DispatchArgs, rest: string, language: () => Promise<LanguageKit>): Promise<Response> {
  const tenant = await resolveTenant(args.request).catch((e: unknown) => {
    if (isDatabaseUnreachable(e)) throw e;
    if (e && typeof e === "object" && "init" in e) {
      const status = (e as { init?: ResponseInit }).init?.status ?? 404;
      throw json({ error: status === 503 ? API_ERRORS.portal_unavailable : API_ERRORS.not_found }, status);
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
      return json({ error: API_ERRORS.method_not_allowed }, 405, { Allow: [...new Set(found.map((x) => x.route.method))].join(", ") });
    return json({ error: API_ERRORS.not_found }, 404);
  }
  const route = hit.route;
  if (route.access === "super_admin") {
    const superAdmin = await findSuperAdmin(args);
    if (!superAdmin) {
      if (await hasCompanySession(args.request)) return json({ error: API_ERRORS.super_admins_only }, 403);
      return json({ error: API_ERRORS.not_authenticated }, 401);
    }
    const body = method === "GET" ? {} : await readBody(args.request);
    return route.handle({ args, tenant, params: hit.params, body, language, superAdmin });
  }
  const caller = route.access === "public" ? null : await findCaller(args, tenant);
  if (route.access !== "public" && !caller) return json({ error: API_ERRORS.not_authenticated }, 401);
  if (route.access === "admin" && caller?.user.role !== "admin") return json({ error: API_ERRORS.admins_only }, 403);
  // A company whose trial has ended is paused for its people (docs/decisions/017-trials-end.md).
  if (caller && isTrialEnded(tenant)) return json({ error: API_ERRORS.trial_ended }, 403);
  const body = method === "GET" ? {} : await readBody(args.request);
  const call: ApiCall = { args, tenant, params: hit.params, body, language };
  return route.handle(caller ? { ...call, caller } : (call as SignedInCall));
}
