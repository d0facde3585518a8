import { Link } from "react-router";
import type { Route } from "./+types/home";
import { PublicHeader, SiteFooter } from "../../components/chrome";
import { publicPage } from "../../server/identity/pages.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.tenant.name} – GDPR Compliance Training` : "GDPR Compliance Training" },
  { name: "description", content: "GDPR compliance training for pharmaceutical and clinical research professionals." },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { view } = await publicPage({ request });
  return view;
}

const FEATURES = [
  {
    title: "Function-Based Learning",
    text: "Seven modules follow the work of real departments: headquarters, clinical operations, data management, IT and global operations.",
  },
  {
    title: "Real-World Scenarios",
    text: "Every module opens with a briefing drawn from pharmaceutical and CRO practice: trials, vendors, breaches and transfers.",
  },
  {
    title: "Interactive Learning",
    text: "Read or listen to the training text, answer four questions, retake what you missed and earn points, levels and badges.",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { tenant, signedIn } = loaderData;
  const base = tenant.base;
  const isCompany = tenant.kind === "company";
  return (
    <>
      <PublicHeader name={tenant.name} base={base}>
        <Link to={`${base}/login-selection`}>Sign in</Link>
      </PublicHeader>
      <main id="main">
        <section className="hero">
          <div className="page">
            <p className="eyebrow">{isCompany ? "Company training portal" : "GDPR Compliance Program"}</p>
            <h1>{isCompany ? `${tenant.name} GDPR Training` : "GDPR Training for Pharma Professionals"}</h1>
            <p className="lead">
              Learn how the General Data Protection Regulation applies to clinical trials, patient data and global research operations, in
              seven practical modules with a completion certificate.
            </p>
            <div className="actions">
              {signedIn ? (
                <Link className="btn btn-light" to={signedIn}>
                  Continue
                </Link>
              ) : (
                <>
                  <Link className="btn btn-light" to={`${base}/employee/login`}>
                    Employee Login
                  </Link>
                  <Link className="btn btn-outline-light" to={`${base}/admin/login`}>
                    Admin Portal
                  </Link>
                </>
              )}
              <Link className="btn btn-outline-light" to={`${base}/demo`}>
                Try Demo
              </Link>
            </div>
            <p className="hero-note">New employees: check your email for login instructions from your administrator.</p>
          </div>
        </section>
        <section className="page" aria-labelledby="features-heading">
          <h2 id="features-heading">How the training works</h2>
          <ul className="card-grid">
            {FEATURES.map((f) => (
              <li key={f.title} className="card">
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
          <p className="note">
            Professional certifications are earned by completing modules; completing all seven earns your GDPR compliance certificate.
          </p>
          <p>
            <Link to={`${base}/login-selection`}>Choose how to sign in</Link>
          </p>
        </section>
      </main>
      <SiteFooter name={tenant.name} />
    </>
  );
}
