/**
 * The browser's catalogue of the page's language, fetched as its own cached asset (one language,
 * not six, in the bundle). The pseudo-locale is made from English, as on the server.
 */
import { type AnyLocale, isLocale, PSEUDO_LOCALE } from "../domain/locale";
import { addCatalogue, type Catalogue, hasCatalogue } from "./i18n";
import { pseudoMessage } from "./pseudo";

const files = import.meta.glob<Catalogue>("./catalogues/*.json", { import: "default" });

export async function loadCatalogue(locale: AnyLocale): Promise<void> {
  if (hasCatalogue(locale)) return;
  const base = locale === PSEUDO_LOCALE ? "en" : locale;
  const file = isLocale(base) ? files[`./catalogues/${base}.json`] : undefined;
  if (!file) return;
  const messages = await file();
  addCatalogue(
    locale,
    locale === PSEUDO_LOCALE ? Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, pseudoMessage(v)])) : messages,
  );
}
