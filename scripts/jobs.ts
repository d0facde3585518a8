/**
 * `npm run jobs [name...]`: runs the named jobs once (all of them without names), for cron;
 * each logs one structured line with its counts.
 */
import { isJobName, JOB_NAMES, runJob } from "../app/server/jobs/jobs.server";
import { closeDb } from "../app/server/platform/db.server";
import { configurationOrExit, log } from "../app/server/platform/log.server";

const asked = process.argv.slice(2);
const unknown = asked.filter((n) => !isJobName(n));
if (unknown.length > 0) {
  console.error(`Unknown job: ${unknown.join(", ")}. Jobs: ${JOB_NAMES.join(", ")}`);
  process.exit(2);
}
if (!configurationOrExit().SMTP_URL) log().info("Mail is not configured (SMTP_URL is unset): mail stays queued in the outbox.");
for (const name of asked.length > 0 ? asked.filter(isJobName) : JOB_NAMES) await runJob(name);
await closeDb();
