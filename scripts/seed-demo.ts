/**
 * `npm run seed:demo`: development data only (npm start never runs it). Honours DATABASE_PATH.
 * Built to build/scripts/seed-demo.js and run by scripts/launch.mjs, so it runs in the image too
 * (no TypeScript loader there). The demo accounts' password is published (README), so with
 * NODE_ENV=production (the image) it refuses unless asked with `--allow-production`.
 */
import { closeDb, migrateToLatest } from "../app/server/platform/db.server";
import { configurationOrExit } from "../app/server/platform/log.server";
import { seedDemo } from "../app/server/platform/seed.server";

if (configurationOrExit().NODE_ENV === "production" && !process.argv.includes("--allow-production")) {
  console.error(
    "Refused: NODE_ENV=production, and the demo accounts have a published password. To seed a demo or test deployment anyway: npm run seed:demo -- --allow-production",
  );
  process.exit(2);
}
await migrateToLatest();
await seedDemo(console.log);
await closeDb();
