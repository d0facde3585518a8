import { Link } from "react-router";
import type { Route } from "./+types/company-setup";
import { PublicHeader } from "../../components/chrome";

export const meta: Route.MetaFunction = () => [{ title: "New Company Registration" }];

export default function CompanySetup() {
  return (
    <>
      <PublicHeader name="GDPR Training Academy" base="" />
      <main id="main" className="page narrow">
        <h1>New Company Registration</h1>
        <p>Self-service company registration is coming soon. Until then, please contact the platform administrator.</p>
        <p>
          <Link to="/company/login">← Back to company portal access</Link>
        </p>
      </main>
    </>
  );
}
