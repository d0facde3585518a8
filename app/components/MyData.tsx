import { Form } from "react-router";
import { NAME_MAX } from "../domain/forms";
import { useT } from "../i18n/react";

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
        <Form method="post" action={`${base}/profile/my-data.pdf`} reloadDocument>
          <input type="hidden" name="intent" value="download" />
          <button type="submit" className="btn">
            {t("My data (PDF)")}
          </button>
        </Form>
        <Form method="post" action={`${base}/profile/my-data.json`} reloadDocument>
          <input type="hidden" name="intent" value="download" />
          <button type="submit" className="btn">
            {t("My data (JSON)")}
          </button>
        </Form>
      </div>
    </section>
  );
}
