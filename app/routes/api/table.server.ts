/**
 * The shape of the JSON API's route table: every call with its method, paths, who may call it,
 * its handler and its documentation (the OpenAPI document is generated from the same entries,
 * so a call cannot exist undocumented).
 */
import type { z } from "zod";
import type { CompanyCaller, RequestArgs } from "../../server/identity/sessions.server";
import type { Tenant } from "../../server/platform/tenant.server";

/** Who may call a route: anyone, a signed-in learner of the context (any company role), or its admin. */
export type Access = "public" | "learner" | "admin";

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

export interface ApiDoc {
  summary: string;
  /** The body schema (JSON or form fields), when the call takes one. */
  body?: z.ZodType;
  /** Query parameters and what they mean. */
  query?: Record<string, string>;
  /** Status codes the call answers and what they mean (401, 404 and 405 of the dispatcher are added). */
  responses: Record<number, string>;
}

export interface ApiRoute {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Paths under the context's API prefix; `:name` matches one segment. */
  paths: readonly string[];
  access: Access;
  doc: ApiDoc;
  handle: (call: SignedInCall) => Promise<Response>;
}

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
