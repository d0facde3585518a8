import type { OAuth2Strategy } from "remix-auth-oauth2";
import { MAIN_TENANT } from "../../domain/tenants";
import { type MessageValues, msg, translator } from "../../i18n/i18n";
import { audit } from "../evidence/audit.server";
import { db, nowIso } from "../platform/db.server";
import { env } from "../platform/env.server";
import type { RequestMeta } from "./sessions.server";

/**
 * External sign-in for main-site learners (OpenID Connect, authorization code with PKCE) through
 * remix-auth-oauth2. Learners are users of the `main` tenant with role `learner`, linked to the
 * provider's subject in `identities`.
 */
export interface OidcLearner {
  id: number;
  company_id: number;
  role: "learner";
  email: string;
}

/**
 * A refused external sign-in: `key` and `values` are its catalogue message, translated where it
 * is shown (the JSON API: `t(e.key, e.values)`); `message` is the English text (logs, default).
 */
export class OidcError extends Error {
  constructor(
    readonly key: string,
    readonly values?: MessageValues,
  ) {
    super(translator("en")(key, values));
  }
}

export const oidcEnabled = () => Boolean(env().OIDC_ISSUER && env().OIDC_CLIENT_ID);
export const providerName = () => env().OIDC_PROVIDER_NAME;
export const providerLabel = () => providerName().charAt(0).toUpperCase() + providerName().slice(1);

let cached: { key: string; strategy: OAuth2Strategy<Claims>; userinfo: string } | undefined;

async function strategy() {
  const e = env();
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID) throw new OidcError(msg("External sign-in is not configured."));
  const key = `${e.OIDC_ISSUER}|${e.OIDC_CLIENT_ID}|${e.PUBLIC_URL}`;
  if (cached?.key === key) return cached.strategy;
  const discovery = await fetch(
    new URL(".well-known/openid-configuration", e.OIDC_ISSUER.endsWith("/") ? e.OIDC_ISSUER : `${e.OIDC_ISSUER}/`),
    {
      headers: { Accept: "application/json" },
    },
  );
  if (!discovery.ok) throw new OidcError(msg("Identity provider discovery failed ({status})."), { status: String(discovery.status) });
  const meta = (await discovery.json()) as {
    authorization_endpoint: string;
    token_endpoint: string;
    userinfo_endpoint: string;
    issuer: string;
  };
  // imported at the first external sign-in: some 10 MB of memory a server without OIDC_ISSUER does not carry
  const { OAuth2Strategy } = await import("remix-auth-oauth2");
  const s = new OAuth2Strategy<Claims>(
    {
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET ?? null,
      authorizationEndpoint: meta.authorization_endpoint,
      tokenEndpoint: meta.token_endpoint,
      redirectURI: new URL("/auth/callback", e.PUBLIC_URL),
      scopes: ["openid", "email", "profile"],
      cookie: {
        name: "academy_oidc",
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
        maxAge: 600,
        ...(e.secureCookies ? { secure: true } : {}),
      } as const,
    },
    async ({ tokens }) => {
      const res = await fetch(meta.userinfo_endpoint, {
        headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: "application/json" },
      });
      if (!res.ok) throw new OidcError(msg("Identity provider userinfo failed ({status})."), { status: String(res.status) });
      return (await res.json()) as Claims;
    },
  );
  cached = { key, strategy: s, userinfo: meta.userinfo_endpoint };
  return s;
}

interface Claims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/**
 * Finds or creates the learner of a provider subject; one transaction. A linked account must
 * be a learner of the main site: an identity never signs anyone else in.
 */
async function learnerFromClaims(provider: string, c: Claims, meta: RequestMeta): Promise<OidcLearner> {
  if (!c.sub || !c.email) throw new OidcError(msg("The identity provider did not return a subject and an email."));
  const email = c.email.trim().toLowerCase();
  const [first, ...rest] = (c.name ?? "").trim().split(/\s+/);
  const firstName = c.given_name ?? first ?? "";
  const lastName = c.family_name ?? rest.join(" ");
  const photo = c.picture && /^https:\/\//.test(c.picture) ? c.picture : null;
  return db()
    .transaction()
    .execute(async (tx) => {
      const main = await tx.selectFrom("companies").select("id").where("slug", "=", MAIN_TENANT.slug).executeTakeFirstOrThrow();
      const linked = await tx
        .selectFrom("identities as i")
        .innerJoin("users as u", "u.id", "i.user_id")
        .select(["u.id", "u.status", "u.email", "u.role", "u.company_id"])
        .where("i.provider", "=", provider)
        .where("i.subject", "=", c.sub!)
        .executeTakeFirst();
      const now = nowIso();
      if (linked) {
        if (linked.company_id !== main.id || linked.role !== "learner")
          throw new OidcError(msg("This identity is not linked to a learner of this site."));
        if (linked.status !== "active") throw new OidcError(msg("This account is deactivated."));
        await tx
          .updateTable("users")
          .set({ first_name: firstName, last_name: lastName, photo_url: photo })
          .where("id", "=", linked.id)
          .where("company_id", "=", main.id)
          .execute();
        return { id: linked.id, company_id: main.id, role: "learner" as const, email: linked.email };
      }
      const existing = await tx
        .selectFrom("users")
        .select(["id", "role", "status"])
        .where("company_id", "=", main.id)
        .where("email", "=", email)
        .executeTakeFirst();
      if (existing && (existing.role !== "learner" || c.email_verified !== true)) {
        // Never attach an external identity to a password account, nor to an unverified email.
        throw new OidcError(msg("An account with this email already exists. Please sign in with your password."));
      }
      const id =
        existing?.id ??
        (
          await tx
            .insertInto("users")
            .values({
              company_id: main.id,
              role: "learner",
              email,
              first_name: firstName,
              last_name: lastName,
              photo_url: photo,
              status: "active",
              created_at: now,
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      await tx.insertInto("identities").values({ user_id: id, provider, subject: c.sub!, created_at: now }).execute();
      await tx
        .insertInto("enrollments")
        .values({ user_id: id, company_id: main.id, status: "not_started", created_at: now, updated_at: now })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .execute();
      await audit(tx, { companyId: main.id, subject: { id, email }, action: "learner.linked", details: { provider }, meta });
      return { id, company_id: main.id, role: "learner" as const, email };
    });
}

/**
 * Step 1 (no code in the URL): throws the redirect to the provider with the state cookie.
 * Step 2 (the callback): answers the learner, or throws an error to show as Authentication Failed.
 */
export async function oidcAuthenticate(request: Request, meta: RequestMeta): Promise<OidcLearner> {
  const claims = await (await strategy()).authenticate(request);
  return learnerFromClaims(providerName(), claims, meta);
}
