/**
 * The points held by password checks under way (rate_limit_holds, migration 017;
 * docs/decisions/029-rate-limit-holds.md). A check takes its points before the hash, so that a
 * burst gets at most the allowance checked; a process killed mid-check must not leave those points
 * taken for the rest of the window. Each hold names its process and a lease: the next admission on
 * the same key gives back the points of a hold whose process is gone (known at once on the same
 * machine) or whose lease has run out (any machine).
 */
import { randomBytes } from "node:crypto";
import { readFileSync, readlinkSync } from "node:fs";
import { type Kysely, sql } from "kysely";
import { ms } from "./rate-limit-store.server";
import type { DB } from "./schema";

/**
 * After this long a hold's points may be given back by any process. A check outliving it still
 * ends right: a wrong password whose points were given back takes them again (see `endHold`).
 */
export const HOLD_LEASE_MS = 60_000;

/**
 * This machine's boot and PID namespace: holders that share them share PIDs with us, so a PID
 * that no longer runs is a holder that is gone. Elsewhere (another container or machine, or no
 * /proc) only the lease tells.
 */
function processSpace(): string | null {
  try {
    const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    return `${boot}:${readlinkSync("/proc/self/ns/pid")}`;
  } catch {
    return null;
  }
}
const SPACE = processSpace();
const NONCE = randomBytes(6).toString("hex");

/** This process as a holder; another nonce names an earlier process that had our PID (tests use it). */
export const processHolder = (nonce = NONCE) => `${SPACE ?? "unknown"}|${process.pid}|${nonce}`;

/** Whether the holder is known to have ended (false when it cannot be told: the lease decides). */
export function holderGone(holder: string): boolean {
  const [space, pidText, nonce] = holder.split("|");
  const pid = Number(pidText);
  if (SPACE === null || space !== SPACE || !Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return nonce !== NONCE;
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** Both engines must read it as text: PostgreSQL cannot infer a bare parameter in a select list. */
const text = (value: string) => sql<string>`cast(${value} as text)`;

export interface Hold {
  check: string;
  holder: string;
  leaseUntil: number;
}

/** A new check's hold, by this process unless a test names another holder. */
export const newHold = (now: number, holder = processHolder()): Hold => ({
  check: randomBytes(12).toString("base64url"),
  holder,
  leaseUntil: now + HOLD_LEASE_MS,
});

/**
 * Records that the check took one point from each of these rate_limits rows, with each row's
 * window end. Runs in the transaction that took the points, so a point is never taken unrecorded.
 */
export async function recordHold(tx: Kysely<DB>, hold: Hold, keys: string[]): Promise<void> {
  await tx
    .insertInto("rate_limit_holds")
    .columns(["check_id", "key", "window_end", "holder", "lease_until"])
    .expression(
      tx
        .selectFrom("rate_limits")
        .select((s) => [
          text(hold.check).as("check_id"),
          s.ref("key").as("key"),
          s.ref("expires_at").as("window_end"),
          text(hold.holder).as("holder"),
          ms(hold.leaseUntil).as("lease_until"),
        ])
        .where("key", "in", keys),
    )
    .execute();
}

/** Ends the check's hold: answers its rows, none when a sweep gave them back meanwhile. */
export function endHold(db: Kysely<DB>, check: string) {
  return db.deleteFrom("rate_limit_holds").where("check_id", "=", check).returning(["key", "window_end"]).execute();
}

/**
 * One point back to each window a hold took it from; a window that has ended or was cleared since
 * gets none. In key order, as the admission takes them: rows locked in one order by every
 * transaction cannot deadlock.
 */
export async function giveBack(tx: Kysely<DB>, rows: { key: string; window_end: number }[]): Promise<void> {
  for (const r of rows.toSorted((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)))
    await tx
      .updateTable("rate_limits")
      .set((eb) => ({ points: eb("points", "-", 1) }))
      .where("key", "=", r.key)
      .where("expires_at", "=", ms(Number(r.window_end)))
      .where("points", ">", 0)
      .execute();
}

/** Ends the check's hold and gives its points back, in one transaction (nothing is given twice). */
export const releaseHold = (db: Kysely<DB>, check: string) =>
  db.transaction().execute(async (tx) => giveBack(tx, await endHold(tx, check)));

/** Gives back the points of the checks on these keys whose holder is gone or whose lease has run out. */
export async function giveBackLapsedHolds(db: Kysely<DB>, keys: string[], now: number): Promise<void> {
  const holds = await db.selectFrom("rate_limit_holds").select(["check_id", "holder", "lease_until"]).where("key", "in", keys).execute();
  const lapsed = new Set(holds.filter((h) => Number(h.lease_until) <= now || holderGone(h.holder)).map((h) => h.check_id));
  for (const check of lapsed) await releaseHold(db, check);
}

/** Deletes the holds whose windows have ended (the daily purge): their points lapsed with the window. */
export async function purgeEndedHolds(db: Kysely<DB>, now: number): Promise<number> {
  const r = await db
    .deleteFrom("rate_limit_holds")
    .where("window_end", "<=", ms(Math.floor(now)))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
