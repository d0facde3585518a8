import { redirect } from "react-router";
import type { Route } from "./+types/invitation-links";
import { invitationLinksSchema } from "../../domain/forms-import";
import { IMPORT_MSG, linksFileName } from "../../domain/import";
import { importedLinksCsv } from "../../server/admin/import.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { parseForm } from "../../server/platform/forms.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { resolveTenant } from "../../server/platform/tenant.server";

/**
 * POST: the invitation links of an import made without mail, as a CSV download. The import's
 * answer shows the first links and carries the key its tokens were made with, signed for the
 * admin who imported; the server keeps neither key nor tokens and makes the links again from the
 * key (those still open).
 */
export async function action(args: Route.ActionArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const submission = await parseForm(args.request, invitationLinksSchema);
  const csv =
    submission.status === "success" ? await importedLinksCsv(caller, tenant, submission.value.key, submission.value.signature) : null;
  if (csv === null) {
    const { t } = await requestLanguage(args.request);
    return new Response(t(IMPORT_MSG.links), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${linksFileName(new Date())}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** GET: there is nothing to show here; the import page is where links come from. */
export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  await requireAdmin(args, tenant);
  throw redirect(`${tenant.base}/admin/dashboard/import`);
}
