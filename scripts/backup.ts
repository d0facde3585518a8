/** `npm run backup -- FILE`: a consistent online backup (SQLite backup API), safe while the server runs. */
import path from "node:path";
import { closeDb, sqliteHandle } from "../app/server/db.server";
import { env } from "../app/server/env.server";

const target = process.argv[2];
if (!target) {
  console.error("Usage: npm run backup -- FILE");
  process.exit(2);
}
const out = path.resolve(target);
if (out === path.resolve(env().DATABASE_PATH)) {
  console.error("The backup file must differ from the database file.");
  process.exit(2);
}
const { totalPages } = await sqliteHandle().backup(out);
console.log(`Backed up ${env().DATABASE_PATH} to ${out} (${totalPages} pages).`);
await closeDb();
