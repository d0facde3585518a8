import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useT } from "../i18n/react";

/**
 * Every server-rendered confirmation step (resets now; deletes, resends and suspends next): a
 * `?confirm=…` view of the page whose Confirm button posts the intent and whose Cancel is a
 * link back. Works without JavaScript; nothing changes until the post.
 */
export function ConfirmPanel(props: {
  id: string;
  title: string;
  children: ReactNode;
  /** Where Cancel leads (the page without the confirmation). */
  cancelTo: string;
  /** The action to post to (default: `cancelTo`, the page that shows the confirmation). */
  action?: string;
  intent: string;
  fields?: Record<string, string | number>;
  /** Inputs the confirmation asks for (a revocation's reason), posted with the intent. */
  inputs?: ReactNode;
  confirmLabel: string;
}) {
  const { id, title, children, cancelTo, action, intent, fields, inputs, confirmLabel } = props;
  const t = useT();
  const buttons = (
    <>
      <Link className="btn" to={cancelTo}>
        {t("Cancel")}
      </Link>
      <button type="submit" className="btn btn-danger">
        {confirmLabel}
      </button>
    </>
  );
  return (
    <section className="card confirm" role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="label">{t("Confirmation Required")}</p>
      <div id={`${id}-text`}>{children}</div>
      <Form method="post" action={action ?? cancelTo} className={inputs ? "form" : "actions"}>
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(fields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {inputs ? (
          <>
            {inputs}
            <div className="actions">{buttons}</div>
          </>
        ) : (
          buttons
        )}
      </Form>
    </section>
  );
}
