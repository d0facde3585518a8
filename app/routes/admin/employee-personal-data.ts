import { data } from "react-router";
import type { Route } from "./+types/employee-personal-data";
import { downloadSchema } from "../../domain/forms";
import { recordId } from "../../domain/input";
import { parseForm } from "../../server/platform/forms.server";
import { formatOf, personalDataDownload } from "../../server/evidence/personal-data-download.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { log } from "../../server/platform/log.server";
import { resolveTenant } from "../../server/platform/tenant.server";

/**
 * POST admin/employees/:employeeId/personal-data.json and .pdf (the record page's buttons):
 * everything the academy holds about one employee of the administrator's company (an access
 * request answered for them), audited with the format and the employee; a post, not a GET, as
 * the download writes its audit event. Another company's id, or no employee: 404.
 */
export async function action(args: Route.ActionArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const { t } = await requestLanguage(args.request);
  // A post that is not the record page's button (a malformed body) is refused before anything is written.
  if ((await parseForm(args.request, downloadSchema)).status !== "success") throw data("Bad Request", { status: 400 });
  const id = recordId(args.params.employeeId);
  let made: Response | null;
  try {
    made = id ? await personalDataDownload(caller, tenant, id, formatOf(args.url), "record") : null;
  } catch (e) {
    log(args.request).error({ err: e }, "personal data export failed");
    return redirectWithFlash(`${tenant.base}/admin/dashboard/employees/${id}`, {
      kind: "error",
      text: t("The data could not be prepared. Please try again."),
    });
  }
  if (!made) throw data(t("This employee does not exist."), { status: 404 });
  return made;
}
