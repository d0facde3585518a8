/**
 * The audit trail's vocabulary: a closed set of actions, each with a label for people and a
 * typed detail. An event that is not listed here cannot be written (evidence/audit.server.ts).
 */
import type { RecertificationReason, SignatureMethod } from "./certificate";
import type { MailLimitReason } from "./mail-limits";
import type { CompanyRole, Role } from "./roles";

/** What a reset took back, kept in its audit event (the rows themselves stay as history). */
export interface ResetDetails {
  moduleId: number | null;
  attempts: { moduleId: number; phase: string; score: number | null; completedAt: string | null }[];
  badges: { name: string; earnedAt: string }[];
  certificates: { number: string; issuedAt: string }[];
}

export interface AuditDetails {
  "login.succeeded": { role: Role };
  "login.failed": { reason: "password" | "invited" | "deactivated" | "unknown-account" };
  "password.changed": Record<string, never>;
  "invitation.accepted": { role: CompanyRole };
  "learner.linked": { provider: string };
  "super_admin.created": { source: "generated" | "environment" };
  "seed.user_created": { role: Role };
  "training.module_started": { moduleId: number };
  "training.module_completed": { moduleId: number; score: number };
  "training.reset_module": ResetDetails;
  "training.reset_department": ResetDetails;
  "training.reset_all": ResetDetails;
  "certificate.issued": {
    number: string;
    validUntil: string | null;
    /** The course version it was earned on (issue 13; absent before). */
    contentVersion?: string | null;
    /** The certificate it replaced in the person's chain. */
    supersedes?: string | null;
  };
  "certificate.revoked": { number: string; reason: string };
  "certificate.superseded": { number: string; by: string };
  "training.completion_signed": {
    name: string;
    signedAt: string;
    meaning: string;
    method: SignatureMethod;
    contentVersion: string | null;
  };
  "training.signature_refused": { reason: "password" | "stale-sign-in" };
  /** The learner started a new cycle: what it took back from their view (the certificates stay). */
  "training.recertification_started": ResetDetails & { reason: RecertificationReason };
  /** An administrator required a new cycle of one person (or of everyone on outdated content). */
  "training.retraining_required": ResetDetails & { reason: "required" | "content-version"; contentVersion: string | null };
  "certificate.emailed": { number: string };
  "employee.added": { name: string; restored: boolean };
  "employee.deleted": { name: string; certificate: string | null };
  "employees.imported": { added: number; restored: number; alreadyPresent: number; invalid: number };
  "invitation.sent": { purpose: "employee_invite" | "admin_invite"; resent: boolean; expiresAt: string };
  /**
   * Invitations refused by a mail limit (domain/mail-limits.ts), nothing sent: the person's
   * cooldown or daily allowance, the company's daily quota, or an address outside its domain.
   * `invitations`: how many the refused action would have sent (an import: its rows); `to`: the
   * address of a single invitation (null for an import).
   */
  "invitation.refused": {
    reason: MailLimitReason;
    invitations: number;
    limit: number | null;
    retryAfterSeconds: number | null;
    to: string | null;
  };
  "settings.updated": { changed: Record<string, { from: unknown; to: unknown }> };
  "training.enrolled": { self: boolean };
  "company.created": {
    name: string;
    slug: string;
    status: "trial" | "active";
    maxEmployees: number;
    trialEndsAt: string | null;
    selfService: boolean;
    /** The existing companies it looks like (their subdomains), created anyway by the super administrator's choice. */
    lookAlikeOf?: { name: string | null; subdomain: string | null };
  };
  "company.updated": { changed: Record<string, { from: unknown; to: unknown }> };
  "company.deleted": { name: string; slug: string; certificatesRevoked: number };
  "admin.added": { name: string; replaced: string | null };
  "admin.removed": { name: string };
  /**
   * An administrator downloaded an evidence pack (issue 13, part 4), written when the download
   * ended: `completed` false when it was cut off (the client went away, or building it failed).
   * The audit head is the one the pack states (as of its snapshot); the manifest's SHA-256 is
   * the only place that hash is kept.
   */
  "evidence_pack.exported": {
    start: string;
    end: string;
    /** One person's pack: their email (the event's subject); null for the whole company. */
    person: string | null;
    completed: boolean;
    people: number;
    certificates: number;
    auditEvents: number;
    /** Files written into the ZIP (the manifest included) and the ZIP's bytes sent. */
    files: number;
    bytes: number;
    manifestSha256: string | null;
    auditHead: { seq: number; hash: string; eventId: number } | null;
  };
}

export type AuditAction = keyof AuditDetails;

export const AUDIT_LABELS: Record<AuditAction, string> = {
  "login.succeeded": "Signed in",
  "login.failed": "Sign-in refused",
  "password.changed": "Password changed",
  "invitation.accepted": "Invitation accepted, password set",
  "learner.linked": "External sign-in linked",
  "super_admin.created": "Super administrator created",
  "seed.user_created": "Demo account created",
  "training.module_started": "Training module started",
  "training.module_completed": "Training module completed",
  "training.reset_module": "Training module reset",
  "training.reset_department": "Department training reset",
  "training.reset_all": "All training reset",
  "certificate.issued": "Certificate issued",
  "certificate.revoked": "Certificate revoked",
  "certificate.superseded": "Certificate superseded by a new one",
  "training.completion_signed": "Training completion signed",
  "training.signature_refused": "Completion signature refused",
  "training.recertification_started": "Recertification started",
  "training.retraining_required": "Retraining required",
  "certificate.emailed": "Certificate emailed",
  "employee.added": "Employee added",
  "employee.deleted": "Employee deleted",
  "employees.imported": "Employees imported",
  "invitation.sent": "Invitation sent",
  "invitation.refused": "Invitation refused by a mail limit",
  "settings.updated": "Settings changed",
  "training.enrolled": "Enrolled in the training",
  "company.created": "Company created",
  "company.updated": "Company changed",
  "company.deleted": "Company deleted",
  "admin.added": "Company administrator added",
  "admin.removed": "Company administrator removed",
  "evidence_pack.exported": "Evidence pack exported",
};
