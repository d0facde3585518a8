/**
 * The academy's own transparency (issue 30): what the privacy notice of every company and the
 * platform's record of processing (Art. 30(2)) say of the processing, the cookies and the
 * security measures. Plain data: catalogue keys (msg()), translated where shown (the pages,
 * the record's PDF). The facts follow the product: a cookie, a measure or a kind of data added
 * to the product is added here too (README "Privacy and cookies" lists the same cookies).
 */
import { msg } from "../i18n/msg";

/** A cookie the academy sets: its name, what it is for and how long it lives. All strictly necessary. */
interface CookieFact {
  name: string;
  purpose: string;
  lifetime: string;
}

export const COOKIES: readonly CookieFact[] = [
  {
    name: "academy_session",
    purpose: msg("Keeps an employee or administrator signed in: a random token, of which the server stores only a keyed hash."),
    lifetime: msg("Until sign-out; at most 300 hours for employees and 7 days for administrators."),
  },
  {
    name: "academy_super",
    purpose: msg("Keeps the platform's super administrator signed in (a separate session)."),
    lifetime: msg("Until sign-out; at most 24 hours."),
  },
  {
    name: "academy_ctx",
    purpose: msg("Remembers whether this browser last signed in as an administrator or as an employee, to open the right page."),
    lifetime: msg("30 days."),
  },
  {
    name: "academy_flash",
    purpose: msg("Carries a one-time message (such as “Settings saved”) to the next page; signed."),
    lifetime: msg("2 minutes; removed once shown."),
  },
  {
    name: "academy_fresh",
    purpose: msg(
      "Set for a few seconds after this browser changed a company’s settings or status, so that the next pages show the change on every server of the platform.",
    ),
    lifetime: msg("5 seconds."),
  },
  {
    name: "academy_lang",
    purpose: msg("The language chosen on a public page."),
    lifetime: msg("1 year."),
  },
  {
    name: "academy_sso",
    purpose: msg(
      "A single sign-on through the company's identity provider in progress (state, nonce and verifier of OpenID Connect); signed.",
    ),
    lifetime: msg("10 minutes."),
  },
  {
    name: "academy_oidc",
    purpose: msg("A sign-in through the platform's external identity provider in progress (OpenID Connect state)."),
    lifetime: msg("10 minutes."),
  },
  {
    name: "academy_demo",
    purpose: msg("The progress of the public demo training, kept in the browser only; signed."),
    lifetime: msg("1 day."),
  },
  {
    name: "academy_preview",
    purpose: msg("The super administrator's progress through a module preview; signed."),
    lifetime: msg("1 day."),
  },
];

/** Why the processing happens. */
export const PURPOSES: readonly string[] = [
  msg(
    "Providing the company's GDPR compliance training to its employees and administrators: sign-in, training modules, assessments, progress.",
  ),
  msg(
    "Keeping the evidence of that training: completions, signatures, certificates and their public verification, reports and the evidence pack.",
  ),
  msg("Sending the training's mail: invitations, reminders, completion notices, password resets."),
  msg("Securing the service: sessions, rate limits against password guessing, the tamper-evident audit trail."),
];

/** The legal bases, as the processor states them for the controller (the company decides). */
export const LEGAL_BASES: readonly string[] = [
  msg(
    "Art. 6(1)(c) GDPR (legal obligation), where EU or Member State law requires your company to train its staff and keep evidence of it (Art. 6(3)), such as the record-keeping of good practice (GxP) rules.",
  ),
  msg("Art. 6(1)(f) GDPR (legitimate interests): your company's interest, as employer, in a trained workforce and documented training."),
];

/** The categories of personal data processed. */
export const DATA_CATEGORIES: readonly string[] = [
  msg(
    "Identity and contact: name, work email address, role, language; the identity provider's id of a person when single sign-on is used.",
  ),
  msg("Sign-ins: sessions, sign-in times, failed sign-in attempts, the network address a request came from."),
  msg("Training: attempts, the answers given, scores, the content version taken, points, levels and badges."),
  msg("Evidence: completion signatures (meaning and time), certificates and their status."),
  msg("Audit events: who did what and when (administrators' changes, sign-ins, downloads)."),
  msg("Mail log: the mails sent to a person, with their delivery status."),
];

/** Who receives the data. */
export const RECIPIENTS: readonly string[] = [
  msg("Your company's administrators, who manage the training and see their company's records."),
  msg("The operator of this training platform, as processor, and the staff who run it, bound to confidentiality (Art. 28(3)(b))."),
  msg("The mail relay (SMTP server) the operator configures, which delivers the training's mail."),
  msg("Anyone holding a certificate number: the public verification page shows that certificate's holder, company, dates and status."),
];

/** The data subjects' rights and how they are exercised. */
export const RIGHTS: readonly string[] = [
  msg("Access to your data and a copy of it (Art. 15)."),
  msg("Rectification of inaccurate data (Art. 16)."),
  msg(
    "Erasure (Art. 17), except where the law requires the records to be kept (Art. 17(3)(b)): training evidence is then kept, and can be pseudonymised.",
  ),
  msg("Restriction of processing (Art. 18)."),
  msg("Data portability (Art. 20), where the processing rests on consent or a contract."),
  msg("Objection (Art. 21) to processing based on legitimate interests."),
];

/** The technical and organisational measures the product implements (README "Security notes"). */
export const MEASURES: readonly string[] = [
  msg("Passwords stored only as scrypt hashes; easily guessed passwords refused; sign-in rate limited per account and per address."),
  msg(
    "Sessions: random 256-bit tokens in HttpOnly, SameSite cookies, stored as keyed hashes; rotated at sign-in; absolute and idle timeouts.",
  ),
  msg("Invitation and password-reset links: 256-bit tokens stored as hashes, single use, limited in time."),
  msg("The companies' OpenID Connect client secrets encrypted (AES-256-GCM) in the database."),
  msg("Tenant isolation: every company's data is read and changed in that company's scope only; tested for every page and API call."),
  msg("An append-only, tamper-evident audit trail: each company's events form a SHA-256 hash chain that can be verified."),
  msg("Training records are never deleted: revoked or superseded, so the evidence stays complete."),
  msg("Security headers on every response (content security policy, no framing, no caching); cross-site form posts refused."),
  msg("Backups: an online backup command with a manifest of every table's row count and SHA-256, to check a restore against."),
];

/** The record of processing's categories of processing carried out for each controller (Art. 30(2)(b)). */
export const PROCESSING_CATEGORIES: readonly string[] = [
  msg("Hosting the training and its records for the company's employees and administrators."),
  msg("Assessments, completion signatures and certificates; their public verification."),
  msg("Sending the training's mail through the outbox and the mail relay."),
  msg("Audit trail, reports (CSV) and evidence packs for the company's administrators."),
  msg("Retention: applying the company's retention settings to people who left, audit events, mail logs and sessions."),
];

/** The record's fixed texts (catalogue keys), shared by the page and the PDF. */
export const RECORD_TEXT = {
  title: msg("Record of processing activities (Art. 30(2) GDPR)"),
  processor: msg("Processor"),
  processorText: msg("The operator of this training platform, processing personal data on behalf of the companies below (Art. 28 GDPR)."),
  noContact: msg("Contact: not configured (CONTACT_EMAIL)."),
  controllers: msg("Controllers"),
  categories: msg("Categories of processing carried out for each controller"),
  data: msg("Categories of personal data"),
  transfers: msg("Transfers to third countries"),
  noTransfers: msg(
    "None by default: the platform passes no personal data outside its own servers but through the mail relay the operator configures. A hosting or mail relay outside the EU/EEA must be recorded here with its safeguards (Chapter V GDPR).",
  ),
  measures: msg("Technical and organisational measures (Art. 32(1) GDPR)"),
  notProvided: msg("not yet provided"),
} as const;

/** A company's missing detail on the notice. */
export const NOT_PROVIDED = msg("Not yet provided by your company.");
