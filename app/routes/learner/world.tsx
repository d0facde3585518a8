import { useEffect } from "react";
import { data, Link, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/world";
import { ConfirmPanel } from "../../components/ConfirmPanel";
import { LearnerHeader } from "../../components/LearnerHeader";
import { ModuleCardStyles } from "../../components/styles";
import { getModule } from "../../content";
import { RECERTIFICATION_TEXT, recertificationDue } from "../../domain/certificate";
import { CERTIFICATE_MODULE } from "../../domain/course";
import { worldSchema } from "../../domain/forms";
import { STATUS_LABEL } from "../../domain/progress";
import { learnerPage } from "../../server/identity/pages.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { parseForm } from "../../server/platform/forms.server";
import { FlowError, personOf } from "../../server/training/assessment.server";
import { currentCertificate } from "../../server/training/certificates.server";
import { worldState } from "../../server/training/progress.server";
import { resetProgress } from "../../server/training/resets.server";

export const meta: Route.MetaFunction = () => [{ title: "Training Academy – GDPR Training" }];

export async function loader(args: Route.LoaderArgs) {
  const { caller, view } = await learnerPage(args);
  const person = personOf(caller);
  const world = await worldState(person);
  // A completed course may be due for recertification: one more query, for those only.
  const courseCompleted = world.cards.some((c) => c.id === CERTIFICATE_MODULE && c.status === "completed");
  const current = courseCompleted ? await currentCertificate(person) : undefined;
  const recertificationDueFor = courseCompleted
    ? recertificationDue({ current: current ? { validUntil: current.valid_until } : null, courseCompleted }, new Date())
    : null;
  const confirm = /^reset-(\d)$/.exec(args.url.searchParams.get("confirm") ?? "");
  const confirmCard = confirm
    ? world.cards.find((c) => c.id === Number(confirm[1]) && c.unlocked && c.percent > 0 && c.id !== CERTIFICATE_MODULE)
    : undefined;
  return {
    ...view,
    ...world,
    recertificationDue: recertificationDueFor,
    confirm: confirmCard ? { id: confirmCard.id, title: confirmCard.title } : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const { tenant, caller } = await learnerPage(args);
  const submission = await parseForm(args.request, worldSchema);
  const mod = submission.status === "success" ? getModule(submission.value.regionId) : undefined;
  if (!mod) return data({ error: "Reset failed: Invalid response" }, { status: 400 });
  try {
    await resetProgress(caller, { kind: "department", moduleId: mod.id });
  } catch (e) {
    if (!(e instanceof FlowError)) throw e;
    return redirectWithFlash(`${tenant.base}/world`, { kind: "error", text: `Reset failed: ${e.message}` });
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
        {actionData?.error ? (
          <p className="banner banner-error" role="alert">
            {actionData.error}
          </p>
        ) : null}
        {d.confirm ? (
          <ConfirmPanel
            id="reset"
            title="Reset Department"
            cancelTo={`${base}/world`}
            action={`${base}/world`}
            intent="reset-department"
            fields={{ regionId: d.confirm.id }}
            confirmLabel="Confirm Reset"
          >
            <p>
              This operation cannot be undone. All training records, certifications and professional development data of this department
              leave your progress; your company keeps the earlier results only as compliance history.
            </p>
            <p>
              All completed modules and earned certifications for <strong>{d.confirm.title}</strong> will be reset. A completion certificate
              you hold is withdrawn until all seven modules are complete again.
            </p>
          </ConfirmPanel>
        ) : null}
        {d.recertificationDue ? (
          <p className="banner banner-success" role="status">
            {RECERTIFICATION_TEXT[d.recertificationDue]} <Link to={`${base}/profile`}>Start it on your profile.</Link>
          </p>
        ) : null}
        <ModuleCardStyles cards={d.cards} />
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
                  <div
                    className={`progress grow progress-${c.id}`}
                    role="progressbar"
                    aria-label={`${c.title} progress`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={c.percent}
                  >
                    <span />
                  </div>
                  <span>{c.percent}%</span>
                </div>
                <span className={`pill pill-${c.status}`}>{STATUS_LABEL[c.status]}</span>
              </>
            );
            return (
              <li key={c.id}>
                <article className={`module-card${c.unlocked ? "" : " locked"}`} aria-label={`Module ${c.id}: ${c.title}`}>
                  <div className={`band band-${c.id}`} />
                  <div className="body">
                    {c.unlocked ? (
                      <Link className="cover" to={href}>
                        {body}
                      </Link>
                    ) : (
                      body
                    )}
                    {c.unlocked && c.percent > 0 && c.id !== CERTIFICATE_MODULE ? (
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
