/**
 * The waiting line of password hashing, fair between clients. At most `concurrency` jobs run at
 * once and at most `maxWaiting` wait. Waiting jobs are taken in turn by client (round-robin over
 * the clients that have something waiting), so a burst from one address never makes another
 * address's sign-in wait behind it: the other waits for the jobs already running and at most one
 * job of each other client ahead of it in the turn. When the line is full, a newcomer takes the
 * place of the newest waiting job of the client with the most waiting, as long as that client
 * would still have at least as many waiting as the newcomer's; the job displaced (or else the
 * newcomer) is refused with `Busy`. No client can keep the others out by filling the line.
 */
export class Busy extends Error {}

interface Job {
  start: () => void;
  refuse: (e: Busy) => void;
}

export class FairQueue {
  private running = 0;
  private waitingCount = 0;
  /** Waiting jobs per client; the Map's order is the turn (a client served goes to its end). */
  private readonly waiting = new Map<string, Job[]>();

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    private readonly busy: () => Busy = () => new Busy("busy"),
  ) {
    if (concurrency < 1) throw new Error("concurrency must be 1 or more");
  }

  get active() {
    return this.running;
  }

  get pending() {
    return this.waitingCount;
  }

  /** Runs `work` for `client` now, or when its turn comes; rejects with Busy when it cannot wait. */
  run<T>(client: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running++;
        Promise.resolve()
          .then(work)
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            this.next();
          });
      };
      if (this.running < this.concurrency) return start();
      if (this.waitingCount >= this.maxWaiting && !this.makeRoomFor(client)) return reject(this.busy());
      const jobs = this.waiting.get(client);
      if (jobs) jobs.push({ start, refuse: reject });
      else this.waiting.set(client, [{ start, refuse: reject }]);
      this.waitingCount++;
    });
  }

  /** Refuses the newest waiting job of the client with the most waiting, when that is fairer than refusing `client`. */
  private makeRoomFor(client: string): boolean {
    let fullest: string | undefined;
    let most = 0;
    for (const [c, jobs] of this.waiting) {
      if (jobs.length > most) [fullest, most] = [c, jobs.length];
    }
    const mine = this.waiting.get(client)?.length ?? 0;
    if (fullest === undefined || most < mine + 2) return false;
    const jobs = this.waiting.get(fullest)!;
    jobs.pop()!.refuse(this.busy());
    if (jobs.length === 0) this.waiting.delete(fullest);
    this.waitingCount--;
    return true;
  }

  private next() {
    const first = this.waiting.entries().next();
    if (first.done) return;
    const [client, jobs] = first.value;
    const job = jobs.shift()!;
    this.waiting.delete(client);
    if (jobs.length) this.waiting.set(client, jobs);
    this.waitingCount--;
    job.start();
  }
}
