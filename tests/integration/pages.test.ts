import { describe, expect, it } from "vitest";
import * as adminTraining from "../../app/routes/admin/training";
import * as adminLogin from "../../app/routes/admin/login";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as employeeLogout from "../../app/routes/learner/employee-logout";
import * as progress from "../../app/routes/learner/progress";
import * as authLogin from "../../app/routes/public/auth-login";
import * as loginSelection from "../../app/routes/public/login-selection";
import * as notFound from "../../app/routes/public/not-found";
import * as superLogin from "../../app/routes/super-admin/login";
import { readFlash } from "../../app/server/platform/cookies.server";
import { db } from "../../app/server/platform/db.server";
import { createUser } from "../support/factory";
import { Browser, run } from "../support/http";

async function flashOf(b: Browser) {
  return readFlash(new Request("http://localhost/", { headers: { Cookie: b.header() } }));
}

describe("remaining loaders and actions", () => {
  it("login selection links to the context's sign-in pages; no external sign-in without OIDC", async () => {
    const r = await run(loginSelection.loader, new Browser(), "/croacademy/login-selection");
    expect(r.data).toMatchObject({ tenant: { base: "/croacademy" }, externalSignIn: null, signedIn: null });
    const start = await run(authLogin.loader, new Browser(), "/auth/login");
    expect(start.location).toBe("/login-selection");
  });

  it("unknown paths answer 404", async () => {
    expect((await run(notFound.loader, new Browser(), "/no/such/page")).status).toBe(404);
  });

  it("the progress screen's actions answer the spec's banners", async () => {
    const u = await createUser();
    const b = new Browser();
    await run(employeeLogin.action, b, "/employee/login", { form: { intent: "login", email: u.email, password: u.password } });
    const email = await run(progress.action, b, "/progress", { form: { intent: "email-certificate" } });
    expect(email.location).toBe("/progress");
    expect(await flashOf(b)).toEqual({
      kind: "error",
      text: "Failed to email certificate: No certificate has been issued yet. Complete all seven modules first.",
    });
    const reset = await run(progress.action, b, "/progress", { form: { intent: "reset-all" } });
    expect(reset.location).toBe("/progress");
    expect(await flashOf(b)).toEqual({ kind: "success", text: "Training progress successfully reset!" });
    const confirm = await run(progress.loader, b, "/progress?confirm=reset-all");
    expect(confirm.data.confirmResetAll).toBe(true);
  });

  it("the administrator training page is for admins only", async () => {
    const anon = await run(adminTraining.loader, new Browser(), "/croacademy/admin/training");
    expect(anon.location).toBe("/croacademy/admin/login");
    const emp = await createUser({ company: "croacademy" });
    const eb = new Browser();
    await run(employeeLogin.action, eb, "/croacademy/employee/login", {
      form: { intent: "login", email: emp.email, password: emp.password },
    });
    // an employee session is refused (403), not sent to sign in again
    expect((await run(adminTraining.loader, eb, "/croacademy/admin/training")).status).toBe(403);
    const admin = await createUser({ role: "admin", company: "croacademy" });
    const ab = new Browser();
    await run(adminLogin.action, ab, "/croacademy/admin/login", {
      form: { intent: "login", email: admin.email, password: admin.password },
    });
    expect((await run(adminTraining.loader, ab, "/croacademy/admin/training")).status).toBe(200);
    // signed-in admins skip the login page
    expect((await run(adminLogin.loader, ab, "/croacademy/admin/login")).location).toBe("/croacademy/admin/dashboard");
  });

  it("logout is a POST; a GET changes nothing and goes home", async () => {
    const u = await createUser();
    const b = new Browser();
    await run(employeeLogin.action, b, "/employee/login", { form: { intent: "login", email: u.email, password: u.password } });
    const sessions = () => db().selectFrom("sessions").select("id").where("user_id", "=", u.id).execute();
    expect(await sessions()).toHaveLength(1);
    const get = await run(employeeLogout.loader, b, "/employee/logout");
    expect(get.location).toBe("/");
    expect(get.headers.getSetCookie()).toEqual([]);
    expect(await sessions()).toHaveLength(1);
    expect((await run(progress.loader, b, "/progress")).status).toBe(200);
    // the POST does end it
    await run(employeeLogout.action, b, "/employee/logout", { form: {} });
    expect(await sessions()).toHaveLength(0);
  });

  it("super admin sign-in validates its fields", async () => {
    const r = await run(superLogin.action, new Browser(), "/super-admin/login", { form: { intent: "login", email: "", password: "" } });
    expect(r.status).toBe(400);
    expect(r.data.result.error[""]).toEqual(["Please enter both email and password"]);
  });
});
