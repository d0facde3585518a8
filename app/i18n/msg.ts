/**
 * Marks a text for the catalogue where it is defined (a form message, a table header) while it
 * is translated where it is shown: `msg("Passwords do not match")` is the key itself. Its own
 * module, free of i18next, so that app/domain can mark texts without loading the translator.
 */
export const msg = <const K extends string>(key: K): K => key;
