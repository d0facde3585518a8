import { useId, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { useT } from "../i18n/react";
import type { loader as rootLoader } from "../root";
import { useClientCheck, useHydrated } from "./hydrated";

/**
 * A link shown once to hand on (an invitation when no mail can carry it): a read-only field as
 * wide as the page, which selects its text on focus, and with JavaScript a Copy button. With
 * `autoFocus` the field takes the focus when it appears (the server renders the attribute, so
 * also without JavaScript), so that it is reached at once instead of after the page's controls.
 */
export function OneTimeLink({
  label,
  value,
  autoFocus = false,
  labelHidden = false,
}: {
  label: string;
  value: string;
  autoFocus?: boolean;
  /** The label for screen readers only (in a table whose row names the person). */
  labelHidden?: boolean;
}) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const canCopy = useClientCheck(() => typeof navigator.clipboard?.writeText === "function");
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setCopied("yes"),
      () => setCopied("no"),
    );
  return (
    <div className="one-time-link">
      <label htmlFor={id} className={labelHidden ? "visually-hidden" : undefined}>
        {label}
      </label>
      <div className="one-time-link-row">
        <input
          id={id}
          type="text"
          readOnly
          value={value}
          autoFocus={autoFocus}
          spellCheck={false}
          autoComplete="off"
          onFocus={(e) => e.currentTarget.select()}
        />
        {hydrated && canCopy ? (
          <button type="button" className="btn" onClick={copy} aria-describedby={`${id}-copied`}>
            {t("Copy")}
          </button>
        ) : null}
      </div>
      <p className="hint" id={`${id}-copied`} aria-live="polite">
        {copied === "yes" ? t("Copied to the clipboard.") : copied === "no" ? t("Copying failed: select the link and copy it.") : ""}
      </p>
    </div>
  );
}

/**
 * A route that shows the flash banner inside its page content (PageFlash) rather than above the
 * site header: its `handle`. The document then leaves the banner to the page (app/components/Document.tsx).
 */
export const PAGE_FLASH_HANDLE = { pageFlash: true } as const;

/**
 * The one-time banner of the page (app/server/platform/cookies.server.ts, Flash) inside its
 * content: with a link to copy, the link takes the focus.
 */
export function PageFlash() {
  const flash = useRouteLoaderData<typeof rootLoader>("root")?.flash;
  if (!flash) return null;
  return (
    <div className={`banner banner-${flash.kind} banner-inline`} role={flash.kind === "error" ? "alert" : "status"}>
      <p>{flash.text}</p>
      {flash.copy ? <OneTimeLink label={flash.copy.label} value={flash.copy.value} autoFocus /> : null}
    </div>
  );
}
