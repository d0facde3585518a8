/**
 * The JSON API called as a client calls it, through the route's own loader and action: a JSON or
 * raw body, a bearer token, cookies, a language, from a browser's address.
 */
import * as api from "../../app/routes/api/json";
import { Browser, ORIGIN } from "./http";

export interface ApiAnswer {
  status: number;
  body: any;
  headers: Headers;
}

export interface ApiOptions {
  /** Default: POST with a body, GET without. */
  method?: string;
  json?: unknown;
  /** A body sent as it is, as JSON. */
  raw?: string;
  token?: string;
  /** Accept-Language. */
  language?: string;
  /** A Cookie header instead of the browser's cookies. */
  cookie?: string;
  /** The caller: its cookies are sent and kept (default: a new browser at `address`). */
  browser?: Browser;
  address?: string;
}

/** The route's parameters as the router gives them: the splat, and the subdomain of a company's call. */
function paramsOf(path: string) {
  const company = /^\/api\/company\/([^/]+)\//.exec(path);
  const rest = path.replace(/^\/api(\/croacademy|\/company\/[^/]+)?\//, "").split("?")[0];
  return { "*": rest, ...(company ? { subdomain: company[1] } : {}) };
}

export async function callApi(path: string, opts: ApiOptions = {}): Promise<ApiAnswer> {
  const b = opts.browser ?? new Browser(opts.address);
  const headers: Record<string, string> = {};
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.language) headers["Accept-Language"] = opts.language;
  const cookie = opts.cookie ?? b.header();
  if (cookie) headers.Cookie = cookie;
  const body = opts.raw ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json));
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const request = new Request(ORIGIN + path, { method: opts.method ?? (body === undefined ? "GET" : "POST"), headers, body });
  const fn = request.method === "GET" ? api.loader : api.action;
  let res: Response;
  try {
    res = await fn({ request, url: new URL(request.url), params: paramsOf(path), context: b.context() } as never);
  } catch (e) {
    if (e instanceof Response) res = e;
    else if (e && typeof e === "object" && "init" in e)
      return { status: (e as { init: ResponseInit }).init.status!, body: null, headers: new Headers() };
    else throw e;
  }
  b.absorb(res.headers);
  return { status: res.status, body: await res.json(), headers: res.headers };
}
