import { Link } from "react-router";
import { AnswerForm } from "../../components/AnswerForm";
import type { Route } from "./+types/demo";
import { PostButton, PublicHeader } from "../../components/chrome";
import { RichText } from "../../components/RichText";
import { demoAction, demoLoader } from "./demo.server";

export const meta: Route.MetaFunction = () => [{ title: "Demo Training – GDPR Training" }];

export const loader = ({ request }: Route.LoaderArgs) => demoLoader(request);
export const action = ({ request }: Route.ActionArgs) => demoAction(request);

export default function Demo({ loaderData: d }: Route.ComponentProps) {
  const base = d.tenant.base;
  return (
    <>
      <PublicHeader name={d.tenant.name} base={base}>
        <Link to={`${base}/employee/login`}>Employee Login</Link>
      </PublicHeader>
      <main id="main" className="page">
        <p className="eyebrow">Demo · Module 1 · {d.module.department}</p>
        <h1>{d.module.title}</h1>
        <p className="muted">
          This demo keeps your answers only in this browser session. Sign in to earn points, badges and a certificate.
        </p>
        {d.last && d.phase !== "briefing" ? (
          <section className="card" role="status">
            <p className={d.last.correct ? "result-correct" : "result-wrong"}>
              Previous question: {d.last.correct ? "Correct!" : "Incorrect"}
            </p>
            <p>{d.last.explanation}</p>
          </section>
        ) : null}
        {d.briefing ? (
          <section className="quest-panel">
            <h2>Mission Briefing</h2>
            <RichText text={d.briefing} headingLevel={3} />
            <PostButton intent="begin" className="btn btn-primary">
              Begin Training Module
            </PostButton>
          </section>
        ) : null}
        {d.training ? (
          <section className="quest-panel">
            <h2>{d.training.title}</h2>
            <RichText text={d.training.content} headingLevel={3} />
            <PostButton intent="start-assessment" className="btn btn-primary">
              Start Assessment
            </PostButton>
          </section>
        ) : null}
        {d.question ? (
          <section className="quest-panel">
            {d.question.retake ? <p className="label">Retake: questions you missed</p> : null}
            <AnswerForm
              key={`${d.question.retake}-${d.question.id}`}
              questionId={d.question.id}
              number={d.question.number}
              of={d.question.of}
              text={d.question.question}
              options={d.question.options}
            />
          </section>
        ) : null}
        {d.result ? (
          <section className="quest-panel">
            <h2>Demo Completed!</h2>
            <p className="lead">
              Your score: <strong>{d.result.score}%</strong> ({d.result.correct} of 4 correct)
            </p>
            <div className="actions">
              <Link className="btn btn-primary" to={`${base}/employee/login`}>
                Sign in to start the full training
              </Link>
              <PostButton intent="restart" className="btn">
                Restart Demo
              </PostButton>
            </div>
          </section>
        ) : null}
      </main>
    </>
  );
}
