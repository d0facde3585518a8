import { defineConfig } from "vite";

/**
 * The production scripts as plain JavaScript (`npm run build`, after the app's build): start
 * (which serves the app's build/server/index.js), jobs, migrate, backup, audit-verify, seed-demo and db-copy, one file each in
 * build/scripts, node_modules left as imports. scripts/launch.mjs runs them.
 */
export default defineConfig({
  publicDir: false,
  logLevel: "warn",
  build: {
    ssr: true,
    target: "node20",
    outDir: "build/scripts",
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rollupOptions: {
      input: {
        start: "scripts/start.ts",
        jobs: "scripts/jobs.ts",
        migrate: "scripts/migrate.ts",
        backup: "scripts/backup.ts",
        "audit-verify": "scripts/audit-verify.ts",
        "seed-demo": "scripts/seed-demo.ts",
        "db-copy": "scripts/db-copy.ts",
      },
      output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
