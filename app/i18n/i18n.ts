/**
 * The one i18next instance of a process (server and browser), with ICU MessageFormat
 * (i18next-icu): plurals, selects, numbers and dates in the message's language. Keys are the
 * English texts themselves (the spec's texts, verbatim), so the English catalogue maps each key
 * to itself and a text the catalogues lack still reads as English. Catalogues are added once per
 * process (server: app/server/platform/i18n.server.ts; browser: app/entry.client.tsx), and a
 * request gets a translator fixed to its language, never a global language switch.
 */
import i18next from "i18next";
import ICU from "i18next-icu";
import { type AnyLocale, DEFAULT_LOCALE, intlLocale, PSEUDO_LOCALE } from "../domain/locale";
import { pseudoText } from "./pseudo";

export type Catalogue = Readonly<Record<string, string>>;
export type MessageValues = Readonly<Record<string, string | number | Date>>;
export type Translate = (key: string, values?: MessageValues) => string;

export { msg, type Phrase, phraseIn } from "./msg";

const instance = i18next.createInstance();
void instance.use(ICU).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: {},
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  returnNull: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  // React escapes what it renders; mails and PDFs escape or draw text themselves.
  // English has no catalogue (its keys are its texts), so every English text is a "fallback":
  // without memoizeFallback each would be parsed and its Intl locale resolved on every call. A
  // catalogue read later (bindI18nStore "added") clears what was kept in its place.
  i18nFormat: { memoize: true, memoizeFallback: true, bindI18nStore: "added" },
});

const loaded = new Set<string>();

export function addCatalogue(locale: AnyLocale, messages: Catalogue) {
  instance.addResourceBundle(locale, "translation", messages, true, true);
  loaded.add(locale);
  plainTexts.get(locale)?.clear();
}

export const hasCatalogue = (locale: AnyLocale) => loaded.has(locale);

const translators = new Map<AnyLocale, Translate>();
/**
 * A language's texts without values, as translated once: a page asks for a hundred, and each
 * i18next call (resolving the key, the ICU plugin's cache) cost several microseconds. Bounded, in
 * case a caller translates texts that are not keys; cleared when the language's catalogue arrives.
 */
const plainTexts = new Map<AnyLocale, Map<string, string>>();
const PLAIN_TEXTS_KEPT = 5000;

/** The translator of one language (made once per language and process). */
export function translator(locale: AnyLocale): Translate {
  let t = translators.get(locale);
  if (!t) {
    const fixed = instance.getFixedT(locale);
    const plain = new Map<string, string>();
    plainTexts.set(locale, plain);
    t = (key, values) => {
      if (values) return fixed(key, { ...values, lng: locale }) as string;
      let text = plain.get(key);
      if (text === undefined) {
        text = fixed(key, { lng: locale }) as string;
        if (plain.size < PLAIN_TEXTS_KEPT) plain.set(key, text);
      }
      return text;
    };
    translators.set(locale, t);
  }
  return t;
}

const formatSets = new Map<AnyLocale, Formats>();

/** Intl's formatters for a language (numbers, dates, lists), made once per language. */
export function formats(locale: AnyLocale): Formats {
  let f = formatSets.get(locale);
  if (!f) {
    f = makeFormats(locale);
    formatSets.set(locale, f);
  }
  return f;
}

/**
 * Each Intl formatter is made once per language: making one (its locale data resolved) costs
 * tens of microseconds, more than formatting with it (a page of dates paid it for each date).
 */
function makeFormats(locale: AnyLocale) {
  const tag = intlLocale(locale);
  // the pseudo-locale's words (month names, "and") accented like its texts
  const words = locale === PSEUDO_LOCALE ? pseudoText : (s: string) => s;
  const asDate = (d: Date | string) => (typeof d === "string" ? new Date(d) : d);
  const numbers = new Intl.NumberFormat(tag);
  const dates = {
    long: new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }),
    medium: new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" }),
    short: new Intl.DateTimeFormat(tag, { dateStyle: "short", timeZone: "UTC" }),
  };
  const dateTimes = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const lists = new Intl.ListFormat(tag, { type: "conjunction" });
  return {
    number: (n: number) => numbers.format(n),
    date: (d: Date | string, style: "long" | "medium" | "short" = "long") => words(dates[style].format(asDate(d))),
    dateTime: (d: Date | string) => words(dateTimes.format(asDate(d))),
    list: (items: readonly string[]) =>
      lists
        .formatToParts(items)
        .map((p) => (p.type === "literal" ? words(p.value) : p.value))
        .join(""),
  };
}
export type Formats = ReturnType<typeof makeFormats>;
