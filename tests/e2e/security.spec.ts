/** Security behaviour visible from outside: CSRF refusal, headers, session forgery, health check. */
import { expect, test } from "@playwright/test";
import { atPath, completeTraining, createUser, signInEmployee } from "./fixtures";

test("a cross-site form post is refused with 403", async ({ page }) => {
  const response = await page.request.post("/employee/login", {
    headers: { Origin: "http://evil.example" },
    form: { intent: "login", email: "employee@main.example", password: "Demo-Training-2026!" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()["set-cookie"]).toBeUndefined();
});

test("pages carry the security headers", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("'nonce-");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("same-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
  // The nonce of the header is the one on the page's scripts (browsers hide it from the DOM: read the
  // served HTML), and it changes per response.
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  expect(await response!.text()).toContain(`<script nonce="${nonce}">`);
  const again = (await page.request.get("/")).headers()["content-security-policy"];
  expect(again).not.toBe(csp);
});

test("a signed-in page is not cached", async ({ page }) => {
  const user = await createUser();
  await signInEmployee(page, user);
  const response = await page.goto("/world");
  expect(response?.status()).toBe(200);
  expect(response!.headers()["cache-control"]).toContain("no-store");
});

test("a forged session cookie reads as signed out", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "academy_session", value: "garbage", domain: new URL(baseURL!).hostname, path: "/" }]);
  const response = await page.goto("/world");
  expect(response?.status()).toBeLessThan(500);
  await expect(page).toHaveURL(atPath("/employee/login"));
  await expect(page.getByRole("heading", { level: 1, name: "Employee Login" })).toBeVisible();
});

test("the health check answers 200 JSON", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(await response.json()).toEqual({ status: "ok" });
});

test("no page breaks the CSP: coloured bands and progress without style attributes, also after client-side navigation", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const user = await createUser();
  await completeTraining(user);
  await signInEmployee(page, user);
  const bandOf = (id: number) => page.locator(`.band-${id}`).evaluate((el) => getComputedStyle(el).backgroundImage);
  const progressOf = (id: number) =>
    page
      .locator(`.progress-${id} > span`)
      .evaluate((el) => el.getBoundingClientRect().width / el.parentElement!.getBoundingClientRect().width);
  await page.goto("/world");
  await expect.poll(() => bandOf(1)).toContain("linear-gradient");
  await expect.poll(() => progressOf(1)).toBeCloseTo(1, 1);
  // to the profile and back by the links (with JavaScript: a client-side navigation, no nonce)
  await page.getByRole("link", { name: `Profile of ${user.email}` }).click();
  await expect(page).toHaveURL(atPath("/profile"));
  await page.getByRole("link", { name: "← Back to Academy" }).click();
  await expect(page).toHaveURL(atPath("/world"));
  await expect.poll(() => bandOf(7)).toContain("linear-gradient");
  await expect.poll(() => progressOf(7)).toBeCloseTo(1, 1);
  expect(violations).toEqual([]);
});
