import type { Transporter } from "nodemailer";
import { isPermanentFailure, type MailCircumstances, type MailKind, retryDelayMs, suppressionReason } from "../../domain/mail";
import { msg } from "../../i18n/msg";
import { type Brand, type Mail, mailIn } from "../../domain/mails";
import { mailSender } from "../../domain/settings";
import type { Db, Tx } from "../platform/db.server";
import { db, insertRows } from "../platform/db.server";
import { env } from "../platform/env.server";
import { ensureLanguage, loadedKit } from "../platform/i18n.server";
import { personLocale } from "./language.server";
import { log } from "../platform/log.server";
import { certificatePdfByNumber } from "../training/certificate-pdf.server";

export interface OutgoingMail {
  companyId: number | null;
  /** The person the mail is for: their delivery log, and no mail once they are deleted. */
  userId: number | null;
  kind: MailKind;
  to: string;
  mail: Mail;
  /** A certificate to attach: its PDF is rendered from the number when the mail is sent. */
  certificateNumber?: string | null;
}

/** The company's state and mail switches (what suppression looks at), null for no company. */
async function companyCircumstances(q: Db | Tx, companyId: number | null): Promise<MailCircumstances["company"]> {
  return (await companyOf(q, companyId)).company;
}

/** A company's state and switches, and its default language (the mail of those without their own). */
async function companyOf(q: Db | Tx, companyId: number | null): Promise<{ company: MailCircumstances["company"]; locale: string | null }> {
  if (companyId === null) return { company: null, locale: null };
  const c = await q
    .selectFrom("companies as c")
    .leftJoin("company_settings as s", "s.company_id", "c.id")
    .select([
      "c.status",
      "c.deleted_at",
      "s.enable_email_notifications",
      "s.enable_completion_emails",
      "s.enable_reminder_emails",
      "s.default_locale",
    ])
    .where("c.id", "=", companyId)
    .executeTakeFirst();
  return c ? { company: companyState(c), locale: c.default_locale } : { company: null, locale: null };
}

/** A company row with its settings' switches, as suppression sees it. */
function companyState(c: {
  status: string;
  deleted_at: string | null;
  enable_email_notifications: number | null;
  enable_completion_emails: number | null;
  enable_reminder_emails: number | null;
}): NonNullable<MailCircumstances["company"]> {
  return {
    status: c.status,
    deleted: c.deleted_at !== null,
    switches: {
      enableEmailNotifications: c.enable_email_notifications !== 0,
      enableCompletionEmails: c.enable_completion_emails !== 0,
      enableReminderEmails: c.enable_reminder_emails !== 0,
    },
  };
}

/** What suppression looks at for a mail to this person of this company, now. */
export async function mailCircumstances(q: Db | Tx, companyId: number | null, userId: number | null): Promise<MailCircumstances> {
  const recipient = userId === null ? undefined : await q.selectFrom("users").select("status").where("id", "=", userId).executeTakeFirst();
  return { company: await companyCircumstances(q, companyId), recipient: recipient ?? null };
}

/** Rows of one multi-row statement: well under SQLite's 32,766 bound parameters. */
const ROWS_PER_STATEMENT = 500;

/**
 * Writes mails to the outbox in the caller's transaction: pending for the worker, or recorded as
 * suppressed with the reason when the company's settings or state say it must not go out.
 * Answers each row's id and status, in order.
 */
export async function enqueueMails(
  q: Db | Tx,
  mails: readonly OutgoingMail[],
  now = new Date(),
): Promise<{ id: number; status: string }[]> {
  const at = now.toISOString();
  const companies = new Map<number | null, Awaited<ReturnType<typeof companyOf>>>();
  for (const id of new Set(mails.map((m) => m.companyId))) companies.set(id, await companyOf(q, id));
  const statuses = new Map<number, string>();
  const locales = new Map<number, string | null>();
  const userIds = [...new Set(mails.flatMap((m) => (m.userId === null ? [] : [m.userId])))];
  for (let i = 0; i < userIds.length; i += ROWS_PER_STATEMENT) {
    const rows = await q
      .selectFrom("users")
      .select(["id", "status", "locale"])
      .where("id", "in", userIds.slice(i, i + ROWS_PER_STATEMENT))
      .execute();
    for (const r of rows) {
      statuses.set(r.id, r.status);
      locales.set(r.id, r.locale);
    }
  }
  const out: { id: number; status: string }[] = [];
  for (let i = 0; i < mails.length; i += ROWS_PER_STATEMENT) {
    const batch = mails.slice(i, i + ROWS_PER_STATEMENT);
    const localeOf = (m: (typeof batch)[number]) =>
      personLocale(m.userId === null ? null : locales.get(m.userId), companies.get(m.companyId)?.locale);
    for (const locale of new Set(batch.map(localeOf))) await ensureLanguage(locale);
    const values = batch.map((m) => {
      const status = m.userId === null ? undefined : statuses.get(m.userId);
      const company = companies.get(m.companyId);
      const reason = suppressionReason(m.kind, { company: company?.company ?? null, recipient: status ? { status } : null });
      // Composed again in the recipient's language when the caller composed it without one.
      const mail = mailIn(m.mail, loadedKit(localeOf(m)));
      return {
        company_id: m.companyId,
        user_id: m.userId,
        kind: m.kind,
        to_address: m.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        certificate_number: m.certificateNumber ?? null,
        status: reason ? ("suppressed" as const) : ("pending" as const),
        status_reason: reason,
        created_at: at,
        next_attempt_at: at,
      };
    });
    out.push(...(await insertRows(q, "email_outbox", values, ["company_id", "user_id"]).returning(["id", "status"]).execute()));
  }
  return out;
}

/** Writes one mail to the outbox in the caller's transaction (see enqueueMails). */
export async function enqueueMail(q: Db | Tx, mail: OutgoingMail, now = new Date()) {
  return (await enqueueMails(q, [mail], now))[0];
}

/**
 * Takes the unsent mail of a person (deleted) or of a whole company (deleted) off the queue, in
 * the caller's transaction: the rows stay, suppressed with the reason the worker would give when
 * it came to them, so the mail log says why and no count of waiting mail includes them.
 */
export async function suppressUnsentMail(q: Tx, of: { userId: number } | { companyId: number }, reason: string) {
  let update = q.updateTable("email_outbox").set({ status: "suppressed", status_reason: reason }).where("status", "=", "pending");
  update = "userId" in of ? update.where("user_id", "=", of.userId) : update.where("company_id", "=", of.companyId);
  await update.execute();
}

/** A company's name and colours as its mail shows them. */
export async function brandOf(q: Db | Tx, companyId: number): Promise<Brand> {
  const row = await q
    .selectFrom("companies as c")
    .innerJoin("company_settings as s", "s.company_id", "c.id")
    .select(["c.name as companyName", "s.primary_color as primaryColor", "s.secondary_color as secondaryColor"])
    .where("c.id", "=", companyId)
    .executeTakeFirstOrThrow();
  return row;
}

/** While a worker holds a row it is sending, no other worker can claim it. */
const LEASE_MS = 120_000;
let transport: Transporter | undefined;
let transportUrl: string | undefined;

/** The SMTP transport; nodemailer is loaded when mail is first sent (kept out of idle memory). */
async function transporter(): Promise<Transporter | null> {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (!transport || transportUrl !== url) {
    const { default: nodemailer } = await import("nodemailer");
    // Bounded waits: a learner's "Email Certificate" tries delivery within the request.
    transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    transportUrl = url;
  }
  return transport;
}

/** The outbox rows with what sending needs: sender settings, and the company's and recipient's state now. */
const outbox = () =>
  db()
    .selectFrom("email_outbox as o")
    .leftJoin("companies as c", "c.id", "o.company_id")
    .leftJoin("company_settings as s", "s.company_id", "o.company_id")
    .leftJoin("users as u", "u.id", "o.user_id")
    .select([
      "o.id",
      "o.kind",
      "o.company_id",
      "o.to_address",
      "o.subject",
      "o.text_body",
      "o.html_body",
      "o.certificate_number",
      "o.next_attempt_at",
      "o.tries",
      "c.status as company_status",
      "c.deleted_at as company_deleted_at",
      "s.email_sender_name",
      "s.email_reply_to",
      "s.enable_email_notifications",
      "s.enable_completion_emails",
      "s.enable_reminder_emails",
      "u.status as user_status",
    ]);
type OutboxRow = Awaited<ReturnType<ReturnType<typeof outbox>["executeTakeFirstOrThrow"]>>;

/** Stored in English as the row's reason, translated where the log shows it. */
const CERTIFICATE_REVOKED = msg("The certificate has been revoked since the mail was queued.");

/** Marks a claimed row as not to be sent, with the reason. */
const suppress = (id: number, reason: string) =>
  db().updateTable("email_outbox").set({ status: "suppressed", status_reason: reason }).where("id", "=", id).execute();

type Outcome = "sent" | "retry" | "failed" | "suppressed" | "skipped";

/**
 * Claims a row with a lease (so two workers, the server's and `npm run jobs`, never send it
 * twice), checks again that it may go out (the company may have been suspended or switched the
 * mail off since), renders the certificate, sends, and records the outcome: sent, another try
 * later with backoff, or failed for good (an SMTP 5xx answer, or the last allowed try).
 */
async function sendOne(t: Transporter, m: OutboxRow, now: Date): Promise<Outcome> {
  const lease = await db()
    .updateTable("email_outbox")
    .set({ next_attempt_at: new Date(now.getTime() + LEASE_MS).toISOString() })
    .where("id", "=", m.id)
    .where("status", "=", "pending")
    .where("next_attempt_at", "=", m.next_attempt_at)
    .executeTakeFirst();
  if (Number(lease.numUpdatedRows) !== 1) return "skipped";
  const reason = suppressionReason(m.kind, {
    company: m.company_status === null ? null : companyState({ ...m, status: m.company_status, deleted_at: m.company_deleted_at }),
    recipient: m.user_status === null ? null : { status: m.user_status },
  });
  if (reason) {
    await suppress(m.id, reason);
    return "suppressed";
  }
  const tries = m.tries + 1;
  try {
    const pdf = m.certificate_number ? await certificatePdfByNumber(m.certificate_number) : null;
    if (m.certificate_number && !pdf) {
      await suppress(m.id, CERTIFICATE_REVOKED);
      return "suppressed";
    }
    await t.sendMail({
      from: mailSender(env().MAIL_FROM, m.email_sender_name),
      replyTo: m.email_reply_to ?? undefined,
      to: m.to_address,
      subject: m.subject,
      text: m.text_body,
      html: m.html_body ?? undefined,
      attachments: pdf
        ? [{ filename: `GDPR-Certificate-${m.certificate_number}.pdf`, contentType: "application/pdf", content: pdf }]
        : undefined,
    });
    await db()
      .updateTable("email_outbox")
      .set({ status: "sent", sent_at: new Date().toISOString(), tries, last_error: null })
      .where("id", "=", m.id)
      .execute();
    return "sent";
  } catch (e) {
    const final = isPermanentFailure(e) || tries >= env().MAIL_MAX_ATTEMPTS;
    log().warn({ err: e, outboxId: m.id, tries, final }, "mail delivery failed");
    await db()
      .updateTable("email_outbox")
      .set({
        tries,
        status: final ? "failed" : "pending",
        failed_at: final ? now.toISOString() : null,
        last_error: (e instanceof Error ? e.message : String(e)).slice(0, 500),
        next_attempt_at: new Date(now.getTime() + retryDelayMs(tries)).toISOString(),
      })
      .where("id", "=", m.id)
      .execute();
    return final ? "failed" : "retry";
  }
}

export interface SendCounts {
  sent: number;
  retry: number;
  failed: number;
  suppressed: number;
}

/** Sends the outbox mails due at `now` once; nothing without SMTP_URL (they stay queued). */
export async function sendDueMail(opts: { limit?: number; now?: Date } = {}): Promise<SendCounts> {
  const counts: SendCounts = { sent: 0, retry: 0, failed: 0, suppressed: 0 };
  const t = await transporter();
  if (!t) return counts;
  const now = opts.now ?? new Date();
  const due = await outbox()
    .where("o.status", "=", "pending")
    .where("o.next_attempt_at", "<=", now.toISOString())
    .orderBy("o.id")
    .limit(opts.limit ?? env().MAIL_BATCH_SIZE)
    .execute();
  for (const m of due) {
    const outcome = await sendOne(t, m, now);
    if (outcome !== "skipped") counts[outcome]++;
  }
  return counts;
}

/**
 * Tries to deliver one queued mail right away (the certificate the learner asked for);
 * true only when the mail server accepted it. Without SMTP it stays queued.
 */
export async function deliverNow(id: number): Promise<boolean> {
  const t = await transporter();
  if (!t) return false;
  const row = await outbox().where("o.id", "=", id).where("o.status", "=", "pending").executeTakeFirst();
  return row ? (await sendOne(t, row, new Date())) === "sent" : false;
}
