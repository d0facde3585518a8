/**
 * A production server for tests/integration/server.test.ts, run as a child process
 * (`node --import tsx tests/support/serve-prod.ts`) so that each has its own environment:
 * migrates its database (DATABASE_PATH, or DATABASE_URL on PostgreSQL), seeds the demo tenants and the users of SEED_USERS (comma-separated
 * emails, password TEST_PASSWORD) and the super administrator SEED_SUPER_ADMIN (an email, same
 * password), publishes the client's files (CLIENT_DIR, or build/client) as the start does,
 * starts scripts/server.ts on a free port of 127.0.0.1 and prints `{"ready":true,"port":…}` on
 * stdout, where the server's JSON log lines follow.
 */
import type { AddressInfo } from "node:net";
import { ensureSpKeys } from "../../app/server/identity/sso-saml.server";
import { publishClientAssets } from "../../app/server/platform/client-assets.server";
import { migrateToLatest } from "../../app/server/platform/db.server";
import { seedDemo } from "../../app/server/platform/seed.server";
import { recordContentVersions } from "../../app/server/training/content-versions.server";
import { startServer } from "../../scripts/server";
import { createUser } from "./factory";

await migrateToLatest();
await recordContentVersions();
await publishClientAssets(process.env.CLIENT_DIR || undefined);
await ensureSpKeys();
await seedDemo(() => {});
for (const email of (process.env.SEED_USERS ?? "").split(",").filter(Boolean)) await createUser({ email });
if (process.env.SEED_SUPER_ADMIN) await createUser({ email: process.env.SEED_SUPER_ADMIN, role: "super_admin" });
const server = await startServer({ port: 0, host: "127.0.0.1", clientDir: process.env.CLIENT_DIR || undefined });
process.stdout.write(`${JSON.stringify({ ready: true, port: (server.address() as AddressInfo).port })}\n`);
