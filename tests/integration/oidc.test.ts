import type { AddressInfo } from "node:net";
import http from "node:http";
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as authCallback from "../../app/routes/public/auth-callback";
import * as authLogin from "../../app/routes/public/auth-login";
import * as world from "../../app/routes/learner/world";
import * as api from "../../app/routes/api/json";
import { db } from "../../app/server/platform/db.server";
import { resetEnvCache } from "../../app/server/platform/env.server";
import { createUser } from "../support/factory";
import { Browser, ORIGIN, run } from "../support/http";

/** A real OpenID Connect provider (oidc-provider) on a free port, with its dev login screens. */
const accounts: Record<string, Record<string, unknown>> = {
  "alice-sub": { email: "alice@learner.example", email_verified: true, given_name: "Alice", family_name: "Learner", name: "Alice Learner" },
  "clash-sub": { email: "clash@test.example", email_verified: true, name: "Clash Person" },
};
let server: http.Server;
let issuer: string;

beforeAll(async () => {
  server = http.createServer();
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: "academy",
        client_secret: "academy-secret",
        redirect_uris: [`${ORIGIN}/auth/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name", "picture"] },
    findAccount: async (_ctx: unknown, id: string) =>
      accounts[id] ? { accountId: id, claims: async () => ({ sub: id, ...accounts[id] }) } : undefined,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ["integration-test-cookie-key"] },
  } as never);
  server.on("request", provider.callback());
  process.env.OIDC_ISSUER = issuer;
  process.env.OIDC_CLIENT_ID = "academy";
  process.env.OIDC_CLIENT_SECRET = "academy-secret";
  process.env.OIDC_PROVIDER_NAME = "google";
  resetEnvCache();
});

afterAll(() => {
  for (const k of ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_PROVIDER_NAME"]) delete process.env[k];
  resetEnvCache();
  server.close();
});

/** Drives the provider's login and consent screens like a browser, answering the callback URL. */
async function signInAtProvider(authorizationUrl: string, accountId: string): Promise<URL> {
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

describe("external sign-in (OpenID Connect)", () => {
  it("signs a new learner in through the provider, creates the learner and opens the map", async () => {
    const b = new Browser();
    const start = await run(authLogin.loader, b, "/auth/login");
    expect(start.status).toBe(302);
    expect(start.location).toMatch(new RegExp(`^${issuer}/auth\\?`));
    expect(new URL(start.location!).searchParams.get("code_challenge_method")).toBe("S256");
    const callback = await signInAtProvider(start.location!, "alice-sub");
    expect(callback.searchParams.get("code")).toBeTruthy();
    const done = await run(authCallback.loader, b, callback.pathname + callback.search);
    expect(done.status).toBe(302);
    expect(done.location).toBe("/world");
    const w = await run(world.loader, b, "/world");
    expect(w.data.email).toBe("alice@learner.example");
    const user = await db().selectFrom("users").selectAll().where("email", "=", "alice@learner.example").executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: "learner", first_name: "Alice", last_name: "Learner", status: "active" });
    expect(await db().selectFrom("identities").select("subject").where("user_id", "=", user.id).execute()).toEqual([
      { subject: "alice-sub" },
    ]);

    // a second sign-in reuses the same learner
    const b2 = new Browser();
    const again = await run(authLogin.loader, b2, "/auth/login");
    const cb2 = await signInAtProvider(again.location!, "alice-sub");
    expect((await run(authCallback.loader, b2, cb2.pathname + cb2.search)).location).toBe("/world");
    expect(await db().selectFrom("users").select("id").where("email", "=", "alice@learner.example").execute()).toHaveLength(1);
  });

  it("answers the redirect URL as JSON for the spec's call", async () => {
    const b = new Browser();
    const request = b.request("/api/oauth/google/redirect_url");
    const res = (await api.loader({
      request,
      url: new URL(request.url),
      params: { "*": "oauth/google/redirect_url" },
      context: b.context(),
    } as never)) as Response;
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.redirectUrl).toMatch(new RegExp(`^${issuer}/auth\\?`));
    expect(res.headers.getSetCookie()).toEqual([expect.stringMatching(/^academy_oidc[:=]/)]);
  });

  it("fails with the failure screen on a forged state, a missing code, or a password account's email", async () => {
    const forged = await run(authCallback.loader, new Browser(), "/auth/callback?code=abc&state=forged");
    expect(forged.data).toEqual({ failed: true });
    expect((await run(authCallback.loader, new Browser(), "/auth/callback")).data).toEqual({ failed: true });

    await createUser({ email: "clash@test.example" });
    const b = new Browser();
    const start = await run(authLogin.loader, b, "/auth/login");
    const cb = await signInAtProvider(start.location!, "clash-sub");
    const r = await run(authCallback.loader, b, cb.pathname + cb.search);
    expect(r.data).toEqual({ failed: true });
    expect(b.cookies.has("academy_session")).toBe(false);
  });
});
