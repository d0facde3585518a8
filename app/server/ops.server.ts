/**
 * What the production start script and Node server (scripts/start.ts, scripts/server.ts) take
 * from the server build, through entry.server.tsx's `ops` export: they import the build and use
 * its modules, so the serving process holds one module graph (one configuration, one logger, one
 * database connection) and no TypeScript loader.
 */
export { IMPORT_BODY_MAX_BYTES, isBulkImportPath } from "../domain/import";
export { isScimPath } from "../domain/scim";
export { ensureSuperAdmin } from "./identity/bootstrap.server";
export { ensureSpKeys } from "./identity/sso-saml.server";
export { startScheduler, stopScheduler } from "./jobs/jobs.server";
export { releaseHeldLeases } from "./jobs/leases.server";
export { newerSchemaNotice } from "../domain/schema-floor";
export { publishClientAssets, releasedClientAsset } from "./platform/client-assets.server";
export { clientAssetName } from "../domain/client-assets";
export { closeDb, databaseLabel, migrateToLatest } from "./platform/db.server";
export { markStopping } from "./platform/readiness.server";
export { env } from "./platform/env.server";
export { accessLog, configurationOrExit, log } from "./platform/log.server";
export { recordContentVersions } from "./training/content-versions.server";
export { acceptsCrossSitePost, isSafeMethod, isSameOrigin, pathProblem } from "./platform/origin";
export { setBaselineHeaders } from "./platform/security.server";
