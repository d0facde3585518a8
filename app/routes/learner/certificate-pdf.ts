import { data } from "react-router";
import type { Route } from "./+types/certificate-pdf";
import { learnerPage } from "../../server/identity/pages.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { downloadFailure, downloadMiddleware, pdfDownload } from "../../server/platform/download.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { log } from "../../server/platform/log.server";
import { personOf } from "../../server/training/assessment.server";
import { CERTIFICATE_MAIL, certificatePdf } from "../../server/training/certificates.server";

/**
 * GET: the signed-in learner's current certificate as an A4 landscape PDF download. A page route
 * whose middleware answers the file (app/server/platform/download.server.ts): without a
 * certificate the learner sees the error page, not raw JSON.
 */
export const middleware: Route.MiddlewareFunction[] = [
  downloadMiddleware(async (args) => {
    const { tenant, caller } = await learnerPage(args);
    const { t } = await requestLanguage(args.request);
    let made: Awaited<ReturnType<typeof certificatePdf>>;
    try {
      made = await certificatePdf(personOf(caller), tenant);
    } catch (e) {
      log(args.request).error({ err: e }, "certificate PDF failed");
      return redirectWithFlash(`${tenant.base}/profile`, { kind: "error", text: t("Error generating certificate. Please try again.") });
    }
    if (!made) throw data(t(CERTIFICATE_MAIL.none), { status: 404 });
    return pdfDownload(made.pdf, `GDPR-Certificate-${made.number}.pdf`);
  }),
];

/** The failure the middleware met, thrown once the root loader has run (the error page in the page's language). */
export const loader = downloadFailure;

/** Never rendered: the middleware answers with the file or the error page. */
export default function CertificatePdf() {
  return null;
}
