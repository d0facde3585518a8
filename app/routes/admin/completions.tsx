import { Form, Link } from "react-router";
import { Pager } from "../../components/Pager";
import type { Route } from "./+types/completions";
import {
  COMPLETION_FILTER_LABEL,
  COMPLETION_FILTERS,
  type CompletionFilters,
  completionsQuery,
  completionsSearch,
  hasFilters,
} from "../../domain/completions";
import { formatLongDate } from "../../domain/dates";
import { reportBadge, reportRow } from "../../domain/employees";
import { completionStats, listCompletions } from "../../server/admin/completions.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { resolveTenant } from "../../server/platform/tenant.server";
import { useFormats, useT } from "../../i18n/react";

/** The Completions tab (spec 2.5): stats, filters, the training records and the CSV report. */
export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? "Completions – Admin Dashboard – GDPR Training" }];

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const query = completionsQuery.parse(Object.fromEntries(args.url.searchParams));
  const [stats, list] = await Promise.all([completionStats(caller.scope), listCompletions(caller.scope, query)]);
  const filters: CompletionFilters = { status: query.status, start: query.start, end: query.end };
  const now = new Date();
  const { t, locale } = await requestLanguage(args.request);
  return {
    title: t("Completions – Admin Dashboard – GDPR Training"),
    base: tenant.base,
    filters,
    stats,
    total: list.total,
    page: list.page,
    pages: list.pages,
    // The table shows the report's own cells (domain/employees.ts, reportRow), unescaped (React escapes), with
    // the dates in the pages' long form (the CSV keeps ISO 8601).
    records: list.records.map((r) => {
      const [name, email, status, completed, modules, lastLogin, certificate] = reportRow(r, now, (d) => formatLongDate(d, locale), t);
      // the CSV's bare number, as a percent here (issue 28)
      const firstPass = r.first_pass_score == null ? "–" : t("{score, number}%", { score: r.first_pass_score });
      return {
        id: r.id,
        name,
        email,
        status,
        badge: reportBadge(r, now),
        completed,
        modules,
        lastLogin,
        certificate,
        firstPass,
      };
    }),
  };
}

export default function Completions({ loaderData: d }: Route.ComponentProps) {
  const here = `${d.base}/admin/dashboard/completions`;
  const report = `${d.base}/admin/completions.csv${completionsSearch(d.filters)}`;
  const filtered = hasFilters(d.filters);
  const s = d.stats;
  const t = useT();
  const format = useFormats();
  return (
    <section aria-labelledby="completions-title">
      <div className="row">
        <h2 id="completions-title">{t("Completions")}</h2>
        <div className="actions">
          <a className="btn btn-primary" href={report} download>
            {t("Download Report")}
          </a>
        </div>
      </div>
      <div className="stats">
        <div className="stat">
          <span>{t("Total employees")}</span>
          <strong>{format.number(s.total)}</strong>
        </div>
        <div className="stat">
          <span>{t("Completed")}</span>
          <strong>{format.number(s.completed)}</strong>
        </div>
        <div className="stat">
          <span>{t("In progress")}</span>
          <strong>{format.number(s.inProgress)}</strong>
        </div>
        <div className="stat">
          <span>{t("Completion rate")}</span>
          <strong>{t("{rate, number}%", { rate: s.completionRate })}</strong>
        </div>
      </div>

      {/* Keyed by the filters: after a navigation (Clear, a link) the fields show what applies. */}
      <Form method="get" action={here} className="filters" role="search" key={completionsSearch(d.filters)}>
        <div className="field">
          <label htmlFor="completions-status">{t("Status")}</label>
          <select id="completions-status" name="status" defaultValue={d.filters.status}>
            {COMPLETION_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(COMPLETION_FILTER_LABEL[f])}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="completions-start">{t("Start date")}</label>
          <input
            id="completions-start"
            name="start"
            type="date"
            defaultValue={d.filters.start ?? ""}
            aria-describedby="completions-dates"
          />
        </div>
        <div className="field">
          <label htmlFor="completions-end">{t("End date")}</label>
          <input id="completions-end" name="end" type="date" defaultValue={d.filters.end ?? ""} aria-describedby="completions-dates" />
        </div>
        <button type="submit" className="btn">
          {t("Apply")}
        </button>
        <Link to={here} className="btn">
          {t("Clear")}
        </Link>
      </Form>
      <p id="completions-dates" className="muted">
        {t("The dates compare completion dates; records without a completion date are always listed.")}
      </p>

      {d.records.length === 0 ? (
        <div className="card empty">
          <h3>{t("No Records Found")}</h3>
          <p>{filtered ? t("No training record matches these filters.") : t("Records appear here once employees are added.")}</p>
        </div>
      ) : (
        <>
          <p className="muted">
            {t("{count, plural, one {# record} other {# records}}.", { count: d.total })}
            {s.deleted > 0
              ? ` ${t("Deleted employees ({count, number}) stay in the records and the report as evidence.", { count: s.deleted })}`
              : ""}
          </p>
          <div className="table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">
                {t("Training records, page {page, number} of {pages, number}", { page: d.page, pages: d.pages })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("Employee")}</th>
                  <th scope="col">{t("Training Status")}</th>
                  <th scope="col">{t("Completion Date")}</th>
                  <th scope="col">{t("Modules Completed")}</th>
                  <th scope="col">{t("Last Login")}</th>
                  <th scope="col">{t("Certificate Number")}</th>
                  <th scope="col">{t("First-pass score")}</th>
                </tr>
              </thead>
              <tbody>
                {d.records.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">
                      {r.name}
                      <br />
                      <span className="muted">{r.email}</span>
                    </th>
                    <td>
                      <span className={`pill pill-${r.badge}`}>{r.status}</span>
                    </td>
                    <td>{r.completed}</td>
                    <td>{r.modules}</td>
                    <td>{r.lastLogin}</td>
                    <td>{r.certificate}</td>
                    <td>{r.firstPass}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Pager page={d.page} pages={d.pages} total={d.total} kind="records" href={(page) => `${here}${completionsSearch(d.filters, page)}`} />
    </section>
  );
}
