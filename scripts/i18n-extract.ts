/**
 * `npm run i18n:extract`: the English catalogue from the code, the other catalogues kept in step.
 * i18next-parser's lexers find every `t("…")` and `msg("…")` with a literal key in app/; the
 * English catalogue maps each key to itself (keys are the English texts), the other languages
 * keep their translations of keys still used and lose the rest. A key a language lacks is
 * listed: tests/unit/catalogues.test.ts fails until it is translated.
 * `--check` writes nothing and fails when a catalogue would change.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { JavascriptLexer, JsxLexer } from "i18next-parser";

const ROOT = new URL("..", import.meta.url).pathname;
const APP = join(ROOT, "app");
export const CATALOGUE_DIR = join(APP, "i18n", "catalogues");
export const LANGUAGES = ["en", "de", "fr", "es", "it", "pl"] as const;

const functions = ["t", "msg"];
const lexers = { ts: new JavascriptLexer({ functions }), tsx: new JsxLexer({ functions }) };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === CATALOGUE_DIR ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Every literal key of app/, with the files that use it. */
export function extractKeys(): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const file of sourceFiles(APP)) {
    const lexer = file.endsWith(".tsx") ? lexers.tsx : lexers.ts;
    for (const { key } of lexer.extract(readFileSync(file, "utf8"), file) as { key: string }[]) {
      const where = keys.get(key) ?? [];
      where.push(relative(ROOT, file));
      keys.set(key, where);
    }
  }
  return keys;
}

export function readCatalogue(lang: string): Record<string, string> {
  return JSON.parse(readFileSync(join(CATALOGUE_DIR, `${lang}.json`), "utf8")) as Record<string, string>;
}

const sorted = (entries: [string, string][]) => Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const serialise = (catalogue: Record<string, string>) => `${JSON.stringify(catalogue, null, 2)}\n`;

/** The catalogues as the code needs them: [language, new text, keys it lacks]. */
export function plannedCatalogues(): { lang: string; text: string; missing: string[] }[] {
  const keys = [...extractKeys().keys()];
  return LANGUAGES.map((lang) => {
    const old = readCatalogue(lang);
    const entries: [string, string][] = keys.flatMap((k): [string, string][] => {
      if (lang === "en") return [[k, k]];
      return old[k] ? [[k, old[k]]] : [];
    });
    return { lang, text: serialise(sorted(entries)), missing: keys.filter((k) => lang !== "en" && !old[k]) };
  });
}

function main() {
  const check = process.argv.includes("--check");
  let changed = false;
  for (const { lang, text, missing } of plannedCatalogues()) {
    const path = join(CATALOGUE_DIR, `${lang}.json`);
    if (readFileSync(path, "utf8") !== text) {
      changed = true;
      if (!check) writeFileSync(path, text);
    }
    console.log(`${lang}: ${missing.length ? `${missing.length} to translate` : "complete"}`);
  }
  if (check && changed) {
    console.error("The catalogues are not those of the code: run npm run i18n:extract.");
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url.endsWith(relative(ROOT, process.argv[1]))) main();
