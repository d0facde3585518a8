/**
 * The sign-in limiter as a unit, the clock under the test's control (injected, so nothing waits):
 * no password hashing. Its counts live in the test file's database (rate_limits), emptied
 * before each case.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { failedChecks } from "../support/limits";
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, resetRateLimits, SignInLimiter, WINDOW_SECONDS } from "../../app/server/identity/rate-limit.server";

let clock = 0;
const advance = (ms: number) => (clock += ms);
const newLimiter = () => new SignInLimiter({ now: () => clock });
const fail = failedChecks;

beforeEach(async () => {
  clock = Date.parse("2026-11-23T09:00:00Z");
  await resetRateLimits();
});

describe("sign-in limiter", () => {
  it("admits five attempts per account, then refuses with the seconds left in the window", async () => {
    const limiter = newLimiter();
    expect(await fail(limiter, ACCOUNT_LIMIT, "acct", "198.51.100.1")).toBe(5);
    const refused = await limiter.admit("acct", "198.51.100.2");
    expect(refused).toEqual({ admitted: false, retryAfterSeconds: WINDOW_SECONDS });
    advance(60_000);
    expect(await limiter.admit("acct", "198.51.100.3")).toEqual({ admitted: false, retryAfterSeconds: WINDOW_SECONDS - 60 });
  });

  it("a burst sent at once is admitted only up to the allowance", async () => {
    const limiter = newLimiter();
    const results = await Promise.all(Array.from({ length: 120 }, () => limiter.admit("acct", "198.51.100.9")));
    expect(results.filter((r) => r.admitted)).toHaveLength(ACCOUNT_LIMIT);
    for (const r of results) if (r.admitted) await r.attempt.counted();
    expect((await limiter.admit("acct", "198.51.100.9")).admitted).toBe(false);
  });

  it("admits 30 attempts per address across accounts, and other addresses are unaffected", async () => {
    const limiter = newLimiter();
    let admitted = 0;
    for (let i = 0; i < 50; i++) if ((await limiter.admit(`ghost-${i}`, "203.0.113.5")).admitted) admitted++;
    expect(admitted).toBe(ADDRESS_LIMIT);
    expect((await limiter.admit("someone", "203.0.113.6")).admitted).toBe(true);
  });

  it("opens again when the window has passed", async () => {
    const limiter = newLimiter();
    await fail(limiter, ACCOUNT_LIMIT, "acct", "198.51.100.1");
    advance(WINDOW_SECONDS * 1000 - 1000);
    expect((await limiter.admit("acct", "198.51.100.1")).admitted).toBe(false);
    advance(2000);
    expect((await limiter.admit("acct", "198.51.100.1")).admitted).toBe(true);
  });

  it("a success clears the account's failures and gives the address its point back", async () => {
    const limiter = newLimiter();
    await fail(limiter, ACCOUNT_LIMIT - 1, "acct", "198.51.100.1");
    const ok = await limiter.admit("acct", "198.51.100.1");
    if (!ok.admitted) throw new Error("expected admission");
    await ok.attempt.succeeded();
    expect(await fail(limiter, ACCOUNT_LIMIT, "acct", "198.51.100.1")).toBe(ACCOUNT_LIMIT);
  });

  it("an attempt released unchecked (service busy) costs nothing", async () => {
    const limiter = newLimiter();
    for (let i = 0; i < 10; i++) {
      const a = await limiter.admit("acct", "198.51.100.1");
      if (!a.admitted) throw new Error("expected admission");
      await a.attempt.released();
    }
    expect(await fail(limiter, ACCOUNT_LIMIT, "acct", "198.51.100.1")).toBe(ACCOUNT_LIMIT);
  });

  it("a refusal on a locked account does not use up the address's allowance", async () => {
    const limiter = newLimiter();
    await fail(limiter, ACCOUNT_LIMIT, "locked", "198.51.100.1");
    await fail(limiter, 100, "locked", "198.51.100.1");
    expect(await fail(limiter, ADDRESS_LIMIT, null, "198.51.100.1")).toBe(ADDRESS_LIMIT - ACCOUNT_LIMIT);
  });

  it("people behind one address: a burst beyond the allowance is refused, and their successes open it again", async () => {
    const limiter = newLimiter();
    const nat = "192.0.2.77";
    // 100 colleagues sign in at once: 30 checks go ahead, 70 are refused without a check.
    const burst = await Promise.all(Array.from({ length: 100 }, (_, i) => limiter.admit(`colleague-${i}`, nat)));
    const admitted = burst.flatMap((r) => (r.admitted ? [r.attempt] : []));
    expect(admitted).toHaveLength(ADDRESS_LIMIT);
    expect((await limiter.admit("late", nat)).admitted).toBe(false);
    // Their passwords were right: the refused ones try again and are admitted, within the window.
    for (const attempt of admitted) await attempt.succeeded();
    let again = 0;
    for (let i = 30; i < 60; i++) again += await fail(limiter, 1, `colleague-${i}`, nat);
    expect(again).toBe(ADDRESS_LIMIT);
  });

  it("refusals do not lengthen a guesser's count: failures alone hold the address", async () => {
    const limiter = newLimiter();
    const guesser = "203.0.113.66";
    expect(await fail(limiter, 300, null, guesser)).toBe(ADDRESS_LIMIT);
    // still refused for the rest of the window (30 failures stand), open after it
    advance(WINDOW_SECONDS * 1000 - 1000);
    expect((await limiter.admit(null, guesser)).admitted).toBe(false);
    advance(2000);
    expect(await fail(limiter, 300, null, guesser)).toBe(ADDRESS_LIMIT);
  });
});
