import { redirect } from "react-router";
import type { Route } from "./+types/employee-logout";
import { endSession } from "../../server/identity/sessions.server";
import { contextOfPath } from "../../server/platform/tenant.server";

/** Employees (and admins leaving the training) go to the context's home. */
export async function action({ request, url }: Route.ActionArgs) {
  const { base } = contextOfPath(url.pathname);
  return redirect(base || "/", { headers: await endSession(request) });
}

export function loader({ url }: Route.LoaderArgs) {
  const { base } = contextOfPath(url.pathname);
  return redirect(base || "/");
}
