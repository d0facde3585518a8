/**
 * An employee's training record as their company's administrator sees it (issue 13): the
 * person, their certificate chain with each certificate's live state, and every attempt of
 * every module (current and superseded) with its score and first-pass score, dates, course
 * language and content version (issue 28), and the
 * questions answered in the wording of that version (from its snapshot). A fixed number of
 * queries, whatever the history. Every query is filtered by the caller's company.
 */
import { getModule } from "../../content";
import type { Locale } from "../../domain/locale";
import { CERTIFICATE_MODULE, CORE_MODULES } from "../../domain/course";
import { type ModuleSnapshot, versionLabel } from "../../domain/content-version";
import { displayName, employeeBadge } from "../../domain/employees";
import type { CompanyScope } from "../identity/sessions.server";
import { db } from "../platform/db.server";
import { certificateChain } from "../training/certificates.server";
import { currentCourseVersions, currentVersions, isCurrentModuleVersion, moduleSnapshots } from "../training/content-versions.server";
import { recertificationState } from "../training/recertification.server";

/** The language of a person's latest attempt (English before any). */
function lastLanguage(attempts: readonly { started_at: string; language: Locale }[]): Locale {
  return (
    attempts.reduce<{ started_at: string; language: Locale } | undefined>((a, b) => (!a || b.started_at > a.started_at ? b : a), undefined)
      ?.language ?? "en"
  );
}

/** The employee of this company (not an administrator) with their enrolment, or undefined. */
const recordPerson = (scope: CompanyScope, employeeId: number) =>
  db()
    .selectFrom("users as u")
    .leftJoin("enrollments as e", (j) => j.onRef("e.user_id", "=", "u.id").onRef("e.company_id", "=", "u.company_id"))
    .select([
      "u.id",
      "u.email",
      "u.first_name",
      "u.last_name",
      "u.status",
      "u.created_at",
      "u.last_login_at",
      "u.pseudonymised_at",
      "e.status as enrollment",
      "e.completed_at",
      "e.modules_completed",
    ])
    .where("u.company_id", "=", scope.companyId)
    .where("u.role", "=", "employee")
    .where("u.id", "=", employeeId)
    .executeTakeFirst();

/** Every attempt of the person in this company, current and superseded. */
const attemptsOf = (scope: CompanyScope, userId: number) =>
  db()
    .selectFrom("attempts")
    .select([
      "id",
      "module_id",
      "phase",
      "score",
      "started_at",
      "completed_at",
      "superseded_at",
      "content_version",
      "question_ids",
      "language",
      "first_score",
    ])
    .where("company_id", "=", scope.companyId)
    .where("user_id", "=", userId)
    .orderBy("module_id")
    .orderBy("started_at")
    .orderBy("id")
    .execute();

/** Every answer of those attempts, in the order given. */
const answersOf = (scope: CompanyScope, userId: number) =>
  db()
    .selectFrom("answers as a")
    .innerJoin("attempts as t", "t.id", "a.attempt_id")
    .select(["a.attempt_id", "a.question_id", "a.pass", "a.chosen_index", "a.correct", "a.answered_at"])
    .where("t.company_id", "=", scope.companyId)
    .where("t.user_id", "=", userId)
    .orderBy("a.id")
    .execute();

type RecordAttempt = Awaited<ReturnType<typeof attemptsOf>>[number];
type RecordAnswer = Awaited<ReturnType<typeof answersOf>>[number];

/** One attempt as the record shows it, its questions in the wording of the version it started on (none before versioning). */
function attemptView(a: RecordAttempt, answers: readonly RecordAnswer[], snapshot: ModuleSnapshot | undefined, currentVersion: boolean) {
  return {
    id: a.id,
    phase: a.phase,
    score: a.score,
    // the first pass's score beside the final one (issue 28; null: module 8 or not completed)
    firstScore: a.first_score,
    // the course language the attempt started in: its texts and questions were in it
    language: a.language,
    startedAt: a.started_at,
    completedAt: a.completed_at,
    supersededAt: a.superseded_at,
    version: versionLabel(a.content_version),
    versioned: a.content_version !== null,
    currentVersion,
    answers: answers
      .filter((x) => x.attempt_id === a.id)
      .map((x) => {
        const q = snapshot?.questions.find((s) => s.id === x.question_id);
        return {
          questionId: x.question_id,
          pass: x.pass,
          correct: x.correct === 1,
          answeredAt: x.answered_at,
          question: q?.question ?? null,
          chosen: q ? (q.options[x.chosen_index] ?? null) : null,
        };
      }),
  };
}

export async function employeeRecord(scope: CompanyScope, employeeId: number, now = new Date(), titles: Locale = "en") {
  const person = await recordPerson(scope, employeeId);
  if (!person) return null;
  const [chain, attempts, answers, recertification] = await Promise.all([
    certificateChain({ scope, userId: person.id }, now),
    attemptsOf(scope, person.id),
    answersOf(scope, person.id),
    recertificationState(scope, person.id, now),
  ]);
  const current = chain.find((c) => c.state !== "revoked" && c.state !== "superseded") ?? null;
  const versionsOf = (core: boolean) =>
    attempts.flatMap((a) => (a.content_version && a.module_id <= CORE_MODULES === core ? [a.content_version] : []));
  const [snapshots, currentCourses] = await Promise.all([
    moduleSnapshots(versionsOf(true)),
    currentCourseVersions([...versionsOf(false), ...(current?.contentVersion ? [current.contentVersion] : [])]),
  ]);
  // current: a module version current in its own language; a course made only of such versions
  const isCurrent = (moduleId: number, version: string | null) =>
    version !== null && (moduleId <= CORE_MODULES ? isCurrentModuleVersion(version) : currentCourses.has(version));
  const modules = Array.from({ length: CERTIFICATE_MODULE }, (_, i) => i + 1).map((moduleId) => ({
    id: moduleId,
    // null: no module of this number in the course; the page names it "Module n" in its language
    title: getModule(moduleId, titles)?.title ?? null,
    attempts: attempts
      .filter((a) => a.module_id === moduleId)
      .map((a) =>
        attemptView(a, answers, a.content_version ? snapshots.get(a.content_version) : undefined, isCurrent(moduleId, a.content_version)),
      ),
  }));

  return {
    /** The status the employees list shows (domain/employees.ts). */
    badge: employeeBadge(person.status, person.enrollment, current ? { validUntil: current.validUntil, now } : null),
    person: {
      id: person.id,
      name: displayName(person),
      email: person.email,
      status: person.status,
      deleted: person.status === "deactivated",
      /** Their personal data was erased (issue 30): the name and email are the pseudonym. */
      erased: person.pseudonymised_at !== null,
      joined: person.created_at,
      lastLogin: person.last_login_at,
      enrollment: person.enrollment ?? "not_started",
      completedAt: person.completed_at,
      modulesCompleted: person.modules_completed ?? 0,
    },
    chain,
    current,
    /** The current certificate was earned on content of which a module is current in no language. */
    outdated: current !== null && !(current.contentVersion && currentCourses.has(current.contentVersion)),
    /** The course's current version in the language the person last trained in. */
    courseVersion: currentVersions(lastLanguage(attempts)).course.version,
    recertification,
    modules,
  };
}
