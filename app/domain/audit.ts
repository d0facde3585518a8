/**
 * The audit trail's vocabulary: a closed set of actions, each with a label for people and a
 * typed detail. An event that is not listed here cannot be written (evidence/audit.server.ts).
 */
import { msg } from "../i18n/msg";
import type { RecertificationReason, SignatureMethod } from "./certificate";
import type { MailLimitReason } from "./mail-limits";
import type { CompanyRole, Role } from "./roles";
import type { SsoProtocol, SsoRefusal } from "./sso";

/** What a reset took back, kept in its audit event (the rows themselves stay as history). */
export interface ResetDetails {
  moduleId: number | null;
  attempts: { moduleId: number; phase: string; score: number | null; completedAt: string | null }[];
  badges: { name: string; earnedAt: string }[];
  certificates: { number: string; issuedAt: string }[];
}

export interface AuditDetails {
  /** `method`: the company's identity provider that signed the person in (absent: a password). */
  "login.succeeded": { role: Role; method?: SsoProtocol };
  "login.failed": { reason: "password" | "invited" | "deactivated" | "unknown-account" };
  "password.changed": Record<string, never>;
  /** A signed-in person's own password change refused: the current password typed was wrong. */
  "password.change_refused": { reason: "password" };
  "invitation.accepted": { role: CompanyRole };
  /**
   * A reset link asked for on a request page (issue 24, 1.1): `sent` when the email is of an
   * active account of the page's kind (the event's subject), else why nothing was sent. An
   * unknown email is not stored: it names no one of the company and may be anyone's address.
   */
  "password_reset.requested": {
    role: "employee" | "admin" | "super_admin";
    outcome: "sent" | "unknown-account" | "invited" | "deactivated";
    expiresAt: string | null;
  };
  /** A reset link sent by an administrator (from an employee's record) or by the super administrator (Resend invite). */
  "password_reset.sent": { role: "employee" | "admin"; expiresAt: string };
  /** A new password set through a reset link: every session of the person ended. */
  "password_reset.completed": { role: "employee" | "admin" | "super_admin" };
  "learner.linked": { provider: string };
  "super_admin.created": { source: "generated" | "environment" };
  "seed.user_created": { role: Role };
  "training.module_started": { moduleId: number; language?: string; contentVersion?: string };
  "training.module_completed": { moduleId: number; score: number; firstScore?: number };
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
    /** Why it was issued when not for a completion: the holder corrected their name (issue 30). */
    reason?: "name-changed";
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
  /**
   * The leaver's current certificate, which keeps its status (issue 24). Events written before
   * carry `certificate` instead: the number then revoked at the deletion.
   */
  "employee.deleted": { name: string; certificateKept: string | null; via?: "scim" };
  /**
   * A deleted employee's personal data replaced by their pseudonym (issue 30, decision 027): by an
   * administrator or by the retention job; how many audit events naming them were redacted. No personal data.
   */
  "employee.erased": { reason: string; pseudonym: string; redactedEvents: number; by: "administrator" | "retention" };
  /** A person created (or a deleted one brought back) by the company's IdP: at a first SSO sign-in (just in time) or by SCIM. */
  "employee.provisioned": { name: string; via: "sso" | "scim"; protocol?: SsoProtocol; restored: boolean; status: "invited" | "active" };
  /** A person's name, email or external id changed by the company's SCIM client. */
  "employee.updated": { via: "scim"; changed: Record<string, { from: unknown; to: unknown }> };
  /** A deactivated person made active again by the company's SCIM client. */
  "employee.reactivated": { via: "scim" };
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
  /** The Single sign-on settings changed (issue 29); a secret appears as "(set)", never itself. */
  "sso.updated": { changed: Record<string, { from: unknown; to: unknown }> };
  /** A sign-in through the company's IdP refused: why, and the domain of the address asserted (not the address). */
  "sso.refused": { protocol: SsoProtocol; reason: SsoRefusal; domain: string | null };
  /** A password sign-in refused because the company requires single sign-on. */
  "login.sso_required": { role: CompanyRole };
  "scim_token.created": { tokenId: number; prefix: string };
  "scim_token.revoked": { tokenId: number; prefix: string };
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
  /** The super administrator's one-click extension of a trial (issue 24). */
  "company.trial_extended": { from: string | null; to: string; days: number };
  /** The super administrator made a trial a full account (issue 24). */
  "company.activated": { from: "trial"; trialEndsAt: string | null };
  /** Current certificates, which keep their status (issue 24; events written before carry `certificatesRevoked`). */
  "company.deleted": { name: string; slug: string; certificatesKept: number };
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
  /**
   * A person's data downloaded (issue 30, part 3: GDPR Art. 15 and 20): by the person themselves
   * from their profile, or by an administrator from the person's record (the event's subject).
   */
  "personal_data.exported": { format: "json" | "pdf"; by: "self" | "admin" };
  /** The person corrected their own name on their profile (Art. 16); `reissued`: the certificate re-issued with it. */
  "profile.name_changed": {
    from: { firstName: string; lastName: string };
    to: { firstName: string; lastName: string };
    reissued: { number: string; supersedes: string } | null;
  };
}

export type AuditAction = keyof AuditDetails;

export const AUDIT_LABELS: Record<AuditAction, string> = {
  "login.succeeded": msg("Signed in"),
  "login.failed": msg("Sign-in refused"),
  "password.changed": msg("Password changed"),
  "password.change_refused": msg("Password change refused"),
  "invitation.accepted": msg("Invitation accepted, password set"),
  "password_reset.requested": msg("Password reset requested"),
  "password_reset.sent": msg("Password reset link sent"),
  "password_reset.completed": msg("Password reset, sessions ended"),
  "learner.linked": msg("External sign-in linked"),
  "super_admin.created": msg("Super administrator created"),
  "seed.user_created": msg("Demo account created"),
  "training.module_started": msg("Training module started"),
  "training.module_completed": msg("Training module completed"),
  "training.reset_module": msg("Training module reset"),
  "training.reset_department": msg("Department training reset"),
  "training.reset_all": msg("All training reset"),
  "certificate.issued": msg("Certificate issued"),
  "certificate.revoked": msg("Certificate revoked"),
  "certificate.superseded": msg("Certificate superseded by a new one"),
  "training.completion_signed": msg("Training completion signed"),
  "training.signature_refused": msg("Completion signature refused"),
  "training.recertification_started": msg("Recertification started"),
  "training.retraining_required": msg("Retraining required"),
  "certificate.emailed": msg("Certificate emailed"),
  "employee.added": msg("Employee added"),
  "employee.deleted": msg("Employee deleted"),
  "employee.erased": msg("Personal data erased"),
  "employee.provisioned": msg("Employee provisioned by the identity provider"),
  "employee.updated": msg("Employee changed by the identity provider"),
  "employee.reactivated": msg("Employee reactivated by the identity provider"),
  "employees.imported": msg("Employees imported"),
  "invitation.sent": msg("Invitation sent"),
  "invitation.refused": msg("Invitation refused by a mail limit"),
  "settings.updated": msg("Settings changed"),
  "sso.updated": msg("Single sign-on changed"),
  "sso.refused": msg("Single sign-on refused"),
  "login.sso_required": msg("Password sign-in refused: single sign-on required"),
  "scim_token.created": msg("SCIM token created"),
  "scim_token.revoked": msg("SCIM token revoked"),
  "training.enrolled": msg("Enrolled in the training"),
  "company.created": msg("Company created"),
  "company.updated": msg("Company changed"),
  "company.trial_extended": msg("Trial extended"),
  "company.activated": msg("Company activated (full account)"),
  "company.deleted": msg("Company deleted"),
  "admin.added": msg("Company administrator added"),
  "admin.removed": msg("Company administrator removed"),
  "evidence_pack.exported": msg("Evidence pack exported"),
  "personal_data.exported": msg("Personal data exported"),
  "profile.name_changed": msg("Name corrected by the person"),
};
