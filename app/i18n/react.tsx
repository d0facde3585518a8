/**
 * The page's language for components: `useT()` gives the translator of the request's language
 * (the root loader's `locale`), `useFormats()` its number and date formats. Server and browser
 * render the same text: the browser loads the language's catalogue before it hydrates
 * (app/entry.client.tsx) and again when a navigation changes the language.
 */
import { createContext, Fragment, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { type AnyLocale, DEFAULT_LOCALE } from "../domain/locale";
import { formats, hasCatalogue, type MessageValues, type Translate, translator } from "./i18n";
import { loadCatalogue } from "./load-catalogue";

interface Language {
  locale: AnyLocale;
  t: Translate;
  format: ReturnType<typeof formats>;
  /** Catalogues loaded by this provider (a change renders the page again). */
  loads?: number;
}

const LanguageContext = createContext<Language>({ locale: DEFAULT_LOCALE, t: translator(DEFAULT_LOCALE), format: formats(DEFAULT_LOCALE) });

export function LanguageProvider({ locale, children }: { locale: AnyLocale; children: ReactNode }) {
  // A client-side navigation into another language (a saved preference) renders once more when its catalogue is in.
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    if (!hasCatalogue(locale)) void loadCatalogue(locale).then(() => setLoads((n) => n + 1));
  }, [locale]);
  // a new value once the catalogue is in, so that every component using the language renders again
  const value = useMemo(() => ({ locale, t: translator(locale), format: formats(locale), loads }), [locale, loads]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export const useT = (): Translate => useContext(LanguageContext).t;
export const useLocale = (): AnyLocale => useContext(LanguageContext).locale;
export const useFormats = () => useContext(LanguageContext).format;

/**
 * A translated text with markup: `<Rich text={t("Read the <link>notice</link>")} link={(c) =>
 * <a href="…">{c}</a>} />`. Tags without a renderer show their content as text.
 */
export function Rich({ text, ...tags }: { text: string } & Record<string, ((chunk: ReactNode) => ReactNode) | string>) {
  const parts: ReactNode[] = [];
  const re = /<([a-z][a-z0-9]*)>(.*?)<\/\1>/gs;
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const render = tags[m[1]!];
    parts.push(<Fragment key={m.index}>{typeof render === "function" ? render(m[2]) : m[2]}</Fragment>);
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/** The translator of a route's meta (its title): the root loader's language. */
export function metaT(matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[]): Translate {
  const match = matches.find((m) => m?.id === "root");
  const root = (match?.loaderData ?? match?.data) as { locale?: AnyLocale } | null | undefined;
  return translator(root?.locale ?? DEFAULT_LOCALE);
}

export type { MessageValues, Translate };
