/**
 * Shared e2e helpers: the test-data factory (on the e2e database), sign-in and training steps.
 * `./db-env` is imported first so DATABASE_PATH is set before the app's server modules load.
 */
import "./db-env";
import { expect, type Page } from "@playwright/test";
import { allQuestions } from "../../app/content";
import type { TestUser } from "../support/factory";

export { completeTraining, createCompany, createUser, inviteUser, TEST_PASSWORD, type TestUser, unique } from "../support/factory";

export const DEMO_PASSWORD = "Demo-Training-2026!";
export const SUPER_ADMIN = { email: "root@e2e.example", password: "Super-Admin-E2E-2026" };

const byId = new Map(allQuestions.map((q) => [q.id, q]));
export function questionOf(id: number) {
  const q = byId.get(id);
  if (!q) throw new Error(`unknown question ${id}`);
  return q;
}

/** A URL path matcher: the exact path, with or without a query string. */
export const atPath = (path: string) => new RegExp(`^[^/]*//[^/]+${path.replace(/[.?*+^$()[\]{}|\\]/g, "\\$&")}(\\?.*)?$`);

/** Fills and posts a sign-in form (employee/admin/super admin pages share the LoginForm). */
export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs a learner in at `{base}/employee/login` and waits for the training intro. */
export async function signInEmployee(page: Page, user: Pick<TestUser, "email" | "password">, base = "") {
  await page.goto(`${base}/employee/login`);
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL(atPath(`${base}/training-intro`));
}

export async function signInAdmin(page: Page, user: Pick<TestUser, "email" | "password">, base = "") {
  await page.goto(`${base}/admin/login`);
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL(atPath(`${base}/admin/dashboard`));
}

export async function signInSuperAdmin(page: Page) {
  await page.goto("/super-admin/login");
  await fillLogin(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await expect(page).toHaveURL(atPath("/super-admin/dashboard"));
}

/** Briefing -> training (button "Begin Training Module"). */
export async function beginModule(page: Page) {
  await page.getByRole("button", { name: "Begin Training Module" }).click();
  await expect(page.getByRole("button", { name: "Start Assessment" })).toBeVisible();
}

/** Training -> first question (button "Start Assessment"). */
export async function startAssessment(page: Page) {
  await page.getByRole("button", { name: "Start Assessment" }).click();
  await expect(page.getByRole("button", { name: "Submit Answer" })).toBeVisible();
}

/** Answers the question on screen right or wrong; waits for the result view and returns the question id. */
export async function answerQuestion(page: Page, correct: boolean): Promise<number> {
  const id = Number(await page.locator('input[name="questionId"]').inputValue());
  const q = questionOf(id);
  const choice = correct ? q.correctAnswer : (q.correctAnswer + 1) % q.options.length;
  await page.getByRole("radio", { name: q.options[choice], exact: true }).check();
  await page.getByRole("button", { name: "Submit Answer" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]answered=${id}\\b`));
  await expect(page.getByText(correct ? "Correct!" : "Incorrect", { exact: true })).toBeVisible();
  await expect(page.getByText(q.explanation, { exact: true })).toBeVisible();
  return id;
}

/** Follows the result view's "Next…" link and waits for the next screen (question or completed view). */
export async function nextAfterResult(page: Page) {
  await page.getByRole("link", { name: /^Next/ }).click();
  await expect(page).not.toHaveURL(/answered=/);
  await expect(
    page.getByRole("button", { name: "Submit Answer" }).or(page.getByRole("heading", { name: "Module Completed!" })),
  ).toBeVisible();
}

/** From the briefing of the module on screen to its completed view, every answer right. */
export async function completeModuleFromBriefing(page: Page) {
  await beginModule(page);
  await startAssessment(page);
  for (let i = 0; i < 4; i++) {
    await answerQuestion(page, true);
    await nextAfterResult(page);
  }
  await expect(page.getByRole("heading", { name: "Module Completed!" })).toBeVisible();
  await expect(page.getByText("Your score: 100%")).toBeVisible();
}

/** The acknowledgement at completion (module 8's screen): the statement ticked, the password typed again. */
export async function signCompletion(page: Page, password: string) {
  await expect(page.getByRole("heading", { name: "Sign Your Completion" })).toBeVisible();
  await page.getByRole("checkbox", { name: "I confirm that I completed this training myself." }).check();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign and Receive Certificate" }).click();
  await expect(page.getByRole("heading", { name: "Congratulations!" })).toBeVisible();
}
