import { Link } from "react-router";
import type { Route } from "./+types/demo";
import { PostButton, PublicHeader } from "../../components/chrome";
import { Walkthrough } from "../../components/Walkthrough";
import { useT } from "../../i18n/react";
import { demoAction, demoLoader } from "./demo.server";

export const loader = ({ request }: Route.LoaderArgs) => demoLoader(request);
export const action = ({ request }: Route.ActionArgs) => demoAction(request);

export default function Demo({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const base = d.tenant.base;
  return (
    <>
      <title>{t("Demo Training – GDPR Training")}</title>
      <PublicHeader name={d.tenant.name} base={base}>
        <Link to={`${base}/employee/login`}>{t("Employee Login")}</Link>
      </PublicHeader>
      <main id="main" className="page">
        <p className="eyebrow">{t("Demo · Module 1 · {department}", { department: d.module.department })}</p>
        <h1>{d.module.title}</h1>
        <p className="muted">
          {t("This demo keeps your answers only in this browser session. Sign in to earn points, badges and a certificate.")}
        </p>
        <Walkthrough walk={d} doneTitle={t("Demo Completed!")}>
          <Link className="btn btn-primary" to={`${base}/employee/login`}>
            {t("Sign in to start the full training")}
          </Link>
          <PostButton intent="restart" className="btn">
            {t("Restart Demo")}
          </PostButton>
        </Walkthrough>
      </main>
    </>
  );
}
