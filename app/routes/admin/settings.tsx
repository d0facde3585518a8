import { getFormProps, getTextareaProps } from "@conform-to/react";
import { data, Form } from "react-router";
import type { Route } from "./+types/settings";
import { FieldError } from "../../components/chrome";
import { CheckboxField, ColorField, SelectField, TextField } from "../../components/fields";
import { SETTINGS_MAX, SETTINGS_MSG, settingsSchema } from "../../domain/forms";
import { REMINDER_LABEL, REMINDER_OPTIONS, TIMEOUT_LABEL, TIMEOUT_OPTIONS, VALIDITY_LABEL, VALIDITY_OPTIONS } from "../../domain/settings";
import { readSettings, updateSettings } from "../../server/admin/settings.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { parseForm } from "../../server/platform/forms.server";
import { resolveTenant } from "../../server/platform/tenant.server";
import { useSchemaForm } from "../../components/schema-form";

export const meta: Route.MetaFunction = () => [{ title: "Settings – Admin Dashboard – GDPR Training" }];

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  return { base: tenant.base, settings: await readSettings(caller.scope) };
}

export async function action(args: Route.ActionArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const submission = await parseForm(args.request, settingsSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await updateSettings(caller, submission.value);
  return redirectWithFlash(`${tenant.base}/admin/dashboard/settings`, { kind: "success", text: SETTINGS_MSG.saved });
}

export default function Settings({ loaderData: d, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm({
    id: "settings",
    defaultValue: d.settings,
    lastResult: actionData?.result,
    schema: settingsSchema,
  });
  return (
    <section aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <Form method="post" action={`${d.base}/admin/dashboard/settings`} className="form card settings-form" {...getFormProps(form)}>
        {form.errors?.length ? (
          <p className="form-error" role="alert" id={form.errorId}>
            {form.errors.join(" ")}
          </p>
        ) : null}

        <fieldset>
          <legend>
            <h3>Company and branding</h3>
          </legend>
          <TextField field={fields.companyName} label="Company name" max={SETTINGS_MAX.name} required autoComplete="organization" />
          <TextField
            field={fields.companyLogoUrl}
            label="Logo URL"
            type="url"
            max={SETTINGS_MAX.url}
            hint="An https:// address of an image; shown in the header of your company's pages. Leave empty for none."
          />
          <div className="settings-colors">
            <ColorField field={fields.primaryColor} label="Primary colour" />
            <ColorField field={fields.secondaryColor} label="Secondary colour" />
          </div>
          <div className="field">
            <label htmlFor={fields.welcomeMessage.id}>Welcome message</label>
            <textarea
              {...getTextareaProps(fields.welcomeMessage)}
              key={fields.welcomeMessage.key}
              rows={4}
              maxLength={SETTINGS_MAX.welcome}
            />
            <p className="hint">Shown to your employees on the training introduction.</p>
            <FieldError id={fields.welcomeMessage.errorId} errors={fields.welcomeMessage.errors} />
          </div>
        </fieldset>

        <fieldset>
          <legend>
            <h3>Certificate</h3>
          </legend>
          <TextField field={fields.signerName} label="Signer name" max={SETTINGS_MAX.name} hint="Left empty, the company name signs." />
          <TextField field={fields.signerTitle} label="Signer title" max={SETTINGS_MAX.name} required />
          <SelectField
            field={fields.certificateValidityDays}
            label="Certificate validity"
            options={VALIDITY_OPTIONS}
            labels={VALIDITY_LABEL}
          />
        </fieldset>

        <fieldset>
          <legend>
            <h3>Training and sign-in</h3>
          </legend>
          <SelectField field={fields.reminderIntervalDays} label="Reminder interval" options={REMINDER_OPTIONS} labels={REMINDER_LABEL} />
          <SelectField
            field={fields.sessionTimeoutMinutes}
            label="Session timeout"
            options={TIMEOUT_OPTIONS}
            labels={TIMEOUT_LABEL}
            hint="A session without activity for this long is signed out."
          />
          <CheckboxField field={fields.autoEnrollNewEmployees} label="Enrol new employees in the training automatically" />
          <CheckboxField
            field={fields.requirePasswordChange}
            label="Require a password of their own at first sign-in"
            hint="Invited people always choose their own password through their invitation link. With this ticked, an account that holds a temporary password must replace it before it can sign in."
          />
        </fieldset>

        <fieldset>
          <legend>
            <h3>Email</h3>
          </legend>
          <TextField
            field={fields.emailSenderName}
            label="Sender name"
            max={SETTINGS_MAX.name}
            hint="The name your company's mail comes from; the sending address stays the platform's."
          />
          <TextField field={fields.emailReplyTo} label="Reply-to address" type="email" max={SETTINGS_MAX.email} autoComplete="email" />
          <CheckboxField field={fields.enableEmailNotifications} label="Email notifications" />
          <CheckboxField field={fields.enableCompletionEmails} label="Completion emails" />
          <CheckboxField field={fields.enableReminderEmails} label="Reminder emails" />
        </fieldset>

        <div className="actions">
          <button type="submit" className="btn btn-primary">
            Save Settings
          </button>
        </div>
      </Form>
    </section>
  );
}
