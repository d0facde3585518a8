import { readiness } from "../../server/platform/readiness.server";

/**
 * Readiness: 200 `{status: "ready"}` once the database answers and every migration has been
 * applied; 503 `{status: "not_ready", reason, pending?}` otherwise. /healthz is liveness.
 */
export async function loader() {
  const r = await readiness();
  return Response.json(r, { status: r.status === "ready" ? 200 : 503 });
}
