/**
 * The batch-by-batch CSV stream (platform/csv-stream.server.ts): a batch without rows (a batch of
 * people none of whom has an attempt) must not leave the reader waiting.
 */
import { describe, expect, it } from "vitest";
import { csvStream, type CsvBatch } from "../../app/server/platform/csv-stream.server";

function streamOf(batches: CsvBatch[]) {
  let asked = 0;
  const stream = csvStream({
    columns: ["name", "score"],
    what: "test",
    companyId: 1,
    next: async () => batches[asked++],
  });
  return { stream, asked: () => asked };
}

/** The bytes as UTF-8 text, the BOM kept (Response.text() would drop it). */
const text = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer()).toString("utf8");

describe("a CSV streamed batch by batch", () => {
  it("skips batches without rows, between rows and at the end, and reads each batch once", async () => {
    const { stream, asked } = streamOf([
      { rows: [["Ana", "100"]], last: false },
      { rows: [], last: false },
      { rows: [], last: false },
      { rows: [["=cmd", "75"]], last: false },
      { rows: [], last: true },
    ]);
    expect(await text(stream)).toBe('\ufeff"name","score"\r\n"Ana","100"\r\n"\'=cmd","75"\r\n');
    expect(asked()).toBe(5);
  });

  it("has its header when no batch has rows", async () => {
    const { stream } = streamOf([
      { rows: [], last: false },
      { rows: [], last: true },
    ]);
    expect(await text(stream)).toBe('\ufeff"name","score"\r\n');
  });
});
