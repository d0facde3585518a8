import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { metaT } from "../../i18n/react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/companies";
import { Pager } from "../../components/Pager";
import { DataTable, EmptyList, ListFilters, SearchFilter } from "../../components/lists";
import { ConfirmPanel } from "../../components/ConfirmPanel";
import { TrialActions } from "../../components/TrialActions";
import { ErrorBanner, FieldError, PostButton } from "../../components/chrome";
import { CheckboxField, ColorField, FormActions, NumberField, TextField } from "../../components/fields";
import { formatLongDate } from "../../domain/dates";
import {
  adminView,
  capacityPercent,
  DEFAULT_COLORS,
  MAX_EMPLOYEES,
  type StatusDetail,
  type StatusTone,
  statusView,
  TRIAL_DAYS,
  trialEnd,
} from "../../domain/companies";
import { companiesSchema, companyListQuery } from "../../domain/forms-companies";
import { queryString, recordId } from "../../domain/input";
import { DAILY_INVITATIONS, emailDomain, PUBLIC_MAIL_DOMAINS } from "../../domain/mail-limits";
import { SUBDOMAIN_SUFFIX } from "../../domain/subdomain";
import { BUILT_IN_TENANTS, companyBase } from "../../domain/tenants";
import { requireSuperAdmin } from "../../server/identity/sessions.server";
import { type Flash, redirectWithFlash } from "../../server/platform/cookies.server";
import { env } from "../../server/platform/env.server";
import { parseForm } from "../../server/platform/forms.server";
import { resetSentFlash } from "../../server/identity/password-resets.server";
import {
  activateCompany,
  addAdmin,
  changeAdmin,
  type ChangeOutcome,
  createCompany,
  deleteCompany,
  extendTrial,
  findCompany,
  listCompanies,
  removeAdmin,
  resendAdminInvite,
  updateCompany,
} from "../../server/super-admin/companies.server";
import { useSchemaForm } from "../../components/schema-form";

import { msg, type Translate } from "../../i18n/i18n";
import { Rich, useFormats, useLocale, useT } from "../../i18n/react";
import { requestLanguage } from "../../server/platform/i18n.server";

/** The Companies tab (spec 2.11): the list, create, edit, delete, and each company's administrator. */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)(msg("Companies – System Administration")) }];

const HOME = "/super-admin/dashboard";
const baseOf = (slug: string) => BUILT_IN_TENANTS.find((t) => t.slug === slug)?.base ?? companyBase(slug);

export async function loader(args: Route.LoaderArgs) {
  await requireSuperAdmin(args);
  // The status and admin columns are said here, in the page's language (as the action's banners are).
  const { t, locale } = await requestLanguage(args.request);
  const url = args.url;
  const query = companyListQuery.parse(Object.fromEntries(url.searchParams));
  const list = await listCompanies(query);
  const now = new Date();
  const idOf = (name: string) => recordId(url.searchParams.get(name));
  const confirm = /^(delete|remove-admin)-(\d{1,10})$/.exec(url.searchParams.get("confirm") ?? "");
  const target = idOf("edit") ?? idOf("admin") ?? recordId(confirm?.[2]);
  const company = target ? await findCompany(target) : undefined;
  const mode = url.searchParams.get("do");
  const adminMode = mode === "add" || mode === "change" ? mode : null;
  return {
    query,
    total: list.total,
    pages: list.pages,
    companies: list.rows.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      contactEmail: c.contact_email,
      builtIn: c.builtIn,
      adminLogin: `${baseOf(c.slug)}/admin/login`,
      admin: adminText(t, locale, {
        email: c.admin_email,
        first_name: c.admin_first_name,
        last_name: c.admin_last_name,
        first_login_at: c.admin_first_login,
        last_login_at: c.admin_last_login,
      }),
      status: statusText(t, locale, statusView(c, now)),
      onTrial: c.status === "trial",
      employees: c.employee_count,
      maxEmployees: c.max_employees,
      capacity: capacityPercent(c.employee_count, c.max_employees),
      created: c.created_at,
    })),
    creating: url.searchParams.get("create") === "1",
    now: now.toISOString(),
    editing: company && idOf("edit") ? company : null,
    adminForm: company && idOf("admin") && adminMode ? { company, mode: adminMode } : null,
    confirmDelete: company && confirm?.[1] === "delete" ? { company, step: url.searchParams.get("step") === "2" ? 2 : 1 } : null,
    confirmRemoveAdmin: company && confirm?.[1] === "remove-admin" ? company : null,
  };
}

/** Beside the override when a new company is like an existing one. */
const LOOK_ALIKE_OVERRIDE = msg("Tick this to create the company anyway (recorded in the audit trail).");

const FAILURE = {
  create: msg("Failed to create company"),
  edit: msg("Failed to update company"),
  delete: msg("Failed to delete company"),
  "add-admin": msg("Failed to add admin"),
  "change-admin": msg("Failed to change admin"),
  "remove-admin": msg("Failed to remove admin"),
  "resend-admin-invite": msg("Failed to send admin invite"),
  "extend-trial": msg("Failed to extend trial"),
  activate: msg("Failed to activate company"),
} as const;

export async function action(args: Route.ActionArgs) {
  const { user, meta } = await requireSuperAdmin(args);
  // The services say their outcome in the page's language; the banners and refusals are translated here.
  const lang = await requestLanguage(args.request);
  const { t } = lang;
  const actor = { user, meta, lang };
  const submission = await parseForm(args.request, companiesSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const form = submission.value;
  const refused = (status: number, message: string) =>
    data(
      { result: submission.reply({ formErrors: [t("{failure}: {reason}", { failure: t(FAILURE[form.intent]), reason: message })] }) },
      { status },
    );
  const done = (outcome: ChangeOutcome) => {
    if (outcome.kind === "refused") return refused(outcome.status, outcome.message);
    return redirectWithFlash(
      HOME,
      outcome.reset
        ? resetSentFlash(outcome.message, outcome.reset)
        : invitedFlash(t, outcome.message, outcome.invited, form.intent === "resend-admin-invite"),
    );
  };
  switch (form.intent) {
    case "create": {
      const created = await createCompany(actor, form);
      if (created.kind === "taken") {
        return data({ result: submission.reply({ fieldErrors: { subdomain: [created.message] } }) }, { status: 409 });
      }
      if (created.kind === "look-alike") {
        const fieldErrors = { ...created.errors, allowLookAlike: [LOOK_ALIKE_OVERRIDE] };
        return data({ result: submission.reply({ fieldErrors }) }, { status: 400 });
      }
      if (created.kind === "mail-refused") return refused(created.status, created.say(t));
      return redirectWithFlash(
        HOME,
        invitedFlash(
          t,
          t("{company} was created; its administrator {email} was invited.", { company: created.company.name, email: created.admin.email }),
          created.admin,
        ),
      );
    }
    case "edit":
      return done(await updateCompany(actor, form.companyId, form));
    case "delete":
      return done(await deleteCompany(actor, form.companyId, form.confirmSubdomain));
    case "add-admin":
      return done(await addAdmin(actor, form.companyId, form));
    case "change-admin":
      return done(await changeAdmin(actor, form.companyId, form));
    case "remove-admin":
      return done(await removeAdmin(actor, form.companyId));
    case "resend-admin-invite":
      return done(await resendAdminInvite(actor, form.companyId));
    case "extend-trial":
      return done(await extendTrial(actor, form.companyId));
    case "activate":
      return done(await activateCompany(actor, form.companyId));
  }
}

/**
 * The banner after a change: with the invitation link to copy when no mail can carry it, saying
 * why (the mail is queued while no mail server is configured, or the company switched mail off).
 */
function invitedFlash(t: Translate, text: string, invited?: { email: string; link: string | null }, explained = false): Flash {
  if (!invited?.link) return { kind: "success", text: invited ? `${text} ${t("The invitation email is queued for sending.")}` : text };
  // A resend's own message (the service's, also the API's) already says why the mail does not go.
  const why = explained
    ? ""
    : env().SMTP_URL
      ? ` ${t("Email notifications are switched off in the company's settings.")}`
      : ` ${t("The invitation email is queued, not sent: no mail server configured.")}`;
  return {
    kind: "success",
    text: `${text}${why} ${t("Send the invitation link yourself: it is shown only now.")}`,
    copy: { label: t("Invitation link for {email}", { email: invited.email }), value: invited.link },
  };
}

type DateLocale = Parameters<typeof formatLongDate>[1];

/** The Status column in the page's language: the label, and the detail's day (long form) or count. */
function statusText(t: Translate, locale: DateLocale, v: { label: string; tone: StatusTone; detail: StatusDetail | null }) {
  const d = v.detail;
  const detail = !d ? null : "date" in d ? t(d.key, { date: formatLongDate(d.date, locale) }) : t(d.key, { count: d.count });
  return { label: t(v.label), tone: v.tone, detail };
}

/** The Admin Status column in the page's language: first login or never, the last login on another day; null without an admin. */
function adminText(t: Translate, locale: DateLocale, a: Parameters<typeof adminView>[0]) {
  const v = adminView(a);
  if (!v) return null;
  const first = v.firstLogin ? t("First login {date}", { date: formatLongDate(v.firstLogin, locale) }) : t("Never logged in");
  const last = v.lastLogin ? t("Last login {date}", { date: formatLongDate(v.lastLogin, locale) }) : null;
  return { name: v.name, email: v.email, first, last };
}

type Result = SubmissionResult<string[]>;

export default function Companies({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData?.result as Result | undefined;
  const posted = (result?.initialValue ?? {}) as Record<string, unknown>;
  const postedIntent = typeof posted.intent === "string" ? posted.intent : null;
  const formErrors = result?.error?.[""];
  const params = (over: Record<string, string | number>) =>
    queryString({ q: d.query.q, page: d.query.page > 1 ? d.query.page : null, ...over });
  const showCreate = d.creating || postedIntent === "create";
  // A refusal shows once: in its own form when that form is on screen, else in the banner.
  const ownForm =
    (postedIntent === "create" && showCreate) ||
    (postedIntent === "edit" && d.editing !== null) ||
    ((postedIntent === "add-admin" || postedIntent === "change-admin") && d.adminForm !== null);
  return (
    <section aria-labelledby="companies-title">
      <div className="row">
        <h2 id="companies-title">{t("Companies")}</h2>
        <Link className="btn btn-primary" to={`${HOME}?create=1`}>
          {t("Create Company")}
        </Link>
      </div>
      <ErrorBanner>{!ownForm && formErrors?.join(" ")}</ErrorBanner>
      {showCreate ? <CreateCompany lastResult={postedIntent === "create" ? result : undefined} now={d.now} /> : null}
      {d.editing ? <EditCompany company={d.editing} lastResult={postedIntent === "edit" ? result : undefined} /> : null}
      {d.adminForm ? (
        <AdminForm
          company={d.adminForm.company}
          mode={d.adminForm.mode}
          lastResult={postedIntent?.endsWith("-admin") ? result : undefined}
        />
      ) : null}
      {d.confirmRemoveAdmin ? <RemoveAdmin company={d.confirmRemoveAdmin} /> : null}
      {d.confirmDelete ? <DeleteCompany confirm={d.confirmDelete} /> : null}

      <ListFilters action={HOME} clear={Boolean(d.query.q)} submitLabel={t("Search")}>
        <SearchFilter id="company-search" name="q" label={t("Search by name, subdomain or contact email")} value={d.query.q} />
      </ListFilters>

      {d.companies.length === 0 ? (
        <EmptyList title={t("No Companies Yet")}>
          {d.query.q ? (
            <p>{t("No company matches this search.")}</p>
          ) : (
            <Link className="btn btn-primary" to={`${HOME}?create=1`}>
              {t("Create First Company")}
            </Link>
          )}
        </EmptyList>
      ) : (
        <DataTable
          caption={t("Companies, page {page} of {pages}", { page: d.query.page, pages: d.pages })}
          columns={[t("Company"), t("Admin Status"), t("Status"), t("Employees"), t("Created"), t("Actions")]}
        >
          {d.companies.map((c) => (
            <CompanyRow key={c.id} c={c} params={params} />
          ))}
        </DataTable>
      )}
      <Pager page={d.query.page} pages={d.pages} total={d.total} kind="companies" href={(page) => `${HOME}${params({ page })}`} />
    </section>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

/** Deleting a company takes two steps: what it means, then its subdomain typed to confirm. */
function DeleteCompany({ confirm }: { confirm: NonNullable<LoaderData["confirmDelete"]> }) {
  const t = useT();
  if (confirm.step === 1)
    return (
      <section className="card confirm" role="alertdialog" aria-labelledby="delete-company-title" aria-describedby="delete-company-text">
        <h2 id="delete-company-title">{t("Delete Company")}</h2>
        <p className="label">{t("Confirmation Required")}</p>
        <div id="delete-company-text">
          <p>
            <Rich
              text={t(
                '<strong>{company}</strong> ({subdomain}) leaves the platform: its portal answers "not found" and none of its administrators or employees can sign in again. This cannot be undone.',
                { company: confirm.company.name, subdomain: confirm.company.slug },
              )}
              strong={(c) => <strong>{c}</strong>}
            />
          </p>
          <p>
            {t(
              "Its training records, audit trail and certificates are kept as compliance evidence; its certificates keep their status (valid until they expire): the training was valid.",
            )}
          </p>
        </div>
        <div className="actions">
          <Link className="btn" to={HOME}>
            {t("Cancel")}
          </Link>
          <Link className="btn btn-danger" to={`${HOME}?confirm=delete-${confirm.company.id}&step=2`}>
            {t("Continue")}
          </Link>
        </div>
      </section>
    );
  return (
    <section className="card confirm" role="alertdialog" aria-labelledby="delete-company-title">
      <h2 id="delete-company-title">{t("Delete Company")}</h2>
      <p className="label">{t("Confirmation Required")}</p>
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="companyId" value={confirm.company.id} />
        <div className="field">
          <label htmlFor="confirm-subdomain">
            <Rich
              text={t("Type the subdomain <strong>{subdomain}</strong> to delete {company}", {
                subdomain: confirm.company.slug,
                company: confirm.company.name,
              })}
              strong={(c) => <strong>{c}</strong>}
            />
          </label>
          <input id="confirm-subdomain" name="confirmSubdomain" autoComplete="off" autoCapitalize="none" spellCheck={false} required />
        </div>
        <div className="actions">
          <Link className="btn" to={HOME}>
            {t("Cancel")}
          </Link>
          <button type="submit" className="btn btn-danger">
            {t("Delete Company")}
          </button>
        </div>
      </Form>
    </section>
  );
}

function RemoveAdmin({ company }: { company: NonNullable<LoaderData["confirmRemoveAdmin"]> }) {
  const t = useT();
  return (
    <ConfirmPanel
      id="remove-admin"
      title={t("Remove Company Admin")}
      cancelTo={HOME}
      action={`${HOME}?index`}
      intent="remove-admin"
      fields={{ companyId: company.id }}
      confirmLabel={t("Remove Admin")}
    >
      <p>
        <Rich
          text={t(
            'The administrator of <strong>{company}</strong> is signed out and can no longer sign in. Their account and history stay on record. The company shows "No admin found" until you add one.',
            { company: company.name },
          )}
          strong={(c) => <strong>{c}</strong>}
        />
      </p>
    </ConfirmPanel>
  );
}

/** A company's row: who administers it, its status and seats, and what can be done with it. */
function CompanyRow({ c, params }: { c: LoaderData["companies"][number]; params: (over: Record<string, string | number>) => string }) {
  const t = useT();
  const locale = useLocale();
  const format = useFormats();
  return (
    <tr>
      <th scope="row">
        {c.name}
        <br />
        <span className="muted">{c.contactEmail}</span>
        <br />
        <span className="muted">
          {c.slug}
          {SUBDOMAIN_SUFFIX}
        </span>
      </th>
      <td>
        {c.admin ? (
          <>
            {c.admin.name || c.admin.email}
            <br />
            <span className="muted">{c.admin.email}</span>
            <br />
            <span className="muted">{c.admin.first}</span>
            {c.admin.last ? (
              <>
                <br />
                <span className="muted">{c.admin.last}</span>
              </>
            ) : null}
          </>
        ) : (
          <span className="muted">{t("No admin found")}</span>
        )}
      </td>
      <td>
        <span className={`pill pill-tone-${c.status.tone}`}>{c.status.label}</span>
        {c.status.detail ? (
          <>
            <br />
            <span className="muted">{c.status.detail}</span>
          </>
        ) : null}
      </td>
      <td>
        {format.number(c.employees)} / {format.number(c.maxEmployees)}
        <br />
        <span className="muted">{t("{percent}%", { percent: c.capacity })}</span>
      </td>
      <td>{formatLongDate(c.created, locale)}</td>
      <CompanyActions c={c} params={params} />
    </tr>
  );
}

/** What the super administrator can do with a company: its admin login, its administrator, its trial, edit and delete. */
function CompanyActions({ c, params }: { c: LoaderData["companies"][number]; params: (over: Record<string, string | number>) => string }) {
  const t = useT();
  return (
    <td className="row-actions">
      <a className="btn btn-small" href={c.adminLogin} target="_blank" rel="noopener noreferrer">
        <Rich
          text={t("Admin login<hidden> of {company} (opens a new tab)</hidden>", { company: c.name })}
          hidden={(x) => <span className="visually-hidden">{x}</span>}
        />
      </a>
      {c.admin ? (
        <>
          {/* invited: a new invitation; with a password: a password reset link */}
          <PostButton action={`${HOME}?index`} intent="resend-admin-invite" fields={{ companyId: String(c.id) }} className="btn btn-small">
            <Rich
              text={t("Resend invite<hidden> to the administrator of {company}</hidden>", { company: c.name })}
              hidden={(x) => <span className="visually-hidden">{x}</span>}
            />
          </PostButton>
          <Link className="btn btn-small" to={`${HOME}${params({ admin: c.id, do: "change" })}`}>
            <Rich
              text={t("Change admin<hidden> of {company}</hidden>", { company: c.name })}
              hidden={(x) => <span className="visually-hidden">{x}</span>}
            />
          </Link>
          <Link className="btn btn-small" to={`${HOME}${params({ confirm: `remove-admin-${c.id}` })}`}>
            <Rich
              text={t("Remove admin<hidden> of {company}</hidden>", { company: c.name })}
              hidden={(x) => <span className="visually-hidden">{x}</span>}
            />
          </Link>
        </>
      ) : (
        <Link className="btn btn-small" to={`${HOME}${params({ admin: c.id, do: "add" })}`}>
          <Rich
            text={t("Add admin<hidden> to {company}</hidden>", { company: c.name })}
            hidden={(x) => <span className="visually-hidden">{x}</span>}
          />
        </Link>
      )}
      {c.onTrial ? <TrialActions companyId={c.id} companyName={c.name} action={`${HOME}?index`} /> : null}
      <Link className="btn btn-small" to={`${HOME}${params({ edit: c.id })}`} aria-label={t("Edit {company}", { company: c.name })}>
        {t("Edit")}
      </Link>
      {c.builtIn ? null : (
        <Link
          className="btn btn-small btn-danger"
          to={`${HOME}${params({ confirm: `delete-${c.id}` })}`}
          aria-label={t("Delete {company}", { company: c.name })}
        >
          {t("Delete")}
        </Link>
      )}
    </td>
  );
}

function FormErrors({ errors, id }: { errors?: string[]; id: string }) {
  return errors?.length ? (
    <p className="form-error" role="alert" id={id}>
      {errors.join(" ")}
    </p>
  ) : null;
}

function CreateCompany({ lastResult, now }: { lastResult?: Result; now: string }) {
  const t = useT();
  const [form, fields] = useSchemaForm({
    id: "create-company",
    lastResult,
    schema: companiesSchema,
    defaultValue: {
      maxEmployees: String(MAX_EMPLOYEES.default),
      accountType: "trial",
      trialDurationDays: String(TRIAL_DAYS.default),
      primaryColor: DEFAULT_COLORS.primary,
      secondaryColor: DEFAULT_COLORS.secondary,
    },
  });
  const f = fields as unknown as Record<string, Parameters<typeof TextField>[0]["field"]>;
  return (
    <Form method="post" action={`${HOME}?index`} className="form card" {...getFormProps(form)}>
      <h3>{t("Create New Company")}</h3>
      <input type="hidden" name="intent" value="create" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField field={f.companyName} label={t("Company name")} max={120} required />
      <TextField field={f.contactEmail} label={t("Contact email")} max={254} type="email" required />
      <div className="field">
        <label htmlFor={f.subdomain.id}>{t("Subdomain")}</label>
        <div className="input-suffix">
          <input
            {...getInputProps(f.subdomain as never, { type: "text" })}
            key={f.subdomain.key}
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <span>{SUBDOMAIN_SUFFIX}</span>
        </div>
        <p className="hint">{t("Lowercase letters, digits and hyphens; the company's pages live at /company/'{subdomain}'.")}</p>
        <FieldError id={f.subdomain.errorId} errors={f.subdomain.errors} />
      </div>
      <fieldset>
        <legend>{t("Company administrator")}</legend>
        <TextField field={f.adminFirstName} label={t("First name")} max={100} required />
        <TextField field={f.adminLastName} label={t("Last name")} max={100} required />
        <TextField field={f.adminEmail} label={t("Email")} max={254} type="email" required />
      </fieldset>
      <NumberField field={f.maxEmployees} label={t("Max employees")} min={MAX_EMPLOYEES.min} max={MAX_EMPLOYEES.max} />
      <AccountType f={f} now={now} />
      <ColorField field={f.primaryColor as never} label={t("Primary colour")} />
      <ColorField field={f.secondaryColor as never} label={t("Secondary colour")} />
      <CheckboxField
        field={f.allowLookAlike as never}
        label={t("Create it even if it looks like an existing company")}
        hint={t(
          "Self-service setup refuses a company's name (ignoring case, accents and punctuation) and subdomains that read like an existing one; you may allow it, for a company you know. Recorded in the audit trail.",
        )}
      />
      <FormActions submit={t("Create Company")} cancelTo={HOME} />
    </Form>
  );
}

/**
 * Trial or full account, and a trial's length with the day it ends. The answers as submitted when
 * the form comes back with an error (also without JavaScript); with JavaScript the trial's field
 * follows the choice and the expiry the days typed, without it the hint names the days it is for.
 */
function AccountType({ f, now }: { f: Record<string, Parameters<typeof TextField>[0]["field"]>; now: string }) {
  const t = useT();
  const locale = useLocale();
  const initialType = (f.accountType.initialValue as string | undefined) ?? "trial";
  const [accountType, setAccountType] = useState(initialType === "active" ? "active" : "trial");
  const [days, setDays] = useState<number>(Number(f.trialDurationDays.initialValue ?? TRIAL_DAYS.default));
  const expiry = Number.isInteger(days) && days >= TRIAL_DAYS.min && days <= TRIAL_DAYS.max ? trialEnd(new Date(now), days) : null;
  return (
    <>
      <fieldset>
        <legend>{t("Account type")}</legend>
        <label className="radio">
          <input
            type="radio"
            name="accountType"
            value="trial"
            defaultChecked={initialType !== "active"}
            onChange={() => setAccountType("trial")}
          />{" "}
          {t("Trial")}
        </label>
        <label className="radio">
          <input
            type="radio"
            name="accountType"
            value="active"
            defaultChecked={initialType === "active"}
            onChange={() => setAccountType("active")}
          />{" "}
          {t("Full Account")}
        </label>
      </fieldset>
      {accountType === "trial" ? (
        <div className="field">
          <label htmlFor={f.trialDurationDays.id}>{t("Trial duration (days)")}</label>
          <input
            {...getInputProps(f.trialDurationDays as never, { type: "number" })}
            key={f.trialDurationDays.key}
            min={TRIAL_DAYS.min}
            max={TRIAL_DAYS.max}
            onInput={(e) => setDays(Number((e.target as HTMLInputElement).value))}
          />
          <p className="hint" aria-live="polite">
            {expiry
              ? t("{days, plural, one {# day} other {# days}}: the trial ends on {date}.", { days, date: formatLongDate(expiry, locale) })
              : t("Choose {min} to {max} days.", { min: TRIAL_DAYS.min, max: TRIAL_DAYS.max })}{" "}
            {t("Ignored for a full account.")}
          </p>
          <FieldError id={f.trialDurationDays.errorId} errors={f.trialDurationDays.errors} />
        </div>
      ) : null}
    </>
  );
}

/*
 * The dialogs below (edit, admin, delete's second step) are shown for their URL's query: their
 * forms post to the page itself, which keeps that query (…?index&edit=…), so a refused answer
 * shows the same dialog with its messages, also without JavaScript.
 */

function EditCompany({
  company,
  lastResult,
}: {
  company: {
    id: number;
    name: string;
    contact_email: string;
    status: string;
    max_employees: number;
    trial_ends_at: string | null;
    daily_mail_quota: number | null;
    invite_any_domain: number;
  };
  lastResult?: Result;
}) {
  const t = useT();
  const [form, fields] = useSchemaForm({
    id: `edit-company-${company.id}`,
    lastResult,
    schema: companiesSchema,
    defaultValue: {
      name: company.name,
      contactEmail: company.contact_email,
      status: company.status,
      maxEmployees: String(company.max_employees),
      trialEndsAt: company.trial_ends_at?.slice(0, 10) ?? "",
      dailyMailQuota: company.daily_mail_quota === null ? "" : String(company.daily_mail_quota),
      inviteAnyDomain: company.invite_any_domain ? "any" : "domain",
    },
  });
  const f = fields as unknown as Record<string, Parameters<typeof TextField>[0]["field"]>;
  // The trial end only for a trial: as posted (or stored) without JavaScript, following the select with it.
  const [status, setStatus] = useState((fields.status.initialValue as string | undefined) ?? company.status);
  return (
    <Form method="post" className="form card" {...getFormProps(form)}>
      <h3>{t("Edit Company")}</h3>
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="companyId" value={company.id} />
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField field={f.name} label={t("Company name")} max={120} required />
      <TextField field={f.contactEmail} label={t("Contact email")} max={254} type="email" required />
      <div className="field">
        <label htmlFor={f.status.id}>{t("Status")}</label>
        <select {...getSelectProps(f.status as never)} key={f.status.key} onChange={(e) => setStatus(e.target.value)}>
          <option value="trial">{t("Trial")}</option>
          <option value="active">{t("Active")}</option>
          <option value="suspended">{t("Suspended")}</option>
        </select>
        <p className="hint">{t("Suspending signs everyone of the company out and closes its portal until it is active again.")}</p>
        <FieldError id={f.status.errorId} errors={f.status.errors} />
      </div>
      <NumberField field={f.maxEmployees} label={t("Max employees")} min={MAX_EMPLOYEES.min} max={MAX_EMPLOYEES.max} />
      {status === "trial" ? (
        <div className="field">
          <label htmlFor={f.trialEndsAt.id}>{t("Trial ends")}</label>
          <input {...getInputProps(f.trialEndsAt as never, { type: "date" })} key={f.trialEndsAt.key} />
          <FieldError id={f.trialEndsAt.errorId} errors={f.trialEndsAt.errors} />
        </div>
      ) : null}
      <MailLimitFields f={f} contactEmail={company.contact_email} />
      <FormActions submit={t("Save Changes")} cancelTo={HOME} />
    </Form>
  );
}

/** Edit Company's mail limits (domain/mail-limits.ts): the invitations a day, and whom the company may invite. */
function MailLimitFields({ f, contactEmail }: { f: Record<string, Parameters<typeof TextField>[0]["field"]>; contactEmail: string }) {
  const t = useT();
  const format = useFormats();
  const domain = emailDomain(contactEmail);
  return (
    <fieldset>
      <legend>{t("Invitation mail")}</legend>
      <div className="field">
        <label htmlFor={f.dailyMailQuota.id}>{t("Invitations a day")}</label>
        <input
          {...getInputProps(f.dailyMailQuota as never, { type: "number", ariaDescribedBy: `${f.dailyMailQuota.id}-hint` })}
          key={f.dailyMailQuota.key}
          min={DAILY_INVITATIONS.min}
          max={DAILY_INVITATIONS.max}
        />
        <p className="hint" id={`${f.dailyMailQuota.id}-hint`}>
          {t(
            "Empty for the default: {trial} a day for a trial, {other} otherwise. Invitations and resends count, the bulk import's too; over the limit they are refused until the next day (UTC).",
            { trial: format.number(DAILY_INVITATIONS.trial), other: format.number(DAILY_INVITATIONS.other) },
          )}
        </p>
        <FieldError id={f.dailyMailQuota.errorId} errors={f.dailyMailQuota.errors} />
      </div>
      <div className="field">
        <label htmlFor={f.inviteAnyDomain.id}>{t("The company may invite")}</label>
        <select {...getSelectProps(f.inviteAnyDomain as never)} key={f.inviteAnyDomain.key}>
          <option value="any">{t("Any address")}</option>
          <option value="domain">
            {PUBLIC_MAIL_DOMAINS.has(domain)
              ? t("Only its contact address ({domain} is a public mail service)", { domain })
              : t("Only addresses at {domain}", { domain })}
          </option>
        </select>
        <FieldError id={f.inviteAnyDomain.errorId} errors={f.inviteAnyDomain.errors} />
      </div>
    </fieldset>
  );
}

function AdminForm({ company, mode, lastResult }: { company: { id: number; name: string }; mode: string; lastResult?: Result }) {
  const t = useT();
  const [form, fields] = useSchemaForm({
    id: `${mode}-admin-${company.id}`,
    lastResult,
    schema: companiesSchema,
  });
  const f = fields as unknown as Record<string, Parameters<typeof TextField>[0]["field"]>;
  return (
    <Form method="post" className="form card" {...getFormProps(form)}>
      <h3>
        {mode === "add"
          ? t("Add Company Admin: {company}", { company: company.name })
          : t("Change Company Admin: {company}", { company: company.name })}
      </h3>
      <input type="hidden" name="intent" value={`${mode}-admin`} />
      <input type="hidden" name="companyId" value={company.id} />
      {mode === "change" ? <p>{t("The current administrator is signed out and can no longer sign in; the new one is invited.")}</p> : null}
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField field={f.firstName} label={t("First name")} max={100} required />
      <TextField field={f.lastName} label={t("Last name")} max={100} required />
      <TextField field={f.email} label={t("Email")} max={254} type="email" required />
      <FormActions submit={mode === "add" ? t("Add Admin") : t("Change Admin")} cancelTo={HOME} />
    </Form>
  );
}
