import { type Kysely, sql } from "kysely";

/**
 * Mail that can be shown and reminders that never repeat (issue 9).
 * - email_outbox gains the HTML part, the kind of mail, the person it is for, the number of the
 *   certificate to attach (rendered at sending time: no PDF bytes are stored), and the status
 *   `suppressed` with its reason (the company switched that mail off, or was suspended). A
 *   permanent failure records when it happened (failed_at) for the admin's daily note.
 * - job_leases: one row per named job; a process runs a job only while it holds the row's lease.
 *
 * Dialect-specific: SQLite changes a check constraint by rebuilding the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.schema
      .createTable("email_outbox_new")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("company_id", "integer", (c) => c.references("companies.id"))
      .addColumn("user_id", "integer", (c) => c.references("users.id"))
      .addColumn("kind", "text", (c) => c.notNull().defaultTo("other"))
      .addColumn("to_address", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text_body", "text", (c) => c.notNull())
      .addColumn("html_body", "text")
      .addColumn("certificate_number", "text")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("status_reason", "text")
      .addColumn("tries", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("last_error", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("next_attempt_at", "text", (c) => c.notNull())
      .addColumn("sent_at", "text")
      .addColumn("failed_at", "text")
      .addCheckConstraint("outbox_status", sql`status in ('pending', 'sent', 'failed', 'suppressed')`)
      .execute();
    const kept = [
      "id",
      "company_id",
      "to_address",
      "subject",
      "text_body",
      "status",
      "tries",
      "last_error",
      "created_at",
      "next_attempt_at",
      "sent_at",
    ];
    const list = sql.join(kept.map((c) => sql.ref(c)));
    await sql`insert into email_outbox_new (${list}) select ${list} from email_outbox`.execute(tx);
    // A certificate mail queued before: the number from its attachment's name, the PDF made at sending.
    const attached = await sql<{
      id: number;
      attachments: string;
    }>`select id, attachments from email_outbox where attachments is not null`.execute(tx);
    for (const row of attached.rows) {
      const name = (JSON.parse(row.attachments) as { filename?: string }[])[0]?.filename ?? "";
      const number = /^GDPR-Certificate-(.+)\.pdf$/.exec(name)?.[1] ?? null;
      await sql`update email_outbox_new set certificate_number = ${number}, kind = 'certificate' where id = ${row.id}`.execute(tx);
    }
    await sql`update email_outbox_new set failed_at = next_attempt_at where status = 'failed'`.execute(tx);
    await tx.schema.dropTable("email_outbox").execute();
    await tx.schema.alterTable("email_outbox_new").renameTo("email_outbox").execute();
    await tx.schema.createIndex("outbox_due").on("email_outbox").columns(["status", "next_attempt_at"]).execute();
    await tx.schema.createIndex("outbox_user").on("email_outbox").columns(["user_id", "id"]).execute();
    await tx.schema.createIndex("outbox_company_failed").on("email_outbox").columns(["company_id", "status", "failed_at"]).execute();

    await tx.schema
      .createTable("job_leases")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("holder", "text")
      .addColumn("lease_until", "text", (c) => c.notNull())
      .addColumn("last_started_at", "text")
      .addColumn("last_finished_at", "text")
      .addColumn("last_result", "text")
      .execute();
  });
}
