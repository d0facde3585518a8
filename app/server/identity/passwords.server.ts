import { randomBytes, timingSafeEqual } from "node:crypto";
import { Worker } from "node:worker_threads";
import { MSG, PASSWORD_MAX, PASSWORD_MIN } from "../../domain/forms";
import { env } from "../platform/env.server";
import { Busy, FairQueue } from "./hash-queue.server";

interface ScryptJob {
  password: string;
  salt: Buffer;
  keylen: number;
  opts: { N: number; r: number; p: number; maxmem: number };
}

/**
 * The hashing threads: scrypt runs in worker threads of their own at a lower scheduling priority
 * (nice 10; on Linux a thread's nice value is its own), so that when the cores are short the
 * pages served by the main thread go first and a burst of sign-ins waits instead of starving them
 * (docs/decisions/009-speed.md). A thread starts with the first hash and ends after a minute
 * without one (a thread holds its own JavaScript heap, about 10 MB, and scrypt's memory).
 */
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
try { require("node:os").setPriority(0, 10); } catch {}
parentPort.on("message", (job) => {
  try {
    const key = scryptSync(job.password, job.salt, job.keylen, job.opts);
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
});
`;
const IDLE_MS = 60_000;

class HashThread {
  readonly #worker = new Worker(WORKER_SOURCE, { eval: true });
  #timer: NodeJS.Timeout | undefined;
  constructor(private readonly onExit: (t: HashThread) => void) {
    this.#worker.unref();
    this.#worker.once("exit", () => this.onExit(this));
    this.#worker.once("error", () => this.onExit(this));
  }
  run(job: ScryptJob): Promise<Buffer> {
    clearTimeout(this.#timer);
    return new Promise<Buffer>((resolve, reject) => {
      const done = (m: { key?: Uint8Array; error?: string }) => {
        this.#worker.off("error", failed);
        this.#timer = setTimeout(() => {
          // out of the pool first, so that no hash is handed to a thread that is stopping
          this.onExit(this);
          void this.#worker.terminate();
        }, IDLE_MS).unref();
        if (m.key) resolve(Buffer.from(m.key.buffer, m.key.byteOffset, m.key.byteLength));
        else reject(new Error(m.error ?? "scrypt failed"));
      };
      const failed = (error: Error) => {
        this.#worker.off("message", done);
        reject(error);
      };
      this.#worker.once("message", done);
      this.#worker.once("error", failed);
      this.#worker.postMessage(job);
    });
  }
}

const idleThreads: HashThread[] = [];
const allThreads = new Set<HashThread>();
const dropThread = (t: HashThread) => {
  allThreads.delete(t);
  const i = idleThreads.indexOf(t);
  if (i >= 0) idleThreads.splice(i, 1);
};

const work = { runs: 0, blocks: 0 };
/**
 * The scrypt work this process has done: computations and their memory-hard blocks (N x r x p).
 * Tests compare two paths by it (an unknown email must cost what a known one does) instead of by
 * their times.
 */
export const scryptWork = () => ({ ...work });

/** scrypt in a hashing thread (the queue below keeps at most HASH_CONCURRENCY at once, so one thread each). */
async function scryptAsync(password: string, salt: Buffer, keylen: number, opts: ScryptJob["opts"]): Promise<Buffer> {
  work.runs++;
  work.blocks += opts.N * opts.r * opts.p;
  let thread = idleThreads.pop();
  if (!thread) {
    thread = new HashThread(dropThread);
    allThreads.add(thread);
  }
  try {
    return await thread.run({ password, salt, keylen, opts });
  } finally {
    if (allThreads.has(thread)) idleThreads.push(thread);
  }
}

// OWASP Password Storage Cheat Sheet: scrypt with r=8 and one of its equivalent pairs of N and
// p: N=2^17 p=1 (128 MiB), 2^16 p=2, 2^15 p=3, 2^14 p=5 (16 MiB), 2^13 p=10. N comes from
// PASSWORD_SCRYPT_COST (14 unless set; 2^17 took 1.6 s and 128 MiB a hash on the 2-core machine,
// 2^14 p=5 takes 0.3 s and 16 MiB: docs/decisions/009-speed.md); costs below 13 (tests only) use
// p=1. A stored hash carries its own N, r and p, so older hashes still verify.
const R = 8;
const OWASP_P: Record<number, number> = { 13: 10, 14: 5, 15: 3, 16: 2, 17: 1 };
const parallelism = (log2n: number) => OWASP_P[log2n] ?? 1;
const KEYLEN = 32;
const MAXMEM = 128 * R * 2 ** 20 + 2 ** 24; // scrypt needs 128 * N * r bytes: room for N up to 2^20

/** Too many password checks at once: the caller answers 503 with Retry-After. */
export class HashingBusy extends Busy {
  readonly retryAfterSeconds = 5;
  constructor() {
    super("The service is busy. Please try again in a few seconds.");
  }
}

let queue: FairQueue | undefined;

/**
 * Every scrypt call goes through one small queue (hash-queue.server.ts): at most
 * HASH_CONCURRENCY run at once (memory per hash x concurrency stays bounded) and at most
 * HASH_QUEUE wait (HASH_QUEUE=0: none may wait), taken in turn by client address, so one
 * address's burst does not delay another's sign-in; beyond that, HashingBusy.
 */
function hashing<T>(client: string, work: () => Promise<T>): Promise<T> {
  if (!queue) {
    const e = env();
    queue = new FairQueue(e.HASH_CONCURRENCY, e.HASH_QUEUE, () => new HashingBusy());
  }
  return queue.run(client, work);
}

const cost = () => ({ n: 2 ** env().PASSWORD_SCRYPT_COST, p: parallelism(env().PASSWORD_SCRYPT_COST) });

/** `client`: whose request this is (its address), for the queue's turns; "" for work without a request. */
export async function hashPassword(password: string, client = ""): Promise<string> {
  const { n, p } = cost();
  const salt = randomBytes(16);
  const key = await hashing(client, () => scryptAsync(password.normalize("NFC"), salt, KEYLEN, { N: n, r: R, p, maxmem: MAXMEM }));
  return `scrypt$${n}$${R}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** Checks a password; unknown accounts pay for one hash too, so timing does not reveal which emails exist. */
export async function verifyPassword(password: string, stored: string | null | undefined, client = ""): Promise<boolean> {
  const parts = (stored ?? dummyHash()).split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, "base64");
  const key = await hashing(client, () =>
    scryptAsync(password.normalize("NFC"), Buffer.from(salt, "base64"), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAXMEM,
    }),
  );
  return stored != null && timingSafeEqual(key, expected);
}

/**
 * Whether a stored hash was made with other parameters than new hashes get (an older or another
 * PASSWORD_SCRYPT_COST): sign-in then stores a new hash of the password it just checked, so that
 * an account pays the old cost (N=2^17: 128 MiB and 1.6 s) once, not at every sign-in.
 */
export function needsRehash(stored: string | null | undefined): boolean {
  const parts = (stored ?? "").split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const { n, p } = cost();
  return Number(parts[1]) !== n || Number(parts[2]) !== R || Number(parts[3]) !== p;
}

const dummyHash = () => `scrypt$${cost().n}$${R}$${cost().p}$${Buffer.alloc(16).toString("base64")}$${Buffer.alloc(32).toString("base64")}`;

type Zxcvbn = { check(password: string, userInputs?: string[]): { score: number } };
let strength: Promise<Zxcvbn> | undefined;

/** zxcvbn-ts with its common-words dictionary, loaded on first use (a large dictionary kept out of idle memory). */
function strengthChecker(): Promise<Zxcvbn> {
  strength ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  return strength;
}

/**
 * 8-128 characters and not easy to guess (zxcvbn score 2 or more, with the person's email and
 * the product's words counted as known); returns the problem or null.
 */
export async function passwordProblem(password: string, knownWords: string[] = []): Promise<string | null> {
  if (password.length < PASSWORD_MIN) return MSG.passwordShort;
  if (password.length > PASSWORD_MAX) return MSG.passwordLong;
  const checker = await strengthChecker();
  const words = ["gdpr", "training", "academy", "pharma", ...knownWords.flatMap((w) => w.toLowerCase().split(/[^a-z0-9]+/))];
  if (checker.check(password, words.filter(Boolean)).score < 2) {
    return MSG.passwordWeak;
  }
  return null;
}
