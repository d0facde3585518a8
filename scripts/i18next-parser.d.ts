// i18next-parser's lexers, which its own types leave out (scripts/i18n-extract.ts uses them).
import "i18next-parser";

declare module "i18next-parser" {
  interface LexerOptions {
    functions?: string[];
  }
  export class JavascriptLexer {
    constructor(options?: LexerOptions);
    extract(content: string, filename?: string): { key: string }[];
  }
  export class JsxLexer extends JavascriptLexer {}
}
