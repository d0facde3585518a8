/**
 * A learner's way through the pages' loaders and actions, with the form posts a browser without
 * JavaScript sends: for tests whose subject is what a person's training leaves behind when they
 * train as they would (the factory's completeTraining calls the services instead).
 */
import { expect } from "vitest";
import { questionOf } from "../../app/content";
import * as adminLogin from "../../app/routes/admin/login";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as quest from "../../app/routes/learner/quest";
import { createCompany, createUser, type TestUser } from "./factory";
import { Browser, run } from "./http";

/** The quest page's route parameters for a module. */
export const questParams = (id: number) => ({ regionId: String(id), questId: String(id) });

/** Signs a company user in on their login page: an administrator's leads to the dashboard. */
export async function signInOnPage(user: Pick<TestUser, "email" | "password"> & { role?: TestUser["role"] }, base = "", b = new Browser()) {
  const admin = user.role === "admin";
  const r = await run((admin ? adminLogin : employeeLogin).action, b, `${base}/${admin ? "admin" : "employee"}/login`, {
    form: { intent: "login", email: user.email, password: user.password },
  });
  expect(r.status, JSON.stringify(r.data)).toBe(302);
  if (admin) expect(r.location).toBe(`${base}/admin/dashboard`);
  return b;
}

type Names = { firstName: string; lastName: string };

/** A new administrator of a company ("main" unless named), signed in on the admin login page. */
export async function signedInAdmin(
  company = "main",
  base = "",
  names: Names = { firstName: "Alex", lastName: "Admin" },
  b = new Browser(),
) {
  const admin = await createUser({ role: "admin", company, ...names });
  return { admin, b: await signInOnPage(admin, base, b), base };
}

/** A company of its own (the factory's options) with a new administrator signed in. */
export async function companyWithAdmin(options: Parameters<typeof createCompany>[1] = {}, names?: Names, b?: Browser) {
  const co = await createCompany(undefined, options);
  return { co, ...(await signedInAdmin(co.slug, `/company/${co.slug}`, names, b)) };
}

/** The seven modules on the quest page, every answer right: begin, start the assessment, answer the four questions shown. */
export async function trainSevenOnPages(b: Browser, base = "") {
  for (let id = 1; id <= 7; id++) {
    const at = `${base}/quest/${id}/${id}`;
    const params = questParams(id);
    await run(quest.action, b, at, { form: { intent: "begin" }, params });
    await run(quest.action, b, at, { form: { intent: "start-assessment" }, params });
    for (let i = 0; i < 4; i++) {
      const v = (await run(quest.loader, b, at, { params })).data.quest;
      await run(quest.action, b, at, {
        form: { intent: "answer", questionId: v.question.id, choice: questionOf(v.question.id)!.correctAnswer },
        params,
      });
    }
  }
}

/** The signature at completion (issue 13): module 8 and the certificate come with it. */
export async function signCompletionOnPage(b: Browser, base: string, password: string) {
  const signed = await run(quest.action, b, `${base}/quest/8/8`, {
    form: { intent: "sign", confirm: "on", password },
    params: questParams(8),
  });
  expect(signed.status).toBe(302);
}

/** A person's whole course on the pages: sign in, the seven modules, the signature; returns the signed-in browser. */
export async function completeOnPages(user: Pick<TestUser, "email" | "password"> & { role?: TestUser["role"] }, base = "") {
  const b = await signInOnPage(user, base);
  await trainSevenOnPages(b, base);
  await signCompletionOnPage(b, base, user.password);
  return b;
}
