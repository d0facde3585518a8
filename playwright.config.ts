import { defineConfig } from "@playwright/test";

// E2E_PORT: another port, for a second checkout running its tests at the same time.
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATABASE = "tests/.tmp/e2e.db";
// E2E_ENGINE=postgres: two instances on a PostgreSQL server of the run's own (tests/e2e/serve.ts),
// whose database the tests' own factory writes to as well.
const E2E_POSTGRES = process.env.E2E_ENGINE === "postgres";
const E2E_DATABASE_URL = `postgres://postgres@127.0.0.1:${Number(process.env.E2E_POSTGRES_PORT ?? 55433)}/e2e`;
if (E2E_POSTGRES) process.env.DATABASE_URL = E2E_DATABASE_URL;

/** The user journeys; a11y, security, XSS and the language checks of their own run in English. */
const JOURNEYS = [
  "admin",
  "audit",
  "auth",
  "certificates",
  "evidence-pack",
  "first-week",
  "mail",
  "password-reset",
  "resets-and-demo",
  "sso",
  "super-admin-password",
  "super-admin",
  "training",
  "trials",
].map((name) => `${name}.spec.ts`);

/** The client address a project's requests come from, as the proxy in front of the app says it. */
const from = (address: string) => ({ "X-Forwarded-For": address });

/**
 * e2e against the production build (npm run build), served by our own Node server on a fresh
 * database, in Debian's Chromium; every journey runs with JavaScript and without it (see projects).
 */
export default defineConfig({
  testDir: "tests/e2e",
  // Generous limits: the tests must pass on a busy 2-core machine, where one request can take
  // seconds; nothing here measures speed.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // Every journey runs with JavaScript in English (the spec's texts, verbatim) and without it in
    // the languages of the longest words (German) and the most plural forms (Polish), its texts
    // the catalogues' (fixtures.ts `t`). An English run without JavaScript as well would be a
    // fourth run of each journey (three minutes) that adds neither a language nor a code path.
    // Each project browses from an address of its own (TRUST_PROXY=loopback below), as offices do:
    // the sign-in and setup limits count per address, and four projects' deliberate wrong
    // passwords together would lock out 127.0.0.1 for the rest of the run.
    { name: "no-js", testIgnore: JOURNEYS, use: { javaScriptEnabled: false, extraHTTPHeaders: from("192.0.2.1") } },
    { name: "js", use: { javaScriptEnabled: true, extraHTTPHeaders: from("192.0.2.2") } },
    {
      name: "no-js-de",
      testMatch: JOURNEYS,
      use: { javaScriptEnabled: false, locale: "de-DE", extraHTTPHeaders: from("192.0.2.3") },
    },
    {
      name: "no-js-pl",
      testMatch: JOURNEYS,
      use: { javaScriptEnabled: false, locale: "pl-PL", extraHTTPHeaders: from("192.0.2.4") },
    },
  ],
  webServer: {
    command: "tsx tests/e2e/serve.ts",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: E2E_POSTGRES ? 300_000 : 120_000,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_PATH: E2E_DATABASE,
      ...(E2E_POSTGRES ? { DATABASE_URL: E2E_DATABASE_URL, E2E_ENGINE: "postgres" } : {}),
      PUBLIC_URL: `http://localhost:${PORT}`,
      TRUST_PROXY: "loopback",
      SUPER_ADMIN_EMAIL: "root@e2e.example",
      SUPER_ADMIN_PASSWORD: "Super-Admin-E2E-2026",
      SESSION_SECRET: "e2e-session-secret-0123456789abcdefghijklmnop",
      PASSWORD_SCRYPT_COST: "12",
      LOG_LEVEL: "warn",
    },
  },
});
