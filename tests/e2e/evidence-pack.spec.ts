/**
 * The evidence pack (issue 13, part 4), with and without JavaScript: an administrator opens the
 * Evidence Pack tab, is told beside the field what is wrong with an email of nobody in the
 * company, then downloads the pack of the range and of one person: ZIP files named with the
 * company and the range, whose manifest.json lists every other file with the SHA-256 it has.
 * Every test works in a company of its own.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { atPath, completeTraining, createCompany, createUser, signInAdmin, unique, t } from "./fixtures";

async function downloadFrom(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

const today = () => new Date().toISOString().slice(0, 10);

/** The ZIP's files; every manifest entry matches its file, and every file but the manifest has one. */
function checkedPack(bytes: Buffer) {
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  const files = unzipSync(new Uint8Array(bytes));
  const manifest = JSON.parse(Buffer.from(files["manifest.json"]).toString("utf8")) as {
    files: { path: string; sha256: string; bytes: number }[];
    person: { email: string } | null;
    figures: { people: number; certificates: { total: number } };
  };
  expect(manifest.files.map((f) => f.path)).toEqual(Object.keys(files).filter((n) => n !== "manifest.json"));
  for (const f of manifest.files) expect(createHash("sha256").update(files[f.path]).digest("hex"), f.path).toBe(f.sha256);
  return { files, manifest };
}

test("an admin downloads an evidence pack of the company and of one person", async ({ page }) => {
  const company = await createCompany(unique("pack-e2e"));
  const base = `/company/${company.slug}`;
  const admin = await createUser({ company: company.slug, role: "admin" });
  const anna = await createUser({ company: company.slug, firstName: "Анна", lastName: "Иванова" });
  const number = await completeTraining(anna, base);
  await createUser({ company: company.slug, firstName: "Ida", lastName: "Idle" });

  await signInAdmin(page, admin, base);
  const tabs = page.getByRole("navigation", { name: t("Dashboard sections") });
  await tabs.getByRole("link", { name: t("Evidence Pack") }).click();
  await expect(page).toHaveURL(atPath(`${base}/admin/dashboard/evidence`));
  await expect(tabs.getByRole("link", { name: t("Evidence Pack") })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel(t("From"), { exact: true })).toHaveValue(today());
  await expect(page.getByLabel(t("To"), { exact: true })).toHaveValue(today());

  // an email of nobody in the company: the message beside the field, no download
  await page.getByLabel(t("One employee only (email, optional)")).fill("nobody@elsewhere.example");
  await page.getByRole("button", { name: t("Download Evidence Pack (ZIP)") }).click();
  await expect(page.getByText(t("No employee of your company has this email address."))).toBeVisible();
  await expect(page.getByLabel(t("One employee only (email, optional)"))).toHaveAttribute("aria-invalid", "true");

  // the whole company
  await page.getByLabel(t("One employee only (email, optional)")).fill("");
  const all = await downloadFrom(page, page.getByRole("button", { name: t("Download Evidence Pack (ZIP)") }));
  expect(all.name).toBe(`evidence-pack-${company.slug}-${today()}-to-${today()}.zip`);
  const pack = checkedPack(all.bytes);
  expect(Object.keys(pack.files)).toEqual([
    "summary.pdf",
    "completions.csv",
    "attempts.csv",
    "audit-events.csv",
    `certificates/${number}.pdf`,
    "manifest.json",
  ]);
  expect(pack.manifest.figures.people).toBe(2);

  // one person
  await page.getByLabel(t("One employee only (email, optional)")).fill(anna.email);
  const one = await downloadFrom(page, page.getByRole("button", { name: t("Download Evidence Pack (ZIP)") }));
  expect(one.name).toBe(`evidence-pack-${company.slug}-${today()}-to-${today()}-person-${anna.id}.zip`);
  const own = checkedPack(one.bytes);
  expect(own.manifest.person?.email).toBe(anna.email);
  expect(own.manifest.figures.people).toBe(1);

  // both downloads are on record in the Audit tab
  await tabs.getByRole("link", { name: t("Audit") }).click();
  await expect(
    page
      .locator("tbody")
      .getByRole("row")
      .filter({ hasText: t("Evidence pack exported") }),
  ).toHaveCount(2);
});
