import type { Route } from "./+types/analytics";
import { analytics } from "../../domain/companies";
import { msg } from "../../i18n/msg";
import { metaT } from "../../i18n/react";

import { useFormats, useT } from "../../i18n/react";
import { requireSuperAdmin } from "../../server/identity/sessions.server";
import { platformFigures } from "../../server/super-admin/analytics.server";
import { Stats } from "../../components/Stats";

/** The Analytics tab (spec 2.11): the platform's figures, counted in SQL, percentages by domain/companies analytics(). */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)(msg("Analytics – System Administration")) }];

export async function loader(args: Route.LoaderArgs) {
  await requireSuperAdmin(args);
  return { figures: analytics(await platformFigures()) };
}

export default function Analytics({ loaderData: { figures: f } }: Route.ComponentProps) {
  const t = useT();
  const n = useFormats().number;
  return (
    <section aria-labelledby="analytics-title">
      <h2 id="analytics-title">{t("Analytics")}</h2>
      <Stats
        items={[
          {
            label: t("Total companies"),
            value: n(f.companies),
            note: t("{count, plural, one {# admin has} other {# admins have}} logged in", { count: f.adminsLoggedIn }),
          },
          {
            label: t("Active companies"),
            value: n(f.activeCompanies),
            note: t("{count, plural, one {# employee} other {# employees}} in total", { count: f.employees }),
          },
          {
            label: t("Companies with employees"),
            value: n(f.companiesWithEmployees),
            note: t("average {average} employees per company", { average: n(f.averageEmployees) }),
          },
          {
            label: t("Training completions"),
            value: n(f.completedEmployees),
            note: t("{count, plural, one {# employee has} other {# employees have}} completed the training", {
              count: f.completedEmployees,
            }),
          },
        ]}
      />
      <section aria-labelledby="engagement-title" className="card analytics-engagement">
        <h3 id="engagement-title">{t("Engagement")}</h3>
        <table className="data-table">
          <caption className="visually-hidden">{t("Engagement metrics")}</caption>
          <tbody>
            <tr>
              <th scope="row">{t("Active companies")}</th>
              <td>{n(f.activeCompanies)}</td>
              <td className="muted">{t("full accounts")}</td>
            </tr>
            <tr>
              <th scope="row">{t("Trial companies")}</th>
              <td>{n(f.trialCompanies)}</td>
              <td className="muted">{t("on a trial")}</td>
            </tr>
            <tr>
              <th scope="row">{t("Admins logged in")}</th>
              <td>{t("{count} ({percent}%)", { count: n(f.adminsLoggedIn), percent: n(f.activationRate) })}</td>
              <td className="muted">
                {t("activation rate: companies whose administrator has signed in; {count} of them also have employees", {
                  count: n(f.withLoginAndEmployees),
                })}
              </td>
            </tr>
            <tr>
              <th scope="row">{t("Companies with employees")}</th>
              <td>{t("{count} ({percent}%)", { count: n(f.companiesWithEmployees), percent: n(f.onboardedPercent) })}</td>
              <td className="muted">{t("onboarded: companies with at least one employee")}</td>
            </tr>
          </tbody>
        </table>
      </section>
      <p className="muted">
        {t(
          "Deleted companies are not counted. Employees are the people with the employee role who have not been deleted; administrators taking the training are not employees.",
        )}
      </p>
    </section>
  );
}
