/**
 * The daily retention job (issue 30): applies each company's retention settings. Leavers whose
 * period ended are erased (admin/erasure.server.ts, actor none, reason "retention period ended"),
 * each in a transaction of their own; sessions idle and invitations ended longer than the
 * company's days are deleted; bodies of mail older than its days are removed (the rows stay).
 * Password reset links are never deleted (migration 007: evidence; they hold no personal data
 * beyond the person's id). The clock is the caller's.
 */
import { DEFAULT_MAIL_BODY_DAYS, leaverErasureDue } from "../../domain/erasure";
import { erasePerson } from "../admin/erasure.server";
import { db } from "../platform/db.server";

const DAY_MS = 86_400_000;
export const RETENTION_REASON = "retention period ended";

export interface RetentionCounts {
  erased: number;
  sessions: number;
  invitations: number;
  mailBodies: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

export async function applyRetention(now: Date): Promise<RetentionCounts> {
  const counts: RetentionCounts = { erased: 0, sessions: 0, invitations: 0, mailBodies: 0 };
  const companies = await db()
    .selectFrom("company_settings")
    .select(["company_id", "retention_leaver_years", "retention_session_days", "retention_mail_body_days"])
    .orderBy("company_id")
    .execute();
  for (const c of companies) {
    counts.erased += await eraseLeavers(c.company_id, c.retention_leaver_years, now);
    const sessionsBefore = daysBefore(now, c.retention_session_days);
    const s = await db()
      .deleteFrom("sessions")
      .where("company_id", "=", c.company_id)
      .where((eb) => eb.or([eb("expires_at", "<=", now.toISOString()), eb("last_seen_at", "<=", sessionsBefore)]))
      .executeTakeFirst();
    counts.sessions += Number(s.numDeletedRows);
    const i = await db()
      .deleteFrom("invitations")
      .where("user_id", "in", (eb) => eb.selectFrom("users").select("id").where("company_id", "=", c.company_id))
      .where((eb) => eb.or([eb("used_at", "<=", sessionsBefore), eb("expires_at", "<=", sessionsBefore)]))
      .executeTakeFirst();
    counts.invitations += Number(i.numDeletedRows);
    counts.mailBodies += await dropMailBodies(c.company_id, daysBefore(now, c.retention_mail_body_days));
  }
  counts.mailBodies += await dropMailBodies(null, daysBefore(now, DEFAULT_MAIL_BODY_DAYS));
  return counts;
}

/** The company's leavers whose period ended by `now`: erased one by one. */
async function eraseLeavers(companyId: number, years: number, now: Date): Promise<number> {
  const leavers = await db()
    .selectFrom("users")
    .select(["id", "deactivated_at"])
    .where("company_id", "=", companyId)
    .where("status", "=", "deactivated")
    .where("pseudonymised_at", "is", null)
    .where("deactivated_at", "is not", null)
    .orderBy("id")
    .execute();
  let n = 0;
  for (const l of leavers) {
    if (!l.deactivated_at || !leaverErasureDue(l.deactivated_at, years, now)) continue;
    const outcome = await db()
      .transaction()
      .execute((tx) => erasePerson(tx, { companyId }, l.id, RETENTION_REASON, null, now));
    if (outcome.kind === "erased") n++;
  }
  return n;
}

/** Bodies of mail no longer pending, created before `before`: emptied (kind, status, address and dates stay). */
async function dropMailBodies(companyId: number | null, before: string): Promise<number> {
  const r = await db()
    .updateTable("email_outbox")
    .set({ text_body: "", html_body: null })
    .where(companyId === null ? (eb) => eb("company_id", "is", null) : (eb) => eb("company_id", "=", companyId))
    .where("status", "!=", "pending")
    .where("created_at", "<=", before)
    .where((eb) => eb.or([eb("text_body", "!=", ""), eb("html_body", "is not", null)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
