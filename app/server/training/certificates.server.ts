import type { Locale } from "../../domain/locale";
import { msg } from "../../i18n/msg";
import { randomBytes } from "node:crypto";
import { certificateNumber, certificateState, isExpired, type Signature, validUntil } from "../../domain/certificate";
import { CERTIFICATE_PDF_COLUMNS, certificateData, renderCertificate } from "./certificate-pdf.server";
import { certificateMail, completionMail, type Brand } from "../../domain/mails";
import { fullName } from "../../domain/people";
import { audit } from "../evidence/audit.server";
import type { Actor, CompanyCaller, CompanyScope } from "../identity/sessions.server";
import { deliverNow, enqueueMail } from "../mail/outbox.server";
import { db, type Db, nowIso, type Tx } from "../platform/db.server";
import { env } from "../platform/env.server";
import type { Tenant } from "../platform/tenant.server";
import type { PersonInCompany } from "./progress.server";

/**
 * The person's current certificate in this company (neither revoked nor superseded), with what
 * the PDF needs (also the holder's language: the PDF is in it, issue 27).
 */
export async function currentCertificate({ scope, userId }: PersonInCompany, q: Db | Tx = db()) {
  return q
    .selectFrom("certificates as c")
    .leftJoin("users as u", "u.id", "c.user_id")
    .select(["c.id", ...CERTIFICATE_PDF_COLUMNS, "u.locale as holder_locale"])
    .where("c.company_id", "=", scope.companyId)
    .where("c.user_id", "=", userId)
    .where("c.revoked_at", "is", null)
    .where("c.superseded_at", "is", null)
    .executeTakeFirst();
}

/** What a certificate is issued with: the signature of the completion and the course version trained on. */
export interface Issue {
  signature: Signature;
  contentVersion: string | null;
  /** The language of the course the certificate attests; its PDF is written in it. */
  language: Locale;
}

/**
 * Issues the caller's certificate in the completing transaction, with the signature and the
 * course version. A current certificate of the person (an earlier cycle's, valid or expired)
 * is superseded by the new one: it stays on record, pointing at its successor.
 */
export async function issueCertificate(tx: Tx, caller: CompanyCaller, tenant: Tenant, now: string, issue: Issue) {
  const person = { scope: caller.scope, userId: caller.user.id };
  const previous = await currentCertificate(person, tx);
  if (previous) {
    // first out of the current slot (one current certificate per person), then pointed at its successor
    await tx
      .updateTable("certificates")
      .set({ superseded_at: now })
      .where("id", "=", previous.id)
      .where("company_id", "=", caller.scope.companyId)
      .execute();
  }
  const until = validUntil(new Date(now), tenant.certificateValidityDays)?.toISOString() ?? null;
  const number = await unusedNumber(tx);
  const { id } = await tx
    .insertInto("certificates")
    .values({
      user_id: caller.user.id,
      company_id: caller.scope.companyId,
      number,
      recipient_name: fullName({ first_name: caller.user.firstName, last_name: caller.user.lastName, email: caller.user.email }),
      issued_at: now,
      valid_until: until,
      content_version: issue.contentVersion,
      language: issue.language,
      signed_name: issue.signature.name,
      signed_at: issue.signature.signedAt,
      signature_meaning: issue.signature.meaning,
      signature_method: issue.signature.method,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const event = { companyId: caller.scope.companyId, actor: caller.user, subject: caller.user, meta: caller.meta };
  if (previous) {
    await tx
      .updateTable("certificates")
      .set({ superseded_by: id })
      .where("id", "=", previous.id)
      .where("company_id", "=", caller.scope.companyId)
      .execute();
    await audit(tx, { ...event, action: "certificate.superseded", details: { number: previous.number, by: number } });
  }
  await audit(tx, {
    ...event,
    action: "certificate.issued",
    details: { number, validUntil: until, contentVersion: issue.contentVersion, supersedes: previous?.number ?? null },
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
      validUntil: until,
      profileLink: `${new URL(env().PUBLIC_URL).origin}${tenant.base}/profile`,
    }),
    certificateNumber: number,
  });
  return { number };
}

/** A certificate number no certificate has yet, drawn at random (a clash is all but impossible; five tries). */
async function unusedNumber(tx: Tx): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const number = certificateNumber((n) => randomBytes(n));
    const clash = await tx.selectFrom("certificates").select("id").where("number", "=", number).executeTakeFirst();
    if (!clash) return number;
  }
  throw new Error("could not draw a unique certificate number");
}

/**
 * Revokes the person's current certificate (it stays on record, marked revoked with the
 * reason and who revoked it), in the caller's transaction; answers what was revoked for the
 * caller's own audit.
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
  await markRevoked(tx, caller, cert.id, reason, now);
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

async function markRevoked(tx: Tx, caller: Actor & { scope: CompanyScope }, certificateId: number, reason: string, now: string) {
  await tx
    .updateTable("certificates")
    .set({ revoked_at: now, revoked_reason: reason, revoked_by: caller.user.id })
    .where("id", "=", certificateId)
    .where("company_id", "=", caller.scope.companyId)
    .where("revoked_at", "is", null)
    .execute();
}

export type RevokeOutcome =
  | { kind: "revoked"; number: string; holder: string }
  | { kind: "not-found" }
  | { kind: "already-revoked"; number: string; revokedAt: string };

/**
 * An administrator revokes one certificate of their company by its number, with a reason (one
 * transaction: read, change, audit). Any certificate not yet revoked may be, also one already
 * superseded; the row stays with the date, the reason and who revoked it. A number of another
 * company is unknown here (the company filter is built from the caller's scope).
 */
export async function revokeCertificate(
  caller: CompanyCaller,
  number: string,
  reason: string,
  /** Only a certificate of this person (the record page's form). */
  holderId?: number,
): Promise<RevokeOutcome> {
  return db()
    .transaction()
    .execute(async (tx) => {
      const cert = await tx
        .selectFrom("certificates as c")
        .innerJoin("users as u", "u.id", "c.user_id")
        .select(["c.id", "c.number", "c.revoked_at", "c.recipient_name", "u.id as user_id", "u.email"])
        .where("c.company_id", "=", caller.scope.companyId)
        .where("c.number", "=", number)
        .$if(holderId !== undefined, (q) => q.where("c.user_id", "=", holderId!))
        .executeTakeFirst();
      if (!cert) return { kind: "not-found" } as const;
      if (cert.revoked_at) return { kind: "already-revoked", number: cert.number, revokedAt: cert.revoked_at } as const;
      await markRevoked(tx, caller, cert.id, reason, nowIso());
      await audit(tx, {
        companyId: caller.scope.companyId,
        actor: caller.user,
        subject: { id: cert.user_id, email: cert.email },
        action: "certificate.revoked",
        details: { number: cert.number, reason },
        meta: caller.meta,
      });
      return { kind: "revoked", number: cert.number, holder: cert.recipient_name } as const;
    });
}

/**
 * Every certificate of a person in this company, oldest first, with its live state: the chain
 * (certificate 1 -> expired -> certificate 2). The revocation reason is for the company only:
 * callers are the person themselves or their company's administrator.
 */
export async function certificateChain({ scope, userId }: PersonInCompany, now: Date, q: Db | Tx = db()) {
  const rows = await q
    .selectFrom("certificates as c")
    .leftJoin("certificates as n", "n.id", "c.superseded_by")
    .select([
      "c.id",
      "c.number",
      "c.issued_at",
      "c.valid_until",
      "c.revoked_at",
      "c.revoked_reason",
      "c.superseded_at",
      "n.number as superseded_by",
      "c.content_version",
      "c.signed_name",
      "c.signed_at",
      "c.signature_meaning",
      "c.signature_method",
    ])
    .where("c.company_id", "=", scope.companyId)
    .where("c.user_id", "=", userId)
    .orderBy("c.issued_at")
    .orderBy("c.id")
    .execute();
  return rows.map((r) => ({
    number: r.number,
    issuedAt: r.issued_at,
    validUntil: r.valid_until,
    state: certificateState({ validUntil: r.valid_until, revokedAt: r.revoked_at, supersededAt: r.superseded_at }, now),
    expired: isExpired(r.valid_until, now),
    revokedAt: r.revoked_at,
    revokedReason: r.revoked_reason,
    supersededAt: r.superseded_at,
    supersededBy: r.superseded_by,
    contentVersion: r.content_version,
    signature:
      r.signed_name && r.signed_at && r.signature_meaning && r.signature_method
        ? { name: r.signed_name, signedAt: r.signed_at, meaning: r.signature_meaning, method: r.signature_method }
        : null,
  }));
}

/** The person's current certificate as PDF bytes (in the holder's language), or null when there is none. */
export async function certificatePdf(person: PersonInCompany, tenant: Tenant) {
  const cert = await currentCertificate(person);
  if (!cert) return null;
  const pdf = await renderCertificate(certificateData(cert, tenant));
  return { pdf, number: cert.number };
}

/** What the learner is told of the certificate mail: keys, translated where they are shown. */
export const CERTIFICATE_MAIL = {
  sent: msg("Certificate has been emailed to your registered email address!"),
  queued: msg("Certificate queued: it will be emailed to your registered email address as soon as mail can be delivered."),
  none: msg("No certificate has been issued yet. Complete all seven modules first."),
  suppressed: msg("Your company has switched email notifications off. Download the certificate instead."),
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
