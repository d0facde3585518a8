/** The map's department reset, reset-all on the profile, the certificate email, and the public demo. */
import { expect, test } from "@playwright/test";
import { answerQuestion, atPath, completeModuleFromBriefing, createUser, nextAfterResult, questionOf, signInEmployee } from "./fixtures";

test("a learner resets a department from the map after confirming, then resets everything from the profile", async ({ page }) => {
  test.setTimeout(300_000);
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
  // every counter back to its start: exactly 0 points, level 1, no certifications
  const stat = (label: string) => page.locator(".stat").filter({ hasText: label }).locator("strong");
  await expect(stat("Development points")).toHaveText("0");
  await expect(stat("Professional level")).toHaveText("1");
  await expect(stat("Certifications earned")).toHaveText("0");
  await expect(page.getByRole("navigation", { name: "Account" }).getByText("0 points", { exact: true })).toBeVisible();
});

test("a visitor takes the demo module without an account", async ({ page }) => {
  await page.goto("/demo");
  await expect(page.getByRole("heading", { level: 1, name: "Legal Basis Fundamentals" })).toBeVisible();
  await page.getByRole("button", { name: "Begin Training Module" }).click();
  await page.getByRole("button", { name: "Start Assessment" }).click();
  // The first option of every question: some are wrong, so the demo retakes them, as the quest does.
  let missed = 0;
  for (let i = 0; i < 4; i++) {
    await expect(page.getByText(`Question ${i + 1} of 4`)).toBeVisible();
    const id = Number(await page.locator('input[name="questionId"]').inputValue());
    if (questionOf(id).correctAnswer !== 0) missed++;
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Submit Answer" }).click();
  }
  for (let i = 0; i < missed; i++) {
    await expect(page.getByText("Retake: questions you missed")).toBeVisible();
    await expect(page.getByText(`Question ${i + 1} of ${missed}`)).toBeVisible();
    const id = Number(await page.locator('input[name="questionId"]').inputValue());
    await page.getByRole("radio", { name: questionOf(id).options[questionOf(id).correctAnswer], exact: true }).check();
    await page.getByRole("button", { name: "Submit Answer" }).click();
  }
  await expect(page.getByRole("heading", { name: "Demo Completed!" })).toBeVisible();
  // every missed question was corrected in the retake
  await expect(page.getByText("Your score: 100% (4 of 4 correct)")).toBeVisible();
  await page.getByRole("button", { name: "Restart Demo" }).click();
  await expect(page.getByRole("button", { name: "Begin Training Module" })).toBeVisible();
});
