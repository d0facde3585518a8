/**
 * The learner's language preference (issue 27): the profile's form saves it, the next page
 * speaks it (the root loader's locale, which <html lang> and every text follow), and "Company
 * default" gives the choice back to the company.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import * as root from "../../app/root";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as profile from "../../app/routes/learner/profile";
import { formatLongDate } from "../../app/domain/dates";
import { LanguageProvider } from "../../app/i18n/react";
import { readFlash } from "../../app/server/platform/cookies.server";
import { db } from "../../app/server/platform/db.server";
import { languageKit } from "../../app/server/platform/i18n.server";
import { createUser } from "../support/factory";
import { Browser, run } from "../support/http";

const flashOf = (b: Browser) => readFlash(new Request("http://localhost/", { headers: { Cookie: b.header() } }));
const storedLocale = async (id: number) =>
  (await db().selectFrom("users").select("locale").where("id", "=", id).executeTakeFirstOrThrow()).locale;

async function signedIn() {
  const u = await createUser();
  const b = new Browser();
  const r = await run(employeeLogin.action, b, "/employee/login", { form: { intent: "login", email: u.email, password: u.password } });
  expect(r.status).toBe(302);
  return { u, b };
}

/** The profile page as the server renders it, in the root loader's language. */
async function renderProfile(b: Browser) {
  const rootData = (await run(root.loader, b, "/profile")).data;
  const page = (await run(profile.loader, b, "/profile")).data;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => createElement(LanguageProvider, { locale: rootData.locale, children: createElement(Outlet) }),
      loader: () => null,
      children: [{ id: "profile", path: "profile", Component: profile.default as never, loader: () => null }],
    },
  ]);
  const html = renderToString(
    createElement(Stub, { initialEntries: ["/profile"], hydrationData: { loaderData: { root: rootData, profile: page } } }),
  );
  return html.replaceAll("<!-- -->", "");
}

describe("the learner's language preference", () => {
  it("the profile shows the form, following the company by default", async () => {
    const { b } = await signedIn();
    expect((await run(root.loader, b, "/profile")).data.locale).toBe("en");
    const html = await renderProfile(b);
    expect(html).toContain('<select id="locale" name="locale">');
    expect(html).toMatch(/<option value="" selected="">Company default<\/option>/);
    expect(html).toContain("Save language");
  });

  it("saving German: redirected back with the flash in German, the next page in German; Company default gives English back", async () => {
    const { u, b } = await signedIn();
    const saved = await run(profile.action, b, "/profile", { form: { intent: "language", locale: "de" } });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/profile");
    expect(await storedLocale(u.id)).toBe("de");
    // The flash is read on the German page: it is German (as the German catalogue has it).
    expect((await flashOf(b))?.text).toBe((await languageKit("de")).t("Language saved."));
    expect((await run(root.loader, b, "/profile")).data.locale).toBe("de");
    const html = await renderProfile(b);
    expect(html).toMatch(/<option value="de" lang="de" selected="">Deutsch<\/option>/);
    const page = (await run(profile.loader, b, "/profile")).data;
    expect(page.person.locale).toBe("de");
    // German texts (from the German catalogue) and German dates ("26. November 2026").
    const de = (await languageKit("de")).t;
    expect(html).toContain(de("Development points"));
    expect(html).toContain(de("Joined {date}", { date: formatLongDate(page.person.joined, "de") }));
    expect(formatLongDate(page.person.joined, "de")).toMatch(/^\d{1,2}\. /);

    const back = await run(profile.action, b, "/profile", { form: { intent: "language", locale: "" } });
    expect(back.location).toBe("/profile");
    expect(await storedLocale(u.id)).toBeNull();
    expect((await flashOf(b))?.text).toBe("Language saved.");
    expect((await run(root.loader, b, "/profile")).data.locale).toBe("en");
  });

  it("the preference outranks the browser's Accept-Language", async () => {
    const { b } = await signedIn();
    await run(profile.action, b, "/profile", { form: { intent: "language", locale: "pl" } });
    const r = await run(root.loader, b, "/profile", { headers: { "Accept-Language": "fr-FR,fr;q=0.9" } });
    expect(r.data.locale).toBe("pl");
  });

  it("refuses a language that is not one of ours: nothing saved", async () => {
    const { u, b } = await signedIn();
    const r = await run(profile.action, b, "/profile", { form: { intent: "language", locale: "xx" } });
    expect(r.status).toBe(302);
    expect((await flashOf(b))?.kind).toBe("error");
    expect(await storedLocale(u.id)).toBeNull();
  });
});
