/**
 * The OpenAPI 3.1 description of the whole JSON API, generated from the route table (every call
 * carries its documentation, so the document and the routes cannot drift apart; a test checks
 * them against each other and against real calls).
 */
import { z } from "zod";
import { API_ROUTES } from "./api.server";
import type { ApiRoute } from "./table.server";

const DISPATCHER: Record<number, string> = {
  404: "{error}: unknown path or context",
  405: "{error}: the path exists with another method (see Allow)",
};

const SECURITY = [{ bearer: [] }, { cookie: [] }];
const SUPER_SECURITY = [{ bearer: [] }, { superCookie: [] }];
/** The only server of a platform call (it does not exist under the tenant contexts). */
const PLATFORM_SERVERS = [{ url: "/api", description: "the platform: not under /api/croacademy or /api/company/{subdomain}" }];

const tagOf = (route: ApiRoute, path: string) => {
  if (path.startsWith("super-admin/")) return "super administration";
  if (path.startsWith("verify/")) return "verification";
  if (route.platform) return "onboarding";
  return route.access === "admin" ? "administration" : route.access === "learner" ? "learner" : "sign-in";
};

function operation(route: ApiRoute, path: string) {
  const params = [...path.matchAll(/:([a-z]+)/gi)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "string" } }));
  const query = Object.entries(route.doc.query ?? {}).map(([name, description]) => ({
    name,
    in: "query",
    required: false,
    description,
    schema: { type: "string" },
  }));
  const responses: Record<string, { description: string }> = {};
  const add = (status: number, description: string) => (responses[String(status)] ??= { description });
  for (const [status, description] of Object.entries(route.doc.responses)) add(Number(status), description);
  if (route.access === "super_admin") {
    add(401, "{error: 'Not authenticated'}: no session of the super administrator");
    add(403, "{error: 'System administrators only.'}: signed in as a company's admin or employee");
  } else if (route.access !== "public") add(401, "{error: 'Not authenticated'}: no session of this context");
  if (route.access === "admin") add(403, "{error: 'Administrators only.'}: signed in without the admin role");
  if (route.method !== "GET") add(400, "{error}: a body that cannot be read (invalid JSON, not an object)");
  for (const [status, description] of Object.entries(DISPATCHER)) add(Number(status), description);
  return {
    operationId: `${route.method.toLowerCase()}_${path.replace(/[^a-z0-9]+/gi, "_")}`,
    summary: route.doc.summary,
    tags: [tagOf(route, path)],
    ...(route.platform ? { servers: PLATFORM_SERVERS, "x-platform": true } : {}),
    security: route.access === "public" ? [] : route.access === "super_admin" ? SUPER_SECURITY : SECURITY,
    ...(params.length || query.length ? { parameters: [...params, ...query] } : {}),
    ...(route.doc.body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: z.toJSONSchema(route.doc.body, { io: "input", unrepresentable: "any", target: "draft-2020-12" }),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/** The document served at /api/openapi.json. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of API_ROUTES) {
    for (const path of route.paths) {
      const key = `/${path.replace(/:([a-z]+)/gi, "{$1}")}`;
      paths[key] ??= {};
      paths[key][route.method.toLowerCase()] = operation(route, path);
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "GDPR Training Academy JSON API",
      version: "1",
      description:
        "The learner, company-administration and super-administration calls. Every path exists in three contexts: /api (main site), /api/croacademy and /api/company/{subdomain}, except the platform's calls (marked `x-platform`, with /api as their only server: the super administrator's and company setup), which exist under /api only and answer 404 elsewhere. Bodies are JSON (or form fields). A session is the cookie or `Authorization: Bearer {sessionToken}` from a login call; the super administrator's from `super-admin/auth/login` (cookie `academy_super`), which no company session can stand in for (403).",
    },
    servers: [
      { url: "/api", description: "the main site" },
      { url: "/api/croacademy", description: "the CRO academy" },
      { url: "/api/company/{subdomain}", description: "a company", variables: { subdomain: { default: "acme-pharma" } } },
    ],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "the sessionToken of a login call" },
        cookie: { type: "apiKey", in: "cookie", name: "academy_session" },
        superCookie: { type: "apiKey", in: "cookie", name: "academy_super", description: "the super administrator's session" },
      },
    },
    paths,
  };
}
