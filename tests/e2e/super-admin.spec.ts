/**
 * The super administration and company onboarding (issue 8), with and without JavaScript:
 * creating a company with its administrator down to an employee training, changing the
 * administrator, suspending and reactivating, deleting with records kept, portal access, the
 * self-service setup wizard, and the Training Modules, System Sitemap and Analytics tabs.
 * Every test works in companies of its own.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  atPath,
  beginModule,
  completeTraining,
  createCompany,
  createUser,
  fillLogin,
  questionOf,
  signInAdmin,
  signInEmployee,
  signInSuperAdmin,
  startAssessment,
  SUPER_ADMIN,
  TEST_PASSWORD,
  unique,
  answerQuestion,
  inEnglish,
  joined,
  projectLanguage,
  t,
  fetchesOf,
  longDate,
  watchFetches,
  otherBrowser,
} from "./fixtures";
import { getModule } from "../../app/content";
import { db } from "../../app/server/platform/db.server";

const HOME = "/super-admin/dashboard";
const TOKEN = "\\?token=[A-Za-z0-9_-]{20,}";
const MAIL_NOT_CONFIGURED =
  "The invitation email is queued, not sent: no mail server configured. Send the invitation link yourself: it is shown only now.";

/** The companies tab searched for one subdomain; answers that company's row. */
async function findCompany(page: Page, slug: string): Promise<Locator> {
  await page.goto(HOME);
  await page.getByRole("searchbox", { name: t("Search by name, subdomain or contact email") }).fill(slug);
  await page.getByRole("button", { name: t("Search"), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${HOME}\\?q=${slug}$`));
  const row = page.getByRole("row").filter({ hasText: t(`${slug}.training.local`) });
  await expect(row).toHaveCount(1);
  return row;
}

/** The text of a row's data cells as shown (line breaks become spaces): Admin Status, Status, Employees, Created, Actions. */
async function expectCells(row: Locator, cells: (string | RegExp)[]) {
  await expect(row.getByRole("cell")).toHaveText(
    cells.map((c) => (typeof c === "string" ? t(c) : c)),
    { useInnerText: true },
  );
}

/** The invitation link of the success banner (no SMTP on the e2e server), with its mail in the outbox. */
async function invitationLink(page: Page, email: string, path: string): Promise<string> {
  const link = await page
    .getByRole("status")
    .getByRole("textbox", { name: t(`Invitation link for ${email}`) })
    .inputValue();
  expect(link).toMatch(new RegExp(`^http://localhost:\\d+${path}${TOKEN}$`));
  const mails = await db().selectFrom("email_outbox").select("text_body").where("to_address", "=", email).orderBy("id", "desc").execute();
  expect(mails.length).toBeGreaterThan(0);
  expect(mails[0].text_body).toContain(link);
  return link;
}

/** An invited administrator opens their link, sets a password and arrives on the dashboard. */
async function acceptAdminInvitation(p: Page, link: string, email: string, base: string) {
  await p.goto(link);
  await expect(p.getByRole("heading", { level: 1, name: t("Set Your Administrator Password") })).toBeVisible();
  await expect(p.getByText(t(`Setting the password of ${email}.`))).toBeVisible();
  await p.getByLabel(t("New password"), { exact: true }).fill(TEST_PASSWORD);
  await p.getByLabel(t("Confirm new password"), { exact: true }).fill(TEST_PASSWORD);
  await p.getByRole("button", { name: t("Set Password") }).click();
  // "Password set successfully!", then the page's 2-second refresh opens the dashboard.
  await expect(p).toHaveURL(atPath(`${base}/admin/dashboard`));
  await expect(p.getByRole("heading", { level: 1, name: t("Admin Dashboard") })).toBeVisible();
}

async function userByEmail(email: string) {
  return db()
    .selectFrom("users")
    .select(["id", "status", "company_id", "first_login_at"])
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
}

test("the super admin creates a company with an admin, who adds an employee, who opens the training", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const slug = unique("sa-create");
  const name = `Helix Trials ${slug}`;
  const adminEmail = `${unique("hana")}@test.example`;
  const employeeEmail = `${unique("ada")}@test.example`;
  const base = `/company/${slug}`;

  await signInSuperAdmin(page);
  await page.getByRole("link", { name: t("Create Company") }).click();
  await expect(page).toHaveURL(atPath(`${HOME}?create=1`));
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: t("Create New Company") }) });
  // The spec's defaults, and the trial's expiry shown before saving.
  await expect(form.getByLabel(t("Max employees"))).toHaveValue("100");
  await expect(form.getByRole("radio", { name: t("Trial") })).toBeChecked();
  await expect(form.getByLabel(t("Trial duration (days)"))).toHaveValue("30");
  await inEnglish(() =>
    expect(form.getByText(/^30 days: the trial ends on \d{1,2} \w+ \d{4}\. Ignored for a full account\.$/)).toBeVisible(),
  );
  await expect(form.getByLabel(t("Primary colour"))).toHaveValue("#003d8f");
  await expect(form.getByLabel(t("Secondary colour"))).toHaveValue("#ff6a00");

  await form.getByLabel(t("Company name")).fill(name);
  await form.getByLabel(t("Contact email")).fill(`privacy@${slug}.example`);
  await form.getByLabel(t("Subdomain")).fill("Admin");
  await form.getByLabel(t("First name")).fill("Hana");
  await form.getByLabel(t("Last name")).fill("Admin");
  await form.getByLabel(t("Email"), { exact: true }).fill(adminEmail);
  await form.getByRole("button", { name: t("Create Company") }).click();
  // A reserved subdomain is refused beside its field, every answer kept.
  await expect(form.getByText(t("This subdomain is reserved. Please choose another."))).toBeVisible();
  await expect(form.getByLabel(t("Subdomain"))).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel(t("Company name"))).toHaveValue(name);
  await expect(form.getByLabel(t("Email"), { exact: true })).toHaveValue(adminEmail);

  // Capitals are lowered by the server.
  await form.getByLabel(t("Subdomain")).fill(slug.toUpperCase());
  await form.getByRole("button", { name: t("Create Company") }).click();
  await expect(page).toHaveURL(atPath(HOME));
  await expect(page.getByRole("status")).toContainText(
    t(`${name} was created; its administrator ${adminEmail} was invited. ${MAIL_NOT_CONFIGURED}`),
  );
  const adminLink = await invitationLink(page, adminEmail, `${base}/admin/login`);

  const company = await db()
    .selectFrom("companies")
    .select(["id", "status", "max_employees", "trial_ends_at", "created_at"])
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  expect(company).toMatchObject({ status: "trial", max_employees: 100 });
  expect((Date.parse(company.trial_ends_at!) - Date.parse(company.created_at)) / 86_400_000).toBe(30);

  // The list shows it with its admin who never logged in.
  let row = await findCompany(page, slug);
  await expect(row.getByRole("rowheader")).toHaveText(t(`${name} privacy@${slug}.example ${slug}.training.local`), { useInnerText: true });
  await expectCells(row, [
    `Hana Admin ${adminEmail} ${t("Never logged in")}`,
    `${t("Trial")} ${t("Expires {date}", { date: longDate(company.trial_ends_at!) })}`,
    `0 / 100 ${t("0%")}`,
    longDate(company.created_at),
    // each action names its company for screen readers (visually hidden text)
    joined(
      `Admin login of ${name} (opens a new tab)`,
      `Resend invite to the administrator of ${name}`,
      `Change admin of ${name}`,
      `Remove admin of ${name}`,
      `Extend 30 days of the trial of ${name}`,
      `Activate ${name} as a full account`,
      "Edit",
      "Delete",
    ),
  ]);
  await expect(row.getByRole("link", { name: t(`Admin login of ${name} (opens a new tab)`) })).toHaveAttribute(
    "href",
    `${base}/admin/login`,
  );

  // The admin, in a browser of their own, sets a password, then signs in at the company's admin login.
  const admin = await otherBrowser(browser);
  const employee = await otherBrowser(browser);
  try {
    const a = admin.page;
    await acceptAdminInvitation(a, adminLink, adminEmail, base);
    await a.getByRole("button", { name: t("Logout") }).click();
    await expect(a).toHaveURL(atPath(`${base}/admin/login`));
    await signInAdmin(a, { email: adminEmail, password: TEST_PASSWORD }, base);
    await expect(a.getByRole("heading", { level: 3, name: t("No Employees Found") })).toBeVisible();

    // The admin adds an employee.
    await a.getByRole("link", { name: t("Add Employee"), exact: true }).click();
    const add = a.locator("form").filter({ has: a.getByRole("heading", { name: t("Add Employee") }) });
    await add.getByLabel(t("First name")).fill("Ada");
    await add.getByLabel(t("Last name")).fill("Lovelace");
    await add.getByLabel(t("Email")).fill(employeeEmail);
    await add.getByRole("button", { name: t("Add and Invite") }).click();
    await expect(a.getByRole("status")).toContainText(t("Ada Lovelace was added."));
    const employeeLink = await invitationLink(a, employeeEmail, `${base}/employee/login`);

    // The employee follows the invitation, sets a password and opens the training.
    const e = employee.page;
    await e.goto(employeeLink);
    await expect(e.getByRole("heading", { level: 1, name: t("Set Your Password") })).toBeVisible();
    await e.getByLabel(t("New password"), { exact: true }).fill(TEST_PASSWORD);
    await e.getByLabel(t("Confirm new password"), { exact: true }).fill(TEST_PASSWORD);
    await e.getByRole("button", { name: t("Set Password") }).click();
    await expect(e).toHaveURL(atPath(`${base}/training-intro`));
    await expect(e.getByRole("heading", { level: 1, name: t("Welcome, Ada!") })).toBeVisible();
    await e.getByRole("link", { name: t("Start GDPR Training") }).click();
    await expect(e).toHaveURL(atPath(`${base}/world`));
    await expect(e.getByRole("heading", { level: 1, name: t("Your Training Academy") })).toBeVisible();
    await e.goto(`${base}/quest/1/1`);
    await beginModule(e);
    await startAssessment(e);
    await answerQuestion(e, true);
    const learner = await userByEmail(employeeEmail);
    expect(learner.status).toBe("active");
    const attempts = await db().selectFrom("attempts").select("module_id").where("user_id", "=", learner.id).execute();
    expect(attempts).toEqual([{ module_id: 1 }]);
  } finally {
    await admin.context.close();
    await employee.context.close();
  }

  // The super admin sees the admin's first login and the employee.
  const { first_login_at } = await userByEmail(adminEmail);
  row = await findCompany(page, slug);
  await expect(row.getByRole("cell").first()).toContainText(t(`First login ${longDate(first_login_at!)}`), { useInnerText: true });
  await expect(row.getByRole("cell").nth(2)).toHaveText(`1 / 100 ${t("1%")}`, { useInnerText: true });
  // the admin has a password now: "Resend invite" sends a password reset instead of an invitation
  await inEnglish(() => expect(row.getByRole("button", { name: /^Resend invite/ })).toHaveCount(1));
});

test("changing the admin signs the old one out for good and invites the new one", async ({ page, browser }) => {
  const { slug } = await createCompany(unique("sa-change"));
  const name = `Company ${slug}`;
  const base = `/company/${slug}`;
  const old = await createUser({ company: slug, role: "admin", firstName: "Olga", lastName: "Old" });
  const newEmail = `${unique("nina")}@test.example`;

  const oldAdmin = await otherBrowser(browser);
  const newAdmin = await otherBrowser(browser);
  try {
    await signInAdmin(oldAdmin.page, old, base);

    await signInSuperAdmin(page);
    const row = await findCompany(page, slug);
    await expect(row.getByRole("cell").first()).toContainText(t(`Olga Old ${old.email}`), { useInnerText: true });
    await row.getByRole("link", { name: t(`Change admin of ${name}`) }).click();
    const form = page.locator("form").filter({ has: page.getByRole("heading", { name: t(`Change Company Admin: ${name}`) }) });
    await expect(form).toContainText(t("The current administrator is signed out and can no longer sign in; the new one is invited."));
    await form.getByLabel(t("First name")).fill("Nina");
    await form.getByLabel(t("Last name")).fill("New");
    await form.getByLabel(t("Email")).fill("nina@");
    await form.getByRole("button", { name: t("Change Admin") }).click();
    await expect(form.getByText(t("Please enter a valid email address"))).toBeVisible();
    await expect(form.getByLabel(t("First name"))).toHaveValue("Nina");
    await form.getByLabel(t("Email")).fill(newEmail);
    await form.getByRole("button", { name: t("Change Admin") }).click();

    await expect(page).toHaveURL(atPath(HOME));
    await expect(page.getByRole("status")).toContainText(
      t(`Nina New is now the administrator of ${name} and was invited. ${MAIL_NOT_CONFIGURED}`),
    );
    const link = await invitationLink(page, newEmail, `${base}/admin/login`);
    const changed = await findCompany(page, slug);
    await expect(changed.getByRole("cell").first()).toHaveText(`Nina New ${newEmail} ${t("Never logged in")}`, { useInnerText: true });
    await expect(changed.getByRole("button", { name: t(`Resend invite to the administrator of ${name}`) })).toBeVisible();

    // The old admin's open session is over, and their password no longer signs in.
    const o = oldAdmin.page;
    await o.goto(`${base}/admin/dashboard`);
    await expect(o).toHaveURL(atPath(`${base}/admin/login`));
    await fillLogin(o, old.email, old.password);
    await expect(o.getByText(t("Invalid email or password"))).toBeVisible();
    await expect(o).toHaveURL(atPath(`${base}/admin/login`));
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", old.id).execute()).toEqual([]);

    // The new admin follows their invitation.
    await acceptAdminInvitation(newAdmin.page, link, newEmail, base);
  } finally {
    await oldAdmin.context.close();
    await newAdmin.context.close();
  }
});

test("suspending a company shuts its employees out and shows its portal unavailable; reactivating restores sign-in", async ({
  page,
  browser,
}) => {
  const { slug } = await createCompany(unique("sa-suspend"));
  const name = `Company ${slug}`;
  const base = `/company/${slug}`;
  const learner = await createUser({ company: slug, firstName: "Sam", lastName: "Suspended" });

  const other = await otherBrowser(browser);
  try {
    const e = other.page;
    await signInEmployee(e, learner, base);

    await signInSuperAdmin(page);
    let row = await findCompany(page, slug);
    await expect(row.getByRole("cell").nth(1)).toHaveText(`${t("Active")} ${t("1 employee")}`, { useInnerText: true });
    await row.getByRole("link", { name: t(`Edit ${name}`) }).click();
    const form = page.locator("form").filter({ has: page.getByRole("heading", { name: t("Edit Company") }) });
    await expect(form.getByLabel(t("Company name"))).toHaveValue(name);
    await expect(form.getByLabel(t("Status"))).toHaveValue("active");
    await form.getByLabel(t("Status")).selectOption("suspended");
    await form.getByLabel(t("Max employees")).fill("0");
    await form.getByRole("button", { name: t("Save Changes") }).click();
    // Refused beside its field, the choices kept and nothing changed.
    await expect(form.getByLabel(t("Max employees"))).toHaveAccessibleDescription(t("Max employees must be a number from 1 to 10000"));
    await expect(form.getByLabel(t("Status"))).toHaveValue("suspended");
    expect((await db().selectFrom("companies").select("status").where("slug", "=", slug).executeTakeFirstOrThrow()).status).toBe("active");
    await form.getByLabel(t("Max employees")).fill("50");
    await form.getByRole("button", { name: t("Save Changes") }).click();
    await expect(page).toHaveURL(atPath(HOME));
    await expect(page.getByRole("status")).toHaveText(t(`${name} was updated successfully.`));
    row = await findCompany(page, slug);
    await expect(row.getByRole("cell").nth(1)).toHaveText(t("Suspended"));

    // The employee's session ended; the portal and its sign-in are unavailable.
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", learner.id).execute()).toEqual([]);
    for (const path of ["/world", "", "/employee/login", "/admin/login"]) {
      const response = await e.goto(`${base}${path}`);
      expect(response?.status(), path).toBe(503);
      await expect(e.getByRole("heading", { level: 1, name: t("Training Portal Unavailable") })).toBeVisible();
      await expect(
        e.getByText(t(`The training portal of ${name} is currently unavailable. Please contact your administrator.`)),
      ).toBeVisible();
      await expect(e.getByRole("button", { name: t("Sign In") })).toHaveCount(0);
    }

    // Reactivated, the employee signs in again (the old session stays ended).
    await row.getByRole("link", { name: t(`Edit ${name}`) }).click();
    await form.getByLabel(t("Status")).selectOption("active");
    await form.getByRole("button", { name: t("Save Changes") }).click();
    await expect(page.getByRole("status")).toHaveText(t(`${name} was updated successfully.`));
    await e.goto(`${base}/world`);
    await expect(e).toHaveURL(new RegExp(`${base}/employee/login(\\?.*)?$`));
    await signInEmployee(e, learner, base);
    await expect(e.getByRole("heading", { level: 1, name: t("Welcome, Sam!") })).toBeVisible();
  } finally {
    await other.context.close();
  }
});

test("deleting a company takes two steps; its pages answer 404, its records stay with the certificate valid, another company is untouched", async ({
  page,
  browser,
}) => {
  const { id: companyId, slug } = await createCompany(unique("sa-delete"));
  const name = `Company ${slug}`;
  const base = `/company/${slug}`;
  const learner = await createUser({ company: slug, firstName: "Dora", lastName: "Deleted" });
  const admin = await createUser({ company: slug, role: "admin" });
  await completeTraining(learner, base);
  const { slug: otherSlug } = await createCompany(unique("sa-keep"));
  const otherBase = `/company/${otherSlug}`;
  const kept = await createUser({ company: otherSlug, firstName: "Kim", lastName: "Kept" });
  await completeTraining(kept, otherBase);

  const certificateOf = (userId: number) =>
    db()
      .selectFrom("certificates")
      .select(["number", "revoked_at", "revoked_reason"])
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
  expect((await certificateOf(learner.id)).revoked_at).toBeNull();

  const other = await otherBrowser(browser);
  try {
    const e = other.page;
    await signInEmployee(e, learner, base);

    await signInSuperAdmin(page);
    const row = await findCompany(page, slug);
    await row.getByRole("link", { name: t(`Delete ${name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME}\\?q=${slug}&confirm=delete-${companyId}$`));
    // Step 1: the warning.
    const warning = page.getByRole("alertdialog", { name: t("Delete Company") });
    await expect(warning).toContainText(
      t(
        `${name} (${slug}) leaves the platform: its portal answers "not found" and none of its administrators or employees can sign in again. This cannot be undone.`,
      ),
    );
    await expect(warning).toContainText(
      t(
        "Its training records, audit trail and certificates are kept as compliance evidence; its certificates keep their status (valid until they expire): the training was valid.",
      ),
    );
    await warning.getByRole("link", { name: t("Continue") }).click();
    // Step 2: typing the subdomain; a wrong one is refused and nothing changes.
    const confirm = page.getByRole("alertdialog", { name: t("Delete Company") });
    const typed = confirm.getByLabel(t(`Type the subdomain ${slug} to delete ${name}`));
    await typed.fill(`${slug}-not`);
    await confirm.getByRole("button", { name: t("Delete Company") }).click();
    await expect(page.getByRole("alert")).toHaveText(t("Failed to delete company: Type the company's subdomain exactly to confirm"));
    expect(
      (await db().selectFrom("companies").select("deleted_at").where("id", "=", companyId).executeTakeFirstOrThrow()).deleted_at,
    ).toBeNull();

    await expect(typed).toBeVisible();
    await typed.fill(slug);
    await confirm.getByRole("button", { name: t("Delete Company") }).click();
    await expect(page).toHaveURL(atPath(HOME));
    await expect(page.getByRole("status")).toHaveText(t(`${name} has been deleted successfully.`));
    await page.getByRole("searchbox", { name: t("Search by name, subdomain or contact email") }).fill(slug);
    await page.getByRole("button", { name: t("Search"), exact: true }).click();
    await expect(page.getByRole("heading", { level: 3, name: t("No Companies Yet") })).toBeVisible();
    await expect(page.getByText(t("No company matches this search."))).toBeVisible();

    // Its pages answer 404, also to the employee who was signed in.
    for (const path of ["/training-intro", "", "/employee/login", "/admin/login"]) {
      const response = await e.goto(`${base}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(e.getByRole("heading", { level: 1, name: t("Page Not Found") })).toBeVisible();
    }

    // Its records are kept, the certificate with its status (issue 24).
    for (const user of [learner, admin]) {
      const kept = await db().selectFrom("users").select(["company_id"]).where("id", "=", user.id).executeTakeFirst();
      expect(kept).toEqual({ company_id: companyId });
    }
    const certificate = await certificateOf(learner.id);
    expect(certificate.revoked_at).toBeNull();
    expect(certificate.revoked_reason).toBeNull();
    expect(await db().selectFrom("enrollments").select("status").where("user_id", "=", learner.id).execute()).toEqual([
      { status: "completed" },
    ]);
    const audit = await db()
      .selectFrom("audit_events")
      .select(["actor_user_id"])
      .where("action", "=", "company.deleted")
      .where("company_id", "=", companyId)
      .execute();
    const superAdmin = await userByEmail(SUPER_ADMIN.email);
    expect(audit).toEqual([{ actor_user_id: superAdmin.id }]);

    // Another company is untouched: its portal, its employee's sign-in and certificate.
    await e.context().clearCookies();
    await signInEmployee(e, kept, otherBase);
    await expect(e.getByRole("heading", { level: 1, name: t("Welcome, Kim!") })).toBeVisible();
    expect((await certificateOf(kept.id)).revoked_at).toBeNull();
    const otherRow = await findCompany(page, otherSlug);
    await expect(otherRow.getByRole("cell").nth(1)).toHaveText(`${t("Active")} ${t("1 employee")}`, { useInnerText: true });
  } finally {
    await other.context.close();
  }
});

test("portal access: an unknown subdomain is told on the same page, a known one leads to its admin login", async ({ page }) => {
  const { slug } = await createCompany(unique("sa-portal"));
  const unknown = unique("Nobody-Here");
  await page.goto("/company/login");
  await expect(page.getByRole("heading", { level: 1, name: t("Company Portal Access") })).toBeVisible();
  for (const [link, href] of [
    ["New Company", "/company/setup"],
    ["Try Demo", "/demo"],
    ["System Administration", "/super-admin/login"],
  ]) {
    await expect(page.getByRole("link", { name: t(link) })).toHaveAttribute("href", href);
  }
  const input = page.getByLabel(t("Company subdomain"));
  await expect(input).toHaveAccessibleDescription(/\.training\.local/);

  await input.fill(` ${unknown} `);
  await page.getByRole("button", { name: t("Access Company Portal") }).click();
  const message = `No company portal was found at ${unknown.toLowerCase()}.training.local. Check the subdomain with your administrator, or register a new company.`;
  await expect(page.getByText(t(message))).toBeVisible();
  await expect(page).toHaveURL(atPath("/company/login"));
  await expect(input).toHaveAttribute("aria-invalid", "true");

  // Capitals and stray characters are normalised.
  await input.fill(` ${slug.toUpperCase()}! `);
  await page.getByRole("button", { name: t("Access Company Portal") }).click();
  await expect(page).toHaveURL(atPath(`/company/${slug}/admin/login`));
  await expect(page.getByRole("heading", { level: 1, name: t("Administrator Login") })).toBeVisible();
  await expect(page.getByText(t(`Sign in to manage Company ${slug}.`))).toBeVisible();
});

test("the self-service setup wizard creates a trial company whose admin sets a password and signs in", async ({
  page,
  browser,
  javaScriptEnabled,
  baseURL,
}) => {
  // At most one company per project: the wizard allows 5 a day per client address.
  // With JavaScript the completion screen moves on after 2 seconds: the clock is held to look at it first.
  if (javaScriptEnabled) await page.clock.install();
  const slug = unique("sa-wizard");
  const name = `Wizard Pharma ${slug}`;
  // at the contact email's domain: a company that sets itself up may invite no one elsewhere
  const adminEmail = `${unique("wanda")}@${slug}.example`;
  const base = `/company/${slug}`;
  const steps = page.getByRole("list", { name: t("Setup steps") });
  const stepHeading = (n: number, title: string) => page.getByRole("heading", { level: 2, name: t(`Step ${n} of 3: ${title}`) });

  await page.goto("/company/setup");
  await expect(page.getByRole("heading", { level: 1, name: t("New Company Registration") })).toBeVisible();
  await expect(stepHeading(1, "Company information")).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toHaveText(`1. ${t("Company information")}`);

  // Step 1, with a blank company name and a bad email: the spec's messages beside the fields.
  await page.getByLabel(t("Company name")).fill("   ");
  await page.getByLabel(t("Contact email")).fill("privacy@");
  await page.getByLabel(t("Subdomain")).fill(` ${slug.toUpperCase()} `);
  await page.getByRole("button", { name: t("Next: Administrator Account") }).click();
  await expect(page.getByLabel(t("Company name"))).toHaveAccessibleDescription(t("Please fill in all required fields"));
  await expect(page.getByLabel(t("Contact email"))).toHaveAccessibleDescription(t("Please enter a valid contact email address"));
  await expect(page.getByLabel(t("Company name"))).toHaveAttribute("aria-invalid", "true");
  await expect(stepHeading(1, "Company information")).toBeVisible();

  await page.getByLabel(t("Company name")).fill(name);
  await page.getByLabel(t("Contact email")).fill(`privacy@${slug}.example`);
  await page.getByRole("button", { name: t("Next: Administrator Account") }).click();

  // Step 2.
  await expect(stepHeading(2, "Administrator account")).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toHaveText(`2. ${t("Administrator account")}`);
  await page.getByLabel(t("First name")).fill("Wanda");
  await page.getByLabel(t("Last name")).fill("Wizard");
  await page.getByLabel(t("Administrator email")).fill(adminEmail);
  await page.getByRole("button", { name: t("Next: Brand Customisation") }).click();

  // Step 3: the answers so far, the colours with their preview, the trial length.
  await expect(stepHeading(3, "Brand customisation")).toBeVisible();
  const summary = page.getByRole("region", { name: t("Your answers") });
  await expect(summary.locator("dd")).toHaveText([
    name,
    t(`privacy@${slug}.example`),
    t(`${slug}.training.local`),
    t(`Wanda Wizard (${adminEmail})`),
  ]);
  await expect(page.getByLabel(t("Primary colour"))).toHaveValue("#003d8f");
  await expect(page.getByLabel(t("Trial length (days)"))).toHaveValue("30");
  const preview = page.getByRole("figure", { name: t("Preview of your portal") });
  await expect(preview).toContainText(name);
  await page.getByLabel(t("Primary colour")).fill("#1a7f5a");
  await page.getByLabel(t("Trial length (days)")).fill("14");
  await page.getByRole("button", { name: t("Preview"), exact: true }).click();
  // the colours come from a style element with the page's CSP nonce (no style attributes)
  const previewPrimary = () =>
    preview.locator(".brand-preview-frame").evaluate((el) => getComputedStyle(el).getPropertyValue("--preview-primary").trim());
  await expect.poll(previewPrimary).toMatch(/^#1A7F5A$/i);
  await expect(page.getByLabel(t("Primary colour"))).toHaveValue("#1a7f5a");
  await inEnglish(() => expect(page.getByText(/The trial would end on \d{1,2} \w+ \d{4}\./)).toBeVisible());

  // Back to step 2 and on again: every answer kept.
  await page.getByRole("button", { name: t("← Back") }).click();
  await expect(stepHeading(2, "Administrator account")).toBeVisible();
  await expect(page.getByLabel(t("Administrator email"))).toHaveValue(adminEmail);
  await page.getByRole("button", { name: t("Next: Brand Customisation") }).click();
  await expect(page.getByLabel(t("Primary colour"))).toHaveValue("#1a7f5a");
  await expect(page.getByLabel(t("Trial length (days)"))).toHaveValue("14");

  await page.getByRole("button", { name: t("Create Company") }).click();
  await expect(page).toHaveURL(atPath(`/company/setup?created=${slug}`));
  await expect(page.getByRole("heading", { level: 1, name: t("Setup Complete") })).toBeVisible();
  await inEnglish(() =>
    expect(page.getByRole("status").first()).toContainText(
      new RegExp(
        `^${name} is set up: a 14-day trial until \\d{1,2} \\w+ \\d{4} with 25 employee seats\\. ${adminEmail} was invited as its administrator\\.`,
      ),
    ),
  );
  await expect(page.getByText(`${baseURL}${base}/admin/login`, { exact: true })).toBeVisible();
  const link = await invitationLink(page, adminEmail, `${base}/admin/login`);
  await expect(page.getByRole("link", { name: t("Admin Login"), exact: true })).toHaveAttribute("href", `${base}/admin/login`);
  const setPassword = page.getByRole("link", { name: t("Set the Administrator Password") });
  await expect(setPassword).toHaveAttribute("href", link.slice(baseURL!.length));

  const company = await db()
    .selectFrom("companies")
    .innerJoin("company_settings", "company_settings.company_id", "companies.id")
    .select(["status", "max_employees", "trial_ends_at", "created_at", "primary_color"])
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  expect(company).toMatchObject({ status: "trial", max_employees: 25, primary_color: "#1A7F5A" });
  expect((Date.parse(company.trial_ends_at!) - Date.parse(company.created_at)) / 86_400_000).toBe(14);

  if (javaScriptEnabled) {
    // After 2 seconds the page moves on to the invitation link by itself.
    await expect(page.getByText(t("Taking you to set the administrator password in 2 seconds…"))).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(page).toHaveURL(link);
  } else {
    await setPassword.click();
  }
  await expect(page.getByRole("heading", { level: 1, name: t("Set Your Administrator Password") })).toBeVisible();

  const admin = await otherBrowser(browser);
  try {
    await acceptAdminInvitation(admin.page, link, adminEmail, base);
    await admin.page.getByRole("button", { name: t("Logout") }).click();
    await signInAdmin(admin.page, { email: adminEmail, password: TEST_PASSWORD }, base);
    await expect(admin.page.getByRole("heading", { level: 1, name: t("Admin Dashboard") })).toBeVisible();
  } finally {
    await admin.context.close();
  }
});

test("the Training Modules tab previews a module without recording progress; the Sitemap and Analytics tabs render", async ({ page }) => {
  const superAdmin = await userByEmail(SUPER_ADMIN.email);
  const recorded = async () => ({
    enrollments: await db().selectFrom("enrollments").select("id").where("user_id", "=", superAdmin.id).execute(),
    attempts: await db().selectFrom("attempts").select("id").where("user_id", "=", superAdmin.id).execute(),
    badges: await db().selectFrom("badges").select("id").where("user_id", "=", superAdmin.id).execute(),
    certificates: await db().selectFrom("certificates").select("id").where("user_id", "=", superAdmin.id).execute(),
  });
  const nothing = { enrollments: [], attempts: [], badges: [], certificates: [] };

  await signInSuperAdmin(page);
  const tabs = page.getByRole("navigation", { name: t("Dashboard sections") });
  await tabs.getByRole("link", { name: t("Training Modules") }).click();
  await expect(page).toHaveURL(atPath(`${HOME}/modules`));
  await expect(tabs.getByRole("link", { name: t("Training Modules") })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 2, name: t("Training Modules") })).toBeVisible();
  await inEnglish(() => expect(page.getByText(/full access to all modules, progress analytics and certificate testing/)).toBeVisible());
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(8);
  await expect(cards.first()).toHaveAccessibleName(t("Module 1: Legal Basis Fundamentals"));
  await expect(cards.last()).toHaveAccessibleName(t("Module 8: Certificate Center"));
  await expect(page.getByRole("link", { name: t("Access Training") })).toHaveAttribute("href", `${HOME}/modules/1`);

  // Module 6 opens straight away (no lock) and is walked like the demo.
  await cards.nth(5).getByRole("link").click();
  await expect(page).toHaveURL(atPath(`${HOME}/modules/6`));
  await expect(page.getByRole("heading", { level: 2, name: t("Breach Response") })).toBeVisible();
  await expect(page.getByText(t(`Preview · Module 6 of 8 · ${getModule(6)!.department}`))).toBeVisible();
  await expect(page.getByRole("heading", { name: t("Mission Briefing") })).toBeVisible();
  await page.getByRole("button", { name: t("Begin Training Module") }).click();
  await page.getByRole("button", { name: t("Start Assessment") }).click();
  await expect(page.getByText(t("Question 1 of 4"))).toBeVisible();
  const q = questionOf(Number(await page.locator('input[name="questionId"]').inputValue()), projectLanguage());
  await page.getByRole("radio", { name: q.options[q.correctAnswer], exact: true }).check();
  await page.getByRole("button", { name: t("Submit Answer") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("Previous question: Correct!") })).toContainText(
    t("Previous question: Correct!"),
  );
  await expect(page.getByText(t("Question 2 of 4"))).toBeVisible();
  expect(await recorded()).toEqual(nothing);
  await page
    .getByRole("button", { name: t("Restart Preview") })
    .first()
    .click();
  await expect(page.getByRole("button", { name: t("Begin Training Module") })).toBeVisible();

  // Module 8 is the certificate test.
  await page.getByRole("link", { name: t(`Module 7: ${getModule(7)!.title} →`) }).click();
  await page.getByRole("link", { name: t("Module 8: Certificate Center →") }).click();
  await expect(page).toHaveURL(atPath(`${HOME}/modules/8`));
  await inEnglish(() => expect(page.getByText(/^Certificate testing: a sample certificate/)).toBeVisible());
  expect(await recorded()).toEqual(nothing);

  // System Sitemap: the routes grouped by category, static ones with Visit, parameterised ones marked.
  await tabs.getByRole("link", { name: t("System Sitemap") }).click();
  await expect(page).toHaveURL(atPath(`${HOME}/sitemap`));
  await expect(page.getByRole("heading", { level: 2, name: t("System Sitemap") })).toBeVisible();
  await inEnglish(() => expect(page.getByText(/^\d+ routes in \d+ categories\./)).toBeVisible());
  const categories = page.getByRole("navigation", { name: t("Sitemap categories") }).getByRole("link");
  expect(await categories.count()).toBeGreaterThan(2);
  const login = page.getByRole("row").filter({ has: page.getByText(t("/super-admin/login"), { exact: true }) });
  await inEnglish(async () => {
    await expect(login.getByRole("link", { name: /^Visit/ })).toHaveAttribute("href", "/super-admin/login");
    const system = page.getByRole("region", { name: /^System administration/ });
    await expect(system.getByRole("row").filter({ hasText: "/super-admin/dashboard/modules/:moduleId" })).toContainText("Dynamic Route");
  });
  await expect(page.getByRole("heading", { level: 4, name: t("Route types") })).toBeVisible();
  await expect(page.getByRole("heading", { level: 4, name: t("User types") })).toBeVisible();

  // Analytics: the four figures and the engagement table.
  await tabs.getByRole("link", { name: t("Analytics") }).click();
  await expect(page).toHaveURL(atPath(`${HOME}/analytics`));
  await expect(page.getByRole("heading", { level: 2, name: t("Analytics") })).toBeVisible();
  await inEnglish(() =>
    expect(page.locator(".stat")).toHaveText([
      /^Total companies\s*\d+\s*\d+ admins? ha(s|ve) logged in$/,
      /^Active companies\s*\d+\s*\d+ employees? in total$/,
      /^Companies with employees\s*\d+\s*average [\d.]+ employees per company$/,
      /^Training completions\s*\d+\s*\d+ employees? ha(s|ve) completed the training$/,
    ]),
  );
  const engagement = page.getByRole("region", { name: t("Engagement") });
  await expect(engagement.getByRole("rowheader")).toHaveText([
    t("Active companies"),
    t("Trial companies"),
    t("Admins logged in"),
    t("Companies with employees"),
  ]);
  await expect(
    engagement
      .getByRole("row")
      .filter({ hasText: t("Admins logged in") })
      .getByRole("cell")
      .first(),
  ).toHaveText(projectLanguage() === "en" ? /^\d+ \(\d+%\)$/ : /^\d+ \(\d+\s?%\)$/);
  expect(await recorded()).toEqual(nothing);
});

/** The page's reads of route data since its document began: a revalidation is one. */
const dataReads = async (page: Page) => (await fetchesOf(page, ".data")).started;

test("the company list refreshes itself every 30 seconds with JavaScript, not while a dialog is open nor once switched to manual (kept in this browser); Refresh now reloads it", async ({
  page,
  javaScriptEnabled,
}) => {
  const prefix = unique("refresh");
  const rows = page.getByRole("row").filter({ hasText: `${prefix}` });
  const listed = `${HOME}?q=${prefix}`;
  const addCompany = async (n: number) => (await createCompany(`${prefix}-${n}`)).slug;
  const toggle = page.getByRole("button", { name: /^Auto refresh/ });
  if (javaScriptEnabled) {
    await page.clock.install();
    await watchFetches(page, ".data");
  }
  await signInSuperAdmin(page);
  await page.goto(listed);
  await expect(rows).toHaveCount(0);
  await addCompany(1);

  if (!javaScriptEnabled) {
    await expect(page.getByRole("button", { name: t("Auto refresh: on") })).toHaveCount(0);
    await page.getByRole("link", { name: t("Refresh now") }).click();
    await expect(rows).toHaveCount(1);
    return;
  }
  // Automatic by default: the list is read again after 30 seconds.
  await expect(toggle).toHaveText("Auto refresh: on");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await page.clock.runFor(30_000);
  await expect(rows).toHaveCount(1);

  // A dialog is open: the refresh waits (the list behind it is not read again).
  await page.goto(`${HOME}?create=1`);
  await expect(page.getByRole("heading", { name: "Create New Company" })).toBeVisible();
  await expect(toggle).toHaveText("Auto refresh: on"); // hydrated: the refresh would be set up by now
  await page.clock.runFor(60_000);
  expect(await dataReads(page)).toBe(0);

  // Manual: no refresh by itself, also after a reload of the page; Refresh now reads it.
  await page.goto(listed);
  await toggle.click();
  await expect(toggle).toHaveText("Auto refresh: off");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await addCompany(2);
  await page.clock.runFor(60_000);
  expect(await dataReads(page)).toBe(0);
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(toggle).toHaveText("Auto refresh: off");
  await expect(rows).toHaveCount(2);
  await addCompany(3);
  await page.getByRole("link", { name: "Refresh now" }).click();
  await expect(rows).toHaveCount(3);

  // Back to automatic.
  await toggle.click();
  await expect(toggle).toHaveText("Auto refresh: on");
  await addCompany(4);
  await page.clock.runFor(30_000);
  await expect(rows).toHaveCount(4);
});
