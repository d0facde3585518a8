/** Per test file: a fresh copy of the migrated template database, and a known environment. */
import { copyFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";

const tmp = path.resolve("tests/.tmp");
const file = path.join(tmp, `it-${process.pid}-${randomBytes(4).toString("hex")}.db`);
copyFileSync(path.join(tmp, "template.db"), file);
process.env.DATABASE_PATH = file;
process.env.SESSION_SECRET = "integration-test-secret-0123456789abcdefghij";
process.env.PUBLIC_URL = "http://localhost:3000";
delete process.env.SMTP_URL;
delete process.env.SUPER_ADMIN_EMAIL;
delete process.env.SUPER_ADMIN_PASSWORD;
