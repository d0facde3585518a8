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
import { versionLabel } from "../../domain/content-version";
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

export async function employeeRecord(scope: CompanyScope, employeeId: number, now = new Date(), titles: Locale = "en") {
  const person = await db()
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
  if (!person) return null;
  const holder = { scope, userId: person.id };
  const [chain, attempts, answers, recertification] = await Promise.all([
    certificateChain(holder, now),
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
      .where("user_id", "=", person.id)
      .orderBy("module_id")
      .orderBy("started_at")
      .orderBy("id")
      .execute(),
    db()
      .selectFrom("answers as a")
      .innerJoin("attempts as t", "t.id", "a.attempt_id")
      .select(["a.attempt_id", "a.question_id", "a.pass", "a.chosen_index", "a.correct", "a.answered_at"])
      .where("t.company_id", "=", scope.companyId)
      .where("t.user_id", "=", person.id)
      .orderBy("a.id")
      .execute(),
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
  const isCurrent = (moduleId: number, version: string) =>
    moduleId <= CORE_MODULES ? isCurrentModuleVersion(version) : currentCourses.has(version);

  const modules = Array.from({ length: CERTIFICATE_MODULE }, (_, i) => i + 1).map((moduleId) => ({
    id: moduleId,
    // null: no module of this number in the course; the page names it "Module n" in its language
    title: getModule(moduleId, titles)?.title ?? null,
    attempts: attempts
      .filter((a) => a.module_id === moduleId)
      .map((a) => {
        const snapshot = a.content_version ? snapshots.get(a.content_version) : undefined;
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
          currentVersion: a.content_version !== null && isCurrent(moduleId, a.content_version),
          // the questions as worded in the version the attempt started on (none before versioning)
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
      }),
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
