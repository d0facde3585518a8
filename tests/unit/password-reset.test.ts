/** The rules of a password reset (app/domain/password-reset.ts) and its mail, with the clock given. */
import { describe, expect, it } from "vitest";
import { suppressionReason } from "../../app/domain/mail";
import { PLATFORM_BRAND, passwordResetMail } from "../../app/domain/mails";
import {
  forgotPasswordPath,
  noMailNote,
  RESET_LIFETIME_MS,
  RESET_MSG,
  resetExpiry,
  resetMessage,
  resetPasswordPath,
  resetProblem,
} from "../../app/domain/password-reset";

const now = new Date("2026-03-01T10:00:00.000Z");
const link = (over: Partial<{ expiresAt: string; usedAt: string | null; status: string }> = {}) => ({
  expiresAt: resetExpiry(now).toISOString(),
  usedAt: null,
  status: "active",
  ...over,
});

describe("a reset link", () => {
  it("works for one hour, up to its last millisecond", () => {
    expect(RESET_LIFETIME_MS).toBe(3_600_000);
    expect(resetExpiry(now).toISOString()).toBe("2026-03-01T11:00:00.000Z");
    expect(resetProblem(link(), now)).toBeNull();
    expect(resetProblem(link(), new Date(now.getTime() + RESET_LIFETIME_MS - 1))).toBeNull();
    expect(resetProblem(link(), new Date(now.getTime() + RESET_LIFETIME_MS))).toBe("expired");
  });

  it("works once, and only for an active person; no link is not found", () => {
    expect(resetProblem(link({ usedAt: now.toISOString() }), now)).toBe("used");
    expect(resetProblem(link({ status: "deactivated" }), now)).toBe("not_found");
    expect(resetProblem(link({ status: "invited" }), now)).toBe("not_found");
    expect(resetProblem(undefined, now)).toBe("not_found");
    expect([resetMessage("used"), resetMessage("expired"), resetMessage("not_found")]).toEqual([
      RESET_MSG.used,
      RESET_MSG.expired,
      RESET_MSG.notFound,
    ]);
  });

  it("has the pages of its context and kind", () => {
    expect(forgotPasswordPath("", "employee")).toBe("/employee/forgot-password");
    expect(resetPasswordPath("/croacademy", "admin")).toBe("/croacademy/admin/reset-password");
    expect(resetPasswordPath("/company/acme", "super_admin")).toBe("/super-admin/reset-password");
  });

  it("without a mail server, the page names who can produce the link for each kind of person", () => {
    expect(noMailNote("employee")).toMatch(/company administrator .* employee record/);
    expect(noMailNote("admin")).toMatch(/super administrator .* Resend invite/);
    expect(noMailNote("super_admin")).toMatch(/mail outbox/);
  });
});

describe("the reset mail", () => {
  const m = passwordResetMail({
    ...PLATFORM_BRAND,
    companyName: "Acme <Pharma>",
    firstName: "Rita",
    link: "https://academy.example/company/acme/employee/reset-password?token=abc",
    expiresAt: "2026-03-01T11:00:00.000Z",
    role: "employee",
    sentByAdministrator: false,
  });

  it("says the same in text and HTML: the link, its hour, and what to do if it was not you", () => {
    expect(m.subject).toBe("Choose a new password for the GDPR training of Acme <Pharma>");
    for (const part of [m.text, m.html]) {
      expect(part).toContain("https://academy.example/company/acme/employee/reset-password?token=abc");
      expect(part).toContain("1 March 2026, 11:00 UTC");
      expect(part).toContain("you can ignore this email");
    }
    expect(m.html).toContain("Acme &lt;Pharma&gt;");
    expect(m.html).not.toContain("Acme <Pharma>");
  });

  it("names an administrator who sent it", () => {
    const sent = passwordResetMail({
      ...PLATFORM_BRAND,
      firstName: "",
      link: "x",
      expiresAt: now.toISOString(),
      role: "admin",
      sentByAdministrator: true,
    });
    expect(sent.text).toContain("your administrator sent you this link");
    expect(sent.text).toContain("Hello there,");
  });

  it("is not held back by a company's mail switches, only by a deleted or suspended company or a deleted person", () => {
    const off = { enableEmailNotifications: false, enableCompletionEmails: false, enableReminderEmails: false };
    expect(
      suppressionReason("password-reset", {
        company: { status: "active", deleted: false, switches: off },
        recipient: { status: "active" },
      }),
    ).toBeNull();
    expect(
      suppressionReason("password-reset", { company: { status: "suspended", deleted: false, switches: off }, recipient: null }),
    ).not.toBeNull();
    expect(suppressionReason("password-reset", { company: null, recipient: { status: "deactivated" } })).not.toBeNull();
  });
});
