import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { db } from "../platform/db.server";

/** This process, as the holder of a job's lease. */
const HOLDER = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
/** A run longer than this is taken to have died: another process may take the job over. */
const LEASE_MS = 15 * 60_000;
/** The jobs this process is running now, under their leases. */
const held = new Set<string>();

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
  held.add(name);
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
    held.delete(name);
  }
}

/**
 * Gives back the leases of the jobs this process is still running, as it exits without waiting
 * for them (a stop whose grace period is over): another process may run them at once instead of
 * after LEASE_MS. Their work is transactions that are each whole and each job finds again what is
 * left to do (reminders have unique keys; a mail being sent keeps its own lease in the outbox),
 * so the next run takes a cut-off job up where it stopped.
 */
export async function releaseHeldLeases(now = new Date()): Promise<string[]> {
  const names = [...held];
  if (names.length === 0) return names;
  await db()
    .updateTable("job_leases")
    .set({ lease_until: now.toISOString() })
    .where("name", "in", names)
    .where("holder", "=", HOLDER)
    .execute();
  return names;
}

/** When a job last finished (null: never). */
export async function lastFinished(name: string): Promise<string | null> {
  const row = await db().selectFrom("job_leases").select("last_finished_at").where("name", "=", name).executeTakeFirst();
  return row?.last_finished_at ?? null;
}
