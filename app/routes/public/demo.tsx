import { Link } from "react-router";
import type { Route } from "./+types/demo";
import { PostButton, PublicHeader } from "../../components/chrome";
import { Walkthrough } from "../../components/Walkthrough";
import { demoAction, demoLoader } from "./demo.server";

export const meta: Route.MetaFunction = () => [{ title: "Demo Training – GDPR Training" }];

export const loader = ({ request }: Route.LoaderArgs) => demoLoader(request);
export const action = ({ request }: Route.ActionArgs) => demoAction(request);

export default function Demo({ loaderData: d }: Route.ComponentProps) {
  const base = d.tenant.base;
  return (
    <>
      <PublicHeader name={d.tenant.name} base={base}>
        <Link to={`${base}/employee/login`}>Employee Login</Link>
      </PublicHeader>
      <main id="main" className="page">
        <p className="eyebrow">Demo · Module 1 · {d.module.department}</p>
        <h1>{d.module.title}</h1>
        <p className="muted">
          This demo keeps your answers only in this browser session. Sign in to earn points, badges and a certificate.
        </p>
        <Walkthrough walk={d} doneTitle="Demo Completed!">
          <Link className="btn btn-primary" to={`${base}/employee/login`}>
            Sign in to start the full training
          </Link>
          <PostButton intent="restart" className="btn">
            Restart Demo
          </PostButton>
        </Walkthrough>
      </main>
    </>
  );
}
