import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "../../server/identity/sessions.server";
import { contextOfPath } from "../../server/platform/tenant.server";

/** Admins go to their own login page. */
export async function action({ request }: Route.ActionArgs) {
  const { base } = contextOfPath(new URL(request.url).pathname);
  return redirect(`${base}/admin/login`, { headers: await endSession(request) });
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${contextOfPath(new URL(request.url).pathname).base}/admin/login`);
}
