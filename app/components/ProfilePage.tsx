import { Link } from "react-router";
import type { Route } from "../routes/learner/+types/profile";
import { BadgeList, CertificatePanel, ModuleResults, ResetAll, StatCards } from "./Achievements";
import { LanguagePreference } from "./LanguagePreference";
import { LearnerHeader } from "./LearnerHeader";
import { MyData } from "./MyData";
import { formatLongDate } from "../domain/dates";
import { useLocale, useT } from "../i18n/react";

/**
 * The learner's profile (/profile) and the Progress and Badges page (/progress), which is the
 * profile without the person: the routes render it with their loader's data (profile.server.ts),
 * and the bench's floor page (scripts/bench-stock/floor) with the same data and none of the server.
 */
export function ProfilePage({ d, page }: { d: Route.ComponentProps["loaderData"]; page: "profile" | "progress" }) {
  const t = useT();
  const base = d.tenant.base;
  return (
    <>
      <LearnerHeader base={base} email={d.email} isAdmin={d.isAdmin} points={d.points} level={d.level} />
      <main id="main" className="page">
        <p>
          <Link to={`${base}/world`}>{t("← Back to Academy")}</Link>
        </p>
        {page === "profile" ? <Person person={d.person} /> : <h1>{t("Progress and Badges")}</h1>}
        {page === "profile" ? <LanguagePreference current={d.person.locale ?? null} /> : null}
        <StatCards points={d.points} level={d.level} certifications={d.certifications} />
        <CertificatePanel base={base} certificate={d.certificate} chain={d.chain} recertification={d.recertification} />
        <ModuleResults modules={d.modules} />
        <BadgeList badges={d.badges} />
        {page === "profile" ? <MyData base={base} firstName={d.person.firstName} lastName={d.person.lastName} /> : null}
        <ResetAll base={base} page={page} confirmResetAll={d.confirmResetAll} />
      </main>
    </>
  );
}

function Person({ person }: { person: Route.ComponentProps["loaderData"]["person"] }) {
  const t = useT();
  const locale = useLocale();
  const name = `${person.firstName} ${person.lastName}`.trim() || person.email;
  return (
    <section className="row row-start card" aria-labelledby="person-name">
      {person.photoUrl ? (
        <img className="avatar" src={person.photoUrl} alt="" width={72} height={72} />
      ) : (
        <span className="avatar" aria-hidden="true">
          <svg width="40" height="40" viewBox="0 0 24 24">
            <circle cx="12" cy="8" r="4" fill="#6b7a90" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="#6b7a90" />
          </svg>
        </span>
      )}
      <div>
        <h1 id="person-name" className="flush">
          {name}
        </h1>
        <p className="muted flush">{person.email}</p>
        <p className="muted flush">{t("Joined {date}", { date: formatLongDate(person.joined, locale) })}</p>
      </div>
    </section>
  );
}
