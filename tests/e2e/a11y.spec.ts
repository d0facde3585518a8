/** Accessibility (axe-core): no serious or critical violation on any screen, with and without JavaScript. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import {
  answerQuestion,
  atPath,
  beginModule,
  completeTraining,
  createCompany,
  createUser,
  inviteUser,
  nextAfterResult,
  signInAdmin,
  signInEmployee,
  signInSuperAdmin,
  startAssessment,
  unique,
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

test.describe("the company administration", () => {
  /** A company of its own with an admin, an employee who completed the training and an invited one. */
  async function company() {
    const { slug } = await createCompany(unique("a11y"));
    const admin = await createUser({ company: slug, role: "admin" });
    const done = await createUser({ company: slug, firstName: "Grace", lastName: "Hopper" });
    const base = `/company/${slug}`;
    await completeTraining(done, base);
    const invited = await inviteUser({ company: slug });
    return { base, admin, done, invited };
  }

  test("the dashboard's four tabs, the add-employee form with an error and the delete confirmation are accessible", async ({ page }) => {
    const { base, admin, done, invited } = await company();
    await signInAdmin(page, admin, base);
    await expect(page.getByRole("row").filter({ hasText: done.email })).toContainText("Download Certificate");
    await expect(page.getByRole("row").filter({ hasText: invited.email })).toContainText("Resend Invite");
    await expectAccessible(page, "employees tab");

    const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
    for (const [tab, heading] of [
      ["Annual Training Reminders", "Annual Training Reminders"],
      ["Completions", "Completions"],
      ["Settings", "Settings"],
      ["Employees", "Employees"],
    ] as const) {
      await tabs.getByRole("link", { name: tab }).click();
      await expect(tabs.getByRole("link", { name: tab })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      if (tab !== "Employees") await expectAccessible(page, `${tab} tab`);
    }

    await page.getByRole("link", { name: "Add Employee", exact: true }).click();
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email", { exact: true }).fill("ada@example");
    await page.getByRole("button", { name: "Add and Invite" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "add employee with an error");

    await page.goto(`${base}/admin/dashboard`);
    await page.getByRole("link", { name: "Delete Grace Hopper" }).click();
    await expect(page.getByRole("alertdialog", { name: "Delete Employee" })).toBeVisible();
    await expectAccessible(page, "delete confirmation");
  });

  test("the bulk import, its preview and its result are accessible", async ({ page }) => {
    const { base, admin } = await company();
    await signInAdmin(page, admin, base);
    await page.goto(`${base}/admin/dashboard/import`);
    await expect(page.getByRole("heading", { level: 2, name: "Bulk Import" })).toBeVisible();
    await expectAccessible(page, "bulk import");

    await page.getByRole("button", { name: "Preview Import" }).click();
    await expect(page.getByText("Please choose a CSV file or paste the CSV data.")).toBeVisible();
    await expectAccessible(page, "bulk import with an error");

    const email = `${unique("alan")}@test.example`;
    await page.getByLabel("Or paste the CSV data").fill(`first_name,last_name,email\nAlan,Turing,${email}\nBad,Row,not-an-email\n`);
    await page.getByRole("button", { name: "Preview Import" }).click();
    await expect(page.getByRole("region", { name: "Preview" })).toBeVisible();
    await expectAccessible(page, "bulk import preview");

    await page.getByRole("region", { name: "Preview" }).getByRole("button", { name: "Import 1 Employee" }).click();
    await expect(page.getByRole("heading", { level: 3, name: "Import Complete" })).toBeVisible();
    await expectAccessible(page, "bulk import done");
  });

  test("the settings form with an error is accessible", async ({ page }) => {
    const { base, admin } = await company();
    await signInAdmin(page, admin, base);
    await page.goto(`${base}/admin/dashboard/settings`);
    await page.getByLabel("Logo URL").fill("http://example.com/logo.png");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("The logo address must be an https:// URL, or left empty.")).toBeVisible();
    await expect(page.getByLabel("Logo URL")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "settings with an error");
  });

  test("the administrator training page is accessible, before and after enrolment", async ({ page }) => {
    const { base, admin } = await company();
    await signInAdmin(page, admin, base);
    await page.goto(`${base}/admin/training`);
    await expect(page.getByRole("heading", { level: 1, name: "Administrator Training" })).toBeVisible();
    await expectAccessible(page, "administrator training (not enrolled)");

    await page.getByRole("button", { name: "Enroll in Administrator Training" }).click();
    await expect(page).toHaveURL(atPath(`${base}/world`));
    await page.goto(`${base}/admin/training`);
    await expect(page.getByRole("link", { name: "Continue Training" })).toBeVisible();
    await expectAccessible(page, "administrator training (enrolled)");
  });
});
