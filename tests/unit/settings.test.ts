/** The company settings' pure rules and the settings form schema (as a form and as JSON). */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { SETTINGS_MSG, settingsSchema } from "../../app/domain/forms";
import {
  changedFields,
  isHttpsUrl,
  isPlainText,
  mailSender,
  REMINDER_LABEL,
  REMINDER_OPTIONS,
  TIMEOUT_LABEL,
  TIMEOUT_OPTIONS,
  VALIDITY_LABEL,
  VALIDITY_OPTIONS,
  validityText,
} from "../../app/domain/settings";

describe("settings: options", () => {
  it("are the spec's (section 5), each with a label", () => {
    expect(VALIDITY_OPTIONS).toEqual([365, 730, 1095, -1]);
    expect(REMINDER_OPTIONS).toEqual([7, 14, 30, 90, 365]);
    expect(TIMEOUT_OPTIONS).toEqual([60, 240, 480, 720, 1440]);
    for (const [options, labels] of [
      [VALIDITY_OPTIONS, VALIDITY_LABEL],
      [REMINDER_OPTIONS, REMINDER_LABEL],
      [TIMEOUT_OPTIONS, TIMEOUT_LABEL],
    ] as const) {
      expect(Object.keys(labels).map(Number).sort()).toEqual([...options].sort());
    }
    expect(VALIDITY_LABEL[-1]).toBe("Never expires");
  });
});

describe("settings: isHttpsUrl", () => {
  it("accepts absolute https addresses with a host", () => {
    for (const url of ["https://cdn.example.com/logo.png", "HTTPS://cdn.example.com/a/b.svg?v=2#x", "https://127.0.0.1:8443/l.png"]) {
      expect(isHttpsUrl(url), url).toBe(true);
    }
  });
  it("refuses other schemes, credentials, whitespace and characters that break out of an attribute", () => {
    for (const url of [
      "",
      "http://cdn.example.com/logo.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//cdn.example.com/logo.png",
      "/logo.png",
      "https://",
      "https:///path",
      "https://user:pw@cdn.example.com/l.png",
      "https://cdn.example.com/a b.png",
      "https://cdn.example.com/\nl.png",
      'https://cdn.example.com/a"onerror="x',
      "https://cdn.example.com/<x>",
      "https://cdn.example.com\\@evil.example/",
    ]) {
      expect(isHttpsUrl(url), JSON.stringify(url)).toBe(false);
    }
  });
});

describe("settings: isPlainText", () => {
  it("allows line breaks only in multi-line text, never other control characters", () => {
    expect(isPlainText("Dr. Jane Doe, Ph.D. – Ümlaut")).toBe(true);
    expect(isPlainText("a\nb")).toBe(false);
    expect(isPlainText("a\nb\tc", true)).toBe(true);
    expect(isPlainText("a\u0000b", true)).toBe(false);
    expect(isPlainText("a\u001bb", true)).toBe(false);
    expect(isPlainText("a\u007fb", true)).toBe(false);
  });
});

describe("settings: changedFields", () => {
  it("lists exactly the fields whose value differs, with from and to", () => {
    const before = { a: 1, b: "x", c: null as string | null, d: true };
    expect(changedFields(before, { ...before })).toEqual({});
    expect(changedFields(before, { a: 2, b: "x", c: "now", d: false })).toEqual({
      a: { from: 1, to: 2 },
      c: { from: null, to: "now" },
      d: { from: true, to: false },
    });
  });
});

describe("settings: validityText", () => {
  it("says how long a certificate is valid, for every option", () => {
    expect(validityText(365)).toBe("Valid for one year from completion");
    expect(validityText(730)).toBe("Valid for 2 years from completion");
    expect(validityText(1095)).toBe("Valid for 3 years from completion");
    expect(validityText(-1)).toBe("Valid without an expiry date");
    expect(validityText(100)).toBe("Valid for 100 days from completion");
  });
});

describe("settings: mailSender", () => {
  it("puts the company's sender name on the platform's address", () => {
    const from = "GDPR Training Academy <no-reply@training.local>";
    expect(mailSender(from, null)).toBe(from);
    expect(mailSender(from, "  ")).toBe(from);
    expect(mailSender(from, "Acme Compliance")).toEqual({ name: "Acme Compliance", address: "no-reply@training.local" });
    expect(mailSender("no-reply@training.local", "Acme")).toEqual({ name: "Acme", address: "no-reply@training.local" });
  });
});

describe("settings: the form schema", () => {
  const form = (entries: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(entries)) f.append(k, v);
    return parseWithZod(f, { schema: settingsSchema });
  };
  const minimal = {
    companyName: "Acme",
    primaryColor: "#003d8f",
    secondaryColor: "#FF6A00",
    signerTitle: "Chief Compliance Officer",
    certificateValidityDays: "365",
    reminderIntervalDays: "30",
    sessionTimeoutMinutes: "480",
  };

  it("reads a form: unticked boxes (absent) are false, empty texts null, colours upper case, CRLF as LF", () => {
    const s = form({ ...minimal, requirePasswordChange: "on", welcomeMessage: "a\r\nb", signerName: "" });
    expect(s.status).toBe("success");
    expect(s.status === "success" && s.value).toEqual({
      companyName: "Acme",
      companyLogoUrl: null,
      primaryColor: "#003D8F",
      secondaryColor: "#FF6A00",
      welcomeMessage: "a\nb",
      emailSenderName: null,
      emailReplyTo: null,
      signerName: null,
      signerTitle: "Chief Compliance Officer",
      certificateValidityDays: 365,
      reminderIntervalDays: 30,
      autoEnrollNewEmployees: false,
      requirePasswordChange: true,
      sessionTimeoutMinutes: 480,
      enableEmailNotifications: false,
      enableCompletionEmails: false,
      enableReminderEmails: false,
    });
  });

  it("counts a welcome message's line breaks as one character, as the browser's maxlength does", () => {
    expect(form({ ...minimal, welcomeMessage: "a\r\n".repeat(333) + "a" }).status).toBe("success");
    expect(form({ ...minimal, welcomeMessage: "a".repeat(1001) }).status).toBe("error");
  });

  it("reads JSON: numbers and booleans, null or empty for no value; form strings are not JSON values", () => {
    const json = {
      ...minimal,
      certificateValidityDays: -1,
      reminderIntervalDays: 365,
      sessionTimeoutMinutes: 1440,
      companyLogoUrl: null,
      emailReplyTo: "",
      enableEmailNotifications: true,
    };
    expect(settingsSchema.parse(json)).toMatchObject({
      certificateValidityDays: -1,
      companyLogoUrl: null,
      emailReplyTo: null,
      enableEmailNotifications: true,
    });
    const wrong = settingsSchema.safeParse({ ...json, certificateValidityDays: "-1", enableEmailNotifications: "on" });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual([SETTINGS_MSG.option, SETTINGS_MSG.checkbox]);
  });
});
