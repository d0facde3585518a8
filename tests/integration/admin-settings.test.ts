/** The settings tab (issue 7): the form, its validation, the audit, and the settings taking effect. */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as root from "../../app/root";
import * as employees from "../../app/routes/admin/employees";
import * as settings from "../../app/routes/admin/settings";
import * as certificatePdf from "../../app/routes/learner/certificate-pdf";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as intro from "../../app/routes/learner/training-intro";
import * as profile from "../../app/routes/learner/profile";
import * as world from "../../app/routes/learner/world";
import { formatLongDate } from "../../app/domain/dates";
import { sendDueMail } from "../../app/server/mail/outbox.server";
import { db } from "../../app/server/platform/db.server";
import { resetEnvCache } from "../../app/server/platform/env.server";
import { readFlash } from "../../app/server/platform/cookies.server";
import { createCompany, createUser, inviteUser, TEST_PASSWORD, type TestUser } from "../support/factory";
import { signCompletionOnPage, signedInAdmin, signInOnPage, trainSevenOnPages } from "../support/journeys";
import { Browser, download, run } from "../support/http";
import { startSmtp } from "../support/smtp";
import { pdfText } from "../support/pdf";

const DAY = 86_400_000;

/** A company of its own, with a signed-in admin. */
async function companyWithAdmin() {
  const co = await createCompany();
  const base = `/company/${co.slug}`;
  return { co, ...(await signedInAdmin(co.slug, base)) };
}

const settingsPath = (base: string) => `${base}/admin/dashboard/settings`;
const load = (b: Browser, base: string) => run(settings.loader, b, settingsPath(base));
const save = (b: Browser, base: string, form: Record<string, string | number>) => run(settings.action, b, settingsPath(base), { form });
const flashOf = (b: Browser) => readFlash(new Request("http://localhost/", { headers: { Cookie: b.header() } }));

/** The form as a browser posts it: every field, ticked boxes as "on", unticked ones left out. */
function formOf(values: Record<string, string | number | boolean | null>): Record<string, string | number> {
  const form: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === false) continue;
    form[k] = v === true ? "on" : (v ?? "");
  }
  return form;
}

const DEFAULTS = {
  companyLogoUrl: null,
  primaryColor: "#003D8F",
  secondaryColor: "#FF6A00",
  welcomeMessage: null,
  emailSenderName: null,
  emailReplyTo: null,
  signerName: "Dr. Test Signer",
  signerTitle: "Chief Compliance Officer",
  certificateValidityDays: 365,
  reminderIntervalDays: 30,
  autoEnrollNewEmployees: true,
  requirePasswordChange: true,
  sessionTimeoutMinutes: 480,
  enableEmailNotifications: true,
  enableCompletionEmails: true,
  enableReminderEmails: true,
  // issue 27: the company's language, "browser" in the form (stored null: each browser's)
  defaultLocale: "browser",
  // issue 30: the privacy notice's controller details, none until given
  controllerLegalName: null,
  controllerAddress: null,
  privacyContactEmail: null,
  dpoName: null,
  dpoContact: null,
  // issue 30: retention (years a leaver's data is kept, days of sessions/invitations and of mail bodies)
  retentionLeaverYears: 6,
  retentionSessionDays: 30,
  retentionMailBodyDays: 90,
};

/** The whole state a save could touch: the settings row, the company row and its audit events. */
async function snapshot(companyId: number) {
  return {
    settings: await db().selectFrom("company_settings").selectAll().where("company_id", "=", companyId).executeTakeFirstOrThrow(),
    company: await db().selectFrom("companies").selectAll().where("id", "=", companyId).executeTakeFirstOrThrow(),
    audit: await db()
      .selectFrom("audit_events")
      .select("id")
      .where("company_id", "=", companyId)
      .where("action", "=", "settings.updated")
      .execute(),
  };
}

describe("settings tab: the form", () => {
  it("shows the company's current values, with the spec's defaults for a new company", async () => {
    const { co, base, b } = await companyWithAdmin();
    const r = await load(b, base);
    expect(r.status).toBe(200);
    expect(r.data).toEqual({
      title: "Settings – Admin Dashboard – GDPR Training",
      base,
      settings: { companyName: `Company ${co.slug}`, ...DEFAULTS },
      sso: { oidc: false, saml: false, required: false },
    });
    // the built-in tenants have the same defaults (no signer name there)
    const cro = await signedInAdmin("croacademy", "/croacademy");
    expect((await load(cro.b, "/croacademy")).data.settings).toEqual({ companyName: "CRO Academy", ...DEFAULTS, signerName: null });
  });

  it("saves a valid form: written, the changed fields audited from → to, the success banner after the redirect", async () => {
    const { co, base, b, admin } = await companyWithAdmin();
    const next = {
      ...DEFAULTS,
      companyName: "  Acme Research  ",
      companyLogoUrl: "https://cdn.example.com/acme/logo.svg",
      primaryColor: "#12ab9f",
      welcomeMessage: "Welcome to our training.\r\nPlease finish by June.",
      emailReplyTo: "Privacy@Acme.Example",
      certificateValidityDays: 730,
      reminderIntervalDays: 7,
      sessionTimeoutMinutes: 60,
      autoEnrollNewEmployees: false,
      enableReminderEmails: false,
    };
    const r = await save(b, base, formOf(next));
    expect(r.status).toBe(302);
    expect(r.location).toBe(settingsPath(base));
    expect(await flashOf(b)).toEqual({ kind: "success", text: "Settings saved successfully!" });

    const expected = {
      ...next,
      companyName: "Acme Research",
      primaryColor: "#12AB9F",
      welcomeMessage: "Welcome to our training.\nPlease finish by June.",
      emailReplyTo: "privacy@acme.example",
    };
    expect((await load(b, base)).data.settings).toEqual(expected);
    const state = await snapshot(co.id);
    expect(state.company.name).toBe("Acme Research");
    expect(state.settings).toMatchObject({
      company_logo_url: "https://cdn.example.com/acme/logo.svg",
      primary_color: "#12AB9F",
      secondary_color: "#FF6A00",
      email_reply_to: "privacy@acme.example",
      certificate_validity_days: 730,
      reminder_interval_days: 7,
      session_timeout_minutes: 60,
      auto_enroll_new_employees: 0,
      require_password_change: 1,
      enable_reminder_emails: 0,
      enable_email_notifications: 1,
    });

    const events = await db()
      .selectFrom("audit_events")
      .selectAll()
      .where("company_id", "=", co.id)
      .where("action", "=", "settings.updated")
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor_user_id: admin.id, actor_email: admin.email, ip_address: b.address });
    expect(JSON.parse(events[0].details)).toEqual({
      changed: {
        companyName: { from: `Company ${co.slug}`, to: "Acme Research" },
        companyLogoUrl: { from: null, to: "https://cdn.example.com/acme/logo.svg" },
        primaryColor: { from: "#003D8F", to: "#12AB9F" },
        welcomeMessage: { from: null, to: "Welcome to our training.\nPlease finish by June." },
        emailReplyTo: { from: null, to: "privacy@acme.example" },
        certificateValidityDays: { from: 365, to: 730 },
        reminderIntervalDays: { from: 30, to: 7 },
        sessionTimeoutMinutes: { from: 480, to: 60 },
        autoEnrollNewEmployees: { from: true, to: false },
        enableReminderEmails: { from: true, to: false },
      },
    });

    // the same form again (a colour picker sends lower case): saved, nothing changed, nothing audited
    const again = await save(b, base, formOf({ ...next, primaryColor: "#12ab9f" }));
    expect(again.location).toBe(settingsPath(base));
    expect(await flashOf(b)).toEqual({ kind: "success", text: "Settings saved successfully!" });
    expect((await snapshot(co.id)).audit).toHaveLength(1);

    // clearing optional fields stores null; unticked boxes (sent as nothing) are false
    await save(
      b,
      base,
      formOf({ ...expected, companyLogoUrl: "", welcomeMessage: "   ", emailReplyTo: "", enableEmailNotifications: false }),
    );
    expect((await load(b, base)).data.settings).toMatchObject({
      companyLogoUrl: null,
      welcomeMessage: null,
      emailReplyTo: null,
      enableEmailNotifications: false,
      autoEnrollNewEmployees: false,
    });
  });

  it("works in the built-in contexts too (croacademy)", async () => {
    const { b } = await signedInAdmin("croacademy", "/croacademy");
    const r = await save(
      b,
      "/croacademy",
      formOf({ ...DEFAULTS, companyName: "CRO Academy", signerName: null, signerTitle: "Head of Quality" }),
    );
    expect(r.location).toBe("/croacademy/admin/dashboard/settings");
    expect((await load(b, "/croacademy")).data.settings.signerTitle).toBe("Head of Quality");
  });

  it("refuses bad input with 400 and messages beside the fields, writing nothing", async () => {
    const { co, base, b } = await companyWithAdmin();
    const valid = formOf({ ...DEFAULTS, companyName: "Valid Name" });
    const before = await snapshot(co.id);
    const cases: [Record<string, string | number>, Record<string, string[]>][] = [
      [
        { companyLogoUrl: "http://cdn.example.com/logo.png" },
        { companyLogoUrl: ["The logo address must be an https:// URL, or left empty."] },
      ],
      [{ companyLogoUrl: "javascript:alert(1)" }, { companyLogoUrl: ["The logo address must be an https:// URL, or left empty."] }],
      [
        { companyLogoUrl: "https://user:pw@cdn.example.com/logo.png" },
        { companyLogoUrl: ["The logo address must be an https:// URL, or left empty."] },
      ],
      [
        { companyLogoUrl: 'https://cdn.example.com/a"onerror="x' },
        { companyLogoUrl: ["The logo address must be an https:// URL, or left empty."] },
      ],
      [
        { primaryColor: "red", secondaryColor: "#12345" },
        {
          primaryColor: ["Please enter a colour as #rrggbb, for example #003D8F."],
          secondaryColor: ["Please enter a colour as #rrggbb, for example #003D8F."],
        },
      ],
      [{ primaryColor: "#00ff0g" }, { primaryColor: ["Please enter a colour as #rrggbb, for example #003D8F."] }],
      [{ primaryColor: "#fff" }, { primaryColor: ["Please enter a colour as #rrggbb, for example #003D8F."] }],
      [{ emailReplyTo: "not-an-email" }, { emailReplyTo: ["Please enter a valid email address"] }],
      [
        { certificateValidityDays: 100, reminderIntervalDays: "weekly", sessionTimeoutMinutes: 30 },
        {
          certificateValidityDays: ["Please choose one of the offered options."],
          reminderIntervalDays: ["Please choose one of the offered options."],
          sessionTimeoutMinutes: ["Please choose one of the offered options."],
        },
      ],
      [{ certificateValidityDays: "" }, { certificateValidityDays: ["Please choose one of the offered options."] }],
      [
        {
          companyName: "x".repeat(101),
          welcomeMessage: "y".repeat(1001),
          signerName: "z".repeat(101),
          companyLogoUrl: `https://x.example/${"a".repeat(2048)}`,
        },
        {
          companyName: ["This value is too long."],
          welcomeMessage: ["This value is too long."],
          signerName: ["This value is too long."],
          companyLogoUrl: ["This value is too long."],
        },
      ],
      [
        { companyName: " ", signerTitle: "" },
        { companyName: ["Please enter the company name"], signerTitle: ["Please enter the signer's title"] },
      ],
      [{ emailSenderName: "Acme\r\nBcc: victim@example.com" }, { emailSenderName: ["Please use one line of plain text."] }],
      [{ autoEnrollNewEmployees: "yes" }, { autoEnrollNewEmployees: ["Please tick or clear this box."] }],
      [{ isAdmin: "1" }, { "": ["Unknown field: isAdmin"] }],
      [{ companyId: 1, slug: "main" }, { "": ["Unknown fields: companyId, slug"] }],
    ];
    for (const [bad, errors] of cases) {
      const r = await save(b, base, { ...valid, ...bad });
      expect(r.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(r.data.result.error).toEqual(errors);
      // the form keeps what was typed
      expect(r.data.result.initialValue).toMatchObject({ companyName: (bad.companyName as string | undefined) ?? "Valid Name" });
    }
    // a colour's missing field too
    const { primaryColor: _drop, ...withoutColor } = valid;
    const missing = await save(b, base, withoutColor);
    expect(missing.status).toBe(400);
    expect(missing.data.result.error).toEqual({ primaryColor: ["Please enter a colour as #rrggbb, for example #003D8F."] });
    expect(await flashOf(b)).toBeNull();
    expect(await snapshot(co.id)).toEqual(before);
  });

  it("the schema serves a JSON object body too (PUT {api}/admin/settings)", async () => {
    const { settingsSchema } = await import("../../app/domain/forms");
    const body = {
      ...DEFAULTS,
      companyName: "Json Co",
      companyLogoUrl: null,
      emailSenderName: "",
      autoEnrollNewEmployees: false,
      defaultLocale: "de",
    };
    expect(settingsSchema.parse(body)).toEqual({ ...body, emailSenderName: null });
    // the language: null or "" is each browser's; left out keeps the company's
    expect(settingsSchema.parse({ ...body, defaultLocale: null }).defaultLocale).toBeNull();
    expect(settingsSchema.parse({ ...body, defaultLocale: undefined }).defaultLocale).toBeUndefined();
    const bad = settingsSchema.safeParse({ ...body, certificateValidityDays: "forever", enableReminderEmails: "on", extra: 1 });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["certificateValidityDays", "Please choose one of the offered options."],
      ["enableReminderEmails", "Please tick or clear this box."],
      ["", "Unknown field: extra"],
    ]);
  });
});

describe("settings tab: gates and scope", () => {
  it("signed out goes to the admin login; an employee session gets 403; nothing written", async () => {
    const { co, base } = await companyWithAdmin();
    const before = await snapshot(co.id);
    const form = formOf({ ...DEFAULTS, companyName: "Hijacked" });
    const anon = new Browser();
    expect((await load(anon, base)).location).toBe(`${base}/admin/login`);
    expect((await save(anon, base, form)).location).toBe(`${base}/admin/login`);
    const emp = await createUser({ company: co.slug });
    const eb = await signInOnPage(emp, base);
    expect((await load(eb, base)).status).toBe(403);
    expect((await save(eb, base, form)).status).toBe(403);
    expect(await snapshot(co.id)).toEqual(before);
  });

  it("never touches another company's settings: an admin's session does not reach another company's tab", async () => {
    const mine = await companyWithAdmin();
    const other = await createCompany();
    const otherBase = `/company/${other.slug}`;
    const before = await snapshot(other.id);
    const form = formOf({ ...DEFAULTS, companyName: "Mine Now", primaryColor: "#000000" });
    // posting to the other company's address with my session: signed out there
    expect((await save(mine.b, otherBase, form)).location).toBe(`${otherBase}/admin/login`);
    expect((await load(mine.b, otherBase)).location).toBe(`${otherBase}/admin/login`);
    // saving my own settings changes mine only
    expect((await save(mine.b, mine.base, form)).status).toBe(302);
    expect(await snapshot(other.id)).toEqual(before);
    expect((await snapshot(mine.co.id)).company.name).toBe("Mine Now");
    expect((await load(mine.b, mine.base)).data.settings.companyName).toBe("Mine Now");
  });
});

describe("settings take effect", () => {
  it("colours and logo on the company's pages (root loader), not on another company's", async () => {
    const { base, b } = await companyWithAdmin();
    await save(
      b,
      base,
      formOf({
        ...DEFAULTS,
        companyName: "Logo Co",
        primaryColor: "#112233",
        secondaryColor: "#aa5500",
        companyLogoUrl: "https://img.example/logo.png",
      }),
    );
    const pages = await run(root.loader, new Browser(), `${base}/employee/login`);
    expect(pages.data).toMatchObject({
      colors: { primary: "#112233", secondary: "#AA5500" },
      logo: { url: "https://img.example/logo.png", alt: "Logo Co logo" },
    });
    const main = await run(root.loader, new Browser(), "/employee/login");
    expect(main.data).toMatchObject({ colors: { primary: "#003D8F", secondary: "#FF6A00" }, logo: null });
    // a stored non-https address (from before the rule, or written by hand) never reaches a page
    const co = await db().selectFrom("companies").select("id").where("name", "=", "Logo Co").executeTakeFirstOrThrow();
    await db()
      .updateTable("company_settings")
      .set({ company_logo_url: "http://img.example/logo.png" })
      .where("company_id", "=", co.id)
      .execute();
    expect((await run(root.loader, new Browser(), `${base}/world`)).data.logo).toBeNull();
  });

  it("the welcome message (as text) and the validity on the training intro", async () => {
    const { co, base, b } = await companyWithAdmin();
    const emp = await createUser({ company: co.slug });
    const eb = await signInOnPage(emp, base);
    const plain = await run(intro.loader, eb, `${base}/training-intro`);
    expect(plain.data).toMatchObject({ welcomeMessage: null, validity: "Valid for one year from completion" });
    const message = "<b>Welcome</b> & <script>alert(1)</script>\nSecond line";
    await save(b, base, formOf({ ...DEFAULTS, companyName: "Intro Co", welcomeMessage: message, certificateValidityDays: -1 }));
    const shown = await run(intro.loader, eb, `${base}/training-intro`);
    // React renders it as text (escaped), never as HTML
    expect(shown.data).toMatchObject({ welcomeMessage: message, validity: "Valid without an expiry date" });
  });

  it("server-rendered: the welcome message as escaped text, the logo as an <img> with alt text, the form's values", async () => {
    const { co, base, b } = await companyWithAdmin();
    const message = "<script>alert(1)</script>\nSecond line";
    await save(
      b,
      base,
      formOf({ ...DEFAULTS, companyName: "Render Co", welcomeMessage: message, companyLogoUrl: "https://img.example/r.png" }),
    );
    const emp = await createUser({ company: co.slug });
    const eb = await signInOnPage(emp, base);
    const loaderData = {
      root: (await run(root.loader, eb, `${base}/training-intro`)).data,
      intro: (await run(intro.loader, eb, `${base}/training-intro`)).data,
      settings: (await load(b, base)).data,
    };
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        Component: () => createElement(Outlet),
        loader: () => null,
        children: [
          { id: "intro", path: "intro", Component: intro.default as never, loader: () => null },
          { id: "settings", path: "settings", Component: settings.default as never, loader: () => null },
        ],
      },
    ]);
    const html = (at: string) => renderToString(createElement(Stub, { initialEntries: [at], hydrationData: { loaderData } }));
    const page = html("/intro");
    expect(page).toContain('<img class="company-logo" src="https://img.example/r.png" alt="Render Co logo"');
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;\nSecond line");
    expect(page).not.toContain("<script>alert(1)");
    const form = html("/settings");
    expect(form).toContain(`action="${base}/admin/dashboard/settings" method="post"`);
    expect(form).toMatch(/name="autoEnrollNewEmployees" checked="" value="on"/);
    expect(form).toMatch(/<option value="365" selected="">1 year<\/option>/);
  });

  it("signer name and title and the validity reach a newly issued certificate (valid-through date and PDF text)", async () => {
    const { co, base, b } = await companyWithAdmin();
    await save(
      b,
      base,
      formOf({
        ...DEFAULTS,
        companyName: "Cert Co",
        signerName: "Dr. Rosalind Franklin",
        signerTitle: "Head of Data Protection",
        certificateValidityDays: 1095,
      }),
    );
    const emp = await createUser({ company: co.slug, firstName: "Marie", lastName: "Curie" });
    const eb = await signInOnPage(emp, base);
    await trainSevenOnPages(eb, base);
    await signCompletionOnPage(eb, base, TEST_PASSWORD);
    const cert = (await run(profile.loader, eb, `${base}/profile`)).data.certificate;
    expect(Date.parse(cert.validUntil) - Date.parse(cert.issuedAt)).toBe(1095 * DAY);
    const pdf = await run(download(certificatePdf), eb, `${base}/certificate.pdf`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(Buffer.from(await pdf.response!.arrayBuffer()));
    expect(text).toContain("CERT CO");
    expect(text).toContain("Marie Curie");
    expect(text).toContain("Dr. Rosalind Franklin");
    expect(text).toContain("Head of Data Protection");
    expect(text).toContain(formatLongDate(cert.validUntil));

    // never expires: the next certificate has no valid-through date
    await save(b, base, formOf({ ...DEFAULTS, companyName: "Cert Co", signerName: null, signerTitle: "CEO", certificateValidityDays: -1 }));
    const emp2 = await createUser({ company: co.slug, firstName: "Lise", lastName: "Meitner" });
    const eb2 = await signInOnPage(emp2, base);
    await trainSevenOnPages(eb2, base);
    await signCompletionOnPage(eb2, base, TEST_PASSWORD);
    expect((await run(profile.loader, eb2, `${base}/profile`)).data.certificate.validUntil).toBeNull();
    const text2 = await pdfText(
      Buffer.from(await (await run(download(certificatePdf), eb2, `${base}/certificate.pdf`)).response!.arrayBuffer()),
    );
    expect(text2).toContain("No expiry");
    // no signer name: the company signs, with the title
    expect(text2).toMatch(/Cert Co CEO/);
  });

  it("the session timeout is the idle timeout of the company's sessions", async () => {
    const { co, base, b } = await companyWithAdmin();
    const idle = async (user: TestUser, minutes: number) =>
      db()
        .updateTable("sessions")
        .set({ last_seen_at: new Date(Date.now() - minutes * 60_000).toISOString() })
        .where("user_id", "=", user.id)
        .execute();
    await save(b, base, formOf({ ...DEFAULTS, companyName: "Timeout Co", sessionTimeoutMinutes: 60 }));
    const u = await createUser({ company: co.slug });
    const ub = await signInOnPage(u, base);
    await idle(u, 59);
    expect((await run(world.loader, ub, `${base}/world`)).status).toBe(200);
    await idle(u, 61);
    expect((await run(world.loader, ub, `${base}/world`)).location).toBe(`${base}/employee/login`);
    // a longer timeout keeps the same idle time signed in
    await save(b, base, formOf({ ...DEFAULTS, companyName: "Timeout Co", sessionTimeoutMinutes: 240 }));
    const v = await createUser({ company: co.slug });
    const vb = await signInOnPage(v, base);
    await idle(v, 61);
    expect((await run(world.loader, vb, `${base}/world`)).status).toBe(200);
    await idle(v, 241);
    expect((await run(world.loader, vb, `${base}/world`)).location).toBe(`${base}/employee/login`);
  });

  it("requirePasswordChange: a temporary password must be replaced first unless switched off; invitations are unaffected", async () => {
    const { co, base, b } = await companyWithAdmin();
    const login = (u: TestUser) =>
      run(employeeLogin.action, new Browser(), `${base}/employee/login`, {
        form: { intent: "login", email: u.email, password: u.password },
      });
    const temp = await createUser({ company: co.slug, mustChangePassword: true });
    const on = await login(temp);
    expect(on.status).toBe(200);
    expect(on.data.mode).toBe("change-password");
    await save(b, base, formOf({ ...DEFAULTS, companyName: "Password Co", requirePasswordChange: false }));
    const off = await login(temp);
    expect(off.status).toBe(302);
    expect(off.location).toBe(`${base}/training-intro`);
    // an invited person chooses their own password through the link and is signed in: no second change
    for (const required of [false, true]) {
      await save(b, base, formOf({ ...DEFAULTS, companyName: "Password Co", requirePasswordChange: required }));
      const invited = await inviteUser({ company: co.slug });
      const accept = await run(employeeLogin.action, new Browser(), `${base}/employee/login?token=${invited.token}`, {
        form: { intent: "set-password", token: invited.token, newPassword: "Chosen-By-Me-2026", confirmPassword: "Chosen-By-Me-2026" },
      });
      expect(accept.location).toBe(`${base}/training-intro`);
      const signIn = await login({ ...invited, password: "Chosen-By-Me-2026" });
      expect(signIn.location).toBe(`${base}/training-intro`);
    }
  });
});

describe("sender name and reply-to on the company's mail (real SMTP server)", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const received: Awaited<ReturnType<typeof startSmtp>>["received"] = [];
  beforeAll(async () => {
    smtp = await startSmtp(received);
    process.env.SMTP_URL = smtp.url;
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    await smtp.close();
  });

  it("the outbox sends the company's mail with its sender name and reply-to; other mail keeps MAIL_FROM", async () => {
    const { base, b } = await companyWithAdmin();
    await save(
      b,
      base,
      formOf({ ...DEFAULTS, companyName: "Mail Co", emailSenderName: "Mail Co Compliance", emailReplyTo: "privacy@mailco.example" }),
    );
    await run(employees.action, b, `${base}/admin/dashboard?index`, {
      form: { intent: "add", firstName: "Nina", lastName: "New", email: "nina@mailco.example" },
    });
    const plain = await companyWithAdmin();
    await run(employees.action, plain.b, `${plain.base}/admin/dashboard?index`, {
      form: { intent: "add", firstName: "Otto", lastName: "Other", email: "otto@plain.example" },
    });
    for (let i = 0; i < 10 && (await sendDueMail({ limit: 100 })).sent > 0; i++);
    const nina = received.find((m) => m.to === "nina@mailco.example");
    expect(nina?.raw).toMatch(/^From: Mail Co Compliance <no-reply@training\.local>\r?$/m);
    expect(nina?.raw).toMatch(/^Reply-To: privacy@mailco\.example\r?$/m);
    const otto = received.find((m) => m.to === "otto@plain.example");
    expect(otto?.raw).toMatch(/^From: GDPR Training Academy <no-reply@training\.local>\r?$/m);
    expect(otto?.raw).not.toMatch(/^Reply-To:/m);
    expect(
      await db()
        .selectFrom("email_outbox")
        .select("status")
        .where("to_address", "in", ["nina@mailco.example", "otto@plain.example"])
        .execute(),
    ).toEqual([{ status: "sent" }, { status: "sent" }]);
  });
});
