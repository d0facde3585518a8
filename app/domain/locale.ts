/**
 * The languages of the interface and which one a request gets (issue 27): the person's own
 * choice, then the language this browser picked on a public page (the `?lang=` switch), then the
 * company's default, then the browser's Accept-Language, then English. Pure: the server passes
 * what it read from the session, the cookie, the company and the headers.
 */
export const LOCALES = ["en", "de", "fr", "es", "it", "pl"] as const;
export type Locale = (typeof LOCALES)[number];

/** Accented, lengthened English for tests: a text that stays plain ASCII was not translated. */
export const PSEUDO_LOCALE = "en-XA";
export type AnyLocale = Locale | typeof PSEUDO_LOCALE;

export const DEFAULT_LOCALE: Locale = "en";

/** Each language's name in itself (the switch shows them so, whatever the page's language). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
  pl: "Polski",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A stored or requested language: one of ours, or the pseudo-locale where it is allowed. */
export function asLocale(value: unknown, pseudo: boolean): AnyLocale | null {
  if (isLocale(value)) return value;
  return pseudo && value === PSEUDO_LOCALE ? PSEUDO_LOCALE : null;
}

export interface LocaleSources {
  /** The signed-in person's choice (users.locale), null when they follow the company. */
  preference?: string | null;
  /** The language picked on a public page (the academy_lang cookie). */
  picked?: string | null;
  /** The company's default (company_settings.default_locale), null: the browser's. */
  company?: string | null;
  /** The browser's best language of ours by Accept-Language (matched by remix-i18next). */
  browser?: string | null;
  /** Whether the pseudo-locale may be chosen (tests and development). */
  pseudo?: boolean;
}

export function chooseLocale(s: LocaleSources): AnyLocale {
  const pseudo = s.pseudo ?? false;
  return (
    asLocale(s.preference, pseudo) ??
    asLocale(s.picked, pseudo) ??
    asLocale(s.company, false) ??
    asLocale(s.browser, false) ??
    DEFAULT_LOCALE
  );
}

/** The locale Intl formats with: the pseudo-locale formats numbers and dates as English. */
export function intlLocale(locale: AnyLocale): string {
  return locale === PSEUDO_LOCALE ? "en" : locale;
}
