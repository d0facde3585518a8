/**
 * What the database must hold after a crash, read with a connection of the checker's own
 * (read-only; the server may be running, idle): the file is sound (integrity_check,
 * foreign_key_check), every acknowledged write of the ledger is there exactly once, no write is
 * there twice (acknowledged or not), and every transaction is there whole or not at all (a
 * completed module with its four answers, its audit event and its badge; an import with all its
 * people, each with an invitation, a mail and audit events).
 *
 * On PostgreSQL (verifyPostgres) the same ledger checks read one REPEATABLE READ snapshot through
 * the same SQL (but for the JSON path); integrity_check and foreign_key_check give way to
 * postgres.ts's postgresHealth (the audit chains verify, no invalid index, foreign keys validated).
 */
import Database from "better-sqlite3";
import type { Ledger } from "./clients";
import { postgresHealth, type Query, snapshotQuery } from "./postgres";

export interface Verdict {
  integrity: string;
  foreignKeyProblems: number;
  /** Every problem found, as text (empty: all held). */
  problems: string[];
  checked: {
    answers: number;
    begins: number;
    starts: number;
    modules: number;
    courses: number;
    imports: number;
    importedPeople: number;
  };
  /** Writes committed though their answer never reached the client (sent to a server that was killed). */
  committedUnacknowledged: { answers: number; imports: number };
  /** Writes sent but never acknowledged. */
  unacknowledged: number;
}

const key = (...parts: (number | string | null)[]) => parts.join(":");

function countMap(rows: Record<string, unknown>[]) {
  // count(*) is a bigint on PostgreSQL, which node-postgres gives as a string
  return new Map(rows.map((r) => [r.k as string, Number(r.n)]));
}

interface Attempt {
  user_id: number;
  module_id: number;
  phase: string;
  score: number | null;
}

/** What the checks compare with the ledger, read in one transaction. */
interface Rows {
  answers: Map<string, number>;
  answersPerAttempt: Map<string, number>;
  attempts: Map<string, Attempt>;
  trainingEvents: Map<string, number>;
  badges: Map<string, number>;
  certificates: Map<string, number>;
  enrolled: Map<number, number>;
  people: Map<string, number>;
  /** Per imported email: added events, invitation events, mails, invitations, enrolments. */
  perEmail: Map<string, number>[];
}

/** `moduleId`: the dialect's expression for details' $.moduleId. */
async function readRows(q: Query, moduleId: string, importCompanyId: number): Promise<Rows> {
  const answers = countMap(
    await q(
      `select t.user_id || ':' || t.module_id || ':' || a.question_id as k, count(*) as n
           from answers a join attempts t on t.id = a.attempt_id group by t.user_id, t.module_id, a.question_id`,
    ),
  );
  const answersPerAttempt = countMap(
    await q(
      `select t.user_id || ':' || t.module_id as k, count(*) as n from answers a join attempts t on t.id = a.attempt_id group by t.id`,
    ),
  );
  const attempts = new Map(
    ((await q("select user_id, module_id, phase, score from attempts")) as unknown as Attempt[]).map((r) => [
      key(r.user_id, r.module_id),
      r,
    ]),
  );
  const trainingEvents = countMap(
    await q(
      `select action || ':' || subject_user_id || ':' || coalesce(${moduleId}, '') as k, count(*) as n
           from audit_events where action in ('training.module_started', 'training.module_completed', 'certificate.issued')
           group by action, subject_user_id, ${moduleId}`,
    ),
  );
  const badges = countMap(await q("select user_id || ':' || module_id as k, count(*) as n from badges group by user_id, module_id"));
  const certificates = countMap(await q("select cast(user_id as text) as k, count(*) as n from certificates group by user_id"));
  const enrolled = new Map(
    (await q("select user_id, modules_completed from enrollments")).map((r) => [r.user_id as number, r.modules_completed as number]),
  );
  const people = new Map(
    (await q("select id, email from users where company_id = ?", importCompanyId)).map((r) => [r.email as string, r.id as number]),
  );
  const perEmail = async (sql: string) => countMap(await q(sql, importCompanyId));
  return {
    answers,
    answersPerAttempt,
    attempts,
    trainingEvents,
    badges,
    certificates,
    enrolled,
    people,
    perEmail: [
      await perEmail(
        "select subject_email as k, count(*) as n from audit_events where action = 'employee.added' and company_id = ? group by subject_email",
      ),
      await perEmail(
        "select subject_email as k, count(*) as n from audit_events where action = 'invitation.sent' and company_id = ? group by subject_email",
      ),
      await perEmail("select to_address as k, count(*) as n from email_outbox where company_id = ? group by to_address"),
      await perEmail(
        "select u.email as k, count(*) as n from invitations i join users u on u.id = i.user_id where u.company_id = ? group by u.email",
      ),
      await perEmail(
        "select u.email as k, count(*) as n from enrollments e join users u on u.id = e.user_id where e.company_id = ? group by u.email",
      ),
    ],
  };
}

/** Nothing twice, acknowledged or not; every acknowledged write of the learners exactly once. */
function judgeWrites(r: Rows, ledger: Ledger, problems: string[]) {
  for (const [k, n] of r.answers) if (n > 1) problems.push(`answer ${k} (user:module:question) recorded ${n} times`);
  for (const [k, n] of r.trainingEvents) if (n > 1) problems.push(`audit event ${k} written ${n} times`);
  for (const [k, n] of r.badges) if (n > 1) problems.push(`badge ${k} awarded ${n} times`);
  for (const [k, n] of r.certificates) if (n > 1) problems.push(`user ${k} holds ${n} certificates`);

  const checked = { answers: 0, begins: 0, starts: 0, modules: 0, courses: 0, imports: 0, importedPeople: 0 };
  let committedAnswers = 0;
  let unacknowledged = 0;
  for (const w of ledger.writes) {
    const attempt = r.attempts.get(key(w.userId, w.moduleId));
    if (!w.acked) {
      unacknowledged++;
      if (w.kind === "answer" && r.answers.get(key(w.userId, w.moduleId, w.questionId!)) === 1) committedAnswers++;
      continue;
    }
    const lost = (what: string) => problems.push(`acknowledged ${what} of user ${w.userId}, module ${w.moduleId} is missing`);
    if (w.kind === "begin") {
      checked.begins++;
      if (!attempt) lost("begin (the attempt)");
      if (r.trainingEvents.get(key("training.module_started", w.userId, w.moduleId)) !== 1) lost("begin (its audit event)");
    } else if (w.kind === "start") {
      checked.starts++;
      if (!attempt || !["assessment", "retake", "completed"].includes(attempt.phase)) lost(`assessment start (phase ${attempt?.phase})`);
    } else if (w.kind === "sign") {
      checked.courses++;
      if (r.certificates.get(String(w.userId)) !== 1) lost("course completion (the certificate)");
      if (r.attempts.get(key(w.userId, 8))?.phase !== "completed") lost("course completion (module 8)");
      if (r.trainingEvents.get(key("certificate.issued", w.userId, "")) !== 1) lost("course completion (its audit event)");
    } else {
      checked.answers++;
      if (r.answers.get(key(w.userId, w.moduleId, w.questionId!)) !== 1) lost(`answer to question ${w.questionId}`);
      if (w.completes) {
        checked.modules++;
        if (attempt?.phase !== "completed" || attempt.score !== 100) lost(`completion (phase ${attempt?.phase}, score ${attempt?.score})`);
        if (r.trainingEvents.get(key("training.module_completed", w.userId, w.moduleId)) !== 1) lost("completion (its audit event)");
        if (r.badges.get(key(w.userId, w.moduleId)) !== 1) lost("completion (its badge)");
      }
    }
  }
  return { checked, committedAnswers, unacknowledged };
}

/** Whole transactions: what is there of the learners is consistent, acknowledged or not. */
function judgeWhole(r: Rows, ledger: Ledger, problems: string[]) {
  const learners = new Set(ledger.writes.map((w) => w.userId));
  for (const [k, attempt] of r.attempts) {
    const [userId, moduleId] = k.split(":").map(Number);
    if (!learners.has(userId) || moduleId > 7) continue;
    const n = r.answersPerAttempt.get(k) ?? 0;
    const completedEvents = r.trainingEvents.get(key("training.module_completed", userId, moduleId)) ?? 0;
    if (attempt.phase === "completed" && (n !== 4 || completedEvents !== 1 || r.badges.get(k) !== 1))
      problems.push(`completed module ${k} is not whole: ${n} answers, ${completedEvents} audit events, badge ${r.badges.get(k) ?? 0}`);
    if (attempt.phase !== "completed" && (n >= 4 || completedEvents !== 0))
      problems.push(`module ${k} in phase ${attempt.phase} has ${n} answers and ${completedEvents} completion events`);
    if (moduleId > 1 && r.trainingEvents.get(key("training.module_started", userId, moduleId)) !== 1)
      problems.push(`module ${k} was begun without its audit event`);
  }
  for (const userId of learners) {
    const done = [1, 2, 3, 4, 5, 6, 7].filter((m) => r.attempts.get(key(userId, m))?.phase === "completed").length;
    if ((r.enrolled.get(userId) ?? 0) !== done)
      problems.push(`user ${userId}: enrolment says ${r.enrolled.get(userId)} modules completed, the attempts ${done}`);
    const course = r.attempts.get(key(userId, 8))?.phase === "completed";
    // Module 8 and the certificate come with the signature, after the seven modules (a learner
    // stopped or killed between the two has seven without them).
    if ((course && done !== 7) || (r.certificates.get(String(userId)) ?? 0) !== (course ? 1 : 0))
      problems.push(
        `user ${userId}: ${done} modules, module 8 ${course ? "completed" : "not completed"}, ${r.certificates.get(String(userId)) ?? 0} certificates`,
      );
  }
}

/** Imports: all of an import or none of it; acknowledged ones all there; each person once. */
function judgeImports(r: Rows, ledger: Ledger, problems: string[], checked: { imports: number; importedPeople: number }) {
  let committedImports = 0;
  let unacknowledged = 0;
  for (const batch of ledger.imports) {
    const present = batch.emails.filter((e) => r.people.has(e));
    if (batch.acked) {
      checked.imports++;
      checked.importedPeople += batch.emails.length;
    } else unacknowledged++;
    if (present.length !== 0 && present.length !== batch.emails.length)
      problems.push(`import ${batch.batch} is partly there: ${present.length} of ${batch.emails.length} people`);
    else if (batch.acked && present.length === 0)
      problems.push(`acknowledged import ${batch.batch} is missing (${batch.emails.length} people)`);
    else if (!batch.acked && present.length) committedImports++;
    for (const e of present) {
      const counts = r.perEmail.map((m) => m.get(e));
      if (counts.some((n) => n !== 1)) {
        problems.push(
          `imported ${e}: ${counts.map((n, i) => `${["added events", "invitation events", "mails", "invitations", "enrolments"][i]} ${n ?? 0}`).join(", ")}`,
        );
      }
    }
  }
  return { committedImports, unacknowledged };
}

function judge(rows: Rows, ledger: Ledger, integrity: string, foreignKeyProblems: number, problems: string[]): Verdict {
  const writes = judgeWrites(rows, ledger, problems);
  judgeWhole(rows, ledger, problems);
  const imports = judgeImports(rows, ledger, problems, writes.checked);
  return {
    integrity,
    foreignKeyProblems,
    problems,
    checked: writes.checked,
    committedUnacknowledged: { answers: writes.committedAnswers, imports: imports.committedImports },
    unacknowledged: writes.unacknowledged + imports.unacknowledged,
  };
}

export async function verify(file: string, ledger: Ledger, importCompanyId: number): Promise<Verdict> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma("busy_timeout = 10000");
  const problems: string[] = [];
  try {
    db.exec("begin");
    const integrity = (db.pragma("integrity_check") as { integrity_check: string }[]).map((r) => r.integrity_check).join("; ");
    if (integrity !== "ok") problems.push(`integrity_check: ${integrity}`);
    const fk = db.pragma("foreign_key_check") as unknown[];
    if (fk.length) problems.push(`foreign_key_check: ${fk.length} rows, e.g. ${JSON.stringify(fk.slice(0, 3))}`);
    const q: Query = async (text, param) => db.prepare(text).all(...(param === undefined ? [] : [param])) as Record<string, unknown>[];
    const rows = await readRows(q, "json_extract(details, '$.moduleId')", importCompanyId);
    db.exec("commit");
    return judge(rows, ledger, integrity, fk.length, problems);
  } finally {
    db.close();
  }
}

/**
 * The same on PostgreSQL: the ledger's checks on one snapshot; postgresHealth in place of
 * integrity_check and foreign_key_check. The ledger is copied first, so that a write
 * acknowledged while the snapshot is taken counts as unacknowledged, never as lost.
 */
export async function verifyPostgres(url: string, ledger: Ledger, importCompanyId: number): Promise<Verdict> {
  const health = await postgresHealth(url);
  const problems: string[] = [];
  if (health.integrity !== "ok") problems.push(health.integrity);
  if (health.foreignKeyProblems) problems.push(`${health.foreignKeyProblems} foreign keys not validated`);
  const copy = {
    writes: ledger.writes.map((w) => ({ ...w })),
    imports: ledger.imports.map((b) => ({ ...b })),
    acks: ledger.acks,
  } as Ledger;
  const rows = await snapshotQuery(url, (q) => readRows(q, "(details::json->>'moduleId')", importCompanyId));
  return judge(rows, copy, health.integrity, health.foreignKeyProblems, problems);
}
