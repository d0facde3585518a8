/** Per test file: a fresh copy of the migrated template database, and a known environment. */
import { copyFileSync, rmSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll } from "vitest";
import { createDatabase, dropDatabase, onPostgres, TEMPLATE_DATABASE } from "./engine";

const tmp = path.resolve("tests/.tmp");
const name = `it_${process.pid}_${randomBytes(4).toString("hex")}`;
const file = path.join(tmp, `${name}.db`);
const serverUrl = process.env.TEST_POSTGRES_URL;
if (onPostgres()) {
  if (!serverUrl) throw new Error("TEST_ENGINE=postgres without the global setup's server (TEST_POSTGRES_URL)");
  process.env.DATABASE_URL = await createDatabase(serverUrl, name, { template: TEMPLATE_DATABASE });
} else {
  copyFileSync(path.join(tmp, "template.db"), file);
  delete process.env.DATABASE_URL;
}
process.env.DATABASE_PATH = file;
process.env.SESSION_SECRET = "integration-test-secret-0123456789abcdefghij";
process.env.PUBLIC_URL = "http://localhost:3000";
// Fast password hashes (a stored hash carries its own cost); quiet logs.
process.env.PASSWORD_SCRYPT_COST = "12";
process.env.LOG_LEVEL = "silent";
delete process.env.SMTP_URL;
delete process.env.SUPER_ADMIN_EMAIL;
delete process.env.SUPER_ADMIN_PASSWORD;
delete process.env.TRUST_PROXY;

afterAll(async () => {
  const { closeDb } = await import("../../app/server/platform/db.server");
  await closeDb();
  if (onPostgres()) await dropDatabase(serverUrl!, name);
  for (const suffix of ["", "-wal", "-shm", ".backup"]) rmSync(file + suffix, { force: true });
});
