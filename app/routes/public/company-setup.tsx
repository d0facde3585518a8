import { type FieldMetadata, getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { msg } from "../../i18n/msg";
import { metaT } from "../../i18n/react";
import { useEffect, useMemo } from "react";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/company-setup";
import { FieldError, PublicHeader } from "../../components/chrome";
import { ColorField, TextField } from "../../components/fields";
import { useHydrated } from "../../components/hydrated";
import { cssColor, NonceStyle } from "../../components/styles";
import { PAGE_FLASH_HANDLE, PageFlash } from "../../components/OneTimeLink";
import { formatLongDate } from "../../domain/dates";
import { DEFAULT_COLORS, SELF_SERVICE_SEATS, TRIAL_DAYS, trialEnd } from "../../domain/companies";
import { COMPANY_MSG, companySetupSchema } from "../../domain/forms-companies";
import { setupPreviewSchema, setupStep1Schema, setupStep2Schema, setupWizardSchema } from "../../domain/forms-setup";
import {
  carriedValues,
  errorsOfStep,
  firstStepWithError,
  formValues,
  hiddenAnswers,
  lowContrast,
  missingRequired,
  previewColor,
  SETUP_LIMIT_MSG,
  SETUP_STEP_TITLES,
  setupLimitValues,
  type SetupStep,
  type SetupValues,
  stepOf,
  stepOfGo,
  trialDaysOf,
} from "../../domain/setup";
import { isValidSubdomain, normalizeSubdomain, SUBDOMAIN_SUFFIX } from "../../domain/subdomain";
import { companyBase } from "../../domain/tenants";

import { Rich, useLocale, useT } from "../../i18n/react";
import { type LanguageKit, requestLanguage } from "../../server/platform/i18n.server";
import { requestMeta } from "../../server/identity/sessions.server";
import { flashContext } from "../../server/platform/context.server";
import { env } from "../../server/platform/env.server";
import { type Flash, redirectWithFlash } from "../../server/platform/cookies.server";
import { parseForm } from "../../server/platform/forms.server";
import { lookAlikeErrors, subdomainTaken } from "../../server/super-admin/companies.server";
import { type SetupOutcome, setupAllowanceUsedUp, setupCompany } from "../../server/super-admin/setup.server";

/**
 * Self-service company setup (spec 2.9): three steps, each a server-rendered form that carries
 * the earlier answers as hidden fields and is validated again on the server; the last one
 * creates a trial company with its invited administrator, then the completion screen.
 */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)(msg("New Company Registration – GDPR Training")) }];

/** The completion's banner (with the invitation link when no mail can carry it) shows in the page content. */
export const handle = PAGE_FLASH_HANDLE;

const SETUP = "/company/setup";

export async function loader({ url, context }: Route.LoaderArgs) {
  const now = new Date().toISOString();
  const created = url.searchParams.get("created");
  if (created === null) return { now, done: null };
  const slug = normalizeSubdomain(created.slice(0, 100));
  if (!isValidSubdomain(slug)) throw redirect(SETUP);
  const adminLogin = `${companyBase(slug)}/admin/login`;
  // The completion screen is the page right after the setup (its banner tells the details and,
  // without mail, the invitation link once); coming back later leads to the admin login.
  const flash = context.get(flashContext);
  if (flash?.kind !== "success") throw redirect(adminLogin);
  const invitation = invitationPath(flash.copy?.value, adminLogin);
  return { now, done: { adminLogin, address: `${new URL(env().PUBLIC_URL).origin}${adminLogin}`, invitation } };
}

/** The invitation link's path when it is this company's admin login with a token (where the new admin sets a password). */
function invitationPath(link: string | undefined, adminLogin: string): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.pathname === adminLogin && /^\?token=[\w-]+$/.test(url.search) ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

type Errors = Record<string, string[]>;
interface View {
  step: SetupStep;
  values: SetupValues;
  errors: Errors | null;
  /** Each answer renders its form afresh (new defaults and errors). */
  key: string;
}

const view = (step: SetupStep, values: SetupValues, errors: Errors | null = null): { view: View } => ({
  view: { step, values, errors, key: crypto.randomUUID() },
});

/** A step shown again with the messages beside its fields (and the spec's form message when a required answer is empty). */
function refused(status: 400 | 409, step: SetupStep, values: SetupValues, errors: Record<string, string[] | null | undefined>) {
  const own: Errors = errorsOfStep(errors, step);
  if (missingRequired(values, step)) own[""] = [COMPANY_MSG.required];
  return data(view(step, values, own), { status });
}

function tooMany(step: SetupStep, values: SetupValues, message: string, retryAfterSeconds: number) {
  return data(view(step, values, { "": [message] }), {
    status: 429,
    headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" },
  });
}

export async function action(args: Route.ActionArgs) {
  // The form's messages are catalogue keys the page translates; the allowance's refusal and the banner are said here.
  const lang = await requestLanguage(args.request);
  const { t } = lang;
  const submission = await parseForm(args.request, setupWizardSchema);
  const values = carriedValues(submission.payload);
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    return refused(400, firstStepWithError(errors) ?? stepOfGo(submission.payload.go), values, errors);
  }
  const form = submission.value;
  switch (form.go) {
    case "back-company":
      return view(1, values);
    case "back-admin":
      return view(2, values);
    case "preview":
      return view(3, { ...values, ...formValues(form) });
    case "company": {
      const answers = { ...values, ...formValues(form) };
      if (await subdomainTaken(form.subdomain)) return refused(409, 1, answers, { subdomain: [COMPANY_MSG.subdomainTaken] });
      // Tell an address over today's allowance now, not after two more steps.
      const wait = await setupAllowanceUsedUp(requestMeta(args));
      if (wait) return tooMany(1, answers, t(SETUP_LIMIT_MSG, setupLimitValues(wait)), wait);
      const alike = await lookAlikeErrors(form);
      if (alike) return refused(400, 1, answers, alike);
      return view(2, answers);
    }
    case "admin":
      return view(3, { ...values, ...formValues(form) });
    case "create": {
      const answers = { ...values, ...formValues(form) };
      const outcome = await setupCompany(form, requestMeta(args));
      if (outcome.kind === "created")
        return redirectWithFlash(`${SETUP}?created=${outcome.company.slug}`, completedFlash(lang, outcome, form));
      if (outcome.status === 429) {
        const wait = outcome.retryAfterSeconds ?? 3600;
        return tooMany(3, answers, t(SETUP_LIMIT_MSG, setupLimitValues(wait)), wait);
      }
      if (outcome.field === "adminEmail") return refused(400, 2, answers, { adminEmail: [outcome.message] });
      // Someone took the subdomain, or a company like it came, meanwhile: back to step 1, every answer kept.
      return refused(outcome.status, 1, answers, outcome.errors ?? { subdomain: [outcome.message] });
    }
  }
}

function completedFlash(
  { t, locale }: LanguageKit,
  outcome: Extract<SetupOutcome, { kind: "created" }>,
  input: { trialDurationDays: number },
): Flash {
  const { company, admin } = outcome;
  const text = t(
    "{company} is set up: a {days}-day trial until {date} with {seats} employee seats. {email} was invited as its administrator.",
    {
      company: company.name,
      days: input.trialDurationDays,
      date: formatLongDate(company.trialEndsAt, locale),
      seats: company.maxEmployees,
      email: admin.email,
    },
  );
  if (!admin.link) return { kind: "success", text: `${text} ${t("The invitation email is on its way.")}` };
  return {
    kind: "success",
    text: `${text} ${t("Mail is not configured, so the invitation link is shown only now: it opens the page where the administrator sets a password.")}`,
    copy: { label: t("Invitation link for {email}", { email: admin.email }), value: admin.link },
  };
}

// ---- Pages ------------------------------------------------------------------------------------

export default function CompanySetup({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.done) return <Completion {...loaderData.done} />;
  const current: View = actionData?.view ?? { step: 1, values: {}, errors: null, key: "start" };
  return (
    <>
      <PublicHeader name="GDPR Training Academy" base="" />
      <main id="main" className="page narrow">
        <h1>{t("New Company Registration")}</h1>
        <PageFlash />
        <p>
          {t(
            "Set up your company's GDPR training portal: a free trial ({days} days unless you choose otherwise) with {seats} employee seats.",
            { days: TRIAL_DAYS.default, seats: SELF_SERVICE_SEATS },
          )}
        </p>
        <ol className="steps" aria-label={t("Setup steps")}>
          {([1, 2, 3] as const).map((s) => (
            <li key={s} aria-current={s === current.step ? "step" : undefined}>
              {t("{step}. {title}", { step: s, title: t(SETUP_STEP_TITLES[s]) })}
            </li>
          ))}
        </ol>
        <StepForm key={current.key} view={current} now={loaderData.now} />
        <p>
          <Link to="/company/login">{t("← Back to company portal access")}</Link>
        </p>
      </main>
    </>
  );
}

const BRAND_DEFAULTS: SetupValues = {
  primaryColor: DEFAULT_COLORS.primary,
  secondaryColor: DEFAULT_COLORS.secondary,
  trialDurationDays: String(TRIAL_DAYS.default),
};

/** The schema conform checks in the browser for the button pressed (the action checks the same). */
function clientSchema(go: string | undefined, step: SetupStep) {
  switch (go ?? ["company", "admin", "create"][step - 1]) {
    case "company":
      return setupStep1Schema;
    case "admin":
      return setupStep2Schema;
    case "create":
      return companySetupSchema;
    case "preview":
      return setupPreviewSchema;
    default:
      // Back checks nothing: every answer goes along as it is.
      return z.object({});
  }
}

/** The step's form state: the server's answer as conform's last result, checked in the browser as on the server. */
function useStepForm(v: View) {
  const values = useMemo(() => (v.step === 3 ? { ...BRAND_DEFAULTS, ...v.values } : v.values), [v]);
  // One object per answer of the server: conform reports a result again whenever it is a new object.
  const lastResult = useMemo<SubmissionResult<string[]> | undefined>(
    () => (v.errors ? { status: "error", initialValue: values, error: v.errors } : undefined),
    [v, values],
  );
  return useForm({
    id: `company-setup-${v.step}`,
    defaultValue: values,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData, submitter }) => parseWithZod(formData, { schema: clientSchema(submitter?.value, v.step) }),
  });
}

type StepFields = ReturnType<typeof useStepForm>[1];

function StepForm({ view: v, now }: { view: View; now: string }) {
  const t = useT();
  const [form, fields] = useStepForm(v);
  // Messages about answers of other steps (only a tampered hidden field can have one in the browser).
  const elsewhere = Object.entries(form.allErrors).filter(([name]) => name !== "" && stepOf(name) !== v.step);
  return (
    <Form method="post" action={SETUP} className="form card" {...getFormProps(form)}>
      <h2>{t("Step {step} of 3: {title}", { step: v.step, title: t(SETUP_STEP_TITLES[v.step]) })}</h2>
      {form.errors?.length || elsewhere.length ? (
        <div className="form-error" role="alert" id={form.errorId}>
          {form.errors?.map((e) => (
            <p key={e}>{t(e)}</p>
          ))}
          {elsewhere.map(([name, errors]) => (
            <p key={name}>{t("Step {step}: {errors}", { step: stepOf(name) ?? "", errors: errors.map((e) => t(e)).join(" ") })}</p>
          ))}
        </div>
      ) : null}
      {hiddenAnswers(v.values, v.step).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {v.step === 1 ? (
        <CompanyStep fields={fields} />
      ) : v.step === 2 ? (
        <AdminStep fields={fields} />
      ) : (
        <BrandStep fields={fields} values={v.values} now={now} />
      )}
    </Form>
  );
}

function CompanyStep({ fields }: { fields: StepFields }) {
  const t = useT();
  return (
    <>
      <TextField field={fields.companyName} label={t("Company name")} max={120} required autoComplete="organization" />
      <TextField field={fields.contactEmail} label={t("Contact email")} type="email" max={254} required autoComplete="email" />
      <SubdomainField field={fields.subdomain} />
      <div className="actions">
        <GoButton go="company" label={t("Next: Administrator Account")} primary />
      </div>
    </>
  );
}

function AdminStep({ fields }: { fields: StepFields }) {
  const t = useT();
  return (
    <>
      <p className="hint">{t("The administrator manages your employees and settings; they receive an invitation to set a password.")}</p>
      <TextField field={fields.adminFirstName} label={t("First name")} max={100} required autoComplete="given-name" />
      <TextField field={fields.adminLastName} label={t("Last name")} max={100} required autoComplete="family-name" />
      <TextField
        field={fields.adminEmail}
        label={t("Administrator email")}
        type="email"
        max={254}
        required
        autoComplete="email"
        hint={t(
          "At your contact email's domain: your company invites addresses there only, until the platform administrator allows others.",
        )}
      />
      <div className="actions">
        <GoButton go="admin" label={t("Next: Brand Customisation")} primary />
        <GoButton go="back-company" label={t("← Back")} />
      </div>
    </>
  );
}

function BrandStep({ fields, values, now }: { fields: StepFields; values: View["values"]; now: string }) {
  const t = useT();
  return (
    <>
      <div className="settings-colors">
        <ColorField field={fields.primaryColor} label={t("Primary colour")} />
        <ColorField field={fields.secondaryColor} label={t("Secondary colour")} />
      </div>
      <BrandPreview
        primary={previewColor(fields.primaryColor.value, DEFAULT_COLORS.primary)}
        secondary={previewColor(fields.secondaryColor.value, DEFAULT_COLORS.secondary)}
        companyName={values.companyName ?? ""}
      />
      <TrialField field={fields.trialDurationDays} now={now} />
      <Summary values={values} />
      <div className="actions">
        <GoButton go="create" label={t("Create Company")} primary />
        <GoButton go="preview" label={t("Preview")} />
        <GoButton go="back-admin" label={t("← Back")} />
      </div>
    </>
  );
}

/** A submit button of the wizard: `go` names where it leads; going back checks nothing. */
function GoButton({ go, label, primary = false }: { go: string; label: string; primary?: boolean }) {
  return (
    <button
      type="submit"
      name="go"
      value={go}
      className={primary ? "btn btn-primary" : "btn"}
      formNoValidate={go.startsWith("back-") || undefined}
    >
      {label}
    </button>
  );
}

function SubdomainField({ field }: { field: FieldMetadata<string | null | undefined> }) {
  const t = useT();
  const hintId = `${field.id}-hint`;
  return (
    <div className="field">
      <label htmlFor={field.id}>{t("Subdomain")}</label>
      <div className="input-suffix">
        <input
          {...getInputProps(field, { type: "text", ariaDescribedBy: hintId })}
          key={field.key}
          maxLength={100}
          autoCapitalize="none"
          spellCheck={false}
          autoComplete="off"
          required
        />
        <span>{SUBDOMAIN_SUFFIX}</span>
      </div>
      <p className="hint" id={hintId}>
        {t("Your portal's address: letters, digits and hyphens; capitals become lower case and other characters are left out.")}
      </p>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

function TrialField({ field, now }: { field: FieldMetadata<string | number | null | undefined>; now: string }) {
  const t = useT();
  const locale = useLocale();
  const days = trialDaysOf(field.value);
  const hintId = `${field.id}-hint`;
  return (
    <div className="field">
      <label htmlFor={field.id}>{t("Trial length (days)")}</label>
      <input
        {...getInputProps(field, { type: "number", ariaDescribedBy: hintId })}
        key={field.key}
        min={TRIAL_DAYS.min}
        max={TRIAL_DAYS.max}
        step={1}
        className="trial-days"
      />
      <p className="hint" id={hintId} aria-live="polite">
        {t("{min} to {max} days ({default} when left empty).", { min: TRIAL_DAYS.min, max: TRIAL_DAYS.max, default: TRIAL_DAYS.default })}
        {days !== null ? ` ${t("The trial would end on {date}.", { date: formatLongDate(trialEnd(new Date(now), days), locale) })}` : null}
      </p>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * A small mock of the portal in the chosen colours: the header (primary), a primary and an
 * accent button, as app.css draws them. Server-rendered from the posted colours (Preview), and
 * live in the browser as the colour inputs change.
 */
function BrandPreview({ primary, secondary, companyName }: { primary: string; secondary: string; companyName: string }) {
  const t = useT();
  const low = lowContrast(primary, secondary);
  return (
    <figure className="brand-preview" aria-labelledby="brand-preview-caption">
      <figcaption id="brand-preview-caption">{t("Preview of your portal")}</figcaption>
      <NonceStyle
        css={`
          .brand-preview-frame {
            --preview-primary: ${cssColor(primary, "#003D8F")};
            --preview-secondary: ${cssColor(secondary, "#FF6A00")};
          }
        `}
      />
      <div className="brand-preview-frame">
        <div className="brand-preview-header">
          <span className="brand-preview-title">{companyName || t("Your company")}</span>
          <span className="brand-preview-subtitle">{t("GDPR Compliance Program")}</span>
        </div>
        <div className="brand-preview-body">
          <p>{t("Welcome to your GDPR training.")}</p>
          <span className="brand-preview-button primary">{t("Start Training")}</span>
          <span className="brand-preview-button secondary">{t("View Certificate")}</span>
        </div>
      </div>
      {low.length ? (
        <p className="hint" role="status">
          {low.length > 1
            ? t(
                "Hard to read: text on these primary and secondary colours has too little contrast (under 4.5:1). A darker primary and a lighter secondary colour read better.",
              )
            : low[0] === "primary"
              ? t(
                  "Hard to read: white text on this primary colour has too little contrast (under 4.5:1). A darker primary colour reads better.",
                )
              : t(
                  "Hard to read: dark text on this secondary colour has too little contrast (under 4.5:1). A lighter secondary colour reads better.",
                )}
        </p>
      ) : null}
    </figure>
  );
}

function Summary({ values }: { values: SetupValues }) {
  const t = useT();
  const admin = [values.adminFirstName, values.adminLastName].filter(Boolean).join(" ");
  return (
    <section aria-labelledby="setup-summary" className="setup-summary">
      <h3 id="setup-summary">{t("Your answers")}</h3>
      <dl>
        <dt>{t("Company")}</dt>
        <dd>{values.companyName}</dd>
        <dt>{t("Contact email")}</dt>
        <dd>{values.contactEmail}</dd>
        <dt>{t("Portal address")}</dt>
        <dd>
          {values.subdomain}
          {SUBDOMAIN_SUFFIX}
        </dd>
        <dt>{t("Administrator")}</dt>
        <dd>
          {admin} ({values.adminEmail})
        </dd>
      </dl>
    </section>
  );
}

/**
 * After the setup: the new company's admin login. With JavaScript the page moves on after 2
 * seconds: to the invitation link when it is shown here (no mail carries it, and the banner
 * with it is gone once the page is left), else to the admin login.
 */
function Completion({ adminLogin, address, invitation }: { adminLogin: string; address: string; invitation: string | null }) {
  const t = useT();
  const hydrated = useHydrated();
  const next = invitation ?? adminLogin;
  useEffect(() => {
    // A full page load: the company's colours and logo come with its pages.
    const timer = window.setTimeout(() => window.location.assign(next), 2000);
    return () => window.clearTimeout(timer);
  }, [next]);
  return (
    <>
      <PublicHeader name="GDPR Training Academy" base="" />
      <main id="main" className="page narrow center">
        <h1>{t("Setup Complete")}</h1>
        <PageFlash />
        <p>
          <Rich
            text={
              invitation
                ? t(
                    "Your company's training portal is ready. Its administrator signs in at <strong>{address}</strong>, after setting a password through the invitation link.",
                    { address },
                  )
                : t("Your company's training portal is ready. Its administrator signs in at <strong>{address}</strong>.", { address })
            }
            strong={(c) => <strong>{c}</strong>}
          />
        </p>
        {hydrated ? (
          <p role="status">
            {invitation
              ? t("Taking you to set the administrator password in 2 seconds…")
              : t("Taking you to the admin login in 2 seconds…")}
          </p>
        ) : null}
        <p className="actions">
          <Link className="btn btn-primary" to={next} reloadDocument>
            {invitation ? t("Set the Administrator Password") : t("Go to the Admin Login")}
          </Link>
          {invitation ? (
            <Link className="btn" to={adminLogin} reloadDocument>
              {t("Admin Login")}
            </Link>
          ) : null}
        </p>
      </main>
    </>
  );
}
