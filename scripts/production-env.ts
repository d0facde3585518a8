/**
 * Imported first by scripts/start.ts, before anything loads React: `npm start` serves the
 * production build, so when the operator did not choose NODE_ENV (the quick start) it runs as
 * production with a generated secret kept beside the database. An explicit NODE_ENV=production
 * (the Docker image) still requires SESSION_SECRET, and so does PostgreSQL (DATABASE_URL): every
 * instance must sign sessions with the same secret, which no instance can generate for the others.
 */
import { developmentSecret } from "../app/server/platform/secret.server";

/** Whether the secret was generated here (the start logs it, once its logger is there). */
export let generatedSessionSecret = false;

if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = "production";
  if (!process.env.SESSION_SECRET && !process.env.DATABASE_URL) {
    process.env.SESSION_SECRET = developmentSecret(process.env.DATABASE_PATH || "./data/app.db");
    generatedSessionSecret = true;
  }
}
