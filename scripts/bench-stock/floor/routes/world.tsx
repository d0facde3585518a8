// The floor pages: the academy's learner pages as React Router renders them, with the same loader
// data (a learner with three modules done, as the bench's seeded learners) and the same elements,
// links and forms, but none of the academy's work: no session, no query, no headers, no log line.
// `npm run bench` measures them beside the stock page, so the table shows what the framework alone
// costs for pages of these shapes (docs/decisions/009-speed.md). This one is /world.
import { Link } from "react-router";
import { Header, LEARNER } from "../header";

const STATUS_LABEL = { completed: "Completed", in_progress: "In Progress", locked: "Requires Prerequisites" } as const;

const card = (
  id: number,
  title: string,
  department: string,
  description: string,
  from: string,
  to: string,
  status: keyof typeof STATUS_LABEL,
) => ({
  id,
  title,
  department,
  description,
  color: { from, to },
  unlocked: status !== "locked",
  percent: status === "completed" ? 100 : 0,
  status,
});

export function meta() {
  return [{ title: "Training Academy – GDPR Training" }];
}

export function loader() {
  return {
    ...LEARNER,
    cards: [
      card(
        1,
        "Legal Basis Fundamentals",
        "US Headquarters",
        "When the GDPR reaches a US sponsor, the six lawful bases and the extra conditions for health data.",
        "#1d4ed8",
        "#0e7490",
        "completed",
      ),
      card(
        2,
        "Consent Management",
        "Clinical Operations",
        "Valid consent in clinical operations: its five elements, withdrawal, and how trial consent differs.",
        "#047857",
        "#0f766e",
        "completed",
      ),
      card(
        3,
        "Data Subject Rights",
        "Data Management",
        "The eight rights of trial participants and staff, deadlines for answering and the research limits.",
        "#7c3aed",
        "#4338ca",
        "completed",
      ),
      card(
        4,
        "Data Minimization",
        "Operations",
        "Collect only what the protocol needs, keep it only as long as required and pseudonymise by default.",
        "#b45309",
        "#9a3412",
        "in_progress",
      ),
      card(
        5,
        "Security Measures",
        "IT Systems",
        "Appropriate technical and organisational measures for trial systems, vendors and everyday work.",
        "#be123c",
        "#9d174d",
        "locked",
      ),
      card(
        6,
        "Breach Response",
        "Compliance Office",
        "Recognise a personal data breach, notify within 72 hours and tell the people affected when the risk is high.",
        "#b91c1c",
        "#7f1d1d",
        "locked",
      ),
      card(
        7,
        "International Transfers",
        "Global Operations",
        "Adequacy, standard contractual clauses, transfer impact assessments and the narrow derogations.",
        "#0369a1",
        "#1e3a8a",
        "locked",
      ),
      card(
        8,
        "Certificate Center",
        "Program Completion",
        "Complete all seven modules to earn your GDPR compliance certificate.",
        "#a16207",
        "#854d0e",
        "locked",
      ),
    ],
    recertificationDue: null,
    confirm: null,
  };
}

export default function World({ loaderData: d }: { loaderData: ReturnType<typeof loader> }) {
  const base = d.tenant.base;
  const css = d.cards
    .map((c) => `.band-${c.id}{background:linear-gradient(90deg,${c.color.from},${c.color.to})}.progress-${c.id}>span{width:${c.percent}%}`)
    .join("");
  return (
    <>
      <Header base={base} email={d.email} points={d.points} level={d.level} />
      <main id="main" className="page">
        <h1>Your Training Academy</h1>
        <style>{css}</style>
        <ul className="card-grid">
          {d.cards.map((c) => {
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
                      <Link className="cover" to={`${base}/quest/${c.id}/${c.id}`}>
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
