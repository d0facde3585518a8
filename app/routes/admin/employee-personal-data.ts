import { data } from "react-router";
import type { Route } from "./+types/employee-personal-data";
import { recordId } from "../../domain/input";
import { formatOf, personalDataDownload } from "../../server/evidence/personal-data-download.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { downloadMiddleware } from "../../server/platform/download.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { log } from "../../server/platform/log.server";
import { resolveTenant } from "../../server/platform/tenant.server";

/**
 * GET admin/employees/:employeeId/personal-data.json and .pdf: everything the academy holds about
 * one employee of the administrator's company (an access request answered for them), audited
 * with the format and the employee. Another company's id, or no employee: 404.
 */
export const middleware: Route.MiddlewareFunction[] = [
  downloadMiddleware(async (args) => {
    const tenant = await resolveTenant(args.request);
    const caller = await requireAdmin(args, tenant);
    const { t } = await requestLanguage(args.request);
    const id = recordId(args.params.employeeId);
    const made = id
      ? await personalDataDownload(caller, tenant, id, formatOf(args.url), "record").catch((e: unknown) => {
          log(args.request).error({ err: e }, "personal data export failed");
          throw data(t("The data could not be prepared. Please try again."), { status: 503 });
        })
      : null;
    if (!made) throw data(t("This employee does not exist."), { status: 404 });
    return made;
  }),
];

/** Never rendered: the middleware answers with the file or the error page. */
export default function EmployeePersonalData() {
  return null;
}
