import type { Kysely } from "kysely";

/**
 * Companies are deleted the way evidence allows (issue 8): `deleted_at` takes a company off the
 * platform (its pages answer 404, its people cannot sign in) while its training records and
 * certificates stay; the row itself cannot be deleted (migration 002's trigger). A deleted
 * company's subdomain stays taken, so an old link never leads into another company's portal.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("companies").addColumn("deleted_at", "text").execute();
  await db.schema.createIndex("companies_created").on("companies").columns(["deleted_at", "created_at"]).execute();
}
