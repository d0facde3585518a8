/**
 * Companies as the super administrator manages them (spec/administration.md 2.11, 4, 7.4):
 * the list with its aggregates, create (company, settings, administrator and invitation in one
 * transaction), edit (suspension ends every session of the company), delete (off the platform,
 * records kept, certificates keep their status), and the company administrator. Every change is audited.
 */
import { sql } from "kysely";
import { formatLongDate } from "../../domain/dates";
import { msg } from "../../i18n/msg";
import { type CompanyStatus, extendedTrialEnd, TRIAL_EXTENSION_DAYS, trialEnd } from "../../domain/companies";
import { displayName } from "../../domain/employees";
import { SUPPRESSED } from "../../domain/mail";
import type { CompanyEdit, NewCompany } from "../../domain/forms-companies";
import { COMPANY_MSG } from "../../domain/forms-companies";
import { LOOK_ALIKE_MSG, type LookAlike, lookAlike } from "../../domain/look-alike";
import { changedFields } from "../../domain/settings";
import { BUILT_IN_TENANTS, companyBase } from "../../domain/tenants";
import { audit } from "../evidence/audit.server";
import { endCompanyInvitations, endInvitationsOf, type Invited, sendInvitation } from "../identity/invitations.server";
import { type ResetSent, sendPasswordReset } from "../identity/password-resets.server";
import { type Actor, type CompanyScope, endSessionsOf } from "../identity/sessions.server";
import { completedSql } from "../admin/standing.server";
import { type MailRefusal, refusingInvitations } from "../mail/limits.server";
import { suppressUnsentMail } from "../mail/outbox.server";
import { db, type Db, isUniqueViolation, lockCompany, lockCompanyList, nowIso, type Tx } from "../platform/db.server";
import { env } from "../platform/env.server";
import { englishKit, type LanguageKit } from "../platform/i18n.server";
import { containsText } from "../platform/text-search.server";

export const COMPANIES_PAGE_SIZE = 50;

const isBuiltIn = (slug: string) => BUILT_IN_TENANTS.some((t) => t.slug === slug);
/** The context of a company: the built-in tenants' own prefixes, /company/{subdomain} for the others. */
const tenantOf = (c: { slug: string; name: string }) => ({
  name: c.name,
  base: BUILT_IN_TENANTS.find((t) => t.slug === c.slug)?.base ?? companyBase(c.slug),
});

/** The current administrator of a company: the first one not deleted. */
const currentAdmin = (q: Tx | ReturnType<typeof db>, companyId: number) =>
  q
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name", "status"])
    .where("company_id", "=", companyId)
    .where("role", "=", "admin")
    .where("status", "!=", "deactivated")
    .orderBy("id")
    .executeTakeFirst();

/** Whether a company has an administrator now (the spec's one call both adds and changes: 7.4). */
export const hasAdmin = async (companyId: number) => Boolean(await currentAdmin(db(), companyId));

/** The columns of a company the list shows, read in its page's subquery and again from it ("c" in both). */
const LISTED = ["c.id", "c.name", "c.slug", "c.contact_email", "c.status", "c.max_employees", "c.trial_ends_at", "c.created_at"] as const;

/**
 * One page of companies with their aggregates and administrator: one query, whatever the number
 * of companies. The page is chosen first (the companies table alone, with the total as a window
 * count), and only its companies' employees are counted, through the users and enrolments indexes.
 */
export async function listCompanies(query: { q: string; page: number }, now = new Date()) {
  const text = query.q.trim();
  const rows = await db()
    .with("page", (qb) => {
      let q = qb.selectFrom("companies as c").where("c.deleted_at", "is", null);
      if (text)
        q = q.where((eb) =>
          eb.or([
            containsText(sql.ref("c.name"), text),
            containsText(sql.ref("c.slug"), text),
            containsText(sql.ref("c.contact_email"), text),
          ]),
        );
      return q
        .select([...LISTED, sql<number>`count(*) over ()`.as("total")])
        .orderBy("c.created_at", "desc")
        .orderBy("c.id", "desc")
        .limit(COMPANIES_PAGE_SIZE)
        .offset((Math.max(1, query.page) - 1) * COMPANIES_PAGE_SIZE);
    })
    .selectFrom("page as c")
    .leftJoin("users as a", (j) =>
      j.on(
        "a.id",
        "=",
        sql<number>`(select min(x.id) from users x where x.company_id = c.id and x.role = 'admin' and x.status != 'deactivated')`,
      ),
    )
    .select([
      ...LISTED,
      "c.total",
      sql<number>`(select count(*) from users u where u.company_id = c.id and u.role = 'employee' and u.status != 'deactivated')`.as(
        "employee_count",
      ),
      // completed: domain/completed.ts's rule, in SQL from admin/standing.server.ts
      sql<number>`(select count(*) from users u where u.company_id = c.id and u.role = 'employee' and ${completedSql(now)})`.as(
        "completed_employees",
      ),
      "a.id as admin_id",
      "a.email as admin_email",
      "a.first_name as admin_first_name",
      "a.last_name as admin_last_name",
      "a.status as admin_status",
      "a.first_login_at as admin_first_login",
      "a.last_login_at as admin_last_login",
    ])
    .orderBy("c.created_at", "desc")
    .orderBy("c.id", "desc")
    .execute();
  const total = rows[0]?.total ?? 0;
  return {
    rows: rows.map(({ total: _t, ...r }) => ({ ...r, builtIn: isBuiltIn(r.slug) })),
    total,
    pages: Math.max(1, Math.ceil(total / COMPANIES_PAGE_SIZE)),
  };
}

/** The header's counts: companies on the platform and the active ones. */
export async function companyCounts() {
  const row = await db()
    .selectFrom("companies")
    .where("deleted_at", "is", null)
    .select([sql<number>`count(*)`.as("total"), sql<number>`sum(case when status = 'active' then 1 else 0 end)`.as("active")])
    .executeTakeFirstOrThrow();
  return { companies: row.total, active: row.active ?? 0 };
}

/** A company on the platform (not deleted), by id. */
export async function findCompany(companyId: number) {
  return db()
    .selectFrom("companies")
    .select([
      "id",
      "name",
      "slug",
      "contact_email",
      "status",
      "max_employees",
      "trial_ends_at",
      "created_at",
      "daily_mail_quota",
      "invite_any_domain",
    ])
    .where("id", "=", companyId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

/** A company by subdomain, whether it is on the platform (portal access, setup). */
export async function subdomainTaken(slug: string) {
  return Boolean(await db().selectFrom("companies").select("id").where("slug", "=", slug).executeTakeFirst());
}

export type CreateOutcome =
  | { kind: "created"; company: { id: number; slug: string; name: string; base: string }; admin: Invited }
  | { kind: "taken"; field: "subdomain"; message: string }
  /** The name or subdomain of an existing company (domain/look-alike.ts), not allowed: the messages by field. */
  | { kind: "look-alike"; errors: LookAlikeErrors }
  /** The administrator's invitation refused by a mail limit: nothing created. */
  | MailRefusal;

export type LookAlikeErrors = Partial<Record<"companyName" | "subdomain", string[]>>;

/** The companies on the platform, as look-alikes are judged against: the oldest first, so that the oldest look-alike is named. */
const companiesOnPlatform = (q: Db | Tx) =>
  q.selectFrom("companies").select(["name", "slug"]).where("deleted_at", "is", null).orderBy("id").execute();

const errorsOf = (alike: LookAlike): LookAlikeErrors => ({
  ...(alike.name ? { companyName: [LOOK_ALIKE_MSG.name] } : {}),
  ...(alike.subdomain ? { subdomain: [LOOK_ALIKE_MSG.subdomain] } : {}),
});

/** The messages, by field, of a new company like an existing one (the setup's first step); null when it is like none. */
export async function lookAlikeErrors(input: { companyName: string; subdomain: string }): Promise<LookAlikeErrors | null> {
  const alike = lookAlike({ name: input.companyName, subdomain: input.subdomain }, await companiesOnPlatform(db()));
  return alike ? errorsOf(alike) : null;
}

/**
 * Creates a company with its settings and its administrator, who is invited (the invitation
 * mail in the outbox), in one transaction. A trial ends after its days; a full account is active.
 * A name or subdomain like an existing company's is refused unless the super administrator
 * allows it (`allowLookAlike`, audited with the company it is like). A company that set itself
 * up may invite addresses of its contact email's domain only (domain/mail-limits.ts).
 */
export async function createCompany(
  actor: Actor | null,
  input: NewCompany,
  opts: { selfService?: boolean; now?: Date } = {},
): Promise<CreateOutcome> {
  // A refused invitation of the administrator undoes the company too: its event goes to the platform's trail.
  return refusingInvitations(
    actor,
    () =>
      createCompanyIn(actor, input, opts).catch((e: unknown) => {
        // Only a writer that skipped lockCompanyList can take the subdomain in between (decision 022).
        if (isUniqueViolation(e)) return { kind: "taken", field: "subdomain", message: COMPANY_MSG.subdomainTaken } as const;
        throw e;
      }),
    { companyExists: false },
  );
}

async function createCompanyIn(
  actor: Actor | null,
  input: NewCompany,
  opts: { selfService?: boolean; now?: Date },
): Promise<CreateOutcome> {
  const now = opts.now ?? new Date();
  return db()
    .transaction()
    .execute(async (tx) => {
      // The other companies are read, then this one inserted: one step on every instance (decision 022).
      await lockCompanyList(tx);
      const taken = await tx.selectFrom("companies").select("id").where("slug", "=", input.subdomain).executeTakeFirst();
      if (taken) return { kind: "taken", field: "subdomain", message: COMPANY_MSG.subdomainTaken } as const;
      const alike = lookAlike({ name: input.companyName, subdomain: input.subdomain }, await companiesOnPlatform(tx));
      if (alike && !input.allowLookAlike) return { kind: "look-alike", errors: errorsOf(alike) } as const;
      const status: "trial" | "active" = input.accountType;
      const trialEndsAt = status === "trial" ? trialEnd(now, input.trialDurationDays).toISOString() : null;
      const created = now.toISOString();
      const company = await tx
        .insertInto("companies")
        .values({
          slug: input.subdomain,
          name: input.companyName,
          contact_email: input.contactEmail,
          status,
          max_employees: input.maxEmployees,
          trial_ends_at: trialEndsAt,
          created_at: created,
          // set up by itself: its own domain only, until the super administrator allows more
          invite_any_domain: opts.selfService ? 0 : 1,
        })
        .returning(["id", "slug", "name"])
        .executeTakeFirstOrThrow();
      await tx
        .insertInto("company_settings")
        .values({ company_id: company.id, primary_color: input.primaryColor, secondary_color: input.secondaryColor, updated_at: created })
        .execute();
      const scope: CompanyScope = { companyId: company.id };
      const person = { email: input.adminEmail, first_name: input.adminFirstName, last_name: input.adminLastName };
      const admin = await tx
        .insertInto("users")
        .values({ ...person, company_id: company.id, role: "admin", status: "invited", created_at: created })
        .returning("id")
        .executeTakeFirstOrThrow();
      await audit(tx, {
        companyId: company.id,
        actor: actor?.user ?? null,
        action: "company.created",
        details: {
          name: company.name,
          slug: company.slug,
          status,
          maxEmployees: input.maxEmployees,
          trialEndsAt,
          selfService: Boolean(opts.selfService),
          ...(alike ? { lookAlikeOf: { name: alike.name?.slug ?? null, subdomain: alike.subdomain?.slug ?? null } } : {}),
        },
        meta: actor?.meta ?? null,
      });
      await audit(tx, {
        companyId: company.id,
        actor: actor?.user ?? null,
        subject: { id: admin.id, email: person.email },
        action: "admin.added",
        details: { name: displayName(person), replaced: null },
        meta: actor?.meta ?? null,
      });
      const tenant = tenantOf(company);
      const invited = await sendInvitation(tx, actor, {
        scope,
        tenant,
        person: { id: admin.id, ...person },
        role: "admin",
        resent: false,
        platform: !opts.selfService,
        now,
      });
      return { kind: "created", company: { ...company, base: tenant.base }, admin: invited } as const;
    });
}

/**
 * The super administrator acting, and the language their messages are said in (the page's;
 * English when none is given: the JSON API's answers).
 */
export type Speaker = Actor & { lang?: LanguageKit };
const langOf = (actor: { lang?: LanguageKit } | null) => actor?.lang ?? englishKit();

export type ChangeOutcome =
  { kind: "done"; message: string; invited?: Invited; reset?: ResetSent } | { kind: "refused"; status: 404 | 409; message: string };
const NOT_FOUND = msg("Company not found");
const notFound = (actor: Speaker): ChangeOutcome => ({ kind: "refused", status: 404, message: langOf(actor).t(NOT_FOUND) });

/** Ends every session of a company's people (suspension, deletion), in the caller's transaction. */
async function endCompanySessions(tx: Tx, companyId: number) {
  await tx.deleteFrom("sessions").where("company_id", "=", companyId).execute();
}

/**
 * Edits a company (name, contact email, status, seat limit, trial end for trials, and its mail
 * limits: the invitations a day and whether it may invite any address; left out, unchanged).
 * Suspending it ends every session of its people; its portal answers 'unavailable' until it is
 * reactivated.
 */
export async function updateCompany(actor: Speaker, companyId: number, edit: CompanyEdit): Promise<ChangeOutcome> {
  const { t } = langOf(actor);
  return db()
    .transaction()
    .execute(async (tx) => {
      const before = await tx
        .selectFrom("companies")
        .select(["name", "contact_email", "status", "max_employees", "trial_ends_at", "slug", "daily_mail_quota", "invite_any_domain"])
        .where("id", "=", companyId)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      if (!before) return notFound(actor);
      if (isBuiltIn(before.slug) && edit.status === "suspended")
        return { kind: "refused", status: 409, message: t("{company} is built in and cannot be suspended.", { company: before.name }) };
      const status: CompanyStatus = edit.status;
      const trialEndsAt =
        status === "trial"
          ? edit.trialEndsAt
            ? new Date(`${edit.trialEndsAt}T23:59:59.000Z`).toISOString()
            : before.trial_ends_at
          : before.trial_ends_at;
      const next = {
        name: edit.name,
        contact_email: edit.contactEmail,
        status,
        max_employees: edit.maxEmployees,
        trial_ends_at: trialEndsAt,
        daily_mail_quota: edit.dailyMailQuota === undefined ? before.daily_mail_quota : edit.dailyMailQuota,
        invite_any_domain: edit.inviteAnyDomain === undefined ? before.invite_any_domain : edit.inviteAnyDomain ? 1 : 0,
      };
      const { slug: _slug, ...kept } = before;
      const changed = changedFields(kept, next);
      if (Object.keys(changed).length === 0) return { kind: "done", message: t("{company} is unchanged.", { company: before.name }) };
      await tx.updateTable("companies").set(next).where("id", "=", companyId).execute();
      if (status === "suspended" && before.status !== "suspended") await endCompanySessions(tx, companyId);
      await audit(tx, { companyId, actor: actor.user, action: "company.updated", details: { changed }, meta: actor.meta });
      return { kind: "done", message: t("{company} was updated successfully.", { company: edit.name }) };
    });
}

/**
 * The super administrator's one-click trial actions (docs/decisions/017-trials-end.md), each one
 * transaction with its audit event: extend a trial by 30 days (from its end while it runs, from
 * now once it has ended), or activate the company (a full account: no trial end applies any
 * more). Only for a company on trial; its people get back in at their next request.
 */
export async function extendTrial(actor: Speaker, companyId: number, now = new Date()): Promise<ChangeOutcome> {
  const { t, locale } = langOf(actor);
  return onTrial(actor, companyId, async (tx, company) => {
    const to = extendedTrialEnd(company.trial_ends_at, now).toISOString();
    await tx.updateTable("companies").set({ trial_ends_at: to }).where("id", "=", company.id).execute();
    await audit(tx, {
      companyId: company.id,
      actor: actor.user,
      action: "company.trial_extended",
      details: { from: company.trial_ends_at, to, days: TRIAL_EXTENSION_DAYS },
      meta: actor.meta,
    });
    return {
      kind: "done",
      message: t("The trial of {company} now ends on {date}.", { company: company.name, date: formatLongDate(to, locale) }),
    };
  });
}

export async function activateCompany(actor: Speaker, companyId: number): Promise<ChangeOutcome> {
  const { t } = langOf(actor);
  return onTrial(actor, companyId, async (tx, company) => {
    await tx.updateTable("companies").set({ status: "active" }).where("id", "=", company.id).execute();
    await audit(tx, {
      companyId: company.id,
      actor: actor.user,
      action: "company.activated",
      details: { from: "trial", trialEndsAt: company.trial_ends_at },
      meta: actor.meta,
    });
    return { kind: "done", message: t("{company} is now a full account.", { company: company.name }) };
  });
}

/** Runs `work` on a company on the platform whose status is trial (404 unknown, 409 not on trial). */
function onTrial(
  actor: Speaker,
  companyId: number,
  work: (tx: Tx, company: PlatformCompany) => Promise<ChangeOutcome>,
): Promise<ChangeOutcome> {
  const { t } = langOf(actor);
  return withCompany(actor, companyId, async (tx, company) =>
    company.status === "trial"
      ? work(tx, company)
      : { kind: "refused", status: 409, message: t("{company} is not on trial.", { company: company.name }) },
  );
}

/**
 * Deletes a company the way evidence allows: it leaves the platform (its pages answer 404, its
 * people cannot sign in: sessions and open invitations end), its training records stay and its
 * certificates keep their status (Valid until they expire, then Expired): the training was valid,
 * and revocation is for training found invalid (docs/decisions/016-what-completed-means.md).
 * The subdomain typed again confirms it.
 */
export async function deleteCompany(actor: Speaker, companyId: number, confirmSubdomain: string): Promise<ChangeOutcome> {
  const { t } = langOf(actor);
  return db()
    .transaction()
    .execute(async (tx) => {
      const company = await tx
        .selectFrom("companies")
        .select(["id", "name", "slug"])
        .where("id", "=", companyId)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      if (!company) return notFound(actor);
      if (isBuiltIn(company.slug))
        return { kind: "refused", status: 409, message: t("{company} is built in and cannot be deleted.", { company: company.name }) };
      if (confirmSubdomain.trim().toLowerCase() !== company.slug)
        return { kind: "refused", status: 409, message: t(COMPANY_MSG.confirmSubdomain) };
      const now = nowIso();
      await tx.updateTable("companies").set({ deleted_at: now }).where("id", "=", company.id).execute();
      await endCompanySessions(tx, company.id);
      await suppressUnsentMail(tx, { companyId: company.id }, SUPPRESSED.companyDeleted);
      await endCompanyInvitations(tx, company.id);
      const kept = await tx
        .selectFrom("certificates")
        .select(sql<number>`count(*)`.as("n"))
        .where("company_id", "=", company.id)
        .where("revoked_at", "is", null)
        .where("superseded_at", "is", null)
        .executeTakeFirstOrThrow();
      await audit(tx, {
        companyId: company.id,
        actor: actor.user,
        action: "company.deleted",
        details: { name: company.name, slug: company.slug, certificatesKept: kept.n },
        meta: actor.meta,
      });
      return { kind: "done", message: t("{company} has been deleted successfully.", { company: company.name }) };
    });
}

interface AdminInput {
  firstName: string;
  lastName: string;
  email: string;
}

/** Takes a company administrator off (deactivated, sessions and open invitations ended), in the caller's transaction. */
async function deactivateAdmin(
  tx: Tx,
  actor: Actor,
  companyId: number,
  admin: { id: number; email: string; first_name: string; last_name: string },
) {
  await tx
    .updateTable("users")
    .set({ status: "deactivated", deactivated_at: nowIso() })
    .where("id", "=", admin.id)
    .where("company_id", "=", companyId)
    .execute();
  await endSessionsOf(tx, admin.id);
  await suppressUnsentMail(tx, { userId: admin.id }, SUPPRESSED.recipientDeleted);
  await endInvitationsOf(tx, admin.id);
  await audit(tx, {
    companyId,
    actor: actor.user,
    subject: admin,
    action: "admin.removed",
    details: { name: displayName(admin) },
    meta: actor.meta,
  });
}

/** Invites a new administrator (a removed one with the same email comes back), in the caller's transaction. */
async function inviteAdmin(
  tx: Tx,
  actor: Speaker,
  company: { id: number; slug: string; name: string },
  input: AdminInput,
  replaced: string | null,
): Promise<Invited | { refused: string }> {
  const email = input.email.trim().toLowerCase();
  const person = { email, first_name: input.firstName.trim(), last_name: input.lastName.trim() };
  const existing = await tx
    .selectFrom("users")
    .select(["id", "role", "status"])
    .where("company_id", "=", company.id)
    .where("email", "=", email)
    .executeTakeFirst();
  let id: number;
  if (existing) {
    if (existing.role !== "admin" || existing.status !== "deactivated")
      return { refused: langOf(actor).t("{email} is already an account of this company.", { email }) };
    id = existing.id;
    await tx
      .updateTable("users")
      .set({ ...person, status: "invited", password_hash: null, deactivated_at: null, must_change_password: 0 })
      .where("id", "=", id)
      .execute();
  } else {
    id = (
      await tx
        .insertInto("users")
        .values({ ...person, company_id: company.id, role: "admin", status: "invited", created_at: nowIso() })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  }
  await audit(tx, {
    companyId: company.id,
    actor: actor.user,
    subject: { id, email },
    action: "admin.added",
    details: { name: displayName(person), replaced },
    meta: actor.meta,
  });
  return sendInvitation(tx, actor, {
    scope: { companyId: company.id },
    tenant: tenantOf(company),
    person: { id, ...person },
    role: "admin",
    resent: false,
    platform: true,
  });
}

interface PlatformCompany {
  id: number;
  slug: string;
  name: string;
  status: CompanyStatus;
  trial_ends_at: string | null;
}

/**
 * A change of a company on the platform, in one transaction (the super administrator's
 * invitations are never refused by a mail limit), under the company's lock: its administrator is
 * read and then replaced as one step (decision 022).
 */
async function withCompany(
  actor: Speaker,
  companyId: number,
  work: (tx: Tx, company: PlatformCompany) => Promise<ChangeOutcome>,
): Promise<ChangeOutcome> {
  return db()
    .transaction()
    .execute(async (tx) => {
      await lockCompany(tx, { companyId });
      const company = await tx
        .selectFrom("companies")
        .select(["id", "slug", "name", "status", "trial_ends_at"])
        .where("id", "=", companyId)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      return company ? work(tx, company) : notFound(actor);
    });
}

/** Adds an administrator to a company that has none. */
export function addAdmin(actor: Speaker, companyId: number, input: AdminInput): Promise<ChangeOutcome> {
  const { t } = langOf(actor);
  return withCompany(actor, companyId, async (tx, company) => {
    const admin = await currentAdmin(tx, company.id);
    if (admin)
      return {
        kind: "refused",
        status: 409,
        message: t("{company} already has an administrator: change or remove them instead.", { company: company.name }),
      };
    const invited = await inviteAdmin(tx, actor, company, input, null);
    if ("refused" in invited) return { kind: "refused", status: 409, message: invited.refused };
    return {
      kind: "done",
      message: t("{name} was added as the administrator of {company} and invited.", { name: invited.name, company: company.name }),
      invited,
    };
  });
}

/** Replaces a company's administrator: the old one is signed out and can no longer sign in; the new one is invited. */
export function changeAdmin(actor: Speaker, companyId: number, input: AdminInput): Promise<ChangeOutcome> {
  const { t } = langOf(actor);
  return withCompany(actor, companyId, async (tx, company) => {
    const admin = await currentAdmin(tx, company.id);
    if (admin && admin.email === input.email.trim().toLowerCase()) {
      return {
        kind: "refused",
        status: 409,
        message: t("{email} is already the administrator of {company}.", { email: admin.email, company: company.name }),
      };
    }
    if (admin) await deactivateAdmin(tx, actor, company.id, admin);
    const invited = await inviteAdmin(tx, actor, company, input, admin?.email ?? null);
    if ("refused" in invited) throw new AdminRefused(invited.refused);
    return {
      kind: "done",
      message: t("{name} is now the administrator of {company} and was invited.", { name: invited.name, company: company.name }),
      invited,
    };
  }).catch((e: unknown) => {
    // A refused new admin rolls the whole change back (the old admin keeps access).
    if (e instanceof AdminRefused) return { kind: "refused", status: 409, message: e.message } as ChangeOutcome;
    throw e;
  });
}

class AdminRefused extends Error {}

/** Removes a company's administrator: signed out, no more sign-in; the company shows 'No admin found'. */
export function removeAdmin(actor: Speaker, companyId: number): Promise<ChangeOutcome> {
  const { t } = langOf(actor);
  return withCompany(actor, companyId, async (tx, company) => {
    const admin = await currentAdmin(tx, company.id);
    if (!admin) return { kind: "refused", status: 404, message: t("{company} has no administrator.", { company: company.name }) };
    await deactivateAdmin(tx, actor, company.id, admin);
    return {
      kind: "done",
      message: t("{name} is no longer the administrator of {company}.", { name: displayName(admin), company: company.name }),
    };
  });
}

/**
 * "Resend invite" of a company's administrator: a new invitation while they have not set a
 * password; once they have, a password reset link (issue 24, 1.1: the way back in of an
 * administrator who forgot their password), sent to their context's reset page.
 */
export function resendAdminInvite(actor: Speaker, companyId: number): Promise<ChangeOutcome> {
  const { t } = langOf(actor);
  return withCompany(actor, companyId, async (tx, company) => {
    const admin = await currentAdmin(tx, company.id);
    if (!admin) return { kind: "refused", status: 404, message: t("{company} has no administrator to invite.", { company: company.name }) };
    if (admin.status !== "invited") {
      const reset = await sendPasswordReset(tx, actor, admin, {
        group: "admin",
        company: { id: company.id, base: tenantOf(company).base },
      });
      return {
        kind: "done",
        message: t("{email} has already set a password, so a password reset link was made instead; an earlier one no longer works.", {
          email: admin.email,
        }),
        reset,
      };
    }
    const invited = await sendInvitation(tx, actor, {
      scope: { companyId: company.id },
      tenant: tenantOf(company),
      person: admin,
      role: "admin",
      resent: true,
      platform: true,
    });
    // "sent" only when a mail will carry it; without a mail server it waits in the outbox (queued)
    // and the link is shown to the super administrator instead.
    const email = { email: admin.email };
    const message = !invited.link
      ? t("A new invitation was sent to {email}; the earlier link no longer works.", email)
      : env().SMTP_URL
        ? t(
            "A new invitation was made for {email}, not sent: email notifications are switched off in the company's settings; the earlier link no longer works.",
            email,
          )
        : t("A new invitation to {email} is queued, not sent: no mail server configured; the earlier link no longer works.", email);
    return { kind: "done", message, invited };
  });
}
