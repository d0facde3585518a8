/**
 * The evidence pack (issue 13, part 4): one ZIP of a company's training evidence for a date
 * range, or for one person. Its form (one schema for the page, the download and the JSON API),
 * the default range, the names of its files, the manifest and the words the summary uses to say
 * how to check the pack. Pure: the server builds the files (server/evidence/evidence-pack.server.ts).
 */
import { z } from "zod";
import type { Translate } from "../i18n/i18n";
import { isCalendarDay } from "./completions";
import { msg } from "../i18n/msg";
import { englishT } from "./english";

export const PACK_MSG = {
  start: msg("Please enter the first day of the range."),
  end: msg("Please enter the last day of the range."),
  order: msg("The last day cannot be before the first day."),
  email: msg("Please enter the email address of one employee, or leave this empty."),
  unknownPerson: msg("No employee of your company has this email address."),
  busy: msg("Another evidence pack is being built. Please try again in a minute."),
} as const;

const EMAIL_MAX = 254;

const day = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => isCalendarDay(v), message);

/**
 * The form of the pack (the Evidence Pack tab, its download and `POST {api}/admin/evidence-pack`):
 * the range's first and last day (UTC, both included) and, optionally, one employee's email.
 */
export const evidencePackSchema = z
  .object({
    start: day(PACK_MSG.start),
    end: day(PACK_MSG.end),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX, PACK_MSG.email)
      .optional()
      .transform((v) => (v ? v.toLowerCase() : undefined))
      .refine((v) => v === undefined || /^[^\s@]+@[^\s@]+$/.test(v), PACK_MSG.email),
  })
  .superRefine((v, ctx) => {
    if (isCalendarDay(v.start) && isCalendarDay(v.end) && v.start > v.end)
      ctx.addIssue({ code: "custom", message: PACK_MSG.order, path: ["end"] });
  });

const dayOf = (d: Date | string) => (typeof d === "string" ? d : d.toISOString()).slice(0, 10);

/** The range the form starts with: from the day the company was created to today (everything so far). */
export function defaultPackRange(companyCreatedAt: string, now: Date): { start: string; end: string } {
  const created = dayOf(companyCreatedAt);
  const today = dayOf(now);
  return { start: isCalendarDay(created) && created <= today ? created : today, end: today };
}

/** The download's name: the company, the range and, for one person, their id. */
export function packFileName(slug: string, range: { start: string; end: string }, personId?: number): string {
  const safe = slug.replace(/[^a-z0-9-]/g, "") || "company";
  return `evidence-pack-${safe}-${range.start}-to-${range.end}${personId === undefined ? "" : `-person-${personId}`}.zip`;
}

/** The files of a pack, in the order they are written; the manifest is always last. */
export const PACK_FILES = {
  summary: "summary.pdf",
  completions: "completions.csv",
  attempts: "attempts.csv",
  audit: "audit-events.csv",
  manifest: "manifest.json",
} as const;

/**
 * attempts.csv's columns (issue 28): every attempt of the pack's people, module by module, current
 * and superseded ones. Stable English keys (the file is for programs and inspectors' tools, in
 * every language): `module` 1-8 (8: the certificate); `phase` as recorded (briefing, training,
 * assessment, retake, completed); `score` the final score and `first_score` the first pass's
 * (0-100, empty: not completed, or module 8); `language` the course language the attempt started
 * in (en, de, fr, es, it, pl); `content_version` the SHA-256 of the module's content in that
 * language (module 8: the course's; empty: recorded before content versions); the times in
 * ISO 8601 UTC, `superseded_at` empty for the current cycle.
 */
export const ATTEMPT_CSV_COLUMNS = [
  "email",
  "module",
  "phase",
  "score",
  "first_score",
  "language",
  "content_version",
  "started_at",
  "completed_at",
  "superseded_at",
] as const;

export const certificatePath = (number: string) => `certificates/${number}.pdf`;

/** The manifest's format name: a later change of its shape is a new format. */
export const MANIFEST_FORMAT = "gdpr-training-evidence-pack/1";

export interface PackFile {
  path: string;
  sha256: string;
  bytes: number;
}

/** A chain head as the manifest and the summary state it (null: the company has no event yet). */
export interface PackHead {
  seq: number;
  hash: string;
  eventId: number;
}

export interface PackFigures {
  /** Employees in the pack (the completions report's records). */
  people: number;
  /** Of the current (not deleted) people: domain/completed.ts's standings and rate, as the dashboard counts. */
  completed: number;
  inProgress: number;
  notStarted: number;
  completionRate: number;
  /** Of the people, deleted employees whose records are kept (in no other figure). */
  deleted: number;
  /** Certificates issued in the range, by their status when the pack was made. */
  certificates: { total: number; valid: number; expired: number; revoked: number; superseded: number };
  /** Audit events in the pack's audit CSV. */
  auditEvents: number;
}

export interface PackFacts {
  company: { name: string; slug: string };
  range: { start: string; end: string };
  person: { email: string; name: string } | null;
  generatedAt: string;
  generatedBy: string;
  auditHead: PackHead | null;
  figures: PackFigures;
}

/**
 * manifest.json: what the pack is, the audit chain's head as of the pack's snapshot, and every
 * other file with its SHA-256 (hex) and size, in the order written. Its own hash cannot be in
 * it; the pack's audit event records it.
 */
export function manifestOf(facts: PackFacts, files: readonly PackFile[]) {
  return {
    format: MANIFEST_FORMAT,
    company: facts.company,
    range: facts.range,
    person: facts.person,
    generatedAt: facts.generatedAt,
    generatedBy: facts.generatedBy,
    hashAlgorithm: "SHA-256",
    auditHead: facts.auditHead,
    figures: facts.figures,
    files,
  };
}

/** The manifest as its bytes: JSON, two-space indented, one file a line block, LF endings, UTF-8. */
export const manifestText = (manifest: ReturnType<typeof manifestOf>) => `${JSON.stringify(manifest, null, 2)}\n`;

/** Who is in the pack, as the summary says it (the completions report's rule for dates), in `t`'s language. */
export function populationText(person: { email: string } | null, t: Translate = englishT): string {
  if (person) return t("One employee: {email}, with every record of theirs in the range.", { email: person.email });
  return t(
    "Every employee (deleted ones included) except those whose training was completed outside the range: a record without a completion date is always included, as in the completions report.",
  );
}

/** How to check the pack and its certificates: the summary prints these steps, in `t`'s language. */
export function verificationSteps(verifyUrlExample: string, t: Translate = englishT): string[] {
  return [
    t(
      "Each certificate: open its verification URL (printed on it and as its QR code), {url}. The page shows the certificate's live status (Valid, Expired, Revoked or Superseded), holder, company, completion date and content version; the status in this summary is the status when the pack was made.",
      { url: verifyUrlExample },
    ),
    t(
      "Each file: compute its SHA-256 (for example `sha256sum completions.csv` or `Get-FileHash -Algorithm SHA256`) and compare it with the entry for its path in manifest.json. Every file of the pack except manifest.json itself is listed there, this summary included.",
    ),
    t(
      "The manifest: its own SHA-256 cannot be inside it (nor in this summary, which the manifest lists). It is recorded in the company's audit trail, in the event 'Evidence pack exported' written when the download completed: compute the SHA-256 of manifest.json and compare it with that event's manifestSha256 (Audit tab, Download CSV, or the event's details).",
    ),
    t(
      "The audit trail: manifest.json and this summary state the head of the company's audit chain as the pack saw it (position and hash). Every event carries the hash of the one before it, so the chain up to that head cannot have been changed without breaking it: Verify chain on the Audit tab (or npm run audit:verify on the server) re-computes it, and a later head that does not extend this one shows a rewrite. audit-events.csv holds the events of the range with both hashes of each.",
    ),
  ];
}
