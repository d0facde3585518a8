/**
 * The client's hashed files of every release that started on this database (table
 * client_assets, migration 019; docs/decisions/031-client-files-across-releases.md).
 *
 * While a rolling deployment replaces the instances one at a time, a page rendered by one
 * release names its style sheet and scripts by their hashes, and the load balancer may send those
 * requests to an instance of the other release: sirv there has no such file, and the page came
 * without its style sheet, or its scripts failed to load. So each start publishes its build's
 * files here, and an instance answers a file it lacks from here (scripts/server.ts). The same
 * holds on SQLite for a browser that still shows a page of the release before.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { clientAssetCutoff, clientAssetType, isPublishedName } from "../../domain/client-assets";
import { db, lockClientAssets } from "./db.server";
import { isDatabaseUnreachable } from "./unavailable.server";

export interface PublishedAssets {
  /** This build's files the database had no copy of. */
  added: number;
  /** This build's files in all. */
  files: number;
  /** Files of older releases no start has published for CLIENT_ASSET_KEEP_DAYS, removed. */
  removed: number;
}

/** The files of a client build's assets folder that are published (not the compressed copies). */
async function buildFiles(clientDir: string): Promise<string[]> {
  const dir = path.join(clientDir, "assets");
  const entries = await readdir(dir, { withFileTypes: true }).catch((e: NodeJS.ErrnoException) => {
    if (e.code === "ENOENT") return [];
    throw e;
  });
  return entries
    .filter((e) => e.isFile() && isPublishedName(e.name))
    .map((e) => e.name)
    .sort();
}

/** Files a statement: a build's first start adds about a hundred (2 MB) in a few statements. */
const INSERT_BATCH = 25;

async function assetRow(clientDir: string, name: string, publishedAt: string) {
  const body = await readFile(path.join(clientDir, "assets", name));
  const sha256 = createHash("sha256").update(body).digest("hex");
  return { name, content_type: clientAssetType(name), body, sha256, published_at: publishedAt };
}

/**
 * Publishes a build's files: adds those the database lacks, marks all of them published now, and
 * removes the files that no release has published since the cutoff. Instances starting together
 * take turns (`lockClientAssets`: the read of what is held, then the writes on it); the primary
 * key keeps one row a name besides, and a file's bytes never change under its hashed name.
 */
export async function publishClientAssets(clientDir = "build/client", now = new Date()): Promise<PublishedAssets> {
  const names = await buildFiles(clientDir);
  const publishedAt = now.toISOString();
  return db()
    .transaction()
    .execute(async (tx) => {
      await lockClientAssets(tx);
      const held = names.length
        ? new Set((await tx.selectFrom("client_assets").select("name").where("name", "in", names).execute()).map((r) => r.name))
        : new Set<string>();
      let added = 0;
      const missing = names.filter((n) => !held.has(n));
      for (let i = 0; i < missing.length; i += INSERT_BATCH) {
        const rows = await Promise.all(missing.slice(i, i + INSERT_BATCH).map((name) => assetRow(clientDir, name, publishedAt)));
        const inserted = await tx
          .insertInto("client_assets")
          .values(rows)
          .onConflict((oc) => oc.column("name").doNothing())
          .executeTakeFirst();
        added += Number(inserted.numInsertedOrUpdatedRows ?? 0);
      }
      if (held.size)
        await tx
          .updateTable("client_assets")
          .set({ published_at: publishedAt })
          .where("name", "in", [...held])
          .execute();
      const removed = await tx.deleteFrom("client_assets").where("published_at", "<", clientAssetCutoff(now)).executeTakeFirst();
      return { added, files: names.length, removed: Number(removed.numDeletedRows) };
    });
}

/**
 * A file of another release, for a request this build's own files cannot answer; undefined when
 * no release has it, and when the database cannot be reached (the app's answer then says so).
 */
export async function releasedClientAsset(name: string): Promise<{ type: string; body: Buffer } | undefined> {
  try {
    const row = await db().selectFrom("client_assets").select(["content_type", "body"]).where("name", "=", name).executeTakeFirst();
    return row && { type: row.content_type, body: row.body };
  } catch (e) {
    if (isDatabaseUnreachable(e)) return undefined;
    throw e;
  }
}
