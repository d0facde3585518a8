/**
 * How dates read, in one place: pages, mails and PDFs use the locale's long form ("25 November
 * 2026", with the time in UTC where the moment matters); CSV files and file names keep ISO 8601
 * ("2026-11-25"), which spreadsheets sort and parse. Every instant is shown in UTC, the zone the
 * app stores (so a page, a mail and a CSV never disagree about the day).
 */
import { pseudoText } from "../i18n/pseudo";
import { type AnyLocale, PSEUDO_LOCALE } from "./locale";

/** The languages dates are formatted in (domain/locale.ts); English reads "25 November 2026". */
export type DateLocale = AnyLocale;
export const DEFAULT_DATE_LOCALE: DateLocale = "en";

/** One formatter per language, built once: toLocaleDateString builds a new one each call (slow in a 10,000-row import). */
const LONG_DATE = new Map<DateLocale, Intl.DateTimeFormat>();
function longDate(locale: DateLocale): Intl.DateTimeFormat {
  let f = LONG_DATE.get(locale);
  if (!f) {
    const tag = locale === "en" || locale === PSEUDO_LOCALE ? "en-GB" : locale;
    f = new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    LONG_DATE.set(locale, f);
  }
  return f;
}

const asDate = (d: Date | string) => (typeof d === "string" ? new Date(d) : d);

/** A day in the locale's long form: "25 November 2026". */
export function formatLongDate(d: Date | string, locale: DateLocale = DEFAULT_DATE_LOCALE): string {
  const text = longDate(locale).format(asDate(d));
  return locale === PSEUDO_LOCALE ? pseudoText(text) : text;
}

/**
 * A moment: the long date and the UTC time, "5 March 2027, 14:05 UTC" (with `seconds`,
 * "5 March 2027, 14:05:09 UTC"), as the audit tab, the mail log and a signature print it.
 */
export function formatDateTimeUtc(d: Date | string, opts: { seconds?: boolean; locale?: DateLocale } = {}): string {
  const date = asDate(d);
  return `${formatLongDate(date, opts.locale)}, ${date.toISOString().slice(11, opts.seconds ? 19 : 16)} UTC`;
}

/** The UTC day of an instant in ISO 8601, "2026-11-25": for CSV cells and file names, never for pages. */
export const isoDay = (d: Date | string) => (typeof d === "string" ? d : d.toISOString()).slice(0, 10);
