/**
 * A SAML 2.0 identity provider for the tests (issue 29): a key pair and self-signed certificate
 * of its own (selfsigned), its metadata, and Responses whose Assertion it signs with xml-crypto
 * (enveloped signature, exclusive c14n, rsa-sha256, SHA-256 digest) as Entra ID, Okta or ADFS
 * send them. Each option bends one thing, for the cases the service provider must refuse. It
 * also reads the SP's AuthnRequest from the redirect (HTTP-Redirect binding) and checks its signature.
 */
import { createVerify, randomBytes } from "node:crypto";
import { inflateRawSync } from "node:zlib";
import { DOMParser } from "@xmldom/xmldom";
import { generate } from "selfsigned";
import { SignedXml } from "xml-crypto";

const EXC_C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";
const ENVELOPED = "http://www.w3.org/2000/09/xmldsig#enveloped-signature";
const RSA_SHA256 = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256";
const SHA256 = "http://www.w3.org/2001/04/xmlenc#sha256";
export const EMAIL_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";
export const CLAIMS = "http://schemas.xmlsoap.org/ws/2005/05/identity/claims";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const newId = () => `_${randomBytes(16).toString("hex")}`;
const certBody = (pem: string) => pem.replace(/-----[^-]+-----/g, "").replace(/\s+/g, "");

export interface KeyPair {
  key: string;
  cert: string;
}

export async function keyPair(name = "Test IdP"): Promise<KeyPair> {
  const made = await generate([{ name: "commonName", value: name }], { keySize: 2048, algorithm: "sha256" });
  return { key: made.private, cert: made.cert };
}

export interface AssertionOptions {
  /** The SP's entity ID (Audience) and ACS URL (Recipient, Destination). */
  audience: string;
  recipient: string;
  destination?: string | null;
  inResponseTo?: string | null;
  nameId: string;
  nameIdFormat?: string;
  attributes?: Record<string, string>;
  /** Another issuer than the IdP's entity ID. */
  issuer?: string;
  /** The assertion's own clock: issued at, valid for (the tests move time through these, never by waiting). */
  issuedAt?: Date;
  lifetimeMs?: number;
  /** When the person authenticated at the IdP (default: when the assertion is issued). */
  authnInstant?: Date;
  /** false: the assertion is sent unsigned. */
  sign?: boolean;
  /** Signs with this key instead of the IdP's (a key the SP does not know). */
  signWith?: KeyPair;
  /** Signs the Response too (around the signed assertion). */
  signResponse?: boolean;
}

/** Signs the element the XPath selects, its Signature placed after its Issuer (where the schema puts it). */
export function signElement(xml: string, element: "Assertion" | "Response", keys: KeyPair): string {
  const at = element === "Assertion" ? "//*[local-name(.)='Assertion']" : "/*[local-name(.)='Response']";
  const sig = new SignedXml({
    privateKey: keys.key,
    publicCert: keys.cert,
    canonicalizationAlgorithm: EXC_C14N,
    signatureAlgorithm: RSA_SHA256,
  });
  sig.addReference({ xpath: at, digestAlgorithm: SHA256, transforms: [ENVELOPED, EXC_C14N] });
  sig.computeSignature(xml, { prefix: "ds", location: { reference: `${at}/*[local-name(.)='Issuer']`, action: "after" } });
  return sig.getSignedXml();
}

export class TestIdp {
  readonly ssoUrl: string;
  private constructor(
    readonly entityId: string,
    readonly keys: KeyPair,
  ) {
    this.ssoUrl = `${entityId.replace(/\/$/, "")}/sso`;
  }

  static async create(entityId: string) {
    return new TestIdp(entityId, await keyPair(`IdP ${entityId}`));
  }

  /** The IdP's metadata: its signing certificate, and both sign-on bindings at one URL (as Entra ID and Okta list them). */
  metadata(opts: { bindings?: ("Redirect" | "POST")[]; certificate?: boolean } = {}): string {
    const bindings = opts.bindings ?? ["Redirect", "POST"];
    const key =
      opts.certificate === false
        ? ""
        : `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certBody(this.keys.cert)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
    const services = bindings
      .map(
        (b) =>
          `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-${b}" Location="${esc(this.ssoUrl)}/${b.toLowerCase()}"/>`,
      )
      .join("");
    return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${esc(this.entityId)}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    ${key}
    <md:NameIDFormat>${EMAIL_FORMAT}</md:NameIDFormat>
    ${services}
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
  }

  /** An Assertion (unsigned), with a bearer confirmation, conditions, an authentication statement and the attributes. */
  assertionXml(o: AssertionOptions, id = newId()): string {
    const issued = o.issuedAt ?? new Date();
    const until = new Date(issued.getTime() + (o.lifetimeMs ?? 5 * 60_000)).toISOString();
    const inResponseTo = o.inResponseTo ? ` InResponseTo="${esc(o.inResponseTo)}"` : "";
    const attributes = Object.entries(o.attributes ?? {})
      .map(
        ([name, value]) => `<saml:Attribute Name="${esc(name)}"><saml:AttributeValue>${esc(value)}</saml:AttributeValue></saml:Attribute>`,
      )
      .join("");
    return `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${issued.toISOString()}"><saml:Issuer>${esc(o.issuer ?? this.entityId)}</saml:Issuer><saml:Subject><saml:NameID Format="${esc(o.nameIdFormat ?? EMAIL_FORMAT)}">${esc(o.nameId)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${until}" Recipient="${esc(o.recipient)}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${issued.toISOString()}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${esc(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${(o.authnInstant ?? issued).toISOString()}" SessionIndex="${newId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>${attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : ""}</saml:Assertion>`;
  }

  /** A Response around `assertion` (XML, signed or not), addressed as the options say. */
  responseXml(o: Pick<AssertionOptions, "recipient" | "destination" | "inResponseTo" | "issuedAt">, assertion: string): string {
    const destination = o.destination === null ? "" : ` Destination="${esc(o.destination ?? o.recipient)}"`;
    const inResponseTo = o.inResponseTo ? ` InResponseTo="${esc(o.inResponseTo)}"` : "";
    return `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${newId()}" Version="2.0" IssueInstant="${(o.issuedAt ?? new Date()).toISOString()}"${destination}${inResponseTo}><saml:Issuer>${esc(this.entityId)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
  }

  /** The signed assertion alone (to build wrapping attacks with). */
  signedAssertion(o: AssertionOptions): string {
    return signElement(this.assertionXml(o), "Assertion", o.signWith ?? this.keys);
  }

  /** A complete Response as the IdP posts it, as XML. */
  response(o: AssertionOptions): string {
    const assertion = o.sign === false ? this.assertionXml(o) : this.signedAssertion(o);
    const xml = this.responseXml(o, assertion);
    return o.signResponse ? signElement(xml, "Response", o.signWith ?? this.keys) : xml;
  }
}

/** The SAMLResponse form field of a Response. */
export const encoded = (xml: string) => Buffer.from(xml, "utf8").toString("base64");

/**
 * The AuthnRequest of an SP's redirect to the IdP: its fields, the RelayState, and whether its
 * signature (the query's SAMLRequest, RelayState and SigAlg, as the binding defines) verifies with `spCert`.
 */
export function readAuthnRequest(location: string, spCert: string) {
  const url = new URL(location);
  const raw = new Map(
    url.search
      .slice(1)
      .split("&")
      .map((p) => [p.slice(0, p.indexOf("=")), p] as const),
  );
  const signed = ["SAMLRequest", "RelayState", "SigAlg"].flatMap((k) => (raw.has(k) ? [raw.get(k)!] : [])).join("&");
  const signatureValid = createVerify("RSA-SHA256")
    .update(signed)
    .verify(spCert, url.searchParams.get("Signature") ?? "", "base64");
  const xml = inflateRawSync(Buffer.from(url.searchParams.get("SAMLRequest") ?? "", "base64")).toString("utf8");
  const request = new DOMParser().parseFromString(xml, "text/xml").documentElement;
  return {
    id: request.getAttribute("ID")!,
    acsUrl: request.getAttribute("AssertionConsumerServiceURL"),
    destination: request.getAttribute("Destination"),
    forceAuthn: request.getAttribute("ForceAuthn") === "true",
    issuer: request.getElementsByTagNameNS("urn:oasis:names:tc:SAML:2.0:assertion", "Issuer")[0]?.textContent ?? null,
    relayState: url.searchParams.get("RelayState"),
    sigAlg: url.searchParams.get("SigAlg"),
    signatureValid,
  };
}
