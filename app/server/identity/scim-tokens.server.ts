/**
 * SCIM bearer tokens (issue 29): made on the administrator's Single sign-on settings, shown once,
 * stored as their SHA-256 only, revocable; each creation and revocation is an audit event. A
 * revoked token stays listed (who could provision, and until when), never deleted.
 */
import { createHash, randomBytes } from "node:crypto";
import { SCIM_PREFIX } from "../../domain/tenants";
import { audit } from "../evidence/audit.server";
import { db, nowIso } from "../platform/db.server";
import { env } from "../platform/env.server";
import type { Tenant } from "../platform/tenant.server";
import type { CompanyCaller, CompanyScope } from "./sessions.server";

/** The marker a token starts with: recognisable in a leaked text (secret scanners), and on screen by its prefix. */
const MARK = "gta_scim_";
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The SCIM service's base URL of a company, for its IdP's provisioning settings. */
export const scimBaseUrl = (tenant: Pick<Tenant, "base">) => new URL(`${SCIM_PREFIX}${tenant.base}`, env().PUBLIC_URL).toString();

export async function listScimTokens(scope: CompanyScope) {
  return db()
    .selectFrom("scim_tokens as t")
    .leftJoin("users as u", (j) => j.onRef("u.id", "=", "t.created_by").on("u.company_id", "=", scope.companyId))
    .select(["t.id", "t.prefix", "t.created_at", "t.revoked_at", "t.last_used_at", "u.email as created_by"])
    .where("t.company_id", "=", scope.companyId)
    .orderBy("t.id", "desc")
    .execute();
}

/** A new token: answered in clear this once; stored as its hash. */
export async function createScimToken(caller: CompanyCaller): Promise<{ token: string; prefix: string }> {
  const token = `${MARK}${randomBytes(32).toString("base64url")}`;
  const prefix = token.slice(0, MARK.length + 6);
  await db()
    .transaction()
    .execute(async (tx) => {
      const { id } = await tx
        .insertInto("scim_tokens")
        .values({
          company_id: caller.scope.companyId,
          token_hash: hashOf(token),
          prefix,
          created_by: caller.user.id,
          created_at: nowIso(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await audit(tx, {
        companyId: caller.scope.companyId,
        actor: caller.user,
        action: "scim_token.created",
        details: { tokenId: id, prefix },
        meta: caller.meta,
      });
    });
  return { token, prefix };
}

/** Revokes a token of the caller's company; false when there is no such live token. */
export async function revokeScimToken(caller: CompanyCaller, tokenId: number): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (tx) => {
      const row = await tx
        .updateTable("scim_tokens")
        .set({ revoked_at: nowIso() })
        .where("id", "=", tokenId)
        .where("company_id", "=", caller.scope.companyId)
        .where("revoked_at", "is", null)
        .returning(["id", "prefix"])
        .executeTakeFirst();
      if (!row) return false;
      await audit(tx, {
        companyId: caller.scope.companyId,
        actor: caller.user,
        action: "scim_token.revoked",
        details: { tokenId: row.id, prefix: row.prefix },
        meta: caller.meta,
      });
      return true;
    });
}

/**
 * The company a bearer token provisions, when it is live and of the tenant the URL names; null
 * otherwise (another company's token, a revoked or unknown one). Looked up by its hash.
 */
export async function scimTokenCompany(authorization: string | null, tenant: Pick<Tenant, "id">): Promise<{ tokenId: number } | null> {
  const match = /^Bearer\s+(\S{1,200})$/i.exec(authorization ?? "");
  if (!match || !match[1].startsWith(MARK)) return null;
  const row = await db()
    .selectFrom("scim_tokens")
    .select(["id", "company_id", "last_used_at"])
    .where("token_hash", "=", hashOf(match[1]))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!row || row.company_id !== tenant.id) return null;
  const now = nowIso();
  // Last use to the minute: enough to see a token in service, without a write on every request.
  if (!row.last_used_at || row.last_used_at.slice(0, 16) !== now.slice(0, 16)) {
    await db().updateTable("scim_tokens").set({ last_used_at: now }).where("id", "=", row.id).execute();
  }
  return { tokenId: row.id };
}
