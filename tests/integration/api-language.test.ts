/**
 * Issue 27: the JSON API answers errors in the language of Accept-Language, each with a stable
 * machine `code` that is the same in every language; without the header, English as before.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RESET_MSG } from "../../app/domain/password-reset";
import * as openapi from "../../app/routes/api/openapi";
import { createUser } from "../support/factory";
import { type ApiOptions, callApi } from "../support/api";

/** A JSON API call: its status and body. */
async function call(path: string, opts: ApiOptions = {}) {
  const { status, body } = await callApi(path, opts);
  return { status, body };
}

describe("JSON API errors in the caller's language (issue 27)", () => {
  it("a wrong password: German and Polish texts, the same code as in English", async () => {
    const u = await createUser();
    const wrong = { email: u.email, password: "nope-nope" };
    const en = await call("/api/auth/login", { json: wrong });
    expect(en).toEqual({ status: 401, body: { success: false, error: "Invalid email or password", code: "invalid_credentials" } });
    const de = await call("/api/auth/login", { json: wrong, language: "de-DE,de;q=0.9,en;q=0.5" });
    expect(de).toEqual({
      status: 401,
      body: { success: false, error: "Ungültige E-Mail-Adresse oder ungültiges Passwort", code: "invalid_credentials" },
    });
    const pl = await call("/api/auth/login", { json: wrong, language: "pl" });
    expect(pl).toEqual({
      status: 401,
      body: { success: false, error: "Nieprawidłowy adres e-mail lub hasło", code: "invalid_credentials" },
    });
  });

  it("the dispatcher's, the form's and the body's refusals are translated too", async () => {
    expect(await call("/api/auth/check", { language: "de" })).toEqual({
      status: 401,
      body: { error: "Nicht angemeldet", code: "not_authenticated" },
    });
    expect(await call("/api/auth/check", { language: "pl" })).toEqual({
      status: 401,
      body: { error: "Nie zalogowano", code: "not_authenticated" },
    });
    const empty = await call("/api/auth/login", { json: { email: "", password: "" }, language: "de" });
    expect(empty).toEqual({
      status: 400,
      body: { success: false, error: "Bitte geben Sie E-Mail-Adresse und Passwort ein", code: "invalid_request" },
    });
    const broken = await call("/api/auth/login", { raw: "{not json", language: "pl" });
    expect(broken).toEqual({ status: 400, body: { error: "Błędne żądanie: treść nie jest poprawnym JSON-em.", code: "invalid_json" } });
    expect(await call("/api/no-such-call", { language: "fr" })).toEqual({ status: 404, body: { error: "Introuvable", code: "not_found" } });
  });

  it("a failure with its reason is one translated sentence, with the reason's code", async () => {
    const sa = await createUser({ role: "super_admin" });
    const login = await call("/api/super-admin/auth/login", { json: { email: sa.email, password: sa.password } });
    expect(login.status).toBe(200);
    const token = login.body.sessionToken as string;
    const edit = (language?: string) => call("/api/super-admin/companies/999999/extend-trial", { json: {}, token, language });
    expect(await edit()).toEqual({ status: 404, body: { error: "Failed to extend trial: Company not found", code: "company_not_found" } });
    expect(await edit("de")).toEqual({
      status: 404,
      body: { error: "Testphase konnte nicht verlängert werden: Unternehmen nicht gefunden", code: "company_not_found" },
    });
    expect(await edit("pl")).toEqual({
      status: 404,
      body: { error: "Nie udało się przedłużyć okresu próbnego: Nie znaleziono firmy", code: "company_not_found" },
    });
  });

  it("success messages are in the caller's language too: the pages' own texts", async () => {
    const catalogue = (language: string) =>
      JSON.parse(readFileSync(`app/i18n/catalogues/${language}.json`, "utf8")) as Record<string, string>;
    const requested = RESET_MSG.requested;
    for (const language of ["de", "pl"]) {
      const r = await call("/api/auth/forgot-password", { json: { email: "nobody@example.com" }, language });
      expect(r.status).toBe(200);
      expect(r.body.message).toBe(catalogue(language)[requested]);
      expect(r.body.message).not.toBe(requested);
    }
    const admin = await createUser({ role: "admin" });
    const login = await call("/api/admin/auth/login", { json: { email: admin.email, password: admin.password } });
    const token = login.body.sessionToken as string;
    const leaver = await createUser({ firstName: "Zofia", lastName: "Nowak" });
    const deleted = await call(`/api/admin/employees/${leaver.id}`, { method: "DELETE", token, language: "fr-FR,fr;q=0.9" });
    expect(deleted).toEqual({ status: 200, body: { success: true, message: "Zofia Nowak a été supprimé avec succès." } });
    const saved = await call("/api/admin/settings", {
      method: "PUT",
      token,
      language: "it",
      json: (await call("/api/admin/settings", { token })).body,
    });
    expect(saved.body).toMatchObject({ success: true, message: catalogue("it")["Settings saved successfully!"] });
  });

  it("a language we do not offer reads English", async () => {
    expect(await call("/api/auth/check", { language: "ja" })).toEqual({
      status: 401,
      body: { error: "Not authenticated", code: "not_authenticated" },
    });
  });

  it("the OpenAPI description documents the error body with its codes", async () => {
    const doc = await ((await openapi.loader()) as Response).json();
    expect(doc.info.description).toContain("`code`");
    const schema = doc.components.schemas.Error;
    expect(schema.required).toEqual(["error", "code"]);
    expect(schema.properties.code.enum).toEqual(expect.arrayContaining(["invalid_credentials", "not_authenticated", "invalid_request"]));
  });
});
