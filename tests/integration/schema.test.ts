/**
 * The table types of app/server/platform/schema.ts against the migrated database of the engine
 * the suite runs on (SQLite, or PostgreSQL with TEST_ENGINE=postgres): the same tables and
 * columns; a column typed `| null` exactly when the database allows null; `Generated<…>` exactly
 * when the database fills the column itself (a default or an identity). So the hand-written
 * types cannot drift from the migrations, and PostgreSQL's baseline cannot drift from SQLite's
 * history: both are held to the same file.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { sql } from "kysely";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { db, engine } from "../../app/server/platform/db.server";
import { dropDatabase, onPostgres, onServer } from "../support/engine";
import { databaseEnv, ensureBuild, newDatabase } from "../support/server-process";

interface Column {
  nullable: boolean;
  generated: boolean;
}
type Tables = Record<string, Record<string, Column>>;

/** The DB interface's tables and columns, read with TypeScript's parser. */
function declaredTables(): Tables {
  const file = "app/server/platform/schema.ts";
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const dbInterface = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === "DB");
  if (!dbInterface) throw new Error("no interface DB in schema.ts");
  const tables: Tables = {};
  for (const member of dbInterface.members) {
    if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeLiteralNode(member.type))
      throw new Error("a table of DB is not a type literal");
    const columns: Record<string, Column> = {};
    for (const column of member.type.members) {
      if (!ts.isPropertySignature(column) || !column.type) continue;
      const type = column.type.getText(source);
      columns[column.name.getText(source)] = {
        generated: /^Generated</.test(type),
        nullable: ts.isUnionTypeNode(column.type) && column.type.types.some((t) => t.getText(source) === "null"),
      };
    }
    tables[member.name.getText(source)] = columns;
  }
  return tables;
}

/**
 * SQLite's quirks, read from its catalogue: a text primary key is reported nullable (the app never
 * leaves one null), and any integer primary key as auto-incrementing, though only one declared
 * AUTOINCREMENT is filled by the database as the app uses it (company_settings.company_id is not).
 */
async function sqliteKeys(table: string): Promise<{ keys: Set<string>; autoincrement: boolean }> {
  if (engine() !== "sqlite") return { keys: new Set(), autoincrement: true };
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0`.execute(db());
  const { rows: found } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db());
  return { keys: new Set(rows.map((r) => r.name)), autoincrement: /\bautoincrement\b/i.test(found[0]?.sql ?? "") };
}

/** The migrated database's tables and columns, through Kysely's introspection. */
async function migratedTables(): Promise<Tables> {
  const tables: Tables = {};
  for (const table of await db().introspection.getTables()) {
    const { keys, autoincrement } = await sqliteKeys(table.name);
    tables[table.name] = Object.fromEntries(
      table.columns.map((c) => [
        c.name,
        {
          nullable: c.isNullable && !c.isAutoIncrementing && !keys.has(c.name),
          generated: c.hasDefaultValue || (c.isAutoIncrementing && autoincrement),
        },
      ]),
    );
  }
  return tables;
}

describe(`schema.ts against the migrated ${engine()} database`, () => {
  it("the same tables and columns, nullability and generated columns", async () => {
    const declared = declaredTables();
    const migrated = await migratedTables();
    expect(Object.keys(declared).sort()).toEqual(Object.keys(migrated).sort());
    const differences: string[] = [];
    for (const [table, columns] of Object.entries(migrated)) {
      const names = [...new Set([...Object.keys(columns), ...Object.keys(declared[table] ?? {})])].sort();
      for (const name of names) {
        const got = columns[name];
        const want = declared[table]?.[name];
        if (!got || !want) differences.push(`${table}.${name}: ${got ? "not in schema.ts" : "not in the database"}`);
        else if (got.nullable !== want.nullable) differences.push(`${table}.${name}: nullable ${got.nullable} in the database`);
        else if (got.generated !== want.generated) differences.push(`${table}.${name}: generated ${got.generated} in the database`);
      }
    }
    expect(differences).toEqual([]);
  });
});

// Migration 022 creates pg_trgm and the search's trigram indexes; a role that may not create the
// extension (no CREATE on its database) must still migrate, and be told what it goes without.
describe.skipIf(!onPostgres())("migrating where pg_trgm cannot be created", () => {
  it("runs every migration, logs PostgreSQL's notice, and leaves out only the trigram indexes", async () => {
    ensureBuild();
    const url = await newDatabase("no_trgm", "empty");
    const name = new URL(url).pathname.slice(1);
    const role = `${name}_app`;
    const server = process.env.TEST_POSTGRES_URL!;
    await onServer(server, [`create role ${role} login password 'app'`]);
    try {
      await onServer(url, [`grant create, usage on schema public to ${role}`]);
      const asRole = new URL(url);
      asRole.username = role;
      asRole.password = "app";
      const run = spawnSync(process.execPath, ["build/scripts/migrate.js"], {
        env: databaseEnv({ ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn" }, asRole.toString()),
        encoding: "utf8",
      });
      expect(run.status, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toContain("migration 022_name_search: Success");
      expect(run.stdout).toMatch(/pg_trgm is not available \(permission denied to create extension/);
      const indexes = (await onServer(url, ["select indexname from pg_indexes where tablename = 'users'"])).map((r) => r.indexname);
      expect(indexes).toContain("users_name_order");
      expect(indexes).not.toContain("users_name_search");
      expect(indexes).not.toContain("users_email_search");
    } finally {
      await dropDatabase(server, name);
      await onServer(server, [`drop role ${role}`]);
    }
  }, 240_000);
});
