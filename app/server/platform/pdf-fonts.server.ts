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

/**
 * A pdfkit document with the fonts registered, and its bytes, complete once `doc.end()` is called.
 * pdfkit (about 24 MB) is loaded with the first document, not at start: idle memory.
 */
export async function newPdf(options: PDFKit.PDFDocumentOptions) {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument(options);
  await useFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (b: Buffer) => chunks.push(b));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}

/** Whether the fonts draw every character of a text (a character they lack comes out as an empty box). */
export async function fontsDraw(text: string): Promise<boolean> {
  const fonts = await pdfFonts();
  return [...text].every((ch) => {
    const cp = ch.codePointAt(0)!;
    return cp < 0x20 || fonts[SANS].hasGlyphForCodePoint(cp);
  });
}
