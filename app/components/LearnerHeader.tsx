import { Link } from "react-router";
import { PostButton, useCompanyLogo } from "./chrome";
import { type Translate, useT } from "../i18n/react";

export interface LearnerHeaderProps {
  base: string;
  email: string;
  isAdmin: boolean;
  points: number;
  level: number;
  /** Extra controls (e.g. the module reset on the quest screen). */
  children?: React.ReactNode;
}

export function LearnerHeader({ base, email, isAdmin, points, level, children }: LearnerHeaderProps) {
  const t = useT();
  const logo = useCompanyLogo();
  return (
    <header className="learner-header">
      <div className="learner-brand">
        {logo ? <img className="company-logo" src={logo.url} alt={logo.alt} height={32} decoding="async" /> : null}
        <div>
          <p className="title">{t("GDPR Training for Pharma Professionals")}</p>
          <p className="subtitle">{t("GDPR Compliance Program")}</p>
        </div>
      </div>
      <nav aria-label={t("Account")}>
        <span className="stat-pill">{pointsText(t, points)}</span>
        <span className="stat-pill">{t("Level {level}", { level })}</span>
        <Link className="btn btn-small" to={`${base}/world`}>
          {t("Academy")}
        </Link>
        {isAdmin ? (
          <Link className="btn btn-small" to={`${base}/admin/dashboard`}>
            {t("Admin Dashboard")}
          </Link>
        ) : null}
        <Link className="btn btn-small" to={`${base}/profile`} aria-label={t("Profile of {email}", { email })}>
          {email}
        </Link>
        {children}
        <PostButton action={`${base}/${isAdmin ? "admin" : "employee"}/logout`} className="btn btn-small">
          {t("Logout")}
        </PostButton>
      </nav>
    </header>
  );
}

/**
 * "1000 points": the count without a thousands separator (as the spec shows it), the plural by
 * the language's rules.
 */
const pointsText = (t: Translate, points: number) =>
  t("{count, plural, one {{points} point} other {{points} points}}", { count: points, points: String(points) });
