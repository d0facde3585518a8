/**
 * A load process of the soak (forked by tests/soak/soak.ts with tsx's loader): runs its share of
 * the learners (writers with think time) and, in one of the processes, the administrators'
 * imports and exports; sends what each request saw to the driver every second.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { prng } from "../../app/domain/progress";
import {
  type AdminTotals,
  type LearnerOptions,
  type LearnerTotals,
  type Pause,
  runExporter,
  runImporter,
  runWriters,
  type Sample,
  Traffic,
} from "./clients";
import type { AdminSeat, LearnerSeat } from "./seed";

export interface WorkerStart {
  type: "start";
  /** The app instances' ports (several on PostgreSQL), taken in turn. */
  ports: number[];
  seed: number;
  writers: number;
  learners: LearnerSeat[];
  /** Scale of the think times (1: the realistic ones below). */
  think: number;
  rampMs: number;
  admin?: { importer: AdminSeat; exporters: AdminSeat[]; importRows: number; tag: string };
}

export interface WorkerDone {
  type: "done";
  learners: LearnerTotals;
  admin: AdminTotals;
  exhausted: boolean;
  networkErrors: number;
  unexpectedCount: number;
  unexpected: Traffic["unexpected"];
  /** This process's own event-loop delay (ms): how late it may have read an answer. */
  loopDelay: { p99: number; max: number };
}

/** Seconds a person takes before the next step (uniform in the range). */
const THINK: Record<Pause, [number, number]> = {
  page: [2, 8], // a page read before its button is pressed
  read: [15, 45], // the module's training text
  question: [5, 20], // reading a question and choosing
  result: [2, 6], // the result and its explanation
};

const send = (m: object) => process.send!(m);
let traffic: Traffic | undefined;

async function run(m: WorkerStart) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let batch: Sample[] = [];
  traffic = new Traffic(m.ports, (s) => batch.push(s), 1000);
  const t = traffic;
  const flush = setInterval(() => {
    if (batch.length) send({ type: "samples", samples: batch });
    batch = [];
  }, 1000);
  const rng = prng(m.seed);
  const learners: LearnerTotals = { answers: 0, modules: 0, courses: 0, abandoned: 0 };
  const admin: AdminTotals = { imports: 0, imported: 0, exports: 0, exportedRows: 0 };
  const options: LearnerOptions & { rampMs: number } = {
    wrongRate: 0.15,
    reads: true,
    certificate: true,
    rampMs: m.rampMs,
    think: (pause, r) => {
      const [lo, hi] = THINK[pause];
      return (lo + r() * (hi - lo)) * 1000 * m.think;
    },
  };
  const work: Promise<unknown>[] = [runWriters(m.writers, m.learners, t, options, rng, learners)];
  if (m.admin) {
    const a = m.admin;
    work.push(
      runImporter(
        a.importer,
        t,
        {
          rows: a.importRows,
          tag: a.tag,
          thinkMs: (r) => (5 + r() * 10) * 1000 * m.think,
          pauseMs: (r) => (45 + r() * 30) * 1000 * m.think,
        },
        prng(m.seed + 1),
        admin,
      ),
      runExporter(a.exporters, t, (r) => (15 + r() * 15) * 1000 * m.think, prng(m.seed + 2), admin),
    );
  }
  const [writers] = (await Promise.all(work)) as [{ exhausted: boolean }];
  clearInterval(flush);
  if (batch.length) send({ type: "samples", samples: batch });
  const done: WorkerDone = {
    type: "done",
    learners,
    admin,
    exhausted: writers.exhausted,
    networkErrors: t.networkErrors,
    unexpectedCount: t.unexpectedCount,
    unexpected: t.unexpected,
    loopDelay: { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 },
  };
  send(done);
}

process.on("message", (m: WorkerStart | { type: "stop" } | { type: "exit" }) => {
  if (m.type === "start") {
    run(m).catch((e: unknown) => {
      send({ type: "error", error: String((e as Error)?.stack ?? e) });
    });
  } else if (m.type === "stop") traffic?.stop();
  else if (m.type === "exit") process.exit(0);
});
// The driver gone (stopped, or killed), this process goes too.
process.on("disconnect", () => process.exit(0));
send({ type: "ready" });
