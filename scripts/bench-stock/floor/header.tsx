// The learner header of the floor pages, as the academy's LearnerHeader renders it.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";

export const TENANT = {
  name: "GDPR Training Academy",
  kind: "main",
  base: "",
  primaryColor: "#003D8F",
  secondaryColor: "#FF6A00",
  logoUrl: null,
};
export const LEARNER = { tenant: TENANT, email: "page0@bench.example", isAdmin: false, points: 3000, level: 2 };

export function Header({
  base,
  email,
  points,
  level,
  children,
}: {
  base: string;
  email: string;
  points: number;
  level: number;
  children?: ReactNode;
}) {
  return (
    <header className="learner-header">
      <div className="learner-brand">
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
        <Link className="btn btn-small" to={`${base}/profile`} aria-label={`Profile of ${email}`}>
          {email}
        </Link>
        {children}
        <Form method="post" action={`${base}/employee/logout`} className="inline-form">
          <button type="submit" className="btn btn-small">
            Logout
          </button>
        </Form>
      </nav>
    </header>
  );
}
