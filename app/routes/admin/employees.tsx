import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import { metaT } from "../../i18n/react";
import { FormActions } from "../../components/fields";
import type { Route } from "./+types/employees";
import { Pager } from "../../components/Pager";
import { DataTable, EmptyList, ListFilters, SearchFilter, SelectFilter } from "../../components/lists";
import { ConfirmPanel } from "../../components/ConfirmPanel";
import { ErrorBanner, FieldError, PostButton } from "../../components/chrome";
import { formatLongDate } from "../../domain/dates";
import { CORE_MODULES } from "../../domain/course";
import { BADGE_LABEL, EMPLOYEE_FILTERS, employeeBadge, FILTER_LABEL, PROGRESS_MSG } from "../../domain/employees";

import { msg, type Translate } from "../../i18n/i18n";
import { Rich, useLocale, useT } from "../../i18n/react";
import { employeeListQuery, employeesSchema } from "../../domain/forms";
import { queryString, recordId } from "../../domain/input";
import { MAIL_STATUS_LABEL } from "../../domain/mail";
import { addEmployee, deleteEmployee, findEmployee, listEmployees, resendInvitation } from "../../server/admin/employees.server";
import { isMailRefusal } from "../../server/mail/limits.server";
import { outdatedCount, requireRetrainingOutdated } from "../../server/training/recertification.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { type Flash, redirectWithFlash } from "../../server/platform/cookies.server";
import { parseForm } from "../../server/platform/forms.server";
import { env } from "../../server/platform/env.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { resolveTenant } from "../../server/platform/tenant.server";
import { useSchemaForm } from "../../components/schema-form";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)(msg("Employees – Admin Dashboard – GDPR Training")) }];

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const url = args.url;
  const query = employeeListQuery.parse(Object.fromEntries(url.searchParams));
  const list = await listEmployees(caller.scope, { q: query.q, filter: query.status, page: query.page });
  const { t } = await requestLanguage(args.request);
  const now = new Date();
  const smtp = Boolean(env().SMTP_URL);
  const confirm = /^delete-(\d{1,10})$/.exec(url.searchParams.get("confirm") ?? "");
  const toDeleteId = recordId(confirm?.[1]);
  const toDelete = toDeleteId ? await findEmployee(caller.scope, toDeleteId) : undefined;
  const confirmRetrain = url.searchParams.get("confirm") === "retrain-outdated";
  return {
    base: tenant.base,
    query,
    total: list.total,
    pages: list.pages,
    employees: list.rows.map((e) => ({
      id: e.id,
      name: `${e.first_name} ${e.last_name}`.trim(),
      email: e.email,
      badge: employeeBadge(e.status, e.enrollment, e.certificate_id ? { validUntil: e.certificate_valid_until, now } : null),
      lastLogin: e.last_login_at,
      progress: t(PROGRESS_MSG, { done: e.modules_completed ?? 0, total: CORE_MODULES }),
      invited: e.status === "invited",
      deactivated: e.status === "deactivated",
      certificate: e.certificate_number,
      mail: e.last_mail_status
        ? e.last_mail_status === "pending" && !smtp
          ? msg("Queued, not sent")
          : MAIL_STATUS_LABEL[e.last_mail_status]
        : null,
    })),
    adding: url.searchParams.get("add") === "1",
    confirmDelete: toDelete ? { id: toDelete.id, name: `${toDelete.first_name} ${toDelete.last_name}`.trim() || toDelete.email } : null,
    // everyone whose current certificate was earned on earlier course content (the confirmation's count)
    confirmRetrain: confirmRetrain ? { count: await outdatedCount(caller.scope) } : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const here = `${tenant.base}/admin/dashboard`;
  const submission = await parseForm(args.request, employeesSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const form = submission.value;
  const { t } = await requestLanguage(args.request);
  switch (form.intent) {
    case "add": {
      const outcome = await addEmployee(caller, tenant, form, new Date(), t);
      if (outcome.kind === "mail-refused") {
        const message = outcome.say(t);
        const errors = outcome.reason === "domain" ? { fieldErrors: { email: [message] } } : { formErrors: [message] };
        return data({ result: submission.reply(errors) }, { status: outcome.status });
      }
      if (outcome.kind === "duplicate")
        return data({ result: submission.reply({ fieldErrors: { email: [outcome.message] } }) }, { status: 409 });
      if (outcome.kind === "seat-limit") return data({ result: submission.reply({ formErrors: [outcome.message] }) }, { status: 409 });
      return redirectWithFlash(here, invitedFlash(t, t("{name} was added.", { name: outcome.name }), outcome));
    }
    case "resend": {
      const invited = await resendInvitation(caller, tenant, form.employeeId);
      if (!invited)
        return data({ result: submission.reply({ formErrors: [t("This employee has no pending invitation.")] }) }, { status: 404 });
      if (isMailRefusal(invited)) return data({ result: submission.reply({ formErrors: [invited.say(t)] }) }, { status: invited.status });
      return redirectWithFlash(
        here,
        invitedFlash(t, t("A new invitation was made for {name}; the earlier link no longer works.", { name: invited.name }), invited),
      );
    }
    case "delete": {
      const deleted = await deleteEmployee(caller, form.employeeId);
      if (!deleted)
        return data(
          { result: submission.reply({ formErrors: [t("This employee does not exist or was already deleted.")] }) },
          { status: 404 },
        );
      return redirectWithFlash(here, { kind: "success", text: t("{name} has been deleted successfully.", { name: deleted.name }) });
    }
    case "retrain-outdated": {
      const n = await requireRetrainingOutdated(caller);
      return redirectWithFlash(here, {
        kind: "success",
        text:
          n === 0
            ? t("Every certificate is of the current course content: nobody needs to retrain.")
            : t(
                "{count, plural, one {# employee} other {# employees}} must now train again on the current course content. Their earlier records and certificates are kept.",
                { count: n },
              ),
      });
    }
  }
}

/** The banner after an invitation: queued for mail, or the link to copy (shown only this once). */
function invitedFlash(t: Translate, first: string, invited: { email: string; link: string | null }): Flash {
  if (!invited.link)
    return { kind: "success", text: `${first} ${t("The invitation email to {email} is queued for sending.", { email: invited.email })}` };
  const then = env().SMTP_URL
    ? t("Email notifications are switched off in your settings, so send the invitation link yourself: it is shown only now.")
    : t("Mail is not configured, so send the invitation link yourself: it is shown only now.");
  return {
    kind: "success",
    text: `${first} ${then}`,
    copy: { label: t("Invitation link for {email}", { email: invited.email }), value: invited.link },
  };
}

export default function Employees({ loaderData: d, actionData }: Route.ComponentProps) {
  const here = `${d.base}/admin/dashboard`;
  const filtered = Boolean(d.query.q) || d.query.status !== "all";
  const params = (over: Record<string, string | number>) =>
    queryString({ q: d.query.q, status: d.query.status === "all" ? null : d.query.status, ...over });
  const t = useT();
  const showAdd = d.adding || Boolean(actionData?.result.initialValue?.intent === "add");
  const formErrors = actionData?.result.initialValue?.intent !== "add" ? actionData?.result.error?.[""] : undefined;
  return (
    <section aria-labelledby="employees-title">
      <div className="row">
        <h2 id="employees-title">{t("Employees")}</h2>
        <div className="actions">
          <a className="btn" href={`${d.base}/admin/employee_template.csv`} download="employee_template.csv">
            {t("CSV Template")}
          </a>
          <Link className="btn" to={`${here}/import`}>
            {t("Bulk Import")}
          </Link>
          <Link className="btn" to={`${here}${params({ confirm: "retrain-outdated" })}`}>
            {t("Retrain on New Content")}
          </Link>
          <Link className="btn btn-primary" to={`${here}${params({ add: 1 })}`}>
            {t("Add Employee")}
          </Link>
        </div>
      </div>
      <ErrorBanner>{formErrors?.map((e) => t(e)).join(" ")}</ErrorBanner>
      {showAdd ? <AddEmployee action={`${here}?index`} cancel={here} lastResult={actionData?.result} /> : null}
      <Confirmations d={d} here={here} />

      <ListFilters action={here} clear={filtered}>
        <SearchFilter id="employee-search" name="q" label={t("Search by name or email")} value={d.query.q} />
        <SelectFilter
          id="employee-status"
          name="status"
          label={t("Status")}
          value={d.query.status}
          options={EMPLOYEE_FILTERS.map((f) => ({ value: f, label: t(FILTER_LABEL[f]) }))}
        />
      </ListFilters>

      {d.employees.length === 0 ? (
        <EmptyList title={t("No Employees Found")}>
          {filtered ? (
            <p>{t("No employee matches this search.")}</p>
          ) : (
            <Link className="btn btn-primary" to={`${here}?add=1`}>
              {t("Add Your First Employee")}
            </Link>
          )}
        </EmptyList>
      ) : (
        <DataTable
          caption={t("Employees, page {page, number} of {pages, number}", { page: d.query.page, pages: d.pages })}
          columns={[t("Employee"), t("Status"), t("Last Login"), t("Training Progress"), t("Mail"), t("Actions")]}
        >
          {d.employees.map((e) => (
            <EmployeeRow key={e.id} e={e} d={d} here={here} params={params} />
          ))}
        </DataTable>
      )}
      <Pager page={d.query.page} pages={d.pages} total={d.total} kind="employees" href={(page) => `${here}${params({ page })}`} />
    </section>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

/** The confirmation the URL asks for: deleting an employee, or retraining those certified on earlier content. */
function Confirmations({ d, here }: { d: LoaderData; here: string }) {
  const t = useT();
  return (
    <>
      {d.confirmDelete ? (
        <ConfirmPanel
          id="delete-employee"
          title={t("Delete Employee")}
          cancelTo={here}
          action={`${here}?index`}
          intent="delete"
          fields={{ employeeId: d.confirmDelete.id }}
          confirmLabel={t("Delete Employee")}
        >
          <p>
            <Rich
              text={t(
                "<strong>{name}</strong> will no longer be able to sign in and leaves the employee list and counts. Their training history stays on record for compliance, and a certificate they hold keeps its status (valid until it expires): their training was valid.",
                { name: d.confirmDelete.name },
              )}
              strong={(c) => <strong>{c}</strong>}
            />
          </p>
        </ConfirmPanel>
      ) : null}

      {d.confirmRetrain ? (
        <ConfirmPanel
          id="retrain-outdated"
          title={t("Require Retraining on the Current Content")}
          cancelTo={here}
          action={`${here}?index`}
          intent="retrain-outdated"
          confirmLabel={t("Require Retraining")}
        >
          <p>
            {d.confirmRetrain.count === 0
              ? t("Every current certificate was earned on the current course content: nobody would be asked to retrain.")
              : t(
                  "{count, plural, one {# employee holds a certificate} other {# employees hold certificates}} earned on an earlier version of the course content. They start the training again from module 1; their earlier attempts, answers and certificates stay on record, and each keeps their certificate until the new one is issued.",
                  { count: d.confirmRetrain.count },
                )}
          </p>
        </ConfirmPanel>
      ) : null}
    </>
  );
}

/** An employee's row: status, last sign-in, progress, mail, and what can be done. */
function EmployeeRow({
  e,
  d,
  here,
  params,
}: {
  e: LoaderData["employees"][number];
  d: LoaderData;
  here: string;
  params: (over: Record<string, string | number>) => string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <tr>
      <th scope="row">
        <Link to={`${here}/employees/${e.id}`}>{e.name || e.email}</Link>
        <br />
        <span className="muted">{e.email}</span>
      </th>
      <td>
        <span className={`pill pill-${e.badge}`}>{t(BADGE_LABEL[e.badge])}</span>
      </td>
      <td>{e.lastLogin ? formatLongDate(e.lastLogin, locale) : t("Never")}</td>
      <td>{e.progress}</td>
      <td>
        <Link
          to={`${here}/employees/${e.id}/mail`}
          aria-label={
            e.mail
              ? t("Mail log of {name}: {state}", { name: e.name || e.email, state: t(e.mail) })
              : t("Mail log of {name}: none", { name: e.name || e.email })
          }
        >
          {e.mail ? t(e.mail) : t("None")}
        </Link>
      </td>
      <td className="row-actions">
        {e.invited ? (
          <PostButton action={`${here}?index`} intent="resend" fields={{ employeeId: String(e.id) }} className="btn btn-small">
            <Rich
              text={t("Resend Invite<hidden> to {name}</hidden>", { name: e.name || e.email })}
              hidden={(c) => <span className="visually-hidden">{c}</span>}
            />
          </PostButton>
        ) : null}
        {e.certificate ? (
          <a className="btn btn-small" href={`${d.base}/admin/employees/${e.id}/certificate.pdf`}>
            <Rich
              text={t("Download Certificate<hidden> of {name}</hidden>", { name: e.name || e.email })}
              hidden={(c) => <span className="visually-hidden">{c}</span>}
            />
          </a>
        ) : null}
        {e.deactivated ? null : (
          <Link
            className="btn btn-small btn-danger"
            to={`${here}${params({ confirm: `delete-${e.id}` })}`}
            aria-label={t("Delete {name}", { name: e.name || e.email })}
          >
            {t("Delete")}
          </Link>
        )}
      </td>
    </tr>
  );
}

function AddEmployee({ action, cancel, lastResult }: { action: string; cancel: string; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm({
    id: "add-employee",
    lastResult,
    schema: employeesSchema,
  });
  const t = useT();
  return (
    <Form method="post" action={action} className="form card" {...getFormProps(form)}>
      <h3>{t("Add Employee")}</h3>
      <input type="hidden" name="intent" value="add" />
      {form.errors?.length ? (
        <p className="form-error" role="alert" id={form.errorId}>
          {form.errors.map((e) => t(e)).join(" ")}
        </p>
      ) : null}
      {(
        [
          ["firstName", t("First name"), "text", "given-name"],
          ["lastName", t("Last name"), "text", "family-name"],
          ["email", t("Email"), "email", "off"],
        ] as const
      ).map(([name, label, type, autoComplete]) => {
        const field = fields[name];
        return (
          <div className="field" key={name}>
            <label htmlFor={field.id}>{label}</label>
            <input {...getInputProps(field, { type })} key={field.key} autoComplete={autoComplete} required />
            <FieldError id={field.errorId} errors={field.errors} />
          </div>
        );
      })}
      <FormActions submit={t("Add and Invite")} cancelTo={cancel} />
    </Form>
  );
}
