/** Accessibility (axe-core): no serious or critical violation on any screen, with and without JavaScript. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import {
  answerQuestion,
  atPath,
  beginModule,
  createUser,
  nextAfterResult,
  signInAdmin,
  signInEmployee,
  signInSuperAdmin,
  startAssessment,
} from "./fixtures";

/**
 * Runs axe on the page as it is now; fails on serious/critical violations, listing them.
 * axe runs asynchronously inside the page, which a page with JavaScript disabled cannot do (it hangs):
 * in the no-js project the server-rendered document on screen is copied, stripped of its scripts,
 * into a scratch page that may run axe, at the same URL (so the stylesheets load) and viewport.
 */
async function expectAccessible(page: Page, label: string) {
  const target = test.info().project.use.javaScriptEnabled === false ? await scriptlessCopy(page) : page;
  try {
    const results = await new AxeBuilder({ page: target }).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    const report = bad
      .map(
        (v) =>
          `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}  ${n.failureSummary?.replace(/\n/g, " ")}`).join("\n")}`,
      )
      .join("\n");
    expect(
      bad.map((v) => v.id),
      `${label} (${page.url()}) has serious/critical axe violations:\n${report}`,
    ).toEqual([]);
  } finally {
    if (target !== page) await target.context().close();
  }
}

async function scriptlessCopy(page: Page): Promise<Page> {
  const url = page.url();
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  const copy = await context.newPage();
  let served = false;
  await copy.route(url, async (route) => {
    if (served) return route.continue();
    served = true;
    await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
  });
  await copy.goto(url);
  return copy;
}

const publicPages: [path: string, heading: string | RegExp][] = [
  ["/", "GDPR Training for Pharma Professionals"],
  ["/croacademy", /GDPR Training/],
  ["/company/acme-pharma", "Acme Pharma GDPR Training"],
  ["/login-selection", "Choose how to sign in"],
  ["/company/login", "Company Portal Access"],
  ["/employee/login", "Employee Login"],
  ["/admin/login", "Administrator Login"],
  ["/super-admin/login", "System Administration"],
  ["/demo", "Legal Basis Fundamentals"],
  ["/company/nope", "Page Not Found"],
];

for (const [path, heading] of publicPages) {
  test(`public page ${path} is accessible`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === "/company/nope" ? 404 : 200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, path);
  });
}

test("the sign-in pages with their error messages are accessible", async ({ page }) => {
  await page.goto("/employee/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter both email and password")).toBeVisible();
  await expectAccessible(page, "employee login with a form error");
});

test("the learner's screens are accessible through a module", async ({ page }) => {
  test.setTimeout(300_000);
  const user = await createUser();
  await signInEmployee(page, user);
  await expectAccessible(page, "training intro");

  await page.goto("/world");
  await expect(page.getByRole("heading", { level: 1, name: "Your Training Academy" })).toBeVisible();
  await expectAccessible(page, "world");

  await page.goto("/quest/1/1");
  await expect(page.getByRole("button", { name: "Begin Training Module" })).toBeVisible();
  await expectAccessible(page, "quest briefing");
  await beginModule(page);
  await expectAccessible(page, "quest training");
  await startAssessment(page);
  await expectAccessible(page, "quest question");
  await answerQuestion(page, false);
  await expectAccessible(page, "quest result (incorrect)");
  await nextAfterResult(page);
  for (let i = 0; i < 3; i++) {
    await answerQuestion(page, true);
    if (i < 2) await nextAfterResult(page);
  }
  await expectAccessible(page, "quest result (correct)");
  await page.getByRole("link", { name: "Next: Retake Missed Questions" }).click();
  await expect(page.getByText("Retake: questions you missed")).toBeVisible();
  await expectAccessible(page, "quest retake question");
  await answerQuestion(page, true);
  await page.getByRole("link", { name: "Next: See Results" }).click();
  await expect(page.getByRole("heading", { name: "Module Completed!" })).toBeVisible();
  await expectAccessible(page, "quest completed");

  await page.goto("/quest/1/1?confirm=reset");
  await expect(page.getByRole("alertdialog", { name: "Reset Training Module" })).toBeVisible();
  await expectAccessible(page, "quest reset confirmation");

  await page.goto("/world?confirm=reset-1");
  await expect(page.getByRole("alertdialog", { name: "Reset Department" })).toBeVisible();
  await expectAccessible(page, "world reset confirmation");

  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Test Person" })).toBeVisible();
  await expectAccessible(page, "profile");

  await page.goto("/progress");
  await expect(page).toHaveURL(atPath("/progress"));
  await expectAccessible(page, "progress");
});

test("the admin dashboard is accessible", async ({ page }) => {
  const admin = await createUser({ role: "admin" });
  await signInAdmin(page, admin);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expectAccessible(page, "admin dashboard");
});

test("the super admin dashboard is accessible", async ({ page }) => {
  await signInSuperAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Super Administrator Dashboard" })).toBeVisible();
  await expectAccessible(page, "super admin dashboard");
});
