import { Form } from "react-router";
import { LANGUAGE_NAMES, LOCALES } from "../domain/locale";
import { useT } from "../i18n/react";

/**
 * The signed-in person's language (profile, dashboards): a plain form posting intent=language
 * with `locale` ("" follows the company's default). The route's action saves it with
 * server/identity/language.server.ts and redirects back.
 */
export function LanguagePreference({ current, action }: { current: string | null; action?: string }) {
  const t = useT();
  return (
    <Form method="post" action={action} className="inline-form language-preference">
      <input type="hidden" name="intent" value="language" />
      <label htmlFor="locale">{t("Language")}</label>{" "}
      <select id="locale" name="locale" defaultValue={current ?? ""}>
        <option value="">{t("Company default")}</option>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>{" "}
      <button type="submit" className="btn">
        {t("Save language")}
      </button>
    </Form>
  );
}
