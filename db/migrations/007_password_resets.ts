import { type Kysely, sql } from "kysely";

/**
 * Self-service password resets (issue 24, 1.1; docs/decisions/015-password-reset.md).
 * - password_resets: one row per reset link, for an employee, a company administrator or a super
 *   administrator. Only the SHA-256 (hex) of the 256-bit token is stored; a link works once
 *   (used_at) and for one hour (expires_at). A newer link of the same person ends the open one by
 *   moving its expires_at to that moment. requested_by names the administrator (or super
 *   administrator) who sent it; null when the person asked for it themselves.
 * - The rows are the evidence of who could set a person's password and when: they are never
 *   deleted (a trigger refuses it, as for the tables of 002), and what identifies a link (its
 *   hash, person, creation and sender) never changes; only used_at and expires_at move.
 *   Nothing cascades: users are never deleted either.
 *
 * Frozen: imports nothing from app/. Dialect-specific: SQLite's trigger syntax and glob.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.schema
      .createTable("password_resets")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("requested_by", "integer", (c) => c.references("users.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .addCheckConstraint("password_resets_hash", sql`length(token_hash) = 64 and token_hash not glob '*[^0-9a-f]*'`)
      .addCheckConstraint("password_resets_expiry", sql`expires_at >= created_at`)
      .addCheckConstraint("password_resets_used", sql`used_at is null or used_at >= created_at`)
      .execute();
    await tx.schema.createIndex("password_resets_user").on("password_resets").columns(["user_id", "used_at", "expires_at"]).execute();
    await sql`create trigger password_resets_no_delete before delete on password_resets
      begin select raise(abort, 'password resets are kept as evidence: end them instead'); end`.execute(tx);
    await sql`create trigger password_resets_fixed before update of id, token_hash, user_id, requested_by, created_at on password_resets
      begin select raise(abort, 'a password reset keeps its token, person, sender and creation time'); end`.execute(tx);
    // a used link stays used
    await sql`create trigger password_resets_used_once before update of used_at on password_resets
      when old.used_at is not null
      begin select raise(abort, 'a password reset link is used once'); end`.execute(tx);
  });
}
