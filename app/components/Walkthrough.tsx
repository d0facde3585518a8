import type { ReactNode } from "react";
import { AnswerForm } from "./AnswerForm";
import { CourseLanguage, useCourseLanguage } from "./course-language";
import { PostButton } from "./chrome";
import { RichText } from "./RichText";
import type { WalkView } from "../domain/walkthrough";
import { QUESTIONS_PER_ASSESSMENT } from "../domain/course";
import { Rich, useT } from "../i18n/react";

/**
 * A module walked through without records (the public demo, the super administrator's previews):
 * feedback on the last answer, then the briefing, the training text, the question or the result.
 * Every step is a plain form posted to the page itself, which redirects back (works without JavaScript).
 */
export function Walkthrough({ walk, doneTitle, children }: { walk: WalkView; doneTitle: string; children: ReactNode }) {
  return (
    <CourseLanguage value={walk.language}>
      <WalkSteps walk={walk} doneTitle={doneTitle}>
        {children}
      </WalkSteps>
    </CourseLanguage>
  );
}

function WalkSteps({ walk, doneTitle, children }: { walk: WalkView; doneTitle: string; children: ReactNode }) {
  const t = useT();
  const courseLanguage = useCourseLanguage();
  return (
    <>
      {walk.last && walk.phase !== "briefing" ? (
        <section className="card" role="status">
          <p className={walk.last.correct ? "result-correct" : "result-wrong"}>
            {walk.last.correct ? t("Previous question: Correct!") : t("Previous question: Incorrect")}
          </p>
          <p lang={courseLanguage}>{walk.last.explanation}</p>
        </section>
      ) : null}
      {walk.briefing ? (
        <section className="quest-panel">
          <h2>{t("Mission Briefing")}</h2>
          <RichText text={walk.briefing} headingLevel={3} />
          <PostButton intent="begin" className="btn btn-primary">
            {t("Begin Training Module")}
          </PostButton>
        </section>
      ) : null}
      {walk.training ? (
        <section className="quest-panel">
          <h2 lang={courseLanguage}>{walk.training.title}</h2>
          <RichText text={walk.training.content} headingLevel={3} />
          <PostButton intent="start-assessment" className="btn btn-primary">
            {t("Start Assessment")}
          </PostButton>
        </section>
      ) : null}
      {walk.question ? (
        <section className="quest-panel">
          {walk.question.retake ? <p className="label">{t("Retake: questions you missed")}</p> : null}
          <AnswerForm
            key={`${walk.question.retake}-${walk.question.id}`}
            questionId={walk.question.id}
            number={walk.question.number}
            of={walk.question.of}
            text={walk.question.question}
            options={walk.question.options}
          />
        </section>
      ) : null}
      {walk.result ? (
        <section className="quest-panel">
          <h2>{doneTitle}</h2>
          <p className="lead">
            <Rich
              text={t("Your score: <strong>{score}%</strong> ({correct} of {total} correct)", {
                score: walk.result.score,
                correct: walk.result.correct,
                total: QUESTIONS_PER_ASSESSMENT,
              })}
              strong={(c) => <strong>{c}</strong>}
            />
          </p>
          <div className="actions">{children}</div>
        </section>
      ) : null}
    </>
  );
}
