import { closeDb, databaseLabel, migrateToLatest } from "../app/server/platform/db.server";
import { recordContentVersions } from "../app/server/training/content-versions.server";

const results = await migrateToLatest();
await recordContentVersions();
if (!results.length) console.log(`Database ${databaseLabel()} is up to date.`);
for (const r of results) console.log(`migration ${r.migrationName}: ${r.status}`);
await closeDb();
