/**
 * Counting the queries of a request, the same way on both engines: every query the process ran,
 * less the tenant cache's reads of a company row, which on PostgreSQL follow the clock as well as
 * the writes (platform/tenant.server.ts, COMPANY_CACHE_MS) and so would add one query to whichever
 * request happens to run after the cache expired.
 */
import { queryCount } from "../../app/server/platform/db.server";
import { tenantReadCount } from "../../app/server/platform/tenant.server";

export const workQueries = () => queryCount() - tenantReadCount();
