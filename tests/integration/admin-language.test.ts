/**
 * Issue 27 in the company administration: the administrator's own language (dashboard), the
 * company's default language (settings tab) and the reports' header rows in the reader's
 * language, with `?format=stable` keeping the spec's English columns.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { parse } from "csv-parse/sync";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import * as root from "../../app/root";
import * as auditReport from "../../app/routes/admin/audit-report";
import * as completionsReport from "../../app/routes/admin/completions-report";
import * as dashboard from "../../app/routes/admin/dashboard";
import * as adminLogin from "../../app/routes/admin/login";
import * as settings from "../../app/routes/admin/settings";
import { AUDIT_CSV_COLUMNS } from "../../app/domain/audit-trail";
import { REPORT_COLUMNS } from "../../app/domain/employees";
import type { AnyLocale } from "../../app/domain/locale";
import { LanguageProvider } from "../../app/i18n/react";
import { readSettings } from "../../app/server/admin/settings.server";
import { readFlash } from "../../app/server/platform/cookies.server";
import { db } from "../../app/server/platform/db.server";
import { languageKit } from "../../app/server/platform/i18n.server";
import { Browser, run } from "../support/http";
import { companyWithAdmin } from "../support/journeys";

const flashOf = (b: Browser) => readFlash(new Request("http://localhost/", { headers: { Cookie: b.header() } }));
const localeOf = async (b: Browser, path: string, headers: Record<string, string> = {}) =>
  (await run(root.loader, b, path, { headers })).data.locale as AnyLocale;

/** The settings form as the tab posts it, with the given language ("browser": each browser's). */
const settingsForm = (defaultLocale: string) => ({
  companyName: "Sprache GmbH",
  primaryColor: "#003D8F",
  secondaryColor: "#FF6A00",
  signerTitle: "Chief Compliance Officer",
  certificateValidityDays: 365,
  reminderIntervalDays: 30,
  sessionTimeoutMinutes: 480,
  autoEnrollNewEmployees: "on",
  requirePasswordChange: "on",
  enableEmailNotifications: "on",
  enableCompletionEmails: "on",
  enableReminderEmails: "on",
  defaultLocale,
});

/** A route's page rendered as the server renders it, in a language. */
function render(Component: unknown, data: unknown, locale: AnyLocale): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => createElement(Outlet),
      loader: () => null,
      children: [{ id: "page", path: "*", Component: Component as never, loader: () => null }],
    },
  ]);
  const page = createElement(Stub, { initialEntries: ["/page"], hydrationData: { loaderData: { root: null, page: data } } });
  return renderToString(createElement(LanguageProvider, { locale, children: page })).replaceAll("<!-- -->", "");
}

const headerOf = async (response: Response) => {
  const rows: string[][] = parse(Buffer.from(await response.arrayBuffer()), { bom: true });
  return rows[0];
};

describe("the administrator's language (dashboard)", () => {
  it("saves the preference (POST, redirect, GET) with the banner in the chosen language; empty follows the company again", async () => {
    const { base, admin, b } = await companyWithAdmin();
    const saved = await run(dashboard.action, b, `${base}/admin/dashboard`, { form: { intent: "language", locale: "de" } });
    expect(saved.location).toBe(`${base}/admin/dashboard`);
    expect((await db().selectFrom("users").select("locale").where("id", "=", admin.id).executeTakeFirstOrThrow()).locale).toBe("de");
    expect((await flashOf(b))?.text).toBe((await languageKit("de")).t("Language saved."));
    expect(await localeOf(b, `${base}/admin/dashboard`, { "Accept-Language": "fr" })).toBe("de");
    const page = await run(dashboard.loader, b, `${base}/admin/dashboard`);
    expect(page.data.locale).toBe("de");

    await run(dashboard.action, b, `${base}/admin/dashboard`, { form: { intent: "language", locale: "" } });
    expect((await db().selectFrom("users").select("locale").where("id", "=", admin.id).executeTakeFirstOrThrow()).locale).toBeNull();
    expect(await localeOf(b, `${base}/admin/dashboard`, { "Accept-Language": "fr" })).toBe("fr");
  });

  it("refuses a language that is not one of ours, writing nothing", async () => {
    const { base, admin, b } = await companyWithAdmin();
    const refused = await run(dashboard.action, b, `${base}/admin/dashboard`, { form: { intent: "language", locale: "xx" } });
    expect(refused.status).toBe(400);
    expect((await db().selectFrom("users").select("locale").where("id", "=", admin.id).executeTakeFirstOrThrow()).locale).toBeNull();
  });
});

describe("the company's default language (settings tab)", () => {
  it("saving German makes the company's login page German for a browser without Accept-Language; Browser language undoes it", async () => {
    const { co, base, b } = await companyWithAdmin();
    expect((await run(settings.loader, b, `${base}/admin/dashboard/settings`)).data.settings.defaultLocale).toBe("browser");
    const saved = await run(settings.action, b, `${base}/admin/dashboard/settings`, { form: settingsForm("de") });
    expect(saved.status).toBe(302);
    expect((await readSettings({ companyId: co.id })).defaultLocale).toBe("de");
    const audited = await db()
      .selectFrom("audit_events")
      .select("details")
      .where("company_id", "=", co.id)
      .where("action", "=", "settings.updated")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audited.details).changed.defaultLocale).toEqual({ from: null, to: "de" });

    const visitor = new Browser();
    expect(await localeOf(visitor, `${base}/admin/login`)).toBe("de");
    const login = await run(adminLogin.loader, visitor, `${base}/admin/login`);
    const html = render(adminLogin.default, login.data, "de");
    expect(html).toContain((await languageKit("de")).t("Administrator Login"));
    // another company keeps English
    expect(await localeOf(new Browser(), "/admin/login")).toBe("en");

    await run(settings.action, b, `${base}/admin/dashboard/settings`, { form: settingsForm("browser") });
    expect((await readSettings({ companyId: co.id })).defaultLocale).toBeNull();
    expect(await localeOf(new Browser(), `${base}/admin/login`)).toBe("en");
    expect(await localeOf(new Browser(), `${base}/admin/login`, { "Accept-Language": "pl" })).toBe("pl");
  });

  it("the select offers Browser language and the six languages named in themselves; another value is refused", async () => {
    const { base, b } = await companyWithAdmin();
    const html = render(settings.default, (await run(settings.loader, b, `${base}/admin/dashboard/settings`)).data, "en");
    expect(html).toMatch(/<option value="browser" selected="">Browser language<\/option>/);
    for (const name of ["English", "Deutsch", "Français", "Español", "Italiano", "Polski"]) expect(html).toContain(`>${name}</option>`);
    const refused = await run(settings.action, b, `${base}/admin/dashboard/settings`, { form: settingsForm("xx") });
    expect(refused.status).toBe(400);
  });
});

describe("the reports' header rows", () => {
  it("completions and audit CSV: in the administrator's language; ?format=stable keeps the spec's English columns", async () => {
    const { base, admin, b } = await companyWithAdmin();
    await db().updateTable("users").set({ locale: "de" }).where("id", "=", admin.id).execute();
    const de = (await languageKit("de")).t;

    const completions = await run(completionsReport.loader, b, `${base}/admin/completions.csv`);
    expect(await headerOf(completions.response!)).toEqual(REPORT_COLUMNS.map((c) => de(c)));
    const stable = await run(completionsReport.loader, b, `${base}/admin/completions.csv?format=stable`);
    expect(await headerOf(stable.response!)).toEqual([...REPORT_COLUMNS]);

    const events = await run(auditReport.loader, b, `${base}/admin/audit.csv`);
    expect(await headerOf(events.response!)).toEqual(AUDIT_CSV_COLUMNS.map((c) => de(c)));
    const stableEvents = await run(auditReport.loader, b, `${base}/admin/audit.csv?format=stable`);
    expect(await headerOf(stableEvents.response!)).toEqual([...AUDIT_CSV_COLUMNS]);
  });
});
