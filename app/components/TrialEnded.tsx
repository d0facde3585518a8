import { Link } from "react-router";
import { TRIAL_ENDED_TEXT } from "../domain/companies";
import { PostButton } from "./chrome";

/**
 * The page a company's signed-in people see once its trial has ended (thrown by the guards,
 * shown by the root error boundary): when it ended, that nothing is lost, whom to contact, and
 * a way to sign out. A plain form and links: it works without JavaScript.
 */
export function TrialEnded({ view }: { view: { companyName: string; endedAt: string; contact: string | null; signOut: string } }) {
  return (
    <main id="main" className="page narrow center">
      <title>{`${TRIAL_ENDED_TEXT.title} – GDPR Training`}</title>
      <h1>{TRIAL_ENDED_TEXT.title}</h1>
      <p role="status">{TRIAL_ENDED_TEXT.ended(view.companyName, view.endedAt)}</p>
      <p>{TRIAL_ENDED_TEXT.paused}</p>
      <p>
        {TRIAL_ENDED_TEXT.contact}
        {view.contact ? (
          <>
            : <a href={`mailto:${view.contact}`}>{view.contact}</a>
          </>
        ) : null}
        .
      </p>
      <div className="actions">
        <PostButton action={view.signOut} className="btn btn-primary">
          Logout
        </PostButton>
        <Link className="btn" to="/">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
