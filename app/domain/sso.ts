/**
 * A company's own identity provider (issue 29): the rules of who may come in through it, and
 * the one schema of the Single sign-on settings (a discriminated union on `intent`, used by
 * conform, the action and the JSON API). Plain data and pure functions: the browser may import it.
 */
import { z } from "zod";
import { msg } from "../i18n/msg";
import { emailDomain } from "./mail-limits";

export type SsoProtocol = "oidc" | "saml";

/** The most domains one company lists, and the longest domain (RFC 1035: 253). */
export const MAX_DOMAINS = 20;
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const SSO_MSG = {
  domains: msg("Please list the domains as example.com, one per line or separated by commas."),
  tooManyDomains: msg("Please list at most 20 domains."),
  requireNeedsProvider: msg("Configure an identity provider before requiring single sign-on."),
  requireNeedsDomains: msg("List your email domains before requiring single sign-on."),
  issuer: msg("Please enter the issuer's https:// URL."),
  clientId: msg("Please enter the client ID."),
  discovery: msg("The issuer's discovery document could not be read. Please check the issuer URL."),
  clientSecret: msg("Please enter the client secret."),
  metadata: msg("Please paste the IdP metadata XML or give its https:// URL."),
  tokenId: msg("Unknown token."),
  saved: msg("Single sign-on settings saved."),
  oidcSaved: msg("OpenID Connect saved. People of your company can now sign in with it."),
  oidcRemoved: msg("OpenID Connect removed."),
  samlSaved: msg("SAML saved. People of your company can now sign in with it."),
  samlRemoved: msg("SAML removed."),
  tokenRevoked: msg("The SCIM token is revoked."),
} as const;

/** The domains of a text (lines, commas, spaces), lower case, without duplicates; null when one is not a domain. */
export function parseDomains(text: string): string[] | null {
  const parts = text
    .toLowerCase()
    .split(/[\s,;]+/)
    .map((d) => d.replace(/^@/, "").replace(/\.$/, ""))
    .filter(Boolean);
  if (parts.some((d) => !DOMAIN.test(d))) return null;
  return [...new Set(parts)];
}

/**
 * Whether an email may come in through the company's IdP: its domain, or a subdomain of it, is
 * listed. No list, no one: an IdP of the company never speaks for addresses the company did not name.
 */
export function domainAllowed(email: string, domains: readonly string[]): boolean {
  const domain = emailDomain(email);
  if (!domain) return false;
  return domains.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/** The identities row's provider of a company's IdP: one namespace per company and protocol, so a subject never crosses companies. */
export const identityProvider = (companyId: number, protocol: SsoProtocol) => `company:${companyId}:${protocol}`;

/** Why a person could not come in through the IdP (each has its own page text). */
export type SsoRefusal = "domain" | "seats" | "deactivated" | "no-email" | "not-configured" | "failed";

export const SSO_REFUSAL_MSG: Readonly<Record<SsoRefusal, string>> = {
  domain: msg(
    "Your identity provider signed you in as {email}, but this academy accepts only addresses of your company's domains. Ask your administrator to add your domain.",
  ),
  seats: msg("Your company has no free seat for a new employee. Ask your administrator, who can free one or extend the plan."),
  deactivated: msg("Your account in this academy is deactivated. Ask your administrator if you need access again."),
  "no-email": msg("Your identity provider did not tell us your email address, so we cannot find your account."),
  "not-configured": msg("Single sign-on is not set up for this company."),
  failed: msg("We could not complete your sign-in. Please try again."),
};

const MAX_URL = 500;
const MAX_ID = 300;
/** IdP metadata is a few kilobytes; several certificates and endpoints stay well under this. */
export const MAX_METADATA = 100_000;
const text = (max: number) => z.string().trim().max(max, msg("This value is too long."));
const isHttps = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === "https:" || (u.protocol === "http:" && (u.hostname === "127.0.0.1" || u.hostname === "localhost"));
  } catch {
    return false;
  }
};

export const ssoAccessSchema = z.strictObject({
  intent: z.literal("access"),
  allowedDomains: z
    .string()
    .max(MAX_DOMAINS * 254, SSO_MSG.tooManyDomains)
    .default("")
    .refine((v) => parseDomains(v) !== null, SSO_MSG.domains)
    .refine((v) => (parseDomains(v) ?? []).length <= MAX_DOMAINS, SSO_MSG.tooManyDomains),
  requireSso: z.boolean().default(false),
});

export const ssoOidcSchema = z.strictObject({
  intent: z.literal("oidc"),
  issuer: text(MAX_URL).refine(isHttps, SSO_MSG.issuer),
  clientId: text(MAX_ID).min(1, SSO_MSG.clientId),
  /** Empty keeps the stored secret (it is never shown again). */
  clientSecret: text(MAX_ID).optional(),
});

export const ssoSamlSchema = z.strictObject({
  intent: z.literal("saml"),
  metadataUrl: text(MAX_URL)
    .optional()
    .refine((v) => !v || isHttps(v), SSO_MSG.metadata),
  metadataXml: z.string().max(MAX_METADATA, msg("This value is too long.")).optional(),
});

/** The Single sign-on screen's forms: one schema, one `intent` each. */
export const ssoSchema = z.discriminatedUnion("intent", [
  ssoAccessSchema,
  ssoOidcSchema,
  z.strictObject({ intent: z.literal("oidc-remove") }),
  ssoSamlSchema,
  z.strictObject({ intent: z.literal("saml-remove") }),
  z.strictObject({ intent: z.literal("scim-create") }),
  z.strictObject({ intent: z.literal("scim-revoke"), tokenId: z.coerce.number().int().positive(SSO_MSG.tokenId) }),
]);
