/**
 * The product in its reader's language (issue 27), without JavaScript:
 * - a German employee (a German browser, then their saved choice) signs in, completes and signs
 *   the last module, downloads a German certificate and has German mail;
 * - a French administrator (the company's default language) runs the dashboard's tabs and
 *   downloads the completions report with French headers;
 * - a Polish visitor picks Polish with the language switch and verifies a certificate in Polish;
 * - German and Polish, the longest words and the most plural forms, keep the pages accessible
 *   (axe) and clip no button or tab.
 * The texts looked for are the catalogues' (the languages' own words, not English).
 */
import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { getModule } from "../../app/content";
import { REPORT_COLUMNS } from "../../app/domain/employees";
import { STATE_LABEL } from "../../app/domain/certificate";
import { db } from "../../app/server/platform/db.server";
import { languageKit } from "../../app/server/platform/i18n.server";
import { pdfText } from "../support/pdf";
import {
  atPath,
  completeModuleFromBriefing,
  completeTraining,
  createCompany,
  createUser,
  expectAccessible,
  fillLogin,
  hydrated,
  signCompletion,
  unique,
  fetchesSettled,
  watchFetches,
} from "./fixtures";

/** The journeys run once, without JavaScript (the JavaScript run has its own test, at the end). */
const withoutJavaScript = (javaScriptEnabled: boolean) => test.skip(javaScriptEnabled, "the language journeys run without JavaScript");

async function browse(browser: Browser, baseURL: string | undefined, locale: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale });
  return { context, page: await context.newPage() };
}

const pageLanguage = (page: Page) => page.locator("html").getAttribute("lang");

test("a German employee trains, signs, downloads a German certificate and gets German mail", async ({
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  withoutJavaScript(javaScriptEnabled);
  test.setTimeout(240_000);
  const { t } = await languageKit("de");
  const co = await createCompany(unique("sprache"));
  const base = `/company/${co.slug}`;
  const user = await createUser({ company: co.slug, firstName: "Jürgen", lastName: "Groß" });
  await completeTraining(user, base, { modules: 6 });
  const { context, page } = await browse(browser, baseURL, "de-DE");
  try {
    // before sign-in the browser's language, then the person's own choice (saved on the profile)
    await page.goto(`${base}/employee/login`);
    expect(await pageLanguage(page)).toBe("de");
    await fillLogin(page, user.email, user.password, t);
    await expect(page).toHaveURL(atPath(`${base}/training-intro`));
    await page.goto(`${base}/profile`);
    await page.getByLabel(t("Language")).selectOption("de");
    await page.getByRole("button", { name: t("Save language") }).click();
    const saved = await db().selectFrom("users").select("locale").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(saved.locale).toBe("de");

    // the course itself in German (issue 28): the briefing, then the questions, marked lang="de"
    await page.goto(`${base}/quest/7/7`);
    await expect(page.locator('.rich[lang="de"]')).toContainText(getModule(7, "de")!.briefing.split("**")[0].trim());
    await completeModuleFromBriefing(page, t);
    const attempt = await db()
      .selectFrom("attempts")
      .select(["language", "content_version"])
      .where("user_id", "=", user.id)
      .where("module_id", "=", 7)
      .executeTakeFirstOrThrow();
    expect(attempt.language).toBe("de");
    await page.getByRole("link", { name: t("Next: Sign and Receive Your Certificate") }).click();
    await signCompletion(page, user.password, t);

    await page.goto(`${base}/profile`);
    const section = page.getByRole("region", { name: t("Completion Certificate") });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("link", { name: t("Download Certificate") }).click(),
    ]);
    const text = (await pdfText(await readFile(await download.path()))).replace(/\s+/g, " ");
    expect(text).toContain(t("Certificate of Completion"));
    expect(text).toContain(t("This certifies that"));
    expect(text).toContain("Jürgen Groß");

    const mail = await db()
      .selectFrom("email_outbox")
      .select(["subject", "text_body", "html_body", "certificate_number"])
      .where("user_id", "=", user.id)
      .where("kind", "=", "completion")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(t("You completed the GDPR training of {company}", { company: `Company ${co.slug}` }));
    expect(mail.text_body).toContain(t("well done: you have completed all seven modules of the GDPR compliance training."));
    expect(mail.html_body).toContain('lang="de"');
  } finally {
    await context.close();
  }
});

test("a French administrator runs the dashboard and downloads a French report", async ({ browser, baseURL, javaScriptEnabled }) => {
  withoutJavaScript(javaScriptEnabled);
  const { t } = await languageKit("fr");
  const co = await createCompany(unique("langue"));
  const base = `/company/${co.slug}`;
  await db().updateTable("company_settings").set({ default_locale: "fr" }).where("company_id", "=", co.id).execute();
  const admin = await createUser({ company: co.slug, role: "admin", firstName: "Émilie", lastName: "Du Châtelet" });
  const learner = await createUser({ company: co.slug, firstName: "Marie", lastName: "Curie" });
  await completeTraining(learner, base);
  // an English browser: the company's default decides
  const { context, page } = await browse(browser, baseURL, "en-US");
  try {
    await page.goto(`${base}/admin/login`);
    expect(await pageLanguage(page)).toBe("fr");
    await fillLogin(page, admin.email, admin.password, t);
    await expect(page).toHaveURL(atPath(`${base}/admin/dashboard`));
    const tabs = {
      "": "Employees",
      import: "Bulk Import",
      completions: "Completions",
      audit: "Audit Trail",
      evidence: "Evidence Pack",
      settings: "Settings",
    };
    for (const [path, heading] of Object.entries(tabs)) {
      await page.goto(`${base}/admin/dashboard${path ? `/${path}` : ""}`);
      expect(await pageLanguage(page)).toBe("fr");
      await expect(page.getByRole("heading", { level: 2, name: t(heading), exact: true })).toBeVisible();
    }
    await page.goto(`${base}/admin/dashboard/completions`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: t("Download Report") }).click()]);
    const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(REPORT_COLUMNS.map((h) => `"${t(h)}"`).join(","));
    expect(row).toContain("Marie Curie");
    expect(row).toContain(`"${t("Training Complete")}"`);
  } finally {
    await context.close();
  }
});

test("a Polish visitor picks Polish on the page and verifies a certificate in Polish", async ({ browser, baseURL, javaScriptEnabled }) => {
  withoutJavaScript(javaScriptEnabled);
  const { t } = await languageKit("pl");
  const co = await createCompany(unique("jezyk"));
  const holder = await createUser({ company: co.slug, firstName: "Maria", lastName: "Skłodowska" });
  const number = (await completeTraining(holder, `/company/${co.slug}`))!;
  const { context, page } = await browse(browser, baseURL, "en-US");
  try {
    await page.goto(`/verify/${number}`);
    expect(await pageLanguage(page)).toBe("en");
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Polski" }).click();
    await expect(page).toHaveURL(atPath(`/verify/${number}`));
    expect(await pageLanguage(page)).toBe("pl");
    await expect(page.getByRole("heading", { level: 1, name: t("Certificate Verification") })).toBeVisible();
    await expect(page.locator("main")).toContainText(t(STATE_LABEL.valid));
    await expect(page.locator("dl.facts")).toContainText("Maria Skłodowska");
    // the choice stays for the next page
    await page.goto("/login-selection");
    expect(await pageLanguage(page)).toBe("pl");
  } finally {
    await context.close();
  }
});

/** Buttons, tabs and button-like links whose text does not fit (the longest languages' words). */
function clipped(page: Page): Promise<string[]> {
  return page.$$eval(".btn, button, nav a, .tabs a", (els) =>
    els
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight * 3)
      .map((el) => el.textContent?.trim() ?? ""),
  );
}

for (const locale of ["de", "pl"] as const) {
  test(`the learner's and the administrator's pages in ${locale}: accessible, nothing clipped`, async ({
    browser,
    baseURL,
    javaScriptEnabled,
  }) => {
    withoutJavaScript(javaScriptEnabled);
    test.setTimeout(240_000);
    const { t } = await languageKit(locale);
    const co = await createCompany(unique(`layout-${locale}`));
    const base = `/company/${co.slug}`;
    await db().updateTable("company_settings").set({ default_locale: locale }).where("company_id", "=", co.id).execute();
    const admin = await createUser({ company: co.slug, role: "admin" });
    const learner = await createUser({ company: co.slug });
    await completeTraining(learner, base, { modules: 2 });
    for (const [who, login, pages] of [
      // the pages with the most words and plurals of each; the French journey above walks the other tabs
      [learner, "employee", ["/world", "/quest/3/3"]],
      [admin, "admin", ["/admin/dashboard", "/admin/dashboard/settings"]],
    ] as const) {
      const { context, page } = await browse(browser, baseURL, "en-US");
      try {
        await page.goto(`${base}/${login}/login`);
        await fillLogin(page, who.email, who.password, t);
        await expect(page).not.toHaveURL(/\/login/);
        for (const path of pages) {
          await page.goto(`${base}${path}`);
          expect(await pageLanguage(page), path).toBe(locale);
          expect(await clipped(page), `${path}: clipped`).toEqual([]);
          await expectAccessible(page, `${path} in ${locale}`);
        }
      } finally {
        await context.close();
      }
    }
  });
}

/** React Router's route discovery: the browser asks which routes match the page's links. */
const DISCOVERY = "/__manifest";

/**
 * Waits until the page's route discovery has ended (`networkidle` cannot: after a client-side
 * navigation the document reached it long before). React Router fetches the routes of new links
 * 100 ms after they appear (debounced), once the page has hydrated: on a busy machine that can be
 * later than the URL's arrival, so hydration first; a timer set then fires after the fetch started.
 */
async function routesDiscovered(page: Page) {
  await hydrated(page);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 150)));
  await fetchesSettled(page, DISCOVERY);
}

test("with JavaScript, a German page hydrates with its catalogue, and a new language comes without a reload", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the browser's catalogue loading needs JavaScript");
  await watchFetches(page, DISCOVERY);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const de = (await languageKit("de")).t;
  const pl = (await languageKit("pl")).t;
  const user = await createUser();
  await db().updateTable("users").set({ locale: "de" }).where("id", "=", user.id).execute();
  await page.goto("/employee/login");
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL(atPath("/training-intro"));
  // the page's route discovery (manifest patches) done first: a document load during it aborts
  // the fetch, which React Router logs as an error
  await routesDiscovered(page);
  await page.goto("/profile");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("button", { name: de("Save language") })).toBeVisible();
  // hydrated: the form is React's now (a client-side post and revalidation, no document load)
  await hydrated(page);
  await page.getByLabel(de("Language")).selectOption("pl");
  await page.getByRole("button", { name: de("Save language") }).click();
  await expect(page.getByRole("button", { name: pl("Save language") })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  expect(errors).toEqual([]);
});
