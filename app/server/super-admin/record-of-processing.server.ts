/**
 * The platform's record of processing activities as a processor (Art. 30(2) GDPR, issue 30): the
 * processor (the operator, CONTACT_EMAIL), every controller (each company on the platform, with
 * its controller details from its settings and its contact), the categories of processing, the
 * transfers and the security measures (domain/privacy.ts). The super administrator's page shows
 * it; `recordPdf` draws the same as a PDF (pdfkit, the embedded fonts).
 */
import { sql } from "kysely";
import { DATA_CATEGORIES, MEASURES, PROCESSING_CATEGORIES, RECORD_TEXT } from "../../domain/privacy";
import type { ControllerDetails } from "../../domain/settings";
import { controllerOf } from "../admin/settings.server";
import { db } from "../platform/db.server";
import { env } from "../platform/env.server";
import type { LanguageKit } from "../platform/i18n.server";
import { newPdf, SANS, SANS_BOLD } from "../platform/pdf-fonts.server";
import { sortKey } from "../platform/text-search.server";

interface ControllerEntry {
  name: string;
  slug: string;
  contactEmail: string;
  details: ControllerDetails;
}

interface RecordOfProcessing {
  processor: { contact: string | null; url: string };
  controllers: ControllerEntry[];
}

/** The record as of now: the processor and every company on the platform (deleted ones are no longer served). */
export async function recordOfProcessing(): Promise<RecordOfProcessing> {
  const rows = await db()
    .selectFrom("companies as c")
    .innerJoin("company_settings as s", "s.company_id", "c.id")
    .select([
      "c.name",
      "c.slug",
      "c.contact_email",
      "s.controller_legal_name",
      "s.controller_address",
      "s.privacy_contact_email",
      "s.dpo_name",
      "s.dpo_contact",
    ])
    .where("c.deleted_at", "is", null)
    .orderBy(sortKey(sql.ref("c.name")))
    .orderBy("c.id")
    .execute();
  return {
    processor: { contact: env().CONTACT_EMAIL ?? null, url: env().PUBLIC_URL },
    controllers: rows.map((r) => ({ name: r.name, slug: r.slug, contactEmail: r.contact_email, details: controllerOf(r) })),
  };
}

/** One controller's lines as the page and the PDF show them. */
export function controllerLines(c: ControllerEntry, t: LanguageKit["t"]): string[] {
  const d = c.details;
  const or = (v: string | null) => v ?? t(RECORD_TEXT.notProvided);
  return [
    t("Legal name: {value}", { value: or(d.controllerLegalName) }),
    t("Address: {value}", { value: or(d.controllerAddress?.replace(/\n+/g, ", ") ?? null) }),
    t("Privacy contact: {value}", { value: or(d.privacyContactEmail) }),
    t("Data protection officer: {value}", { value: or([d.dpoName, d.dpoContact].filter(Boolean).join(", ") || null) }),
    t("Company contact: {value}", { value: c.contactEmail }),
  ];
}

/** The record as a PDF (A4 portrait), in the language of the kit given. */
export async function recordPdf(record: RecordOfProcessing, kit: LanguageKit, now = new Date()): Promise<Buffer> {
  const { t, locale } = kit;
  const { doc, bytes } = await newPdf({ size: "A4", margin: 50, lang: locale, info: { Title: t(RECORD_TEXT.title) } });
  const heading = (text: string) => doc.moveDown(0.8).font(SANS_BOLD).fontSize(13).fillColor("#14213d").text(text).moveDown(0.3);
  const para = (text: string) => doc.font(SANS).fontSize(10).fillColor("#14213d").text(text);
  const list = (items: readonly string[]) =>
    doc
      .font(SANS)
      .fontSize(10)
      .fillColor("#14213d")
      .list(
        items.map((i) => t(i)),
        { bulletRadius: 1.5 },
      );

  doc.font(SANS_BOLD).fontSize(18).fillColor("#003D8F").text(t(RECORD_TEXT.title));
  para(t("As of {date} (UTC)", { date: now.toISOString().slice(0, 16).replace("T", " ") }));
  heading(t(RECORD_TEXT.processor));
  para(t(RECORD_TEXT.processorText));
  para(record.processor.contact ? t("Contact: {email}", { email: record.processor.contact }) : t(RECORD_TEXT.noContact));
  para(t("Platform: {url}", { url: record.processor.url }));
  heading(t(RECORD_TEXT.controllers));
  for (const c of record.controllers) {
    doc.moveDown(0.4).font(SANS_BOLD).fontSize(11).text(`${c.name} (${c.slug})`);
    for (const line of controllerLines(c, t)) para(line);
  }
  heading(t(RECORD_TEXT.categories));
  list(PROCESSING_CATEGORIES);
  heading(t(RECORD_TEXT.data));
  list(DATA_CATEGORIES);
  heading(t(RECORD_TEXT.transfers));
  para(t(RECORD_TEXT.noTransfers));
  heading(t(RECORD_TEXT.measures));
  list(MEASURES);
  doc.end();
  return bytes;
}
