/** Sign-in journeys of employees, administrators and the super administrator (with and without JavaScript). */
import { expect, test } from "@playwright/test";
import {
  atPath,
  createUser,
  DEMO_PASSWORD,
  fillLogin,
  inviteUser,
  signInAdmin,
  signInEmployee,
  SUPER_ADMIN,
  TEST_PASSWORD,
  t,
} from "./fixtures";

test.describe("employee", () => {
  test("signs in, lands on the training intro, logs out to home and is signed out", async ({ page }) => {
    const user = await createUser();
    await signInEmployee(page, user);
    await expect(page.getByRole("heading", { level: 1, name: t("Welcome, Test!") })).toBeVisible();

    await page.getByRole("button", { name: t("Logout") }).click();
    await expect(page).toHaveURL(atPath("/"));
    await page.goto("/world");
    await expect(page).toHaveURL(atPath("/employee/login"));
    await expect(page.getByRole("heading", { level: 1, name: t("Employee Login") })).toBeVisible();
  });

  test("an invited employee sets a password and reaches the training intro", async ({ page }) => {
    const invited = await inviteUser();
    await page.goto(`/employee/login?token=${invited.token}`);
    await expect(page.getByRole("heading", { level: 1, name: t("Set Your Password") })).toBeVisible();
    await expect(page.getByText(invited.email)).toBeVisible();
    await page.getByLabel(t("New password"), { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel(t("Confirm new password"), { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: t("Set Password") }).click();
    await expect(page).toHaveURL(atPath("/training-intro"));
    await expect(page.getByRole("heading", { level: 1, name: t("Welcome, Test!") })).toBeVisible();
  });

  test("mismatched passwords are refused with 'Passwords do not match' (HTTP 400)", async ({ page, request, javaScriptEnabled }) => {
    const invited = await inviteUser();
    await page.goto(`/employee/login?token=${invited.token}`);
    await page.getByLabel(t("New password"), { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel(t("Confirm new password"), { exact: true }).fill(`${TEST_PASSWORD}-other`);
    if (javaScriptEnabled) {
      // Validated in the browser before any request.
      await page.getByRole("button", { name: t("Set Password") }).click();
    } else {
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/employee/login"),
        page.getByRole("button", { name: t("Set Password") }).click(),
      ]);
      expect(response.status()).toBe(400);
    }
    await expect(page.getByText(t("Passwords do not match"))).toBeVisible();
    await expect(page).toHaveURL(/\/employee\/login\?token=/);

    // The server refuses it too (the form post as a browser without JavaScript sends it).
    const posted = await request.post(`/employee/login?token=${invited.token}`, {
      form: { intent: "set-password", token: invited.token, newPassword: TEST_PASSWORD, confirmPassword: `${TEST_PASSWORD}-other` },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(400);
    expect(await posted.text()).toContain("Passwords do not match");
  });

  test("a used invitation shows the already-used message", async ({ page, request }) => {
    const invited = await inviteUser();
    const accepted = await request.post(`/employee/login?token=${invited.token}`, {
      form: { intent: "set-password", token: invited.token, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      maxRedirects: 0,
    });
    expect(accepted.status()).toBe(302);
    await page.goto(`/employee/login?token=${invited.token}`);
    await expect(page.getByRole("heading", { name: t("Setup Failed") })).toBeVisible();
    await expect(
      page.getByText(t("This invitation has already been used. Please contact your administrator for a new invitation.")),
    ).toBeVisible();
  });

  test("empty fields show 'Please enter both email and password'", async ({ page }) => {
    await page.goto("/employee/login");
    await page.getByRole("button", { name: t("Sign In") }).click();
    await expect(page.getByText(t("Please enter both email and password"))).toBeVisible();
    await expect(page).toHaveURL(atPath("/employee/login"));
  });

  test("sessions and accounts stay in their tenant", async ({ page }) => {
    const acme = await createUser({ company: "acme-pharma" });
    await signInEmployee(page, acme, "/company/acme-pharma");
    await expect(page.getByRole("heading", { level: 1, name: t("Welcome, Test!") })).toBeVisible();
    // The acme session is not a session of the main academy.
    await page.goto("/world");
    await expect(page).toHaveURL(atPath("/employee/login"));

    // A main-academy account cannot sign in at the croacademy.
    await page.goto("/croacademy/employee/login");
    await fillLogin(page, "employee@main.example", DEMO_PASSWORD);
    await expect(page.getByRole("heading", { name: t("Login Failed") })).toBeVisible();
    // the CRO academy's own failure text (spec/learner.md)
    await expect(page.getByText(t("CRO employee authentication failed. Please try again."))).toBeVisible();
    await expect(page).toHaveURL(atPath("/croacademy/employee/login"));
  });
});

test.describe("administrator", () => {
  test("signs in to the dashboard and logs out to the admin login", async ({ page }) => {
    const admin = await createUser({ role: "admin" });
    await signInAdmin(page, admin);
    await expect(page.getByRole("heading", { level: 1, name: t("Admin Dashboard") })).toBeVisible();
    await page.getByRole("button", { name: t("Logout") }).click();
    await expect(page).toHaveURL(atPath("/admin/login"));
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(atPath("/admin/login"));
  });

  test("an invited administrator sets a password and reaches the dashboard", async ({ page }) => {
    const invited = await inviteUser({ role: "admin" });
    await page.goto(`/admin/login?token=${invited.token}`);
    await expect(page.getByRole("heading", { level: 1, name: t("Set Your Administrator Password") })).toBeVisible();
    await page.getByLabel(t("New password"), { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel(t("Confirm new password"), { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: t("Set Password") }).click();
    await expect(page.getByText(t("Password set successfully! Redirecting to dashboard..."))).toBeVisible();
    // The link, unless the 2-second meta refresh got there first.
    await page
      .getByRole("link", { name: t("Continue to dashboard") })
      .click({ timeout: 2_000 })
      .catch(() => {});
    await expect(page).toHaveURL(atPath("/admin/dashboard"));
    await expect(page.getByRole("heading", { level: 1, name: t("Admin Dashboard") })).toBeVisible();
  });

  test("a wrong password shows 'Login Failed'", async ({ page }) => {
    const admin = await createUser({ role: "admin" });
    await page.goto("/admin/login");
    await fillLogin(page, admin.email, "Not-The-Password-1");
    await expect(page.getByRole("heading", { name: t("Login Failed") })).toBeVisible();
    await expect(page.getByText(t("Invalid email or password"))).toBeVisible();
    await expect(page).toHaveURL(atPath("/admin/login"));
  });

  test("empty fields show 'Please enter both email and password'", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByRole("button", { name: t("Sign In") }).click();
    await expect(page.getByText(t("Please enter both email and password"))).toBeVisible();
  });
});

test.describe("super administrator", () => {
  test("signs in to the dashboard and logs out to the login", async ({ page }) => {
    await page.goto("/super-admin/login");
    await fillLogin(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
    await expect(page).toHaveURL(atPath("/super-admin/dashboard"));
    await expect(page.getByRole("heading", { level: 1, name: t("Super Administrator Dashboard") })).toBeVisible();
    await page.getByRole("button", { name: t("Logout") }).click();
    await expect(page).toHaveURL(atPath("/super-admin/login"));
    await page.goto("/super-admin/dashboard");
    await expect(page).toHaveURL(atPath("/super-admin/login"));
  });

  test("a wrong password shows 'Authentication Failed'", async ({ page }) => {
    await page.goto("/super-admin/login");
    await fillLogin(page, SUPER_ADMIN.email, "Wrong-Password-2026");
    await expect(page.getByRole("heading", { name: t("Authentication Failed") })).toBeVisible();
    await expect(page.getByText(t("Invalid email or password"))).toBeVisible();
    await expect(page).toHaveURL(atPath("/super-admin/login"));
  });

  test("empty fields show 'Please enter both email and password'", async ({ page }) => {
    await page.goto("/super-admin/login");
    await page.getByRole("button", { name: t("Sign In") }).click();
    await expect(page.getByText(t("Please enter both email and password"))).toBeVisible();
  });
});
