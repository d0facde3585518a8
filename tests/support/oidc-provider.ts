/**
 * A real OpenID Connect provider (oidc-provider) on a free port, with its development login and
 * consent screens, and a browser-like walk through them: the counterpart of the academy's
 * external sign-in tests (the main site's provider, and companies' own).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { ORIGIN } from "./http";

export type Accounts = Record<string, Record<string, unknown>>;

export interface TestProvider {
  issuer: string;
  close: () => void;
}

export async function startProvider(opts: { accounts: Accounts; clientId: string; clientSecret: string; redirectUris: string[] }) {
  const server = http.createServer();
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name", "picture"] },
    findAccount: async (_ctx: unknown, id: string) =>
      opts.accounts[id] ? { accountId: id, claims: async () => ({ sub: id, ...opts.accounts[id] }) } : undefined,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ["integration-test-cookie-key"] },
  } as never);
  server.on("request", provider.callback());
  return { issuer, close: () => server.close() } satisfies TestProvider;
}

/** Drives the provider's login and consent screens like a browser, answering the URL it sends the browser back to (ours). */
export async function signInAtProvider(authorizationUrl: string, accountId: string): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(ORIGIN)) return new URL(url);
    const res = await send(url);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get("Location")!, url).toString();
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`unexpected provider page at ${url}: ${res.status}`);
    const form = html.includes('value="login"')
      ? new URLSearchParams({ prompt: "login", login: accountId, password: "any" })
      : new URLSearchParams({ prompt: "consent" });
    const posted = await send(new URL(action, url).toString(), {
      method: "POST",
      body: form,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    url = new URL(posted.headers.get("Location")!, url).toString();
  }
  throw new Error("too many steps at the provider");
}
