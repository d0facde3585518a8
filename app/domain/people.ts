/** Name rules shared by the intro greeting and the certificate. */
import { msg } from "../i18n/msg";

/** The name of someone we know nothing of: a catalogue key, so that a page or PDF can translate it. */
export const TRAINEE = msg("Trainee");

export interface NameSource {
  first_name?: string | null;
  last_name?: string | null;
  /** Name from the external identity provider, when the user signed in that way. */
  provider_name?: string | null;
  email?: string | null;
}

/** Greeting: employee first name, else the identity provider's name, else the email, else 'Trainee'. */
export function greetingName(u: NameSource | null | undefined): string {
  const first = u?.first_name?.trim();
  if (first) return first;
  const provider = u?.provider_name?.trim();
  if (provider) return provider.split(/\s+/)[0];
  const email = u?.email?.trim();
  if (email) return email;
  return TRAINEE;
}

/** Certificate name: the person's full name, else the identity name, else the email. */
export function fullName(u: NameSource | null | undefined): string {
  const full = [u?.first_name?.trim(), u?.last_name?.trim()].filter(Boolean).join(" ");
  if (full) return full;
  return u?.provider_name?.trim() || u?.email?.trim() || TRAINEE;
}
