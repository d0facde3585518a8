import type { Db, Tx } from "./db.server";
import { nowIso } from "./db.server";

export interface AuditEntry {
  companyId: number | null;
  actor?: { id: number; email: string } | null;
  subject?: { id: number; email: string } | null;
  action: string;
  details?: Record<string, unknown>;
}

/** Appends one event to the audit trail (inside the caller's transaction when given one). */
export async function audit(q: Db | Tx, e: AuditEntry) {
  await q
    .insertInto("audit_events")
    .values({
      company_id: e.companyId,
      actor_user_id: e.actor?.id ?? null,
      actor_email: e.actor?.email ?? null,
      subject_user_id: e.subject?.id ?? null,
      subject_email: e.subject?.email ?? null,
      action: e.action,
      details: JSON.stringify(e.details ?? {}),
      created_at: nowIso(),
    })
    .execute();
}
