import { Link } from "react-router";
import type { Route } from "./+types/training-intro";
import { LearnerHeader } from "../../components/LearnerHeader";
import { metaT } from "../../i18n/react";
import { greetingName } from "../../domain/people";
import { type Translate, useT } from "../../i18n/react";
import { learnerPage } from "../../server/identity/pages.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { personOf } from "../../server/training/assessment.server";
import { progressRecords, statsOf } from "../../server/training/progress.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Welcome – GDPR Training") }];
};

export async function loader(args: Route.LoaderArgs) {
  const { tenant, caller, view } = await learnerPage(args);
  const { t } = await requestLanguage(args.request);
  const { points, level } = statsOf(await progressRecords(personOf(caller)));
  const { user } = caller;
  return {
    ...view,
    points,
    level,
    name: greetingName({ first_name: user.firstName, last_name: user.lastName, email: user.email }),
    // The company's settings: its welcome message (plain text) and how long a certificate is valid.
    welcomeMessage: tenant.welcomeMessage,
    validity: validityText(t, tenant.certificateValidityDays),
  };
}

/** How long a certificate is valid (as domain/settings.ts validityText says it), in the page's language. */
function validityText(t: Translate, days: number): string {
  if (days === -1) return t("Valid without an expiry date");
  const years = days / 365;
  if (Number.isInteger(years))
    return t("{years, plural, one {Valid for one year from completion} other {Valid for # years from completion}}", { years });
  return t("Valid for {days} days from completion", { days });
}

export default function TrainingIntro({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const base = d.tenant.base;
  return (
    <>
      <LearnerHeader base={base} email={d.email} isAdmin={d.isAdmin} points={d.points} level={d.level} />
      <main id="main" className="page">
        <h1>{t("Welcome, {name}!", { name: d.name })}</h1>
        <p className="lead">
          {t(
            "Your GDPR compliance training for pharmaceutical and clinical research work: seven modules of 2-3 hours of self-paced learning in all.",
          )}
        </p>
        {d.welcomeMessage ? (
          <section className="card welcome-message" aria-labelledby="welcome-message-title">
            <h2 id="welcome-message-title">{t("A message from {company}", { company: d.tenant.name })}</h2>
            <p>{d.welcomeMessage}</p>
          </section>
        ) : null}
        <div className="card-grid">
          <section className="card">
            <h2>{t("What you will learn")}</h2>
            <ul>
              <li>{t("The lawful bases for processing trial and health data")}</li>
              <li>{t("Valid consent in clinical operations")}</li>
              <li>{t("Data subject rights and their deadlines")}</li>
              <li>{t("Data minimisation and security measures")}</li>
              <li>{t("Responding to a personal data breach within 72 hours")}</li>
              <li>{t("International transfers of research data")}</li>
            </ul>
          </section>
          <section className="card">
            <h2>{t("Features")}</h2>
            <ul>
              <li>{t("7 modules, each with a briefing, training text and a four-question assessment")}</li>
              <li>{t("Training text that can be read aloud")}</li>
              <li>{t("A retake of the questions you missed")}</li>
              <li>{t("Progress saved automatically: pause and resume at any time")}</li>
              <li>{t("Points, levels and professional certifications")}</li>
            </ul>
          </section>
          <section className="card">
            <h2>{t("Your certificate")}</h2>
            <ul>
              <li>{t("Earned by completing all seven modules")}</li>
              <li>{d.validity}</li>
              <li>{t("Downloaded as a PDF or emailed to you")}</li>
            </ul>
          </section>
        </div>
        <p>
          <Link className="btn btn-primary" to={`${base}/world`}>
            {t("Start GDPR Training")}
          </Link>
        </p>
      </main>
    </>
  );
}
