// The floor page of /quest/4/4 (see world.tsx): the first question of module 4's assessment.
import { Form, Link } from "react-router";
import { Header, LEARNER } from "../header";

export function meta() {
  return [{ title: "Data Minimization – GDPR Training" }];
}

export function loader() {
  return {
    ...LEARNER,
    quest: {
      kind: "question",
      pass: "first",
      number: 1,
      of: 4,
      question: {
        id: 30,
        question:
          "A trial closed two years ago. To 'apply data minimisation', a records manager proposes destroying the trial master file (TMF) now. What is correct?",
        options: [
          "Destroy it now: storage limitation requires deletion as soon as the study has ended",
          "Keep it only until the marketing authorisation is granted, then destroy it under storage limitation",
          "Keep it, and since it is kept anyway, let any new study of the sponsor use it freely",
          "Keep all of it for at least 25 years as the CTR requires, without reusing it for new purposes",
        ],
      },
    },
    confirmReset: false,
    module: {
      id: 4,
      title: "Data Minimization",
      department: "Operations",
      badge: "Data Minimization Practitioner",
      xpReward: 180,
      color: { from: "#b45309", to: "#9a3412" },
      briefing: null,
      training: null,
    },
  };
}

const STEPS = ["Briefing", "Training", "Assessment", "Retake", "Completed"];

export default function Quest({ loaderData: d }: { loaderData: ReturnType<typeof loader> }) {
  const base = d.tenant.base;
  const m = d.module;
  const q = d.quest;
  return (
    <>
      <Header base={base} email={d.email} points={d.points} level={d.level}>
        <Link className="btn btn-small" to={`${base}/quest/${m.id}/${m.id}?confirm=reset`}>
          <span aria-hidden="true">↺</span> Reset module
        </Link>
      </Header>
      <main id="main" className="page">
        <p className="eyebrow">
          Module {m.id} · {m.department}
        </p>
        <h1>{m.title}</h1>
        <section className="quest-panel">
          <ol className="steps" aria-label="Module steps">
            {STEPS.map((s) => (
              <li key={s} aria-current={s === "Assessment" ? "step" : undefined}>
                {s}
              </li>
            ))}
          </ol>
          <Form method="post" action={`${base}/quest/${m.id}/${m.id}`}>
            <input type="hidden" name="intent" value="answer" />
            <input type="hidden" name="questionId" value={q.question.id} />
            <fieldset>
              <legend>
                <span className="muted">
                  Question {q.number} of {q.of}
                </span>
                <br />
                <strong>{q.question.question}</strong>
              </legend>
              <ul className="options">
                {q.question.options.map((o, i) => (
                  <li key={o}>
                    <label className="option">
                      <input type="radio" required name="choice" value={i} />
                      <span>{o}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <button type="submit" className="btn btn-primary">
              Submit Answer
            </button>
          </Form>
        </section>
      </main>
    </>
  );
}
