/**
 * The catalogues are those of the code (issue 27): every key the code uses is in every language,
 * no language keeps a key the code no longer uses, every translation parses as ICU MessageFormat
 * with the English message's arguments (names and types: a translation that drops `{count}` or
 * turns a number into text fails), and the same tags.
 */
import { isStructurallySame, type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { extractKeys, LANGUAGES, plannedCatalogues, readCatalogue } from "../../scripts/i18n-extract";

const english = readCatalogue("en");

function tags(elements: MessageFormatElement[], out: string[] = []): string[] {
  for (const el of elements) {
    if (el.type === TYPE.tag) {
      out.push(el.value);
      tags(el.children, out);
    } else if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) tags(o.value, out);
  }
  return out;
}

describe("message catalogues", () => {
  it("English holds exactly the keys of the code, each mapped to itself (npm run i18n:extract)", () => {
    const keys = [...extractKeys().keys()].sort();
    expect(Object.keys(english).sort()).toEqual(keys);
    expect(Object.entries(english).filter(([k, v]) => k !== v)).toEqual([]);
    const stale = plannedCatalogues().filter((c) => c.text !== JSON.stringify(readCatalogue(c.lang), null, 2) + "\n");
    expect(stale.map((c) => c.lang), "catalogues not as npm run i18n:extract writes them").toEqual([]);
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
        const theirs = parse(key);
        const same = isStructurallySame(theirs, ours);
        if (!same.success) wrong.push(`${key}: ${same.error?.message ?? "other arguments"}`);
        if (tags(theirs).sort().join() !== tags(ours).sort().join()) wrong.push(`${key}: other tags`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
