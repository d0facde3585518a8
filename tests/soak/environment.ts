/**
 * What the machine did to the soak while it ran: a probe that writes 4 KB and fsyncs a file next
 * to the database twice a second (the server's COMMIT is such an fsync, and it runs on the
 * server's event loop: a slow disk stops the server), and the kernel's pressure stall figures
 * (/proc/pressure: the share of the time some task waited for a CPU, or for I/O). The machine is
 * shared with other engineers' test runs; these say whether a timing property failed because of
 * them.
 */
import { readFileSync, rmSync } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { quantile } from "./report";

interface Pressure {
  cpuSome: number;
  ioSome: number;
  ioFull: number;
}

/** Microseconds stalled since boot (the "total" of each line), or undefined without PSI. */
function pressureTotals(): Pressure | undefined {
  try {
    const total = (file: string, kind: "some" | "full") =>
      Number(new RegExp(`^${kind} .*total=(\\d+)`, "m").exec(readFileSync(`/proc/pressure/${file}`, "utf8"))?.[1] ?? NaN);
    return { cpuSome: total("cpu", "some"), ioSome: total("io", "some"), ioFull: total("io", "full") };
  } catch {
    return undefined;
  }
}

export interface EnvironmentFigures {
  fsync: { samples: number; p50: number; p99: number; max: number; over100ms: number; over500ms: number };
  /** Shares of the run's time (0-1) some task waited for a CPU, for I/O; all tasks for I/O. */
  pressure?: Pressure;
}

export class Environment {
  private readonly times: { at: number; ms: number }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly started = performance.now();
  private readonly pressure0 = pressureTotals();
  private busy = false;
  private readonly handle: Promise<FileHandle>;
  private readonly page = Buffer.alloc(4096, 7);

  constructor(private readonly file: string) {
    this.handle = open(file, "w");
    this.timer = setInterval(() => void this.probe(), 500);
  }

  private async probe() {
    if (this.busy) return; // a stalled fsync is still running: that is the measurement
    this.busy = true;
    try {
      const handle = await this.handle;
      const at = Date.now();
      const t = performance.now();
      await handle.write(this.page, 0, this.page.length, 0);
      await handle.sync();
      this.times.push({ at, ms: performance.now() - t });
    } finally {
      this.busy = false;
    }
  }

  /** The slowest fsync of the probe since `since` (epoch ms). */
  maxSince(since: number) {
    return Math.max(0, ...this.times.filter((t) => t.at >= since).map((t) => t.ms));
  }

  /** Whether a probe fsync slower than `ms` overlapped the interval (epoch ms). */
  stalledDuring(from: number, to: number, ms = 100) {
    return this.times.some((t) => t.ms > ms && t.at < to && t.at + t.ms > from);
  }

  async stop(): Promise<EnvironmentFigures> {
    clearInterval(this.timer);
    await (await this.handle).close();
    const elapsedUs = (performance.now() - this.started) * 1000;
    const p1 = pressureTotals();
    const p0 = this.pressure0;
    rmSync(this.file, { force: true });
    const sorted = this.times.map((t) => t.ms).sort((a, b) => a - b);
    return {
      fsync: {
        samples: sorted.length,
        p50: quantile(sorted, 0.5),
        p99: quantile(sorted, 0.99),
        max: sorted.at(-1) ?? NaN,
        over100ms: sorted.filter((ms) => ms > 100).length,
        over500ms: sorted.filter((ms) => ms > 500).length,
      },
      pressure:
        p0 && p1
          ? {
              cpuSome: (p1.cpuSome - p0.cpuSome) / elapsedUs,
              ioSome: (p1.ioSome - p0.ioSome) / elapsedUs,
              ioFull: (p1.ioFull - p0.ioFull) / elapsedUs,
            }
          : undefined,
    };
  }
}
