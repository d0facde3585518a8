/**
 * The Audit tab (issue 13, part 3), with and without JavaScript: an administrator filters the
 * company's audit trail by person, action and days, verifies the chain and downloads the CSV
 * with the same filters. Every test works in a company of its own.
 */
import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { atPath, completeTraining, createCompany, createUser, inEnglish, signInAdmin, unique, t } from "./fixtures";
import { audit } from "../../app/server/evidence/audit.server";
import { db } from "../../app/server/platform/db.server";

async function downloadFrom(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

test("an admin filters the Audit tab by person, action and days, verifies the chain and downloads the CSV", async ({ page }) => {
  const company = await createCompany(unique("audit-e2e"));
  const base = `/company/${company.slug}`;
  const admin = await createUser({ company: company.slug, role: "admin", firstName: "Alex", lastName: "Admin" });
  const grace = await createUser({ company: company.slug, firstName: "Grace", lastName: "Hopper" });
  await completeTraining(grace, base);
  // another company's person with events of their own: never on this page
  const elsewhere = await createCompany(unique("audit-other"));
  const zed = await createUser({ company: elsewhere.slug, firstName: "Zed", lastName: "Elsewhere" });
  await audit(db(), {
    companyId: zed.companyId,
    actor: zed,
    subject: zed,
    action: "login.succeeded",
    details: { role: "employee" },
    meta: null,
  });

  await signInAdmin(page, admin, base);
  const tabs = page.getByRole("navigation", { name: t("Dashboard sections") });
  await tabs.getByRole("link", { name: t("Audit") }).click();
  await expect(page).toHaveURL(atPath(`${base}/admin/dashboard/audit`));
  await expect(tabs.getByRole("link", { name: t("Audit") })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 2, name: t("Audit Trail") })).toBeVisible();
  const body = page.locator("tbody");
  // the newest first: the admin's sign-in
  await expect(body.getByRole("row").first()).toContainText(t("Signed in"));
  await expect(body.getByRole("row").first()).toContainText(t(`Alex Admin <${admin.email}>`));
  await expect(page.getByText(zed.email)).toHaveCount(0);

  // by person and action
  await page.getByLabel(t("Person (name or email)")).fill("hopper");
  await page.getByLabel(t("Action"), { exact: true }).selectOption({ label: t("Training module completed") });
  await page.getByRole("button", { name: t("Apply") }).click();
  await expect(page).toHaveURL(/[?&]person=hopper\b/);
  await expect(page).toHaveURL(/[?&]action=training\.module_completed\b/);
  const rows = body.getByRole("row");
  await expect(rows).toHaveCount(7);
  await expect(rows.first().getByRole("cell")).toHaveText([
    `Grace Hopper <${grace.email}>`,
    t("Training module completed"),
    `Grace Hopper <${grace.email}>`,
    t("Module 7, score 100%"),
  ]);
  await expect(rows.last().getByRole("cell").last()).toHaveText(t("Module 1, score 100%"));
  await expect(page.getByText(t("7 events, newest first."))).toBeVisible();

  // the chain, verified on request, the filters kept
  await page.getByRole("link", { name: t("Verify chain") }).click();
  await expect(page).toHaveURL(/[?&]verify=1\b/);
  const state = page.getByRole("status").filter({ hasText: t("Chain intact") });
  await expect(state).toBeVisible();
  const events = await db().selectFrom("audit_events").select("hash").where("company_id", "=", company.id).orderBy("seq", "desc").execute();
  await inEnglish(() => expect(state).toContainText(`All ${events.length} events re-computed`));
  await expect(state).toContainText(events[0].hash);
  await expect(rows).toHaveCount(7);

  // the CSV with the same filters
  const csv = await downloadFrom(page, page.getByRole("link", { name: t("Download CSV") }));
  expect(csv.name).toBe(`audit-trail-${today()}.csv`);
  const records: Record<string, string>[] = parse(csv.bytes, { bom: true, columns: true });
  expect(records).toHaveLength(7);
  await inEnglish(async () => expect(records.map((r) => r.Summary)).toEqual([1, 2, 3, 4, 5, 6, 7].map((m) => `Module ${m}, score 100%`)));
  await inEnglish(async () => {
    for (const r of records)
      expect(r).toMatchObject({ "Action Code": "training.module_completed", "Subject Email": grace.email, Subject: "Grace Hopper" });
  });

  // by days: today has them, from tomorrow on nothing
  await page.getByLabel(t("From"), { exact: true }).fill(today());
  await page.getByLabel(t("To"), { exact: true }).fill(today());
  await page.getByRole("button", { name: t("Apply") }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]start=${today()}\\b`));
  await expect(rows).toHaveCount(7);
  await page.getByLabel(t("From"), { exact: true }).fill(tomorrow());
  await page.getByLabel(t("To"), { exact: true }).fill("");
  await page.getByRole("button", { name: t("Apply") }).click();
  await expect(page.getByRole("heading", { name: t("No Events Found") })).toBeVisible();
  await expect(page.getByText(t("No event matches these filters."))).toBeVisible();

  // Clear: every event again
  await page.getByRole("link", { name: t("Clear") }).click();
  await expect(page).toHaveURL(atPath(`${base}/admin/dashboard/audit`));
  await expect(page.getByLabel(t("Person (name or email)"))).toHaveValue("");
  await expect(page.getByText(t(`${events.length} events, newest first.`))).toBeVisible();
});
