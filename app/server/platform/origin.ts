/**
 * Cross-site request check for state-changing requests: Sec-Fetch-Site when the browser sends it,
 * else the Origin header against the request's own origin and PUBLIC_URL. No Origin at all means
 * a non-browser client (e.g. the JSON API with a bearer token): nothing to forge with cookies.
 */
export function isSameOrigin(headers: Headers, requestOrigin: string, publicOrigin: string): boolean {
  const site = headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin" || site === "none";
  const origin = headers.get("Origin");
  if (!origin) return true;
  return origin === requestOrigin || origin === publicOrigin;
}

export const isSafeMethod = (method: string) => ["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
