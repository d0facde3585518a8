import { data } from "react-router";
import type { Route } from "./+types/certificate-pdf";
import { certificatePdf } from "../../server/certificate.server";
import { learnerPage, redirectWithFlash } from "../../server/learner.server";

/** GET: the signed-in learner's certificate as an A4 landscape PDF download. */
export async function loader({ request }: Route.LoaderArgs) {
  const { tenant, user } = await learnerPage(request);
  let made: Awaited<ReturnType<typeof certificatePdf>>;
  try {
    made = await certificatePdf(user, tenant);
  } catch (e) {
    console.error("certificate PDF failed:", e instanceof Error ? e.message : e);
    return redirectWithFlash(`${tenant.base}/profile`, { kind: "error", text: "Error generating certificate. Please try again." });
  }
  if (!made) throw data("No certificate has been issued yet. Complete all seven modules first.", { status: 404 });
  return new Response(new Uint8Array(made.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="GDPR-Certificate-${made.number}.pdf"`,
      "Cache-Control": "no-store",
    },
  });
}
