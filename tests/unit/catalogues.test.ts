/**
 * The catalogues are those of the code (issue 27): every key the code uses is in every language,
 * no language keeps a key the code no longer uses, every translation parses as ICU MessageFormat
 * with the English message's arguments (names and types: a translation that drops `{count}` or
 * turns a plural into text fails), and the same tags.
 */
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { extractKeys, LANGUAGES, plannedCatalogues, readCatalogue } from "../../scripts/i18n-extract";

const english = readCatalogue("en");

/**
 * A message's arguments with their types and its tags, as a sorted list: two messages with the
 * same list take the same values. (formatjs's isStructurallySame refuses a tag and an argument of
 * one name, which our messages use: `<number>{number}</number>`.)
 */
function shape(elements: MessageFormatElement[], out = new Set<string>()): string[] {
  for (const el of elements) {
    if (el.type === TYPE.tag) {
      out.add(`<${el.value}>`);
      shape(el.children, out);
    } else if (el.type === TYPE.plural || el.type === TYPE.select) {
      out.add(`${el.value}:${el.type === TYPE.plural ? "plural" : "select"}`);
      for (const o of Object.values(el.options)) shape(o.value, out);
    } else if (el.type !== TYPE.literal && el.type !== TYPE.pound) {
      // argument, number, date, time: a plain argument may stand where the English formats a number
      out.add(`${el.value}:${el.type === TYPE.argument ? "any" : TYPE[el.type]}`);
    }
  }
  return [...out].sort();
}

describe("message catalogues", () => {
  it("English holds exactly the keys of the code, each mapped to itself (npm run i18n:extract)", () => {
    const keys = [...extractKeys().keys()].sort();
    expect(Object.keys(english).sort()).toEqual(keys);
    expect(Object.entries(english).filter(([k, v]) => k !== v)).toEqual([]);
    const stale = plannedCatalogues().filter((c) => c.text !== JSON.stringify(readCatalogue(c.lang), null, 2) + "\n");
    expect(
      stale.map((c) => c.lang),
      "catalogues not as npm run i18n:extract writes them",
    ).toEqual([]);
  });

  for (const lang of LANGUAGES.filter((l) => l !== "en")) {
    it(`${lang}: every message translated, with the English message's arguments and tags`, () => {
      const catalogue = readCatalogue(lang);
      const missing = Object.keys(english).filter((k) => !catalogue[k]?.trim());
      expect(missing, `${missing.length} messages not translated into ${lang}`).toEqual([]);
      expect(Object.keys(catalogue).filter((k) => !(k in english))).toEqual([]);
      const wrong: string[] = [];
      for (const [key, text] of Object.entries(catalogue)) {
        let ours: MessageFormatElement[];
        try {
          ours = parse(text);
        } catch (e) {
          wrong.push(`${key}: does not parse (${String(e)})`);
          continue;
        }
        const expected = shape(parse(key)).join(" ");
        const actual = shape(ours).join(" ");
        if (actual !== expected) wrong.push(`${key}: ${actual} instead of ${expected}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
