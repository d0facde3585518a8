/**
 * How the production server (scripts/server.ts) writes a streamed answer: each chunk is let go
 * once it is written, so a download of any size holds only what is on its way; a client that
 * goes away cancels the body. Garbage is collected on request (platform/gc.server.ts) and the
 * chunks' buffers are watched with a FinalizationRegistry; nothing here measures time.
 */
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { collectGarbage } from "../../app/server/platform/gc.server";
import { writeBody } from "../../scripts/server";

const CHUNKS = 64;
const SIZE = 256 * 1024;

/** A body of CHUNKS fresh buffers; `collected()` tells how many of them are gone. */
function watchedBody() {
  let made = 0;
  let gone = 0;
  const registry = new FinalizationRegistry<number>(() => {
    gone++;
  });
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (made === CHUNKS) return controller.close();
      const chunk = new Uint8Array(SIZE).fill(made % 256);
      registry.register(chunk.buffer, made++);
      controller.enqueue(chunk);
    },
  });
  return { body, made: () => made, collected: () => gone };
}

/** Waits for the loop to run the registry's callbacks, which are queued after a collection. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a streamed answer", () => {
  it("is written whole, and each chunk is let go once written (the first 48 of 64 are collected before the end)", async () => {
    const { body, collected } = watchedBody();
    let written = 0;
    let bytes = 0;
    let goneMidway = -1;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written++;
        bytes += chunk.length;
        if (written !== CHUNKS - 16) return done();
        collectGarbage();
        settle()
          .then(() => {
            collectGarbage();
            return settle();
          })
          .then(() => {
            goneMidway = collected();
            done();
          }, done);
      },
    });
    await writeBody(body, sink);
    expect(bytes).toBe(CHUNKS * SIZE);
    // writeReadableStreamToWritable of React Router 7.18.4 kept every chunk until the end: 0 here
    expect(goneMidway).toBeGreaterThanOrEqual(CHUNKS - 16 - 4);
  });

  it("is cancelled when the client goes away: no more chunks are made, the write rejects", async () => {
    const { body, made } = watchedBody();
    let written = 0;
    const sink = new Writable({
      highWaterMark: 1,
      write(_chunk, _encoding, done) {
        if (++written === 3) sink.destroy();
        else done();
      },
    });
    await expect(writeBody(body, sink)).rejects.toThrow();
    expect(made()).toBeLessThan(CHUNKS);
  });
});
