import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { db } from "../platform/db.server";

/** This process, as the holder of a job's lease. */
const HOLDER = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
/** A run longer than this is taken to have died: another process may take the job over. */
const LEASE_MS = 15 * 60_000;

/**
 * Runs `fn` only while this process holds the job's lease row (job_leases): two processes (two
 * containers, or the server and `npm run jobs`) never run the same job at once. Answers null
 * when another holder has it. The row keeps when the job last finished and what it did.
 */
export async function withJobLease<T>(name: string, now: Date, fn: () => Promise<T>): Promise<T | null> {
  const at = now.toISOString();
  const taken = await db()
    .insertInto("job_leases")
    .values({ name, holder: HOLDER, lease_until: new Date(now.getTime() + LEASE_MS).toISOString(), last_started_at: at })
    .onConflict((oc) =>
      oc
        .column("name")
        .doUpdateSet((eb) => ({
          holder: eb.ref("excluded.holder"),
          lease_until: eb.ref("excluded.lease_until"),
          last_started_at: eb.ref("excluded.last_started_at"),
        }))
        .where("job_leases.lease_until", "<=", at),
    )
    .executeTakeFirst();
  if (Number(taken.numInsertedOrUpdatedRows) !== 1) return null;
  let result: T | undefined;
  try {
    result = await fn();
    return result;
  } finally {
    await db()
      .updateTable("job_leases")
      .set({
        lease_until: at,
        ...(result === undefined ? {} : { last_finished_at: at, last_result: JSON.stringify(result) }),
      })
      .where("name", "=", name)
      .where("holder", "=", HOLDER)
      .execute();
  }
}

/** When a job last finished (null: never). */
export async function lastFinished(name: string): Promise<string | null> {
  const row = await db().selectFrom("job_leases").select("last_finished_at").where("name", "=", name).executeTakeFirst();
  return row?.last_finished_at ?? null;
}
