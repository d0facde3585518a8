import { createContext, redirectDocument, type RouterContextProvider } from "react-router";
import type { RequestArgs } from "../identity/sessions.server";

export type DownloadArgs = RequestArgs & { params: Readonly<Record<string, string | undefined>> };

/**
 * A download (a certificate PDF) served by the `middleware` of a page route rather than by a
 * resource route: the file is the answer when it can be made, and a failure thrown as `data()`
 * (404 no certificate, 503 the PDF failed) or a redirect to sign in takes React Router's page
 * path, so the browser shows the error page (the root's ErrorBoundary) instead of the raw JSON a
 * resource route answers with. React Router's client data requests (`.data`, made only by
 * client-side navigation, which no link to a download does) are told to load the address as a
 * document.
 */
export function downloadMiddleware(produce: (args: DownloadArgs) => Promise<Response>) {
  return async (args: DownloadArgs & { context: Readonly<RouterContextProvider> }, next: () => Promise<Response>): Promise<Response> => {
    if (new URL(args.request.url).pathname.endsWith(".data")) throw redirectDocument(`${args.url.pathname}${args.url.search}`);
    try {
      return await produce(args);
    } catch (e) {
      // A redirect or a crash as it is. A failure thrown as data() is thrown again by the route's
      // loader (downloadFailure), after the root loader has run: thrown here, before any loader,
      // the error page would have no page language and be English.
      if (e instanceof Response || e instanceof Error) throw e;
      const kept = { failure: e, thrown: false };
      args.context.set(failureContext, kept);
      const page = await next();
      // A route without that loader would answer its empty page: the refusal stands regardless.
      if (!kept.thrown) throw e;
      return page;
    }
  };
}

const failureContext = createContext<{ failure: unknown; thrown: boolean } | null>(null);

/** The loader of a download's route: the failure its middleware met, thrown for the error page. */
export function downloadFailure({ context }: { context: Readonly<RouterContextProvider> }): null {
  const kept = context.get(failureContext);
  if (kept) {
    kept.thrown = true;
    throw kept.failure;
  }
  return null;
}

/** A PDF as a download: attached under `filename`, never cached. */
export const pdfDownload = (pdf: Uint8Array, filename: string) =>
  new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
