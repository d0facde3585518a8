/**
 * The production start, built to build/scripts/start.js (`npm run build`; `npm start` runs it
 * through scripts/launch.mjs, which builds first when needed): migrate, create the first super
 * administrator if there is none, then serve on PORT with the job scheduler.
 *
 * heap.ts sets how the V8 heap grows (memory under load).
 * Everything of the app comes from the server build (its entry module's `ops`), so the process
 * holds one module graph and no TypeScript loader. production-env runs first, before anything
 * loads React: the server and the build are imported only after it.
 */
import "./heap";
import "./production-env";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type * as Ops from "../app/server/ops.server";

const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
const { ops } = build.entry.module as unknown as { ops: typeof Ops };
const { startServer } = await import("./server");
const config = ops.env();
const log = ops.log();
// Requests cannot throw past the server's handler; anything else that escapes is logged, and a
// truly uncaught exception stops the process (the container restarts it) rather than serve on
// in an unknown state.
process.on("unhandledRejection", (reason) => log.error({ err: reason }, "unhandled promise rejection"));
process.on("uncaughtException", (error) => {
  log.fatal({ err: error }, "uncaught exception: stopping");
  process.exit(1);
});
const applied = await ops.migrateToLatest();
for (const r of applied) console.log(`migration ${r.migrationName}: ${r.status}`);
// the content versions of this build, with their texts (kept once; attempts and certificates refer to them)
await ops.recordContentVersions();
await ops.ensureSuperAdmin(console.log);
const server = await startServer({ port: config.PORT, host: config.HOST });
ops.startScheduler();
if (!config.SMTP_URL)
  console.log("Mail is not configured (SMTP_URL is unset): mail stays queued in the outbox and invitation links are shown to copy.");
log.info(
  { port: config.PORT, database: config.DATABASE_PATH, trustProxy: Boolean(config.TRUST_PROXY) },
  `GDPR Training Academy listening on http://localhost:${config.PORT}`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
