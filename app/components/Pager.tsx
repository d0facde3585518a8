import { Link } from "react-router";

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
  noun: string;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="pager">
      {page > 1 ? <Link to={href(page - 1)}>← Previous</Link> : <span />}
      <span>
        Page {page} of {pages} · {total} {noun}
      </span>
      {page < pages ? <Link to={href(page + 1)}>Next →</Link> : <span />}
    </nav>
  );
}
