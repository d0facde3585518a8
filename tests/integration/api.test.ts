import { describe, expect, it } from "vitest";
import * as quest from "../../app/routes/learner/quest";
import { questionOf } from "../../app/content";
import { db } from "../../app/server/platform/db.server";
import { createUser, inviteUser } from "../support/factory";
import { Browser, run } from "../support/http";
import { callApi as call } from "../support/api";

describe("JSON API", () => {
  it("logs in with JSON, answers a bearer session token, and reads progress, stats and badges", async () => {
    const u = await createUser({ company: "croacademy" });
    const login = await call("/api/croacademy/auth/login", { json: { email: u.email, password: u.password } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, requiresPasswordChange: false, user: { email: u.email, role: "employee" } });
    const token = login.body.sessionToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await call("/api/croacademy/auth/check", { token })).body.user.email).toBe(u.email);
    // the same token is nothing on another tenant's API
    expect((await call("/api/auth/check", { token })).status).toBe(401);
    expect((await call("/api/croacademy/auth/progress", { token })).body).toEqual([]);

    // complete module 1 through the pages with a cookie session of the same user
    const b = new Browser();
    await call("/api/croacademy/auth/login", { json: { email: u.email, password: u.password }, browser: b });
    const p = { regionId: "1", questId: "1" };
    await run(quest.action, b, "/croacademy/quest/1/1", { form: { intent: "begin" }, params: p });
    await run(quest.action, b, "/croacademy/quest/1/1", { form: { intent: "start-assessment" }, params: p });
    for (let i = 0; i < 4; i++) {
      const v = (await run(quest.loader, b, "/croacademy/quest/1/1", { params: p })).data.quest;
      await run(quest.action, b, "/croacademy/quest/1/1", {
        form: { intent: "answer", questionId: v.question.id, choice: questionOf(v.question.id)!.correctAnswer },
        params: p,
      });
    }
    expect((await call("/api/croacademy/auth/progress", { token })).body).toEqual([{ region_id: 1, is_completed: true, score: 100 }]);
    expect((await call("/api/croacademy/auth/stats", { token })).body).toMatchObject({ total_xp: 1000, level: 1, current_region: 2 });
    expect((await call("/api/croacademy/auth/badges", { token })).body).toHaveLength(1);

    const reset = await call("/api/croacademy/auth/reset/quest", { json: { regionId: 1, questId: 1 }, token });
    expect(reset.body).toEqual({ success: true });
    expect((await call("/api/croacademy/auth/progress", { token })).body).toEqual([]);
    expect((await call("/api/croacademy/auth/reset/region", { json: { regionId: "x" }, token })).status).toBe(400);

    const email = await call("/api/croacademy/auth/certificate/email", { method: "POST", token });
    expect(email.status).toBe(409);
    expect(email.body.error).toMatch(/No certificate/);

    const out = await call("/api/croacademy/auth/logout", { method: "POST", token });
    expect(out.body).toEqual({ success: true });
    expect((await call("/api/croacademy/auth/check", { token })).status).toBe(401);
  });

  it("answers login failures, validation and password changes as JSON", async () => {
    const u = await createUser({ mustChangePassword: true });
    expect((await call("/api/auth/login", { json: { email: "", password: "" } })).body.error).toBe("Please enter both email and password");
    expect((await call("/api/auth/login", { json: { email: u.email, password: "nope-nope" } })).body).toEqual({
      success: false,
      error: "Invalid email or password",
      code: "invalid_credentials",
    });
    const must = await call("/api/auth/login", { json: { email: u.email, password: u.password } });
    expect(must.body).toMatchObject({ success: false, requiresPasswordChange: true });
    const changed = await call("/api/auth/set-password", {
      json: { email: u.email, currentPassword: u.password, newPassword: "Brand-New-Pass-77" },
    });
    expect(changed.body).toMatchObject({ success: true });
    expect((await call("/api/auth/check", { token: changed.body.sessionToken })).status).toBe(200);
  });

  it("validates and accepts invitations", async () => {
    const inv = await inviteUser({ company: "croacademy" });
    const valid = await call(`/api/croacademy/auth/invitation/validate?token=${inv.token}`);
    expect(valid.body).toEqual({ valid: true, email: inv.email });
    const wrong = await call(`/api/croacademy/admin/invitation/validate?token=${inv.token}`);
    expect(wrong.body.error).toBe("This invitation is not for an admin account. Please use the correct invitation link.");
    const set = await call("/api/croacademy/auth/set-password", { json: { inviteToken: inv.token, newPassword: "Invited-Pass-2026" } });
    expect(set.body.success).toBe(true);
    const again = await call("/api/croacademy/auth/set-password", { json: { inviteToken: inv.token, newPassword: "Invited-Pass-2026" } });
    expect(again.body.error).toBe("This invitation has already been used. Please contact your administrator for a new invitation.");
  });

  it("refuses signed-out callers and unknown tenants", async () => {
    expect((await call("/api/auth/progress")).status).toBe(401);
    expect((await call("/api/reset/all", { method: "POST" })).status).toBe(401);
    expect((await call("/api/company/no-such-co/auth/check")).status).toBe(404);
    const admin = await createUser({ role: "admin" });
    const login = await call("/api/admin/auth/login", { json: { email: admin.email, password: admin.password } });
    expect((await call("/api/admin/auth/check", { token: login.body.sessionToken })).status).toBe(200);
    expect((await call("/api/admin/progress", { token: login.body.sessionToken })).body).toEqual([]);
    const emp = await createUser();
    const el = await call("/api/auth/login", { json: { email: emp.email, password: emp.password } });
    // an employee session is refused on admin calls (403), not taken for no session
    expect((await call("/api/admin/progress", { token: el.body.sessionToken })).status).toBe(403);
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", emp.id).execute()).toHaveLength(1);
  });
});
