/**
 * Transparency (issue 30, part 4): the privacy notice's controller details in the settings (audited,
 * kept by a JSON update that leaves them out), each company's privacy notice in every context with
 * its own details only, the sign-in pages' and the footer's link to it, and the platform's record of
 * processing (Art. 30(2)) as a page and a PDF for the super administrator only.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import * as root from "../../app/root";
import * as adminLogin from "../../app/routes/admin/login";
import * as settings from "../../app/routes/admin/settings";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as companyLogin from "../../app/routes/public/company-login";
import * as loginSelection from "../../app/routes/public/login-selection";
import * as privacy from "../../app/routes/public/privacy";
import * as ropa from "../../app/routes/super-admin/record-of-processing";
import * as ropaPdf from "../../app/routes/super-admin/record-of-processing-pdf";
import * as superLogin from "../../app/routes/super-admin/login";
import { readSettings, updateSettings } from "../../app/server/admin/settings.server";
import { db } from "../../app/server/platform/db.server";
import { adminCaller, createUser } from "../support/factory";
import { Browser, download, run } from "../support/http";
import { companyWithAdmin } from "../support/journeys";
import { pdfText } from "../support/pdf";

const DETAILS = {
  controllerLegalName: "Acme Research GmbH",
  controllerAddress: "Hauptstraße 1\n10115 Berlin\nGermany",
  privacyContactEmail: "Privacy@Acme.example",
  dpoName: "Dr. Dana Protect",
  dpoContact: "dpo@acme.example",
};

/** Every settings field as the form posts it, with the company's current values and `changes`. */
async function formWith(companyId: number, changes: Record<string, string>) {
  const current = await readSettings({ companyId });
  const form: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...current, defaultLocale: current.defaultLocale ?? "browser" })) {
    if (v === false || v === null || v === undefined) continue;
    form[k] = v === true ? "on" : String(v);
  }
  return { ...form, ...changes };
}

const namedCompany = (name: string) => companyWithAdmin({ name });

async function superAdmin() {
  const sa = await createUser({ role: "super_admin" });
  const b = new Browser();
  const r = await run(superLogin.action, b, "/super-admin/login", { form: { intent: "login", email: sa.email, password: sa.password } });
  expect(r.location).toBe("/super-admin/dashboard");
  return b;
}

/** A page's HTML as the server renders it from its loader's data. */
function render(Component: unknown, loaderData: unknown): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => createElement(Outlet),
      loader: () => null,
      children: [{ id: "page", path: "page", Component: Component as never, loader: () => null }],
    },
  ]);
  return renderToString(
    createElement(Stub, { initialEntries: ["/page"], hydrationData: { loaderData: { root: null, page: loaderData } } }),
  );
}

const savePrivacy = (b: Browser, base: string, form: Record<string, string>) =>
  run(settings.action, b, `${base}/admin/dashboard/settings`, { form });

describe("privacy notice and record of processing", () => {
  it("the settings keep the controller details, audited; an empty field clears; a JSON update without them keeps them", async () => {
    const { co, base, b, admin } = await namedCompany("Acme Research");
    const r = await savePrivacy(b, base, await formWith(co.id, DETAILS));
    expect(r.status).toBe(302);
    const saved = await readSettings({ companyId: co.id });
    expect(saved).toMatchObject({ ...DETAILS, privacyContactEmail: "privacy@acme.example" });
    const event = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("company_id", "=", co.id)
      .where("action", "=", "settings.updated")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const changed = (JSON.parse(event.details) as { changed: Record<string, { from: unknown; to: unknown }> }).changed;
    expect(Object.keys(changed).sort()).toEqual(Object.keys(DETAILS).sort());
    expect(changed.controllerLegalName).toEqual({ from: null, to: "Acme Research GmbH" });

    // the form's emptied field clears it (the form leaves an empty input out)
    const cleared = await formWith(co.id, {});
    delete cleared.dpoName;
    expect((await savePrivacy(b, base, cleared)).status).toBe(302);
    expect((await readSettings({ companyId: co.id })).dpoName).toBeNull();

    // the JSON API's older clients leave the fields out: kept
    const { controllerLegalName: _n, controllerAddress: _a, privacyContactEmail: _e, dpoName: _d, dpoContact: _c, ...rest } = saved;
    await updateSettings(adminCaller(co.id, admin), { ...rest, welcomeMessage: "Hello" });
    expect(await readSettings({ companyId: co.id })).toMatchObject({ controllerLegalName: "Acme Research GmbH", welcomeMessage: "Hello" });

    // a bad email and a multi-line name are refused, nothing written
    const bad = await savePrivacy(b, base, await formWith(co.id, { privacyContactEmail: "not-an-email", controllerLegalName: "A\nB" }));
    expect(bad.status).toBe(400);
    expect((await readSettings({ companyId: co.id })).controllerLegalName).toBe("Acme Research GmbH");
  });

  it("each company's notice shows its own details, never another's; empty ones say so", async () => {
    const a = await namedCompany("Alpha Pharma");
    const other = await namedCompany("Beta Trials");
    await savePrivacy(a.b, a.base, await formWith(a.co.id, DETAILS));
    const anonymous = new Browser();
    const pageA = await run(privacy.loader, anonymous, `${a.base}/privacy`);
    expect(pageA.status).toBe(200);
    expect(pageA.data.controller.controllerLegalName).toBe("Acme Research GmbH");
    const htmlA = render(privacy.default, pageA.data);
    for (const text of [
      "Acme Research GmbH",
      "Hauptstraße 1",
      "privacy@acme.example",
      "Dr. Dana Protect",
      "Art. 28",
      "Art. 77",
      "academy_session",
    ])
      expect(htmlA).toContain(text);

    const pageB = await run(privacy.loader, anonymous, `${other.base}/privacy`);
    const htmlB = render(privacy.default, pageB.data);
    expect(htmlB).toContain("Beta Trials");
    expect(htmlB).toContain("Not yet provided by your company.");
    for (const text of ["Acme Research GmbH", "Hauptstraße", "privacy@acme.example", "Dana Protect", "Alpha Pharma"])
      expect(htmlB).not.toContain(text);
  });

  it("the notice answers in every context, signed in or not, and every page's footer links to it", async () => {
    const { base, b } = await namedCompany("Gamma Labs");
    for (const [context, who] of [
      ["", new Browser()],
      ["/croacademy", new Browser()],
      [base, new Browser()],
      [base, b],
    ] as const) {
      const r = await run(privacy.loader, who, `${context}/privacy`);
      expect(r.status).toBe(200);
      expect(r.data.tenant.base).toBe(context);
      expect((await run(root.loader, who, `${context}/employee/login`)).data.privacyHref).toBe(`${context}/privacy`);
    }
    expect((await run(root.loader, new Browser(), "/super-admin/login")).data.privacyHref).toBe("/privacy");
    expect((await run(privacy.loader, new Browser(), "/company/no-such-company/privacy")).status).toBe(404);
  });

  it("every sign-in page links to its context's notice", async () => {
    const { base } = await namedCompany("Delta Bio");
    const anonymous = new Browser();
    const pages = [
      [employeeLogin, `${base}/employee/login`],
      [adminLogin, `${base}/admin/login`],
      [loginSelection, `${base}/login-selection`],
    ] as const;
    for (const [mod, path] of pages) {
      const r = await run(mod.loader, anonymous, path);
      expect(render(mod.default, r.data)).toContain(`href="${base}/privacy"`);
    }
    expect(render(companyLogin.default, null)).toContain('href="/privacy"');
  });

  it("the record of processing lists every company as controller, for the super administrator only", async () => {
    const a = await namedCompany("Epsilon Clinical");
    await savePrivacy(a.b, a.base, await formWith(a.co.id, DETAILS));
    const other = await namedCompany("Zeta Medical");
    const sa = await superAdmin();
    const page = await run(ropa.loader, sa, "/super-admin/dashboard/record-of-processing");
    expect(page.status).toBe(200);
    const html = render(ropa.default, page.data);
    for (const text of [
      "Epsilon Clinical",
      "Zeta Medical",
      "Legal name: Acme Research GmbH",
      `Company contact: privacy@${other.co.slug}.example`,
      "scrypt",
      "AES-256-GCM",
      "None by default",
    ])
      expect(html).toContain(text);

    // an administrator and a stranger are refused, nothing shown
    for (const who of [a.b, new Browser()]) {
      const refused = await run(ropa.loader, who, "/super-admin/dashboard/record-of-processing");
      expect([302, 403]).toContain(refused.status);
      expect(JSON.stringify(refused.data ?? "")).not.toContain("Epsilon Clinical");
      const pdf = await run(download(ropaPdf), who, "/super-admin/record-of-processing.pdf");
      expect([302, 403]).toContain(pdf.status);
      expect(pdf.headers.get("Content-Type")).not.toBe("application/pdf");
    }
  });

  it("the record downloads as a PDF naming the companies and their controller details", async () => {
    const a = await namedCompany("Eta Biologics");
    await savePrivacy(a.b, a.base, await formWith(a.co.id, DETAILS));
    await namedCompany("Theta Vaccines");
    const r = await run(download(ropaPdf), await superAdmin(), "/super-admin/record-of-processing.pdf");
    expect(r.status).toBe(200);
    expect(r.headers.get("Content-Type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await r.response!.arrayBuffer()), "all");
    for (const t of [
      "Record of processing activities",
      "Eta Biologics",
      "Theta Vaccines",
      "Acme Research GmbH",
      "Dr. Dana Protect",
      "scrypt",
    ])
      expect(text).toContain(t);
  });
});
