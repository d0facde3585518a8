/**
 * A CSV file streamed batch by batch (the completions report, the audit trail, the evidence
 * pack's attempts): UTF-8 with a BOM, a header row, every field quoted, CRLF, every cell made
 * formula-safe. A batch is read only when the consumer asks for more, and a long export gives
 * other requests their turn between two batches.
 */
import { stringify } from "csv-stringify/sync";
import { safeCell } from "../../domain/employees";
import { nextTurn } from "./event-loop.server";
import { log } from "./log.server";

export interface CsvBatch {
  rows: readonly (readonly string[])[];
  /** No batch follows this one. */
  last: boolean;
}

export function csvStream(opts: {
  columns: readonly string[];
  /** The next batch of rows (called once per pull, in order). */
  next: () => Promise<CsvBatch>;
  /** What the log says failed (with the company). */
  what: string;
  companyId: number;
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          // A pull that enqueues nothing is not called again: the reader would wait for ever. So
          // batches without rows (people with no attempts) are skipped until one has rows or is the last.
          for (;;) {
            const first = !started;
            started = true;
            if (!first) await nextTurn();
            const { rows, last } = await opts.next();
            const csv = stringify(
              rows.map((r) => r.map(safeCell)),
              { bom: first, header: first, columns: [...opts.columns], quoted: true, record_delimiter: "windows" },
            );
            if (csv) controller.enqueue(encoder.encode(csv));
            if (last) return controller.close();
            if (csv) return;
          }
        } catch (error) {
          log().error({ err: error, companyId: opts.companyId }, opts.what);
          controller.error(error);
        }
      },
    },
    { highWaterMark: 1 },
  );
}
