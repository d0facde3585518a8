import nodemailer, { type Transporter } from "nodemailer";
import type { Db, Tx } from "./db.server";
import { db, nowIso } from "./db.server";
import { env } from "./env.server";

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
      attachments: mail.attachments
        ? JSON.stringify(mail.attachments.map((a) => ({ ...a, content: a.content.toString("base64") })))
        : null,
      created_at: now,
      next_attempt_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const MAX_TRIES = 6;
const LEASE_MS = 120_000;
let transport: Transporter | undefined;
let transportUrl: string | undefined;

function transporter(): Transporter | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (!transport || transportUrl !== url) {
    transport = nodemailer.createTransport(url);
    transportUrl = url;
  }
  return transport;
}

/** Sends the due outbox mails once (retries with backoff); answers how many were sent. */
export async function sendDueMail(limit = 20): Promise<{ sent: number; failed: number }> {
  const t = transporter();
  if (!t) return { sent: 0, failed: 0 };
  const due = await db()
    .selectFrom("email_outbox")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowIso())
    .orderBy("id")
    .limit(limit)
    .execute();
  let sent = 0;
  let failed = 0;
  for (const m of due) {
    // Claim the row with a lease, so two workers (the server's and `npm run jobs`) never send it twice.
    const lease = await db()
      .updateTable("email_outbox")
      .set({ next_attempt_at: new Date(Date.now() + LEASE_MS).toISOString() })
      .where("id", "=", m.id)
      .where("status", "=", "pending")
      .where("next_attempt_at", "=", m.next_attempt_at)
      .executeTakeFirst();
    if (Number(lease.numUpdatedRows) !== 1) continue;
    try {
      const attachments = m.attachments
        ? (JSON.parse(m.attachments) as { filename: string; contentType: string; content: string }[]).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content, "base64"),
          }))
        : undefined;
      await t.sendMail({ from: env().MAIL_FROM, to: m.to_address, subject: m.subject, text: m.text_body, attachments });
      await db().updateTable("email_outbox").set({ status: "sent", sent_at: nowIso(), tries: m.tries + 1, last_error: null }).where("id", "=", m.id).execute();
      sent++;
    } catch (e) {
      const tries = m.tries + 1;
      const delayMs = Math.min(2 ** tries * 30_000, 6 * 3_600_000);
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
      failed++;
    }
  }
  return { sent, failed };
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | null = null;

/** Runs the outbox worker in the server process, and right after a mail is queued. */
export function startOutboxWorker(intervalMs = 5_000) {
  if (timer) return;
  timer = setInterval(kickOutbox, intervalMs);
  timer.unref();
}

export function kickOutbox() {
  if (!env().SMTP_URL || running) return;
  running = sendDueMail()
    .catch((e) => console.error("outbox worker:", e instanceof Error ? e.message : e))
    .finally(() => {
      running = null;
    });
}
