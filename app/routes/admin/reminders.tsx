import { Form, Link } from "react-router";
import type { Route } from "./+types/reminders";
import { enrollmentOf } from "../../server/admin/self-training.server";
import { companyStats } from "../../server/admin/employees.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { resolveTenant } from "../../server/platform/tenant.server";
import { msg } from "../../i18n/msg";
import { useFormats, useT } from "../../i18n/react";
import { Stats } from "../../components/Stats";

/** The "Invitations" tab, titled Annual Training Reminders (spec 2.5). */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "Annual Training Reminders – Admin Dashboard – GDPR Training" },
];

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const [stats, enrollment] = await Promise.all([companyStats(caller.scope), enrollmentOf(caller)]);
  const { t } = await requestLanguage(args.request);
  return {
    title: t("Annual Training Reminders – Admin Dashboard – GDPR Training"),
    base: tenant.base,
    stats,
    adminTraining: enrollment?.status ?? null,
  };
}

const ADMIN_STATUS = { not_started: msg("Enrolled, not started"), in_progress: msg("In progress"), completed: msg("Completed") } as const;

export default function Reminders({ loaderData: d }: Route.ComponentProps) {
  const s = d.stats;
  const t = useT();
  const format = useFormats();
  return (
    <section aria-labelledby="reminders-title">
      <h2 id="reminders-title">{t("Annual Training Reminders")}</h2>
      <Stats
        items={[
          {
            label: t("Total employees"),
            value: format.number(s.totalEmployees),
            note: t("of {max, number} allowed", { max: s.maxEmployees }),
          },
          { label: t("Completed"), value: format.number(s.completedEmployees) },
          { label: t("In progress"), value: format.number(s.inProgressEmployees) },
          { label: t("Your admin training"), value: d.adminTraining ? t(ADMIN_STATUS[d.adminTraining]) : t("Not enrolled") },
        ]}
      />
      <div className="card">
        <h3>{t("How the annual reminders work")}</h3>
        <p>
          {t(
            "GDPR training is not a one-off: a certificate is valid for the period set in Settings (one year by default). One year after an employee completes the training, they are reminded automatically to take it again, so that every member of staff who handles trial or patient data can show current training at an inspection.",
          )}
        </p>
        <p>
          {t(
            "Employees who were invited but have not yet set a password, and those who started but have not finished, are reminded at the interval set in Settings.",
          )}
        </p>
      </div>
      <div className="card">
        <h3>{t("Begin Admin Training")}</h3>
        <p>{t("Administrators take the same seven modules as their employees. Your progress counts in no employee statistics.")}</p>
        {d.adminTraining ? (
          <Link className="btn btn-primary" to={`${d.base}/world?admin=true`}>
            {t("Continue Training")}
          </Link>
        ) : (
          <Form method="post" action={`${d.base}/admin/training`}>
            <input type="hidden" name="intent" value="enroll" />
            <button type="submit" className="btn btn-primary">
              {t("Begin Admin Training")}
            </button>
          </Form>
        )}
        <p>
          <Link to={`${d.base}/admin/training`}>{t("Your administrator training: start date, points, level and badges")}</Link>
        </p>
      </div>
    </section>
  );
}
