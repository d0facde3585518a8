import { type Kysely, sql } from "kysely";

/**
 * Certificates as verifiable evidence (issue 13, parts 1, 2 and 5):
 * - content_versions: a snapshot of every version of a module's content (and of the course, the
 *   seven module versions), keyed by its SHA-256; written idempotently, never changed or deleted,
 *   so a record can show the text a person read and the questions they answered after the
 *   content changed;
 * - attempts.content_version: the module version an attempt started on (module 8: the course
 *   version); null for attempts recorded before versioning, which say so instead of guessing;
 * - certificates: the course version, the signature manifestation (printed name, date and time,
 *   meaning, how the signer was identified; null before acknowledgements), who revoked, and the
 *   chain: superseded_at/superseded_by when a later certificate of the same person replaced it.
 *   One *current* certificate per person is one neither revoked nor superseded.
 *
 * Dialect-specific: the triggers (as in 002). Columns added with a reference default to null,
 * which SQLite allows with foreign keys on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.schema
      .createTable("content_versions")
      .addColumn("version", "text", (c) => c.primaryKey())
      .addColumn("module_id", "integer", (c) => c.notNull())
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addCheckConstraint("content_versions_module", sql`module_id between 1 and 8`)
      .addCheckConstraint("content_versions_hash", sql`length(version) = 64 and version not glob '*[^0-9a-f]*'`)
      .execute();
    await tx.schema.createIndex("content_versions_module").on("content_versions").columns(["module_id", "created_at"]).execute();
    await sql`create trigger content_versions_no_delete before delete on content_versions
      begin select raise(abort, 'content versions are kept as evidence'); end`.execute(tx);
    await sql`create trigger content_versions_no_update before update on content_versions
      begin select raise(abort, 'content versions are kept as written'); end`.execute(tx);

    await tx.schema
      .alterTable("attempts")
      .addColumn("content_version", "text", (c) => c.references("content_versions.version"))
      .execute();

    const certificateColumns: [string, "text" | "integer", string | null][] = [
      ["content_version", "text", "content_versions.version"],
      ["signed_name", "text", null],
      ["signed_at", "text", null],
      ["signature_meaning", "text", null],
      ["signature_method", "text", null],
      ["revoked_by", "integer", "users.id"],
      ["superseded_at", "text", null],
      ["superseded_by", "integer", "certificates.id"],
    ];
    for (const [name, type, ref] of certificateColumns) {
      await tx.schema
        .alterTable("certificates")
        .addColumn(name, type, (c) => (ref ? c.references(ref) : c))
        .execute();
    }
    // One current certificate per person: neither revoked nor superseded.
    await tx.schema.dropIndex("certificates_current").execute();
    await sql`create unique index certificates_current on certificates (user_id) where revoked_at is null and superseded_at is null`.execute(
      tx,
    );
    await tx.schema.createIndex("certificates_superseded_by").on("certificates").column("superseded_by").execute();
  });
}
