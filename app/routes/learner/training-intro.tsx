import { Link } from "react-router";
import type { Route } from "./+types/training-intro";
import { LearnerHeader } from "../../components/LearnerHeader";
import { greetingName } from "../../domain/people";
import { validityText } from "../../domain/settings";
import { learnerPage } from "../../server/identity/pages.server";
import { personOf } from "../../server/training/assessment.server";
import { progressRecords, statsOf } from "../../server/training/progress.server";

export const meta: Route.MetaFunction = () => [{ title: "Welcome – GDPR Training" }];

export async function loader(args: Route.LoaderArgs) {
  const { tenant, caller, view } = await learnerPage(args);
  const { points, level } = statsOf(await progressRecords(personOf(caller)));
  const { user } = caller;
  return {
    ...view,
    points,
    level,
    name: greetingName({ first_name: user.firstName, last_name: user.lastName, email: user.email }),
    // The company's settings: its welcome message (plain text) and how long a certificate is valid.
    welcomeMessage: tenant.welcomeMessage,
    validity: validityText(tenant.certificateValidityDays),
  };
}

export default function TrainingIntro({ loaderData: d }: Route.ComponentProps) {
  const base = d.tenant.base;
  return (
    <>
      <LearnerHeader base={base} email={d.email} isAdmin={d.isAdmin} points={d.points} level={d.level} />
      <main id="main" className="page">
        <h1>Welcome, {d.name}!</h1>
        <p className="lead">
          Your GDPR compliance training for pharmaceutical and clinical research work: seven modules of 2-3 hours of self-paced learning in
          all.
        </p>
        {d.welcomeMessage ? (
          <section className="card welcome-message" aria-labelledby="welcome-message-title">
            <h2 id="welcome-message-title">A message from {d.tenant.name}</h2>
            <p>{d.welcomeMessage}</p>
          </section>
        ) : null}
        <div className="card-grid">
          <section className="card">
            <h2>What you will learn</h2>
            <ul>
              <li>The lawful bases for processing trial and health data</li>
              <li>Valid consent in clinical operations</li>
              <li>Data subject rights and their deadlines</li>
              <li>Data minimisation and security measures</li>
              <li>Responding to a personal data breach within 72 hours</li>
              <li>International transfers of research data</li>
            </ul>
          </section>
          <section className="card">
            <h2>Features</h2>
            <ul>
              <li>7 modules, each with a briefing, training text and a four-question assessment</li>
              <li>Training text that can be read aloud</li>
              <li>A retake of the questions you missed</li>
              <li>Progress saved automatically: pause and resume at any time</li>
              <li>Points, levels and professional certifications</li>
            </ul>
          </section>
          <section className="card">
            <h2>Your certificate</h2>
            <ul>
              <li>Earned by completing all seven modules</li>
              <li>{d.validity}</li>
              <li>Downloaded as a PDF or emailed to you</li>
            </ul>
          </section>
        </div>
        <p>
          <Link className="btn btn-primary" to={`${base}/world`}>
            Start GDPR Training
          </Link>
        </p>
      </main>
    </>
  );
}
