import { type Kysely, sql } from "kysely";

// Frozen: imports nothing from app/ (the values as they were when this migration was written).
const CORE_MODULES = 7;
const CERTIFICATE_MODULE = 8;
const BUILT_IN_TENANTS = [
  { slug: "main", name: "GDPR Training Academy" },
  { slug: "croacademy", name: "CRO Academy" },
];

/**
 * The whole data model of DESIGN.md. Timestamps are ISO-8601 UTC text written by the app.
 * Everything here is portable SQL through Kysely's schema builder, except the two triggers at
 * the end that make audit_events append-only (trigger syntax differs per dialect).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (c: any) => c.primaryKey().autoIncrement();

  await db.schema
    .createTable("companies")
    .addColumn("id", "integer", id)
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("contact_email", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("trial"))
    .addColumn("max_employees", "integer", (c) => c.notNull().defaultTo(100))
    .addColumn("trial_ends_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addCheckConstraint("companies_status", sql`status in ('trial', 'active', 'suspended')`)
    .addCheckConstraint("companies_max", sql`max_employees between 1 and 10000`)
    .addCheckConstraint("companies_slug", sql`slug <> '' and slug not glob '*[^a-z0-9-]*'`)
    .execute();

  await db.schema
    .createTable("company_settings")
    .addColumn("company_id", "integer", (c) => c.primaryKey().references("companies.id").onDelete("cascade"))
    .addColumn("company_logo_url", "text")
    .addColumn("primary_color", "text", (c) => c.notNull().defaultTo("#003D8F"))
    .addColumn("secondary_color", "text", (c) => c.notNull().defaultTo("#FF6A00"))
    .addColumn("welcome_message", "text")
    .addColumn("email_sender_name", "text")
    .addColumn("email_reply_to", "text")
    .addColumn("signer_name", "text")
    .addColumn("signer_title", "text", (c) => c.notNull().defaultTo("Chief Compliance Officer"))
    .addColumn("certificate_validity_days", "integer", (c) => c.notNull().defaultTo(365))
    .addColumn("reminder_interval_days", "integer", (c) => c.notNull().defaultTo(30))
    .addColumn("auto_enroll_new_employees", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("require_password_change", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("session_timeout_minutes", "integer", (c) => c.notNull().defaultTo(480))
    .addColumn("enable_email_notifications", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("enable_completion_emails", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("enable_reminder_emails", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("settings_validity", sql`certificate_validity_days in (365, 730, 1095, -1)`)
    .addCheckConstraint("settings_reminder", sql`reminder_interval_days in (7, 14, 30, 90, 365)`)
    .addCheckConstraint("settings_timeout", sql`session_timeout_minutes in (60, 240, 480, 720, 1440)`)
    .addCheckConstraint(
      "settings_flags",
      sql`auto_enroll_new_employees in (0, 1) and require_password_change in (0, 1)
        and enable_email_notifications in (0, 1) and enable_completion_emails in (0, 1)
        and enable_reminder_emails in (0, 1)`,
    )
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("last_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("photo_url", "text")
    .addColumn("password_hash", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("invited"))
    .addColumn("must_change_password", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("first_login_at", "text")
    .addColumn("last_login_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addCheckConstraint("users_role", sql`role in ('super_admin', 'admin', 'employee', 'learner')`)
    .addCheckConstraint("users_status", sql`status in ('invited', 'active', 'deactivated')`)
    .addCheckConstraint("users_company", sql`(role = 'super_admin') = (company_id is null)`)
    .addCheckConstraint("users_email_lower", sql`email = lower(email)`)
    .addUniqueConstraint("users_company_email", ["company_id", "email"])
    .execute();
  await db.schema
    .createIndex("users_super_admin_email")
    .on("users")
    .column("email")
    .unique()
    .where(sql.ref("company_id"), "is", null)
    .execute();
  await db.schema.createIndex("users_company_role").on("users").columns(["company_id", "role", "status"]).execute();

  await db.schema
    .createTable("identities")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("identities_provider_subject", ["provider", "subject"])
    .execute();
  await db.schema.createIndex("identities_user").on("identities").column("user_id").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();
  await db.schema.createIndex("sessions_expires").on("sessions").column("expires_at").execute();

  await db.schema
    .createTable("invitations")
    .addColumn("id", "integer", id)
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addCheckConstraint("invitations_purpose", sql`purpose in ('employee_invite', 'admin_invite')`)
    .execute();
  await db.schema.createIndex("invitations_user").on("invitations").column("user_id").execute();

  await db.schema
    .createTable("enrollments")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().unique().references("users.id").onDelete("cascade"))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("not_started"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("started_at", "text")
    .addColumn("completed_at", "text")
    .addColumn("modules_completed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("enrollments_status", sql`status in ('not_started', 'in_progress', 'completed')`)
    .addCheckConstraint("enrollments_modules", sql`modules_completed between 0 and ${sql.lit(CORE_MODULES)}`)
    .execute();
  await db.schema.createIndex("enrollments_company_status").on("enrollments").columns(["company_id", "status", "completed_at"]).execute();

  await db.schema
    .createTable("attempts")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("module_id", "integer", (c) => c.notNull())
    .addColumn("phase", "text", (c) => c.notNull().defaultTo("briefing"))
    .addColumn("question_ids", "text", (c) => c.notNull())
    .addColumn("score", "integer")
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .addCheckConstraint("attempts_module", sql`module_id between 1 and ${sql.lit(CERTIFICATE_MODULE)}`)
    .addCheckConstraint("attempts_phase", sql`phase in ('briefing', 'training', 'assessment', 'retake', 'completed')`)
    .addCheckConstraint("attempts_score", sql`score is null or score between 0 and 100`)
    .addCheckConstraint("attempts_completed", sql`(phase = 'completed') = (completed_at is not null)`)
    .addUniqueConstraint("attempts_user_module", ["user_id", "module_id"])
    .execute();

  await db.schema
    .createTable("answers")
    .addColumn("id", "integer", id)
    .addColumn("attempt_id", "integer", (c) => c.notNull().references("attempts.id").onDelete("cascade"))
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

  await db.schema
    .createTable("badges")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("module_id", "integer", (c) => c.notNull())
    .addColumn("badge_name", "text", (c) => c.notNull())
    .addColumn("earned_at", "text", (c) => c.notNull())
    .addUniqueConstraint("badges_user_name", ["user_id", "badge_name"])
    .execute();

  await db.schema
    .createTable("certificates")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().unique().references("users.id").onDelete("cascade"))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("recipient_name", "text", (c) => c.notNull())
    .addColumn("issued_at", "text", (c) => c.notNull())
    .addColumn("valid_until", "text")
    .execute();

  await db.schema
    .createTable("email_outbox")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("set null"))
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("attachments", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("tries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addCheckConstraint("outbox_status", sql`status in ('pending', 'sent', 'failed')`)
    .execute();
  await db.schema.createIndex("outbox_due").on("email_outbox").columns(["status", "next_attempt_at"]).execute();

  await db.schema
    .createTable("reminders_sent")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("period_key", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addUniqueConstraint("reminders_once", ["user_id", "kind", "period_key"])
    .execute();

  // Compliance evidence: no foreign keys, so the trail outlives the users and companies it names.
  await db.schema
    .createTable("audit_events")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer")
    .addColumn("actor_user_id", "integer")
    .addColumn("actor_email", "text")
    .addColumn("subject_user_id", "integer")
    .addColumn("subject_email", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_company_time").on("audit_events").columns(["company_id", "created_at"]).execute();
  await db.schema.createIndex("audit_subject").on("audit_events").columns(["subject_user_id", "created_at"]).execute();

  // Dialect-specific: SQLite trigger syntax.
  await sql`create trigger audit_events_no_update before update on audit_events
    begin select raise(abort, 'audit_events is append-only'); end`.execute(db);
  await sql`create trigger audit_events_no_delete before delete on audit_events
    begin select raise(abort, 'audit_events is append-only'); end`.execute(db);

  // The built-in tenants.
  const now = new Date().toISOString();
  for (const { slug, name } of BUILT_IN_TENANTS) {
    const row = await db
      .insertInto("companies")
      .values({ slug, name, contact_email: `privacy@${slug}.example`, status: "active", max_employees: 10000, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("company_settings").values({ company_id: row.id, updated_at: now }).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    "audit_events",
    "reminders_sent",
    "email_outbox",
    "certificates",
    "badges",
    "answers",
    "attempts",
    "enrollments",
    "invitations",
    "sessions",
    "identities",
    "users",
    "company_settings",
    "companies",
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
