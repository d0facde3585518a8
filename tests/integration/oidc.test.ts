import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as authCallback from "../../app/routes/public/auth-callback";
import * as authLogin from "../../app/routes/public/auth-login";
import * as world from "../../app/routes/learner/world";
import * as api from "../../app/routes/api/json";
import { db } from "../../app/server/platform/db.server";
import { resetEnvCache } from "../../app/server/platform/env.server";
import { createUser } from "../support/factory";
import { Browser, ORIGIN, run } from "../support/http";
import { signInAtProvider, startProvider, type TestProvider } from "../support/oidc-provider";

const accounts = {
  "alice-sub": { email: "alice@learner.example", email_verified: true, given_name: "Alice", family_name: "Learner", name: "Alice Learner" },
  "clash-sub": { email: "clash@test.example", email_verified: true, name: "Clash Person" },
};
let provider: TestProvider;
let issuer: string;

beforeAll(async () => {
  provider = await startProvider({
    accounts,
    clientId: "academy",
    clientSecret: "academy-secret",
    redirectUris: [`${ORIGIN}/auth/callback`],
  });
  issuer = provider.issuer;
  process.env.OIDC_ISSUER = issuer;
  process.env.OIDC_CLIENT_ID = "academy";
  process.env.OIDC_CLIENT_SECRET = "academy-secret";
  process.env.OIDC_PROVIDER_NAME = "google";
  resetEnvCache();
});

afterAll(() => {
  for (const k of ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_PROVIDER_NAME"]) delete process.env[k];
  resetEnvCache();
  provider.close();
});

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
