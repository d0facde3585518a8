import { hash } from "node:crypto";
import { sql } from "kysely";
import { AUDIT_LABELS, type AuditAction, type AuditDetails } from "../../domain/audit";
import { type ChainHead, chainEvents, type Digest, type EventDraft } from "../../domain/audit-chain";
import type { RequestMeta } from "../identity/sessions.server";
import { compiledQuery, type Db, insertRows, lockAuditTrail, nowIso, type Tx } from "../platform/db.server";

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
 * SHA-256 (of the UTF-8 text, as hex) as the audit chain uses it (domain/audit-chain.ts takes it
 * as its digest). crypto.hash, one call without a Hash object: about three times as fast as
 * createHash for the 20,000 events of a large import.
 */
export const sha256: Digest = (text) => hash("sha256", text, "hex");

/**
 * Appends one event to the append-only audit trail, chained onto its company's chain, inside
 * the caller's transaction (or a transaction of its own when given the database). Only the
 * actions of the closed set in domain/audit.ts exist, each with its own detail.
 */
export async function audit<A extends AuditAction>(q: Db | Tx, e: AuditEntry<A>) {
  await auditMany(q, [e]);
}

/** Rows of one multi-row statement: 14 values a row, well under SQLite's 32,766 bound parameters. */
const ROWS_PER_STATEMENT = 500;
const AUDIT_INTEGERS = ["id", "company_id", "actor_user_id", "subject_user_id", "seq"] as const;

/**
 * Appends events (the bulk import writes 20,000 at once), in the caller's transaction or in one
 * of their own. Each is chained after the head of its company's chain (the platform's events:
 * after the platform's head), with ids from one after the table's last.
 *
 * Why two writers never chain onto the same event, nor take the same id: the head and the last id
 * are read, and the events inserted, under `lockAuditTrail` (PostgreSQL: an advisory lock held
 * to the end of the transaction, across every instance; SQLite: the write lock every transaction
 * holds from its BEGIN IMMEDIATE). The database checks it as well: a trigger refuses an event that
 * does not follow its chain's head (position and previous hash), and (company, position) is unique.
 */
export async function auditMany<A extends AuditAction>(q: Db | Tx, entries: readonly AuditEntry<A>[]): Promise<void> {
  if (entries.some((e) => !Object.hasOwn(AUDIT_LABELS, e.action))) throw new Error("unknown audit action");
  if (entries.length === 0) return;
  if (!q.isTransaction) return q.transaction().execute((tx) => auditMany(tx, entries));
  const tx = q as Tx;
  await lockAuditTrail(tx);
  const createdAt = nowIso();
  const drafts: EventDraft[] = entries.map((e) => ({
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
  }));
  const chains = [...new Set(drafts.map((d) => d.company_id))];
  const heads = new Map<number | null, ChainHead>();
  let lastId = 0;
  for (const companyId of chains) {
    const row = await readHead(tx, companyId);
    lastId = row.last_id ?? 0;
    if (row.seq !== null && row.hash !== null && row.event_id !== null) {
      heads.set(companyId, { seq: row.seq, hash: row.hash, eventId: row.event_id });
    }
  }
  const { rows } = chainEvents(drafts, heads, lastId + 1, sha256);
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await insertRows(tx, "audit_events", rows.slice(i, i + ROWS_PER_STATEMENT), AUDIT_INTEGERS).execute();
  }
}

/** A chain's head anchor and the table's last id, in one statement (one row, nulls when none). */
const headQuery = (q: Db, companyId: number | null) =>
  q.selectNoFrom((eb) => {
    const head = () => {
      const heads = eb.selectFrom("audit_heads");
      return companyId === null ? heads.where("company_id", "is", null) : heads.where("company_id", "=", companyId);
    };
    return [
      eb
        .selectFrom("audit_events")
        .select(sql<number | null>`max(id)`.as("m"))
        .as("last_id"),
      head().select("seq").as("seq"),
      head().select("hash").as("hash"),
      head().select("event_id").as("event_id"),
    ];
  });
/** A company's chain: the query of every audited action, compiled once. */
const companyHead = compiledQuery((q, companyId: number) => headQuery(q, companyId));
/** The platform's chain (company_id null). */
const platformHead = compiledQuery((q) => headQuery(q, null));

async function readHead(tx: Tx, companyId: number | null) {
  const [row] = companyId === null ? await platformHead(tx) : await companyHead(tx, companyId);
  if (!row) throw new Error("the audit head query answered no row");
  return row;
}
