// `npm test`: the stages of the suite one after another, stopping at the first that fails, each
// with its wall-clock time, and a table of the times at the end (also when a stage failed), so a
// CI log says where the minutes went. `node scripts/test.mjs unit integration` runs only those.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { requireSupportedNode } from "./supported-node.mjs";

requireSupportedNode();

const STAGES = [
  ["typecheck", "typecheck"],
  ["lint", "lint"],
  ["audit", "audit:deps"],
  ["build", "build"],
  ["unit", "test:unit"],
  ["integration", "test:integration"],
  ["postgres", "test:integration:postgres"],
  ["e2e", "test:browser"],
];

/**
 * Why the PostgreSQL stage cannot run here, or null. Debian's server binaries are enough (the
 * stage starts a server of its own); as root, tests/support/postgres-server.ts installs them.
 */
function postgresMissing() {
  const root = "/usr/lib/postgresql";
  const installed = existsSync(root) && readdirSync(root).some((v) => existsSync(`${root}/${v}/bin/initdb`));
  if (installed || process.env.POSTGRES_BIN) return null;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) return null;
  return "PostgreSQL is not installed and this user cannot install it (apt-get install postgresql as root)";
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !STAGES.some(([name]) => name === w));
if (unknown.length) {
  console.error(`unknown stage ${unknown.join(", ")}; stages: ${STAGES.map(([name]) => name).join(", ")}`);
  process.exit(2);
}
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const seconds = (ms) => (ms / 1000).toFixed(0).padStart(5);
const times = [];
const started = Date.now();
let failed = null;
for (const [name, script] of STAGES) {
  if (wanted.length && !wanted.includes(name)) continue;
  const missing = name === "postgres" ? postgresMissing() : null;
  if (missing) {
    // REQUIRE_POSTGRES=1 (.ci/run) makes a missing PostgreSQL a failure instead of a skip.
    console.log(`\n=== ${name}: SKIPPED, the integration tests did not run on PostgreSQL: ${missing} ===`);
    times.push([name, 0, "skipped: no PostgreSQL"]);
    if (process.env.REQUIRE_POSTGRES === "1") {
      failed = name;
      break;
    }
    continue;
  }
  console.log(`\n=== ${name} (npm run ${script}) ===`);
  const t0 = Date.now();
  const run = spawnSync(npm, ["run", "--silent", script], { stdio: "inherit" });
  const ok = run.status === 0;
  times.push([name, Date.now() - t0, ok ? "ok" : `failed (${run.status ?? run.signal})`]);
  console.log(`=== ${name}: ${ok ? "ok" : "FAILED"} in ${seconds(Date.now() - t0).trim()} s ===`);
  if (!ok) {
    failed = name;
    break;
  }
}
console.log(`\nnpm test on Node ${process.version}, stage times:`);
for (const [name, ms, result] of times) console.log(`  ${name.padEnd(12)}${seconds(ms)} s  ${result}`);
console.log(`  ${"total".padEnd(12)}${seconds(Date.now() - started)} s`);
process.exit(failed ? 1 : 0);
