/**
 * Look-alike companies (issue 24, part 3): a self-service setup may not take an existing
 * company's name, nor a subdomain that reads like an existing one's, since the new company's
 * invitation mails would then read as the other company's. Pure: the callers pass the
 * companies to compare with.
 *
 * - Names are compared by their key: letters and digits of any script, lowercased, accents,
 *   punctuation and spaces dropped, compatibility forms (full-width, ligatures) and common
 *   Cyrillic and Greek look-alikes of Latin letters folded, then the confusables below. Equal
 *   keys are the same name.
 * - Subdomains (a-z, 0-9, hyphen) are compared by their skeleton (hyphens dropped, confusables
 *   folded): equal skeletons, or skeletons within SUBDOMAIN_DISTANCE edits (insert, delete,
 *   substitute, swap two neighbours), look alike. Numbered series (`clinic-1`, `clinic-2`: both
 *   carry a number, and nothing else differs) do not.
 */
import { msg } from "../i18n/msg";

/** Sequences that read as another in most fonts, and what they read as (applied in this order). */
const CONFUSABLES: readonly [RegExp, string][] = [
  [/rn/g, "m"],
  [/vv/g, "w"],
  [/cl/g, "d"],
  [/0/g, "o"],
  [/1/g, "l"],
];

/** Letters that no Unicode decomposition maps to Latin ones but that read as them. */
const FOLDS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  ı: "i",
  þ: "th",
  // Cyrillic
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  і: "i",
  ї: "i",
  ј: "j",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ѕ: "s",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  // Greek
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
};

const unconfuse = (text: string) => CONFUSABLES.reduce((s, [pattern, stand]) => s.replace(pattern, stand), text);

/** A company name's key: equal keys are the same name (see the module's comment). Empty for a name of no letter or digit. */
export function nameKey(name: string): string {
  const letters = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
  return unconfuse([...letters].map((c) => FOLDS[c] ?? c).join(""));
}

/** A subdomain's skeleton: hyphens dropped, confusables folded. */
export const subdomainSkeleton = (slug: string) => unconfuse(slug.toLowerCase().replace(/-/g, ""));

/**
 * The edits within which two subdomains look alike, by the shorter skeleton's length: none under
 * 5 characters (`acme` and `acne` are both fine names), one from 5, two from 12.
 */
export const SUBDOMAIN_DISTANCE = (length: number) => (length >= 12 ? 2 : length >= 5 ? 1 : 0);

/**
 * The optimal-string-alignment distance of two strings (insertions, deletions, substitutions and
 * swaps of neighbours), computed up to `max`: anything beyond is answered as max + 1.
 */
export function editDistance(a: string, b: string, max = Math.max(a.length, b.length)): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length], max + 1);
}

/** Both carry a number and differ in nothing else: a numbered series, told apart by its numbers. */
const numberedSeries = (a: string, b: string) =>
  /\d/.test(a) && /\d/.test(b) && a.replace(/\d+/g, "#") === b.replace(/\d+/g, "#") && a !== b;

/** Whether two subdomains look alike (equal ones do). */
export function subdomainsLookAlike(a: string, b: string): boolean {
  const [x, y] = [subdomainSkeleton(a), subdomainSkeleton(b)];
  if (x === y) return true;
  if (numberedSeries(a, b)) return false;
  const max = SUBDOMAIN_DISTANCE(Math.min(x.length, y.length));
  return max > 0 && editDistance(x, y, max) <= max;
}

/** The existing companies a new one resembles: the one with its name, the one with a subdomain like its own (null when none). */
export interface LookAlike {
  name: { name: string; slug: string } | null;
  subdomain: { name: string; slug: string } | null;
}

/** Which existing companies a new company (its name and subdomain) looks like; null when none. */
export function lookAlike(
  candidate: { name: string; subdomain: string },
  existing: readonly { name: string; slug: string }[],
): LookAlike | null {
  const key = nameKey(candidate.name);
  const name = key ? (existing.find((c) => nameKey(c.name) === key) ?? null) : null;
  const subdomain = existing.find((c) => subdomainsLookAlike(candidate.subdomain, c.slug)) ?? null;
  return name || subdomain ? { name, subdomain } : null;
}

export const LOOK_ALIKE_MSG = {
  name: msg("A company with this name already exists. Please choose another name."),
  subdomain: msg("This subdomain looks too much like an existing company's. Please choose another."),
} as const;
