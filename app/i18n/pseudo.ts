/**
 * The pseudo-locale's text: every letter of a message accented and its vowels doubled (about a
 * third longer, as German and Polish run), its ICU arguments, plural keywords and tags kept. A
 * screen rendered in it that still shows a plain-ASCII word shows a text that is not in the
 * catalogue.
 */
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";

const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = "ǻƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÅƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ";
const MAP = new Map([...PLAIN].map((c, i) => [c, [...ACCENTED][i]!]));
const VOWELS = new Set([..."aeiouAEIOU"]);

export function pseudoText(text: string): string {
  let out = "";
  for (const c of text) out += VOWELS.has(c) ? MAP.get(c)!.repeat(2) : (MAP.get(c) ?? c);
  return out;
}

function walk(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el) => {
    if (el.type === TYPE.literal) return { ...el, value: pseudoText(el.value) };
    if (el.type === TYPE.tag) return { ...el, children: walk(el.children) };
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(el.options).map(([k, o]) => [k, { ...o, value: walk(o.value) }]));
      return { ...el, options };
    }
    return el;
  });
}

/** A catalogue message in the pseudo-locale (an unparsable message is accented whole). */
export function pseudoMessage(message: string): string {
  try {
    return printAST(walk(parse(message)));
  } catch {
    return pseudoText(message);
  }
}
