/**
 * A company's own OpenID Connect provider (issue 29): the authorization code flow with PKCE,
 * state and nonce, through openid-client, which reads the provider's discovery document and
 * checks the ID token's signature against its published keys (a rotated key is fetched when a
 * token names it), its issuer, audience, expiry and nonce. Each company has its own client and
 * redirect URI; the flow's cookie names the company, so a code of one company's provider can never
 * sign anyone into another.
 */
import * as oidc from "openid-client";
import { type SsoRefusal, SSO_MSG } from "../../domain/sso";
import { db } from "../platform/db.server";
import { env } from "../platform/env.server";
import { ssoFlowCookie } from "../platform/cookies.server";
import type { Tenant } from "../platform/tenant.server";
import { openSecret, sealSecret } from "./sso-secrets.server";
import { type Admission, admitSsoPerson, changeSso, localReturn, removeProvider, ssoRow } from "./sso.server";
import type { CompanyCaller, RequestMeta } from "./sessions.server";

/** The redirect URI a company registers at its provider: stable, one per company. */
export const oidcRedirectUri = (tenant: Pick<Tenant, "base">) => new URL(`${tenant.base}/sso/oidc/callback`, env().PUBLIC_URL).toString();

/** Plain http only for a provider on this machine (tests, a local IdP); anything else must be https. */
const isLocal = (url: URL) => url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost");

/** Discovery results by company and client, for an hour: the provider's endpoints and keys are read again after that. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const configurations = new Map<string, { config: oidc.Configuration; at: number }>();

async function discover(issuer: string, clientId: string, secret: string | null): Promise<oidc.Configuration> {
  const server = new URL(issuer);
  const key = `${issuer}|${clientId}|${secret ?? ""}`;
  const hit = configurations.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.config;
  const config = await oidc.discovery(server, clientId, secret ?? undefined, secret ? undefined : oidc.None(), {
    execute: isLocal(server) ? [oidc.allowInsecureRequests] : [],
    timeout: 10,
  });
  configurations.set(key, { config, at: Date.now() });
  return config;
}

async function companyConfiguration(companyId: number) {
  const row = await ssoRow(db(), companyId);
  if (!row.oidc_issuer || !row.oidc_client_id) return null;
  const secret = row.oidc_client_secret ? openSecret(row.oidc_client_secret) : null;
  return discover(row.oidc_issuer, row.oidc_client_id, secret);
}

export type OidcSave = { kind: "saved" } | { kind: "invalid"; field: "issuer" | "clientSecret"; message: string };

/**
 * Stores the company's provider after reading its discovery document (a wrong issuer is told at
 * once, not at the first employee's sign-in). The secret is sealed; an empty one keeps the stored one.
 */
export async function saveOidc(
  caller: CompanyCaller,
  input: { issuer: string; clientId: string; clientSecret?: string },
): Promise<OidcSave> {
  const row = await ssoRow(db(), caller.scope.companyId);
  const secret = input.clientSecret ? input.clientSecret : row.oidc_client_secret ? openSecret(row.oidc_client_secret) : null;
  if (!secret) return { kind: "invalid", field: "clientSecret", message: SSO_MSG.clientSecret };
  try {
    await discover(input.issuer, input.clientId, secret);
  } catch {
    return { kind: "invalid", field: "issuer", message: SSO_MSG.discovery };
  }
  await changeSso(caller, {
    oidc_issuer: input.issuer,
    oidc_client_id: input.clientId,
    ...(input.clientSecret ? { oidc_client_secret: sealSecret(input.clientSecret) } : {}),
  });
  return { kind: "saved" };
}

export const removeOidc = (caller: CompanyCaller) => removeProvider(caller, "oidc");

interface Flow {
  companyId: number;
  verifier: string;
  state: string;
  nonce: string;
  /** A fresh sign-in was asked for (the completion signature): the provider must ask again. */
  fresh: boolean;
  /** Where to go after signing in (a page of this company), instead of the person's home. */
  returnTo: string | null;
}

/** The provider's authorization URL and the flow's cookie; null when the company has no provider. */
export async function startOidc(tenant: Tenant, fresh: boolean, returnTo: string | null): Promise<{ url: string; cookie: string } | null> {
  const config = await companyConfiguration(tenant.id);
  if (!config) return null;
  const flow: Flow = {
    companyId: tenant.id,
    verifier: oidc.randomPKCECodeVerifier(),
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    fresh,
    returnTo: localReturn(tenant, returnTo),
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: oidcRedirectUri(tenant),
    scope: "openid email profile",
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: "S256",
    state: flow.state,
    nonce: flow.nonce,
    ...(fresh ? { prompt: "login", max_age: "0" } : {}),
  });
  return { url: url.toString(), cookie: await ssoFlowCookie().serialize(flow) };
}

const isFlow = (v: unknown): v is Flow =>
  typeof v === "object" && v !== null && typeof (v as Flow).companyId === "number" && typeof (v as Flow).verifier === "string";

/**
 * The provider's answer at the callback: the code exchanged (PKCE, state, nonce, ID token checked),
 * the person's claims read, and admitSsoPerson's decision. A flow begun for another company, a
 * missing or forged cookie, an error from the provider: refused.
 */
export async function finishOidc(request: Request, tenant: Tenant, meta: RequestMeta): Promise<Admission & { returnTo?: string | null }> {
  const refused = (reason: SsoRefusal): Admission => ({ kind: "refused", reason, email: null });
  const flow = await ssoFlowCookie().parse(request.headers.get("Cookie"));
  if (!isFlow(flow) || flow.companyId !== tenant.id) return refused("failed");
  const config = await companyConfiguration(tenant.id).catch(() => null);
  if (!config) return refused("not-configured");
  const incoming = new URL(request.url);
  const current = new URL(`${tenant.base}/sso/oidc/callback${incoming.search}`, env().PUBLIC_URL);
  let claims: Record<string, unknown>;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
      ...(flow.fresh ? { maxAge: 300 } : {}),
    });
    const idClaims: Record<string, unknown> = tokens.claims() ?? {};
    claims = { ...idClaims };
    if (!claims.email && tokens.access_token && config.serverMetadata().userinfo_endpoint) {
      claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, String(idClaims.sub))), ...idClaims };
    }
  } catch {
    return refused("failed");
  }
  const name = typeof claims.name === "string" ? claims.name.trim().split(/\s+/) : [];
  // An email the provider says it has not verified names no one.
  const email = typeof claims.email === "string" && claims.email_verified !== false ? claims.email : null;
  const admission = await admitSsoPerson(
    tenant,
    "oidc",
    {
      subject: String(claims.sub),
      email,
      firstName: typeof claims.given_name === "string" ? claims.given_name : (name[0] ?? ""),
      lastName: typeof claims.family_name === "string" ? claims.family_name : name.slice(1).join(" "),
    },
    meta,
  );
  return { ...admission, returnTo: flow.returnTo };
}

/** The Set-Cookie that ends a flow (after its callback, whatever the outcome). */
export const endOidcFlow = async () => ssoFlowCookie().serialize("", { maxAge: 0 });
