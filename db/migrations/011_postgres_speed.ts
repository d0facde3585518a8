import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Speed on PostgreSQL (docs/decisions/023-postgresql-speed.md).
 *
 * The audit chain's head on PostgreSQL moves once a statement, not once an event. The baseline's
 * row trigger updated the chain's head row for each event: an import's 20,000 events made 20,000
 * versions of one row in one transaction, none of which can be pruned before it commits, and
 * each update found the head again past all the versions before it (`is not distinct from`, no
 * index): 500 events took 60 ms at the start of an import and 400 ms at its end, 9 of its 11
 * seconds. Now a statement trigger checks the statement's events as the row trigger checked
 * each (an event follows the event before it in the statement, or its chain's head: position
 * and previous hash; a new chain starts at 1 after the genesis hash) and moves each head once,
 * to its chain's last event. The head's own triggers stay: a new head only at position 1, and a
 * head moves only forward, to an event of its chain, linked to the old head, with every position
 * between them present, so the head still cannot be moved back to hide deleted events.
 *
 * SQLite's triggers stay as they are (its rows are updated in place).
 *
 * Frozen: imports nothing from app/.
 */
const CHAIN_BROKEN = "audit chain: an event must follow the head of its chain, and a head moves only to the event written after it";
const GENESIS = "0".repeat(64);
const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const broken = `raise exception ${quote(CHAIN_BROKEN)} using errcode = 'restrict_violation'`;

const POSTGRES_UP = [
  "drop trigger audit_events_head on audit_events",
  "drop function audit_events_head()",
  // Chains are keyed as audit_heads_chain keys them (the platform's: 0), which that index serves.
  `create function audit_events_heads() returns trigger language plpgsql as $$
    begin
      if exists (
        select 1 from added n
          left join added p on coalesce(p.company_id, 0) = coalesce(n.company_id, 0) and p.seq = n.seq - 1
          left join audit_heads h on coalesce(h.company_id, 0) = coalesce(n.company_id, 0)
        where case
          when p.id is not null then n.prev_hash <> p.hash
          when h.seq is not null then n.seq <> h.seq + 1 or n.prev_hash <> h.hash
          else n.seq <> 1 or n.prev_hash <> ${quote(GENESIS)}
        end) then
        ${broken};
      end if;
      insert into audit_heads (company_id, seq, hash, event_id) select company_id, seq, hash, id from added where seq = 1;
      update audit_heads h set seq = l.seq, hash = l.hash, event_id = l.id
        from (select distinct on (coalesce(company_id, 0)) company_id, seq, hash, id from added
              order by coalesce(company_id, 0), seq desc) l
        where coalesce(h.company_id, 0) = coalesce(l.company_id, 0) and l.seq > h.seq;
      return null;
    end $$`,
  `create trigger audit_events_heads after insert on audit_events referencing new table as added
    for each statement execute function audit_events_heads()`,
  // The events between the old head and the new one, counted and the first one's link checked
  // through the chain's own index (audit_chain, or audit_chain_platform for the platform's).
  `create or replace function audit_heads_advance() returns trigger language plpgsql as $$
    declare
      events integer;
      linked boolean;
    begin
      if new.company_id is null then
        select count(*), bool_or(seq = old.seq + 1 and prev_hash = old.hash) into events, linked
          from audit_events where company_id is null and seq > old.seq and seq <= new.seq;
      else
        select count(*), bool_or(seq = old.seq + 1 and prev_hash = old.hash) into events, linked
          from audit_events where company_id = new.company_id and seq > old.seq and seq <= new.seq;
      end if;
      if new.company_id is distinct from old.company_id or new.seq <= old.seq or events <> new.seq - old.seq
        or linked is not true or not exists (
          select 1 from audit_events where id = new.event_id and company_id is not distinct from new.company_id
            and seq = new.seq and hash = new.hash) then
        ${broken};
      end if;
      return new;
    end $$`,
];

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const statement of POSTGRES_UP) await sql.raw(statement).execute(db);
  }
}
