/**
 * A company's own identity provider, in the browser (issue 29): the administrator connects an
 * OpenID Connect provider from Settings → Single sign-on, and an employee nobody invited signs
 * in with "Sign in with {company}'s account", is created just in time and lands on the training;
 * with SSO required, the employee's login page offers the company's account only. With and
 * without JavaScript; the provider (oidc-provider, its plain login and consent forms) runs here.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { inflateRawSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { CLAIMS, encoded, TestIdp } from "../support/saml-idp";
import { startProvider } from "../support/oidc-provider";
import { atPath, createCompany, createUser, expectAccessible, settled, signInAdmin, unique, t, otherBrowser } from "./fixtures";

test("an administrator connects the company's OpenID Connect provider; a new employee signs in through it", async ({ page, baseURL }) => {
  const co = await createCompany(unique("idp"));
  const base = `/company/${co.slug}`;
  const domain = `${co.slug}.example`;
  const provider = await startProvider({
    accounts: { "e2e-new": { email: `nora@${domain}`, email_verified: true, given_name: "Nora", family_name: "Newcomer" } },
    clientId: "e2e-client",
    clientSecret: "e2e-client-secret",
    redirectUris: [`${baseURL}${base}/sso/oidc/callback`],
  });
  try {
    const admin = await createUser({ company: co.slug, role: "admin" });
    await signInAdmin(page, admin, base);
    await page.goto(`${base}/admin/dashboard/settings`);
    await page.getByRole("link", { name: t("Configure Single Sign-on") }).click();
    await expect(page.getByRole("heading", { level: 2, name: t("Single sign-on") })).toBeVisible();
    await settled(page);
    await expect(page.getByText(t(`${baseURL}${base}/sso/oidc/callback`))).toBeVisible();

    await page.getByLabel(t("Issuer URL")).fill(provider.issuer);
    await page.getByLabel(t("Client ID")).fill("e2e-client");
    await page.getByLabel(t("Client secret")).fill("e2e-client-secret");
    await page.getByRole("button", { name: t("Save OpenID Connect") }).click();
    await expect(page.getByText(t("OpenID Connect saved. People of your company can now sign in with it."))).toBeVisible();
    await expect(page.getByText(t("A secret is stored; it is never shown. Leave empty to keep it."))).toBeVisible();
    await expectAccessible(page, "single sign-on settings");

    await page.getByLabel(t("Allowed email domains")).fill(domain);
    await page.getByLabel(t("Require single sign-on for employees")).check();
    await page.getByRole("button", { name: t("Save Access Rules") }).click();
    await expect(page.getByText(t("Single sign-on settings saved."))).toBeVisible();

    // the employee, in a browser of their own
    const { context, page: visitor } = await otherBrowser(page.context().browser()!);
    await visitor.goto(`${base}/employee/login`);
    await expect(visitor.getByLabel(t("Password"), { exact: true })).toHaveCount(0);
    await expectAccessible(visitor, "employee login with single sign-on");
    await visitor.getByRole("link", { name: t(`Sign in with Company ${co.slug}'s account`) }).click();
    await visitor.locator('input[name="login"]').fill("e2e-new");
    await visitor.locator('input[name="password"]').fill("any");
    await visitor.getByRole("button", { name: "Sign-in" }).click();
    await visitor.getByRole("button", { name: "Continue" }).click();
    await expect(visitor).toHaveURL(atPath(`${base}/training-intro`));
    await expect(visitor.getByText(t("Nora"), { exact: false }).first()).toBeVisible();
    await context.close();

    // the administrator sees the new employee
    await page.goto(`${base}/admin/dashboard`);
    await expect(page.getByText(t(`nora@${domain}`))).toBeVisible();
  } finally {
    provider.close();
  }
});

/**
 * The same with SAML 2.0: the administrator pastes the IdP's metadata; the employee's sign-in
 * goes to the IdP (a signed AuthnRequest, HTTP-Redirect), whose page posts the signed assertion
 * back with a plain form (a button: no JavaScript needed), and lands on the training.
 */
test("an administrator connects the company's SAML IdP; a new employee signs in through it", async ({ page, baseURL }) => {
  const co = await createCompany(unique("saml"));
  const base = `/company/${co.slug}`;
  const domain = `${co.slug}.example`;
  const server = http.createServer();
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const idp = await TestIdp.create(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  server.on("request", (req, res) => {
    // the IdP's sign-in page: it knows the person already and answers with its signed assertion
    const url = new URL(req.url ?? "/", idp.entityId);
    if (!url.searchParams.get("SAMLRequest")) return void res.writeHead(404).end(); // the browser's favicon, say
    const request = inflateRawSync(Buffer.from(url.searchParams.get("SAMLRequest") ?? "", "base64")).toString("utf8");
    const id = /\sID="([^"]+)"/.exec(request)?.[1] ?? null;
    const acs = `${baseURL}${base}/sso/saml/acs`;
    const xml = idp.response({
      audience: `${baseURL}${base}/sso/saml/metadata.xml`,
      recipient: acs,
      inResponseTo: id,
      nameId: `sam@${domain}`,
      attributes: { [`${CLAIMS}/givenname`]: "Sam", [`${CLAIMS}/surname`]: "Lee" },
    });
    const relay = url.searchParams.get("RelayState") ?? "";
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><title>Test IdP</title><form method="post" action="${acs}"><input type="hidden" name="SAMLResponse" value="${encoded(xml)}"><input type="hidden" name="RelayState" value="${relay.replace(/"/g, "&quot;")}"><button type="submit">Continue to the academy</button></form>`,
    );
  });
  try {
    const admin = await createUser({ company: co.slug, role: "admin" });
    await signInAdmin(page, admin, base);
    await page.goto(`${base}/admin/dashboard/settings/sso`);
    await settled(page);
    await page.getByLabel(t("IdP metadata XML")).fill(idp.metadata());
    await page.getByRole("button", { name: t("Save SAML") }).click();
    await expect(page.getByText(t("SAML saved. People of your company can now sign in with it."))).toBeVisible();
    await expect(page.getByText(idp.entityId, { exact: true })).toBeVisible();
    await page.getByLabel(t("Allowed email domains")).fill(domain);
    await page.getByRole("button", { name: t("Save Access Rules") }).click();
    await expect(page.getByText(t("Single sign-on settings saved."))).toBeVisible();

    const { context, page: visitor } = await otherBrowser(page.context().browser()!);
    await visitor.goto(`${base}/employee/login`);
    await visitor.getByRole("link", { name: t(`Sign in with Company ${co.slug}'s account`) }).click();
    await visitor.getByRole("button", { name: "Continue to the academy" }).click();
    await expect(visitor).toHaveURL(atPath(`${base}/training-intro`));
    await context.close();

    await page.goto(`${base}/admin/dashboard`);
    await expect(page.getByText(t(`sam@${domain}`))).toBeVisible();
  } finally {
    server.close();
  }
});
