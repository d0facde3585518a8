import type { Route } from "./+types/audit-report";
import { auditFileName, auditFiltersOf, auditQuery } from "../../domain/audit-trail";
import { auditEventsCsv } from "../../server/evidence/audit-trail.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { resolveTenant } from "../../server/platform/tenant.server";

/**
 * GET: the company's audit trail as a CSV download, with the Audit tab's filters (person,
 * action, start, end) in the administrator's language, in the order the events were written. Streamed in batches.
 */
export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const filters = auditFiltersOf(auditQuery.parse(Object.fromEntries(args.url.searchParams)));
  // `?format=stable`: the spec's English headers, labels and summaries, for programs that read them.
  const lang = args.url.searchParams.get("format") === "stable" ? null : await requestLanguage(args.request);
  return new Response(await auditEventsCsv(caller.scope, filters, undefined, undefined, lang), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${auditFileName(new Date())}"`,
      "Cache-Control": "no-store",
    },
  });
}
