// The floor page of /profile (see world.tsx): the academy's profile of a learner with three badges.
import { Link } from "react-router";
import { Header, LEARNER } from "../header";

export function meta() {
  return [{ title: "Profile – GDPR Training" }];
}

const earned = new Date("2026-11-25T02:06:33.760Z");
const LONG_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const dateText = (d: Date) => LONG_DATE.format(d);

export function loader() {
  return {
    ...LEARNER,
    person: { firstName: "Page", lastName: "Learner 0", email: "page0@bench.example", photoUrl: null, joined: earned.toISOString() },
    certifications: 3,
    badges: [
      { id: 1, name: "Pharmaceutical Legal Foundations Specialist", earnedAt: earned.toISOString() },
      { id: 2, name: "Clinical Consent Steward", earnedAt: earned.toISOString() },
      { id: 3, name: "Data Subject Rights Advocate", earnedAt: earned.toISOString() },
    ],
    certificate: null,
    chain: [],
    recertification: { due: null, retraining: false },
    confirmResetAll: false,
  };
}

export default function Profile({ loaderData: d }: { loaderData: ReturnType<typeof loader> }) {
  const base = d.tenant.base;
  return (
    <>
      <Header base={base} email={d.email} points={d.points} level={d.level} />
      <main id="main" className="page">
        <p>
          <Link to={`${base}/world`}>← Back to Academy</Link>
        </p>
        <section className="row row-start card" aria-labelledby="person-name">
          <span className="avatar" aria-hidden="true">
            <svg width="40" height="40" viewBox="0 0 24 24">
              <circle cx="12" cy="8" r="4" fill="#6b7a90" />
              <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="#6b7a90" />
            </svg>
          </span>
          <div>
            <h1 id="person-name" className="flush">
              {`${d.person.firstName} ${d.person.lastName}`}
            </h1>
            <p className="muted flush">{d.person.email}</p>
            <p className="muted flush">Joined {dateText(new Date(d.person.joined))}</p>
          </div>
        </section>
        <div className="stats">
          <div className="stat">
            <span>Development points</span>
            <strong>{d.points}</strong>
          </div>
          <div className="stat">
            <span>Professional level</span>
            <strong>{d.level}</strong>
          </div>
          <div className="stat">
            <span>Certifications earned</span>
            <strong>{d.certifications}</strong>
          </div>
        </div>
        <section aria-labelledby="badges-title">
          <h2 id="badges-title">Professional Certifications</h2>
          <ul className="badge-list">
            {d.badges.map((b) => (
              <li key={b.id} className="card">
                <strong>{b.name}</strong>
                <p className="muted">Earned {dateText(new Date(b.earnedAt))}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="reset-all-title">
          <h2 id="reset-all-title">Reset Training</h2>
          <p>Start the whole training again from module 1.</p>
          <Link className="btn btn-danger" to="?confirm=reset-all">
            Reset All Training
          </Link>
        </section>
      </main>
    </>
  );
}
