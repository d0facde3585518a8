/**
 * A company's own SAML 2.0 identity provider (issue 29). Filled in by the SAML work: the IdP's
 * metadata read and stored, the SP's metadata, the AuthnRequest and the checked assertion.
 */
import { SSO_MSG } from "../../domain/sso";
import type { CompanyCaller } from "./sessions.server";
import { removeProvider } from "./sso.server";

export type SamlSave = { kind: "saved" } | { kind: "invalid"; field: "metadataUrl" | "metadataXml"; message: string };

export async function saveSaml(_caller: CompanyCaller, _input: { metadataUrl?: string; metadataXml?: string }): Promise<SamlSave> {
  return { kind: "invalid", field: "metadataXml", message: SSO_MSG.metadata };
}

export const removeSaml = (caller: CompanyCaller) => removeProvider(caller, "saml");
