import { randomBytes } from "node:crypto";
import PDFDocument from "pdfkit";
import { certificateNumber, formatLongDate, validUntil } from "../../domain/certificate";
import { fullName } from "../../domain/people";
import { audit } from "../evidence/audit.server";
import type { Actor, CompanyCaller, CompanyScope } from "../identity/sessions.server";
import { deliverNow, enqueueMail } from "../mail/outbox.server";
import { db, type Db, type Tx } from "../platform/db.server";
import type { Tenant } from "../platform/tenant.server";
import type { PersonInCompany } from "./progress.server";

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
  /** A sample for certificate testing (super administrator): marked SAMPLE across the page, issued to nobody. */
  sample?: boolean;
}

const MM = 72 / 25.4;

/** The completion certificate: A4 landscape (297 x 210 mm), company name and colours, signer. */
export function renderCertificate(c: CertificateData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 0,
    info: { Title: `GDPR Training Certificate ${c.number}`, Author: c.companyName, Subject: "GDPR compliance training completion" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const W = 297 * MM;
  const H = 210 * MM;
  const color = (s: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(s) ? s : fallback);
  const primary = color(c.primaryColor, "#003D8F");
  const secondary = color(c.secondaryColor, "#FF6A00");

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

  const centre = (text: string, y: number, size: number, font = "Helvetica", fill = "#14213d") =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(fill)
      .text(text, 20 * MM, y, { width: W - 40 * MM, align: "center" });

  centre(c.companyName.toUpperCase(), 18.5 * MM, 13, "Helvetica-Bold", "#ffffff");
  centre("Certificate of Completion", 40 * MM, 34, "Helvetica-Bold", primary);
  centre("GDPR Compliance Training for Pharmaceutical and Clinical Research Professionals", 56 * MM, 14, "Helvetica", "#4a5568");
  centre("This certifies that", 72 * MM, 14);
  centre(c.name, 82 * MM, 30, "Helvetica-Bold");
  doc
    .lineWidth(1)
    .strokeColor(secondary)
    .moveTo(80 * MM, 97 * MM)
    .lineTo(W - 80 * MM, 97 * MM)
    .stroke();
  centre(
    "has successfully completed all seven modules of the GDPR training programme, including 28 scenario-based assessments on lawful bases, consent, data subject rights, data minimisation, security, breach response and international transfers.",
    103 * MM,
    12,
    "Helvetica",
    "#14213d",
  );

  const y = 135 * MM;
  const col = (x: number, label: string, value: string) => {
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor("#4a5568")
      .text(label, x, y, { width: 80 * MM, align: "center" });
    doc
      .font("Helvetica-Bold")
      .fontSize(13)
      .fillColor("#14213d")
      .text(value, x, y + 6 * MM, { width: 80 * MM, align: "center" });
  };
  col(28 * MM, "Completion date", formatLongDate(c.issuedAt));
  col(108.5 * MM, "Certificate ID", c.number);
  col(189 * MM, "Valid through", c.validUntil ? formatLongDate(c.validUntil) : "No expiry");

  const sy = 165 * MM;
  doc
    .lineWidth(0.8)
    .strokeColor("#14213d")
    .moveTo(108.5 * MM, sy)
    .lineTo(188.5 * MM, sy)
    .stroke();
  doc
    .font("Helvetica-Bold")
    .fontSize(12)
    .fillColor("#14213d")
    .text(c.signerName || c.companyName, 98.5 * MM, sy + 3 * MM, { width: 100 * MM, align: "center" });
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#4a5568")
    .text(c.signerTitle, 98.5 * MM, sy + 9 * MM, { width: 100 * MM, align: "center" });
  if (c.sample) {
    doc.save();
    doc.rotate(-24, { origin: [W / 2, H / 2] });
    doc
      .font("Helvetica-Bold")
      .fontSize(120)
      .fillColor("#c53030")
      .fillOpacity(0.18)
      .text("SAMPLE", 0, H / 2 - 60, { width: W, align: "center" });
    doc.restore();
    doc.fillOpacity(1);
    centre("Sample for certificate testing – not a valid certificate, issued to nobody", H - 21 * MM, 9, "Helvetica-Bold", "#c53030");
  }
  doc.end();
  return done;
}

/** The person's current (not revoked) certificate in this company, with what the PDF needs. */
export async function currentCertificate({ scope, userId }: PersonInCompany, q: Db | Tx = db()) {
  return q
    .selectFrom("certificates")
    .select(["id", "number", "recipient_name", "issued_at", "valid_until"])
    .where("company_id", "=", scope.companyId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
}

/** Issues the caller's certificate in the completing transaction, unless a current one exists. */
export async function issueCertificate(tx: Tx, caller: CompanyCaller, tenant: Tenant, now: string) {
  if (await currentCertificate({ scope: caller.scope, userId: caller.user.id }, tx)) return;
  const until = validUntil(new Date(now), tenant.certificateValidityDays);
  for (let i = 0; i < 5; i++) {
    const number = certificateNumber((n) => randomBytes(n));
    const clash = await tx.selectFrom("certificates").select("id").where("number", "=", number).executeTakeFirst();
    if (clash) continue;
    await tx
      .insertInto("certificates")
      .values({
        user_id: caller.user.id,
        company_id: caller.scope.companyId,
        number,
        recipient_name: fullName({ first_name: caller.user.firstName, last_name: caller.user.lastName, email: caller.user.email }),
        issued_at: now,
        valid_until: until ? until.toISOString() : null,
      })
      .execute();
    await audit(tx, {
      companyId: caller.scope.companyId,
      actor: caller.user,
      subject: caller.user,
      action: "certificate.issued",
      details: { number, validUntil: until?.toISOString() ?? null },
      meta: caller.meta,
    });
    return;
  }
  throw new Error("could not draw a unique certificate number");
}

/**
 * Revokes the person's current certificate (it stays on record, marked revoked with the
 * reason), in the caller's transaction; answers what was revoked for the caller's own audit.
 */
export async function revokeCurrentCertificate(
  tx: Tx,
  caller: Actor & { scope: CompanyScope },
  holder: { id: number; email: string },
  reason: string,
  now: string,
) {
  const cert = await currentCertificate({ scope: caller.scope, userId: holder.id }, tx);
  if (!cert) return null;
  await tx
    .updateTable("certificates")
    .set({ revoked_at: now, revoked_reason: reason })
    .where("id", "=", cert.id)
    .where("company_id", "=", caller.scope.companyId)
    .execute();
  await audit(tx, {
    companyId: caller.scope.companyId,
    actor: caller.user,
    subject: holder,
    action: "certificate.revoked",
    details: { number: cert.number, reason },
    meta: caller.meta,
  });
  return { number: cert.number, issuedAt: cert.issued_at };
}

/** The person's current certificate as PDF bytes, or null when there is none. */
export async function certificatePdf(person: PersonInCompany, tenant: Tenant) {
  const cert = await currentCertificate(person);
  if (!cert) return null;
  const pdf = await renderCertificate({
    name: cert.recipient_name,
    number: cert.number,
    issuedAt: cert.issued_at,
    validUntil: cert.valid_until,
    companyName: tenant.name,
    primaryColor: tenant.primaryColor,
    secondaryColor: tenant.secondaryColor,
    signerName: tenant.signerName,
    signerTitle: tenant.signerTitle,
  });
  return { pdf, number: cert.number };
}

export const CERTIFICATE_MAIL = {
  sent: "Certificate has been emailed to your registered email address!",
  queued: "Certificate queued: it will be emailed to your registered email address as soon as mail can be delivered.",
  none: "No certificate has been issued yet. Complete all seven modules first.",
} as const;

/**
 * Queues the certificate mail (PDF attached) in the outbox and, when SMTP is configured, tries
 * to deliver it right away: "sent" only once the mail server took it, "queued" otherwise.
 */
export async function emailCertificate(
  caller: CompanyCaller,
  tenant: Tenant,
): Promise<{ ok: true; delivery: "sent" | "queued" } | { ok: false; error: string }> {
  const made = await certificatePdf({ scope: caller.scope, userId: caller.user.id }, tenant);
  if (!made) return { ok: false, error: CERTIFICATE_MAIL.none };
  const { user } = caller;
  const id = await db()
    .transaction()
    .execute(async (tx) => {
      const mailId = await enqueueMail(tx, {
        companyId: caller.scope.companyId,
        to: user.email,
        subject: `Your GDPR training certificate ${made.number}`,
        text: `Hello ${user.firstName || user.email},\n\ncongratulations on completing the GDPR compliance training of ${tenant.name}. Your certificate ${made.number} is attached as a PDF.\n\n${tenant.name}`,
        attachments: [{ filename: `GDPR-Certificate-${made.number}.pdf`, contentType: "application/pdf", content: made.pdf }],
      });
      await audit(tx, {
        companyId: caller.scope.companyId,
        actor: user,
        subject: user,
        action: "certificate.emailed",
        details: { number: made.number },
        meta: caller.meta,
      });
      return mailId;
    });
  return { ok: true, delivery: (await deliverNow(id)) ? "sent" : "queued" };
}
