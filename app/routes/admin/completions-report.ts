import type { Route } from "./+types/completions-report";
import { completionsQuery } from "../../domain/completions";
import { reportFileName } from "../../domain/employees";
import { completionsReport } from "../../server/admin/completions.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { resolveTenant } from "../../server/platform/tenant.server";

/**
 * GET: the completions report (spec 9) as a CSV download, with the filters of the Completions
 * tab (status, start, end), its header row in the administrator's language. Streamed from the database in batches, never whole in memory.
 */
export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const { status, start, end } = completionsQuery.parse(Object.fromEntries(args.url.searchParams));
  // `?format=stable`: the spec's English header row, for programs that read the columns by name.
  const stable = args.url.searchParams.get("format") === "stable";
  const t = stable ? null : (await requestLanguage(args.request)).t;
  return new Response(await completionsReport(caller.scope, { status, start, end }, undefined, undefined, t), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${reportFileName(new Date())}"`,
      "Cache-Control": "no-store",
    },
  });
}
