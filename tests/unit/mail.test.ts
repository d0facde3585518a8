/** The mail rules (suppression, retries, reminder timing) and every mail template. */
import { describe, expect, it } from "vitest";
import {
  annualReminderStage,
  dailyJobDue,
  intervalsSince,
  isPermanentFailure,
  type MailCircumstances,
  previousDay,
  retryDelayMs,
  SUPPRESSED,
  suppressionReason,
} from "../../app/domain/mail";
import {
  annualReminderMail,
  certificateMail,
  completionDigestMail,
  completionMail,
  failureNoteMail,
  intervalReminderMail,
  invitationMail,
  invitationMails,
  type Mail,
  trialNoticeMail,
} from "../../app/domain/mails";

const on = { enableEmailNotifications: true, enableCompletionEmails: true, enableReminderEmails: true };
const ctx = (over: Partial<typeof on> = {}, status = "active", recipient = "active"): MailCircumstances => ({
  company: { status, deleted: false, switches: { ...on, ...over } },
  recipient: { status: recipient },
});

describe("suppression", () => {
  it("sends everything when every switch is on", () => {
    for (const kind of [
      "employee-invitation",
      "certificate",
      "completion",
      "annual-reminder",
      "interval-reminder",
      "failure-note",
    ] as const)
      expect(suppressionReason(kind, ctx())).toBeNull();
  });
  it("enableEmailNotifications off suppresses every mail of the company", () => {
    expect(suppressionReason("employee-invitation", ctx({ enableEmailNotifications: false }))).toBe(SUPPRESSED.notifications);
    expect(suppressionReason("certificate", ctx({ enableEmailNotifications: false }))).toBe(SUPPRESSED.notifications);
  });
  it("the per-kind switches suppress only their kinds", () => {
    expect(suppressionReason("completion", ctx({ enableCompletionEmails: false }))).toBe(SUPPRESSED.completion);
    expect(suppressionReason("completion-digest", ctx({ enableCompletionEmails: false }))).toBe(SUPPRESSED.completion);
    expect(suppressionReason("annual-reminder", ctx({ enableCompletionEmails: false }))).toBeNull();
    expect(suppressionReason("annual-reminder", ctx({ enableReminderEmails: false }))).toBe(SUPPRESSED.reminders);
    expect(suppressionReason("interval-reminder", ctx({ enableReminderEmails: false }))).toBe(SUPPRESSED.reminders);
    expect(suppressionReason("employee-invitation", ctx({ enableReminderEmails: false, enableCompletionEmails: false }))).toBeNull();
  });
  it("a suspended or deleted company and a deleted recipient get nothing", () => {
    expect(suppressionReason("employee-invitation", ctx({}, "suspended"))).toBe(SUPPRESSED.companySuspended);
    expect(suppressionReason("employee-invitation", { ...ctx(), company: { ...ctx().company!, deleted: true } })).toBe(
      SUPPRESSED.companyDeleted,
    );
    expect(suppressionReason("certificate", ctx({}, "active", "deactivated"))).toBe(SUPPRESSED.recipientDeleted);
  });
  it("mail of no company follows no company's switches", () => {
    expect(suppressionReason("other", { company: null, recipient: null })).toBeNull();
  });
});

describe("delivery failures", () => {
  it("SMTP 5xx is permanent; 4xx and connection errors are not", () => {
    expect(isPermanentFailure(Object.assign(new Error("550 no such user"), { responseCode: 550 }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error("451 try later"), { responseCode: 451 }))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNECTION" }))).toBe(false);
    expect(isPermanentFailure("odd")).toBe(false);
  });
  it("backs off 1, 2, 4 … minutes up to 6 hours", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(30)).toBe(6 * 3_600_000);
  });
});

describe("reminder timing", () => {
  const until = "2027-06-30T10:00:00.000Z";
  it("annual: nothing before 30 days, 'expiring' within them, 'expired' from the expiry on, none without expiry", () => {
    expect(annualReminderStage(until, new Date("2027-05-31T09:59:59.000Z"))).toBeNull();
    expect(annualReminderStage(until, new Date("2027-05-31T10:00:00.000Z"))).toBe("expiring");
    expect(annualReminderStage(until, new Date("2027-06-30T09:59:59.000Z"))).toBe("expiring");
    expect(annualReminderStage(until, new Date("2027-06-30T10:00:00.000Z"))).toBe("expired");
    expect(annualReminderStage(null, new Date("2099-01-01T00:00:00.000Z"))).toBeNull();
  });
  it("interval: whole intervals since the anchor", () => {
    const since = "2026-01-01T00:00:00.000Z";
    expect(intervalsSince(since, 7, new Date("2026-01-07T23:59:59.000Z"))).toBe(0);
    expect(intervalsSince(since, 7, new Date("2026-01-08T00:00:00.000Z"))).toBe(1);
    expect(intervalsSince(since, 7, new Date("2026-01-22T00:00:00.000Z"))).toBe(3);
    expect(intervalsSince(since, 30, new Date("2025-12-01T00:00:00.000Z"))).toBe(0);
  });
  it("daily mails report on the UTC day before", () => {
    expect(previousDay(new Date("2026-03-01T08:30:00.000Z"))).toEqual({
      key: "2026-02-28",
      start: "2026-02-28T00:00:00.000Z",
      end: "2026-03-01T00:00:00.000Z",
    });
  });
  it("daily jobs run once a day from the hour on", () => {
    const at = new Date("2026-03-01T08:00:00.000Z");
    expect(dailyJobDue(null, at, 8)).toBe(true);
    expect(dailyJobDue(null, new Date("2026-03-01T07:59:00.000Z"), 8)).toBe(false);
    expect(dailyJobDue("2026-03-01T08:00:00.000Z", new Date("2026-03-01T20:00:00.000Z"), 8)).toBe(false);
    expect(dailyJobDue("2026-02-28T23:00:00.000Z", at, 8)).toBe(true);
  });
});

const brand = { companyName: "Acme <Pharma> & Co", primaryColor: "#003D8F", secondaryColor: "#FF6A00" };

/** What every mail must be: a subject, a text part, an accessible HTML part with the escaped company name. */
function wellFormed(m: Mail) {
  expect(m.subject.length).toBeGreaterThan(5);
  expect(m.text).toContain("Acme <Pharma> & Co");
  expect(m.html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
  expect(m.html).toContain(`<title>${m.subject.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</title>`);
  expect(m.html).toContain("Acme &lt;Pharma&gt; &amp; Co");
  expect(m.html).not.toContain("<Pharma>");
  expect(m.html).not.toMatch(/<img/);
  expect(m.html).toContain("background:#003D8F");
  expect(m.html).toContain("#FF6A00");
}

describe("mail templates", () => {
  it("trial notice: when the trial ends, that nothing is deleted, whom to contact (issue 24)", () => {
    const common = { ...brand, firstName: "Ada", trialEndsAt: "2026-07-01T12:00:00.000Z", link: "http://x/company/acme/admin/login" };
    const week = trialNoticeMail({ ...common, daysBefore: 7, contact: "ops@platform.example" });
    wellFormed(week);
    expect(week.subject).toBe("The GDPR training trial of Acme <Pharma> & Co ends soon, on 1 July 2026");
    expect(week.text).toContain("Nothing is deleted");
    expect(week.text).toContain("contact ops@platform.example before then");
    expect(week.html).toContain('href="http://x/company/acme/admin/login"');
    const day = trialNoticeMail({ ...common, daysBefore: 1, contact: null });
    expect(day.subject).toBe("The GDPR training trial of Acme <Pharma> & Co ends tomorrow, on 1 July 2026");
    expect(day.text).toContain("contact the operator of this training platform before then");
  });
  it("invitation: employee, admin and resent, with the link in both parts", () => {
    const link = "http://localhost:3000/company/acme/employee/login?token=abc";
    const e = invitationMail({ ...brand, firstName: "Ada", link, expiresAt: "2026-12-01T00:00:00.000Z", role: "employee", resent: false });
    wellFormed(e);
    expect(e.subject).toBe("Your invitation to the GDPR training of Acme <Pharma> & Co");
    expect(e.text).toContain("Hello Ada,");
    expect(e.text).toContain(link);
    expect(e.html).toContain(`href="${link}"`);
    expect(e.text).toContain("take the GDPR compliance training");
    const a = invitationMail({ ...brand, firstName: "", link, expiresAt: "2026-12-01T00:00:00.000Z", role: "admin", resent: false });
    expect(a.text).toContain("Hello there,");
    expect(a.text).toContain("administer the GDPR training");
    const r = invitationMail({ ...brand, firstName: "Ada", link, expiresAt: "2026-12-01T00:00:00.000Z", role: "employee", resent: true });
    expect(r.subject).toMatch(/^Reminder: your invitation/);
    expect(r.text).toContain("any earlier invitation link no longer works");
  });
  it("the bulk import's invitations, rendered once, are each exactly the single invitation", () => {
    const common = { ...brand, expiresAt: "2026-12-01T00:00:00.000Z", role: "employee" as const, resent: false };
    const people = [
      { firstName: "Ada", link: "http://localhost:3000/employee/login?token=a1" },
      { firstName: 'Bo <b> & "Co"', link: "http://localhost:3000/employee/login?token=b2" },
      { firstName: " ", link: "http://localhost:3000/employee/login?token=c3" },
    ];
    expect(invitationMails(common, people)).toEqual(people.map((p) => invitationMail({ ...common, ...p })));
  });
  it("certificate and completion name the certificate and its validity", () => {
    const c = certificateMail({ ...brand, firstName: "Ada", number: "GDPR-PHARMA-ABCDEFGHI", validUntil: "2027-06-30T10:00:00.000Z" });
    wellFormed(c);
    expect(c.subject).toBe("Your GDPR training certificate GDPR-PHARMA-ABCDEFGHI");
    expect(c.text).toContain("valid until 30 June 2027");
    const n = completionMail({
      ...brand,
      firstName: "Ada",
      number: "GDPR-PHARMA-ABCDEFGHI",
      validUntil: null,
      profileLink: "http://x/profile",
    });
    wellFormed(n);
    expect(n.text).toContain("It does not expire.");
    expect(n.text).toContain("http://x/profile");
  });
  it("the daily digest lists the completions", () => {
    const d = completionDigestMail({
      ...brand,
      firstName: "Ann",
      day: "2026-02-28",
      completions: [{ name: "Bo <b>", email: "bo@x.example", certificate: "GDPR-PHARMA-ABCDEFGHI" }],
      dashboardLink: "http://x/admin/dashboard/completions",
    });
    wellFormed(d);
    expect(d.subject).toBe("1 employee completed the GDPR training on 28 February 2026");
    expect(d.text).toContain("- Bo <b> (bo@x.example), certificate GDPR-PHARMA-ABCDEFGHI");
    expect(d.html).toContain("<li>Bo &lt;b&gt; (bo@x.example), certificate GDPR-PHARMA-ABCDEFGHI</li>");
  });
  it("annual reminders before and on expiry", () => {
    const m = {
      ...brand,
      firstName: "Ada",
      number: "GDPR-PHARMA-ABCDEFGHI",
      validUntil: "2027-06-30T10:00:00.000Z",
      link: "http://x/employee/login",
    };
    const before = annualReminderMail({ ...m, stage: "expiring" });
    wellFormed(before);
    expect(before.subject).toBe("Your GDPR training certificate expires on 30 June 2027");
    const after = annualReminderMail({ ...m, stage: "expired" });
    expect(after.subject).toMatch(/has expired/);
    expect(after.text).toContain("http://x/employee/login");
  });
  it("interval reminder and the failure note", () => {
    const i = intervalReminderMail({
      ...brand,
      firstName: "Ada",
      stage: "enrolled",
      progress: "3/7 modules",
      link: "http://x/employee/login",
    });
    wellFormed(i);
    expect(i.text).toContain("3/7 modules");
    const f = failureNoteMail({
      ...brand,
      firstName: "Ann",
      day: "2026-02-28",
      failures: [{ to: "gone@x.example", subject: "Your invitation", error: "550 no such user" }],
      dashboardLink: "http://x/admin/dashboard",
    });
    wellFormed(f);
    expect(f.subject).toBe("1 mail of the GDPR training could not be delivered");
    expect(f.text).toContain("- gone@x.example: Your invitation (550 no such user)");
  });
  it("text on a light primary colour stays readable", () => {
    const m = certificateMail({ ...brand, primaryColor: "#FFEE00", firstName: "Ada", number: "N", validUntil: null });
    expect(m.html).toContain("color:#1A1A1A");
  });
});
