import { randomBytes, randomUUID } from "node:crypto";
import type { MiddlewareFunction } from "react-router";
import { clearFlashHeader, readFlash } from "./cookies.server";
import { flashContext, nonceContext } from "./context.server";
import { env } from "./env.server";
import { attachRequestLog, requestLogContext } from "./log.server";
import { isSafeMethod, isSameOrigin } from "./origin";
import { rememberRoutedUrl } from "./tenant.server";

/**
 * A CSP nonce: 128 random bits, base64. The bits come from a pool filled 4 KiB at a time (one
 * call into the random generator per 256 pages instead of one per page), as crypto.randomUUID does.
 */
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;
function newNonce(): string {
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

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // no style attributes: data-dependent styles are rules of a nonce'd style element (app/components/styles.tsx)
    `style-src 'self' 'nonce-${nonce}'`,
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

/** Root middleware: origin check, nonce, flash hand-over and the security headers of every response. */
export const securityMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!isSafeMethod(request.method) && !isSameOriginRequest(request)) {
    return new Response("Forbidden: cross-site request refused.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const nonce = newNonce();
  context.set(nonceContext, nonce);
  const flash = await readFlash(request);
  context.set(flashContext, flash);

  const res = await next();
  const h = res.headers;
  if (!import.meta.env.DEV) {
    h.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  }
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
  if (flash && res.status < 300) h.append("Set-Cookie", await clearFlashHeader());
  return res;
};
