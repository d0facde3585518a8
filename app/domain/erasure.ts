/**
 * Erasure and retention rules (issue 30; docs/decisions/027-erasure-and-the-audit-chain.md):
 * the pseudonym a person's name and email become, how their identifiers are replaced in stored
 * text, and when a leaver's retention period ends. Pure, no I/O.
 */
import { containsPattern } from "./input";

/** Crockford's base 32 (no I, L, O, U): read aloud and typed without confusion. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Characters of the pseudonym's code: 32^6 (about a billion) keeps two leavers of one company apart. */
export const PSEUDONYM_LENGTH = 6;
export const PSEUDONYM_FIRST_NAME = "Former employee";
export const ERASED_DOMAIN = "erased.invalid";

export interface Pseudonym {
  code: string;
  firstName: string;
  lastName: string;
  /** "Former employee 7F3K9Q". */
  name: string;
  /** "former-7f3k9q@erased.invalid". */
  email: string;
}

/** The pseudonym of a keyed hash of the person's id (bytes): stable for the person, revealing nothing. */
export function pseudonymFrom(digest: Uint8Array): Pseudonym {
  let code = "";
  for (let i = 0; i < PSEUDONYM_LENGTH; i++) code += ALPHABET[digest[i] % 32];
  return {
    code,
    firstName: PSEUDONYM_FIRST_NAME,
    lastName: code,
    name: `${PSEUDONYM_FIRST_NAME} ${code}`,
    email: `former-${code.toLowerCase()}@${ERASED_DOMAIN}`,
  };
}

/** What identifies a person in stored text, and what each becomes. */
export interface Identifiers {
  email: string;
  /** "First Last" (and "Last, First"): replaced wherever they occur. */
  names: string[];
  /** The first and the last name alone: replaced only where a whole value is exactly one of them. */
  parts: string[];
  pseudonym: Pseudonym;
}

export function identifiersOf(p: { email: string; first_name: string; last_name: string }, pseudonym: Pseudonym): Identifiers {
  const first = p.first_name.trim();
  const last = p.last_name.trim();
  const names = first && last ? [`${first} ${last}`, `${last}, ${first}`, `${last} ${first}`] : [];
  return {
    email: p.email.toLowerCase(),
    names,
    parts: [first, last].filter((s) => s.length >= 2),
    pseudonym,
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A text with the person's email and full name replaced (case-insensitive); a whole value equal to a name part too. */
export function redactText(text: string, ids: Identifiers): string {
  const whole = text.trim().toLowerCase();
  if (ids.parts.some((p) => p.toLowerCase() === whole)) return ids.pseudonym.name;
  let out = text.replace(new RegExp(escapeRegExp(ids.email), "gi"), ids.pseudonym.email);
  for (const name of ids.names) out = out.replace(new RegExp(escapeRegExp(name), "gi"), ids.pseudonym.name);
  return out;
}

/** Stored JSON (an audit event's details) with every string value (and key) redacted; text that is no JSON as text. */
export function redactJson(text: string, ids: Identifiers): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return redactText(text, ids);
  }
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return redactText(v, ids);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [redactText(k, ids), walk(x)]));
    return v;
  };
  return JSON.stringify(walk(value));
}

/** The LIKE patterns (lower case) of stored text that may hold the person: email, full names, a name part as a whole JSON value. */
export function likePatterns(ids: Identifiers): string[] {
  return [ids.email, ...ids.names].map((s) => containsPattern(s)).concat(ids.parts.map((p) => containsPattern(`"${p}"`)));
}

/** Leaver retention: the years offered (0: erased at the next daily run after leaving). */
export const LEAVER_YEARS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** Days ended sessions and expired invitations are kept. */
export const SESSION_DAYS = [7, 30, 90, 365] as const;
/** Days the bodies of mail are kept (the mail log rows stay). */
export const MAIL_BODY_DAYS = [30, 90, 365, 730] as const;
export const DEFAULT_MAIL_BODY_DAYS = 90;

/**
 * The UTC day a leaver's retention period ends: the day of leaving, `years` later (29 February
 * becomes 28 February in a common year). Their data is erased on that day, not before.
 */
export function leaverErasureDay(deactivatedAt: string, years: number): string {
  const d = new Date(deactivatedAt);
  const y = d.getUTCFullYear() + years;
  const m = d.getUTCMonth();
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(d.getUTCDate(), lastDay);
  return new Date(Date.UTC(y, m, day)).toISOString().slice(0, 10);
}

export const leaverErasureDue = (deactivatedAt: string, years: number, now: Date) =>
  now.toISOString().slice(0, 10) >= leaverErasureDay(deactivatedAt, years);
