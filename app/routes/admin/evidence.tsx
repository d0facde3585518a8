import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { FormActions } from "../../components/fields";
import type { Route } from "./+types/evidence";
import { ErrorBanner, FieldError } from "../../components/chrome";
import { evidencePackSchema, PACK_FILES, PACK_MSG } from "../../domain/evidence-pack";
import { defaultRangeOf, findPackPerson } from "../../server/evidence/evidence-pack.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { resolveTenant } from "../../server/platform/tenant.server";
import { Rich, useT } from "../../i18n/react";
import { useSchemaForm } from "../../components/schema-form";

/**
 * The Evidence Pack tab (issue 13, part 4): a date range (from the company's first day to today
 * by default) or one employee, and one button that downloads the ZIP (a plain form post to
 * `admin/evidence-pack.zip`, which writes the audit event). A post the download refuses comes
 * back here with its values in the query (`?start=…&end=…&email=…`), checked again by this
 * loader and shown with the messages beside the fields (status 400); the employee record links
 * here with `?email=…`.
 */
export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? "Evidence Pack – Admin Dashboard – GDPR Training" }];

const FIELDS = ["start", "end", "email"] as const;

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const defaults = await defaultRangeOf(caller.scope);
  const params = args.url.searchParams;
  const busy = params.get("busy") === "1";
  const { t } = await requestLanguage(args.request);
  const base = { title: t("Evidence Pack – Admin Dashboard – GDPR Training"), base: tenant.base, defaults, busy };
  if (!FIELDS.some((f) => params.has(f))) return data({ ...base, result: undefined }, { status: busy ? 503 : 200 });
  // Values in the query: the form as it was posted (or linked), checked as the download checks it.
  const form = new FormData();
  form.set("start", params.get("start") ?? defaults.start);
  form.set("end", params.get("end") ?? defaults.end);
  form.set("email", params.get("email") ?? "");
  const submission = parseWithZod(form, { schema: evidencePackSchema });
  let result: SubmissionResult<string[]> = submission.reply();
  let status = submission.status === "success" ? 200 : 400;
  if (submission.status === "success" && submission.value.email && !(await findPackPerson(caller.scope, submission.value.email))) {
    result = submission.reply({ fieldErrors: { email: [PACK_MSG.unknownPerson] } });
    status = 400;
  }
  return data({ ...base, result }, { status: busy ? 503 : status });
}

export default function EvidencePack({ loaderData: d }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm({
    id: "evidence-pack",
    lastResult: d.result,
    schema: evidencePackSchema,
    defaultValue: { start: d.defaults.start, end: d.defaults.end, email: "" },
  });
  const t = useT();
  return (
    <section aria-labelledby="evidence-title">
      <h2 id="evidence-title">{t("Evidence Pack")}</h2>
      <p className="muted">
        <Rich
          text={t(
            "One ZIP file for an inspection or an audit: a PDF summary (completion figures, every person with their status, completion date, score per module, certificate and content version, and how to verify all of it), the completions report and the audit trail as CSV, the PDF of every certificate issued in the range, and <code>{manifest}</code> with the SHA-256 of every file and the head of your audit chain. The download is recorded in the audit trail with the manifest's SHA-256.",
            { manifest: PACK_FILES.manifest },
          )}
          code={(c) => <code>{c}</code>}
        />
      </p>
      <ErrorBanner>{d.busy && t(PACK_MSG.busy)}</ErrorBanner>
      <Form method="post" action={`${d.base}/admin/evidence-pack.zip`} reloadDocument className="form card" {...getFormProps(form)}>
        <div className="field">
          <label htmlFor={fields.start.id}>{t("From")}</label>
          <input {...getInputProps(fields.start, { type: "date", ariaDescribedBy: "evidence-days" })} key={fields.start.key} required />
          <FieldError id={fields.start.errorId} errors={fields.start.errors} />
        </div>
        <div className="field">
          <label htmlFor={fields.end.id}>{t("To")}</label>
          <input {...getInputProps(fields.end, { type: "date", ariaDescribedBy: "evidence-days" })} key={fields.end.key} required />
          <FieldError id={fields.end.errorId} errors={fields.end.errors} />
        </div>
        <p id="evidence-days" className="hint">
          {t(
            "Days are UTC and include both ends. The pack holds every employee except those who completed outside the range, the certificates issued in it and the audit events of it.",
          )}
        </p>
        <div className="field">
          <label htmlFor={fields.email.id}>{t("One employee only (email, optional)")}</label>
          <input
            {...getInputProps(fields.email, { type: "email", ariaDescribedBy: "evidence-email" })}
            key={fields.email.key}
            maxLength={254}
            autoComplete="off"
          />
          <p id="evidence-email" className="hint">
            {t("Leave empty for the whole company.")}
          </p>
          <FieldError id={fields.email.errorId} errors={fields.email.errors} />
        </div>
        <FormActions submit={t("Download Evidence Pack (ZIP)")} />
      </Form>
    </section>
  );
}
