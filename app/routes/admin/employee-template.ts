import type { Route } from "./+types/employee-template";
import { TEMPLATE_FILE_NAME, templateCsv } from "../../domain/import";
import { requireAdmin } from "../../server/identity/sessions.server";
import { requestLocale } from "../../server/platform/i18n.server";
import { resolveTenant } from "../../server/platform/tenant.server";

/**
 * GET: the bulk import's template (spec 5): the header line, UTF-8 with BOM; in English
 * first_name,last_name,email, in another language its column names (the import reads all of them).
 */
export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  await requireAdmin(args, tenant);
  return new Response(templateCsv(await requestLocale(args.request)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${TEMPLATE_FILE_NAME}"`,
      "Cache-Control": "no-store",
    },
  });
}
