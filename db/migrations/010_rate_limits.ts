import type { Kysely } from "kysely";

/**
 * Rate limits in the database (sign-in per account and per address, company setup per address),
 * so that a restart does not hand an attacker fresh guesses and several app instances count
 * together. One row a limiter key: the points taken in the current window and when the window
 * ends (expires_at, epoch milliseconds: bigint, as a millisecond clock outgrows a 32-bit integer
 * on PostgreSQL). The app takes a point with one upsert on the primary key (atomic on both
 * engines) and deletes rows past their end daily (job purge-expired-rate-limits); the index on
 * expires_at serves that purge. Plain DDL, the same on both engines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // PostgreSQL's migrator runs every migration in its transaction already; SQLite's does not.
  const inTransaction = (work: (tx: Kysely<any>) => Promise<void>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  await inTransaction(async (tx) => {
    await tx.schema
      .createTable("rate_limits")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("points", "integer", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .execute();
    await tx.schema.createIndex("rate_limits_expires_at").on("rate_limits").column("expires_at").execute();
  });
}
