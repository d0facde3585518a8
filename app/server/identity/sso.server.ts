/**
 * A company's own identity provider (issue 29): its settings, and who it lets in. The protocol
 * modules (sso-oidc.server.ts, sso-saml.server.ts) prove who a person is; admitSsoPerson decides
 * whether that person is one of the company's people, creating them just in time when allowed.
 */
import { domainAllowed, identityProvider, parseDomains, SSO_MSG, type SsoProtocol, type SsoRefusal } from "../../domain/sso";
import { emailDomain } from "../../domain/mail-limits";
import type { CompanyRole } from "../../domain/roles";
import { audit } from "../evidence/audit.server";
import { db, type Db, nowIso, type Tx } from "../platform/db.server";
import { env } from "../platform/env.server";
import type { Tenant } from "../platform/tenant.server";
import { endInvitationsOf } from "./invitations.server";
import { provisionEmployeeIn } from "./provisioning.server";
import type { CompanyCaller, CompanyScope, RequestMeta } from "./sessions.server";

export interface SsoSettings {
  allowedDomains: string[];
  requireSso: boolean;
  oidc: { issuer: string; clientId: string; hasSecret: boolean } | null;
  saml: { entityId: string; ssoUrl: string; certificates: string[]; metadataUrl: string | null } | null;
}

export type SsoRow = Awaited<ReturnType<typeof ssoRow>>;

/** The company's row, or the defaults of a company that configured nothing. */
export async function ssoRow(q: Db | Tx, companyId: number) {
  const row = await q.selectFrom("company_sso").selectAll().where("company_id", "=", companyId).executeTakeFirst();
  return (
    row ?? {
      company_id: companyId,
      allowed_domains: "",
      require_sso: 0,
      oidc_issuer: null,
      oidc_client_id: null,
      oidc_client_secret: null,
      saml_idp_entity_id: null,
      saml_idp_sso_url: null,
      saml_idp_certificates: null,
      saml_metadata_url: null,
      updated_at: "",
    }
  );
}

export function settingsOfRow(row: SsoRow): SsoSettings {
  return {
    allowedDomains: row.allowed_domains.split(" ").filter(Boolean),
    requireSso: row.require_sso === 1,
    oidc:
      row.oidc_issuer && row.oidc_client_id
        ? { issuer: row.oidc_issuer, clientId: row.oidc_client_id, hasSecret: Boolean(row.oidc_client_secret) }
        : null,
    saml:
      row.saml_idp_entity_id && row.saml_idp_sso_url && row.saml_idp_certificates
        ? {
            entityId: row.saml_idp_entity_id,
            ssoUrl: row.saml_idp_sso_url,
            certificates: row.saml_idp_certificates.split("\n\n").filter(Boolean),
            metadataUrl: row.saml_metadata_url,
          }
        : null,
  };
}

/** The Single sign-on settings of a company (the tenant's login pages read them too). */
export async function ssoSettings(companyId: number): Promise<SsoSettings> {
  return settingsOfRow(await ssoRow(db(), companyId));
}

export const readSso = (scope: CompanyScope) => ssoSettings(scope.companyId);

/** What a login page of the company offers: its IdP's protocols, and whether employees must use them. */
export async function ssoOptions(tenant: Pick<Tenant, "id">) {
  const s = await ssoSettings(tenant.id);
  return { oidc: Boolean(s.oidc), saml: Boolean(s.saml), required: s.requireSso && Boolean(s.oidc || s.saml) };
}

type SsoColumns = Partial<Omit<SsoRow, "company_id" | "updated_at">>;
const SECRET_COLUMNS = new Set(["oidc_client_secret"]);

/**
 * Writes columns of the company's row (created on first use) and audits what changed, in one
 * transaction; a secret is audited as "(set)"/"(none)", never itself. Answers the changed names.
 */
export async function changeSso(caller: CompanyCaller, columns: SsoColumns, tx?: Tx): Promise<string[]> {
  if (!tx)
    return db()
      .transaction()
      .execute((t) => changeSso(caller, columns, t));
  const { companyId } = caller.scope;
  const before = await ssoRow(tx, companyId);
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const [name, to] of Object.entries(columns)) {
    const from = before[name as keyof SsoRow];
    if (from === to) continue;
    changed[name] = SECRET_COLUMNS.has(name) ? { from: from ? "(set)" : "(none)", to: to ? "(set)" : "(none)" } : { from, to };
  }
  if (Object.keys(changed).length === 0) return [];
  const now = nowIso();
  await tx
    .insertInto("company_sso")
    .values({ ...before, ...columns, company_id: companyId, updated_at: now })
    .onConflict((oc) => oc.column("company_id").doUpdateSet({ ...columns, updated_at: now }))
    .execute();
  await audit(tx, { companyId, actor: caller.user, action: "sso.updated", details: { changed }, meta: caller.meta });
  return Object.keys(changed);
}

export type AccessSave = { kind: "saved"; changed: string[] } | { kind: "invalid"; field: "requireSso"; message: string };

/**
 * The allowed domains and the require-SSO switch. Requiring SSO needs a provider and a domain,
 * else no employee could sign in at all; the administrator keeps their password (break-glass).
 */
export async function saveAccess(caller: CompanyCaller, input: { allowedDomains: string; requireSso: boolean }): Promise<AccessSave> {
  const domains = parseDomains(input.allowedDomains) ?? [];
  return db()
    .transaction()
    .execute(async (tx): Promise<AccessSave> => {
      const current = settingsOfRow(await ssoRow(tx, caller.scope.companyId));
      if (input.requireSso && !current.oidc && !current.saml)
        return { kind: "invalid", field: "requireSso", message: SSO_MSG.requireNeedsProvider };
      if (input.requireSso && domains.length === 0) return { kind: "invalid", field: "requireSso", message: SSO_MSG.requireNeedsDomains };
      const changed = await changeSso(caller, { allowed_domains: domains.join(" "), require_sso: input.requireSso ? 1 : 0 }, tx);
      return { kind: "saved", changed };
    });
}

const PROVIDER_COLUMNS: Record<SsoProtocol, SsoColumns> = {
  oidc: { oidc_issuer: null, oidc_client_id: null, oidc_client_secret: null },
  saml: { saml_idp_entity_id: null, saml_idp_sso_url: null, saml_idp_certificates: null, saml_metadata_url: null },
};

/**
 * Removes one provider; removing the last one also ends "require single sign-on" (no one could
 * sign in otherwise). The people it linked keep their identities: configured again, it knows them.
 */
export async function removeProvider(caller: CompanyCaller, protocol: SsoProtocol) {
  await db()
    .transaction()
    .execute(async (tx) => {
      const current = settingsOfRow(await ssoRow(tx, caller.scope.companyId));
      const otherLeft = protocol === "oidc" ? current.saml : current.oidc;
      await changeSso(caller, { ...PROVIDER_COLUMNS[protocol], ...(otherLeft ? {} : { require_sso: 0 }) }, tx);
    });
}

/** Whether the company requires single sign-on of this person: everyone but its administrator (the break-glass account). */
export async function passwordRefusedBySso(q: Db | Tx, user: { company_id: number | null; role: CompanyRole | "super_admin" }) {
  if (user.company_id === null || user.role === "admin" || user.role === "super_admin") return false;
  const row = await q.selectFrom("company_sso").select("require_sso").where("company_id", "=", user.company_id).executeTakeFirst();
  return row?.require_sso === 1;
}

/** The SAML service provider's stable addresses of a company: its entity ID is its metadata's URL. */
export function samlUrls(tenant: Pick<Tenant, "base">) {
  const at = (path: string) => new URL(`${tenant.base}/sso/saml/${path}`, env().PUBLIC_URL).toString();
  return { entityId: at("metadata.xml"), metadataUrl: at("metadata.xml"), acsUrl: at("acs"), loginUrl: at("login") };
}

/** A return path of this company's pages only (no other site, no other company), else null. */
export function localReturn(tenant: Pick<Tenant, "base">, path: string | null): string | null {
  if (!path || path.length > 300 || !path.startsWith(`${tenant.base}/`) || /\/\/|\\|[\s\p{Cc}]/u.test(path)) return null;
  return path;
}

/** Where a person signed in through the IdP lands: the page they came for, else their home. */
export const ssoLanding = (tenant: Pick<Tenant, "base">, role: CompanyRole, returnTo: string | null | undefined) =>
  localReturn(tenant, returnTo ?? null) ?? (role === "admin" ? `${tenant.base}/admin/dashboard` : `${tenant.base}/training-intro`);

/** Who the IdP says signed in: its subject, and the person's email and name as it asserts them. */
export interface AssertedPerson {
  subject: string;
  email: string | null;
  firstName: string;
  lastName: string;
}

export type Admission =
  | { kind: "admitted"; user: { id: number; company_id: number; role: CompanyRole; email: string } }
  | { kind: "refused"; reason: SsoRefusal; email: string | null };

/**
 * Whether the person the company's IdP signed in may come in, in one transaction: a linked
 * identity (this company's IdP and subject), else an account of the company with that email
 * (linked from now on), else a new employee when the domain is allowed and a seat is free.
 * Every address must be of the company's allowed domains. An invited person becomes active (their
 * IdP vouches for them); a deactivated one stays out. A refusal is audited with its reason.
 */
export async function admitSsoPerson(tenant: Tenant, protocol: SsoProtocol, person: AssertedPerson, meta: RequestMeta): Promise<Admission> {
  const scope: CompanyScope = { companyId: tenant.id };
  const provider = identityProvider(tenant.id, protocol);
  const email = person.email?.trim().toLowerCase() || null;
  const outcome = await db()
    .transaction()
    .execute(async (tx): Promise<Admission> => {
      const refuse = (reason: SsoRefusal): Admission => ({ kind: "refused", reason, email });
      const sso = settingsOfRow(await ssoRow(tx, tenant.id));
      if (!email) return refuse("no-email");
      if (!domainAllowed(email, sso.allowedDomains)) return refuse("domain");
      const linked = await tx
        .selectFrom("identities as i")
        .innerJoin("users as u", "u.id", "i.user_id")
        .select(["u.id", "u.role", "u.status", "u.email"])
        .where("i.provider", "=", provider)
        .where("i.subject", "=", person.subject)
        .where("u.company_id", "=", tenant.id)
        .executeTakeFirst();
      let account =
        linked ??
        (await tx
          .selectFrom("users")
          .select(["id", "role", "status", "email"])
          .where("company_id", "=", tenant.id)
          .where("email", "=", email)
          .where("role", "in", ["employee", "admin", "learner"])
          .executeTakeFirst());
      if (!account) {
        const made = await provisionEmployeeIn(
          tx,
          scope,
          { email, firstName: person.firstName, lastName: person.lastName },
          {
            via: "sso",
            protocol,
            status: "active",
            actor: null,
            meta,
          },
        );
        if (made.kind === "seat-limit") return refuse("seats");
        account = { id: made.id, role: "employee", status: "active", email };
      }
      if (account.role === "super_admin") return refuse("failed");
      if (account.status === "deactivated") return refuse("deactivated");
      const now = nowIso();
      if (!linked) {
        await tx
          .insertInto("identities")
          .values({ user_id: account.id, provider, subject: person.subject, created_at: now })
          .onConflict((oc) => oc.columns(["provider", "subject"]).doNothing())
          .execute();
      }
      if (account.status === "invited") {
        await tx.updateTable("users").set({ status: "active" }).where("id", "=", account.id).where("company_id", "=", tenant.id).execute();
        await endInvitationsOf(tx, account.id);
      }
      const user = { id: account.id, company_id: tenant.id, role: account.role as CompanyRole, email: account.email };
      await audit(tx, {
        companyId: tenant.id,
        actor: user,
        subject: user,
        action: "login.succeeded",
        details: { role: user.role, method: protocol },
        meta,
      });
      return { kind: "admitted", user };
    });
  if (outcome.kind === "refused") {
    await audit(db(), {
      companyId: tenant.id,
      action: "sso.refused",
      details: { protocol, reason: outcome.reason, domain: outcome.email ? emailDomain(outcome.email) : null },
      meta,
    });
  }
  return outcome;
}
