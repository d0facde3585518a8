import { type Kysely, sql, type Transaction } from "kysely";

// Frozen: imports nothing from app/ (the value as it was when this migration was written).
const CERTIFICATE_MODULE = 8;

/**
 * Records are evidence (DESIGN.md): nothing of a person's training is ever deleted.
 * - attempts of a reset module are kept as superseded history (superseded_at); one current
 *   attempt per user and module;
 * - badges and certificates are revoked (revoked_at, and a reason for certificates), never
 *   deleted; a user may hold several certificates over time, one of them not revoked;
 * - users are deactivated (and later pseudonymised), never deleted: deleting users,
 *   companies or training rows is refused by the database itself, and no foreign key of the
 *   training tables cascades any more;
 * - audit events record the request's address and user agent.
 *
 * Dialect-specific: SQLite changes a table's constraints by rebuilding it, with foreign keys
 * switched off so that dropping the old table cannot cascade into the rows referencing it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (tx) => {
      await rebuildAttempts(tx);
      await rebuildAnswers(tx);
      await rebuildBadges(tx);
      await rebuildCertificates(tx);

      await tx.schema.alterTable("users").addColumn("deactivated_at", "text").execute();
      await tx.schema.alterTable("users").addColumn("pseudonymised_at", "text").execute();
      await tx.schema.alterTable("audit_events").addColumn("ip_address", "text").execute();
      await tx.schema.alterTable("audit_events").addColumn("user_agent", "text").execute();

      for (const table of ["companies", "users", "enrollments", "attempts", "answers", "badges", "certificates"]) {
        await sql`create trigger ${sql.raw(`${table}_no_delete`)} before delete on ${sql.table(table)}
          begin select raise(abort, ${sql.lit(`${table} are kept as evidence: deactivate, supersede or revoke instead`)}); end`.execute(tx);
      }
      await sql`create trigger answers_no_update before update on answers
        begin select raise(abort, 'answers are kept as given'); end`.execute(tx);

      const broken = await sql`pragma foreign_key_check`.execute(tx);
      if (broken.rows.length > 0) throw new Error(`foreign key check failed: ${JSON.stringify(broken.rows)}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** Replaces `name` by the table `create` builds under `${name}_new`, copying `columns`. */
async function rebuild(tx: Transaction<any>, name: string, columns: string[], create: (next: string) => Promise<void>) {
  const next = `${name}_new`;
  await create(next);
  const list = sql.join(columns.map((c) => sql.ref(c)));
  await sql`insert into ${sql.table(next)} (${list}) select ${list} from ${sql.table(name)}`.execute(tx);
  await tx.schema.dropTable(name).execute();
  await tx.schema.alterTable(next).renameTo(name).execute();
}

const id = (c: any) => c.primaryKey().autoIncrement();

async function rebuildAttempts(tx: Transaction<any>) {
  const columns = [
    "id",
    "user_id",
    "company_id",
    "module_id",
    "phase",
    "question_ids",
    "score",
    "started_at",
    "updated_at",
    "completed_at",
  ];
  await rebuild(tx, "attempts", columns, async (next) => {
    await tx.schema
      .createTable(next)
      .addColumn("id", "integer", id)
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id"))
      .addColumn("module_id", "integer", (c) => c.notNull())
      .addColumn("phase", "text", (c) => c.notNull().defaultTo("briefing"))
      .addColumn("question_ids", "text", (c) => c.notNull())
      .addColumn("score", "integer")
      .addColumn("started_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("completed_at", "text")
      .addColumn("superseded_at", "text")
      .addCheckConstraint("attempts_module", sql`module_id between 1 and ${sql.lit(CERTIFICATE_MODULE)}`)
      .addCheckConstraint("attempts_phase", sql`phase in ('briefing', 'training', 'assessment', 'retake', 'completed')`)
      .addCheckConstraint("attempts_score", sql`score is null or score between 0 and 100`)
      .addCheckConstraint("attempts_completed", sql`(phase = 'completed') = (completed_at is not null)`)
      .execute();
  });
  await tx.schema
    .createIndex("attempts_current")
    .on("attempts")
    .columns(["user_id", "module_id"])
    .unique()
    .where(sql.ref("superseded_at"), "is", null)
    .execute();
  await tx.schema.createIndex("attempts_user").on("attempts").columns(["user_id", "module_id"]).execute();
  await tx.schema.createIndex("attempts_company").on("attempts").columns(["company_id", "module_id", "phase"]).execute();
}

async function rebuildAnswers(tx: Transaction<any>) {
  const columns = ["id", "attempt_id", "question_id", "pass", "chosen_index", "correct", "answered_at"];
  await rebuild(tx, "answers", columns, async (next) => {
    await tx.schema
      .createTable(next)
      .addColumn("id", "integer", id)
      .addColumn("attempt_id", "integer", (c) => c.notNull().references("attempts.id"))
      .addColumn("question_id", "integer", (c) => c.notNull())
      .addColumn("pass", "text", (c) => c.notNull())
      .addColumn("chosen_index", "integer", (c) => c.notNull())
      .addColumn("correct", "integer", (c) => c.notNull())
      .addColumn("answered_at", "text", (c) => c.notNull())
      .addCheckConstraint("answers_pass", sql`pass in ('first', 'retake')`)
      .addCheckConstraint("answers_chosen", sql`chosen_index between 0 and 3`)
      .addCheckConstraint("answers_correct", sql`correct in (0, 1)`)
      .addUniqueConstraint("answers_once", ["attempt_id", "question_id", "pass"])
      .execute();
  });
}

async function rebuildBadges(tx: Transaction<any>) {
  const columns = ["id", "user_id", "company_id", "module_id", "badge_name", "earned_at"];
  await rebuild(tx, "badges", columns, async (next) => {
    await tx.schema
      .createTable(next)
      .addColumn("id", "integer", id)
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id"))
      .addColumn("module_id", "integer", (c) => c.notNull())
      .addColumn("badge_name", "text", (c) => c.notNull())
      .addColumn("earned_at", "text", (c) => c.notNull())
      .addColumn("revoked_at", "text")
      .addCheckConstraint("badges_module", sql`module_id between 1 and ${sql.lit(CERTIFICATE_MODULE)}`)
      .execute();
  });
  await tx.schema
    .createIndex("badges_current")
    .on("badges")
    .columns(["user_id", "badge_name"])
    .unique()
    .where(sql.ref("revoked_at"), "is", null)
    .execute();
  await tx.schema.createIndex("badges_user").on("badges").columns(["user_id", "earned_at"]).execute();
}

async function rebuildCertificates(tx: Transaction<any>) {
  const columns = ["id", "user_id", "company_id", "number", "recipient_name", "issued_at", "valid_until"];
  await rebuild(tx, "certificates", columns, async (next) => {
    await tx.schema
      .createTable(next)
      .addColumn("id", "integer", id)
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id"))
      .addColumn("number", "text", (c) => c.notNull().unique())
      .addColumn("recipient_name", "text", (c) => c.notNull())
      .addColumn("issued_at", "text", (c) => c.notNull())
      .addColumn("valid_until", "text")
      .addColumn("revoked_at", "text")
      .addColumn("revoked_reason", "text")
      .addCheckConstraint("certificates_revocation", sql`(revoked_at is null) = (revoked_reason is null)`)
      .execute();
  });
  await tx.schema
    .createIndex("certificates_current")
    .on("certificates")
    .column("user_id")
    .unique()
    .where(sql.ref("revoked_at"), "is", null)
    .execute();
  await tx.schema.createIndex("certificates_user").on("certificates").columns(["user_id", "issued_at"]).execute();
  await tx.schema.createIndex("certificates_company").on("certificates").columns(["company_id", "issued_at"]).execute();
}
