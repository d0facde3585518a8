/**
 * The reminder and daily-mail jobs (issue 9). Each mail is keyed in reminders_sent by (person,
 * kind, period): the key is inserted with insert-or-ignore in the same transaction as the outbox
 * row, so a key never sends twice, also when two workers run the job at once.
 */
import { sql } from "kysely";
import { displayName } from "../../domain/employees";
import {
  ANNUAL_REMINDER_DAYS_BEFORE,
  DAY_MS,
  annualReminderStage,
  intervalsSince,
  type MailKind,
  previousDay,
  suppressionReason,
} from "../../domain/mail";
import {
  annualReminderMail,
  completionDigestMail,
  failureNoteMail,
  intervalReminderMail,
  invitationMail,
  type Mail,
  trialNoticeMail,
} from "../../domain/mails";
import { TRIAL_NOTICE_DAYS, trialNoticeDue } from "../../domain/companies";
import { sendInvitation } from "../identity/invitations.server";
import { brandOf, enqueueMail, mailCircumstances } from "../mail/outbox.server";
import { db, type Tx } from "../platform/db.server";
import { env } from "../platform/env.server";
import { nextTurn } from "../platform/event-loop.server";
import { type Tenant, tenantOfSlug } from "../platform/tenant.server";

/**
 * Inserts the key (person, kind, period) and, only when it is new, runs `send` in the same
 * transaction: answers whether this call sent it.
 */
async function once(key: { userId: number; kind: string; period: string }, now: Date, send: (tx: Tx) => Promise<void>) {
  return db()
    .transaction()
    .execute(async (tx) => {
      const r = await tx
        .insertInto("reminders_sent")
        .values({ user_id: key.userId, kind: key.kind, period_key: key.period, sent_at: now.toISOString() })
        .onConflict((oc) => oc.columns(["user_id", "kind", "period_key"]).doNothing())
        .executeTakeFirst();
      if (Number(r.numInsertedOrUpdatedRows) !== 1) return false;
      await send(tx);
      return true;
    });
}

/** The tenants of a job run, looked up once per company (links and colours). */
function tenants() {
  const known = new Map<string, Promise<Tenant | undefined>>();
  return (slug: string) => {
    if (!known.has(slug)) known.set(slug, tenantOfSlug(slug));
    return known.get(slug)!;
  };
}

const origin = () => new URL(env().PUBLIC_URL).origin;
const signInLink = (t: Tenant, role: string) => `${origin()}${t.base}/${role === "admin" ? "admin" : "employee"}/login`;

/**
 * Companies still on the platform, not suspended and not at the end of their trial (their
 * training is paused: docs/decisions/017-trials-end.md): the only ones that get reminders.
 */
const liveCompanies = (now: Date) =>
  db()
    .selectFrom("companies as co")
    .innerJoin("company_settings as s", "s.company_id", "co.id")
    .where("co.status", "!=", "suspended")
    .where("co.deleted_at", "is", null)
    .where((eb) =>
      eb.or([eb("co.status", "!=", "trial"), eb("co.trial_ends_at", "is", null), eb("co.trial_ends_at", ">", now.toISOString())]),
    );

/** Rows a job reads at once (by person): between two pages the event loop serves the pages waiting. */
const PAGE = 1000;

/**
 * The rows of a query over the people of every company, read page by page in the order of their
 * ids (`page(after, limit)` answers the next rows after that id), with a turn of the event loop
 * between pages: a job over a large platform never stops the web pages for longer than a page
 * (one query over 50,000 people held the event loop 0.3-0.4 s: docs/decisions/009-speed.md).
 * Each row is handled before the next page is read; a page only holds people after the ones
 * handled, whose rows what was handled does not change.
 */
export async function* pagesByPerson<T extends { id: number }>(page: (after: number, limit: number) => Promise<T[]>, size = PAGE) {
  let after = 0;
  for (;;) {
    const rows = await page(after, size);
    yield* rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1].id;
    await nextTurn();
  }
}

export interface ReminderCounts {
  queued: number;
  suppressed: number;
}

const count = (c: ReminderCounts, status: string) => {
  if (status === "suppressed") c.suppressed++;
  else c.queued++;
};

/**
 * Annual reminders: a current certificate within 30 days of its expiry gets one reminder, and
 * one more from its expiry on (none for certificates that never expire, or in companies whose
 * certificates no longer do). A retrained person holds a new certificate: the old one is
 * superseded (or revoked by a reset) and its reminders end with it.
 */
export async function queueAnnualReminders(now: Date): Promise<ReminderCounts> {
  const counts: ReminderCounts = { queued: 0, suppressed: 0 };
  const rows = await liveCompanies(now)
    .innerJoin("certificates as c", "c.company_id", "co.id")
    .innerJoin("users as u", "u.id", "c.user_id")
    .select(["c.number", "c.valid_until", "u.id as user_id", "u.email", "u.first_name", "u.role", "co.id as company_id", "co.slug"])
    .where("c.revoked_at", "is", null)
    // a certificate replaced by a later one in the chain gets no more reminders
    .where("c.superseded_at", "is", null)
    .where("c.valid_until", "is not", null)
    .where("c.valid_until", "<=", new Date(now.getTime() + ANNUAL_REMINDER_DAYS_BEFORE * DAY_MS).toISOString())
    .where("s.certificate_validity_days", "!=", -1)
    .where("u.status", "!=", "deactivated")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("reminders_sent as r")
            .select("r.id")
            .whereRef("r.user_id", "=", "u.id")
            .where("r.kind", "=", "annual-expired")
            .whereRef("r.period_key", "=", "c.number"),
        ),
      ),
    )
    .orderBy("c.id")
    .execute();
  const tenantOf = tenants();
  for (const r of rows) {
    const stage = annualReminderStage(r.valid_until, now);
    const tenant = await tenantOf(r.slug);
    if (!stage || !tenant || !r.valid_until) continue;
    const validUntil = r.valid_until;
    await once({ userId: r.user_id, kind: `annual-${stage}`, period: r.number }, now, async (tx) => {
      const mail = annualReminderMail({
        ...(await brandOf(tx, r.company_id)),
        firstName: r.first_name,
        number: r.number,
        validUntil,
        stage,
        link: signInLink(tenant, r.role),
      });
      count(
        counts,
        (await enqueueMail(tx, { companyId: r.company_id, userId: r.user_id, kind: "annual-reminder", to: r.email, mail }, now)).status,
      );
    });
  }
  return counts;
}

/** No reminder queued and not yet sent for the person: at most one open reminder each. */
const noOpenReminder = (userRef: "u.id") =>
  sql<boolean>`not exists (select 1 from email_outbox o where o.user_id = ${sql.ref(userRef)} and o.kind = 'interval-reminder' and o.status = 'pending')`;

/**
 * Interval reminders, every reminderIntervalDays: invited employees who have not accepted get
 * their invitation again with a new link (the earlier one ends), enrolled employees who have not
 * completed get a reminder to continue. At most one open reminder per person; none once the
 * person completed, was deleted, or the company was suspended or deleted.
 */
export async function queueIntervalReminders(now: Date): Promise<ReminderCounts> {
  const counts: ReminderCounts = { queued: 0, suppressed: 0 };
  const tenantOf = tenants();
  await remindInvited(now, counts, tenantOf);
  await remindEnrolled(now, counts, tenantOf);
  return counts;
}

/** Invited employees whose last invitation is an interval old: invited again (or the reminder recorded, not sent). */
async function remindInvited(now: Date, counts: ReminderCounts, tenantOf: ReturnType<typeof tenants>) {
  const invited = pagesByPerson((after, limit) =>
    liveCompanies(now)
      .innerJoin("users as u", "u.company_id", "co.id")
      .innerJoin("invitations as i", "i.user_id", "u.id")
      .select([
        "u.id",
        "u.email",
        "u.first_name",
        "u.last_name",
        "co.id as company_id",
        "co.slug",
        "s.reminder_interval_days",
        "i.id as invitation_id",
        "i.created_at",
      ])
      .where("u.role", "=", "employee")
      .where("u.status", "=", "invited")
      .where("i.used_at", "is", null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("invitations as later").select("later.id").whereRef("later.user_id", "=", "u.id").whereRef("later.id", ">", "i.id"),
          ),
        ),
      )
      .where(noOpenReminder("u.id"))
      .where("u.id", ">", after)
      .orderBy("u.id")
      .limit(limit)
      .execute(),
  );
  for await (const p of invited) {
    if (intervalsSince(p.created_at, p.reminder_interval_days, now) < 1) continue;
    const tenant = await tenantOf(p.slug);
    if (!tenant) continue;
    await once({ userId: p.id, kind: "interval-invited", period: `invitation:${p.invitation_id}` }, now, async (tx) => {
      const scope = { companyId: p.company_id };
      const why = suppressionReason("interval-reminder", await mailCircumstances(tx, p.company_id, p.id));
      if (why) {
        // Recorded, not sent: and the person's current link stays valid.
        const mail = invitationMail({
          ...(await brandOf(tx, p.company_id)),
          firstName: p.first_name,
          link: signInLink(tenant, "employee"),
          expiresAt: now.toISOString(),
          role: "employee",
          resent: true,
        });
        count(
          counts,
          (await enqueueMail(tx, { companyId: p.company_id, userId: p.id, kind: "interval-reminder", to: p.email, mail }, now)).status,
        );
        return;
      }
      await sendInvitation(tx, null, { scope, tenant, person: p, role: "employee", resent: true, reminder: true });
      counts.queued++;
    });
  }
}

/** Enrolled employees who have not completed, once each interval since their enrolment. */
async function remindEnrolled(now: Date, counts: ReminderCounts, tenantOf: ReturnType<typeof tenants>) {
  const enrolled = pagesByPerson((after, limit) =>
    liveCompanies(now)
      .innerJoin("users as u", "u.company_id", "co.id")
      .innerJoin("enrollments as e", (j) => j.onRef("e.user_id", "=", "u.id").onRef("e.company_id", "=", "co.id"))
      .select([
        "u.id",
        "u.email",
        "u.first_name",
        "co.id as company_id",
        "co.slug",
        "s.reminder_interval_days",
        "e.created_at",
        "e.modules_completed",
      ])
      .where("u.role", "=", "employee")
      .where("u.status", "=", "active")
      .where("e.status", "!=", "completed")
      .where(noOpenReminder("u.id"))
      .where("u.id", ">", after)
      .orderBy("u.id")
      .limit(limit)
      .execute(),
  );
  for await (const p of enrolled) {
    const n = intervalsSince(p.created_at, p.reminder_interval_days, now);
    const tenant = await tenantOf(p.slug);
    if (n < 1 || !tenant) continue;
    await once({ userId: p.id, kind: "interval-enrolled", period: String(n) }, now, async (tx) => {
      const mail = intervalReminderMail({
        ...(await brandOf(tx, p.company_id)),
        firstName: p.first_name,
        stage: "enrolled",
        modulesCompleted: p.modules_completed ?? 0,
        link: signInLink(tenant, "employee"),
      });
      count(
        counts,
        (await enqueueMail(tx, { companyId: p.company_id, userId: p.id, kind: "interval-reminder", to: p.email, mail }, now)).status,
      );
    });
  }
}

/** The active administrators of a company: who gets its daily mails. */
const adminsOf = (companyId: number) =>
  db()
    .selectFrom("users")
    .select(["id", "email", "first_name"])
    .where("company_id", "=", companyId)
    .where("role", "=", "admin")
    .where("status", "=", "active")
    .execute();

/** One daily mail per administrator of each company with something to report, keyed by the day. */
async function dailyToAdmins<T extends { company_id: number; slug: string }>(
  now: Date,
  kind: MailKind,
  rows: T[],
  compose: (tenant: Tenant, rows: T[], admin: { first_name: string }, day: string, tx: Tx) => Promise<Mail>,
): Promise<ReminderCounts> {
  const counts: ReminderCounts = { queued: 0, suppressed: 0 };
  const day = previousDay(now);
  const byCompany = new Map<number, T[]>();
  for (const r of rows) byCompany.set(r.company_id, [...(byCompany.get(r.company_id) ?? []), r]);
  const tenantOf = tenants();
  for (const [companyId, items] of byCompany) {
    const tenant = await tenantOf(items[0].slug);
    if (!tenant) continue;
    for (const admin of await adminsOf(companyId)) {
      await once({ userId: admin.id, kind, period: day.key }, now, async (tx) => {
        const mail = await compose(tenant, items, admin, day.key, tx);
        count(counts, (await enqueueMail(tx, { companyId, userId: admin.id, kind, to: admin.email, mail }, now)).status);
      });
    }
  }
  return counts;
}

/** The company administrators' daily summary of yesterday's completions (none when nobody completed). */
export async function queueCompletionDigests(now: Date): Promise<ReminderCounts> {
  const day = previousDay(now);
  const rows = await liveCompanies(now)
    .innerJoin("enrollments as e", "e.company_id", "co.id")
    .innerJoin("users as u", "u.id", "e.user_id")
    .leftJoin("certificates as c", (j) =>
      j.onRef("c.user_id", "=", "u.id").on("c.revoked_at", "is", null).on("c.superseded_at", "is", null),
    )
    .select(["co.id as company_id", "co.slug", "u.email", "u.first_name", "u.last_name", "c.number"])
    .where("u.role", "=", "employee")
    .where("e.status", "=", "completed")
    .where("e.completed_at", ">=", day.start)
    .where("e.completed_at", "<", day.end)
    .orderBy("e.completed_at")
    .execute();
  return dailyToAdmins(now, "completion-digest", rows, async (tenant, items, admin, key, tx) =>
    completionDigestMail({
      ...(await brandOf(tx, tenant.id)),
      firstName: admin.first_name,
      day: key,
      completions: items.map((i) => ({ name: displayName(i), email: i.email, certificate: i.number })),
      dashboardLink: `${origin()}${tenant.base}/admin/dashboard/completions`,
    }),
  );
}

/** The company administrators' daily note of yesterday's mails that failed for good. */
export async function queueFailureNotes(now: Date): Promise<ReminderCounts> {
  const day = previousDay(now);
  const rows = await liveCompanies(now)
    .innerJoin("email_outbox as o", "o.company_id", "co.id")
    .select(["co.id as company_id", "co.slug", "o.to_address", "o.subject", "o.last_error"])
    .where("o.status", "=", "failed")
    .where("o.kind", "!=", "failure-note")
    .where("o.failed_at", ">=", day.start)
    .where("o.failed_at", "<", day.end)
    .orderBy("o.id")
    .execute();
  return dailyToAdmins(now, "failure-note", rows, async (tenant, items, admin, key, tx) =>
    failureNoteMail({
      ...(await brandOf(tx, tenant.id)),
      firstName: admin.first_name,
      day: key,
      failures: items.map((i) => ({ to: i.to_address, subject: i.subject, error: i.last_error })),
      dashboardLink: `${origin()}${tenant.base}/admin/dashboard`,
    }),
  );
}

/** Sessions past their end: deleted (they are no evidence; invitations are, and stay). */
export async function purgeExpiredSessions(now: Date): Promise<{ sessions: number }> {
  const r = await db().deleteFrom("sessions").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return { sessions: Number(r.numDeletedRows) };
}

/**
 * The trial notices (issue 24): each administrator of a company whose trial ends within the next
 * seven days gets one mail 7 days before and one 1 day before (trialNoticeDue), keyed in
 * reminders_sent by the trial's end, so a trial that is extended gets its notices again before
 * its new end, and a run that missed the 7-day notice sends only the one due now.
 */
export async function queueTrialNotices(now: Date): Promise<ReminderCounts> {
  const counts: ReminderCounts = { queued: 0, suppressed: 0 };
  const latest = Math.max(...TRIAL_NOTICE_DAYS);
  const rows = await db()
    .selectFrom("companies as co")
    .innerJoin("users as u", "u.company_id", "co.id")
    .select(["co.id as company_id", "co.slug", "co.trial_ends_at", "u.id as user_id", "u.email", "u.first_name"])
    .where("co.status", "=", "trial")
    .where("co.deleted_at", "is", null)
    .where("co.trial_ends_at", ">", now.toISOString())
    .where("co.trial_ends_at", "<=", new Date(now.getTime() + latest * DAY_MS).toISOString())
    .where("u.role", "=", "admin")
    .where("u.status", "!=", "deactivated")
    .orderBy("co.id")
    .orderBy("u.id")
    .execute();
  const tenantOf = tenants();
  for (const r of rows) {
    const due = trialNoticeDue(r.trial_ends_at, now);
    const tenant = await tenantOf(r.slug);
    if (!due || !tenant || !r.trial_ends_at) continue;
    const trialEndsAt = r.trial_ends_at;
    await once({ userId: r.user_id, kind: `trial-notice-${due}`, period: trialEndsAt }, now, async (tx) => {
      const mail = trialNoticeMail({
        ...(await brandOf(tx, r.company_id)),
        firstName: r.first_name,
        trialEndsAt,
        daysBefore: due,
        contact: env().CONTACT_EMAIL ?? null,
        link: signInLink(tenant, "admin"),
      });
      count(
        counts,
        (await enqueueMail(tx, { companyId: r.company_id, userId: r.user_id, kind: "trial-notice", to: r.email, mail }, now)).status,
      );
    });
  }
  return counts;
}
