/**
 * The limits on invitation mail (domain/mail-limits.ts) as the services apply them: in the
 * transaction that writes the invitations, before their mails are queued. A refused send throws
 * InvitationRefused, which rolls that transaction back (nothing of the action is kept); the
 * action's entry point catches it with `refusingInvitations`, which writes the refusal's audit
 * event in a transaction of its own and answers the refusal.
 *
 * Why two requests cannot both pass a limit that has room for one:
 * - the company's daily quota is taken with one statement (`takeInvitations`: a conditional
 *   upsert of the day's row), which checks and counts at once on SQLite and on PostgreSQL (where
 *   the upsert holds the row's lock until the transaction ends);
 * - the person's allowance is counted from the outbox and then written to it: two statements.
 *   They run after the quota's upsert in the same transaction, so on PostgreSQL the day's row
 *   lock makes every invitation of the company wait for the one before it; on SQLite every
 *   transaction holds the write lock from its start (BEGIN IMMEDIATE, platform/db.server.ts)
 *   and, in this process, the one connection, so nothing is written between the count and the
 *   insert.
 */
import { sql } from "kysely";
import {
  dailyInvitationLimit,
  INVITATION_KINDS,
  MAIL_LIMIT_MSG,
  type MailLimitReason,
  personLimit,
  personLimitPhrase,
  type PersonLimitReason,
  PERSON_INVITATIONS,
  quotaDay,
  secondsToNextDay,
  withinContactDomain,
} from "../../domain/mail-limits";
import { englishT } from "../../domain/english";
import { phraseIn, type Translate } from "../../i18n/i18n";
import { audit } from "../evidence/audit.server";
import type { Acting } from "../identity/sessions.server";
import { db, type Db, type Tx } from "../platform/db.server";

/** A refused invitation as the pages and the JSON API answer it. */
export interface MailRefusal {
  kind: "mail-refused";
  reason: MailLimitReason;
  /** 429 for a limit of time (Retry-After), 403 for an address the company may not invite. */
  status: 403 | 429;
  /** In English (logs, the audit's details); `say` words it in a reader's language. */
  message: string;
  say: (t: Translate) => string;
  retryAfterSeconds: number | null;
}

/** A refusal's words in English and in any reader's language, from one wording. */
const worded = (words: (t: Translate) => string) => ({ message: words(englishT), say: words });

export class InvitationRefused extends Error {
  constructor(
    readonly refusal: MailRefusal,
    readonly event: {
      companyId: number;
      subject: { id: number; email: string } | null;
      details: { reason: MailLimitReason; invitations: number; limit: number | null; retryAfterSeconds: number | null };
    },
  ) {
    super(refusal.message);
  }
}

/** What the limits read of a company. */
export async function mailPolicy(q: Db | Tx, companyId: number) {
  const c = await q
    .selectFrom("companies")
    .select(["status", "contact_email", "daily_mail_quota", "invite_any_domain"])
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
  return { limit: dailyInvitationLimit(c), contactEmail: c.contact_email, anyDomain: c.invite_any_domain !== 0 };
}

/** The invitations a company has sent today (UTC) and may send. */
export async function invitationsToday(q: Db | Tx, companyId: number, limit: number, now: Date) {
  const row = await q
    .selectFrom("invitation_days")
    .select("invitations")
    .where("company_id", "=", companyId)
    .where("day", "=", quotaDay(now))
    .executeTakeFirst();
  const used = row?.invitations ?? 0;
  return { limit, used, left: Math.max(0, limit - used) };
}

/**
 * Takes `wanted` invitations of the company's quota for today, in the caller's transaction: one
 * statement that adds them to the day's count only while the sum stays within `limit` (see the
 * module's comment). False when they do not fit (nothing is counted).
 *
 * The guarantee: the count is checked and raised by one upsert, never read first and written
 * after. PostgreSQL (READ COMMITTED, any number of instances): a second transaction's insert of
 * the same day waits on the first's row, then takes the conflict branch against the row's latest
 * committed version, whose count the WHERE checks again; the row stays locked until the end of
 * the transaction whether or not the WHERE let it be updated, which also orders the person's
 * allowance after it. SQLite: the transaction already holds the database's write lock.
 * `wanted` and `limit` are compared here, not in SQL: PostgreSQL types two parameters compared
 * with each other as text ('34' <= '20000' is false).
 */
export async function takeInvitations(tx: Tx, companyId: number, wanted: number, limit: number, now: Date): Promise<boolean> {
  if (wanted <= 0) return true;
  if (wanted > limit) return false;
  const day = quotaDay(now);
  const { rows } = await sql<{ invitations: number }>`
    insert into invitation_days (company_id, day, invitations)
    values (${companyId}, ${day}, ${wanted})
    on conflict (company_id, day) do update set invitations = invitation_days.invitations + excluded.invitations
      where invitation_days.invitations + excluded.invitations <= ${limit}
    returning invitations`.execute(tx);
  return rows.length === 1;
}

/**
 * The limit of a count that is never refused (the super administrator's sends): the largest the
 * day's count can hold (an integer column, 32 bits on PostgreSQL, which refuses a larger
 * parameter compared with it).
 */
const NO_LIMIT = 2_147_483_647;

/** When the invitation mails of the last day to these people were queued, by person. */
export async function recentInvitations(q: Db | Tx, userIds: readonly number[], now: Date): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (userIds.length === 0) return out;
  const rows = await q
    .selectFrom("email_outbox")
    .select(["user_id", "created_at"])
    .where("user_id", "in", userIds)
    .where("kind", "in", INVITATION_KINDS)
    .where("created_at", ">", new Date(now.getTime() - 86_400_000).toISOString())
    .execute();
  for (const r of rows) if (r.user_id !== null) out.set(r.user_id, [...(out.get(r.user_id) ?? []), r.created_at]);
  return out;
}

/** The refusal of a person's allowance (cooldown or day), by its reason. */
export function personRefusal(email: string, limit: { reason: PersonLimitReason; retryAfterSeconds: number }): MailRefusal {
  const words = (t: Translate) => phraseIn(t, personLimitPhrase(email, limit));
  return { kind: "mail-refused", reason: limit.reason, status: 429, ...worded(words), retryAfterSeconds: limit.retryAfterSeconds };
}

/** The refusal of the company's daily quota. */
export function quotaRefusal(q: { limit: number; used: number; wanted: number }, now: Date): MailRefusal {
  const retryAfterSeconds = secondsToNextDay(now);
  return { kind: "mail-refused", reason: "company-quota", status: 429, ...worded((t) => MAIL_LIMIT_MSG.quota(q, t)), retryAfterSeconds };
}

/**
 * Checks and counts one invitation mail to a person of a company, in the caller's transaction,
 * before it is queued; throws InvitationRefused when a limit refuses it. `platform`: sent by the
 * super administrator, who sets the limits: counted in the company's day, never refused.
 */
export async function checkInvitationLimits(
  tx: Tx,
  i: { companyId: number; person: { id: number; email: string }; platform: boolean; now: Date },
): Promise<void> {
  if (i.platform) {
    await takeInvitations(tx, i.companyId, 1, NO_LIMIT, i.now);
    return;
  }
  const policy = await mailPolicy(tx, i.companyId);
  const refuse = (refusal: MailRefusal, limit: number | null): never => {
    const details = { reason: refusal.reason, invitations: 1, limit, retryAfterSeconds: refusal.retryAfterSeconds };
    throw new InvitationRefused(refusal, { companyId: i.companyId, subject: i.person, details });
  };
  if (!policy.anyDomain && !withinContactDomain(i.person.email, policy.contactEmail)) {
    refuse(
      {
        kind: "mail-refused",
        reason: "domain",
        status: 403,
        ...worded((t) => MAIL_LIMIT_MSG.domain(policy.contactEmail, t)),
        retryAfterSeconds: null,
      },
      null,
    );
  }
  // The quota first: on PostgreSQL its row lock orders the company's invitations (see above).
  if (!(await takeInvitations(tx, i.companyId, 1, policy.limit, i.now))) {
    const { used } = await invitationsToday(tx, i.companyId, policy.limit, i.now);
    refuse(quotaRefusal({ limit: policy.limit, used, wanted: 1 }, i.now), policy.limit);
  }
  const sent = (await recentInvitations(tx, [i.person.id], i.now)).get(i.person.id) ?? [];
  const person = personLimit(sent, i.now);
  if (person)
    refuse(personRefusal(i.person.email, person), person.reason === "person-day" ? PERSON_INVITATIONS.perDay : PERSON_INVITATIONS.burst);
}

/**
 * Runs an action whose transaction may send invitations; when a limit refused one (and the
 * transaction was rolled back), writes the refusal's audit event and answers the refusal.
 * `companyExists` false: the action created the company it would have invited for (which the
 * rollback undid), so the event goes to the platform's trail.
 */
export async function refusingInvitations<T>(
  actor: Acting | null,
  work: () => Promise<T>,
  opts: { companyExists?: boolean } = {},
): Promise<T | MailRefusal> {
  try {
    return await work();
  } catch (e) {
    if (!(e instanceof InvitationRefused)) throw e;
    await auditRefusal(actor, opts.companyExists === false ? null : e.event.companyId, e.event);
    return e.refusal;
  }
}

/**
 * The audit event of refused invitations, in a transaction of its own. Its subject is the person
 * when they exist after the rollback (a resend, a returning person), not one whose new account
 * was rolled back with the invitation (their id would be nobody's, or later someone else's).
 */
export async function auditRefusal(actor: Acting | null, companyId: number | null, e: InvitationRefused["event"]) {
  const kept =
    companyId !== null && e.subject
      ? await db()
          .selectFrom("users")
          .select(["id", "email"])
          .where("id", "=", e.subject.id)
          .where("email", "=", e.subject.email)
          .where("company_id", "=", companyId)
          .executeTakeFirst()
      : undefined;
  await audit(db(), {
    companyId,
    actor: actor?.user ?? null,
    subject: kept ?? null,
    action: "invitation.refused",
    details: { ...e.details, to: e.subject?.email ?? null },
    meta: actor?.meta ?? null,
  });
}

export const isMailRefusal = (v: unknown): v is MailRefusal =>
  typeof v === "object" && v !== null && (v as { kind?: unknown }).kind === "mail-refused";
