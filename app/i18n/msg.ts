/**
 * Marks a text for the catalogue where it is defined (a form message, a table header) while it
 * is translated where it is shown: `msg("Passwords do not match")` is the key itself. Its own
 * module, free of i18next, so that app/domain can mark texts without loading the translator.
 */
export const msg = <const K extends string>(key: K): K => key;

/**
 * A text in no language yet, kept as data (a plan's rows, a stored note): a catalogue key with
 * its values, where a value may be a phrase of its own ("Please wait {wait}", the wait "5 minutes").
 */
export interface Phrase {
  readonly key: string;
  readonly values: Readonly<Record<string, string | number | Date | Phrase>>;
}

const isPhrase = (v: unknown): v is Phrase => typeof v === "object" && v !== null && !(v instanceof Date) && "key" in v;

/** A phrase in one language, its inner phrases first. */
export function phraseIn(t: (key: string, values?: Readonly<Record<string, string | number | Date>>) => string, p: Phrase): string {
  return t(p.key, Object.fromEntries(Object.entries(p.values).map(([k, v]) => [k, isPhrase(v) ? phraseIn(t, v) : v])));
}
