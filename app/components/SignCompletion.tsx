import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { RECENT_SIGN_IN_MINUTES, SIGNATURE_STATEMENT, type SignatureMethod } from "../domain/certificate";
import { signIntentSchema } from "../domain/forms";
import { ErrorBanner, FieldError } from "./chrome";
import { useSchemaForm } from "./schema-form";
import { Rich, useT } from "../i18n/react";

/**
 * The acknowledgement at completion (issue 13, part 5): the statement to tick and, for people
 * with a password, the password typed again. A plain posted form (works without JavaScript);
 * with JavaScript conform checks the same schema before posting.
 */
export function SignCompletion(props: {
  name: string;
  method: SignatureMethod;
  /** A learner of the identity provider whose sign-in is too old: asked to sign in again first. */
  ready: boolean;
  /** Where a fresh sign-in at the identity provider starts (the company's own, or the main site's). */
  signInAgainUrl: string;
  lastResult?: SubmissionResult<string[]>;
  /** A refusal without a field (a stale sign-in, already signed). */
  error?: string | null;
}) {
  const t = useT();
  return (
    <section className="quest-panel" aria-labelledby="sign-title">
      <h2 id="sign-title">{t("Sign Your Completion")}</h2>
      <p className="lead">{t("You have completed all seven GDPR training modules.")}</p>
      <p>
        <Rich
          text={t(
            "Before your certificate is issued, confirm that you did the training yourself. Your confirmation is recorded as an electronic signature: your printed name (<strong>{name}</strong>), the date and time (UTC) and the meaning of the signature are kept with your training record and printed on your certificate.",
            { name: props.name },
          )}
          strong={(c) => <strong>{c}</strong>}
        />
      </p>
      <ErrorBanner>{props.error}</ErrorBanner>
      {props.method === "identity-provider" && !props.ready ? (
        <p>
          <Rich
            text={t(
              "You signed in through your identity provider some time ago. Please <link>sign in again with your identity provider</link>, then come back to this module to sign within {minutes} minutes.",
              { minutes: RECENT_SIGN_IN_MINUTES },
            )}
            link={(c) => <a href={props.signInAgainUrl}>{c}</a>}
          />
        </p>
      ) : null}
      <SignForm method={props.method} lastResult={props.lastResult} />
    </section>
  );
}

/** The statement to tick and, for people with a password, the password typed again. */
function SignForm({ method, lastResult }: { method: SignatureMethod; lastResult?: SubmissionResult<string[]> }) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm({
    id: "sign-completion",
    lastResult,
    schema: signIntentSchema,
  });
  return (
    <Form method="post" className="form card" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="sign" />
      {form.errors?.length ? (
        <p className="form-error" role="alert" id={form.errorId}>
          {form.errors.map((e) => t(e)).join(" ")}
        </p>
      ) : null}
      <div className="field checkbox-field">
        <label>
          <input {...getInputProps(fields.confirm, { type: "checkbox" })} key={fields.confirm.key} required />
          <span>{t(SIGNATURE_STATEMENT)}.</span>
        </label>
        <FieldError id={fields.confirm.errorId} errors={fields.confirm.errors} />
      </div>
      {method === "password" ? (
        <div className="field">
          <label htmlFor={fields.password.id}>{t("Password")}</label>
          <input
            {...getInputProps(fields.password, { type: "password" })}
            key={fields.password.key}
            autoComplete="current-password"
            maxLength={128}
            required
          />
          <p className="hint">{t("Type the password you sign in with, to confirm that it is you who signs.")}</p>
          <FieldError id={fields.password.errorId} errors={fields.password.errors} />
        </div>
      ) : (
        <p className="hint">
          {t("You sign in through your identity provider, so no password is asked: your recent sign-in there confirms it is you.")}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t("Sign and Receive Certificate")}
      </button>
    </Form>
  );
}
