import { randomBytes } from "node:crypto";
import { certificateNumber, validUntil } from "../../domain/certificate";
import { renderCertificate } from "./certificate-pdf.server";
import { certificateMail, completionMail, type Brand } from "../../domain/mails";
import { fullName } from "../../domain/people";
import { audit } from "../evidence/audit.server";
import type { Actor, CompanyCaller, CompanyScope } from "../identity/sessions.server";
import { deliverNow, enqueueMail } from "../mail/outbox.server";
import { db, type Db, type Tx } from "../platform/db.server";
import { env } from "../platform/env.server";
import type { Tenant } from "../platform/tenant.server";
import type { PersonInCompany } from "./progress.server";

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
    await enqueueMail(tx, {
      companyId: caller.scope.companyId,
      userId: caller.user.id,
      kind: "completion",
      to: caller.user.email,
      mail: completionMail({
        ...brandOfTenant(tenant),
        firstName: caller.user.firstName,
        number,
        validUntil: until?.toISOString() ?? null,
        profileLink: `${new URL(env().PUBLIC_URL).origin}${tenant.base}/profile`,
      }),
      certificateNumber: number,
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
  suppressed: "Your company has switched email notifications off. Download the certificate instead.",
} as const;

/**
 * Queues the certificate mail in the outbox (the PDF is rendered from the number when it is
 * sent) and, when SMTP is configured, tries to deliver it right away, with bounded waits:
 * "sent" only once the mail server took it, "queued" otherwise. A company that switched mail
 * off gets the reason instead (the suppressed row stays in the delivery log).
 */
export async function emailCertificate(
  caller: CompanyCaller,
  tenant: Tenant,
): Promise<{ ok: true; delivery: "sent" | "queued" } | { ok: false; error: string }> {
  const cert = await currentCertificate({ scope: caller.scope, userId: caller.user.id });
  if (!cert) return { ok: false, error: CERTIFICATE_MAIL.none };
  const { user } = caller;
  const queued = await db()
    .transaction()
    .execute(async (tx) => {
      const row = await enqueueMail(tx, {
        companyId: caller.scope.companyId,
        userId: user.id,
        kind: "certificate",
        to: user.email,
        mail: certificateMail({ ...brandOfTenant(tenant), firstName: user.firstName, number: cert.number, validUntil: cert.valid_until }),
        certificateNumber: cert.number,
      });
      await audit(tx, {
        companyId: caller.scope.companyId,
        actor: user,
        subject: user,
        action: "certificate.emailed",
        details: { number: cert.number, ...(row.status === "suppressed" ? { suppressed: true } : {}) },
        meta: caller.meta,
      });
      return row;
    });
  if (queued.status === "suppressed") return { ok: false, error: CERTIFICATE_MAIL.suppressed };
  return { ok: true, delivery: (await deliverNow(queued.id)) ? "sent" : "queued" };
}

/** The brand of a tenant's mail. */
export const brandOfTenant = (t: Pick<Tenant, "name" | "primaryColor" | "secondaryColor">): Brand => ({
  companyName: t.name,
  primaryColor: t.primaryColor,
  secondaryColor: t.secondaryColor,
});
