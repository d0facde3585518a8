/**
 * A company's SAML identity provider as its metadata describes it (issue 29): the metadata is
 * read from the URL the administrator gives (https, a timeout, a size cap, no redirects) or from
 * the XML they paste, and parsed by a real XML parser (@xmldom/xmldom, the one node-saml uses),
 * never by patterns. What the sign-in needs is taken out of it: the IdP's entity ID, its
 * single sign-on URL and the certificates its assertions are signed with.
 */
import { X509Certificate } from "node:crypto";
import { DOMParser } from "@xmldom/xmldom";
import { MAX_METADATA } from "../../domain/sso";
import { msg } from "../../i18n/msg";

export const SAML_METADATA_MSG = {
  unreachable: msg("The metadata could not be read from this URL. Please check the URL, or paste the metadata XML."),
  malformed: msg("This is not the SAML 2.0 metadata of an identity provider. Please paste your IdP's metadata XML."),
  several: msg("This metadata describes several identity providers. Please give the metadata of your company's own."),
  ssoUrl: msg("The metadata names no https:// single sign-on URL with the HTTP-Redirect or HTTP-POST binding."),
  certificate: msg("The metadata holds no readable signing certificate."),
} as const;
export type MetadataProblem = keyof typeof SAML_METADATA_MSG;

export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  /** PEM, one a certificate (an IdP lists two while it rolls its key over). */
  certificates: string[];
}

const MD = "urn:oasis:names:tc:SAML:2.0:metadata";
const DS = "http://www.w3.org/2000/09/xmldsig#";
const SAML2_PROTOCOL = "urn:oasis:names:tc:SAML:2.0:protocol";
const REDIRECT_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
const POST_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST";
const FETCH_TIMEOUT_MS = 10_000;
const MAX_ENTITY_ID = 1024;

/** Plain http only for an IdP on this machine (tests, a local IdP), as for OpenID Connect; anything else must be https. */
export function isAllowedUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || (url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost"));
  } catch {
    return false;
  }
}

/** A body read up to `cap` bytes; null beyond (a metadata URL must not make the server hold anything it sends). */
async function readCapped(body: ReadableStream<Uint8Array>, cap: number): Promise<string | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks).toString("utf8");
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/**
 * The metadata at the administrator's URL, or null. No redirects: the URL given is the one
 * read (a redirect could lead the server to an address of its own network).
 */
export async function fetchMetadata(url: string): Promise<string | null> {
  if (!isAllowedUrl(url)) return null;
  try {
    const res = await fetch(url, {
      redirect: "error",
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { Accept: "application/samlmetadata+xml, application/xml, text/xml" },
    });
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      return null;
    }
    return await readCapped(res.body, MAX_METADATA);
  } catch {
    return null;
  }
}

/** The document, or null when it is not well-formed XML or carries a DTD (metadata never needs one; entities are an attack surface). */
export function parseXml(text: string): Document | null {
  let failed = false;
  const fail = () => {
    failed = true;
  };
  try {
    const doc = new DOMParser({ errorHandler: { warning: () => {}, error: fail, fatalError: fail } }).parseFromString(text, "text/xml");
    return failed || !doc?.documentElement || doc.doctype ? null : doc;
  } catch {
    return null;
  }
}

/** The element children of a node with this namespace and local name. */
export function childElements(node: Node, ns: string, name: string): Element[] {
  const out: Element[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling)
    if (c.nodeType === 1 && (c as Element).namespaceURI === ns && (c as Element).localName === name) out.push(c as Element);
  return out;
}

const descendants = (node: Element | Document, ns: string, name: string) => Array.from(node.getElementsByTagNameNS(ns, name));

const supportsSaml2 = (idp: Element) => (idp.getAttribute("protocolSupportEnumeration") ?? "").split(/\s+/).includes(SAML2_PROTOCOL);

/** The single sign-on URL: HTTP-Redirect's (the binding the AuthnRequest is sent with), else HTTP-POST's. */
function ssoUrlOf(idp: Element): string | null {
  const services = childElements(idp, MD, "SingleSignOnService");
  const location = (binding: string) =>
    services
      .find((s) => s.getAttribute("Binding") === binding)
      ?.getAttribute("Location")
      ?.trim();
  const url = location(REDIRECT_BINDING) || location(POST_BINDING);
  return url && isAllowedUrl(url) ? url : null;
}

/**
 * The signing certificates (KeyDescriptor use="signing", or without `use`: for both), as PEM;
 * null when one is not a certificate: a half-read list would fail later, at an employee's sign-in.
 */
function certificatesOf(idp: Element): string[] | null {
  const pems = new Set<string>();
  for (const key of childElements(idp, MD, "KeyDescriptor")) {
    const use = key.getAttribute("use");
    if (use && use !== "signing") continue;
    for (const element of descendants(key, DS, "X509Certificate")) {
      try {
        pems.add(new X509Certificate(Buffer.from((element.textContent ?? "").replace(/\s+/g, ""), "base64")).toString().trim());
      } catch {
        return null;
      }
    }
  }
  return [...pems];
}

/** The identity provider a metadata document describes, or what is wrong with it. */
export function parseIdpMetadata(xml: string): { kind: "ok"; idp: IdpMetadata } | { kind: "invalid"; problem: MetadataProblem } {
  const invalid = (problem: MetadataProblem) => ({ kind: "invalid", problem }) as const;
  const doc = parseXml(xml);
  if (!doc) return invalid("malformed");
  // An EntityDescriptor alone, or within an EntitiesDescriptor: the one with a SAML 2.0 IdP role.
  const entities = descendants(doc, MD, "EntityDescriptor").filter((e) => childElements(e, MD, "IDPSSODescriptor").some(supportsSaml2));
  if (entities.length > 1) return invalid("several");
  const entity = entities[0];
  const entityId = entity?.getAttribute("entityID")?.trim();
  if (!entity || !entityId || entityId.length > MAX_ENTITY_ID) return invalid("malformed");
  const idp = childElements(entity, MD, "IDPSSODescriptor").find(supportsSaml2)!;
  const ssoUrl = ssoUrlOf(idp);
  if (!ssoUrl) return invalid("ssoUrl");
  const certificates = certificatesOf(idp);
  if (!certificates?.length) return invalid("certificate");
  return { kind: "ok", idp: { entityId, ssoUrl, certificates } };
}
