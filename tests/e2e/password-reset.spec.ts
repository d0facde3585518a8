/**
 * A person who forgot their password gets back in from the sign-in page without anyone's help
 * (issue 24, 1.1), with JavaScript off and on: an employee of a company, a company administrator
 * of the CRO academy and a super administrator. The e2e server has no mail server, so the link
 * is read from the outbox (as the other journeys read invitation links), and the request page
 * says who could produce it. Each test works with people of its own.
 */
import { expect, type Page, test } from "@playwright/test";
import { atPath, createCompany, createUser, fillLogin, TEST_PASSWORD, t, contextOptions } from "./fixtures";
import { db } from "../../app/server/platform/db.server";

const NEW_PASSWORD = "Lighthouse-Marmalade-Orbit-73";

/** The reset link of the newest reset mail to `email`, as a path on the e2e server. */
async function resetLinkOf(email: string, base: string, role: string) {
  const [mail] = await db()
    .selectFrom("email_outbox")
    .select(["text_body", "status"])
    .where("to_address", "=", email)
    .where("kind", "=", "password-reset")
    .orderBy("id", "desc")
    .execute();
  expect(mail.status).toBe("pending");
  const link = new RegExp(`https?://[^/\\s]+(${base}/${role}/reset-password\\?token=[A-Za-z0-9_-]{43})`).exec(mail.text_body);
  expect(link, mail.text_body).not.toBeNull();
  return link![1];
}

/** From the sign-in page: Forgot your password?, the email, the answer and the no-mail note. */
async function askForLink(page: Page, loginPath: string, email: string, note: string) {
  await page.goto(loginPath);
  await page.getByRole("link", { name: t("Forgot your password?") }).click();
  await expect(page.getByRole("heading", { level: 1, name: t("Forgot Your Password?") })).toBeVisible();
  await expect(page.getByText(t(note))).toBeVisible();
  await page.getByLabel(t("Email"), { exact: true }).fill(email);
  await page.getByRole("button", { name: t("Send Reset Link") }).click();
  await expect(page.getByRole("heading", { name: t("Check Your Email") })).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password\?sent=1$/);
}

/** On the link's page: the new password twice, then signed in with the confirmation. */
async function chooseNewPassword(page: Page, link: string, email: string, landing: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: t("Choose a New Password") })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel(t("New password"), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(t("Confirm new password"), { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: t("Set New Password") }).click();
  await expect(page).toHaveURL(atPath(landing));
  await expect(page.getByText(t("Your password has been changed. Every other session of your account has been signed out."))).toBeVisible();
}

test("an employee resets a forgotten password from the sign-in page and signs in with it", async ({ page, browser }) => {
  const co = await createCompany();
  const base = `/company/${co.slug}`;
  const user = await createUser({ company: co.slug });
  // a session elsewhere, from before the reset
  const other = await browser.newContext(contextOptions());
  const elsewhere = await other.newPage();
  await elsewhere.goto(`${base}/employee/login`);
  await fillLogin(elsewhere, user.email, user.password);
  await expect(elsewhere).toHaveURL(atPath(`${base}/training-intro`));

  await askForLink(
    page,
    `${base}/employee/login`,
    user.email,
    "No mail server is configured on this platform, so reset emails are not sent. Your company administrator can produce a reset link for you from your employee record and pass it on to you.",
  );
  const link = await resetLinkOf(user.email, base, "employee");
  await chooseNewPassword(page, link, user.email, `${base}/training-intro`);

  // the session from before is signed out
  await elsewhere.goto(`${base}/world`);
  await expect(elsewhere).toHaveURL(atPath(`${base}/employee/login`));
  // the link works once; the new password signs in, the old one does not
  await elsewhere.goto(link);
  await expect(elsewhere.getByText(t("This password reset link has already been used. Request a new one if you need to."))).toBeVisible();
  await elsewhere.getByRole("link", { name: t("Request a New Link") }).click();
  await expect(elsewhere).toHaveURL(atPath(`${base}/employee/forgot-password`));
  await elsewhere.goto(`${base}/employee/login`);
  await fillLogin(elsewhere, user.email, TEST_PASSWORD);
  await expect(elsewhere.getByText(t("Invalid email or password"))).toBeVisible();
  await fillLogin(elsewhere, user.email, NEW_PASSWORD);
  await expect(elsewhere).toHaveURL(atPath(`${base}/training-intro`));
  await other.close();
});

test("a company administrator of the CRO academy resets a forgotten password", async ({ page }) => {
  const admin = await createUser({ company: "croacademy", role: "admin" });
  await askForLink(
    page,
    "/croacademy/admin/login",
    admin.email,
    "No mail server is configured on this platform, so reset emails are not sent. The platform's super administrator can produce a reset link for you: Resend invite on your company's row.",
  );
  const link = await resetLinkOf(admin.email, "/croacademy", "admin");
  await chooseNewPassword(page, link, admin.email, "/croacademy/admin/dashboard");
});

test("a super administrator resets a forgotten password; an unknown email gets the same answer", async ({ page }) => {
  const sa = await createUser({ role: "super_admin" });
  await askForLink(
    page,
    "/super-admin/login",
    `nobody-${sa.email}`,
    "No mail server is configured on this platform, so reset emails are not sent. Whoever runs the platform's server can read your reset link in its mail outbox (the email_outbox table).",
  );
  await askForLink(
    page,
    "/super-admin/login",
    sa.email,
    "No mail server is configured on this platform, so reset emails are not sent. Whoever runs the platform's server can read your reset link in its mail outbox (the email_outbox table).",
  );
  const link = await resetLinkOf(sa.email, "", "super-admin");
  await chooseNewPassword(page, link, sa.email, "/super-admin/dashboard");
});
