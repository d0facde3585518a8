import { createContext, useContext } from "react";
import type { Locale } from "../domain/locale";

/**
 * The language of the course text on screen (a module's briefing, training text, questions),
 * which can differ from the page's: a running attempt keeps the language it started in. The
 * texts carry it as `lang`, and read-aloud speaks it.
 */
const CourseLanguageContext = createContext<Locale>("en");

export const CourseLanguage = CourseLanguageContext.Provider;
export const useCourseLanguage = () => useContext(CourseLanguageContext);
