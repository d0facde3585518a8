import { data, Link } from "react-router";
import { DataTable } from "../../components/lists";
import type { Route } from "./+types/employee-mail";
import { metaT } from "../../i18n/react";
import { formatDateTimeUtc } from "../../domain/dates";
import { displayName } from "../../domain/employees";
import { recordId } from "../../domain/input";
import { requireAdmin } from "../../server/identity/sessions.server";
import { employeeMailLog } from "../../server/mail/delivery-log.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { resolveTenant } from "../../server/platform/tenant.server";

import { msg } from "../../i18n/i18n";
import { useLocale, useT } from "../../i18n/react";

/** An employee's delivery log: every mail written for them, when, and whether it went out. */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)(msg("Mail log – Admin Dashboard – GDPR Training")) }];

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const id = recordId(args.params.employeeId);
  const log = id ? await employeeMailLog(caller.scope, id) : null;
  if (!log) throw data((await requestLanguage(args.request)).t("This employee does not exist."), { status: 404 });
  return {
    base: tenant.base,
    name: displayName(log.person),
    email: log.person.email,
    deleted: log.person.status === "deactivated",
    mails: log.mails,
  };
}

export default function EmployeeMail({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="mail-title">
      <p>
        <Link to={`${d.base}/admin/dashboard`}>{t("Back to Employees")}</Link>
      </p>
      <h2 id="mail-title">{t("Mail to {name}", { name: d.name })}</h2>
      <p className="muted">
        {d.email}
        {d.deleted ? ` · ${t("deleted: no more mail is sent")}` : ""}
      </p>
      {d.mails.length === 0 ? (
        <p className="empty">{t("No mail has been written for this employee.")}</p>
      ) : (
        <DataTable caption={t("Mail to {name}, newest first", { name: d.name })} columns={[t("Mail"), t("Queued"), t("Delivery")]}>
          {d.mails.map((m) => (
            <tr key={m.id}>
              <th scope="row">
                {t(m.what)}
                <br />
                <span className="muted">{m.subject}</span>
              </th>
              <td>{formatDateTimeUtc(m.queuedAt, { locale })}</td>
              <td>
                <span className={`pill pill-mail-${m.status}`}>{t(m.state)}</span>
                {m.at ? <span className="muted"> · {formatDateTimeUtc(m.at, { locale })}</span> : null}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
