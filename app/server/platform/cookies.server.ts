import { createCookie, createCookieSessionStorage, redirect } from "react-router";
import { env } from "./env.server";

/**
 * A one-time banner for the next page. `copy` is a value shown once beside it to copy (an
 * invitation link when no mail can carry it).
 */
export type Flash = { kind: "success" | "error"; text: string; copy?: { label: string; value: string } };

const base = () => ({ httpOnly: true, sameSite: "lax" as const, path: "/", secure: env().secureCookies });

/** Company users (employee, admin, learner): the token of their session. */
export const userCookie = () => createCookie("academy_session", base());
/** The super administrator's separate session. */
export const superCookie = () => createCookie("academy_super", base());
/**
 * A single sign-on in progress (issue 29): the company, PKCE verifier, state and nonce of an
 * OpenID Connect flow, signed so that no one can hand us their own. Lax, as the IdP's redirect
 * back is a top-level GET; ten minutes to finish.
 */
export const ssoFlowCookie = () => createCookie("academy_sso", { ...base(), maxAge: 600, secrets: [env().SESSION_SECRET] });
/**
 * Set for a few seconds on a browser whose request changed company rows: its next requests read
 * their tenant anew on every instance (tenant.server.ts, `freshTenantMiddleware`).
 */
const freshCookie = () => createCookie("academy_fresh", { ...base(), maxAge: 5 });
export const freshTenantCookieHeader = () => freshCookie().serialize(1);
export async function asksFreshTenant(request: Request): Promise<boolean> {
  const header = request.headers.get("Cookie");
  return Boolean(header?.includes("academy_fresh=") && (await freshCookie().parse(header)) === 1);
}
/** Remembers that the browser last signed in as an administrator (the spec's admin_taking_training). */
export const contextCookie = () => createCookie("academy_ctx", { ...base(), maxAge: 60 * 60 * 24 * 30 });

let flashStorage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, { flash: Flash }>> | undefined;
function flashes() {
  flashStorage ??= createCookieSessionStorage<Record<string, never>, { flash: Flash }>({
    cookie: { name: "academy_flash", ...base(), secrets: [env().SESSION_SECRET], maxAge: 120 },
  });
  return flashStorage;
}

/** A Set-Cookie header carrying a one-time banner message for the next page. */
async function flashHeader(flash: Flash): Promise<string> {
  const s = flashes();
  const session = await s.getSession();
  session.flash("flash", flash);
  return s.commitSession(session);
}

export async function readFlash(request: Request): Promise<Flash | null> {
  const header = request.headers.get("Cookie");
  if (!header || !header.includes("academy_flash=")) return null;
  const session = await flashes().getSession(header);
  const f = session.get("flash") as Flash | undefined;
  if (!f || (f.kind !== "success" && f.kind !== "error") || typeof f.text !== "string") return null;
  const copy = f.copy && typeof f.copy.label === "string" && typeof f.copy.value === "string" ? f.copy : undefined;
  return { kind: f.kind, text: f.text, ...(copy ? { copy } : {}) };
}

export async function clearFlashHeader(): Promise<string> {
  const s = flashes();
  return s.destroySession(await s.getSession());
}

/** POST-redirect-GET with a banner message (and the other headers given, e.g. a new session's cookie). */
export async function redirectWithFlash(url: string, flash: Flash, headers = new Headers()) {
  const out = new Headers(headers);
  out.append("Set-Cookie", await flashHeader(flash));
  return redirect(url, { headers: out });
}
