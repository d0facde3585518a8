import { Form, Link } from "react-router";
import type { Route } from "./+types/reminders";
import { enrollmentOf } from "../../server/admin/self-training.server";
import { companyStats } from "../../server/admin/employees.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { resolveTenant } from "../../server/platform/tenant.server";

/** The "Invitations" tab, titled Annual Training Reminders (spec 2.5). */
export const meta: Route.MetaFunction = () => [{ title: "Annual Training Reminders – Admin Dashboard – GDPR Training" }];

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const [stats, enrollment] = await Promise.all([companyStats(caller.scope), enrollmentOf(caller)]);
  return { base: tenant.base, stats, adminTraining: enrollment?.status ?? null };
}

const ADMIN_STATUS = { not_started: "Enrolled, not started", in_progress: "In progress", completed: "Completed" } as const;

export default function Reminders({ loaderData: d }: Route.ComponentProps) {
  const s = d.stats;
  return (
    <section aria-labelledby="reminders-title">
      <h2 id="reminders-title">Annual Training Reminders</h2>
      <div className="stats">
        <div className="stat">
          <span>Total employees</span>
          <strong>{s.totalEmployees}</strong>
          <span className="muted">of {s.maxEmployees} allowed</span>
        </div>
        <div className="stat">
          <span>Completed</span>
          <strong>{s.completedEmployees}</strong>
        </div>
        <div className="stat">
          <span>In progress</span>
          <strong>{s.inProgressEmployees}</strong>
        </div>
        <div className="stat">
          <span>Your admin training</span>
          <strong>{d.adminTraining ? ADMIN_STATUS[d.adminTraining] : "Not enrolled"}</strong>
        </div>
      </div>
      <div className="card">
        <h3>How the annual reminders work</h3>
        <p>
          GDPR training is not a one-off: a certificate is valid for the period set in Settings (one year by default). One year after an
          employee completes the training, they are reminded automatically to take it again, so that every member of staff who handles trial
          or patient data can show current training at an inspection.
        </p>
        <p>
          Employees who were invited but have not yet set a password, and those who started but have not finished, are reminded at the
          interval set in Settings.
        </p>
      </div>
      <div className="card">
        <h3>Begin Admin Training</h3>
        <p>Administrators take the same seven modules as their employees. Your progress counts in no employee statistics.</p>
        {d.adminTraining ? (
          <Link className="btn btn-primary" to={`${d.base}/world?admin=true`}>
            Continue Training
          </Link>
        ) : (
          <Form method="post" action={`${d.base}/admin/training`}>
            <input type="hidden" name="intent" value="enroll" />
            <button type="submit" className="btn btn-primary">
              Begin Admin Training
            </button>
          </Form>
        )}
        <p>
          <Link to={`${d.base}/admin/training`}>Your administrator training: start date, points, level and badges</Link>
        </p>
      </div>
    </section>
  );
}
