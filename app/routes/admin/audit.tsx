import { Link } from "react-router";
import { DataTable, DateFilter, EmptyList, ListFilters, SearchFilter, SelectFilter } from "../../components/lists";
import { Pager } from "../../components/Pager";
import type { Route } from "./+types/audit";
import {
  AUDIT_ACTION_OPTIONS,
  actionLabel,
  auditFiltersOf,
  auditQuery,
  auditSearch,
  auditSummary,
  hasAuditFilters,
  personLabel,
} from "../../domain/audit-trail";
import { formatDateTimeUtc } from "../../domain/dates";
import { auditHead, verifyCompanyChain } from "../../server/evidence/audit-chain.server";
import { listAuditEvents } from "../../server/evidence/audit-trail.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { resolveTenant } from "../../server/platform/tenant.server";
import { Rich, type Translate, useT } from "../../i18n/react";

/**
 * The Audit tab (issue 13, part 3): the company's audit trail, newest first, filtered by person,
 * action and days, 50 a page, its CSV export with the same filters, and the state of the
 * company's hash chain, computed when asked for (`?verify=1`: a GET that changes nothing).
 */
export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? "Audit Trail – Admin Dashboard – GDPR Training" }];

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const query = auditQuery.parse(Object.fromEntries(args.url.searchParams));
  const filters = auditFiltersOf(query);
  const [list, head, chain] = await Promise.all([
    listAuditEvents(caller.scope, query),
    auditHead(caller.scope),
    query.verify ? verifyCompanyChain(caller.scope) : Promise.resolve(null),
  ]);
  const lang = await requestLanguage(args.request);
  const { t, locale } = lang;
  return {
    title: t("Audit Trail – Admin Dashboard – GDPR Training"),
    base: tenant.base,
    // The filter's actions by their label in the reader's language.
    actions: AUDIT_ACTION_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) })).sort((a, b) =>
      a.label.localeCompare(b.label, locale),
    ),
    filters,
    total: list.total,
    page: list.page,
    pages: list.pages,
    head: head ? { seq: head.seq, hash: head.hash } : null,
    chain,
    events: list.events.map((e) => ({
      id: e.id,
      time: formatDateTimeUtc(e.created_at, { seconds: true, locale }),
      actor: personLabel({ name: e.actor_name, email: e.actor_email }, lang),
      action: actionLabel(e.action, lang),
      subject: e.subject_email || e.subject_name ? personLabel({ name: e.subject_name, email: e.subject_email }, lang) : "",
      summary: auditSummary(e.action, e.details, lang),
    })),
  };
}

/** Where the chain breaks: "First broken link: event 12 (position 7)." */
function brokenLink(p: { eventId: number | null; seq: number | null }, t: Translate): string {
  if (p.eventId === null) return p.seq === null ? t("First broken link.") : t("First broken link (position {seq}).", { seq: p.seq });
  return p.seq === null
    ? t("First broken link: event {id}.", { id: p.eventId })
    : t("First broken link: event {id} (position {seq}).", { id: p.eventId, seq: p.seq });
}

export default function AuditTrail({ loaderData: d }: Route.ComponentProps) {
  const here = `${d.base}/admin/dashboard/audit`;
  const csv = `${d.base}/admin/audit.csv${auditSearch(d.filters)}`;
  const filtered = hasAuditFilters(d.filters);
  const t = useT();
  return (
    <section aria-labelledby="audit-title">
      <div className="row">
        <h2 id="audit-title">{t("Audit Trail")}</h2>
        <div className="actions">
          <a className="btn btn-primary" href={csv} download>
            {t("Download CSV")}
          </a>
          <Link className="btn" to={`${here}${auditSearch(d.filters, { page: d.page, verify: true })}`}>
            {t("Verify chain")}
          </Link>
        </div>
      </div>
      <p className="muted">
        {t(
          "Every change and sign-in in your company, kept as evidence. Each event carries the hash of the one before it, so an event changed, removed or reordered afterwards breaks the chain.",
        )}
      </p>

      <ChainState d={d} />

      <ListFilters action={here} clear key={auditSearch(d.filters)}>
        <SearchFilter id="audit-person" name="person" label={t("Person (name or email)")} value={d.filters.person} />
        <SelectFilter
          id="audit-action"
          name="action"
          label={t("Action")}
          value={d.filters.action ?? ""}
          options={[{ value: "", label: t("All actions") }, ...d.actions]}
        />
        <DateFilter id="audit-start" name="start" label={t("From")} value={d.filters.start} describedBy="audit-dates" />
        <DateFilter id="audit-end" name="end" label={t("To")} value={d.filters.end} describedBy="audit-dates" />
      </ListFilters>
      <p id="audit-dates" className="muted">
        {t("Days are UTC and include both ends.")}
      </p>

      {d.events.length === 0 ? (
        <EmptyList title={t("No Events Found")}>
          <p>{filtered ? t("No event matches these filters.") : t("Events appear here as people sign in, train and change things.")}</p>
        </EmptyList>
      ) : (
        <>
          <p className="muted">{t("{count, plural, one {# event} other {# events}}, newest first.", { count: d.total })}</p>
          <DataTable
            className="audit-table"
            caption={t("Audit events, page {page, number} of {pages, number}", { page: d.page, pages: d.pages })}
            columns={[t("Time"), t("Actor"), t("Action"), t("Subject"), t("Details")]}
          >
            {d.events.map((e) => (
              <tr key={e.id}>
                <th scope="row">{e.time}</th>
                <td>{e.actor}</td>
                <td>{e.action}</td>
                <td>{e.subject}</td>
                <td>{e.summary}</td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
      <Pager page={d.page} pages={d.pages} total={d.total} kind="events" href={(page) => `${here}${auditSearch(d.filters, { page })}`} />
    </section>
  );
}

/** The chain as last verified on this page: not yet (the recorded head), intact, or broken at its first bad link. */
function ChainState({ d }: { d: Route.ComponentProps["loaderData"] }) {
  const t = useT();
  const chain = d.chain;
  if (chain === null)
    return (
      <p className="muted">
        {d.head ? (
          <Rich
            text={t("Recorded head: event {seq}, hash <code>{hash}</code>. Verify the chain to re-compute every event up to it.", {
              seq: d.head.seq,
              hash: d.head.hash,
            })}
            code={(c) => <code className="hash">{c}</code>}
          />
        ) : (
          t("No events yet.")
        )}
      </p>
    );
  if (chain.intact)
    return (
      <div className="panel panel-success chain-state" role="status">
        <h3 className="panel-title">{t("Chain intact")}</h3>
        <p>
          {chain.events === 0
            ? t("No events yet.")
            : t(
                "{count, plural, one {All # event re-computed: each follows the one before it and matches its hash.} other {All # events re-computed: each follows the one before it and matches its hash.}}",
                { count: chain.events },
              )}
        </p>
        {chain.headHash ? (
          <p>
            <Rich
              text={t("Head hash (event {seq}): <code>{hash}</code>", { seq: chain.headSeq ?? "", hash: chain.headHash })}
              code={(c) => <code className="hash">{c}</code>}
            />
          </p>
        ) : null}
      </div>
    );
  return (
    <div className="panel panel-error chain-state" role="alert">
      <h3 className="panel-title">{t("Chain broken")}</h3>
      <p>
        {brokenLink(chain.problem, t)} {chain.problem.message}
      </p>
      <p>
        {chain.events === 0
          ? t("No event before it could be confirmed.")
          : t("{count, plural, one {The # event before it is intact.} other {The # events before it are intact.}}", {
              count: chain.events,
            })}
      </p>
    </div>
  );
}
