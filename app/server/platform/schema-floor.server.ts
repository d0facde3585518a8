/**
 * What a database holds of migrations, for the start, `npm run db:migrate` and /readyz to judge
 * whether this build may run on it (domain/schema-floor.ts; docs/decisions/030). Reads Kysely's
 * own table, which the app's schema types do not list.
 */
import type { Kysely } from "kysely";
import type { AppliedSchema } from "../../domain/schema-floor";

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The migrations applied to a database and its floor; an empty database has neither. */
export async function appliedSchema(q: AnyDb): Promise<AppliedSchema> {
  const tables = new Set((await q.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name));
  if (!tables.has("kysely_migration")) return { applied: [], floor: null };
  const rows: { name: string }[] = await q.selectFrom("kysely_migration").select("name").execute();
  return { applied: rows.map((r) => r.name), floor: tables.has("schema_floor") ? await schemaFloor(q) : null };
}

/** The migration a build must know to run on the database (migration 018's one row). */
export async function schemaFloor(q: AnyDb): Promise<string | null> {
  const row: { migration: string } | undefined = await q
    .selectFrom("schema_floor")
    .select("migration")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.migration ?? null;
}
