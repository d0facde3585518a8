import { msg } from "../../i18n/msg";
import { type Db, db } from "../platform/db.server";
import { DbRateLimiter, RateLimiterMemory, RateLimiterRes, secretDigest } from "../platform/rate-limit-store.server";

/**
 * Sign-in throttling per account and per client address (rate-limiter-flexible on the
 * rate_limits table, platform/rate-limit-store.server.ts): the counts survive a restart, so a
 * restart gives a guesser no fresh allowance, and every app instance on one database counts
 * together. A point is taken *before* the password is checked, so a burst of parallel guesses
 * gets at most the allowance checked and the rest is refused without hashing; a success gives
 * its point back and clears the account's count, and a refusal takes nothing (the count is the
 * checks under way plus the failures). Rows end with their window (and are purged daily), so
 * spraying new emails or addresses leaves only rows that go away.
 */
export const WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 30;
export const RATE_LIMIT_MESSAGE = msg("Too many sign-in attempts. Please wait 15 minutes and try again.");

export interface Attempt {
  /** The password was right: the point comes back and the account's failures are forgotten. */
  succeeded(): Promise<void>;
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
}

export class SignInLimiter {
  private readonly accounts: DbRateLimiter;
  private readonly addresses: DbRateLimiter;

  constructor(opts: LimiterOptions = {}) {
    const common = { duration: WINDOW_SECONDS, db: opts.db ?? db, now: opts.now, digest: secretDigest };
    const prefix = opts.keyPrefix ? `${opts.keyPrefix}-` : "";
    this.accounts = new DbRateLimiter({ ...common, keyPrefix: `${prefix}account`, points: ACCOUNT_LIMIT });
    this.addresses = new DbRateLimiter({ ...common, keyPrefix: `${prefix}address`, points: ADDRESS_LIMIT });
  }

  /**
   * Takes one point of the address's allowance and, when an account is named, one of the
   * account's. Refused (with the seconds to wait) when either is used up.
   */
  async admit(accountKey: string | null, address: string): Promise<Admission> {
    // A refused consume still counts in the limiter: its point is given back at once, so the count
    // stays "checks under way plus failures" and the successes of people sharing the address (a
    // company behind one NAT address) open it again instead of a burst locking it for the window.
    try {
      await this.addresses.consume(address);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      await this.addresses.reward(address);
      return { admitted: false, retryAfterSeconds: retryAfter(e) };
    }
    if (accountKey) {
      try {
        await this.accounts.consume(accountKey);
      } catch (e) {
        await this.addresses.reward(address);
        if (!(e instanceof RateLimiterRes)) throw e;
        await this.accounts.reward(accountKey);
        return { admitted: false, retryAfterSeconds: retryAfter(e) };
      }
    }
    return {
      admitted: true,
      attempt: {
        succeeded: async () => {
          await this.addresses.reward(address);
          if (accountKey) await this.accounts.delete(accountKey);
        },
        released: async () => {
          await this.addresses.reward(address);
          if (accountKey) await this.accounts.reward(accountKey);
        },
      },
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
}
