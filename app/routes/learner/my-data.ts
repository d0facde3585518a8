import { data } from "react-router";
import type { Route } from "./+types/my-data";
import { downloadSchema } from "../../domain/forms";
import { parseForm } from "../../server/platform/forms.server";
import { formatOf, personalDataDownload } from "../../server/evidence/personal-data-download.server";
import { learnerPage } from "../../server/identity/pages.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { log } from "../../server/platform/log.server";

/**
 * POST profile/my-data.json and profile/my-data.pdf (the profile's buttons): everything the
 * academy holds about the signed-in learner (GDPR Art. 15 and 20), as JSON or a readable PDF. A
 * post, not a GET: the download writes its audit event. A failure goes back to the profile.
 */
export async function action(args: Route.ActionArgs) {
  const { tenant, caller } = await learnerPage(args);
  // A post that is not the profile's button (a malformed body) is refused before anything is written.
  if ((await parseForm(args.request, downloadSchema)).status !== "success") throw data("Bad Request", { status: 400 });
  const made = await personalDataDownload(caller, tenant, caller.user.id, formatOf(args.url), "profile").catch((e: unknown) => {
    log(args.request).error({ err: e }, "personal data export failed");
    return null;
  });
  if (made) return made;
  const { t } = await requestLanguage(args.request);
  return redirectWithFlash(`${tenant.base}/profile`, { kind: "error", text: t("Your data could not be prepared. Please try again.") });
}
