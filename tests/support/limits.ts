import type { SignInLimiter } from "../../app/server/identity/rate-limit.server";

/** n admissions that end as failures (their points stay taken); answers how many were admitted. */
export async function failedChecks(limiter: SignInLimiter, n: number, account: string | null, address: string) {
  let admitted = 0;
  for (let i = 0; i < n; i++) {
    const a = await limiter.admit(account, address);
    if (!a.admitted) continue;
    await a.attempt.counted();
    admitted++;
  }
  return admitted;
}
