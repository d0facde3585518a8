import { Link } from "react-router";
import type { Route } from "./+types/home";
import { PublicHeader, SiteFooter } from "../../components/chrome";
import { msg } from "../../i18n/msg";
import { useT } from "../../i18n/react";
import { publicPage } from "../../server/identity/pages.server";

/** The page draws its own footer (SiteFooter, with the privacy link): the document adds none. */
export const handle = { siteFooter: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { view } = await publicPage({ request });
  return view;
}

/** The features' texts are catalogue keys, translated where shown. */
const FEATURES = [
  {
    title: msg("Function-Based Learning"),
    text: msg(
      "Seven modules follow the work of real departments: headquarters, clinical operations, data management, IT and global operations.",
    ),
  },
  {
    title: msg("Real-World Scenarios"),
    text: msg("Every module opens with a briefing drawn from pharmaceutical and CRO practice: trials, vendors, breaches and transfers."),
  },
  {
    title: msg("Interactive Learning"),
    text: msg("Read or listen to the training text, answer four questions, retake what you missed and earn points, levels and badges."),
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tenant, signedIn } = loaderData;
  const base = tenant.base;
  const isCompany = tenant.kind === "company";
  return (
    <>
      {/* title and description in the page's language (React puts them in the head) */}
      <title>{t("{company} – GDPR Compliance Training", { company: tenant.name })}</title>
      <meta name="description" content={t("GDPR compliance training for pharmaceutical and clinical research professionals.")} />
      <PublicHeader name={tenant.name} base={base}>
        <Link to={`${base}/login-selection`}>{t("Sign in")}</Link>
      </PublicHeader>
      <main id="main">
        <section className="hero">
          <div className="page">
            <p className="eyebrow">{isCompany ? t("Company training portal") : t("GDPR Compliance Program")}</p>
            <h1>{isCompany ? t("{company} GDPR Training", { company: tenant.name }) : t("GDPR Training for Pharma Professionals")}</h1>
            <p className="lead">
              {t(
                "Learn how the General Data Protection Regulation applies to clinical trials, patient data and global research operations, in seven practical modules with a completion certificate.",
              )}
            </p>
            <div className="actions">
              {signedIn ? (
                <Link className="btn btn-light" to={signedIn}>
                  {t("Continue")}
                </Link>
              ) : (
                <>
                  <Link className="btn btn-light" to={`${base}/employee/login`}>
                    {t("Employee Login")}
                  </Link>
                  <Link className="btn btn-outline-light" to={`${base}/admin/login`}>
                    {t("Admin Portal")}
                  </Link>
                </>
              )}
              <Link className="btn btn-outline-light" to={`${base}/demo`}>
                {t("Try Demo")}
              </Link>
            </div>
            <p className="hero-note">{t("New employees: check your email for login instructions from your administrator.")}</p>
          </div>
        </section>
        <section className="page" aria-labelledby="features-heading">
          <h2 id="features-heading">{t("How the training works")}</h2>
          <ul className="card-grid">
            {FEATURES.map((f) => (
              <li key={f.title} className="card">
                <h3>{t(f.title)}</h3>
                <p>{t(f.text)}</p>
              </li>
            ))}
          </ul>
          <p className="note">
            {t(
              "Professional certifications are earned by completing modules; completing all seven earns your GDPR compliance certificate.",
            )}
          </p>
          <p>
            <Link to={`${base}/login-selection`}>{t("Choose how to sign in")}</Link>
          </p>
        </section>
      </main>
      <SiteFooter name={tenant.name} base={base} />
    </>
  );
}
