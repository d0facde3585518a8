import { data } from "react-router";
import type { Route } from "./+types/sample-certificate";
import { recordId } from "../../domain/input";
import { requireSuperAdmin } from "../../server/identity/sessions.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { downloadFailure, downloadMiddleware, pdfDownload } from "../../server/platform/download.server";
import { sampleCertificate } from "../../server/super-admin/previews.server";

/**
 * GET ?company={id}: a sample certificate of that company for certificate testing (module 8's
 * preview), marked SAMPLE, for a sample learner and number. Rendered only: no certificate row,
 * no audit event (nothing is issued). An unknown or deleted company, or none named, shows the
 * error page (404): a page route whose middleware answers the file (app/server/platform/download.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [
  downloadMiddleware(async (args) => {
    await requireSuperAdmin(args);
    const id = recordId(args.url.searchParams.get("company"));
    const { t, locale } = await requestLanguage(args.request);
    const made = id ? await sampleCertificate(id, locale) : null;
    if (!made) throw data(t("Company not found."), { status: 404, statusText: "Not Found" });
    return pdfDownload(made.pdf, made.filename);
  }),
];

/** The failure the middleware met, thrown once the root loader has run (the error page in the page's language). */
export const loader = downloadFailure;

/** Never rendered: the middleware answers with the file or the error page. */
export default function SampleCertificatePdf() {
  return null;
}
