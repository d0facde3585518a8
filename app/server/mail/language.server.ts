/**
 * The language of what is made for one person outside a request (issue 27): their mail, their
 * certificate. Their own choice (users.locale), else their company's default
 * (company_settings.default_locale), else English.
 */
import { type AnyLocale, chooseLocale } from "../../domain/locale";
import { pseudoAllowed } from "../platform/i18n.server";

export const personLocale = (own: string | null | undefined, company: string | null | undefined): AnyLocale =>
  chooseLocale({ preference: own, company, pseudo: pseudoAllowed() });
