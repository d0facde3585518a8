/**
 * A company's settings (spec/administration.md 3): read and changed by its administrator, in
 * the caller's company scope only. The pages read them through the tenant (platform/tenant.server),
 * one lookup per request, so a change shows on the next page after the save's redirect.
 */
import { isLocale } from "../../domain/locale";
import { changedFields, type CompanySettings, type ControllerDetails, PRIVACY_FIELDS } from "../../domain/settings";
import { audit } from "../evidence/audit.server";
import type { CompanyCaller, CompanyScope } from "../identity/sessions.server";
import { db, type Db, nowIso, type Tx } from "../platform/db.server";
import type { Tenant } from "../platform/tenant.server";

async function settingsOf(q: Db | Tx, scope: CompanyScope): Promise<CompanySettings> {
  const row = await q
    .selectFrom("companies as c")
    .innerJoin("company_settings as s", "s.company_id", "c.id")
    .select([
      "c.name",
      "s.company_logo_url",
      "s.primary_color",
      "s.secondary_color",
      "s.welcome_message",
      "s.email_sender_name",
      "s.email_reply_to",
      "s.signer_name",
      "s.signer_title",
      "s.certificate_validity_days",
      "s.reminder_interval_days",
      "s.auto_enroll_new_employees",
      "s.require_password_change",
      "s.session_timeout_minutes",
      "s.enable_email_notifications",
      "s.enable_completion_emails",
      "s.enable_reminder_emails",
      "s.default_locale",
      "s.controller_legal_name",
      "s.controller_address",
      "s.privacy_contact_email",
      "s.dpo_name",
      "s.dpo_contact",
      "s.retention_leaver_years",
      "s.retention_session_days",
      "s.retention_mail_body_days",
    ])
    .where("c.id", "=", scope.companyId)
    .executeTakeFirstOrThrow();
  return {
    companyName: row.name,
    companyLogoUrl: row.company_logo_url,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    welcomeMessage: row.welcome_message,
    emailSenderName: row.email_sender_name,
    emailReplyTo: row.email_reply_to,
    signerName: row.signer_name,
    signerTitle: row.signer_title,
    certificateValidityDays: row.certificate_validity_days,
    reminderIntervalDays: row.reminder_interval_days,
    autoEnrollNewEmployees: row.auto_enroll_new_employees === 1,
    requirePasswordChange: row.require_password_change === 1,
    sessionTimeoutMinutes: row.session_timeout_minutes,
    enableEmailNotifications: row.enable_email_notifications === 1,
    enableCompletionEmails: row.enable_completion_emails === 1,
    enableReminderEmails: row.enable_reminder_emails === 1,
    defaultLocale: isLocale(row.default_locale) ? row.default_locale : null,
    ...controllerOf(row),
    retentionLeaverYears: row.retention_leaver_years,
    retentionSessionDays: row.retention_session_days,
    retentionMailBodyDays: row.retention_mail_body_days,
  };
}

/** A settings row's controller details (the privacy notice's). */
export function controllerOf(row: {
  controller_legal_name: string | null;
  controller_address: string | null;
  privacy_contact_email: string | null;
  dpo_name: string | null;
  dpo_contact: string | null;
}): ControllerDetails {
  return {
    controllerLegalName: row.controller_legal_name,
    controllerAddress: row.controller_address,
    privacyContactEmail: row.privacy_contact_email,
    dpoName: row.dpo_name,
    dpoContact: row.dpo_contact,
  };
}

/** The controller details of a tenant's company, for its public privacy notice. */
export async function controllerDetails(tenant: Pick<Tenant, "id">): Promise<ControllerDetails> {
  const row = await db()
    .selectFrom("company_settings")
    .select(["controller_legal_name", "controller_address", "privacy_contact_email", "dpo_name", "dpo_contact"])
    .where("company_id", "=", tenant.id)
    .executeTakeFirst();
  return row
    ? controllerOf(row)
    : { controllerLegalName: null, controllerAddress: null, privacyContactEmail: null, dpoName: null, dpoContact: null };
}

/** The settings of the caller's company. */
export function readSettings(scope: CompanyScope): Promise<CompanySettings> {
  return settingsOf(db(), scope);
}

const bit = (b: boolean) => (b ? 1 : 0);

/**
 * Replaces the settings of the caller's company in one transaction: reads the old values,
 * writes the new ones (the company name goes to `companies.name`) and audits the changed
 * fields with their old and new values. Nothing changed: nothing is written.
 */
export async function updateSettings(caller: CompanyCaller, given: CompanySettings): Promise<{ changed: string[] }> {
  const { scope } = caller;
  return db()
    .transaction()
    .execute(async (tx) => {
      const before = await settingsOf(tx, scope);
      // A JSON update without the language keeps the company's.
      const next = {
        ...given,
        defaultLocale: given.defaultLocale === undefined ? before.defaultLocale : given.defaultLocale,
        retentionLeaverYears: given.retentionLeaverYears ?? before.retentionLeaverYears,
        retentionSessionDays: given.retentionSessionDays ?? before.retentionSessionDays,
        retentionMailBodyDays: given.retentionMailBodyDays ?? before.retentionMailBodyDays,
      };
      // So does one without the privacy notice's details (the form clears an empty one: it sends null).
      for (const field of PRIVACY_FIELDS) next[field] = given[field] === undefined ? before[field] : given[field];
      const changed = changedFields(before, next);
      const names = Object.keys(changed);
      if (names.length === 0) return { changed: names };
      await tx
        .updateTable("company_settings")
        .set({
          company_logo_url: next.companyLogoUrl,
          primary_color: next.primaryColor,
          secondary_color: next.secondaryColor,
          welcome_message: next.welcomeMessage,
          email_sender_name: next.emailSenderName,
          email_reply_to: next.emailReplyTo,
          signer_name: next.signerName,
          signer_title: next.signerTitle,
          certificate_validity_days: next.certificateValidityDays,
          reminder_interval_days: next.reminderIntervalDays,
          auto_enroll_new_employees: bit(next.autoEnrollNewEmployees),
          require_password_change: bit(next.requirePasswordChange),
          session_timeout_minutes: next.sessionTimeoutMinutes,
          enable_email_notifications: bit(next.enableEmailNotifications),
          enable_completion_emails: bit(next.enableCompletionEmails),
          enable_reminder_emails: bit(next.enableReminderEmails),
          default_locale: next.defaultLocale ?? null,
          controller_legal_name: next.controllerLegalName ?? null,
          controller_address: next.controllerAddress ?? null,
          privacy_contact_email: next.privacyContactEmail ?? null,
          dpo_name: next.dpoName ?? null,
          dpo_contact: next.dpoContact ?? null,
          retention_leaver_years: next.retentionLeaverYears,
          retention_session_days: next.retentionSessionDays,
          retention_mail_body_days: next.retentionMailBodyDays,
          updated_at: nowIso(),
        })
        .where("company_id", "=", scope.companyId)
        .execute();
      if ("companyName" in changed) {
        await tx.updateTable("companies").set({ name: next.companyName }).where("id", "=", scope.companyId).execute();
      }
      await audit(tx, {
        companyId: scope.companyId,
        actor: caller.user,
        action: "settings.updated",
        details: { changed },
        meta: caller.meta,
      });
      return { changed: names };
    });
}
