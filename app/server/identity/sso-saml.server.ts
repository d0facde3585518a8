/**
 * A company's own SAML 2.0 identity provider (issue 29), through @node-saml/node-saml: the
 * signature checks (assertions must be signed, by a certificate of the company's IdP metadata;
 * node-saml works on the signed bytes only, and refuses a response with several assertions),
 * audience, validity times with two minutes of clock skew and InResponseTo are the library's.
 * What it leaves to us is checked here on the signed assertion: its issuer, the bearer
 * confirmation's Recipient (this company's ACS URL) and times, the response's Destination, and
 * that an assertion is used once (sso_replay). Request ids and used assertion ids are rows of
 * sso_replay under the company, so every instance sees them and one company's never serve another.
 *
 * node-saml (with its XML signature and encryption stack) weighs some 20 MB of resident memory:
 * it is imported at the first SAML request, so that a server whose companies do not use SAML does
 * not carry it (the 250 MB of the evidence pack's memory test, the 120 MB idle of issue 27).
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import type { CacheItem, CacheProvider, Profile, SAML } from "@node-saml/node-saml";
import { SSO_MSG, type SsoRefusal } from "../../domain/sso";
import { db, nowIso } from "../platform/db.server";
import { log } from "../platform/log.server";
import type { Tenant } from "../platform/tenant.server";
import { childElements, fetchMetadata, parseIdpMetadata, parseXml, SAML_METADATA_MSG } from "./saml-metadata.server";
import type { CompanyCaller, RequestMeta } from "./sessions.server";
import { openSecret, sealSecret } from "./sso-secrets.server";
import {
  type Admission,
  type AssertedPerson,
  admitSsoPerson,
  changeSso,
  localReturn,
  removeProvider,
  samlUrls,
  ssoSettings,
  type SsoSettings,
} from "./sso.server";

export type SamlSave = { kind: "saved" } | { kind: "invalid"; field: "metadataUrl" | "metadataXml"; message: string };

/**
 * Stores the company's IdP from its metadata: pasted XML when given (what the administrator
 * sees is what is stored), else the document at the URL, read now so that a wrong one is told at
 * once rather than at the first employee's sign-in.
 */
export async function saveSaml(caller: CompanyCaller, input: { metadataUrl?: string; metadataXml?: string }): Promise<SamlSave> {
  const pasted = input.metadataXml?.trim() || null;
  const url = pasted ? null : input.metadataUrl?.trim() || null;
  if (!pasted && !url) return { kind: "invalid", field: "metadataXml", message: SSO_MSG.metadata };
  const field = pasted ? "metadataXml" : "metadataUrl";
  const xml = pasted ?? (await fetchMetadata(url!));
  if (!xml) return { kind: "invalid", field, message: SAML_METADATA_MSG.unreachable };
  const read = parseIdpMetadata(xml);
  if (read.kind === "invalid") return { kind: "invalid", field, message: SAML_METADATA_MSG[read.problem] };
  await changeSso(caller, {
    saml_idp_entity_id: read.idp.entityId,
    saml_idp_sso_url: read.idp.ssoUrl,
    // settingsOfRow splits them at the blank line
    saml_idp_certificates: read.idp.certificates.join("\n\n"),
    saml_metadata_url: url,
  });
  return { kind: "saved" };
}

export const removeSaml = (caller: CompanyCaller) => removeProvider(caller, "saml");

// ---------------------------------------------------------------------------------------------
// The service provider's signing key: one for the platform, in platform_keys.
// ---------------------------------------------------------------------------------------------

const SP_KEY_NAME = "saml-sp-signing";
/** Long: an IdP keeps the SP certificate it was given, and few check its dates; a new one means every IdP updated. */
const SP_CERT_YEARS = 20;

interface SpKeys {
  cert: string;
  privateKey: string;
}

async function readSpKeys(): Promise<SpKeys | null> {
  const row = await db().selectFrom("platform_keys").select("value").where("name", "=", SP_KEY_NAME).executeTakeFirst();
  if (!row) return null;
  const stored = JSON.parse(row.value) as { cert: string; key: string };
  const privateKey = openSecret(stored.key);
  if (!privateKey)
    throw new Error("the SAML service provider's private key cannot be opened: was SSO_SECRET_KEY or SESSION_SECRET changed?");
  return { cert: stored.cert, privateKey };
}

/** selfsigned's generate, in a process of its own (see generateSpCertificate): the request in argv, the key pair on stdout. */
const GENERATOR = `
const request = JSON.parse(process.argv[1]);
const { generate } = require(request.module);
const options = { ...request.options, notBeforeDate: new Date(request.options.notBeforeDate), notAfterDate: new Date(request.options.notAfterDate) };
Promise.resolve(generate(request.attributes, options)).then((made) => {
  process.stdout.write(JSON.stringify({ cert: made.cert, private: made.private }));
});`;

/**
 * The key pair and its self-signed certificate, made by selfsigned in a short-lived node process,
 * once for the platform, at its first start: its node-forge (about 10 MB) never enters the
 * server's memory, which a worker thread would have kept some 17 MB of.
 */
function generateSpCertificate(notBeforeDate: Date, notAfterDate: Date): Promise<{ cert: string; private: string }> {
  const request = {
    module: createRequire(import.meta.url).resolve("selfsigned"),
    attributes: [{ name: "commonName", value: "GDPR Training Academy SAML service provider" }],
    options: { keySize: 2048, algorithm: "sha256", notBeforeDate, notAfterDate },
  };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ["-e", GENERATOR, JSON.stringify(request)], { maxBuffer: 1 << 20 }, (error, stdout) => {
      if (error) return reject(new Error(`the SAML key generator failed: ${error.message.slice(0, 300)}`));
      resolve(JSON.parse(stdout) as { cert: string; private: string });
    });
  });
}

/**
 * Makes the key pair and its certificate once: key and certificate in one row, inserted only
 * when there is none, then read back, so that instances starting together all use the first one.
 */
async function makeSpKeys(): Promise<SpKeys> {
  const notBeforeDate = new Date();
  const notAfterDate = new Date(notBeforeDate);
  notAfterDate.setUTCFullYear(notAfterDate.getUTCFullYear() + SP_CERT_YEARS);
  const made = await generateSpCertificate(notBeforeDate, notAfterDate);
  await db()
    .insertInto("platform_keys")
    .values({ name: SP_KEY_NAME, value: JSON.stringify({ cert: made.cert, key: sealSecret(made.private) }), created_at: nowIso() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const kept = await readSpKeys();
  if (!kept) throw new Error("the SAML service provider's key was not stored");
  return kept;
}

let spKeysOnce: Promise<SpKeys> | undefined;

/** The platform's SAML signing key and certificate (read once a process; made at the start, ensureSpKeys). */
export function spKeys(): Promise<SpKeys> {
  spKeysOnce ??= readSpKeys()
    .then((keys) => keys ?? makeSpKeys())
    .catch((e: unknown) => {
      spKeysOnce = undefined;
      throw e;
    });
  return spKeysOnce;
}

/** Made at the start (scripts/start.ts), so that no page a visitor opens (the SP metadata is a GET) has to write it. */
export const ensureSpKeys = async () => {
  await spKeys();
};

// ---------------------------------------------------------------------------------------------
// The protocol: metadata, AuthnRequest, response.
// ---------------------------------------------------------------------------------------------

/** How long an IdP may take to answer an AuthnRequest (the person signs in there, perhaps with a second factor). */
const REQUEST_TTL_MS = 30 * 60_000;
const CLOCK_SKEW_MS = 2 * 60_000;
const EMAIL_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";
const UNSPECIFIED_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified";
const TRANSIENT_FORMAT = "urn:oasis:names:tc:SAML:2.0:nameid-format:transient";
/**
 * A request that asked for a fresh sign-in (ForceAuthn) says so in its id, which the response's
 * InResponseTo must name and sso_replay must hold: its assertion must then show an authentication
 * of the last five minutes, whatever the IdP made of ForceAuthn (as OpenID Connect's max_age).
 */
const FRESH_PREFIX = "_fresh_";
const FRESH_AUTHN_MS = 5 * 60_000;
const requestId = (fresh: boolean) => `${fresh ? FRESH_PREFIX : "_"}${randomBytes(20).toString("hex")}`;

/**
 * node-saml's store of the AuthnRequest ids it issued, as sso_replay rows (kind 'request') of
 * one company: shared by every instance, and a response to another company's request finds nothing.
 */
class RequestIds implements CacheProvider {
  constructor(private readonly companyId: number) {}

  private rows() {
    return db().selectFrom("sso_replay").where("company_id", "=", this.companyId).where("kind", "=", "request");
  }

  async saveAsync(key: string, value: string): Promise<CacheItem> {
    const expires = new Date(Date.now() + REQUEST_TTL_MS).toISOString();
    await db()
      .insertInto("sso_replay")
      .values({ company_id: this.companyId, kind: "request", id: key, expires_at: expires })
      .onConflict((oc) => oc.columns(["company_id", "kind", "id"]).doNothing())
      .execute();
    return { value, createdAt: Date.now() };
  }

  /** The request's issue time (node-saml compares it with its own expiry), while the row has not expired. */
  async getAsync(key: string): Promise<string | null> {
    const row = await this.rows().select("expires_at").where("id", "=", key).where("expires_at", ">", nowIso()).executeTakeFirst();
    return row ? new Date(Date.parse(row.expires_at) - REQUEST_TTL_MS).toISOString() : null;
  }

  /** A request id is answered once: node-saml removes it after its response, accepted or not. */
  async removeAsync(key: string | null): Promise<string | null> {
    if (!key) return null;
    await db()
      .deleteFrom("sso_replay")
      .where("company_id", "=", this.companyId)
      .where("kind", "=", "request")
      .where("id", "=", key)
      .execute();
    return key;
  }
}

type Idp = NonNullable<SsoSettings["saml"]>;

const samlLibrary = () => import("@node-saml/node-saml");

async function samlOf(tenant: Pick<Tenant, "id" | "base">, idp: Idp, forceAuthn = false): Promise<SAML> {
  const { SAML, ValidateInResponseTo } = await samlLibrary();
  const keys = await spKeys();
  const urls = samlUrls(tenant);
  return new SAML({
    issuer: urls.entityId,
    audience: urls.entityId,
    callbackUrl: urls.acsUrl,
    entryPoint: idp.ssoUrl,
    // the IdP's certificates from the company's row; node-saml checks an issuer in logout messages only (checkAssertion does)
    idpCert: idp.certificates,
    privateKey: keys.privateKey,
    publicCert: keys.cert,
    signatureAlgorithm: "sha256",
    wantAssertionsSigned: true,
    // many IdPs sign the assertion only; a signed response around it is accepted too
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    // IdP-initiated sign-ins carry no InResponseTo; one that does must answer a request of this company
    validateInResponseTo: ValidateInResponseTo.ifPresent,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: new RequestIds(tenant.id),
    // the IdP's configured NameID format and authentication method: asking for others makes some refuse
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    forceAuthn,
    generateUniqueId: () => requestId(forceAuthn),
  });
}

/** The company's SP metadata: entity ID, ACS URL (HTTP-POST), signing certificate; signed requests, signed assertions wanted. */
export async function spMetadata(tenant: Pick<Tenant, "base">): Promise<string> {
  const { generateServiceProviderMetadata } = await samlLibrary();
  const keys = await spKeys();
  const urls = samlUrls(tenant);
  return generateServiceProviderMetadata({
    issuer: urls.entityId,
    callbackUrl: urls.acsUrl,
    publicCerts: keys.cert,
    privateKey: keys.privateKey,
    signatureAlgorithm: "sha256",
    wantAssertionsSigned: true,
    identifierFormat: EMAIL_FORMAT,
  });
}

/**
 * The IdP's sign-in URL with a signed AuthnRequest (HTTP-Redirect binding), its id kept for the
 * response; null when the company has no SAML IdP. `fresh` asks the IdP to authenticate again
 * (ForceAuthn: the completion signature); the return page travels as RelayState, checked again at the ACS.
 */
export async function startSaml(tenant: Tenant, opts: { fresh: boolean; returnTo: string | null }): Promise<string | null> {
  const idp = (await ssoSettings(tenant.id)).saml;
  if (!idp) return null;
  const saml = await samlOf(tenant, idp, opts.fresh);
  return saml.getAuthorizeUrlAsync(localReturn(tenant, opts.returnTo) ?? "", undefined, {});
}

/** Why a response was refused, for the log: our own words or node-saml's, never the assertion's content. */
class Refusal extends Error {}

const SAML_ASSERTION = "urn:oasis:names:tc:SAML:2.0:assertion";
const BEARER = "urn:oasis:names:tc:SAML:2.0:cm:bearer";

const timeOf = (value: string | null) => {
  const t = value ? Date.parse(value) : NaN;
  return Number.isNaN(t) ? null : t;
};

/**
 * The signed assertion's own checks node-saml leaves to its caller: the issuer is the company's
 * IdP, a bearer confirmation is addressed to this ACS (Recipient) and still valid, and answers
 * the same request as the response. Answers the assertion's id and until when it could be used.
 */
function checkAssertion(profile: Profile, idp: Idp, acsUrl: string): { id: string; expiresAt: number } {
  const assertion = parseXml(profile.getAssertionXml?.() ?? "")?.documentElement;
  if (!assertion || assertion.localName !== "Assertion" || assertion.namespaceURI !== SAML_ASSERTION)
    throw new Refusal("no signed assertion");
  const id = assertion.getAttribute("ID");
  if (!id) throw new Refusal("assertion without ID");
  if (childElements(assertion, SAML_ASSERTION, "Issuer")[0]?.textContent?.trim() !== idp.entityId)
    throw new Refusal("issuer is not the IdP");
  const now = Date.now();
  const inResponseTo = typeof profile.inResponseTo === "string" ? profile.inResponseTo : null;
  const subject = childElements(assertion, SAML_ASSERTION, "Subject")[0];
  const confirmations = subject ? childElements(subject, SAML_ASSERTION, "SubjectConfirmation") : [];
  const until = confirmations
    .filter((c) => c.getAttribute("Method") === BEARER)
    .flatMap((c) => childElements(c, SAML_ASSERTION, "SubjectConfirmationData"))
    .filter((d) => d.getAttribute("Recipient") === acsUrl && (d.getAttribute("InResponseTo") || null) === inResponseTo)
    .filter((d) => (timeOf(d.getAttribute("NotBefore")) ?? 0) <= now + CLOCK_SKEW_MS)
    .map((d) => timeOf(d.getAttribute("NotOnOrAfter")))
    .find((t): t is number => t !== null && now - CLOCK_SKEW_MS < t);
  if (until === undefined) throw new Refusal("no valid bearer confirmation for this ACS");
  if (inResponseTo?.startsWith(FRESH_PREFIX)) checkFreshAuthn(assertion, now);
  const conditions = childElements(assertion, SAML_ASSERTION, "Conditions")[0];
  const conditionsUntil = timeOf(conditions?.getAttribute("NotOnOrAfter") ?? null) ?? 0;
  return { id, expiresAt: Math.max(until, conditionsUntil) + CLOCK_SKEW_MS };
}

/** After a ForceAuthn request: the assertion's authentication happened within the last minutes. */
function checkFreshAuthn(assertion: Element, now: number) {
  const instants = childElements(assertion, SAML_ASSERTION, "AuthnStatement").map((a) => timeOf(a.getAttribute("AuthnInstant")));
  if (!instants.some((t) => t !== null && t >= now - FRESH_AUTHN_MS - CLOCK_SKEW_MS)) throw new Refusal("no fresh authentication");
}

/** The response's Destination, when it names one, is this ACS (the response was meant for this company). */
function checkDestination(profile: Profile, acsUrl: string) {
  const response = parseXml(profile.getSamlResponseXml?.() ?? "")?.documentElement;
  const destination = response?.getAttribute("Destination");
  if (destination && destination !== acsUrl) throw new Refusal("destination is not this ACS");
}

/** Uses the assertion: its id inserted once (the primary key); a second use finds the row and is refused. */
async function consumeAssertion(companyId: number, id: string, expiresAt: number) {
  const r = await db()
    .insertInto("sso_replay")
    .values({ company_id: companyId, kind: "assertion", id, expires_at: new Date(expiresAt).toISOString() })
    .onConflict((oc) => oc.columns(["company_id", "kind", "id"]).doNothing())
    .executeTakeFirst();
  if (Number(r.numInsertedOrUpdatedRows) !== 1) throw new Refusal("assertion replayed");
}

const CLAIMS = "http://schemas.xmlsoap.org/ws/2005/05/identity/claims";
const EMAIL_ATTRIBUTES = ["email", "mail", `${CLAIMS}/emailaddress`, "urn:oid:0.9.2342.19200300.100.1.3", "emailAddress"];
const GIVEN_NAME_ATTRIBUTES = ["givenName", "firstName", `${CLAIMS}/givenname`, "urn:oid:2.5.4.42"];
const SURNAME_ATTRIBUTES = ["surname", "sn", "lastName", `${CLAIMS}/surname`, "urn:oid:2.5.4.4"];

const firstText = (v: unknown): string | null =>
  typeof v === "string" ? v.trim() || null : Array.isArray(v) ? firstText(v[0] as unknown) : null;

/** Who the signed assertion names: its NameID, and the email and names of its NameID or attributes. */
function personOf(profile: Profile): AssertedPerson {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const attribute = (names: string[]) => names.map((n) => firstText(attributes[n])).find(Boolean) ?? null;
  const nameId = firstText(profile.nameID);
  if (!nameId) throw new Refusal("no NameID");
  const format = typeof profile.nameIDFormat === "string" ? profile.nameIDFormat : UNSPECIFIED_FORMAT;
  // An unspecified NameID that is an address is one too (Okta's default names people by their email).
  const unspecifiedEmail = format === UNSPECIFIED_FORMAT && nameId.includes("@") ? nameId : null;
  const email = (format === EMAIL_FORMAT ? nameId : null) ?? attribute(EMAIL_ATTRIBUTES) ?? unspecifiedEmail;
  // a transient NameID changes at every sign-in: the person is known by their address instead
  const subject = format === TRANSIENT_FORMAT && email ? email.toLowerCase() : nameId;
  return { subject, email, firstName: attribute(GIVEN_NAME_ATTRIBUTES) ?? "", lastName: attribute(SURNAME_ATTRIBUTES) ?? "" };
}

/** The person of a response posted to the company's ACS, every check passed and the assertion used; throws otherwise. */
async function verifiedPerson(tenant: Tenant, idp: Idp, samlResponse: string): Promise<AssertedPerson> {
  const { acsUrl } = samlUrls(tenant);
  const { profile } = await (await samlOf(tenant, idp)).validatePostResponseAsync({ SAMLResponse: samlResponse });
  if (!profile) throw new Refusal("no assertion");
  checkDestination(profile, acsUrl);
  const { id, expiresAt } = checkAssertion(profile, idp, acsUrl);
  const person = personOf(profile);
  await consumeAssertion(tenant.id, id, expiresAt);
  return person;
}

/** An IdP's response is a few kilobytes; a large group list some more. Beyond this it is not read. */
const MAX_RESPONSE = 512 * 1024;

async function postedForm(request: Request): Promise<{ samlResponse: string; relayState: string | null } | null> {
  const form = await request.formData().catch(() => null);
  const samlResponse = form?.get("SAMLResponse");
  const relayState = form?.get("RelayState");
  if (typeof samlResponse !== "string" || !samlResponse || samlResponse.length > MAX_RESPONSE) return null;
  return { samlResponse, relayState: typeof relayState === "string" ? relayState : null };
}

/**
 * The IdP's response posted to the company's ACS: checked (node-saml and the checks above), and
 * admitSsoPerson's decision. Anything wrong with it is the one refusal "failed", and a warning
 * in the log that names the company and what failed, never the assertion's content.
 */
export async function finishSaml(request: Request, tenant: Tenant, meta: RequestMeta): Promise<Admission & { returnTo?: string | null }> {
  const refused = (reason: SsoRefusal): Admission => ({ kind: "refused", reason, email: null });
  const idp = (await ssoSettings(tenant.id)).saml;
  if (!idp) return refused("not-configured");
  const posted = await postedForm(request);
  if (!posted) return refused("failed");
  let person: AssertedPerson;
  try {
    person = await verifiedPerson(tenant, idp, posted.samlResponse);
  } catch (e) {
    // an IdP's status message may name the person: only that it answered an error
    const { SamlStatusError } = await samlLibrary();
    const why =
      e instanceof SamlStatusError ? "the IdP answered an error status" : e instanceof Error ? e.message.slice(0, 200) : "unknown";
    log(request).warn({ company: tenant.id, why }, "a SAML response was refused");
    return refused("failed");
  }
  const admission = await admitSsoPerson(tenant, "saml", person, meta);
  return { ...admission, returnTo: localReturn(tenant, posted.relayState) };
}

/** The daily purge: request ids and used assertion ids past their expiry (an expired assertion is refused by its own dates). */
export async function purgeExpiredSsoReplay(now: Date): Promise<{ ssoReplay: number }> {
  const r = await db().deleteFrom("sso_replay").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return { ssoReplay: Number(r.numDeletedRows) };
}
