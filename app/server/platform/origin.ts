import { COMPANY_PREFIX, CRO_TENANT } from "../../domain/tenants";

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

/**
 * The one path a cross-site POST is let through, in every context: a company's SAML assertion
 * consumer service, which the company's IdP posts to from its own site (HTTP-POST binding), so
 * its Origin is the IdP's (or "null"). Nothing there acts on the browser's cookies: its proof is
 * the IdP's signed assertion, checked, for that company, and used once (sso-saml.server.ts).
 */
const SAML_ACS_PATH = new RegExp(`^(?:${CRO_TENANT.base}|${COMPANY_PREFIX}/[^/]+)?/sso/saml/acs$`);
export const acceptsCrossSitePost = (pathname: string) => SAML_ACS_PATH.test(pathname);

export const isSafeMethod = (method: string) => ["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());

/**
 * Characters a request path may not carry once decoded: C0 and C1 controls, DEL, and the line
 * and paragraph separators U+2028 and U+2029. Browsers never send them. They matter beyond
 * hygiene: React Router matches a splat with JavaScript's `.`, which matches no line
 * terminator (\n, \r, U+2028, U+2029), so a path holding one matched no route, not even the
 * catch-all, and got a page rendered without the root middleware, without CSP, X-Frame-Options
 * and nosniff (issue 24, part 3).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const BAD_PATH_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * The most segments a request path may have. The app's deepest paths have 7
 * (/company/{subdomain}/admin/dashboard/employees/{id}/mail); a deeper path can
 * only be a 404. The bound matters: the page render matches every parent path of the requested
 * one (entry.server.tsx, and React Router's own manifest of a page), work that grows with the
 * square of the depth: a GET of `/a` 2,000 times took 25 s of CPU.
 */
export const MAX_PATH_SEGMENTS = 32;

/**
 * Why a request path (as sent: percent-encoded) is refused with 400, or null: more than
 * MAX_PATH_SEGMENTS segments, an escape that does not decode (bad hex, invalid or overlong
 * UTF-8, a lone surrogate), or a character of BAD_PATH_CHARACTERS, raw or escaped.
 */
export function pathProblem(pathname: string): string | null {
  let slashes = 0;
  for (let i = pathname.indexOf("/"); i !== -1; i = pathname.indexOf("/", i + 1))
    if (++slashes > MAX_PATH_SEGMENTS) return `Bad Request: a path has at most ${MAX_PATH_SEGMENTS} segments.`;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return "Bad Request: malformed percent-escape in the path.";
  }
  return BAD_PATH_CHARACTERS.test(decoded) ? "Bad Request: control characters or line separators in the path." : null;
}
