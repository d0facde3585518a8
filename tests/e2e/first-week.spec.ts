/**
 * What a new company sees in its first week (issue 24, parts 1.5 and 2), with and without
 * JavaScript: the one-time invitation link inside the page, focused and copyable; the trial
 * fields only for trials; failed downloads and unknown modules on the error pages; form controls
 * alike and row actions in their row. Every test works in a company of its own.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { NOT_CONFIGURED_ADVICE } from "../../app/domain/mail";
import { atPath, createCompany, createUser, signInAdmin, signInEmployee, signInSuperAdmin, unique, t } from "./fixtures";

const HOME = "/super-admin/dashboard";

async function companyWithAdmin() {
  const company = await createCompany(unique("week-e2e"));
  const admin = await createUser({ company: company.slug, role: "admin", firstName: "Alex", lastName: "Admin" });
  return { company, admin, base: `/company/${company.slug}` };
}

async function addEmployee(page: Page, base: string, email: string) {
  await page.goto(`${base}/admin/dashboard?add=1`);
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: t("Add Employee") }) });
  await form.getByLabel(t("First name")).fill("Ada");
  await form.getByLabel(t("Last name")).fill("Lovelace");
  await form.getByLabel(t("Email")).fill(email);
  await form.getByRole("button", { name: t("Add and Invite") }).click();
  await expect(page).toHaveURL(atPath(`${base}/admin/dashboard`));
}

/** The one-time link: focused, inside the page content below the site header, showing the whole link; Copy with JavaScript only. */
async function expectOneTimeLink(page: Page, field: Locator, javaScriptEnabled: boolean) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("readonly", "");
  const header = (await page.locator("header").first().boundingBox())!;
  const box = (await field.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(await field.evaluate((el) => el.closest("main") !== null)).toBe(true);
  // wide enough for the whole link
  expect(await field.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const copy = page.getByRole("button", { name: t("Copy"), exact: true });
  if (!javaScriptEnabled) {
    await expect(copy).toHaveCount(0);
    return;
  }
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await copy.click();
  await expect(page.getByText(t("Copied to the clipboard."))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await field.inputValue());
}

test("after adding an employee the invitation link is in the page, focused, whole, and copyable with JavaScript", async ({
  page,
  javaScriptEnabled,
}) => {
  const { admin, base } = await companyWithAdmin();
  const email = `${unique("ada")}@test.example`;
  await signInAdmin(page, admin, base);
  await addEmployee(page, base, email);
  const field = page.getByRole("textbox", { name: t(`Invitation link for ${email}`) });
  await expectOneTimeLink(page, field, javaScriptEnabled);
  // no mail server here: the notice says what to do
  await expect(page.getByText(t("1 mail queued, not sent: no mail server configured."))).toBeVisible();
  await expect(page.getByText(t(NOT_CONFIGURED_ADVICE.admin))).toBeVisible();
  // the admin training page is one link away
  await expect(page.getByRole("link", { name: t("Administrator Training") })).toHaveAttribute("href", `${base}/admin/training`);
});

test("the import's first invitation link takes the focus", async ({ page }) => {
  const { admin, base } = await companyWithAdmin();
  const [grace, alan] = [`${unique("grace")}@test.example`, `${unique("alan")}@test.example`];
  await signInAdmin(page, admin, base);
  await page.goto(`${base}/admin/dashboard/import`);
  await page.getByLabel(t("CSV file")).setInputFiles({
    name: "staff.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`first_name,last_name,email\nGrace,Hopper,${grace}\nAlan,Turing,${alan}\n`),
  });
  await page.getByRole("button", { name: t("Preview Import") }).click();
  await page
    .getByRole("region", { name: t("Preview") })
    .getByRole("button", { name: t("Import 2 Employees") })
    .click();
  await expect(page.getByRole("heading", { level: 3, name: t("Import Complete") })).toBeVisible();
  await expect(page.getByRole("textbox", { name: t(`Invitation link for ${grace}`) })).toBeFocused();
});

test("the super administrator's new company: the admin's link in the page, focused", async ({ page, javaScriptEnabled }) => {
  const slug = unique("week-sa");
  const adminEmail = `${unique("hana")}@test.example`;
  await signInSuperAdmin(page);
  await page.goto(`${HOME}?create=1`);
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: t("Create New Company") }) });
  await form.getByLabel(t("Company name")).fill(`Week Pharma ${slug}`);
  await form.getByLabel(t("Contact email")).fill(`privacy@${slug}.example`);
  await form.getByLabel(t("Subdomain")).fill(slug);
  await form.getByLabel(t("First name")).fill("Hana");
  await form.getByLabel(t("Last name")).fill("Admin");
  await form.getByLabel(t("Email"), { exact: true }).fill(adminEmail);
  await form.getByRole("button", { name: t("Create Company") }).click();
  await expect(page).toHaveURL(atPath(HOME));
  await expect(page.getByRole("status")).toContainText(t("The invitation email is queued, not sent: no mail server configured."));
  await expectOneTimeLink(page, page.getByRole("textbox", { name: t(`Invitation link for ${adminEmail}`) }), javaScriptEnabled);
});

test("Create and Edit Company show the trial fields only for trials: toggled live with JavaScript, as posted without", async ({
  page,
  javaScriptEnabled,
}) => {
  await signInSuperAdmin(page);
  await page.goto(`${HOME}?create=1`);
  const create = page.locator("form").filter({ has: page.getByRole("heading", { name: t("Create New Company") }) });
  const days = create.getByLabel(t("Trial duration (days)"));
  await expect(days).toBeVisible();
  await create.getByRole("radio", { name: t("Full Account") }).check();
  if (javaScriptEnabled) {
    await expect(days).toHaveCount(0);
    await create.getByRole("radio", { name: t("Trial") }).check();
    await expect(days).toBeVisible();
    await create.getByRole("radio", { name: t("Full Account") }).check();
  } else {
    // without JavaScript the post comes back (a required field left empty) with the choice kept
    await create.getByRole("button", { name: t("Create Company") }).click();
    await expect(create.getByRole("radio", { name: t("Full Account") })).toBeChecked();
  }
  await expect(days).toHaveCount(0);

  const co = await createCompany(unique("week-trial"), { status: "trial" });
  await page.goto(`${HOME}?edit=${co.id}`);
  const edit = page.locator("form").filter({ has: page.getByRole("heading", { name: t("Edit Company") }) });
  const ends = edit.getByLabel(t("Trial ends"));
  await expect(ends).toBeVisible();
  await edit.getByLabel(t("Status")).selectOption("active");
  if (javaScriptEnabled) {
    await expect(ends).toHaveCount(0);
    await edit.getByLabel(t("Status")).selectOption("trial");
    await expect(ends).toBeVisible();
  } else {
    await edit.getByLabel(t("Company name")).fill("");
    await edit.getByRole("button", { name: t("Save Changes") }).click();
    await expect(edit.getByLabel(t("Status"))).toHaveValue("active");
    await expect(ends).toHaveCount(0);
  }
});

test("a failed certificate download and an unknown module show the error pages", async ({ page }) => {
  const { company, admin, base } = await companyWithAdmin();
  const learner = await createUser({ company: company.slug });
  await signInEmployee(page, learner, base);
  let res = await page.goto(`${base}/certificate.pdf`);
  expect(res!.status()).toBe(404);
  expect(res!.headers()["content-type"]).toContain("text/html");
  await expect(page.getByRole("heading", { level: 1, name: t("Not Found") })).toBeVisible();
  await expect(page.getByText(t("No certificate has been issued yet. Complete all seven modules first."))).toBeVisible();
  for (const path of ["/quest/9/9", "/quest/1/2"]) {
    res = await page.goto(`${base}${path}`);
    expect(res!.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: t("Training Module Not Found") })).toBeVisible();
    await expect(page.getByRole("link", { name: t("Return to Academy") })).toBeVisible();
  }

  await page.context().clearCookies();
  await signInAdmin(page, admin, base);
  res = await page.goto(`${base}/admin/employees/${learner.id}/certificate.pdf`);
  expect(res!.status()).toBe(404);
  await expect(page.getByText(t("This employee has no certificate."))).toBeVisible();

  await page.context().clearCookies();
  await signInSuperAdmin(page);
  res = await page.goto("/super-admin/sample-certificate.pdf");
  expect(res!.status()).toBe(404);
  expect(res!.headers()["content-type"]).toContain("text/html");
  await expect(page.getByText(t("Company not found."))).toBeVisible();
  // the sitemap offers no Visit link for it, the logouts or the downloads
  await page.goto(`${HOME}/sitemap`);
  const visit = new RegExp(`^${t("Visit<hidden> {path} (opens a new tab)</hidden>", { path: "" }).split("<")[0]}`);
  const row = (path: string) => page.getByRole("row").filter({ has: page.getByText(path, { exact: true }) });
  await expect(row("/super-admin/sample-certificate.pdf")).toContainText(t("Dynamic Route"));
  for (const path of ["/super-admin/sample-certificate.pdf", "/admin/logout", "/super-admin/logout", "/certificate.pdf"]) {
    await expect(row(path).getByRole("link", { name: visit }), path).toHaveCount(0);
  }
  await expect(row("/world").first().getByRole("link", { name: visit })).toHaveCount(1);
});

/** A control's styled height and border; focused, the common focus ring. */
async function expectStyledControl(page: Page, control: Locator, what: string) {
  const style = await control.evaluate((el) => {
    const s = getComputedStyle(el);
    return { height: el.getBoundingClientRect().height, radius: s.borderTopLeftRadius, border: s.borderTopWidth };
  });
  expect(style.height, what).toBeGreaterThanOrEqual(44);
  expect(style.radius, what).toBe("8px");
  expect(style.border, what).toBe("1px");
  await page.keyboard.press("Shift");
  await control.focus();
  const ring = await control.evaluate((el) => {
    const s = getComputedStyle(el);
    return `${s.outlineStyle} ${s.outlineWidth}`;
  });
  expect(ring, what).toBe("solid 3px");
}

test("every form control has the same height and focus ring; the Actions column lines up with its row", async ({ page }) => {
  const { company, admin, base } = await companyWithAdmin();
  await createUser({ company: company.slug, firstName: "Row", lastName: "Aligned" });
  await signInAdmin(page, admin, base);
  await expectStyledControl(page, page.getByRole("searchbox", { name: t("Search by name or email") }), "search box");
  await expectStyledControl(page, page.getByLabel(t("Status")), "status filter");
  const cells = page.getByRole("table").locator("tbody tr").first().locator("th, td");
  const boxes = await cells.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ y: r.y, h: r.height })));
  expect(boxes.length).toBe(6);
  for (const b of boxes) {
    expect(Math.abs(b.y - boxes[0].y)).toBeLessThan(1);
    expect(Math.abs(b.h - boxes[0].h)).toBeLessThan(1);
  }
  await page.goto(`${base}/admin/dashboard/settings`);
  await expectStyledControl(page, page.getByLabel(t("Logo URL")), "logo URL");
  await page.goto(`${base}/admin/dashboard/completions`);
  await expectStyledControl(page, page.getByLabel(t("Start date")), "start date");
  await page.goto(`${base}/admin/dashboard/import`);
  await expectStyledControl(page, page.getByLabel(t("CSV file")), "file input");
});
