import { courseIn, getModule } from "../../content";
import { CORE_MODULES } from "../../domain/course";
import type { Locale } from "../../domain/locale";
import { cardStatus, isUnlocked, level, points, type ProgressRecord, progressPercent } from "../../domain/progress";
import type { CompanyScope } from "../identity/sessions.server";
import { sql } from "kysely";
import { compiledQuery, type Db, db, type Tx } from "../platform/db.server";
import type { Phase } from "../platform/schema";

/** A person's training, within a company: every query filters by the scope's company. */
export interface PersonInCompany {
  scope: CompanyScope;
  userId: number;
}

export interface AttemptRow {
  id: number;
  module_id: number;
  phase: Phase;
  score: number | null;
  question_ids: string;
  completed_at: string | null;
  started_at: string;
  /** The content version the attempt started on (null: recorded before content versions). */
  content_version: string | null;
  /** The course language the attempt started in (its text and questions stay in it). */
  language: Locale;
}

/** A current attempt as the person's record reads it (issue 28): with its first-pass score. */
export interface RecordedAttemptRow extends AttemptRow {
  /** The first pass's score (null: module 8, or not completed yet). */
  first_score: number | null;
}

/** The columns of an AttemptRow (assessment.server.ts reads the same in its one-statement union). */
export const ATTEMPT_COLUMNS = [
  "id",
  "module_id",
  "phase",
  "score",
  "question_ids",
  "completed_at",
  "started_at",
  "content_version",
  "language",
] as const;

const attemptsQuery = compiledQuery((q, companyId: number, userId: number) =>
  q
    .selectFrom("attempts")
    .select([...ATTEMPT_COLUMNS, "first_score"])
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .where("superseded_at", "is", null)
    .orderBy("module_id"),
);

/** The current (not superseded) attempts of a person: one indexed query, whatever the progress. */
export async function currentAttempts({ scope, userId }: PersonInCompany, q: Db | Tx = db()): Promise<RecordedAttemptRow[]> {
  return attemptsQuery(q, scope.companyId, userId);
}

export const toRecords = (rows: readonly Pick<AttemptRow, "module_id" | "phase" | "score">[]): ProgressRecord[] =>
  rows.map((r) => ({ region_id: r.module_id, is_completed: r.phase === "completed", score: r.score ?? 0 }));

/** The spec's progress records {region_id, is_completed, score} of a person. */
export async function progressRecords(person: PersonInCompany): Promise<ProgressRecord[]> {
  return toRecords(await currentAttempts(person));
}

/**
 * The completed modules of the current cycle as the learner's record shows them (issue 28): final
 * and first-pass score, the course language and the content version each was taken in. Titles in
 * `titleLanguage` (the page's); module 8 is the certificate, shown in its own panel.
 */
export function completedModules(rows: readonly RecordedAttemptRow[], titleLanguage: Locale) {
  return rows
    .filter((r) => r.phase === "completed" && r.module_id <= CORE_MODULES)
    .map((r) => ({
      id: r.module_id,
      title: getModule(r.module_id, titleLanguage)?.title ?? null,
      score: r.score ?? 0,
      firstScore: r.first_score,
      language: r.language,
      version: r.content_version,
    }));
}

export function statsOf(records: readonly ProgressRecord[]) {
  return { points: points(records), level: level(records) };
}

/** The world map: module cards (in the course language of the page), points and level. */
export async function worldState(person: PersonInCompany, language: Locale) {
  const rows = await currentAttempts(person);
  const records = toRecords(rows);
  const cards = courseIn(language).map((m) => {
    const unlocked = isUnlocked(m.id, records);
    const percent = progressPercent(m.id, records);
    const started = rows.some((r) => r.module_id === m.id && r.phase !== "completed" && r.phase !== "briefing");
    return {
      id: m.id,
      title: m.title,
      department: m.department,
      description: m.description,
      color: m.color,
      unlocked,
      percent,
      status: cardStatus(unlocked, percent, started),
    };
  });
  return { cards, ...statsOf(records) };
}

/**
 * A badge's name in a course language. Badges are stored under the English name they were
 * awarded with (the record's key); one the course still awards is shown in the reader's language.
 */
export function badgeName(b: { badge_name: string; module_id: number }, language: Locale): string {
  return getModule(b.module_id)?.badge === b.badge_name ? (getModule(b.module_id, language)?.badge ?? b.badge_name) : b.badge_name;
}

/** A null column typed as the other branch of a `union all` has it. */
export const none = <T>() => sql<T>`null`;

/**
 * Null in place of an attempt's columns (all of ATTEMPT_COLUMNS but id and module_id), typed as
 * those: the other branch of a `union all` with the attempts, whose rows are told apart by a kind.
 */
export const noAttemptColumns = () =>
  [
    none<Phase>().as("phase"),
    none<number | null>().as("score"),
    none<string>().as("question_ids"),
    none<string | null>().as("completed_at"),
    none<string>().as("started_at"),
    none<string | null>().as("content_version"),
    none<Locale>().as("language"),
  ] as const;

/**
 * A person's current attempts and current badges in one statement (the profile shows both; on
 * PostgreSQL each statement costs a round trip and some 0.2 ms of the app's CPU). Each branch
 * fills the other's columns with nulls; `kind` tells the rows apart. Attempts come in module
 * order, badges in the order they were earned, as their own queries give them.
 */
const attemptsAndBadgesQuery = compiledQuery((q, companyId: number, userId: number) => {
  return q
    .selectFrom("attempts")
    .select([
      sql<"attempt" | "badge">`'attempt'`.as("kind"),
      ...ATTEMPT_COLUMNS,
      "first_score",
      none<string>().as("badge_name"),
      none<string>().as("earned_at"),
    ])
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .where("superseded_at", "is", null)
    .unionAll(
      q
        .selectFrom("badges")
        .select([
          sql<"attempt" | "badge">`'badge'`.as("kind"),
          "id",
          "module_id",
          ...noAttemptColumns(),
          none<number | null>().as("first_score"),
          "badge_name",
          "earned_at",
        ])
        .where("company_id", "=", companyId)
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null),
    )
    .orderBy("kind")
    .orderBy("earned_at")
    .orderBy("module_id")
    .orderBy("id");
});

export interface BadgeRow {
  id: number;
  badge_name: string;
  earned_at: string;
  module_id: number;
}

/** Current attempts and current badges of a person; one indexed statement. */
export async function attemptsAndBadges({ scope, userId }: PersonInCompany): Promise<{ rows: RecordedAttemptRow[]; badges: BadgeRow[] }> {
  const rows: RecordedAttemptRow[] = [];
  const badges: BadgeRow[] = [];
  for (const { kind, badge_name, earned_at, ...r } of await attemptsAndBadgesQuery(db(), scope.companyId, userId)) {
    if (kind === "badge") badges.push({ id: r.id, badge_name, earned_at, module_id: r.module_id });
    else rows.push(r);
  }
  return { rows, badges };
}

/** Current badges (with dates) and the current certificate (neither revoked nor superseded) of a person; two indexed queries. */
export async function achievements({ scope, userId }: PersonInCompany) {
  const [badges, [certificate]] = await Promise.all([
    badgesQuery(db(), scope.companyId, userId),
    certificateQuery(db(), scope.companyId, userId),
  ]);
  return { badges, certificate: certificate ?? null };
}

const badgesQuery = compiledQuery((q, companyId: number, userId: number) =>
  q
    .selectFrom("badges")
    .select(["id", "badge_name", "earned_at", "module_id"])
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .orderBy("earned_at")
    .orderBy("id"),
);
const certificateQuery = compiledQuery((q, companyId: number, userId: number) =>
  q
    .selectFrom("certificates")
    .select(["number", "issued_at", "valid_until", "recipient_name", "content_version", "signed_name", "signed_at", "signature_meaning"])
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("superseded_at", "is", null),
);
