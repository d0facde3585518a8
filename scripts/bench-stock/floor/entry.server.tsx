// The floor pages' entry.server: the whole page rendered, then answered as one buffer, with the
// academy's own renderToBuffer (as the academy's entry.server does). It is cheaper than the
// template's streaming entry the stock page uses, so the floor is the framework's best case.
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToBuffer } from "../../../app/server/platform/render.server";

export const streamTimeout = 5_000;

export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const page = await renderToBuffer(<ServerRouter context={routerContext} url={request.url} />, { timeoutMs: streamTimeout + 1000 });
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(page, { headers, status });
}
