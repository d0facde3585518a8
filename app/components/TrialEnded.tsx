import { Link } from "react-router";
import { formatLongDate } from "../domain/dates";
import { Rich, useLocale, useT } from "../i18n/react";
import { PostButton } from "./chrome";

/**
 * The page a company's signed-in people see once its trial has ended (thrown by the guards,
 * shown by the root error boundary): when it ended, that nothing is lost, whom to contact, and
 * a way to sign out. A plain form and links: it works without JavaScript. The texts are those of
 * domain/companies.ts's TRIAL_ENDED_TEXT, here in the page's language.
 */
export function TrialEnded({ view }: { view: { companyName: string; endedAt: string; contact: string | null; signOut: string } }) {
  const t = useT();
  const locale = useLocale();
  const title = t("Trial Ended");
  return (
    <main id="main" className="page narrow center">
      <title>{t("{title} – GDPR Training", { title })}</title>
      <h1>{title}</h1>
      <p role="status">
        {t("The trial of {company} ended on {date}.", { company: view.companyName, date: formatLongDate(view.endedAt, locale) })}
      </p>
      <p>
        {t(
          "Training and the administration are paused until the trial is extended or the account is activated. Nothing has been deleted: every account, training record and certificate is kept, and certificates can still be verified.",
        )}
      </p>
      <p>
        {view.contact ? (
          <Rich
            text={t("To continue, contact the operator of this training platform: <link>{contact}</link>.", { contact: view.contact })}
            link={(c) => <a href={`mailto:${view.contact}`}>{c}</a>}
          />
        ) : (
          t("To continue, contact the operator of this training platform.")
        )}
      </p>
      <div className="actions">
        <PostButton action={view.signOut} className="btn btn-primary">
          {t("Logout")}
        </PostButton>
        <Link className="btn" to="/">
          {t("Return to Home")}
        </Link>
      </div>
    </main>
  );
}
