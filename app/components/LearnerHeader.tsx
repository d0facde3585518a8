import { Link } from "react-router";
import { PostButton, useCompanyLogo } from "./chrome";

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
  const logo = useCompanyLogo();
  return (
    <header className="learner-header">
      <div className="learner-brand">
        {logo ? <img className="company-logo" src={logo.url} alt={logo.alt} height={32} decoding="async" /> : null}
        <div>
          <p className="title">GDPR Training for Pharma Professionals</p>
          <p className="subtitle">GDPR Compliance Program</p>
        </div>
      </div>
      <nav aria-label="Account">
        <span className="stat-pill">{points} points</span>
        <span className="stat-pill">Level {level}</span>
        <Link className="btn btn-small" to={`${base}/world`}>
          Academy
        </Link>
        {isAdmin ? (
          <Link className="btn btn-small" to={`${base}/admin/dashboard`}>
            Admin Dashboard
          </Link>
        ) : null}
        <Link className="btn btn-small" to={`${base}/profile`} aria-label={`Profile of ${email}`}>
          {email}
        </Link>
        {children}
        <PostButton action={`${base}/${isAdmin ? "admin" : "employee"}/logout`} className="btn btn-small">
          Logout
        </PostButton>
      </nav>
    </header>
  );
}
