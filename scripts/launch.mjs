// `npm start`, `npm run jobs`, `npm run db:migrate`, `npm run backup`, `npm run audit:verify`,
// `npm run seed:demo`, `npm run db:copy`: runs build/scripts/NAME.js
// (plain JavaScript, built by `npm run build` from scripts/NAME.ts), building first when the build
// is missing; `npm start` also rebuilds a build older than the sources, unless NODE_ENV=production
// was chosen (an image is built once, at image build time). No TypeScript loader in any of these
// processes.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { requireSupportedNode } from "./supported-node.mjs";

requireSupportedNode();

const [name, ...rest] = process.argv.slice(2);
const NAMES = ["start", "jobs", "migrate", "backup", "audit-verify", "seed-demo", "db-copy"];
if (!NAMES.includes(name)) {
  console.error(`Usage: node scripts/launch.mjs ${NAMES.join("|")} [arguments]`);
  process.exit(2);
}
const OUTPUTS = ["build/server/index.js", ...NAMES.map((n) => `build/scripts/${n}.js`)];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  if (OUTPUTS.some((f) => !existsSync(f))) return true;
  // Only npm start rebuilds a stale build: a backup or a job run from cron never waits for a build
  // (nor empties build/ under a running server).
  if (name !== "start" || process.env.NODE_ENV === "production") return false;
  const built = Math.min(...OUTPUTS.map((f) => statSync(f).mtimeMs));
  return ["app", "db", "public", "scripts"].some((d) => existsSync(d) && newestMtime(d) > built);
}

if (needsBuild()) {
  console.log("Building the application…");
  execSync("npm run build", { stdio: "inherit" });
}
process.argv = [process.argv[0], path.resolve(`build/scripts/${name}.js`), ...rest];
await import(pathToFileURL(path.resolve(`build/scripts/${name}.js`)).href);
