/**
 * Certificate rules: number format, validity, live status, recertification and the signature.
 * Its texts are keys (issue 27), translated where they are shown.
 */
import type { Translate } from "../i18n/i18n";
import { formatDateTimeUtc } from "./dates";
import { msg } from "../i18n/msg";
import { englishT } from "./english";
import type { AnyLocale } from "./locale";
export const CERTIFICATE_PREFIX = "GDPR-PHARMA-";
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** Letters of a new number: 26^13 is about 2^61, so numbers cannot be guessed (issue 13). */
export const CERTIFICATE_LETTERS = 13;

/** Prefix + 13 uppercase letters; `randomBytes` supplies the entropy (rejection-sampled, unbiased). */
export function certificateNumber(randomBytes: (n: number) => Uint8Array): string {
  let out = "";
  while (out.length < CERTIFICATE_LETTERS) {
    for (const b of randomBytes(16)) {
      if (b < 234 && out.length < CERTIFICATE_LETTERS) out += ALPHABET[b % 26]; // 234 = 9 * 26
    }
  }
  return CERTIFICATE_PREFIX + out;
}

/** A certificate number as issued now (13 letters) or before issue 13 (spec: 9 letters; still valid everywhere). */
export const isCertificateNumber = (s: string) => /^GDPR-PHARMA-(?:[A-Z]{9}|[A-Z]{13})$/.test(s);

/** Valid-through date: completion + validity days; null for -1 (no expiry). */
export function validUntil(issuedAt: Date, validityDays: number): Date | null {
  if (validityDays === -1) return null;
  return new Date(issuedAt.getTime() + validityDays * 86_400_000);
}

// ---- Live status ---------------------------------------------------------------------------

/**
 * What a certificate is worth now. Revoked wins over everything (an admin withdrew it), then
 * superseded (a later certificate of the same person replaced it in the chain), then expired
 * (its valid-until, fixed at issue from the company's validity setting, has passed).
 */
export type CertificateState = "valid" | "expired" | "revoked" | "superseded";

export interface CertificateFacts {
  validUntil: string | null;
  revokedAt: string | null;
  supersededAt: string | null;
}

export function certificateState(c: CertificateFacts, now: Date): CertificateState {
  if (c.revokedAt) return "revoked";
  if (c.supersededAt) return "superseded";
  if (isExpired(c.validUntil, now)) return "expired";
  return "valid";
}

/** A valid-until in the past (never for a certificate without expiry). */
export const isExpired = (validUntil: string | null, now: Date) => validUntil !== null && Date.parse(validUntil) <= now.getTime();

export const STATE_LABEL: Record<CertificateState, string> = {
  valid: msg("Valid"),
  expired: msg("Expired"),
  revoked: msg("Revoked"),
  superseded: msg("Superseded"),
};

// ---- Recertification -----------------------------------------------------------------------

/** A new cycle may start this many days before the certificate expires (the annual reminder's window). */
export const RECERTIFICATION_WINDOW_DAYS = 30;

export type RecertificationReason = "expired" | "expiring" | "revoked";

/**
 * Whether the learner may start a new training cycle themselves, and why. Only a completed
 * course starts a new cycle (one already under way is not started again): when its current
 * certificate has expired or expires within the window, or when it has no current certificate
 * any more (an administrator revoked it). Null: nothing is due.
 */
export function recertificationDue(
  state: { current: Pick<CertificateFacts, "validUntil"> | null; courseCompleted: boolean },
  now: Date,
  windowDays = RECERTIFICATION_WINDOW_DAYS,
): RecertificationReason | null {
  const { current } = state;
  if (!state.courseCompleted) return null;
  if (!current) return "revoked";
  if (current.validUntil === null) return null;
  const until = Date.parse(current.validUntil);
  if (until <= now.getTime()) return "expired";
  if (until - now.getTime() <= windowDays * 86_400_000) return "expiring";
  return null;
}

export const RECERTIFICATION_TEXT: Record<RecertificationReason, string> = {
  expired: msg("Your certificate has expired. Start the recertification to train again and receive a new certificate."),
  expiring: msg("Your certificate expires soon. You can start the recertification now; your current certificate stays valid until then."),
  revoked: msg(
    "Your certificate was revoked by your administrator. Start the recertification to train again and receive a new certificate.",
  ),
};

// ---- Signature manifestation (21 CFR Part 11-style) ----------------------------------------

/** The statement the learner confirms when signing the completion; stored as the signature's meaning. */
export const SIGNATURE_STATEMENT = msg("I confirm that I completed this training myself");

/**
 * How the signer proved who they were: their password typed again, or (learners without a
 * password, who sign in through the identity provider) a sign-in at the provider shortly before.
 */
export type SignatureMethod = "password" | "identity-provider";

export const SIGNATURE_METHOD_LABEL: Record<SignatureMethod, string> = {
  password: msg("password re-entered"),
  "identity-provider": msg("recent sign-in at the identity provider"),
};

/** A learner without a password must have signed in at the identity provider within this many minutes. */
export const RECENT_SIGN_IN_MINUTES = 15;

/** Whether a sign-in at `signedInAt` is recent enough to sign at `now`. */
export const isRecentSignIn = (signedInAt: string, now: Date, minutes = RECENT_SIGN_IN_MINUTES) =>
  now.getTime() - Date.parse(signedInAt) <= minutes * 60_000;

export interface Signature {
  name: string;
  signedAt: string;
  meaning: string;
  method: SignatureMethod;
}

/**
 * The signature manifestation as one line (PDF, pages): printed name, date and time in UTC,
 * meaning, in the language given (English without one). The meaning is quoted as it was signed.
 */
export function signatureLine(s: Pick<Signature, "name" | "signedAt" | "meaning">, lang?: { t: Translate; locale: AnyLocale }) {
  const t = lang?.t ?? englishT;
  const time = formatDateTimeUtc(s.signedAt, { locale: lang?.locale });
  return t('Electronically signed by {name} on {time}. Meaning: "{meaning}."', { name: s.name, time, meaning: s.meaning });
}

/** Certificates issued before acknowledgements existed carry no signature, and say so. */
export const UNSIGNED_TEXT = msg("Issued before completion signatures were introduced: no signature recorded.");

// ---- Verification --------------------------------------------------------------------------

/** The public verification page of a number, under the platform (not a tenant context). */
export const verificationPath = (number: string) => `/verify/${encodeURIComponent(number)}`;

/** The way to verify a certificate, for people: printed on the PDF and the summary. */
export const verificationUrl = (publicUrl: string, number: string) => `${new URL(publicUrl).origin}${verificationPath(number)}`;
