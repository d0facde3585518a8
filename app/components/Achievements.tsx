import { Link } from "react-router";
import { DataTable } from "./lists";
import {
  type CertificateState,
  RECERTIFICATION_TEXT,
  type RecertificationReason,
  type Signature,
  STATE_LABEL,
  UNSIGNED_TEXT,
  verificationPath,
} from "../domain/certificate";
import { formatDateTimeUtc, formatLongDate } from "../domain/dates";
import { versionLabel } from "../domain/content-version";
import { BADGE_THRESHOLD } from "../domain/course";
import { LANGUAGE_NAMES, type Locale } from "../domain/locale";
import { Rich, type Translate, useLocale, useT } from "../i18n/react";
import { PostButton } from "./chrome";
import { ConfirmPanel } from "./ConfirmPanel";
import { Stats } from "./Stats";

export interface AchievementsProps {
  base: string;
  page: "profile" | "progress";
  points: number;
  level: number;
  certifications: number;
  modules: ModuleResult[];
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

/** A completed module of the current cycle (issue 28). */
interface ModuleResult {
  id: number;
  title: string | null;
  score: number;
  /** The first pass's score (the retake ends at 100); null when not recorded. */
  firstScore: number | null;
  language: Locale;
  version: string | null;
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
  const t = useT();
  return (
    <Stats
      items={[
        { label: t("Development points"), value: points },
        { label: t("Professional level"), value: level },
        { label: t("Certifications earned"), value: certifications },
      ]}
    />
  );
}

export function CertificatePanel({
  base,
  certificate,
  chain,
  recertification,
}: Pick<AchievementsProps, "base" | "certificate" | "chain" | "recertification">) {
  const t = useT();
  if (!certificate && chain.length === 0) return null;
  return (
    <section className="card" aria-labelledby="cert-title">
      <h2 id="cert-title">{t("Completion Certificate")}</h2>
      {certificate ? <CurrentCertificate base={base} certificate={certificate} /> : <p>{t("You hold no current certificate.")}</p>}
      {recertification.retraining ? (
        <p className="banner banner-success" role="status">
          {t(
            "Your company asked you to train again: complete the seven modules to receive a new certificate. Your current certificate stays as it is until then.",
          )}
        </p>
      ) : null}
      {recertification.due ? (
        <div className="card">
          <h3>{t("Recertification")}</h3>
          <p>{t(RECERTIFICATION_TEXT[recertification.due])}</p>
          <PostButton intent="start-recertification" className="btn btn-primary">
            {t("Start Recertification")}
          </PostButton>
        </div>
      ) : null}
      {chain.length > 1 || (chain.length === 1 && !certificate) ? <CertificateChain chain={chain} /> : null}
    </section>
  );
}

/** The certificate held: its number, dates and state, its signature and version, and its download. */
function CurrentCertificate({ base, certificate }: { base: string; certificate: NonNullable<AchievementsProps["certificate"]> }) {
  const t = useT();
  const locale = useLocale();
  const date = (d: string) => formatLongDate(d, locale);
  const signature = certificate.signature;
  return (
    <>
      <p>
        <Rich
          text={
            certificate.validUntil
              ? t("Certificate <strong>{number}</strong>, issued {issued}, valid through {until}. Status: <status>{state}</status>", {
                  number: certificate.number,
                  issued: date(certificate.issuedAt),
                  until: date(certificate.validUntil),
                  state: t(STATE_LABEL[certificate.state]),
                })
              : t("Certificate <strong>{number}</strong>, issued {issued}, no expiry. Status: <status>{state}</status>", {
                  number: certificate.number,
                  issued: date(certificate.issuedAt),
                  state: t(STATE_LABEL[certificate.state]),
                })
          }
          strong={(c) => <strong>{c}</strong>}
          status={(c) => <span className={`pill pill-verify-${certificate.state}`}>{c}</span>}
        />
      </p>
      <p className="muted">
        {signature
          ? t('Electronically signed by {name} on {date}. Meaning: "{meaning}."', {
              name: signature.name,
              date: formatDateTimeUtc(signature.signedAt, { locale }),
              // The meaning is what was signed, shown as recorded.
              meaning: signature.meaning,
            })
          : t(UNSIGNED_TEXT)}{" "}
        <Rich
          text={t("Content version <mono>{version}</mono>.", {
            version: certificate.contentVersion ? versionLabel(certificate.contentVersion) : t(versionLabel(null)),
          })}
          mono={(c) => <span className="mono">{c}</span>}
        />{" "}
        <Link to={verificationPath(certificate.number)}>{t("Verification page")}</Link>
      </p>
      <div className="actions">
        <a className="btn btn-primary" href={`${base}/certificate.pdf`}>
          {t("Download Certificate")}
        </a>
        <PostButton intent="email-certificate" className="btn">
          {t("Email Certificate")}
        </PostButton>
      </div>
    </>
  );
}

/** The person's certificates, oldest first: certificate 1 -> expired -> certificate 2. */
function CertificateChain({ chain }: { chain: ChainEntry[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <h3>{t("Your certificates")}</h3>
      <ol className="chain" aria-label={t("Your certificates, oldest first")}>
        {chain.map((c, i) => (
          <li key={c.number}>
            <p className="flush">
              {i > 0 ? <span aria-hidden="true">→ </span> : null}
              <Rich
                text={t("Certificate {position}: <mono>{number}</mono>", { position: i + 1, number: c.number })}
                mono={(x) => <span className="mono">{x}</span>}
              />{" "}
              <span className={`pill pill-verify-${c.state}`}>{t(STATE_LABEL[c.state])}</span>
            </p>
            <p className="chain-step flush">
              {chainStep(t, c, (d) => formatLongDate(d, locale))} <Link to={verificationPath(c.number)}>{t("Verification page")}</Link>
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * One certificate's history as one sentence: "Issued 1 March 2025, expired 1 March 2026,
 * superseded 2 March 2026 by GDPR-…." Absent steps are "none" for the message's selects.
 */
function chainStep(t: Translate, c: ChainEntry, date: (d: string) => string): string {
  return t(
    "Issued {issued}{until, select, none {} other {{expired, select, yes {, expired {until}} other {, valid through {until}}}}}{revoked, select, none {} other {, revoked {revoked}}}{superseded, select, none {} other {{by, select, none {, superseded {superseded}} other {, superseded {superseded} by {by}}}}}.",
    {
      issued: date(c.issuedAt),
      until: c.validUntil ? date(c.validUntil) : "none",
      expired: c.expired ? "yes" : "no",
      revoked: c.revokedAt ? date(c.revokedAt) : "none",
      superseded: c.supersededAt ? date(c.supersededAt) : "none",
      by: c.supersededBy ?? "none",
    },
  );
}

/**
 * The learner's record of the current cycle (issue 28): each completed module with its final
 * score, the first pass's score beside it (the measure of knowledge, since the retake ends at
 * 100), and the course language and content version it was taken in: what the company keeps as evidence.
 */
export function ModuleResults({ modules }: Pick<AchievementsProps, "modules">) {
  const t = useT();
  if (modules.length === 0) return null;
  const percent = (score: number | null) => (score === null ? "–" : t("{score, number}%", { score }));
  return (
    <section className="card" aria-labelledby="modules-title">
      <h2 id="modules-title">{t("Completed modules")}</h2>
      <DataTable
        caption={t("Your completed modules with their scores, language and content version")}
        columns={[t("Module"), t("Score"), t("First pass"), t("Course language"), t("Content version")]}
      >
        {modules.map((m) => (
          <tr key={m.id}>
            <th scope="row">
              {m.id}. {m.title ?? t("Module {id}", { id: m.id })}
            </th>
            <td>{percent(m.score)}</td>
            <td>{percent(m.firstScore)}</td>
            <td lang={m.language}>{LANGUAGE_NAMES[m.language]}</td>
            <td className={m.version ? "mono" : "muted"}>{m.version ? versionLabel(m.version) : t(versionLabel(null))}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

export function BadgeList({ badges }: Pick<AchievementsProps, "badges">) {
  const t = useT();
  return (
    <section aria-labelledby="badges-title">
      <h2 id="badges-title">{t("Professional Certifications")}</h2>
      {badges.length === 0 ? (
        <div className="card">
          <h3>{t("No Certifications Yet")}</h3>
          <p>{t("Complete a module with a score of {threshold}% or more to earn its certification.", { threshold: BADGE_THRESHOLD })}</p>
        </div>
      ) : (
        <EarnedBadges badges={badges} />
      )}
    </section>
  );
}

/** Badges earned, each with its date. */
export function EarnedBadges({ badges }: Pick<AchievementsProps, "badges">) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="badge-list">
      {badges.map((b) => (
        <li key={b.id} className="card">
          <strong>{b.name}</strong>
          <p className="muted">{t("Earned {date}", { date: formatLongDate(b.earnedAt, locale) })}</p>
        </li>
      ))}
    </ul>
  );
}

export function ResetAll({ base, page, confirmResetAll }: Pick<AchievementsProps, "base" | "page" | "confirmResetAll">) {
  const t = useT();
  const here = `${base}/${page}`;
  if (confirmResetAll) {
    return (
      <ConfirmPanel id="reset-all" title={t("Reset All Progress")} cancelTo={here} intent="reset-all" confirmLabel={t("Confirm Reset")}>
        <p>
          {t(
            "This operation cannot be undone. All training records, certifications and professional development data leave your progress; your company keeps the earlier results only as compliance history.",
          )}
        </p>
      </ConfirmPanel>
    );
  }
  return (
    <section className="card" aria-labelledby="reset-all-title">
      <h2 id="reset-all-title">{t("Reset Training")}</h2>
      <p>{t("Start the whole training again from module 1.")}</p>
      <Link className="btn btn-danger" to={`${here}?confirm=reset-all`}>
        {t("Reset All Training")}
      </Link>
    </section>
  );
}
