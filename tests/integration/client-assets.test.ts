/**
 * The client files of another release (docs/decisions/031-client-files-across-releases.md). Two
 * production server processes on this file's database, each with a client build of its own
 * (copies of build/client, each with one hashed file the other lacks), stand for two releases:
 * on PostgreSQL both serve at once, as during a rolling deployment; on SQLite the first stops
 * before the second starts, as when the one container is replaced. Each start publishes its
 * files; an instance answers the other release's file from the database, byte for byte.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ASSET_KEEP_DAYS } from "../../app/domain/client-assets";
import { publishClientAssets, releasedClientAsset } from "../../app/server/platform/client-assets.server";
import { db } from "../../app/server/platform/db.server";
import { onPostgres } from "../support/engine";
import { App, apps, ensureBuild, send, testDatabase, tmpName } from "../support/server-process";

const IMMUTABLE = "public, max-age=31536000, immutable";
const DAY = 86_400_000;

/** A release's client build: build/client and files of its own (name, content). */
function releaseBuild(own: Record<string, string>) {
  const dir = tmpName("release");
  cpSync("build/client", dir, { recursive: true });
  for (const [name, content] of Object.entries(own)) writeFileSync(path.join(dir, "assets", name), content);
  return dir;
}

const A_SCRIPT = "release-a-Kq3Lm9Xz.js";
const B_STYLE = "release-b-Pw7Rt2Vn.css";
const names = async () => (await db().selectFrom("client_assets").select("name").orderBy("name").execute()).map((r) => r.name);

describe("client files of another release", () => {
  let dirA = "";
  let dirB = "";
  let a: App;
  let b: App;

  beforeAll(async () => {
    ensureBuild();
    dirA = releaseBuild({ [A_SCRIPT]: "console.log('release a');\n", [`${A_SCRIPT}.br`]: "compressed copy" });
    dirB = releaseBuild({ [B_STYLE]: "body { color: #003d8f; }\n" });
    a = new App("release-a", testDatabase(), { CLIENT_DIR: dirA });
    apps.push(a);
    await a.ready();
    // SQLite: one process a file, so the container is replaced; PostgreSQL: both serve at once
    if (!onPostgres()) await a.stop();
    b = new App("release-b", testDatabase(), { CLIENT_DIR: dirB });
    apps.push(b);
    await b.ready();
  }, 240_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    for (const dir of [dirA, dirB]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("each start published its build's files, not their compressed copies", async () => {
    const held = await names();
    expect(held).toContain(A_SCRIPT);
    expect(held).toContain(B_STYLE);
    expect(held).not.toContain(`${A_SCRIPT}.br`);
    expect(held.filter((n) => n.endsWith(".br") || n.endsWith(".gz"))).toEqual([]);
    const row = await db().selectFrom("client_assets").selectAll().where("name", "=", A_SCRIPT).executeTakeFirstOrThrow();
    expect(row.content_type).toBe("text/javascript; charset=utf-8");
    expect(Buffer.from(row.body).toString("utf8")).toBe("console.log('release a');\n");
  });

  it("an instance answers the other release's file from the database, as sirv answers its own", async () => {
    const other = await send(b, `/assets/${A_SCRIPT}`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(other.status).toBe(200);
    expect(other.text).toBe("console.log('release a');\n");
    expect(other.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(other.headers["content-length"]).toBe(String(other.body.length));
    expect(other.headers["cache-control"]).toBe(IMMUTABLE);
    expect(other.headers["x-content-type-options"]).toBe("nosniff");
    expect(other.headers["x-request-id"]).toBeTruthy();
    const head = await send(b, `/assets/${A_SCRIPT}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(other.body.length));
    if (onPostgres()) {
      const back = await send(a, `/assets/${B_STYLE}`);
      expect(back.status).toBe(200);
      expect(back.headers["content-type"]).toBe("text/css; charset=utf-8");
      expect(back.text).toBe(readFileSync(path.join(dirB, "assets", B_STYLE), "utf8"));
    }
    // its own files still come from sirv, compressed
    const own = await send(b, `/assets/${B_STYLE}`);
    expect(own.status).toBe(200);
    expect(own.headers["content-type"]).toMatch(/^text\/css/);
  });

  it("no release's file, a compressed copy, an odd name or a post: what it answered before", async () => {
    for (const target of [`/assets/release-c-Zz9Yy8Xx.js`, `/assets/${A_SCRIPT}.br`, "/assets/..%2f..%2fpackage.json", "/assets/.hidden"]) {
      const r = await send(b, target);
      expect(r.status, target).toBe(404);
      expect(r.headers["cache-control"], target).not.toBe(IMMUTABLE);
    }
    const post = await send(b, `/assets/${A_SCRIPT}`, { method: "POST", body: "a=1", headers: { Origin: b.origin } });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.status).toBeLessThan(500);
    expect(post.text).not.toContain("release a");
  });

  it("a start keeps what a release published within CLIENT_ASSET_KEEP_DAYS and removes what none has since", async () => {
    const now = Date.now();
    const later = await publishClientAssets(dirB, new Date(now + (CLIENT_ASSET_KEEP_DAYS - 1) * DAY));
    expect(later).toEqual({ added: 0, files: later.files, removed: 0 });
    expect(await names()).toContain(A_SCRIPT);
    const past = await publishClientAssets(dirB, new Date(now + (CLIENT_ASSET_KEEP_DAYS + 1) * DAY));
    expect(past.removed).toBe(1); // release A's own file: the files both builds share were published again
    expect(await names()).not.toContain(A_SCRIPT);
    expect(await names()).toContain(B_STYLE);
    expect(await releasedClientAsset(A_SCRIPT)).toBeUndefined();
  });

  it("instances of one release starting together publish each file once", async () => {
    const dirC = releaseBuild({ "release-c-Hh4Jj5Kk.js": "console.log('c');\n" });
    try {
      const results = await Promise.all([1, 2, 3].map(() => publishClientAssets(dirC)));
      expect(results.map((r) => r.added).sort()).toEqual([0, 0, 1]);
      expect((await names()).filter((n) => n === "release-c-Hh4Jj5Kk.js")).toHaveLength(1);
    } finally {
      rmSync(dirC, { recursive: true, force: true });
    }
  });
});
