/**
 * The forms of the super administration and of company onboarding (spec/administration.md 3,
 * 5, 7.3, 7.4), one zod schema each, used by conform in the browser, by the actions and by the
 * JSON API for the same operation.
 */
import { z } from "zod";
import { msg } from "../i18n/msg";
import { DEFAULT_COLORS, MAX_EMPLOYEES, TRIAL_DAYS } from "./companies";
import { flag, MSG } from "./forms";
import { idField, searchText } from "./input";
import { DAILY_INVITATIONS, MAIL_LIMIT_MSG, withinContactDomain } from "./mail-limits";
import { isPlainText } from "./settings";
import { isValidSubdomain, normalizeSubdomain, RESERVED_SUBDOMAINS } from "./subdomain";

/**
 * The forms' messages: catalogue keys (msg()), translated where shown. The limits are written
 * out (the keys are literals): MAX_EMPLOYEES 1-10000, TRIAL_DAYS 1-365, DAILY_INVITATIONS 0-1,000,000.
 */
export const COMPANY_MSG = {
  companyName: msg("Please enter the company name"),
  contactEmail: msg("Please enter a valid contact email address"),
  subdomain: msg("Please enter a subdomain: letters, digits and hyphens"),
  subdomainReserved: msg("This subdomain is reserved. Please choose another."),
  subdomainTaken: msg("This subdomain is already taken. Please choose another."),
  adminFirstName: msg("Please enter the administrator's first name"),
  adminLastName: msg("Please enter the administrator's last name"),
  adminEmail: msg("Please enter a valid administrator email address"),
  maxEmployees: msg("Max employees must be a number from 1 to 10000"),
  trialDays: msg("Trial duration must be from 1 to 365 days"),
  color: msg("Please choose a colour as #RRGGBB"),
  status: msg("Please choose trial, active or suspended"),
  trialEnd: msg("Please enter the trial end as a date"),
  confirmSubdomain: msg("Type the company's subdomain exactly to confirm"),
  dailyMailQuota: msg("Invitations a day must be a whole number from 0 to 1,000,000, or empty for the default"),
  inviteAnyDomain: msg("Please choose whom the company may invite"),
  required: msg("Please fill in all required fields"),
} as const;

/** One line of plain text, required (a name: of a company or a person). */
const text = (message: string, max = 120) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, MSG.tooLong)
    .refine((v) => isPlainText(v), MSG.oneLine);
const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, MSG.tooLong)
    .pipe(z.email({ error: message }));

/** The subdomain as the spec says: lowercased, only a-z 0-9 - kept; route words refused. */
export const subdomainField = z.preprocess(
  (v) => (typeof v === "string" ? normalizeSubdomain(v.slice(0, 200)) : v),
  z
    .string({ error: COMPANY_MSG.subdomain })
    .min(1, COMPANY_MSG.subdomain)
    .max(63, COMPANY_MSG.subdomain)
    .refine((s) => !RESERVED_SUBDOMAINS.has(s), { message: COMPANY_MSG.subdomainReserved, abort: true })
    .refine(isValidSubdomain, COMPANY_MSG.subdomain),
);

const color = (fallback: string) =>
  z
    .string({ error: COMPANY_MSG.color })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, COMPANY_MSG.color)
    .toUpperCase()
    .default(fallback);

const maxEmployees = z.coerce
  .number({ error: COMPANY_MSG.maxEmployees })
  .int(COMPANY_MSG.maxEmployees)
  .min(MAX_EMPLOYEES.min, COMPANY_MSG.maxEmployees)
  .max(MAX_EMPLOYEES.max, COMPANY_MSG.maxEmployees);

/** Trial days 1-365; a value that is not a number falls back to 30 (spec 5, company setup). */
const trialDays = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === "") return TRIAL_DAYS.default;
    const n = Number(v);
    return Number.isFinite(n) ? n : TRIAL_DAYS.default;
  },
  z.number().int(COMPANY_MSG.trialDays).min(TRIAL_DAYS.min, COMPANY_MSG.trialDays).max(TRIAL_DAYS.max, COMPANY_MSG.trialDays),
);

export const adminFields = {
  adminFirstName: text(COMPANY_MSG.adminFirstName, 100),
  adminLastName: text(COMPANY_MSG.adminLastName, 100),
  adminEmail: email(COMPANY_MSG.adminEmail),
};

/** Create Company (super administrator) and POST /api/super-admin/companies. */
export const createCompanyFields = {
  companyName: text(COMPANY_MSG.companyName),
  contactEmail: email(COMPANY_MSG.contactEmail),
  subdomain: subdomainField,
  ...adminFields,
  maxEmployees: maxEmployees.default(MAX_EMPLOYEES.default),
  accountType: z.enum(["trial", "active"], { error: COMPANY_MSG.status }).default("trial"),
  trialDurationDays: trialDays,
  primaryColor: color(DEFAULT_COLORS.primary),
  secondaryColor: color(DEFAULT_COLORS.secondary),
  /** Create it even when its name or subdomain is like an existing company's (domain/look-alike.ts); audited. */
  allowLookAlike: flag,
};
export const createCompanySchema = z.object(createCompanyFields);
export type NewCompany = z.infer<typeof createCompanySchema>;

/** Edit Company: name, contact email, status, max employees, trial end (trial only). */
export const editCompanyFields = {
  name: text(COMPANY_MSG.companyName),
  contactEmail: email(COMPANY_MSG.contactEmail),
  status: z.enum(["trial", "active", "suspended"], { error: COMPANY_MSG.status }),
  maxEmployees,
  /** YYYY-MM-DD (the day the trial ends, end of day UTC); ignored unless the status is trial. */
  trialEndsAt: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, COMPANY_MSG.trialEnd)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T23:59:59Z`)), COMPANY_MSG.trialEnd)
    .optional(),
  /** Invitations a UTC day (domain/mail-limits.ts); empty or null: the default of the status; omitted: unchanged. */
  dailyMailQuota: z
    .preprocess(
      (v) => (v === "" || v === null ? null : typeof v === "string" ? Number(v.trim()) : v),
      z
        .number({ error: COMPANY_MSG.dailyMailQuota })
        .int(COMPANY_MSG.dailyMailQuota)
        .min(DAILY_INVITATIONS.min, COMPANY_MSG.dailyMailQuota)
        .max(DAILY_INVITATIONS.max, COMPANY_MSG.dailyMailQuota)
        .nullable(),
    )
    .optional(),
  /** Any address (true, the page's "any") or only the contact email's domain (false, "domain"); omitted: unchanged. */
  inviteAnyDomain: z
    .preprocess(
      (v) => (v === "any" || v === "true" || v === "on" ? true : v === "domain" || v === "false" ? false : v),
      z.boolean({ error: COMPANY_MSG.inviteAnyDomain }),
    )
    .optional(),
};
export const editCompanySchema = z.object(editCompanyFields);
export type CompanyEdit = z.infer<typeof editCompanySchema>;

/** Add or change a company's administrator. */
export const companyAdminSchema = z.object({
  firstName: text(MSG.firstName, 100),
  lastName: text(MSG.lastName, 100),
  email: email(MSG.validEmail),
});

/** Delete Company: the second confirmation step types the subdomain. */
export const deleteCompanySchema = z.object({ confirmSubdomain: z.string({ error: COMPANY_MSG.confirmSubdomain }).trim().max(100) });

const companyId = idField();

/** The companies tab: every change it posts. */
export const companiesSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), ...createCompanyFields }),
  z.object({ intent: z.literal("edit"), companyId, ...editCompanyFields }),
  z.object({ intent: z.literal("delete"), companyId, confirmSubdomain: deleteCompanySchema.shape.confirmSubdomain }),
  z.object({ intent: z.literal("add-admin"), companyId, ...companyAdminSchema.shape }),
  z.object({ intent: z.literal("change-admin"), companyId, ...companyAdminSchema.shape }),
  z.object({ intent: z.literal("remove-admin"), companyId }),
  z.object({ intent: z.literal("resend-admin-invite"), companyId }),
  z.object({ intent: z.literal("extend-trial"), companyId }),
  z.object({ intent: z.literal("activate"), companyId }),
]);

/** The companies list's GET parameters. */
export const companyListQuery = z.object({
  q: searchText(),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
});

// ---- Self-service setup (/company/setup), three steps ---------------------------------------

const required = (max = 120) =>
  z
    .string({ error: COMPANY_MSG.required })
    .trim()
    .min(1, COMPANY_MSG.required)
    .max(max, MSG.tooLong)
    .refine((v) => isPlainText(v), MSG.oneLine);

/** Step 1: company info. */
export const setupCompanyFields = { companyName: required(), contactEmail: email(COMPANY_MSG.contactEmail), subdomain: subdomainField };
/** Step 2: the administrator's account. */
export const setupAdminFields = { adminFirstName: required(100), adminLastName: required(100), adminEmail: email(COMPANY_MSG.adminEmail) };
/** Step 3: brand colours (and the trial length, 30 days unless set). */
export const setupBrandFields = {
  primaryColor: color(DEFAULT_COLORS.primary),
  secondaryColor: color(DEFAULT_COLORS.secondary),
  trialDurationDays: trialDays,
};

/**
 * The setup's administrator is at the contact email's domain (the contact address itself at a
 * public mail service): the setup mails no one outside the company's own domain
 * (domain/mail-limits.ts). Beside the administrator's email.
 */
export function adminAtContactDomain(v: { contactEmail?: unknown; adminEmail?: unknown }, ctx: z.RefinementCtx) {
  // (only two valid addresses: a malformed one has its own message)
  const valid = (e: unknown): e is string => z.email().safeParse(e).success;
  if (!valid(v.contactEmail) || !valid(v.adminEmail)) return;
  if (!withinContactDomain(v.adminEmail, v.contactEmail))
    ctx.addIssue({ code: "custom", message: MAIL_LIMIT_MSG.setupAdmin(v.contactEmail), path: ["adminEmail"] });
}

/** The whole setup: the wizard's last step and POST /api/companies/setup. */
export const companySetupSchema = z
  .object({ ...setupCompanyFields, ...setupAdminFields, ...setupBrandFields })
  .superRefine(adminAtContactDomain);
export type CompanySetup = z.infer<typeof companySetupSchema>;
