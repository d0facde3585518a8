import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "../../server/identity/sessions.server";
import { contextOfPath } from "../../server/platform/tenant.server";

/** Admins go to their own login page. */
export async function action({ request, url }: Route.ActionArgs) {
  const { base } = contextOfPath(url.pathname);
  return redirect(`${base}/admin/login`, { headers: await endSession(request) });
}

export function loader({ url }: Route.LoaderArgs) {
  return redirect(`${contextOfPath(url.pathname).base}/admin/login`);
}
