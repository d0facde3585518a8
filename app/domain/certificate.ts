/** Certificate rules: id format and validity. */
export const CERTIFICATE_PREFIX = "GDPR-PHARMA-";
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Prefix + 9 uppercase letters; `randomBytes` supplies the entropy (rejection-sampled, unbiased). */
export function certificateNumber(randomBytes: (n: number) => Uint8Array): string {
  let out = "";
  while (out.length < 9) {
    for (const b of randomBytes(16)) {
      if (b < 234 && out.length < 9) out += ALPHABET[b % 26]; // 234 = 9 * 26
    }
  }
  return CERTIFICATE_PREFIX + out;
}

export const isCertificateNumber = (s: string) => /^GDPR-PHARMA-[A-Z]{9}$/.test(s);

/** Valid-through date: completion + validity days; null for -1 (no expiry). */
export function validUntil(issuedAt: Date, validityDays: number): Date | null {
  if (validityDays === -1) return null;
  return new Date(issuedAt.getTime() + validityDays * 86_400_000);
}

/** One formatter for every call: toLocaleDateString builds a new one each time (slow in a 10,000-row import). */
const LONG_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export function formatLongDate(d: Date | string): string {
  return LONG_DATE.format(typeof d === "string" ? new Date(d) : d);
}
