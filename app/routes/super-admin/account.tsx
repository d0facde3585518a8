import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { Panel } from "../../components/chrome";
import { type FieldMeta, PasswordField } from "../../components/LoginForm";
import { accountPasswordSchema, PASSWORD_HINT } from "../../domain/forms";
import { openSession, requireSuperAdmin } from "../../server/identity/sessions.server";
import { changeOwnPassword } from "../../server/identity/sign-in.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { parseForm } from "../../server/platform/forms.server";
import { loginPageHeaders } from "../public/login.server";
import { useSchemaForm } from "../../components/schema-form";

/**
 * The super administrator's Account screen (issue 25, 4): change the password, typing the
 * current one again (checked under the sign-in limits). Every session of the account ends with
 * the change; this browser continues on a new one (rotated). A plain form post, then
 * POST-redirect-GET with a banner.
 */
export const meta: Route.MetaFunction = () => [{ title: "Account – System Administration" }];
export const headers: Route.HeadersFunction = loginPageHeaders;

const HERE = "/super-admin/dashboard/account";
const SECRET_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

interface ActionData {
  result: SubmissionResult<string[]>;
  /** The banner of a refusal that is not about one field (too many attempts, busy). */
  failure?: string;
}

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireSuperAdmin(args);
  return { email: user.email };
}

export async function action(args: Route.ActionArgs) {
  const { user, meta } = await requireSuperAdmin(args);
  const submission = await parseForm(args.request, accountPasswordSchema);
  if (submission.status !== "success") {
    return data<ActionData>({ result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 400 });
  }
  const v = submission.value;
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
    { kind: "success", text: "Your password was changed. Every other session of this account was signed out." },
    session.headers,
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm({
    id: "super-admin-password",
    lastResult: actionData?.result,
    schema: accountPasswordSchema,
  });
  const f = fields as unknown as Record<string, FieldMeta>;
  return (
    <section aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      <p>
        Signed in as <strong>{loaderData.email}</strong>.
      </p>
      <Form method="post" className="form card" {...getFormProps(form)}>
        <h3>Change Password</h3>
        <input type="hidden" name="intent" value="change-password" />
        {actionData?.failure ? (
          <Panel tone="error" heading="Password Not Changed">
            {actionData.failure}
          </Panel>
        ) : null}
        {form.errors?.length ? (
          <p className="form-error" role="alert" id={form.errorId}>
            {form.errors.join(" ")}
          </p>
        ) : null}
        <p>Changing the password signs out every other session of this account.</p>
        {/* for password managers: the account the new password is for */}
        <input type="email" name="username" value={loaderData.email} autoComplete="username" readOnly hidden />
        <PasswordField label="Current password" field={f.currentPassword} autoComplete="current-password" />
        <PasswordField label="New password" field={f.newPassword} autoComplete="new-password" hint={PASSWORD_HINT} />
        <PasswordField label="Confirm new password" field={f.confirmPassword} autoComplete="new-password" />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? "Saving…" : "Change Password"}
        </button>
      </Form>
    </section>
  );
}
