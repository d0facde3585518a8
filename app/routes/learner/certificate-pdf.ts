import { data } from "react-router";
import type { Route } from "./+types/certificate-pdf";
import { certificatePdf } from "../../server/certificate.server";
import { learnerPage } from "../../server/learner.server";

/** GET: the signed-in learner's certificate as an A4 landscape PDF download. */
export async function loader({ request }: Route.LoaderArgs) {
  const { tenant, user } = await learnerPage(request);
  const made = await certificatePdf(user, tenant);
  if (!made) throw data("No certificate has been issued yet. Complete all seven modules first.", { status: 404 });
  return new Response(new Uint8Array(made.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="GDPR-Certificate-${made.number}.pdf"`,
      "Cache-Control": "no-store",
    },
  });
}
