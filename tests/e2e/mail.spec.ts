/**
 * The invitation by mail (issue 9), JavaScript off: an admin invites an employee, the mail
 * reaches a real SMTP server, the test reads the link from it, and the employee signs in with it.
 * The e2e server has no SMTP_URL; the test delivers the queued mail to its own SMTP server.
 */
import { expect, test } from "@playwright/test";
import { atPath, createCompany, createUser, signInAdmin, TEST_PASSWORD, unique, t, otherBrowser } from "./fixtures";
import { deliverNow } from "../../app/server/mail/outbox.server";
import { db } from "../../app/server/platform/db.server";
import { resetEnvCache } from "../../app/server/platform/env.server";
import { startSmtp } from "../support/smtp";

test("an invited employee receives a working link by mail and signs in (JavaScript off)", async ({
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "one journey, without JavaScript");
  const smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  resetEnvCache();
  try {
    const company = await createCompany(unique("mail-e2e"));
    const admin = await createUser({ company: company.slug, role: "admin", firstName: "Alex", lastName: "Admin" });
    const base = `/company/${company.slug}`;
    const email = `${unique("mia")}@test.example`;
    const { context: adminContext, page } = await otherBrowser(browser, { javaScriptEnabled: false });
    await signInAdmin(page, admin, base);
    await page.getByRole("link", { name: t("Add Employee"), exact: true }).click();
    const form = page.locator("form").filter({ has: page.getByRole("heading", { name: t("Add Employee") }) });
    await form.getByLabel(t("First name")).fill("Mia");
    await form.getByLabel(t("Last name")).fill("Mail");
    await form.getByLabel(t("Email")).fill(email);
    await form.getByRole("button", { name: t("Add and Invite") }).click();
    await expect(page).toHaveURL(atPath(`${base}/admin/dashboard`));

    // The outbox delivers this mail (only this one: other tests expect theirs queued).
    const row = await db().selectFrom("email_outbox").select("id").where("to_address", "=", email).executeTakeFirstOrThrow();
    expect(await deliverNow(row.id)).toBe(true);
    const mail = smtp.received.find((m) => m.to === email);
    expect(mail?.header("subject")).toBe(`Your invitation to the GDPR training of Company ${company.slug}`);
    const link = /https?:\/\/\S+\/employee\/login\?token=[\w-]+/.exec(mail!.text)![0];
    expect(link.startsWith(`${baseURL}${base}/employee/login?token=`)).toBe(true);
    expect(mail!.html).toContain(`href="${link}"`);

    // The admin sees the delivery in the employee's mail log.
    await page.goto(`${base}/admin/dashboard`);
    await page
      .getByRole("row")
      .filter({ hasText: email })
      .getByRole("link", { name: t("Mail log of Mia Mail: Sent") })
      .click();
    await expect(page.getByRole("heading", { name: t("Mail to Mia Mail") })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: t("Invitation") })).toContainText(t("Sent"));
    await adminContext.close();

    // The employee follows the link from the mail and chooses a password.
    const { context: employee, page: p } = await otherBrowser(browser, { javaScriptEnabled: false });
    await p.goto(link);
    await expect(p.getByRole("heading", { level: 1, name: t("Set Your Password") })).toBeVisible();
    await p.getByLabel(t("New password"), { exact: true }).fill(TEST_PASSWORD);
    await p.getByLabel(t("Confirm new password"), { exact: true }).fill(TEST_PASSWORD);
    await p.getByRole("button", { name: t("Set Password") }).click();
    await expect(p).toHaveURL(atPath(`${base}/training-intro`));
    await expect(p.getByRole("heading", { level: 1, name: t("Welcome, Mia!") })).toBeVisible();
    await employee.close();
  } finally {
    delete process.env.SMTP_URL;
    resetEnvCache();
    await smtp.close();
  }
});
