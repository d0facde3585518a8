/**
 * The platform's JSON calls, which exist under /api only (not in a tenant context): the super
 * administrator's (spec/administration.md 7.4), on the same services and schemas as the
 * Companies tab (app/routes/super-admin/companies.tsx), and the self-service company setup
 * (7.3), on the same service and schema as the setup wizard (app/routes/public/company-setup.tsx).
 * Every super-administrator call but the sign-in needs the super administrator's session (the
 * `academy_super` cookie or the bearer token of `super-admin/auth/login`); a company's admin or
 * employee gets 403. Every change is audited by the services.
 */
import { z } from "zod";
import { msg } from "../../i18n/msg";
import { MAX_EMPLOYEES, TRIAL_EXTENSION_DAYS } from "../../domain/companies";
import { apiChangePasswordSchema, credentialsSchema, forgotPasswordSchema, resetPasswordSchema } from "../../domain/forms";
import { LOOK_ALIKE_MSG } from "../../domain/look-alike";
import { DAILY_INVITATIONS } from "../../domain/mail-limits";
import { missingRequired, SETUP_LIMIT } from "../../domain/setup";
import {
  COMPANY_MSG,
  companyAdminSchema,
  companyListQuery,
  companySetupSchema,
  createCompanySchema,
  deleteCompanySchema,
  editCompanyFields,
  editCompanySchema,
} from "../../domain/forms-companies";
import { endSession, requestMeta } from "../../server/identity/sessions.server";
import { changePassword } from "../../server/identity/sign-in.server";
import { setupCompany } from "../../server/super-admin/setup.server";
import {
  activateCompany,
  addAdmin,
  changeAdmin,
  type ChangeOutcome,
  createCompany,
  deleteCompany,
  extendTrial,
  hasAdmin,
  listCompanies,
  removeAdmin,
  resendAdminInvite,
  updateCompany,
} from "../../server/super-admin/companies.server";
import {
  apiForgotPassword,
  apiLogin,
  apiResetPassword,
  type ApiCall,
  type ApiRoute,
  FORGOT_PASSWORD_DOC,
  firstIssue,
  invalidBody,
  idParam,
  json,
  passwordSetAnswer,
  RESET_PASSWORD_DOC,
  retryHeaders,
  type SuperAdminCall,
} from "./table.server";
import { API_ERRORS, errorCode } from "./errors.server";

/** The spec's failure texts (section 8), each followed by the service's reason. */
const FAILURE = {
  create: msg("Failed to create company: {reason}"),
  update: msg("Failed to update company: {reason}"),
  delete: msg("Failed to delete company: {reason}"),
  add: msg("Failed to add admin: {reason}"),
  change: msg("Failed to change admin: {reason}"),
  remove: msg("Failed to remove admin: {reason}"),
  resend: msg("Failed to send admin invite: {reason}"),
  extend: msg("Failed to extend trial: {reason}"),
  activate: msg("Failed to activate company: {reason}"),
} as const;
type Failure = keyof typeof FAILURE;

/** 400 with the schema's first message and the field it is about. */
const companyId = (call: SuperAdminCall) => idParam(call.params.id);

/**
 * A refusal as one sentence in the caller's language (the failure with the service's reason),
 * with the code of the reason (company_not_found, else its status's).
 */
async function failed(call: ApiCall, failure: Failure, reason: string, status: number, extra = {}, headers?: Record<string, string>) {
  const { t } = await call.language();
  return json({ error: t(FAILURE[failure], { reason: t(reason) }), code: errorCode(reason, status), ...extra }, status, headers);
}

/** The answer to a change of the companies service: {success, message} or {error} with its status. */
function answer(call: ApiCall, failure: Failure, outcome: ChangeOutcome, extra: Record<string, unknown> = {}) {
  if (outcome.kind === "refused") return failed(call, failure, outcome.message, outcome.status);
  return json({ success: true, message: outcome.message, ...extra });
}
const unknownCompany = (call: ApiCall, failure: Failure) => failed(call, failure, API_ERRORS.company_not_found, 404);

/** A call on one company that answers its service's outcome; an unknown company id is a 404. */
const companyAction = (
  method: "POST" | "DELETE",
  path: string,
  failure: Failure,
  doc: { summary: string; responses: Record<number, string> },
  act: (superAdmin: SuperAdminCall["superAdmin"], id: number) => Promise<ChangeOutcome>,
): ApiRoute => ({
  method,
  paths: [path],
  access: "super_admin",
  platform: true,
  doc,
  handle: async (c) => {
    const id = companyId(c);
    return id ? answer(c, failure, await act(c.superAdmin, id)) : unknownCompany(c, failure);
  },
});

const superUserJson = (u: { id: number; first_name: string; last_name: string; email: string }) => ({
  id: u.id,
  firstName: u.first_name,
  lastName: u.last_name,
  email: u.email,
  role: "super_admin" as const,
});

const login = (call: ApiCall) => apiLogin(call, "super_admin", null, superUserJson);

/** POST super-admin/auth/set-password: the page's change-password service (the printed first password, or any time). */
async function setPassword(call: ApiCall) {
  const parsed = apiChangePasswordSchema.safeParse(call.body);
  if (!parsed.success) return json({ success: false, error: firstIssue(parsed.error) }, 400);
  const b = parsed.data;
  const changed = await changePassword({
    group: "super_admin",
    tenant: null,
    email: b.email,
    password: b.currentPassword,
    newPassword: b.newPassword,
    meta: requestMeta(call.args),
  });
  return passwordSetAnswer(call, changed);
}

/** GET super-admin/companies: a page of 50 with ?page, every company without it. */
async function companies(call: SuperAdminCall) {
  const params = call.args.url.searchParams;
  const query = companyListQuery.parse(Object.fromEntries(params));
  let list = await listCompanies(query);
  let rows = list.rows;
  if (!params.has("page")) {
    for (let page = 2; page <= list.pages; page++) {
      list = await listCompanies({ q: query.q, page });
      rows = rows.concat(list.rows);
    }
  }
  return json(
    rows.map((c) => ({
      id: c.id,
      name: c.name,
      subdomain: c.slug,
      contact_email: c.contact_email,
      status: c.status,
      max_employees: c.max_employees,
      trial_ends_at: c.trial_ends_at,
      created_at: c.created_at,
      employee_count: c.employee_count,
      completed_employees: c.completed_employees,
      admin_email: c.admin_email,
      admin_first_name: c.admin_first_name,
      admin_last_name: c.admin_last_name,
      admin_first_login: c.admin_first_login,
      admin_last_login: c.admin_last_login,
    })),
    200,
    { "X-Total-Count": String(list.total) },
  );
}

/** A date-time (as listed in trial_ends_at, or from a datetime-local field) counts by its day. */
const dayOf = (v: unknown) => {
  if (v === null || v === "") return undefined;
  const m = typeof v === "string" ? /^(\d{4}-\d{2}-\d{2})T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.exec(v.trim()) : null;
  return m ? m[1] : v;
};
const either = (body: Record<string, unknown>, spec: string, page: string) => (body[spec] !== undefined ? body[spec] : body[page]);
/** The spec's names of the page's camelCase fields. */
const SPEC_NAME: Record<string, string> = {
  contactEmail: "contact_email",
  maxEmployees: "max_employees",
  trialEndsAt: "trial_ends_at",
  dailyMailQuota: "daily_mail_quota",
  inviteAnyDomain: "invite_any_domain",
};
/** 400 naming the field as the client spelled it (the spec's name unless only the page's was sent). */
const invalidEdit = (error: z.ZodError, body: Record<string, unknown>) => {
  const field = error.issues[0]?.path.join(".") || null;
  const spec = field ? SPEC_NAME[field] : undefined;
  const asSent = spec && !(body[spec] === undefined && body[field!] !== undefined) ? spec : field;
  return json({ error: firstIssue(error), field: asSent }, 400);
};

/** The spec's edit payload (snake_case) or the page's field names (camelCase), as the page's schema reads it. */
const editInput = (body: Record<string, unknown>) => ({
  name: body.name,
  contactEmail: either(body, "contact_email", "contactEmail"),
  status: body.status,
  maxEmployees: either(body, "max_employees", "maxEmployees"),
  trialEndsAt: dayOf(either(body, "trial_ends_at", "trialEndsAt")),
  dailyMailQuota: either(body, "daily_mail_quota", "dailyMailQuota"),
  inviteAnyDomain: either(body, "invite_any_domain", "inviteAnyDomain"),
});

const pageSpelling = (spec: string) => `the page's spelling of ${spec}, read when ${spec} is absent`;
/** The PUT body as documented: both spellings (the call maps them onto the page's editCompanySchema). */
const editCompanyBody = z.object({
  name: editCompanyFields.name,
  contact_email: editCompanyFields.contactEmail.optional().describe("the contact email (required, in either spelling)"),
  contactEmail: editCompanyFields.contactEmail.optional().describe(pageSpelling("contact_email")),
  status: editCompanyFields.status,
  max_employees: z
    .number()
    .int()
    .min(MAX_EMPLOYEES.min)
    .max(MAX_EMPLOYEES.max)
    .optional()
    .describe("the seat limit (required, in either spelling)"),
  maxEmployees: z.number().int().optional().describe(pageSpelling("max_employees")),
  trial_ends_at: z
    .string()
    .nullable()
    .optional()
    .describe(
      "the day the trial ends (end of day UTC): YYYY-MM-DD, or a date-time of which the day counts; only for status trial; omitted, empty or null: unchanged",
    ),
  trialEndsAt: z.string().nullable().optional().describe(pageSpelling("trial_ends_at")),
  daily_mail_quota: z
    .number()
    .int()
    .min(DAILY_INVITATIONS.min)
    .max(DAILY_INVITATIONS.max)
    .nullable()
    .optional()
    .describe(
      `the invitations the company may send a UTC day; null: the default of its status (${DAILY_INVITATIONS.trial} for a trial, ${DAILY_INVITATIONS.other.toLocaleString("en-US")} otherwise); omitted: unchanged`,
    ),
  dailyMailQuota: z.number().int().nullable().optional().describe(pageSpelling("daily_mail_quota")),
  invite_any_domain: z
    .boolean()
    .optional()
    .describe(
      "true: the company may invite any address; false: only addresses of its contact email's domain (how a company that set itself up starts); omitted: unchanged",
    ),
  inviteAnyDomain: z.boolean().optional().describe(pageSpelling("invite_any_domain")),
});

const addOrChange = async (call: SuperAdminCall, id: number) => {
  const parsed = companyAdminSchema.safeParse(call.body);
  if (!parsed.success) return invalidBody(parsed.error);
  // "Used for both add and change": add when the company has no administrator, change otherwise
  // (the services decide again in their transaction; a race answers 409).
  const mode = (await hasAdmin(id)) ? "change" : "add";
  const outcome = await (mode === "add" ? addAdmin : changeAdmin)(call.superAdmin, id, parsed.data);
  return answer(call, mode, outcome, {
    action: mode === "add" ? "added" : "changed",
    invitationLink: outcome.kind === "done" ? (outcome.invited?.link ?? null) : null,
  });
};

const SUPER_SIGN_IN = {
  200: "Signed in: {success, user: {id, firstName, lastName, email, role: 'super_admin'}, sessionToken, expiresAt} and the `academy_super` cookie (24 hours); the spec's `debug` field is not sent. {success: false, requiresPasswordChange: true, error: 'Password change required'} and no session while the account holds the printed first password: replace it with super-admin/auth/set-password",
  400: "{success: false, error: 'Please enter both email and password'} or another validation message",
  401: "{success: false, error: 'Invalid email or password'}",
  429: "{success: false, error}: too many attempts, with Retry-After",
  503: "{success: false, error}: the service is busy, with Retry-After",
};
const NO_COMPANY = "{error: 'Failed to …: Company not found'}: no such company on the platform (or deleted)";

export const SUPER_ADMIN_CALLS: readonly ApiRoute[] = [
  {
    method: "POST",
    paths: ["super-admin/auth/login"],
    access: "public",
    platform: true,
    doc: { summary: "Super administrator sign-in", body: credentialsSchema, responses: SUPER_SIGN_IN },
    handle: login,
  },
  {
    method: "POST",
    paths: ["super-admin/auth/set-password"],
    access: "public",
    platform: true,
    doc: {
      summary:
        "Super administrator: replace the password (the printed first password must be replaced before any sign-in; any other time too) with the current one; the current one stops working and every session ends",
      body: apiChangePasswordSchema,
      responses: {
        200: "{success: true, sessionToken, expiresAt} and the `academy_super` cookie: a new session, every earlier one ended",
        400: "{success: false, error}: validation, a weak password, or the new password equal to the current one",
        401: "{success: false, error: 'Invalid email or password'}: wrong current password (or no such super administrator)",
        429: "{success: false, error}: too many attempts (the sign-in limits), with Retry-After",
        503: "{success: false, error}: the service is busy, with Retry-After",
      },
    },
    handle: setPassword,
  },
  {
    method: "POST",
    paths: ["super-admin/auth/forgot-password"],
    access: "public",
    platform: true,
    doc: {
      summary: "Super administrator: ask for a password reset link (mailed through the outbox)",
      body: forgotPasswordSchema,
      responses: FORGOT_PASSWORD_DOC,
    },
    handle: (c) => apiForgotPassword(c, "super_admin", null),
  },
  {
    method: "POST",
    paths: ["super-admin/auth/reset-password"],
    access: "public",
    platform: true,
    doc: {
      summary: "Super administrator: set a new password with a reset link's token",
      body: resetPasswordSchema,
      responses: RESET_PASSWORD_DOC,
    },
    handle: (c) => apiResetPassword(c, "super_admin", null),
  },
  {
    method: "GET",
    paths: ["super-admin/auth/check"],
    access: "super_admin",
    platform: true,
    doc: {
      summary: "The signed-in super administrator",
      responses: { 200: "{user: {id, firstName, lastName, email, role: 'super_admin'}}" },
    },
    handle: async (c) => {
      const u = c.superAdmin.user;
      return json({ user: superUserJson({ id: u.id, first_name: u.firstName, last_name: u.lastName, email: u.email }) });
    },
  },
  {
    method: "POST",
    paths: ["super-admin/auth/logout"],
    access: "super_admin",
    platform: true,
    doc: {
      summary: "End the super administrator's session (bearer token or cookie); afterwards the token answers 401",
      responses: { 200: "{success: true} and the cleared `academy_super` cookie" },
    },
    handle: async (c) => json({ success: true }, 200, await endSession(c.args.request, true)),
  },
  {
    method: "GET",
    paths: ["super-admin/companies"],
    access: "super_admin",
    platform: true,
    doc: {
      summary: "The companies on the platform (deleted ones are not listed), newest first",
      query: {
        q: "search by name, subdomain or contact email, whatever the case and the accents",
        page: "a page of 50; without it, every company",
      },
      responses: {
        200: "[{id, name, subdomain, contact_email, status, max_employees, trial_ends_at, created_at, employee_count, completed_employees, admin_email, admin_first_name, admin_last_name, admin_first_login, admin_last_login}] (admin_* null when the company has no admin), with X-Total-Count",
      },
    },
    handle: companies,
  },
  {
    method: "POST",
    paths: ["super-admin/companies"],
    access: "super_admin",
    platform: true,
    doc: {
      summary:
        "Create a company with its settings and its administrator, who is invited (the invitation mail goes to the outbox), in one transaction",
      body: createCompanySchema,
      responses: {
        201: "{success: true, company: {id, name, subdomain, status, adminLoginPath}, admin: {id, email}, adminInvitationLink}: the link only when mail is not configured (null otherwise)",
        400: `{error, field}: a missing or malformed field, with the spec's message (e.g. 'Please enter the company name'), or a reserved subdomain; 'Failed to create company: ${LOOK_ALIKE_MSG.name}' (field companyName) or '… ${LOOK_ALIKE_MSG.subdomain}' (field subdomain) unless allowLookAlike is true (the creation is then audited with the company it is like)`,
        409: "{error: 'Failed to create company: This subdomain is already taken. Please choose another.', field: 'subdomain'}",
      },
    },
    handle: async (c) => {
      const parsed = createCompanySchema.safeParse(c.body);
      if (!parsed.success) return invalidBody(parsed.error);
      const created = await createCompany(c.superAdmin, parsed.data);
      if (created.kind === "taken") return failed(c, "create", created.message, 409, { field: created.field });
      if (created.kind === "look-alike") {
        const [field, messages] = Object.entries(created.errors)[0];
        return failed(c, "create", messages[0], 400, { field });
      }
      if (created.kind === "mail-refused") {
        const field = created.reason === "domain" ? { field: "email" } : {};
        const reason = created.say((await c.language()).t);
        return failed(c, "create", reason, created.status, field, retryHeaders(created.retryAfterSeconds ?? undefined));
      }
      const company = {
        id: created.company.id,
        name: created.company.name,
        subdomain: created.company.slug,
        status: parsed.data.accountType,
        adminLoginPath: `${created.company.base}/admin/login`,
      };
      return json(
        { success: true, company, admin: { id: created.admin.id, email: created.admin.email }, adminInvitationLink: created.admin.link },
        201,
      );
    },
  },
  {
    method: "PUT",
    paths: ["super-admin/companies/:id"],
    access: "super_admin",
    platform: true,
    doc: {
      summary:
        "Edit a company: the spec's payload {name, contact_email, status, max_employees, trial_ends_at}, and the mail limits daily_mail_quota and invite_any_domain (the page's camelCase names contactEmail, maxEmployees, trialEndsAt, dailyMailQuota, inviteAnyDomain are read too; the spec's spelling counts when both are sent). Suspending ends every session of the company",
      body: editCompanyBody,
      responses: {
        200: "{success: true, message: '… was updated successfully.'} (or '… is unchanged.')",
        400: "{error, field}: a missing or malformed field, with the spec's message; field as it was spelled (the spec's name unless only the camelCase one was sent)",
        404: NO_COMPANY,
        409: "{error: 'Failed to update company: …'}: a built-in company cannot be suspended",
      },
    },
    handle: async (c) => {
      const parsed = editCompanySchema.safeParse(editInput(c.body));
      if (!parsed.success) return invalidEdit(parsed.error, c.body);
      const id = companyId(c);
      return id ? answer(c, "update", await updateCompany(c.superAdmin, id, parsed.data)) : unknownCompany(c, "update");
    },
  },
  {
    method: "DELETE",
    paths: ["super-admin/companies/:id"],
    access: "super_admin",
    platform: true,
    doc: {
      summary:
        "Delete a company: it leaves the platform (pages 404, its people signed out for good), its records stay and its certificates keep their status (Valid until they expire). Deviation from the spec's empty payload: like the page's second confirmation step, the body must carry the company's subdomain typed again, {confirmSubdomain}",
      body: deleteCompanySchema,
      responses: {
        200: "{success: true, message: '… has been deleted successfully.'}",
        400: `{error: '${COMPANY_MSG.confirmSubdomain}', field: 'confirmSubdomain'}: no confirmation in the body`,
        404: NO_COMPANY,
        409: `{error: 'Failed to delete company: …'}: the confirmation is not the company's subdomain ('${COMPANY_MSG.confirmSubdomain}'), or the company is built in`,
      },
    },
    handle: async (c) => {
      const parsed = deleteCompanySchema.safeParse(c.body);
      if (!parsed.success) return invalidBody(parsed.error);
      const id = companyId(c);
      return id ? answer(c, "delete", await deleteCompany(c.superAdmin, id, parsed.data.confirmSubdomain)) : unknownCompany(c, "delete");
    },
  },
  {
    method: "POST",
    paths: ["super-admin/companies/:id/resend-admin-invite"],
    access: "super_admin",
    platform: true,
    doc: {
      summary:
        "Resend invite: a new invitation for the company's administrator while they have not set a password, else a password reset link (the earlier link stops working)",
      responses: {
        200: "{success: true, message, sent: 'invitation' | 'password-reset', invitationLink, resetLink}: a link only when mail is not configured (null otherwise)",
        404: "{error: 'Failed to send admin invite: …'}: no such company, or it has no administrator",
      },
    },
    handle: async (c) => {
      const id = companyId(c);
      if (!id) return unknownCompany(c, "resend");
      const outcome = await resendAdminInvite(c.superAdmin, id);
      const done = outcome.kind === "done" ? outcome : null;
      return answer(c, "resend", outcome, {
        sent: done?.reset ? "password-reset" : "invitation",
        invitationLink: done?.invited?.link ?? null,
        resetLink: done?.reset?.link ?? null,
      });
    },
  },
  companyAction(
    "POST",
    "super-admin/companies/:id/extend-trial",
    "extend",
    {
      summary: `Extend a company's trial by ${TRIAL_EXTENSION_DAYS} days: from its end while it runs, from now once it has ended (its people get back in)`,
      responses: {
        200: "{success: true, message: 'The trial of … now ends on ….'}",
        404: "{error: 'Failed to extend trial: Company not found'}",
        409: "{error: 'Failed to extend trial: … is not on trial.'}",
      },
    },
    extendTrial,
  ),
  companyAction(
    "POST",
    "super-admin/companies/:id/activate",
    "activate",
    {
      summary: "Make a company on trial a full account (status active): an ended trial's people get back in",
      responses: {
        200: "{success: true, message: '… is now a full account.'}",
        404: "{error: 'Failed to activate company: Company not found'}",
        409: "{error: 'Failed to activate company: … is not on trial.'}",
      },
    },
    activateCompany,
  ),
  {
    method: "POST",
    paths: ["super-admin/companies/:id/admin"],
    access: "super_admin",
    platform: true,
    doc: {
      summary:
        "Add an administrator (when the company has none) or change it (the old one is signed out and can no longer sign in); the new one is invited",
      body: companyAdminSchema,
      responses: {
        200: "{success: true, action: 'added' | 'changed', message, invitationLink}: the link only when mail is not configured (null otherwise)",
        400: "{error, field}: a missing or malformed field, with the spec's message",
        404: "{error: 'Failed to add admin: Company not found'}",
        409: "{error: 'Failed to add admin: …' | 'Failed to change admin: …'}: the email is already an account of the company or already its administrator",
      },
    },
    handle: async (c) => {
      const id = companyId(c);
      if (!id) {
        const parsed = companyAdminSchema.safeParse(c.body);
        return parsed.success ? unknownCompany(c, "add") : invalidBody(parsed.error);
      }
      return addOrChange(c, id);
    },
  },
  companyAction(
    "DELETE",
    "super-admin/companies/:id/admin",
    "remove",
    {
      summary: "Remove the company's administrator: signed out, no more sign-in, account and history kept",
      responses: {
        200: "{success: true, message: '… is no longer the administrator of ….'}",
        404: "{error: 'Failed to remove admin: …'}: no such company, or it has no administrator",
      },
    },
    removeAdmin,
  ),
];

/** POST companies/setup (spec 7.3): public, the wizard's last step as one call. */
export const ONBOARDING_CALLS: readonly ApiRoute[] = [
  {
    method: "POST",
    paths: ["companies/setup"],
    access: "public",
    platform: true,
    doc: {
      summary: `Self-service company setup: a trial company with its brand colours and its administrator, who is invited (the mail goes to the outbox), in one transaction; at most ${SETUP_LIMIT.companies} companies a day from one client address`,
      body: companySetupSchema,
      responses: {
        201: "{success: true, company: {id, name, subdomain, status: 'trial', maxEmployees, trialEndsAt, adminLoginPath}, admin: {id, email}, adminInvitationLink}: the link only when mail is not configured (null otherwise)",
        400: `{error, field}: '${COMPANY_MSG.required}' (field null) when a required answer of steps 1 and 2 is empty, else the first field's message; '${LOOK_ALIKE_MSG.name}' (field companyName) or '${LOOK_ALIKE_MSG.subdomain}' (field subdomain) for a company like an existing one (same name ignoring case, accents and punctuation; a subdomain within a small edit distance, confusables such as rn/m, 0/o, 1/l folded); an administrator email outside the contact email's domain (field adminEmail)`,
        409: `{error: '${COMPANY_MSG.subdomainTaken}', field: 'subdomain'}`,
        429: "{error}: this address has set up its companies for today, with Retry-After",
      },
    },
    handle: async (c) => {
      if (missingRequired(c.body, 1) || missingRequired(c.body, 2)) return json({ error: COMPANY_MSG.required, field: null }, 400);
      const parsed = companySetupSchema.safeParse(c.body);
      if (!parsed.success) return invalidBody(parsed.error);
      const outcome = await setupCompany(parsed.data, requestMeta(c.args));
      if (outcome.kind === "refused")
        return json({ error: outcome.message, field: outcome.field ?? null }, outcome.status, retryHeaders(outcome.retryAfterSeconds));
      const { company, admin } = outcome;
      return json(
        {
          success: true,
          company: {
            id: company.id,
            name: company.name,
            subdomain: company.slug,
            status: company.status,
            maxEmployees: company.maxEmployees,
            trialEndsAt: company.trialEndsAt,
            adminLoginPath: company.adminLogin,
          },
          admin: { id: admin.id, email: admin.email },
          adminInvitationLink: admin.link,
        },
        201,
      );
    },
  },
];
