import { Link } from "react-router";
import type { Route } from "./+types/progress";
import { BadgeList, CertificatePanel, ResetAll, StatCards } from "../../components/Achievements";
import { LearnerHeader } from "../../components/LearnerHeader";
import { profileAction, profileLoader } from "./profile.server";

export const meta: Route.MetaFunction = () => [{ title: "Progress and Badges – GDPR Training" }];

export const loader = (args: Route.LoaderArgs) => profileLoader(args, "progress");
export const action = (args: Route.ActionArgs) => profileAction(args, "progress");

export default function Progress({ loaderData: d }: Route.ComponentProps) {
  const base = d.tenant.base;
  return (
    <>
      <LearnerHeader base={base} email={d.email} isAdmin={d.isAdmin} points={d.points} level={d.level} />
      <main id="main" className="page">
        <p>
          <Link to={`${base}/world`}>← Back to Academy</Link>
        </p>
        <h1>Progress and Badges</h1>
        <StatCards points={d.points} level={d.level} certifications={d.certifications} />
        <CertificatePanel base={base} certificate={d.certificate} chain={d.chain} recertification={d.recertification} />
        <BadgeList badges={d.badges} />
        <ResetAll base={base} page="progress" confirmResetAll={d.confirmResetAll} />
      </main>
    </>
  );
}
