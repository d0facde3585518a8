import type { Kysely } from "kysely";

/**
 * Limits on invitation mail (issue 24, part 3):
 * - companies.daily_mail_quota: the invitations the company may send a UTC day, set by the super
 *   administrator; null: the default of its status (app/domain/mail-limits.ts);
 * - companies.invite_any_domain: 1 when the company may invite any address; 0 while it may invite
 *   addresses of its contact email's domain only (companies that set themselves up start so).
 *   Existing companies keep inviting as before (1);
 * - invitation_days: the invitations a company sent a UTC day. A send takes its count with one
 *   conditional upsert (insert, or add to the day's row while the sum stays within the limit), so
 *   the check and the count are one statement on SQLite and on PostgreSQL, where the upsert holds
 *   the row's lock until the transaction ends; the primary key keeps one row a company and day.
 * Plain DDL, the same on both engines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.schema.alterTable("companies").addColumn("daily_mail_quota", "integer").execute();
    await tx.schema
      .alterTable("companies")
      .addColumn("invite_any_domain", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await tx.schema
      .createTable("invitation_days")
      .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id"))
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("invitations", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("invitation_days_pk", ["company_id", "day"])
      .execute();
  });
}
