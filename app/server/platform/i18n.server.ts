/**
 * The language of each request and its translator (issue 27). The catalogues are read once per
 * process; a request's language is worked out once (domain/locale.ts: the person's choice, the
 * language picked on a public page, the company's default, Accept-Language, English) from what
 * the request has anyway: the session the guards read, the tenant and the headers.
 */
import { createCookie, type MiddlewareFunction, redirect } from "react-router";
import { LanguageDetector } from "remix-i18next/server";
import { type AnyLocale, chooseLocale, isLocale, type Locale, LOCALES, PSEUDO_LOCALE } from "../../domain/locale";
import { addCatalogue, type Catalogue, formats, hasCatalogue, translator } from "../../i18n/i18n";
import { pseudoMessage } from "../../i18n/pseudo";
import { getSuperAdmin, getUser } from "../identity/sessions.server";
import { env } from "./env.server";
import { log } from "./log.server";
import { lookupTenant } from "./tenant.server";

/**
 * Each catalogue is its own chunk, read the first time its language is asked for: a process
 * holds only the languages its people use (six parsed catalogues cost about 7 MB of idle RSS).
 * English needs none: its keys are its texts.
 */
const json = (m: { default: Catalogue }) => m.default;
const FILES: Readonly<Record<Exclude<Locale, "en">, () => Promise<Catalogue>>> = {
  de: () => import("../../i18n/catalogues/de.json", { with: { type: "json" } }).then(json),
  fr: () => import("../../i18n/catalogues/fr.json", { with: { type: "json" } }).then(json),
  es: () => import("../../i18n/catalogues/es.json", { with: { type: "json" } }).then(json),
  it: () => import("../../i18n/catalogues/it.json", { with: { type: "json" } }).then(json),
  pl: () => import("../../i18n/catalogues/pl.json", { with: { type: "json" } }).then(json),
};

/** The pseudo-locale outside production, or where I18N_PSEUDO=on: tests render every screen in it. */
export const pseudoAllowed = () => env().NODE_ENV !== "production" || env().I18N_PSEUDO === "on";

const loading = new Map<AnyLocale, Promise<void>>();

/** Reads a language's catalogue once per process (later calls wait for the same read). */
export function ensureLanguage(locale: AnyLocale): Promise<void> {
  if (locale === "en") return Promise.resolve();
  let done = loading.get(locale);
  if (!done) {
    done = readCatalogue(locale);
    loading.set(locale, done);
  }
  return done;
}

async function readCatalogue(locale: Exclude<AnyLocale, "en">) {
  if (locale !== PSEUDO_LOCALE) return addCatalogue(locale, await FILES[locale]());
  if (!pseudoAllowed()) return;
  const en = json(await import("../../i18n/catalogues/en.json", { with: { type: "json" } }));
  addCatalogue(PSEUDO_LOCALE, Object.fromEntries(Object.entries(en).map(([k, v]) => [k, pseudoMessage(v)])));
}

/**
 * A language's translator and formats, for texts made outside a request (mails, PDFs, jobs):
 * its catalogue read first (ensureLanguage). A request's own language is read with the request.
 */
export async function languageKit(locale: AnyLocale): Promise<LanguageKit> {
  await ensureLanguage(locale);
  return loadedKit(locale);
}

/** The kit of a language already read (English always is); another reads as English, said in the log. */
export function loadedKit(locale: AnyLocale) {
  const known = locale === "en" || hasCatalogue(locale);
  if (!known) log().warn({ locale }, "a language's catalogue was used before it was read: English instead");
  const l = known ? locale : "en";
  return { locale: l, t: translator(l), format: formats(l) };
}
export type LanguageKit = ReturnType<typeof loadedKit>;

/** English, which needs no catalogue. */
export const englishKit = (): LanguageKit => loadedKit("en");

/** The language a browser picked on a public page (`?lang=de`): a year. */
const pickedCookie = () =>
  createCookie("academy_lang", { httpOnly: true, sameSite: "lax", path: "/", secure: env().secureCookies, maxAge: 60 * 60 * 24 * 365 });

async function pickedLanguage(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("academy_lang=")) return null;
  const value: unknown = await pickedCookie().parse(header);
  return typeof value === "string" ? value : null;
}

/** The browser's best language of ours by Accept-Language (remix-i18next's parser and matcher). */
const detector = new LanguageDetector({ supportedLanguages: [...LOCALES], fallbackLanguage: "en", order: ["header"] });
/**
 * Browsers send a few Accept-Language values again and again, and parsing one (Intl.Locale and
 * supportedLocalesOf for each tag) cost 2-3% of a page's CPU: each value up to 200 characters is
 * parsed once, in a cache that starts again past 500 values.
 */
const browserLanguages = new Map<string, string>();
async function browserLanguage(request: Request): Promise<string | null> {
  const header = request.headers.get("Accept-Language");
  if (!header) return null;
  const known = browserLanguages.get(header);
  if (known) return known;
  const language = await detector.detect(request);
  if (header.length <= 200) {
    if (browserLanguages.size >= 500) browserLanguages.clear();
    browserLanguages.set(header, language);
  }
  return language;
}

interface Found {
  locale: AnyLocale;
  /** Whether a session was found: signed-out pages offer the language switch. */
  signedIn: boolean;
}

const perRequest = new WeakMap<Request, Promise<Found>>();

function lookupLanguage(request: Request): Promise<Found> {
  let found = perRequest.get(request);
  if (!found) {
    found = findLocale(request)
      .then(async (f) => (await ensureLanguage(f.locale), f))
      .catch(() => ({ locale: "en" as const, signedIn: false }));
    perRequest.set(request, found);
  }
  return found;
}

/** The request's language, worked out once per request. */
export const requestLocale = async (request: Request): Promise<AnyLocale> => (await lookupLanguage(request)).locale;

/** The request's language and whether it has a session (the root loader's). */
export const pageLanguage = (request: Request): Promise<Found> => lookupLanguage(request);

async function findLocale(request: Request): Promise<Found> {
  const tenant = (await lookupTenant(request))?.tenant;
  const superArea = new URL(request.url).pathname.startsWith("/super-admin");
  const user = superArea ? await getSuperAdmin(request) : tenant ? await getUser(request, tenant) : null;
  const locale = chooseLocale({ ...(await otherSources(request, tenant?.defaultLocale)), preference: user?.locale });
  return { locale, signedIn: user != null };
}

/** Where a request's language comes from besides the person's own choice. */
async function otherSources(request: Request, company: string | null | undefined) {
  return { picked: await pickedLanguage(request), company, browser: await browserLanguage(request), pseudo: pseudoAllowed() };
}

/**
 * The language of the page after a person saved their choice (`locale`; null: they follow the
 * company and the browser again), for the banner that confirms it: the request's own language
 * is still the one chosen before.
 */
export async function languageOfChoice(request: Request, locale: Locale | null): Promise<LanguageKit> {
  if (locale) return languageKit(locale);
  const superArea = new URL(request.url).pathname.startsWith("/super-admin");
  const tenant = superArea ? undefined : (await lookupTenant(request))?.tenant;
  return languageKit(chooseLocale(await otherSources(request, tenant?.defaultLocale)));
}

/** The request's language with its translator and formats. */
export async function requestLanguage(request: Request): Promise<LanguageKit> {
  return loadedKit(await requestLocale(request));
}

/**
 * The JSON API's language: Accept-Language first (a program says what it reads), then the
 * request's language as for a page.
 */
export async function apiLanguage(request: Request): Promise<LanguageKit> {
  const browser = await browserLanguage(request);
  return languageKit(isLocale(browser) ? browser : await requestLocale(request));
}

/**
 * Root middleware: `?lang=xx` on a page (the language switch, a plain link) remembers the
 * language in a cookie and answers with the same address without the parameter.
 */
export const languageSwitchMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (request.method !== "GET") return next();
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang");
  if (lang === null) return next();
  url.searchParams.delete("lang");
  const target = url.pathname + url.search;
  if (!isLocale(lang) && !(pseudoAllowed() && lang === PSEUDO_LOCALE)) return redirect(target);
  return redirect(target, { headers: { "Set-Cookie": await pickedCookie().serialize(lang) } });
};
