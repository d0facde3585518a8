import { data, Link, redirect } from "react-router";
import { AnswerForm, QuestionLegend } from "../../components/AnswerForm";
import type { Route } from "./+types/quest";
import { PostButton } from "../../components/chrome";
import { LearnerHeader } from "../../components/LearnerHeader";
import { ReadAloud } from "../../components/ReadAloud";
import { plainText, RichText } from "../../components/RichText";
import { getModule } from "../../content";
import { showNextModule } from "../../domain/progress";
import { learnerPage, redirectWithFlash } from "../../server/learner.server";
import { beginModule, FlowError, questView, resetProgress, startAssessment, submitAnswer } from "../../server/training.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.module ? `${data.module.title} – GDPR Training` : "Training Module – GDPR Training" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, view } = await learnerPage(request);
  const moduleId = Number(params.regionId);
  const url = new URL(request.url);
  const answeredParam = Number(url.searchParams.get("answered"));
  const { view: quest, stats } = await questView(user, moduleId, Number.isInteger(answeredParam) && answeredParam > 0 ? answeredParam : null);
  if (quest.kind === "locked") throw redirect(`${view.tenant.base}/world`);
  const mod = getModule(moduleId);
  return {
    ...view,
    ...stats,
    quest,
    confirmReset: url.searchParams.get("confirm") === "reset",
    module: mod
      ? {
          id: mod.id,
          title: mod.title,
          department: mod.department,
          badge: mod.badge,
          xpReward: mod.xpReward,
          color: mod.color,
          // Only the text of the phase on screen is sent (small pages).
          briefing: quest.kind === "briefing" ? mod.briefing : null,
          training: quest.kind === "training" ? mod.training : null,
        }
      : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { tenant, user } = await learnerPage(request);
  const moduleId = Number(params.regionId);
  const here = `${tenant.base}/quest/${params.regionId}/${params.questId}`;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    switch (intent) {
      case "begin":
        await beginModule(user, moduleId);
        return redirect(here);
      case "start-assessment":
        await startAssessment(user, moduleId);
        return redirect(here);
      case "answer": {
        const questionId = Number(form.get("questionId"));
        const raw = form.get("choice");
        if (raw === null || raw === "") {
          return data({ error: "Please select an answer before submitting.", questionId }, { status: 400 });
        }
        try {
          await submitAnswer(user, tenant, moduleId, questionId, Number(raw));
        } catch (e) {
          if (e instanceof FlowError) throw e;
          console.error("saving an answer failed:", e instanceof Error ? e.message : e);
          return data({ error: "Failed to save training progress. Please try again or contact support.", questionId }, { status: 503 });
        }
        return redirect(`${here}?answered=${questionId}`);
      }
      case "reset-module":
        try {
          await resetProgress(user, { kind: "module", moduleId });
        } catch (e) {
          return redirectWithFlash(here, { kind: "error", text: `Reset failed: ${e instanceof FlowError ? e.message : "Unknown error"}` });
        }
        return redirectWithFlash(here, { kind: "success", text: "Training module successfully reset!" });
      default:
        return data({ error: "Unknown action.", questionId: null }, { status: 400 });
    }
  } catch (e) {
    if (!(e instanceof FlowError)) throw e;
    if (e.status === 403) return redirect(`${tenant.base}/world`);
    return data({ error: e.message, questionId: null }, { status: e.status });
  }
}

export default function Quest({ loaderData: d, actionData }: Route.ComponentProps) {
  const base = d.tenant.base;
  const q = d.quest;
  const mod = d.module;
  const here = mod ? `${base}/quest/${mod.id}/${mod.id}` : "";
  const canReset = mod && mod.id !== 8 && q.kind !== "briefing" && q.kind !== "not-found" && q.kind !== "no-questions";
  return (
    <>
      <LearnerHeader base={base} email={d.email} isAdmin={d.isAdmin} points={d.points} level={d.level}>
        {canReset ? (
          <Link className="btn btn-small" to={`${here}?confirm=reset`}>
            <span aria-hidden="true">↺</span> Reset module
          </Link>
        ) : null}
      </LearnerHeader>
      <main id="main" className="page">
        {!mod || q.kind === "not-found" ? (
          <NotFound base={base} />
        ) : (
          <>
            <p className="eyebrow">Module {mod.id} · {mod.department}</p>
            <h1>{mod.title}</h1>
            {d.confirmReset && canReset ? <ConfirmReset here={here} /> : null}
            {actionData?.error ? <p className="banner banner-error" role="alert">{actionData.error}</p> : null}
            {q.kind === "no-questions" ? (
              <section className="quest-panel">
                <h2>Questions Not Available</h2>
                <p>No questions found for this training module.</p>
                <Link className="btn" to={`${base}/world`}>Return to Academy</Link>
              </section>
            ) : null}
            {q.kind === "briefing" ? <Briefing text={mod.briefing ?? ""} /> : null}
            {q.kind === "training" && mod.training ? <Training title={mod.training.title} content={mod.training.content} /> : null}
            {q.kind === "question" ? <Question q={q} /> : null}
            {q.kind === "result" ? <Result q={q} here={here} /> : null}
            {q.kind === "completed" ? <Completed q={q} base={base} moduleId={mod.id} points={d.points} level={d.level} /> : null}
            {q.kind === "certificate" ? <CertificateView base={base} /> : null}
          </>
        )}
      </main>
    </>
  );
}

function Steps({ current }: { current: "briefing" | "training" | "assessment" | "retake" | "completed" }) {
  const all = ["briefing", "training", "assessment", "retake", "completed"] as const;
  const labels = { briefing: "Briefing", training: "Training", assessment: "Assessment", retake: "Retake", completed: "Completed" };
  return (
    <ol className="steps" aria-label="Module steps">
      {all.map((s) => (
        <li key={s} aria-current={s === current ? "step" : undefined}>{labels[s]}</li>
      ))}
    </ol>
  );
}

function NotFound({ base }: { base: string }) {
  return (
    <section className="quest-panel">
      <h1>Training Module Not Found</h1>
      <p>This training module does not exist.</p>
      <Link className="btn btn-primary" to={`${base}/world`}>Return to Academy</Link>
    </section>
  );
}

function ConfirmReset({ here }: { here: string }) {
  return (
    <section className="card confirm" role="alertdialog" aria-labelledby="reset-module-title">
      <h2 id="reset-module-title">Reset Training Module</h2>
      <p className="label">Confirmation Required</p>
      <p>This operation cannot be undone. Your answers, score and the badge of this module will be deleted and the module starts again from the briefing.</p>
      <div className="actions">
        <Link className="btn" to={here}>Cancel</Link>
        <PostButton action={here} intent="reset-module" className="btn btn-danger">Confirm Reset</PostButton>
      </div>
    </section>
  );
}

function Briefing({ text }: { text: string }) {
  return (
    <section className="quest-panel" aria-labelledby="briefing-title">
      <Steps current="briefing" />
      <h2 id="briefing-title">Mission Briefing</h2>
      <RichText text={text} headingLevel={3} />
      <PostButton intent="begin" className="btn btn-primary">Begin Training Module</PostButton>
    </section>
  );
}

function Training({ title, content }: { title: string; content: string }) {
  return (
    <section className="quest-panel" aria-labelledby="training-title">
      <Steps current="training" />
      <h2 id="training-title">{title}</h2>
      <ReadAloud text={plainText(content)} />
      <RichText text={content} headingLevel={3} />
      <PostButton intent="start-assessment" className="btn btn-primary">Start Assessment</PostButton>
    </section>
  );
}

type QuestionView = Extract<Route.ComponentProps["loaderData"]["quest"], { kind: "question" }>;
type ResultView = Extract<Route.ComponentProps["loaderData"]["quest"], { kind: "result" }>;
type CompletedView = Extract<Route.ComponentProps["loaderData"]["quest"], { kind: "completed" }>;

function Question({ q }: { q: QuestionView }) {
  return (
    <section className="quest-panel">
      <Steps current={q.pass === "retake" ? "retake" : "assessment"} />
      {q.pass === "retake" ? <p className="label">Retake: questions you missed</p> : null}
      <AnswerForm key={q.question.id} questionId={q.question.id} number={q.number} of={q.of} text={q.question.question} options={q.question.options} />
    </section>
  );
}

function Result({ q, here }: { q: ResultView; here: string }) {
  return (
    <section className="quest-panel">
      <Steps current={q.pass === "retake" ? "retake" : "assessment"} />
      <fieldset disabled>
        <QuestionLegend number={q.number} of={q.of} text={q.question.question} />
        <ul className="options">
          {q.question.options.map((o, i) => (
            <li key={i}>
              <label className={`option${i === q.correctAnswer ? " correct" : i === q.chosen ? " wrong" : ""}`}>
                <input type="radio" name="choice" value={i} defaultChecked={i === q.chosen} />
                <span>
                  {o}
                  {i === q.correctAnswer ? " (correct answer)" : i === q.chosen ? " (your answer)" : ""}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div role="status">
        <p className={q.correct ? "result-correct" : "result-wrong"}>{q.correct ? "Correct!" : "Incorrect"}</p>
        <p>{q.explanation}</p>
        {!q.correct && q.pass === "first" ? <p className="muted">This question will come back in the retake.</p> : null}
      </div>
      <Link className="btn btn-primary" to={here}>
        {q.next === "question" ? "Next" : q.next === "retake" ? "Next: Retake Missed Questions" : "Next: See Results"}
      </Link>
    </section>
  );
}

function Completed({ q, base, moduleId, points, level }: { q: CompletedView; base: string; moduleId: number; points: number; level: number }) {
  const next = moduleId + 1;
  return (
    <section className="quest-panel" aria-labelledby="done-title">
      <Steps current="completed" />
      <h2 id="done-title">Module Completed!</h2>
      <p className="lead">
        Your score: <strong>{q.score}%</strong> ({q.correct} of 4 correct)
      </p>
      <p>Total: {points} points · Level {level}</p>
      {q.badge ? <p>Certification earned: <strong>{q.badge}</strong></p> : <p>A score of 80% or more earns this module's certification. Reset the module to try again.</p>}
      <div className="actions">
        {showNextModule(moduleId) ? (
          <a className="btn btn-primary" href={`${base}/quest/${next}/${next}`}>Next Module</a>
        ) : null}
        <Link className="btn" to={`${base}/world?completed=true`}>Return to Academy</Link>
      </div>
    </section>
  );
}

function CertificateView({ base }: { base: string }) {
  return (
    <section className="quest-panel">
      <h2>Congratulations!</h2>
      <p className="lead">You have completed all seven GDPR training modules and earned your completion certificate.</p>
      <div className="actions">
        <a className="btn btn-primary" href={`${base}/certificate.pdf`} download>Download Certificate (PDF)</a>
        <Link className="btn" to={`${base}/profile`}>View Profile</Link>
        <Link className="btn" to={`${base}/world?completed=true`}>Return to Academy</Link>
      </div>
    </section>
  );
}
