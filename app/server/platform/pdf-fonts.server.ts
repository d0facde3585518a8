/**
 * The fonts of every PDF the app draws (certificates, the evidence pack's summary): DejaVu Sans
 * and DejaVu Sans Bold, TrueType files of the `dejavu-fonts-ttf` package, read from
 * node_modules at run time and embedded (as subsets) in each document. pdfkit's standard
 * Helvetica can only draw Windows-1252; DejaVu Sans draws Latin (Ł, ő, ř …), Greek and Cyrillic
 * names as typed (docs/decisions/013-evidence-pack.md, with the font's licence).
 *
 * The files are parsed once per process (fontkit) and the parsed fonts handed to every
 * document: parsing them per document cost about 120 ms each, a pack of 10,000 certificates
 * twenty minutes more. Loaded with the first PDF, not at start (idle memory), like pdfkit.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Font } from "fontkit";

/** The names documents use with `doc.font(...)`. */
export const SANS = "Sans";
export const SANS_BOLD = "Sans-Bold";

const require = createRequire(import.meta.url);
/** Where the font files are (node_modules/dejavu-fonts-ttf/ttf/…; a production dependency, so in the image). */
const FILES = {
  [SANS]: () => require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  [SANS_BOLD]: () => require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
} as const;

let loaded: Promise<Record<keyof typeof FILES, Font>> | undefined;

/** The parsed fonts, once per process. */
export function pdfFonts(): Promise<Record<keyof typeof FILES, Font>> {
  loaded ??= import("fontkit")
    .then((fontkit) => {
      const open = (name: keyof typeof FILES) => {
        const file = FILES[name]();
        const font = fontkit.create(readFileSync(file));
        if (!("layout" in font)) throw new Error(`${file} is a font collection, not a font`);
        return font;
      };
      return { [SANS]: open(SANS), [SANS_BOLD]: open(SANS_BOLD) };
    })
    .catch((error: unknown) => {
      loaded = undefined; // the next document tries again
      throw error;
    });
  return loaded;
}

/** Registers the fonts in a pdfkit document (pdfkit takes a parsed fontkit font as a source). */
export async function useFonts(doc: PDFKit.PDFDocument): Promise<void> {
  const fonts = await pdfFonts();
  for (const name of [SANS, SANS_BOLD] as const) doc.registerFont(name, fonts[name] as unknown as Buffer);
}

/** Whether the fonts draw every character of a text (a character they lack comes out as an empty box). */
export async function fontsDraw(text: string): Promise<boolean> {
  const fonts = await pdfFonts();
  return [...text].every((ch) => {
    const cp = ch.codePointAt(0)!;
    return cp < 0x20 || fonts[SANS].hasGlyphForCodePoint(cp);
  });
}
