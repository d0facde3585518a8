/**
 * The OpenAPI 3.1 description of the whole JSON API, generated from the route table (every call
 * carries its documentation, so the document and the routes cannot drift apart; a test checks
 * them against each other and against real calls).
 */
import { z } from "zod";
import { API_ROUTES } from "./api.server";
import { ALL_CODES, API_ERRORS, STATUS_CODES } from "./errors.server";
import type { ApiRoute } from "./table.server";

const DISPATCHER: Record<number, string> = {
  404: "{error, code: 'not_found'}: unknown path or context",
  405: "{error, code: 'method_not_allowed'}: the path exists with another method (see Allow)",
};

/** Every error answer's body: the text in the caller's language and the stable machine code (issue 27). */
const ERROR_SCHEMA = {
  type: "object",
  required: ["error", "code"],
  properties: {
    error: {
      type: "string",
      description:
        "What went wrong, for people: in the language of the request's Accept-Language (en, de, fr, es, it, pl; English otherwise).",
    },
    code: {
      type: "string",
      enum: ALL_CODES,
      description: `What went wrong, for programs: the same in every language. Errors of their own: ${Object.entries(API_ERRORS)
        .map(([code, text]) => `${code} ('${text}')`)
        .join(", ")}. Any other error is named by its status: ${Object.entries(STATUS_CODES)
        .map(([status, code]) => `${status} ${code}`)
        .join(", ")}; error otherwise.`,
    },
    field: { type: ["string", "null"], description: "The field the error is about, where the call names one." },
  },
} as const;

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
    add(401, "{error: 'Not authenticated', code: 'not_authenticated'}: no session of the super administrator");
    add(403, "{error: 'System administrators only.', code: 'super_admins_only'}: signed in as a company's admin or employee");
  } else if (route.access !== "public") add(401, "{error: 'Not authenticated', code: 'not_authenticated'}: no session of this context");
  if (route.access === "admin") add(403, "{error: 'Administrators only.', code: 'admins_only'}: signed in without the admin role");
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
        "The learner, company-administration and super-administration calls. Every path exists in three contexts: /api (main site), /api/croacademy and /api/company/{subdomain}, except the platform's calls (marked `x-platform`, with /api as their only server: the super administrator's and company setup), which exist under /api only and answer 404 elsewhere. Bodies are JSON (or form fields). Every error answer (4xx, 5xx) is an object with `error`, a text in the language of the request's `Accept-Language` header (en, de, fr, es, it, pl; else the person's or company's language, else English), and `code`, a stable machine code that is the same in every language (components.schemas.Error lists them), besides the call's own fields (`success`, `field`, `valid`). A session is the cookie or `Authorization: Bearer {sessionToken}` from a login call; the super administrator's from `super-admin/auth/login` (cookie `academy_super`), which no company session can stand in for (403).",
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
      schemas: { Error: ERROR_SCHEMA },
    },
    paths,
  };
}
