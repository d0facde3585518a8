import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Rich, useT } from "../i18n/react";
import { useHydrated } from "./hydrated";
import { LOGIN_MODE_SCHEMAS, type LoginMode, PASSWORD_HINT } from "../domain/forms";
import { FieldError, Panel } from "./chrome";
import { useSchemaForm } from "./schema-form";

/** What the sign-in pages' action answers when it does not redirect. */
export interface LoginActionData {
  result: SubmissionResult<string[]>;
  mode: LoginMode;
  /** The failure panel: heading and message, catalogue keys translated here. */
  failure?: { heading: string; message: string };
  email?: string;
}

export interface LoginFormProps {
  who: "employee" | "admin" | "super_admin";
  actionData?: LoginActionData;
  token?: string | null;
  invitationEmail?: string | null;
}

/** Sign-in, invitation set-password and temporary-password change, as plain posted forms. */
export function LoginForm({ who, actionData, token, invitationEmail }: LoginFormProps) {
  const t = useT();
  const mode: LoginMode = token ? "set-password" : (actionData?.mode ?? "login");
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm({
    id: `${who}-${mode}`,
    lastResult: actionData?.mode === mode ? actionData.result : undefined,
    schema: LOGIN_MODE_SCHEMAS[mode],
  });
  const f = fields as Record<string, { id: string; name: string; errors?: string[]; errorId: string }>;
  const formErrors = form.errors;
  const failure = actionData?.mode === mode ? actionData.failure : undefined;
  const email = actionData?.email ?? invitationEmail ?? "";

  return (
    <Form method="post" className="form card" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={mode} />
      {failure ? (
        <Panel tone="error" heading={t(failure.heading)}>
          {t(failure.message)}
        </Panel>
      ) : null}
      {formErrors?.length ? (
        <p className="form-error" role="alert" id={form.errorId}>
          {formErrors.map((e) => t(e)).join(" ")}
        </p>
      ) : null}

      {mode === "login" ? (
        <>
          <Field label={t("Email")} field={f.email} type="email" autoComplete="username" />
          <PasswordField label={t("Password")} field={f.password} autoComplete="current-password" />
        </>
      ) : null}

      {mode === "set-password" ? (
        <>
          <input type="hidden" name="token" value={token ?? ""} />
          {email ? (
            <p>
              <Rich text={t("Setting the password of <strong>{email}</strong>.", { email })} strong={() => <strong>{email}</strong>} />
            </p>
          ) : null}
        </>
      ) : null}

      {mode === "change-password" ? (
        <>
          <p>{t("Your account requires a new password before you continue.")}</p>
          <input type="hidden" name="email" value={email} />
          <PasswordField
            label={who === "super_admin" ? t("One-time password") : t("Temporary password")}
            field={f.currentPassword}
            autoComplete="current-password"
          />
        </>
      ) : null}

      {mode !== "login" ? (
        <>
          <PasswordField label={t("New password")} field={f.newPassword} autoComplete="new-password" hint={t(PASSWORD_HINT)} />
          <PasswordField label={t("Confirm new password")} field={f.confirmPassword} autoComplete="new-password" />
        </>
      ) : null}

      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {mode === "login" ? (busy ? t("Signing in…") : t("Sign In")) : busy ? t("Saving…") : t("Set Password")}
      </button>
    </Form>
  );
}

export type FieldMeta = { id: string; name: string; errors?: string[]; errorId: string };

export function Field({
  label,
  field,
  type = "text",
  autoComplete,
}: {
  label: string;
  field: FieldMeta;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input {...getInputProps(field as never, { type: type as "text" })} key={field.id} autoComplete={autoComplete} />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function PasswordField({
  label,
  field,
  autoComplete,
  hint,
}: {
  label: string;
  field: FieldMeta;
  autoComplete: string;
  hint?: string;
}) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const enhanced = useHydrated();
  const hintId = `${field.id}-hint`;
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <div className="password-row">
        <input
          {...getInputProps(field as never, { type: "password" })}
          key={field.id}
          type={shown ? "text" : "password"}
          autoComplete={autoComplete}
          aria-describedby={[hint ? hintId : "", field.errors?.length ? field.errorId : ""].filter(Boolean).join(" ") || undefined}
        />
        {enhanced ? (
          <button type="button" className="btn btn-small" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
            {shown ? t("Hide") : t("Show")}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
