/**
 * The shape of the JSON API's route table: every call with its method, paths, who may call it,
 * its handler and its documentation (the OpenAPI document is generated from the same entries,
 * so a call cannot exist undocumented).
 */
import type { z } from "zod";
import type { CompanyCaller, PlatformUser, RequestArgs, RequestMeta } from "../../server/identity/sessions.server";
import type { Tenant } from "../../server/platform/tenant.server";

/**
 * Who may call a route: anyone, a signed-in learner of the context (any company role), its
 * admin, or the super administrator (a session of the platform, not of a company).
 */
export type Access = "public" | "learner" | "admin" | "super_admin";

export interface ApiCall {
  args: RequestArgs;
  tenant: Tenant;
  params: Record<string, string>;
  /** The body of a POST, PUT or DELETE as an object ({} for none), read by the dispatcher before any call runs. */
  body: Record<string, unknown>;
}
export interface SignedInCall extends ApiCall {
  caller: CompanyCaller;
}
/** A call of the signed-in super administrator: the actor every audited change records. */
export interface SuperAdminCall extends ApiCall {
  superAdmin: { user: PlatformUser; meta: RequestMeta };
}

export interface ApiDoc {
  summary: string;
  /** The body schema (JSON or form fields), when the call takes one. */
  body?: z.ZodType;
  /** Query parameters and what they mean. */
  query?: Record<string, string>;
  /** Status codes the call answers and what they mean (401, 404 and 405 of the dispatcher are added). */
  responses: Record<number, string>;
}

interface RouteBase {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Paths under the context's API prefix; `:name` matches one segment. */
  paths: readonly string[];
  /**
   * A call of the platform, not of a tenant: it exists under /api only (under /api/croacademy
   * and /api/company/{subdomain} the dispatcher answers 404, and the OpenAPI document lists /api
   * as its only server).
   */
  platform?: boolean;
  doc: ApiDoc;
}

/** A route of the table; the super administrator's calls are platform calls by type. */
export type ApiRoute =
  | (RouteBase & { access: Exclude<Access, "super_admin">; handle: (call: SignedInCall) => Promise<Response> })
  | (RouteBase & { access: Extract<Access, "super_admin">; platform: true; handle: (call: SuperAdminCall) => Promise<Response> });

export function json(body: unknown, status = 200, extra?: Headers | Record<string, string>) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (extra instanceof Headers) {
    for (const [k, v] of extra.entries()) if (k !== "set-cookie") headers.append(k, v);
    for (const c of extra.getSetCookie()) headers.append("Set-Cookie", c);
  } else {
    for (const [k, v] of Object.entries(extra ?? {})) headers.append(k, v);
  }
  return Response.json(body, { status, headers });
}

export const retryHeaders = (seconds?: number): Record<string, string> => (seconds ? { "Retry-After": String(seconds) } : {});
export const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? "Invalid request";
