/**
 * The SCIM 2.0 protocol as scimmy does it, for the service of scim.server.ts: its configuration
 * (ServiceProviderConfig, the User resource type and schema), the messages in
 * application/scim+json (resources, ListResponse, Error), the query parameters, filters and
 * PATCH operations, and the request bodies read within the app's size limit. Nothing here reads
 * the database.
 */
import SCIMMY from "scimmy";
import { displayName } from "../../domain/employees";
import { hasNul, recordId } from "../../domain/input";
import { type AssertedPerson, assertedPersonSchema, SCIM_KEPT, SCIM_MAX_RESULTS, SCIM_MSG } from "../../domain/scim";
import { holdsNul, isTooLarge } from "../platform/forms.server";
import { env } from "../platform/env.server";
import type { Narrowing, ScimEmployee } from "./users.server";

const SCIM_TYPE = "application/scim+json";
const CORE_USER = "urn:ietf:params:scim:schemas:core:2.0:User";

/**
 * scimmy keeps its configuration per process: set once. Locations are made relative (basepath
 * "") and prefixed with the tenant's SCIM base when answered (`located`), since one process
 * serves every company's base URL.
 */
function configure() {
  if (SCIMMY.Resources.declared("User")) return;
  SCIMMY.Config.set({
    patch: true,
    filter: SCIM_MAX_RESULTS,
    bulk: false,
    changePassword: false,
    sort: false,
    etag: false,
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "OAuth Bearer Token",
        description: "A bearer token made by the company's administrator on Settings, Single sign-on",
        specUri: "https://www.rfc-editor.org/rfc/rfc6750",
        primary: true,
      },
    ],
  });
  SCIMMY.Resources.declare(SCIMMY.Resources.User);
  for (const R of [SCIMMY.Resources.User, SCIMMY.Resources.ResourceType, SCIMMY.Resources.Schema, SCIMMY.Resources.ServiceProviderConfig])
    R.basepath("");
}
configure();

/** A refusal answered in SCIM's error format; `headers` such as Retry-After or Allow. */
export class ScimRefusal extends SCIMMY.Types.Error {
  constructor(
    status: number,
    scimType: string | null,
    detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(status, scimType as string, detail);
  }
}

export const isScimError = (e: unknown): e is InstanceType<typeof SCIMMY.Types.Error> => e instanceof SCIMMY.Types.Error;

/** A SCIM answer: the body as JSON in application/scim+json, never cached. */
export function scimJson(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": SCIM_TYPE, "Cache-Control": "no-store", ...headers },
  });
}

/**
 * An error in SCIM's format (RFC 7644 §3.12): scimmy's message for the statuses it knows, the
 * same three fields for the others the service answers (405, 429, 503).
 */
export function scimErrorResponse(e: InstanceType<typeof SCIMMY.Types.Error>) {
  const headers = e instanceof ScimRefusal ? e.headers : {};
  let body: Record<string, unknown>;
  try {
    body = { ...new SCIMMY.Messages.Error(e) };
  } catch {
    body = {
      schemas: [SCIMMY.Messages.Error.id],
      status: String(e.status),
      ...(e.scimType ? { scimType: e.scimType } : {}),
      detail: e.message,
    };
  }
  return scimJson(e.status, body, headers);
}

/** Relative meta.location of a resource or of a list's resources, made absolute under the tenant's SCIM base. */
export function located<T>(doc: T, base: string): T {
  const plain = JSON.parse(JSON.stringify(doc)) as { meta?: { location?: string }; Resources?: { meta?: { location?: string } }[] };
  for (const r of [plain, ...(plain.Resources ?? [])]) if (r.meta?.location?.startsWith("/")) r.meta.location = `${base}${r.meta.location}`;
  return plain as T;
}

/** scimmy's own errors stay SCIM's; what it throws on a value it cannot coerce (or nesting it cannot walk) is the client's: 400. */
function clientError(e: unknown, scimType: string): unknown {
  if (isScimError(e)) return e;
  if (e instanceof TypeError || e instanceof RangeError) return new ScimRefusal(400, scimType, e.message);
  return e;
}

/** Runs scimmy on what the client sent (clientError). */
export function parsing<T>(work: () => T, scimType = "invalidValue"): T {
  try {
    return work();
  } catch (e) {
    throw clientError(e, scimType);
  }
}

// ---- Query parameters and filters -------------------------------------------------------------

const integerParam = (raw: string | null, fallback: number) => {
  if (raw === null) return fallback;
  if (!/^-?\d{1,9}$/.test(raw.trim())) throw new ScimRefusal(400, "invalidValue", SCIM_MSG.parameter);
  return Number(raw);
};

/**
 * A GET's parameters (RFC 7644 §3.4.2): the filter and the attributes as scimmy parses them
 * (its own 400 invalidFilter for a malformed one), startIndex from 1 and count capped at
 * SCIM_MAX_RESULTS (negative: 0).
 */
export function usersQuery(url: URL) {
  const params: Record<string, string> = {};
  for (const key of ["filter", "attributes", "excludedAttributes"]) {
    const value = url.searchParams.get(key);
    if (value === null) continue;
    if (hasNul(value)) throw new ScimRefusal(400, "invalidFilter", SCIM_MSG.parameter);
    params[key] = value;
  }
  const resource = parsing(() => new SCIMMY.Resources.User(undefined, params), "invalidFilter");
  return {
    filter: resource.filter ? caselessFilter(resource.filter) : null,
    attributes: resource.attributes,
    startIndex: Math.max(1, integerParam(url.searchParams.get("startIndex"), 1)),
    count: Math.min(SCIM_MAX_RESULTS, Math.max(0, integerParam(url.searchParams.get("count"), SCIM_MAX_RESULTS))),
  };
}

type Groups = Record<string, unknown>[];
const CASELESS = new Set(["username", "emails.value"]);

/**
 * The filter as scimmy parsed it, checked and made caseless where RFC 7643 says so: userName and
 * the emails are compared without case (caseExact false), scimmy's match compares exactly, and
 * emails are stored lower case. An expression without its value (`userName eq`) is refused.
 */
function caselessFilter(filter: InstanceType<typeof SCIMMY.Types.Filter>) {
  const visit = (node: unknown, path: string[]): unknown => {
    if (Array.isArray(node)) return node.every(Array.isArray) ? node.map((n) => visit(n, path)) : expression(node, path.join("."));
    if (node && typeof node === "object")
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v, [...path, k.toLowerCase()])]));
    return node;
  };
  const groups = (JSON.parse(JSON.stringify(filter)) as Groups).map((g) => visit(g, []));
  return parsing(() => new SCIMMY.Types.Filter(groups as Groups), "invalidFilter");
}

function expression(e: unknown[], path: string) {
  const [op, ...values] = String(e[0]).toLowerCase() === "not" ? e.slice(1) : e;
  if (!["pr", "np"].includes(String(op).toLowerCase()) && values.length === 0)
    throw new ScimRefusal(400, "invalidFilter", `The filter's '${String(op)}' on '${path}' has no value.`);
  const last = e.length - 1;
  return CASELESS.has(path) ? e.map((v, i) => (i === last && i > 0 && typeof v === "string" ? v.toLowerCase() : v)) : e;
}

/**
 * What SQL can read first for a filter of one group that pins userName, externalId or id with
 * `eq` (the probes of Entra and Okta); scimmy's match then decides on what was read.
 */
export function narrowingOf(filter: InstanceType<typeof SCIMMY.Types.Filter>): Narrowing {
  const groups = JSON.parse(JSON.stringify(filter)) as Groups;
  if (groups.length !== 1) return {};
  const n: Narrowing = {};
  for (const [key, e] of Object.entries(groups[0])) {
    if (!Array.isArray(e) || e.length !== 2 || String(e[0]).toLowerCase() !== "eq" || typeof e[1] !== "string") continue;
    if (/^username$/i.test(key)) n.email = e[1];
    if (/^externalid$/i.test(key)) n.externalId = e[1];
    // an id that is no record's matches nobody (0 is no row's id)
    if (/^id$/i.test(key)) n.id = recordId(e[1]) ?? 0;
  }
  return n;
}

/**
 * A ListResponse of one page. scimmy's ListResponse pages the set it is given from startIndex;
 * this set is the page already (read by SQL or matched), so it takes it as a whole and the
 * page's real startIndex is set on the message.
 */
export function listMessage(page: InstanceType<typeof SCIMMY.Types.Schema>[], startIndex: number, total: number, base: string) {
  const list = new SCIMMY.Messages.ListResponse(page, { startIndex: 1, itemsPerPage: page.length, totalResults: total });
  return located({ ...list, startIndex }, base);
}

// ---- Request bodies -------------------------------------------------------------------------

const tooLarge = () => new ScimRefusal(413, null, SCIM_MSG.tooLarge);
const badBody = () => new ScimRefusal(400, "invalidSyntax", SCIM_MSG.body);

/** The body's text, refused (413) past the app's limit: the Node server cuts it too; any other server or a test does not. */
async function boundedText(request: Request, limit: number): Promise<string> {
  if (Number(request.headers.get("Content-Length") ?? 0) > limit) throw tooLarge();
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let seen = 0;
  const reader = request.body.getReader();
  try {
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      seen += r.value.byteLength;
      if (seen > limit) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(r.value);
    }
  } catch (e) {
    throw isScimError(e) ? e : isTooLarge(e) ? tooLarge() : badBody();
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A JSON object body (whatever the Content-Type says: SCIM clients send application/scim+json or application/json). */
export async function readScimJson(request: Request): Promise<Record<string, unknown>> {
  const text = await boundedText(request, env().MAX_BODY_BYTES);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badBody();
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw badBody();
  // PostgreSQL refuses U+0000 in text (domain/input.ts): no attribute means it
  if (holdsNul(value)) throw new ScimRefusal(400, "invalidValue", SCIM_MSG.body);
  return value as Record<string, unknown>;
}

// ---- Users ------------------------------------------------------------------------------------

/** An employee as a SCIM User (RFC 7643 §4.1): userName and the work email are the account's email. */
export function scimUserOf(row: ScimEmployee) {
  const name = displayName(row);
  return {
    id: String(row.id),
    ...(row.external_id ? { externalId: row.external_id } : {}),
    userName: row.email,
    name: {
      ...(row.first_name ? { givenName: row.first_name } : {}),
      ...(row.last_name ? { familyName: row.last_name } : {}),
      formatted: name,
    },
    displayName: name,
    emails: [{ value: row.email, type: "work", primary: true }],
    active: row.status !== "deactivated",
    meta: { resourceType: "User", created: new Date(row.created_at), lastModified: new Date(row.last_modified ?? row.created_at) },
  };
}

/** The User resource answered: scimmy's out-bound schema (attributes, location) under the tenant's base. */
export const userResource = (user: ReturnType<typeof scimUserOf>, base: string, attributes?: InstanceType<typeof SCIMMY.Types.Filter>) =>
  located(new SCIMMY.Schemas.User(user, "out", "/Users", attributes), base);

/** The root attribute of an attribute path (`name.givenName`, `emails[type eq "work"].value`, a core-URN path), or null for an extension's. */
function rootOf(path: string): string | null {
  let p = path.trim();
  if (/^urn:/i.test(p)) {
    if (!p.toLowerCase().startsWith(`${CORE_USER.toLowerCase()}:`)) return null;
    p = p.slice(CORE_USER.length + 1);
  }
  return (/^[^.[]*/.exec(p)?.[0] ?? "").toLowerCase();
}
const isKept = (path: string) => (SCIM_KEPT as readonly (string | null)[]).includes(rootOf(path));

/** Microsoft Entra ID sends booleans as the strings "True" and "False" (its documented PATCH): they are read as booleans. */
const booleanOf = (v: unknown) => (typeof v === "string" && /^(true|false)$/i.test(v.trim()) ? v.trim().toLowerCase() === "true" : v);

/** The attributes of a User body the service keeps (SCIM_KEPT), `schemas` for scimmy's check, active as a boolean. */
export function keptAttributes(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key === "schemas" || isKept(key))
      .map(([key, v]) => [key, rootOf(key) === "active" ? booleanOf(v) : v]),
  );
}

interface Operation {
  op: string;
  path?: string;
  value?: unknown;
}

/**
 * A PatchOp message checked by scimmy as sent, then its operations on kept attributes only (an
 * operation on anything else is accepted and ignored: an IdP's phone number or manager never
 * fails a person's update). Entra's string booleans become booleans.
 */
export function keptOperations(body: Record<string, unknown>): Operation[] {
  parsing(() => new SCIMMY.Messages.PatchOp(body as never), "invalidSyntax");
  return (body.Operations as Operation[]).flatMap((op) => {
    if (typeof op.path === "string")
      return isKept(op.path) ? [{ ...op, value: rootOf(op.path) === "active" ? booleanOf(op.value) : op.value }] : [];
    if (!op.value || typeof op.value !== "object" || Array.isArray(op.value)) return [op];
    const value = keptAttributes(op.value as Record<string, unknown>);
    delete value.schemas;
    return Object.keys(value).length ? [{ ...op, value }] : [];
  });
}

/** Applies kept operations to a User as scimmy does; the patched User, or null when nothing changed. */
export async function patched(user: ReturnType<typeof scimUserOf>, operations: Operation[]) {
  if (!operations.length) return null;
  const message = new SCIMMY.Messages.PatchOp({ schemas: [SCIMMY.Messages.PatchOp.id], Operations: operations as never });
  try {
    const out = await message.apply(new SCIMMY.Schemas.User(user, "out", "/Users"));
    return out ? inbound(JSON.parse(JSON.stringify(out)) as Record<string, unknown>) : null;
  } catch (e) {
    throw clientError(e, "invalidValue");
  }
}

/** A User as the client sent it, coerced by scimmy's schema (types, userName required, read-only attributes dropped). */
export const inbound = (body: Record<string, unknown>) =>
  parsing(() => JSON.parse(JSON.stringify(new SCIMMY.Schemas.User(body, "in"))) as Record<string, unknown>);

/**
 * What a coerced User asserts of the person. POST and PUT: what they name (an omitted name or
 * externalId is not asserted, RFC 7644 §3.5.1 allows either; Okta's PUT omits externalId). PATCH:
 * the whole patched resource, so an attribute removed is cleared.
 */
export function assertedOf(user: Record<string, unknown>, whole: boolean): AssertedPerson & { email: string } {
  const name = (user.name ?? {}) as { givenName?: string; familyName?: string };
  const raw: Record<string, unknown> = { email: user.userName };
  if (whole || name.givenName !== undefined) raw.firstName = name.givenName ?? "";
  if (whole || name.familyName !== undefined) raw.lastName = name.familyName ?? "";
  if (whole || user.externalId !== undefined) raw.externalId = user.externalId ?? null;
  if (user.active !== undefined) raw.active = user.active;
  const checked = assertedPersonSchema.safeParse(raw);
  if (!checked.success) throw new ScimRefusal(400, "invalidValue", checked.error.issues[0].message);
  return checked.data as AssertedPerson & { email: string };
}
