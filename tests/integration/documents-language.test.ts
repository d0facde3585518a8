/**
 * The documents in their reader's language (issue 27): each mail in its recipient's (their own
 * choice, else the company's default, else English), the certificate PDF in its holder's, with
 * Polish letters drawn by the PDF fonts, and the evidence pack's summary in the administrator's.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Readable } from "node:stream";
import type { Font } from "fontkit";
import { describe, expect, it } from "vitest";
import { formatLongDate } from "../../app/domain/dates";
import type { PackFacts } from "../../app/domain/evidence-pack";
import { summaryPdf } from "../../app/server/evidence/evidence-summary.server";
import { sendInvitation } from "../../app/server/identity/invitations.server";
import { queueIntervalReminders } from "../../app/server/jobs/reminders.server";
import { SIGNATURE_STATEMENT } from "../../app/domain/certificate";
import { db } from "../../app/server/platform/db.server";
import { languageKit } from "../../app/server/platform/i18n.server";
import { lookupTenant } from "../../app/server/platform/tenant.server";
import { certificatePdf } from "../../app/server/training/certificates.server";
import { completeTraining, createCompany, createUser, type TestUser, unique } from "../support/factory";
import { pdfText } from "../support/pdf";

const DAY = 86_400_000;

async function company(defaultLocale: string | null = null) {
  const name = `Sprachen ${unique()}`;
  const co = await createCompany(undefined, { name });
  await db().updateTable("company_settings").set({ default_locale: defaultLocale }).where("company_id", "=", co.id).execute();
  const found = await lookupTenant(new Request(`http://localhost/company/${co.slug}/`));
  return { ...co, name, base: `/company/${co.slug}`, tenant: found!.tenant };
}

async function person(co: { slug: string }, locale: string | null, opts: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser({ company: co.slug, firstName: "Greta", lastName: "Meier", ...opts });
  await db().updateTable("users").set({ locale }).where("id", "=", user.id).execute();
  return user;
}

const outboxOf = (userId: number) => db().selectFrom("email_outbox").selectAll().where("user_id", "=", userId).orderBy("id").execute();

async function invite(co: Awaited<ReturnType<typeof company>>, user: TestUser) {
  await db()
    .transaction()
    .execute((tx) =>
      sendInvitation(tx, null, {
        scope: { companyId: co.id },
        tenant: co.tenant,
        person: { id: user.id, email: user.email, first_name: "Greta", last_name: "Meier" },
        role: "employee",
        resent: false,
        platform: true,
      }),
    );
  return (await outboxOf(user.id)).at(-1)!;
}

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

describe("mails in the recipient's language", () => {
  it("a German-preferring employee's invitation is German: subject, text and HTML", async () => {
    const co = await company();
    const greta = await person(co, "de", { status: "invited" });
    const mail = await invite(co, greta);
    expect(mail.subject).toBe(`Ihre Einladung zur DSGVO-Schulung von ${co.name}`);
    expect(mail.text_body).toContain("Guten Tag Greta,");
    expect(mail.text_body).toContain(`Sie sind eingeladen, die DSGVO-Compliance-Schulung von ${co.name} zu absolvieren`);
    expect(mail.text_body).toContain("Passwort wählen und beginnen:");
    expect(mail.html_body).toContain('<html lang="de">');
    expect(mail.html_body).toContain(`<title>Ihre Einladung zur DSGVO-Schulung von ${co.name}</title>`);
    expect(mail.html_body).toContain("Falls die Schaltfläche nicht funktioniert");
    expect(mail.html_body).not.toContain("Choose your password");
  });

  it("without a choice of their own, the company's default; without either, English", async () => {
    const german = await company("de");
    const follower = await person(german, null, { status: "invited" });
    expect((await invite(german, follower)).subject).toBe(`Ihre Einladung zur DSGVO-Schulung von ${german.name}`);
    const own = await person(german, "fr", { status: "invited" });
    expect((await invite(german, own)).subject).toBe(`Votre invitation à la formation RGPD de ${german.name}`);
    const plain = await company();
    const english = await person(plain, null, { status: "invited" });
    const mail = await invite(plain, english);
    expect(mail.subject).toBe(`Your invitation to the GDPR training of ${plain.name}`);
    expect(mail.html_body).toContain('<html lang="en">');
  });

  it("a German employee's interval reminder is German, with the progress in German", async () => {
    const co = await company();
    const greta = await person(co, "de");
    await completeTraining(greta, co.base, { modules: 2 });
    await queueIntervalReminders(new Date(Date.now() + 400 * DAY));
    const reminder = (await outboxOf(greta.id)).find((m) => m.kind === "interval-reminder")!;
    expect(reminder.subject).toBe(`Erinnerung: Bitte schließen Sie die DSGVO-Schulung von ${co.name} ab`);
    expect(reminder.text_body).toContain("(2/7 Module)");
    expect(reminder.html_body).toContain("Schulung fortsetzen");
  });
});

describe("the certificate in the holder's language", () => {
  it("a German holder's certificate PDF is German, dates in German; the completion mail too", async () => {
    const co = await company();
    const greta = await person(co, "de");
    await completeTraining(greta, co.base);
    const cert = await certificatePdf({ scope: { companyId: co.id }, userId: greta.id }, co.tenant);
    const text = await pdfText(cert!.pdf);
    for (const words of ["Abschlusszertifikat", "Hiermit wird bescheinigt, dass", "Abschlussdatum", "Zertifikatsnummer", "Gültig bis"])
      expect(text).toContain(words);
    expect(text).toContain(formatLongDate(new Date(), "de"));
    expect(text).toContain("Elektronisch unterschrieben von");
    // the meaning as Greta confirmed it, in German
    const statement = (await languageKit("de")).t(SIGNATURE_STATEMENT);
    const { signature_meaning } = await db()
      .selectFrom("certificates")
      .select("signature_meaning")
      .where("user_id", "=", greta.id)
      .executeTakeFirstOrThrow();
    expect(signature_meaning).toBe(statement);
    expect(text.replace(/\s+/g, " ")).toContain(statement);
    expect(text).not.toContain("Certificate of Completion");
    const completion = (await outboxOf(greta.id)).find((m) => m.kind === "completion")!;
    expect(completion.subject).toBe(`Sie haben die DSGVO-Schulung von ${co.name} abgeschlossen`);
  });

  it("a Polish holder's name and the Polish texts are drawn with every letter (DejaVu has each glyph)", async () => {
    const co = await company("pl");
    const lukasz = await person(co, null, { firstName: "Łukasz", lastName: "Żółć-Gęślą" });
    await completeTraining(lukasz, co.base);
    const cert = await certificatePdf({ scope: { companyId: co.id }, userId: lukasz.id }, co.tenant);
    const text = await pdfText(cert!.pdf);
    expect(text).toContain("Łukasz Żółć-Gęślą");
    expect(text).toContain("Certyfikat ukończenia");
    expect(text).toContain("Niniejszym zaświadcza się, że");
    expect(text).toContain(formatLongDate(new Date(), "pl"));
    // every letter of the Polish texts drawn has a glyph in both fonts (no .notdef boxes)
    const require = createRequire(import.meta.url);
    const fontkit = await import("fontkit");
    const { t } = await languageKit("pl");
    const drawn = [
      t("Certificate of Completion"),
      t("This certifies that"),
      t(
        "has successfully completed all seven modules of the GDPR training programme, including 28 scenario-based assessments on lawful bases, consent, data subject rights, data minimisation, security, breach response and international transfers.",
      ),
      t("Completion signed electronically"),
      "Łukasz Żółć-Gęślą ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż „”",
    ].join(" ");
    for (const file of ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]) {
      const font = fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))) as Font;
      const missing = [...new Set(drawn)].filter((ch) => !font.hasGlyphForCodePoint(ch.codePointAt(0)!));
      expect(missing, file).toEqual([]);
    }
  });
});

describe("the evidence pack's summary in the administrator's language", () => {
  it("German headings and figures; the CSVs' English column names are explained", async () => {
    const facts: PackFacts = {
      company: { name: "Pharma GmbH", slug: "pharma" },
      range: { start: "2026-01-01", end: "2026-11-25" },
      person: null,
      generatedAt: "2026-11-25T10:00:00.000Z",
      generatedBy: "admin@pharma.example",
      auditHead: null,
      figures: {
        people: 1,
        completed: 1,
        inProgress: 0,
        notStarted: 0,
        completionRate: 100,
        deleted: 0,
        certificates: { total: 1, valid: 1, expired: 0, revoked: 0, superseded: 0 },
        auditEvents: 3,
      },
    };
    async function* rows() {
      yield [
        {
          name: "Greta Meier",
          email: "greta@pharma.example",
          status: "Training Complete",
          completed: "2026-11-20",
          scores: [100, 100, 100, 100, 100, 100, 100],
          certificate: { number: "GDPR-PHARMA-ABCDEFGHIJKLM", state: "valid" as const, contentVersion: null },
        },
      ];
    }
    const pdf = await bytesOf(await summaryPdf(facts, rows(), async () => [], "https://x.example/verify/{n}", await languageKit("de")));
    const text = await pdfText(pdf, "all");
    for (const words of [
      "Nachweispaket der DSGVO-Schulung",
      "Abschlusszahlen",
      "So prüfen Sie dieses Paket",
      "Schulungsnachweise",
      "Gültig",
    ])
      expect(text).toContain(words);
    expect(text).toContain("englische Spaltennamen");
    expect(text).toContain("25. November 2026");
  });
});
