/**
 * `npm run backup -- FILE --manifest M`: the manifest holds every table's row count and SHA-256 as
 * the source had them in the backup's snapshot, and the copy matches it: on SQLite the copy file
 * itself, on PostgreSQL the pg_dump archive restored into a new database (the restore drill). The
 * digest says when any cell differs, and is the same for the same rows on both engines. (The drill
 * under load is `npm run test:soak -- --only backup`.)
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { sql } from "kysely";
import { expect, it } from "vitest";
import { type Db, db, openDatabase, openPostgresUrl } from "../../app/server/platform/db.server";
import { postgresTool } from "../../app/server/platform/postgres/backup.server";
import { readSqliteCopy } from "../../app/server/platform/sqlite/backup.server";
import { type DatabaseDigest, databaseDigest, digestDifferences, tableDigest } from "../../app/server/platform/table-digest.server";
import { createDatabase, dropDatabase, onPostgres } from "../support/engine";
import { createUser, rowCount } from "../support/factory";

const backup = (...args: string[]) =>
  spawnSync("npm", ["run", "--silent", "backup", "--", ...args], { env: { ...process.env }, encoding: "utf8" });

/** The digest of what the backup file restores to. */
async function restoredDigest(file: string): Promise<DatabaseDigest> {
  if (!onPostgres()) {
    const copy = await readSqliteCopy(file, databaseDigest);
    expect(copy.integrity).toBe("ok");
    return copy.result;
  }
  const name = `restored_${process.pid}`;
  const url = await createDatabase(process.env.TEST_POSTGRES_URL!, name, { template: "template0" });
  try {
    execFileSync(postgresTool("pg_restore")!, ["--no-owner", "--exit-on-error", `--dbname=${url}`, file], { stdio: "pipe" });
    const restored = openPostgresUrl(url);
    try {
      return await databaseDigest(restored.db);
    } finally {
      await restored.close();
    }
  } finally {
    await dropDatabase(process.env.TEST_POSTGRES_URL!, name);
  }
}

it("writes a manifest of every table's rows and hash that the restored copy matches", async () => {
  await createUser({ email: "manifest@example.com" });
  const source = process.env.DATABASE_PATH!;
  const target = `${source}.backup`;
  const manifest = `${source}.manifest.json`;
  try {
    const ok = backup(target, "--manifest", manifest);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(
      onPostgres()
        ? /a pg_dump archive holding every table, \d+ tables, \d+ rows in the snapshot it was dumped from \(row counts and SHA-256 of every table at /
        : /integrity ok, \d+ tables, \d+ rows, all matching the source \(row counts and SHA-256 of every table at /,
    );
    const written = JSON.parse(readFileSync(manifest, "utf8")) as { takenAt: string; tables: DatabaseDigest };
    expect(Date.parse(written.takenAt)).not.toBeNaN();
    expect(written.tables.users.rows).toBe(await rowCount("users"));
    expect(Object.keys(written.tables)).not.toContain("kysely_migration");
    expect(digestDifferences(written.tables, await restoredDigest(target))).toEqual([]);
    // The manifest may not overwrite the database or the copy.
    const refused = backup(target, "--manifest", target);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("The manifest file must differ");
  } finally {
    for (const f of [target, manifest]) rmSync(f, { force: true });
  }
}, 240_000);

/** The probe table, made the same on the engine of `q`. */
async function probe(q: Db, postgres: boolean) {
  const [blob, real] = postgres ? ["bytea", "double precision"] : ["blob", "real"];
  await sql.raw(`drop table if exists digest_probe`).execute(q);
  await sql.raw(`create table digest_probe (id integer primary key, a text, b ${blob}, c ${real}, k text)`).execute(q);
  await sql`insert into digest_probe (id, a, b, c, k) values (2, null, null, 2, 'b'), (1, 'x', ${Buffer.from([0, 255])}, 1.5, 'B')`.execute(
    q,
  );
}

it("the digest changes with any cell, and not with anything else; the same rows hash the same on both engines", async () => {
  const q = db();
  await probe(q, onPostgres());
  const before = await tableDigest(q, "digest_probe");
  expect(await tableDigest(q, "digest_probe")).toEqual(before);
  expect(before.rows).toBe(2);
  await sql`update digest_probe set b = ${Buffer.from([0, 254])} where id = 1`.execute(q);
  expect((await tableDigest(q, "digest_probe")).sha256).not.toBe(before.sha256);
  await sql`update digest_probe set b = ${Buffer.from([0, 255])} where id = 1`.execute(q);
  expect(await tableDigest(q, "digest_probe")).toEqual(before);
  await sql`update digest_probe set a = '' where id = 2`.execute(q);
  expect((await tableDigest(q, "digest_probe")).sha256).not.toBe(before.sha256);
  expect((await tableDigest(q, "digest_probe", { maxId: 1 })).rows).toBe(1);
  await sql`update digest_probe set a = null where id = 2`.execute(q);
  // The same rows in a SQLite database of their own: the same digest (on PostgreSQL: across engines).
  const other = openDatabase(":memory:");
  try {
    await probe(other.db, false);
    expect(await tableDigest(other.db, "digest_probe")).toEqual(before);
  } finally {
    await other.db.destroy();
  }
  await sql`drop table digest_probe`.execute(q);
});
