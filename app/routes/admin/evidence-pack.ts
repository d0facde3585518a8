import { redirect } from "react-router";
import type { Route } from "./+types/evidence-pack";
import { evidencePackSchema } from "../../domain/evidence-pack";
import { evidencePack, findPackPerson, PackBusyError } from "../../server/evidence/evidence-pack.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { parseForm } from "../../server/platform/forms.server";
import { resolveTenant } from "../../server/platform/tenant.server";

/**
 * POST: the evidence pack as a ZIP download (the Evidence Pack tab's form). A post, not a GET:
 * the download writes its audit event. Input the pack cannot take (a day missing or malformed,
 * an email of no employee of the company, packs busy) goes back to the tab with the values,
 * where the messages show beside the fields (303, then 400 there).
 */
export async function action(args: Route.ActionArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const tab = `${tenant.base}/admin/dashboard/evidence`;
  const submission = await parseForm(args.request, evidencePackSchema);
  const back = (extra: Record<string, string> = {}) => {
    const posted = submission.payload as Record<string, unknown>;
    const query = new URLSearchParams();
    for (const f of ["start", "end", "email"] as const)
      query.set(f, typeof posted[f] === "string" ? (posted[f] as string).slice(0, 300) : "");
    for (const [k, v] of Object.entries(extra)) query.set(k, v);
    return redirect(`${tab}?${query}`, 303);
  };
  if (submission.status !== "success") return back();
  const { start, end, email } = submission.value;
  const person = email ? await findPackPerson(caller.scope, email) : null;
  if (email && !person) return back();
  try {
    const pack = await evidencePack(caller, { start, end, person });
    return new Response(pack.stream, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${pack.fileName}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (error instanceof PackBusyError) return back({ busy: "1" });
    throw error;
  }
}

/** GET: nothing to download without the form; the tab is where packs come from. */
export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  await requireAdmin(args, tenant);
  throw redirect(`${tenant.base}/admin/dashboard/evidence`);
}
