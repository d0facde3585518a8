import type { Route } from "./+types/analytics";
import { analytics } from "../../domain/companies";
import { requireSuperAdmin } from "../../server/identity/sessions.server";
import { platformFigures } from "../../server/super-admin/analytics.server";

/** The Analytics tab (spec 2.11): the platform's figures, counted in SQL, percentages by domain/companies analytics(). */
export const meta: Route.MetaFunction = () => [{ title: "Analytics – System Administration" }];

export async function loader(args: Route.LoaderArgs) {
  await requireSuperAdmin(args);
  return { figures: analytics(await platformFigures()) };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default function Analytics({ loaderData: { figures: f } }: Route.ComponentProps) {
  return (
    <section aria-labelledby="analytics-title">
      <h2 id="analytics-title">Analytics</h2>
      <div className="stats">
        <div className="stat">
          <span>Total companies</span>
          <strong>{f.companies}</strong>
          <span className="muted">{plural(f.adminsLoggedIn, "admin has", "admins have")} logged in</span>
        </div>
        <div className="stat">
          <span>Active companies</span>
          <strong>{f.activeCompanies}</strong>
          <span className="muted">{plural(f.employees, "employee", "employees")} in total</span>
        </div>
        <div className="stat">
          <span>Companies with employees</span>
          <strong>{f.companiesWithEmployees}</strong>
          <span className="muted">average {f.averageEmployees} employees per company</span>
        </div>
        <div className="stat">
          <span>Training completions</span>
          <strong>{f.completedEmployees}</strong>
          <span className="muted">{plural(f.completedEmployees, "employee has", "employees have")} completed the training</span>
        </div>
      </div>
      <section aria-labelledby="engagement-title" className="card analytics-engagement">
        <h3 id="engagement-title">Engagement</h3>
        <table className="data-table">
          <caption className="visually-hidden">Engagement metrics</caption>
          <tbody>
            <tr>
              <th scope="row">Active companies</th>
              <td>{f.activeCompanies}</td>
              <td className="muted">full accounts</td>
            </tr>
            <tr>
              <th scope="row">Trial companies</th>
              <td>{f.trialCompanies}</td>
              <td className="muted">on a trial</td>
            </tr>
            <tr>
              <th scope="row">Admins logged in</th>
              <td>
                {f.adminsLoggedIn} ({f.activationRate}%)
              </td>
              <td className="muted">
                activation rate: companies whose administrator has signed in; {f.withLoginAndEmployees} of them also have employees
              </td>
            </tr>
            <tr>
              <th scope="row">Companies with employees</th>
              <td>
                {f.companiesWithEmployees} ({f.onboardedPercent}%)
              </td>
              <td className="muted">onboarded: companies with at least one employee</td>
            </tr>
          </tbody>
        </table>
      </section>
      <p className="muted">
        Deleted companies are not counted. Employees are the people with the employee role who have not been deleted; administrators taking
        the training are not employees.
      </p>
    </section>
  );
}
