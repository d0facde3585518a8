import { Link } from "react-router";
import { type Translate, useT } from "../i18n/react";

/** The position line per kind of list: one sentence each, so every language gets its plural forms. */
const POSITION = {
  employees: (t: Translate, v: Position) => t("Page {page} of {pages} · {total, plural, one {# employee} other {# employees}}", v),
  companies: (t: Translate, v: Position) => t("Page {page} of {pages} · {total, plural, one {# company} other {# companies}}", v),
  records: (t: Translate, v: Position) => t("Page {page} of {pages} · {total, plural, one {# record} other {# records}}", v),
  events: (t: Translate, v: Position) => t("Page {page} of {pages} · {total, plural, one {# event} other {# events}}", v),
} as const;
type Position = { page: number; pages: number; total: number };

/** Previous / Next links of a paged list (plain links: GET parameters, no JavaScript needed); nothing for one page. */
export function Pager({
  page,
  pages,
  total,
  kind,
  href,
}: {
  page: number;
  pages: number;
  total: number;
  /** What the list counts. */
  kind: keyof typeof POSITION;
  href: (page: number) => string;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("Pages")} className="pager">
      {page > 1 ? <Link to={href(page - 1)}>{t("← Previous")}</Link> : <span />}
      <span>{POSITION[kind](t, { page, pages, total })}</span>
      {page < pages ? <Link to={href(page + 1)}>{t("Next →")}</Link> : <span />}
    </nav>
  );
}
