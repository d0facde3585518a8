/**
 * The course's translations, by language (English is app/content/modules). Each language's
 * folder holds meta.ts (module titles, departments, descriptions, badges) and m1.ts-m7.ts.
 */
import type { Locale } from "../../domain/locale";
import type { CourseTranslation } from "../types";
import { course as pl } from "./pl";

export const translations: Partial<Record<Exclude<Locale, "en">, CourseTranslation>> = { pl };
