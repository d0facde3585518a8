/**
 * One zod schema per form, used by conform in the browser, by the route's action and by the
 * JSON API for the same operation. The spec's messages are defined once, here. Every field has
 * a length cap, so oversized input is refused before any work (a password over 128 characters
 * never reaches the hash).
 */
import { z } from "zod";
import { msg } from "../i18n/msg";
import { isModule } from "./course";
import { LOCALES } from "./locale";
import { EMPLOYEE_FILTERS } from "./employees";
import { idField, searchText } from "./input";
import { LEAVER_YEARS, MAIL_BODY_DAYS, SESSION_DAYS } from "./erasure";
import { RESET_MSG } from "./password-reset";
import { isHttpsUrl, isPlainText, REMINDER_OPTIONS, TIMEOUT_OPTIONS, VALIDITY_OPTIONS } from "./settings";
import { normalizeSubdomain } from "./subdomain";

export const MSG = {
  both: msg("Please enter both email and password"),
  validEmail: msg("Please enter a valid email address"),
  mismatch: msg("Passwords do not match"),
  newPassword: msg("Please enter a new password"),
  current: msg("Please enter your temporary password"),
  currentPassword: msg("Please enter your current password"),
  samePassword: msg("Please choose a new password that differs from the current one."),
  passwordShort: msg("Password must be at least 8 characters."),
  passwordLong: msg("Password must be at most 128 characters."),
  passwordWeak: msg("This password is too common or too easy to guess. Please choose another."),
  tooLong: msg("This value is too long."),
  chooseAnswer: msg("Please select an answer before submitting."),
  subdomain: msg("Please enter your company subdomain."),
  invalidRegion: msg("Invalid regionId"),
  firstName: msg("Please enter the first name"),
  lastName: msg("Please enter the last name"),
  unknownEmployee: msg("Unknown employee"),
  oneLine: msg("Names cannot contain line breaks or control characters."),
  confirmStatement: msg('Please tick the box to confirm: "I confirm that I completed this training myself".'),
  revokeReason: msg("Please give the reason for the revocation (at least 3 characters)."),
  erasureReason: msg("Please give the reason for the erasure (at least 3 characters)."),
  plainText: msg("Please use plain text without control characters."),
  /** A refused sign-in on the CRO academy's employee login (spec/learner.md 8, "Employee auth failure"). */
  croEmployeeAuthFailed: msg("CRO employee authentication failed. Please try again."),
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/**
 * The password hint (spec 2.4 recommends 12 or more; the rule is 8 to 128). One whole sentence
 * with PASSWORD_MIN written out, so the screens translate it as t(PASSWORD_HINT) with no values.
 */
export const PASSWORD_HINT = msg("At least 8 characters; 12 or more recommended.");
const EMAIL_MAX = 254;
const TOKEN_MAX = 200;

/** An optional text field: empty becomes undefined (as conform sends it), too long is refused. */
const text = (max: number) => z.string().max(max, MSG.tooLong).optional();

const newPassword = z.string({ error: MSG.newPassword }).min(PASSWORD_MIN, MSG.passwordShort).max(PASSWORD_MAX, MSG.passwordLong);

/** The confirmation only has to match: a longer one cannot, and says so as a mismatch. */
const confirmPassword = text(4 * PASSWORD_MAX);

// ---- Sign-in -------------------------------------------------------------------------------

const credentialFields = { email: text(EMAIL_MAX), password: z.string().max(PASSWORD_MAX, MSG.passwordLong).optional() };

function checkCredentials(v: { email?: string; password?: string }, ctx: z.RefinementCtx) {
  if (!v.email?.trim() || !v.password) ctx.addIssue({ code: "custom", message: MSG.both, path: [] });
  else if (!v.email.includes("@")) ctx.addIssue({ code: "custom", message: MSG.validEmail, path: ["email"] });
}

/** Email and password: the sign-in pages and POST {api}/auth/login. */
export const credentialsSchema = z.object(credentialFields).superRefine(checkCredentials);

const loginIntent = z.object({ intent: z.literal("login"), ...credentialFields }).superRefine(checkCredentials);

function checkPair(v: { newPassword?: string; confirmPassword?: string }, ctx: z.RefinementCtx) {
  if (v.newPassword && v.newPassword !== v.confirmPassword) {
    ctx.addIssue({ code: "custom", message: MSG.mismatch, path: ["confirmPassword"] });
  }
}

/** Set a password through an invitation token. */
const setPasswordIntent = z
  .object({
    intent: z.literal("set-password"),
    token: z.string().min(1).max(TOKEN_MAX),
    newPassword,
    confirmPassword,
  })
  .superRefine(checkPair);

/** Replace a temporary password: the current one is required. */
const changePasswordIntent = z
  .object({
    intent: z.literal("change-password"),
    email: z.string({ error: MSG.validEmail }).max(EMAIL_MAX, MSG.tooLong).includes("@", { message: MSG.validEmail }),
    currentPassword: z.string({ error: MSG.current }).max(PASSWORD_MAX, MSG.passwordLong),
    newPassword,
    confirmPassword,
  })
  .superRefine(checkPair);

/** The employee and admin sign-in pages: sign in, set a password by invitation, replace a temporary one. */
export const loginPageSchema = z.discriminatedUnion("intent", [loginIntent, setPasswordIntent, changePasswordIntent]);
export type LoginMode = z.infer<typeof loginPageSchema>["intent"];
/** The schema conform validates in the browser for the mode on screen. */
export const LOGIN_MODE_SCHEMAS = {
  login: loginIntent,
  "set-password": setPasswordIntent,
  "change-password": changePasswordIntent,
} as const;

/**
 * The super administrator's page: sign in, and replace the printed first password (no
 * invitations: the first super administrator is created at start).
 */
export const superLoginSchema = z.discriminatedUnion("intent", [loginIntent, changePasswordIntent]);

/** POST /api/super-admin/auth/set-password: {email, currentPassword, newPassword} replaces the password. */
export const apiChangePasswordSchema = z.object({
  email: z.string({ error: MSG.validEmail }).max(EMAIL_MAX, MSG.tooLong).includes("@", { message: MSG.validEmail }),
  currentPassword: z.string({ error: MSG.current }).min(1, MSG.current).max(PASSWORD_MAX, MSG.passwordLong),
  newPassword,
});

/** A signed-in person's own password change (the super administrator's Account screen). */
export const accountPasswordSchema = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("change-password"),
      currentPassword: z.string({ error: MSG.currentPassword }).max(PASSWORD_MAX, MSG.passwordLong),
      newPassword,
      confirmPassword,
    })
    .superRefine(checkPair),
]);

/**
 * POST {api}/auth/set-password: {inviteToken, newPassword} accepts an invitation;
 * {email, currentPassword, newPassword} replaces a temporary password.
 */
export const apiSetPasswordSchema = z
  .object({
    email: text(EMAIL_MAX),
    currentPassword: z.string().max(PASSWORD_MAX, MSG.passwordLong).optional(),
    newPassword,
    inviteToken: text(TOKEN_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.inviteToken) return;
    if (!v.email?.includes("@")) ctx.addIssue({ code: "custom", message: MSG.validEmail, path: ["email"] });
    if (!v.currentPassword) ctx.addIssue({ code: "custom", message: MSG.current, path: ["currentPassword"] });
  });

// ---- Training ------------------------------------------------------------------------------

const moduleId = z.coerce.number({ error: MSG.invalidRegion }).int(MSG.invalidRegion).refine(isModule, MSG.invalidRegion);

/** An answer to the question on screen: its id and the chosen option (0-3). */
const answerFields = {
  questionId: z.coerce.number({ error: MSG.chooseAnswer }).int(MSG.chooseAnswer).positive(MSG.chooseAnswer).max(100_000, MSG.chooseAnswer),
  choice: z.coerce.number({ error: MSG.chooseAnswer }).int(MSG.chooseAnswer).min(0, MSG.chooseAnswer).max(3, MSG.chooseAnswer),
};

/**
 * The completion signature (module 8's screen and POST {api}/auth/certificate/sign): the
 * password typed again (people without one, who sign in through the identity provider, send
 * none) and the ticked statement. A form sends the box as "on" or nothing; JSON sends true.
 */
const signFields = {
  password: z.string().max(PASSWORD_MAX, MSG.passwordLong).optional(),
  confirm: z.preprocess(
    (v) => (v === undefined || v === "" ? false : v === "on" || v === "true" ? true : v),
    z.boolean({ error: MSG.confirmStatement }).refine((v) => v, MSG.confirmStatement),
  ),
};
export const signCompletionSchema = z.object(signFields);
/** The signature form of module 8's screen (conform validates it in the browser). */
export const signIntentSchema = z.object({ intent: z.literal("sign"), ...signFields });

/** The quest screen: begin, start the assessment, answer, reset the module, sign the completion (module 8). */
export const questSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("begin") }),
  z.object({ intent: z.literal("start-assessment") }),
  z.object({ intent: z.literal("answer"), ...answerFields }),
  z.object({ intent: z.literal("reset-module") }),
  signIntentSchema,
]);

/** The public demo: the same steps, kept in the visitor's cookie. */
export const demoSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("begin") }),
  z.object({ intent: z.literal("start-assessment") }),
  z.object({ intent: z.literal("answer"), ...answerFields }),
  z.object({ intent: z.literal("restart") }),
]);

/** A module to reset: the map's department reset and POST {api}/reset/region and /reset/quest. */
export const regionSchema = z.object({ regionId: moduleId, questId: z.unknown().optional() });

/** The map: reset a department. */
export const worldSchema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("reset-department"), regionId: moduleId })]);

/** The profile and progress screens: email the certificate, reset all training, start the recertification. */
export const profileSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("email-certificate") }),
  z.object({ intent: z.literal("reset-all") }),
  z.object({ intent: z.literal("start-recertification") }),
]);

// ---- Companies -----------------------------------------------------------------------------

/** Company portal access: the subdomain, normalised as the spec says. */
export const portalAccessSchema = z.object({
  subdomain: z.preprocess(
    (v) => (typeof v === "string" ? normalizeSubdomain(v.slice(0, 200)) : v),
    z.string({ error: MSG.subdomain }).min(1, MSG.subdomain).max(63, MSG.tooLong),
  ),
});

// ---- Company administration ----------------------------------------------------------------

/** The longest first or last name. */
export const NAME_MAX = 100;
const requiredText = (message: string, max = NAME_MAX) => z.string({ error: message }).trim().min(1, message).max(max, MSG.tooLong);
/** A person's first or last name: required, one line of plain text. */
const nameText = (message: string) => requiredText(message).refine((v) => isPlainText(v), MSG.oneLine);
const email = z
  .string({ error: MSG.validEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, MSG.tooLong)
  .pipe(z.email({ error: MSG.validEmail }));

/** A new employee: POST {api}/admin/employees and the Add Employee form. */
export const employeeFields = { firstName: nameText(MSG.firstName), lastName: nameText(MSG.lastName), email };
export const newEmployeeSchema = z.object(employeeFields);

/** The profile: the person corrects their own name (GDPR Art. 16), with the employees' name rules. */
export const nameChangeSchema = z.object({
  intent: z.literal("change-name"),
  firstName: employeeFields.firstName,
  lastName: employeeFields.lastName,
});

const employeeId = idField(MSG.unknownEmployee);

/**
 * The employees tab: add an employee, resend an invitation, delete an employee, require everyone
 * on an earlier content version to retrain.
 */
export const employeesSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), ...employeeFields }),
  z.object({ intent: z.literal("resend"), employeeId }),
  z.object({ intent: z.literal("delete"), employeeId }),
  z.object({ intent: z.literal("retrain-outdated") }),
]);

/** Why a certificate is revoked: required, one to a few sentences of plain text (kept with the row and the audit event). */
export const REVOKE_REASON_MAX = 500;
const revokeReason = z
  .string({ error: MSG.revokeReason })
  .overwrite((v) => v.replace(/\r\n?/g, "\n"))
  .trim()
  .min(3, MSG.revokeReason)
  .max(REVOKE_REASON_MAX, MSG.tooLong)
  .refine((v) => isPlainText(v, true), MSG.plainText);

/** POST {api}/admin/certificates/{number}/revoke. */
export const revokeCertificateSchema = z.object({ reason: revokeReason });

/** An employee's record page: revoke one of their certificates (with a reason), require them to retrain. */
export const employeeRecordSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("revoke-certificate"), number: z.string().max(64), reason: revokeReason }),
  z.object({ intent: z.literal("require-retraining") }),
  z.object({ intent: z.literal("send-password-reset") }),
  // Issue 30: a deleted employee's personal data replaced by their pseudonym, after a confirmation step.
  z.object({
    intent: z.literal("erase-personal-data"),
    reason: z
      .string({ error: MSG.erasureReason })
      .trim()
      .min(3, MSG.erasureReason)
      .max(REVOKE_REASON_MAX, MSG.tooLong)
      .refine((v) => isPlainText(v, false), MSG.plainText),
  }),
]);

// ---- Password reset ------------------------------------------------------------------------

/** A reset request: the email only. POST {api}/auth/forgot-password, admin/…, super-admin/…. */
export const forgotPasswordSchema = z.object({ email });
/** The request pages of the three kinds of person. */
export const forgotPasswordPageSchema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("request-reset"), email })]);

const resetFields = {
  token: z.string({ error: RESET_MSG.notFound }).min(1, RESET_MSG.notFound).max(TOKEN_MAX, RESET_MSG.notFound),
  newPassword,
  confirmPassword,
};
/** A new password through a reset link: POST {api}/auth/reset-password, admin/…, super-admin/… (the confirmation too). */
export const resetPasswordSchema = z.object(resetFields).superRefine(checkPair);
/** The reset pages (the link's page) of the three kinds of person. */
export const resetPasswordPageSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("reset-password"), ...resetFields }).superRefine(checkPair),
]);

/** The employees list's GET parameters (search, status filter, page); nonsense falls back to the defaults. */
export const employeeListQuery = z.object({
  q: searchText(),
  status: z.enum(EMPLOYEE_FILTERS).catch("all").default("all"),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
});

/** The administrator training page: enrol in the training. */
export const adminTrainingSchema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("enroll") })]);

// ---- Company settings ----------------------------------------------------------------------

export const SETTINGS_MSG = {
  saved: msg("Settings saved successfully!"),
  companyName: msg("Please enter the company name"),
  signerTitle: msg("Please enter the signer's title"),
  color: msg("Please enter a colour as #rrggbb, for example #003D8F."),
  logoUrl: msg("The logo address must be an https:// URL, or left empty."),
  singleLine: msg("Please use one line of plain text."),
  plainText: msg("Please use plain text without control characters."),
  text: msg("Please enter text."),
  option: msg("Please choose one of the offered options."),
  checkbox: msg("Please tick or clear this box."),
} as const;

/** The settings form's value for "each browser's language" (company_settings.default_locale null). */
export const BROWSER_LANGUAGE = "browser";

/** Text lengths of the settings (the inputs' maxLength and the server's cap). */
export const SETTINGS_MAX = { name: 100, url: 2048, welcome: 1000, email: EMAIL_MAX, address: 500, contact: 200 } as const;

/** One line of text, required. */
const settingsLine = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(SETTINGS_MAX.name, MSG.tooLong)
    .refine((v) => isPlainText(v), SETTINGS_MSG.singleLine);

/** A settings text: line ends made LF, trimmed, at most `max` characters, plain text (one line unless `multiline`). */
const settingsText = (max: number, multiline: boolean) =>
  z
    .string({ error: SETTINGS_MSG.text })
    .overwrite((v) => v.replace(/\r\n?/g, "\n"))
    .trim()
    .max(max, MSG.tooLong)
    .refine((v) => isPlainText(v, multiline), multiline ? SETTINGS_MSG.plainText : SETTINGS_MSG.singleLine)
    .nullish();

/** Optional text: empty, blank or null is stored as null (a form leaves it out, JSON may send "" or null). */
const optionalText = (max: number, multiline = false) => settingsText(max, multiline).transform((v) => v || null);

/** Optional text kept as it is when left out (an older JSON client): undefined stays undefined, empty is null. */
const keptText = (max: number, multiline = false) =>
  settingsText(max, multiline).transform((v) => (v === undefined ? undefined : v || null));

const color = z
  .string({ error: SETTINGS_MSG.color })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, SETTINGS_MSG.color)
  .toUpperCase();

/** One of the offered numbers (a select in the form, a number in JSON). */
const oneOf = <const T extends readonly [number, ...number[]]>(values: T) => z.literal(values, { error: SETTINGS_MSG.option });

/** A checkbox: "on" when ticked, left out when not (so missing is false); JSON sends true or false. */
export const flag = z.boolean({ error: SETTINGS_MSG.checkbox }).default(false);

/**
 * The settings tab and PUT {api}/admin/settings: the whole settings object of spec section 3
 * with the options of section 5. Unknown fields are refused. Colours are stored upper case.
 */
export const settingsSchema = z.strictObject(
  {
    companyName: settingsLine(SETTINGS_MSG.companyName),
    companyLogoUrl: optionalText(SETTINGS_MAX.url).refine((v) => v === null || isHttpsUrl(v), SETTINGS_MSG.logoUrl),
    primaryColor: color,
    secondaryColor: color,
    welcomeMessage: optionalText(SETTINGS_MAX.welcome, true),
    emailSenderName: optionalText(SETTINGS_MAX.name),
    emailReplyTo: optionalText(SETTINGS_MAX.email)
      .refine((v) => v === null || z.email().safeParse(v).success, MSG.validEmail)
      .transform((v) => v?.toLowerCase() ?? null),
    signerName: optionalText(SETTINGS_MAX.name),
    signerTitle: settingsLine(SETTINGS_MSG.signerTitle),
    certificateValidityDays: oneOf(VALIDITY_OPTIONS),
    reminderIntervalDays: oneOf(REMINDER_OPTIONS),
    autoEnrollNewEmployees: flag,
    requirePasswordChange: flag,
    sessionTimeoutMinutes: oneOf(TIMEOUT_OPTIONS),
    enableEmailNotifications: flag,
    enableCompletionEmails: flag,
    enableReminderEmails: flag,
    // The company's interface language (issue 27): "browser" (the form's; JSON may send null or "") follows each
    // browser; left out (an older JSON client) keeps it. The form cannot post "": conform reads it as left out.
    defaultLocale: z
      .enum(["", BROWSER_LANGUAGE, ...LOCALES], { error: SETTINGS_MSG.option })
      .nullish()
      .transform((v) => (v === undefined ? undefined : v === "" || v === null || v === BROWSER_LANGUAGE ? null : v)),
    // The privacy notice's controller details (issue 30): left out of a JSON update, unchanged; the form's
    // empty field (left out too) is cleared by the settings action.
    controllerLegalName: keptText(SETTINGS_MAX.name),
    controllerAddress: keptText(SETTINGS_MAX.address, true),
    privacyContactEmail: keptText(SETTINGS_MAX.email)
      .refine((v) => v == null || z.email().safeParse(v).success, MSG.validEmail)
      .transform((v) => (v == null ? v : v.toLowerCase())),
    dpoName: keptText(SETTINGS_MAX.name),
    dpoContact: keptText(SETTINGS_MAX.contact),
    // Retention (issue 30): left out (an older JSON client) keeps the company's.
    retentionLeaverYears: oneOf(LEAVER_YEARS).optional(),
    retentionSessionDays: oneOf(SESSION_DAYS).optional(),
    retentionMailBodyDays: oneOf(MAIL_BODY_DAYS).optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Unknown ${issue.keys.length === 1 ? "field" : "fields"}: ${issue.keys.join(", ")}` : undefined,
  },
);

// ---- Language --------------------------------------------------------------------------------

/** The language form of the profile and the dashboards: one of ours, or "" to follow the company. */
export const languageFields = { intent: z.literal("language"), locale: z.enum(["", ...LOCALES]).optional() };
export const languageSchema = z.object(languageFields);

/** A download made by a post (it writes its audit event): the personal data export's buttons. */
export const downloadSchema = z.strictObject({ intent: z.literal("download") });
