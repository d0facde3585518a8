/** The learner's training journey: retake, scoring, locks, module reset, all seven modules and the certificate. */
import { expect, test } from "@playwright/test";
import {
  answerQuestion,
  atPath,
  beginModule,
  completeModuleFromBriefing,
  createUser,
  nextAfterResult,
  signCompletion,
  signInEmployee,
  scoreLine,
  startAssessment,
  t,
} from "./fixtures";
import { pdfText } from "../support/pdf";

test("a learner retakes a missed question, resets a module, completes all seven and gets the certificate", async ({ page }) => {
  test.setTimeout(420_000);
  const user = await createUser();
  await signInEmployee(page, user);

  // Module 1: one wrong first answer, then the retake.
  await page.goto("/quest/1/1");
  await expect(page.getByRole("heading", { level: 1, name: t("Legal Basis Fundamentals") })).toBeVisible();
  await beginModule(page);
  await startAssessment(page);
  const missed = await answerQuestion(page, false);
  await expect(page.getByText(t("This question will come back in the retake."))).toBeVisible();
  await nextAfterResult(page);
  for (let i = 0; i < 3; i++) {
    await answerQuestion(page, true);
    if (i < 2) await nextAfterResult(page);
  }
  await page.getByRole("link", { name: t("Next: Retake Missed Questions") }).click();
  await expect(page.getByText(t("Retake: questions you missed"))).toBeVisible();
  await expect(page.locator('input[name="questionId"]')).toHaveValue(String(missed));
  await answerQuestion(page, true);
  await page.getByRole("link", { name: t("Next: See Results") }).click();
  await expect(page.getByRole("heading", { name: t("Module Completed!") })).toBeVisible();
  // Retake corrections count: 3 right + 1 corrected = 4/4.
  await expect(page.getByText(scoreLine(100, 4, 4))).toBeVisible();
  const header = page.getByRole("navigation", { name: t("Account") });
  await expect(header.getByText(t("1000 points"), { exact: true })).toBeVisible();
  await expect(header.getByText(t("Level 1"), { exact: true })).toBeVisible();

  // Module 3 is still locked (module 2 not done): back to the academy.
  await page.goto("/quest/3/3");
  await expect(page).toHaveURL(atPath("/world"));

  // Reset module 1 from the quest header.
  await page.goto("/quest/1/1");
  await page.getByRole("link", { name: t("Reset module") }).click();
  await expect(page.getByRole("alertdialog", { name: t("Reset Training Module") })).toBeVisible();
  await page.getByRole("button", { name: t("Confirm Reset") }).click();
  await expect(page.getByText(t("Training module successfully reset!"))).toBeVisible();
  await expect(page).toHaveURL(atPath("/quest/1/1"));
  await expect(page.getByRole("button", { name: t("Begin Training Module") })).toBeVisible();
  await expect(header.getByText(t("0 points"), { exact: true })).toBeVisible();

  // All seven modules, every answer right, following "Next Module"; the seventh leads to the signature.
  for (let id = 1; id <= 7; id++) {
    await expect(page).toHaveURL(atPath(`/quest/${id}/${id}`));
    await completeModuleFromBriefing(page);
    await page.getByRole("link", { name: t(id < 7 ? "Next Module" : "Next: Sign and Receive Your Certificate") }).click();
  }
  await expect(page).toHaveURL(atPath("/quest/8/8"));
  await signCompletion(page, user.password);
  await expect(page.getByRole("heading", { name: t("Congratulations!") })).toBeVisible();

  // The certificate: its number on the profile, and the PDF.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: t("Test Person") })).toBeVisible();
  const certificate = page.getByRole("region", { name: t("Completion Certificate") });
  const shown = (await certificate.textContent()) ?? "";
  const number = /GDPR-PHARMA-[A-Z]{13}/.exec(shown)?.[0];
  expect(number, `certificate number on /profile: ${shown}`).toBeTruthy();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    certificate.getByRole("link", { name: t("Download Certificate") }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`GDPR-Certificate-${number}.pdf`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

  const text = await pdfText(pdf);
  expect(text).toContain("Test Person");
  expect(/GDPR-PHARMA-[A-Z]{13}/.exec(text)?.[0], text).toBe(number);

  // Email the certificate: no SMTP_URL here, so it is queued in the outbox and the banner says so
  // (the spec's "has been emailed" shows only once the mail server took it).
  await certificate.getByRole("button", { name: t("Email Certificate") }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: t("Certificate queued: it will be emailed to your registered email address as soon as mail can be delivered.") }),
  ).toBeVisible();
});
