import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { Route } from "../routes/learner/+types/world";
import { ErrorBanner } from "./chrome";
import { ConfirmPanel } from "./ConfirmPanel";
import { LearnerHeader } from "./LearnerHeader";
import { ModuleCardStyles } from "./styles";
import { RECERTIFICATION_TEXT } from "../domain/certificate";
import { CERTIFICATE_MODULE } from "../domain/course";
import { STATUS_LABEL } from "../domain/progress";
import { Rich, useT } from "../i18n/react";

/**
 * The world map (/world) as the learner sees it: the route renders it with its loader's data, and
 * the bench's floor page (scripts/bench-stock/floor) with the same data and none of the server.
 */
export function WorldPage({ d, actionData }: { d: Route.ComponentProps["loaderData"]; actionData?: Route.ComponentProps["actionData"] }) {
  const t = useT();
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
        <h1>{t("Your Training Academy")}</h1>
        <ErrorBanner>{actionData?.error}</ErrorBanner>
        {d.confirm ? <ResetDepartment base={base} department={d.confirm} /> : null}
        {d.recertificationDue ? (
          <p className="banner banner-success" role="status">
            {t(RECERTIFICATION_TEXT[d.recertificationDue])} <Link to={`${base}/profile`}>{t("Start it on your profile.")}</Link>
          </p>
        ) : null}
        <ModuleCardStyles cards={d.cards} />
        <ul className="card-grid">
          {d.cards.map((c) => (
            <ModuleCard key={c.id} c={c} base={base} />
          ))}
        </ul>
      </main>
    </>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

/** Resetting a department's module: what it takes away, confirmed on its own step. */
function ResetDepartment({ base, department }: { base: string; department: NonNullable<LoaderData["confirm"]> }) {
  const t = useT();
  return (
    <ConfirmPanel
      id="reset"
      title={t("Reset Department")}
      cancelTo={`${base}/world`}
      intent="reset-department"
      fields={{ regionId: department.id }}
      confirmLabel={t("Confirm Reset")}
    >
      <p>
        {t(
          "This operation cannot be undone. All training records, certifications and professional development data of this department leave your progress; your company keeps the earlier results only as compliance history.",
        )}
      </p>
      <p>
        <Rich
          text={t(
            "All completed modules and earned certifications for <strong>{module}</strong> will be reset. A completion certificate you hold is withdrawn until all seven modules are complete again.",
            { module: department.title },
          )}
          strong={(c) => <strong>{c}</strong>}
        />
      </p>
    </ConfirmPanel>
  );
}

/** A module's card: open when unlocked, with its progress, status and (once started) its reset. */
function ModuleCard({ c, base }: { c: LoaderData["cards"][number]; base: string }) {
  const t = useT();
  const href = `${base}/quest/${c.id}/${c.id}`;
  const body = (
    <>
      <span className="label">{c.unlocked ? t("Available") : t("Locked")}</span>
      <h2>{c.title}</h2>
      <p className="muted">{c.department}</p>
      <p>{c.description}</p>
      <div className="row">
        <div
          className={`progress grow progress-${c.id}`}
          role="progressbar"
          aria-label={t("{module} progress", { module: c.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={c.percent}
        >
          <span />
        </div>
        <span>{t("{percent}%", { percent: c.percent })}</span>
      </div>
      <span className={`pill pill-${c.status}`}>{t(STATUS_LABEL[c.status])}</span>
    </>
  );
  return (
    <li>
      <article
        className={`module-card${c.unlocked ? "" : " locked"}`}
        aria-label={t("Module {number}: {module}", { number: c.id, module: c.title })}
      >
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
            <Link className="btn btn-small reset" to={`?confirm=reset-${c.id}`} aria-label={t("Reset {module}", { module: c.title })}>
              <span aria-hidden="true">↺</span> {t("Reset")}
            </Link>
          ) : null}
        </div>
      </article>
    </li>
  );
}
