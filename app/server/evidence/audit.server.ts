import { AUDIT_LABELS, type AuditAction, type AuditDetails } from "../../domain/audit";
import type { RequestMeta } from "../identity/sessions.server";
import { type Db, nowIso, type Tx } from "../platform/db.server";

type Person = { id: number; email: string };

export interface AuditEntry<A extends AuditAction> {
  companyId: number | null;
  actor?: Person | null;
  subject?: Person | null;
  action: A;
  details: AuditDetails[A];
  /** The request's address and user agent (null only for work without a request, such as the seed). */
  meta: RequestMeta | null;
}

/**
 * Appends one event to the append-only audit trail, inside the caller's transaction when given
 * one. Only the actions of the closed set in domain/audit.ts exist, each with its own detail.
 */
export async function audit<A extends AuditAction>(q: Db | Tx, e: AuditEntry<A>) {
  if (!(e.action in AUDIT_LABELS)) throw new Error(`unknown audit action ${e.action}`);
  await q
    .insertInto("audit_events")
    .values({
      company_id: e.companyId,
      actor_user_id: e.actor?.id ?? null,
      actor_email: e.actor?.email ?? null,
      subject_user_id: e.subject?.id ?? null,
      subject_email: e.subject?.email ?? null,
      action: e.action,
      details: JSON.stringify(e.details),
      created_at: nowIso(),
      ip_address: e.meta?.address ?? null,
      user_agent: e.meta?.userAgent ?? null,
    })
    .execute();
}

/** Rows of one multi-row statement: well under SQLite's 32,766 bound parameters. */
const ROWS_PER_STATEMENT = 500;

/** Appends many events of one action at once (the bulk import), in the caller's transaction. */
export async function auditMany<A extends AuditAction>(q: Db | Tx, entries: readonly AuditEntry<A>[]) {
  if (entries.some((e) => !(e.action in AUDIT_LABELS))) throw new Error("unknown audit action");
  const createdAt = nowIso();
  for (let i = 0; i < entries.length; i += ROWS_PER_STATEMENT) {
    await q
      .insertInto("audit_events")
      .values(
        entries.slice(i, i + ROWS_PER_STATEMENT).map((e) => ({
          company_id: e.companyId,
          actor_user_id: e.actor?.id ?? null,
          actor_email: e.actor?.email ?? null,
          subject_user_id: e.subject?.id ?? null,
          subject_email: e.subject?.email ?? null,
          action: e.action,
          details: JSON.stringify(e.details),
          created_at: createdAt,
          ip_address: e.meta?.address ?? null,
          user_agent: e.meta?.userAgent ?? null,
        })),
      )
      .execute();
  }
}
