import type { Kysely } from "kysely";

/**
 * Points taken by password checks still under way (docs/decisions/029-rate-limit-holds.md). A
 * check takes its points before the hash and records here which rate_limits rows it took them
 * from (the key and that row's window end), which process holds them and until when. The check
 * settles its hold when it ends: a wrong password keeps the points, a right one or a busy refusal
 * gives them back. A process killed mid-check leaves its hold, and the next admission on the same
 * key gives those points back: at once when the holder is known to be gone, else when the lease
 * has run out. Without this, every kill left its checks' points taken for the whole window.
 * Plain DDL, the same on both engines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // PostgreSQL's migrator runs every migration in its transaction already; SQLite's does not.
  const inTransaction = (work: (tx: Kysely<any>) => Promise<void>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  await inTransaction(async (tx) => {
    await tx.schema
      .createTable("rate_limit_holds")
      .addColumn("check_id", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("window_end", "bigint", (c) => c.notNull())
      .addColumn("holder", "text", (c) => c.notNull())
      .addColumn("lease_until", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("rate_limit_holds_pk", ["check_id", "key"])
      .execute();
    await tx.schema.createIndex("rate_limit_holds_key").on("rate_limit_holds").column("key").execute();
  });
}
