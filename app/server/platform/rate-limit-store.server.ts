/**
 * A rate-limiter-flexible store on the `rate_limits` table (migration 010), through Kysely only,
 * so the same code counts on SQLite and on PostgreSQL. The counts outlive a restart and are
 * shared by every app instance on one database (DESIGN.md: everything a request needs lives in
 * the database). The library keeps its semantics (consume, reward, delete, block, RateLimiterRes);
 * this class only answers its four storage calls, as its own SQL stores do (RateLimiterPostgres).
 */
import { createHmac } from "node:crypto";
import { createRequire } from "node:module";
import { type Kysely, sql } from "kysely";
import type { RateLimiterMemory as Memory, RateLimiterRes as Res, RateLimiterStoreAbstract as StoreAbstract } from "rate-limiter-flexible";
import { env } from "./env.server";
import type { DB } from "./schema";

// The library's classes, each from its own file: its index loads every store it has (Redis,
// Mongo, DynamoDB…), some 2 MB of a server's memory for nothing; and it does not export the
// store base class (11.4), which its types declare and its SQL stores extend.
const library = createRequire(import.meta.url);
const RateLimiterStoreAbstract = library("rate-limiter-flexible/lib/RateLimiterStoreAbstract.js") as typeof StoreAbstract;
export const RateLimiterRes = library("rate-limiter-flexible/lib/RateLimiterRes.js") as typeof Res;
export type RateLimiterRes = Res;
export const RateLimiterMemory = library("rate-limiter-flexible/lib/RateLimiterMemory.js") as typeof Memory;

/** A row as read back (bigints are numbers on both engines: platform/postgres parses them). */
interface Row {
  points: number;
  expires_at: number;
}

/**
 * The library passes a call's options on to the store: `{ db: tx }` runs a consume, reward or
 * delete inside the caller's transaction.
 */
export interface On {
  db?: Kysely<DB>;
}

/** The expiry of a key that never expires (duration 0): the column is not null, and no clock reaches this. */
const NEVER = Number.MAX_SAFE_INTEGER;

/** Both engines must read the clock as a bigint: PostgreSQL cannot infer the type of a bare parameter in every place. */
export const ms = (value: number) => sql<number>`cast(${value} as bigint)`;

export interface DbRateLimiterOptions {
  keyPrefix: string;
  points: number;
  /** The window in seconds (0: never expires). */
  duration: number;
  /** The database, asked for at each call: the process's database may be closed and opened again. */
  db: () => Kysely<DB>;
  /** The clock in epoch milliseconds (tests move it instead of waiting). */
  now?: () => number;
  /** What the caller's key is stored as (see `secretDigest`); the limiter's prefix stays readable. */
  digest?: (key: string) => string;
}

/**
 * Keys are email addresses and client addresses: personal data, and an email field may hold a
 * mistyped password. Stored as an HMAC under SESSION_SECRET, a row names neither, and a copy of
 * the table cannot be reversed by trying addresses without the secret. (A new secret starts
 * every count afresh, as it ends every session.)
 */
export const secretDigest = (key: string) => createHmac("sha256", env().SESSION_SECRET).update(`rate-limit\n${key}`).digest("base64url");

export class DbRateLimiter extends RateLimiterStoreAbstract {
  readonly #db: () => Kysely<DB>;
  readonly #now: () => number;
  readonly #digest: (key: string) => string;

  constructor(opts: DbRateLimiterOptions) {
    super({ keyPrefix: opts.keyPrefix, points: opts.points, duration: opts.duration, storeClient: opts.db });
    this.#db = opts.db;
    this.#now = () => Math.floor((opts.now ?? Date.now)());
    this.#digest = opts.digest ?? ((key) => key);
  }

  #stored(rlKey: string) {
    return `${this.keyPrefix}:${this.#digest(this.parseKey(rlKey))}`;
  }

  /** The caller's key as its row is named in rate_limits (and in rate_limit_holds). */
  storedKey(key: string) {
    return this.#stored(this.getKey(key));
  }

  /** The library's answer from a row: the points taken in the window and the time left in it. */
  _getRateLimiterRes(_rlKey: string, changedPoints: number, row: Row): RateLimiterRes {
    const consumed = Number(row.points);
    const expiresAt = Number(row.expires_at);
    const msBeforeNext = expiresAt >= NEVER ? -1 : Math.max(expiresAt - this.#now(), 0);
    return new RateLimiterRes(Math.max(this.points - consumed, 0), msBeforeNext, consumed, consumed === changedPoints);
  }

  /**
   * Adds `points` (negative: a reward) to the key's window, or starts a new window when the row is
   * missing or past its end; `forceExpire` (block, set) sets points and end outright. One
   * statement: the insert, or on conflict the update of the row, whose lock it holds from the
   * check to the write on PostgreSQL (READ COMMITTED re-reads the row it waited for), and which
   * runs whole under SQLite's write lock. So parallel consumes each see their own sum, and no
   * more than the allowance of them see a sum within it.
   */
  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false, options: On = {}): Promise<Row> {
    const now = this.#now();
    const expired = sql<boolean>`rate_limits.expires_at <= ${ms(now)}`;
    return (options.db ?? this.#db())
      .insertInto("rate_limits")
      .values({ key: this.#stored(rlKey), points, expires_at: msDuration > 0 ? now + msDuration : NEVER })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet(
          forceExpire
            ? (eb) => ({ points: eb.ref("excluded.points"), expires_at: eb.ref("excluded.expires_at") })
            : {
                points: sql<number>`case when ${expired} then excluded.points else rate_limits.points + excluded.points end`,
                expires_at: sql<number>`case when ${expired} then excluded.expires_at else rate_limits.expires_at end`,
              },
        ),
      )
      .returning(["points", "expires_at"])
      .executeTakeFirstOrThrow();
  }

  /** The key's row while its window lasts, else null (a row past its end counts as none). */
  async _get(rlKey: string, options: On = {}): Promise<Row | null> {
    const row = await (options.db ?? this.#db())
      .selectFrom("rate_limits")
      .select(["points", "expires_at"])
      .where("key", "=", this.#stored(rlKey))
      .where("expires_at", ">", ms(this.#now()))
      .executeTakeFirst();
    return row ?? null;
  }

  async _delete(rlKey: string, options: On = {}): Promise<boolean> {
    const r = await (options.db ?? this.#db()).deleteFrom("rate_limits").where("key", "=", this.#stored(rlKey)).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}

/**
 * Deletes the rows whose window has ended (the daily job purge-expired-rate-limits). They are
 * already ignored (read as none, started afresh by the next point): this only keeps the table
 * from growing with every key ever tried.
 */
export async function purgeExpiredRateLimits(db: Kysely<DB>, now: number): Promise<number> {
  const r = await db
    .deleteFrom("rate_limits")
    .where("expires_at", "<=", ms(Math.floor(now)))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
