/**
 * The server's admission gate (scripts/admission.ts): at most N requests in progress, the rest in
 * line in their order of arrival; a place is a lease that passes on when its request is answered
 * or when the lease runs out. The lease's clock is vitest's fake timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { admissionGate } from "../../scripts/admission";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the promise callbacks run (fake timers leave the microtask queue alone). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("the admission gate", () => {
  it("lets N in at once; the others wait in their order of arrival and enter as places are given back", async () => {
    const gate = admissionGate(2, 50);
    const entered: number[] = [];
    const releases = new Map<number, () => void>();
    for (const id of [1, 2, 3, 4, 5])
      void gate.enter().then((release) => {
        entered.push(id);
        releases.set(id, release);
      });
    await settle();
    expect(entered).toEqual([1, 2]);
    expect(gate.load()).toEqual({ leased: 2, waiting: 3 });

    releases.get(2)!();
    await settle();
    expect(entered).toEqual([1, 2, 3]);
    releases.get(1)!();
    releases.get(3)!();
    await settle();
    expect(entered).toEqual([1, 2, 3, 4, 5]);
    expect(gate.load()).toEqual({ leased: 2, waiting: 0 });

    releases.get(4)!();
    releases.get(5)!();
    expect(gate.load()).toEqual({ leased: 0, waiting: 0 });
  });

  it("gives a place back once, however often its release is called", async () => {
    const gate = admissionGate(1, 50);
    const first = await gate.enter();
    let second = false;
    let third = false;
    void gate.enter().then(() => (second = true));
    void gate.enter().then(() => (third = true));
    first();
    first();
    await settle();
    expect([second, third]).toEqual([true, false]);
    expect(gate.load()).toEqual({ leased: 1, waiting: 1 });
  });

  it("passes a place on when its lease runs out, and then not again when that request is answered", async () => {
    const gate = admissionGate(1, 50);
    const slow = await gate.enter(); // waiting on something else than the CPU: never answered in time
    let next: (() => void) | undefined;
    void gate.enter().then((release) => (next = release));
    await vi.advanceTimersByTimeAsync(49);
    expect(next).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(next).toBeTypeOf("function");

    slow(); // answered at last: its place was already passed on
    expect(gate.load()).toEqual({ leased: 1, waiting: 0 });
    next!();
    expect(gate.load()).toEqual({ leased: 0, waiting: 0 });
    // a lease given back before it runs out leaves no timer behind
    const quick = await gate.enter();
    quick();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("with no bound (0 places) lets everyone in at once", async () => {
    const gate = admissionGate(0, 50);
    const releases = await Promise.all(Array.from({ length: 100 }, () => gate.enter()));
    expect(releases).toHaveLength(100);
    expect(gate.load()).toEqual({ leased: 0, waiting: 0 });
  });
});
