import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { asLocale, DEFAULT_LOCALE } from "./domain/locale";
import { loadCatalogue } from "./i18n/load-catalogue";

// The page's language is the document's lang (the server chose it): its catalogue first, so the
// first client render says what the server rendered.
const locale = asLocale(document.documentElement.lang, true) ?? DEFAULT_LOCALE;
void loadCatalogue(locale).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
