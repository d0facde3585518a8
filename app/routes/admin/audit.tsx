import { Form, Link } from "react-router";
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
import { resolveTenant } from "../../server/platform/tenant.server";

/**
 * The Audit tab (issue 13, part 3): the company's audit trail, newest first, filtered by person,
 * action and days, 50 a page, its CSV export with the same filters, and the state of the
 * company's hash chain, computed when asked for (`?verify=1`: a GET that changes nothing).
 */
export const meta: Route.MetaFunction = () => [{ title: "Audit Trail – Admin Dashboard – GDPR Training" }];

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
  return {
    base: tenant.base,
    filters,
    total: list.total,
    page: list.page,
    pages: list.pages,
    head: head ? { seq: head.seq, hash: head.hash } : null,
    chain,
    events: list.events.map((e) => ({
      id: e.id,
      time: formatDateTimeUtc(e.created_at, { seconds: true }),
      actor: personLabel({ name: e.actor_name, email: e.actor_email }),
      action: actionLabel(e.action),
      subject: e.subject_email || e.subject_name ? personLabel({ name: e.subject_name, email: e.subject_email }) : "",
      summary: auditSummary(e.action, e.details),
    })),
  };
}

export default function AuditTrail({ loaderData: d }: Route.ComponentProps) {
  const here = `${d.base}/admin/dashboard/audit`;
  const csv = `${d.base}/admin/audit.csv${auditSearch(d.filters)}`;
  const filtered = hasAuditFilters(d.filters);
  const chain = d.chain;
  return (
    <section aria-labelledby="audit-title">
      <div className="row">
        <h2 id="audit-title">Audit Trail</h2>
        <div className="actions">
          <a className="btn btn-primary" href={csv} download>
            Download CSV
          </a>
          <Link className="btn" to={`${here}${auditSearch(d.filters, { page: d.page, verify: true })}`}>
            Verify chain
          </Link>
        </div>
      </div>
      <p className="muted">
        Every change and sign-in in your company, kept as evidence. Each event carries the hash of the one before it, so an event changed,
        removed or reordered afterwards breaks the chain.
      </p>

      {chain === null ? (
        <p className="muted">
          {d.head ? (
            <>
              Recorded head: event {d.head.seq}, hash <code className="hash">{d.head.hash}</code>. Verify the chain to re-compute every
              event up to it.
            </>
          ) : (
            "No events yet."
          )}
        </p>
      ) : chain.intact ? (
        <div className="panel panel-success chain-state" role="status">
          <h3 className="panel-title">Chain intact</h3>
          <p>
            {chain.events === 0
              ? "No events yet."
              : `All ${chain.events} ${chain.events === 1 ? "event" : "events"} re-computed: each follows the one before it and matches its hash.`}
          </p>
          {chain.headHash ? (
            <p>
              Head hash (event {chain.headSeq}): <code className="hash">{chain.headHash}</code>
            </p>
          ) : null}
        </div>
      ) : (
        <div className="panel panel-error chain-state" role="alert">
          <h3 className="panel-title">Chain broken</h3>
          <p>
            {chain.problem.eventId === null ? "First broken link" : `First broken link: event ${chain.problem.eventId}`}
            {chain.problem.seq === null ? "" : ` (position ${chain.problem.seq})`}. {chain.problem.message}
          </p>
          <p>{chain.events === 0 ? "No event before it could be confirmed." : `The ${chain.events} events before it are intact.`}</p>
        </div>
      )}

      {/* Keyed by the filters: after a navigation (Clear, a link) the fields show what applies. */}
      <Form method="get" action={here} className="filters" role="search" key={auditSearch(d.filters)}>
        <div className="field">
          <label htmlFor="audit-person">Person (name or email)</label>
          <input id="audit-person" name="person" type="search" defaultValue={d.filters.person} maxLength={200} />
        </div>
        <div className="field">
          <label htmlFor="audit-action">Action</label>
          <select id="audit-action" name="action" defaultValue={d.filters.action ?? ""}>
            <option value="">All actions</option>
            {AUDIT_ACTION_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-start">From</label>
          <input id="audit-start" name="start" type="date" defaultValue={d.filters.start ?? ""} aria-describedby="audit-dates" />
        </div>
        <div className="field">
          <label htmlFor="audit-end">To</label>
          <input id="audit-end" name="end" type="date" defaultValue={d.filters.end ?? ""} aria-describedby="audit-dates" />
        </div>
        <button type="submit" className="btn">
          Apply
        </button>
        <Link to={here} className="btn">
          Clear
        </Link>
      </Form>
      <p id="audit-dates" className="muted">
        Days are UTC and include both ends.
      </p>

      {d.events.length === 0 ? (
        <div className="card empty">
          <h3>No Events Found</h3>
          <p>{filtered ? "No event matches these filters." : "Events appear here as people sign in, train and change things."}</p>
        </div>
      ) : (
        <>
          <p className="muted">
            {d.total} {d.total === 1 ? "event" : "events"}, newest first.
          </p>
          <div className="table-wrap">
            <table className="data-table audit-table">
              <caption className="visually-hidden">
                Audit events, page {d.page} of {d.pages}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Actor</th>
                  <th scope="col">Action</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {d.events.map((e) => (
                  <tr key={e.id}>
                    <th scope="row">{e.time}</th>
                    <td>{e.actor}</td>
                    <td>{e.action}</td>
                    <td>{e.subject}</td>
                    <td>{e.summary}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Pager page={d.page} pages={d.pages} total={d.total} noun="events" href={(page) => `${here}${auditSearch(d.filters, { page })}`} />
    </section>
  );
}
