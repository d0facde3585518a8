import { randomBytes, randomUUID } from "node:crypto";
import type { MiddlewareFunction } from "react-router";
import { clearFlashHeader, readFlash } from "./cookies.server";
import { flashContext, nonceContext } from "./context.server";
import { requestLanguage } from "./i18n.server";
import { env } from "./env.server";
import { attachRequestLog, requestLogContext } from "./log.server";
import { acceptsCrossSitePost, isSafeMethod, isSameOrigin, pathProblem } from "./origin";
import { rememberRoutedUrl } from "./tenant.server";

/**
 * A CSP nonce: 128 random bits, base64. The bits come from a pool filled 4 KiB at a time (one
 * call into the random generator per 256 pages instead of one per page), as crypto.randomUUID does.
 */
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;
export function newNonce(): string {
  if (nonceOffset + 16 > noncePool.length) {
    noncePool = randomBytes(4096);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + 16);
  nonceOffset += 16;
  return nonce;
}

/** Cross-site POSTs are refused (403). */
function isSameOriginRequest(request: Request): boolean {
  return isSameOrigin(request.headers, new URL(request.url).origin, new URL(env().PUBLIC_URL).origin);
}

/** The CSP of a page with its nonce; without one (an answer made outside the render), no inline script or style at all. */
function contentSecurityPolicy(nonce: string | null): string {
  const inline = nonce ? ` 'nonce-${nonce}'` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${inline}`,
    // no style attributes: data-dependent styles are rules of a nonce'd style element (app/components/styles.tsx)
    `style-src 'self'${inline}`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The baseline headers of every answer: CSP (enforced, with the page's nonce; not in development,
 * where Vite injects its own scripts), nosniff, X-Frame-Options, Referrer-Policy and the rest.
 * Set by the root middleware on whatever the app answers, by the document render (entry.server.tsx:
 * a page no middleware ran for) and by the Node server on any HTML answer still without a CSP.
 */
export function setBaselineHeaders(h: Headers, nonce: string | null) {
  if (!import.meta.env.DEV) h.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  h.set("X-Content-Type-Options", "nosniff");
  h.set("X-Frame-Options", "DENY");
  // same-origin everywhere, invitation links included: a token never reaches another site in a
  // Referer, and same-origin form posts keep their Origin header (no-referrer would send
  // "Origin: null", which React Router refuses before the action runs).
  h.set("Referrer-Policy", "same-origin");
  h.set("Cross-Origin-Opener-Policy", "same-origin");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (!h.has("Cache-Control")) h.set("Cache-Control", "no-store");
  if (env().secureCookies) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  h.delete("X-Powered-By");
}

/** A plain-text refusal of the middleware, with the baseline headers. */
function refusal(status: 400 | 403, text: string) {
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8" });
  setBaselineHeaders(headers, null);
  return new Response(text, { status, headers });
}

/**
 * Root middleware: the request's log record (request id, tenant, user, route) is attached to the
 * request, so the guards fill it in and `log(request)` lines carry it, and so does the access line;
 * and the address React Router routed it to, which names the tenant.
 */
export const requestLogMiddleware: MiddlewareFunction<Response> = ({ request, url, context, pattern }, next) => {
  const record = context.get(requestLogContext) ?? { reqId: randomUUID() };
  record.route = pattern;
  attachRequestLog(request, record);
  rememberRoutedUrl(request, url);
  return next();
};

/** Root middleware: path and origin checks, nonce, flash hand-over and the security headers of every response. */
export const securityMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // The Node server refuses these before routing (scripts/server.ts); this is for any other server (the dev server).
  const badPath = pathProblem(new URL(request.url).pathname);
  if (badPath) return refusal(400, badPath);
  if (!isSafeMethod(request.method) && !isSameOriginRequest(request) && !acceptsCrossSitePost(new URL(request.url).pathname)) {
    const { t } = await requestLanguage(request);
    return refusal(403, t("Forbidden: cross-site request refused."));
  }
  const nonce = newNonce();
  context.set(nonceContext, nonce);
  const flash = await readFlash(request);
  context.set(flashContext, flash);

  const res = await next();
  setBaselineHeaders(res.headers, nonce);
  if (flash && res.status < 300) res.headers.append("Set-Cookie", await clearFlashHeader());
  return res;
};
