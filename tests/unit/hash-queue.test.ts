/**
 * The hashing queue's turns (app/server/identity/hash-queue.server.ts) with jobs the test
 * finishes by hand: which job starts when, and who is refused. No hashing, no clock.
 */
import { describe, expect, it } from "vitest";
import { Busy, FairQueue } from "../../app/server/identity/hash-queue.server";

/** A queue whose jobs wait until the test finishes them; `started` lists them in the order they began. */
function harness(concurrency: number, maxWaiting: number) {
  const queue = new FairQueue(concurrency, maxWaiting);
  const started: string[] = [];
  const refused: string[] = [];
  const finishers = new Map<string, () => void>();
  const submit = (client: string, name: string) =>
    queue
      .run(
        client,
        () =>
          new Promise<void>((resolve) => {
            started.push(name);
            finishers.set(name, resolve);
          }),
      )
      .catch((e: unknown) => {
        if (!(e instanceof Busy)) throw e;
        refused.push(name);
      });
  const tick = () => new Promise((r) => setTimeout(r, 0));
  const finish = async (name: string) => {
    finishers.get(name)!();
    await tick();
    await tick();
  };
  return { queue, started, refused, submit, finish, tick };
}

describe("the fair hashing queue", () => {
  it("runs up to the concurrency at once, the rest waits", async () => {
    const h = harness(2, 10);
    for (const n of ["a1", "a2", "a3"]) void h.submit("a", n);
    await h.tick();
    expect(h.started).toEqual(["a1", "a2"]);
    expect(h.queue.pending).toBe(1);
    await h.finish("a1");
    expect(h.started).toEqual(["a1", "a2", "a3"]);
  });

  it("another client's job waits for the running ones only, not behind a burst", async () => {
    const h = harness(1, 32);
    for (let i = 1; i <= 20; i++) void h.submit("attacker", `x${i}`);
    void h.submit("someone", "s1");
    await h.tick();
    expect(h.started).toEqual(["x1"]);
    await h.finish("x1");
    // the turn goes to the client that has waited longest for one: x2 was queued first, then s1
    await h.finish("x2");
    expect(h.started).toEqual(["x1", "x2", "s1"]);
  });

  it("serves waiting clients in turn (round-robin)", async () => {
    const h = harness(1, 32);
    void h.submit("a", "a0");
    for (const n of ["a1", "a2", "a3"]) void h.submit("a", n);
    for (const n of ["b1", "b2"]) void h.submit("b", n);
    void h.submit("c", "c1");
    await h.tick();
    for (const n of ["a0", "a1", "b1", "c1", "a2", "b2"]) await h.finish(n);
    expect(h.started).toEqual(["a0", "a1", "b1", "c1", "a2", "b2", "a3"]);
  });

  it("a full line: a newcomer displaces the newest job of the client with the most waiting", async () => {
    const h = harness(1, 4);
    void h.submit("a", "a0");
    for (const n of ["a1", "a2", "a3", "a4"]) void h.submit("a", n);
    await h.tick();
    void h.submit("b", "b1");
    await h.tick();
    expect(h.refused).toEqual(["a4"]);
    void h.submit("c", "c1");
    await h.tick();
    expect(h.refused).toEqual(["a4", "a3"]);
    // now a has 2 waiting, b and c one each: a newcomer of b would leave b with as many as a, so it is refused itself
    void h.submit("b", "b2");
    await h.tick();
    expect(h.refused).toEqual(["a4", "a3", "b2"]);
    expect(h.queue.pending).toBe(4);
    for (const n of ["a0", "a1", "b1", "c1"]) await h.finish(n);
    expect(h.started).toEqual(["a0", "a1", "b1", "c1", "a2"]);
  });

  it("a full line of one job per client refuses the newcomer (many addresses: the line's capacity is the limit)", async () => {
    const h = harness(1, 3);
    for (const c of ["c0", "c1", "c2", "c3", "c4"]) void h.submit(c, c);
    await h.tick();
    expect(h.started).toEqual(["c0"]);
    expect(h.refused).toEqual(["c4"]);
  });

  it("with no waiting line (maxWaiting 0) everything beyond the running jobs is refused", async () => {
    const h = harness(1, 0);
    void h.submit("a", "a1");
    void h.submit("b", "b1");
    await h.tick();
    expect(h.started).toEqual(["a1"]);
    expect(h.refused).toEqual(["b1"]);
  });

  it("a job that fails frees its slot and passes its error on", async () => {
    const queue = new FairQueue(1, 5);
    const failing = queue.run("a", () => Promise.reject(new Error("scrypt failed")));
    const after = queue.run("a", () => Promise.resolve("ok"));
    await expect(failing).rejects.toThrow("scrypt failed");
    await expect(after).resolves.toBe("ok");
    expect(queue.active).toBe(0);
  });
});
