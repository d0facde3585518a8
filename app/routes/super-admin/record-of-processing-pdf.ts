import type { Route } from "./+types/record-of-processing-pdf";
import { requireSuperAdmin } from "../../server/identity/sessions.server";
import { downloadFailure, downloadMiddleware, pdfDownload } from "../../server/platform/download.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { recordOfProcessing, recordPdf } from "../../server/super-admin/record-of-processing.server";

/**
 * GET: the platform's record of processing (Art. 30(2)) as a PDF, in the super administrator's
 * language: the same as the Record of Processing tab. A page route whose middleware answers the file.
 */
export const middleware: Route.MiddlewareFunction[] = [
  downloadMiddleware(async (args) => {
    await requireSuperAdmin(args);
    const kit = await requestLanguage(args.request);
    const pdf = await recordPdf(await recordOfProcessing(), kit);
    return pdfDownload(pdf, `record-of-processing-${new Date().toISOString().slice(0, 10)}.pdf`);
  }),
];

/** The failure the middleware met, thrown once the root loader has run (the error page in the page's language). */
export const loader = downloadFailure;

/** Never rendered: the middleware answers with the file or the error page. */
export default function RecordOfProcessingPdf() {
  return null;
}
