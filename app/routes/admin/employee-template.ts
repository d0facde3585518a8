import type { Route } from "./+types/employee-template";
import { TEMPLATE_CSV, TEMPLATE_FILE_NAME } from "../../domain/import";
import { requireAdmin } from "../../server/identity/sessions.server";
import { resolveTenant } from "../../server/platform/tenant.server";

/** GET: the bulk import's template (spec 5): the header line first_name,last_name,email, UTF-8 with BOM. */
export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  await requireAdmin(args, tenant);
  return new Response(TEMPLATE_CSV, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${TEMPLATE_FILE_NAME}"`,
      "Cache-Control": "no-store",
    },
  });
}
