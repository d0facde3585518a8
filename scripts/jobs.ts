/** `npm run jobs`: sends the due mails of the outbox once (needs SMTP_URL). */
import { closeDb } from "../app/server/platform/db.server";
import { env } from "../app/server/platform/env.server";
import { sendDueMail } from "../app/server/mail/outbox.server";

if (!env().SMTP_URL) {
  console.log("SMTP_URL is not set: mail stays in the outbox.");
} else {
  const r = await sendDueMail(500);
  console.log(`mail: ${r.sent} sent, ${r.failed} failed (will retry)`);
}
await closeDb();
