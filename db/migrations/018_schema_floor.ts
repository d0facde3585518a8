import { type Kysely, sql } from "kysely";

/**
 * The schema's floor (docs/decisions/030-upgrades-and-rollbacks.md): one row naming a migration
 * that a build must know to run on this database. A build whose migrations end before a newer
 * release's (an instance not yet replaced in a rolling deployment, or a release rolled back)
 * serves on the newer schema as long as it knows the floor's migration. A later migration that
 * takes away what older builds still use raises the floor (to the last migration of the oldest
 * release that no longer uses it), and the builds below it then refuse to start. Set here to this
 * migration itself: builds before it have no such check and refuse any migration they do not
 * know. Plain DDL, the same on both engines.
 */
const NAME = "018_schema_floor";

export async function up(db: Kysely<any>): Promise<void> {
  const inTransaction = (work: (tx: Kysely<any>) => Promise<void>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  await inTransaction(async (tx) => {
    await tx.schema
      .createTable("schema_floor")
      .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn("migration", "text", (c) => c.notNull())
      .addColumn("set_by", "text", (c) => c.notNull())
      .execute();
    await tx.insertInto("schema_floor").values({ id: 1, migration: NAME, set_by: NAME }).execute();
  });
}
