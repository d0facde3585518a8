/**
 * The audit trail's hash chain (issue 13, part 3; docs/decisions/011-audit-chain.md). Each
 * company's events form one chain, and the platform's events (no company) another: an event
 * stores its position in its chain (`seq`, from 1), the hash of the event before it
 * (`prev_hash`, GENESIS_HASH for the first) and its own hash, SHA-256 over the canonical JSON of
 * every stored field. The database keeps a head anchor per chain (the last position and hash),
 * so the loss of the last events shows too.
 *
 * Pure rules, no I/O: the digest is handed in (the server passes node's SHA-256), so the same
 * code writes the chain (evidence/audit.server.ts), backfills it (migration 005) and checks it
 * (evidence/audit-chain.server.ts, `npm run audit:verify`).
 */
/** SHA-256 of a text (UTF-8), as 64 lowercase hex digits. Injected: the domain does no I/O. */
export type Digest = (text: string) => string;

/** The previous hash of a chain's first event. */
export const GENESIS_HASH = "0".repeat(64);

/** The version of the hashed form: a later change of what is hashed gets a new number. */
export const CHAIN_FORMAT = 1;

/** Every stored field of an audit event except its own hash: what the hash covers. */
export interface ChainFields {
  id: number;
  company_id: number | null;
  seq: number;
  prev_hash: string;
  actor_user_id: number | null;
  actor_email: string | null;
  subject_user_id: number | null;
  subject_email: string | null;
  action: string;
  /** The details as stored (JSON text): hashed as that text, so any change to it shows. */
  details: string;
  created_at: string;
  ip_address: string | null;
  user_agent: string | null;
}

/** A stored event: its fields and the hash written with it. */
export interface ChainedEvent extends ChainFields {
  hash: string;
  /**
   * An erasure replaced the person's data in this event (audit_redactions; decision 027): its
   * fields no longer give its hash, so it is accepted by its links (its position, its previous
   * hash, and the next event's previous hash or the head being its stored hash), not its content.
   */
  redacted?: boolean | number | null;
}

/**
 * The canonical text an event's hash is computed over: every field, named, plus the format.
 * Written as one JSON.stringify of an object whose keys are already in canonical order (string
 * keys keep their order, and every value is a string, an integer or null), which is exactly
 * canonicalJson of the same object (a unit test holds the two together) at a fraction of the
 * cost: the bulk import chains 20,000 events in one request.
 */
export function eventCanonical(e: ChainFields): string {
  return JSON.stringify({
    action: e.action,
    actor_email: e.actor_email,
    actor_user_id: e.actor_user_id,
    company_id: e.company_id,
    created_at: e.created_at,
    details: e.details,
    format: CHAIN_FORMAT,
    id: e.id,
    ip_address: e.ip_address,
    prev_hash: e.prev_hash,
    seq: e.seq,
    subject_email: e.subject_email,
    subject_user_id: e.subject_user_id,
    user_agent: e.user_agent,
  });
}

export const eventHash = (e: ChainFields, digest: Digest): string => digest(eventCanonical(e));

/** Where a chain ends: its last position, that event's hash and id. None before its first event. */
export interface ChainHead {
  seq: number;
  hash: string;
  eventId: number;
}

/** An event before it is chained: everything but its id and chain fields. */
export type EventDraft = Omit<ChainFields, "id" | "seq" | "prev_hash">;

/** One event chained after `head` (its chain's head; none: the chain's first event). */
export function chainEvent(draft: EventDraft & { id: number }, head: ChainHead | undefined, digest: Digest): ChainedEvent {
  const fields: ChainFields = { ...draft, seq: (head?.seq ?? 0) + 1, prev_hash: head?.hash ?? GENESIS_HASH };
  return { ...fields, hash: eventHash(fields, digest) };
}

/**
 * Chains new events onto their chains' heads, in the order given: ids from `firstId` on (one
 * after the table's last id), each event after the current head of its own chain (`heads`,
 * keyed by company id, the platform's under null; a chain without a head starts at position 1
 * after GENESIS_HASH). Returns the rows to insert and the new heads; `heads` is left as it was.
 */
export function chainEvents(
  drafts: readonly EventDraft[],
  heads: ReadonlyMap<number | null, ChainHead>,
  firstId: number,
  digest: Digest,
): { rows: ChainedEvent[]; heads: Map<number | null, ChainHead> } {
  const next = new Map(heads);
  const rows = drafts.map((draft, i) => {
    const row = chainEvent({ ...draft, id: firstId + i }, next.get(draft.company_id), digest);
    next.set(draft.company_id, { seq: row.seq, hash: row.hash, eventId: row.id });
    return row;
  });
  return { rows, heads: next };
}

// ---- Verification ---------------------------------------------------------------------------

/**
 * What is wrong at the first broken link:
 * - missing: positions of the chain are absent (rows deleted), in the middle or at the end;
 * - duplicate: two rows claim one position;
 * - reordered: rows stand in another order than they were written (ids out of order);
 * - unlinked: an event does not carry the hash of the event before it (one was replaced,
 *   moved, or changed and re-hashed);
 * - edited: an event's fields do not give its stored hash (changed after it was written); an
 *   event marked redacted (an erasure, decision 027) is checked by its links only;
 * - head: the chain and its head anchor disagree.
 */
export type ChainProblemKind = "missing" | "duplicate" | "reordered" | "unlinked" | "edited" | "head";

export interface ChainProblem {
  kind: ChainProblemKind;
  /** The event where the chain breaks (for missing events at the end: the last one, as the anchor names it). */
  eventId: number | null;
  /** Its position in the chain. */
  seq: number | null;
  message: string;
}

export type ChainReport =
  { intact: true; events: number; headHash: string | null; headSeq: number } | { intact: false; events: number; problem: ChainProblem };

const short = (hash: unknown) => `${String(hash).slice(0, 12)}…`;

/**
 * Walks one chain in order of position (then id), event by event, so a long chain is read in
 * batches and never whole in memory. `push` answers false once the chain is broken (the rest
 * need not be read); `finish` compares the end with the head anchor and gives the report.
 * `events` counts the events checked and found in order before the first broken link.
 */
export class ChainWalk {
  #checked = 0;
  #last: { seq: number; hash: string; id: number } | null = null;
  #problem: ChainProblem | null = null;

  constructor(private readonly digest: Digest) {}

  get broken(): boolean {
    return this.#problem !== null;
  }

  /** The position the walk has reached (0 before the first event). */
  get lastSeq(): number {
    return this.#last?.seq ?? 0;
  }

  push(e: ChainedEvent): boolean {
    if (this.#problem) return false;
    const last = this.#last;
    const expected = (last?.seq ?? 0) + 1;
    const problem = (kind: ChainProblemKind, message: string) => {
      this.#problem = { kind, eventId: e.id, seq: e.seq, message };
      return false;
    };
    if (last && e.seq === last.seq) {
      return problem("duplicate", `Event ${e.id} claims position ${e.seq}, which event ${last.id} holds: a row was added or changed.`);
    }
    if (e.seq !== expected) {
      const gap = e.seq - expected;
      return problem(
        "missing",
        gap === 1
          ? `Position ${expected} is missing before event ${e.id} (position ${e.seq}): an event was deleted.`
          : `Positions ${expected} to ${e.seq - 1} are missing before event ${e.id} (position ${e.seq}): ${gap} events were deleted.`,
      );
    }
    if (last && e.id <= last.id) {
      return problem(
        "reordered",
        `Event ${e.id} at position ${e.seq} comes after event ${last.id}, which has a higher id: rows were reordered.`,
      );
    }
    const previous = last?.hash ?? GENESIS_HASH;
    if (e.prev_hash !== previous) {
      return problem(
        "unlinked",
        `Event ${e.id} at position ${e.seq} does not carry the hash of the event before it (${short(e.prev_hash)} instead of ${short(previous)}): an event was replaced, moved or changed.`,
      );
    }
    if (!e.redacted && eventHash(e, this.digest) !== e.hash) {
      return problem("edited", `Event ${e.id} at position ${e.seq} does not match its hash: a field was changed after it was written.`);
    }
    this.#last = { seq: e.seq, hash: e.hash, id: e.id };
    this.#checked++;
    return true;
  }

  /**
   * The report, once every event up to the anchor was pushed (or the walk broke): `head` is the
   * chain's head anchor, `lastSeq` the highest position any row of the chain holds, both read
   * together before the walk.
   */
  finish(anchor: { head: ChainHead | null; lastSeq: number | null }): ChainReport {
    const broken = (p: ChainProblem): ChainReport => ({ intact: false, events: this.#checked, problem: p });
    if (this.#problem) return broken(this.#problem);
    const { head, lastSeq } = anchor;
    const last = this.#last;
    if (!head) {
      if (!last && lastSeq === null) return { intact: true, events: 0, headHash: null, headSeq: 0 };
      return broken({
        kind: "head",
        eventId: last?.id ?? null,
        seq: last?.seq ?? lastSeq,
        message: "The chain has events but no head anchor: the anchor was removed.",
      });
    }
    if (!last || last.seq < head.seq) {
      const from = (last?.seq ?? 0) + 1;
      const n = head.seq - from + 1;
      return broken({
        kind: "missing",
        eventId: head.eventId,
        seq: head.seq,
        message:
          n === 1
            ? `The last event (position ${head.seq}, event ${head.eventId}) is missing: the head anchor records it, the table no longer holds it.`
            : `The last ${n} events (positions ${from} to ${head.seq}, up to event ${head.eventId}) are missing: the head anchor records them, the table no longer holds them.`,
      });
    }
    if (last.hash !== head.hash || last.id !== head.eventId) {
      return broken({
        kind: "head",
        eventId: last.id,
        seq: last.seq,
        message: `The last event (${last.id}, position ${last.seq}) is not the one the head anchor records (event ${head.eventId}, ${short(head.hash)}): it was replaced.`,
      });
    }
    if (lastSeq !== null && lastSeq > head.seq) {
      return broken({
        kind: "head",
        eventId: null,
        seq: head.seq + 1,
        message: `Rows at positions ${head.seq + 1} to ${lastSeq} stand after the head anchor (position ${head.seq}): they were added outside the chain.`,
      });
    }
    return { intact: true, events: this.#checked, headHash: head.hash, headSeq: head.seq };
  }
}

/** Verifies a whole chain given as a list (sorted here by position, then id) against its head anchor. */
export function verifyChain(events: readonly ChainedEvent[], head: ChainHead | null, digest: Digest): ChainReport {
  const walk = new ChainWalk(digest);
  const sorted = [...events].sort((a, b) => a.seq - b.seq || a.id - b.id);
  // Up to the anchor, as the server walks: rows beyond it are reported by `finish`.
  const bound = head ? head.seq : Infinity;
  for (const e of sorted) if (e.seq > bound || !walk.push(e)) break;
  const lastSeq = sorted.length ? sorted[sorted.length - 1].seq : null;
  return walk.finish({ head, lastSeq });
}
