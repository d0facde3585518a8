/**
 * The bench and test:soak run the production build (npm start's command): this builds it first
 * when it is missing or older than any source it is made from.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const BUILT = ["build/server/index.js", "build/scripts/start.js", "build/scripts/backup.js"];
const SOURCES = ["app", "db", "public", "scripts"];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function stale(): boolean {
  if (BUILT.some((f) => !existsSync(f))) return true;
  const built = Math.min(...BUILT.map((f) => statSync(f).mtimeMs));
  return SOURCES.some((d) => existsSync(d) && newestMtime(d) > built);
}

/** Runs `npm run build` when the build is missing or stale; `say` tells that it does. */
export function ensureBuild(say: (line: string) => void): void {
  if (!stale()) return;
  say("Building the application (npm run build)…");
  execSync("npm run build", { stdio: "inherit" });
}
