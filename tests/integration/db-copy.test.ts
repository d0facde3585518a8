/**
 * `npm run db:copy -- --from FILE --to URL`: a SQLite database seeded through the app's own
 * functions (training completed and signed, certificates, one superseded, attempts, audit events
 * of the platform and of companies, sessions, content versions) copied into a new PostgreSQL
 * database; then the app, running on that database, finds every audit chain intact, verifies
 * the certificates and goes on writing (identity sequences past the copied ids, chains going on
 * from the copied heads). A second copy into the same target is refused.
 *
 * Needs a PostgreSQL server: it runs in the PostgreSQL run (`npm run test:integration:postgres`,
 * TEST_ENGINE=postgres), whose server it creates its target databases on; the SQLite run skips it.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyAllChains } from "../../app/server/evidence/audit-chain.server";
import { audit } from "../../app/server/evidence/audit.server";
import { verifyCertificate } from "../../app/server/evidence/verification.server";
import { closeDb, db, migrateToLatest, openDatabase, openFileSnapshot, openPostgresUrl } from "../../app/server/platform/db.server";
import { resetEnvCache } from "../../app/server/platform/env.server";
import { databaseDigest, digestDifferences } from "../../app/server/platform/table-digest.server";
import { recordContentVersions } from "../../app/server/training/content-versions.server";
import { createDatabase, dropDatabase } from "../support/engine";
import { completeTraining, createCompany, createUser, rowCount } from "../support/factory";

const serverUrl = process.env.TEST_POSTGRES_URL;
const saved = { url: process.env.DATABASE_URL, path: process.env.DATABASE_PATH };
const tag = randomBytes(4).toString("hex");
const source = path.resolve(`tests/.tmp/copy-${process.pid}-${tag}.db`);
const targets: string[] = [];

/** Points the app's process-wide database at a SQLite file or a PostgreSQL URL. */
async function useDatabase(to: { file: string } | { url: string }) {
  await closeDb();
  if ("url" in to) process.env.DATABASE_URL = to.url;
  else {
    delete process.env.DATABASE_URL;
    process.env.DATABASE_PATH = to.file;
  }
  resetEnvCache();
}

/** A new, empty database on the test server (template0: not even migrated). */
async function emptyDatabase() {
  const name = `copy_${process.pid}_${tag}_${targets.length}`;
  targets.push(name);
  return createDatabase(serverUrl!, name, { template: "template0" });
}

const npm = (script: string, args: string[], env: Record<string, string | undefined> = {}) =>
  spawnSync("npm", ["run", "--silent", script, "--", ...args], { env: { ...process.env, ...env }, encoding: "utf8" });

/** The SQLite source, through the app's functions; returns the certificate numbers it issued. */
async function seedSource(): Promise<string[]> {
  const { db: fresh } = openDatabase(source);
  await migrateToLatest(fresh, "sqlite");
  await fresh.destroy();
  await useDatabase({ file: source });
  await recordContentVersions();
  const co = await createCompany();
  await createUser({ company: co.slug, role: "admin" });
  const numbers: string[] = [];
  for (const [company, base] of [
    [co.slug, `/company/${co.slug}`],
    ["main", ""],
  ]) {
    numbers.push((await completeTraining(await createUser({ company }), base))!);
  }
  await completeTraining(await createUser({ company: co.slug }), `/company/${co.slug}`, { modules: 2 });
  await supersede(numbers[0]);
  await audit(db(), { companyId: null, action: "password.changed", details: {}, meta: null });
  const user = await createUser({ company: co.slug });
  const now = new Date().toISOString();
  await db()
    .insertInto("sessions")
    .values(
      ["b", "a", "B"].map((id) => ({
        id: `${id}-${tag}`,
        user_id: user.id,
        company_id: co.id,
        created_at: now,
        expires_at: now,
        last_seen_at: now,
      })),
    )
    .execute();
  await closeDb();
  return numbers;
}

/** A certificate superseded by a newer one (a row referring to a later row of its own table). */
async function supersede(number: string) {
  const old = await db().selectFrom("certificates").selectAll().where("number", "=", number).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await db().updateTable("certificates").set({ superseded_at: now }).where("id", "=", old.id).execute();
  const { id: _id, ...rest } = old;
  const next = await db()
    .insertInto("certificates")
    .values({ ...rest, number: `${number.slice(0, -4)}9999`, issued_at: now, superseded_at: null, superseded_by: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db().updateTable("certificates").set({ superseded_by: next.id }).where("id", "=", old.id).execute();
}

describe.skipIf(!serverUrl)("npm run db:copy (SQLite to PostgreSQL; needs TEST_ENGINE=postgres for its server)", () => {
  let numbers: string[];
  let target: string;
  beforeAll(async () => {
    numbers = await seedSource();
    target = await emptyDatabase();
  }, 120_000);
  afterAll(async () => {
    await useDatabase(saved.url ? { url: saved.url } : { file: saved.path! });
    if (saved.path) process.env.DATABASE_PATH = saved.path;
    for (const name of targets) await dropDatabase(serverUrl!, name);
    for (const s of ["", "-wal", "-shm"]) rmSync(source + s, { force: true });
  });

  it("copies every table: row counts and hashes equal, the chains intact and going on, certificates verified", async () => {
    const run = npm("db:copy", ["--from", source, "--to", target]);
    expect(run.status, run.stderr + run.stdout).toBe(0);
    expect(run.stdout).toMatch(/Copied .* each table's row count and SHA-256 equal to the source's/);

    const from = openFileSnapshot(source);
    const to = openPostgresUrl(target);
    try {
      const expected = await databaseDigest(from.db);
      expect(digestDifferences(expected, await databaseDigest(to.db))).toEqual([]);
      expect(expected.audit_events.rows).toBeGreaterThan(10);
      expect(expected.audit_heads.rows).toBe(3); // the platform's chain, the company's, main's
      expect(expected.certificates.rows).toBe(3);
    } finally {
      await from.close();
      await to.close();
    }

    await useDatabase({ url: target });
    const chains = await verifyAllChains();
    expect(chains.filter((c) => !c.report.intact)).toEqual([]);
    for (const number of numbers) {
      const v = await verifyCertificate(new Request("http://localhost/verify"), number);
      expect(v.found, number).toBe(true);
    }
    expect((await verifyCertificate(new Request("http://localhost/verify"), numbers[0])).supersededBy).toMatch(/9999$/);
    // The app goes on: new ids after the copied ones, each chain on from its copied head.
    const users = await rowCount("users");
    await createUser({ company: "main" });
    expect(await rowCount("users")).toBe(users + 1);
    await audit(db(), { companyId: null, action: "password.changed", details: {}, meta: null });
    await audit(db(), { companyId: 1, action: "password.changed", details: {}, meta: null });
    expect((await verifyAllChains()).every((c) => c.report.intact)).toBe(true);
    const verify = npm("audit:verify", [], { DATABASE_URL: target });
    expect(verify.status, verify.stderr).toBe(0);
    expect(verify.stdout).toMatch(/All \d+ chains intact/);
  }, 240_000);

  it("refuses a target that holds data, and a source that is not there", async () => {
    const again = npm("db:copy", ["--from", source, "--to", target]);
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/already holds data: .*users/);
    const missing = npm("db:copy", ["--from", `${source}-missing`, "--to", await emptyDatabase()]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("No database at");
  }, 120_000);
});

it.skipIf(serverUrl)("db:copy needs a PostgreSQL server: it runs with TEST_ENGINE=postgres", () => {});
