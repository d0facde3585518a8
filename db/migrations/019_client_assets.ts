import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The client's hashed files (build/client/assets) of every release that started on this
 * database (docs/decisions/031-client-files-across-releases.md). During a rolling deployment a
 * page rendered by one release asks for its scripts and style sheet, and the load balancer may
 * send those requests to an instance of the other release, which does not have them; an
 * instance answers such a request from here. Each start adds its release's files and marks them
 * published; files no release has published for 90 days are removed by a later start.
 * Written for both engines; the body's type differs (bytea, blob).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const inTransaction = (work: (tx: Kysely<any>) => Promise<void>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  await inTransaction(async (tx) => {
    await sql`create table client_assets (
      name text primary key,
      content_type text not null,
      body ${sql.raw(postgres ? "bytea" : "blob")} not null,
      sha256 text not null,
      published_at text not null
    )`.execute(tx);
    await tx.schema.createIndex("client_assets_published").on("client_assets").column("published_at").execute();
  });
}
