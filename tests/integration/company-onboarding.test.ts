/** Company onboarding: portal access by subdomain and the self-service setup wizard (issue 8). */
import { describe, expect, it } from "vitest";
import * as adminLogin from "../../app/routes/admin/login";
import * as portal from "../../app/routes/public/company-login";
import * as setup from "../../app/routes/public/company-setup";
import { flashContext } from "../../app/server/platform/context.server";
import { readFlash } from "../../app/server/platform/cookies.server";
import { db } from "../../app/server/platform/db.server";
import { setupCompany } from "../../app/server/super-admin/setup.server";
import { createCompany } from "../support/factory";
import { Browser, ORIGIN, run } from "../support/http";

const SETUP = "/company/setup";
const REQUIRED = "Please fill in all required fields";
const TAKEN = "This subdomain is already taken. Please choose another.";
const RESERVED = "This subdomain is reserved. Please choose another.";

type Form = Record<string, string | number>;
const flashOf = (b: Browser) => readFlash(new Request("http://localhost/", { headers: { Cookie: b.header() } }));
const access = (b: Browser, subdomain: string) => run(portal.action, b, "/company/login", { form: { subdomain } });
const post = (b: Browser, form: Form) => run(setup.action, b, SETUP, { form });

const STEP1 = { companyName: " Helix Trials ", contactEmail: "Privacy@Helix.example", subdomain: "  Helix_Trials " };
const STEP2 = { adminFirstName: "Hana", adminLastName: "Admin", adminEmail: "hana@helix.example" };

/** Steps 1 and 2 as a browser would post them: each form carries what the previous answer returned. */
async function throughStep2(b: Browser, step1: Form = STEP1, step2: Form = STEP2) {
  const one = await post(b, { go: "company", ...step1 });
  expect(one.status, JSON.stringify(one.data)).toBe(200);
  expect(one.data.view.step).toBe(2);
  const two = await post(b, { go: "admin", ...one.data.view.values, ...step2 });
  expect(two.status, JSON.stringify(two.data)).toBe(200);
  expect(two.data.view.step).toBe(3);
  return two.data.view.values as Form;
}

/** A whole, valid setup posted at once (the last step's form with every answer). */
const whole = (slug: string, over: Form = {}): Form => ({
  go: "create",
  companyName: `Company ${slug}`,
  contactEmail: `privacy@${slug}.example`,
  subdomain: slug,
  adminFirstName: "Ada",
  adminLastName: "Admin",
  adminEmail: `admin@${slug}.example`,
  ...over,
});

const countOf = async (table: "companies" | "users" | "email_outbox" | "audit_events" | "invitations" | "company_settings") =>
  Number((await db().selectFrom(table).select(db().fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
const allCounts = async () => ({
  companies: await countOf("companies"),
  settings: await countOf("company_settings"),
  users: await countOf("users"),
  outbox: await countOf("email_outbox"),
  audit: await countOf("audit_events"),
  invitations: await countOf("invitations"),
});

describe("portal access (/company/login)", () => {
  it("normalises the subdomain and goes to the company's admin login", async () => {
    await createCompany("helix-portal");
    const b = new Browser();
    for (const typed of ["helix-portal", "  Helix-Portal ", "HELIX-portal!!", "he lix-portal"]) {
      const r = await access(b, typed);
      expect(r.location, typed).toBe("/company/helix-portal/admin/login");
    }
    // the built-in tenants have their own prefixes
    expect((await access(b, "CROAcademy")).location).toBe("/croacademy/admin/login");
    // a suspended company's portal exists: its admin login tells that it is unavailable
    await createCompany("paused-portal", { status: "suspended" });
    expect((await access(b, "paused-portal")).location).toBe("/company/paused-portal/admin/login");
  });

  it("answers an unknown or deleted subdomain on the same page (404) and an empty one with 400", async () => {
    const b = new Browser();
    const unknown = await access(b, " Nobody-Here ");
    expect(unknown.status).toBe(404);
    expect(unknown.location).toBeNull();
    expect(unknown.data.result.error.subdomain[0]).toContain("No company portal was found at nobody-here.training.local");
    const gone = await createCompany("gone-portal");
    await db().updateTable("companies").set({ deleted_at: new Date().toISOString() }).where("id", "=", gone.id).execute();
    const deleted = await access(b, "gone-portal");
    expect(deleted.status).toBe(404);
    expect(deleted.data.result.error.subdomain[0]).toContain("gone-portal.training.local");
    // not a valid subdomain after normalising (a leading hyphen) and route words: no portal either
    for (const odd of ["-abc", "login", "setup"]) expect((await access(b, odd)).status, odd).toBe(404);
    for (const empty of ["", "   ", " !! ", "ü"]) {
      const r = await access(b, empty);
      expect(r.status, empty).toBe(400);
      expect(r.data.result.error.subdomain).toEqual(["Please enter your company subdomain."]);
    }
    const long = await access(b, "a".repeat(500));
    expect(long.status).toBe(400);
  });

  it("never answers 500 to a malformed body", async () => {
    const send = async (body: string, type = "application/x-www-form-urlencoded") => {
      const request = new Request(`${ORIGIN}/company/login`, { method: "POST", headers: { "Content-Type": type, Origin: ORIGIN }, body });
      try {
        const value = await portal.action({ request, url: new URL(request.url), params: {}, context: new Browser().context() } as never);
        return (value as { init?: ResponseInit }).init?.status ?? (value as Response).status;
      } catch (thrown) {
        if (thrown instanceof Response) return thrown.status;
        throw thrown;
      }
    };
    expect(await send("subdomain=a&subdomain=b")).toBe(400);
    expect(await send("subdomain[4294967294]=x")).toBe(400);
    expect(await send("%zz=%zz")).toBe(400);
    expect(await send("{", "application/json")).toBe(400);
    expect(await send("--x\r\ngarbage", "multipart/form-data; boundary=x")).toBe(400);
  });
});

describe("setup wizard: steps", () => {
  it("shows step 1 at first and refuses empty answers with the spec's message beside the fields", async () => {
    const b = new Browser();
    expect((await run(setup.loader, b, SETUP)).data.done).toBeNull();
    const r = await post(b, { go: "company", companyName: "", contactEmail: "", subdomain: "" });
    expect(r.status).toBe(400);
    expect(r.data.view.step).toBe(1);
    expect(r.data.view.errors).toEqual({
      "": [REQUIRED],
      companyName: [REQUIRED],
      contactEmail: ["Please enter a valid contact email address"],
      subdomain: ["Please enter a subdomain: letters, digits and hyphens"],
    });
    const bad = await post(b, { go: "company", companyName: "Helix", contactEmail: "not-an-email", subdomain: "ok-sub" });
    expect(bad.status).toBe(400);
    expect(bad.data.view.errors).toEqual({ contactEmail: ["Please enter a valid contact email address"] });
    // the answers are kept as typed
    expect(bad.data.view.values).toEqual({ companyName: "Helix", contactEmail: "not-an-email", subdomain: "ok-sub" });
  });

  it("checks the subdomain at step 1: reserved words and taken subdomains (also a deleted company's)", async () => {
    const b = new Browser();
    for (const reserved of ["login", "setup", "api", "admin", "main", "croacademy", " Admin "]) {
      const r = await post(b, { go: "company", ...STEP1, subdomain: reserved });
      expect(r.status, reserved).toBe(400);
      expect(r.data.view.errors.subdomain).toEqual([RESERVED]);
    }
    await createCompany("taken-early");
    const taken = await post(b, { go: "company", ...STEP1, subdomain: "Taken-Early" });
    expect(taken.status).toBe(409);
    expect(taken.data.view).toMatchObject({ step: 1, errors: { subdomain: [TAKEN] }, values: { subdomain: "taken-early" } });
    const gone = await createCompany("deleted-early");
    await db().updateTable("companies").set({ deleted_at: new Date().toISOString() }).where("id", "=", gone.id).execute();
    expect((await post(b, { go: "company", ...STEP1, subdomain: "deleted-early" })).status).toBe(409);
  });

  it("carries the answers from step to step, normalised, and re-validates the carried ones", async () => {
    const b = new Browser();
    const one = await post(b, { go: "company", ...STEP1 });
    expect(one.data.view).toMatchObject({
      step: 2,
      errors: null,
      values: { companyName: "Helix Trials", contactEmail: "privacy@helix.example", subdomain: "helixtrials" },
    });
    const empty = await post(b, { go: "admin", ...one.data.view.values, adminFirstName: " ", adminLastName: "", adminEmail: "" });
    expect(empty.status).toBe(400);
    expect(empty.data.view).toMatchObject({
      step: 2,
      errors: {
        "": [REQUIRED],
        adminFirstName: [REQUIRED],
        adminLastName: [REQUIRED],
        adminEmail: ["Please enter a valid administrator email address"],
      },
    });
    // the step-1 answers stay with the form (hidden fields) while step 2 is corrected
    expect(empty.data.view.values).toMatchObject({ companyName: "Helix Trials", subdomain: "helixtrials" });
    // a tampered carried answer sends the wizard back to its step with the message
    const tampered = await post(b, { go: "admin", ...one.data.view.values, subdomain: "api", ...STEP2 });
    expect(tampered.status).toBe(400);
    expect(tampered.data.view).toMatchObject({ step: 1, errors: { subdomain: [RESERVED] }, values: { adminFirstName: "Hana" } });
    const missing = await post(b, { go: "admin", subdomain: "helixtrials", ...STEP2 });
    expect(missing.data.view).toMatchObject({ step: 1, errors: { "": [REQUIRED], companyName: [REQUIRED] } });

    const values = await throughStep2(b);
    expect(values).toEqual({
      companyName: "Helix Trials",
      contactEmail: "privacy@helix.example",
      subdomain: "helixtrials",
      adminFirstName: "Hana",
      adminLastName: "Admin",
      adminEmail: "hana@helix.example",
    });
  });

  it("Back keeps every answer without validating; Preview re-renders step 3 with the posted colours", async () => {
    const b = new Browser();
    const values = await throughStep2(b);
    const back = await post(b, { go: "back-admin", ...values, primaryColor: "#112233", secondaryColor: "#445566", trialDurationDays: 45 });
    expect(back.status).toBe(200);
    expect(back.data.view).toMatchObject({ step: 2, errors: null, values: { primaryColor: "#112233", trialDurationDays: "45" } });
    const backAgain = await post(b, { go: "back-company", ...back.data.view.values, adminFirstName: "" });
    expect(backAgain.status).toBe(200);
    expect(backAgain.data.view).toMatchObject({ step: 1, values: { adminFirstName: "", adminEmail: "hana@helix.example" } });

    const preview = await post(b, { go: "preview", ...values, primaryColor: "#aabbcc", secondaryColor: "#102030", trialDurationDays: "" });
    expect(preview.status).toBe(200);
    expect(preview.data.view).toMatchObject({
      step: 3,
      errors: null,
      values: { ...values, primaryColor: "#AABBCC", secondaryColor: "#102030", trialDurationDays: "30" },
    });
    const badColour = await post(b, { go: "preview", ...values, primaryColor: "red", trialDurationDays: 400 });
    expect(badColour.status).toBe(400);
    expect(badColour.data.view).toMatchObject({
      step: 3,
      errors: { primaryColor: ["Please choose a colour as #RRGGBB"], trialDurationDays: ["Trial duration must be from 1 to 365 days"] },
    });
  });

  it("the last step validates everything again and shows the step of the first problem", async () => {
    const b = new Browser();
    const before = await allCounts();
    const values = await throughStep2(b);
    const badAdmin = await post(b, { go: "create", ...values, adminEmail: "nope" });
    expect(badAdmin.status).toBe(400);
    expect(badAdmin.data.view).toMatchObject({ step: 2, errors: { adminEmail: ["Please enter a valid administrator email address"] } });
    const badTrial = await post(b, { go: "create", ...values, trialDurationDays: 0 });
    expect(badTrial.data.view).toMatchObject({ step: 3, errors: { trialDurationDays: ["Trial duration must be from 1 to 365 days"] } });
    const badCompany = await post(b, { go: "create", ...values, companyName: "", trialDurationDays: 0 });
    expect(badCompany.data.view).toMatchObject({ step: 1, errors: { "": [REQUIRED], companyName: [REQUIRED] } });
    expect(badCompany.data.view.errors.trialDurationDays).toBeUndefined();
    expect(await allCounts()).toEqual(before);
  });
});

describe("setup wizard: creating the company", () => {
  it("creates a 30-day trial with 25 seats, the colours and an invited admin; the admin sets a password and signs in", async () => {
    const b = new Browser("198.51.100.10");
    const values = await throughStep2(b);
    const r = await post(b, { go: "create", ...values, primaryColor: "#112233", secondaryColor: "#ffcc00", trialDurationDays: "soon" });
    expect(r.status).toBe(302);
    expect(r.location).toBe(`${SETUP}?created=helixtrials`);
    const company = await db().selectFrom("companies").selectAll().where("slug", "=", "helixtrials").executeTakeFirstOrThrow();
    expect(company).toMatchObject({ name: "Helix Trials", contact_email: "privacy@helix.example", status: "trial", max_employees: 25 });
    expect((Date.parse(company.trial_ends_at!) - Date.parse(company.created_at)) / 86_400_000).toBe(30);
    expect(
      await db()
        .selectFrom("company_settings")
        .select(["primary_color", "secondary_color"])
        .where("company_id", "=", company.id)
        .executeTakeFirst(),
    ).toEqual({ primary_color: "#112233", secondary_color: "#FFCC00" });
    expect(
      await db()
        .selectFrom("users")
        .select(["email", "first_name", "last_name", "role", "status"])
        .where("company_id", "=", company.id)
        .execute(),
    ).toEqual([{ email: "hana@helix.example", first_name: "Hana", last_name: "Admin", role: "admin", status: "invited" }]);
    const mail = await db().selectFrom("email_outbox").select(["to_address", "text_body"]).where("company_id", "=", company.id).execute();
    expect(mail).toHaveLength(1);
    expect(mail[0].to_address).toBe("hana@helix.example");
    expect(mail[0].text_body).toContain("http://localhost:3000/company/helixtrials/admin/login?token=");
    const created = await db()
      .selectFrom("audit_events")
      .select(["actor_user_id", "details"])
      .where("action", "=", "company.created")
      .where("company_id", "=", company.id)
      .executeTakeFirstOrThrow();
    expect(created.actor_user_id).toBeNull();
    expect(JSON.parse(created.details)).toMatchObject({ slug: "helixtrials", status: "trial", maxEmployees: 25, selfService: true });

    // the completion screen: the banner has the details and, without SMTP, the link once
    const flash = (await flashOf(b))!;
    expect(flash.kind).toBe("success");
    expect(flash.text).toContain("Helix Trials is set up: a 30-day trial until");
    expect(flash.text).toContain("with 25 employee seats. hana@helix.example was invited");
    const link = new URL(flash.copy!.value);
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:3000/company/helixtrials/admin/login");
    expect(mail[0].text_body).toContain(flash.copy!.value);
    const withFlash = (args: { context: { set: (c: typeof flashContext, v: unknown) => void } }) => {
      args.context.set(flashContext, flash);
      return setup.loader(args as never);
    };
    const done = await run(withFlash, b, `${SETUP}?created=helixtrials`);
    expect(done.data.done).toEqual({
      adminLogin: "/company/helixtrials/admin/login",
      address: "http://localhost:3000/company/helixtrials/admin/login",
      invitation: `/company/helixtrials/admin/login${link.search}`,
    });
    // later (no banner any more) the page leads to the admin login; an odd value to step 1
    expect((await run(setup.loader, new Browser(), `${SETUP}?created=helixtrials`)).location).toBe("/company/helixtrials/admin/login");
    expect((await run(setup.loader, new Browser(), `${SETUP}?created=%00`)).location).toBe(SETUP);

    // the new administrator follows the invitation, sets a password and signs in
    const admin = new Browser("198.51.100.11");
    const page = await run(adminLogin.loader, admin, `${link.pathname}${link.search}`);
    expect(page.data.email).toBe("hana@helix.example");
    const set = await run(adminLogin.action, admin, link.pathname, {
      form: {
        intent: "set-password",
        token: link.searchParams.get("token")!,
        newPassword: "Helix-Admin-2026",
        confirmPassword: "Helix-Admin-2026",
      },
    });
    expect(set.location).toBe("/company/helixtrials/admin/login?welcome=1");
    const again = new Browser("198.51.100.12");
    const signIn = await run(adminLogin.action, again, link.pathname, {
      form: { intent: "login", email: "hana@helix.example", password: "Helix-Admin-2026" },
    });
    expect(signIn.location).toBe("/company/helixtrials/admin/dashboard");
  });

  it("refuses at the end a subdomain someone took meanwhile, back at step 1 with every answer kept, writing nothing", async () => {
    const b = new Browser("198.51.100.20");
    const values = await throughStep2(
      b,
      { ...STEP1, companyName: "Race Co", contactEmail: "privacy@race.example", subdomain: "race-co" },
      { ...STEP2, adminEmail: "racer@race.example" },
    );
    await createCompany("race-co");
    const before = await allCounts();
    const r = await post(b, { go: "create", ...values, primaryColor: "#112233" });
    expect(r.status).toBe(409);
    expect(r.data.view).toMatchObject({
      step: 1,
      errors: { subdomain: [TAKEN] },
      values: { subdomain: "race-co", adminEmail: "racer@race.example", primaryColor: "#112233" },
    });
    expect(await allCounts()).toEqual(before);
    expect(await db().selectFrom("users").select("id").where("email", "=", "racer@race.example").execute()).toEqual([]);
    // choosing another subdomain (not one like race-co's) finishes the setup
    const ok = await post(b, { go: "create", ...values, subdomain: "racing-team" });
    expect(ok.location).toBe(`${SETUP}?created=racing-team`);
  });

  it("allows 5 companies a day per client address: the 6th is refused with 429 and Retry-After, writing nothing", async () => {
    const b = new Browser("203.0.113.50");
    // a refused attempt (subdomain taken) does not count
    await createCompany("limit-taken");
    expect((await post(b, whole("limit-taken"))).status).toBe(409);
    for (let i = 1; i <= 5; i++) {
      const r = await post(b, whole(`limit-${i}`));
      expect(r.location, `company ${i}`).toBe(`${SETUP}?created=limit-${i}`);
    }
    const before = await allCounts();
    const sixth = await post(b, whole("limit-6"));
    expect(sixth.status).toBe(429);
    const retry = Number(sixth.headers.get("Retry-After"));
    expect(retry).toBeGreaterThan(23 * 3600);
    expect(retry).toBeLessThanOrEqual(24 * 3600);
    expect(sixth.data.view.step).toBe(3);
    expect(sixth.data.view.errors[""][0]).toMatch(/^Too many companies have been set up from your network today/);
    expect(await allCounts()).toEqual(before);
    // step 1 tells it already, before the other steps are filled in
    const early = await post(b, { go: "company", ...STEP1, subdomain: "limit-7" });
    expect(early.status).toBe(429);
    expect(early.headers.get("Retry-After")).toBeTruthy();
    expect(early.data.view).toMatchObject({ step: 1, values: { subdomain: "limit-7" } });
    // the API's service refuses the same address too, and other addresses are not affected
    const api = await setupCompany(
      {
        companyName: "Api Co",
        contactEmail: "a@api.example",
        subdomain: "limit-api",
        adminFirstName: "A",
        adminLastName: "B",
        adminEmail: "c@api.example",
        primaryColor: "#003D8F",
        secondaryColor: "#FF6A00",
        trialDurationDays: 30,
      },
      { address: "203.0.113.50", userAgent: null },
    );
    expect(api).toMatchObject({ kind: "refused", status: 429, retryAfterSeconds: expect.any(Number) });
    expect(await allCounts()).toEqual(before);
    const other = await post(new Browser("203.0.113.51"), whole("limit-6"));
    expect(other.location).toBe(`${SETUP}?created=limit-6`);
  });

  it("setupCompany (POST /api/companies/setup) answers a plain outcome", async () => {
    const meta = { address: "192.0.2.77", userAgent: "test" };
    const input = {
      companyName: "Plain Co",
      contactEmail: "privacy@plain.example",
      subdomain: "plain-co",
      adminFirstName: "Pat",
      adminLastName: "Plain",
      adminEmail: "pat@plain.example",
      primaryColor: "#003D8F",
      secondaryColor: "#FF6A00",
      trialDurationDays: 14,
    };
    const now = new Date("2026-03-01T10:00:00.000Z");
    const created = await setupCompany(input, meta, { now });
    expect(created).toEqual({
      kind: "created",
      company: {
        id: expect.any(Number),
        name: "Plain Co",
        slug: "plain-co",
        base: "/company/plain-co",
        adminLogin: "/company/plain-co/admin/login",
        status: "trial",
        maxEmployees: 25,
        trialEndsAt: "2026-03-15T10:00:00.000Z",
      },
      admin: {
        id: expect.any(Number),
        name: "Pat Plain",
        email: "pat@plain.example",
        link: expect.stringMatching(/^http:\/\/localhost:3000\/company\/plain-co\/admin\/login\?token=[\w-]+$/),
      },
    });
    expect(await setupCompany(input, meta)).toEqual({
      kind: "refused",
      status: 409,
      field: "subdomain",
      message: TAKEN,
    });
  });

  it("malformed setup posts never answer 500 and write nothing", async () => {
    const b = new Browser("203.0.113.90");
    const before = await allCounts();
    const bodies: [string, string?][] = [
      ["go=create&go=admin&companyName=a&companyName=b"],
      ["go=nowhere"],
      [""],
      ["go=create"],
      ["go=create&subdomain[4294967294]=x&companyName[0][1]=y"],
      [`go=company&companyName=${"x".repeat(10_000)}&contactEmail=a@b.example&subdomain=${"y".repeat(10_000)}`],
      ["go=preview&primaryColor=javascript:alert(1)&secondaryColor=%00&trialDurationDays=1e400"],
      ["go=create&trialDurationDays=Infinity&primaryColor=%23ZZZZZZ"],
      [`go=company&companyName=%ED%A0%80&contactEmail=%F0%9F%98%80@x.example&subdomain=${encodeURIComponent("😀\u0301")}`],
      ["%zz=%zz&go=%zz"],
      ["__proto__=x&constructor=y&go=back-admin"],
      ["{", "application/json"],
      ["--x\r\ngarbage", "multipart/form-data; boundary=x"],
      ["go=create", "text/plain"],
    ];
    for (const [body, type] of bodies) {
      const request = new Request(`${ORIGIN}${SETUP}`, {
        method: "POST",
        headers: { "Content-Type": type ?? "application/x-www-form-urlencoded", Origin: ORIGIN },
        body,
      });
      let status: number;
      try {
        const value = await setup.action({ request, url: new URL(request.url), params: {}, context: b.context() } as never);
        status = (value as { init?: ResponseInit | null }).init?.status ?? (value instanceof Response ? value.status : 200);
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw thrown;
        status = thrown.status;
      }
      expect([200, 400, 409], body.slice(0, 60)).toContain(status);
    }
    expect(await allCounts()).toEqual(before);
  });
});

describe("look-alike companies (issue 24)", () => {
  const NAME_LIKE = "A company with this name already exists. Please choose another name.";
  const SUBDOMAIN_LIKE = "This subdomain looks too much like an existing company's. Please choose another.";

  it("refuses an existing company's name and a subdomain like an existing one, beside the field with 400, on step 1, at the end and in the API, writing nothing", async () => {
    await createCompany("acme-pharma", { name: "Acme Pharma" });
    const b = new Browser("198.51.100.90");
    const step1 = (over: Form) =>
      post(b, { go: "company", companyName: "Other Co", contactEmail: "privacy@other.example", subdomain: "other-co", ...over });
    for (const name of ["ACME pharma", "Ácme-Phármá!", "  acme   PHARMA. ", "Acme Pharrna", "Асme Pharma"]) {
      const r = await step1({ companyName: name });
      expect(r.status, name).toBe(400);
      expect(r.data.view, name).toMatchObject({ step: 1, errors: { companyName: [NAME_LIKE] }, values: { companyName: name.trim() } });
    }
    for (const subdomain of ["acme-pharrna", "acmepharma", "acme-pharmaa", "acrne-pharma", "acme-pharma1", "acme-phrama"]) {
      const r = await step1({ subdomain });
      expect(r.status, subdomain).toBe(400);
      expect(r.data.view.errors, subdomain).toEqual({ subdomain: [SUBDOMAIN_LIKE] });
    }
    expect((await step1({ companyName: "Acme Research", subdomain: "acme-research" })).status).toBe(200);

    // at the end too (a look-alike set up meanwhile), back at step 1 with every answer kept
    const before = await allCounts();
    const end = await post(b, { ...whole("acme-pharrna"), companyName: "Acme Pharma" });
    expect(end.status).toBe(400);
    expect(end.data.view).toMatchObject({ step: 1, errors: { companyName: [NAME_LIKE], subdomain: [SUBDOMAIN_LIKE] } });
    const { go: _go, ...answers } = whole("acme-pharrna");
    const api = await setupCompany(
      {
        ...(answers as Record<string, string>),
        companyName: "Acme Pharma",
        primaryColor: "#003D8F",
        secondaryColor: "#FF6A00",
        trialDurationDays: 30,
      } as never,
      { address: "198.51.100.91", userAgent: null },
    );
    expect(api).toMatchObject({ kind: "refused", status: 400, field: "companyName", message: NAME_LIKE });
    expect(await allCounts()).toEqual(before);
  });
});
