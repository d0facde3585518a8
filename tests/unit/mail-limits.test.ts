/** The rules of invitation mail limits (app/domain/mail-limits.ts) and the import planned against them (app/domain/import.ts). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { setupStep2Schema } from "../../app/domain/forms-setup";
import { type CheckedRow, type ImportText, planImport } from "../../app/domain/import";
import { say } from "../../app/server/admin/import.server";
import { englishKit } from "../../app/server/platform/i18n.server";

/** An import text as the English page shows it. */
const en = (text: ImportText | null) => (text === null ? null : say(englishKit().t, text));
import {
  DAILY_INVITATIONS,
  dailyInvitationLimit,
  PERSON_INVITATIONS,
  personLimit,
  quotaDay,
  secondsToNextDay,
  waitText,
  withinContactDomain,
} from "../../app/domain/mail-limits";

const T0 = new Date("2026-11-25T10:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const iso = (minutes: number) => at(minutes).toISOString();

describe("personLimit", () => {
  it("allows the invitation and one resend at once, then one per cooldown, and at most 5 a day", () => {
    expect(PERSON_INVITATIONS).toEqual({ burst: 2, cooldownMinutes: 10, perDay: 5 });
    expect(personLimit([], at(0))).toBeNull();
    expect(personLimit([iso(0)], at(0))).toBeNull();
    expect(personLimit([iso(0), iso(0)], at(0))).toEqual({ reason: "person-cooldown", retryAfterSeconds: 600 });
    expect(personLimit([iso(0), iso(3)], at(4))).toEqual({ reason: "person-cooldown", retryAfterSeconds: 6 * 60 });
    expect(personLimit([iso(0), iso(3)], at(10))).toBeNull();
    const five = [iso(0), iso(20), iso(40), iso(60), iso(80)];
    expect(personLimit(five, at(100))).toEqual({ reason: "person-day", retryAfterSeconds: (24 * 60 - 100) * 60 });
    expect(personLimit(five, at(24 * 60))).toBeNull();
  });

  it("property: never more than the burst within any cooldown, nor perDay within any day, when every allowed send is made", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * 24 * 60 }), { maxLength: 60 }), (tries) => {
        const sent: number[] = [];
        for (const m of [...tries].sort((a, b) => a - b)) {
          if (!personLimit(sent.map(iso), at(m))) sent.push(m);
        }
        for (const m of sent) {
          expect(sent.filter((s) => s > m - PERSON_INVITATIONS.cooldownMinutes && s <= m).length).toBeLessThanOrEqual(
            PERSON_INVITATIONS.burst,
          );
          expect(sent.filter((s) => s > m - 24 * 60 && s <= m).length).toBeLessThanOrEqual(PERSON_INVITATIONS.perDay);
        }
      }),
      { numRuns: 200, seed: 24 },
    );
  });
});

describe("the company's day", () => {
  it("is lower for trials unless the super administrator set the company's own", () => {
    expect(dailyInvitationLimit({ status: "trial", daily_mail_quota: null })).toBe(DAILY_INVITATIONS.trial);
    expect(dailyInvitationLimit({ status: "active", daily_mail_quota: null })).toBe(DAILY_INVITATIONS.other);
    expect(DAILY_INVITATIONS.trial).toBeLessThan(DAILY_INVITATIONS.other);
    expect(dailyInvitationLimit({ status: "trial", daily_mail_quota: 5000 })).toBe(5000);
    expect(dailyInvitationLimit({ status: "active", daily_mail_quota: 0 })).toBe(0);
  });

  it("is a UTC day; the wait runs to its end", () => {
    expect(quotaDay(new Date("2026-11-25T23:59:59.999Z"))).toBe("2026-11-25");
    expect(secondsToNextDay(new Date("2026-11-25T23:00:00.000Z"))).toBe(3600);
    expect(secondsToNextDay(new Date("2026-11-25T00:00:00.000Z"))).toBe(86_400);
    expect([30, 60, 61, 90 * 60, 90 * 60 + 1, 23 * 3600].map(waitText)).toEqual([
      "1 minute",
      "1 minute",
      "2 minutes",
      "90 minutes",
      "2 hours",
      "23 hours",
    ]);
  });
});

describe("withinContactDomain", () => {
  it("takes the contact email's domain and its subdomains; at a public mail service, the contact address only", () => {
    expect(withinContactDomain("ada@acme.example", "privacy@acme.example")).toBe(true);
    expect(withinContactDomain("ADA@ACME.EXAMPLE", "privacy@acme.example")).toBe(true);
    expect(withinContactDomain("ada@eu.acme.example", "privacy@acme.example")).toBe(true);
    expect(withinContactDomain("ada@notacme.example", "privacy@acme.example")).toBe(false);
    expect(withinContactDomain("ada@acme.example.evil", "privacy@acme.example")).toBe(false);
    expect(withinContactDomain("someone@gmail.com", "dpo@gmail.com")).toBe(false);
    expect(withinContactDomain("DPO@gmail.com", "dpo@gmail.com")).toBe(true);
  });

  it("the setup's second step refuses an administrator elsewhere, beside the field", () => {
    const step2 = (contactEmail: string, adminEmail: string) =>
      setupStep2Schema.safeParse({
        companyName: "A",
        contactEmail,
        subdomain: "a-co",
        adminFirstName: "A",
        adminLastName: "B",
        adminEmail,
      });
    expect(step2("privacy@acme.example", "ada@acme.example").success).toBe(true);
    const refused = step2("privacy@acme.example", "ada@other.example");
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ["adminEmail"],
        message: "The administrator's email must be at acme.example, the domain of the contact email.",
      }),
    ]);
    // a malformed address has its own message only
    expect(step2("privacy@acme.example", "nope").error?.issues.map((i) => i.path)).toEqual([["adminEmail"]]);
  });
});

describe("planImport with the mail limits", () => {
  const row = (line: number, email: string): CheckedRow => ({ line, ok: true, firstName: "F", lastName: "L", email }) as CheckedRow;
  const rows = [row(2, "a@acme.example"), row(3, "b@acme.example"), row(4, "c@other.example"), row(5, "d@acme.example")];
  const seats = { used: 0, max: 100 };

  it("refuses the whole import over today's invitations, with the refusal to show; within them, it fits", () => {
    const over = planImport(rows, new Map(), seats, { invitations: { limit: 10, used: 7 }, onlyDomainOf: null });
    expect(over).toMatchObject({ toAdd: 0, refusedBy: "invitations", counts: { new: 3, "over-limit": 1 } });
    expect(en(over.refusal)).toBe(
      "Your company may send 10 invitations a day and has sent 7 today (UTC), so 3 more can be added today, but this import would add 4. Nothing was imported: import at most 3 new rows today, or ask the platform administrator for a higher limit.",
    );
    expect(planImport(rows, new Map(), seats, { invitations: { limit: 10, used: 6 }, onlyDomainOf: null })).toMatchObject({
      toAdd: 4,
      refusal: null,
      refusedBy: null,
    });
    // the seats are told first when both are short
    expect(planImport(rows, new Map(), { used: 99, max: 100 }, { invitations: { limit: 1, used: 0 }, onlyDomainOf: null }).refusedBy).toBe(
      "seats",
    );
  });

  it("skips the rows outside the only domain, and returning people whose allowance is used up, as invalid with the reason", () => {
    const plan = planImport(rows, new Map([["d@acme.example", { role: "employee", status: "deactivated" }]]), seats, {
      invitations: { limit: 100, used: 0 },
      onlyDomainOf: "privacy@acme.example",
      resting: new Map([["d@acme.example", "d@acme.example was sent 5 invitations in the last 24 hours."]]),
    });
    expect(plan.rows.map((r) => [r.kind, en(r.note)])).toEqual([
      ["new", null],
      ["new", null],
      ["invalid", "Outside acme.example: your company may invite addresses there only, until the platform administrator allows others."],
      ["invalid", "d@acme.example was sent 5 invitations in the last 24 hours."],
    ]);
    expect(plan.toAdd).toBe(2);
  });
});
