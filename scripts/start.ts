/**
 * `npm start`: build when the build is missing or older than the sources, migrate, create the
 * first super administrator if there is none, then serve on PORT.
 */
import { explicitProduction } from "./production-env";
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ensureSuperAdmin } from "../app/server/identity/bootstrap.server";
import { migrateToLatest } from "../app/server/platform/db.server";
import { env } from "../app/server/platform/env.server";
import { startScheduler } from "../app/server/jobs/jobs.server";
import { log } from "../app/server/platform/log.server";
import { startServer } from "./server";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const BUILD = "build/server/index.js";
function needsBuild(): boolean {
  if (!existsSync(BUILD)) return true;
  if (explicitProduction) return false; // images are built once, at image build time
  const built = statSync(BUILD).mtimeMs;
  return ["app", "db", "public"].some((d) => existsSync(d) && newestMtime(d) > built);
}

const config = env();
// Requests cannot throw past the server's handler; anything else that escapes is logged, and a
// truly uncaught exception stops the process (the container restarts it) rather than serve on
// in an unknown state.
process.on("unhandledRejection", (reason) => log().error({ err: reason }, "unhandled promise rejection"));
process.on("uncaughtException", (error) => {
  log().fatal({ err: error }, "uncaught exception: stopping");
  process.exit(1);
});
if (needsBuild()) {
  console.log("Building the application…");
  execSync("npm run build", { stdio: "inherit" });
}
const applied = await migrateToLatest();
for (const r of applied) console.log(`migration ${r.migrationName}: ${r.status}`);
await ensureSuperAdmin(console.log);
const server = await startServer({ port: config.PORT, host: config.HOST });
startScheduler();
if (!config.SMTP_URL)
  console.log("Mail is not configured (SMTP_URL is unset): mail stays queued in the outbox and invitation links are shown to copy.");
log().info(
  { port: config.PORT, database: config.DATABASE_PATH, trustProxy: Boolean(config.TRUST_PROXY) },
  `GDPR Training Academy listening on http://localhost:${config.PORT}`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
