/** The map's department reset, reset-all on the profile, the certificate email, and the public demo. */
import { expect, test } from "@playwright/test";
import { answerQuestion, atPath, completeModuleFromBriefing, createUser, nextAfterResult, signInEmployee } from "./fixtures";

test("a learner resets a department from the map after confirming, then resets everything from the profile", async ({ page }) => {
  test.setTimeout(120_000);
  const user = await createUser({ company: "croacademy" });
  await signInEmployee(page, user, "/croacademy");
  await page.goto("/croacademy/quest/1/1");
  await completeModuleFromBriefing(page);
  await page.getByRole("link", { name: "Return to Academy" }).click();
  await expect(page).toHaveURL(/\/croacademy\/world/);

  const card = page.getByRole("article", { name: "Module 1: Legal Basis Fundamentals" });
  await expect(card.getByText("Completed", { exact: true })).toBeVisible();
  await card.getByRole("link", { name: "Reset Legal Basis Fundamentals" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Reset Department" });
  await expect(dialog.getByText("Confirmation Required")).toBeVisible();
  await expect(dialog).toContainText("Legal Basis Fundamentals");
  // Cancel goes back without changing anything.
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(card.getByText("Completed", { exact: true })).toBeVisible();
  await card.getByRole("link", { name: "Reset Legal Basis Fundamentals" }).click();
  await page.getByRole("button", { name: "Confirm Reset" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Legal Basis Fundamentals training successfully reset!" })).toBeVisible();
  await expect(card.getByText("Start", { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: "Module 2: Consent Management" }).getByText("Locked")).toBeVisible();

  // Complete module 1 again (one wrong answer: 75 %, no badge), then reset all from the profile.
  await page.goto("/croacademy/quest/1/1");
  await page.getByRole("button", { name: "Begin Training Module" }).click();
  await page.getByRole("button", { name: "Start Assessment" }).click();
  await answerQuestion(page, false);
  await nextAfterResult(page);
  for (let i = 0; i < 3; i++) {
    await answerQuestion(page, true);
    if (i < 2) await nextAfterResult(page);
  }
  await page.getByRole("link", { name: "Next: Retake Missed Questions" }).click();
  await answerQuestion(page, false);
  await page.getByRole("link", { name: "Next: See Results" }).click();
  await expect(page.getByText("Your score: 75%")).toBeVisible();

  await page.goto("/croacademy/profile");
  await expect(page.getByRole("heading", { name: "No Certifications Yet" })).toBeVisible();
  await expect(page.getByText("Completion Certificate")).toHaveCount(0);
  await page.getByRole("link", { name: "Reset All Training" }).click();
  await expect(page.getByRole("heading", { name: "Reset All Progress" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm Reset" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Training progress successfully reset!" })).toBeVisible();
  await expect(page).toHaveURL(atPath("/croacademy/profile"));
  await expect(page.locator(".stat").first()).toContainText("0");
});

test("a visitor takes the demo module without an account", async ({ page }) => {
  await page.goto("/demo");
  await expect(page.getByRole("heading", { level: 1, name: "Legal Basis Fundamentals" })).toBeVisible();
  await page.getByRole("button", { name: "Begin Training Module" }).click();
  await page.getByRole("button", { name: "Start Assessment" }).click();
  for (let i = 0; i < 4; i++) {
    await expect(page.getByText(`Question ${i + 1} of 4`)).toBeVisible();
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Submit Answer" }).click();
  }
  await expect(page.getByRole("heading", { name: "Demo Completed!" })).toBeVisible();
  await expect(page.getByText(/Your score: \d+%/)).toBeVisible();
  await page.getByRole("button", { name: "Restart Demo" }).click();
  await expect(page.getByRole("button", { name: "Begin Training Module" })).toBeVisible();
});
