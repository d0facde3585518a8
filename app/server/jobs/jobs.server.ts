/**
 * The named jobs, run by the server's scheduler and by `npm run jobs` (cron). Each run holds the
 * job's lease (two processes never run one job at once) and logs one structured line with counts.
 */
import { dailyJobDue } from "../../domain/mail";
import { sendDueMail } from "../mail/outbox.server";
import { db } from "../platform/db.server";
import { env } from "../platform/env.server";
import { log } from "../platform/log.server";
import { purgeEndedHolds } from "../platform/rate-limit-holds.server";
import { purgeExpiredRateLimits } from "../platform/rate-limit-store.server";
import { purgeExpiredSsoReplay } from "../identity/sso-saml.server";
import { isDatabaseUnreachable } from "../platform/unavailable.server";
import { lastFinished, withJobLease } from "./leases.server";
import { applyRetention } from "./retention.server";
import {
  purgeExpiredSessions,
  queueAnnualReminders,
  queueCompletionDigests,
  queueFailureNotes,
  queueIntervalReminders,
  queueTrialNotices,
} from "./reminders.server";

type Job = (now: Date) => Promise<Record<string, number>>;

export const JOBS = {
  "send-due-mail": (now) => sendDueMail({ now }).then((c) => ({ ...c })),
  "annual-reminders": (now) => queueAnnualReminders(now).then((c) => ({ ...c })),
  "interval-reminders": (now) => queueIntervalReminders(now).then((c) => ({ ...c })),
  "completion-digest": (now) => queueCompletionDigests(now).then((c) => ({ ...c })),
  "failure-notes": (now) => queueFailureNotes(now).then((c) => ({ ...c })),
  "trial-notices": (now) => queueTrialNotices(now).then((c) => ({ ...c })),
  "purge-expired-sessions": purgeExpiredSessions,
  "purge-expired-rate-limits": async (now) => ({
    rateLimits: await purgeExpiredRateLimits(db(), now.getTime()),
    holds: await purgeEndedHolds(db(), now.getTime()),
  }),
  "purge-expired-sso-replay": purgeExpiredSsoReplay,
  retention: (now) => applyRetention(now).then((c) => ({ ...c })),
} satisfies Record<string, Job>;
export type JobName = keyof typeof JOBS;
export const JOB_NAMES = Object.keys(JOBS) as JobName[];
/** The jobs run once a day (from REMINDER_HOUR); the mail is sent every worker interval. */
const DAILY: JobName[] = JOB_NAMES.filter((n) => n !== "send-due-mail");

export const isJobName = (s: string): s is JobName => Object.hasOwn(JOBS, s);

/** Runs a job once under its lease: its counts, or null when another process is running it. */
export async function runJob(name: JobName, now = new Date()) {
  const started = performance.now();
  const counts = await withJobLease(name, now, () => JOBS[name](now));
  const ms = Math.round(performance.now() - started);
  if (counts) log().info({ job: name, ms, ...counts }, `job ${name}`);
  else log().info({ job: name, ms, skipped: "another process holds the lease" }, `job ${name} skipped`);
  return counts;
}

let timer: NodeJS.Timeout | undefined;
/** The tick under way, if any (a stop waits for it). */
let running: Promise<void> | undefined;
let stopped = false;

/** One tick of the scheduler: the due mail, then each daily job that has not run today (none once the scheduler is stopping). */
export async function schedulerTick(now = new Date()) {
  if (env().SMTP_URL && !stopped) await runJob("send-due-mail", now);
  for (const name of DAILY) {
    if (stopped) return;
    if (dailyJobDue(await lastFinished(name), now, env().REMINDER_HOUR)) await runJob(name, now);
  }
}

/** The server's own scheduler (JOB_SCHEDULER=on): a tick every MAIL_WORKER_INTERVAL_SECONDS, never two at once. */
export function startScheduler() {
  if (timer || env().JOB_SCHEDULER === "off") return;
  stopped = false;
  timer = setInterval(() => {
    if (running) return;
    running = schedulerTick()
      .catch((e) => {
        // (the engine logged the driver's error; the next tick tries again)
        if (isDatabaseUnreachable(e)) log().warn("job scheduler: the database is out of reach");
        else log().error({ err: e }, "job scheduler failed");
      })
      .finally(() => {
        running = undefined;
      });
  }, env().MAIL_WORKER_INTERVAL_SECONDS * 1000);
  timer.unref();
}

/**
 * Stops the scheduler (the server is stopping): no tick and no job starts any more; resolves when
 * the job under way has finished, and with it released its lease (withJobLease).
 */
export async function stopScheduler(): Promise<void> {
  stopped = true;
  clearInterval(timer);
  timer = undefined;
  await running;
}
