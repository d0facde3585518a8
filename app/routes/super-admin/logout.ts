import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "../../server/identity/sessions.server";

export async function action({ request }: Route.ActionArgs) {
  return redirect("/super-admin/login", { headers: await endSession(request, true) });
}

export function loader() {
  return redirect("/super-admin/login");
}
