import { data } from "react-router";
import type { Route } from "./+types/employee-certificate";
import { recordId } from "../../domain/input";
import { findEmployee } from "../../server/admin/employees.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { downloadFailure, downloadMiddleware, pdfDownload } from "../../server/platform/download.server";
import { log } from "../../server/platform/log.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { resolveTenant } from "../../server/platform/tenant.server";
import { certificatePdf } from "../../server/training/certificates.server";

/**
 * GET: an employee's current certificate as a PDF, for an admin of the same company only. A page
 * route whose middleware answers the file (app/server/platform/download.server.ts): a failure
 * shows the error page, not raw JSON.
 */
export const middleware: Route.MiddlewareFunction[] = [
  downloadMiddleware(async (args) => {
    const tenant = await resolveTenant(args.request);
    const caller = await requireAdmin(args, tenant);
    const id = recordId(args.params.employeeId);
    const employee = id ? await findEmployee(caller.scope, id) : undefined;
    const { t } = await requestLanguage(args.request);
    const made = employee
      ? await certificatePdf({ scope: caller.scope, userId: employee.id }, tenant).catch((e: unknown) => {
          log(args.request).error({ err: e }, "certificate PDF failed");
          throw data(t("Error generating certificate. Please try again."), { status: 503 });
        })
      : null;
    if (!made) throw data(t("This employee has no certificate."), { status: 404 });
    return pdfDownload(made.pdf, `GDPR-Certificate-${made.number}.pdf`);
  }),
];

/** The failure the middleware met, thrown once the root loader has run (the error page in the page's language). */
export const loader = downloadFailure;

/** Never rendered: the middleware answers with the file or the error page. */
export default function EmployeeCertificatePdf() {
  return null;
}
