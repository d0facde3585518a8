/**
 * Part 7, crash durability: the production server under a load of answers (learners answering
 * their own questions, completing modules and the course) and bulk imports, killed with SIGKILL
 * at random moments (seeded, printed: `--seed` replays the schedule), restarted on the same
 * database each time. After each restart, and once more after a clean stop at the end, the
 * database is checked against the clients' ledger (tests/soak/checks.ts).
 *
 * The load runs in this process (not the server's): the clients must be paused while the server
 * is down and the checks run, and the ledger must be read exactly when the server died.
 *
 * On PostgreSQL (`--postgres`): two app instances on one database, the requests shared between
 * them; each kill takes one instance (in turn), and the load goes on through the other while it is
 * down and restarting (requests in flight to the killed one are sent again to the other). The
 * clients are paused only for the checks (checks.ts's verifyPostgres), after the restart.
 */
import { prng } from "../../app/domain/progress";
import { verify, verifyPostgres, type Verdict } from "./checks";
import { type AdminTotals, Ledger, type LearnerTotals, runImporter, runWriters, Traffic } from "./clients";
import { fmt, loadAverage, type PartResult, type Property, say } from "./report";
import type { SoakPostgres } from "./postgres";
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
  /** Run on this PostgreSQL server (a fresh copy of its template), with two app instances. */
  postgres?: SoakPostgres;
}

export async function crashPart(o: CrashOptions): Promise<PartResult> {
  const name = o.mutant ? `crash (mutant ${o.mutant})` : "crash";
  const db = `${o.dir}/crash${o.mutant ? `-${o.mutant}` : ""}.db`;
  const log = `${db}.log`;
  const url = await o.postgres?.fresh("crash");
  if (!url) freshCopy(o.template, db);
  const cwd = o.mutant ? prepareMutant(o.mutant, `${o.dir}/mutant-${o.mutant}`) : process.cwd();
  if (o.mutant) say(`Mutant ${o.mutant}: ${MUTANTS[o.mutant].what}; built in ${cwd}`);
  const rng = prng(o.seed);
  const ports = url ? [await freePort(), await freePort()] : [await freePort()];
  const env: Record<string, string> = url ? { SESSION_SECRET: o.secret, DATABASE_URL: url } : { SESSION_SECRET: o.secret };
  const logOf = (i: number) => (url ? `${db}.${i + 1}.log` : log);
  say(
    `Seed ${o.seed} (replay: --seed ${o.seed}); ${o.kills} kills; ${o.clients} learners answering without pause and one admin importing ${o.importRows} people at a time; ` +
      (url ? `PostgreSQL, ${ports.length} app instances; server logs ${logOf(0)}, ${logOf(1)}` : `server log ${log}`),
  );

  const ledger = new Ledger();
  const traffic = new Traffic(ports);
  const learnerTotals: LearnerTotals = { answers: 0, modules: 0, courses: 0, abandoned: 0 };
  const adminTotals: AdminTotals = { imports: 0, imported: 0, exports: 0, exportedRows: 0 };
  const startServer = (i: number) => Server.start({ cwd, db, port: ports[i], log: logOf(i), env });
  const servers: Server[] = [];
  for (let i = 0; i < ports.length; i++) servers.push(await startServer(i));
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
  /** PostgreSQL: writes acknowledged through the other instance while the killed one was down. */
  const acksWhileDown: number[] = [];
  let caughtAt: number | undefined;
  const check = async (label: string) => {
    const v = url ? await verifyPostgres(url, ledger, o.data.importer.companyId) : await verify(db, ledger, o.data.importer.companyId);
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
    const i = (k - 1) % servers.length;
    if (url) {
      // One instance killed; new requests go to the other, those in flight are sent again there.
      traffic.markDown(ports[i]);
      await servers[i].kill9();
      say(
        `kill ${k}/${o.kills} (instance ${i + 1}) after ${delay} ms of load: ${inFlightAtKill.at(-1)} requests in flight, ${acks} writes acknowledged so far; load ${loadAverage()}`,
      );
      servers[i] = await startServer(i);
      acksWhileDown.push(ledger.acks - acks);
      traffic.closeGate();
      await traffic.idle();
    } else {
      // The gate closes in the same tick as the signal: requests already sent stay in flight.
      traffic.closeGate();
      await servers[i].kill9();
      await traffic.idle();
      say(
        `kill ${k}/${o.kills} after ${delay} ms of load: ${inFlightAtKill.at(-1)} requests in flight, ${acks} writes acknowledged so far; load ${loadAverage()}`,
      );
      servers[i] = await startServer(i);
    }
    restarts.push(servers[i].startedMs);
    const v = await check(`restart ${k}:`);
    if (v.problems.length && o.mutant) {
      caughtAt = k;
      break;
    }
    traffic.markUp(ports[i]);
    traffic.openGate();
  }
  if (caughtAt === undefined) await sleep(1000);
  traffic.stop();
  const [{ exhausted }] = await clients;
  for (const server of servers) await server.stop();
  const final = await check("after a clean stop:");
  if (final.problems.length && o.mutant && caughtAt === undefined) caughtAt = o.kills + 1;

  const problems = verdicts.reduce((a, v) => a + v.problems.length, 0);
  const last = final.checked;
  const figures = {
    seed: o.seed,
    kills: caughtAt ?? o.kills,
    ...(url ? { engine: "postgres", instances: ports.length, acksWhileDown } : {}),
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
      name: url
        ? "kill -9 of one of two app instances under load (in turn), restarted on the same database"
        : "kill -9 under load, restarted on the same database",
      measured: `${verdicts.length - 1} kills, restart ${fmt(Math.max(...restarts) / 1000, 1)} s at most`,
      limit: `${o.kills} kills`,
      ok: verdicts.length - 1 === o.kills,
    },
    {
      name: url
        ? "audit chains intact (audit:verify's check) and no invalid index, after every restart and at the end"
        : "integrity_check ok after every restart and at the end",
      measured: `${verdicts.filter((v) => v.integrity === "ok").length} of ${verdicts.length}`,
      limit: "all",
      ok: verdicts.every((v) => v.integrity === "ok"),
    },
    {
      name: url
        ? "foreign keys: enforced by PostgreSQL, every constraint validated, after every restart and at the end"
        : "foreign_key_check empty after every restart and at the end",
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
  if (url)
    properties.push({
      name: "the load went on through the other instance while the killed one was down (writes acknowledged)",
      measured: `${Math.min(...acksWhileDown)} at least, ${acksWhileDown.reduce((a, n) => a + n, 0)} in all`,
      limit: "> 0 during every restart",
      ok: acksWhileDown.length === o.kills && acksWhileDown.every((n) => n > 0),
    });
  return { part: name, ok: properties.every((p) => p.ok), properties, figures };
}
