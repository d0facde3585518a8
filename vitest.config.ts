import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit and integration tests run against source modules (no React Router plugin needed).
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/integration/global-setup.ts"],
    setupFiles: ["tests/support/setup.ts"],
    pool: "forks",
    // Vitest keeps one core free by default, which on a 2-core machine runs the files one at a
    // time; most integration files wait on SQLite fsyncs and child processes, so two overlap well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Hang detection only, never a speed limit: on a busy 2-core machine (load average 15 and more)
    // a test that takes 5 s alone may take ten times as long.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
