/**
 * What the database must hold after a crash, read with a connection of the checker's own
 * (read-only; the server may be running, idle): the file is sound (integrity_check,
 * foreign_key_check), every acknowledged write of the ledger is there exactly once, no write is
 * there twice (acknowledged or not), and every transaction is there whole or not at all (a
 * completed module with its four answers, its audit event and its badge; an import with all its
 * people, each with an invitation, a mail and audit events).
 */
import Database from "better-sqlite3";
import type { Ledger } from "./clients";

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

function countMap(rows: { k: string; n: number }[]) {
  return new Map(rows.map((r) => [r.k, r.n]));
}

export function verify(file: string, ledger: Ledger, importCompanyId: number): Verdict {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma("busy_timeout = 10000");
  const problems: string[] = [];
  try {
    db.exec("begin");
    const integrity = (db.pragma("integrity_check") as { integrity_check: string }[]).map((r) => r.integrity_check).join("; ");
    if (integrity !== "ok") problems.push(`integrity_check: ${integrity}`);
    const fk = db.pragma("foreign_key_check") as unknown[];
    if (fk.length) problems.push(`foreign_key_check: ${fk.length} rows, e.g. ${JSON.stringify(fk.slice(0, 3))}`);

    const learners = new Set(ledger.writes.map((w) => w.userId));
    const answers = countMap(
      db
        .prepare(
          `select t.user_id || ':' || t.module_id || ':' || a.question_id as k, count(*) as n
           from answers a join attempts t on t.id = a.attempt_id group by t.user_id, t.module_id, a.question_id`,
        )
        .all() as { k: string; n: number }[],
    );
    const answersPerAttempt = countMap(
      db
        .prepare(
          `select t.user_id || ':' || t.module_id as k, count(*) as n from answers a join attempts t on t.id = a.attempt_id group by t.id`,
        )
        .all() as { k: string; n: number }[],
    );
    const attempts = new Map(
      (
        db.prepare("select user_id, module_id, phase, score from attempts").all() as {
          user_id: number;
          module_id: number;
          phase: string;
          score: number | null;
        }[]
      ).map((r) => [key(r.user_id, r.module_id), r]),
    );
    const trainingEvents = countMap(
      db
        .prepare(
          `select action || ':' || subject_user_id || ':' || coalesce(json_extract(details, '$.moduleId'), '') as k, count(*) as n
           from audit_events where action in ('training.module_started', 'training.module_completed', 'certificate.issued')
           group by action, subject_user_id, json_extract(details, '$.moduleId')`,
        )
        .all() as { k: string; n: number }[],
    );
    const badges = countMap(
      db.prepare("select user_id || ':' || module_id as k, count(*) as n from badges group by user_id, module_id").all() as {
        k: string;
        n: number;
      }[],
    );
    const certificates = countMap(
      db.prepare("select cast(user_id as text) as k, count(*) as n from certificates group by user_id").all() as { k: string; n: number }[],
    );
    const enrolled = new Map(
      (db.prepare("select user_id, modules_completed from enrollments").all() as { user_id: number; modules_completed: number }[]).map(
        (r) => [r.user_id, r.modules_completed],
      ),
    );

    // Nothing twice, acknowledged or not.
    for (const [k, n] of answers) if (n > 1) problems.push(`answer ${k} (user:module:question) recorded ${n} times`);
    for (const [k, n] of trainingEvents) if (n > 1) problems.push(`audit event ${k} written ${n} times`);
    for (const [k, n] of badges) if (n > 1) problems.push(`badge ${k} awarded ${n} times`);
    for (const [k, n] of certificates) if (n > 1) problems.push(`user ${k} holds ${n} certificates`);

    // Every acknowledged write, exactly once.
    const checked = { answers: 0, begins: 0, starts: 0, modules: 0, courses: 0, imports: 0, importedPeople: 0 };
    let committedAnswers = 0;
    let unacknowledged = 0;
    for (const w of ledger.writes) {
      const attempt = attempts.get(key(w.userId, w.moduleId));
      if (!w.acked) {
        unacknowledged++;
        if (w.kind === "answer" && answers.get(key(w.userId, w.moduleId, w.questionId!)) === 1) committedAnswers++;
        continue;
      }
      const lost = (what: string) => problems.push(`acknowledged ${what} of user ${w.userId}, module ${w.moduleId} is missing`);
      if (w.kind === "begin") {
        checked.begins++;
        if (!attempt) lost("begin (the attempt)");
        if (trainingEvents.get(key("training.module_started", w.userId, w.moduleId)) !== 1) lost("begin (its audit event)");
      } else if (w.kind === "start") {
        checked.starts++;
        if (!attempt || !["assessment", "retake", "completed"].includes(attempt.phase)) lost(`assessment start (phase ${attempt?.phase})`);
      } else if (w.kind === "sign") {
        checked.courses++;
        if (certificates.get(String(w.userId)) !== 1) lost("course completion (the certificate)");
        if (attempts.get(key(w.userId, 8))?.phase !== "completed") lost("course completion (module 8)");
        if (trainingEvents.get(key("certificate.issued", w.userId, "")) !== 1) lost("course completion (its audit event)");
      } else {
        checked.answers++;
        if (answers.get(key(w.userId, w.moduleId, w.questionId!)) !== 1) lost(`answer to question ${w.questionId}`);
        if (w.completes) {
          checked.modules++;
          if (attempt?.phase !== "completed" || attempt.score !== 100)
            lost(`completion (phase ${attempt?.phase}, score ${attempt?.score})`);
          if (trainingEvents.get(key("training.module_completed", w.userId, w.moduleId)) !== 1) lost("completion (its audit event)");
          if (badges.get(key(w.userId, w.moduleId)) !== 1) lost("completion (its badge)");
        }
      }
    }

    // Whole transactions: what is there of the learners is consistent, acknowledged or not.
    for (const [k, attempt] of attempts) {
      const [userId, moduleId] = k.split(":").map(Number);
      if (!learners.has(userId) || moduleId > 7) continue;
      const n = answersPerAttempt.get(k) ?? 0;
      const completedEvents = trainingEvents.get(key("training.module_completed", userId, moduleId)) ?? 0;
      if (attempt.phase === "completed" && (n !== 4 || completedEvents !== 1 || badges.get(k) !== 1))
        problems.push(`completed module ${k} is not whole: ${n} answers, ${completedEvents} audit events, badge ${badges.get(k) ?? 0}`);
      if (attempt.phase !== "completed" && (n >= 4 || completedEvents !== 0))
        problems.push(`module ${k} in phase ${attempt.phase} has ${n} answers and ${completedEvents} completion events`);
      if (moduleId > 1 && trainingEvents.get(key("training.module_started", userId, moduleId)) !== 1)
        problems.push(`module ${k} was begun without its audit event`);
    }
    for (const userId of learners) {
      const done = [1, 2, 3, 4, 5, 6, 7].filter((m) => attempts.get(key(userId, m))?.phase === "completed").length;
      if ((enrolled.get(userId) ?? 0) !== done)
        problems.push(`user ${userId}: enrolment says ${enrolled.get(userId)} modules completed, the attempts ${done}`);
      const course = attempts.get(key(userId, 8))?.phase === "completed";
      // Module 8 and the certificate come with the signature, after the seven modules (a learner
      // stopped or killed between the two has seven without them).
      if ((course && done !== 7) || (certificates.get(String(userId)) ?? 0) !== (course ? 1 : 0))
        problems.push(
          `user ${userId}: ${done} modules, module 8 ${course ? "completed" : "not completed"}, ${certificates.get(String(userId)) ?? 0} certificates`,
        );
    }

    // Imports: all of an import or none of it; acknowledged ones all there; each person once.
    const people = new Map(
      (db.prepare("select id, email from users where company_id = ?").all(importCompanyId) as { id: number; email: string }[]).map((r) => [
        r.email,
        r.id,
      ]),
    );
    const perEmail = (sql: string) => countMap(db.prepare(sql).all(importCompanyId) as { k: string; n: number }[]);
    const added = perEmail(
      "select subject_email as k, count(*) as n from audit_events where action = 'employee.added' and company_id = ? group by subject_email",
    );
    const invitedEvents = perEmail(
      "select subject_email as k, count(*) as n from audit_events where action = 'invitation.sent' and company_id = ? group by subject_email",
    );
    const mails = perEmail("select to_address as k, count(*) as n from email_outbox where company_id = ? group by to_address");
    const invitations = perEmail(
      "select u.email as k, count(*) as n from invitations i join users u on u.id = i.user_id where u.company_id = ? group by u.email",
    );
    const enrolments = perEmail(
      "select u.email as k, count(*) as n from enrollments e join users u on u.id = e.user_id where e.company_id = ? group by u.email",
    );
    let committedImports = 0;
    for (const batch of ledger.imports) {
      const present = batch.emails.filter((e) => people.has(e));
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
        const counts = [added.get(e), invitedEvents.get(e), mails.get(e), invitations.get(e), enrolments.get(e)];
        if (counts.some((n) => n !== 1)) {
          problems.push(
            `imported ${e}: ${counts.map((n, i) => `${["added events", "invitation events", "mails", "invitations", "enrolments"][i]} ${n ?? 0}`).join(", ")}`,
          );
        }
      }
    }
    db.exec("commit");
    return {
      integrity,
      foreignKeyProblems: fk.length,
      problems,
      checked,
      committedUnacknowledged: { answers: committedAnswers, imports: committedImports },
      unacknowledged,
    };
  } finally {
    db.close();
  }
}
