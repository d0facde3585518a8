/** Calls route loaders and actions with real Request objects, as React Router would. */
import { RouterContextProvider } from "react-router";
import { clientAddressContext } from "../../app/server/platform/context.server";

export const ORIGIN = "http://localhost:3000";

export class Browser {
  cookies = new Map<string, string>();
  constructor(public address = "203.0.113.7") {}

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  absorb(headers: Headers) {
    for (const c of headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  request(path: string, init: { method?: string; form?: Record<string, string | number>; headers?: Record<string, string> } = {}) {
    const headers = new Headers(init.headers);
    const cookie = this.header();
    if (cookie) headers.set("Cookie", cookie);
    let body: URLSearchParams | undefined;
    if (init.form) {
      body = new URLSearchParams(Object.entries(init.form).map(([k, v]) => [k, String(v)]));
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      headers.set("Origin", ORIGIN);
    }
    return new Request(ORIGIN + path, { method: init.method ?? (init.form ? "POST" : "GET"), headers, body });
  }

  context() {
    const ctx = new RouterContextProvider();
    ctx.set(clientAddressContext, this.address);
    return ctx;
  }
}

export interface Outcome<T = any> {
  status: number;
  headers: Headers;
  location: string | null;
  data: T;
  response: Response | null;
}

type Fn = (args: any, next?: any) => any;

/** Runs a loader or action and normalises what it returned or threw (Response, data(), plain value). */
export async function run<T = any>(
  fn: Fn,
  browser: Browser,
  path: string,
  opts: { form?: Record<string, string | number>; params?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Outcome<T>> {
  const request = browser.request(path, { form: opts.form, headers: opts.headers });
  let value: unknown;
  try {
    value = await fn({ request, url: new URL(request.url), params: opts.params ?? {}, context: browser.context() });
  } catch (thrown) {
    value = thrown;
  }
  const out = await normalise(value);
  browser.absorb(out.headers);
  return out as Outcome<T>;
}

async function normalise(value: unknown): Promise<Outcome> {
  if (value instanceof Response) {
    const type = value.headers.get("Content-Type") ?? "";
    const data = type.includes("json") ? await value.clone().json() : type.includes("text") ? await value.clone().text() : null;
    return { status: value.status, headers: value.headers, location: value.headers.get("Location"), data, response: value };
  }
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const v = value as { data: unknown; init: ResponseInit | null };
    return { status: v.init?.status ?? 200, headers: new Headers(v.init?.headers), location: null, data: v.data, response: null };
  }
  if (value instanceof Error) throw value;
  return { status: 200, headers: new Headers(), location: null, data: value, response: null };
}

/**
 * The answer of a download served by a page route's middleware (the certificate PDFs): the file,
 * or the failure thrown for the error page, as `run` reports a loader's.
 */
export const download =
  (mod: { middleware: readonly unknown[]; loader: Fn }): Fn =>
  (args) =>
    // next(): the loaders, where the route's own throws the failure its middleware met
    (mod.middleware[0] as Fn)(args, async () => {
      await mod.loader(args);
      throw new Error("a download answers with its file or its error page, never its component");
    });
