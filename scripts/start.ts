/**
 * The production start, built to build/scripts/start.js (`npm run build`; `npm start` runs it
 * through scripts/launch.mjs, which builds first when needed): migrate, create the first super
 * administrator if there is none, then serve on PORT with the job scheduler until SIGTERM or
 * SIGINT (scripts/shutdown.ts). Every line it writes is a JSON log line; a wrong configuration is
 * one line listing the problems, and exit code 1.
 *
 * heap.ts sets how the V8 heap grows (memory under load).
 * Everything of the app comes from the server build (its entry module's `ops`), so the process
 * holds one module graph and no TypeScript loader. production-env runs first, before anything
 * loads React: the server and the build are imported only after it.
 */
import "./heap";
import { generatedSessionSecret } from "./production-env";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type * as Ops from "../app/server/ops.server";
import { stopOnSignals } from "./shutdown";

const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
const { ops } = build.entry.module as unknown as { ops: typeof Ops };
const { startServer } = await import("./server");
const config = ops.configurationOrExit();
const log = ops.log();
// Requests cannot throw past the server's handler; anything else that escapes is logged, and a
// truly uncaught exception stops the process (the container restarts it) rather than serve on
// in an unknown state.
process.on("unhandledRejection", (reason) => log.error({ err: reason }, "unhandled promise rejection"));
process.on("uncaughtException", (error) => {
  log.fatal({ err: error }, "uncaught exception: stopping");
  process.exit(1);
});
if (generatedSessionSecret) log.info("SESSION_SECRET is not set: using the generated secret kept in the data directory");
const migrated = await ops.migrateToLatest();
for (const r of migrated.results) log.info({ migration: r.migrationName, status: r.status }, `migration ${r.migrationName}: ${r.status}`);
if (migrated.newer) log.warn(migrated.newer, ops.newerSchemaNotice(migrated.newer, `The database ${ops.databaseLabel()}`));
// the content versions of this build, with their texts (kept once; attempts and certificates refer to them)
await ops.recordContentVersions();
// this release's client files, for pages of another release whose requests reach this instance
const assets = await ops.publishClientAssets("build/client");
log.info(assets, `client files published: ${assets.added} of ${assets.files} added, ${assets.removed} of older releases removed`);
await ops.ensureSuperAdmin((fields, message) => log.info(fields, message));
// the SAML service provider's signing key, made once for the platform (no page has to write it)
await ops.ensureSpKeys();
const server = await startServer({ port: config.PORT, host: config.HOST });
ops.startScheduler();
if (!config.SMTP_URL)
  log.info("Mail is not configured (SMTP_URL is unset): mail stays queued in the outbox and invitation links are shown to copy.");
// the port bound (PORT=0 takes a free one)
const { port } = server.address() as AddressInfo;
log.info(
  { port, database: config.DATABASE_PATH, trustProxy: Boolean(config.TRUST_PROXY) },
  `GDPR Training Academy listening on http://localhost:${port}`,
);
stopOnSignals({
  server,
  graceSeconds: config.SHUTDOWN_GRACE_SECONDS,
  delaySeconds: config.SHUTDOWN_DELAY_SECONDS,
  markStopping: ops.markStopping,
  log,
  stopJobs: ops.stopScheduler,
  releaseJobs: ops.releaseHeldLeases,
  closeDb: ops.closeDb,
  exit: (code) => process.exit(code),
});
