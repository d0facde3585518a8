/**
 * The journeys name what they look for in the spec's English ("Sign In", "Ada Lovelace was
 * added. Mail is not configured, …"). `pageText` turns such a text into what the pages of another
 * language show: the catalogue entry whose English it is, its placeholders standing for any value
 * (carried over, an English date written again in that language), or, for a banner that joins
 * several entries, each sentence on its own. A text no entry matches is data (a name, an email)
 * and stays as it is. Forward translation of a key with its values is the translator's own job.
 */
import { readFileSync } from "node:fs";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import type { Locale } from "../../app/domain/locale";
import type { MessageValues, Translate } from "../../app/i18n/i18n";

const english: Readonly<Record<string, string>> = JSON.parse(
  readFileSync(new URL("../../app/i18n/catalogues/en.json", import.meta.url), "utf8"),
);

/** What one capture group of a key's pattern stands for. */
type Slot =
  | { kind: "text" | "number" | "date"; name: string }
  // a plural's or select's branch: the empty group that matched says which
  | { kind: "branch"; name: string; plural: boolean; selector: string };

interface Pattern {
  key: string;
  re: RegExp;
  slots: Slot[];
  weight: number;
}

/** A text matched literally inside a regular expression. */
export const escapeRe = (s: string) => s.replace(/[.?*+^$()[\]{}|\\]/g, "\\$&");
const squash = (s: string) => s.replace(/\s+/g, " ").trim();

function source(elements: MessageFormatElement[], slots: Slot[], plural?: string): string {
  return elements
    .map((e) => {
      switch (e.type) {
        case TYPE.literal:
          return escapeRe(e.value.replace(/\s+/g, " "));
        case TYPE.argument:
          slots.push({ kind: "text", name: e.value });
          return "(.+?)";
        case TYPE.number:
          slots.push({ kind: "number", name: e.value });
          return "(-?[\\d,.]+)";
        case TYPE.date:
        case TYPE.time:
          slots.push({ kind: "date", name: e.value });
          return "(.+?)";
        case TYPE.pound:
          slots.push({ kind: "number", name: plural ?? "" });
          return "(-?[\\d,.]+)";
        case TYPE.tag:
          return source(e.children, slots, plural);
        case TYPE.plural:
        case TYPE.select: {
          const isPlural = e.type === TYPE.plural;
          const branches = Object.entries(e.options).map(([selector, option]) => {
            slots.push({ kind: "branch", name: e.value, plural: isPlural, selector });
            return `()${source(option.value, slots, isPlural ? e.value : plural)}`;
          });
          return `(?:${branches.join("|")})`;
        }
        default:
          return "";
      }
    })
    .join("");
}

function compile(key: string): Pattern | null {
  let elements: MessageFormatElement[];
  try {
    elements = parse(key);
  } catch {
    return null;
  }
  const slots: Slot[] = [];
  // spaces as the page's text has them (collapsed)
  const body = source(elements, slots).trim().replace(/ +/g, "\\s+");
  // letters of its own first, then its own punctuation ("Module {id}: {title}" before "Module {module}")
  const own = key.replace(/\{[^{}]*\}/g, "");
  const weight = own.replace(/[^\p{L}]/gu, "").length * 100 + own.replace(/\s/g, "").length;
  return { key, re: new RegExp(`^${body}$`, "su"), slots, weight };
}

let patterns: Pattern[] | undefined;

/** Every English text with a placeholder, the ones with the most words of their own first. */
function allPatterns(): Pattern[] {
  patterns ??= Object.keys(english)
    .filter((k) => k.includes("{"))
    .map(compile)
    // not "{from} to {to}": two words of its own are too few to tell an entry from data
    .filter((p): p is Pattern => p !== null && p.weight >= 300)
    .sort((a, b) => b.weight - a.weight);
  return patterns;
}

const ENGLISH_DATE = /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

/** How the test's language writes a date, and names an English text of the course (a module's title). */
export interface Own {
  date: (d: Date) => string;
  course: (english: string) => string | undefined;
}

/** A value carried over: an English date, a label of its own ("Sent") or a course name, in the language. */
function textValue(got: string, t: Translate, own: Own): string {
  if (ENGLISH_DATE.test(got)) return own.date(new Date(`${got} UTC`));
  if (got in english && !got.includes("{")) return unmarked(t(got));
  return own.course(got) ?? got;
}

function valuesOf(p: Pattern, m: RegExpExecArray, t: Translate, own: Own): MessageValues {
  const values: Record<string, string | number | Date> = {};
  p.slots.forEach((slot, i) => {
    const got = m[i + 1];
    if (got === undefined) return;
    if (slot.kind === "number") values[slot.name] = Number(got.replace(/,/g, ""));
    else if (slot.kind === "date") values[slot.name] = new Date(`${got} UTC`);
    else if (slot.kind === "text") values[slot.name] = textValue(got, t, own);
    else if (slot.kind === "branch" && !(slot.name in values)) {
      // a plural branch whose count is shown nowhere in it: the count its English form implies
      const exact = /^=(\d+)$/.exec(slot.selector);
      values[slot.name] = slot.plural ? (exact ? Number(exact[1]) : slot.selector === "one" ? 1 : 5) : slot.selector;
    }
  });
  return values;
}

/** A page's text has no markup: a catalogue text's tags (<b>, <hidden>) go. */
// a visually hidden part is its own text node: a space before it, as a screen reader reads it
const unmarked = (s: string) =>
  s
    .replace(/<hidden>/g, " ")
    .replace(/<\/?[a-zA-Z][\w-]*>/g, "")
    .replace(/ {2,}/g, " ");

function matchOne(text: string, t: Translate, own: Own): string | null {
  if (text in english) return unmarked(t(text));
  const course = own.course(text);
  if (course !== undefined) return course;
  for (const p of allPatterns()) {
    const m = p.re.exec(text);
    if (m) return unmarked(t(p.key, valuesOf(p, m, t, own)));
  }
  return null;
}

/**
 * A banner of several entries: its sentences split into the fewest entries, the longest run of
 * sentences that is one entry first ("…yourself: it is shown only now." is one).
 */
function matchSentences(sentences: string[], t: Translate, own: Own): string[] | null {
  if (sentences.length === 0) return [];
  for (let end = sentences.length; end > 0; end--) {
    const head = matchOne(sentences.slice(0, end).join(" "), t, own);
    if (head === null) continue;
    const rest = matchSentences(sentences.slice(end), t, own);
    if (rest) return [head, ...rest];
  }
  return null;
}

/** The English text as a page of `locale` shows it (see the module's note). */
export function pageText(text: string, locale: Locale, t: Translate, own: Own): string {
  if (locale === "en") return text;
  const percent = /^(\d+)%$/.exec(text);
  if (percent) return new Intl.NumberFormat(locale, { style: "percent" }).format(Number(percent[1]) / 100);
  const whole = matchOne(squash(text), t, own);
  if (whole !== null) return whole;
  const sentences = squash(text).split(/(?<=[.!?:])\s+/);
  return (sentences.length > 1 && matchSentences(sentences, t, own)?.join(" ")) || text;
}
