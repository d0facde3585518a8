/**
 * Certificates as verifiable evidence (issue 13), with and without JavaScript: the
 * acknowledgement at the end of module 7, verification by the URL read from the PDF's text
 * (scan-free), and an administrator revoking a certificate, after which its verification page
 * says Revoked.
 */
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import {
  atPath,
  completeModuleFromBriefing,
  completeTraining,
  createCompany,
  createUser,
  signInAdmin,
  signInEmployee,
  unique,
  t,
  inEnglish,
  projectLanguage,
  otherBrowser,
} from "./fixtures";
import { SIGNATURE_STATEMENT } from "../../app/domain/certificate";
import { db } from "../../app/server/platform/db.server";
import { pdfText } from "../support/pdf";

async function companyOf(prefix: string) {
  const company = await createCompany(unique(prefix));
  return { ...company, base: `/company/${company.slug}`, name: `Company ${company.slug}` };
}

const statusOf = (page: Page) => page.getByRole("heading", { level: 2, name: /^Status:/ });

test("the acknowledgement at the end of module 7, then verification by the URL read from the PDF's text", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const co = await companyOf("ack");
  const user = await createUser({ company: co.slug, firstName: "Dorothy", lastName: "Hodgkin" });
  await completeTraining(user, co.base, { modules: 6 });
  await signInEmployee(page, user, co.base);

  // Module 7 in the browser: its result leads to the signature, not to a certificate.
  await page.goto(`${co.base}/quest/7/7`);
  await completeModuleFromBriefing(page);
  await page.getByRole("link", { name: t("Next: Sign and Receive Your Certificate") }).click();
  await expect(page).toHaveURL(atPath(`${co.base}/quest/8/8`));
  await expect(page.getByRole("heading", { name: t("Sign Your Completion") })).toBeVisible();
  await expect(page.getByText(t("Dorothy Hodgkin"), { exact: true })).toBeVisible();

  // A wrong password: the message beside the field, nothing issued.
  const box = page.getByRole("checkbox", { name: `${t(SIGNATURE_STATEMENT)}.` });
  await box.check();
  await page.getByLabel(t("Password"), { exact: true }).fill("Not-My-Password-42");
  await page.getByRole("button", { name: t("Sign and Receive Certificate") }).click();
  await expect(page.getByText(t("The password is not correct."))).toBeVisible();
  await expect(page.getByLabel(t("Password"), { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await db().selectFrom("certificates").select("id").where("user_id", "=", user.id).execute()).toEqual([]);

  // Signed: the certificate, with the signature manifestation.
  await page.getByRole("checkbox", { name: `${t(SIGNATURE_STATEMENT)}.` }).check();
  await page.getByLabel(t("Password"), { exact: true }).fill(user.password);
  await page.getByRole("button", { name: t("Sign and Receive Certificate") }).click();
  await expect(page.getByRole("heading", { name: t("Congratulations!") })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /GDPR-PHARMA-[A-Z]{13}/ })).toBeVisible();

  // The PDF from the profile; the verification URL read from its text, visited by someone signed out.
  await page.goto(`${co.base}/profile`);
  const section = page.getByRole("region", { name: t("Completion Certificate") });
  await inEnglish(() => expect(section).toContainText("Electronically signed by Dorothy Hodgkin"));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("link", { name: t("Download Certificate") }).click(),
  ]);
  const text = await pdfText(await readFile(await download.path()));
  // the PDF in the holder's language: German and Polish certificates are read in languages.spec.ts
  if (projectLanguage() === "en") {
    expect(text).toContain("Electronically signed by Dorothy Hodgkin");
    expect(text).toContain("I confirm that I completed this training myself");
  }
  const url = new RegExp(`${baseURL}/verify/GDPR-PHARMA-[A-Z]{13}`).exec(text)?.[0];
  expect(url, `verification URL in the PDF's text: ${text}`).toBeTruthy();
  const number = url!.split("/").at(-1)!;
  expect(download.suggestedFilename()).toBe(`GDPR-Certificate-${number}.pdf`);

  const other = await otherBrowser(browser);
  try {
    const response = await other.page.goto(url!);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(other.page.getByRole("heading", { level: 1, name: t("Certificate Verification") })).toBeVisible();
    await expect(statusOf(other.page)).toHaveText(t("Status: Valid"));
    const facts = other.page.locator("dl.facts");
    await expect(facts).toContainText(t("Dorothy Hodgkin"));
    await expect(facts).toContainText(co.name);
    await expect(facts).toContainText(new RegExp(`${t("Content version")}\\s*[0-9a-f]{12}`));
    await inEnglish(() => expect(facts).toContainText("Electronically signed by Dorothy Hodgkin"));
    // an unknown number: the same page, "not found", 404
    const unknown = await other.page.goto("/verify/GDPR-PHARMA-QQQQQQQQQQQQQ");
    expect(unknown?.status()).toBe(404);
    await expect(statusOf(other.page)).toHaveText(t("Status: Not found"));
  } finally {
    await other.context.close();
  }
});

test("an admin revokes a certificate with a reason, and its verification page says Revoked", async ({ page, browser }) => {
  const co = await companyOf("revoke");
  const admin = await createUser({ company: co.slug, role: "admin", firstName: "Alex", lastName: "Admin" });
  const learner = await createUser({ company: co.slug, firstName: "Barbara", lastName: "McClintock" });
  const number = (await completeTraining(learner, co.base))!;
  const reason = `Completed on someone else's account ${unique("case")}`;

  await signInAdmin(page, admin, co.base);
  await page.getByRole("link", { name: t("Barbara McClintock"), exact: true }).click();
  await expect(page).toHaveURL(atPath(`${co.base}/admin/dashboard/employees/${learner.id}`));
  await expect(page.getByRole("heading", { level: 2, name: t("Training record of Barbara McClintock") })).toBeVisible();
  const chain = page.getByRole("list", { name: t("Certificate chain of Barbara McClintock, oldest first") });
  await expect(chain).toContainText(number);
  await expect(chain).toContainText(t("Valid"));
  await inEnglish(() =>
    expect(page.getByRole("table", { name: "Attempts of Barbara McClintock per module, current and earlier" })).toContainText(
      /[0-9a-f]{12} \(current\)/,
    ),
  );

  await page.getByRole("link", { name: t(`Revoke certificate ${number}`) }).click();
  const dialog = page.getByRole("alertdialog", { name: t("Revoke Certificate") });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(t("Reason for the revocation")).fill(reason);
  await dialog.getByRole("button", { name: t("Revoke Certificate") }).click();
  await expect(page.getByRole("status").filter({ hasText: number })).toBeVisible();
  await expect(page).toHaveURL(atPath(`${co.base}/admin/dashboard/employees/${learner.id}`));
  await expect(chain).toContainText(t("Revoked"));
  await expect(chain).toContainText(reason);

  // The company's admin sees the reason on the verification page; anyone else the status and date only.
  await page.goto(`/verify/${number}`);
  await expect(statusOf(page)).toHaveText(t("Status: Revoked"));
  await expect(page.getByText(reason)).toBeVisible();
  const other = await otherBrowser(browser);
  try {
    await other.page.goto(`/verify/${number}`);
    await expect(statusOf(other.page)).toHaveText(t("Status: Revoked"));
    await expect(other.page.getByRole("status")).toHaveText(t("This certificate has been revoked by the company and is no longer valid."));
    await inEnglish(() => expect(other.page.getByText(/^Revoked on \d{1,2} \w+ \d{4}\.$/)).toBeVisible());
    await expect(other.page.locator("main")).not.toContainText(reason);
  } finally {
    await other.context.close();
  }

  // The employees list says so.
  await page.goto(`${co.base}/admin/dashboard`);
  await expect(page.getByRole("row").filter({ hasText: learner.email })).toContainText(t("Certificate revoked"));
});

test("an admin downloads a leaver's personal data and erases it: the records stay under a pseudonym, the certificate still verifies", async ({
  page,
  browser,
}) => {
  const co = await companyOf("erase");
  const admin = await createUser({ company: co.slug, role: "admin" });
  const leaver = await createUser({ company: co.slug, firstName: "Dorothea", lastName: "Leaver" });
  const number = (await completeTraining(leaver, co.base))!;
  // deleted earlier (admin.spec walks the deletion)
  await db().updateTable("users").set({ status: "deactivated" }).where("id", "=", leaver.id).execute();

  await signInAdmin(page, admin, co.base);
  const record = `${co.base}/admin/dashboard/employees/${leaver.id}`;
  await page.goto(record);
  await expect(page.getByRole("heading", { level: 2, name: t("Training record of Dorothea Leaver") })).toBeVisible();

  // the access request: the whole record as JSON, posted (no link a crawler could follow)
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: t("JSON") }).click()]);
  const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as Record<string, unknown>;
  expect(JSON.stringify(exported)).toContain(leaver.email);
  expect(JSON.stringify(exported)).toContain(number);

  // the erasure: a confirmation step with a required reason, then the pseudonym everywhere
  await page.getByRole("link", { name: t("Erase Personal Data") }).click();
  await expect(page).toHaveURL(atPath(`${record}?confirm=erase`));
  const dialog = page.getByRole("alertdialog", { name: t("Erase Personal Data") });
  await dialog.getByLabel(t("Reason for the erasure")).fill("Retention period ended early at the person's request");
  await dialog.getByRole("button", { name: t("Erase Personal Data") }).click();
  const done = page.getByRole("status").filter({ hasText: /Former employee [0-9A-Z]{6}/ });
  await expect(done).toBeVisible();
  const pseudonym = /Former employee [0-9A-Z]{6}/.exec((await done.textContent()) ?? "")![0];
  await expect(page.getByRole("heading", { level: 2, name: t(`Training record of ${pseudonym}`) })).toBeVisible();
  await expect(page.locator("main")).not.toContainText(t("Dorothea"));
  await expect(page.getByRole("link", { name: t("Erase Personal Data") })).toHaveCount(0);

  // anyone verifying the certificate: still valid, the holder no longer named
  const other = await otherBrowser(browser);
  try {
    await other.page.goto(`/verify/${number}`);
    await expect(statusOf(other.page)).toHaveText(t("Status: Valid"));
    await expect(other.page.getByText(t("Not shown: the holder's personal data was erased."))).toBeVisible();
    await expect(other.page.locator("main")).not.toContainText(t("Leaver"));
  } finally {
    await other.context.close();
  }
});
