// `npm test`: the stages of the suite, stopping at the first that fails, each with its wall-clock
// time, and a table of the times at the end (also when a stage failed), so a CI log says where
// the minutes went. `node scripts/test.mjs unit integration` runs only those.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { requireSupportedNode } from "./supported-node.mjs";

requireSupportedNode();

/**
 * `side: true` stages run side by side: they read the sources and write nothing another of them
 * reads (the build writes build/, which tsc, ESLint and knip leave out), and tsc and ESLint use
 * one core each, so on 2 cores the four take about as long as the lint alone. They share one
 * route typegen, run before them: two at once would race (typegen deletes its folder, then writes).
 * The test stages run one after another: two of them at once saved nothing on 2 cores.
 */
const STAGES = [
  { name: "typecheck", script: "check:types", side: true, typegen: true },
  { name: "lint", script: "check:lint", side: true, typegen: true },
  { name: "audit", script: "audit:deps", side: true },
  { name: "build", script: "build", side: true },
  { name: "unit", script: "test:unit" },
  { name: "integration", script: "test:integration" },
  { name: "postgres", script: "test:integration:postgres" },
  { name: "e2e", script: "test:browser" },
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
const unknown = wanted.filter((w) => !STAGES.some(({ name }) => name === w));
if (unknown.length) {
  console.error(`unknown stage ${unknown.join(", ")}; stages: ${STAGES.map(({ name }) => name).join(", ")}`);
  process.exit(2);
}
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const seconds = (ms) => (ms / 1000).toFixed(0).padStart(5);
const times = [];
const started = Date.now();

/** Runs one stage with its output on the terminal as it comes. */
function runAlone({ name, script }) {
  console.log(`\n=== ${name} (npm run ${script}) ===`);
  const t0 = Date.now();
  const run = spawnSync(npm, ["run", "--silent", script], { stdio: "inherit" });
  return finished(name, t0, run.status === 0 ? "ok" : `failed (${run.status ?? run.signal})`);
}

/** Runs stages at once; each one's output is printed whole when it ends, so none interleave. */
async function runSideBySide(stages) {
  const results = await Promise.all(
    stages.map(
      ({ name, script }) =>
        new Promise((resolve) => {
          const t0 = Date.now();
          const child = spawn(npm, ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (code, signal) => {
            console.log(`\n=== ${name} (npm run ${script}, beside the others) ===`);
            process.stdout.write(Buffer.concat(output));
            resolve(finished(name, t0, code === 0 ? "ok" : `failed (${code ?? signal})`, "side by side"));
          });
        }),
    ),
  );
  return results.every(Boolean);
}

function finished(name, t0, result, how) {
  const ok = result === "ok";
  times.push([name, Date.now() - t0, how && ok ? `${result}, ${how}` : result]);
  console.log(`=== ${name}: ${ok ? "ok" : "FAILED"} in ${seconds(Date.now() - t0).trim()} s ===`);
  return ok;
}

/** Whether the PostgreSQL stage may go on: a skip is a failure with REQUIRE_POSTGRES=1 (.ci/run). */
function postgresStage() {
  const missing = postgresMissing();
  if (!missing) return "run";
  console.log(`\n=== postgres: SKIPPED, the integration tests did not run on PostgreSQL: ${missing} ===`);
  times.push(["postgres", 0, "skipped: no PostgreSQL"]);
  return process.env.REQUIRE_POSTGRES === "1" ? "fail" : "skip";
}

async function main() {
  const chosen = STAGES.filter(({ name }) => !wanted.length || wanted.includes(name));
  const side = chosen.filter((s) => s.side);
  if (side.some((s) => s.typegen) && !runAlone({ name: "typegen", script: "typegen" })) return false;
  if (side.length > 1 && !(await runSideBySide(side))) return false;
  if (side.length === 1 && !runAlone(side[0])) return false;
  for (const stage of chosen.filter((s) => !s.side)) {
    const decision = stage.name === "postgres" ? postgresStage() : "run";
    if (decision === "fail") return false;
    if (decision === "run" && !runAlone(stage)) return false;
  }
  return true;
}

const ok = await main();
console.log(`\nnpm test on Node ${process.version}, stage times:`);
for (const [name, ms, result] of times) console.log(`  ${name.padEnd(12)}${seconds(ms)} s  ${result}`);
console.log(`  ${"total".padEnd(12)}${seconds(Date.now() - started)} s`);
process.exit(ok ? 0 : 1);
