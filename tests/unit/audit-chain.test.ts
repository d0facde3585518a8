/** The audit chain's pure rules: canonical JSON, the event hash, chaining and the walk that finds the first broken link. */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ChainedEvent,
  type ChainFields,
  type ChainHead,
  chainEvents,
  type EventDraft,
  eventCanonical,
  eventHash,
  GENESIS_HASH,
  verifyChain,
} from "../../app/domain/audit-chain";
import { canonicalJson, type Json } from "../../app/domain/canonical-json";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("canonical JSON", () => {
  it("sorts keys at every depth and writes no whitespace", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: null, y: true }], c: "x" } })).toBe('{"a":{"c":"x","d":[3,{"y":true,"z":null}]},"b":1}');
  });

  it("gives one text whatever the order the keys were written in", () => {
    expect(canonicalJson({ a: 1, b: 2, c: 3 })).toBe(canonicalJson({ c: 3, b: 2, a: 1 }));
  });

  it("sorts keys by UTF-16 code units (RFC 8785), not by locale", () => {
    expect(canonicalJson({ b: 1, B: 2, é: 3, a: 4, "€": 5, "\u{1F600}": 6 })).toBe('{"B":2,"a":4,"b":1,"é":3,"€":5,"😀":6}');
  });

  it("escapes strings as JSON does, lone surrogates included", () => {
    expect(canonicalJson('a"b\\c\n\u0001')).toBe('"a\\"b\\\\c\\n\\u0001"');
    expect(canonicalJson("\ud800")).toBe('"\\ud800"');
  });

  it("refuses what JSON cannot say exactly instead of dropping it", () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(TypeError);
    expect(() => canonicalJson(Number.POSITIVE_INFINITY)).toThrow(TypeError);
    expect(() => canonicalJson({ a: undefined } as unknown as Json)).toThrow(TypeError);
    expect(() => canonicalJson((() => 1) as unknown as Json)).toThrow(TypeError);
  });

  it("reads back as the same value, and is stable under a round trip (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = canonicalJson(v as Json);
        const back = JSON.parse(text) as Json;
        expect(canonicalJson(back)).toBe(text);
      }),
    );
  });
});

// ---- Events ---------------------------------------------------------------------------------

const draft = (i: number, companyId: number | null = 7): EventDraft => ({
  company_id: companyId,
  actor_user_id: 10 + i,
  actor_email: `actor${i}@example.com`,
  subject_user_id: 20 + i,
  subject_email: `subject${i}@example.com`,
  action: i % 2 ? "training.module_completed" : "login.succeeded",
  details: i % 2 ? `{"moduleId":${(i % 7) + 1},"score":100}` : '{"role":"employee"}',
  created_at: `2026-01-0${(i % 9) + 1}T10:00:00.000Z`,
  ip_address: "203.0.113.7",
  user_agent: "Mozilla/5.0",
});

/** A chain of n events of one company, ids from 100. */
function chainOf(n: number, companyId: number | null = 7): { rows: ChainedEvent[]; head: ChainHead | null } {
  const { rows, heads } = chainEvents(
    Array.from({ length: n }, (_, i) => draft(i, companyId)),
    new Map(),
    100,
    sha256,
  );
  return { rows, head: heads.get(companyId) ?? null };
}

const FIELDS: (keyof ChainFields)[] = [
  "id",
  "company_id",
  "seq",
  "prev_hash",
  "actor_user_id",
  "actor_email",
  "subject_user_id",
  "subject_email",
  "action",
  "details",
  "created_at",
  "ip_address",
  "user_agent",
];

describe("the event hash", () => {
  it("covers every stored field, named, with the format", () => {
    const [e] = chainOf(1).rows;
    const parsed = JSON.parse(eventCanonical(e)) as Record<string, unknown>;
    expect(Object.keys(parsed).sort()).toEqual([...FIELDS, "format"].sort());
    expect(parsed.format).toBe(1);
    expect(e.hash).toBe(sha256(eventCanonical(e)));
    expect(e.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("the fast canonical form is canonicalJson's, whatever the values (property)", () => {
    const text = fc.option(fc.string({ unit: "binary" }), { nil: null });
    const id = fc.option(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          id: fc.nat(),
          company_id: id,
          seq: fc.nat(),
          prev_hash: fc.string(),
          actor_user_id: id,
          actor_email: text,
          subject_user_id: id,
          subject_email: text,
          action: fc.string({ unit: "binary" }),
          details: fc.string({ unit: "binary" }),
          created_at: fc.string(),
          ip_address: text,
          user_agent: text,
        }),
        // the record has exactly the chain's fields: the canonical form names them all, and the format
        (e) => {
          expect(eventCanonical(e)).toBe(canonicalJson({ format: 1, ...e }));
        },
      ),
    );
  });

  it("changes when any one field changes, null included", () => {
    const [e] = chainOf(1).rows;
    for (const field of FIELDS) {
      const value = e[field];
      const other = typeof value === "number" ? value + 1 : value === null ? "x" : `${value}x`;
      expect(eventHash({ ...e, [field]: other } as ChainFields, sha256), field).not.toBe(e.hash);
      if (value !== null) expect(eventHash({ ...e, [field]: null } as ChainFields, sha256), field).not.toBe(e.hash);
    }
  });

  it("tells a number from the same digits as text, and the details' text from its parsed form", () => {
    const [e] = chainOf(1).rows;
    expect(eventHash({ ...e, actor_user_id: "10" as unknown as number }, sha256)).not.toBe(e.hash);
    expect(eventHash({ ...e, details: '{ "role": "employee" }' }, sha256)).not.toBe(e.hash);
  });
});

describe("chaining", () => {
  it("numbers each chain from 1, links each event to the one before it, ids one after another", () => {
    const { rows } = chainEvents([draft(0, 1), draft(1, 2), draft(2, 1), draft(3, null), draft(4, 1)], new Map(), 50, sha256);
    expect(rows.map((r) => [r.id, r.company_id, r.seq])).toEqual([
      [50, 1, 1],
      [51, 2, 1],
      [52, 1, 2],
      [53, null, 1],
      [54, 1, 3],
    ]);
    expect(rows[0].prev_hash).toBe(GENESIS_HASH);
    expect(rows[1].prev_hash).toBe(GENESIS_HASH);
    expect(rows[2].prev_hash).toBe(rows[0].hash);
    expect(rows[4].prev_hash).toBe(rows[2].hash);
  });

  it("continues from a chain's head and leaves the given heads as they were", () => {
    const first = chainOf(3);
    const heads = new Map([[7, first.head!]]);
    const { rows, heads: after } = chainEvents([draft(9)], heads, 200, sha256);
    expect(rows[0]).toMatchObject({ id: 200, seq: 4, prev_hash: first.head!.hash });
    expect(after.get(7)).toEqual({ seq: 4, hash: rows[0].hash, eventId: 200 });
    expect(heads.get(7)).toEqual(first.head);
    expect(verifyChain([...first.rows, ...rows], after.get(7)!, sha256)).toMatchObject({ intact: true, events: 4 });
  });
});

// ---- Verification ---------------------------------------------------------------------------

describe("verifying a chain", () => {
  it("an intact chain: the events checked and its head", () => {
    const { rows, head } = chainOf(10);
    expect(verifyChain(rows, head, sha256)).toEqual({ intact: true, events: 10, headHash: rows[9].hash, headSeq: 10 });
    // the order the rows arrive in does not matter: the walk goes by position
    expect(verifyChain([...rows].reverse(), head, sha256)).toMatchObject({ intact: true, events: 10 });
  });

  it("an empty chain is intact with no head", () => {
    expect(verifyChain([], null, sha256)).toEqual({ intact: true, events: 0, headHash: null, headSeq: 0 });
  });

  it("an edited field: 'edited' at that event, the events before it intact", () => {
    const { rows, head } = chainOf(10);
    const tampered = rows.map((r) => (r.seq === 4 ? { ...r, details: '{"moduleId":1,"score":25}' } : r));
    expect(verifyChain(tampered, head, sha256)).toEqual({
      intact: false,
      events: 3,
      problem: expect.objectContaining({ kind: "edited", eventId: rows[3].id, seq: 4 }),
    });
  });

  it("an edit with the event's hash re-computed: the next event no longer links to it", () => {
    const { rows, head } = chainOf(10);
    const changed = { ...rows[4], actor_email: "someone-else@example.com" };
    changed.hash = eventHash(changed, sha256);
    const tampered = rows.map((r) => (r.seq === 5 ? changed : r));
    expect(verifyChain(tampered, head, sha256)).toMatchObject({
      intact: false,
      events: 5,
      problem: { kind: "unlinked", eventId: rows[5].id },
    });
  });

  it("a deleted event in the middle: 'missing' at the event after the gap", () => {
    const { rows, head } = chainOf(10);
    const r = verifyChain(
      rows.filter((e) => e.seq !== 6),
      head,
      sha256,
    );
    expect(r).toMatchObject({ intact: false, events: 5, problem: { kind: "missing", eventId: rows[6].id, seq: 7 } });
    if (!r.intact) expect(r.problem.message).toContain("Position 6 is missing");
  });

  it("the last events deleted: 'missing' from the head anchor, naming the last event", () => {
    const { rows, head } = chainOf(10);
    const r = verifyChain(rows.slice(0, 7), head, sha256);
    expect(r).toMatchObject({ intact: false, events: 7, problem: { kind: "missing", eventId: rows[9].id, seq: 10 } });
    if (!r.intact) expect(r.problem.message).toContain("The last 3 events (positions 8 to 10");
    expect(verifyChain(rows.slice(0, 9), head, sha256)).toMatchObject({ problem: { kind: "missing", eventId: rows[9].id } });
    expect(verifyChain([], head, sha256)).toMatchObject({ intact: false, events: 0, problem: { kind: "missing" } });
  });

  it("without a head anchor, a truncated chain looks whole: the anchor is what catches it", () => {
    const { rows } = chainOf(10);
    const seven = rows.slice(0, 7);
    const sevenHead = { seq: 7, hash: seven[6].hash, eventId: seven[6].id };
    expect(verifyChain(seven, sevenHead, sha256)).toMatchObject({ intact: true, events: 7 });
    // events but no anchor at all
    expect(verifyChain(seven, null, sha256)).toMatchObject({ intact: false, problem: { kind: "head" } });
  });

  it("two rows reordered: by swapping their ids, their positions, or their contents", () => {
    const { rows, head } = chainOf(10);
    const swap = (a: number, b: number, fields: (keyof ChainedEvent)[]) =>
      rows.map((r, i) => {
        const j = i === a ? b : i === b ? a : i;
        if (j === i) return r;
        const out = { ...r } as Record<string, unknown>;
        for (const f of fields) out[f] = rows[j][f];
        return out as unknown as ChainedEvent;
      });
    // ids swapped: the id is hashed, so the first of them no longer matches its hash
    expect(verifyChain(swap(3, 4, ["id"]), head, sha256)).toMatchObject({ intact: false, events: 3, problem: { kind: "edited", seq: 4 } });
    // ids swapped and each hash re-computed: the second stands after a higher id
    const rehashed = swap(3, 4, ["id"]).map((r, i) => (i === 3 || i === 4 ? { ...r, hash: eventHash(r, sha256) } : r));
    expect(verifyChain(rehashed, head, sha256)).toMatchObject({
      intact: false,
      events: 4,
      problem: { kind: "reordered", seq: 5, eventId: 103 },
    });
    // positions swapped: the first moved event no longer follows its predecessor
    expect(verifyChain(swap(3, 4, ["seq"]), head, sha256)).toMatchObject({
      intact: false,
      events: 3,
      problem: { kind: "unlinked", seq: 4 },
    });
    // everything but id and position swapped (the events' order in time exchanged)
    const contents: (keyof ChainedEvent)[] = [...FIELDS.filter((f) => f !== "id" && f !== "seq"), "hash"];
    expect(verifyChain(swap(3, 4, contents), head, sha256)).toMatchObject({
      intact: false,
      events: 3,
      problem: { kind: "unlinked", seq: 4 },
    });
  });

  it("a duplicate position, a replaced last event and rows beyond the head are reported", () => {
    const { rows, head } = chainOf(5);
    expect(verifyChain([...rows, { ...rows[2], id: 999 }], head, sha256)).toMatchObject({
      problem: { kind: "duplicate", eventId: 999, seq: 3 },
    });
    const last = { ...rows[4], details: "{}" };
    last.hash = eventHash(last, sha256);
    expect(verifyChain([...rows.slice(0, 4), last], head, sha256)).toMatchObject({ problem: { kind: "head", eventId: rows[4].id } });
    const extra = chainEvents([draft(8)], new Map([[7, head!]]), 500, sha256).rows;
    expect(verifyChain([...rows, ...extra], head, sha256)).toMatchObject({ intact: false, events: 5, problem: { kind: "head", seq: 6 } });
  });

  it("finds any single change to any event, any deletion and any swap of two events (property)", () => {
    const { rows, head } = chainOf(12);
    const mutation = fc.oneof(
      fc.record({
        kind: fc.constant("edit" as const),
        at: fc.nat(11),
        field: fc.constantFrom(...FIELDS, "hash" as const),
        value: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      }),
      fc.record({ kind: fc.constant("delete" as const), at: fc.nat(11), count: fc.integer({ min: 1, max: 4 }) }),
      fc.record({ kind: fc.constant("swap" as const), a: fc.nat(11), b: fc.nat(11) }),
    );
    fc.assert(
      fc.property(mutation, (m) => {
        let tampered: ChainedEvent[];
        if (m.kind === "edit") {
          fc.pre(rows[m.at][m.field] !== m.value);
          tampered = rows.map((r, i) => (i === m.at ? ({ ...r, [m.field]: m.value } as ChainedEvent) : r));
        } else if (m.kind === "delete") {
          tampered = rows.filter((_, i) => i < m.at || i >= m.at + m.count);
        } else {
          fc.pre(m.a !== m.b);
          // the two rows change places in the table: each takes the other's id and position
          tampered = rows.map((r, i) => {
            const j = i === m.a ? m.b : i === m.b ? m.a : i;
            return j === i ? r : { ...rows[j], id: r.id, seq: r.seq };
          });
        }
        // a changed company id moves the event out of this chain: the walk sees it as missing
        if (m.kind === "edit" && m.field === "company_id") tampered = tampered.filter((r) => r.company_id === 7);
        expect(verifyChain(tampered, head, sha256).intact).toBe(false);
      }),
    );
  });
});
