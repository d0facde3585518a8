/**
 * What the company administrator sees of the mail: per employee, and the failures on the
 * dashboard. Its words are in the language of the given translator (the page's: the loader
 * passes its `t`; English without one). Subjects are the mails' own, in their recipient's language.
 */
import { englishT } from "../../domain/english";
import { DAY_MS, MAIL_KIND_LABEL, NOT_CONFIGURED } from "../../domain/mail";
import type { Translate } from "../../i18n/i18n";
import type { CompanyScope } from "../identity/sessions.server";
import { db } from "../platform/db.server";
import { env } from "../platform/env.server";

/** The state of one outbox row in words, for the admin (without SMTP, pending mail says so). */
export function deliveryState(
  row: { status: string; tries: number; last_error: string | null; status_reason: string | null },
  t: Translate = englishT,
): string {
  switch (row.status) {
    case "sent":
      return t("Sent");
    case "failed":
      return row.last_error ? t("Failed: {error}", { error: row.last_error }) : t("Failed");
    case "suppressed": {
      // the stored reason is one of domain/mail.ts SUPPRESSED's keys (or a revoked certificate's)
      const reason = row.status_reason ? t(row.status_reason) : t("switched off");
      return t("Not sent: {reason}", { reason });
    }
    default:
      if (!env().SMTP_URL) return t(NOT_CONFIGURED);
      if (row.tries === 0) return t("Queued");
      return row.last_error
        ? t("Queued, will retry ({count, plural, one {# try} other {# tries}} so far: {error})", {
            count: row.tries,
            error: row.last_error,
          })
        : t("Queued, will retry ({count, plural, one {# try} other {# tries}} so far: refused)", { count: row.tries });
  }
}

/** An employee of the company (also a deleted one: their history stays visible) with their mail, newest first. */
export async function employeeMailLog(scope: CompanyScope, employeeId: number, t: Translate = englishT) {
  const person = await db()
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "email", "status"])
    .where("id", "=", employeeId)
    .where("company_id", "=", scope.companyId)
    .where("role", "=", "employee")
    .executeTakeFirst();
  if (!person) return null;
  const rows = await db()
    .selectFrom("email_outbox")
    .select(["id", "kind", "to_address", "subject", "status", "status_reason", "tries", "last_error", "created_at", "sent_at", "failed_at"])
    .where("company_id", "=", scope.companyId)
    .where("user_id", "=", person.id)
    .orderBy("id", "desc")
    .limit(200)
    .execute();
  return {
    person,
    mails: rows.map((r) => ({
      id: r.id,
      what: MAIL_KIND_LABEL[r.kind] ? t(MAIL_KIND_LABEL[r.kind]) : r.kind,
      to: r.to_address,
      subject: r.subject,
      status: r.status,
      state: deliveryState(r, t),
      queuedAt: r.created_at,
      at: r.sent_at ?? r.failed_at,
    })),
  };
}

/** Days back the dashboard's failure notice looks. */
const NOTICE_DAYS = 30;

/**
 * The dashboard's notices: the mails of the last 30 days that failed for good (with their
 * people), and how many mails wait while no mail server is configured.
 */
export async function deliveryNotices(scope: CompanyScope, now = new Date()) {
  const since = new Date(now.getTime() - NOTICE_DAYS * DAY_MS).toISOString();
  const failed = await db()
    .selectFrom("email_outbox")
    .select(["id", "user_id", "to_address", "subject", "last_error", "failed_at"])
    .where("company_id", "=", scope.companyId)
    .where("status", "=", "failed")
    .where("failed_at", ">=", since)
    .orderBy("failed_at", "desc")
    .limit(20)
    .execute();
  const waiting = env().SMTP_URL ? 0 : await waitingMail({ companyId: scope.companyId });
  return { failed, waiting };
}

/**
 * How many mails wait for a mail server (pending while SMTP_URL is unset): a company's, or the
 * whole platform's (its own mail and that of the companies not deleted). Mail to a person deleted
 * since it was queued does not count: it will never go out (deleting suppresses it; rows queued
 * before that rule are left out here).
 */
export async function waitingMail(of: { companyId: number } | "platform"): Promise<number> {
  const row = await db()
    .selectFrom("email_outbox as o")
    .leftJoin("users as u", "u.id", "o.user_id")
    .leftJoin("companies as c", "c.id", "o.company_id")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("o.status", "=", "pending")
    .where((eb) => eb.or([eb("u.id", "is", null), eb("u.status", "!=", "deactivated")]))
    .where((eb) =>
      of === "platform" ? eb.or([eb("o.company_id", "is", null), eb("c.deleted_at", "is", null)]) : eb("o.company_id", "=", of.companyId),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
