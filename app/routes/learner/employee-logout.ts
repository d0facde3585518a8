import { redirect } from "react-router";
import type { Route } from "./+types/employee-logout";
import { endSession } from "../../server/identity/sessions.server";
import { contextOfPath } from "../../server/platform/tenant.server";

/** Employees (and admins leaving the training) go to the context's home. */
export async function action({ request }: Route.ActionArgs) {
  const { base } = contextOfPath(new URL(request.url).pathname);
  return redirect(base || "/", { headers: await endSession(request) });
}

export function loader({ request }: Route.LoaderArgs) {
  const { base } = contextOfPath(new URL(request.url).pathname);
  return redirect(base || "/");
}
