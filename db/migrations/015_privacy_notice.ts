import { type Kysely, sql } from "kysely";

/**
 * The privacy notice (issue 30): a company's details as the controller of its people's data, shown
 * on its privacy notice page and in the platform's record of processing. Each is optional text
 * (null: not yet provided): the controller's legal name, its postal address (several lines), the
 * privacy contact email, and the data protection officer's name and contact.
 * `add column` is the same DDL on both engines.
 */
const COLUMNS = ["controller_legal_name", "controller_address", "privacy_contact_email", "dpo_name", "dpo_contact"];

export async function up(db: Kysely<any>): Promise<void> {
  const inTransaction = (work: (tx: Kysely<any>) => Promise<void>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  await inTransaction(async (tx) => {
    for (const column of COLUMNS) await sql`alter table company_settings add column ${sql.ref(column)} text`.execute(tx);
  });
}
