/**
 * Per-company SAML 2.0 single sign-on (issue 29, part 2) against a real signing IdP in the test
 * (tests/support/saml-idp.ts: xml-crypto, exclusive c14n, rsa-sha256): SP- and IdP-initiated
 * sign-ins through the routes, and every response the SP must refuse (unsigned, another key,
 * audience, recipient, destination, expiry, InResponseTo, replay, signature wrapping, another
 * company's IdP), each leaving no session and no new person; the SP metadata; the IdP metadata
 * read from pasted XML and from a URL.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { DOMParser, XMLSerializer } from "@xmldom/xmldom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as ssoAdmin from "../../app/routes/admin/sso";
import * as acs from "../../app/routes/public/sso-saml-acs";
import * as samlLogin from "../../app/routes/public/sso-saml-login";
import * as samlMetadata from "../../app/routes/public/sso-saml-metadata";
import { SSO_MSG } from "../../app/domain/sso";
import { runJob } from "../../app/server/jobs/jobs.server";
import { SAML_METADATA_MSG } from "../../app/server/identity/saml-metadata.server";
import { saveSaml } from "../../app/server/identity/sso-saml.server";
import { samlUrls, saveAccess, ssoSettings } from "../../app/server/identity/sso.server";
import { db } from "../../app/server/platform/db.server";
import { acceptsCrossSitePost } from "../../app/server/platform/origin";
import { adminCaller, createCompany, createUser, type TestUser } from "../support/factory";
import { Browser, run } from "../support/http";
import { type AssertionOptions, CLAIMS, encoded, keyPair, readAuthnRequest, TestIdp } from "../support/saml-idp";

interface Company {
  id: number;
  slug: string;
  base: string;
  domain: string;
  idp: TestIdp;
  admin: TestUser;
  urls: ReturnType<typeof samlUrls>;
}

let a: Company;
let b: Company;
let spCert: string;
let seq = 0;

/** A company with allowed domain {slug}.example, its administrator, and its own IdP configured from pasted metadata. */
async function companyWithIdp(label: string): Promise<Company> {
  const co = await createCompany();
  const base = `/company/${co.slug}`;
  const domain = `${co.slug}.example`;
  const admin = await createUser({ company: co.slug, role: "admin", email: `boss@${domain}` });
  const idp = await TestIdp.create(`https://idp-${label}.example/saml`);
  const caller = adminCaller(co.id, admin);
  expect(await saveSaml(caller, { metadataXml: idp.metadata() })).toEqual({ kind: "saved" });
  expect((await saveAccess(caller, { allowedDomains: domain, requireSso: false })).kind).toBe("saved");
  return { ...co, base, domain, idp, admin, urls: samlUrls({ base }) };
}

beforeAll(async () => {
  a = await companyWithIdp("a");
  b = await companyWithIdp("b");
  const meta = await run(samlMetadata.loader, new Browser(), `${a.base}/sso/saml/metadata.xml`);
  const body = await meta.response!.text();
  const der = /<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/.exec(body)![1];
  spCert = `-----BEGIN CERTIFICATE-----\n${der.match(/.{1,64}/g)!.join("\n")}\n-----END CERTIFICATE-----\n`;
});

const newEmail = (co: Company) => `person-${++seq}@${co.domain}`;

/** What the IdP asserts for `co`'s SP about `email`, unless told otherwise. */
const forCompany = (co: Company, email: string, more: Partial<AssertionOptions> = {}): AssertionOptions => ({
  audience: co.urls.entityId,
  recipient: co.urls.acsUrl,
  nameId: email,
  attributes: { [`${CLAIMS}/givenname`]: "Grace", [`${CLAIMS}/surname`]: "Hopper" },
  ...more,
});

/** The IdP's post of `xml` to `co`'s ACS, from a browser (its own, or a new one). */
const postToAcs = (co: Company, xml: string, opts: { browser?: Browser; relayState?: string } = {}) =>
  run(acs.action, opts.browser ?? new Browser(), `${co.base}/sso/saml/acs`, {
    form: { SAMLResponse: encoded(xml), ...(opts.relayState !== undefined ? { RelayState: opts.relayState } : {}) },
  });

/** An SP-initiated start at `co`: the redirect to the IdP, read as the IdP reads it. */
async function start(co: Company, browser = new Browser(), query = "") {
  const r = await run(samlLogin.loader, browser, `${co.base}/sso/saml/login${query}`);
  expect(r.status).toBe(302);
  expect(r.location!.startsWith(`${co.idp.ssoUrl}/redirect?`)).toBe(true);
  return readAuthnRequest(r.location!, spCert);
}

const userByEmail = (email: string) => db().selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();

/** A refused response: the refusal page (403, "failed" unless told), no session cookie, no person created. */
async function expectRefused(outcome: Awaited<ReturnType<typeof postToAcs>>, email: string | null, reason = "failed") {
  expect(outcome.status).toBe(403);
  expect(outcome.data.reason).toBe(reason);
  expect(outcome.headers.getSetCookie().some((c) => c.startsWith("academy_session="))).toBe(false);
  if (email) expect(await userByEmail(email)).toBeUndefined();
}

describe("SAML sign-in", () => {
  it("SP-initiated: a signed AuthnRequest, then a new person is created just in time, signed in and sent to the training", async () => {
    const browser = new Browser();
    const request = await start(a, browser);
    expect(request.signatureValid).toBe(true);
    expect(request.sigAlg).toBe("http://www.w3.org/2001/04/xmldsig-more#rsa-sha256");
    expect(request).toMatchObject({
      acsUrl: a.urls.acsUrl,
      destination: `${a.idp.ssoUrl}/redirect`,
      issuer: a.urls.entityId,
      forceAuthn: false,
    });
    const kept = await db().selectFrom("sso_replay").selectAll().where("id", "=", request.id).execute();
    expect(kept).toEqual([expect.objectContaining({ company_id: a.id, kind: "request" })]);

    const email = newEmail(a);
    const done = await postToAcs(a, a.idp.response(forCompany(a, email, { inResponseTo: request.id })), { browser });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${a.base}/training-intro`);
    expect(browser.cookies.has("academy_session")).toBe(true);
    const user = (await userByEmail(email))!;
    expect(user).toMatchObject({ company_id: a.id, role: "employee", status: "active", first_name: "Grace", last_name: "Hopper" });
    const identity = await db().selectFrom("identities").select(["provider", "subject"]).where("user_id", "=", user.id).execute();
    expect(identity).toEqual([{ provider: `company:${a.id}:saml`, subject: email }]);
    const session = await db().selectFrom("sessions").select("user_id").where("user_id", "=", user.id).execute();
    expect(session).toHaveLength(1);
    // the request id is answered once
    expect(await db().selectFrom("sso_replay").select("id").where("id", "=", request.id).execute()).toEqual([]);
  });

  it("an existing administrator signs in to the admin dashboard; fresh=1 asks the IdP to authenticate again, return= comes back", async () => {
    const browser = new Browser();
    const request = await start(a, browser, `?fresh=1&return=${encodeURIComponent(`${a.base}/admin/dashboard/settings`)}`);
    expect(request.forceAuthn).toBe(true);
    expect(request.relayState).toBe(`${a.base}/admin/dashboard/settings`);
    const response = a.idp.response(forCompany(a, a.admin.email, { inResponseTo: request.id }));
    const done = await postToAcs(a, response, { browser, relayState: request.relayState! });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${a.base}/admin/dashboard/settings`);

    const again = await postToAcs(a, a.idp.response(forCompany(a, a.admin.email)));
    expect(again.location).toBe(`${a.base}/admin/dashboard`);
  });

  it("after fresh=1, an assertion of an authentication older than five minutes is refused (an IdP that ignored ForceAuthn)", async () => {
    const request = await start(a, new Browser(), "?fresh=1");
    const email = newEmail(a);
    const stale = a.idp.response(forCompany(a, email, { inResponseTo: request.id, authnInstant: new Date(Date.now() - 3_600_000) }));
    await expectRefused(await postToAcs(a, stale), email);
    // without fresh=1, the IdP's earlier authentication is enough
    const plain = await start(a);
    const ok = a.idp.response(forCompany(a, email, { inResponseTo: plain.id, authnInstant: new Date(Date.now() - 3_600_000) }));
    expect((await postToAcs(a, ok)).status).toBe(303);
  });

  it("a transient NameID: the person is known by their address, one identity for every sign-in", async () => {
    const email = newEmail(a);
    for (let i = 0; i < 2; i++) {
      const nameId = `transient-${i}-${++seq}`;
      const response = a.idp.response(
        forCompany(a, nameId, { nameIdFormat: "urn:oasis:names:tc:SAML:2.0:nameid-format:transient", attributes: { email } }),
      );
      expect((await postToAcs(a, response)).status).toBe(303);
    }
    const user = (await userByEmail(email))!;
    expect(await db().selectFrom("identities").select("subject").where("user_id", "=", user.id).execute()).toEqual([{ subject: email }]);
  });

  it("IdP-initiated: no InResponseTo, the RelayState kept only when it is a page of this company", async () => {
    const email = newEmail(a);
    const first = await postToAcs(a, a.idp.response(forCompany(a, email)), { relayState: "https://evil.example/" });
    expect(first.status).toBe(303);
    expect(first.location).toBe(`${a.base}/training-intro`);
    const second = await postToAcs(a, a.idp.response(forCompany(a, email)), { relayState: `${a.base}/world` });
    expect(second.location).toBe(`${a.base}/world`);
    expect(await db().selectFrom("users").select("id").where("email", "=", email).execute()).toHaveLength(1);
  });

  it("reads the email from the attributes when the NameID is not an address, and signs in with a signed response around the signed assertion", async () => {
    const email = newEmail(a);
    const response = a.idp.response(
      forCompany(a, "opaque-id-123", {
        nameIdFormat: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent",
        attributes: { [`${CLAIMS}/emailaddress`]: email, givenName: "Ada", surname: "Lovelace" },
        signResponse: true,
      }),
    );
    const done = await postToAcs(a, response);
    expect(done.status).toBe(303);
    expect(await userByEmail(email)).toMatchObject({ first_name: "Ada", last_name: "Lovelace" });
  });

  it("refuses a person of a domain the company did not list (the admission rules apply)", async () => {
    const email = `someone-${++seq}@elsewhere.example`;
    await expectRefused(await postToAcs(a, a.idp.response(forCompany(a, email))), email, "domain");
  });
});

describe("SAML responses the SP refuses", () => {
  const cases: [string, (email: string) => string | Promise<string>][] = [
    ["an unsigned assertion", (email) => a.idp.response(forCompany(a, email, { sign: false }))],
    [
      "a signed response around an unsigned assertion (assertions must be signed)",
      (email) => a.idp.response(forCompany(a, email, { sign: false, signResponse: true })),
    ],
    ["an assertion signed by another key", async (email) => a.idp.response(forCompany(a, email, { signWith: await keyPair("Mallory") }))],
    ["another SP's audience", (email) => a.idp.response(forCompany(a, email, { audience: "https://other-sp.example/metadata" }))],
    [
      "another recipient",
      (email) => a.idp.response(forCompany(a, email, { recipient: "https://other-sp.example/acs", destination: a.urls.acsUrl })),
    ],
    ["another destination", (email) => a.idp.response(forCompany(a, email, { destination: "https://other-sp.example/acs" }))],
    ["another issuer, signed by the IdP's key", (email) => a.idp.response(forCompany(a, email, { issuer: "https://idp-b.example/saml" }))],
    [
      "an expired assertion (NotOnOrAfter ten minutes ago, past the two minutes of clock skew)",
      (email) => a.idp.response(forCompany(a, email, { issuedAt: new Date(Date.now() - 15 * 60_000), lifetimeMs: 5 * 60_000 })),
    ],
    [
      "an assertion not yet valid (issued ten minutes ahead)",
      (email) => a.idp.response(forCompany(a, email, { issuedAt: new Date(Date.now() + 10 * 60_000) })),
    ],
    ["an InResponseTo of no request", (email) => a.idp.response(forCompany(a, email, { inResponseTo: "_never-issued" }))],
    ["company B's IdP signing for company A's SP", (email) => b.idp.response({ ...forCompany(a, email), nameId: email })],
  ];

  for (const [name, make] of cases) {
    it(`refuses ${name}`, async () => {
      const email = newEmail(a);
      const browser = new Browser();
      await expectRefused(await postToAcs(a, await make(email), { browser }), email);
      expect(browser.cookies.size).toBe(0);
    });
  }

  it("refuses an InResponseTo of another company's request", async () => {
    const request = await start(b);
    const email = newEmail(a);
    await expectRefused(await postToAcs(a, a.idp.response(forCompany(a, email, { inResponseTo: request.id }))), email);
  });

  it("refuses company A's own response posted to company B's ACS", async () => {
    const email = newEmail(a);
    await expectRefused(await postToAcs(b, a.idp.response(forCompany(a, email))), email);
  });

  it("refuses a replayed assertion: the second post of the same response", async () => {
    const email = newEmail(a);
    const response = a.idp.response(forCompany(a, email));
    expect((await postToAcs(a, response)).status).toBe(303);
    const before = await db().selectFrom("sessions").select("id").execute();
    await expectRefused(await postToAcs(a, response), null);
    expect(await db().selectFrom("sessions").select("id").execute()).toHaveLength(before.length);
  });

  it("refuses a replayed SP-initiated response too (its request id was used)", async () => {
    const request = await start(a);
    const email = newEmail(a);
    const response = a.idp.response(forCompany(a, email, { inResponseTo: request.id }));
    expect((await postToAcs(a, response)).status).toBe(303);
    await expectRefused(await postToAcs(a, response), null);
  });

  it("refuses malformed posts without an error: no SAMLResponse, not base64 XML, an error status of the IdP, a JSON body", async () => {
    const path = `${a.base}/sso/saml/acs`;
    await expectRefused(await run(acs.action, new Browser(), path, { form: { RelayState: "x" } }), null);
    await expectRefused(await run(acs.action, new Browser(), path, { form: { SAMLResponse: "%%%not base64" } }), null);
    await expectRefused(await run(acs.action, new Browser(), path, { form: { SAMLResponse: encoded("<a><b></a>") } }), null);
    const status = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_s" Version="2.0" IssueInstant="${new Date().toISOString()}"><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Responder"/><samlp:StatusMessage>person@${a.domain} is not assigned</samlp:StatusMessage></samlp:Status></samlp:Response>`;
    await expectRefused(await run(acs.action, new Browser(), path, { form: { SAMLResponse: encoded(status) } }), null);
    const browser = new Browser();
    const json = browser.request(path, { method: "POST", headers: { "Content-Type": "application/json" } });
    const r = await acs.action({
      request: new Request(json, { body: '{"SAMLResponse":1}' }),
      url: new URL(json.url),
      params: {},
      context: browser.context(),
    } as never);
    expect((r as { init: ResponseInit }).init.status).toBe(403);
  });

  it("the ACS of a company without SAML answers not-configured; a GET shows the refusal page", async () => {
    const plain = await createCompany();
    const r = await run(acs.action, new Browser(), `/company/${plain.slug}/sso/saml/acs`, { form: { SAMLResponse: encoded("<x/>") } });
    expect(r.status).toBe(403);
    expect(r.data.reason).toBe("not-configured");
    const start = await run(samlLogin.loader, new Browser(), `/company/${plain.slug}/sso/saml/login`);
    expect(start.location).toBe(`/company/${plain.slug}/sso/saml/acs?refused=not-configured`);
    const page = await run(acs.loader, new Browser(), start.location!);
    expect(page).toMatchObject({ status: 403, data: { reason: "not-configured" } });
    expect((await run(acs.loader, new Browser(), `${a.base}/sso/saml/acs`)).data.reason).toBe("failed");
  });
});

/** The Response's DOM, to move its parts as the wrapping attacks do. */
const dom = (xml: string) => new DOMParser().parseFromString(xml, "text/xml");
const serialize = (doc: Document) => new XMLSerializer().serializeToString(doc);
const PROTOCOL = "urn:oasis:names:tc:SAML:2.0:protocol";
const ASSERTION = "urn:oasis:names:tc:SAML:2.0:assertion";
const DSIG = "http://www.w3.org/2000/09/xmldsig#";

describe("XML signature wrapping", () => {
  /** A genuine signed assertion for a person of A (the attacker's own account), and an evil unsigned one naming A's administrator. */
  function parts() {
    const mine = newEmail(a);
    const signed = a.idp.signedAssertion(forCompany(a, mine));
    const evil = a.idp.assertionXml(forCompany(a, a.admin.email, { nameId: `evil-${++seq}@${a.domain}` }));
    return { mine, signed, evil };
  }
  const assertionOf = (xml: string) => dom(xml).documentElement;

  it("refuses an unsigned evil assertion placed before the signed one", async () => {
    const { mine, signed, evil } = parts();
    const response = a.idp.responseXml(forCompany(a, mine), evil + signed);
    await expectRefused(await postToAcs(a, response), mine);
  });

  it("refuses the signed assertion moved into the Response's Extensions, an evil one in its place", async () => {
    const { mine, signed, evil } = parts();
    const doc = dom(a.idp.responseXml(forCompany(a, mine), evil));
    const extensions = doc.createElementNS(PROTOCOL, "samlp:Extensions");
    extensions.appendChild(doc.importNode(assertionOf(signed), true));
    const response = doc.documentElement;
    response.insertBefore(extensions, response.getElementsByTagNameNS(PROTOCOL, "Status")[0]);
    await expectRefused(await postToAcs(a, serialize(doc)), mine);
  });

  it("refuses an evil assertion with the same ID as the signed one, the signed one in Extensions", async () => {
    const { mine, signed } = parts();
    const id = assertionOf(signed).getAttribute("ID")!;
    const evil = a.idp.assertionXml(forCompany(a, `evil-${++seq}@${a.domain}`), id);
    const doc = dom(a.idp.responseXml(forCompany(a, mine), evil));
    const extensions = doc.createElementNS(PROTOCOL, "samlp:Extensions");
    extensions.appendChild(doc.importNode(assertionOf(signed), true));
    doc.documentElement.insertBefore(extensions, doc.documentElement.getElementsByTagNameNS(PROTOCOL, "Status")[0]);
    await expectRefused(await postToAcs(a, serialize(doc)), mine);
  });

  it("refuses an evil assertion carrying the genuine Signature, the signed assertion wrapped in the signature's Object", async () => {
    const { mine, signed, evil } = parts();
    const doc = dom(a.idp.responseXml(forCompany(a, mine), evil));
    const genuine = doc.importNode(assertionOf(signed), true) as Element;
    const signature = genuine.getElementsByTagNameNS(DSIG, "Signature")[0];
    genuine.removeChild(signature);
    const object = doc.createElementNS(DSIG, "ds:Object");
    object.appendChild(genuine);
    signature.appendChild(object);
    const evilAssertion = doc.documentElement.getElementsByTagNameNS(ASSERTION, "Assertion")[0];
    evilAssertion.insertBefore(signature, evilAssertion.getElementsByTagNameNS(ASSERTION, "Subject")[0]);
    await expectRefused(await postToAcs(a, serialize(doc)), mine);
  });

  it("reads the signed NameID whole: a comment inserted after signing does not cut it short", async () => {
    // the attacker's address at the IdP is boss@{domain}.evil.example; a comment after the company's domain
    // leaves the signature valid (c14n drops comments), and a reader of the first text node would see A's admin
    const fake = `${a.admin.email}.evil.example`;
    const signed = a.idp.response(forCompany(a, fake));
    const cut = signed.replace(`>${fake}<`, `>${a.admin.email}<!---->.evil.example<`);
    expect(cut).not.toBe(signed);
    const r = await postToAcs(a, cut);
    await expectRefused(r, null, "domain");
    expect(r.data.email).toBe(fake);
  });
});

describe("service provider metadata", () => {
  it("serves valid XML with the entity ID, the ACS URL and a signing certificate, one key for every company", async () => {
    const r = await run(samlMetadata.loader, new Browser(), `${a.base}/sso/saml/metadata.xml`);
    expect(r.status).toBe(200);
    expect(r.headers.get("Content-Type")).toMatch(/^application\/samlmetadata\+xml/);
    const doc = dom(await r.response!.text());
    const MD = "urn:oasis:names:tc:SAML:2.0:metadata";
    expect(doc.documentElement.getAttribute("entityID")).toBe(a.urls.entityId);
    const sp = doc.getElementsByTagNameNS(MD, "SPSSODescriptor")[0];
    expect(sp.getAttribute("AuthnRequestsSigned")).toBe("true");
    expect(sp.getAttribute("WantAssertionsSigned")).toBe("true");
    const acsService = doc.getElementsByTagNameNS(MD, "AssertionConsumerService")[0];
    expect(acsService.getAttribute("Location")).toBe(a.urls.acsUrl);
    expect(acsService.getAttribute("Binding")).toBe("urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST");
    const key = doc.getElementsByTagNameNS(MD, "KeyDescriptor")[0];
    expect(key.getAttribute("use")).toBe("signing");
    expect(key.getElementsByTagNameNS(DSIG, "X509Certificate")[0].textContent!.length).toBeGreaterThan(500);

    const other = await run(samlMetadata.loader, new Browser(), "/croacademy/sso/saml/metadata.xml");
    const otherDoc = dom(await other.response!.text());
    expect(otherDoc.documentElement.getAttribute("entityID")).toBe("http://localhost:3000/croacademy/sso/saml/metadata.xml");
    expect(otherDoc.getElementsByTagNameNS(DSIG, "X509Certificate")[0].textContent).toBe(
      key.getElementsByTagNameNS(DSIG, "X509Certificate")[0].textContent,
    );
    const keys = await db().selectFrom("platform_keys").select(["name", "value"]).execute();
    expect(keys).toHaveLength(1);
    expect(keys[0].value).not.toContain("PRIVATE KEY");
  });
});

describe("the IdP's metadata", () => {
  let server: http.Server;
  let origin: string;
  const served = new Map<string, { status: number; body: string; headers?: Record<string, string> }>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const page = served.get(req.url ?? "") ?? { status: 404, body: "not found" };
      res.writeHead(page.status, { "Content-Type": "application/samlmetadata+xml", ...page.headers });
      res.end(page.body);
    });
    server.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it("stored from pasted XML: entity ID, the HTTP-Redirect sign-on URL, the certificate", async () => {
    const saml = (await ssoSettings(a.id)).saml!;
    expect(saml).toMatchObject({ entityId: a.idp.entityId, ssoUrl: `${a.idp.ssoUrl}/redirect`, metadataUrl: null });
    expect(saml.certificates).toHaveLength(1);
    expect(saml.certificates[0].replace(/\s+/g, "")).toBe(a.idp.keys.cert.replace(/\s+/g, ""));
  });

  it("read from a URL (plain http only on this machine), the HTTP-POST URL when the IdP lists no other", async () => {
    const co = await createCompany();
    const admin = await createUser({ company: co.slug, role: "admin" });
    const idp = await TestIdp.create("https://idp-url.example/saml");
    served.set("/metadata.xml", { status: 200, body: idp.metadata({ bindings: ["POST"] }) });
    expect(await saveSaml(adminCaller(co.id, admin), { metadataUrl: `${origin}/metadata.xml` })).toEqual({ kind: "saved" });
    expect((await ssoSettings(co.id)).saml).toMatchObject({
      entityId: idp.entityId,
      ssoUrl: `${idp.ssoUrl}/post`,
      metadataUrl: `${origin}/metadata.xml`,
    });
    const audit = await db().selectFrom("audit_events").select("action").where("company_id", "=", co.id).execute();
    expect(audit.map((e) => e.action)).toContain("sso.updated");
  });

  it("refuses bad metadata with a message on its field, storing nothing", async () => {
    const co = await createCompany();
    const admin = await createUser({ company: co.slug, role: "admin" });
    const caller = adminCaller(co.id, admin);
    const idp = await TestIdp.create("https://idp-bad.example/saml");
    served.set("/big.xml", { status: 200, body: `<x>${"a".repeat(200_000)}</x>` });
    served.set("/moved.xml", { status: 302, body: "", headers: { Location: `${origin}/metadata.xml` } });
    const invalid = (field: string, message: string) => ({ kind: "invalid", field, message });
    const expectations: [Parameters<typeof saveSaml>[1], ReturnType<typeof invalid>][] = [
      [{}, invalid("metadataXml", SSO_MSG.metadata)],
      [{ metadataXml: "  ", metadataUrl: "" }, invalid("metadataXml", SSO_MSG.metadata)],
      [{ metadataXml: "<not xml" }, invalid("metadataXml", SAML_METADATA_MSG.malformed)],
      [{ metadataXml: "<a>well-formed, not metadata</a>" }, invalid("metadataXml", SAML_METADATA_MSG.malformed)],
      [
        { metadataXml: `<!DOCTYPE x [<!ENTITY e "e">]>${idp.metadata().replace(/^<\?xml[^>]*>/, "")}` },
        invalid("metadataXml", SAML_METADATA_MSG.malformed),
      ],
      [{ metadataXml: idp.metadata({ certificate: false }) }, invalid("metadataXml", SAML_METADATA_MSG.certificate)],
      [
        { metadataXml: idp.metadata().replace(/<ds:X509Certificate>[^<]+/, "<ds:X509Certificate>bm90IGEgY2VydA==") },
        invalid("metadataXml", SAML_METADATA_MSG.certificate),
      ],
      [{ metadataXml: idp.metadata({ bindings: [] }) }, invalid("metadataXml", SAML_METADATA_MSG.ssoUrl)],
      [
        { metadataXml: idp.metadata().replaceAll("https://idp-bad.example/saml/sso", "http://idp-bad.example/sso") },
        invalid("metadataXml", SAML_METADATA_MSG.ssoUrl),
      ],
      [
        {
          metadataXml: `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${[idp, a.idp].map((i) => i.metadata().replace(/^<\?xml[^>]*>/, "")).join("")}</md:EntitiesDescriptor>`,
        },
        invalid("metadataXml", SAML_METADATA_MSG.several),
      ],
      [{ metadataUrl: `${origin}/missing.xml` }, invalid("metadataUrl", SAML_METADATA_MSG.unreachable)],
      [{ metadataUrl: `${origin}/big.xml` }, invalid("metadataUrl", SAML_METADATA_MSG.unreachable)],
      [{ metadataUrl: `${origin}/moved.xml` }, invalid("metadataUrl", SAML_METADATA_MSG.unreachable)],
      [{ metadataUrl: "http://idp.example/metadata.xml" }, invalid("metadataUrl", SAML_METADATA_MSG.unreachable)],
    ];
    for (const [input, expected] of expectations)
      expect(await saveSaml(caller, input), JSON.stringify(input).slice(0, 80)).toEqual(expected);
    expect((await ssoSettings(co.id)).saml).toBeNull();
  });

  it("the settings screen shows the field's message (400) and stores nothing", async () => {
    const browser = new Browser();
    const login = await import("../../app/routes/admin/login");
    const co = await createCompany();
    const admin = await createUser({ company: co.slug, role: "admin" });
    const base = `/company/${co.slug}`;
    const signIn = await run(login.action, browser, `${base}/admin/login`, {
      form: { intent: "login", email: admin.email, password: admin.password },
    });
    expect(signIn.status).toBe(302);
    const r = await run(ssoAdmin.action, browser, `${base}/admin/dashboard/settings/sso`, {
      form: { intent: "saml", metadataXml: "<nope/>" },
    });
    expect(r.status).toBe(400);
    expect(r.data.result.error).toEqual({ metadataXml: [SAML_METADATA_MSG.malformed] });
  });
});

describe("the daily purge", () => {
  it("deletes request and assertion ids past their expiry", async () => {
    await start(a);
    const rows = await db().selectFrom("sso_replay").select("expires_at").execute();
    expect(rows.length).toBeGreaterThan(0);
    const latest = Math.max(...rows.map((r) => Date.parse(r.expires_at)));
    expect(await runJob("purge-expired-sso-replay", new Date(latest - 1))).toMatchObject({ ssoReplay: rows.length - 1 });
    expect(await runJob("purge-expired-sso-replay", new Date(latest + 1))).toEqual({ ssoReplay: 1 });
  });
});

describe("the cross-site exemption", () => {
  it("names exactly the ACS path, in every context", () => {
    for (const path of ["/sso/saml/acs", "/croacademy/sso/saml/acs", `${a.base}/sso/saml/acs`])
      expect(acceptsCrossSitePost(path), path).toBe(true);
    const others = ["/sso/saml/acs/", "/sso/saml/acs.data", "/sso/saml/login", "/sso/oidc/callback", `${a.base}/admin/dashboard`];
    for (const path of [...others, "/company/a/b/sso/saml/acs", "/other/sso/saml/acs", "/sso/saml/acsx"])
      expect(acceptsCrossSitePost(path), path).toBe(false);
  });
});
