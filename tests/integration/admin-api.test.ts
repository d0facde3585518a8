/** The company administrator's JSON calls, and the OpenAPI document checked against the route table and real calls. */
import { describe, expect, it } from "vitest";
import * as openapi from "../../app/routes/api/openapi";
import { API_ROUTES } from "../../app/routes/api/api.server";
import { db } from "../../app/server/platform/db.server";
import { createCompany, createUser } from "../support/factory";
import { callApi as call } from "../support/api";

async function tokenOf(role: "admin" | "employee", company = "main", prefix = "/api") {
  const u = await createUser({ role, company });
  const r = await call(`${prefix}/${role === "admin" ? "admin/" : ""}auth/login`, { json: { email: u.email, password: u.password } });
  expect(r.status).toBe(200);
  return { user: u, token: r.body.sessionToken as string };
}

describe("admin JSON API", () => {
  it("adds, lists, re-invites and deletes employees, with the same rules and messages as the dashboard", async () => {
    const co = await createCompany();
    const prefix = `/api/company/${co.slug}`;
    const { token } = await tokenOf("admin", co.slug, prefix);
    const added = await call(`${prefix}/admin/employees`, {
      token,
      json: { firstName: "Ada", lastName: "Lovelace", email: "ADA@x.example" },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      success: true,
      employee: { firstName: "Ada", lastName: "Lovelace", email: "ada@x.example", status: "invited" },
    });
    expect(added.body.invitationLink).toMatch(new RegExp(`^http://localhost:3000/company/${co.slug}/employee/login\\?token=`));
    expect(
      (await call(`${prefix}/admin/employees`, { token, json: { firstName: "A", lastName: "B", email: "ada@x.example" } })).status,
    ).toBe(409);
    const bad = await call(`${prefix}/admin/employees`, { token, json: { firstName: "", lastName: "B", email: "x@y.example" } });
    expect(bad).toMatchObject({ status: 400, body: { error: "Please enter the first name" } });

    const list = await call(`${prefix}/admin/employees`, { token });
    expect(list.headers.get("X-Total-Count")).toBe("1");
    expect(list.body).toEqual([
      {
        id: added.body.employee.id,
        first_name: "Ada",
        last_name: "Lovelace",
        email: "ada@x.example",
        status: "invited",
        enrollment_status: "not_started",
        status_label: "Pending Invitation",
        last_login_at: null,
        completed_at: null,
        progress_summary: "0/7 modules",
        certificate_id: null,
        certificate_number: null,
      },
    ]);
    const id = added.body.employee.id as number;
    const resent = await call(`${prefix}/admin/employees/${id}/resend-invitation`, { token, method: "POST" });
    expect(resent.body).toMatchObject({ success: true, invitationLink: expect.stringContaining("token=") });
    expect(resent.body.invitationLink).not.toBe(added.body.invitationLink);
    expect((await call(`${prefix}/admin/company-stats`, { token })).body).toMatchObject({
      totalEmployees: 1,
      completedEmployees: 0,
      inProgressEmployees: 0,
      maxEmployees: 100,
    });
    const deleted = await call(`${prefix}/admin/employees/${id}`, { token, method: "DELETE" });
    expect(deleted.body).toEqual({ success: true, message: "Ada Lovelace has been deleted successfully." });
    expect((await call(`${prefix}/admin/employees/${id}`, { token, method: "DELETE" })).status).toBe(404);
    expect((await call(`${prefix}/admin/employees/abc`, { token, method: "DELETE" })).status).toBe(404);
    // beyond PostgreSQL's integer ids: unknown, not a query error
    for (const huge of ["2147483648", "9007199254740991"])
      expect((await call(`${prefix}/admin/employees/${huge}`, { token, method: "DELETE" })).status).toBe(404);
    // U+0000 (PostgreSQL's text refuses it): the client's mistake
    const nul = await call(`${prefix}/admin/employees`, { token, json: { firstName: "Nul\u0000", lastName: "B", email: "nul@x.example" } });
    expect(nul.status).toBe(400);
    expect((await call(`${prefix}/admin/employees?status=deactivated`, { token })).body).toHaveLength(1);
  });

  it("enrols the admin and reports their own training", async () => {
    const { token } = await tokenOf("admin", "croacademy", "/api/croacademy");
    expect((await call("/api/croacademy/admin/training-status", { token })).body).toEqual({
      isEnrolled: false,
      enrollment: null,
      stats: { total_xp: 0, level: 1 },
      badges: [],
    });
    expect((await call("/api/croacademy/admin/enroll-self", { token, method: "POST" })).body).toEqual({ success: true });
    expect((await call("/api/croacademy/admin/training-status", { token })).body).toMatchObject({
      isEnrolled: true,
      enrollment: { status: "not_started" },
    });
  });

  it("acts in the admin's own company only; employees get 403, the signed-out 401", async () => {
    const other = await createCompany();
    const theirs = await createUser({ company: other.slug, status: "invited", firstName: "Secret" });
    const { token } = await tokenOf("admin");
    expect((await call(`/api/admin/employees/${theirs.id}/resend-invitation`, { token, method: "POST" })).status).toBe(404);
    expect((await call(`/api/admin/employees/${theirs.id}`, { token, method: "DELETE" })).status).toBe(404);
    expect(JSON.stringify((await call("/api/admin/employees?q=secret", { token })).body)).not.toContain("Secret");
    expect((await db().selectFrom("users").select("status").where("id", "=", theirs.id).executeTakeFirstOrThrow()).status).toBe("invited");
    const employee = await tokenOf("employee");
    for (const route of API_ROUTES.filter((r) => r.access === "admin")) {
      for (const path of route.paths) {
        const p = `/api/${path.replace(":id", String(theirs.id))}`;
        expect((await call(p, { token: employee.token, method: route.method })).status, `${route.method} ${p}`).toBe(403);
        expect((await call(p, { method: route.method })).status, `${route.method} ${p}`).toBe(401);
      }
    }
  });
});

describe("OpenAPI document", () => {
  it("is served at /api/openapi.json as OpenAPI 3.1 and describes exactly the route table", async () => {
    const res = (await openapi.loader()) as Response;
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const routed = API_ROUTES.flatMap((r) => r.paths.map((p) => `${r.method} /${p.replace(/:([a-z]+)/gi, "{$1}")}`));
    expect(documented.sort()).toEqual(routed.sort());
    for (const ops of Object.values(doc.paths as Record<string, Record<string, { summary: string; responses: Record<string, unknown> }>>)) {
      for (const op of Object.values(ops)) {
        expect(op.summary).toBeTruthy();
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      }
    }
  });

  it("every call answers only documented statuses: signed out, as an employee and as an admin, with an empty body", async () => {
    const doc = await ((await openapi.loader()) as Response).json();
    const admin = await tokenOf("admin");
    const employee = await tokenOf("employee");
    for (const route of API_ROUTES) {
      for (const path of route.paths) {
        const op = doc.paths[`/${path.replace(/:([a-z]+)/gi, "{$1}")}`][route.method.toLowerCase()];
        const concrete = `/api/${path.replace(":id", "999999").replace(":provider", "google")}`;
        for (const token of [undefined, employee.token, admin.token]) {
          const r = await call(concrete, { method: route.method, token, json: route.method === "GET" ? undefined : {} });
          expect(Object.keys(op.responses), `${route.method} ${concrete} answered ${r.status}`).toContain(String(r.status));
          // logout ends the session: sign in again for the next calls
          if (path.includes("logout") && token)
            Object.assign(token === admin.token ? admin : employee, await tokenOf(token === admin.token ? "admin" : "employee"));
        }
      }
    }
  });
});
