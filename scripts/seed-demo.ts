/** `npm run seed:demo`: development data only (npm start never runs it). Honours DATABASE_PATH. */
import { closeDb, migrateToLatest } from "../app/server/platform/db.server";
import { seedDemo } from "../app/server/platform/seed.server";

await migrateToLatest();
await seedDemo(console.log);
await closeDb();
