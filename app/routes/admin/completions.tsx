import { DataTable, DateFilter, EmptyList, ListFilters, SelectFilter } from "../../components/lists";
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
import { Stats } from "../../components/Stats";

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
      <Stats
        items={[
          { label: t("Total employees"), value: format.number(s.total) },
          { label: t("Completed"), value: format.number(s.completed) },
          { label: t("In progress"), value: format.number(s.inProgress) },
          { label: t("Completion rate"), value: t("{rate, number}%", { rate: s.completionRate }) },
        ]}
      />

      <ListFilters action={here} clear key={completionsSearch(d.filters)}>
        <SelectFilter
          id="completions-status"
          name="status"
          label={t("Status")}
          value={d.filters.status}
          options={COMPLETION_FILTERS.map((f) => ({ value: f, label: t(COMPLETION_FILTER_LABEL[f]) }))}
        />
        <DateFilter id="completions-start" name="start" label={t("Start date")} value={d.filters.start} describedBy="completions-dates" />
        <DateFilter id="completions-end" name="end" label={t("End date")} value={d.filters.end} describedBy="completions-dates" />
      </ListFilters>
      <p id="completions-dates" className="muted">
        {t("The dates compare completion dates; records without a completion date are always listed.")}
      </p>

      {d.records.length === 0 ? (
        <EmptyList title={t("No Records Found")}>
          <p>{filtered ? t("No training record matches these filters.") : t("Records appear here once employees are added.")}</p>
        </EmptyList>
      ) : (
        <>
          <p className="muted">
            {t("{count, plural, one {# record} other {# records}}.", { count: d.total })}
            {s.deleted > 0
              ? ` ${t("Deleted employees ({count, number}) stay in the records and the report as evidence.", { count: s.deleted })}`
              : ""}
          </p>
          <RecordsTable d={d} />
        </>
      )}
      <Pager page={d.page} pages={d.pages} total={d.total} kind="records" href={(page) => `${here}${completionsSearch(d.filters, page)}`} />
    </section>
  );
}

/** The page's records: each person's status, completion, modules, last sign-in, certificate and first-pass score. */
function RecordsTable({ d }: { d: Route.ComponentProps["loaderData"] }) {
  const t = useT();
  return (
    <DataTable
      caption={t("Training records, page {page, number} of {pages, number}", { page: d.page, pages: d.pages })}
      columns={[
        t("Employee"),
        t("Training Status"),
        t("Completion Date"),
        t("Modules Completed"),
        t("Last Login"),
        t("Certificate Number"),
        t("First-pass score"),
      ]}
    >
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
    </DataTable>
  );
}
