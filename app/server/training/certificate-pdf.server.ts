import { type Signature, signatureLine, UNSIGNED_TEXT, verificationUrl } from "../../domain/certificate";
import { formatLongDate } from "../../domain/dates";
import { versionLabel } from "../../domain/content-version";
import { previewColor } from "../../domain/setup";
import { type AnyLocale, isLocale } from "../../domain/locale";
import { personLocale } from "../mail/language.server";
import { db } from "../platform/db.server";
import { newPdf, SANS, SANS_BOLD } from "../platform/pdf-fonts.server";
import { env } from "../platform/env.server";
import { type LanguageKit, languageKit } from "../platform/i18n.server";

export interface CertificateData {
  name: string;
  number: string;
  issuedAt: string;
  validUntil: string | null;
  companyName: string;
  primaryColor: string;
  secondaryColor: string;
  signerName: string | null;
  signerTitle: string;
  /** The course version it was earned on (null: recorded before content versions). */
  contentVersion?: string | null;
  /** The learner's signature manifestation of the completion (null: issued before acknowledgements). */
  signature?: Pick<Signature, "name" | "signedAt" | "meaning"> | null;
  /** A sample for certificate testing (super administrator): marked SAMPLE across the page, issued to nobody. */
  sample?: boolean;
  /** The certificate's language; before issue 28 the holder's (theirs, else their company's, else English); a sample: the viewer's. */
  locale?: AnyLocale;
}

/** Where anyone checks the certificate's live status: the public verification page on PUBLIC_URL. */
export const verificationUrlOf = (number: string) => verificationUrl(env().PUBLIC_URL, number);

const MM = 72 / 25.4;

/** What every part of a certificate's page is drawn with: the document, the language, the page's size and the company's colours. */
interface CertificatePage {
  doc: PDFKit.PDFDocument;
  lang: LanguageKit;
  W: number;
  H: number;
  primary: string;
  secondary: string;
}

/** A line of text centred across the page. */
const centre = (p: CertificatePage, text: string, y: number, size: number, font = SANS, fill = "#14213d") =>
  p.doc
    .font(font)
    .fontSize(size)
    .fillColor(fill)
    .text(text, 20 * MM, y, { width: p.W - 40 * MM, align: "center" });

/** A size at which the text fits the width on one line (down to `min`; below that it wraps). */
function fit(doc: PDFKit.PDFDocument, text: string, font: string, size: number, width: number, min: number) {
  const wide = doc.font(font).fontSize(size).widthOfString(text);
  return wide <= width ? size : Math.max(min, Math.floor((size * width * 10) / wide) / 10);
}

/**
 * The completion certificate: A4 landscape (297 x 210 mm), company name and colours, signer, in
 * the holder's language (the fonts, DejaVu, have every letter of the six languages).
 */
export async function renderCertificate(c: CertificateData): Promise<Buffer> {
  const lang = await languageKit(c.locale ?? "en");
  const { t, locale } = lang;
  const { doc, bytes } = await newPdf({
    size: "A4",
    layout: "landscape",
    margin: 0,
    lang: locale,
    info: {
      Title: t("GDPR Training Certificate {number}", { number: c.number }),
      Author: c.companyName,
      Subject: t("GDPR compliance training completion"),
    },
  });
  const page: CertificatePage = {
    doc,
    lang,
    W: 297 * MM,
    H: 210 * MM,
    primary: previewColor(c.primaryColor, "#003D8F"),
    secondary: previewColor(c.secondaryColor, "#FF6A00"),
  };
  drawFrame(page);
  drawStatement(page, c);
  drawDates(page, c);
  drawSigner(page, c);
  drawEvidence(page, c);
  if (!c.sample) await drawVerification(page, verificationUrlOf(c.number));
  else drawSampleMark(page);
  doc.end();
  return bytes;
}

/** The white page, the company's double border and the band that carries its name. */
function drawFrame({ doc, W, H, primary, secondary }: CertificatePage) {
  doc.rect(0, 0, W, H).fill("#ffffff");
  doc
    .lineWidth(6)
    .strokeColor(primary)
    .rect(10 * MM, 10 * MM, W - 20 * MM, H - 20 * MM)
    .stroke();
  doc
    .lineWidth(1.5)
    .strokeColor(secondary)
    .rect(14 * MM, 14 * MM, W - 28 * MM, H - 28 * MM)
    .stroke();
  doc.rect(14 * MM, 14 * MM, W - 28 * MM, 14 * MM).fill(primary);
}

/** The company, the title, the course, the holder's name and what they completed. */
function drawStatement(p: CertificatePage, c: CertificateData) {
  const { doc, W } = p;
  const { t } = p.lang;
  centre(p, c.companyName.toUpperCase(), 18.5 * MM, 13, SANS_BOLD, "#ffffff");
  const title = t("Certificate of Completion");
  centre(p, title, 40 * MM, fit(doc, title, SANS_BOLD, 34, W - 40 * MM, 24), SANS_BOLD, p.primary);
  centre(p, t("GDPR Compliance Training for Pharmaceutical and Clinical Research Professionals"), 56 * MM, 14, SANS, "#4a5568");
  centre(p, t("This certifies that"), 72 * MM, 14);
  centre(p, c.name, 82 * MM, fit(doc, c.name, SANS_BOLD, 30, W - 40 * MM, 16), SANS_BOLD);
  doc
    .lineWidth(1)
    .strokeColor(p.secondary)
    .moveTo(80 * MM, 97 * MM)
    .lineTo(W - 80 * MM, 97 * MM)
    .stroke();
  centre(
    p,
    t(
      "has successfully completed all seven modules of the GDPR training programme, including 28 scenario-based assessments on lawful bases, consent, data subject rights, data minimisation, security, breach response and international transfers.",
    ),
    103 * MM,
    12,
    SANS,
    "#14213d",
  );
}

/** Completion date, certificate ID and validity, side by side. */
function drawDates({ doc, lang }: CertificatePage, c: CertificateData) {
  const { t, locale } = lang;
  const y = 135 * MM;
  const col = (x: number, label: string, value: string) => {
    doc
      .font(SANS)
      .fontSize(10)
      .fillColor("#4a5568")
      .text(label, x, y, { width: 80 * MM, align: "center" });
    doc
      .font(SANS_BOLD)
      .fontSize(fit(doc, value, SANS_BOLD, 13, 80 * MM, 8))
      .fillColor("#14213d")
      .text(value, x, y + 6 * MM, { width: 80 * MM, align: "center" });
  };
  col(28 * MM, t("Completion date"), formatLongDate(c.issuedAt, locale));
  col(108.5 * MM, t("Certificate ID"), c.number);
  col(189 * MM, t("Valid through"), c.validUntil ? formatLongDate(c.validUntil, locale) : t("No expiry"));
}

/** The signer's line, name and title. */
function drawSigner({ doc }: CertificatePage, c: CertificateData) {
  const sy = 165 * MM;
  doc
    .lineWidth(0.8)
    .strokeColor("#14213d")
    .moveTo(108.5 * MM, sy)
    .lineTo(188.5 * MM, sy)
    .stroke();
  doc
    .font(SANS_BOLD)
    .fontSize(12)
    .fillColor("#14213d")
    .text(c.signerName || c.companyName, 98.5 * MM, sy + 3 * MM, { width: 100 * MM, align: "center" });
  doc
    .font(SANS)
    .fontSize(10)
    .fillColor("#4a5568")
    .text(c.signerTitle, 98.5 * MM, sy + 9 * MM, { width: 100 * MM, align: "center" });
}

/** The evidence block, bottom left: the learner's signature manifestation and the content version. */
function drawEvidence({ doc, lang }: CertificatePage, c: CertificateData) {
  const { t } = lang;
  const ex = 22 * MM;
  const ew = 72 * MM;
  doc
    .font(SANS_BOLD)
    .fontSize(8.5)
    .fillColor("#14213d")
    .text(c.signature ? t("Completion signed electronically") : t("Completion signature"), ex, 152 * MM, { width: ew });
  doc
    .font(SANS)
    .fontSize(8)
    .fillColor("#4a5568")
    .text(c.signature ? signatureLine(c.signature, lang) : c.sample ? t("Sample: no signature.") : t(UNSIGNED_TEXT), { width: ew });
  const version = c.sample ? t("sample") : c.contentVersion ? versionLabel(c.contentVersion) : t(versionLabel(null));
  doc.moveDown(0.3).text(t("Content version: {version}", { version }), { width: ew });
}

/** Verification: a QR code of the public URL (bottom right) and the URL as text, readable by anyone. */
async function drawVerification({ doc, lang, W }: CertificatePage, url: string) {
  const { t } = lang;
  const { create } = await import("qrcode");
  const qr = create(url, { errorCorrectionLevel: "M" });
  const cells = qr.modules.size;
  const side = 28 * MM;
  const cell = side / cells;
  const qx = W - 22 * MM - side;
  const qy = 150 * MM;
  for (let row = 0; row < cells; row++) {
    for (let col = 0; col < cells; col++) if (qr.modules.get(row, col)) doc.rect(qx + col * cell, qy + row * cell, cell, cell);
  }
  doc.fillColor("#000000").fill();
  doc
    .font(SANS)
    .fontSize(8)
    .fillColor("#4a5568")
    .text(t("Verify this certificate's current status at {url}", { url }), 20 * MM, 184 * MM, {
      width: W - 40 * MM,
      align: "center",
      link: url,
    });
}

/** A sample's mark across the page and its line at the foot: issued to nobody. */
function drawSampleMark(p: CertificatePage) {
  const { doc, W, H } = p;
  const { t } = p.lang;
  doc.save();
  doc.rotate(-24, { origin: [W / 2, H / 2] });
  doc
    .font(SANS_BOLD)
    .fontSize(120)
    .fillColor("#c53030")
    .fillOpacity(0.18)
    .text(t("SAMPLE"), 0, H / 2 - 60, { width: W, align: "center" });
  doc.restore();
  doc.fillOpacity(1);
  centre(p, t("Sample for certificate testing – not a valid certificate, issued to nobody"), H - 21 * MM, 9, SANS_BOLD, "#c53030");
}

/** The certificate columns a PDF is drawn from. */
export const CERTIFICATE_PDF_COLUMNS = [
  "c.number",
  "c.recipient_name",
  "c.issued_at",
  "c.valid_until",
  "c.content_version",
  "c.signed_name",
  "c.signed_at",
  "c.signature_meaning",
  "c.language",
] as const;

interface CertificateRow {
  /** The holder's own language (users.locale), when the query read it. */
  holder_locale?: string | null;
  number: string;
  recipient_name: string;
  issued_at: string;
  valid_until: string | null;
  content_version: string | null;
  signed_name: string | null;
  signed_at: string | null;
  signature_meaning: string | null;
  /** The certificate's language (null: issued before issue 28, written in the holder's). */
  language?: string | null;
}

/** A certificate row and its company's design as what the PDF shows. */
export function certificateData(
  c: CertificateRow,
  company: {
    name: string;
    primaryColor: string;
    secondaryColor: string;
    signerName: string | null;
    signerTitle: string;
    /** The company's default language (company_settings.default_locale). */
    defaultLocale?: string | null;
  },
): CertificateData {
  return {
    locale: isLocale(c.language) ? c.language : personLocale(c.holder_locale, company.defaultLocale),
    name: c.recipient_name,
    number: c.number,
    issuedAt: c.issued_at,
    validUntil: c.valid_until,
    companyName: company.name,
    primaryColor: company.primaryColor,
    secondaryColor: company.secondaryColor,
    signerName: company.signerName,
    signerTitle: company.signerTitle,
    contentVersion: c.content_version,
    signature:
      c.signed_name && c.signed_at && c.signature_meaning
        ? { name: c.signed_name, signedAt: c.signed_at, meaning: c.signature_meaning }
        : null,
  };
}

/**
 * The PDF of a certificate not revoked, by its number, in its company's design as it is now:
 * the outbox renders the attachment at sending time. Null when revoked or unknown.
 */
export async function certificatePdfByNumber(number: string): Promise<Buffer | null> {
  const c = await db()
    .selectFrom("certificates as c")
    .innerJoin("companies as co", "co.id", "c.company_id")
    .innerJoin("company_settings as s", "s.company_id", "c.company_id")
    .leftJoin("users as u", "u.id", "c.user_id")
    .select([
      ...CERTIFICATE_PDF_COLUMNS,
      "co.name",
      "s.primary_color",
      "s.secondary_color",
      "s.signer_name",
      "s.signer_title",
      "s.default_locale",
      "u.locale as holder_locale",
    ])
    .where("c.number", "=", number)
    .where("c.revoked_at", "is", null)
    .executeTakeFirst();
  if (!c) return null;
  return renderCertificate(
    certificateData(c, {
      name: c.name,
      primaryColor: c.primary_color,
      secondaryColor: c.secondary_color,
      signerName: c.signer_name,
      signerTitle: c.signer_title,
      defaultLocale: c.default_locale,
    }),
  );
}
