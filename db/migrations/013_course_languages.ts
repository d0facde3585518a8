import { type Kysely, sql } from "kysely";

/**
 * The course in six languages (issue 28): what a person read and answered is evidence, so the
 * language is recorded wherever a version is.
 * - content_versions.language: the language of the text a version is the hash of (rows so far: English);
 *   for a course version (module 8), the one language of its seven modules, null when they differ.
 * - attempts.language: the language an attempt started in; its questions stay in it (rows so far: English).
 * - attempts.first_score: the first pass's score, the measure of knowledge (the retake ends at 100);
 *   filled for completed attempts from their first-pass answers (4 questions, 25 points each).
 * - certificates.language: the language of the certificate; null for those issued before, which
 *   keep following their holder's language.
 * The language list is written here as a literal: migrations are frozen and import nothing from the app.
 */
const LANGUAGES = "('en', 'de', 'fr', 'es', 'it', 'pl')";

export async function up(db: Kysely<any>): Promise<void> {
  const inTransaction = (work: (tx: Kysely<any>) => Promise<void>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  await inTransaction(async (tx) => {
    const language = sql.raw(`text not null default 'en' check (language in ${LANGUAGES})`);
    await sql`alter table content_versions add column language text default 'en' check (language is null or language in ${sql.raw(LANGUAGES)})`.execute(
      tx,
    );
    await sql`alter table attempts add column language ${language}`.execute(tx);
    await sql`alter table attempts add column first_score integer check (first_score is null or first_score between 0 and 100)`.execute(tx);
    await sql`alter table certificates add column language text check (language is null or language in ${sql.raw(LANGUAGES)})`.execute(tx);
    await sql`update attempts set first_score = (
        select count(*) * 25 from answers
        where answers.attempt_id = attempts.id and answers.pass = 'first' and answers.correct = 1)
      where completed_at is not null and module_id between 1 and 7`.execute(tx);
  });
}
