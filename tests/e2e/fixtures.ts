/**
 * Shared e2e helpers: the test-data factory (on the e2e database), sign-in and training steps.
 * `./db-env` is imported first so DATABASE_PATH is set before the app's server modules load.
 */
import "./db-env";
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import { courseLanguage, getModule, modules, questionOf as courseQuestion } from "../../app/content";
import { isLocale, type Locale } from "../../app/domain/locale";
import { SIGNATURE_STATEMENT } from "../../app/domain/certificate";
import { formatLongDate } from "../../app/domain/dates";
import type { Translate } from "../../app/i18n/i18n";
import { addCatalogue, formats, hasCatalogue, translator } from "../../app/i18n/i18n";
import type { TestUser } from "../support/factory";
import { escapeRe, pageText } from "../support/page-text";

export { completeTraining, createCompany, createUser, inviteUser, TEST_PASSWORD, type TestUser, unique } from "../support/factory";

export const DEMO_PASSWORD = "Demo-Training-2026!";
export const SUPER_ADMIN = { email: "root@e2e.example", password: "Super-Admin-E2E-2026" };

/** A question in a course language (English unless named). */
export function questionOf(id: number, language: Locale = "en") {
  const q = courseQuestion(id, language);
  if (!q) throw new Error(`unknown question ${id}`);
  return q;
}

/**
 * The language a test's pages speak: its project's browser locale (the journeys run once in
 * English, and without JavaScript once in German and once in Polish), English without one.
 */
export function projectLanguage(): Locale {
  const tag = test.info().project.use.locale?.slice(0, 2);
  return isLocale(tag) ? tag : "en";
}

/** A language's catalogue, read here as the server reads it (English needs none: its keys are its texts). */
function kit(locale: Locale) {
  if (locale !== "en" && !hasCatalogue(locale)) {
    addCatalogue(locale, JSON.parse(readFileSync(new URL(`../../app/i18n/catalogues/${locale}.json`, import.meta.url), "utf8")));
  }
  return { t: translator(locale), format: formats(locale) };
}

/**
 * A text as the pages of the test's language show it: a catalogue key with its values, or an
 * English text as a page shows it (tests/support/page-text.ts finds its entry).
 */
export const t: Translate = (text, values) => {
  const locale = projectLanguage();
  const { t: translate, format } = kit(locale);
  return values
    ? translate(text, values)
    : pageText(text, locale, translate, { date: (d) => format.date(d), course: (s) => courseWords(locale).get(s) });
};

const COURSE_FIELDS = ["title", "department", "description", "badge"] as const;

const courseWordsOf = new Map<Locale, Map<string, string>>();

/** The course's own names (module titles, departments, badges) in a language, by their English: made once per language. */
function courseWords(locale: Locale): Map<string, string> {
  let words = courseWordsOf.get(locale);
  if (!words) {
    words = new Map(modules.flatMap((m) => COURSE_FIELDS.map((f) => [m[f], getModule(m.id, locale)![f]] as const)));
    courseWordsOf.set(locale, words);
  }
  return words;
}

/**
 * A check of an English text's shape (a pattern over counts and dates, a prefix): the runs in
 * other languages go on without it; their texts are checked where a journey names them whole.
 */
export async function inEnglish(check: () => Promise<void>) {
  if (projectLanguage() === "en") await check();
}

/** A date as the pages of the test's language write it ("5 March 2027", "5. März 2027"). */
export const longDate = (d: Date | string) => formatLongDate(d, projectLanguage());

/**
 * The whole text of an element made of several texts (a label and its value, a name and a
 * button), each as the test's language shows it, with or without space between them.
 */
export const joined = (...parts: string[]) =>
  new RegExp(`^${parts.map((p) => escapeRe(t(p)).replace(/\s+/g, "\\s*").replace(/%/g, "\\s?%")).join("\\s*")}$`);

/** The browser options of a context a test opens itself: the project's language and address with it. */
export const contextOptions = () => {
  const { locale, extraHTTPHeaders } = test.info().project.use;
  return { locale, extraHTTPHeaders };
};

/**
 * A second browser (another person, a signed-out visitor) with the project's JavaScript setting,
 * language and address, unless `options` says otherwise.
 */
export async function otherBrowser(browser: Browser, options: BrowserContextOptions = {}) {
  const { javaScriptEnabled, baseURL } = test.info().project.use;
  const context = await browser.newContext({ ...contextOptions(), javaScriptEnabled, baseURL, ...options });
  return { context, page: await context.newPage() };
}

/** A URL path matcher: the exact path, with or without a query string. */
export const atPath = (path: string) => new RegExp(`^[^/]*//[^/]+${escapeRe(path)}(\\?.*)?$`);

/** Fills and posts a sign-in form (employee/admin/super admin pages share the LoginForm). */
export async function fillLogin(page: Page, email: string, password: string, say: Translate = t) {
  await page.getByLabel(say("Email"), { exact: true }).fill(email);
  await page.getByLabel(say("Password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: say("Sign In") }).click();
}

/** Signs a learner in at `{base}/employee/login` and waits for the training intro. */
export async function signInEmployee(page: Page, user: Pick<TestUser, "email" | "password">, base = "") {
  await page.goto(`${base}/employee/login`);
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL(atPath(`${base}/training-intro`));
  await settled(page);
}

export async function signInAdmin(page: Page, user: Pick<TestUser, "email" | "password">, base = "") {
  await page.goto(`${base}/admin/login`);
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL(atPath(`${base}/admin/dashboard`));
  await settled(page);
}

export async function signInSuperAdmin(page: Page) {
  await page.goto("/super-admin/login");
  await fillLogin(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await expect(page).toHaveURL(atPath("/super-admin/dashboard"));
  await settled(page);
}

/** Briefing -> training (button "Begin Training Module"). */
export async function beginModule(page: Page, say: Translate = t) {
  await page.getByRole("button", { name: say("Begin Training Module") }).click();
  await expect(page.getByRole("button", { name: say("Start Assessment") })).toBeVisible();
}

/** Training -> first question (button "Start Assessment"). */
export async function startAssessment(page: Page, say: Translate = t) {
  await page.getByRole("button", { name: say("Start Assessment") }).click();
  await expect(page.getByRole("button", { name: say("Submit Answer") })).toBeVisible();
}

/** Answers the question on screen right or wrong; waits for the result view and returns the question id. */
export async function answerQuestion(page: Page, correct: boolean, say: Translate = t): Promise<number> {
  const id = Number(await page.locator('input[name="questionId"]').inputValue());
  // the question in the course language the page marks its options with (an attempt's own)
  const language = courseLanguage(await page.locator(".options [lang]").first().getAttribute("lang"));
  const q = questionOf(id, language);
  const choice = correct ? q.correctAnswer : (q.correctAnswer + 1) % q.options.length;
  await page.getByRole("radio", { name: q.options[choice], exact: true }).check();
  await page.getByRole("button", { name: say("Submit Answer") }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]answered=${id}\\b`));
  await expect(page.getByText(correct ? say("Correct!") : say("Incorrect"), { exact: true })).toBeVisible();
  await expect(page.getByText(q.explanation, { exact: true })).toBeVisible();
  return id;
}

/** Follows the result view's "Next…" link and waits for the next screen (question or completed view). */
export async function nextAfterResult(page: Page, say: Translate = t) {
  const next = [say("Next"), say("Next: Retake Missed Questions"), say("Next: See Results")];
  await page.getByRole("link", { name: new RegExp(`^(${next.map(escapeRe).join("|")})$`) }).click();
  await expect(page).not.toHaveURL(/answered=/);
  await expect(
    page.getByRole("button", { name: say("Submit Answer") }).or(page.getByRole("heading", { name: say("Module Completed!") })),
  ).toBeVisible();
}

/** From the briefing of the module on screen to its completed view, every answer right. */
export async function completeModuleFromBriefing(page: Page, say: Translate = t) {
  await beginModule(page, say);
  await startAssessment(page, say);
  for (let i = 0; i < 4; i++) {
    await answerQuestion(page, true, say);
    await nextAfterResult(page, say);
  }
  await expect(page.getByRole("heading", { name: say("Module Completed!") })).toBeVisible();
  await expect(page.getByText(scoreLine(100, 4, 4, say))).toBeVisible();
}

/** The completed module's score line, as the page shows it. */
export const scoreLine = (score: number, correct: number, total: number, say: Translate = t) =>
  say("Your score: <strong>{score}%</strong> ({correct} of {total} correct)", { score, correct, total }).replace(/<\/?strong>/g, "");

/** The acknowledgement at completion (module 8's screen): the statement ticked, the password typed again. */
export async function signCompletion(page: Page, password: string, say: Translate = t) {
  await expect(page.getByRole("heading", { name: say("Sign Your Completion") })).toBeVisible();
  await page.getByRole("checkbox", { name: `${say(SIGNATURE_STATEMENT)}.` }).check();
  await page.getByLabel(say("Password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: say("Sign and Receive Certificate") }).click();
  await expect(page.getByRole("heading", { name: say("Congratulations!") })).toBeVisible();
}

/**
 * Runs axe on the page as it is now; fails on serious/critical violations, listing them.
 * axe runs asynchronously inside the page, which a page with JavaScript disabled cannot do (it hangs):
 * in the no-js project the server-rendered document on screen is copied, stripped of its scripts,
 * into a scratch page that may run axe, at the same URL (so the stylesheets load) and viewport.
 * With `copy`, a page with JavaScript is copied the same way, as it is on screen after hydration.
 */
export async function expectAccessible(page: Page, label: string, opts: { copy?: boolean } = {}) {
  // `copy` also with JavaScript: for a page whose clock is held (page.clock), where axe's timers would never fire.
  const target = opts.copy || test.info().project.use.javaScriptEnabled === false ? await scriptlessCopy(page) : page;
  // legacy mode: one axe.run in the page; the default runs it per frame and then opens a page
  // of its own to merge the results (our pages have no frames), which doubled the time of a check.
  // Only violations are collected node by node (every rule still runs): the passes were a seventh
  // of a check's time, and nothing here reads them.
  const results = await new AxeBuilder({ page: target })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = bad
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}  ${n.failureSummary?.replace(/\n/g, " ")}`).join("\n")}`,
    )
    .join("\n");
  expect(
    bad.map((v) => v.id),
    `${label} (${page.url()}) has serious/critical axe violations:\n${report}`,
  ).toEqual([]);
}

/**
 * The scratch page of a test's page, made at its first check in a context of its own (with
 * JavaScript) and closed with the page's context. One page serves every check of the test: a new
 * page a check was a renderer process started each time, which on 2 cores cost more than axe.
 */
const scratchPages = new WeakMap<Page, Promise<Page>>();

function scratchPage(page: Page): Promise<Page> {
  let made = scratchPages.get(page);
  if (!made) {
    const context = page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
    made = context.then((c) => c.newPage());
    scratchPages.set(page, made);
    page.context().once("close", () => void context.then((c) => c.close()).catch(() => {}));
  }
  return made;
}

async function scriptlessCopy(page: Page): Promise<Page> {
  // without its fragment: a fragment alone would make the next check's goto a same-document one
  const url = page.url().split("#")[0];
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const copy = await scratchPage(page);
  const viewport = page.viewportSize();
  if (viewport) await copy.setViewportSize(viewport);
  // the document is this check's copy; what it loads (stylesheets, images) comes from the server
  await copy.unrouteAll();
  await copy.route(
    (u) => u.href === url,
    (route) =>
      route.request().isNavigationRequest()
        ? route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html })
        : route.continue(),
  );
  await copy.goto(url);
  return copy;
}

/**
 * With JavaScript, waits for hydration: a click or a typed value that lands before React owns the
 * page can be lost (conform keys its inputs; a link clicked mid-hydration may not navigate).
 * Without JavaScript the page is ready as it arrives.
 */
export async function settled(page: Page) {
  if (test.info().project.use.javaScriptEnabled !== false) await hydrated(page);
}

/**
 * Waits until React Router has hydrated the page and a frame has passed (effects ran). Polled
 * with page.evaluate (the DevTools protocol, outside the page's CSP): waitForFunction would
 * compile its predicate in the page, which the CSP reports as an eval.
 */
export async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const r = (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } }).__reactRouterDataRouter;
        return Boolean(r?.state.initialized);
      }),
    )
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** The page's fetches of paths ending in one suffix: started since the document began, and still in flight. */
export interface Fetches {
  started: number;
  inFlight: number;
}

/**
 * Counts the page's fetches whose path ends in `suffix` (`/__manifest`: route discovery; `.data`:
 * a loader's data), in every document from its start; read with `fetchesOf`.
 */
export async function watchFetches(page: Page, suffix: string) {
  await page.addInitScript((end) => {
    const w = window as unknown as { fetches?: Record<string, Fetches> };
    const counts: Fetches = { started: 0, inFlight: 0 };
    w.fetches = { ...w.fetches, [end]: counts };
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!new URL(url, location.href).pathname.endsWith(end)) return fetch(input, init);
      counts.started++;
      counts.inFlight++;
      return fetch(input, init).finally(() => counts.inFlight--);
    };
  }, suffix);
}

export const fetchesOf = (page: Page, suffix: string) =>
  page.evaluate((end) => (window as unknown as { fetches: Record<string, Fetches> }).fetches[end], suffix);

/** Waits until none of the page's fetches of paths ending in `suffix` is in flight. */
export async function fetchesSettled(page: Page, suffix: string) {
  await page.waitForFunction((end) => (window as unknown as { fetches: Record<string, Fetches> }).fetches[end].inFlight === 0, suffix);
}
