/**
 * The language the course's texts are written in (briefings, training texts, questions): the
 * pages mark them with it (`lang`), so screen readers read them right and the pseudo-locale's
 * check (tests/support/pseudo.ts) knows they are not interface text. Issue 28 translates them.
 */
export const COURSE_LANGUAGE = "en";
