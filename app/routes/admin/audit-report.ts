import type { Route } from "./+types/audit-report";
import { auditFileName, auditFiltersOf, auditQuery } from "../../domain/audit-trail";
import { auditEventsCsv } from "../../server/evidence/audit-trail.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { resolveTenant } from "../../server/platform/tenant.server";

/**
 * GET: the company's audit trail as a CSV download, with the Audit tab's filters (person,
 * action, start, end), in the order the events were written. Streamed in batches.
 */
export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const filters = auditFiltersOf(auditQuery.parse(Object.fromEntries(args.url.searchParams)));
  return new Response(await auditEventsCsv(caller.scope, filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${auditFileName(new Date())}"`,
      "Cache-Control": "no-store",
    },
  });
}
