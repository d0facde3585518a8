/**
 * SCIM 2.0 provisioning (issue 29, part 4): the request sequences Microsoft Entra ID's and Okta's
 * provisioning clients send, as their documentation shows them, replayed against the SCIM route
 * module with real Requests on a real database; then the refusals (tokens of another company,
 * revoked or none, malformed filters and bodies, oversized bodies, the seat limit, unknown ids,
 * administrators), each with nothing written. Every person created appears in the admin's list,
 * every deactivated one loses their sessions and sign-in but keeps attempts and certificates, and
 * every change has its audit event.
 *
 * Sources of the requests (as data below):
 * - Microsoft, "Tutorial: Develop and plan provisioning for a SCIM endpoint in Microsoft Entra ID"
 *   (learn.microsoft.com/entra/identity/app-provisioning/use-scim-to-provision-users-and-groups),
 *   "SCIM protocol requests and responses": Create User, Get User, Get User by query, Update User
 *   [Multi-valued properties], Update User [Single-valued properties], Disable User. Its sample
 *   userName is a bare identifier; this service's userName is the person's email (README), so
 *   the replay gives it an address's form (Entra's default source, the userPrincipalName, is one).
 *   Entra's older string booleans ("False") are documented on its SCIM compatibility page.
 * - Okta, "SCIM 2.0 protocol reference" (developer.okta.com/docs/api/openapi/okta-scim/guides/scim-20):
 *   Determine if the User already exists, Create the User, Retrieve a specific User, Update the
 *   User (PUT), Update a specific User (PATCH) to deactivate.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as scimRoute from "../../app/routes/scim/scim";
import { listEmployees } from "../../app/server/admin/employees.server";
import { createScimToken, revokeScimToken } from "../../app/server/identity/scim-tokens.server";
import { db, nowIso } from "../../app/server/platform/db.server";
import { securityMiddleware } from "../../app/server/platform/security.server";
import { adminCaller, completeTraining, createCompany, createUser, type TestUser } from "../support/factory";
import { Browser, ORIGIN, run } from "../support/http";

const ERROR = "urn:ietf:params:scim:api:messages:2.0:Error";
const LIST = "urn:ietf:params:scim:api:messages:2.0:ListResponse";
const PATCH_OP = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const USER = "urn:ietf:params:scim:schemas:core:2.0:User";
const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";

// ---- The documented requests ------------------------------------------------------------------

const entraUserName = "Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1@testuser.com";
const ENTRA = {
  probe: `/Users?filter=${encodeURIComponent(`userName eq "${entraUserName}"`)}`,
  create: {
    schemas: [USER, ENTERPRISE],
    externalId: "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef",
    userName: entraUserName,
    active: true,
    emails: [{ primary: true, type: "work", value: "Test_User_fd0ea19b-0777-472c-9f96-4f70d2226f2e@testuser.com" }],
    meta: { resourceType: "User" },
    name: { formatted: "givenName familyName", familyName: "familyName", givenName: "givenName" },
    roles: [],
  },
  updateMultiValued: {
    schemas: [PATCH_OP],
    Operations: [
      { op: "Replace", path: 'emails[type eq "work"].value', value: "updatedEmail@microsoft.com" },
      { op: "Replace", path: "name.familyName", value: "updatedFamilyName" },
    ],
  },
  updateSingleValued: {
    schemas: [PATCH_OP],
    Operations: [{ op: "Replace", path: "userName", value: "5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com" }],
  },
  /** Attributes of Entra's default mapping this service does not keep: accepted, ignored. */
  updateUnkept: {
    schemas: [PATCH_OP],
    Operations: [
      { op: "Add", path: 'phoneNumbers[type eq "work"].value', value: "+1 555 0100" },
      { op: "Add", path: `${ENTERPRISE}:manager`, value: "97c0abe1-14f7-417b-951c-bc8e2a17f200" },
      { op: "Replace", path: "title", value: "Clinical Research Associate" },
    ],
  },
  externalIdProbe: `/Users?filter=${encodeURIComponent('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`,
  disable: { Operations: [{ op: "Replace", path: "active", value: false }], schemas: [PATCH_OP] },
  disableAsString: { schemas: [PATCH_OP], Operations: [{ op: "Replace", path: "active", value: "False" }] },
};

const OKTA = {
  probe: `/Users?filter=${encodeURIComponent('userName eq "test.user@okta.local"')}&startIndex=1&count=100`,
  create: {
    schemas: [USER],
    userName: "test.user@okta.local",
    name: { givenName: "Test", familyName: "User" },
    emails: [{ primary: true, value: "test.user@okta.local", type: "work" }],
    displayName: "Test User",
    locale: "en-US",
    externalId: "00ujl29u0le5T6Aj10h7",
    groups: [],
    password: "1mz050nq",
    active: true,
  },
  /** The documented PUT, with the id the service gave (`id` is the path's, read-only in the body). */
  replace: (id: string) => ({
    schemas: [USER],
    id,
    userName: "test.user@okta.local",
    name: { givenName: "Another", middleName: "Excited", familyName: "User" },
    emails: [{ primary: true, value: "test.user@okta.local", type: "work", display: "test.user@okta.local" }],
    active: true,
    groups: [],
    meta: { resourceType: "User" },
  }),
  deactivate: { schemas: [PATCH_OP], Operations: [{ op: "replace", value: { active: false } }] },
  activate: { schemas: [PATCH_OP], Operations: [{ op: "replace", value: { active: true } }] },
  importPage: "/Users?startIndex=1&count=100",
};

// ---- Calling the service ----------------------------------------------------------------------

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

let seq = 0;

/** One SCIM request to a company's service, as the router hands it to the route module. */
async function scim(
  slug: string,
  method: string,
  target: string,
  opts: { token?: string | null; body?: unknown; raw?: string | Uint8Array | ReadableStream; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const url = `${ORIGIN}/scim/v2/company/${slug}${target}`;
  const headers = new Headers({ "User-Agent": "test SCIM client", ...opts.headers });
  if (opts.token) headers.set("Authorization", `Bearer ${opts.token}`);
  const body = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  if (body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/scim+json");
  const request = new Request(url, { method, headers, body, ...(body instanceof ReadableStream ? { duplex: "half" } : {}) } as RequestInit);
  const rest = new URL(url).pathname.slice(`/scim/v2/company/${slug}/`.length);
  const args = {
    request,
    url: new URL(url),
    params: { subdomain: slug, "*": rest },
    context: new Browser(`198.51.100.${(seq++ % 200) + 1}`).context(),
  };
  const fn = method === "GET" || method === "HEAD" ? scimRoute.loader : scimRoute.action;
  const response = (await fn(args as never)) as Response;
  const text = await response.text();
  if (text) expect(response.headers.get("Content-Type")).toBe("application/scim+json");
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** A company with its admin and a SCIM token. */
async function company(opts: { maxEmployees?: number; requireSso?: boolean } = {}) {
  const co = await createCompany();
  if (opts.maxEmployees !== undefined)
    await db().updateTable("companies").set({ max_employees: opts.maxEmployees }).where("id", "=", co.id).execute();
  if (opts.requireSso)
    await db().insertInto("company_sso").values({ company_id: co.id, require_sso: 1, allowed_domains: "", updated_at: nowIso() }).execute();
  const admin = await createUser({ company: co.slug, role: "admin" });
  const { token } = await createScimToken(adminCaller(co.id, admin));
  return {
    ...co,
    admin,
    token,
    call: (method: string, target: string, opts2: Parameters<typeof scim>[3] = {}) => scim(co.slug, method, target, { token, ...opts2 }),
  };
}

const userRow = (id: number | string) => db().selectFrom("users").selectAll().where("id", "=", Number(id)).executeTakeFirstOrThrow();

/** The audit events of a company with an action, oldest first, details parsed. */
async function events(companyId: number, action: string) {
  const rows = await db()
    .selectFrom("audit_events")
    .select(["actor_user_id", "subject_user_id", "subject_email", "details", "user_agent"])
    .where("company_id", "=", companyId)
    .where("action", "=", action)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, any> }));
}

/** Everything the service could write, hashed per table (the tokens' last use aside: a valid token's use is noted). */
async function snapshot() {
  const tables = ["users", "audit_events", "invitations", "email_outbox", "sessions", "enrollments", "identities"] as const;
  const out: Record<string, string> = {};
  for (const t of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(t)}`.execute(db());
    out[t] = createHash("sha256")
      .update(JSON.stringify(rows.map((r) => JSON.stringify(r)).sort()))
      .digest("hex");
  }
  return out;
}

async function signIn(slug: string, user: { email: string; password: string }) {
  return run(employeeLogin.action, new Browser(`203.0.113.${(seq++ % 200) + 1}`), `/company/${slug}/employee/login`, {
    form: { intent: "login", email: user.email, password: user.password },
  });
}

const employeesListed = async (companyId: number) =>
  (await listEmployees({ companyId }, { q: "", filter: "all", page: 1, pageSize: null })).rows.map((r) => r.email);

// ---- Tests ------------------------------------------------------------------------------------

let A: Awaited<ReturnType<typeof company>>;
let B: Awaited<ReturnType<typeof company>>;

beforeAll(async () => {
  A = await company();
  B = await company();
});

describe("Microsoft Entra ID's provisioning sequence", () => {
  it("probes, creates (invited, with the invitation mail), reads, updates, finds by externalId and disables", async () => {
    // Get User by query - Zero results
    let r = await A.call("GET", ENTRA.probe);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ schemas: [LIST], totalResults: 0, Resources: [], startIndex: 1 });

    // Create User
    r = await A.call("POST", "/Users", { body: ENTRA.create });
    expect(r.status).toBe(201);
    const id = r.body.id as string;
    expect(r.body).toMatchObject({
      schemas: [USER],
      id: expect.stringMatching(/^\d+$/),
      externalId: ENTRA.create.externalId,
      userName: entraUserName.toLowerCase(),
      name: { givenName: "givenName", familyName: "familyName" },
      active: true,
      emails: [{ value: entraUserName.toLowerCase(), type: "work", primary: true }],
      meta: { resourceType: "User", location: `http://localhost:3000/scim/v2/company/${A.slug}/Users/${id}` },
    });
    expect(r.headers.get("Location")).toBe(r.body.meta.location);
    expect(Date.parse(r.body.meta.created)).not.toBeNaN();
    const person = await userRow(id);
    expect(person).toMatchObject({ company_id: A.id, role: "employee", status: "invited", external_id: ENTRA.create.externalId });
    expect(await employeesListed(A.id)).toContain(person.email);
    // the company uses passwords: the invitation, and its mail, as an admin's addition sends them
    expect(await db().selectFrom("invitations").select("purpose").where("user_id", "=", person.id).execute()).toEqual([
      { purpose: "employee_invite" },
    ]);
    const mail = await db().selectFrom("email_outbox").select(["kind", "to_address"]).where("user_id", "=", person.id).execute();
    expect(mail).toEqual([{ kind: "employee-invitation", to_address: person.email }]);
    const provisioned = await events(A.id, "employee.provisioned");
    expect(provisioned.at(-1)).toMatchObject({
      actor_user_id: null,
      subject_user_id: person.id,
      user_agent: "test SCIM client",
      details: { via: "scim", restored: false, status: "invited", name: "givenName familyName" },
    });
    expect((await events(A.id, "invitation.sent")).at(-1)).toMatchObject({ actor_user_id: null, subject_user_id: person.id });

    // Get User, and the probe now finds the person (userName compared without case)
    r = await A.call("GET", `/Users/${id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, userName: person.email, active: true });
    r = await A.call("GET", ENTRA.probe);
    expect(r.body).toMatchObject({ totalResults: 1, Resources: [{ id, userName: person.email }] });

    // Update User [Multi-valued properties]: the family name changes; userName decides the email
    r = await A.call("PATCH", `/Users/${id}`, { body: ENTRA.updateMultiValued });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, name: { familyName: "updatedFamilyName" }, userName: person.email });
    expect(Date.parse(r.body.meta.lastModified)).toBeGreaterThanOrEqual(Date.parse(r.body.meta.created));
    expect((await events(A.id, "employee.updated")).at(-1)).toMatchObject({
      subject_user_id: person.id,
      actor_user_id: null,
      details: { via: "scim", changed: { lastName: { from: "familyName", to: "updatedFamilyName" } } },
    });

    // Update User [Single-valued properties]: a new userName is a new email, audited from and to
    r = await A.call("PATCH", `/Users/${id}`, { body: ENTRA.updateSingleValued });
    expect(r.status).toBe(200);
    const newEmail = "5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com";
    expect(r.body).toMatchObject({ userName: newEmail, emails: [{ value: newEmail }] });
    expect((await userRow(id)).email).toBe(newEmail);
    expect((await events(A.id, "employee.updated")).at(-1)?.details.changed).toEqual({ email: { from: person.email, to: newEmail } });

    // attributes Entra maps by default that this service does not keep: 200, nothing changed
    const updatesBefore = (await events(A.id, "employee.updated")).length;
    r = await A.call("PATCH", `/Users/${id}`, { body: ENTRA.updateUnkept });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, userName: newEmail });
    expect(await events(A.id, "employee.updated")).toHaveLength(updatesBefore);

    // the externalId filter
    r = await A.call("GET", ENTRA.externalIdProbe);
    expect(r.body).toMatchObject({ totalResults: 1, Resources: [{ id, externalId: ENTRA.create.externalId }] });

    // Disable User: deactivated like the admin's deletion, the open invitation ended, the unsent mail suppressed
    r = await A.call("PATCH", `/Users/${id}`, { body: ENTRA.disable });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, active: false });
    expect(await userRow(id)).toMatchObject({ status: "deactivated", deactivated_at: expect.any(String) });
    const open = await db().selectFrom("invitations").select("expires_at").where("user_id", "=", person.id).executeTakeFirstOrThrow();
    expect(Date.parse(open.expires_at)).toBeLessThanOrEqual(Date.now());
    expect(await db().selectFrom("email_outbox").select("status").where("user_id", "=", person.id).execute()).toEqual([
      { status: "suppressed" },
    ]);
    expect((await events(A.id, "employee.deleted")).at(-1)).toMatchObject({
      actor_user_id: null,
      subject_user_id: person.id,
      details: { via: "scim", certificateKept: null },
    });
    expect(await employeesListed(A.id)).not.toContain(newEmail);
    // still visible to the client, as inactive (the IdP can bring the person back)
    r = await A.call("GET", `/Users/${id}`);
    expect(r.body).toMatchObject({ id, active: false });
  });

  it('reads Entra\'s string booleans: Replace active "False"', async () => {
    const r0 = await A.call("POST", "/Users", { body: { schemas: [USER], userName: "string.bool@testuser.com", active: "True" } });
    expect(r0.status).toBe(201);
    const r = await A.call("PATCH", `/Users/${r0.body.id}`, { body: ENTRA.disableAsString });
    expect(r.status).toBe(200);
    expect(r.body.active).toBe(false);
    expect((await userRow(r0.body.id)).status).toBe("deactivated");
  });
});

describe("Okta's provisioning sequence", () => {
  it("probes with startIndex and count, creates, reads, replaces (PUT), deactivates and reactivates (PATCH)", async () => {
    let r = await A.call("GET", OKTA.probe);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ schemas: [LIST], totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });

    r = await A.call("POST", "/Users", { body: OKTA.create });
    expect(r.status).toBe(201);
    const id = r.body.id as string;
    expect(r.body).toMatchObject({ userName: "test.user@okta.local", externalId: "00ujl29u0le5T6Aj10h7", active: true });
    // the placeholder password Okta sends is not kept
    expect(JSON.stringify(r.body)).not.toContain("1mz050nq");
    expect((await userRow(id)).password_hash).toBeNull();
    expect(await employeesListed(A.id)).toContain("test.user@okta.local");

    r = await A.call("GET", `/Users/${id}`);
    expect(r.body).toMatchObject({ id, name: { givenName: "Test", familyName: "User" } });
    r = await A.call("GET", OKTA.probe);
    expect(r.body).toMatchObject({ totalResults: 1, itemsPerPage: 1, Resources: [{ id }] });

    // PUT: the new given name; externalId, which Okta's PUT omits, is kept
    r = await A.call("PUT", `/Users/${id}`, { body: OKTA.replace(id) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id,
      name: { givenName: "Another", familyName: "User" },
      externalId: "00ujl29u0le5T6Aj10h7",
      active: true,
    });
    expect((await events(A.id, "employee.updated")).at(-1)).toMatchObject({
      subject_user_id: Number(id),
      details: { via: "scim", changed: { firstName: { from: "Test", to: "Another" } } },
    });

    r = await A.call("PATCH", `/Users/${id}`, { body: OKTA.deactivate });
    expect(r.status).toBe(200);
    expect(r.body.active).toBe(false);
    expect((await userRow(id)).status).toBe("deactivated");

    // brought back: a seat again; no password yet, so invited with a new invitation
    r = await A.call("PATCH", `/Users/${id}`, { body: OKTA.activate });
    expect(r.status).toBe(200);
    expect(r.body.active).toBe(true);
    expect((await userRow(id)).status).toBe("invited");
    expect((await events(A.id, "employee.reactivated")).at(-1)).toMatchObject({
      actor_user_id: null,
      subject_user_id: Number(id),
      details: { via: "scim" },
    });
    const open = await db()
      .selectFrom("invitations")
      .select("id")
      .where("user_id", "=", Number(id))
      .where("expires_at", ">", new Date().toISOString())
      .execute();
    expect(open).toHaveLength(1);
  });

  it("imports page by page: startIndex and count, totalResults, the same order every time, count capped at 100", async () => {
    const co = await company();
    for (let i = 0; i < 7; i++) await createUser({ company: co.slug, email: `page-${i}@${co.slug}.example` });
    const first = await co.call("GET", "/Users?startIndex=1&count=3");
    const second = await co.call("GET", "/Users?startIndex=4&count=3");
    const third = await co.call("GET", "/Users?startIndex=7&count=3");
    expect([first.body.totalResults, second.body.totalResults, third.body.totalResults]).toEqual([7, 7, 7]);
    expect([first.body.startIndex, second.body.startIndex, third.body.startIndex]).toEqual([4 - 3, 4, 7]);
    const ids = [...first.body.Resources, ...second.body.Resources, ...third.body.Resources].map((u: { id: string }) => Number(u.id));
    expect(ids).toHaveLength(7);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const all = await co.call("GET", OKTA.importPage);
    expect(all.body.Resources.map((u: { id: string }) => Number(u.id))).toEqual(ids);
    // the administrator is no SCIM User
    expect(all.body.Resources.map((u: { userName: string }) => u.userName)).not.toContain(co.admin.email);
    const capped = await co.call("GET", "/Users?count=1000");
    expect(capped.status).toBe(200);
    const filtered = await co.call("GET", `/Users?filter=${encodeURIComponent(`userName sw "page-"`)}&startIndex=2&count=2`);
    expect(filtered.body).toMatchObject({ totalResults: 7, startIndex: 2, itemsPerPage: 2 });
    expect(filtered.body.Resources.map((u: { id: string }) => Number(u.id))).toEqual(ids.slice(1, 3));
    const none = await co.call("GET", "/Users?count=0");
    expect(none.body).toMatchObject({ totalResults: 7, itemsPerPage: 0, Resources: [] });
  });
});

describe("what a deactivation does to a person who trained", () => {
  it("ends their sessions, refuses their sign-in, keeps attempts and the certificate; a POST of the same email brings them back", async () => {
    const co = await company();
    const person: TestUser = await createUser({ company: co.slug, firstName: "Tara", lastName: "Trained" });
    const number = (await completeTraining(person, `/company/${co.slug}`))!;
    expect((await signIn(co.slug, person)).status).toBe(302);
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", person.id).execute()).not.toHaveLength(0);
    const attempts = await db().selectFrom("attempts").select("id").where("user_id", "=", person.id).execute();
    expect(attempts.length).toBeGreaterThan(0);

    // Okta finds the existing account by its userName, then deactivates it
    const found = await co.call("GET", `/Users?filter=${encodeURIComponent(`userName eq "${person.email.toUpperCase()}"`)}`);
    expect(found.body.totalResults).toBe(1);
    const id = found.body.Resources[0].id as string;
    expect(Number(id)).toBe(person.id);
    const r = await co.call("PATCH", `/Users/${id}`, { body: OKTA.deactivate });
    expect(r.status).toBe(200);

    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", person.id).execute()).toEqual([]);
    expect((await signIn(co.slug, person)).status).toBe(401);
    expect(await db().selectFrom("attempts").select("id").where("user_id", "=", person.id).execute()).toEqual(attempts);
    const certificate = await db().selectFrom("certificates").selectAll().where("number", "=", number).executeTakeFirstOrThrow();
    expect(certificate).toMatchObject({ user_id: person.id, revoked_at: null });
    expect((await events(co.id, "employee.deleted")).at(-1)).toMatchObject({ details: { via: "scim", certificateKept: number } });

    // re-hired: POST of the same email reactivates the person (records kept), no conflict
    const back = await co.call("POST", "/Users", {
      body: { schemas: [USER], userName: person.email, name: { givenName: "Tara", familyName: "Trained" } },
    });
    expect(back.status).toBe(201);
    expect(back.body.id).toBe(id);
    expect(await userRow(id)).toMatchObject({ status: "active", deactivated_at: null });
    expect((await events(co.id, "employee.provisioned")).at(-1)).toMatchObject({
      subject_user_id: person.id,
      details: { via: "scim", restored: true, status: "active" },
    });
    expect(await db().selectFrom("attempts").select("id").where("user_id", "=", person.id).execute()).toEqual(attempts);
    expect((await signIn(co.slug, person)).status).toBe(302);
  });

  it("DELETE deactivates the same way (204), the record kept", async () => {
    const co = await company();
    const person = await createUser({ company: co.slug });
    const r = await co.call("DELETE", `/Users/${person.id}`);
    expect(r.status).toBe(204);
    expect(r.body).toBeNull();
    expect(await userRow(person.id)).toMatchObject({ status: "deactivated" });
    expect((await events(co.id, "employee.deleted")).at(-1)).toMatchObject({ subject_user_id: person.id, details: { via: "scim" } });
  });
});

describe("a company that requires single sign-on", () => {
  it("provisions people active, without an invitation", async () => {
    const co = await company({ requireSso: true });
    const r = await co.call("POST", "/Users", { body: OKTA.create });
    expect(r.status).toBe(201);
    const person = await userRow(r.body.id);
    expect(person.status).toBe("active");
    expect(await db().selectFrom("invitations").select("id").where("user_id", "=", person.id).execute()).toEqual([]);
    expect(await db().selectFrom("email_outbox").select("id").where("user_id", "=", person.id).execute()).toEqual([]);
    expect((await events(co.id, "employee.provisioned")).at(-1)).toMatchObject({ details: { via: "scim", status: "active" } });
  });
});

describe("refusals: nothing read, nothing written", () => {
  it("another company's token, a revoked one, an unknown one and none: 401 in SCIM's format", async () => {
    const person = await createUser({ company: A.slug });
    const before = await snapshot();
    const { token: revoked } = await createScimToken(adminCaller(A.id, A.admin));
    const tokens = await db()
      .selectFrom("scim_tokens")
      .select("id")
      .where("company_id", "=", A.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(await revokeScimToken(adminCaller(A.id, A.admin), tokens.id)).toBe(true);
    const snapshotAfterRevoke = await snapshot();
    for (const token of [B.token, revoked, "gta_scim_unknown", null]) {
      for (const [method, target, body] of [
        ["GET", "/Users"],
        ["GET", `/Users/${person.id}`],
        ["POST", "/Users", OKTA.create],
        ["PATCH", `/Users/${person.id}`, OKTA.deactivate],
        ["DELETE", `/Users/${person.id}`],
        ["GET", "/ServiceProviderConfig"],
      ] as const) {
        const r = await scim(A.slug, method, target, { token, body });
        expect(r.status, `${method} ${target} with ${token?.slice(0, 12)}`).toBe(401);
        expect(r.body).toMatchObject({ schemas: [ERROR], status: "401" });
        expect(r.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
      }
    }
    // A's token on B's URL
    expect((await scim(B.slug, "GET", "/Users", { token: A.token })).status).toBe(401);
    expect((await snapshot()).users).toBe(before.users);
    const after = await snapshot();
    expect(after).toEqual({ ...snapshotAfterRevoke });
  });

  it("malformed filters: 400 invalidFilter", async () => {
    const before = await snapshot();
    for (const filter of ["userName eq", 'userName xx "a"', '(userName eq "a"', "userName", "", "\u0000"]) {
      const r = await A.call("GET", `/Users?filter=${encodeURIComponent(filter)}`);
      expect(r.status, JSON.stringify(filter)).toBe(400);
      expect(r.body).toMatchObject({ schemas: [ERROR], status: "400", scimType: "invalidFilter" });
    }
    for (const query of ["startIndex=x", "count=1e9", "count=12.5"]) {
      const r = await A.call("GET", `/Users?${query}`);
      expect(r.status, query).toBe(400);
      expect(r.body).toMatchObject({ schemas: [ERROR], scimType: "invalidValue" });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("malformed bodies: 400 invalidSyntax or invalidValue", async () => {
    const person = await createUser({ company: A.slug });
    const before = await snapshot();
    const cases: [string, string, string | undefined, string][] = [
      ["POST", "/Users", "{not json", "invalidSyntax"],
      ["POST", "/Users", "[1,2]", "invalidSyntax"],
      ["POST", "/Users", "", "invalidSyntax"],
      ["POST", "/Users", JSON.stringify({ schemas: ["urn:example:other"], userName: "x@y.example" }), "invalidSyntax"],
      ["POST", "/Users", JSON.stringify({ schemas: [USER], name: { givenName: "No" } }), "invalidValue"],
      ["POST", "/Users", JSON.stringify({ schemas: [USER], userName: 42 }), "invalidValue"],
      ["POST", "/Users", JSON.stringify({ schemas: [USER], userName: "Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1" }), "invalidValue"],
      ["POST", "/Users", JSON.stringify({ schemas: [USER], userName: "nul@x.example", name: { givenName: "a\u0000b" } }), "invalidValue"],
      ["POST", "/Users", JSON.stringify({ schemas: [USER], userName: "line@x.example", name: { givenName: "a\nb" } }), "invalidValue"],
      [
        "POST",
        "/Users",
        JSON.stringify({
          schemas: [USER],
          userName: "deep@x.example",
          name: { givenName: JSON.parse('{"a":'.repeat(3000) + "1" + "}".repeat(3000)) },
        }),
        "invalidValue",
      ],
      ["PUT", `/Users/${person.id}`, "{", "invalidSyntax"],
      [
        "PATCH",
        `/Users/${person.id}`,
        JSON.stringify({ schemas: [PATCH_OP], Operations: [{ op: "explode", path: "active" }] }),
        "invalidSyntax",
      ],
      ["PATCH", `/Users/${person.id}`, JSON.stringify({ schemas: [PATCH_OP], Operations: [] }), "invalidValue"],
      ["PATCH", `/Users/${person.id}`, JSON.stringify({ schemas: [PATCH_OP], Operations: "replace" }), "invalidValue"],
      ["PATCH", `/Users/${person.id}`, JSON.stringify({ Operations: [{ op: "replace", value: { active: false } }] }), "invalidSyntax"],
      [
        "PATCH",
        `/Users/${person.id}`,
        JSON.stringify({ schemas: [PATCH_OP], Operations: [{ op: "replace", path: "active", value: "maybe" }] }),
        "invalidValue",
      ],
      [
        "PATCH",
        `/Users/${person.id}`,
        JSON.stringify({ schemas: [PATCH_OP], Operations: [{ op: "remove", path: "userName" }] }),
        "invalidValue",
      ],
    ];
    for (const [method, target, raw, scimType] of cases) {
      const r = await A.call(method, target, { raw });
      expect(r.status, `${method} ${raw?.slice(0, 120)}`).toBe(400);
      expect(r.body, `${method} ${raw?.slice(0, 60)}`).toMatchObject({ schemas: [ERROR], status: "400", scimType });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("a body over the size limit: 413, declared or streamed", async () => {
    const before = await snapshot();
    const big = JSON.stringify({ schemas: [USER], userName: "big@x.example", title: "x".repeat(1_100_000) });
    const declared = await A.call("POST", "/Users", { raw: big, headers: { "Content-Length": String(big.length) } });
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ schemas: [ERROR], status: "413" });
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 65_536) controller.enqueue(bytes.slice(i, i + 65_536));
        controller.close();
      },
    });
    expect((await A.call("POST", "/Users", { raw: stream })).status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it("the seat limit: 403 with its detail, nothing written; a reactivation counts too", async () => {
    const co = await company({ maxEmployees: 2 });
    const one = await co.call("POST", "/Users", { body: { schemas: [USER], userName: "one@seats.example" } });
    const two = await co.call("POST", "/Users", { body: { schemas: [USER], userName: "two@seats.example" } });
    expect([one.status, two.status]).toEqual([201, 201]);
    const before = await snapshot();
    const r = await co.call("POST", "/Users", { body: { schemas: [USER], userName: "three@seats.example" } });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ schemas: [ERROR], status: "403", detail: expect.stringContaining("2 employees") });
    expect(await snapshot()).toEqual(before);
    // one leaves, another comes: the leaver cannot come back while the seats are full
    expect((await co.call("PATCH", `/Users/${one.body.id}`, { body: OKTA.deactivate })).status).toBe(200);
    expect((await co.call("POST", "/Users", { body: { schemas: [USER], userName: "three@seats.example" } })).status).toBe(201);
    const full = await snapshot();
    const back = await co.call("PATCH", `/Users/${one.body.id}`, { body: OKTA.activate });
    expect(back.status).toBe(403);
    const again = await co.call("POST", "/Users", { body: { schemas: [USER], userName: "one@seats.example" } });
    expect(again.status).toBe(403);
    expect(await snapshot()).toEqual(full);
  });

  it("duplicates: 409 uniqueness for a userName in use (an employee's or an admin's) and an externalId in use", async () => {
    const taken = await createUser({ company: A.slug });
    await db().updateTable("users").set({ external_id: "ext-taken" }).where("id", "=", taken.id).execute();
    const other = await createUser({ company: A.slug });
    const before = await snapshot();
    for (const body of [
      { schemas: [USER], userName: taken.email },
      { schemas: [USER], userName: taken.email.toUpperCase() },
      { schemas: [USER], userName: A.admin.email },
      { schemas: [USER], userName: "fresh@dup.example", externalId: "ext-taken" },
    ]) {
      const r = await A.call("POST", "/Users", { body });
      expect(r.status, JSON.stringify(body)).toBe(409);
      expect(r.body).toMatchObject({ schemas: [ERROR], status: "409", scimType: "uniqueness" });
    }
    const patch = (Operations: unknown[]) => A.call("PATCH", `/Users/${other.id}`, { body: { schemas: [PATCH_OP], Operations } });
    expect((await patch([{ op: "replace", path: "userName", value: taken.email }])).status).toBe(409);
    expect((await patch([{ op: "replace", path: "externalId", value: "ext-taken" }])).status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it("ids of nobody, of an administrator and of another company's employee: 404; none of them listed", async () => {
    const theirs = await createUser({ company: B.slug });
    const before = await snapshot();
    for (const id of ["999999999", "0", "abc", "1.5", "-1", "99999999999999", String(A.admin.id), String(theirs.id)]) {
      for (const [method, body] of [["GET"], ["PUT", OKTA.create], ["PATCH", OKTA.deactivate], ["DELETE"]] as const) {
        const r = await A.call(method, `/Users/${id}`, { body });
        expect(r.status, `${method} ${id}`).toBe(404);
        expect(r.body).toMatchObject({ schemas: [ERROR], status: "404" });
      }
    }
    const list = await A.call("GET", `/Users?filter=${encodeURIComponent(`id eq "${A.admin.id}" or userName eq "${theirs.email}"`)}`);
    expect(list.body.totalResults).toBe(0);
    expect(JSON.stringify((await A.call("GET", "/Users")).body)).not.toContain(A.admin.email);
    expect(await snapshot()).toEqual(before);
  });

  it("Groups, Bulk and /Me are not offered; a method an endpoint does not take is 405", async () => {
    const before = await snapshot();
    expect((await A.call("GET", "/Groups")).body).toMatchObject({ schemas: [ERROR], status: "404" });
    expect(
      (await A.call("POST", "/Groups", { body: { schemas: ["urn:ietf:params:scim:schemas:core:2.0:Group"], displayName: "x" } })).status,
    ).toBe(404);
    expect((await A.call("POST", "/Bulk", { body: {} })).body).toMatchObject({ status: "404", detail: expect.stringContaining("Bulk") });
    expect((await A.call("GET", "/Me")).body).toMatchObject({ status: "404", detail: expect.stringContaining("/Me") });
    expect((await A.call("GET", "/Nothing")).status).toBe(404);
    const put = await A.call("PUT", "/Users", { body: OKTA.create });
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("GET, POST");
    expect(await snapshot()).toEqual(before);
  });

  it("an unknown company's URL is 404 and a suspended company's 503, in SCIM's format", async () => {
    expect((await scim("no-such-company", "GET", "/Users", { token: A.token })).body).toMatchObject({ schemas: [ERROR], status: "404" });
    const co = await company();
    await db().updateTable("companies").set({ status: "suspended" }).where("id", "=", co.id).execute();
    expect((await co.call("GET", "/Users")).body).toMatchObject({ schemas: [ERROR], status: "503" });
  });
});

describe("the cross-site check", () => {
  it("lets a SCIM client's post through (no Origin: no cookie to forge with) and refuses a browser's cross-site post", async () => {
    const post = (headers: Record<string, string>) =>
      new Request(`${ORIGIN}/scim/v2/company/${A.slug}/Users`, {
        method: "POST",
        headers: { "Content-Type": "application/scim+json", ...headers },
        body: JSON.stringify(OKTA.create),
      });
    let reached = 0;
    const next = async () => {
      reached++;
      return new Response(null, { status: 204 });
    };
    const through = (request: Request) =>
      securityMiddleware({ request, context: new Browser().context() } as never, next as never) as Promise<Response>;
    expect((await through(post({ Authorization: `Bearer ${A.token}` }))).status).toBe(204);
    expect((await through(post({ Authorization: `Bearer ${A.token}`, Origin: "https://evil.example" }))).status).toBe(403);
    expect((await through(post({ Authorization: `Bearer ${A.token}`, "Sec-Fetch-Site": "cross-site" }))).status).toBe(403);
    expect(reached).toBe(1);
  });
});

describe("discovery", () => {
  it("ServiceProviderConfig, ResourceTypes and Schemas say what the service does", async () => {
    const config = await A.call("GET", "/ServiceProviderConfig");
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig"],
      patch: { supported: true },
      bulk: { supported: false },
      filter: { supported: true, maxResults: 100 },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
      authenticationSchemes: [expect.objectContaining({ type: "oauthbearertoken" })],
      meta: { location: `http://localhost:3000/scim/v2/company/${A.slug}/ServiceProviderConfig` },
    });
    const types = await A.call("GET", "/ResourceTypes");
    expect(types.body).toMatchObject({ schemas: [LIST], totalResults: 1, Resources: [{ id: "User", endpoint: "/Users", schema: USER }] });
    expect((await A.call("GET", "/ResourceTypes/User")).body).toMatchObject({ id: "User" });
    expect((await A.call("GET", "/ResourceTypes/Group")).status).toBe(404);
    const schemas = await A.call("GET", "/Schemas");
    expect(schemas.body.Resources.map((s: { id: string }) => s.id)).toContain(USER);
    expect((await A.call("GET", `/Schemas/${USER}`)).body).toMatchObject({ id: USER, name: "User" });
  });

  it("answers in every context: /scim/v2/croacademy and /scim/v2 name their own company", async () => {
    const call = async (prefix: string, token: string) => {
      const url = `${ORIGIN}${prefix}/Users`;
      const request = new Request(url, { headers: { Authorization: `Bearer ${token}` } });
      return (await scimRoute.loader({
        request,
        url: new URL(url),
        params: { "*": "Users" },
        context: new Browser().context(),
      } as never)) as Response;
    };
    // A's token is no token of the built-in academies
    expect((await call("/scim/v2", A.token)).status).toBe(401);
    expect((await call("/scim/v2/croacademy", A.token)).status).toBe(401);
    const cro = (await db().selectFrom("companies").select("id").where("slug", "=", "croacademy").executeTakeFirstOrThrow()).id;
    const croAdmin = await createUser({ company: "croacademy", role: "admin" });
    const { token } = await createScimToken(adminCaller(cro, croAdmin));
    const r = await call("/scim/v2/croacademy", token);
    expect(r.status).toBe(200);
    expect(((await r.json()) as { schemas: string[] }).schemas).toEqual([LIST]);
  });
});
