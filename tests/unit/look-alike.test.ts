/** Look-alike companies (app/domain/look-alike.ts): names by key, subdomains by skeleton and edit distance. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editDistance, lookAlike, nameKey, SUBDOMAIN_DISTANCE, subdomainSkeleton, subdomainsLookAlike } from "../../app/domain/look-alike";

/** Bounded, seeded runs: the same cases on every machine, at any load. */
const RUNS = { numRuns: 300, seed: 24 };

const letters = fc.string({ unit: fc.constantFrom(..."abcdefghjkpqstuxyz"), minLength: 1, maxLength: 20 });
/** A subdomain of letters only, without the confusable sequences (rn, vv, cl) and without digits. */
const plainSlug = fc.string({ unit: fc.constantFrom(..."abdefghjkpqstxyz"), minLength: 5, maxLength: 30 });

describe("nameKey", () => {
  it("ignores case, accents, punctuation and spaces, and folds compatibility forms and look-alike letters", () => {
    const key = nameKey("Acme Pharma");
    for (const same of [
      "acme pharma",
      "ACME PHARMA",
      "Acme-Pharma",
      "  Acme   Pharma. ",
      "Ácmé Phärmâ",
      "Acme\u00a0Pharma",
      "Ａｃｍｅ Ｐｈａｒｍａ",
      "Acme Pharrna",
      "Асme Рharma", // Cyrillic А, с and Р
      "A.C.M.E. Pharma!",
    ])
      expect(nameKey(same), same).toBe(key);
    for (const other of ["Acme Pharmacy", "Acne Pharma", "Acme Pharma 2"]) expect(nameKey(other), other).not.toBe(key);
    expect(nameKey("Straße")).toBe(nameKey("Strasse"));
    expect(nameKey("Œuvre Ørsted")).toBe(nameKey("oeuvre orsted"));
    // letters of other scripts are kept, punctuation alone is no name
    expect(nameKey("株式会社テスト")).toBe("株式会社テスト");
    expect(nameKey("!!! ---")).toBe("");
  });

  it("property: a name with other case, inserted spaces and punctuation, or combining accents has the same key", () => {
    const noise = fc.constantFrom(" ", "-", ".", ",", "'", "\u00a0", "&", "/");
    fc.assert(
      fc.property(letters, fc.array(fc.tuple(fc.nat(), noise), { maxLength: 5 }), fc.boolean(), (name, inserts, upper) => {
        let noisy = upper ? name.toUpperCase() : name;
        for (const [at, c] of inserts) {
          const i = at % (noisy.length + 1);
          noisy = noisy.slice(0, i) + c + noisy.slice(i);
        }
        const accented = [...name].map((c, i) => (i % 2 ? `${c}\u0301` : c)).join("");
        expect(nameKey(noisy)).toBe(nameKey(name));
        expect(nameKey(accented)).toBe(nameKey(name));
      }),
      RUNS,
    );
  });
});

describe("subdomains", () => {
  it("look alike through confusables (rn/m, vv/w, cl/d, 0/o, 1/l), hyphens and small edits", () => {
    const alike: [string, string][] = [
      ["acme-pharma", "acme-pharrna"],
      ["acme-pharma", "acmepharma"],
      ["acme-pharma", "acme-phrama"],
      ["acme-pharma", "acme-pharm"],
      ["acme-pharma", "acme-pharmas"],
      ["acme-pharma", "acne-pharma"],
      ["hello-world", "he11o-wor1d"],
      ["bolt", "b0lt"],
      ["window", "vvindow"],
      ["clinic-one", "dinic-one"],
      ["global-logistics", "globa1-logistix"],
    ];
    for (const [a, b] of alike) expect(subdomainsLookAlike(a, b), `${a} ~ ${b}`).toBe(true);
    const apart: [string, string][] = [
      ["acme", "acne"], // short: only confusables count
      ["acme-pharma", "acme-chemicals"],
      ["clinic-1", "clinic-2"], // a numbered series
      ["team-10", "team-11"],
      ["berlin-law", "munich-law"],
      ["acme-pharma", "acme-farma"], // two edits under 12 characters
    ];
    for (const [a, b] of apart) expect(subdomainsLookAlike(a, b), `${a} / ${b}`).toBe(false);
    // a number against a confusable letter is no series
    expect(subdomainsLookAlike("team-1", "team-l")).toBe(true);
    expect(subdomainSkeleton("Acme-Pharrna")).toBe("acmepharma");
  });

  it("property: look-alike is symmetric and reflexive; one edit of a plain subdomain of 5 or more letters looks alike", () => {
    fc.assert(
      fc.property(plainSlug, plainSlug, (a, b) => {
        expect(subdomainsLookAlike(a, b)).toBe(subdomainsLookAlike(b, a));
        expect(subdomainsLookAlike(a, a)).toBe(true);
      }),
      RUNS,
    );
    const edit = fc.tuple(
      plainSlug,
      fc.nat(),
      fc.constantFrom(..."abdefghjkpqstxyz"),
      fc.constantFrom("insert", "delete", "replace", "swap"),
    );
    fc.assert(
      fc.property(edit, ([slug, at, c, kind]) => {
        const i = at % slug.length;
        const edited =
          kind === "insert"
            ? slug.slice(0, i) + c + slug.slice(i)
            : kind === "delete"
              ? slug.slice(0, i) + slug.slice(i + 1)
              : kind === "replace"
                ? slug.slice(0, i) + c + slug.slice(i + 1)
                : slug.slice(0, i) + slug.slice(i + 1, i + 2) + slug[i] + slug.slice(i + 2);
        // a deletion from 5 letters leaves 4, under the bound: then only equal skeletons count
        if (Math.min(edited.length, slug.length) >= 5) expect(subdomainsLookAlike(slug, edited), `${slug} ~ ${edited}`).toBe(true);
      }),
      RUNS,
    );
  });

  it("property: replacing m by rn, w by vv, o by 0 or l by 1 anywhere still looks alike", () => {
    const swaps: [string, string][] = [
      ["m", "rn"],
      ["w", "vv"],
      ["o", "0"],
      ["l", "1"],
    ];
    const slug = fc.string({ unit: fc.constantFrom(..."abmwolt"), minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(slug, fc.constantFrom(...swaps), (s, [from, to]) => {
        expect(subdomainsLookAlike(s, s.replaceAll(from, to))).toBe(true);
      }),
      RUNS,
    );
  });
});

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and swaps of neighbours; stops past its bound", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("abcd", "abdc")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("abcdefgh", "zyxwvuts", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });

  it("property: zero exactly for equal strings, symmetric, at most the longer length, and the bounded answer agrees", () => {
    const s = fc.string({ unit: fc.constantFrom(..."abcde"), maxLength: 12 });
    fc.assert(
      fc.property(s, s, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
        const d = editDistance(a, b);
        expect(d === 0).toBe(a === b);
        expect(editDistance(b, a)).toBe(d);
        expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(editDistance(a, b, max)).toBe(Math.min(d, max + 1));
      }),
      RUNS,
    );
  });

  it("the subdomain bound grows with the length", () => {
    expect([4, 5, 11, 12, 40].map(SUBDOMAIN_DISTANCE)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe("lookAlike", () => {
  const existing = [
    { name: "Acme Pharma", slug: "acme-pharma" },
    { name: "Helix Trials", slug: "helix-trials" },
  ];
  it("names the company with the same name and the one with a subdomain like the new one's", () => {
    expect(lookAlike({ name: "ACME  pharma.", subdomain: "acme-research" }, existing)).toEqual({ name: existing[0], subdomain: null });
    expect(lookAlike({ name: "Acme Research", subdomain: "helix-triais" }, existing)).toEqual({ name: null, subdomain: existing[1] });
    expect(lookAlike({ name: "Acme Research", subdomain: "acme-research" }, existing)).toBeNull();
    expect(lookAlike({ name: "!!!", subdomain: "something-else" }, [{ name: "???", slug: "other-thing" }])).toBeNull();
  });
});
