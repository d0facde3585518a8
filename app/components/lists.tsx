/**
 * The parts every list screen shares (the employees, completions and audit tabs, the super
 * admin's companies, the tables of a person's record): the filter form, its fields, the empty
 * state and the table. Plain GET forms and server-rendered tables: they work without JavaScript.
 */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useT } from "../i18n/react";

/**
 * A list's filters: a GET form (a search landmark) posting back to the list, then its submit
 * button and, with `clear`, a Clear link back to the unfiltered list (the employees and companies
 * lists show it only when something is filtered, the report tabs always).
 * Give it a `key` of the filters, so that after a navigation its fields show what applies.
 */
export function ListFilters(props: { action: string; clear: boolean; submitLabel?: string; children: ReactNode }) {
  const t = useT();
  return (
    <Form method="get" action={props.action} className="filters" role="search">
      {props.children}
      <button type="submit" className="btn">
        {props.submitLabel ?? t("Apply")}
      </button>
      {props.clear ? (
        <Link to={props.action} className="btn">
          {t("Clear")}
        </Link>
      ) : null}
    </Form>
  );
}

/** A labelled field of a filter form. */
function Filter({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A free-text search of a filter form. */
export function SearchFilter(props: { id: string; name: string; label: string; value: string }) {
  return (
    <Filter id={props.id} label={props.label}>
      <input id={props.id} name={props.name} type="search" defaultValue={props.value} maxLength={200} />
    </Filter>
  );
}

/** A choice of a filter form. */
export function SelectFilter(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Filter id={props.id} label={props.label}>
      <select id={props.id} name={props.name} defaultValue={props.value}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Filter>
  );
}

/** A date of a filter form; `describedBy` names the line that says how its days count. */
export function DateFilter(props: { id: string; name: string; label: string; value: string | null | undefined; describedBy: string }) {
  return (
    <Filter id={props.id} label={props.label}>
      <input id={props.id} name={props.name} type="date" defaultValue={props.value ?? ""} aria-describedby={props.describedBy} />
    </Filter>
  );
}

/** What a list shows when it has no rows: a title and what to do or why. */
export function EmptyList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="card empty">
      <h3>{title}</h3>
      {children}
    </div>
  );
}

/**
 * A table of rows: scrolling on its own on a narrow screen, its caption read by screen readers
 * (none where a heading above says what it holds), a head cell a column; `children` are the rows.
 */
export function DataTable(props: { caption?: string; columns: readonly string[]; className?: string; children: ReactNode }) {
  return (
    <div className="table-wrap">
      <table className={props.className ? `data-table ${props.className}` : "data-table"}>
        {props.caption ? <caption className="visually-hidden">{props.caption}</caption> : null}
        <thead>
          <tr>
            {props.columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}
