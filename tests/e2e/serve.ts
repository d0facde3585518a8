/** The e2e server: a fresh database, migrated and seeded, then the production server. */
import { rmSync } from "node:fs";
import { ensureSuperAdmin } from "../../app/server/identity/bootstrap.server";
import { migrateToLatest } from "../../app/server/platform/db.server";
import { seedDemo } from "../../app/server/platform/seed.server";
import { recordContentVersions } from "../../app/server/training/content-versions.server";
import { startServer } from "../../scripts/server";

const file = process.env.DATABASE_PATH!;
for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
await migrateToLatest();
await recordContentVersions();
await ensureSuperAdmin(() => {});
await seedDemo(() => {});
await startServer({ port: Number(process.env.PORT), host: process.env.HOST ?? "127.0.0.1" });
console.log("e2e server ready");
