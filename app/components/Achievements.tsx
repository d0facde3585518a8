import { Link } from "react-router";
import { formatLongDate } from "../domain/certificate";
import { PostButton } from "./chrome";
import { ConfirmPanel } from "./ConfirmPanel";

export interface AchievementsProps {
  base: string;
  page: "profile" | "progress";
  points: number;
  level: number;
  certifications: number;
  badges: { id: number; name: string; earnedAt: string }[];
  certificate: { number: string; issuedAt: string; validUntil: string | null } | null;
  confirmResetAll: boolean;
}

export function StatCards({ points, level, certifications }: Pick<AchievementsProps, "points" | "level" | "certifications">) {
  return (
    <div className="stats">
      <div className="stat">
        <span>Development points</span>
        <strong>{points}</strong>
      </div>
      <div className="stat">
        <span>Professional level</span>
        <strong>{level}</strong>
      </div>
      <div className="stat">
        <span>Certifications earned</span>
        <strong>{certifications}</strong>
      </div>
    </div>
  );
}

export function CertificatePanel({ base, certificate }: Pick<AchievementsProps, "base" | "certificate">) {
  if (!certificate) return null;
  return (
    <section className="card" aria-labelledby="cert-title">
      <h2 id="cert-title">Completion Certificate</h2>
      <p>
        Certificate <strong>{certificate.number}</strong>, issued {formatLongDate(certificate.issuedAt)},{" "}
        {certificate.validUntil ? `valid through ${formatLongDate(certificate.validUntil)}` : "no expiry"}.
      </p>
      <div className="actions">
        <a className="btn btn-primary" href={`${base}/certificate.pdf`} download>
          Download Certificate
        </a>
        <PostButton intent="email-certificate" className="btn">
          Email Certificate
        </PostButton>
      </div>
    </section>
  );
}

export function BadgeList({ badges }: Pick<AchievementsProps, "badges">) {
  return (
    <section aria-labelledby="badges-title">
      <h2 id="badges-title">Professional Certifications</h2>
      {badges.length === 0 ? (
        <div className="card">
          <h3>No Certifications Yet</h3>
          <p>Complete a module with a score of 80% or more to earn its certification.</p>
        </div>
      ) : (
        <ul className="badge-list">
          {badges.map((b) => (
            <li key={b.id} className="card">
              <strong>{b.name}</strong>
              <p className="muted">Earned {formatLongDate(b.earnedAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ResetAll({ base, page, confirmResetAll }: Pick<AchievementsProps, "base" | "page" | "confirmResetAll">) {
  const here = `${base}/${page}`;
  if (confirmResetAll) {
    return (
      <ConfirmPanel id="reset-all" title="Reset All Progress" cancelTo={here} action={here} intent="reset-all" confirmLabel="Confirm Reset">
        <p>
          This operation cannot be undone. All training records, certifications and professional development data leave your progress; your
          company keeps the earlier results only as compliance history.
        </p>
      </ConfirmPanel>
    );
  }
  return (
    <section className="card" aria-labelledby="reset-all-title">
      <h2 id="reset-all-title">Reset Training</h2>
      <p>Start the whole training again from module 1.</p>
      <Link className="btn btn-danger" to={`${here}?confirm=reset-all`}>
        Reset All Training
      </Link>
    </section>
  );
}
