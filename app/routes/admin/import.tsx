import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { metaT } from "../../i18n/react";
import { data, Form, Link } from "react-router";
import { DataTable } from "../../components/lists";
import type { Route } from "./+types/import";
import { FieldError } from "../../components/chrome";
import { OneTimeLink } from "../../components/OneTimeLink";
import { importSchema } from "../../domain/forms-import";
import {
  IMPORT_MAX_ROWS,
  TEMPLATE_HEADERS,
  importedSummary,
  type ImportPlan,
  type ImportText,
  KIND_LABEL,
  type RowKind,
  rowName,
  rowsToShow,
  TEMPLATE_FILE_NAME,
} from "../../domain/import";
import { companyStats } from "../../server/admin/employees.server";
import { Rich, useFormats, useLocale, useT } from "../../i18n/react";
import { isLocale } from "../../domain/locale";
import { msg, type Translate } from "../../i18n/i18n";
import { applyImport, importText, previewImport, say, signLinkKey } from "../../server/admin/import.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { parseForm } from "../../server/platform/forms.server";
import { env } from "../../server/platform/env.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { resolveTenant } from "../../server/platform/tenant.server";
import { Stats } from "../../components/Stats";

/**
 * Bulk Import (issue 7; spec 2.5, 5): upload a CSV file or paste it; the preview step, rendered
 * by the server, says what happens to every row; the confirm step posts the same text back with
 * the preview's digest and applies it in one transaction, or shows the new preview when the
 * plan changed in between. Without mail, its answer shows the first invitation links and offers
 * all of them as a download.
 */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)(msg("Bulk Import – Admin Dashboard – GDPR Training")) }];

/** How many invitation links the page lists; the download has all of them. */
const LINKS_SHOWN = 100;

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const stats = await companyStats(caller.scope);
  return { base: tenant.base, seats: { used: stats.totalEmployees, max: stats.maxEmployees } };
}

/** What the preview step shows, in the admin's language: the plan's counts and (some of) its rows, the text and its digest. */
function previewStep(t: Translate, csv: string, plan: ImportPlan, digest: string, notice: string | null) {
  return {
    step: "preview" as const,
    csv,
    digest,
    counts: plan.counts,
    seats: plan.seats,
    toAdd: plan.toAdd,
    refusal: plan.refusal === null ? null : say(t, plan.refusal),
    refusedBy: plan.refusedBy,
    rows: rowsToShow(plan.rows).map((r) => ({ ...r, note: r.note === null ? null : say(t, r.note) })),
    total: plan.rows.length,
    notice,
  };
}

export async function action(args: Route.ActionArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const submission = await parseForm(args.request, importSchema);
  const { t } = await requestLanguage(args.request);
  const refuse = (status: 400 | 413, message?: ImportText) =>
    data(
      {
        step: "form" as const,
        // An oversized text is not sent back; a file never is.
        result: submission.reply({
          ...(message ? { formErrors: [say(t, message)] } : {}),
          hideFields: status === 413 ? ["csvFile", "csvData"] : ["csvFile"],
        }),
      },
      { status },
    );
  if (submission.status !== "success") return refuse(400);
  const form = submission.value;
  const source = await importText(form);
  if (source.kind === "refused") return refuse(source.status, source.message);

  if (form.intent === "preview") {
    const preview = await previewImport(caller.scope, source.text);
    if (preview.kind === "refused") return refuse(preview.status, preview.message);
    const status = preview.plan.refusedBy === "invitations" ? 429 : preview.plan.refusal ? 409 : 200;
    return data(previewStep(t, source.text, preview.plan, preview.digest, null), { status });
  }

  const outcome = await applyImport(caller, tenant, source.text, { digest: form.digest });
  switch (outcome.kind) {
    case "refused":
      return refuse(outcome.status, outcome.message);
    case "changed":
      return data(previewStep(t, source.text, outcome.plan, outcome.digest, say(t, outcome.message)), { status: 409 });
    case "over-limit":
      return data(previewStep(t, source.text, outcome.plan, outcome.digest, null), { status: outcome.status });
    case "applied": {
      const summary = say(t, importedSummary(outcome.result));
      const { invited, linkKey: key } = outcome.result;
      // the key is there exactly when the invitations' links are (no mail can carry them)
      if (key === null) {
        const queued = invited.length > 0 ? ` ${t("The invitation emails are queued for sending.")}` : "";
        return redirectWithFlash(`${tenant.base}/admin/dashboard`, { kind: "success", text: `${summary}${queued}` });
      }
      // No mail can carry the invitations: the first links are shown now, and all of them are one
      // download away (made again from the import's key, which only this page holds).
      return data({
        step: "done" as const,
        summary,
        links: { key, signature: signLinkKey(caller, key), shown: invited.slice(0, LINKS_SHOWN), total: invited.length },
        mailOff: Boolean(env().SMTP_URL),
      });
    }
  }
}

const KIND_PILL: Record<RowKind, string> = {
  new: "pill-completed",
  restore: "pill-invited",
  present: "pill-not_started",
  invalid: "pill-deactivated",
  "over-limit": "pill-deactivated",
};

/** The confirm button's label (one text node, so that it reads the same in the HTML). */
const importLabel = (t: Translate, n: number) => t("{count, plural, one {Import # Employee} other {Import # Employees}}", { count: n });

export default function BulkImport({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const t = useT();
  const dashboard = `${d.base}/admin/dashboard`;
  const here = `${dashboard}/import`;
  const template = `${d.base}/admin/employee_template.csv`;
  const step = a?.step === "done" ? 3 : a?.step === "preview" ? 2 : 1;
  const preview = a?.step === "preview" ? a : null;
  const lastResult = a?.step === "form" ? a.result : undefined;
  return (
    <section aria-labelledby="import-title">
      <div className="row">
        <h2 id="import-title">{t("Bulk Import")}</h2>
        <div className="actions">
          <a className="btn" href={template} download={TEMPLATE_FILE_NAME}>
            {t("Download CSV Template")}
          </a>
          <Link className="btn" to={dashboard}>
            {t("Back to Employees")}
          </Link>
        </div>
      </div>
      <ol className="steps" aria-label={t("Import steps")}>
        {[t("Upload"), t("Preview"), t("Done")].map((label, i) => (
          <li key={label} aria-current={step === i + 1 ? "step" : undefined}>
            {i + 1}. {label}
          </li>
        ))}
      </ol>
      {a?.step === "done" ? (
        <Done base={d.base} here={here} dashboard={dashboard} summary={a.summary} links={a.links} mailOff={a.mailOff} />
      ) : (
        <>
          {preview ? <Preview p={preview} /> : <Instructions seats={d.seats} template={template} />}
          <ImportForm
            key={preview ? preview.digest : "upload"}
            action={here}
            cancel={dashboard}
            lastResult={lastResult}
            text={
              preview ? preview.csv : typeof lastResult?.initialValue?.csvData === "string" ? lastResult.initialValue.csvData : undefined
            }
            digest={preview && !preview.refusal && preview.toAdd > 0 ? preview.digest : null}
            toAdd={preview?.toAdd ?? 0}
            again={Boolean(preview)}
          />
        </>
      )}
    </section>
  );
}

function Instructions({ seats, template }: { seats: { used: number; max: number }; template: string }) {
  const t = useT();
  const locale = useLocale();
  // the columns as the template of the admin's language names them (the import reads every language's)
  const columns = isLocale(locale) ? TEMPLATE_HEADERS[locale] : TEMPLATE_HEADERS.en;
  return (
    <div className="card">
      <h3>{t("Import Employees from a CSV File")}</h3>
      <p>
        <Rich
          text={t(
            "The first line names the columns <code>{columns}</code>, in any order; each further line is one employee. Fields are separated by commas or semicolons and may be in quotes. Start from the <link>template ({file})</link> or export the columns from a spreadsheet as CSV.",
            { columns: columns.join(", "), file: TEMPLATE_FILE_NAME },
          )}
          code={(c) => <code translate="no">{c}</code>}
          link={(c) => <a href={template}>{c}</a>}
        />
      </p>
      <pre
        className="hint"
        translate="no"
      >{`${columns.join(",")}\nAda,Lovelace,ada.lovelace@example.com\nSammy,"Davis, Jr.",sammy.davis@example.com`}</pre>
      <p>
        {t(
          "At most {max, number} rows and 2 MB at once. Nothing is imported yet: the next step shows what will happen to every row, and you confirm. Each new employee is invited by email; people already present are left as they are.",
          { max: IMPORT_MAX_ROWS },
        )}
      </p>
      <p className="muted">{t("Seats: {used, number} of {max, number} taken.", { used: seats.used, max: seats.max })}</p>
    </div>
  );
}

type PreviewData = ReturnType<typeof previewStep>;

function Preview({ p }: { p: PreviewData }) {
  const t = useT();
  const fmt = useFormats().number;
  const c = p.counts;
  return (
    <section className="card" aria-labelledby="preview-title">
      <h3 id="preview-title">{t("Preview")}</h3>
      {p.notice ? (
        <p className="form-error" role="alert">
          {p.notice}
        </p>
      ) : null}
      {p.refusal ? (
        <p className="form-error" role="alert">
          {p.refusal}
        </p>
      ) : null}
      <Stats
        items={[
          {
            label: t("To invite"),
            value: fmt(c.new + c.restore),
            note: c.restore ? t("{count, number} of them deleted earlier", { count: c.restore }) : null,
          },
          { label: t("Already present"), value: fmt(c.present), note: t("skipped") },
          { label: t("Invalid rows"), value: fmt(c.invalid), note: t("skipped") },
          Boolean(c["over-limit"]) && {
            label: p.refusedBy === "invitations" ? t("Over today's invitations") : t("Over the seat limit"),
            value: fmt(c["over-limit"]),
          },
        ]}
      />
      <p className="muted">
        {t("Seats: {used, number} of {max, number} taken, {free, number} free.", {
          used: p.seats.used,
          max: p.seats.max,
          free: p.seats.free,
        })}
      </p>
      {!p.refusal && p.toAdd === 0 ? (
        <p role="status">
          <Rich
            text={t("<strong>Nothing to import:</strong> every row is already present or invalid.")}
            strong={(c) => <strong>{c}</strong>}
          />
        </p>
      ) : null}
      {p.toAdd > 0 ? (
        <p>
          <button type="submit" form="import" name="intent" value="confirm" className="btn btn-primary">
            {importLabel(t, p.toAdd)}
          </button>
        </p>
      ) : null}
      <DataTable caption={t("What happens to each row of the CSV")} columns={[t("Line"), t("Name"), t("Email"), t("What Happens")]}>
        {p.rows.map((r) => (
          <tr key={r.line}>
            <th scope="row">{r.line}</th>
            <td>{rowName(r) === r.email ? "" : rowName(r)}</td>
            <td>{r.email}</td>
            <td>
              <span className={`pill ${KIND_PILL[r.kind]}`}>{t(KIND_LABEL[r.kind])}</span>
              {r.note ? <span className="hint"> {r.note}</span> : null}
            </td>
          </tr>
        ))}
      </DataTable>
      {p.rows.length < p.total ? (
        <p className="muted">
          {t("{shown, number} of {total, number} rows are listed: the invalid and refused rows first.", {
            shown: p.rows.length,
            total: p.total,
          })}
        </p>
      ) : null}
    </section>
  );
}

function ImportForm(props: {
  action: string;
  cancel: string;
  lastResult?: SubmissionResult<string[]>;
  text: string | undefined;
  digest: string | null;
  toAdd: number;
  again: boolean;
}) {
  const [form, fields] = useForm({
    id: "import",
    lastResult: props.lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: importSchema }),
  });
  const csv = fields.csvData;
  const t = useT();
  return (
    <Form method="post" action={props.action} encType="multipart/form-data" className="form card" {...getFormProps(form)}>
      <h3>{props.again ? t("Change the Data") : t("Upload the CSV")}</h3>
      {form.errors?.length ? (
        <p className="form-error" role="alert" id={form.errorId}>
          {form.errors.map((e) => t(e)).join(" ")}
        </p>
      ) : null}
      {props.digest ? <input type="hidden" name="digest" value={props.digest} /> : null}
      <div className="field">
        <label htmlFor="import-file">{t("CSV file")}</label>
        <input id="import-file" type="file" name="csvFile" accept=".csv,text/csv,text/plain" aria-describedby="import-file-hint" />
        <p className="hint" id="import-file-hint">
          {t("A file chosen here is used instead of the text below.")}
        </p>
      </div>
      <div className="field">
        <label htmlFor={csv.id}>{props.again ? t("The CSV data (edit it and preview again)") : t("Or paste the CSV data")}</label>
        <textarea
          id={csv.id}
          name={csv.name}
          rows={props.again ? 12 : 8}
          defaultValue={props.text}
          spellCheck={false}
          aria-invalid={csv.errors?.length ? true : undefined}
          aria-describedby={csv.errors?.length ? csv.errorId : undefined}
        />
        <FieldError id={csv.errorId} errors={csv.errors} />
      </div>
      <div className="actions">
        {props.digest ? (
          <button type="submit" name="intent" value="confirm" className="btn btn-primary">
            {importLabel(t, props.toAdd)}
          </button>
        ) : null}
        <button type="submit" name="intent" value="preview" className={props.digest ? "btn" : "btn btn-primary"}>
          {props.again ? t("Preview Again") : t("Preview Import")}
        </button>
        <Link className="btn" to={props.cancel}>
          {t("Cancel")}
        </Link>
      </div>
    </Form>
  );
}

function Done(props: {
  base: string;
  /** The links are shown because the company switched mail off (a mail server is configured). */
  mailOff: boolean;
  here: string;
  dashboard: string;
  summary: string;
  links: {
    key: string;
    signature: string;
    shown: { firstName: string; lastName: string; email: string; link: string | null }[];
    total: number;
  };
}) {
  const { links } = props;
  const t = useT();
  return (
    <section className="card" aria-labelledby="done-title">
      <h3 id="done-title">{t("Import Complete")}</h3>
      <p role="status">{props.summary}</p>
      <p>
        <strong>
          {props.mailOff
            ? t("Email notifications are switched off in your settings, so send the invitation links yourself: they are shown only now.")
            : t("Mail is not configured, so send the invitation links yourself: they are shown only now.")}
        </strong>{" "}
        {t("Each link works once, for 7 days.")}
      </p>
      <Form method="post" action={`${props.base}/admin/invitation_links.csv`} encType="multipart/form-data" reloadDocument>
        <input type="hidden" name="key" value={links.key} />
        <input type="hidden" name="signature" value={links.signature} />
        <button type="submit" className="btn btn-primary">
          {t("{count, plural, one {Download the Invitation Link (CSV)} other {Download All # Invitation Links (CSV)}}", {
            count: links.total,
          })}
        </button>
      </Form>
      <DataTable caption={t("Invitation links")} columns={[t("Employee"), t("Invitation Link")]}>
        {links.shown.map((p, i) => (
          <tr key={p.email}>
            <th scope="row">
              {rowName(p)}
              <br />
              <span className="muted">{p.email}</span>
            </th>
            <td className="link-cell">
              {/* the first link takes the focus: the page's one task now */}
              <OneTimeLink
                label={t("Invitation link for {email}", { email: p.email })}
                value={p.link ?? ""}
                labelHidden
                autoFocus={i === 0}
              />
            </td>
          </tr>
        ))}
      </DataTable>
      {links.total > links.shown.length ? (
        <p className="muted">
          {t("The first {shown, number} of {total, number} links are listed; the download has all of them.", {
            shown: links.shown.length,
            total: links.total,
          })}
        </p>
      ) : null}
      <div className="actions">
        <Link className="btn" to={props.dashboard}>
          {t("Go to Employees")}
        </Link>
        <Link className="btn" to={props.here}>
          {t("Import Another File")}
        </Link>
      </div>
    </section>
  );
}
