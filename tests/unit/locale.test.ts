import { parse } from "@formatjs/icu-messageformat-parser";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chooseLocale, LOCALES, PSEUDO_LOCALE } from "../../app/domain/locale";
import { addCatalogue, formats, translator } from "../../app/i18n/i18n";
import { pseudoMessage, pseudoText } from "../../app/i18n/pseudo";

describe("the request's language (domain/locale.ts)", () => {
  it("takes the person's choice, then the picked language, the company's, the browser's, English", () => {
    const all = { preference: "pl", picked: "fr", company: "de", browser: "it" };
    expect(chooseLocale(all)).toBe("pl");
    expect(chooseLocale({ ...all, preference: null })).toBe("fr");
    expect(chooseLocale({ ...all, preference: null, picked: null })).toBe("de");
    expect(chooseLocale({ ...all, preference: null, picked: null, company: null })).toBe("it");
    expect(chooseLocale({})).toBe("en");
  });

  it("skips what is not one of ours, and allows the pseudo-locale only where asked", () => {
    expect(chooseLocale({ preference: "xx", picked: "de-AT", company: "es" })).toBe("es");
    expect(chooseLocale({ picked: PSEUDO_LOCALE })).toBe("en");
    expect(chooseLocale({ picked: PSEUDO_LOCALE, pseudo: true })).toBe(PSEUDO_LOCALE);
    // a company's default is never the pseudo-locale
    expect(chooseLocale({ company: PSEUDO_LOCALE, pseudo: true })).toBe("en");
  });

  it("always answers one of the six languages (or the pseudo-locale when allowed)", () => {
    const source = fc.option(fc.oneof(fc.constantFrom(...LOCALES, PSEUDO_LOCALE), fc.string()), { nil: null });
    fc.assert(
      fc.property(source, source, source, source, fc.boolean(), (preference, picked, company, browser, pseudo) => {
        const l = chooseLocale({ preference, picked, company, browser, pseudo });
        expect([...LOCALES, ...(pseudo ? [PSEUDO_LOCALE] : [])]).toContain(l);
      }),
    );
  });
});

describe("the pseudo-locale", () => {
  it("leaves no plain ASCII letter and lengthens the text", () => {
    const out = pseudoText("Save settings");
    expect(out).not.toMatch(/[A-Za-z]/);
    expect(out.length).toBeGreaterThan("Save settings".length);
  });

  it("keeps ICU arguments, plural keywords and tags", () => {
    const out = pseudoMessage("{count, plural, one {# seat is} other {# seats are}} used by <b>{name}</b>");
    expect(out).toContain("{count,plural,one{#");
    expect(out).toContain("<b>{name}</b>");
    expect(() => parse(out)).not.toThrow();
    expect(out.replace(/\{[a-z]+|plural|one|other|<\/?b>/g, "")).not.toMatch(/[A-Za-z]/);
  });
});

describe("a language's translator and formats (i18n/i18n.ts)", () => {
  it("translates a text again once its language's catalogue arrives, and formats with the language's Intl", () => {
    const t = translator("it");
    expect(t("Save settings")).toBe("Save settings"); // no catalogue read yet: the English key
    addCatalogue("it", { "Save settings": "Salva le impostazioni", "{count} seats": "{count} posti" });
    expect(t("Save settings")).toBe("Salva le impostazioni");
    expect(t("{count} seats", { count: 3 })).toBe("3 posti");
    const f = formats("it");
    expect(f).toBe(formats("it"));
    expect(f.date("2026-03-05T10:00:00Z")).toBe("5 marzo 2026");
    expect(f.date("2026-03-05T10:00:00Z", "short")).toBe("05/03/26");
    expect(formats("de").list(["A", "B", "C"])).toBe("A, B und C");
  });
});
