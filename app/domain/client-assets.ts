/**
 * The client's hashed files as releases share them through the database
 * (docs/decisions/031-client-files-across-releases.md): which request paths name such a file,
 * which files of a build are published, the type a file is served with, and how long a file no
 * release publishes any more is kept.
 */

/** How long a file stays after the last start of a release that has it. */
export const CLIENT_ASSET_KEEP_DAYS = 90;

/** A file name as Vite writes them (`entry.client-B1c2D3e4.js`): no separator, no leading dot. */
const NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
/** What the build also writes beside each file: its precompressed copies, served by sirv. */
const COMPRESSED = /\.(br|gz)$/;

const TYPES: Readonly<Record<string, string>> = {
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  map: "application/json; charset=utf-8",
  json: "application/json; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  webp: "image/webp",
  woff2: "font/woff2",
  woff: "font/woff",
};

/** The file a request path names under /assets/, or null (another path, a nested or odd name). */
export function clientAssetName(pathname: string): string | null {
  if (!pathname.startsWith("/assets/")) return null;
  const name = pathname.slice("/assets/".length);
  return isPublishedName(name) ? name : null;
}

/** Whether a file of a build's assets folder is published: the files themselves, not their compressed copies. */
export const isPublishedName = (name: string) => NAME.test(name) && !name.includes("..") && !COMPRESSED.test(name);

/** The Content-Type a file is served with, by its extension. */
export function clientAssetType(name: string): string {
  const dot = name.lastIndexOf(".");
  return (dot > 0 && TYPES[name.slice(dot + 1).toLowerCase()]) || "application/octet-stream";
}

/** Files last published before this moment (an ISO time) are no release's any more. */
export function clientAssetCutoff(now: Date, keepDays = CLIENT_ASSET_KEEP_DAYS): string {
  return new Date(now.getTime() - keepDays * 86_400_000).toISOString();
}
