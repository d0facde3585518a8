/**
 * One mail worker in a process of its own (the two-workers test): sends what is due in the
 * database of DATABASE_PATH through SMTP_URL and prints its counts as JSON.
 */
import { sendDueMail } from "../../app/server/mail/outbox.server";
import { closeDb } from "../../app/server/platform/db.server";

const counts = await sendDueMail();
process.stdout.write(JSON.stringify(counts));
await closeDb();
