import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceContext } from "./components/nonce";
import { nonceContext } from "./server/platform/context.server";
import { log } from "./server/platform/log.server";

/** Re-exported so the Node server sets the client address and log record on the same context keys. */
export { clientAddressContext } from "./server/platform/context.server";
export { requestLogContext } from "./server/platform/log.server";
/** The services the production start script and Node server use (one module graph: app/server/ops.server.ts). */
export * as ops from "./server/ops.server";

export const streamTimeout = 5_000;

/**
 * Unexpected errors of loaders and actions, as structured log lines with their stacks. React
 * Router's own answers to the client's mistakes (405 for a POST to a page without an action, 404)
 * are not server errors: the access log has them.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  log().error({ err: error, method: request.method, path: new URL(request.url).pathname }, "request failed");
};

/**
 * Renders the whole document, then answers it as one buffer (no page here suspends, so a stream
 * would only cut it in pieces): one write to the socket, a Content-Length, and the server can
 * gzip it in one go. The abort timer is cleared once the page is done, so that a finished
 * render is not kept alive by it.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  return new Promise<Response>((resolve, reject) => {
    let ready = false;
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          ready = true;
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (ready) log().error({ err: error }, "render failed");
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
