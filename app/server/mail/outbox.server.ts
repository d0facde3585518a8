import nodemailer, { type Transporter } from "nodemailer";
import { mailSender } from "../../domain/settings";
import type { Db, Tx } from "../platform/db.server";
import { db, nowIso } from "../platform/db.server";
import { env } from "../platform/env.server";
import { log } from "../platform/log.server";
import type { DB } from "../platform/schema";

export interface OutgoingMail {
  companyId: number | null;
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** Writes a mail to the outbox, in the caller's transaction: it is sent by the worker. */
export async function enqueueMail(q: Db | Tx, mail: OutgoingMail) {
  const now = nowIso();
  const row = await q
    .insertInto("email_outbox")
    .values({
      company_id: mail.companyId,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      attachments: mail.attachments ? JSON.stringify(mail.attachments.map((a) => ({ ...a, content: a.content.toString("base64") }))) : null,
      created_at: now,
      next_attempt_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes many mails to the outbox at once (the bulk import's invitations), in the caller's transaction. */
export async function enqueueMails(q: Db | Tx, mails: readonly Omit<OutgoingMail, "attachments">[]) {
  const now = nowIso();
  // Rows of one statement: six parameters each, well under SQLite's 32,766.
  for (let i = 0; i < mails.length; i += 500) {
    await q
      .insertInto("email_outbox")
      .values(
        mails.slice(i, i + 500).map((mail) => ({
          company_id: mail.companyId,
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          attachments: null,
          created_at: now,
          next_attempt_at: now,
        })),
      )
      .execute();
  }
}

const MAX_TRIES = 6;
const LEASE_MS = 120_000;
let transport: Transporter | undefined;
let transportUrl: string | undefined;

function transporter(): Transporter | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (!transport || transportUrl !== url) {
    // Bounded waits: a learner's "Email Certificate" tries delivery within the request.
    transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    transportUrl = url;
  }
  return transport;
}

type OutboxRow = Pick<DB["email_outbox"], "to_address" | "subject" | "text_body" | "attachments" | "next_attempt_at"> & {
  id: number;
  tries: number;
  /** The company's sender name and reply-to address from its settings, at sending time. */
  email_sender_name: string | null;
  email_reply_to: string | null;
};

/**
 * Claims a row with a lease (so two workers, the server's and `npm run jobs`, never send it
 * twice), sends it and records the outcome: sent, or another try later with backoff.
 */
async function sendOne(t: Transporter, m: OutboxRow): Promise<"sent" | "failed" | "skipped"> {
  const lease = await db()
    .updateTable("email_outbox")
    .set({ next_attempt_at: new Date(Date.now() + LEASE_MS).toISOString() })
    .where("id", "=", m.id)
    .where("status", "=", "pending")
    .where("next_attempt_at", "=", m.next_attempt_at)
    .executeTakeFirst();
  if (Number(lease.numUpdatedRows) !== 1) return "skipped";
  try {
    const attachments = m.attachments
      ? (JSON.parse(m.attachments) as { filename: string; contentType: string; content: string }[]).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, "base64"),
        }))
      : undefined;
    await t.sendMail({
      from: mailSender(env().MAIL_FROM, m.email_sender_name),
      replyTo: m.email_reply_to ?? undefined,
      to: m.to_address,
      subject: m.subject,
      text: m.text_body,
      attachments,
    });
    await db()
      .updateTable("email_outbox")
      .set({ status: "sent", sent_at: nowIso(), tries: m.tries + 1, last_error: null })
      .where("id", "=", m.id)
      .execute();
    return "sent";
  } catch (e) {
    const tries = m.tries + 1;
    const delayMs = Math.min(2 ** tries * 30_000, 6 * 3_600_000);
    log().warn({ err: e, outboxId: m.id, tries }, "mail delivery failed");
    await db()
      .updateTable("email_outbox")
      .set({
        tries,
        status: tries >= MAX_TRIES ? "failed" : "pending",
        last_error: e instanceof Error ? e.message.slice(0, 500) : String(e).slice(0, 500),
        next_attempt_at: new Date(Date.now() + delayMs).toISOString(),
      })
      .where("id", "=", m.id)
      .execute();
    return "failed";
  }
}

/** The outbox rows with their company's sender settings (none for mail of no company). */
const outbox = () =>
  db()
    .selectFrom("email_outbox as o")
    .leftJoin("company_settings as s", "s.company_id", "o.company_id")
    .select([
      "o.id",
      "o.to_address",
      "o.subject",
      "o.text_body",
      "o.attachments",
      "o.next_attempt_at",
      "o.tries",
      "s.email_sender_name",
      "s.email_reply_to",
    ]);

/** Sends the due outbox mails once (retries with backoff); answers how many were sent. */
export async function sendDueMail(limit = 20): Promise<{ sent: number; failed: number }> {
  const t = transporter();
  if (!t) return { sent: 0, failed: 0 };
  const due = await outbox()
    .where("o.status", "=", "pending")
    .where("o.next_attempt_at", "<=", nowIso())
    .orderBy("o.id")
    .limit(limit)
    .execute();
  let sent = 0;
  let failed = 0;
  for (const m of due) {
    const outcome = await sendOne(t, m);
    if (outcome === "sent") sent++;
    if (outcome === "failed") failed++;
  }
  return { sent, failed };
}

/**
 * Tries to deliver one queued mail right away (the certificate the learner asked for);
 * true only when the mail server accepted it. Without SMTP it stays queued.
 */
export async function deliverNow(id: number): Promise<boolean> {
  const t = transporter();
  if (!t) return false;
  const row = await outbox().where("o.id", "=", id).where("o.status", "=", "pending").executeTakeFirst();
  return row ? (await sendOne(t, row)) === "sent" : false;
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | null = null;

/** Runs the outbox worker in the server process, and right after a mail is queued. */
export function startOutboxWorker(intervalMs = 5_000) {
  if (timer) return;
  timer = setInterval(kickOutbox, intervalMs);
  timer.unref();
}

function kickOutbox() {
  if (!env().SMTP_URL || running) return;
  running = sendDueMail()
    .catch((e) => log().error({ err: e }, "outbox worker failed"))
    .finally(() => {
      running = null;
    });
}
