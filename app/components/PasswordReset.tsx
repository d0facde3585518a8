import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { forgotPasswordPageSchema, PASSWORD_HINT, resetPasswordPageSchema } from "../domain/forms";
import { RESET_MSG, type ResetGroup } from "../domain/password-reset";
import { Rich, type Translate, useT } from "../i18n/react";
import { Panel, PublicHeader } from "./chrome";
import { Field, type FieldMeta, PasswordField } from "./LoginForm";
import { useSchemaForm } from "./schema-form";

/** What the reset pages' actions answer when they do not redirect (app/routes/public/password-reset.server.ts). */
interface ActionData {
  result: SubmissionResult<string[]>;
  /** A catalogue key, translated here. */
  failure?: string;
}

interface PageBase {
  group: ResetGroup;
  tenantName: string | null;
  base: string;
  loginPath: string;
  forgotPath: string;
}

/** The request page's invitation to type the email, per kind of account (one whole sentence each). */
function askEmail(group: ResetGroup, t: Translate) {
  if (group === "employee") return t("Type the email of your training account. We send it a link to choose a new password.");
  if (group === "admin") return t("Type the email of your administrator account. We send it a link to choose a new password.");
  return t("Type the email of your super administrator account. We send it a link to choose a new password.");
}

/** The page frame of the reset pages: the company's header in a tenant, the plain system page for the super administrator. */
function Frame({ page, title, children }: { page: PageBase; title: string; children: ReactNode }) {
  const t = useT();
  const site = page.group === "super_admin" ? t("System Administration") : "GDPR Training";
  const body = (
    <main id="main" className={page.group === "super_admin" ? "page narrow super" : "page narrow"}>
      <title>{`${title} – ${site}`}</title>
      <h1>{title}</h1>
      {children}
      <p className="center">
        <Link to={page.loginPath}>{t("← Back to sign in")}</Link>
      </p>
    </main>
  );
  if (page.tenantName === null) return body;
  return (
    <>
      <PublicHeader name={page.tenantName} base={page.base} />
      {body}
    </>
  );
}

/** The request page: the email, the one answer for every email, and the note while mail is not configured. */
export function ForgotPasswordPage({
  page,
  actionData,
}: {
  page: PageBase & { sent: boolean; noMail: string | null };
  actionData?: ActionData;
}) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm({
    id: `forgot-${page.group}`,
    lastResult: actionData?.result,
    schema: forgotPasswordPageSchema,
  });
  const f = fields as unknown as Record<string, FieldMeta>;
  return (
    <Frame page={page} title={t("Forgot Your Password?")}>
      {page.sent ? (
        <Panel tone="success" heading={t("Check Your Email")}>
          {t(RESET_MSG.requested)}
        </Panel>
      ) : (
        <p>{askEmail(page.group, t)}</p>
      )}
      {page.noMail ? (
        <Panel tone="error" heading={t("No Mail Server Configured")}>
          {t(page.noMail)}
        </Panel>
      ) : null}
      <Form method="post" className="form card" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="request-reset" />
        {actionData?.failure ? (
          <Panel tone="error" heading={t("Request Refused")}>
            {t(actionData.failure)}
          </Panel>
        ) : null}
        <Field label={t("Email")} field={f.email} type="email" autoComplete="username" />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t("Sending…") : t("Send Reset Link")}
        </button>
      </Form>
      {page.group === "super_admin" ? null : <p className="muted">{t(RESET_MSG.invited)}</p>}
    </Frame>
  );
}

/** The page of a link: the new password twice, or why the link cannot be used and the way to a new one. */
export function ResetPasswordPage({
  page,
  actionData,
}: {
  page: PageBase & { token: string | null; email: string | null; problem: string | null };
  actionData?: ActionData;
}) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm({
    id: `reset-${page.group}`,
    lastResult: actionData?.result,
    schema: resetPasswordPageSchema,
  });
  const f = fields as unknown as Record<string, FieldMeta>;
  const problem = actionData?.failure ?? page.problem;
  const requestAgain = (
    <p>
      <Link className="btn btn-primary" to={page.forgotPath}>
        {t("Request a New Link")}
      </Link>
    </p>
  );
  return (
    <Frame page={page} title={t("Choose a New Password")}>
      {problem ? (
        <>
          <Panel tone="error" heading={t("Password Not Changed")}>
            {t(problem)}
          </Panel>
          {requestAgain}
        </>
      ) : null}
      {page.token ? (
        <Form method="post" className="form card" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="reset-password" />
          <input type="hidden" name="token" value={page.token} />
          {form.errors?.length ? (
            <p className="form-error" role="alert" id={form.errorId}>
              {form.errors.map((e) => t(e)).join(" ")}
            </p>
          ) : null}
          <p>
            <Rich
              text={t("Choosing the new password of <strong>{email}</strong>. Every session of this account is signed out.", {
                email: page.email ?? "",
              })}
              strong={() => <strong>{page.email}</strong>}
            />
          </p>
          {/* for password managers: the account the new password is for */}
          <input type="email" name="username" value={page.email ?? ""} autoComplete="username" readOnly hidden />
          <PasswordField label={t("New password")} field={f.newPassword} autoComplete="new-password" hint={t(PASSWORD_HINT)} />
          <PasswordField label={t("Confirm new password")} field={f.confirmPassword} autoComplete="new-password" />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? t("Saving…") : t("Set New Password")}
          </button>
        </Form>
      ) : null}
    </Frame>
  );
}
