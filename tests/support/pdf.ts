/**
 * A PDF's text as a reader's software extracts it (pdfjs-dist, no script evaluation, the standard
 * fonts from node_modules): what the tests compare names, numbers and URLs with.
 */
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text items of the first page (or of every page), joined by spaces, each run of whitespace one space. */
export async function pdfText(bytes: Uint8Array, pages: "first" | "all" = "first"): Promise<string> {
  const doc = await getDocument({
    // a copy: pdfjs-dist takes the buffer over (the caller's stays readable)
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${path.resolve("node_modules/pdfjs-dist/standard_fonts")}/`,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const texts: string[] = [];
    for (let i = 1; i <= (pages === "all" ? doc.numPages : 1); i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    return texts.join(" ").replace(/\s+/g, " ");
  } finally {
    await doc.destroy();
  }
}
