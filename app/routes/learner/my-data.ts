import { data } from "react-router";
import type { Route } from "./+types/my-data";
import { formatOf, personalDataDownload } from "../../server/evidence/personal-data-download.server";
import { learnerPage } from "../../server/identity/pages.server";
import { downloadMiddleware } from "../../server/platform/download.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { log } from "../../server/platform/log.server";

/**
 * GET profile/my-data.json and profile/my-data.pdf: everything the academy holds about the
 * signed-in learner (GDPR Art. 15 and 20), as JSON or a readable PDF, audited. A page route whose
 * middleware answers the file (platform/download.server.ts): a failure shows the error page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  downloadMiddleware(async (args) => {
    const { tenant, caller } = await learnerPage(args);
    const { t } = await requestLanguage(args.request);
    const made = await personalDataDownload(caller, tenant, caller.user.id, formatOf(args.url), "profile").catch((e: unknown) => {
      log(args.request).error({ err: e }, "personal data export failed");
      throw data(t("Your data could not be prepared. Please try again."), { status: 503 });
    });
    if (!made) throw data(t("Page Not Found"), { status: 404 });
    return made;
  }),
];

/** Never rendered: the middleware answers with the file or the error page. */
export default function MyData() {
  return null;
}
