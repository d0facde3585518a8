/**
 * Sign-in throttling, per account and per client address. Only failures count; a success
 * clears the account's failures. In memory: one Node process serves everything (DESIGN.md).
 */
const WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 30;
export const RATE_LIMIT_MESSAGE = "Too many sign-in attempts. Please wait 15 minutes and try again.";

const failures = new Map<string, number[]>();

function recent(key: string, now: number): number[] {
  const list = (failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
  if (list.length) failures.set(key, list);
  else failures.delete(key);
  return list;
}

export function isBlocked(accountKey: string, address: string, now = Date.now()): boolean {
  return recent(`a:${accountKey}`, now).length >= ACCOUNT_LIMIT || recent(`ip:${address}`, now).length >= ADDRESS_LIMIT;
}

export function recordFailure(accountKey: string, address: string, now = Date.now()) {
  for (const key of [`a:${accountKey}`, `ip:${address}`]) failures.set(key, [...recent(key, now), now]);
}

export function recordSuccess(accountKey: string) {
  failures.delete(`a:${accountKey}`);
}

export function resetRateLimits() {
  failures.clear();
}
