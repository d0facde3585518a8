/**
 * An ended trial (issue 24, item 1.4), with and without JavaScript: the company's admin and
 * employee sign in and see the trial-ended page (when, nothing lost, whom to contact, Logout);
 * the super administrator sees Trial Expired and extends the trial with one click; the admin is
 * back on the dashboard.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  atPath,
  completeTraining,
  createCompany,
  createUser,
  fillLogin,
  signInSuperAdmin,
  unique,
  t,
  longDate,
  inEnglish,
  otherBrowser,
} from "./fixtures";
import { db } from "../../app/server/platform/db.server";

const HOME = "/super-admin/dashboard";

async function expectTrialEnded(page: Page, name: string, endedAt: string) {
  await expect(page.getByRole("heading", { level: 1, name: t("Trial Ended") })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(t(`The trial of ${name} ended on ${longDate(endedAt)}.`));
  await expect(
    page.getByText(
      t(
        "Training and the administration are paused until the trial is extended or the account is activated. Nothing has been deleted: every account, training record and certificate is kept, and certificates can still be verified.",
      ),
    ),
  ).toBeVisible();
  await expect(page.getByText(t("To continue, contact the operator of this training platform."))).toBeVisible();
}

test("an ended trial shows its people the trial-ended page until the super administrator extends it", async ({ page, browser }) => {
  const slug = unique("trial-end");
  const name = `Ended Trial ${slug}`;
  const { id } = await createCompany(slug, { status: "trial", name });
  const base = `/company/${slug}`;
  const admin = await createUser({ company: slug, role: "admin" });
  const learner = await createUser({ company: slug, firstName: "Tess", lastName: "Trial" });
  const number = (await completeTraining(learner, base))!;
  const endedAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
  await db().updateTable("companies").set({ trial_ends_at: endedAt }).where("id", "=", id).execute();

  // The admin signs in and is told, instead of the dashboard; Logout works.
  const other = await otherBrowser(browser);
  try {
    const a = other.page;
    await a.goto(`${base}/admin/login`);
    await fillLogin(a, admin.email, admin.password);
    await expect(a).toHaveURL(atPath(`${base}/admin/dashboard`));
    await expectTrialEnded(a, name, endedAt);
    await a.getByRole("button", { name: t("Logout") }).click();
    await expect(a).toHaveURL(atPath(`${base}/admin/login`));

    // The employee too, instead of training; the certificate still verifies.
    await a.goto(`${base}/employee/login`);
    await fillLogin(a, learner.email, learner.password);
    await expect(a).toHaveURL(atPath(`${base}/training-intro`));
    await expectTrialEnded(a, name, endedAt);
    const verified = await a.goto(`/verify/${number}`);
    expect(verified?.status()).toBe(200);
    await expect(a.getByRole("status")).toHaveText(t("This certificate is valid."));

    // The super administrator sees it and extends it with one click.
    await signInSuperAdmin(page);
    await page.getByRole("searchbox", { name: t("Search by name, subdomain or contact email") }).fill(slug);
    await page.getByRole("button", { name: t("Search"), exact: true }).click();
    const row = page.getByRole("row").filter({ hasText: t(`${slug}.training.local`) });
    await expect(row.getByRole("cell").nth(1)).toHaveText(
      `${t("Trial Expired")} ${t("Expired {date}: training paused", { date: longDate(endedAt) })}`,
      {
        useInnerText: true,
      },
    );
    await row.getByRole("button", { name: t(`Extend 30 days of the trial of ${name}`) }).click();
    await expect(page).toHaveURL(atPath(HOME));
    // (with JavaScript the page is already at HOME while the post runs: the banner says it is done)
    await inEnglish(() => expect(page.getByRole("status")).toContainText(`The trial of ${name} now ends on`));
    const after = await db().selectFrom("companies").select("trial_ends_at").where("id", "=", id).executeTakeFirstOrThrow();
    await expect(page.getByRole("status")).toHaveText(t(`The trial of ${name} now ends on ${longDate(after.trial_ends_at!)}.`));

    // The employee, still signed in, is back in training.
    await a.goto(`${base}/training-intro`);
    await expect(a.getByRole("heading", { level: 1, name: t("Welcome, Tess!") })).toBeVisible();
  } finally {
    await other.context.close();
  }
});
