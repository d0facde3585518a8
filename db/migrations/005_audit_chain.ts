import { hash } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";

/**
 * A tamper-evident audit trail (issue 13, part 3; docs/decisions/011-audit-chain.md).
 * - audit_events gains its place in a hash chain: `seq` (position in its company's chain, the
 *   platform's events forming their own), `prev_hash` and `hash` (SHA-256 over the canonical
 *   JSON of every stored field, app/domain/audit-chain.ts). The table is rebuilt to make them
 *   NOT NULL; existing events are chained in the order of their ids, ids and fields unchanged.
 * - audit_heads: one head anchor per chain (its last position, hash and event id), advanced by
 *   a trigger in the same statement that adds an event, so deleting the last events shows.
 * - Triggers: each event moves its chain's head, and a head moves only to the event right after
 *   it (next position, carrying the head's hash), so an event that does not follow its chain's
 *   head exactly cannot be inserted and two writers can never both chain onto the same event;
 *   a head is never deleted; audit_events stays append-only (the rebuild drops its triggers with
 *   the old table; they are created again on the new one).
 *
 * Dialect-specific: SQLite trigger syntax, and the table rebuild to add NOT NULL columns.
 */
const sha256 = (text: string) => hash("sha256", text, "hex");

// The chain's rules as this migration wrote them (format 1 of app/domain/audit-chain.ts), kept
// here so that a later change of the app's rules cannot change what this migration did.
const GENESIS_HASH = "0".repeat(64);
interface ChainHead {
  seq: number;
  hash: string;
  eventId: number;
}
type Chained = OldEvent & { seq: number; prev_hash: string; hash: string };
function chainEvent(old: OldEvent, head: ChainHead | undefined): Chained {
  const fields = { ...old, seq: (head?.seq ?? 0) + 1, prev_hash: head?.hash ?? GENESIS_HASH };
  const canonical = JSON.stringify({
    action: fields.action,
    actor_email: fields.actor_email,
    actor_user_id: fields.actor_user_id,
    company_id: fields.company_id,
    created_at: fields.created_at,
    details: fields.details,
    format: 1,
    id: fields.id,
    ip_address: fields.ip_address,
    prev_hash: fields.prev_hash,
    seq: fields.seq,
    subject_email: fields.subject_email,
    subject_user_id: fields.subject_user_id,
    user_agent: fields.user_agent,
  });
  return { ...fields, hash: sha256(canonical) };
}

const BATCH = 2000;
const CHAIN_BROKEN = "audit chain: an event must follow the head of its chain, and a head moves only to the event written after it";
const INSERT_ROWS = 500;

const COLUMNS = [
  "id",
  "company_id",
  "actor_user_id",
  "actor_email",
  "subject_user_id",
  "subject_email",
  "action",
  "details",
  "created_at",
  "ip_address",
  "user_agent",
] as const;

interface OldEvent {
  id: number;
  company_id: number | null;
  actor_user_id: number | null;
  actor_email: string | null;
  subject_user_id: number | null;
  subject_email: string | null;
  action: string;
  details: string;
  created_at: string;
  ip_address: string | null;
  user_agent: string | null;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.schema
      .createTable("audit_events_new")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("company_id", "integer")
      .addColumn("actor_user_id", "integer")
      .addColumn("actor_email", "text")
      .addColumn("subject_user_id", "integer")
      .addColumn("subject_email", "text")
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("ip_address", "text")
      .addColumn("user_agent", "text")
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("prev_hash", "text", (c) => c.notNull())
      .addColumn("hash", "text", (c) => c.notNull())
      .addCheckConstraint("audit_events_seq", sql`seq >= 1`)
      .addCheckConstraint("audit_events_hashes", sql`length(prev_hash) = 64 and length(hash) = 64`)
      .execute();

    const heads = await backfill(tx);

    await tx.schema.dropTable("audit_events").execute();
    await tx.schema.alterTable("audit_events_new").renameTo("audit_events").execute();
    await tx.schema.createIndex("audit_company_time").on("audit_events").columns(["company_id", "created_at"]).execute();
    await tx.schema.createIndex("audit_subject").on("audit_events").columns(["subject_user_id", "created_at"]).execute();
    // One event per position of a chain: a company's, and the platform's (no company).
    await tx.schema.createIndex("audit_chain").on("audit_events").columns(["company_id", "seq"]).unique().execute();
    await tx.schema
      .createIndex("audit_chain_platform")
      .on("audit_events")
      .column("seq")
      .unique()
      .where(sql.ref("company_id"), "is", null)
      .execute();

    await tx.schema
      .createTable("audit_heads")
      .addColumn("company_id", "integer")
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("hash", "text", (c) => c.notNull())
      .addColumn("event_id", "integer", (c) => c.notNull())
      .execute();
    await tx.schema.createIndex("audit_heads_company").on("audit_heads").column("company_id").unique().execute();
    // One head for the platform's chain too (company_id null is no duplicate for the index above).
    await sql`create unique index audit_heads_chain on audit_heads (coalesce(company_id, 0))`.execute(tx);
    for (const [companyId, head] of heads) {
      await tx
        .insertInto("audit_heads")
        .values({ company_id: companyId, seq: head.seq, hash: head.hash, event_id: head.eventId })
        .execute();
    }

    await sql`create trigger audit_events_no_update before update on audit_events
      begin select raise(abort, 'audit_events is append-only'); end`.execute(tx);
    await sql`create trigger audit_events_no_delete before delete on audit_events
      begin select raise(abort, 'audit_events is append-only'); end`.execute(tx);
    // Each new event moves its chain's head (in the statement that inserts it); the head's own
    // triggers refuse a move that is not to the event right after it, linked to it: so an event
    // that does not follow its chain's head cannot be inserted at all.
    await sql`create trigger audit_events_head after insert on audit_events
      begin
        update audit_heads set seq = new.seq, hash = new.hash, event_id = new.id where company_id is new.company_id;
        insert into audit_heads (company_id, seq, hash, event_id)
          select new.company_id, new.seq, new.hash, new.id
          where not exists (select 1 from audit_heads where company_id is new.company_id);
      end`.execute(tx);
    await sql`create trigger audit_heads_advance before update on audit_heads
      begin
        select raise(abort, ${sql.lit(CHAIN_BROKEN)})
        where new.company_id is not old.company_id
           or new.seq is not old.seq + 1
           or not exists (
             select 1 from audit_events
             where id = new.event_id and company_id is new.company_id and seq = new.seq and hash = new.hash and prev_hash = old.hash
           );
      end`.execute(tx);
    await sql`create trigger audit_heads_first before insert on audit_heads
      begin
        select raise(abort, ${sql.lit(CHAIN_BROKEN)})
        where new.seq is not 1
           or not exists (
             select 1 from audit_events
             where id = new.event_id and company_id is new.company_id and seq = 1 and hash = new.hash and prev_hash = ${sql.lit(GENESIS_HASH)}
           );
      end`.execute(tx);
    await sql`create trigger audit_heads_no_delete before delete on audit_heads
      begin select raise(abort, 'audit_heads are kept: a chain head is never removed'); end`.execute(tx);
  });
}

/** Chains the existing events in the order of their ids into audit_events_new; returns the heads. */
async function backfill(tx: Transaction<any>): Promise<Map<number | null, ChainHead>> {
  const heads = new Map<number | null, ChainHead>();
  const list = sql.join([...COLUMNS, "seq", "prev_hash", "hash"].map((c) => sql.ref(c)));
  let after = 0;
  for (;;) {
    const batch = await sql<OldEvent>`select ${sql.join(COLUMNS.map((c) => sql.ref(c)))} from audit_events
      where id > ${after} order by id limit ${BATCH}`.execute(tx);
    if (batch.rows.length === 0) break;
    const rows = batch.rows.map((old) => {
      const row = chainEvent(old, heads.get(old.company_id));
      heads.set(old.company_id, { seq: row.seq, hash: row.hash, eventId: row.id });
      return row;
    });
    for (let i = 0; i < rows.length; i += INSERT_ROWS) {
      const values = rows
        .slice(i, i + INSERT_ROWS)
        .map(
          (r) =>
            sql`(${sql.join([
              r.id,
              r.company_id,
              r.actor_user_id,
              r.actor_email,
              r.subject_user_id,
              r.subject_email,
              r.action,
              r.details,
              r.created_at,
              r.ip_address,
              r.user_agent,
              r.seq,
              r.prev_hash,
              r.hash,
            ])})`,
        );
      await sql`insert into audit_events_new (${list}) values ${sql.join(values)}`.execute(tx);
    }
    after = batch.rows[batch.rows.length - 1].id;
  }
  return heads;
}
