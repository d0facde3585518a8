import { getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/settings";
import { FieldError } from "../../components/chrome";
import { CheckboxField, ColorField, FormActions, SelectField, TextField } from "../../components/fields";
import { BROWSER_LANGUAGE, SETTINGS_MAX, SETTINGS_MSG, settingsSchema } from "../../domain/forms";
import {
  PRIVACY_FIELDS,
  REMINDER_LABEL,
  REMINDER_OPTIONS,
  TIMEOUT_LABEL,
  TIMEOUT_OPTIONS,
  VALIDITY_LABEL,
  VALIDITY_OPTIONS,
} from "../../domain/settings";
import { RetentionFieldset } from "../../components/RetentionFieldset";
import { readSettings, updateSettings } from "../../server/admin/settings.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { ssoOptions } from "../../server/identity/sso.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { parseForm } from "../../server/platform/forms.server";
import { resolveTenant } from "../../server/platform/tenant.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { LANGUAGE_NAMES, LOCALES } from "../../domain/locale";
import { useT } from "../../i18n/react";
import { useSchemaForm } from "../../components/schema-form";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? "Settings – Admin Dashboard – GDPR Training" }];

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const { t } = await requestLanguage(args.request);
  const settings = await readSettings(caller.scope);
  const sso = await ssoOptions(tenant);
  return {
    sso,
    title: t("Settings – Admin Dashboard – GDPR Training"),
    base: tenant.base,
    settings: { ...settings, defaultLocale: settings.defaultLocale ?? BROWSER_LANGUAGE },
  };
}

export async function action(args: Route.ActionArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const submission = await parseForm(args.request, settingsSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  // A privacy field left empty arrives as left out: the form clears it (JSON's left-out field stays).
  const privacy = Object.fromEntries(PRIVACY_FIELDS.map((f) => [f, submission.value[f] ?? null]));
  await updateSettings(caller, { ...submission.value, ...privacy });
  // The flash reads in the language the next page has (a changed company default applies to it).
  const { t } = await requestLanguage(args.request);
  return redirectWithFlash(`${tenant.base}/admin/dashboard/settings`, { kind: "success", text: t(SETTINGS_MSG.saved) });
}

export default function Settings({ loaderData: d, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm({
    id: "settings",
    defaultValue: d.settings,
    lastResult: actionData?.result,
    schema: settingsSchema,
  });
  const t = useT();
  return (
    <section aria-labelledby="settings-title">
      <h2 id="settings-title">{t("Settings")}</h2>
      <Form method="post" action={`${d.base}/admin/dashboard/settings`} className="form card settings-form" {...getFormProps(form)}>
        {form.errors?.length ? (
          <p className="form-error" role="alert" id={form.errorId}>
            {form.errors.map((e) => t(e)).join(" ")}
          </p>
        ) : null}

        <BrandingFieldset fields={fields} />
        <CertificateFieldset fields={fields} />
        <TrainingFieldset fields={fields} />
        <EmailFieldset fields={fields} />
        <LanguageFieldset fields={fields} />
        <PrivacyFieldset fields={fields} base={d.base} />
        <RetentionFieldset fields={fields} />

        <FormActions submit={t("Save Settings")} />
      </Form>
      <SsoSummary d={d} />
    </section>
  );
}

type SettingsFields = ReturnType<typeof useSchemaForm<typeof settingsSchema>>[1];

/** A select's labels, translated. */
function useLabels() {
  const t = useT();
  return <K extends number>(m: Record<K, string>) =>
    Object.fromEntries(Object.entries(m).map(([k, v]) => [k, t(v as string)])) as Record<K, string>;
}

/** The company's name, logo, colours and welcome message. */
function BrandingFieldset({ fields }: { fields: SettingsFields }) {
  const t = useT();
  return (
    <fieldset>
      <legend>
        <h3>{t("Company and branding")}</h3>
      </legend>
      <TextField field={fields.companyName} label={t("Company name")} max={SETTINGS_MAX.name} required autoComplete="organization" />
      <TextField
        field={fields.companyLogoUrl}
        label={t("Logo URL")}
        type="url"
        max={SETTINGS_MAX.url}
        hint={t("An https:// address of an image; shown in the header of your company's pages. Leave empty for none.")}
      />
      <div className="settings-colors">
        <ColorField field={fields.primaryColor} label={t("Primary colour")} />
        <ColorField field={fields.secondaryColor} label={t("Secondary colour")} />
      </div>
      <div className="field">
        <label htmlFor={fields.welcomeMessage.id}>{t("Welcome message")}</label>
        <textarea {...getTextareaProps(fields.welcomeMessage)} key={fields.welcomeMessage.key} rows={4} maxLength={SETTINGS_MAX.welcome} />
        <p className="hint">{t("Shown to your employees on the training introduction.")}</p>
        <FieldError id={fields.welcomeMessage.errorId} errors={fields.welcomeMessage.errors} />
      </div>
    </fieldset>
  );
}

/** Who signs the certificate, and how long it is valid. */
function CertificateFieldset({ fields }: { fields: SettingsFields }) {
  const t = useT();
  const labels = useLabels();
  return (
    <fieldset>
      <legend>
        <h3>{t("Certificate")}</h3>
      </legend>
      <TextField
        field={fields.signerName}
        label={t("Signer name")}
        max={SETTINGS_MAX.name}
        hint={t("Left empty, the company name signs.")}
      />
      <TextField field={fields.signerTitle} label={t("Signer title")} max={SETTINGS_MAX.name} required />
      <SelectField
        field={fields.certificateValidityDays}
        label={t("Certificate validity")}
        options={VALIDITY_OPTIONS}
        labels={labels(VALIDITY_LABEL)}
      />
    </fieldset>
  );
}

/** Reminders, session timeout, enrolment and first passwords. */
function TrainingFieldset({ fields }: { fields: SettingsFields }) {
  const t = useT();
  const labels = useLabels();
  return (
    <fieldset>
      <legend>
        <h3>{t("Training and sign-in")}</h3>
      </legend>
      <SelectField
        field={fields.reminderIntervalDays}
        label={t("Reminder interval")}
        options={REMINDER_OPTIONS}
        labels={labels(REMINDER_LABEL)}
      />
      <SelectField
        field={fields.sessionTimeoutMinutes}
        label={t("Session timeout")}
        options={TIMEOUT_OPTIONS}
        labels={labels(TIMEOUT_LABEL)}
        hint={t("A session without activity for this long is signed out.")}
      />
      <CheckboxField field={fields.autoEnrollNewEmployees} label={t("Enrol new employees in the training automatically")} />
      <CheckboxField
        field={fields.requirePasswordChange}
        label={t("Require a password of their own at first sign-in")}
        hint={t(
          "Invited people always choose their own password through their invitation link. With this ticked, an account that holds a temporary password must replace it before it can sign in.",
        )}
      />
    </fieldset>
  );
}

/** The sender and the mails the company sends. */
function EmailFieldset({ fields }: { fields: SettingsFields }) {
  const t = useT();
  return (
    <fieldset>
      <legend>
        <h3>{t("Email")}</h3>
      </legend>
      <TextField
        field={fields.emailSenderName}
        label={t("Sender name")}
        max={SETTINGS_MAX.name}
        hint={t("The name your company's mail comes from; the sending address stays the platform's.")}
      />
      <TextField field={fields.emailReplyTo} label={t("Reply-to address")} type="email" max={SETTINGS_MAX.email} autoComplete="email" />
      <CheckboxField field={fields.enableEmailNotifications} label={t("Email notifications")} />
      <CheckboxField field={fields.enableCompletionEmails} label={t("Completion emails")} />
      <CheckboxField field={fields.enableReminderEmails} label={t("Reminder emails")} />
    </fieldset>
  );
}

/** The company's default language. */
function LanguageFieldset({ fields }: { fields: SettingsFields }) {
  const t = useT();
  return (
    <fieldset>
      <legend>
        <h3>{t("Language")}</h3>
      </legend>
      <div className="field">
        <label htmlFor={fields.defaultLocale.id}>{t("Default language")}</label>
        <select
          {...getSelectProps(fields.defaultLocale, { ariaDescribedBy: `${fields.defaultLocale.id}-hint` })}
          key={fields.defaultLocale.key}
        >
          <option value={BROWSER_LANGUAGE}>{t("Browser language")}</option>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
        <p className="hint" id={`${fields.defaultLocale.id}-hint`}>
          {t(
            "The language of your company's pages for everyone who has not chosen their own. With Browser language, each browser's language is used.",
          )}
        </p>
        <FieldError id={fields.defaultLocale.errorId} errors={fields.defaultLocale.errors} />
      </div>
    </fieldset>
  );
}

/** Whether the company's people sign in through its identity provider, and the way to its configuration. */
function SsoSummary({ d }: { d: Route.ComponentProps["loaderData"] }) {
  const t = useT();
  return (
    <section className="card" aria-labelledby="sso-summary">
      <h3 id="sso-summary">{t("Single sign-on")}</h3>
      <p>
        {d.sso.oidc || d.sso.saml
          ? t("Your people can sign in through your identity provider ({protocols}).", {
              protocols: [d.sso.oidc ? "OpenID Connect" : null, d.sso.saml ? "SAML 2.0" : null].filter(Boolean).join(", "),
            })
          : t("Your people sign in with passwords. Connect your identity provider to let them use their company account.")}
      </p>
      <p>
        <Link className="btn" to={`${d.base}/admin/dashboard/settings/sso`}>
          {t("Configure Single Sign-on")}
        </Link>
      </p>
    </section>
  );
}

/** The privacy notice's controller details (issue 30): every field optional, shown on the notice. */
function PrivacyFieldset({ fields, base }: { fields: SettingsFields; base: string }) {
  const t = useT();
  return (
    <fieldset>
      <legend>
        <h3>{t("Privacy notice")}</h3>
      </legend>
      <p className="hint">
        {t("Your company is the controller of its people's data on this platform. These details are shown on your privacy notice:")}{" "}
        <Link to={`${base}/privacy`}>{t("Privacy notice")}</Link>
      </p>
      <TextField
        field={fields.controllerLegalName}
        label={t("Legal name of the company")}
        max={SETTINGS_MAX.name}
        autoComplete="organization"
      />
      <div className="field">
        <label htmlFor={fields.controllerAddress.id}>{t("Postal address")}</label>
        <textarea
          {...getTextareaProps(fields.controllerAddress)}
          key={fields.controllerAddress.key}
          rows={3}
          maxLength={SETTINGS_MAX.address}
          autoComplete="street-address"
        />
        <FieldError id={fields.controllerAddress.errorId} errors={fields.controllerAddress.errors} />
      </div>
      <TextField
        field={fields.privacyContactEmail}
        label={t("Privacy contact email")}
        type="email"
        max={SETTINGS_MAX.email}
        hint={t("Where your people send questions and requests about their data.")}
      />
      <TextField field={fields.dpoName} label={t("Data protection officer (optional)")} max={SETTINGS_MAX.name} />
      <TextField
        field={fields.dpoContact}
        label={t("Data protection officer's contact (optional)")}
        max={SETTINGS_MAX.contact}
        hint={t("An email address or phone number.")}
      />
    </fieldset>
  );
}
