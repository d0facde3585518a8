import type { Route } from "./+types/completions-report";
import { completionsQuery } from "../../domain/completions";
import { reportFileName } from "../../domain/employees";
import { completionsReport } from "../../server/admin/completions.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { resolveTenant } from "../../server/platform/tenant.server";

/**
 * GET: the completions report (spec 9) as a CSV download, with the filters of the Completions
 * tab (status, start, end). Streamed from the database in batches, never whole in memory.
 */
export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const { status, start, end } = completionsQuery.parse(Object.fromEntries(args.url.searchParams));
  return new Response(await completionsReport(caller.scope, { status, start, end }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${reportFileName(new Date())}"`,
      "Cache-Control": "no-store",
    },
  });
}
