/**
 * Text folded for searching and sorting names: lower case, accents off, so that "muller" finds
 * "Müller", "lukasz" finds "Łukasz", and "de Vries" and "Özdemir" sort among the D's and the O's.
 * The steps: Unicode's lower case (ICU's root locale on PostgreSQL), canonical decomposition
 * (NFD), the combining marks taken off, then the Latin letters that have no decomposition
 * (ł, ø, đ, ſ…) as their base letter and ß, æ, œ as two. PostgreSQL's `unicode_fold` (migration
 * 021) takes the same steps with the same lists, written there again because migrations are
 * frozen; platform.test compares the two engines letter by letter. Scripts other than Latin keep
 * their letters (lowered, without their marks).
 */

/** The combining diacritical marks (U+0300 to U+036F) that decomposition leaves after a letter. */
const FOLD_MARKS = String.fromCharCode(...Array.from({ length: 0x70 }, (_, i) => 0x300 + i));

/** Lower-case Latin letters without a decomposition, each standing for the letter at its place in `FOLD_BASES`. */
const FOLD_LETTERS = "łđħŧøıŀſ";
const FOLD_BASES = "ldhtoils";

/** Letters that stand for two. */
const FOLD_PAIRS: readonly (readonly [string, string])[] = [
  ["ß", "ss"],
  ["æ", "ae"],
  ["œ", "oe"],
];

const MARKS = new RegExp(`[${FOLD_MARKS}]`, "g");
const LETTERS = new Map<string, string>([
  ...Array.from(FOLD_LETTERS, (letter, i) => [letter, FOLD_BASES[i] ?? ""] as const),
  ...FOLD_PAIRS,
]);
const OTHER_LETTERS = new RegExp(`[${[...LETTERS.keys()].join("")}]`, "g");
const ASCII = /^\p{ASCII}*$/u;

/** `text` folded (see above). */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  if (ASCII.test(lower)) return lower;
  return lower
    .normalize("NFD")
    .replace(MARKS, "")
    .replace(OTHER_LETTERS, (letter) => LETTERS.get(letter) ?? letter);
}
