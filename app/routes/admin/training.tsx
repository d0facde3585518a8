import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/training";
import { PublicHeader } from "../../components/chrome";
import { formatLongDate } from "../../domain/dates";
import { adminTrainingSchema } from "../../domain/forms";
import { enrollSelf, trainingStatus } from "../../server/admin/self-training.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { parseForm } from "../../server/platform/forms.server";
import { publicTenant, resolveTenant } from "../../server/platform/tenant.server";

/** The administrator training page (spec 2.7): enrolment, or start date, points, level and badges. */
export const meta: Route.MetaFunction = () => [{ title: "Administrator Training – GDPR Training" }];

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  return { tenant: publicTenant(tenant), ...(await trainingStatus(caller)) };
}

/** Take Training / Enroll: enrols the admin and goes to the training map in the admin context. */
export async function action(args: Route.ActionArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const submission = await parseForm(args.request, adminTrainingSchema);
  if (submission.status !== "success") return data({ error: "Failed to enroll in training: Unknown action." }, { status: 400 });
  await enrollSelf(caller);
  return redirect(`${tenant.base}/world?admin=true`);
}

export default function AdminTraining({ loaderData: d, actionData }: Route.ComponentProps) {
  const base = d.tenant.base;
  return (
    <>
      <PublicHeader name={d.tenant.name} base={base} />
      <main id="main" className="page narrow">
        <p>
          <Link to={`${base}/admin/dashboard`}>← Back to dashboard</Link>
        </p>
        <h1>Administrator Training</h1>
        {actionData?.error ? (
          <p className="banner banner-error" role="alert">
            {actionData.error}
          </p>
        ) : null}
        {d.enrollment ? (
          <>
            <p>Enrolled on {formatLongDate(d.enrollment.createdAt)}. Administrators take the same seven modules as their employees.</p>
            <div className="stats">
              <div className="stat">
                <span>Development points</span>
                <strong>{d.stats.points}</strong>
              </div>
              <div className="stat">
                <span>Professional level</span>
                <strong>{d.stats.level}</strong>
              </div>
              <div className="stat">
                <span>Certifications earned</span>
                <strong>{d.badges.length}</strong>
              </div>
            </div>
            <div className="actions">
              <Link className="btn btn-primary" to={`${base}/world?admin=true`}>
                Continue Training
              </Link>
              <Link className="btn" to={`${base}/profile`}>
                My profile
              </Link>
            </div>
            {d.badges.length ? (
              <section aria-labelledby="admin-badges">
                <h2 id="admin-badges">Your certifications</h2>
                <ul className="badge-list">
                  {d.badges.map((b) => (
                    <li key={b.id} className="card">
                      <strong>{b.name}</strong>
                      <p className="muted">Earned {formatLongDate(b.earnedAt)}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : (
          <>
            <p>Administrators take the same seven modules as their employees; your progress counts in no employee statistics.</p>
            <Form method="post">
              <input type="hidden" name="intent" value="enroll" />
              <button type="submit" className="btn btn-primary">
                Enroll in Administrator Training
              </button>
            </Form>
          </>
        )}
      </main>
    </>
  );
}
