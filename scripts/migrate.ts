import { closeDb, migrateToLatest } from "../app/server/platform/db.server";
import { env } from "../app/server/platform/env.server";

const results = await migrateToLatest();
if (!results.length) console.log(`Database ${env().DATABASE_PATH} is up to date.`);
for (const r of results) console.log(`migration ${r.migrationName}: ${r.status}`);
await closeDb();
