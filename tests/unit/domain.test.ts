/**
 * Pure domain helpers: names, certificate, subdomain, read-aloud text and form schemas.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CERTIFICATE_PREFIX, certificateNumber, isCertificateNumber, validUntil } from "../../app/domain/certificate";
import { formatLongDate } from "../../app/domain/dates";
import { containsPattern, queryString } from "../../app/domain/input";
import { foldText } from "../../app/domain/text-fold";
import fc from "fast-check";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  apiSetPasswordSchema,
  credentialsSchema,
  loginPageSchema,
  MSG,
  PASSWORD_HINT,
  portalAccessSchema,
  profileSchema,
  questSchema,
  regionSchema,
  superLoginSchema,
  worldSchema,
} from "../../app/domain/forms";
import { fullName, greetingName } from "../../app/domain/people";
import { expandForSpeech, SPEECH, speechChunks } from "../../app/domain/speech";
import { isValidSubdomain, normalizeSubdomain, RESERVED_SUBDOMAINS } from "../../app/domain/subdomain";
import routes from "../../app/routes";
import { flattenScreens, PLATFORM_SCREENS, type Screen, TENANT_SCREENS } from "../../app/screens";

const DAY = 86_400_000;
const messages = (r: { success: boolean; error?: { issues: readonly { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe("people: greetingName", () => {
  it("uses the employee's first name first", () => {
    expect(greetingName({ first_name: "Anna", last_name: "Berg", provider_name: "Anna Maria Berg", email: "a@x.eu" })).toBe("Anna");
  });

  it("trims the first name", () => {
    expect(greetingName({ first_name: "  Anna  " })).toBe("Anna");
  });

  it("falls back to the first word of the identity provider's name", () => {
    expect(greetingName({ provider_name: "Jane Q. Public", email: "jane@x.com" })).toBe("Jane");
    expect(greetingName({ first_name: "   ", provider_name: "  Jane   Public ", email: "jane@x.com" })).toBe("Jane");
    expect(greetingName({ first_name: null, provider_name: "Cher" })).toBe("Cher");
  });

  it("falls back to the email when there is no first name or provider name", () => {
    expect(greetingName({ first_name: "", provider_name: "  ", email: "sam@pharma.example" })).toBe("sam@pharma.example");
    expect(greetingName({ last_name: "Berg", email: "b@x.eu" })).toBe("b@x.eu");
  });

  it("falls back to 'Trainee' when nothing is known", () => {
    expect(greetingName({})).toBe("Trainee");
    expect(greetingName({ first_name: null, provider_name: null, email: null })).toBe("Trainee");
    expect(greetingName({ first_name: " ", email: "  " })).toBe("Trainee");
    expect(greetingName(null)).toBe("Trainee");
    expect(greetingName(undefined)).toBe("Trainee");
  });
});

describe("people: fullName", () => {
  it("joins first and last name", () => {
    expect(fullName({ first_name: "Anna", last_name: "Berg", email: "a@x.eu" })).toBe("Anna Berg");
    expect(fullName({ first_name: " Anna ", last_name: " Berg " })).toBe("Anna Berg");
  });

  it("uses whichever of first or last name exists", () => {
    expect(fullName({ first_name: "Anna" })).toBe("Anna");
    expect(fullName({ last_name: "Berg" })).toBe("Berg");
  });

  it("falls back to the full provider name, then the email, then 'Trainee'", () => {
    expect(fullName({ provider_name: "Jane Q. Public", email: "j@x.com" })).toBe("Jane Q. Public");
    expect(fullName({ first_name: "", last_name: " ", email: "j@x.com" })).toBe("j@x.com");
    expect(fullName({})).toBe("Trainee");
    expect(fullName(null)).toBe("Trainee");
  });
});

describe("certificate: certificateNumber", () => {
  it("is the prefix plus 13 uppercase letters (61 bits) with crypto.randomBytes", () => {
    const n = certificateNumber(randomBytes);
    expect(n).toMatch(/^GDPR-PHARMA-[A-Z]{13}$/);
    expect(n.startsWith(CERTIFICATE_PREFIX)).toBe(true);
    expect(isCertificateNumber(n)).toBe(true);
    expect(13 * Math.log2(26)).toBeGreaterThan(60);
  });

  it("is unique over 1000 draws and always well formed", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const n = certificateNumber(randomBytes);
      expect(n).toMatch(/^GDPR-PHARMA-[A-Z]{13}$/);
      seen.add(n);
    }
    expect(seen.size).toBe(1000);
  });

  it("maps bytes to letters and rejects bytes of 234 and above (no modulo bias)", () => {
    const calls: number[] = [];
    const source = (n: number) => {
      calls.push(n);
      // first call: only rejected bytes; second call: 0..15
      return calls.length === 1 ? new Uint8Array(n).fill(250) : Uint8Array.from({ length: n }, (_, i) => i);
    };
    expect(certificateNumber(source)).toBe("GDPR-PHARMA-ABCDEFGHIJKLM");
    expect(calls.length).toBe(2);
  });

  it("wraps bytes modulo 26", () => {
    const source = (n: number) => Uint8Array.from({ length: n }, () => 26 + 25); // 51 -> 'Z'
    expect(certificateNumber(source)).toBe("GDPR-PHARMA-ZZZZZZZZZZZZZ");
  });

  it("isCertificateNumber accepts the new 13-letter and the old 9-letter numbers", () => {
    expect(isCertificateNumber("GDPR-PHARMA-ABCDEFGHI")).toBe(true);
    expect(isCertificateNumber("GDPR-PHARMA-ABCDEFGHIJKLM")).toBe(true);
  });

  it("isCertificateNumber refuses malformed ids", () => {
    for (const s of [
      "GDPR-PHARMA-ABCDEFGH",
      "GDPR-PHARMA-ABCDEFGHIJ",
      "GDPR-PHARMA-ABCDEFGHIJKL",
      "GDPR-PHARMA-ABCDEFGHIJKLMN",
      "GDPR-PHARMA-abcdefghi",
      "GDPR-PHARMA-ABCDEFGH1",
      "GDPR-PHARMA-0000000000000",
      "XGDPR-PHARMA-ABCDEFGHI",
      "GDPR-PHARMA-ABCDEFGHI\n",
      "",
    ]) {
      expect(isCertificateNumber(s), s).toBe(false);
    }
  });
});

describe("certificate: validUntil and formatLongDate", () => {
  const issued = new Date("2025-03-01T10:00:00Z");

  it("adds 365 days", () => {
    const until = validUntil(issued, 365);
    expect(until).toBeInstanceOf(Date);
    expect(until!.getTime() - issued.getTime()).toBe(365 * DAY);
    expect(until!.toISOString()).toBe("2026-03-01T10:00:00.000Z");
  });

  it("counts 365 days, not a calendar year, across a leap day", () => {
    expect(validUntil(new Date("2024-01-15T00:00:00Z"), 365)!.toISOString()).toBe("2025-01-14T00:00:00.000Z");
  });

  it("honours other validity periods", () => {
    expect(validUntil(issued, 730)!.getTime() - issued.getTime()).toBe(730 * DAY);
    expect(validUntil(issued, 30)!.toISOString()).toBe("2025-03-31T10:00:00.000Z");
  });

  it("returns null for -1 (no expiry)", () => {
    expect(validUntil(issued, -1)).toBeNull();
  });

  it("does not modify the issue date", () => {
    const d = new Date(issued);
    validUntil(d, 365);
    expect(d.getTime()).toBe(issued.getTime());
  });

  it("formatLongDate writes day, month name and year in UTC", () => {
    expect(formatLongDate(new Date("2025-03-01T00:00:00Z"))).toBe("1 March 2025");
    expect(formatLongDate("2024-12-31T23:59:00Z")).toBe("31 December 2024");
    expect(formatLongDate(validUntil(issued, 365)!)).toBe("1 March 2026");
  });
});

describe("subdomain", () => {
  it("normalises by trimming, lowercasing and dropping other characters", () => {
    expect(normalizeSubdomain("  Acme_Pharma! ")).toBe("acmepharma");
    expect(normalizeSubdomain("Bio-Tech 2")).toBe("bio-tech2");
    expect(normalizeSubdomain("ÄÖÜ")).toBe("");
  });

  it("accepts simple lowercase names, digits and inner hyphens", () => {
    for (const s of ["acme", "acmepharma", "bio-tech", "cro2", "a", "a1", "x".repeat(63)]) {
      expect(isValidSubdomain(s), s).toBe(true);
    }
  });

  it("refuses the reserved route words", () => {
    for (const s of ["login", "setup", "main", "croacademy", "api", "admin"]) {
      expect(RESERVED_SUBDOMAINS.has(s)).toBe(true);
      expect(isValidSubdomain(s), s).toBe(false);
    }
  });

  it("reserves every first path segment the URL map routes, derived from app/screens.ts and the API prefix", () => {
    for (const s of ["super-admin", "company", "verify", "healthz", "auth", "world", "training", "quest", "profile", "demo", "employee"]) {
      expect(RESERVED_SUBDOMAINS.has(s), s).toBe(true);
      expect(isValidSubdomain(s), s).toBe(false);
    }
    const firstSegments = (list: readonly Screen[]) =>
      flattenScreens(list)
        .map((x) => x.fullPath.split("/")[0])
        .filter((w) => w && !w.startsWith(":"));
    for (const w of [...firstSegments(TENANT_SCREENS), ...firstSegments(PLATFORM_SCREENS), "api"]) {
      expect(RESERVED_SUBDOMAINS.has(w), w).toBe(true);
    }
    // the URL map's own first segments (app/routes.ts: the screens, the contexts and the API)
    const routed = (routes as unknown as { path?: string }[])
      .map((r) => (r.path ?? "").split("/")[0])
      .filter((w) => w && w !== "*" && !w.startsWith(":"));
    expect(routed.length).toBeGreaterThan(10);
    for (const w of routed) expect(RESERVED_SUBDOMAINS.has(w), w).toBe(true);
    // and nothing that is no route word
    expect(isValidSubdomain("acme-pharma")).toBe(true);
  });

  it("refuses leading or trailing hyphens, empty, uppercase, other characters and overlong names", () => {
    for (const s of ["-acme", "acme-", "", "Acme", "acme_pharma", "acme.pharma", "acme pharma", "x".repeat(64)]) {
      expect(isValidSubdomain(s), JSON.stringify(s)).toBe(false);
    }
  });

  it("a normalised reserved word is still refused", () => {
    expect(isValidSubdomain(normalizeSubdomain(" ADMIN "))).toBe(false);
  });
});

describe("speech: constants", () => {
  it("uses the spec's read-aloud settings", () => {
    expect(SPEECH).toMatchObject({ rate: 0.85, pitch: 1.1, volume: 0.9, chunkThreshold: 2000, pauseMs: 300, startDelayMs: 500 });
  });
});

describe("speech: speechChunks", () => {
  const sentence = (i: number) => `This is sentence number ${i} of the training text about lawful processing. `;
  const long = Array.from({ length: 60 }, (_, i) => sentence(i)).join(""); // about 4,500 characters
  const normalise = (s: string) => s.replace(/\s+/g, " ").trim();

  it("returns one chunk for short text", () => {
    expect(speechChunks("Short text. Two sentences.")).toEqual(["Short text. Two sentences."]);
  });

  it("returns one chunk for text of exactly 2000 characters and several for 2001", () => {
    const text = ("a".repeat(99) + ".").repeat(20);
    expect(text.length).toBe(2000);
    expect(speechChunks(text)).toEqual([text]);
    expect(speechChunks(text + "b").length).toBeGreaterThan(1);
  });

  it("returns no chunk for empty or blank text", () => {
    expect(speechChunks("")).toEqual([]);
    expect(speechChunks("   \n  ")).toEqual([]);
  });

  it("returns several chunks for text over 2000 characters", () => {
    expect(long.length).toBeGreaterThan(2000);
    expect(speechChunks(long).length).toBeGreaterThan(1);
  });

  it("ends every chunk at a sentence boundary", () => {
    const chunks = speechChunks(long);
    for (const c of chunks) {
      expect(c).toMatch(/[.!?]["')\]]*$/);
      expect(c).toMatch(/^This is sentence number \d+/);
    }
  });

  it("keeps all the text, in order, across the chunks", () => {
    expect(speechChunks(long).join(" ")).toBe(normalise(long));
  });

  it("keeps all the text when it ends without punctuation and uses ! and ?", () => {
    const text =
      Array.from({ length: 40 }, (_, i) => `Is item ${i} personal data? Yes, it is personal data! Note it.`).join(" ") + " Final words";
    const chunks = speechChunks(text);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join(" ")).toBe(normalise(text));
    expect(chunks.at(-1)!.endsWith("Final words")).toBe(true);
  });

  it("does not split a chunk inside a decimal number", () => {
    // The first chunk fills up just before "5 mg": a split after "3." would read "3" and "5 mg" apart.
    const text = "A" + "b".repeat(380) + ". The dose is 3.5 mg daily. " + "Next sentence here. ".repeat(120);
    const chunks = speechChunks(text);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.some((c) => c.includes("The dose is 3.5 mg daily."))).toBe(true);
    expect(chunks.join(" ")).toBe(normalise(text));
  });

  it("collapses line breaks and repeated spaces", () => {
    expect(speechChunks("First line.\n\nSecond   line.")).toEqual(["First line. Second line."]);
  });
});

describe("speech: expandForSpeech", () => {
  it("expands GDPR, EU and DPO", () => {
    expect(expandForSpeech("GDPR")).toBe("General Data Protection Regulation");
    expect(expandForSpeech("the EU rules")).toBe("the European Union rules");
    expect(expandForSpeech("Ask the DPO.")).toBe("Ask the data protection officer.");
  });

  it("expands US, CRO and CROs", () => {
    expect(expandForSpeech("a US sponsor and its CRO")).toBe("a United States sponsor and its contract research organisation");
    expect(expandForSpeech("two CROs")).toBe("two contract research organisations");
  });

  it("turns 'Art. 33' into 'Article 33'", () => {
    expect(expandForSpeech("Art. 33")).toBe("Article 33");
    expect(expandForSpeech("under Art. 33(1) and Art.34")).toBe("under Article 33(1) and Article 34");
  });

  it("leaves unknown capitals and ordinary words alone", () => {
    expect(expandForSpeech("The FDA and EUDAMED")).toBe("The FDA and EUDAMED");
    expect(expandForSpeech("Europe, Eudravigilance and the Artist")).toBe("Europe, Eudravigilance and the Artist");
  });

  it("expands acronyms in a whole sentence", () => {
    expect(expandForSpeech("Under the GDPR, notify the SA per Art. 33 and inform the DPO in the EU.")).toBe(
      "Under the General Data Protection Regulation, notify the supervisory authority per Article 33 and inform the data protection officer in the European Union.",
    );
  });
});

/** Parses like the actions and conform do: a form post, where an empty field is absent. */
function post(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string | undefined>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.set(k, v);
  const s = parseWithZod(form, { schema });
  return {
    ok: s.status === "success",
    value: s.status === "success" ? s.value : undefined,
    errors: s.status === "success" ? {} : (s.error ?? {}),
  };
}

describe("forms: sign-in (loginPageSchema, intent login)", () => {
  const ok = { intent: "login", email: "anna@pharma.example", password: "secret" };

  it("accepts an email and a password", () => {
    expect(post(loginPageSchema, ok).ok).toBe(true);
    expect(credentialsSchema.safeParse({ email: ok.email, password: ok.password }).success).toBe(true);
  });

  it("asks for both when the email, the password or both are missing", () => {
    for (const missing of [{ email: "" }, { email: "   " }, { password: "" }, { email: "", password: "" }]) {
      expect(post(loginPageSchema, { ...ok, ...missing }).errors).toEqual({ "": [MSG.both] });
    }
    expect(MSG.both).toBe("Please enter both email and password");
  });

  it("asks for a valid email when the email has no @", () => {
    expect(post(loginPageSchema, { ...ok, email: "anna.pharma.example" }).errors).toEqual({
      email: ["Please enter a valid email address"],
    });
  });

  it("refuses another intent, and a password over 128 characters before anything else", () => {
    expect(post(loginPageSchema, { ...ok, intent: "logout" }).ok).toBe(false);
    expect(post(loginPageSchema, { ...ok, password: "x".repeat(129) }).errors).toEqual({ password: [MSG.passwordLong] });
    expect(post(loginPageSchema, { ...ok, email: `${"a".repeat(250)}@x.eu` }).errors).toEqual({ email: [MSG.tooLong] });
  });

  it("the super administrator's page takes only a sign-in", () => {
    expect(post(superLoginSchema, ok).ok).toBe(true);
    expect(
      post(superLoginSchema, { intent: "set-password", token: "t", newPassword: "Long-Enough-1", confirmPassword: "Long-Enough-1" }).ok,
    ).toBe(false);
  });
});

describe("forms: set-password and change-password", () => {
  const invite = { intent: "set-password", token: "tok-123", newPassword: "New-Pass-1", confirmPassword: "New-Pass-1" };

  it("accepts matching passwords with a token", () => {
    expect(post(loginPageSchema, invite).value).toEqual(invite);
  });

  it("reports 'Passwords do not match' on a mismatch or a missing confirmation", () => {
    expect(post(loginPageSchema, { ...invite, confirmPassword: "New-Pass-2" }).errors).toEqual({
      confirmPassword: ["Passwords do not match"],
    });
    expect(post(loginPageSchema, { ...invite, confirmPassword: undefined }).errors).toEqual({ confirmPassword: [MSG.mismatch] });
  });

  it("asks for a new password when it is empty, and enforces 8 to 128 characters", () => {
    expect(post(loginPageSchema, { ...invite, newPassword: "", confirmPassword: "" }).errors).toEqual({ newPassword: [MSG.newPassword] });
    expect(post(loginPageSchema, { ...invite, newPassword: "short", confirmPassword: "short" }).errors).toEqual({
      newPassword: [MSG.passwordShort],
    });
    const long = "L".repeat(129);
    expect(post(loginPageSchema, { ...invite, newPassword: long, confirmPassword: long }).errors).toEqual({
      newPassword: [MSG.passwordLong],
    });
  });

  it("requires a token", () => {
    expect(post(loginPageSchema, { ...invite, token: "" }).ok).toBe(false);
  });

  it("the hint states the real minimum and recommends 12", () => {
    expect(PASSWORD_HINT).toBe("At least 8 characters; 12 or more recommended.");
  });

  it("change-password requires a valid email, the temporary password and matching new passwords", () => {
    const change = {
      intent: "change-password",
      email: "a@x.eu",
      currentPassword: "Temp-1",
      newPassword: "New-Pass-1",
      confirmPassword: "New-Pass-1",
    };
    expect(post(loginPageSchema, change).ok).toBe(true);
    expect(post(loginPageSchema, { ...change, email: "ax.eu" }).errors).toEqual({ email: [MSG.validEmail] });
    expect(post(loginPageSchema, { ...change, currentPassword: "" }).errors).toEqual({ currentPassword: [MSG.current] });
    expect(post(loginPageSchema, { ...change, confirmPassword: "New-Pass-2" }).errors).toEqual({ confirmPassword: [MSG.mismatch] });
  });

  it("the JSON API's set-password takes an invitation token, or an email with the temporary password", () => {
    expect(apiSetPasswordSchema.safeParse({ inviteToken: "t", newPassword: "New-Pass-1" }).success).toBe(true);
    expect(apiSetPasswordSchema.safeParse({ email: "a@x.eu", currentPassword: "Temp-1", newPassword: "New-Pass-1" }).success).toBe(true);
    expect(messages(apiSetPasswordSchema.safeParse({ newPassword: "New-Pass-1" }))).toEqual([MSG.validEmail, MSG.current]);
    expect(messages(apiSetPasswordSchema.safeParse({ inviteToken: "t", newPassword: "short" }))).toEqual([MSG.passwordShort]);
  });
});

describe("forms: training actions", () => {
  it("the quest's answer needs a choice from 0 to 3", () => {
    expect(post(questSchema, { intent: "answer", questionId: "12", choice: "2" }).value).toEqual({
      intent: "answer",
      questionId: 12,
      choice: 2,
    });
    for (const choice of [undefined, "", "4", "-1", "1.5", "x"]) {
      expect(post(questSchema, { intent: "answer", questionId: "12", choice }).errors.choice).toEqual([MSG.chooseAnswer]);
    }
    expect(post(questSchema, { intent: "bogus" }).ok).toBe(false);
    expect(post(questSchema, {}).ok).toBe(false);
  });

  it("a region to reset is a module id (1-8), as a number or a string", () => {
    expect(regionSchema.safeParse({ regionId: 3 }).data?.regionId).toBe(3);
    expect(regionSchema.safeParse({ regionId: "7", questId: "7" }).data?.regionId).toBe(7);
    for (const regionId of ["x", 0, 9, 2.5, null, undefined])
      expect(messages(regionSchema.safeParse({ regionId }))).toEqual([MSG.invalidRegion]);
    expect(post(worldSchema, { intent: "reset-department", regionId: "2" }).value).toEqual({ intent: "reset-department", regionId: 2 });
    expect(post(profileSchema, { intent: "reset-all" }).ok).toBe(true);
    expect(post(profileSchema, { intent: "delete-everything" }).ok).toBe(false);
  });

  it("portal access normalises the subdomain and refuses an empty one", () => {
    expect(post(portalAccessSchema, { subdomain: "  Acme_Pharma! " }).value).toEqual({ subdomain: "acmepharma" });
    expect(post(portalAccessSchema, { subdomain: " !! " }).errors).toEqual({ subdomain: [MSG.subdomain] });
  });
});

describe("queryString", () => {
  it("writes the values given, in order, encoded, and leaves out undefined, null and empty ones", () => {
    expect(queryString({})).toBe("");
    expect(queryString({ q: "", status: null, page: undefined })).toBe("");
    expect(queryString({ q: "Ada & Co", page: 0, confirm: "delete-7" })).toBe("?q=Ada+%26+Co&page=0&confirm=delete-7");
    // a later value of the same name replaces the earlier in its place
    const over: Record<string, number> = { page: 3 };
    expect(queryString({ q: "x", page: 2, ...over })).toBe("?q=x&page=3");
  });
});

describe("containsPattern", () => {
  it("lowers the text and escapes LIKE's %, _ and backslash, so that they match themselves", () => {
    expect(containsPattern("Łukasz ŻAK")).toBe("%łukasz żak%");
    expect(containsPattern("john_doe@x.example")).toBe("%john\\_doe@x.example%");
    expect(containsPattern("50% \\ off")).toBe("%50\\% \\\\ off%");
  });
});

describe("foldText", () => {
  it("lowers, and takes the accents off Latin letters, composed or typed apart", () => {
    expect(foldText("Łukasz ŻAK")).toBe("lukasz zak");
    expect(foldText("Özdemir, Ørsted, Đorđević, Ħal, İlker, Ŀlibre")).toBe("ozdemir, orsted, dordevic, hal, ilker, llibre");
    expect(foldText("Mu\u0308ller")).toBe(foldText("Müller"));
    expect(foldText("STRAẞE Straße Æsir Œuvre")).toBe("strasse strasse aesir oeuvre");
    expect(foldText("Nguyễn Thị")).toBe("nguyen thi");
  });

  it("keeps other scripts' letters, lowered and without their marks", () => {
    expect(foldText("Σωκράτης Анна Й")).toBe("σωκρατης анна и");
  });

  it("ASCII is lowered only; folding again changes nothing; the case of Latin letters never matters", () => {
    fc.assert(fc.property(fc.string({ unit: "binary-ascii" }), (text) => foldText(text) === text.toLowerCase()));
    fc.assert(fc.property(fc.string({ unit: "grapheme" }), (text) => foldText(foldText(text)) === foldText(text)));
    // µ and ŉ excepted: their capitals are other letters (Greek Μ, ʼN)
    const latin = fc
      .integer({ min: 0x20, max: 0x24f })
      .map((code) => String.fromCodePoint(code))
      .filter((letter) => !"µŉ".includes(letter));
    fc.assert(fc.property(fc.string({ unit: latin }), (text) => foldText(text.toUpperCase()) === foldText(text)));
  });
});
