/**
 * Part 7, crash durability: the production server under a load of answers (learners answering
 * their own questions, completing modules and the course) and bulk imports, killed with SIGKILL
 * at random moments (seeded, printed: `--seed` replays the schedule), restarted on the same
 * database each time. After each restart, and once more after a clean stop at the end, the
 * database is checked against the clients' ledger (tests/soak/checks.ts).
 *
 * The load runs in this process (not the server's): the clients must be paused while the server
 * is down and the checks run, and the ledger must be read exactly when the server died.
 */
import { prng } from "../../app/domain/progress";
import { verify, type Verdict } from "./checks";
import { type AdminTotals, Ledger, type LearnerTotals, runImporter, runWriters, Traffic } from "./clients";
import { fmt, loadAverage, type PartResult, type Property, say } from "./report";
import type { SoakData } from "./seed";
import { freePort, freshCopy, MUTANTS, prepareMutant, Server, sleep } from "./server";

export interface CrashOptions {
  template: string;
  data: SoakData;
  dir: string;
  seed: number;
  kills: number;
  clients: number;
  importRows: number;
  /** Run against a build with this deliberate bug: the part passes when its checks catch it. */
  mutant?: string;
  secret: string;
}

export async function crashPart(o: CrashOptions): Promise<PartResult> {
  const name = o.mutant ? `crash (mutant ${o.mutant})` : "crash";
  const db = `${o.dir}/crash${o.mutant ? `-${o.mutant}` : ""}.db`;
  const log = `${db}.log`;
  freshCopy(o.template, db);
  const cwd = o.mutant ? prepareMutant(o.mutant, `${o.dir}/mutant-${o.mutant}`) : process.cwd();
  if (o.mutant) say(`Mutant ${o.mutant}: ${MUTANTS[o.mutant].what}; built in ${cwd}`);
  const rng = prng(o.seed);
  const port = await freePort();
  const env = { SESSION_SECRET: o.secret };
  say(
    `Seed ${o.seed} (replay: --seed ${o.seed}); ${o.kills} kills; ${o.clients} learners answering without pause and one admin importing ${o.importRows} people at a time; server log ${log}`,
  );

  const ledger = new Ledger();
  const traffic = new Traffic(port);
  const learnerTotals: LearnerTotals = { answers: 0, modules: 0, courses: 0, abandoned: 0 };
  const adminTotals: AdminTotals = { imports: 0, imported: 0, exports: 0, exportedRows: 0 };
  let server = await Server.start({ cwd, db, port, log, env });
  const pool = [...o.data.learners];
  const clients = Promise.all([
    runWriters(
      o.clients,
      pool,
      traffic,
      { wrongRate: 0, reads: false, certificate: false, think: () => 0, rampMs: 200 },
      prng(o.seed + 1),
      learnerTotals,
      ledger,
    ),
    runImporter(
      o.data.importer,
      traffic,
      { rows: o.importRows, tag: `crash${o.seed}`, thinkMs: () => 0, pauseMs: (r) => r() * 300 },
      prng(o.seed + 2),
      adminTotals,
      ledger,
    ),
  ]);

  const verdicts: Verdict[] = [];
  const restarts: number[] = [];
  const inFlightAtKill: number[] = [];
  const firstProblems: string[] = [];
  let caughtAt: number | undefined;
  const check = (label: string) => {
    const v = verify(db, ledger, o.data.importer.companyId);
    verdicts.push(v);
    const c = v.checked;
    say(
      `  ${label.padEnd(18)} integrity ${v.integrity}, fk ${v.foreignKeyProblems}; acknowledged and present: ${c.answers} answers, ` +
        `${c.modules} modules, ${c.courses} courses, ${c.begins + c.starts} begins/starts, ${c.imports} imports (${c.importedPeople} people); ` +
        `committed unacknowledged: ${v.committedUnacknowledged.answers} answers, ${v.committedUnacknowledged.imports} imports; problems ${v.problems.length}`,
    );
    for (const p of v.problems.slice(0, 5)) say(`      ${p}`);
    if (v.problems.length > 5) say(`      … ${v.problems.length - 5} more`);
    if (v.problems.length && firstProblems.length === 0) firstProblems.push(...v.problems.slice(0, 20));
    return v;
  };

  for (let k = 1; k <= o.kills; k++) {
    const delay = Math.round(300 + rng() * 2700);
    await sleep(delay);
    const acks = ledger.acks;
    inFlightAtKill.push(traffic.inflight);
    // The gate closes in the same tick as the signal: requests already sent stay in flight.
    traffic.closeGate();
    await server.kill9();
    await traffic.idle();
    say(
      `kill ${k}/${o.kills} after ${delay} ms of load: ${inFlightAtKill.at(-1)} requests in flight, ${acks} writes acknowledged so far; load ${loadAverage()}`,
    );
    server = await Server.start({ cwd, db, port, log, env });
    restarts.push(server.startedMs);
    const v = check(`restart ${k}:`);
    if (v.problems.length && o.mutant) {
      caughtAt = k;
      break;
    }
    traffic.openGate();
  }
  if (caughtAt === undefined) await sleep(1000);
  traffic.stop();
  const [{ exhausted }] = await clients;
  await server.stop();
  const final = check("after a clean stop:");
  if (final.problems.length && o.mutant && caughtAt === undefined) caughtAt = o.kills + 1;

  const problems = verdicts.reduce((a, v) => a + v.problems.length, 0);
  const last = final.checked;
  const figures = {
    seed: o.seed,
    kills: caughtAt ?? o.kills,
    acknowledged: { ...last },
    sentTwiceOrMore: ledger.writes.filter((w) => w.sent > 1).length,
    unacknowledged: final.unacknowledged,
    committedUnacknowledged: final.committedUnacknowledged,
    inFlightAtKill,
    restartMs: restarts.map(Math.round),
    learners: learnerTotals,
    admin: adminTotals,
    networkErrors: traffic.networkErrors,
    busyRetries: traffic.busyRetries,
    unexpected: traffic.unexpected.slice(0, 10),
    firstProblems,
  };
  say(
    `Acknowledged writes at the end: ${last.answers} answers (${last.modules} module completions, ${last.courses} courses), ${last.begins} begins, ` +
      `${last.starts} assessment starts, ${last.imports} imports of ${o.importRows}; ${figures.sentTwiceOrMore} writes were sent more than once (after a kill; ${traffic.busyRetries} signatures after a 503 busy); ` +
      `${final.unacknowledged} were never acknowledged, of which ${final.committedUnacknowledged.answers} answers and ${final.committedUnacknowledged.imports} imports are committed.`,
  );
  if (traffic.unexpectedCount)
    for (const u of traffic.unexpected.slice(0, 5)) say(`  unexpected ${u.status} for ${u.method} ${u.path}: ${u.body.slice(0, 200)}`);

  if (o.mutant) {
    const caught = caughtAt !== undefined;
    return {
      part: name,
      ok: caught,
      properties: [
        {
          name: "the checks catch the deliberate bug",
          measured: caught
            ? `caught after kill ${Math.min(caughtAt!, o.kills)}${caughtAt! > o.kills ? " (final check)" : ""}: ${firstProblems[0]}`
            : "not caught",
          limit: `within ${o.kills} kills`,
          ok: caught,
        },
      ],
      figures,
    };
  }
  const properties: Property[] = [
    {
      name: "kill -9 under load, restarted on the same database",
      measured: `${verdicts.length - 1} kills, restart ${fmt(Math.max(...restarts) / 1000, 1)} s at most`,
      limit: `${o.kills} kills`,
      ok: verdicts.length - 1 === o.kills,
    },
    {
      name: "integrity_check ok after every restart and at the end",
      measured: `${verdicts.filter((v) => v.integrity === "ok").length} of ${verdicts.length}`,
      limit: "all",
      ok: verdicts.every((v) => v.integrity === "ok"),
    },
    {
      name: "foreign_key_check empty after every restart and at the end",
      measured: `${verdicts.filter((v) => v.foreignKeyProblems === 0).length} of ${verdicts.length}`,
      limit: "all",
      ok: verdicts.every((v) => v.foreignKeyProblems === 0),
    },
    {
      name: "every acknowledged write present exactly once, none twice, transactions whole",
      measured: `${problems} problems over ${last.answers + last.begins + last.starts + last.imports} acknowledged writes`,
      limit: "0 problems",
      ok: problems === 0,
    },
    {
      name: "the load ran as intended (no unexpected answer, learners left)",
      measured: `${traffic.unexpectedCount} unexpected answers${exhausted ? ", learners ran out" : ""}`,
      limit: "0",
      ok: traffic.unexpectedCount === 0 && !exhausted,
    },
  ];
  return { part: name, ok: properties.every((p) => p.ok), properties, figures };
}
