/**
 * English without the catalogues, for the domain's texts that take a translator (mails, the
 * certificate's signature line, the evidence pack's summary) when none is given: the keys are the
 * English texts (issue 27), so formatting a key as ICU MessageFormat is exactly what the English
 * catalogue gives. The domain does not load i18next (app/i18n/i18n.ts); the server passes its
 * translators (platform/i18n.server.ts languageKit).
 */
import { IntlMessageFormat } from "intl-messageformat";
import type { Translate } from "../i18n/i18n";

const compiled = new Map<string, IntlMessageFormat>();

export const englishT: Translate = (key, values) => {
  let f = compiled.get(key);
  if (!f) {
    f = new IntlMessageFormat(key, "en", undefined, { ignoreTag: true });
    compiled.set(key, f);
  }
  return String(f.format(values));
};
