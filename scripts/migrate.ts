import { newerSchemaNotice } from "../app/domain/schema-floor";
import { closeDb, databaseLabel, migrateToLatest } from "../app/server/platform/db.server";
import { recordContentVersions } from "../app/server/training/content-versions.server";

const { results, newer } = await migrateToLatest();
await recordContentVersions();
if (newer) console.log(newerSchemaNotice(newer, `Database ${databaseLabel()}`));
else if (!results.length) console.log(`Database ${databaseLabel()} is up to date.`);
for (const r of results) console.log(`migration ${r.migrationName}: ${r.status}`);
await closeDb();
