import { type Kysely, sql } from "kysely";

/** The reasons the app wrote when it revoked a certificate only because its holder or their company left. */
const REMOVAL_REASONS = ["employee deleted", "company deleted"];

/**
 * A leaver's certificate is not a revoked certificate (issue 24, docs/decisions/016-what-completed-means.md).
 * Until now, deleting an employee or a company revoked their current certificates ("employee
 * deleted", "company deleted"), so the public verification said Revoked for training that was
 * valid. Those certificates get their real status back:
 * - a later certificate of the same person exists (they came back and trained again): the old
 *   one is superseded by the first later one, as it would have been;
 * - otherwise it is the person's current certificate again (Valid until it expires, then Expired).
 *
 * The evidence of the change stays on the row (audit events are append-only and this migration
 * writes none; the original `certificate.revoked` events stay in the audit trail):
 * - unrevoked_at: when the revocation was taken back;
 * - unrevoked_note: the revocation as it was (date, reason, who) and why it was taken back.
 *
 * Trials need no column: a trial has ended when its status is trial and trial_ends_at has
 * passed; the mails before the end are keyed in reminders_sent like the reminders.
 *
 * Portable SQL (string concatenation with ||, correlated subqueries); the certificates_current
 * unique index holds throughout: the superseding runs first, and a row made current has no later
 * certificate, so its holder has no other current one (issuing supersedes the current one).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const at = new Date().toISOString();
  await db.transaction().execute(async (tx) => {
    await tx.schema.alterTable("certificates").addColumn("unrevoked_at", "text").execute();
    await tx.schema.alterTable("certificates").addColumn("unrevoked_note", "text").execute();

    const reasons = sql.join(REMOVAL_REASONS.map((r) => sql.lit(r)));
    const note = sql`'Revoked on ' || revoked_at || ' with the reason "' || revoked_reason || '"'
      || coalesce(' by user ' || revoked_by, '')
      || '; a holder or company leaving is no revocation (docs/decisions/016-what-completed-means.md): status restored by migration 008_leavers_and_trials'`;
    const later = (column: "id" | "issued_at") => sql`(select l.${sql.ref(column)} from certificates l
      where l.user_id = certificates.user_id and l.id != certificates.id
        and (l.issued_at > certificates.issued_at or (l.issued_at = certificates.issued_at and l.id > certificates.id))
      order by l.issued_at, l.id limit 1)`;
    const removed = sql<boolean>`revoked_reason in (${reasons}) and revoked_at is not null and superseded_at is null`;

    // A later certificate exists: superseded by the first one after it.
    await sql`update certificates set
        superseded_at = ${later("issued_at")}, superseded_by = ${later("id")},
        unrevoked_at = ${at}, unrevoked_note = ${note},
        revoked_at = null, revoked_reason = null, revoked_by = null
      where ${removed} and ${later("id")} is not null`.execute(tx);
    // None: the person's current certificate again.
    await sql`update certificates set
        unrevoked_at = ${at}, unrevoked_note = ${note},
        revoked_at = null, revoked_reason = null, revoked_by = null
      where ${removed}`.execute(tx);
  });
}
