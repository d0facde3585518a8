/**
 * The company administration (issue 7), with and without JavaScript: adding and inviting an
 * employee, the bulk import, the completions report, the settings as the learner sees them and
 * deleting an employee. Every test works in a company of its own.
 */
import { readFile } from "node:fs/promises";
import { type Download, expect, type Locator, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import {
  atPath,
  completeTraining,
  createCompany,
  createUser,
  fillLogin,
  inviteUser,
  signInAdmin,
  signInEmployee,
  TEST_PASSWORD,
  projectLanguage,
  joined,
  unique,
  t,
  longDate,
  otherBrowser,
} from "./fixtures";
import { templateCsv } from "../../app/domain/import";
import { db } from "../../app/server/platform/db.server";
import { pdfText } from "../support/pdf";

/** A company of its own with an administrator: what every test starts from. */
async function companyWithAdmin() {
  const company = await createCompany(unique("admin-e2e"));
  const admin = await createUser({ company: company.slug, role: "admin", firstName: "Alex", lastName: "Admin" });
  return { company, admin, base: `/company/${company.slug}`, name: `Company ${company.slug}` };
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** Clicks a download link and answers the file's name and bytes. */
async function downloadFrom(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: download.suggestedFilename(), bytes: await bytesOf(download) };
}

/** The row of a table that names this email. */
const rowOf = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

/** The data cells of a row (the first column is its row header). */
async function expectCells(row: Locator, cells: (string | RegExp)[]) {
  await expect(row.getByRole("cell")).toHaveText(cells.map((c) => (typeof c === "string" ? t(c) : c)));
}

const REPORT_HEADER = [
  "Employee Name",
  "Email",
  "Training Status",
  "Completion Date",
  "Modules Completed",
  "Last Login",
  "Certificate Number",
  "First-pass score",
];

/** Downloads the completions report from the Completions tab and parses it. */
async function downloadReport(page: Page, base: string) {
  await page.goto(`${base}/admin/dashboard/completions`);
  await expect(page.getByRole("heading", { level: 2, name: t("Completions") })).toBeVisible();
  const { name, bytes } = await downloadFrom(page, page.getByRole("link", { name: t("Download Report") }));
  expect(name).toMatch(/^training-completions-\d{4}-\d{2}-\d{2}\.csv$/);
  // UTF-8 with a byte order mark, so that spreadsheet programs read the names right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes.toString("utf8"), { bom: true }) as string[][];
  expect(rows[0]).toEqual(REPORT_HEADER.map((h) => t(h)));
  return rows.slice(1);
}

async function lastLoginOf(userId: number): Promise<string> {
  const { last_login_at } = await db().selectFrom("users").select("last_login_at").where("id", "=", userId).executeTakeFirstOrThrow();
  if (!last_login_at) throw new Error(`user ${userId} never signed in`);
  return last_login_at;
}

async function certificateOf(userId: number) {
  return db()
    .selectFrom("certificates")
    .select(["number", "issued_at", "revoked_at"])
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
}

test("the admin adds an employee, who follows the invitation link, sets a password and signs in", async ({ page, browser, baseURL }) => {
  const { base, admin, company } = await companyWithAdmin();
  const email = `${unique("ada")}@test.example`;
  await signInAdmin(page, admin, base);
  await expect(page.getByRole("heading", { level: 3, name: t("No Employees Found") })).toBeVisible();

  await page.getByRole("link", { name: t("Add Employee"), exact: true }).click();
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: t("Add Employee") }) });
  await expect(form).toBeVisible();
  await form.getByLabel(t("First name")).fill("Ada");
  await form.getByLabel(t("Last name")).fill("Lovelace");
  await form.getByLabel(t("Email")).fill(email.toUpperCase());
  await form.getByRole("button", { name: t("Add and Invite") }).click();

  // No SMTP_URL on the e2e server: the banner carries the link to copy.
  await expect(page).toHaveURL(atPath(`${base}/admin/dashboard`));
  const banner = page.getByRole("status");
  await expect(banner).toContainText(
    t("Ada Lovelace was added. Mail is not configured, so send the invitation link yourself: it is shown only now."),
  );
  const linkField = banner.getByRole("textbox", { name: t(`Invitation link for ${email}`) });
  const link = await linkField.inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}${base}/employee/login\\?token=[A-Za-z0-9_-]{20,}$`));
  await expect(rowOf(page, email).getByRole("rowheader")).toHaveText(t(`Ada Lovelace${email}`));
  await expectCells(rowOf(page, email), [
    "Pending Invitation",
    "Never",
    "0/7 modules",
    "Queued, not sent",
    joined("Resend Invite to Ada Lovelace", "Delete"),
  ]);
  await expect(page.getByText(t("1 employee · 0 completed the training"))).toBeVisible();

  // The invitation mail is in the outbox, with the same link.
  const mails = await db()
    .selectFrom("email_outbox")
    .select(["company_id", "subject", "text_body", "status"])
    .where("to_address", "=", email)
    .execute();
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ company_id: company.id, status: "pending" });
  expect(mails[0].text_body).toContain(link);

  // The link is shown once: not after a reload.
  await page.reload();
  await expect(rowOf(page, email)).toBeVisible();
  await expect(page.getByRole("textbox", { name: t(`Invitation link for ${email}`) })).toHaveCount(0);

  // The same email again is refused, with the form kept.
  await page.getByRole("link", { name: t("Add Employee"), exact: true }).click();
  await form.getByLabel(t("First name")).fill("Ada");
  await form.getByLabel(t("Last name")).fill("Again");
  await form.getByLabel(t("Email")).fill(email);
  await form.getByRole("button", { name: t("Add and Invite") }).click();
  await expect(form.getByText(t(`${email} is already an employee of this company.`))).toBeVisible();
  await expect(form.getByLabel(t("Last name"))).toHaveValue("Again");

  // Resend Invite: a new link, shown once; the first one no longer works.
  await page.goto(`${base}/admin/dashboard`);
  await rowOf(page, email)
    .getByRole("button", { name: t("Resend Invite to Ada Lovelace") })
    .click();
  await expect(page.getByRole("status")).toContainText(
    t(
      "A new invitation was made for Ada Lovelace; the earlier link no longer works. Mail is not configured, so send the invitation link yourself: it is shown only now.",
    ),
  );
  const newLink = await page.getByRole("textbox", { name: t(`Invitation link for ${email}`) }).inputValue();
  expect(newLink).toMatch(new RegExp(`^${baseURL}${base}/employee/login\\?token=[A-Za-z0-9_-]{20,}$`));
  expect(newLink).not.toBe(link);
  const resent = await db().selectFrom("email_outbox").select("text_body").where("to_address", "=", email).orderBy("id", "desc").execute();
  expect(resent).toHaveLength(2);
  expect(resent[0].text_body).toContain(newLink);

  // The employee, in a browser of their own, follows the link.
  const employee = await otherBrowser(browser);
  try {
    const p = employee.page;
    await p.goto(link);
    await expect(p.getByRole("heading", { name: t("Setup Failed") })).toBeVisible();
    await expect(p.getByText(t("This invitation has expired. Please contact your administrator for a new invitation."))).toBeVisible();
    await p.goto(newLink);
    await expect(p.getByRole("heading", { level: 1, name: t("Set Your Password") })).toBeVisible();
    await expect(p.getByText(email)).toBeVisible();
    await p.getByLabel(t("New password"), { exact: true }).fill(TEST_PASSWORD);
    await p.getByLabel(t("Confirm new password"), { exact: true }).fill(TEST_PASSWORD);
    await p.getByRole("button", { name: t("Set Password") }).click();
    await expect(p).toHaveURL(atPath(`${base}/training-intro`));
    await expect(p.getByRole("heading", { level: 1, name: t("Welcome, Ada!") })).toBeVisible();

    // Signed out, they sign in with the password they chose.
    await p.getByRole("button", { name: t("Logout") }).click();
    await expect(p).not.toHaveURL(/training-intro/);
    await signInEmployee(p, { email, password: TEST_PASSWORD }, base);
    await expect(p.getByRole("heading", { level: 1, name: t("Welcome, Ada!") })).toBeVisible();
    await expect(p.getByRole("link", { name: t("Start GDPR Training") })).toBeVisible();
  } finally {
    await employee.context.close();
  }

  // The admin sees them active, with their last sign-in.
  const { id } = await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  await page.getByRole("link", { name: t("Refresh") }).click();
  await expectCells(rowOf(page, email), ["Not Started", longDate(await lastLoginOf(id)), "0/7 modules", "Queued, not sent", "Delete"]);
});

test("the admin imports a CSV of three rows, one invalid: the preview gives the reason and line, confirm imports two", async ({
  page,
  baseURL,
}) => {
  const { base, admin, company } = await companyWithAdmin();
  const grace = `${unique("grace")}@test.example`;
  const katherine = `${unique("katherine")}@test.example`;
  const csv = `first_name,last_name,email\r\nGrace,Hopper,${grace}\r\nAlan,Turing,not-an-email\r\n"Katherine","Johnson, Jr.",${katherine}\r\n`;

  await signInAdmin(page, admin, base);
  await page.getByRole("link", { name: t("Bulk Import") }).click();
  await expect(page).toHaveURL(atPath(`${base}/admin/dashboard/import`));
  await expect(page.getByRole("heading", { level: 2, name: t("Bulk Import") })).toBeVisible();
  await expect(page.getByText(t("Seats: 0 of 100 taken."))).toBeVisible();
  const template = await downloadFrom(page, page.getByRole("link", { name: t("Download CSV Template") }));
  expect(template.name).toBe("employee_template.csv");
  // the template in the admin's language; the import reads the headers of every language
  expect(template.bytes.toString("utf8")).toBe(templateCsv(projectLanguage()));

  await page.getByLabel(t("CSV file")).setInputFiles({ name: "staff.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: t("Preview Import") }).click();

  const preview = page.getByRole("region", { name: t("Preview") });
  await expect(preview).toBeVisible();
  await expect(preview.locator(".stat")).toHaveText([
    joined("To invite", "2"),
    joined("Already present", "0", "skipped"),
    joined("Invalid rows", "1", "skipped"),
  ]);
  await expect(preview.getByText(t("Seats: 0 of 100 taken, 100 free."))).toBeVisible();
  const rows = preview.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.getByRole("rowheader")).toHaveText(["2", "3", "4"]);
  await expectCells(rows.nth(0), ["Grace Hopper", grace, "New: will be invited"]);
  await expectCells(rows.nth(1), ["Alan Turing", "not-an-email", `${t("Invalid: skipped")} ${t("Please enter a valid email address")}.`]);
  await expectCells(rows.nth(2), ["Katherine Johnson, Jr.", katherine, "New: will be invited"]);
  // Nothing is written by the preview.
  expect(await db().selectFrom("users").select("id").where("company_id", "=", company.id).where("role", "=", "employee").execute()).toEqual(
    [],
  );

  await preview.getByRole("button", { name: t("Import 2 Employees") }).click();
  await expect(page.getByRole("heading", { level: 3, name: t("Import Complete") })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: t("2 employees were imported and invited. Skipped: 1 invalid row.") }),
  ).toHaveText(t("2 employees were imported and invited. Skipped: 1 invalid row."));
  for (const email of [grace, katherine]) {
    await expect(page.getByRole("textbox", { name: t(`Invitation link for ${email}`) })).toHaveValue(
      new RegExp(`^${baseURL}${base}/employee/login\\?token=[A-Za-z0-9_-]{20,}$`),
    );
    const mails = await db().selectFrom("email_outbox").select("text_body").where("to_address", "=", email).execute();
    expect(mails).toHaveLength(1);
  }

  // The links, shown once, can be downloaded as a CSV.
  const links = await downloadFrom(page, page.getByRole("button", { name: t("Download All 2 Invitation Links (CSV)") }));
  expect(links.name).toMatch(/^invitation-links-\d{4}-\d{2}-\d{2}\.csv$/);
  const linkRows = parse(links.bytes.toString("utf8"), { bom: true }) as string[][];
  expect(linkRows[0]).toEqual(["first_name", "last_name", "email", "invitation_link"]);
  expect(linkRows.slice(1)).toEqual([
    ["Grace", "Hopper", grace, await page.getByRole("textbox", { name: t(`Invitation link for ${grace}`) }).inputValue()],
    ["Katherine", "Johnson, Jr.", katherine, await page.getByRole("textbox", { name: t(`Invitation link for ${katherine}`) }).inputValue()],
  ]);

  await page.getByRole("link", { name: t("Go to Employees"), exact: true }).click();
  await expect(page).toHaveURL(atPath(`${base}/admin/dashboard`));
  const list = page.getByRole("table").locator("tbody tr");
  await expect(list).toHaveCount(2);
  await expect(list.getByRole("rowheader")).toHaveText([`Grace Hopper${grace}`, `Katherine Johnson, Jr.${katherine}`]);
  await expectCells(rowOf(page, grace), [
    "Pending Invitation",
    "Never",
    "0/7 modules",
    "Queued, not sent",
    joined("Resend Invite to Grace Hopper", "Delete"),
  ]);
  await expectCells(rowOf(page, katherine), [
    "Pending Invitation",
    "Never",
    "0/7 modules",
    "Queued, not sent",
    joined("Resend Invite to Katherine Johnson, Jr.", "Delete"),
  ]);
  await expect(page.getByText(t("2 employees · 0 completed the training"))).toBeVisible();

  // The server-side search finds one of them.
  await page.getByRole("searchbox", { name: t("Search by name or email") }).fill("HOPPER");
  await page.getByRole("button", { name: t("Apply") }).click();
  await expect(page).toHaveURL(/[?&]q=HOPPER/);
  await expect(list).toHaveCount(1);
  await expect(list.getByRole("rowheader")).toHaveText(t(`Grace Hopper${grace}`));
});

test("the completions report downloads as a CSV with the spec's columns and each employee's record", async ({ page }) => {
  const { base, admin, company } = await companyWithAdmin();
  const done = await createUser({ company: company.slug, firstName: "Marie", lastName: "Curie" });
  await completeTraining(done, base);
  const waiting = await inviteUser({ company: company.slug });
  const certificate = await certificateOf(done.id);
  const enrollment = await db().selectFrom("enrollments").select("completed_at").where("user_id", "=", done.id).executeTakeFirstOrThrow();

  await signInAdmin(page, admin, base);
  await page.getByRole("link", { name: t("Completions") }).click();
  await expect(page).toHaveURL(atPath(`${base}/admin/dashboard/completions`));
  await expect(page.locator(".stat")).toHaveText([
    joined("Total employees", "2"),
    joined("Completed", "1"),
    joined("In progress", "0"),
    joined("Completion rate", "50%"),
  ]);
  await expectCells(rowOf(page, done.email), [
    "Training Complete",
    // the page's long form; the CSV below keeps ISO 8601
    longDate(enrollment.completed_at!),
    "7/7 modules",
    "Never",
    certificate.number,
    "100%",
  ]);

  const records = await downloadReport(page, base);
  expect(records).toHaveLength(2);
  expect(records).toContainEqual([
    "Marie Curie",
    done.email,
    t("Training Complete"),
    enrollment.completed_at!.slice(0, 10),
    t("7/7 modules"),
    t("Never"),
    certificate.number,
    "100",
  ]);
  expect(records).toContainEqual([
    "Test Person",
    waiting.email,
    t("Pending Invitation"),
    t("Not completed"),
    t("0/7 modules"),
    t("Never"),
    t("Not issued"),
    "",
  ]);
});

test("settings changed by the admin show on the learner's pages and on the certificate", async ({ page, browser }) => {
  const { base, admin, company, name } = await companyWithAdmin();
  const learner = await createUser({ company: company.slug, firstName: "Rosalind", lastName: "Franklin" });
  await completeTraining(learner, base);
  const welcome = `Welcome to our GDPR programme, ${unique("team")}! Questions go to the privacy office.`;
  const signer = `Dr. ${unique("Signer")}`;

  await signInAdmin(page, admin, base);
  await page.getByRole("link", { name: t("Settings") }).click();
  await expect(page).toHaveURL(atPath(`${base}/admin/dashboard/settings`));
  await expect(page.getByLabel(t("Primary colour"))).toHaveValue("#003d8f");
  await page.getByLabel(t("Primary colour")).fill("#1a7f5a");
  await page.getByLabel(t("Welcome message")).fill(welcome);
  await page.getByLabel(t("Signer name")).fill(signer);
  await page.getByRole("button", { name: t("Save Settings") }).click();

  await expect(page.getByRole("status")).toHaveText(t("Settings saved successfully!"));
  await expect(page).toHaveURL(atPath(`${base}/admin/dashboard/settings`));
  await expect(page.getByLabel(t("Primary colour"))).toHaveValue("#1a7f5a");
  await expect(page.getByLabel(t("Welcome message"))).toHaveValue(welcome);
  await expect(page.getByLabel(t("Signer name"))).toHaveValue(signer);
  // the company colours are rules of a nonce'd style element (the CSP allows no style attributes)
  const primaryOf = (pg: typeof page) => () =>
    pg.locator("body").evaluate((el) => getComputedStyle(el).getPropertyValue("--primary").trim());
  await expect.poll(primaryOf(page)).toMatch(/^#1A7F5A$/i);

  const other = await otherBrowser(browser);
  try {
    const p = other.page;
    await signInEmployee(p, learner, base);
    await expect(p.getByRole("region", { name: t(`A message from ${name}`) })).toHaveText(t(`A message from ${name}${welcome}`));
    await expect.poll(primaryOf(p)).toMatch(/^#1A7F5A$/i);
    await expect(p.getByRole("link", { name: t("Start GDPR Training") })).toHaveCSS("background-color", "rgb(26, 127, 90)");

    await p.goto(`${base}/profile`);
    const section = p.getByRole("region", { name: t("Completion Certificate") });
    const learnerPdf = await downloadFrom(p, section.getByRole("link", { name: t("Download Certificate") }));
    const text = await pdfText(learnerPdf.bytes);
    expect(text).toContain(signer);
    expect(text).toContain("Rosalind Franklin");
    expect(text).not.toContain("Dr. Test Signer");
  } finally {
    await other.context.close();
  }

  // The admin's copy of the certificate is the same document.
  await page.goto(`${base}/admin/dashboard`);
  const adminPdf = await downloadFrom(
    page,
    rowOf(page, learner.email).getByRole("link", { name: t("Download Certificate of Rosalind Franklin") }),
  );
  const { number } = await certificateOf(learner.id);
  expect(adminPdf.name).toBe(`GDPR-Certificate-${number}.pdf`);
  expect(await pdfText(adminPdf.bytes)).toContain(signer);
});

test("a deleted employee leaves the list but keeps their certificate, with its status, in the completions report", async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const { base, admin, company } = await companyWithAdmin();
  const learner = await createUser({ company: company.slug, firstName: "Dorothy", lastName: "Hodgkin" });
  const other = await createUser({ company: company.slug, firstName: "Lise", lastName: "Meitner" });

  // The learner is signed in (their session must end) and completes and signs the training
  // through the services (training.spec.ts walks those pages in the browser).
  const employee = await otherBrowser(browser);
  const p = employee.page;
  try {
    await signInEmployee(p, learner, base);
    await completeTraining(learner, base);
    const certificate = await certificateOf(learner.id);
    expect(certificate.revoked_at).toBeNull();

    await signInAdmin(page, admin, base);
    await expect(page.getByText(t("2 employees · 1 completed the training"))).toBeVisible();
    const row = rowOf(page, learner.email);
    await expectCells(row, [
      t("Training Complete"),
      longDate(await lastLoginOf(learner.id)),
      t("7/7 modules"),
      t("Queued, not sent"),
      joined("Download Certificate of Dorothy Hodgkin", "Delete"),
    ]);

    // the row's last action, Delete (its name says the person's name in every language)
    await row.getByRole("link", { name: "Dorothy Hodgkin" }).last().click();
    await expect(page).toHaveURL(new RegExp(`${base}/admin/dashboard\\?confirm=delete-${learner.id}$`));
    const dialog = page.getByRole("alertdialog", { name: t("Delete Employee") });
    await expect(dialog).toContainText(
      t(
        "Dorothy Hodgkin will no longer be able to sign in and leaves the employee list and counts. Their training history stays on record for compliance, and a certificate they hold keeps its status (valid until it expires): their training was valid.",
      ),
    );
    await dialog.getByRole("button", { name: t("Delete Employee") }).click();

    await expect(page.getByRole("status")).toHaveText(t("{name} has been deleted successfully.", { name: "Dorothy Hodgkin" }));
    await expect(page).toHaveURL(atPath(`${base}/admin/dashboard`));
    await expect(rowOf(page, learner.email)).toHaveCount(0);
    await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(1);
    await expect(rowOf(page, other.email)).toBeVisible();
    await expect(page.getByText(t("1 employee · 0 completed the training"))).toBeVisible();
    // a leaver's certificate keeps its status (issue 24)
    expect((await certificateOf(learner.id)).revoked_at).toBeNull();

    // The report keeps them, with their certificate.
    const records = await downloadReport(page, base);
    expect(records).toHaveLength(2);
    const record = records.find((r) => r[1] === learner.email);
    expect(record).toEqual([
      "Dorothy Hodgkin",
      learner.email,
      t("Training Complete (employee deleted)"),
      certificate.issued_at.slice(0, 10),
      t("7/7 modules"),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      certificate.number,
      "100",
    ]);
    await expect(page.getByText(t("Deleted employees (1) stay in the records and the report as evidence."))).toContainText(t("2 records."));
    await expect(rowOf(page, learner.email).getByRole("cell").nth(-2)).toHaveText(certificate.number);

    // Their session ended and they can no longer sign in.
    await p.goto(`${base}/profile`);
    await expect(p).toHaveURL(atPath(`${base}/employee/login`));
    await fillLogin(p, learner.email, learner.password);
    await expect(p.getByText(t("Invalid email or password"))).toBeVisible();
  } finally {
    await employee.context.close();
  }
});
