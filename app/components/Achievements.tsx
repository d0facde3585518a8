import { Link } from "react-router";
import {
  type CertificateState,
  RECERTIFICATION_TEXT,
  type RecertificationReason,
  type Signature,
  signatureLine,
  STATE_LABEL,
  UNSIGNED_TEXT,
  verificationPath,
} from "../domain/certificate";
import { formatLongDate } from "../domain/dates";
import { versionLabel } from "../domain/content-version";
import { PostButton } from "./chrome";
import { ConfirmPanel } from "./ConfirmPanel";

export interface AchievementsProps {
  base: string;
  page: "profile" | "progress";
  points: number;
  level: number;
  certifications: number;
  badges: { id: number; name: string; earnedAt: string }[];
  certificate: {
    number: string;
    issuedAt: string;
    validUntil: string | null;
    state: CertificateState;
    contentVersion: string | null;
    signature: Pick<Signature, "name" | "signedAt" | "meaning"> | null;
  } | null;
  chain: ChainEntry[];
  recertification: { due: RecertificationReason | null; retraining: boolean };
  confirmResetAll: boolean;
}

interface ChainEntry {
  number: string;
  issuedAt: string;
  validUntil: string | null;
  state: CertificateState;
  expired: boolean;
  revokedAt: string | null;
  supersededAt: string | null;
  supersededBy: string | null;
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

export function CertificatePanel({
  base,
  certificate,
  chain,
  recertification,
}: Pick<AchievementsProps, "base" | "certificate" | "chain" | "recertification">) {
  if (!certificate && chain.length === 0) return null;
  return (
    <section className="card" aria-labelledby="cert-title">
      <h2 id="cert-title">Completion Certificate</h2>
      {certificate ? (
        <>
          <p>
            Certificate <strong>{certificate.number}</strong>, issued {formatLongDate(certificate.issuedAt)},{" "}
            {certificate.validUntil ? `valid through ${formatLongDate(certificate.validUntil)}` : "no expiry"}. Status:{" "}
            <span className={`pill pill-verify-${certificate.state}`}>{STATE_LABEL[certificate.state]}</span>
          </p>
          <p className="muted">
            {certificate.signature ? signatureLine(certificate.signature) : UNSIGNED_TEXT} Content version{" "}
            <span className="mono">{versionLabel(certificate.contentVersion)}</span>.{" "}
            <Link to={verificationPath(certificate.number)}>Verification page</Link>
          </p>
          <div className="actions">
            <a className="btn btn-primary" href={`${base}/certificate.pdf`}>
              Download Certificate
            </a>
            <PostButton intent="email-certificate" className="btn">
              Email Certificate
            </PostButton>
          </div>
        </>
      ) : (
        <p>You hold no current certificate.</p>
      )}
      {recertification.retraining ? (
        <p className="banner banner-success" role="status">
          Your company asked you to train again: complete the seven modules to receive a new certificate. Your current certificate stays as
          it is until then.
        </p>
      ) : null}
      {recertification.due ? (
        <div className="card">
          <h3>Recertification</h3>
          <p>{RECERTIFICATION_TEXT[recertification.due]}</p>
          <PostButton intent="start-recertification" className="btn btn-primary">
            Start Recertification
          </PostButton>
        </div>
      ) : null}
      {chain.length > 1 || (chain.length === 1 && !certificate) ? <CertificateChain chain={chain} /> : null}
    </section>
  );
}

/** The person's certificates, oldest first: certificate 1 -> expired -> certificate 2. */
function CertificateChain({ chain }: { chain: ChainEntry[] }) {
  return (
    <>
      <h3>Your certificates</h3>
      <ol className="chain" aria-label="Your certificates, oldest first">
        {chain.map((c, i) => (
          <li key={c.number}>
            <p className="flush">
              {i > 0 ? <span aria-hidden="true">→ </span> : null}
              Certificate {i + 1}: <span className="mono">{c.number}</span>{" "}
              <span className={`pill pill-verify-${c.state}`}>{STATE_LABEL[c.state]}</span>
            </p>
            <p className="chain-step flush">
              Issued {formatLongDate(c.issuedAt)}
              {c.validUntil ? `, ${c.expired ? "expired" : "valid through"} ${formatLongDate(c.validUntil)}` : ""}
              {c.revokedAt ? `, revoked ${formatLongDate(c.revokedAt)}` : ""}
              {c.supersededAt ? `, superseded ${formatLongDate(c.supersededAt)}${c.supersededBy ? ` by ${c.supersededBy}` : ""}` : ""}.{" "}
              <Link to={verificationPath(c.number)}>Verification page</Link>
            </p>
          </li>
        ))}
      </ol>
    </>
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
