/**
 * The JSON API's errors in the caller's language, each with a stable machine `code` (issue 27):
 * `{ "error": "<text in the Accept-Language language>", "code": "invalid_credentials" }`. The
 * calls answer in English (the texts are the catalogue's keys); the dispatcher translates every
 * error answer on its way out and adds its code, so no call can answer an error without one.
 * A program keys on `code`, which stays the same in every language; the text is for people.
 */
import { TRIAL_ENDED_TEXT } from "../../domain/companies";
import { msg, type Translate } from "../../i18n/i18n";
import { RATE_LIMIT_MESSAGE, VERIFY_LIMIT_MESSAGE } from "../../server/identity/rate-limit.server";
import { BODY_MSG } from "../../server/platform/forms.server";
import { SSO_REQUIRED } from "../../server/identity/sign-in.server";
import type { LanguageKit } from "../../server/platform/i18n.server";
import { UNREACHABLE_MESSAGE } from "../../server/platform/unavailable.server";

/** The errors with a code of their own: code → the English text (the catalogue's key). */
export const API_ERRORS = {
  not_authenticated: msg("Not authenticated"),
  admins_only: msg("Administrators only."),
  super_admins_only: msg("System administrators only."),
  not_found: msg("Not found"),
  method_not_allowed: msg("Method Not Allowed"),
  portal_unavailable: msg("This training portal is currently unavailable."),
  service_unavailable: UNREACHABLE_MESSAGE,
  trial_ended: TRIAL_ENDED_TEXT.api,
  invalid_credentials: msg("Invalid email or password"),
  single_sign_on_required: SSO_REQUIRED,
  password_change_required: msg("Password change required"),
  too_many_sign_in_attempts: RATE_LIMIT_MESSAGE,
  too_many_verifications: VERIFY_LIMIT_MESSAGE,
  unreadable_body: BODY_MSG.unreadable,
  invalid_json: BODY_MSG.notJson,
  nul_character: BODY_MSG.nul,
  body_too_large: BODY_MSG.tooLarge,
  employee_not_found: msg("Employee not found"),
  no_recertification_due: msg("No recertification is due."),
  external_sign_in_not_configured: msg("External sign-in is not configured."),
  company_not_found: msg("Company not found"),
  certificate_not_found: msg("Certificate not found"),
  /** (with the certificate's number: the call translates it itself) */
  certificate_already_revoked: msg("Certificate {number} was already revoked."),
} as const;
export type ApiErrorCode = keyof typeof API_ERRORS;

/**
 * Any other error (a form's validation message, a service's refusal) is named by its status:
 * `invalid_request` with the `field` it is about, `conflict`, `too_many_requests`…
 */
export const STATUS_CODES = {
  400: "invalid_request",
  401: "not_authenticated",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "body_too_large",
  429: "too_many_requests",
  502: "provider_error",
  503: "unavailable",
} as const;
const FALLBACK_CODE = "error";

/** Every code the API answers with (the OpenAPI description lists them). */
export const ALL_CODES = [...new Set([...Object.keys(API_ERRORS), ...Object.values(STATUS_CODES), FALLBACK_CODE])];

const byText = new Map<string, string>(Object.entries(API_ERRORS).map(([code, text]) => [text, code]));

/** The code of an English error text: its own, else its status's. */
export function errorCode(text: string, status: number): string {
  return byText.get(text) ?? (STATUS_CODES as Record<number, string>)[status] ?? FALLBACK_CODE;
}

/** An error's body in one language: the text translated, the code of its English text. */
export function errorBody(t: Translate, text: string, status: number): { error: string; code: string } {
  return { error: t(text), code: errorCode(text, status) };
}

const isJson = (res: Response) => (res.headers.get("Content-Type") ?? "").includes("application/json");

/**
 * An error answer (4xx/5xx JSON with a text `error`) in the caller's language with its code; a
 * code the call set itself is kept (it made the text from several keys), and every other field
 * (success, field, valid) stays as it was. Anything else is returned unchanged.
 */
export async function localizeError(res: Response, language: () => Promise<LanguageKit>): Promise<Response> {
  if (res.status < 400 || !isJson(res)) return res;
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  if (!body || typeof body !== "object" || Array.isArray(body)) return res;
  const { error, code } = body as { error?: unknown; code?: unknown };
  if (typeof error !== "string") return res;
  const { t } = await language();
  const localized = { ...body, error: t(error), code: typeof code === "string" ? code : errorCode(error, res.status) };
  const headers = new Headers(res.headers);
  headers.delete("Content-Length");
  return new Response(JSON.stringify(localized), { status: res.status, statusText: res.statusText, headers });
}
