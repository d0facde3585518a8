/**
 * Public certificate verification (issue 13, part 1): what anyone holding a certificate's
 * number may learn about it (holder, company, completion date, valid-through date, content
 * version, live status, the signature's manifestation), and for the company's own signed-in
 * administrators only the revocation's reason and whether the holder is no longer with the
 * company (a leaver's certificate keeps its status: docs/decisions/016-what-completed-means.md).
 *
 * Unknown and malformed numbers do the same work as known ones: the same query (a malformed
 * number is replaced by a well-formed one that is never issued), the same session check, the
 * same status computation and a result of the same shape, so a missing certificate is not
 * measurably faster to ask about (tests/integration/verification.test.ts measures it).
 */
import { type CertificateState, certificateState, isCertificateNumber } from "../../domain/certificate";
import { isAdminOfCompany } from "../identity/sessions.server";
import { db } from "../platform/db.server";

/** Looked up instead of a malformed number: well formed in shape, never issued (digits are not letters). */
const NEVER_ISSUED = "GDPR-PHARMA-0000000000000";
/** The longest number text shown back (anything longer is cut). */
const SHOWN_MAX = 64;

export interface Verification {
  found: boolean;
  /** The number asked about, as shown back (trimmed, cut to 64 characters). */
  number: string;
  holder: string | null;
  company: string | null;
  completedAt: string | null;
  validUntil: string | null;
  /** The course version (SHA-256, hex); null before content versions. */
  contentVersion: string | null;
  state: CertificateState | null;
  revokedAt: string | null;
  /** Only for a signed-in administrator of the certificate's company. */
  revocationReason: string | null;
  /** The holder was deleted (left the company), or the company was: only for its signed-in administrators (else false). */
  holderLeft: boolean;
  supersededAt: string | null;
  supersededBy: string | null;
  /** name null: the holder's personal data was erased (issue 30). */
  signature: { name: string | null; signedAt: string; meaning: string } | null;
  /** The holder's personal data was erased after their retention period or on request: no name is shown. */
  holderErased: boolean;
}

/** The certificate of this number with its holder's state, or undefined. */
const certificateRow = (key: string) =>
  db()
    .selectFrom("certificates as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .select([
      "c.company_id",
      "c.recipient_name",
      "c.issued_at",
      "c.valid_until",
      "c.content_version",
      "c.revoked_at",
      "c.revoked_reason",
      "c.superseded_at",
      "c.superseded_by",
      "c.signed_name",
      "c.signed_at",
      "c.signature_meaning",
      "u.status as holder_status",
      "u.pseudonymised_at",
    ])
    .where("c.number", "=", key)
    .executeTakeFirst();

/**
 * The certificate's facts with its company and successor. The company and the successor are read
 * whether a certificate was found or not (by an id that never exists when not): the same queries,
 * each one index probe, for every number. When nothing was found, a stand-in row: the status and
 * the result are made the same way.
 */
async function certificateFacts(key: string, now: Date) {
  const row = await certificateRow(key);
  const [company, successor] = await Promise.all([
    db()
      .selectFrom("companies as co")
      .innerJoin("company_settings as s", "s.company_id", "co.id")
      .select(["co.name", "co.deleted_at", "s.session_timeout_minutes"])
      .where("co.id", "=", row?.company_id ?? 0)
      .executeTakeFirst(),
    db()
      .selectFrom("certificates")
      .select("number")
      .where("id", "=", row?.superseded_by ?? 0)
      .executeTakeFirst(),
  ]);
  const facts = {
    ...(row ?? {
      company_id: null,
      recipient_name: "",
      issued_at: now.toISOString(),
      valid_until: null,
      content_version: null,
      revoked_at: null,
      revoked_reason: null,
      superseded_at: null,
      signed_name: null,
      signed_at: null,
      signature_meaning: null,
      holder_status: "active" as const,
      pseudonymised_at: null,
    }),
    company: company?.name ?? "",
    left: company?.deleted_at != null,
    session_timeout_minutes: company?.session_timeout_minutes ?? null,
    superseded_by: successor?.number ?? null,
  };
  return { found: row !== undefined, r: facts };
}

export async function verifyCertificate(request: Request, asked: string, now = new Date()): Promise<Verification> {
  const number = asked.trim().slice(0, SHOWN_MAX);
  const { found, r } = await certificateFacts(isCertificateNumber(number) ? number : NEVER_ISSUED, now);
  const admin = await isAdminOfCompany(request, r.company_id, r.session_timeout_minutes);
  const state = certificateState({ validUntil: r.valid_until, revokedAt: r.revoked_at, supersededAt: r.superseded_at }, now);
  // An erased holder (issue 30): the status, dates and signature's meaning and time stay; no name.
  const erased = r.pseudonymised_at !== null;
  const signature =
    r.signed_name && r.signed_at && r.signature_meaning
      ? { name: erased ? null : r.signed_name, signedAt: r.signed_at, meaning: r.signature_meaning }
      : null;
  return {
    found,
    number,
    holder: found && !erased ? r.recipient_name : null,
    holderErased: found && erased,
    company: found ? r.company : null,
    completedAt: found ? r.issued_at : null,
    validUntil: found ? r.valid_until : null,
    contentVersion: found ? r.content_version : null,
    state: found ? state : null,
    revokedAt: found ? r.revoked_at : null,
    revocationReason: found && admin ? r.revoked_reason : null,
    holderLeft: found && admin && (r.holder_status === "deactivated" || r.left),
    supersededAt: found ? r.superseded_at : null,
    supersededBy: found ? r.superseded_by : null,
    signature: found ? signature : null,
  };
}

/** The JSON answer of GET /api/verify/{number}: the same facts as the page. */
export function verificationJson(v: Verification) {
  return {
    found: v.found,
    number: v.number,
    status: v.state,
    holder: v.holder,
    company: v.company,
    completedAt: v.completedAt,
    validUntil: v.validUntil,
    contentVersion: v.contentVersion,
    revokedAt: v.revokedAt,
    ...(v.revocationReason ? { revocationReason: v.revocationReason } : {}),
    ...(v.holderLeft ? { holderLeft: true } : {}),
    ...(v.holderErased ? { holderErased: true } : {}),
    supersededAt: v.supersededAt,
    supersededBy: v.supersededBy,
    signature: v.signature,
  };
}
