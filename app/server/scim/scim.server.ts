/**
 * A company's SCIM 2.0 service (issue 29, RFC 7643/7644) under /scim/v2 + a context's prefix
 * (/scim/v2/company/{subdomain}/…): Users (create, read, list with filter and pages, replace,
 * PATCH, delete as a deactivation), ServiceProviderConfig, ResourceTypes and Schemas. Groups,
 * Bulk and /Me are not offered. The tenant comes from the URL as for the JSON API; the bearer
 * token must be a live one of that very company (401 otherwise, before anything is read). Every
 * answer is application/scim+json; every refusal SCIM's error (never a 500 for what a client sends).
 */
import SCIMMY from "scimmy";
import { recordId } from "../../domain/input";
import { SCIM_MSG } from "../../domain/scim";
import { scimBaseUrl, scimTokenCompany } from "../identity/scim-tokens.server";
import { type RequestArgs, requestMeta } from "../identity/sessions.server";
import { isTrialEnded, resolveTenant, type Tenant } from "../platform/tenant.server";
import {
  assertedOf,
  inbound,
  isScimError,
  keptAttributes,
  keptOperations,
  listMessage,
  located,
  narrowingOf,
  patched,
  readScimJson,
  ScimRefusal,
  scimErrorResponse,
  scimJson,
  scimUserOf,
  userResource,
  usersQuery,
} from "./protocol.server";
import {
  changeScimEmployee,
  createScimEmployee,
  deactivateScimEmployee,
  findScimEmployee,
  type ScimContext,
  scimEmployeeCandidates,
  scimEmployeePage,
  type ScimOutcome,
} from "./users.server";

/** One call: who (the company the token provisions), where (the base URL) and what. */
interface Call {
  request: Request;
  url: URL;
  method: string;
  id: string | undefined;
  c: ScimContext;
  base: string;
}

type Handler = (call: Call) => Promise<Response>;

/** Answers one SCIM request; a refusal anywhere is SCIM's error. */
export async function handleScim(args: RequestArgs, rest: string): Promise<Response> {
  try {
    return await dispatch(args, rest);
  } catch (e) {
    if (isScimError(e)) return scimErrorResponse(e);
    throw e;
  }
}

async function dispatch(args: RequestArgs, rest: string): Promise<Response> {
  const tenant = await tenantOf(args.request);
  if (!(await scimTokenCompany(args.request.headers.get("Authorization"), tenant)))
    throw new ScimRefusal(401, null, SCIM_MSG.unauthorized, { "WWW-Authenticate": 'Bearer realm="SCIM"' });
  // A company whose trial has ended is paused (docs/decisions/017-trials-end.md), provisioning too.
  if (isTrialEnded(tenant)) throw new ScimRefusal(403, null, SCIM_MSG.trialEnded);
  const [endpoint = "", id, ...more] = rest.replace(/^\/+|\/+$/g, "").split("/");
  if (more.length) throw new ScimRefusal(404, null, SCIM_MSG.notFound);
  const method = args.request.method.toUpperCase() === "HEAD" ? "GET" : args.request.method.toUpperCase();
  const c: ScimContext = { scope: { companyId: tenant.id }, tenant, meta: requestMeta(args) };
  const call: Call = { request: args.request, url: new URL(args.request.url), method, id, c, base: scimBaseUrl(tenant) };
  return route(call, endpoint.toLowerCase());
}

/** The tenant the URL names, its refusals in SCIM's format (unknown company 404, suspended 503). */
async function tenantOf(request: Request): Promise<Tenant> {
  try {
    return await resolveTenant(request);
  } catch (e) {
    if (!(e && typeof e === "object" && "init" in e)) throw e;
    const status = (e as { init?: ResponseInit }).init?.status ?? 404;
    throw status === 503 ? new ScimRefusal(503, null, SCIM_MSG.suspended) : new ScimRefusal(404, null, SCIM_MSG.notFound);
  }
}

/**
 * The endpoints (names compared without case: clients differ). Groups, Bulk and /Me are not
 * offered: 404, an endpoint that does not exist here (RFC 7644 §3.12), with a detail saying so;
 * /ResourceTypes lists User only and ServiceProviderConfig says bulk is not supported. (The RFC
 * allows 501 for /Me and Bulk; the app answers no request with a 5xx, issue 6.)
 */
function route(call: Call, endpoint: string): Promise<Response> {
  switch (endpoint) {
    case "users":
      return call.id === undefined
        ? only(call, { GET: listUsers, POST: createUser })
        : only(call, { GET: getUser, PUT: replaceUser, PATCH: patchUser, DELETE: deleteUser });
    case "serviceproviderconfig":
      if (call.id !== undefined) throw new ScimRefusal(404, null, SCIM_MSG.notFound);
      return only(call, { GET: serviceProviderConfig });
    case "resourcetypes":
      return only(call, { GET: discovery(SCIMMY.Resources.ResourceType) });
    case "schemas":
      return only(call, { GET: discovery(SCIMMY.Resources.Schema) });
    case "groups":
      throw new ScimRefusal(404, null, SCIM_MSG.groups);
    case "bulk":
      throw new ScimRefusal(404, null, SCIM_MSG.bulk);
    case "me":
      throw new ScimRefusal(404, null, SCIM_MSG.me);
    default:
      throw new ScimRefusal(404, null, SCIM_MSG.notFound);
  }
}

function only(call: Call, handlers: Record<string, Handler>): Promise<Response> {
  const handler = handlers[call.method];
  if (!handler) throw new ScimRefusal(405, null, SCIM_MSG.method, { Allow: Object.keys(handlers).join(", ") });
  return handler(call);
}

// ---- Discovery --------------------------------------------------------------------------------

const serviceProviderConfig: Handler = async (call) =>
  scimJson(200, located(await new SCIMMY.Resources.ServiceProviderConfig().read(), call.base));

/** ResourceTypes and Schemas: the list, or one by its id (scimmy's 404 for another). */
const discovery =
  (R: typeof SCIMMY.Resources.ResourceType | typeof SCIMMY.Resources.Schema): Handler =>
  async (call) =>
    scimJson(200, located(await (call.id === undefined ? new R() : new R(call.id)).read(), call.base));

// ---- Users ------------------------------------------------------------------------------------

/** An employee of the token's company by the id in the path, else 404 (an admin's id, another company's, nonsense). */
async function employeeOf(call: Call) {
  const id = recordId(call.id);
  const row = id === null ? undefined : await findScimEmployee(call.c.scope, id);
  if (!row) throw new ScimRefusal(404, null, SCIM_MSG.noUser);
  return row;
}

const getUser: Handler = async (call) => {
  const { attributes } = usersQuery(call.url);
  return scimJson(200, userResource(scimUserOf(await employeeOf(call)), call.base, attributes));
};

/** GET /Users: every employee page by page (SQL), or those a filter matches (scimmy's match on what SQL narrowed). */
const listUsers: Handler = async (call) => {
  const q = usersQuery(call.url);
  const from = q.startIndex - 1;
  let users: ReturnType<typeof scimUserOf>[];
  let total: number;
  if (q.filter) {
    const matched = q.filter.match((await scimEmployeeCandidates(call.c.scope, narrowingOf(q.filter))).map(scimUserOf));
    users = matched.slice(from, from + q.count);
    total = matched.length;
  } else {
    const page = await scimEmployeePage(call.c.scope, from, q.count);
    users = page.rows.map(scimUserOf);
    total = page.total;
  }
  const resources = users.map((u) => new SCIMMY.Schemas.User(u, "out", "/Users", q.attributes));
  return scimJson(200, listMessage(resources, q.startIndex, total, call.base));
};

const createUser: Handler = async (call) => {
  const person = assertedOf(inbound(keptAttributes(await readScimJson(call.request))), false);
  const id = doneOrRefused(await createScimEmployee(call.c, person));
  const user = userResource(scimUserOf((await findScimEmployee(call.c.scope, id))!), call.base);
  return scimJson(201, user, { Location: user.meta.location });
};

const replaceUser: Handler = async (call) => {
  const row = await employeeOf(call);
  const person = assertedOf(inbound(keptAttributes(await readScimJson(call.request))), false);
  return answerUser(call, doneOrRefused(await changeScimEmployee(call.c, row.id, person)));
};

/** PATCH: scimmy applies the operations to the User as it is; the result is what the client asserts. */
const patchUser: Handler = async (call) => {
  const row = await employeeOf(call);
  const after = await patched(scimUserOf(row), keptOperations(await readScimJson(call.request)));
  if (after) doneOrRefused(await changeScimEmployee(call.c, row.id, assertedOf(after, true)));
  return answerUser(call, row.id);
};

/** DELETE: the deactivation of `active: false` (records kept), 204. */
const deleteUser: Handler = async (call) => {
  const row = await employeeOf(call);
  await call.request.body?.cancel();
  doneOrRefused(await deactivateScimEmployee(call.c, row.id));
  return scimJson(204, null);
};

const answerUser = async (call: Call, id: number) => {
  const { attributes } = usersQuery(call.url);
  return scimJson(200, userResource(scimUserOf((await findScimEmployee(call.c.scope, id))!), call.base, attributes));
};

/**
 * A change's outcome: the employee's id, or its refusal. The seat limit is 403 (RFC 7644: the
 * operation is not permitted), not 409, which Entra and Okta read as "the user already exists"
 * and then try to match; both record the 403 with its detail and retry on a later cycle. A mail
 * limit's refusal keeps its own status (429 with Retry-After, 403 for an address not allowed).
 */
function doneOrRefused(o: ScimOutcome): number {
  switch (o.kind) {
    case "done":
      return o.id;
    case "not-found":
      throw new ScimRefusal(404, null, SCIM_MSG.noUser);
    case "conflict":
      throw new ScimRefusal(409, "uniqueness", o.detail);
    case "seat-limit":
      throw new ScimRefusal(403, null, o.detail);
    case "mail-refused":
      throw new ScimRefusal(o.status, null, o.message, o.retryAfterSeconds ? { "Retry-After": String(o.retryAfterSeconds) } : {});
  }
}
