/**
 * Reading and checking the audit trail's hash chains (domain/audit-chain.ts): a chain's head,
 * the verification of one company's chain (the admin's Audit tab, the JSON API, the evidence
 * pack) and of every chain (`npm run audit:verify`).
 *
 * A verification changes nothing and holds no lock: it reads the chain's head anchor and the
 * highest position of its rows in one statement, then walks the events up to that head in
 * batches of positions. Events written meanwhile come after the head it read, so the walk sees
 * a fixed chain however busy the company is (and rows beyond the head that were already there
 * are reported, from the highest position read with the head).
 */
import { type ChainedEvent, type ChainHead, type ChainReport, ChainWalk } from "../../domain/audit-chain";
import type { CompanyScope } from "../identity/sessions.server";
import { type Db, db } from "../platform/db.server";
import { sha256 } from "./audit.server";

/** Events a verification reads per query. */
const WALK_BATCH = 2000;

const CHAIN_COLUMNS = [
  "id",
  "company_id",
  "seq",
  "prev_hash",
  "hash",
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

/** The events of one chain: a company's, or the platform's (null). */
const eventsOf = (companyId: number | null) => {
  const q = db().selectFrom("audit_events");
  return companyId === null ? q.where("company_id", "is", null) : q.where("company_id", "=", companyId);
};

/** A chain's head anchor and the highest position its rows hold, read together (one statement). */
async function anchorOf(companyId: number | null, source: Db = db()): Promise<{ head: ChainHead | null; lastSeq: number | null }> {
  const row = await source
    .selectNoFrom((eb) => {
      const head = () => {
        const q = eb.selectFrom("audit_heads");
        return companyId === null ? q.where("company_id", "is", null) : q.where("company_id", "=", companyId);
      };
      const events = eb.selectFrom("audit_events");
      return [
        head().select("seq").as("seq"),
        head().select("hash").as("hash"),
        head().select("event_id").as("event_id"),
        (companyId === null ? events.where("company_id", "is", null) : events.where("company_id", "=", companyId))
          .select((e) => e.fn.max("seq").as("m"))
          .as("last_seq"),
      ];
    })
    .executeTakeFirstOrThrow();
  const head =
    row.seq !== null && row.hash !== null && row.event_id !== null ? { seq: row.seq, hash: row.hash, eventId: row.event_id } : null;
  return { head, lastSeq: (row.last_seq as number | null) ?? null };
}

/**
 * The head of a company's audit chain (its last event's position, hash and id), or null before
 * its first event; from the app's database or a snapshot of it (the evidence pack).
 */
export async function auditHead(scope: CompanyScope, source: Db = db()): Promise<ChainHead | null> {
  return (await anchorOf(scope.companyId, source)).head;
}

/** Re-computes one chain from its first event to its head: the number of events and the head hash, or the first broken link. */
export async function verifyChainOf(companyId: number | null, batchSize = WALK_BATCH): Promise<ChainReport> {
  const anchor = await anchorOf(companyId);
  const walk = new ChainWalk(sha256);
  // Up to the head read above (all rows when there is no head: finish reports that).
  const bound = anchor.head?.seq ?? anchor.lastSeq ?? 0;
  let after: [number, number] = [0, 0];
  while (!walk.broken) {
    const [seq, id] = after;
    const rows: ChainedEvent[] = await eventsOf(companyId)
      .select([...CHAIN_COLUMNS])
      .select((eb) =>
        eb
          .exists(eb.selectFrom("audit_redactions as r").select("r.event_id").whereRef("r.event_id", "=", "audit_events.id"))
          .as("redacted"),
      )
      .where((eb) => eb.and([eb(eb.refTuple("seq", "id"), ">", eb.tuple(seq, id)), eb("seq", "<=", bound)]))
      .orderBy("seq")
      .orderBy("id")
      .limit(batchSize)
      .execute();
    for (const row of rows) if (!walk.push(row)) break;
    if (rows.length < batchSize) break;
    const last = rows[rows.length - 1];
    after = [last.seq, last.id];
  }
  return walk.finish(anchor);
}

/** The admin's company's chain, verified. */
export const verifyCompanyChain = (scope: CompanyScope) => verifyChainOf(scope.companyId);

export interface ChainOutcome {
  /** null: the platform's chain (events of no company). */
  companyId: number | null;
  name: string;
  report: ChainReport;
}

/**
 * Every chain: the platform's, then each company's (deleted ones too, and any company id that
 * only events or heads still name), in order of id.
 */
export async function verifyAllChains(onChain?: (outcome: ChainOutcome) => void): Promise<ChainOutcome[]> {
  const companies = await db().selectFrom("companies").select(["id", "name", "slug", "deleted_at"]).execute();
  const named = new Map(companies.map((c) => [c.id, `${c.name} (${c.slug})${c.deleted_at ? ", deleted" : ""}`]));
  const others = await db()
    .selectFrom("audit_heads")
    .select("company_id")
    .union(db().selectFrom("audit_events").select("company_id").distinct())
    .execute();
  const ids = new Set<number>(companies.map((c) => c.id));
  for (const { company_id } of others) if (company_id !== null) ids.add(company_id);
  const chains: (number | null)[] = [null, ...[...ids].sort((a, b) => a - b)];
  const out: ChainOutcome[] = [];
  for (const companyId of chains) {
    const outcome: ChainOutcome = {
      companyId,
      name: companyId === null ? "Platform (events of no company)" : (named.get(companyId) ?? `company ${companyId} (no such company)`),
      report: await verifyChainOf(companyId),
    };
    onChain?.(outcome);
    out.push(outcome);
  }
  return out;
}
