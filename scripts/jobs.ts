/** `npm run jobs`: sends the due mails of the outbox once (needs SMTP_URL). */
import { closeDb } from "../app/server/db.server";
import { env } from "../app/server/env.server";
import { sendDueMail } from "../app/server/mail.server";

if (!env().SMTP_URL) {
  console.log("SMTP_URL is not set: mail stays in the outbox.");
} else {
  const r = await sendDueMail(500);
  console.log(`mail: ${r.sent} sent, ${r.failed} failed (will retry)`);
}
await closeDb();
