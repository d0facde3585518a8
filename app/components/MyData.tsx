import { Form } from "react-router";
import { NAME_MAX } from "../domain/forms";
import { useT } from "../i18n/react";
import { DataDownloads } from "./DataDownloads";

/**
 * The profile's "Your data" section (issue 30, part 3): correct one's own name (GDPR Art. 16: a
 * plain form posting intent=change-name; a current certificate is re-issued with the new name)
 * and download everything the academy holds about oneself (Art. 15 and 20) as JSON or PDF.
 */
export function MyData({ base, firstName, lastName }: { base: string; firstName: string; lastName: string }) {
  const t = useT();
  return (
    <section className="card" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t("Your data")}</h2>
      <Form method="post" className="stack">
        <input type="hidden" name="intent" value="change-name" />
        <div className="field">
          <label htmlFor="my-first-name">{t("First name")}</label>
          <input id="my-first-name" name="firstName" defaultValue={firstName} maxLength={NAME_MAX} required autoComplete="given-name" />
        </div>
        <div className="field">
          <label htmlFor="my-last-name">{t("Last name")}</label>
          <input id="my-last-name" name="lastName" defaultValue={lastName} maxLength={NAME_MAX} required autoComplete="family-name" />
        </div>
        <p className="hint">{t("If you hold a current certificate, it is re-issued with the corrected name under a new number.")}</p>
        <button type="submit" className="btn">
          {t("Correct my name")}
        </button>
      </Form>
      <p>{t("Download everything the academy holds about you:")}</p>
      <div className="row row-start">
        <DataDownloads path={`${base}/profile/my-data`} labels={{ pdf: t("My data (PDF)"), json: t("My data (JSON)") }} />
      </div>
    </section>
  );
}
