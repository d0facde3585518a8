import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Retention and erasure (issue 30; docs/decisions/027-erasure-and-the-audit-chain.md).
 * - company_settings: how long a leaver's identifying data is kept (years after leaving, 0-10,
 *   default 6), how long ended sessions and expired invitations are kept (days, default 30) and how
 *   long the bodies of sent mail are kept (days, default 90; the mail log rows stay).
 * - audit_redactions: one row per audit event whose personal data an erasure replaced by a
 *   pseudonym (append-only). The verifier accepts such an event by its links, not its content.
 * - audit_events stays append-only except for that: an update is refused unless the event has a
 *   redaction row and only its emails, details, address and user agent change.
 * Written for both engines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const inTransaction = (work: (tx: Kysely<any>) => Promise<void>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  await inTransaction(async (tx) => {
    await sql`alter table company_settings add column retention_leaver_years integer not null default 6
      check (retention_leaver_years between 0 and 10)`.execute(tx);
    await sql`alter table company_settings add column retention_session_days integer not null default 30
      check (retention_session_days between 1 and 3650)`.execute(tx);
    await sql`alter table company_settings add column retention_mail_body_days integer not null default 90
      check (retention_mail_body_days between 1 and 3650)`.execute(tx);
    await sql`create table audit_redactions (
      event_id integer primary key,
      company_id integer,
      user_id integer not null,
      redacted_at text not null
    )`.execute(tx);
    await sql`create index audit_redactions_company on audit_redactions (company_id)`.execute(tx);
    const fixed = ["id", "company_id", "seq", "prev_hash", "hash", "action", "created_at", "actor_user_id", "subject_user_id"];
    if (postgres) {
      await sql`drop trigger audit_events_no_update on audit_events`.execute(tx);
      const changed = fixed.map((c) => `new.${c} is distinct from old.${c}`).join(" or ");
      await sql
        .raw(
          `create function audit_events_redact_only() returns trigger language plpgsql as $$
          begin
            if ${changed} or not exists (select 1 from audit_redactions where event_id = new.id) then
              raise exception 'audit_events is append-only' using errcode = 'restrict_violation';
            end if;
            return new;
          end $$`,
        )
        .execute(tx);
      await sql`create trigger audit_events_no_update before update on audit_events for each row execute function audit_events_redact_only()`.execute(
        tx,
      );
      await sql`create trigger audit_redactions_no_delete before delete on audit_redactions for each row
        execute function refuse('audit_redactions are kept')`.execute(tx);
      await sql`create trigger audit_redactions_no_update before update on audit_redactions for each row
        execute function refuse('audit_redactions are kept')`.execute(tx);
    } else {
      await sql`drop trigger audit_events_no_update`.execute(tx);
      const changed = sql.raw(fixed.map((c) => `new.${c} is not old.${c}`).join(" or "));
      await sql`create trigger audit_events_no_update before update on audit_events
        when ${changed} or not exists (select 1 from audit_redactions where event_id = new.id)
        begin select raise(abort, 'audit_events is append-only'); end`.execute(tx);
      await sql`create trigger audit_redactions_no_delete before delete on audit_redactions
        begin select raise(abort, 'audit_redactions are kept'); end`.execute(tx);
      await sql`create trigger audit_redactions_no_update before update on audit_redactions
        begin select raise(abort, 'audit_redactions are kept'); end`.execute(tx);
    }
  });
}
