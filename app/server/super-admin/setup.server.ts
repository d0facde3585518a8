/**
 * Company onboarding without an account (spec/administration.md 2.6, 2.9, 7.3): portal access
 * by subdomain, and self-service setup, which creates a trial company with its invited
 * administrator. The setup wizard's last step and POST /api/companies/setup both call
 * `setupCompany`; each client address may set up a few companies a day, so the public form
 * cannot be used to flood the database.
 */
import { SELF_SERVICE_SEATS, trialEnd } from "../../domain/companies";
import { COMPANY_MSG, type CompanySetup } from "../../domain/forms-companies";
import { SETUP_LIMIT, setupLimitMessage } from "../../domain/setup";
import { isValidSubdomain } from "../../domain/subdomain";
import { BUILT_IN_TENANTS, companyBase } from "../../domain/tenants";
import type { Invited } from "../identity/invitations.server";
import type { RequestMeta } from "../identity/sessions.server";
import { db, isUniqueViolation } from "../platform/db.server";
import { DbRateLimiter, RateLimiterRes, secretDigest } from "../platform/rate-limit-store.server";
import { createCompany, type LookAlikeErrors } from "./companies.server";

/** Where a subdomain's portal is, or null when no company on the platform has it. */
export async function companyPortal(subdomain: string): Promise<{ name: string; adminLogin: string } | null> {
  const builtIn = BUILT_IN_TENANTS.find((t) => t.slug === subdomain);
  if (builtIn) return { name: builtIn.name, adminLogin: `${builtIn.base}/admin/login` };
  if (!isValidSubdomain(subdomain)) return null;
  const row = await db()
    .selectFrom("companies")
    .select(["name", "slug"])
    .where("slug", "=", subdomain)
    // A deleted company is off the platform: its portal is gone like an unknown one.
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return row ? { name: row.name, adminLogin: `${companyBase(row.slug)}/admin/login` } : null;
}

// ---- The daily allowance per client address ------------------------------------------------

/**
 * Its own limiter (rate-limiter-flexible on the rate_limits table: a restart or a second app
 * instance does not hand out another day's allowance): one point per company created, taken
 * before the transaction and given back when nothing was created, so parallel attempts from one
 * address cannot exceed the allowance.
 */
const limiter = new DbRateLimiter({
  keyPrefix: "company-setup",
  points: SETUP_LIMIT.companies,
  duration: SETUP_LIMIT.windowSeconds,
  db,
  digest: secretDigest,
});

const secondsOf = (res: RateLimiterRes | null) => Math.max(1, Math.ceil((res?.msBeforeNext ?? SETUP_LIMIT.windowSeconds * 1000) / 1000));

/** Seconds to wait when the address has used up today's allowance, else null (nothing is taken). */
export async function setupAllowanceUsedUp(meta: RequestMeta): Promise<number | null> {
  const res = await limiter.get(meta.address);
  return res && res.consumedPoints >= SETUP_LIMIT.companies ? secondsOf(res) : null;
}

// ---- Setup ------------------------------------------------------------------------------------

export type SetupOutcome =
  | {
      kind: "created";
      company: {
        id: number;
        name: string;
        slug: string;
        /** The company's pages: /company/{subdomain}. */
        base: string;
        /** Where its administrator signs in: /company/{subdomain}/admin/login. */
        adminLogin: string;
        status: "trial";
        maxEmployees: number;
        trialEndsAt: string;
      };
      /** The invited administrator; `link` is the invitation link when no mail can carry it (SMTP_URL unset), else null. */
      admin: Invited;
    }
  | {
      kind: "refused";
      /**
       * 400: the name or subdomain is like an existing company's (`errors` by field), or a mail
       * limit refused the administrator's invitation (field adminEmail); 409: the subdomain was
       * taken meanwhile; 429: the address's allowance for today is used up.
       */
      status: 400 | 409 | 429;
      message: string;
      field?: "subdomain" | "companyName" | "adminEmail";
      errors?: LookAlikeErrors;
      /** With 429: the seconds until the address may set up a company again (Retry-After). */
      retryAfterSeconds?: number;
    };

/**
 * Sets up a company from the whole, validated setup (`companySetupSchema`): a trial of its days
 * with SELF_SERVICE_SEATS seats, its settings with the brand colours, and its administrator,
 * invited (the mail in the outbox), in one transaction; audited as company.created with
 * selfService (no actor). Refused, nothing is written: 429 over the address's daily allowance,
 * 409 when the subdomain is taken (also by a deleted company, whose records are kept), 400 when
 * its name or subdomain is like an existing company's (domain/look-alike.ts; only the super
 * administrator may allow that).
 */
export async function setupCompany(input: CompanySetup, meta: RequestMeta, opts: { now?: Date } = {}): Promise<SetupOutcome> {
  const now = opts.now ?? new Date();
  try {
    await limiter.consume(meta.address);
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    const retryAfterSeconds = secondsOf(e);
    return { kind: "refused", status: 429, message: setupLimitMessage(retryAfterSeconds), retryAfterSeconds };
  }
  const taken = { kind: "refused", status: 409, field: "subdomain", message: COMPANY_MSG.subdomainTaken } as const;
  let created: Awaited<ReturnType<typeof createCompany>>;
  try {
    created = await createCompany(
      null,
      { ...input, maxEmployees: SELF_SERVICE_SEATS, accountType: "trial", allowLookAlike: false },
      { selfService: true, now },
    );
  } catch (e) {
    await limiter.reward(meta.address);
    // Two setups racing for one subdomain: the second meets the unique index.
    if (isUniqueViolation(e)) return taken;
    throw e;
  }
  if (created.kind !== "created") await limiter.reward(meta.address);
  if (created.kind === "taken") return taken;
  if (created.kind === "look-alike") {
    const [field, messages] = Object.entries(created.errors)[0] as ["companyName" | "subdomain", string[]];
    return { kind: "refused", status: 400, field, message: messages[0], errors: created.errors };
  }
  // (the schema refuses an administrator outside the contact email's domain before this)
  if (created.kind === "mail-refused") return { kind: "refused", status: 400, field: "adminEmail", message: created.message };
  const { company, admin } = created;
  return {
    kind: "created",
    company: {
      id: company.id,
      name: company.name,
      slug: company.slug,
      base: company.base,
      adminLogin: `${company.base}/admin/login`,
      status: "trial",
      maxEmployees: SELF_SERVICE_SEATS,
      trialEndsAt: trialEnd(now, input.trialDurationDays).toISOString(),
    },
    admin,
  };
}
