/**
 * `npm run test:soak`: the slow reliability properties of issue 12, against the production server
 * (npm start's command, in a process of its own) on a database seeded here:
 *
 *   crash   part 7: kill -9 at random moments under answers, completions and imports; integrity,
 *           foreign keys and every acknowledged write exactly once after each restart
 *   mutant  the same against a build that acknowledges before COMMIT: passes when caught
 *   backup  part 8: npm run backup under write load, restored and started: integrity, row counts
 *           and table hashes equal to the source at the backup's moment
 *   soak    part 9: 200 learners with think time plus admin imports and exports for 30 minutes:
 *           0 5xx, p99 ≤ 500 ms, WAL ≤ 64 MB, RSS growth ≤ 10%
 *
 * Options: --only crash,mutant,backup,soak (all by default) · --minutes N (soak length, 30; e.g.
 * 2 for a smoke run) · --writers N (200) · --think F (think time scale, 1) · --seed N (random,
 * printed; replays the kill schedule) · --kills N (20) · --crash-clients N (48) · --mutant NAME
 * (crash part against that mutant only) · --json FILE · --no-build · --postgres.
 * Exits 1 when a property fails. Files in tests/.tmp/soak/.
 *
 * --postgres: the same on PostgreSQL (tests/soak/postgres.ts): a throw-away server of the run's
 * own with fsync and synchronous_commit on, seeded through the app's functions; the crash and soak
 * parts run two app instances on it and kill only those (one at a time), never the database; the
 * backup drill dumps it (npm run backup: pg_dump) and restores with pg_restore. The mutant
 * (SQLite's group commit) is skipped, saying so.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { backupPart } from "./backup-drill";
import { crashPart } from "./crash";
import { startSoakPostgres } from "./postgres";
import { loadAverage, type PartResult, printProperties, say, skippedPart } from "./report";
import { seedTemplate, SOAK_SECRET } from "./seed";
import { MUTANTS } from "./server";
import { soakPart } from "./soak";
import { ensureBuild } from "../../scripts/ensure-build";

// Interrupted: exit, so that the servers still running are killed (tests/soak/server.ts).
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

const PARTS = ["crash", "mutant", "backup", "soak"] as const;
type Part = (typeof PARTS)[number];

const { values: opt } = parseArgs({
  options: {
    only: { type: "string" },
    minutes: { type: "string", default: "30" },
    writers: { type: "string", default: "200" },
    workers: { type: "string", default: "2" },
    think: { type: "string", default: "1" },
    seed: { type: "string" },
    kills: { type: "string", default: "20" },
    "crash-clients": { type: "string", default: "48" },
    mutant: { type: "string" },
    json: { type: "string" },
    "no-build": { type: "boolean", default: false },
    postgres: { type: "boolean", default: false },
  },
});

const number = (name: string, value: string | undefined, min: number) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n < min) {
    console.error(`--${name} must be a number of at least ${min}`);
    process.exit(2);
  }
  return n;
};
const minutes = number("minutes", opt.minutes, 0.5);
const writers = number("writers", opt.writers, 1);
const workers = number("workers", opt.workers, 1);
const think = number("think", opt.think, 0);
const kills = number("kills", opt.kills, 1);
const crashClients = number("crash-clients", opt["crash-clients"], 1);
const seed = opt.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : number("seed", opt.seed, 0);
if (opt.mutant && !MUTANTS[opt.mutant]) {
  console.error(`--mutant: unknown; known: ${Object.keys(MUTANTS).join(", ")}`);
  process.exit(2);
}
const only = (opt.only?.split(",") ?? (opt.mutant ? ["mutant"] : [...PARTS])) as Part[];
for (const p of only) {
  if (!PARTS.includes(p)) {
    console.error(`--only: unknown part ${p}; parts: ${PARTS.join(", ")}`);
    process.exit(2);
  }
}

// ---- build (as the bench: the server runs the build)
if (!opt["no-build"]) ensureBuild(say);

const DIR = path.resolve("tests/.tmp/soak");
mkdirSync(DIR, { recursive: true });
say(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average ${loadAverage()}`,
);
say(`Parts: ${only.join(", ")}; seed ${seed}${opt.postgres ? "; on PostgreSQL" : ""}`);

// ---- PostgreSQL (--postgres): a server of the run's own, stopped when the driver exits
const postgres = opt.postgres ? await startSoakPostgres(`${DIR}/pg`) : undefined;
if (postgres) {
  process.on("exit", () => postgres.stop());
  say(`PostgreSQL: a throw-away server in ${DIR}/pg (fsync on, synchronous_commit on); template ${postgres.templateUrl}`);
}

// ---- data: one template, copied by each part
const courseMinutes = 7 * 2 * Math.max(think, 0.05); // about two minutes a module at think ×1
const learners = Math.max(600, writers * (Math.ceil(minutes / courseMinutes) + 2));
const template = `${DIR}/template.db`;
const seedStarted = performance.now();
const data = await seedTemplate(template, { learners, employees: 2000 }, (line) => say(`  ${line}`), postgres?.templateUrl);
say(`Seeded ${postgres?.templateUrl ?? template} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

const results: PartResult[] = [];
const common = { template, data, dir: DIR, seed, secret: SOAK_SECRET, postgres };
for (const part of only) {
  say(`\n== ${part} ==`);
  const started = performance.now();
  let result: PartResult;
  try {
    if (part === "crash") result = await crashPart({ ...common, kills, clients: crashClients, importRows: 20 });
    else if (part === "mutant" && postgres)
      result = skippedPart(
        "mutant",
        "SQLite only: its mutant removes the wait for the group commit, which PostgreSQL does not have (there, each COMMIT returns once synchronous_commit has it on disk)",
      );
    else if (part === "mutant")
      result = await crashPart({ ...common, kills, clients: crashClients, importRows: 20, mutant: opt.mutant ?? "ack-before-commit" });
    else if (part === "backup") result = await backupPart({ ...common, clients: 32 });
    else result = await soakPart({ ...common, minutes, writers, workers, think, importRows: 100 });
  } catch (e) {
    result = {
      part,
      ok: false,
      properties: [{ name: "the part ran", measured: String((e as Error)?.stack ?? e).slice(0, 500), limit: "no error", ok: false }],
      figures: {},
    };
  }
  result.figures.seconds = Math.round((performance.now() - started) / 1000);
  result.figures.loadAverageAfter = loadAverage();
  results.push(result);
  printProperties(result);
}

say(`\n== summary (seed ${seed}; load average now ${loadAverage()}) ==`);
for (const r of results)
  say(r.skipped ? `skipped ${r.part}: ${r.skipped}` : `${r.ok ? "ok    " : "FAILED"} ${r.part} (${r.figures.seconds} s)`);
if (opt.json) {
  writeFileSync(
    opt.json,
    `${JSON.stringify({ date: new Date().toISOString(), seed, machine: { cpus: os.cpus().length, node: process.version }, results }, null, 2)}\n`,
  );
  say(`Wrote ${opt.json}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
