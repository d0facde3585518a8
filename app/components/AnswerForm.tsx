import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "./hydrated";
import { useCourseLanguage } from "./course-language";
import { useT } from "../i18n/react";

export function QuestionLegend({ number, of, text }: { number: number; of: number; text: string }) {
  const t = useT();
  const courseLanguage = useCourseLanguage();
  return (
    <legend>
      <span className="muted">{t("Question {number} of {of}", { number, of })}</span>
      <br />
      <strong lang={courseLanguage}>{text}</strong>
    </legend>
  );
}

/**
 * One assessment question as a posted form. Without JavaScript the server refuses an empty
 * answer; with it, Submit Answer stays disabled until an option is chosen.
 */
export function AnswerForm(props: { questionId: number; number: number; of: number; text: string; options: readonly string[] }) {
  const t = useT();
  const courseLanguage = useCourseLanguage();
  const [chosen, setChosen] = useState<number | null>(null);
  const enhanced = useHydrated();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" key={props.questionId}>
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="questionId" value={props.questionId} />
      <fieldset>
        <QuestionLegend number={props.number} of={props.of} text={props.text} />
        <ul className="options">
          {props.options.map((o, i) => (
            <li key={i}>
              <label className="option">
                <input type="radio" name="choice" value={i} required onChange={() => setChosen(i)} />
                <span lang={courseLanguage}>{o}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={busy || (enhanced && chosen === null)}>
        {t("Submit Answer")}
      </button>
    </Form>
  );
}
