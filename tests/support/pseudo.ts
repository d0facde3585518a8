/**
 * What a page shows in English although it was asked for the pseudo-locale (en-XA, where every
 * catalogue text is accented): the words of its text, aria-labels, titles, alt texts and
 * placeholders that are plain ASCII letters. Left out: scripts and styles, elements marked with
 * another language (the course's texts carry their own: the pseudo-locale reads the English course; the
 * language switch's names) or `translate="no"`, and the words of the data the page shows (names,
 * e-mail addresses, the product's name), which the test passes in.
 */
import { Parser } from "htmlparser2";

const SKIP = new Set(["script", "style", "template", "svg"]);
const ATTRIBUTES = ["aria-label", "title", "alt", "placeholder"];

export function untranslatedWords(html: string, allowed: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const stack: boolean[] = [];
  const skipping = () => stack.some(Boolean);
  const check = (text: string) => {
    for (const token of text.split(/\s+/)) {
      // an address, a URL, a number with letters (certificate numbers, ids) is data
      if (/[@/:#\d_]|\.[a-z]/i.test(token)) continue;
      for (const word of token.split(/[^A-Za-z\u00C0-\u024F\u1E00-\u1EFF]+/)) {
        if (/^[A-Za-z]{2,}$/.test(word) && !allowed.has(word.toLowerCase())) found.add(word);
      }
    }
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const lang = attrs.lang;
        const skip = SKIP.has(name) || (lang !== undefined && lang !== "en-XA") || attrs.translate === "no";
        stack.push(skip);
        if (skipping()) return;
        for (const a of ATTRIBUTES) if (attrs[a]) check(attrs[a]);
        if (name === "input" && (attrs.type === "submit" || attrs.type === "button") && attrs.value) check(attrs.value);
      },
      ontext(text) {
        if (!skipping()) check(text);
      },
      // htmlparser2 closes void elements itself
      onclosetag() {
        stack.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return [...found];
}

/** The words of the data a page shows (lower case): allowed in the pseudo-locale's pages. */
export function wordsOf(values: readonly (string | null | undefined)[]): Set<string> {
  const out = new Set<string>();
  for (const v of values) for (const w of (v ?? "").split(/[^A-Za-z]+/)) if (w.length > 1) out.add(w.toLowerCase());
  return out;
}
