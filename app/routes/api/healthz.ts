import { pingDatabase } from "../../server/platform/db.server";

/** 200 once the database answers; 503 otherwise. */
export async function loader() {
  try {
    await pingDatabase();
    return Response.json({ status: "ok" });
  } catch {
    return Response.json({ status: "unavailable" }, { status: 503 });
  }
}
