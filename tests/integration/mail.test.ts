/**
 * Mail and reminders (issue 9) against a real SMTP server: every mail's recipient, subject, both
 * parts, links and attachment; retries and permanent failures; no duplicates with two workers;
 * reminders due and not due with the clock given to the jobs; the company's switches; a
 * suspended company; the admin's delivery log and notices.
 */
import { withJobLease } from "../../app/server/jobs/leases.server";
import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as dashboard from "../../app/routes/admin/dashboard";
import * as employeeMail from "../../app/routes/admin/employee-mail";
import * as employees from "../../app/routes/admin/employees";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as profile from "../../app/routes/learner/profile";
import { NOT_CONFIGURED, SUPPRESSED } from "../../app/domain/mail";
import { sendInvitation } from "../../app/server/identity/invitations.server";
import { runJob } from "../../app/server/jobs/jobs.server";
import {
  queueAnnualReminders,
  queueCompletionDigests,
  queueFailureNotes,
  queueIntervalReminders,
  pagesByPerson,
} from "../../app/server/jobs/reminders.server";
import { type SendCounts, sendDueMail } from "../../app/server/mail/outbox.server";
import { readFlash } from "../../app/server/platform/cookies.server";
import { db } from "../../app/server/platform/db.server";
import { resetEnvCache } from "../../app/server/platform/env.server";
import { completeTraining, createUser } from "../support/factory";
import { Browser, run } from "../support/http";
import { companyWithAdmin } from "../support/journeys";
import { startSmtp } from "../support/smtp";
import { pdfText } from "../support/pdf";

const DAY = 86_400_000;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_MAX_ATTEMPTS = "3";
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_MAX_ATTEMPTS;
  resetEnvCache();
  await smtp.close();
});

/** A company of its own with a signed-in administrator. */
const company = (opts: { validityDays?: number } = {}) => companyWithAdmin({ name: "Mail & <Pharma>", ...opts });

const addEmployee = (b: Browser, base: string, email: string, firstName = "Nina") =>
  run(employees.action, b, `${base}/admin/dashboard?index`, { form: { intent: "add", firstName, lastName: "New", email } });

const userId = async (email: string) =>
  (await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
const outboxOf = (email: string) => db().selectFrom("email_outbox").selectAll().where("to_address", "=", email).orderBy("id").execute();
const mailTo = (email: string) => smtp.received.filter((m) => m.to === email);
/** Sends until nothing more is due at `now`. */
async function drain(now = new Date()) {
  for (let i = 0; i < 20; i++) {
    const c = await sendDueMail({ now, limit: 100 });
    if (c.sent + c.retry + c.failed + c.suppressed === 0) return;
  }
}

describe("every mail through the SMTP server", () => {
  it("employee invitation: text and HTML with a working link; resent invitation ends the old link", async () => {
    const { base, b, co } = await company();
    const add = await addEmployee(b, base, "nina@mail.example");
    expect(add.status).toBe(302);
    await drain();
    const [mail] = mailTo("nina@mail.example");
    expect(mail.header("subject")).toBe("Your invitation to the GDPR training of Mail & <Pharma>");
    const link = /http:\/\/localhost:3000\/company\/[a-z0-9-]+\/employee\/login\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toContain(`/company/${co.slug}/employee/login?token=`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain("Mail &amp; &lt;Pharma&gt;");
    expect((await outboxOf("nina@mail.example"))[0]).toMatchObject({
      kind: "employee-invitation",
      status: "sent",
      user_id: await userId("nina@mail.example"),
    });

    // resent: a new link; the first one no longer works
    await run(employees.action, b, `${base}/admin/dashboard?index`, {
      form: { intent: "resend", employeeId: await userId("nina@mail.example") },
    });
    await drain();
    const resent = mailTo("nina@mail.example")[1];
    expect(resent.header("subject")).toMatch(/^Reminder: your invitation/);
    const newLink = /http:\/\/localhost:3000\/\S+token=[\w-]+/.exec(resent.text)![0];
    expect(newLink).not.toBe(link);
    const token = new URL(newLink).searchParams.get("token")!;
    const accepted = await run(employeeLogin.action, new Browser(), newLink.replace("http://localhost:3000", ""), {
      form: { intent: "set-password", token, newPassword: "Chosen-By-Nina-2026", confirmPassword: "Chosen-By-Nina-2026" },
    });
    expect(accepted.location).toBe(`${base}/training-intro`);
  });

  it("admin invitation", async () => {
    const { co } = await company();
    const person = await createUser({ role: "admin", company: co.slug, status: "invited", firstName: "Ada" });
    await db()
      .transaction()
      .execute((tx) =>
        sendInvitation(tx, null, {
          scope: { companyId: co.id },
          tenant: { base: `/company/${co.slug}`, name: "Mail & <Pharma>" },
          person: { id: person.id, email: person.email, first_name: "Ada", last_name: "A" },
          role: "admin",
          resent: false,
        }),
      );
    await drain();
    const [mail] = mailTo(person.email);
    expect(mail.text).toContain("administer the GDPR training");
    expect(mail.text).toMatch(new RegExp(`/company/${co.slug}/admin/login\\?token=`));
    expect((await outboxOf(person.email))[0].kind).toBe("admin-invitation");
  });

  it("completion notice and certificate mail carry the PDF rendered from the certificate's number", async () => {
    const { base, co } = await company();
    const u = await createUser({ company: co.slug, firstName: "Cleo" });
    await completeTraining(u, base);
    const [queued] = await outboxOf(u.email);
    expect(queued).toMatchObject({ kind: "completion", status: "pending" });
    expect(queued.certificate_number).toMatch(/^GDPR-PHARMA-[A-Z]{13}$/);
    await drain();
    const [notice] = mailTo(u.email);
    expect(notice.header("subject")).toBe("You completed the GDPR training of Mail & <Pharma>");
    expect(notice.text).toContain(`Your certificate ${queued.certificate_number} is attached`);
    expect(notice.html).toContain(`href="http://localhost:3000${base}/profile"`);
    expect(notice.attachments).toHaveLength(1);
    expect(notice.attachments[0]).toMatchObject({
      filename: `GDPR-Certificate-${queued.certificate_number}.pdf`,
      contentType: "application/pdf",
    });
    expect(await pdfText(notice.attachments[0].content)).toContain(queued.certificate_number);

    const b = new Browser();
    await run(employeeLogin.action, b, `${base}/employee/login`, { form: { intent: "login", email: u.email, password: u.password } });
    await run(profile.action, b, `${base}/profile`, { form: { intent: "email-certificate" } });
    const cert = mailTo(u.email)[1];
    expect(cert.header("subject")).toBe(`Your GDPR training certificate ${queued.certificate_number}`);
    expect(cert.html).toContain("is attached as a PDF");
    expect(await pdfText(cert.attachments[0].content)).toContain("Cleo");
  });

  it("the daily completion digest goes to the company's admin once for the day", async () => {
    const { base, co, admin } = await company();
    const u = await createUser({ company: co.slug, firstName: "Dora", lastName: "Done" });
    await completeTraining(u, base);
    const tomorrow = new Date(Date.now() + DAY);
    expect(await queueCompletionDigests(new Date())).toMatchObject({ queued: 0 }); // today's completions: tomorrow's digest
    const first = await queueCompletionDigests(tomorrow);
    expect(first.queued).toBeGreaterThanOrEqual(1);
    expect((await queueCompletionDigests(tomorrow)).queued).toBe(0);
    await drain(tomorrow);
    const [digest] = mailTo(admin.email);
    expect(digest.header("subject")).toMatch(/^1 employee completed the GDPR training on /);
    expect(digest.text).toContain(`- Dora Done (${u.email}), certificate GDPR-PHARMA-`);
    expect(digest.html).toContain(`${base}/admin/dashboard/completions`);
  });
});

describe("delivery: retries, permanent failures, two workers", () => {
  it("a refused delivery (4xx) is retried with backoff, then delivered", async () => {
    const { base, b } = await company();
    smtp.refuse("busy@mail.example", 451);
    await addEmployee(b, base, "busy@mail.example");
    const now = new Date();
    expect(await sendDueMail({ now })).toMatchObject({ retry: 1, sent: 0 });
    const [row] = await outboxOf("busy@mail.example");
    expect(row).toMatchObject({ status: "pending", tries: 1 });
    expect(row.last_error).toMatch(/451/);
    expect(Date.parse(row.next_attempt_at)).toBe(now.getTime() + 60_000);
    expect(await sendDueMail({ now })).toMatchObject({ retry: 0, sent: 0 }); // not due yet
    smtp.refuse("busy@mail.example", 0);
    expect(await sendDueMail({ now: new Date(now.getTime() + 61_000) })).toMatchObject({ sent: 1 });
    expect((await outboxOf("busy@mail.example"))[0]).toMatchObject({ status: "sent", tries: 2, last_error: null });
    expect(mailTo("busy@mail.example")).toHaveLength(1);
  });

  it("4xx up to MAIL_MAX_ATTEMPTS, then failed", async () => {
    const { base, b } = await company();
    smtp.refuse("later@mail.example", 421);
    await addEmployee(b, base, "later@mail.example");
    let now = new Date();
    for (let i = 0; i < 3; i++) {
      await sendDueMail({ now });
      now = new Date(now.getTime() + 6 * 3_600_000);
    }
    expect((await outboxOf("later@mail.example"))[0]).toMatchObject({ status: "failed", tries: 3 });
  });

  it("a permanent refusal (5xx) is not retried; the admin sees it on the dashboard, in the log and in the daily note", async () => {
    const { base, b, admin } = await company();
    smtp.refuse("gone@mail.example", 550);
    await addEmployee(b, base, "gone@mail.example");
    expect(await sendDueMail()).toMatchObject({ failed: 1 });
    const [row] = await outboxOf("gone@mail.example");
    expect(row).toMatchObject({ status: "failed", tries: 1 });
    expect(row.failed_at).toBeTruthy();
    expect(await sendDueMail({ now: new Date(Date.now() + DAY) })).toMatchObject({ failed: 0, retry: 0 });

    const dash = await run(dashboard.loader, b, `${base}/admin/dashboard`);
    expect(dash.data.notices.failed).toEqual([
      expect.objectContaining({ to_address: "gone@mail.example", user_id: await userId("gone@mail.example") }),
    ]);
    const id = await userId("gone@mail.example");
    const page = await run(employeeMail.loader, b, `${base}/admin/dashboard/employees/${id}/mail`, { params: { employeeId: String(id) } });
    expect(page.data.mails[0]).toMatchObject({ what: "Invitation", status: "failed" });
    expect(page.data.mails[0].state).toMatch(/^Failed: .*550/);
    const list = await run(employees.loader, b, `${base}/admin/dashboard`);
    expect(list.data.employees.find((e: { email: string }) => e.email === "gone@mail.example").mail).toBe("Failed");

    const tomorrow = new Date(Date.now() + DAY);
    expect((await queueFailureNotes(tomorrow)).queued).toBeGreaterThanOrEqual(1);
    expect((await queueFailureNotes(tomorrow)).queued).toBe(0);
    await drain(tomorrow);
    const note = mailTo(admin.email).find((m) => /could not be delivered/.test(m.header("subject") ?? ""));
    expect(note?.text).toContain("- gone@mail.example: Your invitation to the GDPR training of Mail & <Pharma> (");
  });

  it("two workers at once send each mail once", async () => {
    const { base, b } = await company();
    const emails = ["w1", "w2", "w3", "w4", "w5"].map((n) => `${n}@workers.example`);
    for (const e of emails) await addEmployee(b, base, e);
    await Promise.all([sendDueMail(), sendDueMail(), sendDueMail()]);
    for (const e of emails) expect(mailTo(e)).toHaveLength(1);
  });

  it("two worker processes on one database send each mail once", async () => {
    await drain(); // nothing else due: the workers' counts are these mails'
    const { base, b } = await company();
    const emails = ["p1", "p2", "p3", "p4", "p5", "p6"].map((n) => `${n}@processes.example`);
    for (const e of emails) await addEmployee(b, base, e);
    smtp.slow(150); // each delivery takes a while, so both workers are at it at once
    const worker = () =>
      new Promise<SendCounts>((resolve, reject) =>
        execFile(
          process.execPath,
          ["--import", "tsx", "tests/support/mail-worker.ts"],
          { env: { ...process.env, SMTP_URL: smtp.url } },
          (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as SendCounts)),
        ),
      );
    try {
      const [one, two] = await Promise.all([worker(), worker()]);
      expect(one.sent + two.sent).toBe(emails.length);
    } finally {
      smtp.slow(0);
    }
    for (const e of emails) expect(mailTo(e)).toHaveLength(1);
    for (const e of emails) expect((await outboxOf(e)).map((r) => [r.status, r.tries])).toEqual([["sent", 1]]);
  });

  it("a job runs under its lease: a second runner at the same moment is turned away", async () => {
    // the holder's work waits until the other has been answered: with a pool (PostgreSQL) a job
    // as short as the purge could otherwise end before the second runner asks
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    const hold = () => holding.then(() => ({ held: 1 }));
    const now = new Date();
    const attempts = [withJobLease("purge-expired-sessions", now, hold), withJobLease("purge-expired-sessions", now, hold)];
    expect(await Promise.race(attempts)).toBeNull();
    release();
    expect((await Promise.all(attempts)).filter((r) => r === null)).toHaveLength(1);
    expect(await runJob("purge-expired-sessions")).not.toBeNull();
  });
});

describe("reminders with the clock given to the job", () => {
  it("annual: 30 days before expiry and again on expiry, once each, also with two workers; Recertification due after", async () => {
    const { base, co, b } = await company();
    const u = await createUser({ company: co.slug, firstName: "Ann" });
    await completeTraining(u, base);
    const cert = await db()
      .selectFrom("certificates")
      .select(["number", "valid_until"])
      .where("user_id", "=", u.id)
      .executeTakeFirstOrThrow();
    const until = Date.parse(cert.valid_until!);
    const annual = async () => (await outboxOf(u.email)).filter((r) => r.kind === "annual-reminder");

    await queueAnnualReminders(new Date(until - 31 * DAY));
    expect(await annual()).toHaveLength(0); // not due yet
    const at = new Date(until - 29 * DAY); // the "clock moved 335 days on" with 365-day validity
    await Promise.all([queueAnnualReminders(at), queueAnnualReminders(at)]);
    expect(await annual()).toHaveLength(1);
    await drain(at);
    const reminder = mailTo(u.email).find((m) => /expires on/.test(m.header("subject") ?? ""));
    expect(reminder?.text).toContain(cert.number);
    expect(reminder?.html).toContain(`href="http://localhost:3000${base}/employee/login"`);

    await queueAnnualReminders(new Date(until + DAY));
    await queueAnnualReminders(new Date(until + 2 * DAY));
    expect(await annual()).toHaveLength(2);
    expect((await annual())[1].subject).toMatch(/has expired/);

    // the admin sees the expired certificate: Recertification due (real time: not yet)
    const list = await run(employees.loader, b, `${base}/admin/dashboard`);
    expect(list.data.employees.find((e: { email: string }) => e.email === u.email).badge).toBe("completed");
    await db()
      .updateTable("certificates")
      .set({ valid_until: new Date(Date.now() - DAY).toISOString() })
      .where("number", "=", cert.number)
      .execute();
    const after = await run(employees.loader, b, `${base}/admin/dashboard`);
    expect(after.data.employees.find((e: { email: string }) => e.email === u.email).badge).toBe("recertification_due");
    // the status filter finds them under Recertification due, no longer under Training Complete
    const emailsOf = async (status: string) =>
      (await run(employees.loader, b, `${base}/admin/dashboard?status=${status}`)).data.employees.map((e: { email: string }) => e.email);
    expect(await emailsOf("recertification_due")).toEqual([u.email]);
    expect(await emailsOf("completed")).toEqual([]);
  });

  it("annual: none when certificates never expire", async () => {
    const { base, co } = await company({ validityDays: -1 });
    const u = await createUser({ company: co.slug });
    await completeTraining(u, base);
    expect(await queueAnnualReminders(new Date(Date.now() + 3000 * DAY))).toEqual({ queued: 0, suppressed: 0 });
  });

  it("the reminder jobs read people page by page, in id order, and give the event loop a turn between pages", async () => {
    const people = Array.from({ length: 2345 }, (_, i) => ({ id: 3 * i + 1 }));
    const asked: number[] = [];
    let turns = 0;
    const seen: number[] = [];
    for await (const p of pagesByPerson(async (after, limit) => {
      asked.push(after);
      setImmediate(() => turns++);
      return people.filter((x) => x.id > after).slice(0, limit);
    }, 500)) {
      seen.push(p.id);
    }
    expect(seen).toEqual(people.map((p) => p.id));
    expect(asked).toEqual([0, people[499].id, people[999].id, people[1499].id, people[1999].id]);
    // each page's scheduled turn ran before the next page was asked for
    expect(turns).toBeGreaterThanOrEqual(4);
  });

  it("interval: enrolled not completed every reminderIntervalDays, one open reminder at a time; stops on completion", async () => {
    const { base, b, co } = await company();
    await addEmployee(b, base, "slow@mail.example");
    const inv = await outboxOf("slow@mail.example");
    const token = /token=([\w-]+)/.exec(inv[0].text_body)![1];
    await run(employeeLogin.action, new Browser(), `${base}/employee/login?token=${token}`, {
      form: { intent: "set-password", token, newPassword: "Chosen-By-Slow-2026", confirmPassword: "Chosen-By-Slow-2026" },
    });
    const reminders = async () => (await outboxOf("slow@mail.example")).filter((r) => r.kind === "interval-reminder");
    await queueIntervalReminders(new Date(Date.now() + 29 * DAY));
    expect(await reminders()).toHaveLength(0);
    const t1 = new Date(Date.now() + 31 * DAY);
    await Promise.all([queueIntervalReminders(t1), queueIntervalReminders(t1)]);
    expect(await reminders()).toHaveLength(1);
    // still open (not sent): no second one in the next interval
    await queueIntervalReminders(new Date(Date.now() + 61 * DAY));
    expect(await reminders()).toHaveLength(1);
    await drain(new Date(Date.now() + 61 * DAY));
    const sent = mailTo("slow@mail.example").find((m) => /please complete/.test(m.header("subject") ?? ""));
    expect(sent?.text).toContain("0/7 modules");
    await queueIntervalReminders(new Date(Date.now() + 62 * DAY));
    expect(await reminders()).toHaveLength(2);
    // completed: no more
    const id = await userId("slow@mail.example");
    await completeTraining({ id, email: "slow@mail.example", password: "Chosen-By-Slow-2026", companyId: co.id, role: "employee" }, base);
    await drain(new Date(Date.now() + 62 * DAY));
    await queueIntervalReminders(new Date(Date.now() + 200 * DAY));
    expect(await reminders()).toHaveLength(2);
  });

  it("interval: an invited employee gets the invitation again with a new link; not before the interval", async () => {
    const { base, b } = await company();
    await addEmployee(b, base, "later-invited@mail.example");
    const t = (days: number) => new Date(Date.now() + days * DAY);
    await queueIntervalReminders(t(20));
    expect(await outboxOf("later-invited@mail.example")).toHaveLength(1);
    await queueIntervalReminders(t(31));
    const rows = await outboxOf("later-invited@mail.example");
    expect(rows.map((r) => r.kind)).toEqual(["employee-invitation", "interval-reminder"]);
    expect(rows[1].text_body).toMatch(/token=[\w-]+/);
    expect(/token=([\w-]+)/.exec(rows[1].text_body)![1]).not.toBe(/token=([\w-]+)/.exec(rows[0].text_body)![1]);
  });
});

describe("the company's switches and state", () => {
  it("enableEmailNotifications off: the invitation is recorded as suppressed with the reason, and the link is shown to copy", async () => {
    const { base, b, co } = await company();
    await db().updateTable("company_settings").set({ enable_email_notifications: 0 }).where("company_id", "=", co.id).execute();
    const r = await addEmployee(b, base, "quiet@mail.example");
    expect(r.status).toBe(302);
    const flash = await readFlash(new Request("http://localhost/", { headers: { Cookie: b.header() } }));
    expect(flash?.copy?.value).toMatch(/\/employee\/login\?token=/);
    expect((await outboxOf("quiet@mail.example"))[0]).toMatchObject({ status: "suppressed", status_reason: SUPPRESSED.notifications });
    await drain();
    expect(mailTo("quiet@mail.example")).toHaveLength(0);
  });

  it("enableReminderEmails and enableCompletionEmails off: those mails are suppressed, the others go", async () => {
    const { base, co } = await company();
    await db()
      .updateTable("company_settings")
      .set({ enable_reminder_emails: 0, enable_completion_emails: 0 })
      .where("company_id", "=", co.id)
      .execute();
    const u = await createUser({ company: co.slug });
    await completeTraining(u, base);
    const until = Date.parse(
      (await db().selectFrom("certificates").select("valid_until").where("user_id", "=", u.id).executeTakeFirstOrThrow()).valid_until!,
    );
    expect((await queueAnnualReminders(new Date(until - DAY))).suppressed).toBeGreaterThanOrEqual(1);
    const rows = await outboxOf(u.email);
    expect(rows.map((r) => [r.kind, r.status, r.status_reason])).toEqual([
      ["completion", "suppressed", SUPPRESSED.completion],
      ["annual-reminder", "suppressed", SUPPRESSED.reminders],
    ]);
  });

  it("a company suspended mid-queue gets nothing more: queued mail is suppressed, no reminders are queued", async () => {
    const { base, b, co } = await company();
    await addEmployee(b, base, "paused@mail.example");
    const u = await createUser({ company: co.slug });
    await completeTraining(u, base);
    await db().updateTable("companies").set({ status: "suspended" }).where("id", "=", co.id).execute();
    await drain();
    expect(mailTo("paused@mail.example")).toHaveLength(0);
    expect((await outboxOf("paused@mail.example"))[0]).toMatchObject({ status: "suppressed", status_reason: SUPPRESSED.companySuspended });
    const later = new Date(Date.now() + 400 * DAY);
    await queueAnnualReminders(later);
    await queueIntervalReminders(later);
    expect(await outboxOf("paused@mail.example")).toHaveLength(1);
    expect((await outboxOf(u.email)).map((r) => r.kind)).toEqual(["completion"]);
  });
});

describe("without a mail server", () => {
  it("the admin screens say queued, not sent", async () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    try {
      const { base, b } = await company();
      await addEmployee(b, base, "offline@mail.example");
      const id = await userId("offline@mail.example");
      const page = await run(employeeMail.loader, b, `${base}/admin/dashboard/employees/${id}/mail`, {
        params: { employeeId: String(id) },
      });
      expect(page.data.mails[0].state).toBe(NOT_CONFIGURED);
      const dash = await run(dashboard.loader, b, `${base}/admin/dashboard`);
      expect(dash.data.notices.waiting).toBe(1);
      const other = await run(employeeMail.loader, b, `${base}/admin/dashboard/employees/999999/mail`, {
        params: { employeeId: "999999" },
      });
      expect(other.status).toBe(404);
    } finally {
      process.env.SMTP_URL = smtp.url;
      resetEnvCache();
    }
  });
});
