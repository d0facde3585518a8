/**
 * Everything the academy holds about one person of a company (GDPR Art. 15 access, Art. 20
 * portability; issue 30, part 3), built from one export rule per table of the schema.
 *
 * Every table of `DB` (platform/schema.ts) has a rule, which the type below enforces at compile
 * time and tests/integration/personal-data.test.ts checks against schema.ts and the database:
 * either how its rows about the person are found (always inside the person's company) and which
 * columns are left out and why, or why the table holds no personal data of the person. A table
 * added without a rule fails the build and the test. A column added to an exported table is
 * exported unless its rule leaves it out: the safe default for an access request.
 */
import type { SelectQueryBuilder } from "kysely";
import type { CompanyScope } from "../identity/sessions.server";
import { db, type Db, nowIso } from "../platform/db.server";
import type { DB } from "../platform/schema";

/** The person the export is about: found in the company first, so every rule can filter by both. */
export interface Subject {
  companyId: number;
  userId: number;
  email: string;
}

type Row = Record<string, unknown>;

interface ExportedRule {
  kind: "exported";
  /** How the rows about the person are found (said in the export too). */
  about: string;
  /** Columns left out of the export, each with why. */
  omitted?: Readonly<Record<string, string>>;
  /**
   * Columns emptied (null) in the rows where another person acted (audit events about the
   * person written by someone else), each with why.
   */
  redacted?: Readonly<Record<string, string>>;
  rows: (q: Db, s: Subject) => Promise<Row[]>;
  /** Rewrites a row before the omitted columns are dropped (e.g. says whether a password is set). */
  shape?: (row: Row, s: Subject) => Row;
}

interface NotPersonalRule {
  kind: "not-personal";
  /** Why the table holds nothing about the person ("not personal data, because …"). */
  because: string;
}

export type ExportRule = ExportedRule | NotPersonalRule;

const all = <T extends keyof DB>(q: SelectQueryBuilder<DB, T, object>) => q.selectAll().execute() as Promise<Row[]>;
const ofPerson = <T extends "enrollments" | "attempts" | "badges" | "certificates" | "sessions">(q: Db, table: T, s: Subject) =>
  all(
    q
      .selectFrom(table as "enrollments")
      .where("user_id", "=", s.userId)
      .where("company_id", "=", s.companyId)
      .orderBy("id" as "user_id"),
  );
/** A table without a company column: the person's rows, the person found in their company. */
const ofCompanyUser = <T extends "identities" | "invitations" | "password_resets" | "reminders_sent">(q: Db, table: T, s: Subject) =>
  all(
    q
      .selectFrom(table as "identities")
      .where("user_id", "=", s.userId)
      .where("user_id", "in", q.selectFrom("users").select("id").where("company_id", "=", s.companyId))
      .orderBy("id"),
  );

/**
 * The rule of every table. Order: the order of the export (the profile first).
 */
export const EXPORT_RULES: { readonly [T in keyof DB]: ExportRule } = {
  users: {
    kind: "exported",
    about: "the person's own account (users.id), in their company",
    omitted: { password_hash: "a password's hash is a secret of the sign-in; the export says whether a password is set instead" },
    rows: (q, s) => all(q.selectFrom("users").where("id", "=", s.userId).where("company_id", "=", s.companyId)),
    shape: (r) => ({ ...r, password: r.password_hash ? "a password is set" : "no password is set" }),
  },
  identities: {
    kind: "exported",
    about: "sign-in identities of the person (identities.user_id)",
    rows: (q, s) => ofCompanyUser(q, "identities", s),
  },
  sessions: {
    kind: "exported",
    about: "the person's sign-in sessions (sessions.user_id, in their company)",
    omitted: { id: "the session's id is the secret of its cookie: whoever holds it is signed in" },
    rows: (q, s) =>
      all(q.selectFrom("sessions").where("user_id", "=", s.userId).where("company_id", "=", s.companyId).orderBy("created_at")),
  },
  invitations: {
    kind: "exported",
    about: "invitations sent to the person (invitations.user_id)",
    omitted: { token_hash: "the hash of the invitation link's secret" },
    rows: (q, s) => ofCompanyUser(q, "invitations", s),
  },
  password_resets: {
    kind: "exported",
    about: "password reset links for the person (password_resets.user_id)",
    omitted: { token_hash: "the hash of the reset link's secret" },
    rows: (q, s) => ofCompanyUser(q, "password_resets", s),
  },
  enrollments: {
    kind: "exported",
    about: "the person's enrolment in the training (enrollments.user_id, in their company)",
    rows: (q, s) => ofPerson(q, "enrollments", s),
  },
  attempts: {
    kind: "exported",
    about: "every attempt of a module by the person, with its course language and content version (attempts.user_id, in their company)",
    rows: (q, s) => ofPerson(q, "attempts", s),
  },
  answers: {
    kind: "exported",
    about: "every answer given in one of the person's attempts (answers.attempt_id of those attempts)",
    rows: (q, s) =>
      all(
        q
          .selectFrom("answers")
          .where(
            "attempt_id",
            "in",
            q.selectFrom("attempts").select("id").where("user_id", "=", s.userId).where("company_id", "=", s.companyId),
          )
          .orderBy("attempt_id")
          .orderBy("id"),
      ),
  },
  badges: {
    kind: "exported",
    about: "badges the person earned (badges.user_id, in their company)",
    rows: (q, s) => ofPerson(q, "badges", s),
  },
  certificates: {
    kind: "exported",
    about: "the person's certificates, current and earlier, with their signature (certificates.user_id, in their company)",
    rows: (q, s) => ofPerson(q, "certificates", s),
  },
  email_outbox: {
    kind: "exported",
    about:
      "mail to the person: for their account (email_outbox.user_id), or to their address, in their company; the secret of a link in a mail (token=…) is replaced by (removed)",
    omitted: { html_body: "the same text as text_body, formatted as HTML" },
    // a link's secret in a body (an invitation's, a reset's) would let whoever holds the export in
    shape: (r) => ({ ...r, text_body: typeof r.text_body === "string" ? withoutLinkSecrets(r.text_body) : r.text_body }),
    rows: (q, s) =>
      all(
        q
          .selectFrom("email_outbox")
          .where("company_id", "=", s.companyId)
          .where((eb) => eb.or([eb("user_id", "=", s.userId), eb.and([eb("user_id", "is", null), eb("to_address", "=", s.email)])]))
          .orderBy("id"),
      ),
  },
  reminders_sent: {
    kind: "exported",
    about: "training reminders recorded as sent to the person (reminders_sent.user_id)",
    rows: (q, s) => ofCompanyUser(q, "reminders_sent", s),
  },
  audit_events: {
    kind: "exported",
    about: "the company's audit events in which the person acted or which are about them",
    omitted: {
      prev_hash: "the audit chain's bookkeeping (the hash of the event before), about no one",
      hash: "the audit chain's bookkeeping, about no one",
    },
    redacted: {
      actor_email: "emptied where another person acted: that person's data (their user id stays)",
      ip_address: "emptied where another person acted: that person's address",
      user_agent: "emptied where another person acted: that person's browser",
    },
    rows: (q, s) =>
      all(
        q
          .selectFrom("audit_events")
          .where("company_id", "=", s.companyId)
          .where((eb) => eb.or([eb("actor_user_id", "=", s.userId), eb("subject_user_id", "=", s.userId)]))
          .orderBy("seq"),
      ),
  },
  scim_tokens: {
    kind: "exported",
    about: "SCIM tokens the person created as an administrator (scim_tokens.created_by, in their company)",
    omitted: { token_hash: "the hash of the token's secret" },
    rows: (q, s) => all(q.selectFrom("scim_tokens").where("created_by", "=", s.userId).where("company_id", "=", s.companyId).orderBy("id")),
  },
  companies: {
    kind: "not-personal",
    because: "the company's own record (name, subdomain, contact address of the company); its name is stated at the top of the export",
  },
  company_settings: {
    kind: "not-personal",
    because: "the company's settings (branding, certificate signer, reminders), about no employee",
  },
  invitation_days: { kind: "not-personal", because: "a count of invitations a company sent a day, naming no one" },
  content_versions: {
    kind: "not-personal",
    because:
      "the course's texts and questions, the same for everyone; the versions the person trained on are in their attempts and certificates",
  },
  job_leases: { kind: "not-personal", because: "which server instance runs a scheduled job, about no one" },
  rate_limits: {
    kind: "not-personal",
    because: "short-lived counters of sign-in attempts, not tied to a company, deleted when they expire (minutes to hours)",
  },
  rate_limit_holds: {
    kind: "not-personal",
    because: "which server process holds sign-in points for a check under way, keyed like rate_limits; gone within minutes",
  },
  audit_redactions: {
    kind: "exported",
    about: "audit events whose personal data were erased with the person's (audit_redactions.user_id)",
    rows: (q, s) =>
      all(q.selectFrom("audit_redactions").where("user_id", "=", s.userId).where("company_id", "=", s.companyId).orderBy("event_id")),
  },
  audit_heads: { kind: "not-personal", because: "the head hash of each company's audit chain, about no one" },
  company_sso: { kind: "not-personal", because: "the company's single sign-on configuration, about no employee" },
  sso_replay: {
    kind: "not-personal",
    because: "ids of single sign-on messages kept against replay until they expire, linked to no account",
  },
  platform_keys: { kind: "not-personal", because: "the platform's own keys, about no one" },
  schema_floor: { kind: "not-personal", because: "which release's builds may run on the database, about no one" },
  client_assets: { kind: "not-personal", because: "the scripts and style sheets of the app's releases, about no one" },
};

/** One exported table: the rule said and the rows about the person. */
export interface ExportedTable {
  about: string;
  omitted: Readonly<Record<string, string>>;
  redacted: Readonly<Record<string, string>>;
  rows: Row[];
}

export interface PersonalData {
  format: "gdpr-training-academy/personal-data/1";
  generatedAt: string;
  company: { id: number; name: string; slug: string };
  person: { id: number; email: string; firstName: string; lastName: string; locale: string | null; role: string };
  /** Rows about the person, table by table. */
  tables: Record<string, ExportedTable>;
  /** Tables holding no personal data of the person, each with why. */
  notPersonalData: Record<string, string>;
}

/**
 * Everything the academy holds about one person of the company `scope`; null when the person is
 * not of that company (or, with `employeesOnly`, not an employee: the administrator's record page).
 */
export async function personalData(
  scope: CompanyScope,
  userId: number,
  opts: { employeesOnly?: boolean; now?: Date } = {},
): Promise<PersonalData | null> {
  const q = db();
  const person = await q
    .selectFrom("users as u")
    .innerJoin("companies as c", "c.id", "u.company_id")
    .select(["u.id", "u.email", "u.first_name", "u.last_name", "u.locale", "u.role", "c.id as company_id", "c.name", "c.slug"])
    .where("u.id", "=", userId)
    .where("u.company_id", "=", scope.companyId)
    .$if(opts.employeesOnly === true, (b) => b.where("u.role", "=", "employee"))
    .executeTakeFirst();
  if (!person) return null;
  const subject: Subject = { companyId: scope.companyId, userId: person.id, email: person.email };
  const tables: Record<string, ExportedTable> = {};
  const notPersonalData: Record<string, string> = {};
  for (const [table, rule] of Object.entries(EXPORT_RULES) as [keyof DB, ExportRule][]) {
    if (rule.kind === "not-personal") {
      notPersonalData[table] = rule.because;
      continue;
    }
    const omitted = rule.omitted ?? {};
    const redacted = rule.redacted ?? {};
    const rows = (await rule.rows(q, subject)).map((r) =>
      withoutColumns(redact(rule.shape ? rule.shape(r, subject) : r, redacted, subject), omitted),
    );
    tables[table] = { about: rule.about, omitted, redacted, rows };
  }
  return {
    format: "gdpr-training-academy/personal-data/1",
    generatedAt: opts.now ? opts.now.toISOString() : nowIso(),
    company: { id: person.company_id, name: person.name, slug: person.slug },
    person: {
      id: person.id,
      email: person.email,
      firstName: person.first_name,
      lastName: person.last_name,
      locale: person.locale,
      role: person.role,
    },
    tables,
    notPersonalData,
  };
}

function withoutColumns(row: Row, omitted: Readonly<Record<string, string>>): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) if (!(k in omitted)) out[k] = v;
  return out;
}

/** Empties the `redacted` columns of a row another person acted in (its actor_user_id is not the person's). */
function redact(row: Row, redacted: Readonly<Record<string, string>>, s: Subject): Row {
  if (row.actor_user_id === s.userId || Object.keys(redacted).length === 0) return row;
  const out: Row = { ...row };
  for (const k of Object.keys(redacted)) if (k in out) out[k] = null;
  return out;
}

/** The tables among `names` (those of schema.ts, of the database) that have no export rule: none may be. */
export const tablesWithoutRule = (names: readonly string[]): string[] => names.filter((n) => !Object.hasOwn(EXPORT_RULES, n));

/** A mail's text with the secret of every link (`token=…`) replaced: the link no longer works from the export. */
export const withoutLinkSecrets = (text: string) => text.replace(/([?&]token=)[^\s&"'<>]+/g, "$1(removed)");
