/**
 * `npm run backup -- FILE --manifest M`: the manifest holds every table's row count and SHA-256 as
 * the source had them in the copy's read transaction, and the copy matches it. The digest says
 * when any cell differs. (The drill under load is `npm run test:soak -- --only backup`.)
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import Database from "better-sqlite3";
import { expect, it } from "vitest";
import { sqliteHandle } from "../../app/server/platform/db.server";
import { type DatabaseDigest, databaseDigest, digestDifferences, tableDigest } from "../../app/server/platform/sqlite/table-digest.server";
import { createUser } from "../support/factory";

const backup = (...args: string[]) =>
  spawnSync("npm", ["run", "--silent", "backup", "--", ...args], { env: { ...process.env }, encoding: "utf8" });

it("writes a manifest of every table's rows and hash that the copy matches", async () => {
  await createUser({ email: "manifest@example.com" });
  const source = process.env.DATABASE_PATH!;
  const target = `${source}.backup`;
  const manifest = `${source}.manifest.json`;
  try {
    const ok = backup(target, "--manifest", manifest);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/integrity ok, \d+ tables, \d+ rows, all matching the source \(row counts and SHA-256 of every table at /);
    const written = JSON.parse(readFileSync(manifest, "utf8")) as { takenAt: string; tables: DatabaseDigest };
    expect(Date.parse(written.takenAt)).not.toBeNaN();
    const copy = new Database(target, { readonly: true });
    try {
      expect(digestDifferences(written.tables, databaseDigest(copy))).toEqual([]);
      expect(written.tables.users.rows).toBe(sqliteHandle().prepare("select count(*) from users").pluck().get());
    } finally {
      copy.close();
    }
    // The manifest may not overwrite the database or the copy.
    const refused = backup(target, "--manifest", source);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("The manifest file must differ");
  } finally {
    for (const f of [target, manifest]) rmSync(f, { force: true });
  }
}, 240_000);

it("the digest changes with any cell, and not with anything else", () => {
  const db = new Database(":memory:");
  db.exec(
    "create table t (id integer primary key, a text, b blob, c real); insert into t (a, b, c) values ('x', x'00ff', 1.5), (null, null, 2)",
  );
  const before = tableDigest(db, "t");
  expect(tableDigest(db, "t")).toEqual(before);
  expect(before.rows).toBe(2);
  db.exec("update t set b = x'00fe' where id = 1");
  expect(tableDigest(db, "t").sha256).not.toBe(before.sha256);
  db.exec("update t set b = x'00ff' where id = 1");
  expect(tableDigest(db, "t")).toEqual(before);
  db.exec("update t set a = '' where id = 2");
  expect(tableDigest(db, "t").sha256).not.toBe(before.sha256);
  expect(tableDigest(db, "t", "id = 1").rows).toBe(1);
  db.close();
});
