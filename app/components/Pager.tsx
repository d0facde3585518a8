import { Link } from "react-router";
import { useT } from "../i18n/react";

/** Previous / Next links of a paged list (plain links: GET parameters, no JavaScript needed); nothing for one page. */
export function Pager({
  page,
  pages,
  total,
  noun,
  href,
}: {
  page: number;
  pages: number;
  total: number;
  /** What the list counts, translated by the caller ("employees"). */
  noun: string;
  href: (page: number) => string;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("Pages")} className="pager">
      {page > 1 ? <Link to={href(page - 1)}>{t("← Previous")}</Link> : <span />}
      <span>{t("Page {page} of {pages} · {total, number} {noun}", { page, pages, total, noun })}</span>
      {page < pages ? <Link to={href(page + 1)}>{t("Next →")}</Link> : <span />}
    </nav>
  );
}
