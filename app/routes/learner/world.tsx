import { useEffect } from "react";
import { data, Form, Link, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/world";
import { LearnerHeader } from "../../components/LearnerHeader";
import { getModule } from "../../content";
import { STATUS_LABEL } from "../../domain/progress";
import { learnerPage, redirectWithFlash } from "../../server/learner.server";
import { FlowError, resetProgress, worldState } from "../../server/training.server";

export const meta: Route.MetaFunction = () => [{ title: "Training Academy – GDPR Training" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { user, view } = await learnerPage(request);
  const world = await worldState(user);
  const confirm = /^reset-(\d)$/.exec(new URL(request.url).searchParams.get("confirm") ?? "");
  const confirmCard = confirm ? world.cards.find((c) => c.id === Number(confirm[1]) && c.unlocked && c.percent > 0) : undefined;
  return { ...view, ...world, confirm: confirmCard ? { id: confirmCard.id, title: confirmCard.title } : null };
}

export async function action({ request }: Route.ActionArgs) {
  const { tenant, user } = await learnerPage(request);
  const form = await request.formData();
  const moduleId = Number(form.get("moduleId"));
  const mod = getModule(moduleId);
  if (form.get("intent") !== "reset-department" || !mod) {
    return data({ error: "Reset failed: Invalid response" }, { status: 400 });
  }
  try {
    await resetProgress(user, { kind: "department", moduleId });
  } catch (e) {
    const message = e instanceof FlowError ? e.message : "Unknown error";
    return redirectWithFlash(`${tenant.base}/world`, { kind: "error", text: `Reset failed: ${message}` });
  }
  return redirectWithFlash(`${tenant.base}/world`, { kind: "success", text: `${mod.title} training successfully reset!` });
}

export default function World({ loaderData: d, actionData }: Route.ComponentProps) {
  const base = d.tenant.base;
  const location = useLocation();
  const navigate = useNavigate();
  // completed=true came from a finished module: the data is fresh, drop the parameter.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get("completed") === "true") {
      params.delete("completed");
      const q = params.toString();
      navigate(`${location.pathname}${q ? `?${q}` : ""}`, { replace: true, preventScrollReset: true });
    }
  }, [location.search, location.pathname, navigate]);

  return (
    <>
      <LearnerHeader base={base} email={d.email} isAdmin={d.isAdmin} points={d.points} level={d.level} />
      <main id="main" className="page">
        <h1>Your Training Academy</h1>
        {actionData?.error ? <p className="banner banner-error" role="alert">{actionData.error}</p> : null}
        {d.confirm ? <ResetDepartment base={base} id={d.confirm.id} title={d.confirm.title} /> : null}
        <ul className="card-grid">
          {d.cards.map((c) => {
            const href = `${base}/quest/${c.id}/${c.id}`;
            const body = (
              <>
                <span className="label">{c.unlocked ? "Available" : "Locked"}</span>
                <h2>{c.title}</h2>
                <p className="muted">{c.department}</p>
                <p>{c.description}</p>
                <div className="row">
                  <div className="progress" style={{ flex: 1 }} role="progressbar" aria-label={`${c.title} progress`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={c.percent}>
                    <span style={{ width: `${c.percent}%` }} />
                  </div>
                  <span>{c.percent}%</span>
                </div>
                <span className={`pill pill-${c.status}`}>{STATUS_LABEL[c.status]}</span>
              </>
            );
            return (
              <li key={c.id}>
                <article className={`module-card${c.unlocked ? "" : " locked"}`} aria-label={`Module ${c.id}: ${c.title}`}>
                  <div className="band" style={{ background: `linear-gradient(90deg, ${c.color.from}, ${c.color.to})` }} />
                  <div className="body">
                    {c.unlocked ? (
                      <Link className="cover" to={href}>
                        {body}
                      </Link>
                    ) : (
                      body
                    )}
                    {c.unlocked && c.percent > 0 && c.id !== 8 ? (
                      <Link className="btn btn-small reset" to={`?confirm=reset-${c.id}`} aria-label={`Reset ${c.title}`}>
                        <span aria-hidden="true">↺</span> Reset
                      </Link>
                    ) : null}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </main>
    </>
  );
}

function ResetDepartment({ base, id, title }: { base: string; id: number; title: string }) {
  return (
    <section className="card confirm" role="alertdialog" aria-labelledby="reset-title" aria-describedby="reset-text">
      <h2 id="reset-title">Reset Department</h2>
      <p className="label">Confirmation Required</p>
      <p id="reset-text">
        This operation cannot be undone. All training records, certifications and professional development data will be
        permanently deleted.
      </p>
      <p>
        All completed modules and earned certifications for <strong>{title}</strong> will be deleted.
      </p>
      <Form method="post" action={`${base}/world`} className="actions">
        <input type="hidden" name="intent" value="reset-department" />
        <input type="hidden" name="moduleId" value={id} />
        <Link className="btn" to={`${base}/world`}>Cancel</Link>
        <button type="submit" className="btn btn-danger">Confirm Reset</button>
      </Form>
    </section>
  );
}
