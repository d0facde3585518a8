/**
 * The XSS corpus of issue 12, part 3: 35 payloads, each of which sets `window.__xss` (to its own
 * number) if it ever runs, and carries the marker `xsscanary` wherever it would become an element
 * or attribute of its own, so a page can also be searched for injected markup that did not run
 * (the CSP blocks inline handlers: a payload that got through would show as a violation, an
 * element or an attribute, not only as a set canary). Used by tests/integration/xss-fields.test.ts
 * (every field, PDFs, CSVs, mail) and tests/e2e/xss.spec.ts (every page in Chromium).
 */

export interface Payload {
  id: number;
  /** What it tries. */
  kind: string;
  text: string;
}

const run = (id: number) => `window.__xss=${id}`;

const list: [kind: string, text: (id: number) => string][] = [
  ["script tag", (i) => `<script class=xsscanary>${run(i)}</script>`],
  ["img onerror", (i) => `<img src=x class=xsscanary onerror="${run(i)}">`],
  ["attribute break, double quote", (i) => `"><svg class=xsscanary onload=${run(i)}>`],
  ["attribute break, single quote", (i) => `'><img src=x class=xsscanary onerror=${run(i)}>`],
  ["unquoted attribute break", (i) => ` autofocus onfocus=${run(i)} x=`],
  ["script context break", (i) => `</script><script class=xsscanary>${run(i)}</script>`],
  ["title break", (i) => `</title><script class=xsscanary>${run(i)}</script>`],
  ["textarea break", (i) => `</textarea><img src=x class=xsscanary onerror=${run(i)}>`],
  ["style element break", (i) => `</style><img src=x class=xsscanary onerror=${run(i)}>`],
  ["javascript: URL", (i) => `javascript:${run(i)}`],
  ["javascript: URL, mixed case and entity", (i) => `JaVaScRiPt&colon;${run(i)}`],
  ["data: URL", (i) => `data:text/html,<script class=xsscanary>${run(i)}</script>`],
  ["https URL with a quote break", (i) => `https://logo.example/x.png"onerror="${run(i)}`],
  ["SVG script", (i) => `<svg class=xsscanary><script>${run(i)}</script></svg>`],
  ["SVG animate href", (i) => `<svg><a class=xsscanary><animate attributeName=href values=javascript:${run(i)} />x</a></svg>`],
  ["iframe srcdoc", (i) => `<iframe class=xsscanary srcdoc="<script>parent.__xss=${i}</script>"></iframe>`],
  ["details ontoggle", (i) => `<details open class=xsscanary ontoggle=${run(i)}>`],
  ["anchor javascript: href", (i) => `<a class=xsscanary href="javascript:${run(i)}">click</a>`],
  ["mXSS, math and style", (i) => `<math><mtext><table><mglyph><style><img src=x class=xsscanary onerror=${run(i)}>`],
  ["CSS injection in a style attribute", (i) => `" style="background:url(javascript:${run(i)})" class="xsscanary`],
  ["CSS injection in a colour", (i) => `#000;}</style><style class=xsscanary>*{background:url(//evil.example/${i})}`],
  ["CSS expression", (i) => `red;width:expression(${run(i)})`],
  ["template injection", (i) => `{{constructor.constructor('${run(i)}')()}}`],
  ["JS template literal", (i) => `\${${run(i)}}`],
  ["JS string break", (i) => `';${run(i)};//"${run(i)};//`],
  ["JSON break, line separators", (i) => `x\u2028y\u2029</script><script class=xsscanary>${run(i)}</script>`],
  ["HTML comment break", (i) => `--><!--<script class=xsscanary>${run(i)}</script>-->`],
  ["CDATA break", (i) => `]]><script class=xsscanary>${run(i)}</script>`],
  ["escaped text that must stay text", (i) => `&lt;script&gt;${run(i)}&lt;/script&gt; %3Cscript%3E \\u003cscript\\u003e`],
  ["full-width brackets", (i) => `＜script class=xsscanary＞${run(i)}＜/script＞`],
  ["right-to-left override and zero-width", (i) => `\u202e\u200b<img src=x class=xsscanary onerror=${run(i)}>\u200d\u202c`],
  ["meta refresh", (i) => `<meta class=xsscanary http-equiv=refresh content="0;url=javascript:${run(i)}">`],
  ["CSV formula, equals", (i) => `=HYPERLINK("https://evil.example/${i}","xsscanary")`],
  ["CSV formula, plus and DDE", (i) => `+cmd|' /C calc ${i}'!A0`],
  ["CSV formula, minus and at", (i) => `-2+3+@SUM(${i})`],
];

export const PAYLOADS: readonly Payload[] = list.map(([kind, text], i) => ({ id: i + 1, kind, text: text(i + 1) }));

/** The marker every injected element or attribute would carry. */
export const MARKER = "xsscanary";

/**
 * Payloads joined (by a space) up to `max` characters, starting at payload `start` and going
 * round the corpus: how a field of `max` characters carries as much of the corpus as it can.
 */
export function packed(max: number, start = 0, separator = " "): { text: string; ids: number[] } {
  const ids: number[] = [];
  let text = "";
  for (let n = 0; n < PAYLOADS.length; n++) {
    const p = PAYLOADS[(start + n) % PAYLOADS.length];
    const next = text ? `${text}${separator}${p.text}` : p.text;
    if (next.length > max) continue;
    text = next;
    ids.push(p.id);
  }
  return { text, ids };
}

/** A cell a spreadsheet would read as a formula (OWASP): = + - @, a tab or a carriage return first. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Emails that the email fields accept and that carry something of the corpus (a quote, formula starters). */
export const TRICKY_EMAILS = ["o'xsscanary-quote@xss.example", "-2+3@xss.example", "+cmd@xss.example"];

/** Whether a value is one line of plain text (what the name and single-line fields accept, after trimming). */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const isOneLine = (text: string) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text.trim());

const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
const ACTIVE_TAGS = new Set(["script", "iframe", "frame", "object", "embed", "base", "svg", "math", "form", "details", "link"]);

/**
 * Markup in an HTML document (a mail, which has no scripts of its own) that a payload would have
 * made: an active element, an event-handler attribute, a javascript: or data: address, a
 * refresh, or the corpus's marker as a class. Escaped payloads are text and make none.
 */
export function injectedMarkup(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(TAG)) {
    const name = tag[1].toLowerCase();
    if (ACTIVE_TAGS.has(name)) found.push(`<${name}>`);
    for (const a of (tag[2] ?? "").matchAll(ATTRIBUTE)) {
      const attribute = a[1].toLowerCase();
      const value = (a[2] ?? "")
        .replace(/^["']|["']$/g, "")
        .trim()
        .toLowerCase();
      if (attribute.startsWith("on")) found.push(`<${name} ${attribute}>`);
      if (/^(javascript|data|vbscript):/.test(value)) found.push(`<${name} ${attribute}="${value.slice(0, 30)}">`);
      if (attribute === "http-equiv" && value === "refresh") found.push(`<${name} http-equiv=refresh>`);
      if (attribute === "class" && value.includes(MARKER)) found.push(`<${name} class=${MARKER}>`);
    }
  }
  return found;
}
