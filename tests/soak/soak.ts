/**
 * Part 9, the soak: the production server for `--minutes` (30 by default) under `--writers`
 * learners (200) with realistic think time, who read the pages, answer (some wrong, then the
 * retake), complete modules and the course and download their certificate, plus an admin who
 * imports employees (preview, confirm) and admins who export completions reports. The load runs
 * in forked processes (tests/soak/load-worker.ts), from a staggered start (the first learners
 * stand in every stage of the course, so the mix of work is the same from the first minute to the
 * last); this process samples the server's RSS and the
 * size of the -wal file twice a second and gathers every request's latency and status.
 *
 * Properties: no 5xx answer (and no connection error nor unexpected answer), p99 latency over
 * the whole run ≤ 500 ms, the WAL ≤ 64 MB at every sample (checkpoints keep up), the server's
 * RSS at the end at most 10% above its RSS after the warm-up (the first third of the run): the
 * lowest sample of a window (20% of the run) at each point, i.e. what stays after the garbage collections in it (under this load
 * V8's heap rises and is collected in a saw-tooth of several minutes, 220-320 MB).
 *
 * On PostgreSQL (`--postgres`): two app instances on one database, the requests shared between
 * them; the RSS is theirs together; pg_wal's size is sampled as a figure (PostgreSQL keeps and
 * recycles its segments up to max_wal_size: not the app's to bound); postgres.ts's postgresHealth
 * stands for integrity_check at the end.
 */
import { type ChildProcess, fork } from "node:child_process";
import { closeSync, openSync, statSync, writeSync } from "node:fs";
import Database from "better-sqlite3";
import { type Kind, type LearnerTotals, runLearner, type Sample, Traffic } from "./clients";
import { prng } from "../../app/domain/progress";
import type { WorkerDone, WorkerStart } from "./load-worker";
import { Environment } from "./environment";
import { fmt, loadAverage, median, type PartResult, quantile, say, table } from "./report";
import type { LearnerSeat, SoakData } from "./seed";
import { CORE_MODULES } from "../../app/domain/course";
import { freePort, freshCopy, Server, sleep } from "./server";
import { postgresHealth, type SoakPostgres } from "./postgres";
import os from "node:os";

export interface SoakOptions {
  template: string;
  data: SoakData;
  dir: string;
  seed: number;
  minutes: number;
  writers: number;
  workers: number;
  /** Scale of the think times (1: realistic). */
  think: number;
  importRows: number;
  secret: string;
  /** Run on this PostgreSQL server (a fresh copy of its template), with two app instances. */
  postgres?: SoakPostgres;
}

export const LIMITS = { p99Ms: 500, walBytes: 64 * 1024 * 1024, rssGrowth: 0.1 };

interface Point {
  at: number;
  rssMb: number;
  walBytes: number;
  load1: number;
}

const walSize = (db: string) => {
  try {
    return statSync(`${db}-wal`).size;
  } catch {
    return 0;
  }
};

export async function soakPart(o: SoakOptions): Promise<PartResult> {
  const db = `${o.dir}/soak.db`;
  const url = await o.postgres?.fresh("soak");
  if (!url) freshCopy(o.template, db);
  const ports = url ? [await freePort(), await freePort()] : [await freePort()];
  const durationMs = o.minutes * 60_000;
  // V8 sizes its heap to the load over the first minutes (106 -> 250 MB in the first 5 of a
  // 30-minute run): a warm-up that ends inside that rise measures the sizing, not a leak.
  const warmupMs = Math.max(30_000, durationMs / 3);
  const windowMs = Math.max(10_000, 0.2 * durationMs);
  const env: Record<string, string> = url ? { SESSION_SECRET: o.secret, DATABASE_URL: url } : { SESSION_SECRET: o.secret };
  const logOf = (i: number) => (url ? `${db}.${i + 1}.log` : `${db}.log`);
  const servers: Server[] = [];
  for (const [i, port] of ports.entries()) servers.push(await Server.start({ cwd: process.cwd(), db, port, log: logOf(i), env }));
  const rssMb = () => servers.reduce((sum, s) => sum + s.rssMb(), 0);
  const alive = () => servers.every((s) => s.alive);
  say(
    `Soak: ${o.minutes} min, ${o.writers} learners in ${o.workers} load processes (think time ×${o.think}), imports of ${o.importRows} and completions exports; ` +
      `warm-up ${fmt(warmupMs / 1000)} s, RSS windows of ${fmt(windowMs / 1000)} s; ` +
      (url
        ? `PostgreSQL, ${servers.length} app instances (pids ${servers.map((s) => s.pid).join(", ")}; RSS their sum), logs ${servers.map((_, i) => logOf(i)).join(", ")}`
        : `server pid ${servers[0].pid}, log ${db}.log`) +
      `; load ${loadAverage()}`,
  );
  // Every path once before the load: one learner through the whole course without a pause, to
  // the certificate (pdfkit is loaded on the first one: about 24 MB that stay, which the RSS
  // property would otherwise count as growth when the first learners of the load finish, at
  // about 13 minutes). Not measured; that learner is not in the load's pool.
  const [warmLearner, ...pool] = [...o.data.learners].reverse();
  const warmTotals: LearnerTotals = { answers: 0, modules: 0, courses: 0, abandoned: 0 };
  const warm = new Traffic(ports);
  const warmStarted = performance.now();
  await runLearner(warmLearner, warm, { wrongRate: 0, reads: true, certificate: true, think: () => 0 }, prng(o.seed), warmTotals);
  if (warmTotals.courses !== 1 || warm.unexpectedCount)
    throw new Error(`the warm-up learner did not get through the course: ${JSON.stringify(warm.unexpected[0])}`);
  say(
    `Warm-up: one learner through the course and the certificate in ${fmt((performance.now() - warmStarted) / 1000, 1)} s; RSS ${fmt(rssMb())} MB.`,
  );
  // A staggered start, as a real academy's day has it: the writers' first learners stand in every
  // stage of the course (modules 1-7 and the signature, an eighth each), walked there before the
  // measurement without think time. Started all in module 1, the learners moved as one cohort, so
  // the work changed in waves (no signature and no certificate for the first 11-14 minutes, then
  // all at once) and the RSS measured after the warm-up was that of another mix of work.
  const staged = await stagger(pool.slice(0, o.writers), o.workers, warm, prng(o.seed + 1));
  say(
    `Staggered start: ${staged.learners} learners walked through ${staged.modules} modules in ${fmt(staged.seconds, 1)} s (stages 1-8 in turn); RSS ${fmt(rssMb())} MB.`,
  );

  const latencies = new Map<Kind, number[]>();
  const statuses = new Map<string, number>();
  let fivexx = 0;
  const slow: Sample[] = [];
  const minute: number[] = [];
  const points: Point[] = [];
  const t0 = performance.now();
  // Every request, for a look afterwards (kind, status, ms, when).
  const trace = openSync(`${db}.requests.jsonl`, "w");
  const onSamples = (samples: Sample[]) => {
    writeSync(trace, samples.map((s) => JSON.stringify(s)).join("\n") + "\n");
    for (const s of samples) {
      let list = latencies.get(s.kind);
      if (!list) latencies.set(s.kind, (list = []));
      list.push(s.ms);
      minute.push(s.ms);
      statuses.set(String(s.status), (statuses.get(String(s.status)) ?? 0) + 1);
      if (s.status >= 500) fivexx++;
      if (s.ms > LIMITS.p99Ms) slow.push(s);
    }
  };

  // The learners are shared out: each process its own people and writers.
  const workers: ChildProcess[] = [];
  const done: WorkerDone[] = [];
  const errors: string[] = [];
  const finished = Array.from({ length: o.workers }, (_, i) => {
    const child = fork("tests/soak/load-worker.ts", [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
    workers.push(child);
    return new Promise<void>((resolve) => {
      child.on("message", (m: { type: string; samples?: Sample[]; error?: string }) => {
        if (m.type === "ready") {
          const start: WorkerStart = {
            type: "start",
            ports,
            seed: o.seed + 100 * (i + 1),
            writers: Math.floor(o.writers / o.workers) + (i < o.writers % o.workers ? 1 : 0),
            learners: pool.filter((_, k) => k % o.workers === i),
            think: o.think,
            rampMs: 20_000 * Math.min(1, o.think),
            admin:
              i === o.workers - 1
                ? { importer: o.data.importer, exporters: o.data.exporters, importRows: o.importRows, tag: `soak${o.seed}` }
                : undefined,
          };
          child.send(start);
        } else if (m.type === "samples") onSamples(m.samples!);
        else if (m.type === "done") {
          done.push(m as unknown as WorkerDone);
          resolve();
        } else if (m.type === "error") {
          errors.push(m.error!);
          resolve();
        }
      });
      child.on("exit", () => resolve());
    });
  });

  const environment = new Environment(`${o.dir}/fsync-probe`);
  const wal = () => (o.postgres ? o.postgres.walBytes() : walSize(db));
  const sample = () => points.push({ at: performance.now() - t0, rssMb: rssMb(), walBytes: wal(), load1: os.loadavg()[0] });
  sample();
  const sampler = setInterval(sample, 500);
  const progressEvery = o.minutes >= 10 ? 60_000 : 30_000;
  let lastProgress = 0;
  /** The progress lines' figures, for the record. */
  const periods: Record<string, number>[] = [];
  while (performance.now() - t0 < durationMs && alive()) {
    await sleep(1000);
    const now = performance.now() - t0;
    if (now - lastProgress >= progressEvery) {
      lastProgress = now;
      const sorted = minute.splice(0).sort((a, b) => a - b);
      const p = points.at(-1)!;
      const probe = environment.maxSince(Date.now() - progressEvery);
      periods.push({
        minute: +(now / 60_000).toFixed(1),
        requests: sorted.length,
        p50: quantile(sorted, 0.5),
        p99: quantile(sorted, 0.99),
        max: sorted.at(-1) ?? NaN,
        rssMb: p.rssMb,
        walMb: p.walBytes / 2 ** 20,
        fsyncMaxMs: probe,
        load1: os.loadavg()[0],
      });
      say(
        `  ${fmt(now / 60_000, 1).padStart(5)} min: ${fmt(sorted.length / (progressEvery / 1000), 1)} req/s, p50 ${fmt(quantile(sorted, 0.5))} ms, ` +
          `p99 ${fmt(quantile(sorted, 0.99))} ms, max ${fmt(sorted.at(-1) ?? NaN)} ms; 5xx ${fivexx}; RSS ${fmt(p.rssMb)} MB; WAL ${fmt(p.walBytes / 2 ** 20, 1)} MB; slowest fsync of the probe ${fmt(probe)} ms; load ${loadAverage()}`,
      );
    }
  }
  const serverDied = !alive();
  clearInterval(sampler);
  const underLoad = [...points];
  for (const w of workers) w.send({ type: "stop" });
  await Promise.race([Promise.all(finished), sleep(120_000)]);
  for (const w of workers) if (w.connected) w.send({ type: "exit" });
  closeSync(trace);
  const slowInStall = slow.filter((s) => environment.stalledDuring(s.at, s.at + s.ms)).length;
  const machine = await environment.stop();
  const loadAtEnd = loadAverage();
  for (const server of servers) await server.stop();
  const integrity = url ? (await postgresHealth(url)).integrity : sqliteIntegrity(db);

  // ---- figures
  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const p99 = quantile(all, 0.99);
  const walMax = Math.max(...underLoad.map((p) => p.walBytes));
  const inWindow = (from: number, to: number) => underLoad.filter((p) => p.at >= from && p.at < to).map((p) => p.rssMb);
  const end = underLoad.at(-1)?.at ?? 0;
  // The floor of each window: the RSS after the garbage collections in it (V8's heap grows and is
  // collected in a saw-tooth of several minutes under this load; its peaks are not what stays).
  const rssBase = Math.min(...inWindow(warmupMs, warmupMs + windowMs));
  const rssEnd = Math.min(...inWindow(end - windowMs, end + 1));
  const rssMedians = [median(inWindow(warmupMs, warmupMs + windowMs)), median(inWindow(end - windowMs, end + 1))];
  const growth = rssEnd / rssBase - 1;
  const rssPeak = Math.max(...underLoad.map((p) => p.rssMb));
  const loadPeak = Math.max(...underLoad.map((p) => p.load1));
  const loadMean = underLoad.reduce((a, p) => a + p.load1, 0) / Math.max(1, underLoad.length);
  const sum = <K extends string>(pick: (d: WorkerDone) => Record<K, number>) =>
    done.reduce(
      (acc, d) => {
        for (const [k, v] of Object.entries(pick(d)) as [K, number][]) acc[k] = (acc[k] ?? 0) + v;
        return acc;
      },
      {} as Record<K, number>,
    );
  const learners = sum((d) => d.learners);
  const admin = sum((d) => d.admin);
  const networkErrors = done.reduce((a, d) => a + d.networkErrors, 0);
  const unexpected = done.reduce((a, d) => a + d.unexpectedCount, 0);
  const unexpectedSeen = done.flatMap((d) => d.unexpected).slice(0, 5);
  const exhausted = done.some((d) => d.exhausted);

  say();
  table(
    [...latencies.entries()]
      .sort((a, b) => b[1].length - a[1].length)
      .map(([kind, list]) => {
        const s = [...list].sort((a, b) => a - b);
        return [kind, fmt(s.length), fmt(quantile(s, 0.5), 1), fmt(quantile(s, 0.99), 1), fmt(s.at(-1) ?? NaN, 1)];
      })
      .concat([["all", fmt(all.length), fmt(quantile(all, 0.5), 1), fmt(p99, 1), fmt(all.at(-1) ?? NaN, 1)]]),
    ["request", "count", "p50 ms", "p99 ms", "max ms"],
  );
  say(
    `Statuses ${JSON.stringify(Object.fromEntries(statuses))}; learners: ${learners.answers} answers, ${learners.modules} modules and ${learners.courses} courses completed; ` +
      `admins: ${admin.imports} imports (${admin.imported} people), ${admin.exports} exports (${admin.exportedRows} rows). ` +
      `Load average mean ${fmt(loadMean, 1)}, peak ${fmt(loadPeak, 1)}, at the end ${loadAtEnd}. RSS peak ${fmt(rssPeak)} MB; integrity ${integrity}.`,
  );
  const f = machine.fsync;
  const pressure = machine.pressure;
  say(
    `Machine while it ran: fsync probe (4 KB twice a second beside the database) p50 ${fmt(f.p50, 1)} ms, p99 ${fmt(f.p99)} ms, max ${fmt(f.max)} ms, ` +
      `${f.over100ms} over 100 ms and ${f.over500ms} over 500 ms of ${f.samples}` +
      (pressure
        ? `; pressure stall: some task waiting for a CPU ${fmt(pressure.cpuSome * 100)}% of the time, for I/O ${fmt(pressure.ioSome * 100, 1)}% (all tasks ${fmt(pressure.ioFull * 100, 1)}%)`
        : "") +
      `. Requests over ${LIMITS.p99Ms} ms: ${slow.length}, of which ${slowInStall} were under way while a probe fsync took over 100 ms.`,
  );
  say(
    `Load processes' own event-loop delay: ${done.map((d) => `p99 ${fmt(d.loopDelay.p99)} ms, max ${fmt(d.loopDelay.max)} ms`).join("; ")}.`,
  );
  for (const u of unexpectedSeen) say(`  unexpected ${u.status} for ${u.method} ${u.path}: ${u.body.slice(0, 200)}`);
  for (const e of errors) say(`  load process failed: ${e}`);

  const properties = [
    {
      name: "no 5xx answer",
      measured: `${fivexx} of ${fmt(all.length)}`,
      limit: "0",
      ok: fivexx === 0,
    },
    {
      name: "every request answered as expected (no connection error, no other status)",
      measured: `${networkErrors} connection errors, ${unexpected} unexpected answers`,
      limit: "0",
      ok: networkErrors === 0 && unexpected === 0,
    },
    {
      name: "p99 latency (all requests, whole run)",
      measured: `${fmt(p99, 1)} ms`,
      limit: `≤ ${LIMITS.p99Ms} ms`,
      ok: p99 <= LIMITS.p99Ms,
    },
    url
      ? {
          name: "PostgreSQL's pg_wal at every sample (twice a second; a figure: the server recycles it up to max_wal_size)",
          measured: `${fmt(walMax / 2 ** 20, 1)} MB max`,
          limit: "none",
          ok: true,
        }
      : {
          name: "WAL file at every sample (twice a second)",
          measured: `${fmt(walMax / 2 ** 20, 1)} MB max`,
          limit: `≤ ${LIMITS.walBytes / 2 ** 20} MB`,
          ok: walMax <= LIMITS.walBytes,
        },
    {
      name: url
        ? `servers' RSS growth (the ${servers.length} instances' sum), after warm-up to the end (lowest of each window)`
        : "server RSS growth, after warm-up to the end (lowest of each window)",
      measured: `${fmt(rssBase)} → ${fmt(rssEnd)} MB (${growth >= 0 ? "+" : ""}${fmt(growth * 100, 1)}%; medians ${fmt(rssMedians[0])} → ${fmt(rssMedians[1])} MB)`,
      limit: `≤ ${LIMITS.rssGrowth * 100}%`,
      ok: growth <= LIMITS.rssGrowth,
    },
    {
      name: url
        ? "the load ran its course (servers alive, load processes sound, learners left; audit chains intact, no invalid index)"
        : "the load ran its course (server alive, load processes sound, learners left)",
      measured: `${serverDied ? "server died; " : ""}${errors.length} load process errors${exhausted ? ", learners ran out" : ""}; integrity ${integrity}`,
      limit: "as intended",
      ok: !serverDied && errors.length === 0 && !exhausted && done.length === o.workers && integrity === "ok",
    },
  ];
  return {
    part: "soak",
    ok: properties.every((p) => p.ok),
    properties,
    figures: {
      minutes: o.minutes,
      writers: o.writers,
      requests: all.length,
      perKind: Object.fromEntries(
        [...latencies.entries()].map(([k, list]) => {
          const s = [...list].sort((a, b) => a - b);
          return [k, { count: s.length, p50: quantile(s, 0.5), p99: quantile(s, 0.99), max: s.at(-1) }];
        }),
      ),
      statuses: Object.fromEntries(statuses),
      p99,
      walMaxBytes: walMax,
      rss: { base: rssBase, end: rssEnd, growth, peak: rssPeak, medians: rssMedians, windowMs, warmupMs },
      load: { mean: loadMean, peak: loadPeak, end: loadAtEnd },
      machine,
      slow: { count: slow.length, duringFsyncStall: slowInStall },
      learners,
      admin,
      unexpected: unexpectedSeen,
      periods,
      timeline: underLoad
        .filter((_, i) => i % 20 === 0)
        .map((p) => ({
          s: Math.round(p.at / 1000),
          rssMb: Math.round(p.rssMb),
          walMb: +(p.walBytes / 2 ** 20).toFixed(1),
          load: +p.load1.toFixed(2),
        })),
    },
  };
}

function sqliteIntegrity(db: string) {
  const check = new Database(db, { readonly: true, fileMustExist: true });
  const integrity = check.pragma("integrity_check", { simple: true }) as string;
  check.close();
  return integrity;
}

/**
 * Puts the first learners of each load process (learner k of `first` goes to process k % workers)
 * at stage 1, 2, … 8, 1, … in turn: modules before it completed (every answer right, no reads, no
 * think time; 8 learners at once). Their seats then say where they stand (`from`).
 */
async function stagger(first: LearnerSeat[], workers: number, t: Traffic, rng: () => number) {
  const started = performance.now();
  const totals: LearnerTotals = { answers: 0, modules: 0, courses: 0, abandoned: 0 };
  const todo = first.map((seat, k) => ({ seat, stage: (Math.floor(k / workers) % (CORE_MODULES + 1)) + 1 })).filter((x) => x.stage > 1);
  const queue = [...todo];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const r = await runLearner(
          next.seat,
          t,
          { wrongRate: 0, reads: false, certificate: false, think: () => 0, until: next.stage },
          rng,
          totals,
        );
        if (r !== "paused" || t.unexpectedCount)
          throw new Error(`the staggered start failed for ${next.seat.email}: ${r} ${JSON.stringify(t.unexpected[0])}`);
        next.seat.from = next.stage;
      }
    }),
  );
  return { learners: todo.length, modules: totals.modules, seconds: (performance.now() - started) / 1000 };
}
