import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

/**
 * Renders a whole document, then gives it as one buffer (no page here suspends, so a stream would
 * only cut it in pieces): one write to the socket, a Content-Length, and the server can gzip it
 * in one go (entry.server.tsx; the bench's floor pages render the same way). A shell error rejects;
 * `onError` hears every rendering error, `ready` telling whether the shell was done. The abort
 * timer is cleared once the page is done, so that a finished render is not kept alive by it.
 */
export function renderToBuffer(
  element: ReactNode,
  options: { nonce?: string; timeoutMs: number; onError?: (error: unknown, ready: boolean) => void },
): Promise<Buffer<ArrayBuffer>> {
  return new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    let ready = false;
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onAllReady() {
        ready = true;
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        options.onError?.(error, ready);
      },
    });
    const timer = setTimeout(abort, options.timeoutMs);
  });
}
