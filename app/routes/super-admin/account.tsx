import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { data, Form, useNavigation } from "react-router";
import { msg } from "../../i18n/msg";
import { metaT } from "../../i18n/react";
import { z } from "zod";
import type { Route } from "./+types/account";
import { Panel } from "../../components/chrome";
import { type FieldMeta, PasswordField } from "../../components/LoginForm";
import { LanguagePreference } from "../../components/LanguagePreference";
import { accountPasswordSchema, languageSchema, PASSWORD_HINT } from "../../domain/forms";

import { Rich, useT } from "../../i18n/react";
import { saveLanguagePreference } from "../../server/identity/language.server";
import { languageOfChoice, requestLanguage } from "../../server/platform/i18n.server";
import { openSession, requireSuperAdmin } from "../../server/identity/sessions.server";
import { changeOwnPassword } from "../../server/identity/sign-in.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { parseForm } from "../../server/platform/forms.server";
import { loginPageHeaders } from "../public/login.server";
import { useSchemaForm } from "../../components/schema-form";

/**
 * The super administrator's Account screen (issue 25, 4): change the password, typing the
 * current one again (checked under the sign-in limits). Every session of the account ends with
 * the change; this browser continues on a new one (rotated). And the interface language: the
 * super administrator has no company, so "Company default" follows the browser's. Plain form
 * posts, then POST-redirect-GET with a banner.
 */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)(msg("Account – System Administration")) }];
export const headers: Route.HeadersFunction = loginPageHeaders;

const HERE = "/super-admin/dashboard/account";
const SECRET_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];
/** The screen's two forms: the password change and the language. */
const accountSchema = z.discriminatedUnion("intent", [...accountPasswordSchema.options, languageSchema]);

interface ActionData {
  result: SubmissionResult<string[]>;
  /** The banner of a refusal that is not about one field (too many attempts, busy). */
  failure?: string;
}

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireSuperAdmin(args);
  // The saved language only when there is one (none: the browser's, the super administrator having no company).
  return { email: user.email, ...(user.locale ? { locale: user.locale } : {}) };
}

export async function action(args: Route.ActionArgs) {
  const { user, meta } = await requireSuperAdmin(args);
  const submission = await parseForm(args.request, accountSchema);
  if (submission.status !== "success") {
    return data<ActionData>({ result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 400 });
  }
  const v = submission.value;
  if (v.intent === "language") {
    await saveLanguagePreference(user, null, v.locale || null);
    // The banner in the language just chosen (the next page is in it).
    const { t } = await languageOfChoice(args.request, v.locale || null);
    return redirectWithFlash(HERE, { kind: "success", text: t("Language saved.") });
  }
  const changed = await changeOwnPassword({
    tenant: null,
    user: { id: user.id, email: user.email, role: "super_admin" },
    currentPassword: v.currentPassword,
    newPassword: v.newPassword,
    meta,
  });
  const fieldError = (field: string, message: string, status: number) =>
    data<ActionData>({ result: submission.reply({ fieldErrors: { [field]: [message] }, hideFields: SECRET_FIELDS }) }, { status });
  if (changed.kind === "weak") return fieldError("newPassword", changed.message, 400);
  if (changed.kind === "refused" && changed.status === 401) return fieldError("currentPassword", changed.message, 401);
  if (changed.kind === "refused") {
    return data<ActionData>(
      { result: submission.reply({ hideFields: SECRET_FIELDS }), failure: changed.message },
      { status: changed.status, headers: changed.retryAfterSeconds ? { "Retry-After": String(changed.retryAfterSeconds) } : undefined },
    );
  }
  // The change ended every session of the account, this one too: this browser gets a new one.
  const session = await openSession(args.request, changed.user);
  return redirectWithFlash(
    HERE,
    {
      kind: "success",
      text: (await requestLanguage(args.request)).t("Your password was changed. Every other session of this account was signed out."),
    },
    session.headers,
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm({
    id: "super-admin-password",
    lastResult: actionData?.result,
    schema: accountPasswordSchema,
  });
  const f = fields as unknown as Record<string, FieldMeta>;
  return (
    <section aria-labelledby="account-title">
      <h2 id="account-title">{t("Account")}</h2>
      <p>
        <Rich text={t("Signed in as <strong>{email}</strong>.", { email: loaderData.email })} strong={(c) => <strong>{c}</strong>} />
      </p>
      <LanguagePreference current={loaderData.locale ?? null} />
      <Form method="post" className="form card" {...getFormProps(form)}>
        <h3>{t("Change Password")}</h3>
        <input type="hidden" name="intent" value="change-password" />
        {actionData?.failure ? (
          <Panel tone="error" heading={t("Password Not Changed")}>
            {t(actionData.failure)}
          </Panel>
        ) : null}
        {form.errors?.length ? (
          <p className="form-error" role="alert" id={form.errorId}>
            {form.errors.map((e) => t(e)).join(" ")}
          </p>
        ) : null}
        <p>{t("Changing the password signs out every other session of this account.")}</p>
        {/* for password managers: the account the new password is for */}
        <input type="email" name="username" value={loaderData.email} autoComplete="username" readOnly hidden />
        <PasswordField label={t("Current password")} field={f.currentPassword} autoComplete="current-password" />
        {/* PASSWORD_HINT: domain/forms.ts's text, a catalogue key of that file */}
        <PasswordField label={t("New password")} field={f.newPassword} autoComplete="new-password" hint={t(PASSWORD_HINT)} />
        <PasswordField label={t("Confirm new password")} field={f.confirmPassword} autoComplete="new-password" />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t("Saving…") : t("Change Password")}
        </button>
      </Form>
    </section>
  );
}
