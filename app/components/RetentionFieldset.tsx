import type { FieldMetadata } from "@conform-to/react";
import { LEAVER_YEARS, MAIL_BODY_DAYS, SESSION_DAYS } from "../domain/erasure";
import { LEAVER_YEARS_LABEL, MAIL_BODY_DAYS_LABEL, SESSION_DAYS_LABEL } from "../domain/settings";
import { msg } from "../i18n/msg";
import { useT } from "../i18n/react";
import { SelectField } from "./fields";

type RetentionFields = {
  retentionLeaverYears: FieldMetadata<number | undefined>;
  retentionSessionDays: FieldMetadata<number | undefined>;
  retentionMailBodyDays: FieldMetadata<number | undefined>;
};

/** The three periods: each a select of its allowed values, with what it keeps and why its default. */
const PERIODS = [
  {
    name: "retentionLeaverYears",
    label: msg("Identifying data of people who left"),
    options: LEAVER_YEARS,
    labels: LEAVER_YEARS_LABEL,
    hint: msg(
      "Years after an employee is deleted before their name, email and sign-in data are erased and replaced by a pseudonym such as “Former employee 7F3K9Q”. The default of 6 years covers the usual limitation periods for claims and the typical GxP record retention, so an inspector can still ask who was trained; choose what your own retention schedule says.",
    ),
  },
  {
    name: "retentionSessionDays",
    label: msg("Sessions and expired invitations"),
    options: SESSION_DAYS,
    labels: SESSION_DAYS_LABEL,
    hint: msg(
      "Days sign-in sessions without activity and used or expired invitation links are kept before they are deleted (default 30 days). Password reset links hold nothing but the person's record number and are kept as evidence.",
    ),
  },
  {
    name: "retentionMailBodyDays",
    label: msg("Mail contents"),
    options: MAIL_BODY_DAYS,
    labels: MAIL_BODY_DAYS_LABEL,
    hint: msg(
      "Days the text of mail sent to your people is kept (default 90 days: long enough to answer “did I get the invitation?”). The mail log itself (kind, recipient, status and dates) stays.",
    ),
  },
] as const satisfies readonly {
  name: keyof RetentionFields;
  label: string;
  options: readonly number[];
  labels: Readonly<Record<number, string>>;
  hint: string;
}[];

/** The settings page's "Retention" fieldset (issue 30): how long personal data is kept, with the defaults explained. */
export function RetentionFieldset({ fields }: { fields: RetentionFields }) {
  const t = useT();
  return (
    <fieldset>
      <legend>
        <h3>{t("Retention")}</h3>
      </legend>
      <p className="hint">
        {t(
          "How long the academy keeps personal data of your people. Training records (attempts, answers, scores, content versions, certificates and signatures) are GxP evidence and are always kept; after the period below they are kept under a pseudonym.",
        )}
      </p>
      {PERIODS.map((p) => (
        <SelectField<number>
          key={p.name}
          field={fields[p.name] as FieldMetadata<number>}
          label={t(p.label)}
          options={p.options}
          labels={Object.fromEntries(p.options.map((o) => [o, t((p.labels as Readonly<Record<number, string>>)[o])]))}
          hint={t(p.hint)}
        />
      ))}
      <p className="hint">
        {t(
          "Audit events are kept for the life of your company: their hash chain is the evidence that the trail is complete and unchanged. When a person's data is erased, their name and email in the audit events are replaced by the pseudonym too; no event is deleted.",
        )}
      </p>
    </fieldset>
  );
}
