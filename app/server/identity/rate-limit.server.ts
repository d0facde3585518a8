import { msg } from "../../i18n/msg";
import { type Db, db } from "../platform/db.server";
import { endHold, giveBack, giveBackLapsedHolds, newHold, recordHold, releaseHold } from "../platform/rate-limit-holds.server";
import { DbRateLimiter, RateLimiterMemory, RateLimiterRes, secretDigest } from "../platform/rate-limit-store.server";

/**
 * Sign-in throttling per account and per client address (rate-limiter-flexible on the
 * rate_limits table, platform/rate-limit-store.server.ts): the counts survive a restart, so a
 * restart gives a guesser no fresh allowance, and every app instance on one database counts
 * together. A point is taken *before* the password is checked, so a burst of parallel guesses
 * gets at most the allowance checked and the rest is refused without hashing (a refusal takes
 * nothing). The check then settles its attempt: a wrong password keeps its points (the count is
 * the checks under way plus the failures), a right one gives the address its point back and
 * clears the account's count. The points of a check that never settles (its process was killed)
 * come back with the next admission on that key (platform/rate-limit-holds.server.ts). Rows end
 * with their window (and are purged daily), so spraying new emails or addresses leaves only rows
 * that go away.
 */
export const WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 30;
export const RATE_LIMIT_MESSAGE = msg("Too many sign-in attempts. Please wait 15 minutes and try again.");

/** Every admitted attempt ends with exactly one of these. */
export interface Attempt {
  /** The password was right: the point comes back and the account's failures are forgotten. */
  succeeded(): Promise<void>;
  /** The check failed (a wrong password or token), or the request is one the limit counts: the points stay taken. */
  counted(): Promise<void>;
  /** Nothing was checked (the service was busy): both points come back. */
  released(): Promise<void>;
}

export type Admission = { admitted: true; attempt: Attempt } | { admitted: false; retryAfterSeconds: number };

const retryAfter = (e: unknown) => Math.max(1, Math.ceil((e instanceof RateLimiterRes ? e.msBeforeNext : WINDOW_SECONDS * 1000) / 1000));

export interface LimiterOptions {
  /** Counted apart from sign-in under another prefix (password reset requests). */
  keyPrefix?: string;
  /** The database (the process's by default). */
  db?: () => Db;
  /** The clock in epoch milliseconds (tests move it instead of waiting). */
  now?: () => number;
  /** Who holds the points of checks under way (this process by default; tests name a process that is gone). */
  holder?: string;
}

export class SignInLimiter {
  private readonly accounts: DbRateLimiter;
  private readonly addresses: DbRateLimiter;
  private readonly db: () => Db;
  private readonly now: () => number;
  private readonly holder: string | undefined;

  constructor(opts: LimiterOptions = {}) {
    this.db = opts.db ?? db;
    this.now = opts.now ?? Date.now;
    this.holder = opts.holder;
    const common = { duration: WINDOW_SECONDS, db: this.db, now: opts.now, digest: secretDigest };
    const prefix = opts.keyPrefix ? `${opts.keyPrefix}-` : "";
    this.accounts = new DbRateLimiter({ ...common, keyPrefix: `${prefix}account`, points: ACCOUNT_LIMIT });
    this.addresses = new DbRateLimiter({ ...common, keyPrefix: `${prefix}address`, points: ADDRESS_LIMIT });
  }

  /**
   * Takes one point of the address's allowance and, when an account is named, one of the
   * account's, in one transaction with the hold that records them: refused (with the seconds to
   * wait, nothing taken) when either is used up. Points left by checks that never ended on these
   * keys are given back first.
   */
  async admit(accountKey: string | null, address: string): Promise<Admission> {
    const keys = [this.addresses.storedKey(address), ...(accountKey ? [this.accounts.storedKey(accountKey)] : [])];
    await giveBackLapsedHolds(this.db(), keys, this.now());
    const hold = newHold(this.now(), this.holder);
    try {
      await this.db()
        .transaction()
        .execute(async (tx) => {
          // The account's row first: every transaction here locks rate_limits rows in key order
          // ("account…" before "address…", also under a prefix; see giveBack), so two of them
          // never wait for each other in a cycle on PostgreSQL.
          if (accountKey) await this.accounts.consume(accountKey, 1, { db: tx });
          await this.addresses.consume(address, 1, { db: tx });
          await recordHold(tx, hold, keys);
        });
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      return { admitted: false, retryAfterSeconds: retryAfter(e) };
    }
    return { admitted: true, attempt: this.attempt(hold.check, accountKey, address) };
  }

  private attempt(check: string, accountKey: string | null, address: string): Attempt {
    return {
      succeeded: () =>
        this.db()
          .transaction()
          .execute(async (tx) => {
            await giveBack(tx, await endHold(tx, check));
            if (accountKey) await this.accounts.delete(accountKey, { db: tx });
          }),
      counted: async () => {
        if ((await endHold(this.db(), check)).length > 0) return;
        // The check outlived its lease and its points were given back: a failure takes them again.
        await this.addresses.penalty(address);
        if (accountKey) await this.accounts.penalty(accountKey);
      },
      released: () => releaseHold(this.db(), check),
    };
  }
}

/**
 * The public certificate verification (/verify/{number}, GET /api/verify/{number}), per client
 * address: enough for an auditor checking a pack of certificates by hand, not for harvesting.
 * Numbers carry 61 bits of randomness, so guessing is hopeless anyway; the limit keeps the page
 * cheap to serve. It stays in memory, per process, on purpose: it guards this process's CPU (a
 * lookup and a page render), not a secret, so forgetting it on restart gives nothing away, and a
 * row written per verification would make a read-only page write to the database.
 */
export const VERIFY_LIMIT = 60;
export const VERIFY_WINDOW_SECONDS = 60;
export const VERIFY_LIMIT_MESSAGE = msg("Too many verifications from your address. Please wait a minute and try again.");

export class VerifyLimiter {
  private readonly addresses = new RateLimiterMemory({ keyPrefix: "verify", points: VERIFY_LIMIT, duration: VERIFY_WINDOW_SECONDS });

  async admit(address: string): Promise<{ admitted: true } | { admitted: false; retryAfterSeconds: number }> {
    try {
      await this.addresses.consume(address);
      return { admitted: true };
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) };
    }
  }
}

interface Limiters {
  signIn: SignInLimiter;
  reset: SignInLimiter;
  verify: VerifyLimiter;
}
let instances: Limiters | undefined;
const limiters = () =>
  (instances ??= { signIn: new SignInLimiter(), reset: new SignInLimiter({ keyPrefix: "reset" }), verify: new VerifyLimiter() });

/** The process's limiter of the public certificate verification. */
export const verifyLimiter = () => limiters().verify;
/** The process's limiter for every sign-in, set-password and change-password path. */
export const signInLimiter = () => limiters().signIn;

/**
 * The process's limiter of password reset requests: the sign-in limits (5 per account, 30 per
 * address, 15 minutes), counted apart from sign-in so that failed sign-ins do not lock the way
 * back in. A request keeps its point (nothing "succeeds"): 5 reset mails per account a window.
 */
export const resetRequestLimiter = () => limiters().reset;

/** Tests: the limiters of a process starting now (the database keeps its counts, memory does not). */
export function restartRateLimiters() {
  instances = undefined;
}

/** Tests start each case with fresh allowances: every count, in memory and in the database. */
export async function resetRateLimits() {
  restartRateLimiters();
  await db().deleteFrom("rate_limits").execute();
  await db().deleteFrom("rate_limit_holds").execute();
}
