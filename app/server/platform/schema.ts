import type { Generated } from "kysely";
import type { Locale } from "../../domain/locale";
import type { MailKind } from "../../domain/mail";
import type { Role } from "../../domain/roles";

/** Table types for Kysely; db/migrations is the truth, this mirrors it. */
export interface DB {
  companies: {
    id: Generated<number>;
    slug: string;
    name: string;
    contact_email: string;
    status: Generated<"trial" | "active" | "suspended">;
    max_employees: Generated<number>;
    trial_ends_at: string | null;
    created_at: string;
    /** Set when the super administrator deleted the company: off the platform, records kept. */
    deleted_at: string | null;
    /** Invitations a UTC day, set by the super administrator; null: the default of the status (domain/mail-limits.ts). */
    daily_mail_quota: number | null;
    /** 1: any address may be invited; 0: only addresses of the contact email's domain. */
    invite_any_domain: Generated<number>;
  };
  /** Invitations a company sent a UTC day (migration 009). */
  invitation_days: { company_id: number; day: string; invitations: number };
  company_settings: {
    company_id: number;
    company_logo_url: string | null;
    primary_color: Generated<string>;
    secondary_color: Generated<string>;
    welcome_message: string | null;
    email_sender_name: string | null;
    email_reply_to: string | null;
    signer_name: string | null;
    signer_title: Generated<string>;
    certificate_validity_days: Generated<number>;
    reminder_interval_days: Generated<number>;
    auto_enroll_new_employees: Generated<number>;
    require_password_change: Generated<number>;
    session_timeout_minutes: Generated<number>;
    enable_email_notifications: Generated<number>;
    enable_completion_emails: Generated<number>;
    enable_reminder_emails: Generated<number>;
    /** The company's interface language; null: each browser's Accept-Language (migration 012). */
    default_locale: string | null;
    /** The privacy notice's controller details; null: not yet provided (migration 015). */
    controller_legal_name: string | null;
    controller_address: string | null;
    privacy_contact_email: string | null;
    dpo_name: string | null;
    dpo_contact: string | null;
    /** Years a leaver's identifying data is kept after leaving, 0-10 (migration 016). */
    retention_leaver_years: Generated<number>;
    /** Days ended sessions and expired invitations are kept (migration 016). */
    retention_session_days: Generated<number>;
    /** Days the bodies of mail in the outbox are kept; the rows stay (migration 016). */
    retention_mail_body_days: Generated<number>;
    updated_at: string;
  };
  users: {
    id: Generated<number>;
    company_id: number | null;
    role: Role;
    email: string;
    first_name: Generated<string>;
    last_name: Generated<string>;
    photo_url: string | null;
    password_hash: string | null;
    status: Generated<"invited" | "active" | "deactivated">;
    must_change_password: Generated<number>;
    first_login_at: string | null;
    last_login_at: string | null;
    created_at: string;
    deactivated_at: string | null;
    pseudonymised_at: string | null;
    /** The person's interface language; null: the company's default (migration 012). */
    locale: string | null;
    /** The IdP's or SCIM client's id of the person, unique within the company (migration 014). */
    external_id: string | null;
  };
  identities: { id: Generated<number>; user_id: number; provider: string; subject: string; created_at: string };
  sessions: {
    id: string;
    user_id: number;
    company_id: number | null;
    created_at: string;
    expires_at: string;
    last_seen_at: string;
  };
  invitations: {
    id: Generated<number>;
    token_hash: string;
    user_id: number;
    purpose: InvitationPurpose;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  /** Password reset links (migration 007): only the token's SHA-256, single use, one hour; never deleted. */
  password_resets: {
    id: Generated<number>;
    token_hash: string;
    user_id: number;
    /** The administrator or super administrator who sent the link; null when the person asked for it. */
    requested_by: number | null;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  enrollments: {
    id: Generated<number>;
    user_id: number;
    company_id: number;
    status: Generated<EnrollmentStatus>;
    created_at: string;
    started_at: string | null;
    completed_at: string | null;
    modules_completed: Generated<number>;
    updated_at: string;
  };
  attempts: {
    id: Generated<number>;
    user_id: number;
    company_id: number;
    module_id: number;
    phase: Generated<Phase>;
    question_ids: string;
    score: number | null;
    started_at: string;
    updated_at: string;
    completed_at: string | null;
    /** Set when a reset took the attempt back: kept as history, no longer counted. */
    superseded_at: string | null;
    /** The content version the attempt started on (module 8: the course version); null before versioning. */
    content_version: string | null;
    /** The course language the attempt started in; its text and questions stay in it. */
    language: Generated<Locale>;
    /** The first pass's score (0-100), set on completion; null while running and for module 8. */
    first_score: number | null;
  };
  answers: {
    id: Generated<number>;
    attempt_id: number;
    question_id: number;
    pass: "first" | "retake";
    chosen_index: number;
    correct: number;
    answered_at: string;
  };
  badges: {
    id: Generated<number>;
    user_id: number;
    company_id: number;
    module_id: number;
    badge_name: string;
    earned_at: string;
    revoked_at: string | null;
  };
  certificates: {
    id: Generated<number>;
    user_id: number;
    company_id: number;
    number: string;
    recipient_name: string;
    issued_at: string;
    valid_until: string | null;
    revoked_at: string | null;
    revoked_reason: string | null;
    /** The administrator (or super administrator) who revoked it; null when revoked before issue 13. */
    revoked_by: number | null;
    /** The course version (content_versions, module 8) the certificate was earned on; null before versioning. */
    content_version: string | null;
    /** The signature manifestation of the completion (null for certificates issued before acknowledgements). */
    signed_name: string | null;
    signed_at: string | null;
    signature_meaning: string | null;
    signature_method: "password" | "identity-provider" | null;
    /** A later certificate of the same person replaced this one in the chain. */
    superseded_at: string | null;
    superseded_by: number | null;
    /** When a revocation made only because the holder or their company left was taken back (migration 008). */
    unrevoked_at: string | null;
    /** The certificate's language; null before issue 28 (the holder's language then). */
    language: Locale | null;
    /** That revocation as it was (date, reason, who) and why it was taken back. */
    unrevoked_note: string | null;
  };
  content_versions: {
    /** SHA-256 (hex) of `content`. */
    version: string;
    /** 1-7: a module's content; 8: the course (the seven module versions). */
    module_id: number;
    /** The canonical JSON the version is the hash of. */
    content: string;
    /** The language of the text; for the course (module 8) the one language of its modules, null when mixed. */
    language: Generated<Locale> | null;
    created_at: string;
  };
  email_outbox: {
    id: Generated<number>;
    company_id: number | null;
    /** The person the mail is for (null for mail to an address of no account). */
    user_id: number | null;
    kind: Generated<MailKind>;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    /** The certificate attached at sending time, rendered from its number. */
    certificate_number: string | null;
    status: Generated<"pending" | "sent" | "failed" | "suppressed">;
    /** Why the mail was suppressed (not sent on purpose). */
    status_reason: string | null;
    tries: Generated<number>;
    last_error: string | null;
    created_at: string;
    next_attempt_at: string;
    sent_at: string | null;
    failed_at: string | null;
  };
  reminders_sent: { id: Generated<number>; user_id: number; kind: string; period_key: string; sent_at: string };
  job_leases: {
    name: string;
    holder: string | null;
    lease_until: string;
    last_started_at: string | null;
    last_finished_at: string | null;
    last_result: string | null;
  };
  /**
   * Rate limiter counts (migration 010), one row a limiter key (rate-limit-store.server.ts).
   * expires_at is epoch milliseconds in a bigint (a number: platform/postgres parses bigints).
   */
  rate_limits: { key: string; points: number; expires_at: number };
  rate_limit_holds: { check_id: string; key: string; window_end: number; holder: string; lease_until: number };
  audit_events: {
    id: Generated<number>;
    company_id: number | null;
    actor_user_id: number | null;
    actor_email: string | null;
    subject_user_id: number | null;
    subject_email: string | null;
    action: string;
    details: Generated<string>;
    created_at: string;
    ip_address: string | null;
    user_agent: string | null;
    /** Position in its company's chain (the platform's events: their own chain), from 1. */
    seq: number;
    /** SHA-256 of the event before it in the chain (64 zeros for the first). */
    prev_hash: string;
    /** SHA-256 of this event's canonical JSON (domain/audit-chain.ts). */
    hash: string;
  };
  /** Audit events whose personal data an erasure replaced by a pseudonym (migration 016; decision 027). */
  audit_redactions: { event_id: number; company_id: number | null; user_id: number; redacted_at: string };
  /** The head anchor of each chain (company id, null for the platform's): advanced by a trigger on every event. */
  audit_heads: {
    company_id: number | null;
    seq: number;
    hash: string;
    event_id: number;
  };
  /** A company's identity provider and who may come in through it (migration 014). */
  company_sso: {
    company_id: number;
    /** Space-separated lower-case domains; empty: none allowed (no just-in-time provisioning). */
    allowed_domains: Generated<string>;
    require_sso: Generated<number>;
    oidc_issuer: string | null;
    oidc_client_id: string | null;
    /** Encrypted (identity/sso-secrets.server.ts); never shown, never logged. */
    oidc_client_secret: string | null;
    saml_idp_entity_id: string | null;
    saml_idp_sso_url: string | null;
    /** PEM certificates the IdP signs with, newline separated (several during a key rollover). */
    saml_idp_certificates: string | null;
    saml_metadata_url: string | null;
    updated_at: string;
  };
  scim_tokens: {
    id: Generated<number>;
    company_id: number;
    token_hash: string;
    prefix: string;
    created_by: number | null;
    created_at: string;
    revoked_at: string | null;
    last_used_at: string | null;
  };
  sso_replay: { company_id: number; kind: "request" | "assertion"; id: string; expires_at: string };
  platform_keys: { name: string; value: string; created_at: string };
  /** The migration a build must know to run on this database (migration 018, one row: schema-floor.server.ts). */
  schema_floor: { id: number; migration: string; set_by: string };
  /** The client's hashed files of every release started on this database (migration 019: client-assets.server.ts). */
  client_assets: { name: string; content_type: string; body: Buffer; sha256: string; published_at: string };
}

export type Phase = "briefing" | "training" | "assessment" | "retake" | "completed";
export type EnrollmentStatus = "not_started" | "in_progress" | "completed";
export type InvitationPurpose = "employee_invite" | "admin_invite";
