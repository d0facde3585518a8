/**
 * Styles that depend on data (a company's colours, the modules' colour bands, progress) as rules
 * of one style element carrying the response's CSP nonce: the policy allows no style attributes.
 * Every value is checked before it goes into CSS, so nothing typed into a form can end a rule.
 */
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "./hydrated";
import { useNonce } from "./nonce";

/** A CSS hex colour, or the fallback for anything else. */
export const cssColor = (value: string | null | undefined, fallback: string) =>
  typeof value === "string" && /^#[0-9a-fA-F]{3,8}$/.test(value) ? value : fallback;

/** A percentage from 0 to 100 (whole numbers), 0 for anything else. */
const cssPercent = (value: number | undefined) => (Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value!))) : 0);

/**
 * CSS for this part of the page. Rendered by the server, it is a style element with the
 * response's nonce (which the browser keeps when React later changes its text). Mounted in the
 * browser after hydration (a client-side navigation), where no nonce is known, the same rules
 * go into a constructed style sheet instead: the CSP governs style elements and attributes, not
 * style sheets made through the CSSOM.
 */
export function NonceStyle({ css }: { css: string }) {
  const nonce = useNonce();
  const hydrated = useHydrated();
  const [fromServer] = useState(!hydrated);
  const ref = useRef<HTMLStyleElement>(null);
  useEffect(() => {
    if (fromServer && ref.current?.sheet) return; // the server's element applies
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [css, fromServer]);
  return fromServer ? (
    <style ref={ref} nonce={nonce || undefined}>
      {css}
    </style>
  ) : null;
}

/**
 * The colour band of each module card (`band band-{id}`) and, where given, the width of its
 * progress bar (`progress progress-{id}`).
 */
export function ModuleCardStyles({ cards }: { cards: readonly { id: number; color: { from: string; to: string }; percent?: number }[] }) {
  const css = cards
    .map((c) => {
      const id = Math.trunc(c.id);
      const band = `.band-${id}{background:linear-gradient(90deg,${cssColor(c.color.from, "#003D8F")},${cssColor(c.color.to, "#003D8F")})}`;
      return c.percent === undefined ? band : `${band}.progress-${id}>span{width:${cssPercent(c.percent)}%}`;
    })
    .join("");
  return <NonceStyle css={css} />;
}
