/** Accessibility (axe-core): no serious or critical violation on any screen, with and without JavaScript. */
import { expect, type Page, test } from "@playwright/test";
import {
  answerQuestion,
  questionOf,
  atPath,
  beginModule,
  completeTraining,
  createCompany,
  createUser,
  expectAccessible,
  inviteUser,
  nextAfterResult,
  signInAdmin,
  signInEmployee,
  settled,
  signInSuperAdmin,
  startAssessment,
  unique,
} from "./fixtures";

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

  test("the dashboard's tabs, the add-employee form with an error and the delete confirmation are accessible", async ({ page }) => {
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
      ["Audit", "Audit Trail"],
      ["Evidence Pack", "Evidence Pack"],
      ["Employees", "Employees"],
    ] as const) {
      await tabs.getByRole("link", { name: tab }).click();
      await expect(tabs.getByRole("link", { name: tab })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      if (tab !== "Employees") await expectAccessible(page, `${tab} tab`);
      if (tab === "Audit") {
        await page.getByRole("link", { name: "Verify chain" }).click();
        await expect(page.getByRole("heading", { level: 3, name: "Chain intact" })).toBeVisible();
        await expectAccessible(page, "Audit tab with the chain verified");
      }
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
    await settled(page);
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

test.describe("the super administration", () => {
  const HOME = "/super-admin/dashboard";

  /** The companies tab searched for one subdomain: that company's row. */
  async function rowOf(page: Page, slug: string) {
    await page.goto(`${HOME}?q=${slug}`);
    const row = page.getByRole("row").filter({ hasText: `${slug}.training.local` });
    await expect(row).toHaveCount(1);
    return row;
  }

  test("the companies tab, its create, edit, delete and admin dialogs, with errors, are accessible", async ({ page }) => {
    test.setTimeout(300_000);
    const { slug } = await createCompany(unique("a11y-sa"));
    const name = `Company ${slug}`;
    await inviteUser({ company: slug, role: "admin" });
    const { slug: bare } = await createCompany(unique("a11y-sa-bare"));
    await signInSuperAdmin(page);

    let row = await rowOf(page, slug);
    await expect(row.getByRole("button", { name: "Resend invite" })).toBeVisible();
    await expectAccessible(page, "companies tab with a search");

    await page.getByRole("link", { name: "Create Company" }).click();
    const create = page.locator("form").filter({ has: page.getByRole("heading", { name: "Create New Company" }) });
    await expect(create).toBeVisible();
    await expectAccessible(page, "create company");
    await create.getByLabel("Company name").fill("Helix Trials");
    await create.getByLabel("Contact email").fill("privacy@");
    await create.getByLabel("Subdomain").fill("admin");
    await create.getByRole("button", { name: "Create Company" }).click();
    await expect(create.getByText("This subdomain is reserved. Please choose another.")).toBeVisible();
    await expect(create.getByLabel("Contact email")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "create company with errors");

    row = await rowOf(page, slug);
    await row.getByRole("link", { name: `Edit ${name}` }).click();
    const edit = page.locator("form").filter({ has: page.getByRole("heading", { name: "Edit Company" }) });
    await expect(edit).toBeVisible();
    await expectAccessible(page, "edit company");
    await edit.getByLabel("Max employees").fill("0");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit.getByText("Max employees must be a number from 1 to 10000")).toBeVisible();
    await expectAccessible(page, "edit company with an error");

    row = await rowOf(page, slug);
    await row.getByRole("link", { name: `Delete ${name}` }).click();
    await expect(page.getByRole("alertdialog", { name: "Delete Company" })).toContainText("This cannot be undone.");
    await expectAccessible(page, "delete company, the warning");
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page.getByLabel(`Type the subdomain ${slug} to delete ${name}`)).toBeVisible();
    await expectAccessible(page, "delete company, typing the subdomain");

    row = await rowOf(page, slug);
    await row.getByRole("link", { name: "Change admin" }).click();
    const change = page.locator("form").filter({ has: page.getByRole("heading", { name: `Change Company Admin: ${name}` }) });
    await change.getByRole("button", { name: "Change Admin" }).click();
    await expect(change.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "change admin with errors");

    row = await rowOf(page, slug);
    await row.getByRole("link", { name: "Remove admin" }).click();
    await expect(page.getByRole("alertdialog", { name: "Remove Company Admin" })).toBeVisible();
    await expectAccessible(page, "remove admin confirmation");

    row = await rowOf(page, slug);
    await row.getByRole("button", { name: "Resend invite" }).click();
    await expect(page.getByRole("status")).toContainText("is queued, not sent: no mail server configured");
    await expect(page.getByRole("status").getByRole("textbox", { name: /^Invitation link for / })).toBeVisible();
    await expectAccessible(page, "companies tab with the invitation link banner");

    row = await rowOf(page, bare);
    await expect(row.getByRole("cell").first()).toHaveText("No admin found");
    await row.getByRole("link", { name: "Add admin" }).click();
    await expect(page.getByRole("heading", { name: `Add Company Admin: Company ${bare}` })).toBeVisible();
    await expectAccessible(page, "add admin");
  });

  test("the modules tab, a module preview, the certificate test, the sitemap and analytics are accessible", async ({ page }) => {
    test.setTimeout(300_000);
    await signInSuperAdmin(page);
    const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
    await tabs.getByRole("link", { name: "Training Modules" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Training Modules" })).toBeVisible();
    await expectAccessible(page, "training modules tab");

    await page.getByRole("link", { name: "Access Training" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Legal Basis Fundamentals" })).toBeVisible();
    await expectAccessible(page, "module preview: briefing");
    await page.getByRole("button", { name: "Begin Training Module" }).click();
    await expect(page.getByRole("button", { name: "Start Assessment" })).toBeVisible();
    await expectAccessible(page, "module preview: training");
    await page.getByRole("button", { name: "Start Assessment" }).click();
    await expect(page.getByText("Question 1 of 4")).toBeVisible();
    await expectAccessible(page, "module preview: question");
    const q = questionOf(Number(await page.locator('input[name="questionId"]').inputValue()));
    await page.getByRole("radio", { name: q.options[(q.correctAnswer + 1) % q.options.length], exact: true }).check();
    await page.getByRole("button", { name: "Submit Answer" }).click();
    await expect(page.getByText("Previous question: Incorrect")).toBeVisible();
    await expectAccessible(page, "module preview: after an answer");

    await page.goto(`${HOME}/modules/8`);
    await expect(page.getByRole("heading", { level: 2, name: "Certificate Center" })).toBeVisible();
    await expectAccessible(page, "module preview: certificate test");

    await tabs.getByRole("link", { name: "System Sitemap" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "System Sitemap" })).toBeVisible();
    await expectAccessible(page, "system sitemap tab");

    await tabs.getByRole("link", { name: "Analytics" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Analytics" })).toBeVisible();
    await expectAccessible(page, "analytics tab");
  });

  test("portal access with its unknown-subdomain message is accessible", async ({ page }) => {
    await page.goto("/company/login");
    await page.getByLabel("Company subdomain").fill(unique("nobody"));
    await page.getByRole("button", { name: "Access Company Portal" }).click();
    await expect(page.getByText(/^No company portal was found at /)).toBeVisible();
    await expectAccessible(page, "portal access with an unknown subdomain");
  });

  test("the setup wizard's three steps, an error and the completion screen are accessible", async ({ page, javaScriptEnabled }) => {
    // One company per project: the wizard allows 5 a day per client address.
    const slug = unique("a11y-setup");
    const step = (n: number) => page.getByRole("heading", { level: 2, name: new RegExp(`^Step ${n} of 3:`) });
    await page.goto("/company/setup");
    await expect(step(1)).toBeVisible();
    await expectAccessible(page, "setup step 1");
    await page.getByLabel("Company name").fill(" ");
    await page.getByLabel("Contact email").fill("privacy@");
    await page.getByLabel("Subdomain").fill(slug);
    await page.getByRole("button", { name: "Next: Administrator Account" }).click();
    await expect(page.getByLabel("Company name")).toHaveAccessibleDescription("Please fill in all required fields");
    await expectAccessible(page, "setup step 1 with errors");

    await page.getByLabel("Company name").fill(`Company ${slug}`);
    await page.getByLabel("Contact email").fill(`privacy@${slug}.example`);
    await page.getByRole("button", { name: "Next: Administrator Account" }).click();
    await expect(step(2)).toBeVisible();
    await expectAccessible(page, "setup step 2");
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Admin");
    await page.getByLabel("Administrator email").fill(`${unique("ada")}@${slug}.example`);
    await page.getByRole("button", { name: "Next: Brand Customisation" }).click();
    await expect(step(3)).toBeVisible();
    await expectAccessible(page, "setup step 3");
    await page.getByLabel("Primary colour").fill("#1a7f5a");
    await page.getByLabel("Trial length (days)").fill("400");
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(page.getByLabel("Trial length (days)")).toHaveAccessibleDescription(/Trial duration must be from 1 to 365 days/);
    await expectAccessible(page, "setup step 3, the preview with an error");
    await page.getByLabel("Trial length (days)").fill("30");
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(page.getByLabel("Trial length (days)")).not.toHaveAttribute("aria-invalid", "true");
    // the preview's post has ended (with JavaScript the field is valid before its answer arrives):
    // a Create Company clicked while it is under way was once lost
    await expect(page.getByRole("progressbar", { name: "Loading" })).toHaveCount(0);

    // With JavaScript the completion screen moves on after 2 seconds: its clock is held.
    if (javaScriptEnabled) await page.clock.install();
    await page.getByRole("button", { name: "Create Company" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Setup Complete" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Set the Administrator Password" })).toBeVisible();
    await expectAccessible(page, "setup complete", { copy: true });
  });
});

test.describe("certificates as evidence", () => {
  test("the signature step with an error, the certificate chain, the record with its revoke dialog and the verification pages are accessible", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { slug } = await createCompany(unique("a11y-cert"));
    const base = `/company/${slug}`;
    const admin = await createUser({ company: slug, role: "admin" });
    const learner = await createUser({ company: slug, firstName: "Lise", lastName: "Meitner" });
    await completeTraining(learner, base, { sign: false });
    await signInEmployee(page, learner, base);
    await page.goto(`${base}/quest/8/8`);
    await expect(page.getByRole("heading", { name: "Sign Your Completion" })).toBeVisible();
    await expectAccessible(page, "signature step");
    await page.getByRole("checkbox", { name: "I confirm that I completed this training myself." }).check();
    await page.getByLabel("Password", { exact: true }).fill("Wrong-Password-123");
    await page.getByRole("button", { name: "Sign and Receive Certificate" }).click();
    await expect(page.getByText("The password is not correct.")).toBeVisible();
    await expectAccessible(page, "signature step with a wrong password");
    await page.getByRole("checkbox", { name: "I confirm that I completed this training myself." }).check();
    await page.getByLabel("Password", { exact: true }).fill(learner.password);
    await page.getByRole("button", { name: "Sign and Receive Certificate" }).click();
    await expect(page.getByRole("heading", { name: "Congratulations!" })).toBeVisible();
    await expectAccessible(page, "certificate view");
    await page.goto(`${base}/profile`);
    await expectAccessible(page, "profile with the certificate");

    const number = (await page.getByRole("region", { name: "Completion Certificate" }).textContent())!.match(/GDPR-PHARMA-[A-Z]{13}/)![0];
    await page.goto(`/verify/${number}`);
    await expect(page.getByRole("heading", { level: 1, name: "Certificate Verification" })).toBeVisible();
    await expectAccessible(page, "verification (valid)");
    await page.goto("/verify/GDPR-PHARMA-QQQQQQQQQQQQQ");
    await expectAccessible(page, "verification (not found)");

    await page.context().clearCookies();
    await signInAdmin(page, admin, base);
    await page.goto(`${base}/admin/dashboard/employees/${learner.id}`);
    await expect(page.getByRole("heading", { level: 2, name: "Training record of Lise Meitner" })).toBeVisible();
    await expectAccessible(page, "employee record");
    await page.getByRole("link", { name: `Revoke certificate ${number}` }).click();
    await expect(page.getByRole("alertdialog", { name: "Revoke Certificate" })).toBeVisible();
    await expectAccessible(page, "revoke dialog");
    await page.getByLabel("Reason for the revocation").fill("Revoked for the accessibility test");
    await page.getByRole("button", { name: "Revoke Certificate" }).click();
    await expect(page.getByText(`Certificate ${number} has been revoked.`)).toBeVisible();
    await page.goto(`/verify/${number}`);
    await expectAccessible(page, "verification (revoked, the company's admin)");
    await page.goto(`${base}/admin/dashboard?confirm=retrain-outdated`);
    await expect(page.getByRole("alertdialog", { name: "Require Retraining on the Current Content" })).toBeVisible();
    await expectAccessible(page, "retrain on new content confirmation");
  });
});
