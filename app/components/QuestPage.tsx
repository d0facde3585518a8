import { Link } from "react-router";
import type { Route } from "../routes/learner/+types/quest";
import { CourseLanguage, useCourseLanguage } from "./course-language";
import { AnswerForm, QuestionLegend } from "./AnswerForm";
import { ConfirmPanel } from "./ConfirmPanel";
import { SignCompletion } from "./SignCompletion";
import { ErrorBanner, PostButton } from "./chrome";
import { LearnerHeader } from "./LearnerHeader";
import { ReadAloud } from "./ReadAloud";
import { plainText, RichText } from "./RichText";
import { verificationPath } from "../domain/certificate";
import { BADGE_THRESHOLD, CERTIFICATE_MODULE, QUESTIONS_PER_ASSESSMENT } from "../domain/course";
import { showNextModule } from "../domain/progress";
import { Rich, useT } from "../i18n/react";

/**
 * A module's screen (/quest/:regionId/:questId) in whatever step the learner is: the route renders
 * it with its loader's data, and the bench's floor page (scripts/bench-stock/floor) with the same
 * data and none of the server.
 */
export function QuestPage({ d, actionData }: { d: Route.ComponentProps["loaderData"]; actionData?: Route.ComponentProps["actionData"] }) {
  const t = useT();
  const base = d.tenant.base;
  const q = d.quest;
  const mod = d.module;
  const here = mod ? `${base}/quest/${mod.id}/${mod.id}` : "";
  const canReset = mod && mod.id !== CERTIFICATE_MODULE && q.kind !== "briefing" && q.kind !== "not-found" && q.kind !== "no-questions";
  return (
    <>
      <LearnerHeader base={base} email={d.email} isAdmin={d.isAdmin} points={d.points} level={d.level}>
        {canReset ? (
          <Link className="btn btn-small" to={`${here}?confirm=reset`}>
            <span aria-hidden="true">↺</span> {t("Reset module")}
          </Link>
        ) : null}
      </LearnerHeader>
      <main id="main" className="page">
        {!mod || q.kind === "not-found" ? (
          <NotFound base={base} />
        ) : (
          <CourseLanguage value={mod.language}>
            <p className="eyebrow">{t("Module {number} · {department}", { number: mod.id, department: mod.department })}</p>
            <h1>{mod.title}</h1>
            <p className="muted">
              <Rich
                text={t("Module reward: <strong>{points} points</strong>", { points: String(mod.xpReward) })}
                strong={(c) => <strong>{c}</strong>}
              />
            </p>
            {d.confirmReset && canReset ? (
              <ConfirmPanel
                id="reset-module"
                title={t("Reset Training Module")}
                cancelTo={here}
                intent="reset-module"
                confirmLabel={t("Confirm Reset")}
              >
                <p>
                  {t(
                    "This operation cannot be undone. Your answers, score and the badge of this module leave your progress (your company keeps them only as compliance history) and the module starts again from the briefing. A completion certificate you hold is withdrawn until all seven modules are complete again.",
                  )}
                </p>
              </ConfirmPanel>
            ) : null}
            <ErrorBanner>{q.kind !== "sign" && actionData?.error}</ErrorBanner>
            {q.kind === "no-questions" ? (
              <section className="quest-panel">
                <h2>{t("Questions Not Available")}</h2>
                <p>{t("No questions found for this training module.")}</p>
                <Link className="btn" to={`${base}/world`}>
                  {t("Return to Academy")}
                </Link>
              </section>
            ) : null}
            {q.kind === "briefing" ? <Briefing text={mod.briefing ?? ""} /> : null}
            {q.kind === "training" && mod.training ? <Training title={mod.training.title} content={mod.training.content} /> : null}
            {q.kind === "question" ? <Question q={q} /> : null}
            {q.kind === "result" ? <Result q={q} here={here} /> : null}
            {q.kind === "completed" ? <Completed q={q} base={base} moduleId={mod.id} points={d.points} level={d.level} /> : null}
            {q.kind === "sign" ? (
              <SignCompletion
                name={q.name}
                method={q.method}
                ready={q.ready}
                signInAgainUrl={q.provider ? `${base}/sso/${q.provider}/login?fresh=1&return=${encodeURIComponent(here)}` : "/auth/login"}
                lastResult={actionData && "sign" in actionData ? actionData.sign : undefined}
                error={actionData?.error}
              />
            ) : null}
            {q.kind === "certificate" ? <CertificateView base={base} number={q.number} /> : null}
          </CourseLanguage>
        )}
      </main>
    </>
  );
}

function Steps({ current }: { current: "briefing" | "training" | "assessment" | "retake" | "completed" }) {
  const t = useT();
  const all = ["briefing", "training", "assessment", "retake", "completed"] as const;
  const labels = {
    briefing: t("Briefing"),
    training: t("Training"),
    assessment: t("Assessment"),
    retake: t("Retake"),
    completed: t("Completed"),
  };
  return (
    <ol className="steps" aria-label={t("Module steps")}>
      {all.map((s) => (
        <li key={s} aria-current={s === current ? "step" : undefined}>
          {labels[s]}
        </li>
      ))}
    </ol>
  );
}

function NotFound({ base }: { base: string }) {
  const t = useT();
  return (
    <section className="quest-panel">
      <h1>{t("Training Module Not Found")}</h1>
      <p>{t("This training module does not exist.")}</p>
      <Link className="btn btn-primary" to={`${base}/world`}>
        {t("Return to Academy")}
      </Link>
    </section>
  );
}

function Briefing({ text }: { text: string }) {
  const t = useT();
  return (
    <section className="quest-panel" aria-labelledby="briefing-title">
      <Steps current="briefing" />
      <h2 id="briefing-title">{t("Mission Briefing")}</h2>
      <RichText text={text} headingLevel={3} />
      <PostButton intent="begin" className="btn btn-primary">
        {t("Begin Training Module")}
      </PostButton>
    </section>
  );
}

function Training({ title, content }: { title: string; content: string }) {
  const t = useT();
  const courseLanguage = useCourseLanguage();
  return (
    <section className="quest-panel" aria-labelledby="training-title">
      <Steps current="training" />
      <h2 id="training-title" lang={courseLanguage}>
        {title}
      </h2>
      <ReadAloud text={plainText(content)} />
      <RichText text={content} headingLevel={3} />
      <PostButton intent="start-assessment" className="btn btn-primary">
        {t("Start Assessment")}
      </PostButton>
    </section>
  );
}

type QuestionView = Extract<Route.ComponentProps["loaderData"]["quest"], { kind: "question" }>;
type ResultView = Extract<Route.ComponentProps["loaderData"]["quest"], { kind: "result" }>;
type CompletedView = Extract<Route.ComponentProps["loaderData"]["quest"], { kind: "completed" }>;

function Question({ q }: { q: QuestionView }) {
  const t = useT();
  return (
    <section className="quest-panel">
      <Steps current={q.pass === "retake" ? "retake" : "assessment"} />
      {q.pass === "retake" ? <p className="label">{t("Retake: questions you missed")}</p> : null}
      <AnswerForm
        key={q.question.id}
        questionId={q.question.id}
        number={q.number}
        of={q.of}
        text={q.question.question}
        options={q.question.options}
      />
    </section>
  );
}

function Result({ q, here }: { q: ResultView; here: string }) {
  const t = useT();
  const courseLanguage = useCourseLanguage();
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
                  <span lang={courseLanguage}>{o}</span>
                  {i === q.correctAnswer ? ` ${t("(correct answer)")}` : i === q.chosen ? ` ${t("(your answer)")}` : ""}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div role="status">
        <p className={q.correct ? "result-correct" : "result-wrong"}>{q.correct ? t("Correct!") : t("Incorrect")}</p>
        <p lang={courseLanguage}>{q.explanation}</p>
        {!q.correct && q.pass === "first" ? <p className="muted">{t("This question will come back in the retake.")}</p> : null}
      </div>
      <Link className="btn btn-primary" to={here}>
        {q.next === "question" ? t("Next") : q.next === "retake" ? t("Next: Retake Missed Questions") : t("Next: See Results")}
      </Link>
    </section>
  );
}

function Completed({
  q,
  base,
  moduleId,
  points,
  level,
}: {
  q: CompletedView;
  base: string;
  moduleId: number;
  points: number;
  level: number;
}) {
  const t = useT();
  const next = moduleId + 1;
  const strong = (c: React.ReactNode) => <strong>{c}</strong>;
  return (
    <section className="quest-panel" aria-labelledby="done-title">
      <Steps current="completed" />
      <h2 id="done-title">{t("Module Completed!")}</h2>
      <p className="lead">
        <Rich
          text={t("Your score: <strong>{score}%</strong> ({correct} of {total} correct)", {
            score: q.score,
            correct: q.correct,
            total: QUESTIONS_PER_ASSESSMENT,
          })}
          strong={strong}
        />
      </p>
      <p>
        {t("Total: {count, plural, one {{points} point} other {{points} points}} · Level {level}", {
          count: points,
          points: String(points),
          level,
        })}
      </p>
      {q.badge ? (
        <p>
          <Rich text={t("Certification earned: <strong>{badge}</strong>", { badge: q.badge })} strong={strong} />
        </p>
      ) : (
        <p>
          {t("A score of {threshold}% or more earns this module's certification. Reset the module to try again.", {
            threshold: BADGE_THRESHOLD,
          })}
        </p>
      )}
      <div className="actions">
        {q.signPending ? (
          <a className="btn btn-primary" href={`${base}/quest/8/8`}>
            {t("Next: Sign and Receive Your Certificate")}
          </a>
        ) : showNextModule(moduleId) ? (
          <a className="btn btn-primary" href={`${base}/quest/${next}/${next}`}>
            {t("Next Module")}
          </a>
        ) : null}
        <Link className="btn" to={`${base}/world?completed=true`}>
          {t("Return to Academy")}
        </Link>
      </div>
    </section>
  );
}

function CertificateView({ base, number }: { base: string; number: string | null }) {
  const t = useT();
  return (
    <section className="quest-panel">
      <h2>{t("Congratulations!")}</h2>
      <p className="lead">{t("You have completed all seven GDPR training modules and earned your completion certificate.")}</p>
      {number ? (
        <p>
          <Rich
            text={t(
              "Your certificate number is <strong>{number}</strong>. Anyone can check its current status at <link>its verification page</link>.",
              {
                number,
              },
            )}
            strong={(c) => <strong>{c}</strong>}
            link={(c) => <a href={verificationPath(number)}>{c}</a>}
          />
        </p>
      ) : (
        <p>{t("Your certificate is no longer current: see your profile for its status.")}</p>
      )}
      <div className="actions">
        {number ? (
          <a className="btn btn-primary" href={`${base}/certificate.pdf`}>
            {t("Download Certificate (PDF)")}
          </a>
        ) : null}
        <Link className="btn" to={`${base}/profile`}>
          {t("View Profile")}
        </Link>
        <Link className="btn" to={`${base}/world?completed=true`}>
          {t("Return to Academy")}
        </Link>
      </div>
    </section>
  );
}
