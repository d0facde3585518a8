import { Link } from "react-router";
import type { Route } from "./+types/privacy";
import { PublicHeader } from "../../components/chrome";
import { Facts } from "../../components/Facts";
import { COOKIES, DATA_CATEGORIES, LEGAL_BASES, NOT_PROVIDED, PURPOSES, RECIPIENTS, RIGHTS } from "../../domain/privacy";
import { useT } from "../../i18n/react";
import { controllerDetails } from "../../server/admin/settings.server";
import { publicPage } from "../../server/identity/pages.server";
import { env } from "../../server/platform/env.server";

/**
 * A company's privacy notice (issue 30, Art. 13): the company as controller (its details from the
 * settings), the platform's operator as processor (Art. 28), purposes, legal bases, data,
 * recipients, retention, rights, cookies and the complaint route. Public in every context.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { view, tenant } = await publicPage({ request });
  const controller = await controllerDetails(tenant);
  return { ...view, controller, operatorContact: env().CONTACT_EMAIL ?? null };
}

/** A detail of the company's, or the notice that it is not there yet. */
function Detail({ label, value }: { label: string; value: string | null }) {
  const t = useT();
  return (
    <>
      <dt>{label}</dt>
      <dd className={value ? "privacy-value" : "muted"}>{value ?? t(NOT_PROVIDED)}</dd>
    </>
  );
}

function ControllerSection({ company, c }: { company: string; c: Route.ComponentProps["loaderData"]["controller"] }) {
  const t = useT();
  return (
    <section aria-labelledby="controller">
      <h2 id="controller">{t("Who is responsible: your company (controller)")}</h2>
      <p>
        {t(
          "{company} decides why and how your data is processed for this training: it is the controller. Questions and requests about your data go to it.",
          { company },
        )}
      </p>
      <dl className="facts">
        <Detail label={t("Legal name")} value={c.controllerLegalName} />
        <Detail label={t("Postal address")} value={c.controllerAddress} />
        <Detail label={t("Privacy contact")} value={c.privacyContactEmail} />
        <Detail label={t("Data protection officer")} value={[c.dpoName, c.dpoContact].filter(Boolean).join(", ") || null} />
      </dl>
    </section>
  );
}

function CookieTable() {
  const t = useT();
  return (
    <table className="data-table">
      <caption className="visually-hidden">{t("Cookies")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("Cookie")}</th>
          <th scope="col">{t("Purpose")}</th>
          <th scope="col">{t("Lifetime")}</th>
        </tr>
      </thead>
      <tbody>
        {COOKIES.map((c) => (
          <tr key={c.name}>
            <th scope="row">
              <code>{c.name}</code>
            </th>
            <td>{t(c.purpose)}</td>
            <td>{t(c.lifetime)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Privacy({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const base = d.tenant.base;
  return (
    <>
      <title>{t("Privacy notice – {company}", { company: d.tenant.name })}</title>
      <PublicHeader name={d.tenant.name} base={base}>
        <Link to={`${base}/login-selection`}>{t("Sign in")}</Link>
      </PublicHeader>
      <main id="main" className="page narrow privacy-notice">
        <h1>{t("Privacy notice")}</h1>
        <p className="lead">
          {t("How your personal data is processed when you take the GDPR training of {company} on this platform.", {
            company: d.tenant.name,
          })}
        </p>
        <ControllerSection company={d.tenant.name} c={d.controller} />
        <Processing operatorContact={d.operatorContact} />
        <KeepingAndRights />
        <p>
          <Link to={base || "/"}>{t("← Back to home")}</Link>
        </p>
      </main>
    </>
  );
}

/** Who processes the data for the company, why, on which bases, which data and for whom. */
function Processing({ operatorContact }: { operatorContact: string | null }) {
  const t = useT();
  return (
    <>
      <section aria-labelledby="processor">
        <h2 id="processor">{t("Who runs the platform: the operator (processor)")}</h2>
        <p>
          {t(
            "The operator of this training platform processes the data on behalf of your company and only on its documented instructions, as its processor (Art. 28 GDPR).",
          )}
        </p>
        <p>
          {operatorContact
            ? t("Operator's contact: {email}", { email: operatorContact })
            : t("The operator's contact is given to your company in its processing agreement.")}
        </p>
      </section>
      <section aria-labelledby="purposes">
        <h2 id="purposes">{t("Purposes")}</h2>
        <Facts items={PURPOSES} />
      </section>
      <section aria-labelledby="bases">
        <h2 id="bases">{t("Legal bases")}</h2>
        <p>
          {t(
            "Your company, as the controller, determines the legal basis. As its processor we state the bases this training usually rests on:",
          )}
        </p>
        <Facts items={LEGAL_BASES} />
        <p>{t("Ask your company which basis it relies on.")}</p>
      </section>
      <section aria-labelledby="categories">
        <h2 id="categories">{t("Categories of personal data")}</h2>
        <Facts items={DATA_CATEGORIES} />
      </section>
      <section aria-labelledby="recipients">
        <h2 id="recipients">{t("Recipients")}</h2>
        <Facts items={RECIPIENTS} />
        <p>
          {t(
            "The platform passes personal data to no one else. Where the operator's hosting or mail relay is outside the EU/EEA, your company's processing agreement states the transfer and its safeguards (Chapter V GDPR).",
          )}
        </p>
      </section>
    </>
  );
}

/** How long the data is kept, the person's rights, the cookies and where to complain. */
function KeepingAndRights() {
  const t = useT();
  return (
    <>
      <section aria-labelledby="retention">
        <h2 id="retention">{t("How long data is kept")}</h2>
        <p>
          {t(
            "Training records and certificates are evidence of the training under good practice (GxP) rules: they are kept, not deleted, for as long as your company must keep that evidence.",
          )}
        </p>
        <p>
          {t(
            "Everything else is kept as long as your company's retention settings say: the identifying data of people who have left, audit events, the mail log, sessions and expired invitations. When a person's period ends, their name and email can be replaced by a pseudonym while the evidence stays verifiable.",
          )}
        </p>
      </section>
      <section aria-labelledby="rights">
        <h2 id="rights">{t("Your rights")}</h2>
        <Facts items={RIGHTS} />
        <p>
          {t(
            "To exercise a right, contact your company (the controller, above); the operator assists it (Art. 28(3)(e)). The answer is due within one month, which can be extended by two further months for complex or numerous requests (Art. 12(3)), and is free of charge.",
          )}
        </p>
        <p>{t("Signed-in learners can also download the data held about them from their profile.")}</p>
      </section>
      <section aria-labelledby="cookies">
        <h2 id="cookies">{t("Cookies")}</h2>
        <p>
          {t(
            "This platform sets only the cookies it needs to work: no analytics, no advertising, no third-party cookies. They are strictly necessary, so no consent is asked for them (ePrivacy Directive, Art. 5(3)).",
          )}
        </p>
        <div className="table-wrap">
          <CookieTable />
        </div>
      </section>
      <section aria-labelledby="complaint">
        <h2 id="complaint">{t("Complaints")}</h2>
        <p>
          {t(
            "You have the right to lodge a complaint with a supervisory authority, in particular in the EU Member State where you live, work or where the alleged infringement took place (Art. 77 GDPR).",
          )}
        </p>
      </section>
    </>
  );
}
