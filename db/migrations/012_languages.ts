import { type Kysely, sql } from "kysely";

/**
 * Languages (issue 27): a person's own choice (users.locale; null follows the company) and a
 * company's default (company_settings.default_locale; null follows each browser's
 * Accept-Language). Both are limited to the six languages of the interface by a check, written
 * here as a literal list because migrations are frozen and import nothing from the app.
 * `add column … check` is the same DDL on both engines.
 */
const LANGUAGES = "('en', 'de', 'fr', 'es', 'it', 'pl')";

export async function up(db: Kysely<any>): Promise<void> {
  const inTransaction = (work: (tx: Kysely<any>) => Promise<void>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  await inTransaction(async (tx) => {
    await sql`alter table users add column locale text check (locale is null or locale in ${sql.raw(LANGUAGES)})`.execute(tx);
    await sql`alter table company_settings add column default_locale text check (default_locale is null or default_locale in ${sql.raw(LANGUAGES)})`.execute(
      tx,
    );
  });
}
