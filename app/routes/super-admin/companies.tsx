import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/companies";
import { Pager } from "../../components/Pager";
import { ConfirmPanel } from "../../components/ConfirmPanel";
import { TrialActions } from "../../components/TrialActions";
import { FieldError, PostButton } from "../../components/chrome";
import { CheckboxField, ColorField, NumberField, TextField } from "../../components/fields";
import { formatLongDate } from "../../domain/dates";
import { adminStatus, capacityPercent, DEFAULT_COLORS, MAX_EMPLOYEES, statusDisplay, TRIAL_DAYS, trialEnd } from "../../domain/companies";
import { companiesSchema, companyListQuery } from "../../domain/forms-companies";
import { recordId } from "../../domain/input";
import { NOT_CONFIGURED } from "../../domain/mail";
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

/** The Companies tab (spec 2.11): the list, create, edit, delete, and each company's administrator. */
export const meta: Route.MetaFunction = () => [{ title: "Companies – System Administration" }];

const HOME = "/super-admin/dashboard";
const baseOf = (slug: string) => BUILT_IN_TENANTS.find((t) => t.slug === slug)?.base ?? companyBase(slug);

export async function loader(args: Route.LoaderArgs) {
  await requireSuperAdmin(args);
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
      admin: adminStatus({
        email: c.admin_email,
        first_name: c.admin_first_name,
        last_name: c.admin_last_name,
        first_login_at: c.admin_first_login,
        last_login_at: c.admin_last_login,
      }),
      status: statusDisplay(c, now),
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
const LOOK_ALIKE_OVERRIDE = "Tick this to create the company anyway (recorded in the audit trail).";

const FAILURE = {
  create: "Failed to create company",
  edit: "Failed to update company",
  delete: "Failed to delete company",
  "add-admin": "Failed to add admin",
  "change-admin": "Failed to change admin",
  "remove-admin": "Failed to remove admin",
  "resend-admin-invite": "Failed to send admin invite",
  "extend-trial": "Failed to extend trial",
  activate: "Failed to activate company",
} as const;

export async function action(args: Route.ActionArgs) {
  const { user, meta } = await requireSuperAdmin(args);
  const actor = { user, meta };
  const submission = await parseForm(args.request, companiesSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const form = submission.value;
  const refused = (status: number, message: string) =>
    data({ result: submission.reply({ formErrors: [`${FAILURE[form.intent]}: ${message}`] }) }, { status });
  const done = (outcome: ChangeOutcome) => {
    if (outcome.kind === "refused") return refused(outcome.status, outcome.message);
    return redirectWithFlash(
      HOME,
      outcome.reset
        ? resetSentFlash(outcome.message, outcome.reset)
        : invitedFlash(outcome.message, outcome.invited, form.intent === "resend-admin-invite"),
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
      if (created.kind === "mail-refused") return refused(created.status, created.message);
      return redirectWithFlash(
        HOME,
        invitedFlash(`${created.company.name} was created; its administrator ${created.admin.email} was invited.`, created.admin),
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
function invitedFlash(text: string, invited?: { email: string; link: string | null }, explained = false): Flash {
  if (!invited?.link) return { kind: "success", text: invited ? `${text} The invitation email is queued for sending.` : text };
  // A resend's own message (the service's, also the API's) already says why the mail does not go.
  const why = explained
    ? ""
    : env().SMTP_URL
      ? " Email notifications are switched off in the company's settings."
      : ` The invitation email is ${NOT_CONFIGURED}.`;
  return {
    kind: "success",
    text: `${text}${why} Send the invitation link yourself: it is shown only now.`,
    copy: { label: `Invitation link for ${invited.email}`, value: invited.link },
  };
}

type Result = SubmissionResult<string[]>;

export default function Companies({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData?.result as Result | undefined;
  const posted = (result?.initialValue ?? {}) as Record<string, unknown>;
  const postedIntent = typeof posted.intent === "string" ? posted.intent : null;
  const formErrors = result?.error?.[""];
  const params = (over: Record<string, string | number>) => {
    const p = new URLSearchParams();
    if (d.query.q) p.set("q", d.query.q);
    if (d.query.page > 1) p.set("page", String(d.query.page));
    for (const [k, v] of Object.entries(over)) p.set(k, String(v));
    const s = p.toString();
    return s ? `?${s}` : "";
  };
  const showCreate = d.creating || postedIntent === "create";
  // A refusal shows once: in its own form when that form is on screen, else in the banner.
  const ownForm =
    (postedIntent === "create" && showCreate) ||
    (postedIntent === "edit" && d.editing !== null) ||
    ((postedIntent === "add-admin" || postedIntent === "change-admin") && d.adminForm !== null);
  return (
    <section aria-labelledby="companies-title">
      <div className="row">
        <h2 id="companies-title">Companies</h2>
        <Link className="btn btn-primary" to={`${HOME}?create=1`}>
          Create Company
        </Link>
      </div>
      {formErrors?.length && !ownForm ? (
        <p className="banner banner-error" role="alert">
          {formErrors.join(" ")}
        </p>
      ) : null}
      {showCreate ? <CreateCompany lastResult={postedIntent === "create" ? result : undefined} now={d.now} /> : null}
      {d.editing ? <EditCompany company={d.editing} lastResult={postedIntent === "edit" ? result : undefined} /> : null}
      {d.adminForm ? (
        <AdminForm
          company={d.adminForm.company}
          mode={d.adminForm.mode}
          lastResult={postedIntent?.endsWith("-admin") ? result : undefined}
        />
      ) : null}
      {d.confirmRemoveAdmin ? (
        <ConfirmPanel
          id="remove-admin"
          title="Remove Company Admin"
          cancelTo={HOME}
          action={`${HOME}?index`}
          intent="remove-admin"
          fields={{ companyId: d.confirmRemoveAdmin.id }}
          confirmLabel="Remove Admin"
        >
          <p>
            The administrator of <strong>{d.confirmRemoveAdmin.name}</strong> is signed out and can no longer sign in. Their account and
            history stay on record. The company shows "No admin found" until you add one.
          </p>
        </ConfirmPanel>
      ) : null}
      {d.confirmDelete?.step === 1 ? (
        <section className="card confirm" role="alertdialog" aria-labelledby="delete-company-title" aria-describedby="delete-company-text">
          <h2 id="delete-company-title">Delete Company</h2>
          <p className="label">Confirmation Required</p>
          <div id="delete-company-text">
            <p>
              <strong>{d.confirmDelete.company.name}</strong> ({d.confirmDelete.company.slug}) leaves the platform: its portal answers "not
              found" and none of its administrators or employees can sign in again. This cannot be undone.
            </p>
            <p>
              Its training records, audit trail and certificates are kept as compliance evidence; its certificates keep their status (valid
              until they expire): the training was valid.
            </p>
          </div>
          <div className="actions">
            <Link className="btn" to={HOME}>
              Cancel
            </Link>
            <Link className="btn btn-danger" to={`${HOME}?confirm=delete-${d.confirmDelete.company.id}&step=2`}>
              Continue
            </Link>
          </div>
        </section>
      ) : null}
      {d.confirmDelete?.step === 2 ? (
        <section className="card confirm" role="alertdialog" aria-labelledby="delete-company-title">
          <h2 id="delete-company-title">Delete Company</h2>
          <p className="label">Confirmation Required</p>
          <Form method="post" className="form">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="companyId" value={d.confirmDelete.company.id} />
            <div className="field">
              <label htmlFor="confirm-subdomain">
                Type the subdomain <strong>{d.confirmDelete.company.slug}</strong> to delete {d.confirmDelete.company.name}
              </label>
              <input id="confirm-subdomain" name="confirmSubdomain" autoComplete="off" autoCapitalize="none" spellCheck={false} required />
            </div>
            <div className="actions">
              <Link className="btn" to={HOME}>
                Cancel
              </Link>
              <button type="submit" className="btn btn-danger">
                Delete Company
              </button>
            </div>
          </Form>
        </section>
      ) : null}

      <Form method="get" action={HOME} className="filters" role="search">
        <div className="field">
          <label htmlFor="company-search">Search by name, subdomain or contact email</label>
          <input id="company-search" name="q" type="search" defaultValue={d.query.q} maxLength={200} />
        </div>
        <button type="submit" className="btn">
          Search
        </button>
        {d.query.q ? (
          <Link to={HOME} className="btn">
            Clear
          </Link>
        ) : null}
      </Form>

      {d.companies.length === 0 ? (
        <div className="card empty">
          <h3>No Companies Yet</h3>
          {d.query.q ? (
            <p>No company matches this search.</p>
          ) : (
            <Link className="btn btn-primary" to={`${HOME}?create=1`}>
              Create First Company
            </Link>
          )}
        </div>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">
              Companies, page {d.query.page} of {d.pages}
            </caption>
            <thead>
              <tr>
                <th scope="col">Company</th>
                <th scope="col">Admin Status</th>
                <th scope="col">Status</th>
                <th scope="col">Employees</th>
                <th scope="col">Created</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {d.companies.map((c) => (
                <tr key={c.id}>
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
                      <span className="muted">No admin found</span>
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
                    {c.employees} / {c.maxEmployees}
                    <br />
                    <span className="muted">{c.capacity}%</span>
                  </td>
                  <td>{formatLongDate(c.created)}</td>
                  <td className="row-actions">
                    <a className="btn btn-small" href={c.adminLogin} target="_blank" rel="noopener noreferrer">
                      Admin login<span className="visually-hidden"> of {c.name} (opens a new tab)</span>
                    </a>
                    {c.admin ? (
                      <>
                        {/* invited: a new invitation; with a password: a password reset link */}
                        <PostButton
                          action={`${HOME}?index`}
                          intent="resend-admin-invite"
                          fields={{ companyId: String(c.id) }}
                          className="btn btn-small"
                        >
                          Resend invite<span className="visually-hidden"> to the administrator of {c.name}</span>
                        </PostButton>
                        <Link className="btn btn-small" to={`${HOME}${params({ admin: c.id, do: "change" })}`}>
                          Change admin<span className="visually-hidden"> of {c.name}</span>
                        </Link>
                        <Link className="btn btn-small" to={`${HOME}${params({ confirm: `remove-admin-${c.id}` })}`}>
                          Remove admin<span className="visually-hidden"> of {c.name}</span>
                        </Link>
                      </>
                    ) : (
                      <Link className="btn btn-small" to={`${HOME}${params({ admin: c.id, do: "add" })}`}>
                        Add admin<span className="visually-hidden"> to {c.name}</span>
                      </Link>
                    )}
                    {c.onTrial ? <TrialActions companyId={c.id} companyName={c.name} action={`${HOME}?index`} /> : null}
                    <Link className="btn btn-small" to={`${HOME}${params({ edit: c.id })}`} aria-label={`Edit ${c.name}`}>
                      Edit
                    </Link>
                    {c.builtIn ? null : (
                      <Link
                        className="btn btn-small btn-danger"
                        to={`${HOME}${params({ confirm: `delete-${c.id}` })}`}
                        aria-label={`Delete ${c.name}`}
                      >
                        Delete
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={d.query.page} pages={d.pages} total={d.total} noun="companies" href={(page) => `${HOME}${params({ page })}`} />
    </section>
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
  // The answers as submitted when the form comes back with an error (also without JavaScript);
  // with JavaScript the expiry follows the days typed, without it the hint names the days it is for.
  const initialType = (fields.accountType.initialValue as string | undefined) ?? "trial";
  // The trial fields only for a trial: as posted without JavaScript, following the choice with it.
  const [accountType, setAccountType] = useState(initialType === "active" ? "active" : "trial");
  const [days, setDays] = useState<number>(Number(fields.trialDurationDays.initialValue ?? TRIAL_DAYS.default));
  const expiry = Number.isInteger(days) && days >= TRIAL_DAYS.min && days <= TRIAL_DAYS.max ? trialEnd(new Date(now), days) : null;
  return (
    <Form method="post" action={`${HOME}?index`} className="form card" {...getFormProps(form)}>
      <h3>Create New Company</h3>
      <input type="hidden" name="intent" value="create" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField field={f.companyName} label="Company name" max={120} required />
      <TextField field={f.contactEmail} label="Contact email" max={254} type="email" required />
      <div className="field">
        <label htmlFor={f.subdomain.id}>Subdomain</label>
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
        <p className="hint">Lowercase letters, digits and hyphens; the company's pages live at /company/&#123;subdomain&#125;.</p>
        <FieldError id={f.subdomain.errorId} errors={f.subdomain.errors} />
      </div>
      <fieldset>
        <legend>Company administrator</legend>
        <TextField field={f.adminFirstName} label="First name" max={100} required />
        <TextField field={f.adminLastName} label="Last name" max={100} required />
        <TextField field={f.adminEmail} label="Email" max={254} type="email" required />
      </fieldset>
      <NumberField field={f.maxEmployees} label="Max employees" min={MAX_EMPLOYEES.min} max={MAX_EMPLOYEES.max} />
      <fieldset>
        <legend>Account type</legend>
        <label className="radio">
          <input
            type="radio"
            name="accountType"
            value="trial"
            defaultChecked={initialType !== "active"}
            onChange={() => setAccountType("trial")}
          />{" "}
          Trial
        </label>
        <label className="radio">
          <input
            type="radio"
            name="accountType"
            value="active"
            defaultChecked={initialType === "active"}
            onChange={() => setAccountType("active")}
          />{" "}
          Full Account
        </label>
      </fieldset>
      {accountType === "trial" ? (
        <div className="field">
          <label htmlFor={f.trialDurationDays.id}>Trial duration (days)</label>
          <input
            {...getInputProps(f.trialDurationDays as never, { type: "number" })}
            key={f.trialDurationDays.key}
            min={TRIAL_DAYS.min}
            max={TRIAL_DAYS.max}
            onInput={(e) => setDays(Number((e.target as HTMLInputElement).value))}
          />
          <p className="hint" aria-live="polite">
            {expiry
              ? `${days} ${days === 1 ? "day" : "days"}: the trial ends on ${formatLongDate(expiry)}.`
              : `Choose ${TRIAL_DAYS.min} to ${TRIAL_DAYS.max} days.`}{" "}
            Ignored for a full account.
          </p>
          <FieldError id={f.trialDurationDays.errorId} errors={f.trialDurationDays.errors} />
        </div>
      ) : null}
      <ColorField field={f.primaryColor as never} label="Primary colour" />
      <ColorField field={f.secondaryColor as never} label="Secondary colour" />
      <CheckboxField
        field={f.allowLookAlike as never}
        label="Create it even if it looks like an existing company"
        hint="Self-service setup refuses a company's name (ignoring case, accents and punctuation) and subdomains that read like an existing one; you may allow it, for a company you know. Recorded in the audit trail."
      />
      <div className="actions">
        <button type="submit" className="btn btn-primary">
          Create Company
        </button>
        <Link className="btn" to={HOME}>
          Cancel
        </Link>
      </div>
    </Form>
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
      <h3>Edit Company</h3>
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="companyId" value={company.id} />
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField field={f.name} label="Company name" max={120} required />
      <TextField field={f.contactEmail} label="Contact email" max={254} type="email" required />
      <div className="field">
        <label htmlFor={f.status.id}>Status</label>
        <select {...getSelectProps(f.status as never)} key={f.status.key} onChange={(e) => setStatus(e.target.value)}>
          <option value="trial">Trial</option>
          <option value="active">Active</option>
          <option value="suspended">Suspended</option>
        </select>
        <p className="hint">Suspending signs everyone of the company out and closes its portal until it is active again.</p>
        <FieldError id={f.status.errorId} errors={f.status.errors} />
      </div>
      <NumberField field={f.maxEmployees} label="Max employees" min={MAX_EMPLOYEES.min} max={MAX_EMPLOYEES.max} />
      {status === "trial" ? (
        <div className="field">
          <label htmlFor={f.trialEndsAt.id}>Trial ends</label>
          <input {...getInputProps(f.trialEndsAt as never, { type: "date" })} key={f.trialEndsAt.key} />
          <FieldError id={f.trialEndsAt.errorId} errors={f.trialEndsAt.errors} />
        </div>
      ) : null}
      <MailLimitFields f={f} contactEmail={company.contact_email} />
      <div className="actions">
        <button type="submit" className="btn btn-primary">
          Save Changes
        </button>
        <Link className="btn" to={HOME}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** Edit Company's mail limits (domain/mail-limits.ts): the invitations a day, and whom the company may invite. */
function MailLimitFields({ f, contactEmail }: { f: Record<string, Parameters<typeof TextField>[0]["field"]>; contactEmail: string }) {
  const domain = emailDomain(contactEmail);
  return (
    <fieldset>
      <legend>Invitation mail</legend>
      <div className="field">
        <label htmlFor={f.dailyMailQuota.id}>Invitations a day</label>
        <input
          {...getInputProps(f.dailyMailQuota as never, { type: "number", ariaDescribedBy: `${f.dailyMailQuota.id}-hint` })}
          key={f.dailyMailQuota.key}
          min={DAILY_INVITATIONS.min}
          max={DAILY_INVITATIONS.max}
        />
        <p className="hint" id={`${f.dailyMailQuota.id}-hint`}>
          Empty for the default: {DAILY_INVITATIONS.trial} a day for a trial, {DAILY_INVITATIONS.other.toLocaleString("en-US")} otherwise.
          Invitations and resends count, the bulk import's too; over the limit they are refused until the next day (UTC).
        </p>
        <FieldError id={f.dailyMailQuota.errorId} errors={f.dailyMailQuota.errors} />
      </div>
      <div className="field">
        <label htmlFor={f.inviteAnyDomain.id}>The company may invite</label>
        <select {...getSelectProps(f.inviteAnyDomain as never)} key={f.inviteAnyDomain.key}>
          <option value="any">Any address</option>
          <option value="domain">
            {PUBLIC_MAIL_DOMAINS.has(domain)
              ? `Only its contact address (${domain} is a public mail service)`
              : `Only addresses at ${domain}`}
          </option>
        </select>
        <FieldError id={f.inviteAnyDomain.errorId} errors={f.inviteAnyDomain.errors} />
      </div>
    </fieldset>
  );
}

function AdminForm({ company, mode, lastResult }: { company: { id: number; name: string }; mode: string; lastResult?: Result }) {
  const [form, fields] = useSchemaForm({
    id: `${mode}-admin-${company.id}`,
    lastResult,
    schema: companiesSchema,
  });
  const f = fields as unknown as Record<string, Parameters<typeof TextField>[0]["field"]>;
  return (
    <Form method="post" className="form card" {...getFormProps(form)}>
      <h3>
        {mode === "add" ? "Add" : "Change"} Company Admin: {company.name}
      </h3>
      <input type="hidden" name="intent" value={`${mode}-admin`} />
      <input type="hidden" name="companyId" value={company.id} />
      {mode === "change" ? <p>The current administrator is signed out and can no longer sign in; the new one is invited.</p> : null}
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField field={f.firstName} label="First name" max={100} required />
      <TextField field={f.lastName} label="Last name" max={100} required />
      <TextField field={f.email} label="Email" max={254} type="email" required />
      <div className="actions">
        <button type="submit" className="btn btn-primary">
          {mode === "add" ? "Add Admin" : "Change Admin"}
        </button>
        <Link className="btn" to={HOME}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
